package rules

import (
	"math/bits"
	"strings"

	"github.com/coinche/coinche/notation"
)

// Card is one card as an index 0..63: (suit-1)*16 + (rank-1), where suit
// and rank are the notation values (♠ ♥ ♦ ♣; 6 7 8 9 10 J Q K A). It is
// also the card's bit position in a Hand, so each suit owns 16 bits of
// which the low 9 are used (6 to ace; the 6 only in the 36-card deck).
type Card uint8

// NoCard is the Card value for "no card" (an empty slot of a TrickState).
const NoCard Card = 0xFF

// CardOf converts a parsed card. It returns false when the rank or the suit
// is not set (notation.NoRank, notation.NoSuit) or out of range.
func CardOf(c notation.Card) (Card, bool) {
	if c.Suit < notation.Spades || c.Suit > notation.Clubs || c.Rank < notation.Six || c.Rank > notation.Ace {
		return NoCard, false
	}
	return Card(c.Suit-1)<<4 | Card(c.Rank-1), true
}

// MakeCard returns the card of the given rank and suit; both must be set.
func MakeCard(r notation.Rank, s notation.Suit) Card {
	return Card(s-1)<<4 | Card(r-1)
}

// Suit is the card's suit.
func (c Card) Suit() notation.Suit { return notation.Suit(c>>4) + 1 }

// Rank is the card's rank.
func (c Card) Rank() notation.Rank { return notation.Rank(c&15) + 1 }

// Notation converts the card back to its parsed form.
func (c Card) Notation() notation.Card { return notation.Card{Rank: c.Rank(), Suit: c.Suit()} }

// Bit is the card's one-card Hand.
func (c Card) Bit() Hand { return 1 << c }

// String writes the card as the notation writes it in a trick, rank then
// suit (notation.Card.String): "10♥", "A♠"; "-" for NoCard.
func (c Card) String() string {
	if c == NoCard || c.Rank() > notation.Ace {
		return "-"
	}
	return c.Notation().String()
}

// Hand is a set of cards as a bitset: bit c is set when Card c is in the
// set. Suits occupy 16 bits each (♠ bits 0-15, ♥ 16-31, ♦ 32-47,
// ♣ 48-63).
type Hand uint64

// SuitMask is the Hand of every possible card (6 to ace) of suit s.
func SuitMask(s notation.Suit) Hand { return Hand(0x1FF) << (16 * (s - 1)) }

// HandOf builds a Hand from parsed cards. It returns false when a card is
// unset (see CardOf) or given twice; the hand then holds the valid cards.
func HandOf(cards []notation.Card) (Hand, bool) {
	var h Hand
	ok := true
	for _, nc := range cards {
		c, good := CardOf(nc)
		if !good || h.Has(c) {
			ok = false
			continue
		}
		h |= c.Bit()
	}
	return h, ok
}

// Has reports whether c is in the hand.
func (h Hand) Has(c Card) bool { return c < 64 && h>>c&1 != 0 }

// With returns the hand with c added.
func (h Hand) With(c Card) Hand { return h | 1<<c }

// Without returns the hand with c removed.
func (h Hand) Without(c Card) Hand { return h &^ (1 << c) }

// Count is the number of cards in the hand.
func (h Hand) Count() int { return bits.OnesCount64(uint64(h)) }

// Cards appends the hand's cards to dst, ♠ first and in each suit from the
// 6 up, and returns the extended slice.
func (h Hand) Cards(dst []Card) []Card {
	for h != 0 {
		c := Card(bits.TrailingZeros64(uint64(h)))
		dst = append(dst, c)
		h &= h - 1
	}
	return dst
}

// First is the lowest card of the hand in index order, NoCard when empty.
func (h Hand) First() Card {
	if h == 0 {
		return NoCard
	}
	return Card(bits.TrailingZeros64(uint64(h)))
}

// OfSuit is the part of the hand in suit s.
func (h Hand) OfSuit(s notation.Suit) Hand { return h & SuitMask(s) }

// String writes the hand for messages, by suit (♠ ♥ ♦ ♣) and from the ace
// down, suits separated by a space: "♠AK7 ♥J9"; "-" when empty.
func (h Hand) String() string {
	if h == 0 {
		return "-"
	}
	var b strings.Builder
	for s := notation.Spades; s <= notation.Clubs; s++ {
		x := h.OfSuit(s)
		if x == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s.String())
		for r := notation.Ace; r >= notation.Six; r-- {
			if x.Has(MakeCard(r, s)) {
				b.WriteString(r.String())
			}
		}
	}
	return b.String()
}

// FullDeck is the Hand of the whole deck: 32 cards (7 to ace) or 36 cards
// (6 to ace). Any other n gives 0.
func FullDeck(n int) Hand {
	var suit Hand
	switch n {
	case 32:
		suit = 0x1FE
	case 36:
		suit = 0x1FF
	default:
		return 0
	}
	return suit | suit<<16 | suit<<32 | suit<<48
}

func trailing(h Hand) Card { return Card(bits.TrailingZeros64(uint64(h))) }
