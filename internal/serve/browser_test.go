package serve

// The game page and the board in a real browser: headless Chromium driven
// through chromedp, a phone's viewport (390×844, touch) for the game and a
// projector's for the board. Without a browser the test skips, but under
// CI=true (as .ci/run runs, after installing Chromium) it fails. With
// -update it rewrites the screenshots in docs/.

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coinche/coinche/internal/browsertest"
	"github.com/coinche/coinche/internal/goldentest"

	"github.com/chromedp/chromedp"

	"github.com/coinche/coinche/score/live"
)

const (
	gamePicture  = "../../docs/serve-game.png"
	boardPicture = "../../docs/serve-board.png"
)

// newBrowser starts headless Chromium for the test (internal/browsertest).
func newBrowser(t *testing.T) context.Context { return browsertest.New(t) }

// tab opens a new tab with its own time limit. A console error or an
// uncaught exception in it (a script refused by the Content-Security-
// Policy, say) fails the test at its end.
func tab(t *testing.T, browser context.Context) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancelTimeout)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatal(err)
	}
	listen, stop := context.WithCancel(ctx)
	var mu sync.Mutex
	var errs []string
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
				errs = append(errs, m.String())
				mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() {
		stop()
		wg.Wait()
		for _, e := range errs {
			t.Errorf("console: %s", e)
		}
	})
	return ctx
}

func run(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func evalJS[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	return browsertest.Eval[T](t, ctx, expr)
}

// waitFor waits until the JavaScript predicate holds, across page loads
// (browsertest.WaitFor).
func waitFor(t *testing.T, ctx context.Context, what, pred string, within time.Duration) {
	t.Helper()
	browsertest.WaitFor(t, ctx, what, pred, within)
}

// tap taps the tap target (the label) of the radio name=value.
func tap(name, value string) chromedp.Action[chromedp.Void] {
	return chromedp.Tap(chromedp.CSS(fmt.Sprintf(`label:has(> input[name=%q][value=%q]) > span`, name, value)))
}

// keypad taps the digits of the points on the keypad.
func keypad(points string) chromedp.Action[chromedp.Void] {
	var steps []chromedp.Action[chromedp.Void]
	steps = append(steps, chromedp.Tap(chromedp.CSS(`.keypad button[data-key="C"]`)))
	for _, d := range points {
		steps = append(steps, chromedp.Tap(chromedp.CSS(fmt.Sprintf(`.keypad button[data-key="%c"]`, d))))
	}
	return chromedp.Steps(steps...)
}

// deal taps a whole deal: declarer, bid, trump, result and points.
func deal(seat, bid, strain, result, points string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(tap("seat", seat), tap("bid", bid), tap("strain", strain), tap("result", result), keypad(points))
}

func TestBrowser(t *testing.T) {
	browser := newBrowser(t)
	dir := t.TempDir()
	s, _ := testServer(t, Options{Dir: dir, Poll: 100 * time.Millisecond})
	base := "http://" + startReal(t, s)
	// the other tables of the evening
	for i, teams := range [][2]string{{"Emma / Farid", "Gilles / Hélène"}, {"Inès / Jules", "Karim / Léa"}} {
		p := filepath.Join(dir, fmt.Sprintf("table-%d%s", i+2, Ext))
		if err := live.New(p, live.NewOptions{Rules: "montpellier", NS: teams[0], EW: teams[1], Event: "Club night"}); err != nil {
			t.Fatal(err)
		}
		for _, e := range []string{"S 80H 100", "E 100S 110", "W 90D failed 70"}[:i+2] {
			if err := live.Add(p, strings.Fields(e), io.Discard); err != nil {
				t.Fatal(err)
			}
		}
	}

	// and one already won
	won := filepath.Join(dir, "table-4"+Ext)
	if err := live.New(won, live.NewOptions{Rules: "montpellier", NS: "Mina / Noé", EW: "Oscar / Paule", Target: 300}); err != nil {
		t.Fatal(err)
	}
	for _, e := range []string{"S 80H 100", "E 90S failed 60 belote NS"} {
		if err := live.Add(won, strings.Fields(e), io.Discard); err != nil {
			t.Fatal(err)
		}
	}

	phone := tab(t, browser)
	run(t, phone, "phone viewport", chromedp.EmulateViewport(390, 844, chromedp.EmulateTouch, chromedp.EmulateMobile, chromedp.EmulateScale(2)))

	// a new game, from the phone
	run(t, phone, "new game page", chromedp.Navigate(base+"/new"))
	run(t, phone, "new game",
		chromedp.SendKeys(chromedp.CSS("#ns"), "Alice / Chloé"),
		chromedp.SendKeys(chromedp.CSS("#ew"), "Bruno / David"),
		chromedp.SendKeys(chromedp.CSS("#target"), "1000"),
		tap("rules", "montpellier"),
		tap("dealer", "N"),
		chromedp.Tap(chromedp.CSS("#create")),
	)
	waitFor(t, phone, "the game page", `location.pathname === "/g/table-1" && !!document.querySelector("#entry-title")`, 5*time.Second)
	if w := evalJS[int](t, phone, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the game page is %d px wide on a 390 px phone", w)
	}
	enter := func(what string, n int, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		run(t, phone, what, append(steps, chromedp.Tap(chromedp.CSS("#submit")))...)
		waitFor(t, phone, what, fmt.Sprintf(`document.querySelector("#sheet tbody") && document.querySelectorAll("#sheet tbody tr.deal").length === %d && !document.querySelector("#error")`, n), 5*time.Second)
	}
	enter("deal 1", 1, deal("S", "80", "H", "made", "100"))
	// a deal entered wrong, and undone
	enter("deal 2 (wrong)", 2, deal("E", "100", "S", "made", "110"))
	run(t, phone, "undo", chromedp.Tap(chromedp.CSS("#undo")))
	waitFor(t, phone, "undo asks first", `!!document.querySelector("#undo-yes")`, 5*time.Second)
	run(t, phone, "undo confirmed", chromedp.Tap(chromedp.CSS("#undo-yes")))
	waitFor(t, phone, "undo", `document.querySelectorAll("#sheet tbody tr.deal").length === 1 && document.querySelector("#entry-title").textContent.includes("Deal 2")`, 5*time.Second)
	// coinched, with belote
	enter("deal 2", 2, deal("E", "90", "S", "failed", "60"), tap("coinche", "X"), tap("belote", "NS"))
	// deal 1 corrected: tap its row in the sheet (its result cell)
	run(t, phone, "edit", chromedp.Tap(chromedp.CSS(`#sheet tr.deal:first-child td:nth-child(3) a`)))
	waitFor(t, phone, "edit page", `document.querySelector("#entry-title") && document.querySelector("#entry-title").textContent.includes("Correct deal 1")`, 5*time.Second)
	run(t, phone, "edit deal 1", deal("S", "100", "H", "made", "120"), chromedp.Tap(chromedp.CSS("#submit")))
	waitFor(t, phone, "edited", `document.querySelector("#sheet tbody tr.deal td:nth-child(2)").textContent.includes("100")`, 5*time.Second)
	if err := os.MkdirAll(filepath.Dir(gamePicture), 0o755); err != nil {
		t.Fatal(err)
	}
	shot(t, phone, gamePicture)
	// all passed, then the deal that ends the game
	run(t, phone, "all passed", chromedp.Tap(chromedp.CSS("#allpass")))
	waitFor(t, phone, "all passed", `document.querySelectorAll("#sheet tbody tr.deal").length === 3`, 5*time.Second)
	enter("deal 4", 4, deal("N", "capot", "S", "made", ""))
	waitFor(t, phone, "the winner", `!!document.querySelector("#winner") && document.querySelector("#winner").textContent.includes("Winner: Alice / Chloé")`, 5*time.Second)
	text, err := os.ReadFile(filepath.Join(dir, "table-1"+Ext))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"deal 1 dealer N  S 100♥ made 120", "deal 2 dealer W  E 90♠ X failed 60 belote NS", "deal 3 dealer S  pass", "deal 4 dealer E  N capot ♠ made capot NS"} {
		if !bytes.Contains(text, []byte(want)) {
			t.Errorf("the file has no %q:\n%s", want, text)
		}
	}
	// the next game
	run(t, phone, "next game", chromedp.Tap(chromedp.CSS("#next-game")))
	waitFor(t, phone, "next game asks first", `!!document.querySelector("#next-yes")`, 5*time.Second)
	run(t, phone, "next game confirmed", chromedp.Tap(chromedp.CSS("#next-yes")))
	waitFor(t, phone, "next game", `!!document.querySelector("#entry-title") && document.querySelector("#entry-title").textContent.includes("Deal 1") && document.body.innerText.includes("Game 2")`, 5*time.Second)

	// readable at 360 px too: nothing wider than the screen
	run(t, phone, "360 px", chromedp.EmulateViewport(360, 740, chromedp.EmulateTouch, chromedp.EmulateMobile, chromedp.EmulateScale(2)))
	for _, path := range []string{"/g/table-3/edit/1", "/new", "/board", "/", "/g/table-1"} {
		run(t, phone, path, chromedp.Navigate(base+path))
		waitFor(t, phone, path, `!!document.querySelector("main")`, 5*time.Second)
		if w := evalJS[int](t, phone, `document.documentElement.scrollWidth`); w > 360 {
			t.Errorf("%s is %d px wide on a 360 px phone", path, w)
		}
	}

	// the game page follows a deal entered elsewhere (the table's other
	// phone, or a shell) without reload: a mark set in the page stays
	evalJS[int](t, phone, `window.coincheMark = 7`)
	if err := live.Add(filepath.Join(dir, "table-1"+Ext), []string{"W", "80D", "90"}, io.Discard); err != nil {
		t.Fatal(err)
	}
	waitFor(t, phone, "the deal entered elsewhere", `document.querySelectorAll("#sheet tbody tr.deal").length === 1 && document.querySelector("#entry-title").textContent.includes("Deal 2")`, 2*time.Second)
	if n := evalJS[int](t, phone, `window.coincheMark || 0`); n != 7 {
		t.Errorf("the game page was reloaded")
	}

	// the board, on a projector, tells a deal added from a shell
	board := tab(t, browser)
	run(t, board, "board", chromedp.EmulateViewport(1280, 720), chromedp.Navigate(base+"/board"))
	waitFor(t, board, "board", `!!document.querySelector("#t-table-3")`, 5*time.Second)
	time.Sleep(300 * time.Millisecond) // the stream is open
	evalJS[int](t, board, `window.coincheMark = 7`)
	if err := live.Add(filepath.Join(dir, "table-3"+Ext), []string{"N", "120C", "made", "130"}, io.Discard); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	waitFor(t, board, "the deal added by coinche add", `document.querySelector("#t-table-3 .status").textContent.includes("4 deals")`, time.Second)
	t.Logf("the board showed the deal %v after it was written", time.Since(start))
	if n := evalJS[int](t, board, `window.coincheMark || 0`); n != 7 {
		t.Errorf("the board was reloaded")
	}
	shot(t, board, boardPicture)
}

// shot writes a screenshot of the page with -update, and checks that the
// file is there otherwise.
func shot(t *testing.T, ctx context.Context, file string) {
	t.Helper()
	if !goldentest.Update() {
		b, err := os.ReadFile(file)
		if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG\r\n")) {
			t.Errorf("%s is missing or not a PNG (go test ./internal/serve -run Browser -update makes it): %v", file, err)
		}
		return
	}
	// the viewport as people see it (a full-page screenshot would
	// change the emulated viewport)
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
}
