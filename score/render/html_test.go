package render

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
)

func TestNiceStep(t *testing.T) {
	tests := []struct{ span, want int }{
		{0, 50}, {399, 50}, {400, 100}, {799, 100}, {800, 250}, {1999, 250},
		{2000, 500}, {3999, 500}, {4000, 1000}, {8000, 2500}, {20000, 5000},
	}
	for _, tt := range tests {
		if got := niceStep(tt.span); got != tt.want {
			t.Errorf("niceStep(%d) = %d, want %d", tt.span, got, tt.want)
		}
	}
}

// htmlOf renders one game of src (its Rules tag names a preset).
func htmlOf(t *testing.T, src string) string {
	t.Helper()
	games, err := notation.Parse("t.coinche", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	name, _ := g.Tag("Rules")
	rs, err := rulesfile.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := score.NewGameSheet(rs, g)
	if err != nil {
		t.Fatal(err)
	}
	outs, errs := rules.CheckGame(g, rs)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, o := range outs {
		s.Add(o)
	}
	var b bytes.Buffer
	if err := WriteHTML(&b, []score.SheetGame{{Info: score.InfoFromGame("t.coinche", g), Names: score.NamesFromGame(g), Sheet: s}}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Every header value and name is text: the markup in them is escaped.
func TestHTMLEscapes(t *testing.T) {
	out := htmlOf(t, `[Event "<script>alert(1)</script>"] [Site "<img src=x onerror=alert(2)>"]
[NS "<b>A</b> / B"] [EW "C & D"] [North "\"Ann\""] [Rules "base"]

deal 1 dealer N  N 80♥ made 100
`)
	for _, bad := range []string{"<script", "<img", "<b>"} {
		if strings.Contains(out, bad) {
			t.Errorf("the page holds %q", bad)
		}
	}
	for _, want := range []string{"&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;img src=x onerror=alert(2)&gt;",
		"&lt;b&gt;A&lt;/b&gt; / B", "C &amp; D", "N: &#34;Ann&#34;"} {
		if !strings.Contains(out, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

// The chart's lines end at the final totals: y = data-y0 - total × data-scale.
func TestHTMLChartEnds(t *testing.T) {
	games, _ := notation.Parse("t.coinche", []byte(`[Rules "base"] [Target "500"]

deal 1 dealer N  N 80♥ made 100
deal 2 dealer W  E 120♠ failed 60
deal 3 dealer S  pass
`))
	rs, _ := rulesfile.Preset("base")
	s, _ := score.NewGameSheet(rs, games[0])
	outs, errs := rules.CheckGame(games[0], rs)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, o := range outs {
		s.Add(o)
	}
	c := newChart(s, score.DefaultNames, i18n.English)
	tot := s.Totals()
	for team, l := range c.Lines {
		pts := strings.Fields(l.Points)
		if len(pts) != 4 { // 0, then one point per deal
			t.Fatalf("%s: %d points, want 4", l.Team, len(pts))
		}
		var x, y float64
		if _, err := fmt.Sscanf(pts[3], "%g,%g", &x, &y); err != nil {
			t.Fatal(err)
		}
		if got := int((c.Y0-y)/c.Scale + 0.5); got != tot[team] {
			t.Errorf("%s ends at %d points, total %d", l.Team, got, tot[team])
		}
		if x != float64(chartW-chartRight) {
			t.Errorf("%s ends at x %g, want the plot's right edge %d", l.Team, x, chartW-chartRight)
		}
	}
	if want := round2(c.Y0 - 500*c.Scale); c.TargetY != want {
		t.Errorf("target line at %g, want %g", c.TargetY, want)
	}
}

// The target's label covers no point nor line when there is room: not
// even when the last point sits on the target at the line's right end,
// where the label used to be written.
func TestTargetLabelClear(t *testing.T) {
	rs := preset(t, "base")
	for _, c := range []struct {
		name   string
		target int
		deals  []rules.Outcome
	}{
		{"ends on the target", 680, []rules.Outcome{
			mk(notation.North, pts(80, notation.TrumpH), 0, 100, 62),
			mk(notation.North, pts(100, notation.TrumpH), 0, 140, 22),
			mk(notation.North, pts(120, notation.TrumpS), 0, 140, 22)}},
		{"one deal over", 100, []rules.Outcome{mk(notation.North, pts(80, notation.TrumpH), 0, 100, 62)}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := score.NewSheet(rs, c.target)
			for _, o := range c.deals {
				s.Add(o)
			}
			ch := newChart(s, score.DefaultNames, i18n.English)
			l := ch.TargetLabel
			if l.Text != "target "+strconv.Itoa(c.target) {
				t.Fatalf("label %+v", l)
			}
			w := float64(len(l.Text))*labelCharW + 2
			x0 := l.X
			switch l.Anchor {
			case "end":
				x0 -= w
			case "middle":
				x0 -= w / 2
			}
			if n := ch.covered(rect{x0, l.Y - labelAsc, x0 + w, l.Y + labelDesc}); n != 0 {
				t.Errorf("label %+v covers %d marks or segments", l, n)
			}
			if l.Anchor == "end" && c.name == "ends on the target" {
				t.Errorf("label at the right end, on the last point: %+v", l)
			}
		})
	}
}

// The HTML standings page says what it stands for: a title with the
// event (when every game has the same), the dates, and every game met —
// file, event, date, teams and result, or why it was not counted.
func TestStandingsHTMLHeader(t *testing.T) {
	rs := preset(t, "base")
	won := score.NewSheet(rs, 100)
	won.Add(mk(notation.North, pts(80, notation.TrumpH), 0, 100, 62))
	for _, c := range []struct {
		name            string
		events          [2]string
		title, date, ev string
	}{
		{"one event", [2]string{"Club night", "Club night"}, "<title>Standings — Club night</title>", "2026-11-20 to 2026-11-27", "<dt>Event</dt><dd>Club night</dd>"},
		{"two events", [2]string{"Club night", "Cup"}, "<title>Standings</title>", "2026-11-20 to 2026-11-27", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := score.NewStandings()
			st.Add("b.coinche#1", score.GameInfo{File: "b.coinche", Event: c.events[0], Date: "2026-11-27"}, score.Names{NS: "A / B", EW: "C / D"}, won, nil)
			st.Add("a.coinche#1", score.GameInfo{File: "a.coinche", Event: c.events[1], Date: "2026-11-20"}, score.Names{NS: "A / B", EW: "E / F"}, won,
				notation.ErrorList{&notation.Error{File: "a.coinche", Code: "play/follow-suit", Msg: "must follow"}})
			var b bytes.Buffer
			if err := WriteStandings(&b, st, "html"); err != nil {
				t.Fatal(err)
			}
			out := b.String()
			for _, want := range []string{c.title, "<h1>" + strings.TrimSuffix(strings.TrimPrefix(c.title, "<title>"), "</title>") + "</h1>",
				"<dd>" + c.date + "</dd>", c.ev, "<dd>2, 1 counted</dd>",
				"<strong>b.coinche#1</strong> · " + c.events[0] + " · 2026-11-27",
				"Winner: A / B — reached 100", "<strong>a.coinche#1</strong> · " + c.events[1] + " · 2026-11-20",
				"Not counted: 1 problem; the first:"} {
				if !strings.Contains(out, want) {
					t.Errorf("no %q in\n%s", want, out)
				}
			}
		})
	}
}
