package serve

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/makiuchi-d/gozxing"
	zxingqr "github.com/makiuchi-d/gozxing/qrcode"

	"github.com/coinche/coinche/internal/tournament"
)

// until polls the JavaScript predicate in ctx for d; an error when it
// never holds (usable off the test's goroutine).
func until(ctx context.Context, pred string, d time.Duration) error {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		c, cancel := context.WithTimeout(ctx, time.Until(deadline))
		ok, err := chromedp.Run(c, chromedp.Evaluate[bool](`document.readyState === "complete" && !!(`+pred+")"))
		cancel()
		if err == nil && ok {
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	msg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector("#error") || {}).textContent || ""`))
	return fmt.Errorf("not within %v: %s (%s)", d, pred, msg)
}

// playByTaps plays a table's game to its end on its own phone page: two
// deals made by the declarer seat (N: North–South win, E: East–West).
func playByTaps(ctx context.Context, base, game, seat string) error {
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/g/"+game)); err != nil {
		return err
	}
	for i, pts := range []string{"110", "120"} {
		if err := until(ctx, fmt.Sprintf(`document.querySelector("#entry-title") && document.querySelector("#entry-title").textContent.includes("Deal %d")`, i+1), 20*time.Second); err != nil {
			return fmt.Errorf("%s deal %d: %w", game, i+1, err)
		}
		if err := chromedp.Do(ctx, deal(seat, "80", "H", "made", pts), chromedp.Tap(chromedp.CSS("#submit"))); err != nil {
			return fmt.Errorf("%s deal %d: %w", game, i+1, err)
		}
	}
	return until(ctx, `!!document.querySelector("#winner")`, 20*time.Second)
}

// TestBrowserEvening: a whole evening. 8 teams registered, 3 Swiss
// rounds; each round paired from the rounds page, its 4 tables played by
// taps on their own phone pages at once; the slips' QR codes are the
// tables' addresses; the end-of-night document has one sheet per game and
// the standings of the files, and prints on A4.
func TestBrowserEvening(t *testing.T) {
	browser := newBrowser(t)
	s, dir := testServer(t, Options{Poll: 100 * time.Millisecond})
	var b strings.Builder
	b.WriteString("name = \"Club night\"\nsystem = \"swiss\"\nrules = \"montpellier\"\ntarget = 300\nrounds = 3\n")
	for i := 1; i <= 8; i++ {
		fmt.Fprintf(&b, "[[team]]\nname = \"Team %d\"\nplayers = [\"N%d\", \"S%d\"]\n", i, i, i)
	}
	if err := os.WriteFile(filepath.Join(dir, tournament.File), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	base := "http://" + startReal(t, s)
	organiser := tab(t, browser)
	phones := make([]context.Context, 4)
	for i := range phones {
		phones[i] = tab(t, browser)
		run(t, phones[i], "phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateTouch, chromedp.EmulateMobile))
	}
	start := time.Now()
	for r := 1; r <= 3; r++ {
		run(t, organiser, "rounds page", chromedp.Navigate(base+"/rounds"))
		waitFor(t, organiser, "pair button", `!!document.querySelector("#pair-next")`, 20*time.Second)
		run(t, organiser, "pair", chromedp.Tap(chromedp.CSS("#pair-next")))
		waitFor(t, organiser, fmt.Sprintf("round %d paired", r), fmt.Sprintf(`!!document.querySelector("#round-%d")`, r), 20*time.Second)
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range phones {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				seat := "N"
				if (i+r)%2 == 0 {
					seat = "E"
				}
				errs[i] = playByTaps(phones[i], base, fmt.Sprintf("r%d-t%d", r, i+1), seat)
			}(i)
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("3 rounds of 4 tables played by taps in %v", time.Since(start))

	// the slips of round 3: each QR code, decoded back (gozxing, another
	// library than the one that drew it), is its table's address
	run(t, organiser, "slips", chromedp.Navigate(base+"/rounds/3/slips"))
	waitFor(t, organiser, "slips", `document.querySelectorAll(".slip").length === 4`, 20*time.Second)
	qrs := evalJS[[]string](t, organiser, `Array.from(document.querySelectorAll(".slip")).map(function (e) { return e.querySelector("img").src + " " + e.querySelector(".url").textContent; })`)
	for i, q := range qrs {
		src, u, _ := strings.Cut(q, " ")
		got, derr := base64.StdEncoding.DecodeString(strings.TrimPrefix(src, "data:image/png;base64,"))
		text, err := decodeQR(got)
		if derr != nil || err != nil || text != u || u != fmt.Sprintf("%s/g/r3-t%d", base, i+1) {
			t.Errorf("slip %d: the QR code reads %q (%v, %v), want %s", i+1, text, derr, err, u)
		}
	}
	if n := pdfPageCount(t, organiser); n != 1 {
		t.Errorf("the slips print on %d A4 pages, want 1", n)
	}

	// the end of the evening
	run(t, organiser, "evening", chromedp.Navigate(base+"/evening.html"))
	waitFor(t, organiser, "evening", `!!document.querySelector(".standings-page")`, 20*time.Second)
	if n := evalJS[int](t, organiser, `document.querySelectorAll("section.game").length`); n != 12 {
		t.Errorf("%d sheets in the end-of-night document, want 12", n)
	}
	tr, err := tournament.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	st, err := tr.Standings(0)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, ts := range st.Table() {
		want = append(want, fmt.Sprintf("%s %d", ts.Team, ts.Won))
	}
	got := evalJS[[]string](t, organiser, `Array.from(document.querySelectorAll(".standings-page tbody tr")).map(function (r) { return r.cells[1].textContent.trim() + " " + r.cells[3].textContent.trim(); })`)
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("standings in the document:\n%v\nwant (coinche standings):\n%v", got, want)
	}
	if n := pdfPageCount(t, organiser); n < 12 {
		t.Errorf("the end-of-night document prints on %d A4 pages, want one per sheet and the standings", n)
	}
}

// pdfPageCount prints the tab on A4 and counts the pages.
func pdfPageCount(t *testing.T, ctx context.Context) int {
	t.Helper()
	pdf, err := chromedp.Run(ctx, chromedp.PrintToPDF(chromedp.PDFPaper(chromedp.PaperA4), chromedp.PDFPreferCSSPageSize()))
	if err != nil {
		t.Fatal(err)
	}
	return len(regexp.MustCompile(`/Type\s*/Page\b`).FindAll(pdf, -1))
}

// decodeQR reads the text of the QR code in a PNG image.
func decodeQR(b []byte) (string, error) {
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return "", err
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return "", err
	}
	res, err := zxingqr.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		return "", err
	}
	return res.GetText(), nil
}
