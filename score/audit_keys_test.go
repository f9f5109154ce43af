package score

import (
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// Keys whose docs/rulesets.md row names an exception, each on both sides.
func TestDocumentedKeyExceptions(t *testing.T) {
	H := notation.TrumpH
	noBelote := func(r *rules.Ruleset) { r.Scoring.BeloteCountsForContract = false }
	runDealCases(t, []dealCase{
		// belote_counts_for_contract = false: 85 + belote on a 100 fails
		// in the other modes; under mode "bid" the belote still counts
		// (001's « marge d'erreur »), and is scored by nobody.
		{name: "no belote for the contract: 85 + belote fails", preset: "classique", key: noBelote,
			decl: N, k: pts(100, H), pts: [2]int{85, 77}, belote: NS, want: [2]int{20, 162}},
		{name: "mode bid: the belote counts all the same", preset: "classique", mode: modeBid, key: noBelote,
			decl: N, k: pts(100, H), pts: [2]int{85, 77}, belote: NS, made: true, want: [2]int{100, 0}},
	})
}

// scoring.mode = "made" (points faits): each team its points when made, the
// coinche's m × V added to the declarers'; a failed contract scores as in
// every mode (001 « les adversaires remportent 162 points »).
func TestModeMadeAsDocumented(t *testing.T) {
	H := notation.TrumpH
	runDealCases(t, []dealCase{
		{name: "made: each team its points", preset: "classique", mode: modeMade, decl: N, k: pts(100, H), pts: [2]int{110, 52}, made: true, want: [2]int{110, 52}},
		{name: "coinched made: 2 × 100 added", preset: "base", mode: modeMade, decl: N, k: pts(100, H), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{310, 50}},
		{name: "failed: 162 as in every mode", preset: "classique", mode: modeMade, decl: N, k: pts(100, H), pts: [2]int{90, 72}, want: [2]int{0, 162}},
		{name: "failed under base: 160 + 100", preset: "base", mode: modeMade, decl: N, k: pts(100, H), pts: [2]int{90, 72}, want: [2]int{0, 260}},
	})
}
