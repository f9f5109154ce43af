package rules_test

import (
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/gen"
)

// The ruleset loader and the deal generator for the tests of package
// rules (export_test.go).
func init() {
	rules.Loader.Preset = rulesfile.Preset
	rules.Loader.PresetNames = func() []string {
		var names []string
		for _, p := range rulesfile.Presets() {
			names = append(names, p.Name)
		}
		return names
	}
	rules.Loader.Load = rulesfile.Load
	rules.Loader.LoadFile = rulesfile.LoadFile
	rules.Loader.Resolve = rulesfile.Resolve
	rules.Gen.RandomDeal = gen.RandomDeal
}
