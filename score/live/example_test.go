package live_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/coinche/coinche/score/live"
)

// Tab at the table prompt completes the word under the cursor: after a
// seat and a number, the strains.
func ExampleComplete() {
	for _, c := range live.Complete("S 100") {
		fmt.Println(c)
	}
	fmt.Println(live.Complete("S 100H X 112 belote "))
	// Output:
	// S 100H
	// S 100S
	// S 100D
	// S 100C
	// S 100SA
	// S 100TA
	// [S 100H X 112 belote NS S 100H X 112 belote EW]
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
	// entry:1:20: error[call/step]: contract 85♥: bids go by steps of 10 (80, 90, 100…)
	//     deal 3 dealer S  W 85♥ 100
	//                        ^^^
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
