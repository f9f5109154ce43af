package solve_test

import (
	"fmt"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/rules/solve"
)

// Two tricks left in sans-atout (base): N cashes ♣A and E must give up
// either the ♦10 or the guard of ♠K.
func ExampleSolver_Best() {
	rs, _ := rulesfile.Preset("base")
	e, _ := rules.NewEngine(rs)
	card := func(r notation.Rank, s notation.Suit) rules.Hand { return rules.MakeCard(r, s).Bit() }
	var p solve.Position
	p.Hands = [4]rules.Hand{
		card(notation.Ace, notation.Clubs) | card(notation.Queen, notation.Spades),      // N
		card(notation.King, notation.Spades) | card(notation.Ten, notation.Diamonds),    // E
		card(notation.Eight, notation.Diamonds) | card(notation.Seven, notation.Hearts), // S
		card(notation.Seven, notation.Clubs) | card(notation.Seven, notation.Diamonds),  // W
	}
	p.Trick.Start(notation.SansAtout, notation.North)
	p.Declarers = notation.NS
	s := solve.New(e)
	v, best := s.Best(p)
	fmt.Println("NS take", v, "points; best:", best)
	for _, cv := range s.Cards(p, nil) {
		fmt.Println(cv.Card, cv.Value)
	}
	// Output:
	// NS take 29 points; best: ♣A
	// Q♠ 0
	// A♣ 29
}
