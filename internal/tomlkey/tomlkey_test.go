package tomlkey_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/coinche/coinche/internal/tomlkey"
)

func TestFields(t *testing.T) {
	type s struct {
		Target   int    `toml:"target"`
		Tie      string `toml:"tie,omitempty"`
		Skipped  bool   `toml:"-"`
		Untagged int
		hidden   int
	}
	_ = s{}.hidden
	index, keys := tomlkey.Fields(reflect.TypeFor[s]())
	if want := []string{"target", "tie", "Untagged"}; !slices.Equal(keys, want) {
		t.Errorf("keys %q, want %q", keys, want)
	}
	for key, want := range map[string]int{"target": 0, "tie": 1, "Untagged": 3} {
		if got, ok := index[key]; !ok || got != want {
			t.Errorf("index[%q] = %d, %v; want %d", key, got, ok, want)
		}
	}
	if len(index) != 3 {
		t.Errorf("index %v: want 3 keys", index)
	}
}

func ExampleFields() {
	type game struct {
		Target int    `toml:"target"`
		Tie    string `toml:"tie"`
	}
	index, keys := tomlkey.Fields(reflect.TypeFor[game]())
	fmt.Println(keys, index["tie"])
	// Output: [target tie] 1
}
