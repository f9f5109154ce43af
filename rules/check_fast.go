package rules

import "github.com/coinche/coinche/notation"

// The checker's fast path (issue 10): legal, fully written deals are the
// bulk of an archive, and for them the checker needs no bookkeeping for
// diagnostics. fastHands and fastTricks take what is plainly right in one
// pass of mask operations and stop at the first thing that is not; the
// general code (hands, play) then does its work from there, so that every
// diagnostic and every Outcome is the general code's
// (TestCheckFastSame, FuzzCheckFastSame compare both on every input).

// fastHands takes four written hands of the right size that deal the
// whole deck once, and reports whether it did; else it changes nothing
// and hands does the work.
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
		if s < notation.North || s > notation.West || given[s-1] || len(h.Cards) != hs {
			return false
		}
		given[s-1] = true
		var m Hand
		for _, nc := range h.Cards {
			// CardOf without its branches: an out-of-range rank or suit
			// fails the check below.
			r, su := uint(nc.Rank)-1, uint(nc.Suit)-1
			if r > 8 || su > 3 {
				return false
			}
			m |= 1 << (su<<4 | r)
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
	for s := range dealt {
		for h := dealt[s]; h != 0; h &= h - 1 {
			st.owner[trailing(h)] = notation.Seat(s + 1)
		}
	}
	return true
}

// fastTricks plays the tricks from trick from on that are plainly legal — led by the
// expected seat, four cards each held by its player, nothing said with
// them, each allowed by the play rules, under a known contract — and
// returns the first it did not take (trick checks it). The trick's winner
// and points are kept as the cards come; a card is legal by plainlyLegal,
// else by Engine.Legal. It keeps no record of who played which card
// (markPlayed writes it when play goes on).
func (st *dealState) fastTricks(from int) int {
	c, d, eng := st.c, st.d, st.c.eng
	if c.slow || st.res.Bids == 0 {
		return from
	}
	strain := st.strain
	sx := strain & 7
	points := &eng.points[sx]
	for ti := from; ti < len(d.Tricks); ti++ {
		tr := &d.Tricks[ti]
		leader := tr.Leader
		if len(tr.Plays) != 4 || leader < notation.North || leader > notation.West ||
			(st.expect != notation.NoSeat && leader != st.expect) {
			return ti
		}
		left := st.left
		ts := TrickState{Strain: strain, Leader: leader}
		seat := leader
		var led notation.Suit
		var cards, tt Hand // the trick's cards, the cards that beat any other
		var wc Card        // the card winning the trick so far
		var wi, pts int    // its index; the trick's points
		for i := range tr.Plays {
			p := &tr.Plays[i]
			if i > 0 {
				seat = c.next(seat)
			}
			card, ok := CardOf(p.Card)
			hand := left[seat-1]
			if !ok || p.Say != notation.SayNothing || !hand.Has(card) {
				return ti
			}
			if i == 0 {
				led = card.Suit()
				tt = eng.trickTrumps(sx, led)
				wc = card
			} else {
				if !eng.plainlyLegal(sx, led, wc, ts.Seats[wi] == Partner(seat), hand, card) && !legalCard(eng, &ts, hand, seat, card) {
					return ti
				}
				if eng.beats(sx, led, tt, card, wc) { // as Engine.Winner
					wc, wi = card, i
				}
			}
			ts.Cards[i], ts.Seats[i], ts.N = card, seat, i+1
			left[seat-1] = hand.Without(card)
			cards |= card.Bit()
			pts += int(points[card])
		}
		w := ts.Seats[wi]
		team := TeamIndex(w)
		st.points[team] += pts
		st.tricks[team]++
		st.wonBy[w-1]++
		st.taken |= cards
		st.full++
		st.expect, st.last = w, w
		st.left, st.ts = left, ts
	}
	return len(d.Tricks)
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
			return trumps.Has(card) || !(e.mustTrump == mtAlways || (e.mustTrump == mtOpponent && !partnerWins))
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
