// Package tournament runs a club's tournament in a directory: the teams
// registered in DIR/tournament.toml, rounds paired by round-robin (Berger
// tables) or by the Swiss system, each round's tables written as game
// files with their seats (live.New: the NS and EW tags the teams, the
// North … West tags their players, Round the round), and the standings
// per round and overall, counted as coinche standings counts them
// (score.Standings, on the same files).
//
// The directory is the tournament's state: a round is its files
// rROUND-tTABLE.coinche (and rROUND-bye.txt naming the team that sits out
// when the teams are odd), so that the server, coinche add and a text
// editor can all write the games, and the next round is paired from what
// the files say. docs/serve.md (Rounds and pairings) describes it.
package tournament

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/stream"
)

// File is the name of the tournament's description in its directory.
const File = "tournament.toml"

// The pairing systems.
const (
	Swiss  = "swiss"  // by wins, then the points difference; no rematch
	Berger = "berger" // round-robin: every team meets every other once
)

// Config is tournament.toml:
//
//	name   = "Club night"          # the Event tag of every game
//	system = "swiss"               # or "berger"
//	rules  = "montpellier"         # a built-in ruleset or a TOML file of DIR
//	target = 1000                  # optional: the ruleset's when 0
//	rounds = 3                     # swiss: the rounds to play (berger: every team once)
//	[[team]]
//	name    = "Alice / Chloé"
//	players = ["Alice", "Chloé"]   # optional: North and South (or East and West)
type Config struct {
	Name   string `toml:"name"`
	System string `toml:"system"`
	Rules  string `toml:"rules"`
	Target int    `toml:"target"`
	Rounds int    `toml:"rounds"`
	Teams  []Team `toml:"team"`
}

// Team is a registered team: its name, as the games' NS and EW tags say
// it, and its two players.
type Team struct {
	Name    string   `toml:"name"`
	Players []string `toml:"players"`
}

// Table is one game of a round.
type Table struct {
	Number int
	NS, EW string // the teams' names
	File   string // the game file's name in DIR
}

// Round is one round's tables, and the team that sits out (a bye) when
// the teams are odd.
type Round struct {
	Number int
	Tables []Table
	Bye    string
}

// Tournament is a directory's tournament: its description and the rounds
// its files hold.
type Tournament struct {
	Dir    string
	Config Config
	Rounds []Round
}

// Errors of Load and Next.
var (
	ErrNoTournament = errors.New("no " + File + " in the directory")
	ErrRoundNotOver = errors.New("the round is not over")
	ErrAllPlayed    = errors.New("every round is played")
	ErrNoPairing    = errors.New("no pairing without a rematch")
)

// Load reads DIR/tournament.toml and the rounds of DIR. Errors: no file
// (ErrNoTournament), a TOML error, an unknown system, fewer than two
// teams, two teams of one name.
func Load(dir string) (*Tournament, error) {
	src, err := os.ReadFile(filepath.Join(dir, File))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", dir, ErrNoTournament)
	}
	if err != nil {
		return nil, err
	}
	var c Config
	md, err := toml.Decode(string(src), &c)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, File), err)
	}
	if keys := md.Undecoded(); len(keys) > 0 {
		return nil, fmt.Errorf("%s: unknown key %s", filepath.Join(dir, File), keys[0])
	}
	if err := c.check(); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, File), err)
	}
	t := &Tournament{Dir: dir, Config: c}
	if err := t.readRounds(); err != nil {
		return nil, err
	}
	return t, nil
}

func (c *Config) check() error {
	if c.System == "" {
		c.System = Swiss
	}
	if c.System != Swiss && c.System != Berger {
		return fmt.Errorf("system %q: want %q or %q", c.System, Swiss, Berger)
	}
	if c.Rules == "" {
		c.Rules = "montpellier"
	}
	if len(c.Teams) < 2 {
		return fmt.Errorf("%d team(s): a tournament needs two at least", len(c.Teams))
	}
	seen := map[string]bool{}
	for _, tm := range c.Teams {
		k := strings.ToLower(strings.Join(strings.Fields(tm.Name), " "))
		if k == "" || seen[k] {
			return fmt.Errorf("team %q: every team needs a name of its own", tm.Name)
		}
		seen[k] = true
	}
	if c.System == Berger {
		c.Rounds = len(c.Teams) - 1 + len(c.Teams)%2
	} else if c.Rounds <= 0 {
		c.Rounds = 3
	}
	return nil
}

// gameFile names a round's table: r2-t3.coinche.
var gameFile = regexp.MustCompile(`^r(\d+)-t(\d+)\.coinche$`)

// readRounds reads the rounds from DIR's file names and their NS and EW
// tags.
func (t *Tournament) readRounds() error {
	entries, err := os.ReadDir(t.Dir)
	if err != nil {
		return err
	}
	rounds := map[int]*Round{}
	round := func(n int) *Round {
		if rounds[n] == nil {
			rounds[n] = &Round{Number: n}
		}
		return rounds[n]
	}
	for _, e := range entries {
		name := e.Name()
		if m := gameFile.FindStringSubmatch(name); m != nil {
			r, _ := strconv.Atoi(m[1])
			tb, _ := strconv.Atoi(m[2])
			ns, ew, err := teamsOf(filepath.Join(t.Dir, name))
			if err != nil {
				return err
			}
			round(r).Tables = append(round(r).Tables, Table{Number: tb, NS: ns, EW: ew, File: name})
		} else if r, ok := byeFile(name); ok {
			b, err := os.ReadFile(filepath.Join(t.Dir, name))
			if err != nil {
				return err
			}
			round(r).Bye = strings.TrimSpace(string(b))
		}
	}
	for _, r := range rounds {
		slices.SortFunc(r.Tables, func(a, b Table) int { return cmp.Compare(a.Number, b.Number) })
		t.Rounds = append(t.Rounds, *r)
	}
	slices.SortFunc(t.Rounds, func(a, b Round) int { return cmp.Compare(a.Number, b.Number) })
	return nil
}

func byeFile(name string) (int, bool) {
	s, ok := strings.CutPrefix(name, "r")
	if !ok {
		return 0, false
	}
	s, ok = strings.CutSuffix(s, "-bye.txt")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n > 0
}

// teamsOf reads the NS and EW tags of a game file's first game.
func teamsOf(p string) (string, string, error) {
	src, err := os.ReadFile(p)
	if err != nil {
		return "", "", err
	}
	games, _ := notation.Parse(p, src)
	if len(games) == 0 {
		return "", "", fmt.Errorf("%s: no game", p)
	}
	ns, _ := games[0].Tag("NS")
	ew, _ := games[0].Tag("EW")
	return ns, ew, nil
}

// Standings are the standings of the games of the rounds up to round n
// (every round when n is 0), counted by score.Standings as coinche
// standings counts them: by wins, then draws, then the points difference,
// then the points for, then the name.
func (t *Tournament) Standings(n int) (*score.Standings, error) {
	st := score.NewStandings()
	for _, r := range t.Rounds {
		if n > 0 && r.Number > n {
			break
		}
		for _, tb := range r.Tables {
			if err := addFile(st, filepath.Join(t.Dir, tb.File), tb.File); err != nil {
				return nil, err
			}
		}
	}
	return st, nil
}

// RoundStandings are the standings of round n's games alone.
func (t *Tournament) RoundStandings(n int) (*score.Standings, error) {
	st := score.NewStandings()
	for _, r := range t.Rounds {
		if r.Number != n {
			continue
		}
		for _, tb := range r.Tables {
			if err := addFile(st, filepath.Join(t.Dir, tb.File), tb.File); err != nil {
				return nil, err
			}
		}
	}
	return st, nil
}

// addFile adds every game of the file p to st, as coinche standings does.
func addFile(st *score.Standings, p, name string) error {
	src, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	h := &standingsHandler{st: st, name: name}
	return stream.Run(bytes.NewReader(src), p, stream.Options{}, h)
}

type standingsHandler struct {
	st       *score.Standings
	name     string
	n        int
	problems notation.ErrorList
	info     score.GameInfo
}

func (h *standingsHandler) StartGame(g *stream.Game, errs notation.ErrorList) error {
	h.n++
	h.problems = append(notation.ErrorList(nil), errs...)
	h.info = score.InfoFromGame(g.File, g.Header)
	return nil
}

func (h *standingsHandler) Deal(d *stream.Deal) error {
	h.problems = append(h.problems, d.Errs...)
	return nil
}

func (h *standingsHandler) EndGame(g *stream.Game) error {
	h.st.Add(fmt.Sprintf("%s#%d", h.name, h.n), h.info, g.Names, g.Sheet, h.problems)
	return nil
}

// Over reports whether every table of the last round is counted (its game
// won, without problems), and names the tables that are not.
func (t *Tournament) Over() (bool, []string, error) {
	if len(t.Rounds) == 0 {
		return true, nil, nil
	}
	last := t.Rounds[len(t.Rounds)-1]
	st, err := t.RoundStandings(last.Number)
	if err != nil {
		return false, nil, err
	}
	var open []string
	for _, g := range st.Games {
		if !g.Counted {
			open = append(open, g.Game)
		}
	}
	return len(open) == 0, open, nil
}
