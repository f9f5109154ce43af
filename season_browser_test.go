package main

import (
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSeasonHTMLInBrowser: the page of `coinche analyze --players
// --format html` in headless Chromium: self-contained, no console error,
// one section per player in the order of the JSON output, and each
// player's chart drawn: the bars' segments in proportion to the player's
// figures (points lost by lead, declarer play and defence; contracts
// below, at the highest makeable, above), each bar as wide as the chart's
// scale when it has anything to draw.
func TestSeasonHTMLInBrowser(t *testing.T) {
	files := []string{"examples/base-friends.coinche", "examples/club-night-montpellier.coinche"}
	html, errOut, code := runCLI(t, "", append([]string{"analyze", "--players", "--format", "html"}, files...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	jsonOut, errOut, code := runCLI(t, "", append([]string{"analyze", "--players", "--format", "json"}, files...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	type player struct {
		Player    string
		Contracts struct{ Bid, Proved, Below, Exact, Above int }
		Lost      struct{ Total, Lead, Declarer, Defence int }
	}
	var players []player
	for _, line := range strings.Split(strings.TrimSpace(jsonOut), "\n") {
		var p player
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatal(err)
		}
		players = append(players, p)
	}
	if len(players) < 8 {
		t.Fatalf("%d players", len(players))
	}

	p := openPage(t, newBrowser(t), "season", html)
	p.clean(t)
	type bar struct {
		Label  string
		Widths map[string]float64 // drawn width of each segment, by class
	}
	type section struct {
		Name  string
		Width float64 // the chart's drawn width
		Bars  []bar
	}
	sections := eval[[]section](t, p, `[...document.querySelectorAll("section.player")].map(s => {
		const svg = s.querySelector("svg.chart");
		const bars = [];
		let cur = null;
		for (const el of svg.children) {
			if (el.tagName === "text" && !el.classList.contains("legend")) { cur = {Label: el.textContent, Widths: {}}; bars.push(cur); }
			if (el.tagName === "rect") cur.Widths[el.getAttribute("class")] = el.getBoundingClientRect().width;
		}
		return {Name: s.querySelector("h2").textContent, Width: svg.getBoundingClientRect().width, Bars: bars};
	})`)
	if len(sections) != len(players) {
		t.Fatalf("%d player sections, %d players in the JSON", len(sections), len(players))
	}
	drawn := 0
	for i, s := range sections {
		want := players[i]
		t.Run(want.Player, func(t *testing.T) {
			if s.Name != want.Player {
				t.Fatalf("section %d is %q, want %q", i, s.Name, want.Player)
			}
			if s.Width <= 0 || len(s.Bars) != 2 {
				t.Fatalf("chart not drawn: width %v, bars %+v", s.Width, s.Bars)
			}
			check := func(b bar, values map[string]int) {
				total := 0
				for _, v := range values {
					total += v
				}
				sum := 0.0
				for _, w := range b.Widths {
					sum += w
				}
				if total == 0 {
					if len(b.Widths) != 0 {
						t.Errorf("%s: segments %v with nothing to draw", b.Label, b.Widths)
					}
					return
				}
				drawn++
				for class, v := range values {
					w := b.Widths[class]
					if got, want := w/sum, float64(v)/float64(total); math.Abs(got-want) > 0.01 {
						t.Errorf("%s %s: %.3f of the bar, want %.3f (%d of %d)", b.Label, class, got, want, v, total)
					}
				}
			}
			check(s.Bars[0], map[string]int{"below": want.Contracts.Below, "exact": want.Contracts.Exact,
				"above": want.Contracts.Above, "unproved": want.Contracts.Bid - want.Contracts.Proved})
			check(s.Bars[1], map[string]int{"lead": want.Lost.Lead, "decl": want.Lost.Declarer, "def": want.Lost.Defence})
		})
	}
	if drawn == 0 {
		t.Error("no bar drawn: the test checks nothing")
	}
}

// TestSeasonHTMLPrinted prints the season page as a browser's Print
// does, with no paper size of its own: the page asks for A4 (@page), and
// nothing is cut at the margins of the printed page, the widest table
// (deals and contracts, 15 columns) included.
func TestSeasonHTMLPrinted(t *testing.T) {
	html, errOut, code := runCLI(t, "", "analyze", "--players", "--format", "html", "examples/")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	p := openPage(t, newBrowser(t), "season-print", html)
	p.clean(t)
	pdf, err := chromedp.Run(p.ctx, chromedp.PrintToPDF(chromedp.PDFPreferCSSPageSize()))
	if err != nil {
		t.Fatal(err)
	}
	if w, h := pdfPageSize(t, pdf); math.Abs(w-595.3) > 1 || math.Abs(h-841.9) > 1 {
		t.Errorf("printed on %.1f × %.1f pt, want A4 (595.3 × 841.9)", w, h)
	}
	p.printLayout(t)
	if out := eval[[]string](t, p, overflow); len(out) > 0 {
		t.Errorf("cut at the margins:\n%s", strings.Join(out, "\n"))
	}
	if n := eval[int](t, p, `[...document.querySelectorAll("table")].filter(t => t.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).length`); n > 0 {
		t.Errorf("%d tables wider than the printed page", n)
	}
}

// pdfPageSize is the size of a PDF's first page, in points, from its
// MediaBox.
func pdfPageSize(t *testing.T, pdf []byte) (w, h float64) {
	t.Helper()
	m := regexp.MustCompile(`/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]`).FindSubmatch(pdf)
	if m == nil {
		t.Fatal("no MediaBox in the PDF")
	}
	f := func(b []byte) float64 { v, _ := strconv.ParseFloat(string(b), 64); return v }
	return f(m[3]) - f(m[1]), f(m[4]) - f(m[2])
}
