package render

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score"
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
		"../../testdata/cli/score-table.golden", "../../testdata/cli/standings-table.golden",
		"../../testdata/cli/score-illegal-forced.golden"} {
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
		s := score.NewSheet(rs, 0)
		o := mk(notation.North, notation.Contract{Level: notation.Generale, Strain: notation.ToutAtout}, 2, 162, 0)
		o.Capot, o.Belote = notation.NS, notation.NS
		o.Announces = [2]int{150, 0}
		o.Solo, o.SoloSeat = true, notation.North
		for i := 0; i < 12; i++ { // 41040 points: five figures
			s.AddForced(o)
		}
		var b strings.Builder
		names := score.Names{NS: "Marie-Christine Delacroix-Beaumont / Jean-Baptiste Vanderhaegen de la Tour",
			EW: "Anne-Sophie Montgolfier-Laroche / Pierre-Alexandre Dubois-Martin"}
		if err := Write(&b, s, "table", names); err != nil {
			t.Fatal(err)
		}
		checkWidth(t, "long", b.String(), TextWidth)
		st := score.NewStandings()
		st.Add("a.coinche#1", score.GameInfo{}, names, s, nil)
		b.Reset()
		if err := WriteStandings(&b, st, "table"); err != nil {
			t.Fatal(err)
		}
		checkWidth(t, "long standings", b.String(), TextWidth)
	})
}

// trimWriter drops the spaces that end a line, however the writes cut
// the text, and keeps every other space.
func TestTrimWriter(t *testing.T) {
	const in = " 1  N   made  \n  \n2 x   \nend  \n"
	const want = " 1  N   made\n\n2 x\nend\n"
	for _, size := range []int{1, 2, 3, 5, len(in)} {
		t.Run(strconv.Itoa(size), func(t *testing.T) {
			var b strings.Builder
			tw := &trimWriter{w: &b}
			for i := 0; i < len(in); i += size {
				if _, err := tw.Write([]byte(in[i:min(i+size, len(in))])); err != nil {
					t.Fatal(err)
				}
			}
			if b.String() != want {
				t.Errorf("got %q, want %q", b.String(), want)
			}
		})
	}
}

// The teams' line stays one line up to the width, then a line per team.
func TestTeamsLines(t *testing.T) {
	for _, c := range []struct {
		ns    string
		width int
		lines int
	}{
		{strings.Repeat("a", 80-displaywidth.String("NS:  · EW: B")), 80, 1},
		{strings.Repeat("a", 81-displaywidth.String("NS:  · EW: B")), 80, 2},
		{"Les Bleus", 50, 1},
	} {
		t.Run(strconv.Itoa(len(c.ns)), func(t *testing.T) {
			got := TeamsLines(score.Names{NS: c.ns, EW: "B"}, c.width)
			if n := strings.Count(got, "\n"); n != c.lines {
				t.Errorf("%d lines, want %d:\n%s", n, c.lines, got)
			}
			checkWidth(t, "teams", got, c.width)
		})
	}
}
