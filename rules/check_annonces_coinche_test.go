package rules

import "testing"

// annonces (004) answers a coinche in turn from the seat after the
// coincher, the coincher's partner included (the preset's ambiguous
// choice: 004 names « the players of the other team ... in turn » and ends
// the bidding after « three successive players have passed »). Play is
// clockwise, N E S W; E, first to speak after dealer N, bids.
func TestAnnoncesAfterCoinche(t *testing.T) {
	want := map[string]string{ // calls: the codes of their problems
		"E 80♣  S X":                         "",
		"E 80♣  S X  W pass  N pass  E XX":   "",
		"E 80♣  S X  W pass  N pass  E pass": "",
		"E 80♣  S X  W pass  E XX":           "call/turn",
		"E 80♣  S X  E XX":                   "call/turn",
		"E 80♣  S X  W pass  N XX":           "call/surcoinche-team",
	}
	for calls, codes := range want {
		t.Run(calls, func(t *testing.T) {
			if _, got := checkCodes(t, "annonces", nil, "deal 1 dealer N\ncalls "+calls+"\n"); got != codes {
				t.Errorf("codes %q, want %q", got, codes)
			}
		})
	}
}
