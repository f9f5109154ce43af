package solve

import (
	"math/bits"

	"github.com/coinche/coinche/rules"
)

// tried is a card searched at a position and the value found after it
// (an upper bound at the declarers' turn, a lower bound at the
// defenders').
type tried struct {
	c rules.Card
	v int
}

// twinBound bounds the value after c from the values found after the
// cards of done, twins of c: cards of the same hand and suit with no
// card of another hand or of the trick between them in power (others,
// power layout), the exempt trump jack apart. Exchanging two twins
// throughout the rest of the play changes no comparison with another
// player's card, so no legal play and no trick's winner: only the
// points of the two tricks they fall in, by the difference of their
// points. At the declarers' turn (maxi) it is the least upper bound
// (each v plus the difference), else the greatest lower bound (each v
// minus the difference); ok is false when no card of done is a twin.
func (s *Solver) twinBound(c rules.Card, done []tried, others uint64, maxi bool) (b int, ok bool) {
	tab := s.st
	if c == tab.jack {
		return 0, false
	}
	pc := uint(tab.pw[c])
	for _, d := range done {
		pd := uint(tab.pw[d.c])
		if pd>>4 != pc>>4 || d.c == tab.jack {
			continue
		}
		lo, hi := min(pc, pd), max(pc, pd)
		if others&(uint64(1)<<hi-uint64(2)<<lo) != 0 {
			continue
		}
		diff := int(tab.pts[c]) - int(tab.pts[d.c])
		if diff < 0 {
			diff = -diff
		}
		switch {
		case !ok && maxi:
			b, ok = d.v+diff, true
		case !ok:
			b, ok = d.v-diff, true
		case maxi:
			b = min(b, d.v+diff)
		default:
			b = max(b, d.v-diff)
		}
	}
	return b, ok
}

// dominant is legal without the fourth cards of a trick that a twin
// dominates (twinBound: exchanging them changes only the points of the
// trick each falls in): of twins that take the trick (or that lose it,
// when own: seat's partner wins it), the one with the most points gives
// seat's team at least as much, since the other twin, played later,
// falls in a trick whichever team takes it; of twins that lose it to the
// opponents, the one with the fewest. others is the live cards of the
// other hands and of the trick (power layout), wc the trick's winning
// card.
func (s *Solver) dominant(legal rules.Hand, others uint64, wc rules.Card, own bool) rules.Hand {
	tab := s.st
	out := legal
	for x := legal; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		if c == tab.jack {
			continue
		}
		ours := own || s.beats(c, wc)
		pc := uint(tab.pw[c])
		for y := legal; y != 0; y &= y - 1 {
			d := rules.Card(bits.TrailingZeros64(uint64(y)))
			pd := uint(tab.pw[d])
			if d == c || d == tab.jack || pd>>4 != pc>>4 {
				continue
			}
			lo, hi := min(pc, pd), max(pc, pd)
			if others&(uint64(1)<<hi-uint64(2)<<lo) != 0 {
				continue
			}
			dp, cp := int(tab.pts[d]), int(tab.pts[c])
			if !ours {
				dp, cp = -dp, -cp
			}
			if dp > cp || dp == cp && pd > pc {
				out &^= c.Bit() // d does at least as well
				break
			}
		}
	}
	return out
}
