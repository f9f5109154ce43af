package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"

	"github.com/urfave/cli/v2"
)

// runCLI runs the CLI in-process with the given standard input.
func runCLI(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return runApp(&app{stdin: strings.NewReader(stdin)}, args...)
}

// runApp runs a (its stdin set; stdout and stderr are captured) on args.
func runApp(a *app, args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	a.stdout, a.stderr = &out, &errOut
	code = a.run(append([]string{"coinche"}, args...))
	return out.String(), errOut.String(), code
}

// TestCLI runs each command on testdata/cli and examples/ and compares its
// output and exit code with testdata/cli/NAME.golden.
func TestCLI(t *testing.T) {
	lax, err := os.ReadFile("testdata/cli/lax.coinche")
	if err != nil {
		t.Fatal(err)
	}
	friends, err := os.ReadFile("examples/base-friends.coinche")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
	}{
		{"help", "", []string{"--help"}, 0},
		{"check-help", "", []string{"check", "--help"}, 0},
		{"check-examples", "", []string{"check", "examples/"}, 0},
		{"check-illegal-gcc", "", []string{"check", "--format", "gcc", "testdata/cli/illegal.coinche"}, 1},
		{"check-illegal-tty", "", []string{"check", "--format", "tty", "testdata/cli/illegal.coinche"}, 1},
		{"check-illegal-json", "", []string{"check", "--format", "json", "testdata/cli/illegal.coinche"}, 1},
		{"check-stdin", string(lax), []string{"check", "-"}, 0},
		{"check-rules-override", "", []string{"check", "--rules", "montpellier", "testdata/cli/lax.coinche"}, 0},
		{"check-missing-file", "", []string{"check", "testdata/cli/no-such-file.coinche"}, 2},
		{"check-then-missing-file", "", []string{"check", "testdata/cli/illegal.coinche", "testdata/cli/no-such-file.coinche", "testdata/cli/lax.coinche"}, 2},
		{"score-then-missing-file", "", []string{"score", "--format", "csv", "testdata/cli/no-such-file.coinche", "examples/classique-kitchen.coinche"}, 2},
		{"standings-then-missing-file", "", []string{"standings", "--format", "csv", "examples/classique-kitchen.coinche", "testdata/cli/no-such-file.coinche"}, 2},
		{"analyze-then-missing-file", "", []string{"analyze", "--deal", "1", "testdata/cli/no-such-file.coinche", "examples/base-friends.coinche"}, 2},
		{"fmt-then-missing-file", "", []string{"fmt", "-check", "testdata/cli/no-such-file.coinche", "testdata/cli/lax.coinche"}, 2},
		{"check-no-args", "", []string{"check"}, 2},
		{"score-failed-no-points", "", []string{"score", "testdata/cli/failed-no-points.coinche"}, 0},
		{"check-no-rules", "", []string{"check", "testdata/cli/no-rules.coinche"}, 0},
		{"check-no-rules-json", "", []string{"check", "--format", "json", "testdata/cli/no-rules.coinche"}, 0},
		{"check-no-rules-override", "", []string{"check", "--rules", "base", "testdata/cli/no-rules.coinche"}, 0},
		{"score-no-rules", "", []string{"score", "testdata/cli/no-rules.coinche"}, 0},
		{"deal-games-negative", "", []string{"deal", "--games", "-1"}, 2},
		{"score-fromat", "", []string{"score", "--fromat", "csv", "examples/"}, 2},
		{"score-unknown-letter", "", []string{"score", "-x", "examples/"}, 2},
		{"score-pdf", "", []string{"score", "testdata/cli/not-a-game.pdf"}, 2},
		{"check-pdf", "", []string{"check", "testdata/cli/not-a-game.pdf"}, 2},
		{"check-bad-format", "", []string{"check", "--format", "xml", "examples/"}, 2},
		{"check-dir-without-games", "", []string{"check", "testdata/"}, 2},
		{"check-unknown-rules", "", []string{"check", "--rules", "montpelier", "examples/"}, 2},
		{"score-unknown-rules", "", []string{"score", "--rules", "nope.toml", "-"}, 2},
		{"standings-unknown-rules", "", []string{"standings", "--rules", "montpelier", "examples/"}, 2},
		{"analyze-unknown-rules", "", []string{"analyze", "--rules", "montpelier", "examples/base-friends.coinche"}, 2},
		{"check-unknown-flag", "", []string{"check", "--colour", "examples/"}, 2},
		{"score-unknown-flag-near", "", []string{"score", "--froce", "examples/"}, 2},
		{"unknown-flag-near", "", []string{"--versoin"}, 2},
		{"unknown-command", "", []string{"sort", "examples/"}, 2},
		{"rules-show-unknown-flag", "", []string{"rules", "show", "--bogus", "base"}, 2},
		{"unknown-command-near", "", []string{"chek", "examples/"}, 2},
		{"unknown-subcommand-near", "", []string{"completion", "bsh"}, 2},
		{"rules-unknown-subcommand-near", "", []string{"rules", "shwo"}, 2},
		{"rules-show-near", "", []string{"rules", "show", "bsae"}, 2},
		{"check-bad-rules-file", "", []string{"check", "--rules", "testdata/cli/bad-maison.toml", "examples/"}, 2},
		{"score-bad-rules-file", "", []string{"score", "--rules", "testdata/cli/bad-maison.toml", "examples/"}, 2},
		{"new-without-rules", "", []string{"new", "testdata/cli/never-written.coinche"}, 2},
		{"new-near-rules", "", []string{"new", "testdata/cli/never-written.coinche", "--rules", "bsae"}, 2},
		{"score-solo", "", []string{"score", "testdata/cli/solo.coinche"}, 0},
		{"fmt-solo", "", []string{"fmt", "testdata/cli/solo.coinche"}, 0},
		{"fmt-lax", "", []string{"fmt", "testdata/cli/lax.coinche"}, 0},
		{"fmt-stdin", string(lax), []string{"fmt", "-"}, 0},
		{"fmt-check-examples", "", []string{"fmt", "-check", "examples/"}, 0},
		{"fmt-check-lax", "", []string{"fmt", "-check", "testdata/cli/lax.coinche"}, 1},
		{"score-table", "", []string{"score", "examples/classique-kitchen.coinche"}, 0},
		{"score-markdown", "", []string{"score", "--format", "markdown", "examples/classique-kitchen.coinche"}, 0},
		{"score-csv", "", []string{"score", "--format", "csv", "examples/classique-kitchen.coinche"}, 0},
		{"score-json", "", []string{"score", "--format", "json", "examples/classique-kitchen.coinche"}, 0},
		{"score-html", "", []string{"score", "--format", "html", "examples/classique-kitchen.coinche"}, 0},
		{"score-illegal-refused", "", []string{"score", "testdata/cli/illegal.coinche"}, 1},
		{"score-illegal-forced", "", []string{"score", "--force", "testdata/cli/illegal.coinche"}, 1},
		{"score-illegal-refused-csv", "", []string{"score", "--format", "csv", "testdata/cli/illegal-late.coinche"}, 1},
		{"score-not-scored-table", "", []string{"score", "examples/classique-kitchen.coinche", "testdata/cli/illegal.coinche"}, 1},
		{"score-not-scored-markdown", "", []string{"score", "--format", "markdown", "examples/classique-kitchen.coinche", "testdata/cli/illegal.coinche"}, 1},
		{"score-formula-csv", "", []string{"score", "--format", "csv", "testdata/cli/formula.coinche"}, 0},
		{"score-formula-csv-raw", "", []string{"score", "--format", "csv", "--csv-raw", "testdata/cli/formula.coinche"}, 0},
		{"score-formula-markdown", "", []string{"score", "--format", "markdown", "testdata/cli/formula.coinche"}, 0},
		{"standings-formula-csv", "", []string{"standings", "--format", "csv", "testdata/cli/formula.coinche"}, 0},
		{"standings-formula-csv-raw", "", []string{"standings", "--format", "csv", "--csv-raw", "testdata/cli/formula.coinche"}, 0},
		{"score-illegal-refused-json", "", []string{"score", "--format", "json", "testdata/cli/illegal-late.coinche"}, 1},
		{"score-bad-format", "", []string{"score", "--format", "pdf", "examples/"}, 2},
		{"score-bad-target", "", []string{"score", "testdata/cli/bad-target.coinche"}, 1},
		{"score-bad-target-forced", "", []string{"score", "--force", "testdata/cli/bad-target.coinche"}, 1},
		{"score-forced-unknown-rules", "", []string{"score", "--force", "score/stream/testdata/bad/rules-unknown.coinche"}, 1},
		{"score-stdin", string(lax), []string{"score", "--format", "csv", "-"}, 0},
		{"score-empty", "", []string{"score", "-"}, 1},
		{"standings-table", "", []string{"standings", "examples/", "testdata/cli/illegal.coinche"}, 1},
		{"standings-markdown", "", []string{"standings", "--format", "markdown", "examples/"}, 0},
		{"standings-csv", "", []string{"standings", "--format", "csv", "examples/", "testdata/cli/illegal.coinche"}, 1},
		{"standings-json", "", []string{"standings", "--format", "json", "examples/"}, 0},
		{"standings-html", "", []string{"standings", "--format", "html", "examples/", "testdata/cli/illegal.coinche"}, 1},
		{"standings-bad-format", "", []string{"standings", "--format", "pdf", "examples/"}, 2},
		{"rules-list", "", []string{"rules"}, 0},
		{"rules-show-unknown", "", []string{"rules", "show", "belote-de-comptoir"}, 2},
		{"rules-show-house", "", []string{"rules", "show", "testdata/cli/maison.toml"}, 0},
		{"rules-show-odd-points", "", []string{"rules", "show", "testdata/cli/odd-points.toml"}, 0},
		{"rules-show-bad-house", "", []string{"rules", "show", "testdata/cli/bad-maison.toml"}, 1},
		{"deal-seed", "", []string{"deal", "--rules", "montpellier", "--games", "1", "--seed", "42"}, 0},
		{"deal-illegal", "", []string{"deal", "--rules", "base", "--games", "1", "--seed", "7", "--illegal", "0.5"}, 0},
		{"deal-illegal-out-of-range", "", []string{"deal", "--rules", "base", "--illegal", "2"}, 2},
		{"analyze-help", "", []string{"analyze", "--help"}, 0},
		{"analyze-handbuilt", "", []string{"analyze", "score/analyze/testdata/handbuilt.coinche"}, 0},
		{"analyze-deal-json", "", []string{"analyze", "--format", "json", "--deal", "2", "examples/base-friends.coinche"}, 0},
		{"analyze-budget-bad", "", []string{"analyze", "--budget", "soon", "examples/base-friends.coinche"}, 2},
		{"analyze-budget-spent", "", []string{"analyze", "--budget", "1", "--deal", "1", "examples/base-friends.coinche"}, 0},
		{"analyze-deal-markdown", "", []string{"analyze", "--format", "markdown", "--deal", "5", "score/analyze/testdata/handbuilt.coinche"}, 0},
		{"analyze-illegal", "", []string{"analyze", "testdata/cli/illegal.coinche"}, 1},
		{"analyze-no-such-deal", "", []string{"analyze", "--deal", "99", "examples/base-friends.coinche"}, 2},
		{"analyze-bad-format", "", []string{"analyze", "--format", "csv", "examples/"}, 2},
		{"analyze-missing-file", "", []string{"analyze", "testdata/cli/no-such-file.coinche"}, 2},
		{"analyze-stdin", string(friends), []string{"analyze", "--deal", "1", "-"}, 0},
		{"analyze-empty", "", []string{"analyze", "-"}, 1},
		{"analyze-players", "", []string{"analyze", "--players", "examples/base-friends.coinche", "examples/club-night-montpellier.coinche"}, 0},
		{"analyze-players-dir", "", []string{"analyze", "--players", "--format", "markdown", "testdata/cli/season/"}, 0},
		{"analyze-players-csv", "", []string{"analyze", "--players", "--format", "csv", "score/analyze/testdata/handbuilt.coinche"}, 0},
		{"analyze-players-bad-format", "", []string{"analyze", "--players", "--format", "yaml", "examples/"}, 2},
		{"analyze-players-illegal", "", []string{"analyze", "--players", "testdata/cli/illegal.coinche"}, 1},
		{"standings-help", "", []string{"standings", "--help"}, 0},
		{"standings-stdin", string(lax), []string{"standings", "--format", "csv", "-"}, 0},
		{"standings-empty", "", []string{"standings", "--format", "csv", "-"}, 1},
		{"completion-unknown-shell", "", []string{"completion", "tcsh"}, 2},
		{"completion-no-shell", "", []string{"completion"}, 2},
		{"man-argument", "", []string{"man", "coinche"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, code := runCLI(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, stdout, stderr)
			}
			got := "$ coinche " + strings.Join(tt.args, " ") + "\n" + stdout
			if stderr != "" {
				got += "--- stderr\n" + stderr
			}
			golden(t, filepath.Join("testdata", "cli", tt.name+".golden"), got)
		})
	}
}

func golden(t *testing.T, path, got string) {
	t.Helper()
	goldentest.Check(t, path, []byte(got))
}

// TestUsage checks the command table: every command and subcommand and
// every flag (the app's too) says what it is for; every synopsis starts
// with the command's path; every command but a listing shows an example,
// which runs that command and uses only its flags.
func TestUsage(t *testing.T) {
	a := &app{}
	for _, f := range a.cli().Flags {
		if df, ok := f.(cli.DocGenerationFlag); ok && df.GetUsage() == "" {
			t.Errorf("flag %v of coinche has no Usage", f.Names())
		}
	}
	for _, f := range []cli.Flag{cli.HelpFlag, cli.VersionFlag} {
		if df, ok := f.(cli.DocGenerationFlag); !ok || df.GetUsage() == "" {
			t.Errorf("flag %v has no Usage", f.Names())
		}
	}
	var walk func(path string, table []command)
	walk = func(path string, table []command) {
		for _, c := range table {
			name := strings.TrimSpace(path + " " + c.cmd.Name)
			t.Run(name, func(t *testing.T) {
				if c.cmd.Usage == "" {
					t.Errorf("command %q has no Usage", name)
				}
				if !strings.HasPrefix(c.synopsis, "coinche "+name) {
					t.Errorf("command %q: synopsis %q does not start with coinche %s", name, c.synopsis, name)
				}
				if len(c.examples) == 0 && c.cmd.Name != "list" && c.cmd.Name != "docs" {
					t.Errorf("command %q shows no example", name)
				}
				flags := map[string]bool{"help": true, "h": true}
				for _, f := range c.cmd.Flags {
					df, ok := f.(cli.DocGenerationFlag)
					if !ok || df.GetUsage() == "" {
						t.Errorf("flag %v of %q has no Usage", f.Names(), name)
					}
					for _, n := range f.Names() {
						flags[n] = true
					}
				}
				for _, ex := range c.examples {
					// "coinche check ...", "source <(coinche completion bash)"
					words := strings.Fields(ex)
					at := slices.IndexFunc(words, func(w string) bool { return strings.HasSuffix(w, "coinche") })
					if at < 0 || !strings.HasPrefix(strings.Join(words[at+1:], " "), name) {
						t.Errorf("command %q: example %q does not run it", name, ex)
						continue
					}
					for _, w := range words[at:] {
						if f := strings.TrimLeft(w, "-"); strings.HasPrefix(w, "-") && len(w) > 1 && !flags[strings.SplitN(f, "=", 2)[0]] {
							t.Errorf("command %q: example %q uses %s, not one of its flags", name, ex, w)
						}
					}
				}
			})
			walk(name, c.subs)
		}
	}
	walk("", a.commandTable())
}

// TestDealSameSeed checks that `coinche deal` is deterministic and that its
// games pass the checker.
func TestDealSameSeed(t *testing.T) {
	for _, rules := range []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"} {
		t.Run(rules, func(t *testing.T) {
			a, _, code := runCLI(t, "", "deal", "--rules", rules, "--games", "2", "--seed", "9")
			b, _, _ := runCLI(t, "", "deal", "--rules", rules, "--games", "2", "--seed", "9")
			if code != 0 || a != b || a == "" {
				t.Fatalf("deal not deterministic (exit %d, %d vs %d bytes)", code, len(a), len(b))
			}
			out, errOut, code := runCLI(t, a, "check", "-")
			if code != 0 {
				t.Errorf("generated games fail the checker (exit %d):\n%s%s", code, out, errOut)
			}
		})
	}
}

// TestFmtWrite checks that fmt -w rewrites a file in place to the canonical
// form, and that fmt -check then finds nothing to do.
func TestFmtWrite(t *testing.T) {
	src, err := os.ReadFile("testdata/cli/lax.coinche")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/cli/fmt-lax.golden")
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), "lax.coinche")
	if err := os.WriteFile(name, src, 0o640); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runCLI(t, "", "fmt", "-check", name); code != 1 {
		t.Fatalf("fmt -check on lax input: exit %d (%s), want 1", code, errOut)
	}
	if out, errOut, code := runCLI(t, "", "fmt", "-w", name); code != 0 || out != "" {
		t.Fatalf("fmt -w: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	// The golden holds the command line, then the canonical text.
	canonical := string(want[strings.IndexByte(string(want), '\n')+1:])
	if string(got) != canonical {
		t.Errorf("fmt -w wrote\n%s\nwant\n%s", got, canonical)
	}
	if fi, err := os.Stat(name); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("fmt -w changed the file's mode: %v %v", fi.Mode(), err)
	}
	if _, errOut, code := runCLI(t, "", "fmt", "-check", name); code != 0 {
		t.Errorf("fmt -check after fmt -w: exit %d (%s)", code, errOut)
	}
}

// TestAnalysisDoc checks that each example of docs/analysis.md is what the
// command it names prints: a line "<!-- output of: coinche ARGS -->"
// followed by a fenced block. -update rewrites the blocks.
func TestAnalysisDoc(t *testing.T) {
	const path = "docs/analysis.md"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(src)
	const marker = "<!-- output of: coinche "
	var out strings.Builder
	n := 0
	for {
		i := strings.Index(doc, marker)
		if i < 0 {
			out.WriteString(doc)
			break
		}
		j := strings.Index(doc[i:], " -->\n")
		open := strings.Index(doc[i:], "```text\n")
		if j < 0 || open < 0 {
			t.Fatalf("%s: a marker without its block", path)
		}
		start := i + open + len("```text\n")
		end := strings.Index(doc[start:], "```\n")
		if end < 0 {
			t.Fatalf("%s: an unclosed block", path)
		}
		args := strings.Fields(doc[i+len(marker) : i+j])
		stdout, stderr, code := runCLI(t, "", args...)
		if code != 0 {
			t.Errorf("coinche %s: exit %d: %s", strings.Join(args, " "), code, stderr)
		}
		if got := doc[start : start+end]; got != stdout {
			t.Errorf("%s: the output of coinche %s differs (go test -update rewrites it)\n--- doc\n%s\n--- now\n%s", path, strings.Join(args, " "), got, stdout)
		}
		out.WriteString(doc[:start] + stdout)
		doc = doc[start+end:]
		n++
	}
	if n == 0 {
		t.Errorf("%s has no example", path)
	}
	if goldentest.Update() {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// BenchmarkAnalyzeExamples runs `coinche analyze` on examples/ (every
// deal of the five examples reviewed; issue 12 wants it under a second),
// then on each example alone.
func BenchmarkAnalyzeExamples(b *testing.B) {
	files, err := filepath.Glob("examples/*.coinche")
	if err != nil || len(files) != 5 {
		b.Fatalf("examples: %v %v", files, err)
	}
	run := func(b *testing.B, args ...string) {
		for b.Loop() {
			a := &app{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard}
			if code := a.run(append([]string{"coinche", "analyze"}, args...)); code != 0 {
				b.Fatalf("exit %d", code)
			}
		}
	}
	b.Run("all", func(b *testing.B) { run(b, "examples/") })
	for _, f := range files {
		b.Run(strings.TrimSuffix(filepath.Base(f), ".coinche"), func(b *testing.B) { run(b, f) })
	}
}

// `coinche deal --rules house.toml` writes games whose Rules tag names the
// file; `coinche check` and `coinche score` on them, beside the file, are
// clean (issue 9: every new key is generated).
func TestDealHouseRulesThenCheck(t *testing.T) {
	dir := t.TempDir()
	house := "extends = \"annonces\"\n[bidding]\nladder = [82, 85, 90, 100, 110, 120, 130, 140, 150, 160, 250]\nsans_atout = true\ncoinche_out_of_turn = false\ncoinche_ends_bidding = false\ncoinched_rebid = \"none\"\n[belote]\nautomatic = true\n[scoring]\ncontract_factor_sans_atout = 2\n"
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(house), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	out, stderr, code := runCLI(t, "", "deal", "--rules", "house.toml", "--games", "20", "--seed", "9")
	if code != 0 {
		t.Fatalf("deal: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, `[Rules "house.toml"]`) {
		t.Fatalf("no Rules tag naming house.toml in:\n%.300s", out)
	}
	if err := os.WriteFile("games.coinche", []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{{"check", "games.coinche"}, {"score", "games.coinche"}} {
		if stdout, stderr, code := runCLI(t, "", cmd...); code != 0 {
			t.Errorf("%s: exit %d\n%s%s", strings.Join(cmd, " "), code, stdout, stderr)
		}
	}
	if _, _, code := runCLI(t, "", "check", "--rules", "montpellier", "games.coinche"); code != 1 {
		t.Errorf("check --rules montpellier: exit %d, want 1 (82 is no montpellier bid)", code)
	}
}

// TestIsTerminal: a character device that is not a terminal (/dev/null, as
// with `coinche check FILE > /dev/null`) does not turn on the tty format.
func TestIsTerminal(t *testing.T) {
	for _, name := range []string{os.DevNull, "main.go"} {
		t.Run(name, func(t *testing.T) {
			f, err := os.Open(name)
			if err != nil {
				t.Skip(err)
			}
			defer f.Close()
			if isTerminal(f) {
				t.Errorf("isTerminal(%s) = true, want false", name)
			}
		})
	}
}

// TestTerminalEscapes: escape sequences in tags, names and comments (a
// window title, an OSC 52 clipboard write, a clear screen, C1 and bidi
// controls) reach the terminal escaped, as the error messages quote them,
// from every command that prints text for people; JSON stays JSON.
func TestTerminalEscapes(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "soir.coinche")
	if _, errOut, code := runCLI(t, "", "new", game, "--rules", "base", "--ns", "Alice \x1b]0;pwned\a/ Chloé", "--ew", "Bruno \u009b2J/ David\u202e", "--event", "Club \x1b]52;c;ZWNobyBwd25lZA==\a"); code != 0 {
		t.Skipf("new refuses the names: %s", errOut)
	}
	file := "testdata/cli/terminal.coinche"
	named := filepath.Join(t.TempDir(), "x\x1b]0;t\a.coinche") // a file name from a directory listing
	if err := os.WriteFile(named, []byte("[Rules \"base\"]\ndeal 1 dealer N   S 100♥ made 50\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		stdin string
		args  []string
	}{
		{"check-tty", "", []string{"check", "--format", "tty", file}},
		{"check-gcc", "", []string{"check", "--format", "gcc", file}},
		{"score-table", "", []string{"score", "--force", file}},
		{"score-markdown", "", []string{"score", "--force", "--format", "markdown", file}},
		{"score-csv", "", []string{"score", "--force", "--format", "csv", file}},
		{"score-html", "", []string{"score", "--force", "--format", "html", file}},
		{"standings", "", []string{"standings", file}},
		{"standings-markdown", "", []string{"standings", "--format", "markdown", file}},
		{"analyze", "", []string{"analyze", "--deal", "1", file}},
		{"analyze-markdown", "", []string{"analyze", "--format", "markdown", "--deal", "1", file}},
		{"add", "", []string{"add", game, "S", "100H", "made", "112", "#", "\x1b[2J"}},
		{"edit", "", []string{"edit", game, "1", "S", "100H", "made", "122", "#", "\x1b]0;x\a"}},
		{"undo", "", []string{"undo", game}},
		{"table", "N 80S made 90 # \x1b[2J\nquit\n", []string{"table", game}},
		{"missing-file", "", []string{"check", "no-such-\x1b]0;x\a.coinche"}},
		{"fmt-check-name", "", []string{"fmt", "-check", filepath.Dir(named)}},
		{"check-name", "", []string{"check", "--format", "gcc", filepath.Dir(named)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, _ := runCLI(t, tt.stdin, tt.args...)
			out := stdout + stderr
			for _, r := range out {
				if r != '\n' && (r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f) || (r >= 0x202a && r <= 0x202e)) {
					t.Fatalf("raw %U in the output:\n%s", r, out)
				}
			}
			if !strings.Contains(out, `\x1b`) && !strings.Contains(out, `\u009b`) {
				t.Errorf("no escape shown:\n%s", out)
			}
		})
	}
	// JSON: escapes as JSON writes them, every line still JSON.
	for _, args := range [][]string{
		{"score", "--force", "--format", "json", file},
		{"standings", "--format", "json", file},
		{"check", "--format", "json", file},
		{"analyze", "--format", "json", "--deal", "1", file},
	} {
		t.Run(strings.Join(args[:3], "-"), func(t *testing.T) {
			stdout, _, _ := runCLI(t, "", args...)
			for _, r := range stdout {
				if r != '\n' && (r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f) || (r >= 0x202a && r <= 0x202e)) {
					t.Fatalf("raw %U in the output:\n%s", r, stdout)
				}
			}
			if json.Valid([]byte(stdout)) { // one document
				return
			}
			for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") { // JSON lines
				if line != "" && !json.Valid([]byte(line)) {
					t.Errorf("not JSON: %s", line)
				}
			}
		})
	}
}

// TestRulesShowEscapes: a house file's strings reach the terminal
// escaped by `rules show`, and what it prints loads again as the same
// ruleset.
func TestRulesShowEscapes(t *testing.T) {
	dir := t.TempDir()
	house := filepath.Join(dir, "evil.toml")
	if err := os.WriteFile(house, []byte("extends = \"base\"\ndescription = \"evil \\u001b]0;pwned\\u0007 \\u009b2J \\u202e\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCLI(t, "", "rules", "show", house)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, r := range out {
		if r != '\n' && (r < 0x20 || (r >= 0x7f && r <= 0x9f) || (r >= 0x202a && r <= 0x202e)) {
			t.Fatalf("raw %U in:\n%s", r, out)
		}
	}
	again := filepath.Join(dir, "again.toml")
	if err := os.WriteFile(again, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	out2, errOut, code := runCLI(t, "", "rules", "show", again)
	if code != 0 {
		t.Fatalf("exit %d loading what rules show printed: %s", code, errOut)
	}
	desc := func(s string) string {
		for _, l := range strings.Split(s, "\n") {
			if strings.HasPrefix(l, "description") {
				return l
			}
		}
		return ""
	}
	if d1, d2 := desc(out), desc(out2); d1 == "" || d1 != d2 {
		t.Errorf("description %q, loaded again %q", d1, d2)
	}
}

// TestAnalyzeProgressFlag: --progress names the deal under review on
// standard error even when it is not a terminal; without it, nothing.
func TestAnalyzeProgressFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want bool
	}{
		{[]string{"analyze", "--deal", "1", "--progress", "examples/base-friends.coinche"}, true},
		{[]string{"analyze", "--deal", "1", "examples/base-friends.coinche"}, false},
	} {
		_, stderr, code := runCLI(t, "", c.args...)
		if code != 0 || strings.Contains(stderr, "reviewing examples/base-friends.coinche: deal 1") != c.want {
			t.Errorf("%v: exit %d, stderr %q; want the deal named: %v", c.args, code, stderr, c.want)
		}
	}
}
