package tournament

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/atomicfile"
	"github.com/coinche/coinche/score/live"
)

// pair is two teams by their index in Config.Teams, the first at NS.
type pair struct{ ns, ew int }

// BergerRound is round r (1-based) of the round-robin of n teams by the
// Berger tables (the circle method: the last team fixed, the others
// turning one place a round; with an odd n, a team meeting the missing
// one, n, sits out). It returns the pairs and the team sitting out (-1
// when none). Over rounds 1 to n-1 (n even) every team meets every other
// exactly once.
func BergerRound(n, r int) ([][2]int, int) {
	m := n + n%2 // with an odd n, team n is the bye
	bye := -1
	var out [][2]int
	for i := 0; i < m/2; i++ {
		a := (r - 1 + i) % (m - 1)
		b := (m - 1 - i + r - 1) % (m - 1)
		if i == 0 {
			b = m - 1
			if r%2 == 0 {
				a, b = b, a // the fixed team changes side each round
			}
		}
		if a >= n || b >= n {
			bye = min(a, b)
			continue
		}
		out = append(out, [2]int{a, b})
	}
	return out, bye
}

// record is what the pairing knows of a team: its wins (a bye counts as
// one), its points difference, the teams it met, whether it sat out.
type record struct {
	index      int
	wins, diff int
	forPts     int
	met        map[int]bool
	bye        bool
}

// SwissRound pairs the teams of recs for the next round: ranked by wins,
// then the points difference, then the points for, then their order of
// registration; with an odd count, the lowest ranked team that has not sat
// out yet sits out (a bye, counted as a win); then each team, from the
// top, meets the highest ranked team it has not met (backtracking when
// that leaves the rest unpairable): no rematch. ErrNoPairing when no
// pairing avoids a rematch.
func SwissRound(recs []record) ([]pair, int, error) {
	order := slices.Clone(recs)
	slices.SortStableFunc(order, func(a, b record) int {
		switch {
		case a.wins != b.wins:
			return b.wins - a.wins
		case a.diff != b.diff:
			return b.diff - a.diff
		case a.forPts != b.forPts:
			return b.forPts - a.forPts
		}
		return a.index - b.index
	})
	bye := -1
	if len(order)%2 == 1 {
		for i := len(order) - 1; i >= 0; i-- {
			if !order[i].bye {
				bye = order[i].index
				order = slices.Delete(order, i, i+1)
				break
			}
		}
		if bye < 0 { // every team sat out once: the last again
			bye = order[len(order)-1].index
			order = order[:len(order)-1]
		}
	}
	pairs, ok := swissPair(order)
	if !ok {
		return nil, -1, ErrNoPairing
	}
	return pairs, bye, nil
}

// swissPair pairs order (ranked) without a rematch, the first with the
// highest ranked it may meet, backtracking.
func swissPair(order []record) ([]pair, bool) {
	if len(order) == 0 {
		return nil, true
	}
	first := order[0]
	for j := 1; j < len(order); j++ {
		if first.met[order[j].index] {
			continue
		}
		rest := append(slices.Clone(order[1:j]), order[j+1:]...)
		if more, ok := swissPair(rest); ok {
			return append([]pair{{first.index, order[j].index}}, more...), true
		}
	}
	return nil, false
}

// records are the teams' records from the rounds played.
func (t *Tournament) records() ([]record, error) {
	recs := make([]record, len(t.Config.Teams))
	index := map[string]int{}
	for i, tm := range t.Config.Teams {
		recs[i] = record{index: i, met: map[int]bool{}}
		index[key(tm.Name)] = i
	}
	for _, r := range t.Rounds {
		for _, tb := range r.Tables {
			a, aok := index[key(tb.NS)]
			b, bok := index[key(tb.EW)]
			if aok && bok {
				recs[a].met[b], recs[b].met[a] = true, true
			}
		}
		if i, ok := index[key(r.Bye)]; ok && r.Bye != "" {
			recs[i].bye = true
			recs[i].wins++
		}
	}
	st, err := t.Standings(0)
	if err != nil {
		return nil, err
	}
	for _, ts := range st.Table() {
		if i, ok := index[key(ts.Team)]; ok {
			recs[i].wins += ts.Won
			recs[i].diff += ts.Difference
			recs[i].forPts += ts.For
		}
	}
	return recs, nil
}

// key is a team name compared: lowercased, spaces folded.
func key(name string) string { return strings.ToLower(strings.Join(strings.Fields(name), " ")) }

// Next pairs the next round and writes its files: one game per table,
// rNEXT-tTABLE.coinche, with the event, the round, the ruleset and target,
// the teams (the higher ranked at NS) and their players by seat; and
// rNEXT-bye.txt naming the team that sits out, if any. Errors:
// ErrRoundNotOver (the tables still playing named), ErrAllPlayed,
// ErrNoPairing, and any error writing a file (the files written before it
// stay: the round is then incomplete, and said so by Load).
func (t *Tournament) Next() (*Round, error) {
	if over, open, err := t.Over(); err != nil {
		return nil, err
	} else if !over {
		return nil, fmt.Errorf("%w: %s", ErrRoundNotOver, strings.Join(open, ", "))
	}
	n := len(t.Rounds) + 1
	if n > t.Config.Rounds {
		return nil, fmt.Errorf("%w (%d)", ErrAllPlayed, t.Config.Rounds)
	}
	var pairs []pair
	bye := -1
	if t.Config.System == Berger {
		ps, b := BergerRound(len(t.Config.Teams), n)
		for _, p := range ps {
			pairs = append(pairs, pair{p[0], p[1]})
		}
		bye = b
	} else {
		recs, err := t.records()
		if err != nil {
			return nil, err
		}
		if pairs, bye, err = SwissRound(recs); err != nil {
			return nil, err
		}
	}
	round := Round{Number: n}
	for i, p := range pairs {
		tb := Table{Number: i + 1, NS: t.Config.Teams[p.ns].Name, EW: t.Config.Teams[p.ew].Name,
			File: "r" + strconv.Itoa(n) + "-t" + strconv.Itoa(i+1) + ".coinche"}
		if err := t.create(tb, n, p); err != nil {
			return nil, err
		}
		round.Tables = append(round.Tables, tb)
	}
	if bye >= 0 {
		round.Bye = t.Config.Teams[bye].Name
		p := filepath.Join(t.Dir, "r"+strconv.Itoa(n)+"-bye.txt")
		if err := atomicfile.Create(p, []byte(round.Bye+"\n")); err != nil {
			return nil, err
		}
	}
	t.Rounds = append(t.Rounds, round)
	return &round, nil
}

// create writes a table's game file.
func (t *Tournament) create(tb Table, round int, p pair) error {
	rules := t.Config.Rules
	if strings.HasSuffix(rules, ".toml") {
		rules = filepath.Join(t.Dir, rules)
	}
	opts := live.NewOptions{Rules: rules, Target: t.Config.Target, Event: t.Config.Name, Round: strconv.Itoa(round),
		NS: tb.NS, EW: tb.EW, Dealer: "N"}
	ns, ew := t.Config.Teams[p.ns].Players, t.Config.Teams[p.ew].Players
	seat := func(ps []string, i int) string {
		if i < len(ps) {
			return ps[i]
		}
		return ""
	}
	opts.Players = [4]string{seat(ns, 0), seat(ew, 0), seat(ns, 1), seat(ew, 1)}
	if err := live.New(filepath.Join(t.Dir, tb.File), opts); err != nil {
		return err
	}
	return nil
}
