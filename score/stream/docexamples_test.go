package stream

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// problemRecorder keeps every problem a run reports (syntax, rules, written
// results, a ruleset that cannot be loaded) and counts the deals read.
type problemRecorder struct {
	problems []string
	deals    int
}

func (r *problemRecorder) StartGame(g *Game, errs notation.ErrorList) error {
	for _, e := range errs {
		r.problems = append(r.problems, e.Error())
	}
	if g.Ruleset == nil && len(errs) == 0 {
		r.problems = append(r.problems, fmt.Sprintf("%s: game without a ruleset and without an error", g.File))
	}
	return nil
}

func (r *problemRecorder) Deal(d *Deal) error {
	if d.Record != nil {
		r.deals++
	}
	for _, e := range d.Errs {
		r.problems = append(r.problems, e.Error())
	}
	return nil
}

func (r *problemRecorder) EndGame(*Game) error { return nil }

// problemsOf runs src (named filename) through Run and returns every
// problem reported and the number of deals read.
func problemsOf(src, filename string) (problems []string, deals int, err error) {
	r := &problemRecorder{}
	err = Run(strings.NewReader(src), filename, Options{}, r)
	return r.problems, r.deals, err
}

// runClean fails t with every problem Run reports on src; it also fails
// when src holds no deal (an example that checks nothing).
func runClean(t *testing.T, src, filename string) {
	t.Helper()
	problems, deals, err := problemsOf(src, filename)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if len(problems) > 0 {
		t.Errorf("%d problem(s):\n%s\nin:\n%s", len(problems), strings.Join(problems, "\n"), src)
	}
	if deals == 0 {
		t.Errorf("no deal read from:\n%s", src)
	}
}

// docExample is a fenced block of docs/notation.md.
type docExample struct {
	kind string // the fence's info string: coinche, coinche-lax, coinche-entry...
	text string
	line int // the line of the opening fence
}

// docExamples returns the fenced blocks of the document at path whose
// info string starts with "coinche".
func docExamples(t *testing.T, path string) []docExample {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(src), "\n")
	var out []docExample
	for i := 0; i < len(lines); i++ {
		l := strings.TrimRight(lines[i], "\r\n")
		if !strings.HasPrefix(l, "```") || l == "```" {
			continue
		}
		b := docExample{kind: strings.TrimSpace(l[3:]), line: i + 1}
		var body strings.Builder
		for i++; i < len(lines) && strings.TrimRight(lines[i], "\r\n") != "```"; i++ {
			body.WriteString(lines[i])
		}
		b.text = body.String()
		if strings.HasPrefix(b.kind, "coinche") {
			out = append(out, b)
		}
	}
	return out
}

// entryRules is the ruleset under which docs/notation.md says its quick
// entries are added ("Quick entry": sans-atout and announcements need it).
const entryRules = "annonces"

// TestDocExamplesLegal checks that every game of docs/notation.md is legal
// under its Rules tag: each `coinche` block (and the lax input of a
// `coinche-lax` block) goes through Run with no problem at all, not even a
// written result that differs from the computed one; the lines of a
// `coinche-entry` block, added in turn as summary deals to a game under
// entryRules, make a legal game too. A `coinche-bad` block shows syntax
// errors on purpose and is left to notation's TestDocExamples.
func TestDocExamplesLegal(t *testing.T) {
	const doc = "../../docs/notation.md"
	n := 0
	for _, b := range docExamples(t, doc) {
		name := fmt.Sprintf("%s@line%d", b.kind, b.line)
		switch b.kind {
		case "coinche", "coinche-lax":
			n++
			t.Run(name, func(t *testing.T) {
				runClean(t, b.text, fmt.Sprintf("notation.md@%d", b.line))
			})
		case "coinche-entry":
			t.Run(name, func(t *testing.T) {
				var game strings.Builder
				fmt.Fprintf(&game, "[Rules %q]\n", entryRules)
				k := 0
				for _, e := range strings.Split(strings.TrimSpace(b.text), "\n") {
					k++
					fmt.Fprintf(&game, "\ndeal %d  %s\n", k, e)
				}
				runClean(t, game.String(), fmt.Sprintf("notation.md@%d", b.line))
			})
		case "coinche-bad":
		default:
			t.Errorf("line %d: unknown block kind %q", b.line, b.kind)
		}
	}
	if n < 6 {
		t.Errorf("only %d games found in %s", n, doc)
	}
}

// TestExamplesLegal checks that every game file of examples/ is legal under
// its Rules tag: no problem at all.
func TestExamplesLegal(t *testing.T) {
	files, err := filepath.Glob("../../examples/*.coinche")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no .coinche file in ../../examples")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			runClean(t, string(src), f)
		})
	}
}

// TestDocExamplesPlanted checks that the checks above can fail: the first
// game of docs/notation.md, with one planted fault, reports a problem.
func TestDocExamplesPlanted(t *testing.T) {
	var first string
	for _, b := range docExamples(t, "../../docs/notation.md") {
		if b.kind == "coinche" {
			first = b.text
			break
		}
	}
	if first == "" {
		t.Fatal("no coinche block in docs/notation.md")
	}
	tests := []struct {
		name, old, new string
	}{
		{"written result", "result   NS 0 EW ", "result   NS 10 EW "},
		{"ruleset without announcements", `[Rules "annonces"]`, `[Rules "classique"]`},
		{"unknown ruleset", `[Rules "annonces"]`, `[Rules "nowhere"]`},
		{"dealer out of rotation", "deal 2 dealer E", "deal 2 dealer W"},
		{"summary points", "made 112", "made 212"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(first, tc.old) {
				t.Fatalf("the first example no longer holds %q: update the plant", tc.old)
			}
			problems, _, err := problemsOf(strings.Replace(first, tc.old, tc.new, 1), "planted")
			if err != nil {
				t.Fatal(err)
			}
			if len(problems) == 0 {
				t.Errorf("no problem reported with %q planted", tc.new)
			}
		})
	}
}
