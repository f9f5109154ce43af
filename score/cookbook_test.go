package score_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/gen"
)

// snippet is one ```toml block of a markdown file.
type snippet struct {
	name string // "# file: NAME" on its first line, else snippet-N.toml
	line int    // where the block starts in the markdown
	text string
}

// tomlBlocks extracts the ```toml blocks of a markdown text.
func tomlBlocks(md string) []snippet {
	var out []snippet
	var cur *snippet
	var b strings.Builder
	for i, line := range strings.Split(md, "\n") {
		switch {
		case cur == nil && strings.TrimSpace(line) == "```toml":
			cur = &snippet{line: i + 1, name: fmt.Sprintf("snippet-%d.toml", len(out)+1)}
			b.Reset()
		case cur != nil && strings.TrimSpace(line) == "```":
			cur.text = b.String()
			if name, ok := strings.CutPrefix(strings.SplitN(cur.text, "\n", 2)[0], "# file: "); ok {
				cur.name = strings.TrimSpace(name)
			}
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			b.WriteString(line)
			b.WriteByte('\n')
		}
	}
	return out
}

// dealAndCheck generates games under the house-rules file path as
// `coinche deal --rules PATH` does, checks them under the same file, and
// scores them: every deal must check clean. It returns the games.
func dealAndCheck(t *testing.T, path string, games int, seed int64) []*notation.Game {
	t.Helper()
	rs, err := rulesfile.LoadFile(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var buf bytes.Buffer
	if err := gen.Write(&buf, gen.Options{Rules: path, Games: games, Seed: seed}); err != nil {
		t.Fatalf("deal --rules %s: %v", path, err)
	}
	gs, err := notation.Parse("generated.coinche", buf.Bytes())
	if err != nil {
		t.Fatalf("generated games do not parse: %v", err)
	}
	for _, g := range gs {
		if tag, _ := g.Tag("Rules"); tag != path {
			t.Fatalf("Rules tag %q, want %q", tag, path)
		}
		outs, errs := rules.CheckGame(g, rs)
		if len(errs) > 0 {
			t.Fatalf("%s: a generated game does not check clean:\n%v", path, errs)
		}
		sheet, err := score.NewGameSheet(rs, g)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range outs {
			ds := sheet.Add(o)
			if p := score.Problems(ds, o); len(p) > 0 {
				t.Fatalf("%s: deal %d scores with problems: %v", path, o.Deal.Number, p)
			}
		}
	}
	return gs
}

// TestCookbook loads every snippet of docs/house-rules.md (in order, each
// saved under its name so that later ones may extend it) and checks
// generated games under it.
func TestCookbook(t *testing.T) {
	md, err := os.ReadFile(filepath.Join("..", "docs", "house-rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	snips := tomlBlocks(string(md))
	if len(snips) < 12 {
		t.Fatalf("docs/house-rules.md has %d toml snippets, want at least 12", len(snips))
	}
	// The example house files sit beside the snippets, so that a recipe
	// may extend one (recipe 21 extends bga.toml); a snippet named like one
	// of them is that file, word for word.
	dir := t.TempDir()
	examples, _ := filepath.Glob(filepath.Join(houseDir, "*.toml"))
	for _, path := range examples {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(path)), src, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, s := range snips {
			if s.name == filepath.Base(path) && strings.TrimPrefix(s.text, "# file: "+s.name+"\n") != string(src) {
				t.Errorf("docs/house-rules.md line %d: the snippet %s differs from %s", s.line, s.name, path)
			}
		}
	}
	for i, s := range snips {
		path := filepath.Join(dir, s.name)
		if err := os.WriteFile(path, []byte(s.text), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Run(fmt.Sprintf("line%d-%s", s.line, s.name), func(t *testing.T) {
			dealAndCheck(t, path, 3, int64(i+1))
		})
	}
}

// The recipe "Made on equality" of docs/house-rules.md does what it says:
// an 80 made 81–81 goes to the declarers (issue 16 item 6: it extended
// classique, whose minimum of 82 failed it).
func TestCookbookMadeOnEquality(t *testing.T) {
	md, err := os.ReadFile(filepath.Join("..", "docs", "house-rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	var recipe string
	for _, s := range tomlBlocks(string(md)) {
		if strings.Contains(s.text, `against_defenders = "at-least"`) && strings.Contains(s.text, `extends = "classique"`) {
			recipe = s.text
		}
	}
	if recipe == "" {
		t.Fatal("docs/house-rules.md: no recipe extending classique with against_defenders = \"at-least\"")
	}
	rs, err := rulesfile.Load("equality.toml", []byte(recipe))
	if err != nil {
		t.Fatal(err)
	}
	o := rules.Outcome{Declarer: notation.North, Contract: notation.Contract{Level: notation.Points, Value: 80, Strain: notation.TrumpH},
		Points: [2]int{81, 81}, Tricks: [2]int{4, 4}}
	if ds := score.Deal(rs, o); !ds.Made {
		t.Errorf("80 made 81-81 under the recipe: %s", ds.Why())
	}
	o.Points = [2]int{80, 82}
	if ds := score.Deal(rs, o); ds.Made {
		t.Errorf("80 made 80-82 under the recipe: %s", ds.Why())
	}
}
