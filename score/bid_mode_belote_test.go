package score

import (
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// scoring.bid_mode_belote on both sides, under mode "bid" (classique's 001
// points annoncés: the belote only helps make the contract) and with it
// (Board Game Arena's "Bid only": each team scores the belote it
// declared). The keys it goes with say where the belote goes: a coinche
// multiplies the winners' under coinche_applies_to = "total-and-belote",
// coinche_defenders_keep takes the defenders' after a made coinche,
// belote_on_failure gives a failed contract's declarers' belote away. The
// other modes score the belote whatever the key says.
func TestBidModeBelote(t *testing.T) {
	H := notation.TrumpH
	with := func(more ...func(*rules.Scoring)) func(*rules.Ruleset) {
		return func(r *rules.Ruleset) {
			r.Scoring.BidModeBelote = true
			for _, f := range more {
				f(&r.Scoring)
			}
		}
	}
	andBelote := func(s *rules.Scoring) { s.CoincheAppliesTo = rules.CoincheAppliesToTotalAndBelote }
	keepNothing := func(s *rules.Scoring) { s.CoincheDefendersKeep = rules.CoincheDefendersKeepNothing }
	toOpponents := func(s *rules.Scoring) { s.BeloteOnFailure = rules.BeloteOnFailureOpponents }
	runDealCases(t, []dealCase{
		// made, the defenders' belote
		{name: "made, EW belote, key off: nobody scores it", preset: "classique", mode: modeBid,
			decl: N, k: pts(100, H), pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{100, 0}},
		{name: "made, EW belote, key on: EW keep 20", preset: "classique", mode: modeBid, key: with(),
			decl: N, k: pts(100, H), pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{100, 20}},
		// made, the declarers' belote
		{name: "made, NS belote, key off", preset: "classique", mode: modeBid,
			decl: N, k: pts(100, H), pts: [2]int{90, 72}, belote: NS, made: true, want: [2]int{100, 0}},
		{name: "made, NS belote, key on: 100 + 20", preset: "classique", mode: modeBid, key: with(),
			decl: N, k: pts(100, H), pts: [2]int{90, 72}, belote: NS, made: true, want: [2]int{120, 0}},
		{name: "made X, NS belote, key on, coinche on the contract: 2 × 100 + 20", preset: "classique", mode: modeBid, key: with(),
			decl: N, k: pts(100, H), dbl: 1, pts: [2]int{90, 72}, belote: NS, made: true, want: [2]int{220, 0}},
		{name: "made X, NS belote, key on, total-and-belote: 2 × (100 + 20)", preset: "classique", mode: modeBid, key: with(andBelote),
			decl: N, k: pts(100, H), dbl: 1, pts: [2]int{90, 72}, belote: NS, made: true, want: [2]int{240, 0}},
		// made and coinched, the defenders' belote: coinche_defenders_keep
		{name: "made XX, EW belote, key on, defenders keep all: 4 × 100, EW 20", preset: "classique", mode: modeBid, key: with(andBelote),
			decl: N, k: pts(100, H), dbl: 2, pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{400, 20}},
		{name: "made XX, EW belote, key on, defenders keep nothing", preset: "classique", mode: modeBid, key: with(andBelote, keepNothing),
			decl: N, k: pts(100, H), dbl: 2, pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{400, 0}},
		// failed: belote_on_failure
		{name: "failed, NS belote, key off", preset: "classique", mode: modeBid,
			decl: N, k: pts(100, H), pts: [2]int{60, 102}, belote: NS, want: [2]int{0, 162}},
		{name: "failed, NS belote, key on: NS keep 20", preset: "classique", mode: modeBid, key: with(),
			decl: N, k: pts(100, H), pts: [2]int{60, 102}, belote: NS, want: [2]int{20, 162}},
		{name: "failed, NS belote, key on, to the opponents", preset: "classique", mode: modeBid, key: with(toOpponents),
			decl: N, k: pts(100, H), pts: [2]int{60, 102}, belote: NS, want: [2]int{0, 182}},
		{name: "failed X, EW belote, key on, total-and-belote: 2 × (160 + 100 + 20)", preset: "base", mode: modeBid, key: with(andBelote),
			decl: N, k: pts(100, H), dbl: 1, pts: [2]int{60, 102}, belote: EW, want: [2]int{0, 560}},
		// the other modes score the belote whatever the key says
		{name: "made-and-bid, EW belote, key off", preset: "classique",
			decl: N, k: pts(100, H), pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{210, 72}},
	})
}
