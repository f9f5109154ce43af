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
	live := ti.live
	o := s.orderOf(t, ti, seat)
	if legal&(legal-1) != 0 {
		legal = s.bestTwins(t, ti, seat, legal, &o)
	}
	ruffHolding := s.ruffHolding(t, ti, seat, o.partnerWins)
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
		var score int
		beats := false
		switch {
		case c == hint:
			score = 1 << 20
			beats = t.N > 0 && s.e.Beats(t.Strain, ti.led, c, ti.wc)
		case t.N == 0:
			score = s.leadScore(&o, c, pb, live&suit)
		default:
			score, beats = s.followScore(&o, t, ti, c, pb)
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

// orderInfo is what order knows of the trick for the cards of one seat:
// the opponents still to play to it (none for the fourth card; the next
// seat for the second and third; both for the lead), what they hold
// (power layout) and the suits (bits 0..3) a plain card of which one of
// them can ruff; and what partner does.
type orderInfo struct {
	tab          *strainTab
	opps         uint64
	ruff         uint
	pseat        notation.Seat
	partnerWins  bool // partner wins the trick so far
	partnerRuffs bool // on a lead: partner holds a trump
}

func (s *Solver) orderOf(t *rules.TrickState, ti *trickInfo, seat notation.Seat) orderInfo {
	tab := s.st
	o := orderInfo{tab: tab, pseat: rules.Partner(seat)}
	if t.N < 3 {
		nx := s.next[seat]
		o.opps = s.ph[nx-1]
		o.ruff = s.ruffs(s.hands[nx-1])
		if t.N == 0 {
			nx = rules.Partner(nx)
			o.opps |= s.ph[nx-1]
			o.ruff |= s.ruffs(s.hands[nx-1])
		}
	}
	o.partnerWins = t.N > 0 && ti.wseat == o.pseat
	o.partnerRuffs = t.N == 0 && tab.trumpSuit >= 0 && s.hands[o.pseat-1]&tab.trumps != 0
	return o
}

// beatable: an opponent still to play may beat c (c winning so far, the
// trick led in suit su): a higher card of c's suit, or a ruff of a plain
// card. An estimate for the ordering only.
func (o *orderInfo) beatable(c rules.Card, su int) bool {
	pb := uint(o.tab.pw[c])
	return o.opps&(uint64(0xFFFF)<<(pb&^15))&^(uint64(2)<<pb-1) != 0 || o.ruff>>uint(su&3)&1 != 0 && !o.tab.trumps.Has(c)
}

// bestTwins is legal less the twins dominated by another (twins.go): of
// twins whose trick goes to a known team, the best for seat's team; the
// fourth card's team is always known. The cards are sorted by masks in
// the power layout: those that beat the winning card, those no opponent
// still to play can beat (o.unbeaten).
func (s *Solver) bestTwins(t *rules.TrickState, ti *trickInfo, seat notation.Seat, legal rules.Hand, o *orderInfo) rules.Hand {
	ours, theirs := s.knownTeam(t, ti, s.st.pow(legal), o)
	if ours|theirs == 0 {
		return legal
	}
	return s.dominant(legal, ti.live&^s.ph[seat-1], ours, theirs)
}

// knownTeam is the cards of lp (the legal cards, power layout) whose
// trick goes to seat's team whatever is played after them (ours) and
// those whose trick goes to the opponents (theirs), power layout.
func (s *Solver) knownTeam(t *rules.TrickState, ti *trickInfo, lp uint64, o *orderInfo) (ours, theirs uint64) {
	tab := s.st
	if t.N == 0 {
		ours = o.unbeaten(lp, -1)
	} else {
		led := int(ti.led) - 1
		wpb := uint(tab.pw[ti.wc])
		// the cards that beat the winning card: higher in its suit, or
		// a trump on a plain card
		beat := uint64(0xFFFF) << (wpb &^ 15) &^ (uint64(2)<<wpb - 1)
		if tab.trumpSuit >= 0 && int(wpb>>4) != tab.trumpSuit {
			beat |= uint64(0xFFFF) << (16 * uint(tab.trumpSuit&3))
		}
		ours = o.unbeaten(lp&beat, led)
		switch rest := lp &^ beat; {
		case rest == 0:
		case o.partnerWins:
			if !o.beatable(ti.wc, led) {
				ours |= rest
			}
		case !(t.N == 1 && s.canBeat(o.pseat, ti.wc, ti.led)):
			theirs = rest
		}
	}
	return ours, theirs
}

// unbeaten is the cards of x (power layout) no opponent still to play
// can beat (beatable) on a trick led in suit su, or, for su < 0, each
// card led in its own suit: those above the opponents' highest card of
// their suit, and not a plain card of a suit they can ruff.
func (o *orderInfo) unbeaten(x uint64, su int) uint64 {
	var out uint64
	for y := x; y != 0; {
		i := uint(bits.TrailingZeros64(y)) &^ 15
		sm := uint64(0xFFFF) << i
		y &^= sm
		r := su
		if su < 0 {
			r = int(i >> 4)
		}
		if o.ruff>>uint(r&3)&1 != 0 && int(i>>4) != o.tab.trumpSuit {
			continue // ruffed
		}
		out |= x & sm &^ (uint64(1)<<bits.Len64(o.opps&sm) - 1)
	}
	return out
}

// ruffHolding reports whether a trump played now would ruff a plain suit
// seat holds (jass: play.trump_while_holding) while following keeps the
// trick for seat's team as well: partner wins it, or seat's highest card
// of the suit beats the winning card so far (ruffPenalty).
func (s *Solver) ruffHolding(t *rules.TrickState, ti *trickInfo, seat notation.Seat, partnerWins bool) bool {
	tab, led := s.st, ti.led
	if t.N == 0 || !tab.ruffAny || tab.trumps.Has(t.Cards[0]) || s.hands[seat-1]&rules.SuitMask(led) == 0 {
		return false
	}
	if partnerWins {
		return true
	}
	follow := tab.pow(s.hands[seat-1] & rules.SuitMask(led))
	return !tab.trumps.Has(ti.wc) && 63-bits.LeadingZeros64(follow) > int(tab.pw[ti.wc])
}

// leadScore is the ordering score of c (power bit pb) led to a trick,
// suitLive the live cards of its suit: a master first, then a low card to
// partner's master, a lead partner ruffs, the cheapest of the rest.
func (s *Solver) leadScore(o *orderInfo, c rules.Card, pb uint, suitLive uint64) int {
	tab := s.st
	pts, power, su := int(tab.pts[c]), int(pb&15), int(pb>>4)
	topBit := 63 - bits.LeadingZeros64(suitLive)
	switch {
	case !o.beatable(c, su):
		return 400 + pts
	case s.ph[o.pseat-1]>>topBit&1 != 0 && !o.beatable(tab.card[topBit], su):
		return 300 - pts // low to partner's master
	case o.partnerRuffs && !tab.trumps.Has(c) && s.hands[o.pseat-1]&(0x1FF<<(16*su)) == 0:
		return 250 - pts // partner ruffs
	}
	return 100 - 4*pts - power
}

// followScore is the ordering score of c (power bit pb) played to a trick
// led, and whether c beats its winning card: a card that takes the trick
// for good (or the fourth card on a trick seat's team takes) first, with
// its points; points on partner's sure trick; a card that beats for now;
// a low card to partner; the cheapest of the rest.
func (s *Solver) followScore(o *orderInfo, t *rules.TrickState, ti *trickInfo, c rules.Card, pb uint) (score int, beats bool) {
	pts, power := int(s.st.pts[c]), int(pb&15)
	led := int(ti.led) - 1
	beats = s.beats(c, ti.wc)
	switch {
	case t.N == 3 && (beats || o.partnerWins):
		return 500 + pts, beats
	case t.N == 3:
		return 100 - 4*pts - power, beats
	case beats && !o.beatable(c, led):
		return 400 + pts, beats
	case o.partnerWins && !beats && !o.beatable(ti.wc, led):
		return 350 + pts, beats // partner takes it: add points
	case beats:
		return 250 + pts - power, beats
	case o.partnerWins:
		return 200 - pts, beats
	}
	return 100 - 4*pts - power, beats
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
