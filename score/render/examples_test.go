package render

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
)

// rulesetFor is the ruleset a game names in its [Rules "..."] tag
// (docs/notation.md): a preset, or a TOML file relative to the game;
// "base" when there is no tag.
func rulesetFor(g *notation.Game, dir string) (*rules.Ruleset, error) {
	name, ok := g.Tag("Rules")
	if !ok || name == "" {
		name = "base"
	}
	if rulesfile.IsPreset(name) {
		return rulesfile.Preset(name)
	}
	return rulesfile.LoadFile(filepath.Join(dir, name))
}

// Every example game in examples/ is checked and prints a full sheet:
// every deal is on it, every written result agrees with the computed one,
// and the sheet in each format matches its golden file in
// testdata/examples/ (go test -update writes them; a game added without
// its golden files fails).
func TestExampleGames(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "examples", "*"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, path := range files {
		if st, err := os.Stat(path); err != nil || st.IsDir() || filepath.Ext(path) == ".toml" || filepath.Ext(path) == ".md" {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		games, err := notation.Parse(filepath.Base(path), src)
		if err != nil {
			t.Errorf("%s: %v", path, err)
		}
		for gi, g := range games {
			n++
			t.Run(fmt.Sprintf("%s#%d", filepath.Base(path), gi+1), func(t *testing.T) {
				rs, err := rulesetFor(g, filepath.Dir(path))
				if err != nil {
					t.Fatalf("ruleset: %v", err)
				}
				s, err := score.NewGameSheet(rs, g)
				if err != nil {
					t.Fatalf("header: %v", err)
				}
				c, err := rules.NewChecker(rs)
				if err != nil {
					t.Fatal(err)
				}
				for _, d := range g.Deals {
					o, errs := c.CheckDeal(d)
					for _, e := range errs {
						t.Logf("check: %v", e)
					}
					var ds score.DealScore
					if len(errs) > 0 || d.Bad {
						ds = s.AddForced(o)
					} else {
						ds = s.Add(o)
					}
					for _, e := range score.Problems(ds, o) {
						t.Errorf("%v", e)
					}
				}
				if len(s.Rows()) != len(g.Deals) {
					t.Fatalf("%d rows for %d deals", len(s.Rows()), len(g.Deals))
				}
				for _, format := range Formats {
					var buf bytes.Buffer
					if err := Write(&buf, s, format, score.NamesFromGame(g)); err != nil {
						t.Fatal(err)
					}
					golden := filepath.Join("testdata", "examples", fmt.Sprintf("%s.%d.%s", filepath.Base(path), gi+1, formatExt[format]))
					if goldentest.Update() {
						os.MkdirAll(filepath.Dir(golden), 0o755)
						if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
							t.Fatal(err)
						}
						continue
					}
					want, err := os.ReadFile(golden)
					if err != nil {
						t.Errorf("%v (go test -update writes it):\n%s", err, buf.String())
						continue
					}
					if !bytes.Equal(want, buf.Bytes()) {
						t.Errorf("%s differs (go test -update to accept):\n%s", golden, buf.String())
					}
				}
			})
		}
	}
	if n == 0 {
		t.Fatal("no example games in ../../examples/")
	}
}
