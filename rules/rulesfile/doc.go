// Package rulesfile reads rulesets: the five built-in rulesets (Preset,
// Presets, PresetTOML; presets/*.toml, embedded, one per rule document of
// docs/rulesets.md, every key citing its sentence) and house-rules TOML
// files (Load, LoadFile), which start from a preset or another file with
// extends; Resolve finds the ruleset of a game from its Rules tag and
// --rules.
//
// What is where:
//
//   - load.go: the presets, the extends chain (files only in the first
//     file's directory, no cycle, at most MaxExtends files), the decoding
//     of TOML values into a rules.Ruleset (every problem reported, not
//     only the first), Resolve.
//   - keypos.go: the line and column of every key of a file, so that each
//     problem, and each of rules.Validate's, is a rules.ConfigError at its
//     key (place.go places it and quotes the line).
//   - bounds.go: the bounds of a file (MaxFileSize, MaxDepth; a regular
//     file only), checked before the TOML library reads it
//     (docs/house-rules.md, "Limits").
//   - legacy.go: keys of earlier versions of the schema, still read.
//
// The schema itself (rules.Ruleset, one type per enumerated key) and its
// validation (rules.Ruleset.Validate) are package rules'; this package
// knows files and TOML only.
package rulesfile
