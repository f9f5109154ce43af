package stream

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// recorder keeps a one-line summary of every event.
type recorder struct{ lines []string }

func (r *recorder) StartGame(g *Game, errs notation.ErrorList) error {
	name := "-"
	if g.Ruleset != nil {
		name = g.Ruleset.Name
	}
	r.lines = append(r.lines, fmt.Sprintf("game rules=%s", name))
	for _, e := range errs {
		r.lines = append(r.lines, "  "+e.Error())
	}
	return nil
}

func (r *recorder) Deal(d *Deal) error {
	n := 0
	if d.Record != nil {
		n = d.Record.Number
	}
	line := fmt.Sprintf("deal %d", n)
	if d.Score != nil {
		line += fmt.Sprintf(" score %d-%d", d.Score.Score[0], d.Score.Score[1])
	}
	r.lines = append(r.lines, line)
	for _, e := range d.Errs {
		r.lines = append(r.lines, "  "+e.Error())
	}
	return nil
}

func (r *recorder) EndGame(g *Game) error {
	t := g.Sheet
	if t == nil {
		r.lines = append(r.lines, fmt.Sprintf("end deals=%d problems=%d", g.Deals, g.Problems))
		return nil
	}
	tot := t.Totals()
	r.lines = append(r.lines, fmt.Sprintf("end deals=%d problems=%d totals=%d-%d", g.Deals, g.Problems, tot[0], tot[1]))
	return nil
}

func TestRun(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte("extends = \"montpellier\"\n[game]\ntarget = 1000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		src  string
		opts Options
		want string
	}{
		{
			name: "two games, each its ruleset",
			src: `[Rules "base"]
deal 1 dealer N  S 100♥ X made 112
deal 2 dealer W  pass
[Rules "montpellier"]
deal 1 dealer E  N 80♠ failed 60
`,
			want: `game rules=base
deal 1 score 310-50
deal 2 score 0-0
end deals=2 problems=0 totals=310-50
game rules=montpellier
deal 1 score 0-240
end deals=1 problems=0 totals=0-240`,
		},
		{
			name: "override wins over the tag",
			src:  "[Rules \"base\"]\ndeal 1 dealer N  S 80♥ made 81\n",
			opts: Options{Rules: "montpellier"},
			want: "game rules=montpellier\ndeal 1 score 160-80\nend deals=1 problems=0 totals=160-80",
		},
		{
			name: "house rules beside the game file",
			src:  "[Rules \"house.toml\"]\ndeal 1 dealer N  S 80♥ made 81\n",
			want: "game rules=house\ndeal 1 score 160-80\nend deals=1 problems=0 totals=160-80",
		},
		{
			name: "unknown ruleset: deals reported, not dropped",
			src:  "[Rules \"belote-de-comptoir\"]\ndeal 1 dealer N  S 80♥ made 81\ndeal 2 dealer W  pass\n",
			want: "game rules=-\n" +
				"  g.coinche:1:1: error[game/rules]: rules \"belote-de-comptoir\": unknown ruleset: the built-in rulesets are tournoi-2018, classique, base, montpellier, annonces, and there is no file belote-de-comptoir; the game's deals are not checked nor scored\n" +
				"deal 1\n  g.coinche:2:1: error[game/unchecked]: deal 1 not checked: the game has no usable ruleset\n" +
				"deal 2\n  g.coinche:3:1: error[game/unchecked]: deal 2 not checked: the game has no usable ruleset\n" +
				"end deals=2 problems=3",
		},
		{
			name: "a bad deal does not hide the next",
			src:  "[Rules \"base\"]\ndeal 1 dealer N  S 85♥ made 112\ndeal 2 dealer W  E 90♠ made 95\n",
			want: "game rules=base\ndeal 1 score 195-50\n  g.coinche:2:20: error[call/step]: contract 85♥: bids go by steps of 10 (80, 90, 100…)\ndeal 2 score 70-190\nend deals=2 problems=1 totals=265-240",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r recorder
			file := filepath.Join(dir, "g.coinche")
			if err := Run(strings.NewReader(tt.src), file, tt.opts, &r); err != nil {
				t.Fatal(err)
			}
			got := strings.ReplaceAll(strings.Join(r.lines, "\n"), dir+string(filepath.Separator), "")
			if got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}
