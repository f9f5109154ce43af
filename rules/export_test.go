package rules

import (
	"math/rand/v2"

	"github.com/coinche/coinche/notation"
)

// SetSlow turns the checker's fast path (check_fast.go) off or on: the
// checker without it is the reference of TestCheckFastSame.
func SetSlow(c *Checker, slow bool) { c.slow = slow }

// Loader is the ruleset loader, package rules/rulesfile, for the tests of
// package rules: rulesfile imports rules, so these tests cannot import it;
// loader_test.go (package rules_test, which may) sets each function to
// rulesfile's before any test runs.
var Loader struct {
	Preset      func(name string) (*Ruleset, error)
	PresetNames func() []string
	Load        func(filename string, src []byte) (*Ruleset, error)
	LoadFile    func(path string) (*Ruleset, error)
	Resolve     func(value, gameFile, override string) (*Ruleset, error)
}

func testPreset(name string) (*Ruleset, error)   { return Loader.Preset(name) }
func testLoadFile(path string) (*Ruleset, error) { return Loader.LoadFile(path) }
func testResolve(value, gameFile, override string) (*Ruleset, error) {
	return Loader.Resolve(value, gameFile, override)
}

// Gen is the deal generator, package score/gen, for the tests of package
// rules, which cannot import it (score/gen imports rules); hooks_test.go
// sets it.
var Gen struct {
	RandomDeal func(e *Engine, rng *rand.Rand, number int, dealer notation.Seat) *notation.Deal
}

func testRandomDeal(e *Engine, rng *rand.Rand, number int, dealer notation.Seat) *notation.Deal {
	return Gen.RandomDeal(e, rng, number, dealer)
}
