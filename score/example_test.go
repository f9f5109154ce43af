package score_test

import (
	"fmt"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
)

func mustPreset(name string) *rules.Ruleset {
	rs, err := rulesfile.Preset(name)
	if err != nil {
		panic(err)
	}
	return rs
}

// 002 Coinche et surcoinche: we bid 100, they coinche, we declare belote
// and fail: we score 20, they score 160 + (100 × 2) = 360.
func ExampleDeal() {
	rs := mustPreset("base")
	o := rules.Outcome{
		Declarer: notation.South,
		Contract: notation.Contract{Level: notation.Points, Value: 100, Strain: notation.TrumpS},
		Double:   1,
		Points:   [2]int{70, 92},
		Tricks:   [2]int{3, 5},
		Belote:   notation.NS,
	}
	ds := score.Deal(rs, o)
	fmt.Println(ds.Score[0], ds.Score[1])
	fmt.Println(ds.Why())
	// Output:
	// 20 360
	// S 100♠ X failed: 70 + 20 belote = 90 counted < 100 needed; NS 20 belote = 20; EW 200 contract (×2) + 160 = 360
}

// 001 points annoncés: a 100 bid made with 80 card points and the belote
// scores the contract only, and the defenders nothing.
func ExampleDealWith() {
	rs := mustPreset("classique")
	o := rules.Outcome{
		Declarer: notation.East,
		Contract: notation.Contract{Level: notation.Points, Value: 100, Strain: notation.TrumpH},
		Points:   [2]int{82, 80},
		Tricks:   [2]int{-1, -1},
		Belote:   notation.EW,
	}
	ds := score.DealWith(rs, o, score.Options{Mode: new(rules.ScoringModeBid)})
	fmt.Println(ds.Made, ds.Score[0], ds.Score[1])
	// Output:
	// true 0 100
}

// 003 LA MARQUE: an announced capot, coinched, is worth 750.
func ExampleSheet() {
	rs := mustPreset("montpellier")
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
	for _, r := range s.Rows() {
		fmt.Println(r.Number, r.ContractText(), r.ResultText(), r.Score, r.Total)
	}
	fmt.Println(score.ResultLine(s, score.Names{NS: "Nous", EW: "Eux"}))
	// Output:
	// 1 N 90♦ made [190 60] [190 60]
	// 2 N capot ♥ X made, capot NS [750 0] [940 60]
	// Game in progress: no team has reached 1000 (Nous 940, Eux 60)
}

// A tournament table from two finished games: the same pair, written in
// another order and seat, is one team. Game 1: Ann/Bob 80 + 100 = 180, Cid/Dee
// 62 → 60; game 2: Cid/Dee 90 + 110 = 200, Ann/Bob 52 → 50.
func ExampleStandings() {
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
	for _, t := range st.Table() {
		fmt.Println(t.Rank, t.Team, t.Played, t.Won, t.Lost, t.For, t.Against, t.Difference)
	}
	// Output:
	// 1 Cid / Dee 2 1 1 260 230 30
	// 2 Ann / Bob 2 1 1 230 260 -30
}
