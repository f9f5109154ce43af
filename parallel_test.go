package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// TestCheckParallel checks that `coinche check FILE`, which cuts a file in
// pieces checked on every core, reports byte for byte what a sequential
// read of the same text gives (`coinche check -`, standard input), in every
// format and with the same exit code: on a generated archive with planted
// faults, and on the same games without their headers (one endless game,
// whose deal numbers and dealers go wrong at each generated game's start).
func TestCheckParallel(t *testing.T) {
	archive, _, code := runCLI(t, "", "deal", "--rules", "montpellier", "--games", "30", "--seed", "3", "--illegal", "0.15")
	if code != 0 {
		t.Fatalf("deal: exit %d", code)
	}
	headerless := regexp.MustCompile(`(?m)^\[.*\n`).ReplaceAllString(archive, "")
	// Messages that name a second place (a tag, claim, won or result
	// written twice), in the archive's later pieces: the place is shifted
	// with the problem's own, in every format.
	var dups strings.Builder
	dups.WriteString(archive)
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&dups, "[Event \"twice %d\"]\n[Rules \"base\"]\n[EVENT \"again\"]\n\n", i)
		fmt.Fprintf(&dups, "deal 1 dealer N\nclaim N 3\nclaim S 2\n")
		fmt.Fprintf(&dups, "deal 2 dealer E  N 80♥ made 100 won N\nwon S\n")
		fmt.Fprintf(&dups, "deal 3 dealer S  N 80♥ made 100\nresult NS 180 EW 0\nresult NS 0 EW 162\n")
	}
	dir := t.TempDir()
	for _, tt := range []struct {
		name, src string
		args      []string
	}{
		{"archive", archive, nil},
		{"headerless", headerless, []string{"--rules", "montpellier"}},
		{"duplicates", dups.String(), nil},
	} {
		path := filepath.Join(dir, tt.name+".coinche")
		if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, format := range []string{"gcc", "json", "tty"} {
			t.Run(tt.name+"-"+format, func(t *testing.T) {
				args := append([]string{"check", "--format", format}, tt.args...)
				var stdin, wantErr bytes.Buffer
				seq := &app{stdin: strings.NewReader(tt.src), stdout: &stdin, stderr: &wantErr}
				wantCode := seq.run(append([]string{"coinche"}, append(args, "-")...))
				// The caret lines of tty come from the file, as stdin's from the text.
				want := strings.ReplaceAll(stdin.String(), "<stdin>", path)
				var out, errOut bytes.Buffer
				par := &app{stdout: &out, stderr: &errOut, pieceSize: 2000}
				gotCode := par.run(append([]string{"coinche"}, append(args, path)...))
				if wantCode != 1 || !strings.Contains(want, "play/") || tt.name == "duplicates" && !strings.Contains(want, "already has") {
					t.Fatalf("the test file should have problems: exit %d\n%s", wantCode, want)
				}
				if out.String() != want || errOut.String() != wantErr.String() || gotCode != wantCode {
					t.Errorf("check in pieces differs from a sequential check: exit %d, want %d; stderr %q, want %q\n%s",
						gotCode, wantCode, errOut.String(), wantErr.String(), firstLineDiff(out.String(), want))
				}
			})
		}
	}
}

func firstLineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) && i < len(w); i++ {
		if g[i] != w[i] {
			return "got:  " + g[i] + "\nwant: " + w[i]
		}
	}
	if len(g) != len(w) {
		return "the reports have different lengths"
	}
	return ""
}

// TestRecentText checks the window of standard input kept for the caret
// lines: recent lines are found, old ones are dropped, memory is bounded.
func TestRecentText(t *testing.T) {
	var r recentText
	line := strings.Repeat("x", 99) + "\n"
	for i := 0; i < 3*recentMax/len(line); i++ {
		r.Write([]byte(line))
	}
	r.Write([]byte("deal 1 dealer N\n"))
	total := 3*recentMax/len(line)*len(line) + 16
	if got, ok := r.line(notation.Pos{Offset: total - 16 + 5, Line: 1, Col: 6}); !ok || got != "deal 1 dealer N" {
		t.Errorf("last line: %q, %v", got, ok)
	}
	if _, ok := r.line(notation.Pos{Offset: 0, Line: 1, Col: 1}); ok {
		t.Error("the first line is still kept")
	}
	if len(r.buf) > 2*recentMax {
		t.Errorf("keeps %d bytes", len(r.buf))
	}
}
