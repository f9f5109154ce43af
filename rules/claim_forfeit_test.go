package rules

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// checkCodes checks the game src under preset (changed by mod when not
// nil) and returns its outcomes and the codes of its problems, but for
// play/trick-count, space-separated.
func checkCodes(t *testing.T, preset string, mod func(*Ruleset), src string) ([]Outcome, string) {
	t.Helper()
	rs, err := testPreset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if mod != nil {
		mod(rs)
	}
	games, err := notation.Parse("game.coinche", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	outs, errs := CheckGame(games[0], rs)
	var codes []string
	for _, e := range errs {
		if e.Code != "play/trick-count" {
			codes = append(codes, e.Code)
		}
	}
	return outs, strings.Join(codes, " ")
}

// Under claims.rule = "tournoi-2018" a claim of every remaining trick that
// the rule gives to the other team is claim/forfeit (docs/diagnostics.md),
// whether it is written with the number of tricks left ("claim W 8") or
// without a number ("claim W", the usual way to claim the rest): before,
// only the first was reported. A concession ("claim N 0") is clean; the
// rest goes to the team the rule says.
func TestClaimForfeitWritten(t *testing.T) {
	head := `deal 1 dealer N
hands    W: ♥7 ♠AKQ ♦AKQ ♣A
         S: ♥K ♠J109 ♦J109 ♣K
         E: ♥A8 ♠87 ♦87 ♣QJ
         N: ♥QJ109 ♣10987
calls    W 80♦  S pass  E pass  N pass
`
	jass := func(r *Ruleset) { r.Claims.Rule = ClaimRuleTournoi2018 }
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
			outs, codes := checkCodes(t, "base", jass, head+tc.claim+"\n")
			if codes != tc.code {
				t.Errorf("codes %q, want %q", codes, tc.code)
			}
			if len(outs) != 1 || outs[0].Tricks[tc.rest.Index()] != 8 {
				t.Errorf("outcome %+v: want every trick to %s", outs, tc.rest)
			}
		})
	}
}
