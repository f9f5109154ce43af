package solve

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/rules"
)

// TestKnownTeam checks knownTeam's masks against the cards sorted one at a
// time (beats, beatable, canBeat), on random positions of every ruleset
// with 0 to 3 cards of the trick played.
func TestKnownTeam(t *testing.T) {
	for _, rs := range testEngines(t) {
		t.Run(rs.name, func(t *testing.T) {
			e := rs.e
			s := New(e)
			r := rand.New(rand.NewPCG(13, uint64(len(rs.name))))
			sorted := 0
			for i := 0; i < 400; i++ {
				p := randomEnding(e, r, 2+i%7, i%4)
				s.setup(&p)
				tr := &p.Trick
				seat := e.Next(tr)
				ti := trickInfo{w: -1, pts: -1}
				if _, cut := s.cutBefore(tr, &ti, seat, -1, 1<<20); cut {
					continue
				}
				legal, _ := e.Legal(tr, p.Hands[seat-1], seat)
				o := s.orderOf(tr, &ti, seat)
				ours, theirs := s.knownTeam(tr, &ti, s.st.pow(legal), &o)
				var wo, wt uint64
				partnerBeats := tr.N == 1 && s.canBeat(o.pseat, ti.wc, ti.led)
				for x := legal; x != 0; x &= x - 1 {
					c := rules.Card(bits.TrailingZeros64(uint64(x)))
					b := uint64(1) << s.st.pw[c]
					switch {
					case tr.N == 0:
						if !o.beatable(c, int(c.Suit())-1) {
							wo |= b
						}
					case s.beats(c, ti.wc):
						if !o.beatable(c, int(ti.led)-1) {
							wo |= b
						}
					case o.partnerWins:
						if !o.beatable(ti.wc, int(ti.led)-1) {
							wo |= b
						}
					case !partnerBeats:
						wt |= b
					}
				}
				if ours != wo || theirs != wt {
					t.Fatalf("position %d: ours %x theirs %x, one card at a time %x %x\n%s", i, ours, theirs, wo, wt, describe(p))
				}
				if wo|wt != 0 {
					sorted++
				}
			}
			if sorted < 100 {
				t.Fatalf("%d positions with cards of a known team", sorted)
			}
		})
	}
}
