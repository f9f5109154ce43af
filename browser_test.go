package main

// Tests of the HTML pages in a real browser: headless Chromium driven
// through chromedp. Without a browser they skip, but under CI=true (as
// .ci/run runs, after installing Chromium) they fail.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coinche/coinche/internal/browsertest"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/coinche/coinche/internal/goldentest"
)

// docsPicture is the rendered example shown in the README, rewritten by
// go test -update.
const (
	docsPicture        = "docs/score-sheet.png"
	docsPictureExample = "examples/club-night-montpellier.coinche"
)

// newBrowser starts headless Chromium for the test (internal/browsertest).
func newBrowser(t *testing.T) context.Context { return browsertest.New(t) }

// page is one HTML document loaded in a tab of the test's browser.
type page struct {
	ctx     context.Context
	console []string // console errors and uncaught exceptions while loading
}

// openPage writes html to a file, opens it in a new tab and waits until it
// has loaded; the tab closes with the test.
func openPage(t *testing.T, browser context.Context, name, html string) *page {
	t.Helper()
	file := filepath.Join(t.TempDir(), name+".html")
	if err := os.WriteFile(file, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(cancelTimeout)
	if err := chromedp.Do(ctx); err != nil { // the tab, before listening to it
		t.Fatal(err)
	}
	p := &page{ctx: ctx}
	listen, stop := context.WithCancel(ctx)
	var mu sync.Mutex
	var wg sync.WaitGroup
	wg.Add(1)
	messages := chromedp.Console(listen)
	go func() {
		defer wg.Done()
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
				mu.Lock()
				p.console = append(p.console, m.String())
				mu.Unlock()
			}
		}
	}()
	err := chromedp.Do(ctx, chromedp.Navigate("file://"+file))
	if err == nil {
		// Let the page settle: a failed image or an exception arrives
		// after the load event.
		_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](
			`new Promise(r => requestAnimationFrame(() => setTimeout(() => r(true), 100)))`,
			chromedp.EvalAwaitPromise))
	}
	stop()
	wg.Wait()
	if err != nil {
		t.Fatalf("loading %s: %v", name, err)
	}
	return p
}

// eval runs a JavaScript expression in the page and decodes its value.
func eval[T any](t *testing.T, p *page, expr string) T {
	t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// clean checks that the page logged no console error and loaded nothing
// (no image, style sheet, font or script from anywhere: self-contained).
func (p *page) clean(t *testing.T) {
	t.Helper()
	if len(p.console) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(p.console, "\n"))
	}
	if n := eval[int](t, p, `performance.getEntriesByType("resource").length`); n != 0 {
		t.Errorf("the page loaded %d resources; it must be self-contained", n)
	}
}

// pdf prints the page on A4 paper, as the page's CSS asks.
func (p *page) pdf(t *testing.T) []byte {
	t.Helper()
	b, err := chromedp.Run(p.ctx, chromedp.PrintToPDF(chromedp.PDFPaper(chromedp.PaperA4), chromedp.PDFPreferCSSPageSize()))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// pdfPages counts a PDF's pages with pdfinfo (poppler-utils, installed by
// .ci/run) when there is one, else from the page tree's /Count.
func pdfPages(t *testing.T, pdf []byte) int {
	t.Helper()
	if _, err := exec.LookPath("pdfinfo"); err == nil {
		cmd := exec.Command("pdfinfo", "-")
		cmd.Stdin = bytes.NewReader(pdf)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("pdfinfo: %v", err)
		}
		m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(out)
		if m == nil {
			t.Fatalf("pdfinfo says no page count:\n%s", out)
		}
		n, _ := strconv.Atoi(string(m[1]))
		return n
	}
	// The root of the page tree is the /Pages node with no /Parent.
	pages := regexp.MustCompile(`<<[^>]*/Type\s*/Pages\b[^>]*>>`).FindAll(pdf, -1)
	for _, d := range pages {
		if bytes.Contains(d, []byte("/Parent")) {
			continue
		}
		if m := regexp.MustCompile(`/Count\s+(\d+)`).FindSubmatch(d); m != nil {
			n, _ := strconv.Atoi(string(m[1]))
			return n
		}
	}
	t.Fatal("no page tree in the PDF")
	return 0
}

// jsonTotals are the final totals of each game of the JSON sheet of
// files, in order.
func jsonTotals(t *testing.T, files ...string) []map[string]int {
	t.Helper()
	out, errOut, code := runCLI(t, "", append([]string{"score", "--format", "json"}, files...)...)
	if code != 0 {
		t.Fatalf("score --format json: exit %d\n%s", code, errOut)
	}
	var totals []map[string]int
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r struct {
			Result *struct {
				Total map[string]int `json:"total"`
			} `json:"result"`
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if r.Result != nil {
			totals = append(totals, r.Result.Total)
		}
	}
	return totals
}

// chartEnds reads each chart's last points back into points: the chart
// says where 0 is (data-y0) and how many units a point takes
// (data-scale).
const chartEnds = `Array.from(document.querySelectorAll("svg.chart")).map(svg => {
	const y0 = Number(svg.dataset.y0), k = Number(svg.dataset.scale), o = {};
	for (const l of svg.querySelectorAll("polyline[data-team]")) {
		const p = l.points[l.points.length - 1];
		o[l.dataset.team] = Math.round((y0 - p.y) / k);
	}
	return o;
})`

// overflow lists the elements of the page that stick out of the page's
// width (the printable width, once the viewport is set to it).
const overflow = `(() => {
	const w = document.documentElement.clientWidth, out = [];
	if (document.documentElement.scrollWidth > w) out.push("document " + document.documentElement.scrollWidth + " > " + w);
	for (const el of document.querySelectorAll("main *")) {
		const r = el.getBoundingClientRect();
		if (r.width > 0 && (r.right > w + 0.5 || r.left < -0.5)) out.push(el.tagName + "." + el.getAttribute("class") + " " + r.left + ".." + r.right + " of " + w);
	}
	return out.slice(0, 5);
})()`

// printLayout shows the page as printed on A4 inside 12 mm margins: 186 mm
// wide, 703 CSS pixels.
func (p *page) printLayout(t *testing.T) {
	t.Helper()
	err := chromedp.Do(p.ctx,
		func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
			return chromedp.Void{}, err
		},
		chromedp.EmulateViewport(703, 1000))
	if err != nil {
		t.Fatal(err)
	}
}

// TestHTMLSheetInBrowser loads the HTML sheet of each example in
// Chromium: no console error, nothing loaded from outside, one A4 page per
// game, nothing wider than the printed page, and the chart's last points
// at the final totals of the JSON sheet.
func TestHTMLSheetInBrowser(t *testing.T) {
	browser := newBrowser(t)
	files, _ := filepath.Glob("examples/*.coinche")
	if len(files) != 5 {
		t.Fatalf("%d examples, want 5", len(files))
	}
	type sheetCase struct {
		name  string
		files []string // their games, one page each
	}
	cases := []sheetCase{{"all-examples", files}}
	for _, file := range files {
		cases = append(cases, sheetCase{strings.TrimSuffix(filepath.Base(file), ".coinche"), []string{file}})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			html, errOut, code := runCLI(t, "", append([]string{"score", "--format", "html"}, c.files...)...)
			if code != 0 {
				t.Fatalf("score --format html: exit %d\n%s", code, errOut)
			}
			p := openPage(t, browser, c.name, html)
			p.clean(t)
			want := jsonTotals(t, c.files...)
			if len(want) != len(c.files) {
				t.Fatalf("%d games in %d files; the examples hold one game each", len(want), len(c.files))
			}
			got := eval[[]map[string]int](t, p, chartEnds)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("charts end at %v, the JSON sheets' totals are %v", got, want)
			}
			if n := pdfPages(t, p.pdf(t)); n != len(want) {
				t.Errorf("%d games printed on %d pages, want one page per game", len(want), n)
			}
			p.printLayout(t)
			if out := eval[[]string](t, p, overflow); len(out) > 0 {
				t.Errorf("cut at the margins:\n%s", strings.Join(out, "\n"))
			}
		})
	}
	t.Run("long-game", func(t *testing.T) {
		// 90 deals to a target out of reach: the table runs over several
		// pages, each page of rows ("made") with the table's header.
		var b strings.Builder
		b.WriteString("[Event \"Long\"] [Rules \"base\"] [Target \"20000\"] [NS \"A / B\"] [EW \"C / D\"]\n\n")
		for i := 0; i < 90; i++ {
			fmt.Fprintf(&b, "deal %d dealer %c  N 80♥ made 100\n", i+1, "NWSE"[i%4])
		}
		html, errOut, code := runCLI(t, b.String(), "score", "--format", "html", "-")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		p := openPage(t, browser, "long", html)
		p.clean(t)
		pdf := p.pdf(t)
		n := pdfPages(t, pdf)
		if n < 2 {
			t.Fatalf("90 deals printed on %d page", n)
		}
		if _, err := exec.LookPath("pdftotext"); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatal("no pdftotext (poppler-utils)")
			}
			t.Skip("no pdftotext (poppler-utils) to read the pages")
		}
		for page := 1; page <= n; page++ {
			cmd := exec.Command("pdftotext", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page), "-", "-")
			cmd.Stdin = bytes.NewReader(pdf)
			out, err := cmd.Output()
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(out, []byte("made")) && !bytes.Contains(out, []byte("Total EW")) {
				t.Errorf("page %d of %d has no table header:\n%.300s", page, n, out)
			}
		}
	})
	t.Run("standings", func(t *testing.T) {
		html, _, _ := runCLI(t, "", "standings", "--format", "html", "examples/", "testdata/cli/illegal.coinche")
		p := openPage(t, browser, "standings", html)
		p.clean(t)
		if n := eval[int](t, p, `document.querySelectorAll("table.standings-table tbody tr").length`); n != 10 {
			t.Errorf("%d teams in the table, want the examples' 10", n)
		}
		if n := eval[int](t, p, `document.querySelectorAll("ul.not-counted li").length`); n != 1 {
			t.Errorf("%d games not counted, want 1 (illegal.coinche)", n)
		}
		if n := eval[int](t, p, `document.querySelectorAll("ol.games li").length`); n != 6 {
			t.Errorf("%d games listed, want the 6 met", n)
		}
		if d := eval[string](t, p, `(document.querySelector(".standings .meta") || {}).textContent || ""`); !strings.Contains(d, "2018-03-17 to 2026-11-20") {
			t.Errorf("the page's dates: %q, want the games' first and last", d)
		}
	})
	t.Run("escaped", func(t *testing.T) {
		html, _, code := runCLI(t, "", "score", "--format", "html", "testdata/cli/escape.coinche")
		if code != 0 {
			t.Fatalf("exit %d", code)
		}
		p := openPage(t, browser, "escape", html)
		p.clean(t)
		if n := eval[int](t, p, `document.querySelectorAll("script, main img, main i, main b").length`); n != 0 {
			t.Errorf("%d elements came from header values", n)
		}
		const event = `<script>document.title="pwned"</script><b>Escape & test</b>`
		if h1 := eval[string](t, p, `document.querySelector("h1").textContent`); h1 != event {
			t.Errorf("title %q, want the Event tag as text %q", h1, event)
		}
	})
	t.Run("picture", func(t *testing.T) {
		html, _, _ := runCLI(t, "", "score", "--format", "html", docsPictureExample)
		p := openPage(t, browser, "picture", html)
		if !goldentest.Update() {
			b, err := os.ReadFile(docsPicture)
			if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG\r\n")) {
				t.Errorf("%s is missing or not a PNG (go test -run Browser -update makes it): %v", docsPicture, err)
			}
			return
		}
		png, err := chromedp.Run(p.ctx, func(ctx context.Context, tg *chromedp.Target) ([]byte, error) {
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(820, 600)); err != nil {
				return nil, err
			}
			return chromedp.FullScreenshot(100)(ctx, tg)
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(docsPicture, png, 0o644); err != nil {
			t.Fatal(err)
		}
	})
}

// phoneLayout shows the page on a phone held upright: 390×844 CSS
// pixels, three device pixels each, touch, as a screen (not print).
func (p *page) phoneLayout(t *testing.T) { p.phoneWidth(t, 390) }

// narrowPhoneLayout is phoneLayout on a smaller phone, 360 px wide.
func (p *page) narrowPhoneLayout(t *testing.T) { p.phoneWidth(t, 360) }

func (p *page) phoneWidth(t *testing.T, width int64) {
	t.Helper()
	err := chromedp.Do(p.ctx,
		func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "screen"})
			return chromedp.Void{}, err
		},
		chromedp.EmulateViewport(width, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch))
	if err != nil {
		t.Fatal(err)
	}
	// Let the layout settle at the new width.
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](
		`new Promise(r => requestAnimationFrame(() => setTimeout(() => r(true), 50)))`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
}

// overlaps lists the pairs of boxes that overlap in each chart: the
// legend's entries between themselves, and the target's label with the
// legend's entries and with every point's mark (dot or square).
const overlaps = `(() => {
	const out = [];
	const hit = (a, b) => a.width > 0 && b.width > 0 &&
		a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
	const name = el => el.tagName + "." + el.getAttribute("class") + " «" + el.textContent.trim().slice(0, 30) + "»";
	document.querySelectorAll("section.game").forEach((game, g) => {
		// (a legend entry: .legend-entry, or a text of the chart's
		// legend; the target's label: .target-label, or the text after
		// the target's line)
		let legend = Array.from(game.querySelectorAll(".legend-entry"));
		if (!legend.length) legend = Array.from(game.querySelectorAll("g.legend text"));
		for (let i = 0; i < legend.length; i++)
			for (let j = i + 1; j < legend.length; j++)
				if (hit(legend[i].getBoundingClientRect(), legend[j].getBoundingClientRect()))
					out.push("game " + (g+1) + ": " + name(legend[i]) + " overlaps " + name(legend[j]));
		const label = game.querySelector(".target-label") || (game.querySelector("line.target") || {}).nextElementSibling;
		if (!label) return;
		const lb = label.getBoundingClientRect();
		for (const el of [...legend, ...game.querySelectorAll(".mark, .ylabel")])
			if (hit(lb, el.getBoundingClientRect()))
				out.push("game " + (g+1) + ": the target label overlaps " + name(el) + (el.querySelector("title") ? " " + el.querySelector("title").textContent : ""));
	});
	return out.slice(0, 8);
})()`

// TestHTMLSheetOnPhone loads HTML sheets and standings at a phone's
// width (390 px, and 360) and on paper: nothing scrolls sideways, the chart's
// legend entries never overlap (long team names included), and the
// target's label never covers a point (a game that ends on its target).
func TestHTMLSheetOnPhone(t *testing.T) {
	browser := newBrowser(t)
	long := "[Event \"Soirée du club de belote de la rue des Lilas\"] [Date \"2026-11-20\"] [Rules \"base\"] [Target \"1000\"]\n" +
		"[NS \"Marie-Christine Delacroix-Beaumont / Jean-Baptiste Vanderhaegen\"]\n" +
		"[EW \"Anne-Sophie Montgolfier-Laroche / Pierre-Alexandre Dubois-Martin\"]\n\n" +
		"deal 1 dealer N  N 80♥ made 100\ndeal 2 dealer W  E 100♠ X failed 60\ndeal 3 dealer S  S 80♣ made 120\n" +
		"deal 4 dealer E  W 120♦ made 130\ndeal 5 dealer N  N 90♥ made 110 belote NS\n"
	// NS ends on 680 exactly, the last point on the target's line, at its
	// right end where the label was written.
	onTarget := "[Rules \"base\"] [Target \"680\"] [NS \"A / B\"] [EW \"C / D\"]\n\n" +
		"deal 1 dealer N  N 80♥ made 100\ndeal 2 dealer W  N 100♥ made 140\ndeal 3 dealer S  N 120♠ made 140\n"
	files, _ := filepath.Glob("examples/*.coinche")
	type pageCase struct {
		name, stdin string
		args        []string
	}
	cases := []pageCase{
		{"long-names", long, []string{"score", "--format", "html", "-"}},
		{"on-target", onTarget, []string{"score", "--format", "html", "-"}},
		{"standings", "", []string{"standings", "--format", "html", "examples/", "testdata/cli/illegal.coinche"}},
		{"not-scored", "", []string{"score", "--format", "html", "examples/classique-kitchen.coinche", "testdata/cli/illegal.coinche"}},
	}
	for _, f := range files {
		cases = append(cases, pageCase{strings.TrimSuffix(filepath.Base(f), ".coinche"), "", []string{"score", "--format", "html", f}})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			html, errOut, code := runCLI(t, c.stdin, c.args...)
			if code != 0 && c.name != "standings" && c.name != "not-scored" {
				t.Fatalf("exit %d\n%s", code, errOut)
			}
			p := openPage(t, browser, c.name, html)
			p.clean(t)
			if c.name == "not-scored" {
				// The game left out is on the page, seen, with why.
				const seen = `Array.from(document.querySelectorAll("section.game")).map(s => s.innerText)`
				secs := eval[[]string](t, p, seen)
				if len(secs) != 2 || !strings.Contains(secs[1], "testdata/cli/illegal.coinche") ||
					!strings.Contains(secs[1], "Not scored: 5 problems; the first:") {
					t.Errorf("the game not scored is not shown on the page: %q", secs)
				}
			}
			for _, layout := range []struct {
				name string
				set  func(*testing.T)
			}{{"phone", p.phoneLayout}, {"phone 360", p.narrowPhoneLayout}, {"print", p.printLayout}} {
				layout.set(t)
				if out := eval[[]string](t, p, overflow); len(out) > 0 {
					t.Errorf("%s: wider than the page:\n%s", layout.name, strings.Join(out, "\n"))
				}
				if out := eval[[]string](t, p, overlaps); len(out) > 0 {
					t.Errorf("%s: overlapping:\n%s", layout.name, strings.Join(out, "\n"))
				}
			}
		})
	}
}
