package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
)

// randomGame deals n random legal deals under rs (score/gen.RandomDeal), the
// deal passing round the table.
func randomGame(t testing.TB, rs *Ruleset, n int, seed uint64) []*notation.Deal {
	t.Helper()
	e, err := NewEngine(rs)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	cw := rs.Deal.Direction == DirectionClockwise
	dealer := notation.North
	deals := make([]*notation.Deal, n)
	for i := range deals {
		deals[i] = testRandomDeal(e, rng, i+1, dealer)
		dealer = nextSeat(cw, dealer)
	}
	return deals
}

// TestCheckRandomDeals: every deal the generator makes is legal, so the
// checker must find nothing in it, under every ruleset.
func TestCheckRandomDeals(t *testing.T) {
	for _, name := range presetNamesForTest {
		t.Run(name, func(t *testing.T) {
			c := presetChecker(t, name)
			rs := c.rs
			hs := rs.HandSize()
			for _, d := range randomGame(t, rs, 500, 1) {
				o, errs := c.CheckDeal(d)
				if len(errs) > 0 {
					t.Fatalf("deal %d: %v", d.Number, errsText(errs))
				}
				if o.AllPass {
					continue
				}
				if got := o.Points[0] + o.Points[1]; got != c.total(o.Contract.Strain) {
					t.Fatalf("deal %d: points %v sum to %d, want %d", d.Number, o.Points, got, c.total(o.Contract.Strain))
				}
				if o.Tricks[0]+o.Tricks[1] != hs {
					t.Fatalf("deal %d: tricks %v", d.Number, o.Tricks)
				}
			}
		})
	}
}

// BenchmarkCheckDeal checks random full deals (hands, calls, every trick)
// under each preset; deals/s is the figure to watch, and allocs/op must
// stay 0.
func BenchmarkCheckDeal(b *testing.B) {
	for _, name := range presetNamesForTest {
		b.Run(name, func(b *testing.B) {
			c := presetChecker(b, name)
			deals := randomGame(b, c.rs, 1024, 3)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				j := i % len(deals)
				if j == 0 {
					c.Reset()
				}
				if _, errs := c.CheckDeal(deals[j]); len(errs) > 0 {
					b.Fatal(errs)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
		})
	}
}
