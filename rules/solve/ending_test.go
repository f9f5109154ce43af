package solve

import (
	"math/rand/v2"
	"testing"
)

// TestEnding3 compares ending3, the search of the last three tricks with
// its memo, with the exhaustive minimax on random three-trick endings
// (every hand holding three cards, a trick to lead) under every preset
// and the variants: the whole window gives the value, a zero-window test
// a fail-soft bound on the right side, on a solver whose memo is kept
// from one ending to the next (so that its entries answer too). Then the
// fourth card of the trick before (etc3): Value from there, twice.
func TestEnding3(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 50
	}
	for _, rs := range testEngines(t) {
		t.Run(rs.name, func(t *testing.T) {
			e := rs.e
			s := New(e)
			r := rand.New(rand.NewPCG(3, uint64(len(rs.name))))
			for i := 0; i < n; i++ {
				p := randomEnding(e, r, 3, 0)
				want := minimax(e, p.Hands, p.Trick, p.Declarers)
				s.setup(&p)
				total := s.left + s.last
				for _, w := range [][2]int{{want - 1, want}, {want, want + 1}, {-1, total + 1}, {want - 1, want + 1}, {r.IntN(total + 1), total + 1}} {
					tr := p.Trick
					a, b := w[0], w[1]
					v := s.ending3(&tr, a, b)
					if v > a && v < b && v != want || v <= a && want > v || v >= b && want < v {
						t.Fatalf("ending %d: ending3(%d, %d) = %d, minimax %d\n%s", i, a, b, v, want, describe(p))
					}
				}
				// the trick before: its fourth card to play
				q := randomEnding(e, r, 4, 3)
				want = minimax(e, q.Hands, q.Trick, q.Declarers)
				for k := 0; k < 2; k++ {
					if got := s.Value(q); got != want {
						t.Fatalf("ending %d: Value at the fourth card = %d (run %d), minimax %d\n%s", i, got, k+1, want, describe(q))
					}
				}
			}
		})
	}
}
