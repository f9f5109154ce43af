package rules

import (
	"fmt"
	"sort"

	"github.com/coinche/coinche/notation"
)

// Engine holds the tables precomputed from a Ruleset: for each strain the
// trump suits, the power (order) of every card and its points, so that
// Legal, Beats and Winner cost a few mask operations. An Engine is
// read-only after NewEngine and safe for concurrent use.
type Engine struct {
	rs   *Ruleset
	deck Hand
	cw   bool // clockwise

	// per strain (index notation.Strain, 0 unused)
	trumps [8]Hand      // trump cards
	power  [8][64]uint8 // order within its suit; higher beats lower
	above  [8][64]Hand  // cards of the same suit that beat the card
	points [8][64]uint8 // card points

	trumpJack [8]Hand // the jack of trump, per suit strain
	// byPower lists the deck's cards per strain from the weakest to the
	// strongest (trumps last), for searches that try strong cards first.
	byPower [8][]Card

	// play rules (PlayRules), decoded
	jackExempt            bool // trump_jack_exempt
	trumpLedOver          bool // trump_led = "overtrump"
	partnerMasterTrumpLed bool // partner_master_trump_led
	mustTrump             PlayMustTrump
	undertrump            PlayUndertrump
	overtrumpRuff         bool // overtrump_on_ruff
	overtrumpPartner      bool // overtrump_partner
	trumpWhileHolding     bool // trump_while_holding
	taOver                bool // tout_atout_overtrump
}

// NewEngine precomputes the tables of rs. It returns an error when the
// deck is not 32 or 36 cards, when the trump or plain order or points
// (Cards section) is missing or is not a list of the deck's ranks with one
// point value each, or when the direction is neither "clockwise" nor
// "counterclockwise". Sans-atout and tout-atout orders and points default
// to the plain and trump ones when not given.
func NewEngine(rs *Ruleset) (*Engine, error) {
	if rs == nil {
		return nil, fmt.Errorf("rules: nil ruleset")
	}
	e := &Engine{rs: rs, deck: FullDeck(rs.Deck.Cards)}
	if e.deck == 0 {
		return nil, fmt.Errorf("rules: deck.cards is %d; want 32 or 36", rs.Deck.Cards)
	}
	if !rs.Deal.Direction.Valid() {
		return nil, fmt.Errorf("rules: %w", &EnumError{Key: "deal.direction", Value: rs.Deal.Direction.String(), Want: rs.Deal.Direction.Values()})
	}
	e.cw = rs.Deal.Direction == DirectionClockwise
	tabs, err := e.rankTables()
	if err != nil {
		return nil, err
	}
	e.strainTables(tabs)
	e.orderByPower()
	if err := e.playRules(&rs.Play); err != nil {
		return nil, err
	}
	return e, nil
}

// rankTables reads the [cards] orders and points (docs/rulesets.md) of
// the trump, plain, sans-atout and tout-atout tables, in that order; the
// last two default to the plain and trump tables.
func (e *Engine) rankTables() ([4]rankTab, error) {
	c := &e.rs.Cards
	specs := [4]struct {
		what   string
		order  []string
		points []int
	}{
		{"trump", c.TrumpOrder, c.TrumpPoints},
		{"plain", c.PlainOrder, c.PlainPoints},
		{"sans_atout", orDefault(c.SansAtoutOrder, c.PlainOrder), orDefaultInt(c.SansAtoutPoints, c.PlainPoints)},
		{"tout_atout", orDefault(c.ToutAtoutOrder, c.TrumpOrder), orDefaultInt(c.ToutAtoutPoints, c.TrumpPoints)},
	}
	var tabs [4]rankTab
	for i, sp := range specs {
		var err error
		if tabs[i], err = e.rankTable(sp.what, sp.order, sp.points); err != nil {
			return tabs, err
		}
	}
	return tabs, nil
}

// strainTables fills, for each strain, the trumps, each card's power and
// points, and the cards of its suit that beat it: a suit strain's suit
// takes the trump table (tabs[0]) and the others the plain one (tabs[1]);
// sans-atout has no trump (tabs[2]); in tout-atout every suit is trump
// (tabs[3]).
func (e *Engine) strainTables(tabs [4]rankTab) {
	trump, plain, sa, ta := tabs[0], tabs[1], tabs[2], tabs[3]
	for st := notation.TrumpS; st <= notation.ToutAtout; st++ {
		for s := notation.Spades; s <= notation.Clubs; s++ {
			tab := plain
			switch {
			case st == notation.SansAtout:
				tab = sa
			case st == notation.ToutAtout:
				tab = ta
				e.trumps[st] |= SuitMask(s) & e.deck
			case notation.Suit(st) == s:
				tab = trump
				e.trumps[st] |= SuitMask(s) & e.deck
			}
			for r := notation.Six; r <= notation.Ace; r++ {
				card := MakeCard(r, s)
				if !e.deck.Has(card) {
					continue
				}
				e.power[st][card] = tab.power[r]
				e.points[st][card] = tab.points[r]
			}
		}
		for s := notation.Spades; s <= notation.Clubs; s++ {
			suit := SuitMask(s) & e.deck
			for x := suit; x != 0; x &= x - 1 {
				a := trailing(x)
				for y := suit; y != 0; y &= y - 1 {
					b := trailing(y)
					if e.power[st][b] > e.power[st][a] {
						e.above[st][a] |= b.Bit()
					}
				}
			}
		}
	}
}

// orderByPower lists the deck's cards per strain from the weakest to the
// strongest, trumps last (byPower), and each suit strain's jack of trump.
func (e *Engine) orderByPower() {
	for st := notation.TrumpS; st <= notation.ToutAtout; st++ {
		cards := e.deck.Cards(nil)
		sort.SliceStable(cards, func(i, j int) bool {
			ti, tj := e.trumps[st].Has(cards[i]), e.trumps[st].Has(cards[j])
			if ti != tj {
				return tj
			}
			return e.power[st][cards[i]] < e.power[st][cards[j]]
		})
		e.byPower[st] = cards
	}
	for st := notation.TrumpS; st <= notation.TrumpC; st++ {
		e.trumpJack[st] = MakeCard(notation.Jack, notation.Suit(st)).Bit()
	}
}

// playRules decodes the [play] keys (docs/rulesets.md). Error: an
// enumerated key with a value it does not take (EnumError).
func (e *Engine) playRules(p *PlayRules) error {
	e.jackExempt = p.TrumpJackExempt
	for _, v := range []enumValue{p.TrumpLed, p.MustTrump, p.Undertrump} {
		if !v.Valid() {
			return fmt.Errorf("rules: %w", &EnumError{Key: v.Key(), Value: v.String(), Want: v.Values()})
		}
	}
	e.trumpLedOver = p.TrumpLed == PlayTrumpLedOvertrump
	e.mustTrump, e.undertrump = p.MustTrump, p.Undertrump
	e.partnerMasterTrumpLed = p.PartnerMasterTrumpLed
	e.overtrumpRuff = p.OvertrumpOnRuff
	e.overtrumpPartner = p.OvertrumpPartner
	e.trumpWhileHolding = p.TrumpWhileHolding
	e.taOver = p.ToutAtoutOvertrump
	return nil
}

type rankTab struct {
	power  [16]uint8 // by notation.Rank; 1 = lowest
	points [16]uint8
}

var rankByName = map[string]notation.Rank{
	"6": notation.Six, "7": notation.Seven, "8": notation.Eight, "9": notation.Nine,
	"10": notation.Ten, "J": notation.Jack, "Q": notation.Queen, "K": notation.King,
	"A": notation.Ace,
}

// rankTable checks one order (highest first) and its points against the deck.
func (e *Engine) rankTable(what string, order []string, points []int) (rankTab, error) {
	var t rankTab
	want := e.rs.HandSize() // one rank per card of a suit: 8 or 9
	if len(order) != want {
		return t, fmt.Errorf("rules: cards.%s_order has %d ranks; want %d", what, len(order), want)
	}
	if len(points) != want {
		return t, fmt.Errorf("rules: cards.%s_points has %d values; want %d (one per rank of %s_order)", what, len(points), want, what)
	}
	for i, name := range order {
		r, ok := rankByName[name]
		if !ok || (r == notation.Six && want == 8) {
			return t, fmt.Errorf("rules: cards.%s_order: rank %q is not in a %d-card deck", what, name, e.rs.Deck.Cards)
		}
		if t.power[r] != 0 {
			return t, fmt.Errorf("rules: cards.%s_order: rank %q given twice", what, name)
		}
		if points[i] < 0 || points[i] > 255 {
			return t, fmt.Errorf("rules: cards.%s_points: %d out of range 0..255", what, points[i])
		}
		t.power[r] = uint8(want - i)
		t.points[r] = uint8(points[i])
	}
	return t, nil
}

func orDefault(a, b []string) []string {
	if len(a) > 0 {
		return a
	}
	return b
}

func orDefaultInt(a, b []int) []int {
	if len(a) > 0 {
		return a
	}
	return b
}

// Ruleset is the ruleset the engine was built from.
func (e *Engine) Ruleset() *Ruleset { return e.rs }

// Deck is the Hand of every card dealt under the ruleset (32 or 36).
func (e *Engine) Deck() Hand { return e.deck }

// Trumps is the Hand of every trump card under the strain: one suit, none
// (sans-atout) or all (tout-atout).
func (e *Engine) Trumps(strain notation.Strain) Hand { return e.trumps[strain&7] }

// Points is the card points of c under a contract in strain (Cards
// section of the ruleset: trump, plain, sans-atout or tout-atout points).
func (e *Engine) Points(strain notation.Strain, c Card) int { return int(e.points[strain&7][c&63]) }

// HandPoints is the sum of the card points of h under the strain.
func (e *Engine) HandPoints(strain notation.Strain, h Hand) int {
	n := 0
	for ; h != 0; h &= h - 1 {
		n += int(e.points[strain&7][trailing(h)])
	}
	return n
}

// IsTrump reports whether c is a trump under the strain (every card in
// tout-atout, none in sans-atout).
func (e *Engine) IsTrump(strain notation.Strain, c Card) bool { return e.trumps[strain&7].Has(c) }

// Beats reports whether a beats b in a trick led in suit led: a trump beats
// a non-trump, a card of the led suit beats a card of another plain suit,
// and within one suit the higher in the strain's order wins. A card that
// neither follows nor trumps beats nothing.
func (e *Engine) Beats(strain notation.Strain, led notation.Suit, a, b Card) bool {
	strain &= 7
	t := e.trickTrumps(strain, led)
	at, bt := t.Has(a), t.Has(b)
	if at != bt {
		return at
	}
	if a.Suit() == b.Suit() {
		return e.power[strain][a&63] > e.power[strain][b&63]
	}
	return a.Suit() == led
}

// trickTrumps is the set of cards that beat every other card in a trick
// led in suit led: the trump suit, or in tout-atout the led suit (a card
// of another suit never wins), or none in sans-atout.
func (e *Engine) trickTrumps(strain notation.Strain, led notation.Suit) Hand {
	if strain == notation.ToutAtout {
		return SuitMask(led)
	}
	return e.trumps[strain&7]
}

// Power is the rank of c within its suit under the strain, 1 for the
// lowest card up to 8 (or 9 with the 36-card deck); 0 outside the deck.
func (e *Engine) Power(strain notation.Strain, c Card) int { return int(e.power[strain&7][c&63]) }

// Above is the set of cards of c's suit that beat c under the strain.
func (e *Engine) Above(strain notation.Strain, c Card) Hand { return e.above[strain&7][c&63] }

// NextSeat is the seat after s in the direction of play (Deal.Direction):
// counterclockwise N W S E, clockwise N E S W.
func (e *Engine) NextSeat(s notation.Seat) notation.Seat {
	if e.cw {
		return s%4 + 1
	}
	return (s+2)%4 + 1
}

// Partner is the seat facing s (N-S, E-W).
func Partner(s notation.Seat) notation.Seat { return (s+1)%4 + 1 }
