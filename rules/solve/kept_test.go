package solve

import (
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
)

// TestTrumpsKeptMemo checks that trumpsKept, asked twice (worked out,
// then read from the strain's memo), gives what trumpsKeptOf works out,
// for random disjoint trump holdings of each trump suit of both decks.
func TestTrumpsKeptMemo(t *testing.T) {
	for _, name := range []string{"montpellier", "tournoi-2018"} {
		s := New(engine(t, name))
		r := rand.New(rand.NewPCG(14, 7))
		for st := notation.TrumpS; st <= notation.TrumpC; st++ {
			s.st = newStrainTab(s.e, st)
			sh := uint(16 * s.st.trumpSuit)
			deck := uint16(s.st.toPow[s.st.trumpSuit][0x1FF])
			for i := 0; i < 2000; i++ {
				d := uint16(r.Uint32()) & deck
				opp := uint16(r.Uint32()) & deck &^ d
				wk, wm := 0, 0
				if d != 0 && opp != 0 {
					wk, wm = s.trumpsKeptOf(d, opp, sh)
				}
				for pass := 0; pass < 2; pass++ {
					k, m := s.trumpsKept(d, opp, sh)
					if opp != 0 && (k != wk || m != wm) {
						t.Fatalf("%s %v, trumps %09b against %09b, pass %d: %d kept, %d masters; worked out %d, %d", name, st, d, opp, pass, k, m, wk, wm)
					}
				}
			}
		}
	}
}
