package main

import (
	"bytes"
	"fmt"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"
)

// overWidth lists the lines of text wider than helpWidth columns.
func overWidth(text string) []string {
	var over []string
	for _, line := range strings.Split(text, "\n") {
		if displaywidth.String(line) > helpWidth {
			over = append(over, line)
		}
	}
	return over
}

// commandPaths are the paths of every command and subcommand of the
// table: ["check"], ["rules", "show"]...
func commandPaths(table []command, path []string) [][]string {
	var out [][]string
	for _, c := range table {
		p := append(append([]string{}, path...), c.cmd.Name)
		out = append(out, p)
		out = append(out, commandPaths(c.subs, p)...)
	}
	return out
}

// TestHelpWidth runs coinche --help, every command's --help and coinche
// help CMD: nothing over 80 columns, and both ways say the same.
func TestHelpWidth(t *testing.T) {
	out, _, code := runCLI(t, "", "--help")
	if code != 0 || len(overWidth(out)) > 0 {
		t.Errorf("coinche --help: exit %d, lines over %d columns:\n%s", code, helpWidth, strings.Join(overWidth(out), "\n"))
	}
	if help, _, code := runCLI(t, "", "help"); code != 0 || help != out {
		t.Errorf("coinche help: exit %d, not coinche --help:\n%s", code, help)
	}
	for _, args := range [][]string{{"rules"}, {"rules", "list"}} {
		out, _, code := runCLI(t, "", args...)
		if over := overWidth(out); code != 0 || len(over) > 0 {
			t.Errorf("coinche %v: exit %d, lines over %d columns:\n%s", args, code, helpWidth, strings.Join(over, "\n"))
		}
	}
	if _, errOut, code := runCLI(t, "", "help", "sore"); code != exitUsage || !strings.Contains(errOut, `did you mean "score"`) && !strings.Contains(errOut, "score?") {
		t.Errorf("coinche help sore: exit %d, %s", code, errOut)
	}
	for _, path := range commandPaths((&app{}).commandTable(), nil) {
		t.Run(strings.Join(path, "-"), func(t *testing.T) {
			flag, _, code := runCLI(t, "", append(path, "--help")...)
			if code != 0 {
				t.Errorf("%v --help: exit %d", path, code)
			}
			if over := overWidth(flag); len(over) > 0 {
				t.Errorf("%v --help: lines over %d columns:\n%s", path, helpWidth, strings.Join(over, "\n"))
			}
			help, errOut, code := runCLI(t, "", append([]string{"help"}, path...)...)
			if code != 0 || !strings.HasPrefix(help, "NAME:\n   coinche "+strings.Join(path, " ")+" - ") {
				t.Errorf("coinche help %v: exit %d, %s%s", path, code, help, errOut)
			}
			if help != flag {
				t.Errorf("coinche help %v is not %v --help:\n%s\n---\n%s", path, path, help, flag)
			}
		})
	}
}

// TestManWidth renders the man page with groff at its usual 80-column
// terminal: no line over 80 columns, no word cut (no hyphenation), and
// the sections a manual has.
func TestManWidth(t *testing.T) {
	page, _, code := runCLI(t, "", "man")
	if code != 0 {
		t.Fatalf("coinche man: exit %d", code)
	}
	for _, section := range []string{".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS", ".SH EXIT STATUS", ".nh"} {
		if !strings.Contains(page, section+"\n") {
			t.Errorf("the man page has no %s", section)
		}
	}
	if strings.Contains(page, `=""`) {
		t.Errorf(`the man page shows an empty default (="")`)
	}
	groff, err := exec.LookPath("groff")
	if err != nil {
		t.Skip("no groff to render the man page")
	}
	cmd := exec.Command(groff, "-k", "-man", "-Tutf8", "-rLL=80n", "-P-cbou")
	cmd.Stdin = strings.NewReader(page)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	text, err := cmd.Output()
	if err != nil {
		t.Fatalf("groff: %v\n%s", err, stderr.String())
	}
	if over := overWidth(string(text)); len(over) > 0 {
		t.Errorf("the man page has lines over %d columns:\n%s", helpWidth, strings.Join(over, "\n"))
	}
	for _, line := range strings.Split(string(text), "\n") {
		if strings.HasSuffix(strings.TrimSpace(line), "‐") {
			t.Errorf("the man page cuts a word: %q", line)
		}
	}
}

// TestVersionOf: --version names the release tag, else the module
// version; the revision when Go stamped it, and how to get it when not.
func TestVersionOf(t *testing.T) {
	stamped := []debug.BuildSetting{{Key: "GOOS", Value: "windows"}, {Key: "GOARCH", Value: "arm64"}, {Key: "vcs.revision", Value: "0123abcd"}, {Key: "vcs.time", Value: "2026-11-23T01:00:00Z"}}
	tests := []struct {
		name, tag string
		bi        *debug.BuildInfo
		want      []string
		not       []string
	}{
		{"devel without VCS", "", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}}, []string{"(devel) (go1.26.8 ", "no VCS revision stamped", "git rev-parse HEAD"}, nil},
		{"devel stamped", "", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: stamped}, []string{"(devel) (revision 0123abcd, 2026-11-23T01:00:00Z, go1.26.8 windows/arm64)"}, []string{"no VCS"}},
		{"go install", "", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"}}, []string{"v1.2.0 (go1.26.8 "}, []string{"no VCS"}},
		{"release", "v1.3.0", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: stamped}, []string{"v1.3.0 (revision 0123abcd"}, []string{"no VCS"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := versionOf(tt.tag, tt.bi, true)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("versionOf = %q, want it to hold %q", got, w)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(got, w) {
					t.Errorf("versionOf = %q holds %q", got, w)
				}
			}
			if over := overWidth(got); len(over) > 0 {
				t.Errorf("over %d columns: %q", helpWidth, over)
			}
		})
	}
}

// TestTableExamples runs the examples of the commands that keep score at
// the table, in the order of a game: new's, every add's, edit's, undo's.
// Each is accepted under the game new's example makes.
func TestTableExamples(t *testing.T) {
	t.Chdir(t.TempDir())
	examples := map[string][]string{}
	for _, c := range (&app{}).commandTable() {
		examples[c.cmd.Name] = c.examples
	}
	for _, name := range []string{"new", "add", "edit", "undo"} {
		if len(examples[name]) == 0 {
			t.Fatalf("%s has no example", name)
		}
		for _, ex := range examples[name] {
			stdin := ""
			if echo, cmd, ok := strings.Cut(ex, " | "); ok {
				stdin, ex = strings.TrimPrefix(echo, "echo ")+"\n", cmd
			}
			args, err := shellWords(strings.TrimPrefix(ex, "coinche "))
			if err != nil {
				t.Fatal(err)
			}
			if _, errOut, code := runCLI(t, stdin, args...); code != 0 {
				t.Errorf("%s: exit %d: %s", ex, code, errOut)
			}
		}
	}
}

// shellWords splits a command line as a shell would, for the quotes the
// examples use ("Ana / Zoé").
func shellWords(line string) ([]string, error) {
	var words []string
	var word strings.Builder
	in, quoted := false, false
	for _, r := range line {
		switch {
		case r == '"':
			quoted, in = !quoted, true
		case r == ' ' && !quoted:
			if in {
				words = append(words, word.String())
				word.Reset()
			}
			in = false
		default:
			word.WriteRune(r)
			in = true
		}
	}
	if quoted {
		return nil, fmt.Errorf("unclosed quote in %q", line)
	}
	if in {
		words = append(words, word.String())
	}
	return words, nil
}
