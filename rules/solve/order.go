package solve

import (
	"math/bits"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// cand is a card to try and its ordering score (higher first).
type cand struct {
	c     rules.Card
	score int
}

// order fills dst with the cards of legal to try, one per group of
// equivalent cards (adjacent in power among the live cards, equal in
// points: they take and lose the same tricks and the same points), best
// first by what they do to the trick, hint (the table's last best card)
// first of all. It returns their number.
func (s *Solver) order(t *rules.TrickState, seat notation.Seat, legal rules.Hand, hint rules.Card, dst []cand) int {
	tab := s.st
	e := s.e
	liveH := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
	var trick rules.Hand
	for i := 0; i < t.N; i++ {
		trick |= t.Cards[i].Bit()
	}
	live := tab.pow(liveH | trick)
	partner := tab.pow(s.hands[rules.Partner(seat)-1])

	var led notation.Suit
	var wc rules.Card
	partnerWins := false
	trickPts := 0
	if t.N > 0 {
		w := e.Winner(t)
		wc = t.Cards[w]
		partnerWins = t.Seats[w] == rules.Partner(seat)
		led = t.Cards[0].Suit()
		for i := 0; i < t.N; i++ {
			trickPts += int(tab.pts[t.Cards[i]])
		}
	}
	n := 0
	for x := legal; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		pb := uint(tab.pw[c])
		// the live cards of c's suit above c, power layout
		above := live & (uint64(0xFFFF) << (pb &^ 15) &^ (uint64(2)<<pb - 1))
		if above != 0 && c != tab.jack {
			nc := tab.card[bits.TrailingZeros64(above)]
			if legal.Has(nc) && tab.pts[nc] == tab.pts[c] && nc != tab.jack {
				continue // the next card up does the same
			}
		}
		pts := int(tab.pts[c])
		power := int(pb & 15)
		var score int
		switch {
		case c == hint:
			score = 1 << 20
		case t.N == 0:
			top := live & (uint64(0xFFFF) << (pb &^ 15))
			topBit := 63 - bits.LeadingZeros64(top)
			su := c.Suit()
			switch {
			case !s.beatable(c, su, seat, 3):
				score = 400 + pts
			case partner>>topBit&1 != 0 && !s.beatable(tab.card[topBit], su, rules.Partner(seat), 2):
				score = 300 - pts // low to partner's master
			case tab.trumpSuit >= 0 && !tab.trumps.Has(c) && s.hands[rules.Partner(seat)-1]&(rules.SuitMask(su)) == 0 && s.hands[rules.Partner(seat)-1]&tab.trumps != 0:
				score = 250 - pts // partner ruffs
			default:
				score = 100 - 4*pts - power
			}
		default:
			beats := e.Beats(t.Strain, led, c, wc)
			ours := beats || partnerWins
			after := 3 - t.N // players after this one
			switch {
			case t.N == 3 && ours:
				score = 500 + pts
			case t.N == 3:
				score = 100 - 4*pts - power
			case beats && !s.beatable(c, led, seat, after):
				score = 400 + pts
			case partnerWins && !beats && !s.beatable(wc, led, seat, after):
				score = 350 + pts // partner takes it: add points
			case beats:
				score = 250 + pts - power
			case partnerWins:
				score = 200 - pts
			default:
				score = 100 - 4*pts - power
			}
		}
		// insertion, best first
		i := n
		dst = append(dst, cand{})
		for i > 0 && dst[i-1].score < score {
			dst[i] = dst[i-1]
			i--
		}
		dst[i] = cand{c, score}
		n++
	}
	return n
}

// beatable reports whether an opponent of seat among the n players after
// seat could beat card c in a trick led in suit led (c winning so far):
// with a higher card of c's suit, or by ruffing a plain card when void in
// the led suit. An estimate for move ordering only.
func (s *Solver) beatable(c rules.Card, led notation.Suit, seat notation.Seat, n int) bool {
	e := s.e
	tab := s.st
	above := e.Above(tab.st, c)
	ruff := tab.trumpSuit >= 0 && !tab.trumps.Has(c)
	for p := seat; n > 0; n-- {
		p = e.NextSeat(p)
		if rules.TeamOf(p) == rules.TeamOf(seat) {
			continue
		}
		h := s.hands[p-1]
		if h&above != 0 {
			return true
		}
		if ruff && h&rules.SuitMask(led) == 0 && h&tab.trumps != 0 {
			return true
		}
	}
	return false
}
