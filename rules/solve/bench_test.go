package solve

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// deals returns n random full deals of e's deck: a random trump suit, N to
// lead, NS declaring.
func deals(e *rules.Engine, n int, seed uint64) []Position {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]Position, n)
	for i := range out {
		p := randomEnding(e, r, e.Ruleset().HandSize(), 0)
		p.Trick.Start(notation.Strain(1+r.IntN(4)), N)
		p.Declarers = notation.NS
		out[i] = p
	}
	return out
}

// BenchmarkValue solves random full 32-card deals under montpellier, a new
// deal each iteration, with one Solver (as coinche analyze uses it: the
// table keeps entries of the deals before, which never answer for another
// deal). It reports the median and 99th percentile CPU time per deal
// (ms-median, ms-p99; CPU time of the process, so that other programs on
// a loaded machine count less) and the median positions searched.
func BenchmarkValue(b *testing.B) {
	e := engine(b, "montpellier")
	ps := deals(e, 1000, 1)
	solveEach(b, New(e), ps)
}

// BenchmarkTable makes the double-dummy table of random full deals under
// montpellier: each trump suit (and sans-atout and tout-atout when the
// ruleset allows them) with each team declaring, N to lead. It reports the
// median and 99th percentile CPU time of a table, and the ratio of the
// median table to the median single solve (the deal's own contract, NS
// declaring, by another Solver).
func BenchmarkTable(b *testing.B) {
	e := engine(b, "montpellier")
	ps := deals(e, 1000, 2)
	strains := []notation.Strain{notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC}
	if e.Ruleset().Bidding.SansAtout {
		strains = append(strains, notation.SansAtout)
	}
	if e.Ruleset().Bidding.ToutAtout {
		strains = append(strains, notation.ToutAtout)
	}
	single, table := New(e), New(e)
	var ts, tt []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		t0 := cpuTime()
		single.Value(p)
		ts = append(ts, cpuTime()-t0)
		t0 = cpuTime()
		for _, st := range strains {
			for _, team := range []notation.Team{notation.NS, notation.EW} {
				q := p
				q.Trick.Start(st, N)
				q.Declarers = team
				table.Value(q)
			}
		}
		tt = append(tt, cpuTime()-t0)
	}
	slices.Sort(ts)
	reportPercentiles(b, tt, "table-")
	b.ReportMetric(float64(tt[len(tt)/2])/float64(max(ts[len(ts)/2], 1)), "table/single")
}

func reportPercentiles(b *testing.B, times []time.Duration, prefix string) {
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, prefix+"ms-median")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, prefix+"ms-p99")
}

// BenchmarkValueJass solves random tournoi-2018 positions (36-card deck,
// jass trump order and play rules) after a first trick played at random:
// 32 cards left in 8 tricks, as a full montpellier deal (a full 36-card
// deal takes from 0.5 s to minutes: docs/performance.md). Same metrics as
// BenchmarkValue.
func BenchmarkValueJass(b *testing.B) {
	e := engine(b, "tournoi-2018")
	r := rand.New(rand.NewPCG(4, 7))
	ps := make([]Position, 200)
	for i := range ps {
		ps[i] = randomEnding(e, r, e.Ruleset().HandSize()-1, 0)
	}
	solveEach(b, New(e), ps)
}

// solveEach solves ps in turn with s (b.N positions) and reports the
// median and 99th percentile CPU time and the median positions searched.
func solveEach(b *testing.B, s *Solver, ps []Position) {
	times := make([]time.Duration, 0, b.N)
	nodes := make([]int, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n0, t0 := s.Nodes(), cpuTime()
		s.Value(ps[i%len(ps)])
		times = append(times, cpuTime()-t0)
		nodes = append(nodes, s.Nodes()-n0)
	}
	slices.Sort(nodes)
	b.ReportMetric(float64(nodes[len(nodes)/2]), "nodes-median")
	reportPercentiles(b, times, "")
}
