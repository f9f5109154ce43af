package solve

import (
	"math/bits"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

var killerBonus = 150

// ruffPenalty lowers the score of a trump played on a plain suit the
// player could follow (jass: play.trump_while_holding) when following
// keeps the trick as well: following first keeps the trump, and is the
// better card far more often (positions on jass deals −39% against no
// penalty, and −5% more when the penalty spares the ruffs that alone
// take the trick; 100 and 300 did worse, a penalty growing with the
// trump's power too).
const ruffPenalty = 200

// jackPenalty lowers the score of the exempt trump jack (jass:
// play.trump_jack_exempt) played to a trick someone else led: never
// forced, it takes a trick whenever its holder chooses, so keeping it is
// the better card more often (jass positions −7%; 100 and 300 did no
// better).
const jackPenalty = 200

// cand is a card to try and its ordering score (higher first).
type cand struct {
	c     rules.Card
	beats bool // c beats the trick's winning card (t.N > 0)
	score int32
}

// order fills dst with the cards of legal to try, one per group of
// equivalent cards (adjacent in power among the live cards, equal in
// points: they take and lose the same tricks and the same points), best
// first by what they do to the trick, hint (the table's last best card)
// first of all. It returns their number.
func (s *Solver) order(t *rules.TrickState, ti *trickInfo, seat notation.Seat, legal rules.Hand, hint, killer rules.Card, dst *[maxHand]cand) int {
	tab := s.st
	e := s.e
	live := ti.live
	pseat := rules.Partner(seat)
	partner := s.ph[pseat-1]
	// the opponents still to play to the trick (none for the fourth
	// card; the next seat for the second and third; both for the lead):
	// what they hold, and the suits (bits 0..3) a plain card of which one
	// of them can ruff
	var opps uint64 // power layout
	var ruff uint
	if t.N < 3 {
		o := s.next[seat]
		opps = s.ph[o-1]
		ruff = s.ruffs(s.hands[o-1])
		if t.N == 0 {
			o = rules.Partner(o)
			opps |= s.ph[o-1]
			ruff |= s.ruffs(s.hands[o-1])
		}
	}
	// beatable: an opponent still to play may beat c (c winning so far,
	// the trick led in suit su): a higher card of c's suit, or a ruff of
	// a plain card. An estimate for the ordering only.
	beatable := func(c rules.Card, su int) bool {
		pb := uint(tab.pw[c])
		return opps&(uint64(0xFFFF)<<(pb&^15))&^(uint64(2)<<pb-1) != 0 || ruff>>uint(su&3)&1 != 0 && !tab.trumps.Has(c)
	}
	wc, led := ti.wc, ti.led
	partnerWins := t.N > 0 && ti.wseat == pseat
	partnerRuffs := t.N == 0 && tab.trumpSuit >= 0 && s.hands[pseat-1]&tab.trumps != 0
	if legal&(legal-1) != 0 {
		// of twins whose trick goes to a known team, the best for
		// seat's team (twins.go); the fourth card's is always known
		var ours, theirs rules.Hand
		partnerBeats := t.N == 1 && s.canBeat(pseat, wc, led)
		for x := legal; x != 0; x &= x - 1 {
			c := rules.Card(bits.TrailingZeros64(uint64(x)))
			switch {
			case t.N == 0:
				if !beatable(c, int(c.Suit())-1) {
					ours |= c.Bit()
				}
			case s.beats(c, wc):
				if !beatable(c, int(led)-1) {
					ours |= c.Bit()
				}
			case partnerWins:
				if !beatable(wc, int(led)-1) {
					ours |= c.Bit()
				}
			case !partnerBeats:
				theirs |= c.Bit()
			}
		}
		if ours|theirs != 0 {
			legal = s.dominant(legal, live&^s.ph[seat-1], ours, theirs)
		}
	}
	// a trump played now would ruff a plain suit seat holds, while
	// following keeps the trick for seat's team as well: partner wins it,
	// or seat's highest card of the suit beats the winning card so far
	ruffHolding := t.N > 0 && tab.ruffAny && !tab.trumps.Has(t.Cards[0]) && s.hands[seat-1]&rules.SuitMask(led) != 0
	if ruffHolding && !partnerWins {
		follow := tab.pow(s.hands[seat-1] & rules.SuitMask(led))
		ruffHolding = !tab.trumps.Has(wc) && 63-bits.LeadingZeros64(follow) > int(tab.pw[wc])
	}
	n := 0
	for x := legal; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		pb := uint(tab.pw[c])
		suit := uint64(0xFFFF) << (pb &^ 15)
		// the live cards of c's suit above c, power layout
		above := live & suit &^ (uint64(2)<<pb - 1)
		if above != 0 && c != tab.jack {
			nc := tab.card[bits.TrailingZeros64(above)]
			if legal>>nc&1 != 0 && tab.pts[nc] == tab.pts[c] && nc != tab.jack {
				continue // the next card up does the same
			}
		}
		pts := int(tab.pts[c])
		power := int(pb & 15)
		su := int(pb >> 4)
		var score int
		beats := false
		switch {
		case c == hint:
			score = 1 << 20
			beats = t.N > 0 && e.Beats(t.Strain, led, c, wc)
		case t.N == 0:
			topBit := 63 - bits.LeadingZeros64(live&suit)
			switch {
			case !beatable(c, su):
				score = 400 + pts
			case partner>>topBit&1 != 0 && !beatable(tab.card[topBit], su):
				score = 300 - pts // low to partner's master
			case partnerRuffs && !tab.trumps.Has(c) && s.hands[pseat-1]&(0x1FF<<(16*su)) == 0:
				score = 250 - pts // partner ruffs
			default:
				score = 100 - 4*pts - power
			}
		default:
			beats = s.beats(c, wc)
			switch {
			case t.N == 3 && (beats || partnerWins):
				score = 500 + pts
			case t.N == 3:
				score = 100 - 4*pts - power
			case beats && !beatable(c, int(led)-1):
				score = 400 + pts
			case partnerWins && !beats && !beatable(wc, int(led)-1):
				score = 350 + pts // partner takes it: add points
			case beats:
				score = 250 + pts - power
			case partnerWins:
				score = 200 - pts
			default:
				score = 100 - 4*pts - power
			}
		}
		if ruffHolding && tab.trumps.Has(c) {
			score -= ruffPenalty
		}
		if c == tab.jack && t.N > 0 {
			score -= jackPenalty
		}
		if c == killer {
			score += killerBonus
		}
		// insertion, best first
		i := n
		for i > 0 && dst[i-1].score < int32(score) {
			dst[i] = dst[i-1]
			i--
		}
		dst[i] = cand{c, beats, int32(score)}
		n++
	}
	return n
}

// ruffs is the suits (bits 0..3) a plain card of which a player holding
// h may ruff in a suit contract: every suit when it may ruff while
// holding the led suit (ruffAny), else those it is void in; none without
// a trump.
func (s *Solver) ruffs(h rules.Hand) uint {
	tab := s.st
	if tab.trumpSuit < 0 || h&tab.trumps == 0 {
		return 0
	}
	if tab.ruffAny {
		return 15
	}
	var r uint
	for su := uint(0); su < 4; su++ {
		if h&(0x1FF<<(16*su)) == 0 {
			r |= 1 << su
		}
	}
	return r
}

// beats reports whether c beats wc, the trick's winning card: higher in
// its suit, or a trump on a plain card (the winning card is of the led
// suit or a trump; in sans-atout and tout-atout only the led suit wins).
func (s *Solver) beats(c, wc rules.Card) bool {
	tab := s.st
	pb, wpb := tab.pw[c], tab.pw[wc&63]
	if pb>>4 == wpb>>4 {
		return pb > wpb
	}
	return int(pb>>4) == tab.trumpSuit // a trump on a plain card
}
