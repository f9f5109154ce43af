package score

import (
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// scoring.contract_values (examples/house-rules/README.md gap 8): Board
// Game Arena's lowest bid is named 82 and scored 80; the points needed stay
// 82. Each case on both sides: without the key an 82 is worth 82.
func TestContractValues(t *testing.T) {
	H := notation.TrumpH
	bga := func(r *rules.Ruleset) {
		r.Bidding.Ladder = []int{82, 90, 100, 110, 120, 130, 140, 150, 160}
		r.Bidding.Min, r.Bidding.Max = 82, 160
		r.Scoring.MinimumToMake = 0
		r.Scoring.ContractValues = [][]int{{82, 80}}
	}
	plain := func(r *rules.Ruleset) {
		r.Bidding.Ladder = []int{82, 90, 100, 110, 120, 130, 140, 150, 160}
		r.Bidding.Min, r.Bidding.Max = 82, 160
		r.Scoring.MinimumToMake = 0
	}
	runDealCases(t, []dealCase{
		{name: "82 made, worth 82", preset: "base", key: plain, decl: N, k: pts(82, H), pts: [2]int{100, 62}, made: true, want: [2]int{182, 60}},
		{name: "82 made, scored 80", preset: "base", key: bga, decl: N, k: pts(82, H), pts: [2]int{100, 62}, made: true, want: [2]int{180, 60}},
		{name: "82 failed, worth 82", preset: "base", key: plain, decl: N, k: pts(82, H), pts: [2]int{70, 92}, want: [2]int{0, 160 + 82}},
		{name: "82 failed, scored 80", preset: "base", key: bga, decl: N, k: pts(82, H), pts: [2]int{70, 92}, want: [2]int{0, 160 + 80}},
		{name: "82 coinched and made, scored 80 × 2", preset: "base", key: bga, decl: N, k: pts(82, H), dbl: 1, pts: [2]int{100, 62}, made: true, want: [2]int{160 + 100, 60}},
		{name: "scored 80, still needs 82", preset: "base", key: bga, decl: N, k: pts(82, H), pts: [2]int{81, 81}, want: [2]int{0, 160 + 80}},
		{name: "90 keeps its value", preset: "base", key: bga, decl: N, k: pts(90, H), pts: [2]int{100, 62}, made: true, want: [2]int{190, 60}},
	})
}
