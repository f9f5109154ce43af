package diag

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/coinche/coinche/notation"
)

// TestCaretVisible: the quoted source line shows an escape sequence in a
// tag or comment escaped, not raw, and the carets stay under the word at
// the error (a tab counting as one column in both lines).
func TestCaretVisible(t *testing.T) {
	tests := []struct {
		name, text, word, shown string
	}{
		{"title", "[Event \"\x1b]0;pwned\a\"] junk", "junk", `    [Event "\x1b]0;pwned\a"] junk`},
		{"clipboard", "# \x1b]52;c;ZWNobw==\a mde", "mde", `    # \x1b]52;c;ZWNobw==\a mde`},
		{"clear-before-tab", "# \x1b[2J\x1b[H\tN 80♥ mde", "mde", "    # \\x1b[2J\\x1b[H\tN 80♥ mde"},
		{"bidi", "deal 1 \u202eW 80♥", "80♥", `    deal 1 \u202eW 80♥`},
		{"escape-in-word", "N 8\x1b[0m0♥", "8\x1b[0m0♥", `    N 8\x1b[0m0♥`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			col := strings.Index(tt.text, tt.word) + 1
			got := Caret(tt.text, notation.Pos{Line: 1, Col: col}, notation.Pos{})
			lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
			if len(lines) != 2 || lines[0] != tt.shown {
				t.Fatalf("Caret:\n%s\nwant the line %q", got, tt.shown)
			}
			word := notation.Visible(tt.word)
			at := utf8.RuneCountInString(lines[0][:strings.LastIndex(lines[0], word)])
			want := strings.Repeat(" ", at) + strings.Repeat("^", utf8.RuneCountInString(word))
			if caret := strings.ReplaceAll(lines[1], "\t", " "); caret != want {
				t.Errorf("carets:\n%s\n%s\nwant\n%s", lines[0], caret, want)
			}
		})
	}
}
