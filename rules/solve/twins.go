package solve

import (
	"math/bits"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// Twins are two cards of one hand, of the same suit, with no live card of
// another hand (or of the trick in progress) between them in power; the
// exempt trump jack (jass) is nobody's twin, as the play rules treat it
// apart. Exchanging two twins throughout the rest of the play changes no
// comparison with another player's card, so no legal play and no trick's
// winner: the two lines of play differ only in the points of the tricks
// the twins fall in. So the values after playing one twin or the other
// differ by at most the difference of their points, and when the trick
// the first falls in goes to a known team, the one with more points for
// that team gives it at least as much (the other, played later, falls in
// a trick whichever team takes it). Twins of equal points are the
// equivalent cards order merges.

// twins reports whether c and d, two cards of one hand, are twins;
// others is the live cards of the other hands and of the trick (power
// layout).
func (s *Solver) twins(c, d rules.Card, others uint64) bool {
	tab := s.st
	pc, pd := uint(tab.pw[c]), uint(tab.pw[d])
	if pc>>4 != pd>>4 || c == tab.jack || d == tab.jack {
		return false
	}
	lo, hi := min(pc, pd), max(pc, pd)
	return others&(uint64(1)<<hi-uint64(2)<<lo) == 0
}

// tried is a card searched at a position and the value found after it
// (an upper bound at the declarers' turn, a lower bound at the
// defenders').
type tried struct {
	c rules.Card
	v int
}

// twinBound bounds the value after c by the values found after its twins
// in done (others as twins): at the declarers' turn (maxi) the least of
// their upper bounds plus the difference of points, at the defenders'
// the greatest of their lower bounds minus it. ok is false when done
// holds no twin of c.
func (s *Solver) twinBound(c rules.Card, done []tried, others uint64, maxi bool) (b int, ok bool) {
	for _, d := range done {
		if !s.twins(c, d.c, others) {
			continue
		}
		diff := int(s.st.pts[c]) - int(s.st.pts[d.c])
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

// dominant is legal without the cards a twin dominates: of twins whose
// trick goes to seat's team whatever is played after them (ours), only
// the one with the most points is kept; of twins whose trick goes to the
// opponents (theirs), the one with the fewest (the higher of equal
// points). others is as for twins; ours and theirs are in the power
// layout, cards of legal.
func (s *Solver) dominant(legal rules.Hand, others uint64, ours, theirs uint64) rules.Hand {
	tab := s.st
	kp := ours | theirs
	if kp&(kp-1) == 0 {
		return legal
	}
	out := legal
	jb := -1 // the exempt jack's bit, power layout
	if tab.jack != noCard {
		jb = int(tab.pw[tab.jack])
	}
	// the known cards from the weakest, power layout: a group of twins
	// runs on while no other card lies between; its best card stays
	prev, keep, keepScore := -1, -1, 0
	for ; kp != 0; kp &= kp - 1 {
		b := bits.TrailingZeros64(kp)
		c := tab.card[b]
		sc := int(tab.pts[c])
		if ours>>b&1 == 0 {
			sc = -sc
		}
		same := prev >= 0 && prev>>4 == b>>4 && b != jb && prev != jb &&
			others&(uint64(1)<<b-uint64(2)<<prev) == 0
		switch {
		case !same:
			keep, keepScore = b, sc
		case sc >= keepScore:
			// c does at least as well as the card kept so far (the
			// higher of equal points)
			out &^= tab.card[keep].Bit()
			keep, keepScore = b, sc
		default:
			out &^= c.Bit()
		}
		prev = b
	}
	return out
}

// canBeat reports whether seat may beat wc, the winning card of a trick
// led in suit led, under some play rule: a higher card of wc's suit, or a
// trump on a plain card when it may ruff (any trump when it may ruff
// while holding the led suit, else when void in it).
func (s *Solver) canBeat(seat notation.Seat, wc rules.Card, led notation.Suit) bool {
	tab := s.st
	pb := uint(tab.pw[wc])
	if s.ph[seat-1]&(uint64(0xFFFF)<<(pb&^15))&^(uint64(2)<<pb-1) != 0 {
		return true
	}
	h := s.hands[seat-1]
	return tab.trumpSuit >= 0 && !tab.trumps.Has(wc) && h&tab.trumps != 0 &&
		(tab.ruffAny || h&rules.SuitMask(led) == 0)
}
