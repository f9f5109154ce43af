package score

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// rulesetFor is the ruleset a game names in its [Ruleset "..."] tag: a
// preset, or a TOML file beside the game; "base" when there is no tag.
func rulesetFor(g *notation.Game, dir string) (*rules.Ruleset, error) {
	name, ok := g.Tag("Ruleset")
	if !ok || name == "" {
		name = "base"
	}
	if rules.IsPreset(name) {
		return rules.Preset(name)
	}
	return rules.LoadFile(filepath.Join(dir, name))
}

// Every example game in examples/ prints a full sheet: every deal is on
// it, and the sheet matches its golden file in testdata/examples/ when one
// has been written (go test -update writes them).
func TestExampleGames(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "examples", "*"))
	n := 0
	for _, path := range files {
		if st, err := os.Stat(path); err != nil || st.IsDir() || filepath.Ext(path) == ".toml" || filepath.Ext(path) == ".md" {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		games, _ := notation.Parse(filepath.Base(path), src)
		for gi, g := range games {
			n++
			t.Run(fmt.Sprintf("%s#%d", filepath.Base(path), gi+1), func(t *testing.T) {
				rs, err := rulesetFor(g, filepath.Dir(path))
				if err != nil {
					t.Fatalf("ruleset: %v", err)
				}
				s, err := NewGameSheet(rs, g)
				if err != nil {
					t.Fatalf("header: %v", err)
				}
				c, err := rules.NewChecker(rs)
				if err != nil {
					t.Fatal(err)
				}
				for _, d := range g.Deals {
					o, errs := c.CheckDeal(d)
					if len(errs) > 0 || d.Bad {
						s.AddForced(o)
					} else {
						s.Add(o)
					}
				}
				if len(s.Rows()) != len(g.Deals) {
					t.Fatalf("%d rows for %d deals", len(s.Rows()), len(g.Deals))
				}
				var buf bytes.Buffer
				if err := Write(&buf, s, "table", NamesFromGame(g)); err != nil {
					t.Fatal(err)
				}
				golden := filepath.Join("testdata", "examples", fmt.Sprintf("%s.%d.txt", filepath.Base(path), gi+1))
				if *update {
					os.MkdirAll(filepath.Dir(golden), 0o755)
					if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if os.IsNotExist(err) {
					t.Logf("no golden sheet yet for %s (go test -update):\n%s", path, buf.String())
					return
				}
				if !bytes.Equal(want, buf.Bytes()) {
					t.Errorf("%s differs (go test -update to accept):\n%s", golden, buf.String())
				}
			})
		}
	}
	if n == 0 {
		t.Skip("no example games in examples/ yet")
	}
}
