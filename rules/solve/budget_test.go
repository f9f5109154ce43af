package solve

import (
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"
)

// TestBudget: a spent budget stops the search with bounds around the
// value (never excluding it), leaves the table true for later calls, and
// is spent by positions, a shared count, a deadline or a stop flag.
func TestBudget(t *testing.T) {
	for _, preset := range []string{"montpellier", "tournoi-2018"} {
		t.Run(preset, func(t *testing.T) {
			e := engine(t, preset)
			r := rand.New(rand.NewPCG(5, 19))
			limited, fresh := New(e), New(e)
			stopped := 0
			for i := 0; i < 20; i++ {
				p := randomEnding(e, r, 6, r.IntN(4))
				want := fresh.Value(p)
				for _, n := range []int64{1, 100, 3000, 100000} {
					limited.SetBudget(Budget{Nodes: n})
					lo, hi := limited.Bounds(p, -1)
					if lo > want || hi < want || lo > hi {
						t.Fatalf("position %d, budget %d: bounds %d..%d exclude the value %d\n%s", i, n, lo, hi, want, describe(p))
					}
					if limited.Exhausted() {
						stopped++
						if !limited.AtLeast(p, 0) || limited.AtLeast(p, hi+1) {
							t.Errorf("position %d: AtLeast after the budget is spent claims more than it knows", i)
						}
					} else if lo != hi {
						t.Errorf("position %d, budget %d: bounds %d..%d, not spent", i, n, lo, hi)
					}
				}
				// the table stays true: no bound of a stopped search
				// was stored
				limited.SetBudget(Budget{})
				if v := limited.Value(p); v != want || limited.Exhausted() {
					t.Fatalf("position %d: %d after stopped searches, %d fresh", i, v, want)
				}
			}
			if stopped < 20 {
				t.Errorf("only %d searches stopped by their budget", stopped)
			}
		})
	}
	e := engine(t, "montpellier")
	p := deals(e, 1, 3)[0]
	var stop atomic.Bool
	stop.Store(true)
	var shared atomic.Int64
	shared.Store(1 << 40)
	for name, b := range map[string]Budget{
		"deadline":     {Deadline: time.Now().Add(-time.Second)},
		"stop":         {Stop: &stop},
		"shared count": {Nodes: 1000, Spent: &shared},
	} {
		t.Run(name, func(t *testing.T) {
			s := New(e)
			s.SetBudget(b)
			lo, hi := s.Bounds(p, -1)
			if !s.Exhausted() || lo >= hi {
				t.Errorf("bounds %d..%d, exhausted %v; want stopped", lo, hi, s.Exhausted())
			}
		})
	}
}
