package diag

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// TestColorLine: a diagnostic's place, severity and code are coloured,
// the carets too; other lines are left as they are, and Uncolor gives
// back the line.
func TestColorLine(t *testing.T) {
	tests := []struct{ line, want string }{
		{"a.coinche:3:5: error[play/follow-suit]: N held ♣10: must follow ♣",
			"\x1b[1ma.coinche:3:5: \x1b[0m\x1b[1;31merror\x1b[0m\x1b[1m[play/follow-suit]\x1b[0m: N held ♣10: must follow ♣"},
		{"a.coinche:7:1: warning[game/after-end]: deal 2", "\x1b[1ma.coinche:7:1: \x1b[0m\x1b[1;35mwarning\x1b[0m\x1b[1m[game/after-end]\x1b[0m: deal 2"},
		{"a.coinche:1:1: note[game/no-rules]: x", "\x1b[1ma.coinche:1:1: \x1b[0m\x1b[1;36mnote\x1b[0m\x1b[1m[game/no-rules]\x1b[0m: x"},
		{"a.coinche:3:5: erreur[play/follow-suit]: N avait ♣10 : il doit fournir ♣",
			"\x1b[1ma.coinche:3:5: \x1b[0m\x1b[1;31merreur\x1b[0m\x1b[1m[play/follow-suit]\x1b[0m: N avait ♣10 : il doit fournir ♣"},
		{"a.coinche:7:1: avertissement[game/after-end]: x", "\x1b[1ma.coinche:7:1: \x1b[0m\x1b[1;35mavertissement\x1b[0m\x1b[1m[game/after-end]\x1b[0m: x"},
		{"    \t  ^^^", "    \t  \x1b[1;32m^^^\x1b[0m"},
		{"    deal 1 dealer N  S 80H made 81", "    deal 1 dealer N  S 80H made 81"},
		{"3 problems found", "3 problems found"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got := ColorLine(tt.line)
			if got != tt.want {
				t.Errorf("ColorLine = %q, want %q", got, tt.want)
			}
			if Uncolor(got) != tt.line {
				t.Errorf("Uncolor(ColorLine) = %q", Uncolor(got))
			}
		})
	}
}

// TestLineNote: a note is said as a note in every language, not as an
// error.
func TestLineNote(t *testing.T) {
	e := &notation.Error{File: "a.coinche", Pos: notation.Pos{Line: 1, Col: 1}, Code: "game/no-rules", Msg: "x", Note: true}
	for _, l := range []i18n.Lang{i18n.English, i18n.French} {
		if got := Line(e, l); !strings.Contains(got, " note[game/no-rules]: ") {
			t.Errorf("%v: %q", l, got)
		}
	}
}
