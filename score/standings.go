package score

import (
	"encoding/json"
	"sort"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// Standings is a tournament table across games: per team, games played,
// won and lost, points for and against (the games' final totals) and
// their difference. Build it with Add, game by game, then read Table.
//
// A team is named by its NS or EW tag, else by its players' tags (North
// and South, East and West; see NamesFromGame). The same pair is one team
// whichever seats it held and in whichever order its players are written:
// "Alice / Chloé" at NS and "Chloé / Alice" at EW are one team, and so
// are the tags [North "Chloé"] [South "Alice"]. Names are compared
// without regard to case and spacing; the players of a name are the parts
// between "/" or "&". A team is shown by the first spelling met.
type Standings struct {
	teams      map[string]*TeamStanding
	order      []string // team keys in the order met
	NotCounted []NotCounted
	// Games are the games met, counted or not, in the order added.
	Games []StandingsGame
}

// StandingsGame is one game met by the standings: where it is, what its
// header says, its teams and its result ("Winner: …"), or why it was not
// counted.
type StandingsGame struct {
	Game    string // "file#N"
	Info    GameInfo
	NS, EW  string
	Counted bool
	Result  string // the result line when counted, else why not

	sheet *Sheet // when counted, for ResultIn
	names Names
	whyIn func(i18n.Lang) string // when not counted, for ResultIn
}

// ResultIn is Result in a language: the result line of a game counted
// (ResultLineIn), or why a game is not.
func (g StandingsGame) ResultIn(l i18n.Lang) string {
	switch {
	case l == i18n.English:
		return g.Result
	case g.Counted && g.sheet != nil:
		return ResultLineIn(g.sheet, g.names, l)
	case g.whyIn != nil:
		return l.T(i18n.NotCountedResult, g.whyIn(l))
	}
	return g.Result
}

// TeamStanding is one line of the table. Points are the games' final
// totals (points), Difference is For - Against. Drawn counts the games
// over with no winner (game.tie = "draw"): Played = Won + Drawn + Lost.
type TeamStanding struct {
	Rank                     int    `json:"rank"` // equal teams (wins, draws and difference) share a rank
	Team                     string `json:"team"`
	Played, Won, Drawn, Lost int
	For, Against             int
	Difference               int
}

// MarshalJSON writes the figures under lowercase keys; "drawn" only when
// the team drew a game.
func (t TeamStanding) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Rank       int    `json:"rank"`
		Team       string `json:"team"`
		Played     int    `json:"played"`
		Won        int    `json:"won"`
		Drawn      int    `json:"drawn,omitempty"`
		Lost       int    `json:"lost"`
		For        int    `json:"points_for"`
		Against    int    `json:"points_against"`
		Difference int    `json:"difference"`
	}{t.Rank, t.Team, t.Played, t.Won, t.Drawn, t.Lost, t.For, t.Against, t.Difference})
}

// NotCounted is a game left out of the table, and why.
type NotCounted struct {
	Game string `json:"game"` // "file#N" (N counts from 1), then the Event tag
	Why  string `json:"why"`

	whyIn func(i18n.Lang) string // Why in a language, for WhyIn
}

// WhyIn is Why in a language: in French "pas finie : aucune équipe n'a
// atteint 2000 (…)", "2 problèmes ; le premier : …" (a problem's own
// message stays in English).
func (n NotCounted) WhyIn(l i18n.Lang) string {
	if n.whyIn == nil || l == i18n.English {
		return n.Why
	}
	return n.whyIn(l)
}

// NewStandings starts an empty table.
func NewStandings() *Standings {
	return &Standings{teams: map[string]*TeamStanding{}}
}

// Add counts one game: its header, its team names, its sheet (totals are
// enough: WithoutRows will do) and the problems found in it (syntax,
// rules, written results; nil when clean). A game is not counted, and is
// listed with why, when it has problems, has no sheet (its ruleset could
// not be loaded), is not over, or has a team without a name or the same
// team on both sides. game names it in that list, e.g. "mardi.coinche#2".
func (st *Standings) Add(game string, info GameInfo, names Names, s *Sheet, problems notation.ErrorList) {
	st.Games = append(st.Games, StandingsGame{Game: game, Info: info, NS: names.Of(0), EW: names.Of(1)})
	met := &st.Games[len(st.Games)-1]
	if info.Event != "" {
		game += " (" + info.Event + ")"
	}
	skip := func(key i18n.Key, args ...any) {
		whyIn := func(l i18n.Lang) string { return l.T(key, args...) }
		if key == i18n.NotCountedUnfinished {
			_, why := s.Winner()
			whyIn = func(l i18n.Lang) string {
				if l == i18n.English {
					return l.T(key, nameTeams(why, names))
				}
				return l.T(key, progressIn(s, names, l))
			}
		}
		why := whyIn(i18n.English)
		st.NotCounted = append(st.NotCounted, NotCounted{Game: game, Why: why, whyIn: whyIn})
		met.Result, met.whyIn = i18n.English.T(i18n.NotCountedResult, why), whyIn
	}
	keys := [2]string{teamKey(names.NS), teamKey(names.EW)}
	switch {
	case len(problems) > 0:
		skip(i18n.NotCountedProblems, len(problems), problems[0])
		return
	case s == nil:
		skip(i18n.NotCountedNoRules)
		return
	case !s.Over():
		skip(i18n.NotCountedUnfinished)
		return
	case names.NS == "" || names.NS == "NS" || names.EW == "" || names.EW == "EW":
		skip(i18n.NotCountedNoName)
		return
	case keys[0] == keys[1]:
		skip(i18n.NotCountedSameTeam, names.NS)
		return
	}
	met.Counted, met.Result = true, ResultLine(s, names)
	met.sheet, met.names = s, names
	w, _ := s.Winner()
	tot := s.EndTotals() // the game as it stood at its end: deals written after it do not count
	for t := 0; t < 2; t++ {
		ts := st.teams[keys[t]]
		if ts == nil {
			ts = &TeamStanding{Team: names.Of(t)}
			st.teams[keys[t]] = ts
			st.order = append(st.order, keys[t])
		}
		ts.Played++
		switch {
		case s.Draw():
			ts.Drawn++
		case w.Index() == t:
			ts.Won++
		default:
			ts.Lost++
		}
		ts.For += tot[t]
		ts.Against += tot[1-t]
		ts.Difference = ts.For - ts.Against
	}
}

// teamKey is a team's identity: its players (the parts of the name
// between "/" or "&"), lowercased with their spaces folded, sorted.
func teamKey(name string) string {
	parts := strings.FieldsFunc(name, func(r rune) bool { return r == '/' || r == '&' })
	for i, p := range parts {
		parts[i] = strings.ToLower(strings.Join(strings.Fields(p), " "))
	}
	sort.Strings(parts)
	return strings.Join(parts, " / ")
}

// Table is the table sorted by wins, then draws, then difference (all
// most first), then points for, then name; teams equal in wins, draws and
// difference share a rank.
func (st *Standings) Table() []TeamStanding {
	out := make([]TeamStanding, 0, len(st.order))
	for _, k := range st.order {
		out = append(out, *st.teams[k])
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Won != b.Won {
			return a.Won > b.Won
		}
		if a.Drawn != b.Drawn {
			return a.Drawn > b.Drawn
		}
		if a.Difference != b.Difference {
			return a.Difference > b.Difference
		}
		if a.For != b.For {
			return a.For > b.For
		}
		return a.Team < b.Team
	})
	for i := range out {
		out[i].Rank = i + 1
		if i > 0 && out[i].Won == out[i-1].Won && out[i].Drawn == out[i-1].Drawn && out[i].Difference == out[i-1].Difference {
			out[i].Rank = out[i-1].Rank
		}
	}
	return out
}
