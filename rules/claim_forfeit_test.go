package rules

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// Under claims.rule = "tournoi-2018" a claim of every remaining trick that
// the rule gives to the other team is claim/forfeit (docs/diagnostics.md),
// whether it is written with the number of tricks left ("claim W 8") or
// without a number ("claim W", the usual way to claim the rest): before,
// only the first was reported. A claim that holds, or a concession
// ("claim W 0"), is clean; the rest goes to the team the rule says.
func TestClaimForfeitWritten(t *testing.T) {
	head := `deal 1 dealer N
hands    W: ♥7 ♠AKQ ♦AKQ ♣A
         S: ♥K ♠J109 ♦J109 ♣K
         E: ♥A8 ♠87 ♦87 ♣QJ
         N: ♥QJ109 ♣10987
calls    W 80♦  S pass  E pass  N pass
`
	for _, tc := range []struct {
		name, claim, code string
		rest              notation.Team
	}{
		{"the rest, no number: S holds trumps", "claim W", "claim/forfeit", notation.NS},
		{"the rest, with the number", "claim W 8", "claim/forfeit", notation.NS},
		{"the rest, no number, without the lead", "claim N", "claim/forfeit", notation.EW},
		{"the rest, with the number, without the lead", "claim N 8", "claim/forfeit", notation.EW},
		{"a concession", "claim N 0", "", notation.EW},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs, err := testPreset("base")
			if err != nil {
				t.Fatal(err)
			}
			rs.Claims.Rule = ClaimRuleTournoi2018
			games, err := notation.Parse("claim.coinche", []byte(head+tc.claim+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			outs, errs := CheckGame(games[0], rs)
			var codes []string
			for _, e := range errs {
				codes = append(codes, e.Code)
			}
			if got := strings.Join(codes, " "); got != tc.code {
				t.Errorf("codes %q, want %q (%v)", got, tc.code, errs)
			}
			if len(outs) != 1 || outs[0].Tricks[tc.rest.Index()] != 8 {
				t.Errorf("outcome %+v: want every trick to %s", outs, tc.rest)
			}
		})
	}
}
