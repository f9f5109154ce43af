package main

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation/diag"
)

// TestColorOn: auto colours a terminal unless NO_COLOR is set (to
// anything but empty) or TERM is dumb; always and never win over both.
func TestColorOn(t *testing.T) {
	tests := []struct {
		mode, noColor, term string
		tty, want           bool
	}{
		{"auto", "", "xterm", true, true},
		{"auto", "", "xterm", false, false},
		{"auto", "1", "xterm", true, false},
		{"auto", "", "dumb", true, false},
		{"", "", "xterm", true, true},
		{"always", "1", "xterm", false, true},
		{"never", "", "xterm", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.mode+"/"+tt.noColor+"/"+tt.term, func(t *testing.T) {
			t.Setenv("NO_COLOR", tt.noColor)
			t.Setenv("TERM", tt.term)
			if got, err := colorOn(tt.mode, tt.tty, i18n.English); err != nil || got != tt.want {
				t.Errorf("colorOn(%q, %v) = %v, %v; want %v", tt.mode, tt.tty, got, err, tt.want)
			}
		})
	}
	_, err := colorOn("sometimes", true, i18n.French)
	if err == nil || !strings.Contains(err.Error(), "attendu auto, always ou never") {
		t.Errorf("colorOn accepts sometimes, or says it in English: %v", err)
	}
}

// TestColorCLI: --color=always colours the diagnostics and the sheet
// (made, failed, the winner), given before or after the command; never,
// and a command that is not a terminal, write no escape at all; the
// colours take nothing away (diag.Uncolor gives the plain output).
func TestColorCLI(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string // escapes expected in stdout
	}{
		{"check", []string{"check", "--color=always", "--format", "tty", "testdata/cli/illegal.coinche"}, []string{"\x1b[1;31merror\x1b[0m", "\x1b[1;32m^"}},
		{"check-before", []string{"--color", "always", "check", "--format", "gcc", "testdata/cli/no-rules.coinche"}, []string{"\x1b[1;36mnote\x1b[0m"}},
		{"score", []string{"score", "--color=always", "examples/club-night-montpellier.coinche"}, []string{"\x1b[32mmade\x1b[0m", "\x1b[31mfailed\x1b[0m", "\x1b[1;32mWinner: "}},
		{"never", []string{"score", "--color=never", "examples/club-night-montpellier.coinche"}, nil},
		{"auto", []string{"check", "--format", "tty", "testdata/cli/illegal.coinche"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, _ := runCLI(t, "", tt.args...)
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("stdout has no %q:\n%s", w, out)
				}
			}
			if tt.want == nil && strings.Contains(out+errOut, "\x1b") {
				t.Errorf("escapes written:\n%q", out)
			}
			var plain []string
			for _, a := range tt.args {
				if !strings.HasPrefix(a, "--color") && a != "always" && a != "never" {
					plain = append(plain, a)
				}
			}
			want, _, _ := runCLI(t, "", plain...)
			if diag.Uncolor(out) != want {
				t.Errorf("uncoloured output differs from the plain one:\n%s\n---\n%s", diag.Uncolor(out), want)
			}
		})
	}
}
