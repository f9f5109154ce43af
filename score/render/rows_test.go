package render

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/coinche/coinche/score"
)

// TestRowWriter checks that a sheet written row by row, as `coinche score`
// streams csv and json, is byte for byte the sheet Write gives, and that a
// game ended as not scored says so in its last line.
func TestRowWriter(t *testing.T) {
	for _, g := range goldenGames() {
		s := g.sheet(t)
		names := score.NamesFromGame(g.header)
		for _, format := range []Format{CSV, JSON} {
			t.Run(g.name+"."+string(format), func(t *testing.T) {
				var want, got bytes.Buffer
				if err := Write(&want, s, format, names); err != nil {
					t.Fatal(err)
				}
				rw, err := NewRowWriter(&got, format, names)
				if err != nil {
					t.Fatal(err)
				}
				for i := range s.Rows() {
					if err := rw.Row(&s.Rows()[i]); err != nil {
						t.Fatal(err)
					}
				}
				if err := rw.End(s); err != nil {
					t.Fatal(err)
				}
				if got.String() != want.String() {
					t.Errorf("row by row:\n%s\nWrite:\n%s", got.String(), want.String())
				}
				got.Reset()
				rw, _ = NewRowWriter(&got, format, names)
				if err := rw.Row(&s.Rows()[0]); err != nil {
					t.Fatal(err)
				}
				if err := rw.NotScored(s, "2 problems"); err != nil {
					t.Fatal(err)
				}
				lines := strings.Split(strings.TrimSpace(got.String()), "\n")
				last := lines[len(lines)-1]
				if !strings.Contains(last, "2 problems") || !strings.Contains(last, map[Format]string{CSV: "Not scored: ", JSON: `"not_scored":`}[format]) {
					t.Errorf("not scored: last line %q", last)
				}
			})
		}
	}
	if _, err := NewRowWriter(io.Discard, "table", score.DefaultNames); err == nil {
		t.Error("NewRowWriter accepts table")
	}
}

// TestAppendRow checks that appendRow writes the bytes encoding/json gives
// for the same row (HTML escaping off), on every row of the golden games
// and with team names that need escaping.
func TestAppendRow(t *testing.T) {
	weird := []score.Names{
		score.DefaultNames,
		{NS: `Les "Bleus" \ <b>&`, EW: "tab\there\nnew\x01\x7f é ♠ \u2028\u2029"},
		{NS: "bad \xff\xfe utf8", EW: "\b\f\r"},
	}
	for _, g := range goldenGames() {
		s := g.sheet(t)
		for _, names := range weird {
			for i := range s.Rows() {
				r := &s.Rows()[i]
				var want bytes.Buffer
				enc := json.NewEncoder(&want)
				enc.SetEscapeHTML(false)
				if err := enc.Encode(jsonRow(r, names)); err != nil {
					t.Fatal(err)
				}
				if got := string(appendRow(nil, r, names)); got != want.String() {
					t.Fatalf("%s row %d:\n got  %s want %s", g.name, i+1, got, want.String())
				}
			}
		}
	}
}
