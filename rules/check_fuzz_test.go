package rules

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/coinche/coinche/notation"
)

// FuzzCheck parses arbitrary text and checks every game it holds under
// every built-in ruleset and the engines' house rules: the checker must
// never panic, whatever the records hold (bad seats, missing cards, a
// claim at any point, deals of any size), and every problem it reports has
// a code, a message and a position (line:col).
//
//	go test -run='^$' -fuzz=FuzzCheck -fuzztime=5m ./rules
func FuzzCheck(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "check", "*.coinche"))
	engineGames, _ := filepath.Glob(filepath.Join("..", "examples", "house-rules", "*.coinche"))
	seeds = append(seeds, engineGames...)
	examples, _ := filepath.Glob(filepath.Join("..", "examples", "*.coinche"))
	for _, path := range append(seeds, examples...) {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("deal 1 dealer N\ncalls N 80♠ E X S XX\ntricks E: A♠ claim N\n"))
	f.Add([]byte("deal dealer W\nW générale♣ X 200 capot EW belote NS announce NS 50\n"))
	var checkers []*Checker
	add := func(rs *Ruleset, err error) {
		if err != nil {
			f.Fatal(err)
		}
		c, err := NewChecker(rs)
		if err != nil {
			f.Fatal(err)
		}
		checkers = append(checkers, c)
	}
	for _, name := range Loader.PresetNames() {
		add(testPreset(name))
	}
	// The engines' house rules, and every bidding key of the engines
	// survey (four closing passes, answers after a coinche and a
	// surcoinche by one team, a coinche by the team in turn).
	engineRules, _ := filepath.Glob(filepath.Join("..", "examples", "house-rules", "*.toml"))
	for _, path := range append(engineRules, filepath.Join("rulesfile", "testdata", "rulesets", "ok-engine-bidding.toml")) {
		add(testLoadFile(path))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		games, _ := notation.Parse("fuzz", src)
		for _, g := range games {
			for _, c := range checkers {
				c.Reset()
				for _, d := range g.Deals {
					o, errs := c.CheckDeal(d)
					if o.Deal != d {
						t.Fatalf("outcome of another deal")
					}
					for _, e := range errs {
						if e.Code == "" || e.Msg == "" || !e.Pos.IsValid() {
							t.Fatalf("error without code, message or position: %+v", e)
						}
					}
				}
			}
		}
	})
}
