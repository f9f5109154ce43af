package rules

import (
	"math/bits"

	"github.com/coinche/coinche/notation"
)

// The checker's fast path (issue 10): legal, fully written deals are the
// bulk of an archive, and for them the checker needs no bookkeeping for
// diagnostics. fastHands and fastTricks take what is plainly right in one
// pass of mask operations and stop at the first thing that is not; the
// general code (hands, play) then does its work from there, so that every
// diagnostic and every Outcome is the general code's
// (TestCheckFastSame, FuzzCheckFastSame compare both on every input).

// fastHands takes four written hands of the right size that deal the
// whole deck once, and reports whether it did; else it changes nothing
// and hands does the work. A hand's cards are read as the set the parser
// made of them (notation.Hand.Set), else from its cards.
func (st *dealState) fastHands() bool {
	c, d := st.c, st.d
	if c.slow || len(d.Hands) != 4 {
		return false
	}
	hs := c.rs.HandSize()
	var dealt [4]Hand
	var given [4]bool
	var seen Hand
	for hi := range d.Hands {
		h := &d.Hands[hi]
		s := h.Seat
		if s < notation.North || s > notation.West || given[s-1] || h.Len() != hs {
			return false
		}
		given[s-1] = true
		// no bit for a card out of range, one bit for two equal cards:
		// the count below fails
		m := Hand(h.Set) // as read by the parser (the same layout)
		if m == 0 {
			for _, nc := range h.Cards {
				m |= rankBits[nc.Rank] & suitBits[nc.Suit]
			}
		}
		if m.Count() != hs || seen&m != 0 {
			return false
		}
		seen |= m
		dealt[s-1] = m
	}
	if seen != st.deck {
		return false
	}
	st.dealt, st.left = dealt, dealt
	st.given, st.known = given, given
	return true
}

// fastTricks plays the tricks from trick from on that are plainly legal — led by the
// expected seat, four cards each held by its player, each allowed by the
// play rules, under a known contract — and
// returns the first it did not take (trick checks it). A trick is played
// by fastTrick; a belote or rebelote said is checked by say once
// the four cards are found legal, as trick does. It keeps no record of who played which card
// (markPlayed writes it when play goes on).
func (st *dealState) fastTricks(from int) int {
	c, d := st.c, st.d
	if c.slow || st.res.Bids == 0 {
		return from
	}
	ft := c.fastTrick(st.strain)
	left := st.left
	ti := from
	for ; ti < len(d.Tricks); ti++ {
		tr := &d.Tricks[ti]
		leader := tr.Leader
		if leader < notation.North || leader > notation.West ||
			(st.expect != notation.NoSeat && leader != st.expect) {
			break
		}
		seats := &c.order[leader]
		// the cards as the parser handed them (Trick.Four: four cards),
		// else from the plays with what is said
		four, says := tr.Four, uint8(0)
		if four == 0 {
			if len(tr.Plays) != 4 {
				break
			}
			four, says = fourOf((*[4]notation.Play)(tr.Plays))
		}
		if !ft.playPlain(four, seats, &left) && !ft.playFull(four, leader, seats, &left) {
			break
		}
		ft.says = says
		if ft.says != 0 {
			// Each seat plays once to the trick: what it held then is
			// what it held at the lead, which say reads in st.left:
			// what it holds after the trick and the card it played.
			st.left = left
			for i, card := range cardsOf(ft.four) {
				st.left[(seats[i]-1)&3] |= card.Bit()
			}
		}
		faulty := ft.says != 0 && st.fastSaid(tr.Plays, seats, ft.four, ft.says)
		st.fastWon(seats[ft.wi&3], ft.taken, ft.pts, faulty)
	}
	st.left = left
	if ti > from {
		// the last trick taken, written to st.ts once on the way out (the
		// general code and the claim read it; nothing in the loop does):
		// ft.four holds its cards (playPlain and playFull write it only for
		// a trick they take)
		leader := d.Tricks[ti-1].Leader
		st.ts = TrickState{Strain: st.strain, Leader: leader, N: 4, Cards: cardsOf(ft.four), Seats: c.order[leader]}
	}
	return ti
}

// fastTrick plays one trick for fastTricks under one contract: the
// engine and the strain (sx, its index in the engine's tables), its
// trumps (suitTrumps also, in a suit contract), and the cards that may
// always follow a plain suit (freeFollow); play leaves the trick's cards (four), the cards said
// belote or rebelote with (says, a bit per card), the index of its
// winner (wi), its cards as a Hand (taken) and its points.
type fastTrick struct {
	eng    *Engine
	strain notation.Strain
	sx     notation.Strain
	// freeFollow: the cards that are not trumps when following a plain
	// suit is always legal (no trump_while_holding); none otherwise
	freeFollow Hand
	trumps     Hand
	// suitTrumps: the trumps of a suit contract; none in sans-atout and
	// tout-atout (where following the suit led is plainlyLegal's)
	suitTrumps Hand

	four  notation.FourCards // the trick's cards
	says  uint8
	wi    int
	taken Hand
	pts   int
}

// fastTrick is the fastTrick of a contract in strain.
func (c *Checker) fastTrick(strain notation.Strain) fastTrick {
	ft := fastTrick{eng: c.eng, strain: strain, sx: strain & 7}
	if !ft.eng.trumpWhileHolding {
		ft.freeFollow = ^ft.eng.trumps[ft.sx]
	}
	ft.trumps = ft.eng.trumps[ft.sx]
	if ft.sx >= notation.TrumpS && ft.sx <= notation.TrumpC {
		ft.suitTrumps = ft.trumps
	}
	return ft
}

// A trick is played by playPlain, else by playFull (fastTricks calls
// both: one call fewer than through a function that would): they play the
// four cards of a trick led by leader, seats in the order they play, from
// hands (each seat's cards, by seat-1), taking each card from its
// player's hand, and return false at the first card not held or not
// plainly legal (from masks, else by plainlyLegal, else by Engine.Legal),
// hands then unchanged. The trick's winner and points are kept as the
// cards come.

// plainLegal is the set of the cards of hand legal from masks alone,
// played to a trick won so far by the card wbit (ab: the cards of its
// suit above it), under the trick's masks: the cards that follow a plain
// suit when that is free (free), a suit contract's trumps when one is led
// (ledT), the suit led and the trumps (lt), the suit led (led) and a suit
// contract's trumps (suitTrumps; none in sans-atout and tout-atout). Each
// term is one of plainlyLegal's cases: a plain suit followed when that is
// free, a suit contract's trump led and followed above the trick or
// unable to, neither the suit led nor a trump held, a trump played
// without the suit led on a trick not trumped or above its trump. (Masks
// as values, not a struct: a struct of more than four fields stays in
// memory.)
func plainLegal(hand, wbit, ab, free, ledT, lt, led, suitTrumps Hand) Hand {
	return hand & (free | ledT&(ab|zeroMask(hand&ab)) | zeroMask(hand&lt) |
		zeroMask(hand&led)&suitTrumps&(zeroMask(suitTrumps&wbit)|ab))
}

// beats reports whether the card bit beats the card wbit, winning the
// trick so far (ab: the cards of its suit above it), as Engine.Winner: a
// card above it in its suit, or a card of tt on a trick without one.
func beats(tt, bit, wbit, ab Hand) bool {
	return (ab|tt&zeroMask(tt&wbit))&bit != 0
}

// playPlain plays a trick whose every card is legal from masks alone
// (plainLegal; its winner by beats), in straight-line code that calls
// nothing; it returns false, having changed nothing, at a card it cannot
// so tell legal, or not held (playFull then plays the trick).
func (ft *fastTrick) playPlain(four notation.FourCards, seats *[4]notation.Seat, hands *[4]Hand) bool {
	eng, sx := ft.eng, ft.sx
	above := &eng.above[sx]
	s0, s1, s2, s3 := (seats[0]-1)&3, (seats[1]-1)&3, (seats[2]-1)&3, (seats[3]-1)&3
	h0, h1, h2, h3 := hands[s0], hands[s1], hands[s2], hands[s3] // by the order of play
	c0, c1, c2, c3 := Card(four)&63, Card(four>>8)&63, Card(four>>16)&63, Card(four>>24)&63
	b0, b1, b2, b3 := c0.Bit(), c1.Bit(), c2.Bit(), c3.Bit()
	if h0&b0 == 0 {
		return false
	}
	led := SuitMask(c0.Suit())
	// the trick's masks: the cards that follow a plain suit when that is
	// free, a suit contract's trumps when one is led, the suit led and the
	// trumps
	suitTrumps := ft.suitTrumps
	free, ledT, lt := ft.freeFollow&led, led&suitTrumps, led|ft.trumps
	tt := eng.trickTrumps(sx, c0.Suit())
	wc, wbit, wi := c0, b0, 0
	ab := above[wc&63]
	ok1, w1 := plainLegal(h1, wbit, ab, free, ledT, lt, led, suitTrumps)&b1 != 0, beats(tt, b1, wbit, ab)
	if w1 {
		wc, wbit, wi = c1, b1, 1
		ab = above[wc&63]
	}
	ok2, w2 := plainLegal(h2, wbit, ab, free, ledT, lt, led, suitTrumps)&b2 != 0, beats(tt, b2, wbit, ab)
	if w2 {
		wc, wbit, wi = c2, b2, 2
		ab = above[wc&63]
	}
	ok3, w3 := plainLegal(h3, wbit, ab, free, ledT, lt, led, suitTrumps)&b3 != 0, beats(tt, b3, wbit, ab)
	if w3 {
		wi = 3
	}
	if !(ok1 && ok2 && ok3) {
		return false
	}
	hands[s0], hands[s1], hands[s2], hands[s3] = h0&^b0, h1&^b1, h2&^b2, h3&^b3
	ft.four = four
	ft.wi = wi
	ft.taken = b0 | b1 | b2 | b3
	points := &eng.points[sx]
	ft.pts = int(points[c0&63]) + int(points[c1&63]) + int(points[c2&63]) + int(points[c3&63])
	return true
}

// playFull plays a trick card by card, each card not plainly legal from
// masks asked of plainlyLegal, then of Engine.Legal.
func (ft *fastTrick) playFull(four notation.FourCards, leader notation.Seat, seats *[4]notation.Seat, played *[4]Hand) bool {
	hands := *played // written back once the trick is taken
	eng, sx := ft.eng, ft.sx
	above := &eng.above[sx]
	held := hands[0] | hands[1] | hands[2] | hands[3]
	// the lead
	seat := seats[0]
	card := Card(four) & 63
	bit := card.Bit()
	hand := hands[(seat-1)&3]
	if hand&bit == 0 {
		return false
	}
	hands[(seat-1)&3] = hand &^ bit
	led := card.Suit()
	ledMask := SuitMask(led)       // the suit led
	tt := eng.trickTrumps(sx, led) // the cards that beat any other
	wc, wi := card, 0              // the card winning the trick so far, its index
	var cards [4]Card              // the trick so far, for Engine.Legal
	free, ledT, lt := ft.freeFollow&ledMask, ledMask&ft.suitTrumps, ledMask|ft.trumps
	cards[0] = card
	for i := 1; i < 4; i++ {
		seat := seats[i]
		hand := hands[(seat-1)&3]
		card := Card(four>>(8*i)) & 63
		bit := card.Bit()
		if hand&bit == 0 {
			return false
		}
		// the plainest cases from masks first (plainLegal), as playPlain
		ab := above[wc&63] // what beats the trick in its suit
		wbit := Hand(1) << (wc & 63)
		if plainLegal(hand, wbit, ab, free, ledT, lt, ledMask, ft.suitTrumps)&bit == 0 &&
			!eng.plainlyLegal(sx, led, wc, seats[wi&3] == Partner(seat), hand, card) &&
			!legalCard(eng, &TrickState{Strain: ft.strain, Leader: leader, N: i, Cards: cards, Seats: *seats}, hand, seat, card) {
			return false
		}
		if beats(tt, bit, wbit, ab) {
			wc, wi = card, i
		}
		cards[i] = card
		hands[(seat-1)&3] = hand &^ bit
	}
	// what is kept of the trick, out of the loop that plays it
	*played = hands
	ft.four = four
	ft.wi = wi
	ft.taken = held &^ (hands[0] | hands[1] | hands[2] | hands[3])
	points := &eng.points[sx]
	c := &cards
	ft.pts = int(points[c[0]&63]) + int(points[c[1]&63]) + int(points[c[2]&63]) + int(points[c[3]&63])
	return true
}

// fourOf is the compact form of a trick's plays for playPlain and
// playFull where the parser wrote none (Trick.Four is 0: a trick built
// in code, or with belote or rebelote said): a byte per card as
// notation.FourOf, 63 for a card out of range (no Hand holds its bit,
// so the trick is handed to the general code), and a bit per card said
// with belote or rebelote.
func fourOf(plays *[4]notation.Play) (notation.FourCards, uint8) {
	var four notation.FourCards
	var says uint8
	for i := range plays {
		c, bit := cardBit(plays[i].Card)
		if bit == 0 {
			c = 63
		}
		four |= notation.FourCards(0xc0|c) << (8 * i)
		if plays[i].Say != notation.SayNothing {
			says |= 1 << i
		}
	}
	return four, says
}

// fastSaid checks the belote and rebelote said in a trick read by
// fastTricks (says: a bit per card of cards, played by seats) and
// reports whether one was faulty.
func (st *dealState) fastSaid(plays []notation.Play, seats *[4]notation.Seat, four notation.FourCards, says uint8) bool {
	n := len(*st.errs)
	cards := cardsOf(four)
	for i := range plays {
		if says&(1<<i) != 0 {
			st.say(&plays[i], seats[i&3], cards[i&3])
		}
	}
	return len(*st.errs) > n
}

// cardsOf is the cards of a trick's compact form, in the order of play.
func cardsOf(four notation.FourCards) [4]Card {
	return [4]Card{Card(four) & 63, Card(four>>8) & 63, Card(four>>16) & 63, Card(four>>24) & 63}
}

// fastWon ends a trick read by fastTricks: its points (pts) and cards
// (taken) to the team of w, its winner, who leads next (the next leader as
// written after a faulty belote, as trick does). (Small enough to be
// inlined in fastTricks' loop; the belote is fastSaid's.)
func (st *dealState) fastWon(w notation.Seat, taken Hand, pts int, faulty bool) {
	team := w.Team().Index()
	st.points[team] += pts
	st.tricks[team]++
	st.wonBy[(w-1)&3]++
	st.taken |= taken
	st.full++
	st.expect, st.last = w, w
	if faulty {
		st.expect = notation.NoSeat
	}
}

// zeroMask is every card when h is empty, no card otherwise (without a
// branch).
func zeroMask(h Hand) Hand { return Hand((uint64(h)|-uint64(h))>>63) - 1 }

// cardBit is CardOf without its branches: the card and its one-card
// Hand, no card (an empty Hand, and a Card not to be used) when the rank
// or the suit is out of range.
func cardBit(nc notation.Card) (Card, Hand) {
	bit := rankBits[nc.Rank] & suitBits[nc.Suit]
	return Card(bits.TrailingZeros64(uint64(bit)) & 63), bit
}

// rankBits and suitBits are, by the notation's byte, the Hand of every
// card of a rank (in its four suits) and of a suit (its nine ranks), empty
// out of range: rankBits[r]&suitBits[s] is the one-card Hand of a parsed
// card, empty when it is none (fastHands, cardBit).
var rankBits, suitBits = cardBitTables()

func cardBitTables() (ranks, suits [256]Hand) {
	for r := notation.Six; r <= notation.Ace; r++ {
		ranks[r] = 0x0001_0001_0001_0001 << (r - notation.Six)
	}
	for s := notation.Spades; s <= notation.Clubs; s++ {
		suits[s] = SuitMask(s)
	}
	return ranks, suits
}

// plainlyLegal reports card, played from hand to a trick led in led and
// won so far by wc (partner's when partnerWins) under strain sx (1 to 6), as legal when that is plain
// without the whole of Engine.legal: a card that follows a plain suit
// (unless a trump may be played instead, trump_while_holding), a trump on
// a trump lead that beats the trick or is the only choice, any card
// without the suit led and trumps, a trump on a trick not trumped or
// above its trump, a discard when not bound to trump, a card that follows in
// tout-atout and beats the trick or cannot, a discard in sans-atout or
// tout-atout. false means "ask Engine.Legal", not "illegal". Each case is
// a subset of what legal allows, and Legal's answer under
// trump_jack_exempt contains legal's for the whole hand.
func (e *Engine) plainlyLegal(sx notation.Strain, led notation.Suit, wc Card, partnerWins bool, hand Hand, card Card) bool {
	ledMask := SuitMask(led)
	follow := hand & ledMask
	switch sx {
	case notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC:
		trumps := e.trumps[sx]
		myT := hand & trumps
		if ledMask&trumps != 0 { // trump led: wc is the highest trump
			return myT == 0 || card.Suit() == led && (e.above[sx][wc].Has(card) || myT&e.above[sx][wc] == 0)
		}
		if follow != 0 {
			return !e.trumpWhileHolding && ledMask.Has(card)
		}
		if myT == 0 {
			return true // void, no trump: any card
		}
		if !trumps.Has(wc) {
			// void, the trick not trumped: a trump, or any card when
			// not bound to trump (partner master, must_trump)
			return trumps.Has(card) || !(e.mustTrump == PlayMustTrumpAlways || (e.mustTrump == PlayMustTrumpOpponentMaster && !partnerWins))
		}
		// void, the trick trumped: a trump above it
		return e.above[sx][wc].Has(card)
	case notation.ToutAtout:
		if follow == 0 {
			return true
		}
		// wc is the highest card of the led suit
		return ledMask.Has(card) && (!e.taOver || e.above[sx][wc].Has(card) || follow&e.above[sx][wc] == 0)
	case notation.SansAtout:
		return follow == 0 || ledMask.Has(card)
	}
	return false
}

// markPlayed records who played each card of tricks from to n-1, and in
// which trick, as trick does (the tricks fastTricks took): the first seat
// to play a card is kept.
func (st *dealState) markPlayed(from, n int) {
	for ti := from; ti < n; ti++ {
		tr := &st.d.Tricks[ti]
		seat := tr.Leader
		for i := range tr.Plays {
			if i > 0 {
				seat = st.c.next(seat)
			}
			card, _ := CardOf(tr.Plays[i].Card)
			if st.playedBy[card] == notation.NoSeat {
				st.playedBy[card], st.playedIn[card] = seat, uint8(ti+1)
			}
		}
	}
}

// fastAuctionTables fills the checker's tables for fastAuction: the
// numbers of points and the strains a bid may name without a diagnostic
// from checkContract, and the passes that close the bidding after a bid.
func (c *Checker) fastAuctionTables() {
	b := &c.rs.Bidding
	lo, hi := b.LowestValue(), b.HighestValue()
	for v := range 512 {
		if v >= lo && (hi <= 0 || v <= hi) && b.ValidValue(v) {
			c.bidValues[v>>6] |= 1 << (v & 63)
		}
	}
	c.bidStrains = 1<<notation.TrumpS | 1<<notation.TrumpH | 1<<notation.TrumpD | 1<<notation.TrumpC
	if b.SansAtout {
		c.bidStrains |= 1 << notation.SansAtout
	}
	if b.ToutAtout {
		c.bidStrains |= 1 << notation.ToutAtout
	}
	c.closing = 3 // as Auction.closingPasses
	if n := b.ClosingPasses; n > 0 {
		c.closing = n
	}
}

// plainBid reports whether bid k, after the bid last (nil for none), is
// one fastAuction takes: a number of points and a strain the ruleset
// allows, higher in points than last and not by its bidder, and not
// barred (a seat that passed, under bidding.passed_may_bid = false).
func (c *Checker) plainBid(k, last *notation.Call, barred bool) bool {
	x := k.Contract
	v := uint(x.Value)
	return x.Level == notation.Points && v < 512 && c.bidValues[v>>6]&(1<<(v&63)) != 0 &&
		x.Strain <= notation.ToutAtout && c.bidStrains&(1<<x.Strain) != 0 && !barred &&
		(last == nil || x.Value > last.Contract.Value && k.Seat != last.Seat)
}

// fastAuction checks the calls of the common auctions without the
// Auction: every call in turn from the seat after dealer, passes and bids
// only, each bid a number of points and a strain the ruleset allows
// (checkContract says nothing), higher in points than the bid before and
// not by its bidder, by a seat that may bid (bidding.passed_may_bid), the
// bidding closed by the last call (four passes, or the closing passes
// after the last bid). It sets st.res and reports whether it did; else it
// has changed nothing and the Auction checks the calls. Two thirds of the
// generated deals are one bid among passes, or four passes.
func (st *dealState) fastAuction(dealer notation.Seat) bool {
	c, d := st.c, st.d
	calls := d.Calls
	if c.slow || d.Bad || dealer < notation.North || dealer > notation.West || len(calls) < 4 {
		return false
	}
	seats := &c.order[c.next(dealer)]
	mayRebid := c.rs.Bidding.PassedMayBid
	passes, bids := 0, 0
	var passed uint8
	var last *notation.Call
	for i := range calls {
		k := &calls[i]
		if k.Seat != seats[i&3] || passes == 4 || bids > 0 && passes == c.closing {
			return false // out of turn, or after the bidding closed
		}
		switch k.Kind {
		case notation.Pass:
			passes++
			passed |= 1 << (k.Seat & 7)
		case notation.Bid:
			if !c.plainBid(k, last, passed&(1<<(k.Seat&7)) != 0 && !mayRebid) {
				return false
			}
			last = k
			bids++
			passes = 0
		default:
			return false
		}
	}
	if bids == 0 {
		if passes != 4 {
			return false
		}
		st.res = AuctionResult{AllPass: true, Complete: true}
		return true
	}
	if passes != c.closing {
		return false
	}
	st.res = AuctionResult{Complete: true, Declarer: last.Seat, Contract: last.Contract, Bids: bids}
	return true
}
