package rules

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// TestVocabulary checks that messages spell cards, hands and contracts as
// the notation does (docs/notation.md, "Canonical form"): a card rank then
// suit as in a trick (10♥), a hand as suit groups (♥AJ10), a contract as
// the printer writes it (capot ♥).
func TestVocabulary(t *testing.T) {
	t.Run("every card as in a trick", func(t *testing.T) {
		for _, c := range FullDeck(36).Cards(nil) {
			want := c.Rank().String() + c.Suit().String()
			if got := c.String(); got != want || got != c.Notation().String() {
				t.Errorf("Card %d String() = %q, want %q", c, got, want)
			}
		}
	})
	t.Run("a hand as suit groups", func(t *testing.T) {
		h := MakeCard(notation.Ace, notation.Diamonds).Bit() | MakeCard(notation.Jack, notation.Diamonds).Bit() |
			MakeCard(notation.Ten, notation.Diamonds).Bit() | MakeCard(notation.Seven, notation.Spades).Bit()
		if got, want := h.String(), "♠7 ♦AJ10"; got != want {
			t.Errorf("Hand.String() = %q, want %q", got, want)
		}
	})
	t.Run("contracts in auction messages", func(t *testing.T) {
		rs := baseBidding()
		rs.Bidding.CapotEndsBidding = false
		for _, tt := range []struct {
			calls string
			k     notation.Contract
		}{
			{"W:capotS S:capotH", notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}},
			{"W:100H S:90S", notation.Contract{Level: notation.Points, Value: 90, Strain: notation.TrumpS}},
		} {
			_, errs := runAuction(t, rs, notation.North, tt.calls)
			if len(errs) == 0 {
				t.Fatalf("%s: no error", tt.calls)
			}
			if msg, want := errs[0].Msg, tt.k.String(); !strings.Contains(msg, " "+want+",") && !strings.Contains(msg, " "+want+" ") {
				t.Errorf("%s: message %q does not spell the bid as %q", tt.calls, msg, want)
			}
		}
	})
}
