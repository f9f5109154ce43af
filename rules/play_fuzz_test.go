package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
)

// refAllowed is a plain card-by-card statement of the play rules, written
// apart from the masks of Legal, to cross-check it.
func refAllowed(e *Engine, t *TrickState, hand Hand, seat notation.Seat, c Card) bool {
	if !hand.Has(c) {
		return false
	}
	if t.N == 0 {
		return true
	}
	st := t.Strain
	if e.jackExempt && st >= notation.TrumpS && st <= notation.TrumpC {
		j := MakeCard(notation.Jack, notation.Suit(st))
		if hand.Has(j) && hand != j.Bit() && c != j && refCore(e, t, hand.Without(j), seat, c) {
			return true
		}
	}
	return refCore(e, t, hand, seat, c)
}

func refCore(e *Engine, t *TrickState, hand Hand, seat notation.Seat, c Card) bool {
	st := t.Strain
	led := t.Cards[0].Suit()
	w := 0
	for i := 1; i < t.N; i++ {
		if e.Beats(st, led, t.Cards[i], t.Cards[w]) {
			w = i
		}
	}
	wc := t.Cards[w]
	partner := t.Seats[w] == Partner(seat)
	var has = func(f func(Card) bool) bool {
		for _, x := range hand.Cards(nil) {
			if f(x) {
				return true
			}
		}
		return false
	}
	ofLed := func(x Card) bool { return x.Suit() == led }
	beats := func(x Card) bool { return e.Beats(st, led, x, wc) }
	isT := func(x Card) bool { return e.IsTrump(st, x) }
	follow := has(ofLed)
	switch st {
	case notation.SansAtout:
		return !follow || ofLed(c)
	case notation.ToutAtout:
		if !follow {
			return true
		}
		if !ofLed(c) {
			return false
		}
		if e.taOver && has(func(x Card) bool { return ofLed(x) && beats(x) }) {
			return beats(c)
		}
		return true
	}
	p := &e.rs.Play
	if isT(t.Cards[0]) {
		if !has(isT) {
			return true
		}
		if !isT(c) {
			return false
		}
		if p.TrumpLed == PlayTrumpLedOvertrump && !(partner && p.PartnerMasterTrumpLed) && has(func(x Card) bool { return isT(x) && beats(x) }) {
			return beats(c)
		}
		return true
	}
	trumpInTrick := isT(wc)
	if follow {
		if ofLed(c) {
			return true
		}
		return p.TrumpWhileHolding && isT(c) && (!trumpInTrick || beats(c))
	}
	if !has(isT) {
		return true
	}
	must := p.MustTrump == PlayMustTrumpAlways || (p.MustTrump == PlayMustTrumpOpponentMaster && !partner)
	if !trumpInTrick {
		return !must || isT(c)
	}
	rest := has(func(x Card) bool { return !isT(x) })
	if !rest && p.Undertrump == PlayUndertrumpOnlyTrumpsLeft {
		return true
	}
	canOver := has(func(x Card) bool { return isT(x) && beats(x) })
	over := p.OvertrumpOnRuff
	if partner {
		over = p.OvertrumpPartner
	}
	if must {
		if canOver {
			if over {
				return beats(c)
			}
			return isT(c)
		}
		switch p.Undertrump {
		case PlayUndertrumpForced:
			return isT(c)
		case PlayUndertrumpOnlyTrumpsLeft:
			return !isT(c)
		}
		return true
	}
	if p.Undertrump == PlayUndertrumpOnlyTrumpsLeft || (canOver && over) {
		return !isT(c) || beats(c)
	}
	return true
}

// variants lists rulesets covering every value of every play key.
func variants() []*Ruleset {
	var out []*Ruleset
	for _, name := range []string{"base", "montpellier", "classique", "annonces", "tournoi-2018"} {
		out = append(out, testRulesets()[name])
	}
	for i := 0; i < 64; i++ {
		rs := testRulesets()["base"]
		if i%2 == 1 {
			rs = testRulesets()["tournoi-2018"]
		}
		p := &rs.Play
		p.TrumpLed = mustEnum[PlayTrumpLed]([]string{"overtrump", "follow"}[i>>1&1])
		p.MustTrump = mustEnum[PlayMustTrump]([]string{"opponent-master", "always", "never"}[i%3])
		p.Undertrump = mustEnum[PlayUndertrump]([]string{"forced", "free", "only-trumps-left"}[(i/3)%3])
		p.PartnerMasterTrumpLed = i>>2&1 == 1
		p.OvertrumpOnRuff = i>>3&1 == 1
		p.OvertrumpPartner = i>>4&1 == 1
		p.TrumpWhileHolding = i>>5&1 == 1
		p.TrumpJackExempt = (i/7)%2 == 1
		p.ToutAtoutOvertrump = (i/5)%2 == 1
		out = append(out, rs)
	}
	return out
}

// checkPositions plays random legal deals under every variant and compares
// Legal with refAllowed, card by card, at every turn.
func checkPositions(t *testing.T, seed uint64, deals int) {
	for vi, rs := range variants() {
		e, err := NewEngine(rs)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, uint64(vi)))
		deck := e.Deck().Cards(nil)
		for k := 0; k < deals; k++ {
			rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
			var hs [4]Hand
			for i, c := range deck {
				hs[i%4] = hs[i%4].With(c)
			}
			strain := notation.Strain(1 + rng.IntN(6))
			leader := notation.Seat(1 + rng.IntN(4))
			for n := 0; n < rs.HandSize(); n++ {
				var ts TrickState
				ts.Start(strain, leader)
				for i := 0; i < 4; i++ {
					seat := e.Next(&ts)
					h := hs[seat-1]
					legal, why := e.Legal(&ts, h, seat)
					if ts.N > 0 {
						// the winner given, as a search knows it
						if l, w := e.LegalWon(&ts, h, seat, e.Winner(&ts)); l != legal || w != why {
							t.Fatalf("variant %d: LegalWon = %v %s, Legal = %v %s", vi, l, w.Code(), legal, why.Code())
						}
					}
					if legal == 0 || legal&^h != 0 || (why == Free) != (legal == h) && ts.N > 0 && why == Free {
						t.Fatalf("variant %d: Legal(%v) = %v, %s: empty or not in hand", vi, h, legal, why.Code())
					}
					for _, c := range h.Cards(nil) {
						if got, want := legal.Has(c), refAllowed(e, &ts, h, seat, c); got != want {
							t.Fatalf("variant %d %+v: strain %v trick %v, %s holds %v: Legal has %s = %v, reference says %v",
								vi, rs.Play, strain, ts.Cards[:ts.N], seat.String(), h, c, got, want)
						}
					}
					c := nthCard(legal, rng.IntN(legal.Count()))
					hs[seat-1] = h.Without(c)
					e.Add(&ts, c)
				}
				leader = ts.Seats[e.Winner(&ts)]
			}
		}
	}
}

func TestLegalMatchesReference(t *testing.T) {
	checkPositions(t, 99, 60)
}

// FuzzLegal cross-checks Legal with the reference on random deals drawn
// from the fuzzed seed.
func FuzzLegal(f *testing.F) {
	f.Add(uint64(1))
	f.Add(uint64(2026))
	f.Fuzz(func(t *testing.T, seed uint64) {
		checkPositions(t, seed, 1)
	})
}

// FuzzEngineArbitrary feeds arbitrary trick states, hands and seats (not
// necessarily consistent) to the engine: no panic, and Legal stays within
// the hand.
func FuzzEngineArbitrary(f *testing.F) {
	f.Add(uint8(2), uint8(2), uint64(0x0102030405060708), uint64(0xF0F0), uint8(3), uint64(0x00FF00FF), uint8(1))
	f.Add(uint8(6), uint8(5), uint64(0xFFFFFFFFFFFFFFFF), uint64(0), uint8(0), uint64(1), uint8(9))
	engines := []*Engine{}
	for _, rs := range variants()[:8] {
		e, err := NewEngine(rs)
		if err != nil {
			f.Fatal(err)
		}
		engines = append(engines, e)
	}
	f.Fuzz(func(t *testing.T, strain, n uint8, cards, seats uint64, seat uint8, hand uint64, which uint8) {
		e := engines[int(which)%len(engines)]
		ts := TrickState{Strain: notation.Strain(strain), Leader: notation.Seat(seats >> 32 & 7), N: int(n)}
		for i := 0; i < 4; i++ {
			ts.Cards[i] = Card(cards >> (8 * i))
			ts.Seats[i] = notation.Seat(seats >> (8 * i) & 7)
		}
		h := Hand(hand)
		s := notation.Seat(seat)
		legal, _ := e.Legal(&ts, h, s)
		if legal&^h != 0 {
			t.Fatalf("Legal gave cards outside the hand: %v of %v", legal, h)
		}
		if h != 0 && legal == 0 && ts.N > 0 && ts.N < 4 {
			t.Fatalf("Legal gave nothing from %v", h)
		}
		e.Explain(&ts, h, s, Card(cards>>32))
		e.Winner(&ts)
		e.TrickPoints(&ts)
		e.Next(&ts)
		e.Beats(ts.Strain, notation.Suit(strain>>4), ts.Cards[0], ts.Cards[1])
		// claims on small, possibly overlapping hands
		var hs [4]Hand
		for i := range hs {
			x := Hand(cards>>(16*i)) & e.Deck()
			for x.Count() > 2 {
				x &= x - 1
			}
			hs[i] = x
		}
		e.ClaimHolds(ts.Strain, hs, ts.Leader, s, &ts)
		e.ClaimJass(ts.Strain, hs, ts.Leader, s, &ts)
		e.ClaimHolds(ts.Strain, hs, ts.Leader, s, nil)
	})
}

// nthCard is the i-th card (0-based, in index order) of h.
func nthCard(h Hand, i int) Card {
	for ; i > 0; i-- {
		h &= h - 1
	}
	return h.First()
}
