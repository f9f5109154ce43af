package rules

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// annonces (004) answers a coinche in turn from the seat after the
// coincher, the coincher's partner included (the preset's ambiguous
// choice: 004 names « the players of the other team ... in turn » and ends
// the bidding after « three successive players have passed »). Play is
// clockwise, N E S W; E, first to speak after dealer N, bids.
func TestAnnoncesAfterCoinche(t *testing.T) {
	for _, tc := range []struct{ calls, want string }{
		{"E 80♣  S X", ""},
		{"E 80♣  S X  W pass  N pass  E XX", ""},
		{"E 80♣  S X  W pass  N pass  E pass", ""},
		{"E 80♣  S X  W pass  E XX", "call/turn"},
		{"E 80♣  S X  E XX", "call/turn"},
		{"E 80♣  S X  W pass  N XX", "call/surcoinche-team"},
	} {
		t.Run(tc.calls, func(t *testing.T) {
			rs, err := testPreset("annonces")
			if err != nil {
				t.Fatal(err)
			}
			games, err := notation.Parse("a.coinche", []byte("deal 1 dealer N\ncalls "+tc.calls+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			_, errs := CheckGame(games[0], rs)
			var codes []string
			for _, e := range errs {
				if e.Code != "play/trick-count" {
					codes = append(codes, e.Code)
				}
			}
			if got := strings.Join(codes, " "); got != tc.want {
				t.Errorf("codes %q, want %q (%v)", got, tc.want, errs)
			}
		})
	}
}
