package render

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/score"
)

// TestRowWriterSource writes two games in one output, as `coinche score`
// does for several games: in CSV one header, every line naming its file
// and game with the same columns; in JSON every object naming them.
func TestRowWriterSource(t *testing.T) {
	games := goldenGames()[:2]
	for _, format := range []Format{CSV, JSON} {
		t.Run(string(format), func(t *testing.T) {
			var out bytes.Buffer
			for i, g := range games {
				s := g.sheet(t)
				opts := []WriteOption{Source(g.name+".coinche", i+1)}
				if i > 0 {
					opts = append(opts, NoCSVHeader())
				}
				rw, err := NewRowWriter(&out, format, score.NamesFromGame(g.header), opts...)
				if err != nil {
					t.Fatal(err)
				}
				for j := range s.Rows() {
					if err := rw.Row(&s.Rows()[j]); err != nil {
						t.Fatal(err)
					}
				}
				if err := rw.End(s); err != nil {
					t.Fatal(err)
				}
			}
			if format == "csv" {
				lines, err := csv.NewReader(&out).ReadAll() // also fails on a change of column count
				if err != nil {
					t.Fatal(err)
				}
				if lines[0][0] != "File" || lines[0][1] != "Game" {
					t.Errorf("header %q", lines[0])
				}
				for _, l := range lines[1:] {
					if l[0] == "File" {
						t.Errorf("a second header: %q", l)
					}
					if !strings.HasSuffix(l[0], ".coinche") || (l[1] != "1" && l[1] != "2") {
						t.Errorf("line %q names no file and game", l)
					}
				}
				return
			}
			seen := map[string]bool{}
			for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
				var v struct {
					File string `json:"file"`
					Game int    `json:"game"`
				}
				if err := json.Unmarshal([]byte(line), &v); err != nil || v.File == "" || v.Game == 0 {
					t.Errorf("line %s: %v, no file or game", line, err)
				}
				seen[v.File+"#"+strconv.Itoa(v.Game)] = true
			}
			if len(seen) != 2 {
				t.Errorf("games seen: %v, want 2", seen)
			}
		})
	}
}
