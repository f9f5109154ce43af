package analyze_test

import (
	"fmt"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/analyze"
)

// N holds the four top trumps and the four top spades: drawing trumps
// takes every trick, but N leads the ♠A first and W ruffs it.
const ruffed = `[Rules "base"]
deal 1 dealer E
hands    N: ♠AKQ10 ♥AJ109 ♦- ♣-
         E: ♠- ♥87 ♦- ♣KQJ987
         S: ♠J987 ♥- ♦87 ♣A10
         W: ♠- ♥KQ ♦AKQJ109 ♣-
calls    N 100♥  W pass  S pass  E pass
tricks   N: A♠ Q♥ 7♠ 7♣
         W: A♦ 7♦ 7♥ 10♥
         N: J♥ K♥ 8♠ 8♥
         N: 10♠ 9♦ 9♠ 8♣
         N: K♠ J♦ J♠ 9♣
         N: Q♠ Q♦ 8♦ J♣
         N: 9♥ K♦ A♣ Q♣
         N: A♥ 10♦ 10♣ K♣
`

func ExampleAnalyzer_Deal() {
	games, err := notation.Parse("ruffed.coinche", []byte(ruffed))
	if err != nil {
		panic(err)
	}
	rs, _ := rulesfile.Preset("base")
	ck, _ := rules.NewChecker(rs)
	o, problems := ck.CheckDeal(games[0].Deals[0])
	if len(problems) > 0 {
		panic(problems)
	}
	a, _ := analyze.New(rs)
	d := a.Deal(o, score.Deal(rs, o))
	fmt.Println(analyze.ParLine(d))
	fmt.Println(analyze.PlayedLine(d))
	for _, p := range d.Plays {
		if p.Cost > 0 {
			fmt.Printf("trick %d: %s played %s (%d -> %d): cost %d; best %s\n",
				p.Trick, p.Seat, analyze.CardText(p.Card), p.Before, p.After, p.Cost, analyze.CardsText(p.Best))
		}
	}
	// Output:
	// Par: NS take 162 of 162 with best play: N 100♥ makeable with 62 to spare (162 counted ≥ 100 needed)
	// Played: NS took 148, made by 48 (148 counted ≥ 100 needed): 14 below par
	// trick 1: N played A♠ (162 -> 143): cost 19; best J♥ 9♥ A♥ 10♥
	// trick 1: W played Q♥ (143 -> 144): cost 1; best K♥
	// trick 1: E played 7♣ (144 -> 148): cost 4; best K♣
}
