// Package tomlkey maps a Go struct's fields to the TOML keys that name
// them, as BurntSushi/toml does: the ruleset's schema (package rules, which
// lists and writes its settings) and its loader (rules/rulesfile, which
// decodes a file field by field) read the same tags through it.
package tomlkey

import (
	"reflect"
	"strings"
)

// Fields maps the TOML keys of struct type t to the indexes of its fields
// (for reflect.Value.Field), and lists the keys in the fields' order. A
// field's key is its `toml` tag up to the first comma, or its name when
// untagged; unexported fields and fields tagged "-" have none. t must be
// a struct type (reflect panics otherwise).
func Fields(t reflect.Type) (index map[string]int, keys []string) {
	index = make(map[string]int, t.NumField())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
		if tag == "-" {
			continue
		}
		if tag == "" {
			tag = f.Name
		}
		index[tag] = i
		keys = append(keys, tag)
	}
	return index, keys
}
