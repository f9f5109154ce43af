package rules

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// testRulesets are hand-built rulesets with the play rules of each
// document (the presets helper's TOML files are the reference; these keep
// the engine's tests independent of them).
func testRulesets() map[string]*Ruleset {
	belote := Cards{
		TrumpOrder:      []string{"J", "9", "A", "10", "K", "Q", "8", "7"},
		TrumpPoints:     []int{20, 14, 11, 10, 4, 3, 0, 0},
		PlainOrder:      []string{"A", "10", "K", "Q", "J", "9", "8", "7"},
		PlainPoints:     []int{11, 10, 4, 3, 2, 0, 0, 0},
		SansAtoutOrder:  []string{"A", "10", "K", "Q", "J", "9", "8", "7"},
		SansAtoutPoints: []int{19, 10, 4, 3, 2, 0, 0, 0},
		ToutAtoutOrder:  []string{"J", "9", "A", "10", "K", "Q", "8", "7"},
		ToutAtoutPoints: []int{14, 9, 6, 5, 3, 1, 0, 0},
		LastTrick:       10,
	}
	bid := Bidding{Min: 80, Max: 160, Step: 10, Specials: []Special{SpecialCapot}, CoincheEndsBidding: true, Surcoinche: SurcoincheByDeclaringTeam, CoincheUntil: CoincheUntilBidding, AllPass: AllPassRedeal, AfterCoinche: AfterCoincheAny}
	deal := DealRules{Direction: DirectionCounterclockwise, Patterns: [][]int{{3, 2, 3}}, NextDealer: NextDealerNext, FirstLead: FirstLeadFirstBidder}
	base := &Ruleset{Name: "base", Deck: Deck{Cards: 32}, Deal: deal, Cards: belote, Bidding: bid,
		Play: PlayRules{TrumpLed: PlayTrumpLedOvertrump, MustTrump: PlayMustTrumpOpponentMaster, Undertrump: PlayUndertrumpForced,
			OvertrumpOnRuff: true, ToutAtoutOvertrump: true},
		Belote: Belote{Enabled: true, Points: 20, Who: BeloteWhoDeclaringTeam, ToutAtout: BeloteToutAtoutAnySuit},
		Claims: Claims{Rule: ClaimRuleProof}}
	base.Bidding.SansAtout, base.Bidding.ToutAtout = true, true

	mont := *base
	mont.Name = "montpellier"
	mont.Bidding.SansAtout, mont.Bidding.ToutAtout = false, false
	mont.Bidding.CoincheEndsBidding = false
	mont.Play.Undertrump = PlayUndertrumpFree
	mont.Belote.Who = BeloteWhoAnyone

	classique := *base
	classique.Name = "classique"
	classique.Deal.Direction = DirectionClockwise
	classique.Bidding.SansAtout, classique.Bidding.ToutAtout = false, false
	classique.Bidding.Max = 180
	classique.Play.Undertrump = PlayUndertrumpFree
	classique.Play.OvertrumpPartner = true

	annonces := *base
	annonces.Name = "annonces"
	annonces.Deal.Direction = DirectionClockwise
	annonces.Bidding.Max = 650
	annonces.Bidding.CoincheEndsBidding = false

	tournoi := &Ruleset{Name: "tournoi-2018", Deck: Deck{Cards: 36},
		Deal: DealRules{Direction: DirectionCounterclockwise, Patterns: [][]int{{3, 3, 3}}, NextDealer: NextDealerNext, FirstLead: FirstLeadFirstBidder},
		Cards: Cards{
			TrumpOrder:  []string{"J", "9", "A", "K", "Q", "10", "8", "7", "6"},
			TrumpPoints: []int{20, 14, 11, 4, 3, 10, 0, 0, 0},
			PlainOrder:  []string{"A", "K", "Q", "J", "10", "9", "8", "7", "6"},
			PlainPoints: []int{11, 4, 3, 2, 10, 0, 0, 0, 0},
			LastTrick:   5,
		},
		Bidding: Bidding{Min: 60, Max: 150, Step: 10, Specials: []Special{SpecialMatch, SpecialGenerale}, CoincheOutOfTurn: CoincheAnyTime,
			CoincheUntil: CoincheUntilFirstCard, CoincheEndsBidding: true, GeneraleEndsBidding: true, Surcoinche: SurcoincheByDeclaringTeam,
			NoCoinche: []Special{SpecialGenerale}, AllPass: AllPassRedeal},
		Play: PlayRules{TrumpLed: PlayTrumpLedFollow, MustTrump: PlayMustTrumpNever, Undertrump: PlayUndertrumpOnlyTrumpsLeft,
			OvertrumpOnRuff: true, OvertrumpPartner: true, TrumpWhileHolding: true, TrumpJackExempt: true},
		Claims: Claims{Rule: ClaimRuleTournoi2018},
	}
	return map[string]*Ruleset{"base": base, "montpellier": &mont, "classique": &classique, "annonces": &annonces, "tournoi-2018": tournoi}
}

func testEngine(t testing.TB, name string) *Engine {
	t.Helper()
	rs, ok := testRulesets()[name]
	if !ok {
		t.Fatalf("no test ruleset %q", name)
	}
	e, err := NewEngine(rs)
	if err != nil {
		t.Fatalf("NewEngine(%s): %v", name, err)
	}
	return e
}

// card parses "H10", "SA", "C7", "D6" (suit letter S H D C, rank).
func card(t testing.TB, s string) Card {
	t.Helper()
	suits := map[byte]notation.Suit{'S': notation.Spades, 'H': notation.Hearts, 'D': notation.Diamonds, 'C': notation.Clubs}
	su, ok := suits[s[0]]
	r, ok2 := rankByName[s[1:]]
	if !ok || !ok2 {
		t.Fatalf("bad test card %q", s)
	}
	return MakeCard(r, su)
}

// hand parses space-separated cards ("" is the empty hand).
func hand(t testing.TB, s string) Hand {
	t.Helper()
	var h Hand
	for _, f := range strings.Fields(s) {
		h = h.With(card(t, f))
	}
	return h
}

func TestCardRoundTrip(t *testing.T) {
	n := 0
	for s := notation.Spades; s <= notation.Clubs; s++ {
		for r := notation.Six; r <= notation.Ace; r++ {
			c, ok := CardOf(notation.Card{Rank: r, Suit: s})
			if !ok || c.Suit() != s || c.Rank() != r || c.Notation() != (notation.Card{Rank: r, Suit: s}) {
				t.Errorf("CardOf(%v %v) = %v %v", r, s, c, ok)
			}
			if !FullDeck(36).Has(c) {
				t.Errorf("%v not in the 36-card deck", c)
			}
			if FullDeck(32).Has(c) != (r != notation.Six) {
				t.Errorf("%v in the 32-card deck: %v", c, FullDeck(32).Has(c))
			}
			n++
		}
	}
	for _, bad := range []notation.Card{{}, {Rank: notation.Ace}, {Suit: notation.Hearts}, {Rank: 10, Suit: 1}, {Rank: 1, Suit: 5}} {
		if _, ok := CardOf(bad); ok {
			t.Errorf("CardOf(%v) accepted", bad)
		}
	}
	if FullDeck(32).Count() != 32 || FullDeck(36).Count() != 36 || FullDeck(40) != 0 {
		t.Errorf("FullDeck counts: %d %d %d", FullDeck(32).Count(), FullDeck(36).Count(), FullDeck(40))
	}
}

func TestHand(t *testing.T) {
	h := hand(t, "SA SK S7 HJ H9 C10")
	if got, want := h.String(), "♠AK7 ♥J9 ♣10"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if Hand(0).String() != "-" {
		t.Errorf("empty hand String = %q", Hand(0).String())
	}
	if h.Count() != 6 || !h.Has(card(t, "HJ")) || h.Has(card(t, "HA")) {
		t.Errorf("Count/Has wrong: %v", h)
	}
	if h.Without(card(t, "HJ")).Has(card(t, "HJ")) || !h.With(card(t, "HA")).Has(card(t, "HA")) {
		t.Errorf("With/Without wrong")
	}
	if got := h.OfSuit(notation.Hearts); got != hand(t, "HJ H9") {
		t.Errorf("OfSuit(♥) = %v", got)
	}
	cs := h.Cards(nil)
	if len(cs) != 6 || cs[0] != card(t, "S7") || cs[5] != card(t, "C10") {
		t.Errorf("Cards = %v", cs)
	}
	if card(t, "H10").String() != "10♥" || NoCard.String() != "-" {
		t.Errorf("Card.String: %q %q", card(t, "H10").String(), NoCard.String())
	}
	hs, ok := HandOf([]notation.Card{{Rank: notation.Ace, Suit: notation.Spades}, {Rank: notation.Ace, Suit: notation.Spades}})
	if ok || hs != hand(t, "SA") {
		t.Errorf("HandOf with a card twice = %v, %v", hs, ok)
	}
}

func TestSeats(t *testing.T) {
	ccw := testEngine(t, "base")
	cw := testEngine(t, "classique")
	order := func(e *Engine) string {
		s, out := notation.North, ""
		for i := 0; i < 4; i++ {
			out += s.String()
			s = e.NextSeat(s)
		}
		return out
	}
	if got := order(ccw); got != "NWSE" {
		t.Errorf("counterclockwise order %s, want NWSE (002: play passes to the right)", got)
	}
	if got := order(cw); got != "NESW" {
		t.Errorf("clockwise order %s, want NESW (001, 004)", got)
	}
	for s, p := range map[notation.Seat]notation.Seat{notation.North: notation.South, notation.East: notation.West, notation.South: notation.North, notation.West: notation.East} {
		if Partner(s) != p {
			t.Errorf("Partner(%s) = %s", s.String(), Partner(s).String())
		}
	}
}

func TestNewEngineErrors(t *testing.T) {
	mod := []struct {
		name string
		f    func(*Ruleset)
		want string
	}{
		{"deck", func(r *Ruleset) { r.Deck.Cards = 40 }, "deck.cards"},
		{"direction", func(r *Ruleset) { r.Deal.Direction = Direction(9) }, "deal.direction"},
		{"order length", func(r *Ruleset) { r.Cards.TrumpOrder = r.Cards.TrumpOrder[:7] }, "trump_order"},
		{"points length", func(r *Ruleset) { r.Cards.PlainPoints = r.Cards.PlainPoints[:7] }, "plain_points"},
		{"six in 32", func(r *Ruleset) { r.Cards.PlainOrder = []string{"A", "10", "K", "Q", "J", "9", "8", "6"} }, "not in a 32-card deck"},
		{"twice", func(r *Ruleset) { r.Cards.PlainOrder = []string{"A", "10", "K", "Q", "J", "9", "8", "8"} }, "twice"},
		{"trump_led", func(r *Ruleset) { r.Play.TrumpLed = PlayTrumpLed(9) }, "trump_led"},
		{"must_trump", func(r *Ruleset) { r.Play.MustTrump = PlayMustTrump(9) }, "must_trump"},
		{"undertrump", func(r *Ruleset) { r.Play.Undertrump = PlayUndertrump(9) }, "undertrump"},
	}
	for _, m := range mod {
		t.Run(m.name, func(t *testing.T) {
			rs := testRulesets()["base"]
			c := *rs
			c.Cards.TrumpOrder = append([]string(nil), rs.Cards.TrumpOrder...)
			m.f(&c)
			_, err := NewEngine(&c)
			if err == nil || !strings.Contains(err.Error(), m.want) {
				t.Errorf("err = %v, want it to mention %q", err, m.want)
			}
		})
	}
	if _, err := NewEngine(nil); err == nil {
		t.Error("NewEngine(nil) gave no error")
	}
}

func TestPointsTotal(t *testing.T) {
	for name := range testRulesets() {
		e := testEngine(t, name)
		for st := notation.TrumpS; st <= notation.ToutAtout; st++ {
			got := e.HandPoints(st, e.Deck()) + e.rs.Cards.LastTrick
			want := 162
			if name == "tournoi-2018" {
				want = 157 // 000 Compte des points
			}
			if name == "tournoi-2018" && st > notation.TrumpC {
				continue
			}
			if got != want {
				t.Errorf("%s strain %d: deck points %d, want %d", name, st, got, want)
			}
		}
	}
}

func TestBeats(t *testing.T) {
	e := testEngine(t, "base")
	j := testEngine(t, "tournoi-2018")
	H, SA, TA := notation.TrumpH, notation.SansAtout, notation.ToutAtout
	cases := []struct {
		e      *Engine
		strain notation.Strain
		led    notation.Suit
		a, b   string
		want   bool
	}{
		{e, H, notation.Clubs, "H7", "CA", true},                 // a trump beats the led suit
		{e, H, notation.Clubs, "CA", "H7", false},                // and is not beaten by it
		{e, H, notation.Hearts, "HJ", "H9", true},                // J over 9 in trump
		{e, H, notation.Hearts, "H9", "HA", true},                // 9 over A in trump
		{e, H, notation.Clubs, "C10", "CK", true},                // plain order A 10 K
		{e, H, notation.Clubs, "CJ", "C9", true},                 // plain J over 9
		{e, H, notation.Clubs, "SA", "C7", false},                // a discard beats nothing
		{e, H, notation.Clubs, "C7", "SA", true},                 // the led suit beats a discard
		{e, SA, notation.Clubs, "C10", "CJ", true},               // sans-atout order
		{e, SA, notation.Clubs, "HJ", "C7", false},               // no trump in sans-atout
		{e, TA, notation.Clubs, "C9", "CA", true},                // tout-atout: trump order in each suit
		{e, TA, notation.Clubs, "HJ", "C7", false},               // tout-atout: only the led suit wins
		{j, notation.TrumpS, notation.Spades, "SK", "S10", true}, // jass trump order J 9 A K Q 10
		{j, notation.TrumpS, notation.Hearts, "HQ", "HJ", true},  // jass plain order A K Q J 10
		{j, notation.TrumpS, notation.Hearts, "H6", "DA", true},
	}
	for _, c := range cases {
		if got := c.e.Beats(c.strain, c.led, card(t, c.a), card(t, c.b)); got != c.want {
			t.Errorf("%s: Beats(%d, led %s, %s, %s) = %v, want %v", c.e.rs.Name, c.strain, c.led.String(), c.a, c.b, got, c.want)
		}
	}
}
