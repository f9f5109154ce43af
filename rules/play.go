package rules

import (
	"github.com/coinche/coinche/notation"
)

// TrickState is a trick being played: the contract's strain, the seat
// that led, and the N cards played so far in play order (Cards[i] played
// by Seats[i]). The zero value of the array slots beyond N is unused.
type TrickState struct {
	Strain notation.Strain
	Leader notation.Seat
	N      int
	Cards  [4]Card
	Seats  [4]notation.Seat
}

// Led is the suit of the first card, NoSuit when the trick is empty.
func (t *TrickState) Led() notation.Suit {
	if t.N == 0 {
		return notation.NoSuit
	}
	return t.Cards[0].Suit()
}

// Rule names the obligation that restricted a player's choice of card.
// Its Code is stable and is the diagnostic code of a card played against
// it (docs/diagnostics.md).
type Rule uint8

const (
	// Free: nothing restricted the choice (leading, or void and free).
	Free Rule = iota
	// FollowSuit: the player held the led suit and had to play it (every
	// document; 003 LE JEU DE LA CARTE "fournir la couleur demandée").
	FollowSuit
	// Overtrump: trump was led and the player had to beat the highest
	// trump in the trick (002, 003, 004; jass 000 too).
	Overtrump
	// MustTrump: void in the led plain suit, the player had to trump
	// (an opponent was master, or always per play.must_trump).
	MustTrump
	// OvertrumpRuff: void, an opponent had trumped, and the player had to
	// trump higher.
	OvertrumpRuff
	// Undertrump: void, an opponent had trumped higher than any trump the
	// player held, and the player had to play a lower trump ("pisser",
	// 002 base).
	Undertrump
	// TrumpHigher: jass (000): a trump played over a trick already
	// trumped must be higher, unless the player holds nothing but trumps.
	TrumpHigher
	// ToutAtoutOvertrump: in tout-atout, the player following had to beat
	// the highest card of the led suit (002, 004).
	ToutAtoutOvertrump
	// NotInHand: the card played is not in the player's hand.
	NotInHand
)

var ruleCodes = [...]string{
	Free:               "play/free",
	FollowSuit:         "play/follow-suit",
	Overtrump:          "play/overtrump",
	MustTrump:          "play/must-trump",
	OvertrumpRuff:      "play/overtrump-ruff",
	Undertrump:         "play/undertrump",
	TrumpHigher:        "play/trump-higher",
	ToutAtoutOvertrump: "play/tout-atout-overtrump",
	NotInHand:          "play/not-in-hand",
}

// Code is the rule's stable diagnostic code, e.g. "play/follow-suit".
func (r Rule) Code() string {
	if int(r) < len(ruleCodes) {
		return ruleCodes[r]
	}
	return "play/unknown"
}

// String is the rule's Code.
func (r Rule) String() string { return r.Code() }

// Winner is the index (0..N-1) of the card winning the trick so far; 0
// for an empty trick.
func (e *Engine) Winner(t *TrickState) int {
	return 0
}

// Legal is the set of cards of hand that seat may play to the trick t
// under the ruleset's play rules, and the obligation (Rule) that
// restricted the choice, Free when any card of the hand may be played.
// When the trick is empty every card is legal. It never allocates.
func (e *Engine) Legal(t *TrickState, hand Hand, seat notation.Seat) (legal Hand, why Rule) {
	return hand, Free
}

// Explain says, for a message, why played was not legal: who held what
// and what the rule required, e.g. "E held ♥Q7: must follow ♥",
// "must overtrump ♥9: held ♥J", "must trump: partner not master, held
// ♦8". It returns "" when played is legal.
func (e *Engine) Explain(t *TrickState, hand Hand, seat notation.Seat, played Card) string {
	return ""
}
