package rules

import (
	"testing"

	"github.com/coinche/coinche/notation"
)

// TestPresetEngines checks the engine tables of every built-in ruleset:
// the card points of a deal (000: 157 with the dix de der; others 162).
func TestPresetEngines(t *testing.T) {
	for _, name := range Loader.PresetNames() {
		rs, err := testPreset(name)
		if err != nil {
			t.Fatal(err)
		}
		e, err := NewEngine(rs)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := 162
		if rs.Deck.Cards == 36 {
			want = 157
		}
		for _, st := range rs.Strains() {
			if got := e.HandPoints(st, e.Deck()) + rs.Cards.LastTrick; got != want {
				t.Errorf("%s strain %v: %d points in the deck, want %d", name, st, got, want)
			}
		}
	}
}

// The 002 example under the real presets: forced under base, free under
// montpellier.
func TestPreset002Example(t *testing.T) {
	for name, want := range map[string]string{"base": "H10", "montpellier": "H10 SA D7"} {
		rs, err := testPreset(name)
		if err != nil {
			t.Fatal(err)
		}
		e, err := NewEngine(rs)
		if err != nil {
			t.Fatal(err)
		}
		ts := trick(t, e, notation.TrumpH, N, "C10 H9")
		if got, _ := e.Legal(ts, hand(t, "H10 SA D7"), S); got != hand(t, want) {
			t.Errorf("%s: Legal = %v, want %v", name, got, hand(t, want))
		}
	}
}
