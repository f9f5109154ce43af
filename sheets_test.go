package main

import (
	"strings"
	"testing"
)

// A game left out of a table, Markdown or HTML sheet for its problems is
// named on the sheet itself, with why, and not only on standard error;
// each game of a sheet of several carries its file, event and date.
func TestNotScoredOnSheet(t *testing.T) {
	for _, format := range []string{"table", "markdown", "html"} {
		t.Run(format, func(t *testing.T) {
			out, errOut, code := runCLI(t, "", "score", "--format", format,
				"examples/classique-kitchen.coinche", "testdata/cli/illegal.coinche", "examples/tournoi-2018-round1.coinche")
			if code != 1 {
				t.Fatalf("exit %d, want 1 (problems)\n%s", code, errOut)
			}
			for _, want := range []string{
				"examples/classique-kitchen.coinche", "Dimanche en famille", "2026-11-15",
				"testdata/cli/illegal.coinche", "A revoke", "Not scored: 5 problems; the first: testdata/cli/illegal.coinche:11:18",
				"examples/tournoi-2018-round1.coinche", "Tournoi 2018", "2018-03-17",
			} {
				if !strings.Contains(out, want) {
					t.Errorf("the sheet does not say %q:\n%s", want, out)
				}
			}
			if i, j := strings.Index(out, "A revoke"), strings.Index(out, "Tournoi 2018"); i > j {
				t.Errorf("the games out of order:\n%s", out)
			}
		})
	}
}
