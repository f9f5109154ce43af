package live_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/coinche/coinche/score/live"
)

// A game as a value over a store in memory: two deals, a refused entry,
// the sheet's totals and the next deal.
func ExampleGame() {
	store := live.NewMemStore("soir.coinche", nil)
	g, err := live.Create(store, live.NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, entry := range []string{"N 80H made 92", "E 100S X failed 60", "S 85H 100"} {
		ch, err := g.Add(strings.Fields(entry))
		var refused *live.EntryError
		switch {
		case errors.As(err, &refused):
			fmt.Println("refused:", refused.Errs[0].Code)
		case err != nil:
			fmt.Println(err)
		default:
			fmt.Println("added", ch.Text)
		}
	}
	fmt.Println(g.Sheet().Totals())
	n, dealer := g.NextDeal()
	fmt.Println("deal", n, dealer, "deals")
	// Output:
	// added deal 1 dealer N  N 80♥ made 92
	// added deal 2 dealer W  E 100♠ X failed 60
	// refused: call/step
	// [530 70]
	// deal 3 S deals
}

// A game kept at the table: a new file, two deals, a correction.
func Example() {
	dir, err := os.MkdirTemp("", "coinche")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "soir.coinche")

	err = live.New(path, live.NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Dealer: "N"})
	if err != nil {
		fmt.Println(err)
		return
	}
	live.Add(path, []string{"S", "100H", "X", "112", "belote", "NS"}, io.Discard)
	live.Add(path, []string{"E", "80S", "failed", "60"}, io.Discard)
	if err := live.Add(path, []string{"W", "85H", "100"}, os.Stdout); err != nil {
		fmt.Println(err)
	}
	live.Undo(path, os.Stdout)
	src, _ := os.ReadFile(path)
	fmt.Print(string(src))
	// Output:
	// entry:1:3: error[call/step]: contract 85♥: bids go by steps of 10 (80, 90, 100…)
	//     W 85H 100
	//       ^^^
	// entry refused, the file is unchanged: W 85H 100
	// removed deal 2 dealer W  E 80♠ failed 60
	// NS: Alice / Chloé · EW: Bruno / David
	// #  Contract  Result            NS  EW
	// ─────────────────────────────────────
	// 1  S 100♥ X  made, belote NS  380   0
	//    Total     target 2000      380   0
	// [Rules "montpellier"]
	// [NS "Alice / Chloé"]
	// [EW "Bruno / David"]
	// [Dealer "N"]
	//
	// deal 1 dealer N  S 100♥ X 112 belote NS
}
