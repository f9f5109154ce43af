package solve

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/coinche/coinche/notation"
)

// BenchmarkCounts reports the deterministic position counts
// docs/performance.md follows for the solver's search (whatever b.N, each
// set is solved once): deal 2 of examples/tournoi-2018-round1 in each
// trump suit (S to lead, NS declaring, a fresh Solver per strain:
// deal2-S … deal2-C, millions of positions, and their sum deal2-M), the
// positions summed over the first 60 positions of BenchmarkValueJass
// (sum60-M, one Solver kept) and the median positions of the first 200
// deals of BenchmarkValue (montpellier-median). Each value is checked
// against the one the issue 19 sessions found.
func BenchmarkCounts(b *testing.B) {
	e := engine(b, "tournoi-2018")
	var p Position
	for i, h := range []string{
		"S7 HQ HJ H9 H8 DQ CK CQ C8", "SQ S10 HA H7 DA D9 D8 C9 C7",
		"SA SK S8 S6 H10 DJ D6 CA C10", "SJ S9 HK H6 DK D10 D7 CJ C6",
	} {
		p.Hands[i] = hand(b, h)
	}
	p.Declarers = notation.NS
	names := []string{"deal2-S", "deal2-H", "deal2-D", "deal2-C"}
	want := []int{51, 157, 50, 49}
	total := 0
	for i, st := range []notation.Strain{notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC} {
		p.Trick.Start(st, S)
		s := New(e)
		if v := s.Value(p); v != want[i] {
			b.Fatalf("deal 2 %v: value %d, want %d", st, v, want[i])
		}
		b.ReportMetric(float64(s.Nodes())/1e6, names[i])
		total += s.Nodes()
	}
	b.ReportMetric(float64(total)/1e6, "deal2-M")
	r := rand.New(rand.NewPCG(4, 7))
	s := New(e)
	for i := 0; i < 60; i++ {
		s.Value(randomEnding(e, r, e.Ruleset().HandSize()-1, 0))
	}
	b.ReportMetric(float64(s.Nodes())/1e6, "sum60-M")
	m := engine(b, "montpellier")
	ps := deals(m, 200, 1)
	s = New(m)
	var nodes []int
	for _, q := range ps {
		n0 := s.Nodes()
		s.Value(q)
		nodes = append(nodes, s.Nodes()-n0)
	}
	slices.Sort(nodes)
	b.ReportMetric(float64(nodes[len(nodes)/2]), "montpellier-median")
}
