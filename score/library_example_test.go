package score_test

import (
	"fmt"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
)

// The packages as a library, as another Go program would use them: parse
// a game (notation), check each deal under the game's ruleset (rules), and
// score it (score). A deal the checker refuses is reported and left out of
// the sheet; `coinche check` and `coinche score` do the same, streaming
// (package score/stream).
func Example_library() {
	text := `[Rules "montpellier"] [NS "Alice / Chloé"] [EW "Bruno / David"] [Target "500"]

deal 1 dealer N  W 90♠ X made 102 belote EW
deal 2 dealer W  S 85♥ 100
deal 3 dealer S  N 120♥ failed 96
`
	games, err := notation.Parse("soir.coinche", []byte(text))
	if err != nil {
		fmt.Println(err) // a notation.ErrorList: each syntax error at file:line:col
		return
	}
	g := games[0]
	name, _ := g.Tag("Rules")
	rs, err := rulesfile.Preset(name)
	if err != nil {
		fmt.Println(err)
		return
	}
	checker, err := rules.NewChecker(rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	sheet, err := score.NewGameSheet(rs, g) // the Target tag: 500
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range g.Deals {
		outcome, problems := checker.CheckDeal(d)
		problems.SetFile("soir.coinche")
		if len(problems) > 0 {
			for _, p := range problems {
				fmt.Println(p)
			}
			continue
		}
		ds := sheet.Add(outcome)
		fmt.Printf("deal %d: NS %d, EW %d\n", d.Number, ds.Score[0], ds.Score[1])
	}
	fmt.Println(score.ResultLine(sheet, score.NamesFromGame(g)))
	// Output:
	// deal 1: NS 0, EW 360
	// soir.coinche:4:20: error[call/step]: contract 85♥: bids go by steps of 10 (80, 90, 100…)
	// deal 3: NS 0, EW 280
	// Winner: Bruno / David — reached 500 (640 to 0)
}
