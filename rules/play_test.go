package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
)

// trick builds a TrickState led by leader with the given cards.
func trick(t testing.TB, e *Engine, strain notation.Strain, leader notation.Seat, cards string) *TrickState {
	t.Helper()
	var ts TrickState
	ts.Start(strain, leader)
	for _, f := range splitFields(cards) {
		e.Add(&ts, card(t, f))
	}
	return &ts
}

func splitFields(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

const (
	N = notation.North
	E = notation.East
	S = notation.South
	W = notation.West
)

// TestLegal covers every play obligation under each ruleset that has it,
// on both sides of each variant. Seats play counterclockwise (N W S E)
// except in classique and annonces (N E S W).
func TestLegal(t *testing.T) {
	H, Sp, SA, TA := notation.TrumpH, notation.TrumpS, notation.SansAtout, notation.ToutAtout
	cases := []struct {
		name    string
		rules   string
		mod     func(*Ruleset)
		strain  notation.Strain
		leader  notation.Seat
		played  string // cards already in the trick, in play order
		hand    string // the next seat's hand
		want    string // the legal cards
		why     Rule
		illegal string // a card of hand that must be refused with rule why2
		why2    Rule
	}{
		// follow suit (every document)
		{name: "follow suit", rules: "base", strain: H, leader: N, played: "C10", hand: "C7 CQ H7 SA", want: "C7 CQ", why: FollowSuit, illegal: "H7", why2: FollowSuit},
		{name: "plain lead: no need to beat (002)", rules: "base", strain: H, leader: N, played: "C10", hand: "CA C7", want: "CA C7", why: FollowSuit},
		{name: "leading: free", rules: "base", strain: H, leader: N, played: "", hand: "CA H7", want: "CA H7", why: Free},
		// trump led
		{name: "trump led: overtrump (002)", rules: "base", strain: H, leader: N, played: "H9", hand: "HJ H7 SA", want: "HJ", why: Overtrump, illegal: "H7", why2: Overtrump},
		{name: "trump led: overtrump (003)", rules: "montpellier", strain: H, leader: N, played: "H9", hand: "HJ H7 SA", want: "HJ", why: Overtrump},
		{name: "trump led: overtrump (004)", rules: "annonces", strain: H, leader: N, played: "HA", hand: "H9 H7 SA", want: "H9", why: Overtrump},
		{name: "trump led: overtrump (001)", rules: "classique", strain: H, leader: N, played: "HA", hand: "H9 H7 SA", want: "H9", why: Overtrump},
		{name: "trump led: cannot overtrump, any trump", rules: "base", strain: H, leader: N, played: "HJ", hand: "H9 H7 SA", want: "H9 H7", why: FollowSuit, illegal: "SA", why2: FollowSuit},
		{name: "trump led: overtrump even partner (002)", rules: "base", strain: H, leader: N, played: "H9 H7", hand: "HJ H8", want: "HJ", why: Overtrump},
		// 002 Variations / Jeu de cartes: « si je mène le neuf des atouts et
		// que mon partenaire a le valet, il n'est pas obligé de le jouer,
		// mais peut suivre avec un atout faible »
		{name: "trump led: partner master relaxation (002 variant example)", rules: "base", mod: func(r *Ruleset) { r.Play.PartnerMasterTrumpLed = true }, strain: H, leader: N, played: "H9 H7", hand: "HJ H8 SA", want: "HJ H8", why: FollowSuit},
		{name: "trump led: relaxation needs partner master", rules: "base", mod: func(r *Ruleset) { r.Play.PartnerMasterTrumpLed = true }, strain: H, leader: N, played: "H7 H9", hand: "HJ H8 SA", want: "HJ", why: Overtrump},
		{name: "trump led: void, free", rules: "base", strain: H, leader: N, played: "H9", hand: "SA D7", want: "SA D7", why: Free},
		// void in a plain suit
		{name: "void: opponent master, must trump (002)", rules: "base", strain: H, leader: N, played: "CA", hand: "H7 SA", want: "H7", why: MustTrump, illegal: "SA", why2: MustTrump},
		{name: "void: opponent master, must trump (003)", rules: "montpellier", strain: H, leader: N, played: "CA", hand: "H7 SA", want: "H7", why: MustTrump},
		{name: "void: partner master frees (002)", rules: "base", strain: H, leader: N, played: "CA C7", hand: "H7 SA", want: "H7 SA", why: Free},
		{name: "void: partner master frees (004)", rules: "annonces", strain: H, leader: N, played: "CA C7", hand: "H7 SA", want: "H7 SA", why: Free},
		{name: "void: must trump always", rules: "base", mod: func(r *Ruleset) { r.Play.MustTrump = PlayMustTrumpAlways }, strain: H, leader: N, played: "CA C7", hand: "H7 SA", want: "H7", why: MustTrump},
		{name: "void: no trump, free", rules: "base", strain: H, leader: N, played: "CA", hand: "SA D7", want: "SA D7", why: Free},
		{name: "void: opponent ruffed, overtrump (002)", rules: "base", strain: H, leader: N, played: "CA H9", hand: "HJ H7 SA", want: "HJ", why: OvertrumpRuff, illegal: "H7", why2: OvertrumpRuff},
		{name: "void: opponent ruffed, overtrump (003)", rules: "montpellier", strain: H, leader: N, played: "CA H9", hand: "HJ H7 SA", want: "HJ", why: OvertrumpRuff, illegal: "SA", why2: OvertrumpRuff},
		{name: "void: opponent ruffed, any trump without overtrump_on_ruff", rules: "base", mod: func(r *Ruleset) { r.Play.OvertrumpOnRuff = false }, strain: H, leader: N, played: "CA H9", hand: "HJ H7 SA", want: "HJ H7", why: MustTrump},
		// 002's own example (Variations / Jeu de cartes): hearts trump,
		// partner (N) leads ♣10, W ruffs ♥9, S holds no club and only ♥10.
		{name: "002 example: pisser under base", rules: "base", strain: H, leader: N, played: "C10 H9", hand: "H10 SA D7", want: "H10", why: Undertrump, illegal: "SA", why2: Undertrump},
		{name: "002 example: free under montpellier (003)", rules: "montpellier", strain: H, leader: N, played: "C10 H9", hand: "H10 SA D7", want: "H10 SA D7", why: Free},
		{name: "002 example: free under the south variant", rules: "base", mod: func(r *Ruleset) { r.Play.Undertrump = PlayUndertrumpFree }, strain: H, leader: N, played: "C10 H9", hand: "H10 SA D7", want: "H10 SA D7", why: Free},
		{name: "undertrump forced (004)", rules: "annonces", strain: H, leader: N, played: "C10 H9", hand: "H10 SA D7", want: "H10", why: Undertrump},
		// partner ruffed (classique and annonces play N E S W)
		{name: "partner ruffed: free (002)", rules: "base", strain: H, leader: N, played: "C7 H10 C8", hand: "HJ H8 SA", want: "HJ H8 SA", why: Free},
		{name: "partner ruffed: free (004)", rules: "annonces", strain: H, leader: N, played: "C7 H10 C8", hand: "HJ H8 SA", want: "HJ H8 SA", why: Free},
		{name: "partner ruffed: a trump must be higher (001)", rules: "classique", strain: H, leader: N, played: "C7 H10 C8", hand: "HJ H8 SA", want: "HJ SA", why: OvertrumpRuff, illegal: "H8", why2: OvertrumpRuff},
		{name: "partner ruffed: no higher trump, free (001)", rules: "classique", strain: H, leader: N, played: "C7 HJ C8", hand: "H9 H8 SA", want: "H9 H8 SA", why: Free},
		// partner ruffed with a trump the player cannot beat, under
		// must_trump = "always": a trump is due, and undertrump decides
		// (docs/rulesets.md play.undertrump: "or partner, where must_trump
		// = always makes a trump due")
		{name: "always, partner's unbeatable ruff: undertrump forced", rules: "base", mod: func(r *Ruleset) { r.Play.MustTrump = PlayMustTrumpAlways },
			strain: H, leader: N, played: "C7 HJ C8", hand: "H9 H8 SA", want: "H9 H8", why: Undertrump, illegal: "SA", why2: Undertrump},
		{name: "always, partner's unbeatable ruff: undertrump free", rules: "base", mod: func(r *Ruleset) { r.Play.MustTrump, r.Play.Undertrump = PlayMustTrumpAlways, PlayUndertrumpFree },
			strain: H, leader: N, played: "C7 HJ C8", hand: "H9 H8 SA", want: "H9 H8 SA", why: Free},
		// must_trump = "never": no trump is due, so undertrump = "forced"
		// forces nothing; "only-trumps-left" still bars a lower trump
		{name: "never, opponent's unbeatable ruff: discard, undertrump forced", rules: "base", mod: func(r *Ruleset) { r.Play.MustTrump = PlayMustTrumpNever },
			strain: H, leader: N, played: "C10 H9", hand: "H10 SA D7", want: "H10 SA D7", why: Free},
		{name: "never, opponent's unbeatable ruff: only-trumps-left", rules: "base", mod: func(r *Ruleset) {
			r.Play.MustTrump, r.Play.Undertrump = PlayMustTrumpNever, PlayUndertrumpOnlyTrumpsLeft
		},
			strain: H, leader: N, played: "C10 H9", hand: "H10 SA D7", want: "SA D7", why: TrumpHigher, illegal: "H10", why2: TrumpHigher},
		// sans-atout: follow suit only
		{name: "sans-atout: follow", rules: "base", strain: SA, leader: N, played: "C10", hand: "C7 HA", want: "C7", why: FollowSuit},
		{name: "sans-atout: void, free", rules: "base", strain: SA, leader: N, played: "C10 CA", hand: "HA D7", want: "HA D7", why: Free},
		// tout-atout
		{name: "tout-atout: beat the led suit (002, 004)", rules: "base", strain: TA, leader: N, played: "C9", hand: "CJ CA C7 HJ", want: "CJ", why: ToutAtoutOvertrump, illegal: "CA", why2: ToutAtoutOvertrump},
		{name: "tout-atout: beat even partner", rules: "annonces", strain: TA, leader: N, played: "CA C7", hand: "CJ C8", want: "CJ", why: ToutAtoutOvertrump},
		{name: "tout-atout: cannot beat, follow", rules: "base", strain: TA, leader: N, played: "C9", hand: "CA C7 HJ", want: "CA C7", why: FollowSuit},
		{name: "tout-atout: void, free (002)", rules: "base", strain: TA, leader: N, played: "C9", hand: "HJ D7", want: "HJ D7", why: Free},
		{name: "tout-atout: discard cannot be beaten", rules: "base", strain: TA, leader: N, played: "C7 DJ", hand: "C8 CA", want: "C8 CA", why: ToutAtoutOvertrump},
		{name: "tout-atout without the key: follow only", rules: "base", mod: func(r *Ruleset) { r.Play.ToutAtoutOvertrump = false }, strain: TA, leader: N, played: "C9", hand: "CJ CA", want: "CJ CA", why: FollowSuit},
		// jass (000), spades trump
		{name: "jass: trump while holding the led suit", rules: "tournoi-2018", strain: Sp, leader: N, played: "HA", hand: "H7 S6 D7", want: "H7 S6", why: FollowSuit, illegal: "D7", why2: FollowSuit},
		{name: "jass: trump while holding only higher", rules: "tournoi-2018", strain: Sp, leader: N, played: "HA S9", hand: "H7 SQ SJ", want: "H7 SJ", why: FollowSuit, illegal: "SQ", why2: TrumpHigher},
		{name: "jass: void, no undertrump with other cards", rules: "tournoi-2018", strain: Sp, leader: N, played: "HA S9", hand: "SQ D7", want: "D7", why: TrumpHigher, illegal: "SQ", why2: TrumpHigher},
		{name: "jass: void, higher trump or discard", rules: "tournoi-2018", strain: Sp, leader: N, played: "HA S9", hand: "SJ SQ D7", want: "SJ D7", why: TrumpHigher},
		{name: "jass: undertrump with only trumps", rules: "tournoi-2018", strain: Sp, leader: N, played: "HA S9", hand: "SQ S7", want: "SQ S7", why: Free},
		{name: "jass: undertrump with only trumps, holding a higher one", rules: "tournoi-2018", strain: Sp, leader: N, played: "HA S9", hand: "SJ SQ", want: "SJ SQ", why: Free},
		{name: "jass without overtrump keys: void, higher trump or discard", rules: "tournoi-2018", mod: func(r *Ruleset) { r.Play.OvertrumpOnRuff, r.Play.OvertrumpPartner = false, false }, strain: Sp, leader: N, played: "HA S9", hand: "SJ SQ D7", want: "SJ D7", why: TrumpHigher},
		{name: "jass: void, never forced to trump", rules: "tournoi-2018", strain: Sp, leader: N, played: "HA", hand: "S7 D7", want: "S7 D7", why: Free},
		{name: "jass: partner ruffed, still only higher", rules: "tournoi-2018", strain: Sp, leader: N, played: "H7 S9 HA", hand: "SQ D7", want: "D7", why: TrumpHigher},
		{name: "jass: trump led, any trump (no overtrump)", rules: "tournoi-2018", strain: Sp, leader: N, played: "S7", hand: "S6 SA D7", want: "S6 SA", why: FollowSuit, illegal: "D7", why2: FollowSuit},
		{name: "jass: trump jack never forced on a trump lead", rules: "tournoi-2018", strain: Sp, leader: N, played: "S7", hand: "SJ D7 HA", want: "SJ D7 HA", why: Free},
		{name: "jass: jack with other trumps, a trump", rules: "tournoi-2018", strain: Sp, leader: N, played: "S7", hand: "SJ S6 D7", want: "SJ S6", why: FollowSuit},
		{name: "jass: jack alone without the exemption", rules: "tournoi-2018", mod: func(r *Ruleset) { r.Play.TrumpJackExempt = false }, strain: Sp, leader: N, played: "S7", hand: "SJ D7 HA", want: "SJ", why: FollowSuit},
		{name: "jack exempt from overtrumping", rules: "tournoi-2018", mod: func(r *Ruleset) { r.Play.TrumpLed = PlayTrumpLedOvertrump }, strain: Sp, leader: N, played: "S9", hand: "SJ S6 D7", want: "SJ S6", why: Overtrump},
		{name: "jass: nine of a 36-card deck, sixes follow", rules: "tournoi-2018", strain: Sp, leader: N, played: "D6", hand: "D7 H6", want: "D7", why: FollowSuit},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rs := testRulesets()[c.rules]
			if c.mod != nil {
				c.mod(rs)
			}
			e, err := NewEngine(rs)
			if err != nil {
				t.Fatal(err)
			}
			ts := trick(t, e, c.strain, c.leader, c.played)
			seat := e.Next(ts)
			h := hand(t, c.hand)
			got, why := e.Legal(ts, h, seat)
			if got != hand(t, c.want) || why != c.why {
				t.Errorf("Legal(%s holds %s) = %s, %s; want %s, %s", seat.String(), h, got, why.Code(), hand(t, c.want), c.why.Code())
			}
			for _, x := range h.Cards(nil) {
				rule, msg := e.Explain(ts, h, seat, x)
				if (rule == Free) != got.Has(x) || (msg == "") != got.Has(x) {
					t.Errorf("Explain(%s) = %s %q but legal = %v", x, rule.Code(), msg, got.Has(x))
				}
			}
			if c.illegal != "" {
				rule, msg := e.Explain(ts, h, seat, card(t, c.illegal))
				if rule != c.why2 {
					t.Errorf("Explain(%s) = %s %q, want %s", c.illegal, rule.Code(), msg, c.why2.Code())
				}
			}
		})
	}
}

func TestExplainMessages(t *testing.T) {
	H := notation.TrumpH
	cases := []struct {
		rules, played, hand, card, want string
	}{
		{"base", "C10", "C7 CQ H7", "H7", "W held ♣Q7: must follow ♣"},
		{"base", "H9", "HJ H7", "H7", "W must overtrump 9♥: held ♥J"},
		{"base", "CA", "D8 H8", "D8", "W must trump: partner not master, held ♥8"},
		{"base", "C10 H9", "H10 SA", "SA", "S must trump under 9♥ (no higher trump; undertrump is forced): held ♥10"},
		{"base", "C10 H9", "HJ SA", "SA", "S must overtrump 9♥: held ♥J"},
		{"base", "C10", "C7 CQ H7", "HA", "W does not hold A♥ (held ♥7 ♣Q7)"},
	}
	for _, c := range cases {
		e := testEngine(t, c.rules)
		ts := trick(t, e, H, N, c.played)
		_, msg := e.Explain(ts, hand(t, c.hand), e.Next(ts), card(t, c.card))
		if msg != c.want {
			t.Errorf("Explain(%s after %s, holding %s) = %q, want %q", c.card, c.played, c.hand, msg, c.want)
		}
	}
}

func TestWinner(t *testing.T) {
	e := testEngine(t, "base")
	cases := []struct {
		strain notation.Strain
		played string
		want   int
	}{
		{notation.TrumpH, "C10 CA C7 CK", 1},
		{notation.TrumpH, "C10 H7 CA HJ", 3},
		{notation.TrumpH, "C10 SA DA C7", 0},
		{notation.TrumpH, "H8 H9 HA H10", 1},
		{notation.SansAtout, "C10 HJ CA C7", 2},
		{notation.ToutAtout, "C10 C9 HJ CA", 1},
		{notation.TrumpH, "", 0},
	}
	for _, c := range cases {
		ts := trick(t, e, c.strain, N, c.played)
		if got := e.Winner(ts); got != c.want {
			t.Errorf("Winner(%s, %q) = %d, want %d", c.strain.String(), c.played, got, c.want)
		}
	}
}

var sinkHand Hand

func BenchmarkLegal(b *testing.B) {
	e := testEngine(b, "base")
	ts := trick(b, e, notation.TrumpH, N, "C10 H9")
	h := hand(b, "H10 HJ SA D7 D8 S7")
	seat := e.Next(ts)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		l, _ := e.Legal(ts, h, seat)
		sinkHand ^= l
	}
}

func BenchmarkLegalJass(b *testing.B) {
	e := testEngine(b, "tournoi-2018")
	ts := trick(b, e, notation.TrumpS, N, "S7")
	h := hand(b, "SJ S6 D7 HA HK")
	seat := e.Next(ts)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		l, _ := e.Legal(ts, h, seat)
		sinkHand ^= l
	}
}

// BenchmarkLegalMixed calls Legal on positions taken from random deals
// under each test ruleset (every seat's turn of every trick).
func BenchmarkLegalMixed(b *testing.B) {
	type pos struct {
		e    *Engine
		t    TrickState
		h    Hand
		seat notation.Seat
	}
	var ps []pos
	for _, name := range []string{"base", "montpellier", "classique", "annonces", "tournoi-2018"} {
		e := testEngine(b, name)
		rng := rand.New(rand.NewPCG(5, 5))
		for k := 0; k < 200; k++ {
			d := testRandomDeal(e, rng, k, notation.North)
			var hands [4]Hand
			for _, h := range d.Hands {
				hands[h.Seat-1], _ = HandOf(h.Cards)
			}
			var strain notation.Strain
			for _, c := range d.Calls {
				if c.Kind == notation.Bid {
					strain = c.Contract.Strain
				}
			}
			for _, tr := range d.Tricks {
				var ts TrickState
				ts.Start(strain, tr.Leader)
				for _, p := range tr.Plays {
					c, _ := CardOf(p.Card)
					seat := e.Next(&ts)
					ps = append(ps, pos{e, ts, hands[seat-1], seat})
					hands[seat-1] = hands[seat-1].Without(c)
					e.Add(&ts, c)
				}
			}
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := &ps[i%len(ps)]
		l, _ := p.e.Legal(&p.t, p.h, p.seat)
		sinkHand ^= l
	}
}
