package score

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"

	"github.com/coinche/coinche/notation"
)

// checkWidth fails for every line of text wider than width display
// columns (a wide character counts two, a combining mark none).
func checkWidth(t *testing.T, name, text string, width int) {
	t.Helper()
	for i, line := range strings.Split(text, "\n") {
		if w := displaywidth.String(line); w > width {
			t.Errorf("%s:%d: %d columns, wider than %d:\n%s", name, i+1, w, width, line)
		}
	}
}

// The terminal sheets and standings fit an 80-column terminal: every
// line of their golden files (standard output; the diagnostics on
// standard error are not the sheet), and a sheet with the longest
// contracts, results and team names the notation has.
func TestTextTableWidth(t *testing.T) {
	var files []string
	for _, glob := range []string{"testdata/*.txt", "testdata/examples/*.txt",
		"../testdata/cli/score-table.golden", "../testdata/cli/standings-table.golden",
		"../testdata/cli/score-illegal-forced.golden"} {
		m, _ := filepath.Glob(glob)
		files = append(files, m...)
	}
	if len(files) < 10 {
		t.Fatalf("%d golden files of text sheets", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out, _, _ := strings.Cut(string(b), "\n--- stderr\n")
			checkWidth(t, f, out, TextWidth)
		})
	}
	t.Run("long", func(t *testing.T) {
		rs := preset(t, "base")
		s := NewSheet(rs, 0)
		o := mk(notation.North, notation.Contract{Level: notation.Generale, Strain: notation.ToutAtout}, 2, 162, 0)
		o.Capot, o.Belote = notation.NS, notation.NS
		o.Announces = [2]int{150, 0}
		o.Solo, o.SoloSeat = true, notation.North
		for i := 0; i < 12; i++ { // 41040 points: five figures
			s.AddForced(o)
		}
		var b strings.Builder
		names := Names{NS: "Marie-Christine Delacroix-Beaumont / Jean-Baptiste Vanderhaegen de la Tour",
			EW: "Anne-Sophie Montgolfier-Laroche / Pierre-Alexandre Dubois-Martin"}
		if err := Write(&b, s, "table", names); err != nil {
			t.Fatal(err)
		}
		checkWidth(t, "long", b.String(), TextWidth)
		st := NewStandings()
		st.Add("a.coinche#1", GameInfo{}, names, s, nil)
		b.Reset()
		if err := WriteStandings(&b, st, "table"); err != nil {
			t.Fatal(err)
		}
		checkWidth(t, "long standings", b.String(), TextWidth)
	})
}
