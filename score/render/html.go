package render

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score"
)

// WriteHTML writes one self-contained HTML5 document holding the sheets of
// games, one section (and, printed, one A4 page) per game: a header
// (event, site, date, ruleset, target, scoring mode, teams and players),
// the deal table with the columns of the terminal sheet (Write's "table"),
// the winner and why, and an SVG line chart of both teams' running totals
// deal by deal with the target as a line. Everything is inline (CSS and
// SVG; no script, no network), every value is escaped by html/template,
// and the print style sheet sets A4 pages, one game per page and the table
// header repeated on a long game's next page. A game NotScored shows its
// header and why, no deal. Error: the writer's.
//
// Option: Language, the page's language (its lang attribute, its words
// and its dates: "20 novembre 2026"); English by default.
func WriteHTML(w io.Writer, games []score.SheetGame, opts ...WriteOption) error {
	l := optionsOf(opts).lang
	title := l.T(i18n.HTMLTitle)
	if len(games) == 1 && games[0].Info.Event != "" {
		title = l.T(i18n.HTMLTitleEvent, games[0].Info.Event)
	}
	doc := htmlDoc{Title: title, Lang: l, CSS: template.CSS(sheetCSS)}
	for i := range games {
		doc.Games = append(doc.Games, htmlGameOf(&games[i], l))
	}
	return templateIn(l).ExecuteTemplate(w, "document", doc)
}

//go:embed html.css
var sheetCSS string

//go:embed html.tmpl
var sheetTmpl string

// sheetTemplate holds "head" (the page's head, with the style sheet),
// "document" (the page of games), "game" (one game's section) and
// "standings" (the page of WriteStandings). Its words come from the
// catalog: {{t "html.game"}} is the message of a key (internal/i18n),
// {{date .Info.Date}} a Date tag as the language writes it; parsed in
// English, and cloned for each language (sheetTemplates). Parsed on
// first use, not at init: a program that never writes HTML (the phone
// app's judge) does not pay for it.
var sheetTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("sheet").Funcs(templateFuncs(i18n.English)).Parse(sheetTmpl))
})

// sheetTemplates are sheetTemplate in each language of the catalog, by
// its Lang.
var sheetTemplates = sync.OnceValue(func() []*template.Template {
	ts := make([]*template.Template, len(i18n.Langs))
	for _, l := range i18n.Langs {
		ts[l] = template.Must(template.Must(sheetTemplate().Clone()).Funcs(templateFuncs(l)), nil)
	}
	return ts
})

func templateFuncs(l i18n.Lang) template.FuncMap {
	return template.FuncMap{"t": l.T, "date": l.DateText}
}

// templateIn is sheetTemplate in a language.
func templateIn(l i18n.Lang) *template.Template {
	if ts := sheetTemplates(); int(l) < len(ts) {
		return ts[l]
	}
	return sheetTemplate()
}

type htmlDoc struct {
	Title string
	Lang  i18n.Lang // the lang attribute: en, fr
	CSS   template.CSS
	Games []htmlGame
}

type htmlTeam struct {
	Code, Name string
	Players    []htmlPlayer
}

type htmlPlayer struct{ Seat, Name string }

type htmlGame struct {
	Info      score.GameInfo
	NotScored string
	Ruleset   string
	Target    int
	Mode      string
	Teams     [2]htmlTeam
	Header    []string
	Rows      [][]string
	Result    string
	Over      bool
	Chart     chart
}

func htmlGameOf(g *score.SheetGame, l i18n.Lang) htmlGame {
	s := g.Sheet
	h := htmlGame{Info: g.Info, NotScored: g.NotScored}
	if s != nil {
		h.Ruleset, h.Target, h.Mode = s.Ruleset().Name, s.Target(), score.ModeTextIn(s.Mode(), l)
	}
	seats := [2][2]int{{0, 2}, {1, 3}}
	for t := 0; t < 2; t++ {
		h.Teams[t] = htmlTeam{Code: notation.TeamCodes[t], Name: g.Names.Of(t)}
		for _, i := range seats[t] {
			if p := g.Info.Players[i]; p != "" {
				h.Teams[t].Players = append(h.Teams[t].Players, htmlPlayer{notation.Seat(i + 1).String(), p})
			}
		}
	}
	if s == nil || g.NotScored != "" {
		return h
	}
	h.Header, h.Result, h.Over = headerIn(l, false), score.ResultLineIn(s, g.Names, l), s.Over()
	for i := range s.Rows() {
		h.Rows = append(h.Rows, rowCellsIn(&s.Rows()[i], l))
	}
	h.Chart = newChart(s, g.Names, l)
	return h
}

// The chart's drawing area, in SVG user units (the SVG scales to the
// page's width).
const (
	chartW, chartH              = 680, 250
	chartLeft, chartRight       = 52, 16
	chartTop, chartBottom       = 18, 34
	plotW                       = chartW - chartLeft - chartRight
	plotH                       = chartH - chartTop - chartBottom
	chartMinStep, chartTicksMax = 50, 8
	markerR                     = 3
)

// chart is the SVG line chart of a sheet: x is the deal (0 before the
// first), y the running total in points. Y0 is the y of 0 points and
// Scale the units per point, so y = Y0 - total×Scale (the browser test
// reads the totals back from the lines' last points this way).
type chart struct {
	W, H, Left, Right, Top, Bottom int
	LabelX                         int // right edge of the y labels
	Y0, Scale                      float64
	Lines                          [2]chartLine
	TargetY                        float64
	Target                         int
	TargetLabel                    chartLabel // where "target N" is written: clear of the lines and points
	YTicks                         []chartTick
	XTicks                         []chartTick
	Desc                           string
}

type chartLine struct {
	Team, Name, Points, Class string
	Marks                     []chartMark
}

type chartMark struct {
	X, Y       float64
	BoxX, BoxY float64 // the top left corner of a square mark
	Title      string
}

// chartLabel is a text's place: x, y (the baseline) and its anchor
// ("start" or "end").
type chartLabel struct {
	X, Y   float64
	Anchor string
	Text   string
}

type chartTick struct {
	Pos   float64
	Label string
}

func newChart(s *score.Sheet, names score.Names, l i18n.Lang) chart {
	c := chart{W: chartW, H: chartH, Left: chartLeft, Right: chartW - chartRight, Top: chartTop,
		Bottom: chartH - chartBottom, LabelX: chartLeft - 6, Target: s.Target()}
	hi, lo := s.Target(), 0
	for i := range s.Rows() {
		for _, v := range s.Rows()[i].Total {
			hi, lo = max(hi, v), min(lo, v)
		}
	}
	step := niceStep(hi - lo)
	hi = (hi/step + 1) * step
	if lo < 0 {
		lo = -((-lo + step - 1) / step) * step
	}
	c.Scale = float64(plotH) / float64(hi-lo)
	c.Y0 = round2(float64(chartTop) + float64(hi)*c.Scale)
	y := func(v int) float64 { return round2(c.Y0 - float64(v)*c.Scale) }
	c.TargetY = y(s.Target()) // no line when 0 (no target): see the template
	for v := lo; v <= hi; v += step {
		c.YTicks = append(c.YTicks, chartTick{y(v), strconv.Itoa(v)})
	}
	n := len(s.Rows())
	dx := float64(plotW) / float64(max(n, 1))
	x := func(i int) float64 { return round2(float64(chartLeft) + float64(i)*dx) }
	every := max(1, (n+19)/20) // at most about 20 deal numbers under the axis
	for i := 0; i <= n; i += every {
		c.XTicks = append(c.XTicks, chartTick{x(i), strconv.Itoa(i)})
	}
	for t := 0; t < 2; t++ {
		line := chartLine{Team: notation.TeamCodes[t], Name: names.Of(t), Class: strings.ToLower(notation.TeamCodes[t])}
		pts := []string{fmt.Sprintf("%g,%g", x(0), y(0))}
		for i := range s.Rows() {
			r := &s.Rows()[i]
			px, py := x(i+1), y(r.Total[t])
			pts = append(pts, fmt.Sprintf("%g,%g", px, py))
			line.Marks = append(line.Marks, chartMark{px, py, px - markerR, py - markerR,
				l.T(i18n.HTMLChartMark, strconv.Itoa(r.Number), names.Of(t), strconv.Itoa(r.Total[t]), fmt.Sprintf("%+d", r.Score[t]))})
		}
		line.Points = strings.Join(pts, " ")
		c.Lines[t] = line
	}
	if c.Target != 0 {
		c.TargetLabel = c.placeTargetLabel(s.TargetTextIn(l))
	}
	tot := s.Totals()
	c.Desc = l.T(i18n.HTMLChartDesc, n, names.Of(0), strconv.Itoa(tot[0]), names.Of(1), strconv.Itoa(tot[1]), s.TargetTextIn(l))
	return c
}

// Text sizes in the chart's units, for placing a label: a character at
// most labelCharW wide, the text labelAsc above its baseline and
// labelDesc below, for the largest font-size of html.css (17px on a
// phone, where the chart is scaled down; 11px elsewhere).
const labelCharW, labelAsc, labelDesc = 10.5, 14.0, 4.0

// placeTargetLabel places the target's label, text ("target 2000"), along the target's line
// where it covers no point and no line: above the line at its right end,
// else at its left end, else below, else the middle; when every place is
// taken, the one that covers the fewest.
func (c *chart) placeTargetLabel(text string) chartLabel {
	w := float64(utf8.RuneCountInString(text))*labelCharW + 2
	left, right, mid := float64(c.Left)+4, float64(c.Right)-2, float64(c.Left+c.Right)/2
	type place struct {
		x      float64
		anchor string
		below  bool
	}
	places := []place{{right, "end", false}, {left, "start", false}, {right, "end", true}, {left, "start", true},
		{mid, "middle", false}, {mid, "middle", true}}
	best, bestHits := chartLabel{}, -1
	for _, p := range places {
		y := c.TargetY - 4
		if p.below {
			y = c.TargetY + labelAsc + 3
		}
		if y-labelAsc < 0 || y+labelDesc > float64(c.Bottom) {
			continue
		}
		x0 := p.x
		switch p.anchor {
		case "end":
			x0 -= w
		case "middle":
			x0 -= w / 2
		}
		box := rect{x0, y - labelAsc, x0 + w, y + labelDesc}
		hits := c.covered(box)
		if bestHits < 0 || hits < bestHits {
			best, bestHits = chartLabel{p.x, round2(y), p.anchor, text}, hits
		}
		if hits == 0 {
			break
		}
	}
	if bestHits < 0 { // no room above nor below: on the line
		best = chartLabel{right, round2(c.TargetY - 4), "end", text}
	}
	return best
}

type rect struct{ x0, y0, x1, y1 float64 }

// covered counts the points' marks and the lines' segments that a box
// would cover.
func (c *chart) covered(b rect) int {
	n := 0
	m := float64(markerR) + 1.5
	for _, l := range c.Lines {
		prevX, prevY := float64(c.Left), c.Y0
		for _, mk := range l.Marks {
			if mk.X+m > b.x0 && mk.X-m < b.x1 && mk.Y+m > b.y0 && mk.Y-m < b.y1 {
				n++
			}
			if segmentHits(prevX, prevY, mk.X, mk.Y, rect{b.x0 - 1.5, b.y0 - 1.5, b.x1 + 1.5, b.y1 + 1.5}) {
				n++
			}
			prevX, prevY = mk.X, mk.Y
		}
	}
	return n
}

// segmentHits reports whether the segment from (x0, y0) to (x1, y1)
// crosses the box (Liang–Barsky clipping).
func segmentHits(x0, y0, x1, y1 float64, b rect) bool {
	dx, dy := x1-x0, y1-y0
	t0, t1 := 0.0, 1.0
	for _, e := range [4][2]float64{{-dx, x0 - b.x0}, {dx, b.x1 - x0}, {-dy, y0 - b.y0}, {dy, b.y1 - y0}} {
		p, q := e[0], e[1]
		if p == 0 {
			if q < 0 {
				return false
			}
			continue
		}
		r := q / p
		if p < 0 {
			t0 = max(t0, r)
		} else {
			t1 = min(t1, r)
		}
		if t0 > t1 {
			return false
		}
	}
	return true
}

// niceStep is a grid step of 50, 100, 250, 500, 1000... points giving at
// most chartTicksMax lines over span points.
func niceStep(span int) int {
	step := chartMinStep
	for mult := 0; span/step >= chartTicksMax; mult++ {
		switch mult % 3 {
		case 0, 2:
			step *= 2 // 50 -> 100, 250 -> 500
		case 1:
			step = step * 5 / 2 // 100 -> 250
		}
	}
	return step
}

func round2(f float64) float64 {
	return float64(int64(f*100+0.5*sign(f))) / 100
}

func sign(f float64) float64 {
	if f < 0 {
		return -1
	}
	return 1
}
