package rulesfile

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/rules"
)

// frenchCodes are the ruleset codes whose common messages (an unknown key
// or table with its "did you mean", a value of the wrong type, out of
// range or not one of its key's values) come from the catalog.
var frenchCodes = []string{"ruleset/unknown-key", "ruleset/type", "ruleset/range", "ruleset/value", "ruleset/pattern", "ruleset/order", "ruleset/points", "ruleset/extends", "ruleset/extends-cycle"}

// TestFrenchProblems writes the problems of the files under
// testdata/rulesets in French (testdata/rulesets/french.golden, -update):
// the English of each is its ConfigError.Error, as TestLoadFiles has it;
// each of frenchCodes is met, and every problem made from the catalog has
// a French text other than its English.
func TestFrenchProblems(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "rulesets", "err-*.toml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	var b strings.Builder
	seen := map[string]int{}
	for _, file := range files {
		_, err := LoadFile(filepath.ToSlash(file))
		var cerrs rules.ConfigErrors
		if !errors.As(err, &cerrs) {
			continue
		}
		b.WriteString(cerrs.ErrorIn(i18n.French))
		b.WriteString("\n")
		for _, e := range cerrs {
			if e.ErrorIn(i18n.English) != e.Error() {
				t.Errorf("%s: ErrorIn(English) %q is not Error %q", file, e.ErrorIn(i18n.English), e.Error())
			}
			if e.Notation().Key == "" {
				continue
			}
			seen[e.Code]++
			if fr := e.MessageIn(i18n.French); fr == e.Msg || strings.Contains(fr, "%!") {
				t.Errorf("%s: %s: no French: %q", file, e.Code, fr)
			}
		}
	}
	for _, c := range frenchCodes {
		if seen[c] == 0 {
			t.Errorf("%s: no French message met under testdata/rulesets", c)
		}
	}
	goldentest.Check(t, "testdata/rulesets/french.golden", []byte(b.String()))
}
