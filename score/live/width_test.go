package live

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"
	"github.com/coinche/coinche/score/render"
)

// The compact sheet that add, undo, edit and table print fits a phone's
// terminal, render.CompactWidth (50) columns: the sheet of every example,
// and a game with long team names, the longest results and five-figure
// totals, as add prints it after each deal (after the "added deal …"
// line, which says the entry back as written) and as Sheet prints it
// whole.
func TestCompactWidth(t *testing.T) {
	check := func(t *testing.T, out []byte) {
		t.Helper()
		if len(out) == 0 {
			t.Fatal("no sheet")
		}
		for i, line := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(line, "added deal ") {
				continue // the entry said back, as written: not the sheet
			}
			if w := displaywidth.String(line); w > render.CompactWidth {
				t.Errorf("line %d: %d columns, wider than %d:\n%s\n(the sheet:\n%s)", i+1, w, render.CompactWidth, line, out)
			}
		}
	}
	examples, _ := filepath.Glob("../../examples/*.coinche")
	if len(examples) == 0 {
		t.Fatal("no examples")
	}
	for _, f := range examples {
		t.Run(filepath.Base(f), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), filepath.Base(f))
			if err := os.WriteFile(path, mustRead(t, f), 0o644); err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := Sheet(path, &b); err != nil {
				t.Fatal(err)
			}
			check(t, b.Bytes())
		})
	}
	t.Run("long", func(t *testing.T) {
		path := newGame(t, NewOptions{Rules: "montpellier", Target: 100000, Dealer: "N",
			NS: "Marie-Christine Delacroix-Beaumont / Jean-Baptiste Vanderhaegen",
			EW: "Anne-Sophie Montgolfier-Laroche / Pierre-Alexandre Dubois-Martin"})
		entries := []string{"S 100H X 112 belote NS", "E 80S failed 60 belote NS", "N capot S XX made belote NS",
			"W 160D XX capot EW belote EW", "pass", "N capot C XX made belote NS"}
		for i := 0; i < 12; i++ {
			var b bytes.Buffer
			if err := Add(path, words(entries[i%len(entries)]), &b); err != nil {
				t.Fatalf("%s: %v", entries[i%len(entries)], err)
			}
			check(t, b.Bytes())
		}
		var b bytes.Buffer
		if err := Sheet(path, &b); err != nil {
			t.Fatal(err)
		}
		check(t, b.Bytes())
	})
}
