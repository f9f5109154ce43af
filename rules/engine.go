package rules

import (
	"fmt"

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
	trumps [7]Hand      // trump cards
	power  [7][64]uint8 // order within its suit; higher beats lower
	above  [7][64]Hand  // cards of the same suit that beat the card
	points [7][64]uint8 // card points
	// per strain: rule switches
}

// NewEngine precomputes the tables of rs. It returns an error when the
// deck is not 32 or 36 cards or a card order or points list is not a
// permutation of the deck's ranks with as many points.
func NewEngine(rs *Ruleset) (*Engine, error) {
	if rs == nil {
		return nil, fmt.Errorf("rules: nil ruleset")
	}
	e := &Engine{rs: rs, deck: FullDeck(rs.Deck.Cards)}
	if e.deck == 0 {
		return nil, fmt.Errorf("rules: deck.cards is %d; want 32 or 36", rs.Deck.Cards)
	}
	e.cw = rs.Deal.Direction == "clockwise"
	return e, nil
}

// Ruleset is the ruleset the engine was built from.
func (e *Engine) Ruleset() *Ruleset { return e.rs }

// Deck is the Hand of every card dealt under the ruleset (32 or 36).
func (e *Engine) Deck() Hand { return e.deck }

// Trumps is the Hand of every trump card under the strain: one suit, none
// (sans-atout) or all (tout-atout).
func (e *Engine) Trumps(strain notation.Strain) Hand { return e.trumps[strain] }

// Points is the card points of c under a contract in strain (Cards
// section of the ruleset: trump, plain, sans-atout or tout-atout points).
func (e *Engine) Points(strain notation.Strain, c Card) int { return int(e.points[strain][c]) }

// HandPoints is the sum of the card points of h under the strain.
func (e *Engine) HandPoints(strain notation.Strain, h Hand) int {
	n := 0
	for ; h != 0; h &= h - 1 {
		n += int(e.points[strain][trailing(h)])
	}
	return n
}

// IsTrump reports whether c is a trump under the strain (every card in
// tout-atout, none in sans-atout).
func (e *Engine) IsTrump(strain notation.Strain, c Card) bool { return e.trumps[strain].Has(c) }

// Beats reports whether a beats b in a trick led in suit led: a trump beats
// a non-trump, a card of the led suit beats a card of another plain suit,
// and within one suit the higher in the strain's order wins. A card that
// neither follows nor trumps beats nothing.
func (e *Engine) Beats(strain notation.Strain, led notation.Suit, a, b Card) bool {
	return false
}

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

// TeamOf is the team of seat s.
func TeamOf(s notation.Seat) notation.Team {
	if s == notation.East || s == notation.West {
		return notation.EW
	}
	return notation.NS
}
