package rules_test

import (
	"fmt"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

func card(r notation.Rank, s notation.Suit) rules.Card { return rules.MakeCard(r, s) }

// 002's own example (Variations, Jeu de cartes): hearts are trump, North
// leads the ♣10, West ruffs with the ♥9; South has no club and only the ♥10
// as trump. Under base South must play it ("pisser"); under montpellier
// (003: "on ne pisse pas") any card may be played.
func ExampleEngine_Legal() {
	south := rules.Hand(0).
		With(card(notation.Ten, notation.Hearts)).
		With(card(notation.Ace, notation.Spades)).
		With(card(notation.Seven, notation.Diamonds))
	for _, name := range []string{"base", "montpellier"} {
		rs, _ := rulesfile.Preset(name)
		e, _ := rules.NewEngine(rs)
		var t rules.TrickState
		t.Start(notation.TrumpH, notation.North)
		e.Add(&t, card(notation.Ten, notation.Clubs))
		e.Add(&t, card(notation.Nine, notation.Hearts))
		legal, why := e.Legal(&t, south, e.Next(&t))
		_, msg := e.Explain(&t, south, notation.South, card(notation.Ace, notation.Spades))
		fmt.Printf("%s: %s may play %s (%s) %s\n", name, e.Next(&t).String(), legal, why.Code(), msg)
	}
	// Output:
	// base: S may play ♥10 (play/undertrump) S must trump under 9♥ (no higher trump; undertrump is forced): held ♥10
	// montpellier: S may play ♠A ♥10 ♦7 (play/free)
}

// A claim is accepted (outside tournoi-2018) only when the claiming team
// wins every remaining trick whatever is played.
func ExampleEngine_ClaimHolds() {
	rs, _ := rulesfile.Preset("base")
	e, _ := rules.NewEngine(rs)
	var hands [4]rules.Hand // N, E, S, W
	hands[0] = rules.Hand(0).With(card(notation.Jack, notation.Hearts)).With(card(notation.Ace, notation.Spades))
	hands[1] = rules.Hand(0).With(card(notation.Ten, notation.Spades)).With(card(notation.Seven, notation.Hearts))
	hands[2] = rules.Hand(0).With(card(notation.Eight, notation.Clubs)).With(card(notation.Seven, notation.Clubs))
	hands[3] = rules.Hand(0).With(card(notation.King, notation.Spades)).With(card(notation.Nine, notation.Clubs))
	fmt.Println(e.ClaimHolds(notation.TrumpH, hands, notation.North, notation.North, nil))
	// with clubs trump, West ruffs the ♥J with the ♣9:
	fmt.Println(e.ClaimHolds(notation.TrumpC, hands, notation.North, notation.North, nil))
	// Output:
	// true
	// false
}
