package notation_test

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
)

// entryErrors are entries people mistype (issue 28, item 10), each with
// the one error it must give: its column in the entry as typed and words
// of the message.
var entryErrors = []struct {
	in   string
	col  int
	want []string
}{
	{"S 80H fialed 60", 7, []string{`found "fialed"; did you mean "failed"?`, "made, failed"}},
	{"S 80H mdae 90", 7, []string{`did you mean "made"?`}},
	{"S 80 couer made 90", 6, []string{`found "couer"; did you mean "coeur"?`, "SA (sans-atout)"}},
	{"S 80 trefel", 6, []string{`did you mean "trefle"?`}},
	{"S 80coeru", 3, []string{`did you mean "coeur"?`}},
	{"S 80H chutté 50", 7, []string{`did you mean "chuté"?`}},
	{"Q 90H made 95", 1, []string{`expected a seat and a contract (S 100♥ …) or pass, found "Q"`}},
	{"nrod 80 H", 1, []string{`did you mean "nord"?`}},
	{"pas", 1, []string{`did you mean "pass"?`}},
	{"80 coeur made", 1, []string{`expected the declarer's seat N, E, S or W before the contract "80" (S 80 …)`}},
	{"S", 2, []string{"expected a contract after S", "found the end of the entry"}},
	{"S 80", 5, []string{`expected a trump after "80"`, "found the end of the entry"}},
	{"S 80H made 90 belote", 21, []string{`after "belote", found the end of the entry`}},
	{"S 80H made 90 announce NS", 26, []string{"announcement points of NS", "found the end of the entry"}},
	{"S 80H fialed 60 blote NS", 7, []string{`"fialed"`}},
	{"S 100H made deal 3", 13, []string{`unexpected "deal" in an entry`}},
	{"", 1, []string{"found the end of the entry"}},
}

// TestEntryErrors checks that a mistyped entry gives one error, at the
// word typed (a column of the entry as given), with what would fit there.
func TestEntryErrors(t *testing.T) {
	for _, tt := range entryErrors {
		t.Run(tt.in, func(t *testing.T) {
			_, err := notation.ParseEntry("entry", tt.in)
			list, ok := err.(notation.ErrorList)
			if !ok || len(list) != 1 {
				t.Fatalf("error %v, want one error", err)
			}
			e := list[0]
			if e.Pos.Line != 1 || e.Pos.Col != tt.col {
				t.Errorf("at %v, want 1:%d", e.Pos, tt.col)
			}
			if e.Pos.Col > len(tt.in)+1 {
				t.Errorf("column %d past the entry (%d bytes)", e.Pos.Col, len(tt.in))
			}
			for _, w := range tt.want {
				if !strings.Contains(e.Msg, w) {
					t.Errorf("message %q does not say %q", e.Msg, w)
				}
			}
			if strings.Contains(e.Msg, "end of the file") {
				t.Errorf("message %q speaks of a file", e.Msg)
			}
		})
	}
}

// TestEntryErrorsGolden prints the entry errors as the table prompt and
// coinche add print them, caret under the word typed, in English
// (testdata/entry-errors.golden) and in French (entry-errors.fr.golden).
func TestEntryErrorsGolden(t *testing.T) {
	for _, l := range i18n.Langs {
		t.Run(l.String(), func(t *testing.T) {
			var b strings.Builder
			for _, tt := range entryErrors {
				b.WriteString("$ " + tt.in + "\n")
				_, err := notation.ParseEntry("entry", tt.in)
				list, _ := err.(notation.ErrorList)
				diag.WriteIn(&b, list, diag.TTY, diag.SourceLines(map[string][]byte{"entry": []byte(tt.in)}), l)
				b.WriteByte('\n')
			}
			name := "testdata/entry-errors.golden"
			if l != i18n.English {
				name = "testdata/entry-errors." + l.String() + ".golden"
				noEnglishWords(t, b.String())
			}
			goldentest.Check(t, name, []byte(b.String()))
		})
	}
}

// noEnglishWords fails when a French diagnostic says a word only English
// messages use.
func noEnglishWords(t *testing.T, text string) {
	t.Helper()
	for _, w := range []string{"error[", "expected", "found", "did you mean", "the end of", "unexpected"} {
		if strings.Contains(text, w) {
			t.Errorf("English %q in the French diagnostics:\n%s", w, text)
		}
	}
}
