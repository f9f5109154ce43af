package rules

import (
	"errors"
	"strings"
	"testing"
)

// TestCoincheTurnTOML reads each TOML value of bidding.coinche_out_of_turn
// and writes it back as the files do.
func TestCoincheTurnTOML(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   any
		want CoincheTurn
		toml string
		err  string // "" none
	}{
		{"true", true, CoincheAnyTime, "true", ""},
		{"false", false, CoincheInTurn, "false", ""},
		{"team-in-turn", "team-in-turn", CoincheTeamInTurn, `"team-in-turn"`, ""},
		{"any", "any", CoincheAnyTime, "true", ""},
		{"in-turn", "in-turn", CoincheInTurn, "false", ""},
		{"unknown name", "sometimes", CoincheInTurn, "false", `bidding.coinche_out_of_turn = "sometimes": want true (any time), false (in turn) or "team-in-turn"`},
		{"integer", int64(1), CoincheInTurn, "false", `must be true, false or "team-in-turn"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c CoincheTurn
			err := c.UnmarshalTOML(tc.in)
			if got := errText(err); got != tc.err {
				t.Fatalf("error %q, want %q", got, tc.err)
			}
			var ee *EnumError
			if tc.in == "sometimes" && !errors.As(err, &ee) {
				t.Errorf("error %T, want an *EnumError", err)
			}
			if c != tc.want || c.tomlText() != tc.toml {
				t.Errorf("%v (TOML %s), want %v (TOML %s)", c, c.tomlText(), tc.want, tc.toml)
			}
		})
	}
	if s := CoincheTurn(7).String(); s != "bidding.coinche_out_of_turn(7)" {
		t.Errorf("out of range: %q", s)
	}
	var r Ruleset
	r.Bidding.CoincheOutOfTurn = 7
	if err := r.Validate(); !strings.Contains(errText(err), "bidding.coinche_out_of_turn(7): want true") {
		t.Errorf("Validate with bidding.coinche_out_of_turn 7: %v", err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
