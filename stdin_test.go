package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runPiped runs the CLI with stdin piped (as a pipe or a file given with
// <), not a terminal.
func runPiped(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return runApp(&app{stdin: strings.NewReader(stdin), stdinPiped: true}, args...)
}

// TestPipedInput: check, score, standings, fmt and analyze with no FILE
// read piped standard input (as gofmt); not a terminal's.
func TestPipedInput(t *testing.T) {
	game, err := os.ReadFile("examples/base-friends.coinche")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want string // in stdout
	}{
		{[]string{"check", "--format", "gcc"}, ""},
		{[]string{"score"}, "Winner"},
		{[]string{"fmt"}, "deal 1 dealer"},
		{[]string{"standings"}, "Played"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errOut, code := runPiped(t, string(game), tt.args...)
			if code != 0 || !strings.Contains(out, tt.want) {
				t.Errorf("piped: exit %d, stdout %q, stderr %q", code, out, errOut)
			}
			if _, _, code := runCLI(t, string(game), tt.args...); code != exitUsage {
				t.Errorf("not piped: exit %d, want %d", code, exitUsage)
			}
		})
	}
}

// TestCheckVerbose: check -v says what it checked, problems or not.
func TestCheckVerbose(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"check", "-v", "examples/base-friends.coinche", "examples/classique-kitchen.coinche"}, 0, "2 files, 2 games, "},
		{[]string{"check", "-v", "--format", "gcc", "testdata/cli/illegal.coinche"}, 1, "1 file, 1 game, "},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, errOut, code := runCLI(t, "", tt.args...)
			last := strings.TrimSpace(errOut)
			last = last[strings.LastIndexByte(last, '\n')+1:]
			if code != tt.code || !strings.HasPrefix(last, tt.want) {
				t.Errorf("exit %d, stderr ends %q, want %d, %q...", code, last, tt.code, tt.want)
			}
			if tt.code == 0 && !strings.HasSuffix(last, " deals, no problem") {
				t.Errorf("stderr ends %q, want ... deals, no problem", last)
			}
			if tt.code == 1 && !strings.Contains(last, " problem") || strings.Contains(last, "no problem") && tt.code != 0 {
				t.Errorf("stderr ends %q: problems not counted", last)
			}
		})
	}
}

// TestQuietAndStdinEntry: add FILE - reads the entry from standard input;
// -q prints no sheet for add, edit and undo, but a refused entry is said.
func TestQuietAndStdinEntry(t *testing.T) {
	file := filepath.Join(t.TempDir(), "soir.coinche")
	steps := []struct {
		stdin string
		args  []string
		code  int
		out   string // "" for nothing on stdout
	}{
		{"", []string{"new", file, "--rules", "base"}, 0, ""},
		{"# from the phone\nS 80H made 90\n", []string{"add", file, "-"}, 0, "Total"},
		{"", []string{"add", "-q", file, "N", "90S", "made", "100"}, 0, ""},
		{"E 80D failed 50\n", []string{"add", file, "-q", "-"}, 0, ""},
		{"", []string{"edit", "-q", file, "3", "E", "80D", "failed", "60"}, 0, ""},
		{"W 80D failed 50\nS 80D made 90\n", []string{"add", file, "-"}, 2, ""},
		{"", []string{"add", "-q", file, "N", "90S", "made"}, 1, ""},
		{"", []string{"undo", "-q", file}, 0, ""},
	}
	for _, s := range steps {
		out, errOut, code := runCLI(t, s.stdin, s.args...)
		if code != s.code || (s.out == "") != (out == "") || !strings.Contains(out, s.out) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d, stdout with %q", s.args, code, out, errOut, s.code, s.out)
		}
		if code != 0 && errOut == "" {
			t.Errorf("%v: exit %d and nothing said", s.args, code)
		}
	}
	text, _ := os.ReadFile(file)
	if got := strings.Count(string(text), "\ndeal "); got != 2 {
		t.Errorf("the file holds %d deals, want 2:\n%s", got, text)
	}
}
