package solve

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// deals returns n random full deals of e's deck, N to lead, trump ♥,
// NS declaring.
func deals(e *rules.Engine, n int, seed uint64) []Position {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]Position, n)
	for i := range out {
		p := randomEnding(e, r, e.Ruleset().HandSize(), 0)
		p.Trick.Start(notation.TrumpH, N)
		p.Declarers = notation.NS
		out[i] = p
	}
	return out
}

// BenchmarkValue solves random full 32-card deals under montpellier (one
// new deal per iteration, a fresh Solver each time: no table carried over)
// and reports the median and 99th percentile time per deal.
func BenchmarkValue(b *testing.B) {
	e := engine(b, "montpellier")
	ps := deals(e, 200, 1)
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := New(e)
		t0 := time.Now()
		s.Value(ps[i%len(ps)])
		times = append(times, time.Since(t0))
	}
	reportPercentiles(b, times)
}

func reportPercentiles(b *testing.B, times []time.Duration) {
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "ms-median")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "ms-p99")
}

// BenchmarkValueShared is BenchmarkValue with one Solver for every deal
// (as coinche analyze uses it): the table keeps the other deals' entries.
func BenchmarkValueShared(b *testing.B) {
	e := engine(b, "montpellier")
	ps := deals(e, 200, 1)
	times := make([]time.Duration, 0, b.N)
	s := New(e)
	nodes := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		n0 := s.Nodes()
		s.Value(ps[i%len(ps)])
		times = append(times, time.Since(t0))
		nodes += s.Nodes() - n0
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/deal")
	reportPercentiles(b, times)
}
