package stream

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
)

// badRecorder is a Handler that prints every diagnostic in gcc format and
// counts the games and deals it is told about.
type badRecorder struct {
	out   bytes.Buffer
	games int // StartGame calls
	ended int // EndGame calls
	deals int // Deal calls with a record
	loose int // Deal calls without a record (errors outside any deal)
	diags int
	open  bool // between StartGame and EndGame
	t     *testing.T
}

func (r *badRecorder) StartGame(g *Game, errs notation.ErrorList) error {
	if r.open {
		r.t.Errorf("StartGame while game %d is open", r.games)
	}
	r.open = true
	r.games++
	r.diags += len(errs)
	return diag.Write(&r.out, errs, diag.GCC, nil)
}

func (r *badRecorder) Deal(d *Deal) error {
	if d.Game == nil {
		r.t.Errorf("Deal without a Game")
	}
	if d.Record != nil {
		r.deals++
		if !r.open {
			r.t.Errorf("deal %d outside a game", d.Record.Number)
		}
	} else {
		r.loose++
	}
	r.diags += len(d.Errs)
	return diag.Write(&r.out, d.Errs, diag.GCC, nil)
}

func (r *badRecorder) EndGame(g *Game) error {
	if !r.open {
		r.t.Errorf("EndGame without StartGame")
	}
	r.open = false
	r.ended++
	return nil
}

// dealLines counts the lines that start a deal: "deal" at the start of a
// line (blanks before it allowed), followed by a blank or the line's end.
// A line starting with deal ends any comment or string before it
// (docs/notation.md), so each of them must give one deal. Lines end with
// LF, CRLF or a lone CR, as for the parser.
func dealLines(src []byte) int {
	src = bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n"))
	src = bytes.ReplaceAll(src, []byte("\r"), []byte("\n"))
	n := 0
	for _, line := range bytes.Split(src, []byte("\n")) {
		line = bytes.TrimLeft(line, " \t")
		if rest, ok := bytes.CutPrefix(line, []byte("deal")); ok {
			if len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\r' {
				n++
			}
		}
	}
	return n
}

// badCase is one malformed input: a file of testdata/bad, or one made by
// the test (too big to commit).
type badCase struct {
	name string
	src  []byte
	opts Options
}

// generatedCases are the inputs made by the test: long lines, a long tag
// value, many empty games.
func generatedCases(t *testing.T) []badCase {
	base, err := os.ReadFile("testdata/clean.coinche")
	if err != nil {
		t.Fatal(err)
	}
	_, deals, _ := bytes.Cut(base, []byte("\ndeal 1 "))
	deals = append([]byte("deal 1 "), deals...)
	header := "[Event \"generated\"]\n[Rules \"base\"]\n\n"
	mb := 1 << 20
	var cases []badCase
	add := func(name string, parts ...string) {
		cases = append(cases, badCase{name: "gen-" + name, src: []byte(strings.Join(parts, ""))})
	}
	// A 1 MB comment line between two deals, and a 1 MB line of tokens.
	d2 := bytes.Index(deals, []byte("\ndeal 2 "))
	first, rest := string(deals[:d2+1]), string(deals[d2+1:])
	add("1mb-comment-line", header, first, "# ", strings.Repeat("blah ", mb/5), "\n", rest)
	add("1mb-junk-line", header, first, strings.Repeat("♠A ", mb/5), "\n", rest)
	add("1mb-trick-line", header, strings.Replace(string(deals), "tricks   W: J♣ A♣ 8♣ Q♣", "tricks   W: J♣ A♣ 8♣ Q♣"+strings.Repeat(" 7♥", mb/5), 1))
	// A line over the reader's 4 MiB limit.
	add("5mb-line", header, first, strings.Repeat("x", 5*mb), "\n", rest)
	// A 100 KB tag value, a 100 KB tag name.
	add("100kb-tag-value", "[Event \"", strings.Repeat("é", 50_000), "\"]\n[Rules \"base\"]\n\n", string(deals))
	add("100kb-tag-name", "[", strings.Repeat("E", 100_000), " \"x\"]\n[Rules \"base\"]\n\n", string(deals))
	// A 1 MB block comment over 100,000 lines.
	add("1mb-block-comment", header, first, "{", strings.Repeat("a line of notes\n", mb/16), "}\n", rest)
	// 5,000 headers without a deal, then a deal.
	add("5000-empty-games", strings.Repeat("[Event \"empty\"]\n\n", 5000), header, string(deals))
	// A 1 MB unclosed comment up to the end of the file.
	add("1mb-unclosed-comment", header, string(deals), "\n{ ", strings.Repeat("never closed ", mb/13))
	// The ruleset path escapes, but --rules overrides it.
	escape := strings.Replace(string(base), `"base"`, `"../escape.toml"`, 1)
	cases = append(cases, badCase{name: "gen-rules-escape-override", src: []byte(escape), opts: Options{Rules: "testdata/escape.toml"}})
	return cases
}

func fileCases(t *testing.T) []badCase {
	files, err := filepath.Glob("testdata/bad/*.coinche")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 50 {
		t.Fatalf("testdata/bad holds %d inputs, want at least 50", len(files))
	}
	var cases []badCase
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, badCase{name: strings.TrimSuffix(filepath.Base(f), ".coinche"), src: src})
	}
	return cases
}

// runCase runs one input through the pipeline, never letting a panic
// escape, and returns what the handler saw.
func runCase(t *testing.T, c badCase) (r *badRecorder, err error) {
	t.Helper()
	r = &badRecorder{t: t}
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	err = Run(bytes.NewReader(c.src), "testdata/bad/"+c.name+".coinche", c.opts, r)
	return r, err
}

// TestBadInputs runs every malformed input through Run and compares the
// diagnostics with testdata/bad/NAME.golden (go test -update rewrites
// them). It also checks that no input panics, that every deal of the
// input is reported (one Deal call per line starting with deal: a bad
// deal never hides the next), that games are opened and closed in pairs,
// and that no diagnostic line is longer than 1,000 bytes (a message never
// quotes a whole megabyte line).
func TestBadInputs(t *testing.T) {
	cases := append(fileCases(t), generatedCases(t)...)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := runCase(t, c)
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			if want := dealLines(c.src); r.deals != want {
				t.Errorf("%d deals reported, but the input has %d lines starting with deal", r.deals, want)
			}
			if r.games != r.ended || r.open {
				t.Errorf("%d games started, %d ended", r.games, r.ended)
			}
			for _, line := range strings.Split(r.out.String(), "\n") {
				if len(line) > 1000 {
					t.Errorf("diagnostic of %d bytes: %.200s…", len(line), line)
				}
			}
			got := fmt.Sprintf("%s-- %d games, %d deals, %d problems, %d outside any deal\n",
				r.out.String(), r.games, r.deals, r.diags, r.loose)
			goldentest.Check(t, filepath.Join("testdata", "bad", c.name+".golden"), []byte(got))
		})
	}
}

// TestBadInputsConcatenated runs every committed bad input as one stream:
// whatever the previous input left open (a comment, a string, a game),
// the deals of the next are all reported.
func TestBadInputsConcatenated(t *testing.T) {
	var all []byte
	for _, c := range fileCases(t) {
		all = append(all, c.src...)
		all = append(all, '\n')
	}
	r, err := runCase(t, badCase{name: "all", src: all})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if want := dealLines(all); r.deals != want {
		t.Errorf("%d deals reported, but the input has %d lines starting with deal", r.deals, want)
	}
	if r.diags == 0 {
		t.Error("no problem reported")
	}
}

// A clean input gives no problem under the same handler: the badRecorder
// itself reports nothing of its own.
func TestCleanInput(t *testing.T) {
	src, err := os.ReadFile("testdata/clean.coinche")
	if err != nil {
		t.Fatal(err)
	}
	r, err := runCase(t, badCase{name: "clean", src: src})
	if err != nil {
		t.Fatal(err)
	}
	if r.diags != 0 || r.deals != 5 || r.games != 1 {
		t.Errorf("clean input: %d problems, %d deals, %d games:\n%s", r.diags, r.deals, r.games, r.out.String())
	}
}
