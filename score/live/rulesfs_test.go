package live

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/coinche/coinche/rules/rulesfile"
)

// houseStore is a MemStore that keeps its house rulesets in an fs.FS, as
// the phone app's store does.
type houseStore struct {
	*MemStore
	fsys fs.FS
}

func (h houseStore) RulesFS() fs.FS { return h.fsys }

// TestRulesStore: a Store offering RulesFS creates, judges and reopens a
// game under a house ruleset kept in that FS (which extends another file
// there); a missing file, and the same text in a store that reads the
// disk, are refused.
func TestRulesStore(t *testing.T) {
	fsys := fstest.MapFS{
		"chez-nous.toml": {Data: []byte("extends = \"house.toml\"\n[game]\ntarget = 300\n")},
		"house.toml":     {Data: []byte("extends = \"montpellier\"\n")},
	}
	st := houseStore{NewMemStore("g.coinche", nil), fsys}
	g, err := Create(st, NewOptions{Rules: "chez-nous.toml", NS: "Nous", EW: "Eux"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(g.Text()), `[Rules "chez-nous.toml"]`) || g.Ruleset().Game.Target != 300 {
		t.Fatalf("created:\n%s target %d", g.Text(), g.Ruleset().Game.Target)
	}
	if _, err := g.Add(strings.Fields("S 80H made 70")); err == nil {
		t.Error("a failed contract written made was accepted")
	}
	for _, e := range []string{"S 80H made 100 belote NS", "S 80H made 100"} {
		if _, err := g.Add(strings.Fields(e)); err != nil {
			t.Fatal(err)
		}
	}
	if w, _ := g.Winner(); w.String() != "NS" {
		t.Errorf("no winner at 300 points: %v %v", w, g.Sheet().Totals())
	}
	again, err := Open(houseStore{NewMemStore("g.coinche", g.Text()), fsys})
	if err != nil || again.Sheet().Totals() != g.Sheet().Totals() {
		t.Fatalf("reopened: %v", err)
	}
	t.Run("missing file", func(t *testing.T) {
		_, err := Create(houseStore{NewMemStore("h.coinche", nil), fsys}, NewOptions{Rules: "ailleurs.toml"})
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("err = %v, want fs.ErrNotExist", err)
		}
	})
	t.Run("a store that reads the disk", func(t *testing.T) {
		if _, err := Open(NewMemStore("g.coinche", g.Text())); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("err = %v, want fs.ErrNotExist", err)
		}
	})
	t.Run("escape", func(t *testing.T) {
		_, err := Create(houseStore{NewMemStore("h.coinche", nil), fsys}, NewOptions{Rules: "../house.toml"})
		if !errors.Is(err, rulesfile.ErrRulesEscape) {
			t.Errorf("err = %v, want ErrRulesEscape", err)
		}
	})
}
