package score

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// Row is one line of a score sheet: the deal's score and the running
// totals after it.
type Row struct {
	DealScore
	Total [2]int // running totals after the deal, points: [0] NS, [1] EW
	// AfterEnd: the deal was added after the game had already been won
	// (scored and totalled, but it does not change the winner).
	AfterEnd bool
}

// Sheet is a game's score sheet, built deal by deal with Add. It applies
// the ruleset's Game keys: the target, must_lead, both_reach and tie, and
// 000's "nous avons gagné" (Outcome.Stopped).
type Sheet struct {
	rs     *rules.Ruleset
	mode   rules.ScoringMode
	target int
	totals [8]int // TotalPoints by strain, once a deal needed it (scoreDeal)
	rows   []Row
	total  [2]int
	deals  int  // deals added
	noRows bool // WithoutRows: keep the totals, not the rows

	over     bool
	winner   notation.Team
	reason   string
	lastTeam int // declaring team of the last contract, -1 none
	lastMade int // team that made the last made contract, -1 none
	lastWon  int // team that won the last deal (declarers if made, else defenders), -1 none
	// pending says why the game goes on although the target is reached
	// (game.tie = "play-on", must_lead, winner_needs_trick); "" otherwise.
	pending string
	end     [2]int // the totals when the game ended (decide), points
}

// SheetState is what a Sheet carries from one deal of its game to the
// next (the totals, in points, and what decides the end: who declared,
// made and won the last contract, whether the game is over and why). It
// is comparable, and lets a game cut in pieces be scored piece by piece
// (package score/stream checks a large file in parallel): a piece is
// scored from the state the piece before it ends in. Rows are not part
// of it. Any field added to Sheet that a deal leaves for the next must
// be added here too.
type SheetState struct {
	Total    [2]int
	Deals    int
	Over     bool
	Winner   notation.Team
	Reason   string
	Pending  string
	End      [2]int
	LastTeam int
	LastMade int
	LastWon  int
}

// State returns what the sheet carries to the game's next deal.
func (s *Sheet) State() SheetState {
	return SheetState{Total: s.total, Deals: s.deals, Over: s.over, Winner: s.winner, Reason: s.reason,
		Pending: s.pending, End: s.end, LastTeam: s.lastTeam, LastMade: s.lastMade, LastWon: s.lastWon}
}

// SetState sets what the deals before the next one left, as if they had
// just been added (the rows kept so far stay as they are).
func (s *Sheet) SetState(st SheetState) {
	s.total, s.deals, s.over, s.winner, s.reason = st.Total, st.Deals, st.Over, st.Winner, st.Reason
	s.pending, s.end, s.lastTeam, s.lastMade, s.lastWon = st.Pending, st.End, st.LastTeam, st.LastMade, st.LastWon
}

// Option sets a sheet option.
type Option func(*Sheet)

// WithMode scores the game in a mode other than the ruleset's (a
// [Scoring "made"] header, read by ParseMode).
func WithMode(mode rules.ScoringMode) Option {
	return func(s *Sheet) { s.mode = mode }
}

// WithoutRows keeps a sheet's totals and verdict but not its rows, so that
// a game of any length is followed in constant memory (`coinche check`
// needs the totals, for "nous avons gagné" and the written results, never
// the rows). Rows then returns nil.
func WithoutRows() Option {
	return func(s *Sheet) { s.noRows = true }
}

// NewSheet starts an empty sheet. target is the points to reach (a
// [Target "..."] header); 0 takes the ruleset's game.target, whose 0 is no
// target at all: the game is never over and nobody wins (Target is 0).
func NewSheet(rs *rules.Ruleset, target int, opts ...Option) *Sheet {
	s := &Sheet{rs: rs, target: target, lastTeam: -1, lastMade: -1, lastWon: -1}
	if s.target <= 0 {
		s.target = rs.Game.Target
	}
	if s.target < 0 {
		s.target = 0
	}
	s.mode = rs.Scoring.Mode
	for _, o := range opts {
		o(s)
	}
	return s
}

// GameHeader reads the scoring tags of a game header: [Target "1500"]
// (points to reach; 0 when absent) and [Scoring "made"] (a mode, see
// ParseMode). Errors name the tag's position and code "score/header".
func GameHeader(g *notation.Game) (target int, opts []Option, err error) {
	if g == nil {
		return 0, nil, nil
	}
	for _, t := range g.Tags {
		switch {
		case equalFold(t.Name, "Target"):
			n, e := strconv.Atoi(t.Value)
			if e != nil || n <= 0 {
				return 0, nil, &notation.Error{File: g.File, Pos: t.Pos, Code: "score/header",
					Msg: i18n.English.T(i18n.ScoreTargetTag, t.Value), Key: i18n.ScoreTargetTag, Args: []any{t.Value}}
			}
			target = n
		case equalFold(t.Name, "Scoring"):
			m, e := ParseMode(t.Value)
			if e != nil {
				return 0, nil, &notation.Error{File: g.File, Pos: t.Pos, Code: "score/header",
					Msg: i18n.English.T(i18n.ScoreModeTag, t.Value), Key: i18n.ScoreModeTag, Args: []any{t.Value}}
			}
			opts = append(opts, WithMode(m))
		}
	}
	return target, opts, nil
}

// NewGameSheet starts a sheet for a game: its header's Target and
// Scoring tags override the ruleset. Error: a bad tag (see GameHeader).
func NewGameSheet(rs *rules.Ruleset, g *notation.Game, more ...Option) (*Sheet, error) {
	target, opts, err := GameHeader(g)
	if err != nil {
		return nil, err
	}
	return NewSheet(rs, target, append(opts, more...)...), nil
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}

// Ruleset is the sheet's ruleset.
func (s *Sheet) Ruleset() *rules.Ruleset { return s.rs }

// Mode is the scoring mode in force.
func (s *Sheet) Mode() rules.ScoringMode { return s.mode }

// Target is the points to reach; 0: none (game.target = 0), the game
// goes on until its record ends.
func (s *Sheet) Target() int { return s.target }

// TargetText is "target 2000", or "no target" (game.target = 0).
func (s *Sheet) TargetText() string { return s.TargetTextIn(i18n.English) }

// TargetTextIn is TargetText in a language: "objectif 2000", "sans
// objectif" in French.
func (s *Sheet) TargetTextIn(l i18n.Lang) string {
	if s.target == 0 {
		return l.T(i18n.SheetNoTarget)
	}
	return l.T(i18n.SheetTarget, strconv.Itoa(s.target))
}

// reached reports whether a total reaches the target: at or above it, or
// strictly above under game.target_reached = "above". Never without a
// target.
func (s *Sheet) reached(total int) bool {
	if s.target == 0 {
		return false
	}
	if s.rs.Game.TargetReached == rules.TargetReachedAbove {
		return total > s.target
	}
	return total >= s.target
}

// reachTerms are the words of reaching the target, for the reasons:
// " reached ", "reached", "≥" or, under game.target_reached = "above",
// " went above ", "gone above", ">".
func (s *Sheet) reachTerms() (word, perfect, sign string) {
	if s.rs.Game.TargetReached == rules.TargetReachedAbove {
		return " went above ", "gone above", ">"
	}
	return " reached ", "reached", "≥"
}

// reachWord is " reached " or " went above " (reachTerms).
func (s *Sheet) reachWord() string {
	w, _, _ := s.reachTerms()
	return w
}

// Draw reports a game over with no winner (game.tie = "draw").
func (s *Sheet) Draw() bool { return s.over && s.winner == notation.NoTeam }

// Rows are the sheet's lines, one per deal added (nil under WithoutRows).
func (s *Sheet) Rows() []Row { return s.rows }

// Totals are the running totals: [0] NS, [1] EW.
func (s *Sheet) Totals() [2]int { return s.total }

// EndTotals are the totals as they stood when the game ended: those of
// the deal that decided it, before any deal written after the end
// (Row.AfterEnd); the running totals while the game goes on. Points: [0]
// NS, [1] EW. Standings count a game by them.
func (s *Sheet) EndTotals() [2]int {
	if s.over {
		return s.end
	}
	return s.total
}

// Over reports whether the game is over: won, or drawn (Draw).
func (s *Sheet) Over() bool { return s.over }

// Winner is the team that won (NoTeam while the game goes on, and after a
// draw) and why, e.g. "NS reached 2000 (2030 to 1710)", "both teams
// reached 2000 with 2040 each: a draw", "no target: the game goes on (NS
// 1210, EW 930)".
func (s *Sheet) Winner() (notation.Team, string) {
	if !s.over {
		if s.pending != "" {
			return notation.NoTeam, s.pending
		}
		if s.target == 0 {
			return notation.NoTeam, fmt.Sprintf("no target: the game goes on (NS %d, EW %d)", s.total[0], s.total[1])
		}
		_, verb, _ := s.reachTerms()
		return notation.NoTeam, fmt.Sprintf("no team has %s %d (NS %d, EW %d)",
			verb, s.target, s.total[0], s.total[1])
	}
	return s.winner, s.reason
}

// Add scores one deal, appends it to the sheet and returns its score (the
// deal number is its place in the sheet when the record has none).
func (s *Sheet) Add(o rules.Outcome) DealScore {
	var ds DealScore
	s.AddTo(&ds, &o, false)
	return ds
}

// AddForced is Add for a deal the checker found illegal and the user
// chose to score anyway (--force): the row is marked Forced.
func (s *Sheet) AddForced(o rules.Outcome) DealScore {
	var ds DealScore
	s.AddTo(&ds, &o, true)
	return ds
}

// AddTo is Add (AddForced when forced) writing the deal's score to ds,
// whatever ds held, without copying the outcome or the score: the
// pipeline's way (package score/stream), a few hundred instructions a
// deal less.
func (s *Sheet) AddTo(ds *DealScore, o *rules.Outcome, forced bool) {
	*ds = DealScore{}
	scoreDeal(s.rs, s.mode, o, ds, &s.totals)
	ds.Forced = forced
	s.deals++
	if ds.Number == 0 {
		ds.Number = s.deals
	}
	afterEnd := s.over
	if !ds.AllPass {
		s.lastTeam = ds.Team
		s.lastWon = 1 - ds.Team
		if ds.Made {
			s.lastMade = ds.Team
			s.lastWon = ds.Team
		}
	}
	if ds.Stopped && !s.over {
		if ds.StoppedBy == notation.NoTeam {
			ds.StoppedBy = s.guessStopper(ds)
		}
		st := ds.StoppedBy.Index()
		if !s.reached(s.total[st] + ds.Score[st]) {
			ds.StopLost = true
			ds.Parts[st] = Parts{}
			ds.Score[st] = 0
		}
	}
	s.total[0] += ds.Score[0]
	s.total[1] += ds.Score[1]
	if !s.noRows {
		s.rows = append(s.rows, Row{DealScore: *ds, Total: s.total, AfterEnd: afterEnd})
	}
	if !s.over {
		s.decide(ds)
		s.end = s.total
	}
}

// guessStopper is who said "nous avons gagné" when the record does not say:
// the team that reaches the target with the deal's points (a player would
// not stop the game otherwise), else the team ahead, else the declarers.
func (s *Sheet) guessStopper(ds *DealScore) notation.Team {
	var t [2]int
	for i := range t {
		t[i] = s.total[i] + ds.Score[i]
	}
	r0, r1 := s.reached(t[0]), s.reached(t[1])
	switch {
	case r0 && !r1:
		return notation.NS
	case r1 && !r0:
		return notation.EW
	case t[0] > t[1]:
		return notation.NS
	case t[1] > t[0]:
		return notation.EW
	}
	return notation.TeamAt(ds.Team)
}

// decide applies the end-of-game rules after a deal: a stop ("nous avons
// gagné", decideStopped), else once a team reaches game.target a tie
// (decideTie), who may win on the deal (mayWin), and when both teams
// may, game.both_reach (decideBoth).
func (s *Sheet) decide(ds *DealScore) {
	s.pending = ""
	if ds.Stopped {
		s.decideStopped(ds)
		return
	}
	t := s.total
	n := strconv.Itoa
	r0, r1 := s.reached(t[0]), s.reached(t[1])
	if !r0 && !r1 {
		return
	}
	if r0 && r1 && t[0] == t[1] && s.decideTie() {
		return
	}
	may, why := s.mayWin(ds, [2]bool{r0, r1})
	switch {
	case !may[0] && !may[1]:
		// The target is reached, but nobody may win on this deal: the
		// game goes on.
		_, reached, _ := s.reachTerms()
		who := "both teams have"
		if r0 != r1 {
			who = notation.TeamCodes[0] + " has"
			if r1 {
				who = notation.TeamCodes[1] + " has"
			}
		}
		s.pending = who + " " + reached + " " + n(s.target) + " (NS " + n(t[0]) + ", EW " + n(t[1]) + "), but " + strings.Join(why, " and ") + ": another deal"
	case may[0] != may[1]:
		w := 0
		if may[1] {
			w = 1
		}
		note := ""
		if len(why) > 0 {
			note = "; " + strings.Join(why, "; ")
		}
		s.over, s.winner = true, notation.TeamAt(w)
		s.reason = notation.TeamCodes[w] + s.reachWord() + n(s.target) + " (" + n(t[w]) + " to " + n(t[1-w]) + ")" + note
	default:
		s.decideBoth()
	}
}

// decideStopped ends the game on a deal stopped by "nous avons gagné"
// (000 Fin de la partie): the stopping team wins if it has reached the
// target, else it loses (DealScore.StopLost).
func (s *Sheet) decideStopped(ds *DealScore) {
	t := s.total
	st := ds.StoppedBy.Index()
	s.over = true
	if ds.StopLost {
		s.winner = notation.TeamAt(1 - st)
		s.reason = fmt.Sprintf("%s said \"nous avons gagné\" with %d, short of %d: %s lose and score nothing on the deal",
			notation.TeamCodes[st], t[st], s.target, notation.TeamCodes[st])
		return
	}
	s.winner = notation.TeamAt(st)
	_, _, sign := s.reachTerms()
	s.reason = fmt.Sprintf("%s said \"nous avons gagné\" with %d %s %d", notation.TeamCodes[st], t[st], sign, s.target)
}

// decideTie settles both teams past the target with equal scores, when
// game.must_lead or game.both_reach = "higher-score" would want one
// ahead: game.tie = "play-on" plays another deal, "draw" ends the game
// drawn, whoever took a trick (Oliboy50: equal scores are a draw,
// service/winnerResolver.ts:102-103). It reports whether it settled the
// deal.
func (s *Sheet) decideTie() bool {
	g := &s.rs.Game
	if !g.MustLead && g.BothReach != rules.BothReachHigherScore {
		return false
	}
	t := s.total
	n := strconv.Itoa
	switch g.Tie {
	case rules.GameTiePlayOn:
		_, reached, _ := s.reachTerms()
		s.pending = "both teams have " + reached + " " + n(s.target) + " with " + n(t[0]) + " each: another deal (game.tie = \"play-on\")"
		return true
	case rules.GameTieDraw:
		s.over, s.winner = true, notation.NoTeam
		s.reason = "both teams" + s.reachWord() + n(s.target) + " with " + n(t[0]) + " each: a draw"
		return true
	}
	return false
}

// mayWin is which of the teams that reached the target (reached) may win
// on this deal: those that took a trick in it (game.winner_needs_trick)
// and, under game.must_lead, the one team left if it is ahead; why says
// why each other team may not.
func (s *Sheet) mayWin(ds *DealScore, reached [2]bool) (may [2]bool, why []string) {
	g := &s.rs.Game
	t := s.total
	may = reached
	for w := 0; w < 2; w++ {
		if may[w] && g.WinnerNeedsTrick && !tookTrick(ds, w) {
			may[w] = false
			why = append(why, notation.TeamCodes[w]+" took no trick in the last deal (game.winner_needs_trick)")
		}
	}
	if may[0] != may[1] && g.MustLead {
		// game.must_lead: the one team that may win must be ahead.
		w := 0
		if may[1] {
			w = 1
		}
		if t[w] < t[1-w] {
			may[w] = false
			why = append([]string{notation.TeamCodes[w] + " is behind (game.must_lead)"}, why...)
		}
	}
	return may, why
}

// decideBoth ends the game when both teams reached the target and may
// win: the team ahead under game.must_lead or game.both_reach =
// "higher-score" (equal scores then go by game.tie), else per
// game.both_reach the team that made the last made contract, won the
// last deal, or declared the last contract.
func (s *Sheet) decideBoth() {
	g := &s.rs.Game
	t := s.total
	n := strconv.Itoa
	both := "both teams" + s.reachWord() + n(s.target) + " (NS " + n(t[0]) + ", EW " + n(t[1]) + "): "
	rule := g.BothReach
	if g.MustLead || rule == rules.BothReachHigherScore {
		if t[0] != t[1] {
			w := 0
			if t[1] > t[0] {
				w = 1
			}
			s.over, s.winner = true, notation.TeamAt(w)
			s.reason = both + notation.TeamCodes[w] + " is ahead"
			return
		}
		if rule == rules.BothReachHigherScore {
			rule = tieRule(g.Tie)
		}
		both = "both teams" + s.reachWord() + n(s.target) + " with " + n(t[0]) + " each: "
	}
	switch rule {
	case rules.BothReachLastMadeContract:
		if s.lastMade >= 0 {
			s.over, s.winner = true, notation.TeamAt(s.lastMade)
			s.reason = both + notation.TeamCodes[s.lastMade] + " made the last made contract"
			return
		}
		fallthrough // no contract was ever made: the last contract decides
	case rules.BothReachLastDealWinner:
		if rule == rules.BothReachLastDealWinner && s.lastWon >= 0 {
			w := s.lastWon
			s.over, s.winner = true, notation.TeamAt(w)
			s.reason = both + notation.TeamCodes[w] + " won the last deal"
			return
		}
		fallthrough
	default: // "last-contract"
		w := s.lastTeam
		if w < 0 {
			w = 0
		}
		s.over, s.winner = true, notation.TeamAt(w)
		s.reason = both + notation.TeamCodes[w] + " declared the last contract"
	}
}

// tookTrick reports whether team t (0 NS, 1 EW) took at least one trick
// in the deal ds (game.winner_needs_trick): by the tricks when the record
// gives them; for a summary deal, unless the other team took every trick
// (capot) or t's card points are 0. An all-pass deal has no tricks.
func tookTrick(ds *DealScore, t int) bool {
	switch {
	case ds.AllPass:
		return false
	case ds.Tricks[t] >= 0:
		return ds.Tricks[t] > 0
	case ds.Capot == notation.TeamAt(1-t):
		return false
	}
	return ds.Points[t] > 0
}

// tieRule is game.tie's rule for equal scores past the target as the
// game.both_reach rule that decides the same way (play-on and draw are
// settled before).
func tieRule(t rules.GameTie) rules.BothReach {
	switch t {
	case rules.GameTieLastMadeContract:
		return rules.BothReachLastMadeContract
	case rules.GameTieLastDealWinner:
		return rules.BothReachLastDealWinner
	}
	return rules.BothReachLastContract
}

// Rewind takes the sheet back to a state it was in (State) when it held
// rows rows: the deals added since are forgotten, rows included. It lets a
// caller score a deal on trial and take it back (package live refuses an
// entry after judging it).
func (s *Sheet) Rewind(st SheetState, rows int) {
	s.SetState(st)
	if rows >= 0 && rows < len(s.rows) {
		s.rows = s.rows[:rows]
	}
}
