package render_test

import (
	"fmt"
	"os"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
)

// 003 LA MARQUE: an announced capot, coinched, is worth 750.
func ExampleWrite() {
	rs, _ := rulesfile.Preset("montpellier")
	s := score.NewSheet(rs, 1000)
	s.Add(rules.Outcome{
		Deal:     &notation.Deal{Number: 1, Dealer: notation.West},
		Declarer: notation.North,
		Contract: notation.Contract{Level: notation.Points, Value: 90, Strain: notation.TrumpD},
		Points:   [2]int{104, 58},
		Tricks:   [2]int{5, 3},
	})
	s.Add(rules.Outcome{
		Deal:     &notation.Deal{Number: 2, Dealer: notation.South},
		Declarer: notation.North,
		Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH},
		Double:   1,
		Points:   [2]int{162, 0},
		Tricks:   [2]int{8, 0},
		Capot:    notation.NS,
	})
	render.Write(os.Stdout, s, "markdown", score.Names{NS: "Nous", EW: "Eux"})
	// Output:
	// NS: Nous · EW: Eux
	//
	// | # | Dealer | Contract    | Points NS | Points EW | Result         | NS  | EW | Total NS | Total EW |
	// |:--|:-------|:------------|:----------|:----------|:---------------|:----|:---|:---------|:---------|
	// | 1 | W      | N 90♦       | 104       | 58        | made           | 190 | 60 | 190      | 60       |
	// | 2 | S      | N capot ♥ X | 162       | 0         | made, capot NS | 750 | 0  | 940      | 60       |
	//
	// Game in progress: no team has reached 1000 (Nous 940, Eux 60)
}

// A tournament table from two finished games: the same pair, written in
// another order and seat, is one team. Game 1: Ann/Bob 80 + 100 = 180, Cid/Dee
// 62 → 60; game 2: Cid/Dee 90 + 110 = 200, Ann/Bob 52 → 50.
func ExampleWriteStandings() {
	rs, _ := rulesfile.Preset("base")
	st := score.NewStandings()
	for i, src := range []string{
		"[NS \"Ann / Bob\"] [EW \"Cid / Dee\"] [Rules \"base\"] [Target \"100\"]\n\ndeal 1 dealer N  N 80♥ made 100\n",
		"[NS \"Dee / Cid\"] [EW \"Bob / Ann\"] [Rules \"base\"] [Target \"100\"]\n\ndeal 1 dealer N  N 90♠ made 110\n",
	} {
		games, _ := notation.Parse("t.coinche", []byte(src))
		outs, _ := rules.CheckGame(games[0], rs)
		s, _ := score.NewGameSheet(rs, games[0])
		for _, o := range outs {
			s.Add(o)
		}
		st.Add(fmt.Sprintf("t.coinche#%d", i+1), score.InfoFromGame("t.coinche", games[0]), score.NamesFromGame(games[0]), s, nil)
	}
	render.WriteStandings(os.Stdout, st, "csv")
	// Output:
	// #,Team,Played,Won,Lost,For,Against,Difference
	// 1,Cid / Dee,2,1,1,260,230,+30
	// 2,Ann / Bob,2,1,1,230,260,-30
}
