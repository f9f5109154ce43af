package render

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
)

// A drawn game (game.tie = "draw") counts as drawn for both teams in the
// standings, which then show a Drawn column in every format, and its
// sheet's JSON result says "draw".
func TestStandingsDrawWritten(t *testing.T) {
	H := notation.TrumpH
	rs := preset(t, "base")
	rs.Game.Tie = rules.GameTieDraw
	nsMade := mk(N, pts(80, H), 0, 82, 80)
	ewMade := mk(E, pts(80, H), 0, 80, 82)
	drawn := score.NewSheet(rs, 200)
	drawn.Add(nsMade)
	drawn.Add(ewMade)
	won := score.NewSheet(rs, 200)
	won.Add(nsMade)
	won.Add(nsMade)
	st := score.NewStandings()
	st.Add("a.coinche#1", score.GameInfo{}, score.Names{NS: "Bleus", EW: "Rouges"}, drawn, nil)
	st.Add("a.coinche#2", score.GameInfo{}, score.Names{NS: "Bleus", EW: "Verts"}, won, nil)
	tab := st.Table()
	if len(tab) != 3 || tab[0].Team != "Bleus" || tab[0].Won != 1 || tab[0].Drawn != 1 || tab[0].Played != 2 ||
		tab[1].Team != "Rouges" || tab[1].Drawn != 1 || tab[1].Lost != 0 || tab[2].Lost != 1 {
		t.Fatalf("table %+v", tab)
	}
	for _, f := range StandingsFormats {
		var b strings.Builder
		if err := WriteStandings(&b, st, f); err != nil {
			t.Fatal(err)
		}
		if want := map[Format]string{JSON: `"drawn": 1`}[f]; want == "" && !strings.Contains(b.String(), "Drawn") ||
			want != "" && !strings.Contains(b.String(), want) {
			t.Errorf("%s: no Drawn column:\n%s", f, b.String())
		}
	}
	var b strings.Builder
	rw, err := NewRowWriter(&b, "json", score.Names{})
	if err != nil {
		t.Fatal(err)
	}
	if err := rw.End(drawn); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"draw":true`) || strings.Contains(b.String(), `"winner"`) {
		t.Errorf("JSON result of a draw: %s", b.String())
	}
}

// The HTML sheet of a game without a target shows none (no target line in
// the chart), and that of a drawn game says "Draw".
func TestHTMLNoTargetAndDraw(t *testing.T) {
	H := notation.TrumpH
	nsMade := mk(N, pts(80, H), 0, 82, 80)
	ewMade := mk(E, pts(80, H), 0, 80, 82)
	for _, tc := range []struct {
		name      string
		set       func(*rules.GameRules)
		want, not []string
	}{
		{"no target", func(g *rules.GameRules) { g.Target = 0 },
			[]string{"<dd>none</dd>", "No target: the game goes on", "; no target."}, []string{`class="target"`, "Draw"}},
		{"draw", func(g *rules.GameRules) { g.Target, g.Tie = 200, rules.GameTieDraw },
			[]string{"<dd>200</dd>", "Draw: both teams reached 200 with 240 each", `class="target"`}, []string{"Winner"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs := preset(t, "base")
			tc.set(&rs.Game)
			s := score.NewSheet(rs, 0)
			s.Add(nsMade)
			s.Add(ewMade)
			var b strings.Builder
			if err := WriteHTML(&b, []score.SheetGame{{Names: score.DefaultNames, Sheet: s}}); err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(b.String(), w) {
					t.Errorf("no %q in the page", w)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(b.String(), w) {
					t.Errorf("%q in the page", w)
				}
			}
		})
	}
}
