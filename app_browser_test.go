package main

// The phone app (internal/app) in headless Chromium as a phone (390×844,
// touch): loaded once from a server, then the server is shut down and the
// network switched off (Chromium's network emulation), and a whole game is
// played by taps to the winner and the next game; the page is reloaded
// offline and everything is still there; the exported file passes coinche
// check and its totals under coinche score --format json are the app's.
// With -update it rewrites the screenshots docs/app.md shows.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/coinche/coinche/internal/browsertest"
	"github.com/coinche/coinche/internal/goldentest"
)

// appTap taps the tap target (the label) of the radio name=value.
func appTap(name, value string) chromedp.Action[chromedp.Void] {
	return chromedp.Tap(chromedp.CSS(fmt.Sprintf(`label:has(> input[name=%q][value=%q]) > span`, name, value)))
}

// appServer serves the app written by coinche app, counting requests.
func appServer(t *testing.T) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	dir := t.TempDir()
	if _, stderr, code := runCLI(t, "", "app", dir); code != 0 {
		t.Fatalf("coinche app: %d %s", code, stderr)
	}
	var n atomic.Int64
	files := http.FileServer(http.Dir(dir))
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(s.Close)
	return s, &n
}

// appPhone opens url in a tab of browser as a phone (390×844, touch), with
// three minutes for the test, and gives its run and wait helpers.
func appPhone(t *testing.T, browser context.Context, url string) (phone context.Context, run func(string, ...chromedp.Action[chromedp.Void]), wait func(what, pred string)) {
	t.Helper()
	phone, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	phone, cancelTimeout := context.WithTimeout(phone, 3*time.Minute)
	t.Cleanup(cancelTimeout)
	run = func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		browsertest.Run(t, phone, what, steps...)
	}
	wait = func(what, pred string) { t.Helper(); browsertest.WaitFor(t, phone, what, pred, 20*time.Second) }
	run("phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateTouch, chromedp.EmulateMobile, chromedp.EmulateScale(2)),
		chromedp.Navigate(url))
	return phone, run, wait
}

func offline(t *testing.T, ctx context.Context) {
	t.Helper()
	yes := true
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &yes,
		MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Fatal(err)
	}
}

func TestAppBrowser(t *testing.T) {
	browser := browsertest.New(t)
	srv, requests := appServer(t)
	phone, run, wait := appPhone(t, browser, srv.URL+"/")
	wait("the app", `document.body.dataset.ready === "1" && navigator.serviceWorker.controller`)
	// every file is in the cache: a load from now on asks nothing
	first := requests.Load()
	run("reload", chromedp.Reload())
	wait("the app again", `document.body.dataset.ready === "1"`)
	if n := requests.Load(); n != first {
		t.Errorf("%d requests reached the server after the first load", n-first)
	}
	srv.Close()
	offline(t, phone)

	run("new game", chromedp.Tap(chromedp.CSS("#new-game")))
	wait("the new game page", `!document.querySelector("#new").hidden`)
	run("the game's header",
		chromedp.SendKeys(chromedp.CSS("#ns"), "Alice / Chloé"),
		chromedp.SendKeys(chromedp.CSS("#ew"), "Bruno / David"),
		chromedp.SendKeys(chromedp.CSS("#target"), "500"),
		appTap("dealer", "E"),
		chromedp.Tap(chromedp.CSS("#create")))
	wait("the game page", `!document.querySelector("#game").hidden && document.querySelector("#entry-title").textContent.includes("Deal 1")`)

	// a refused entry: coinche add's message, nothing changed
	before := browsertest.Eval[string](t, phone, `coincheApp.current().text`)
	run("a typed entry", chromedp.Tap(chromedp.CSS(".typed summary")), chromedp.SendKeys(chromedp.CSS("#typed"), "S 80H made 81"),
		chromedp.Tap(chromedp.CSS("#submit")))
	wait("refused", `!document.querySelector("#entry-error").hidden`)
	got := browsertest.Eval[string](t, phone, `document.querySelector("#entry-error").textContent`)
	cli := filepath.Join(t.TempDir(), "g.coinche")
	runCLI(t, "", "new", cli, "--rules", "base")
	_, stderr, _ := runCLI(t, "", "add", cli, "S", "80H", "made", "81")
	if want := strings.TrimSpace(strings.TrimPrefix(stderr, "coinche: ")); got != want {
		t.Errorf("the app says\n%s\ncoinche add says\n%s", got, want)
	}
	if after := browsertest.Eval[string](t, phone, `coincheApp.current().text`); after != before {
		t.Errorf("a refused entry changed the game:\n%s", after)
	}
	run("clear", chromedp.Evaluate[chromedp.Void](`document.querySelector("#typed").value = ""`))

	deals := 0
	for !browsertest.Eval[bool](t, phone, `!document.querySelector("#winner").hidden`) {
		deals++
		if deals > 10 {
			t.Fatal("no winner after 10 deals")
		}
		run(fmt.Sprintf("deal %d", deals), appTap("seat", "S"), appTap("bid", "80"), appTap("strain", "H"), appTap("result", "made"),
			chromedp.SendKeys(chromedp.CSS("#points"), "100"), appTap("belote", "NS"), chromedp.Tap(chromedp.CSS("#submit")))
		wait(fmt.Sprintf("deal %d entered", deals), fmt.Sprintf(`document.querySelectorAll("#rows tr[id]").length === %d`, deals))
		if deals == 1 {
			shot(t, phone, "docs/app-game.png")
		}
	}
	total := browsertest.Eval[string](t, phone, `document.querySelector("#total-ns").textContent + " " + document.querySelector("#total-ew").textContent`)
	if !strings.Contains(browsertest.Eval[string](t, phone, `document.querySelector("#winner").textContent`), "Alice / Chloé") {
		t.Errorf("the winner is not Alice / Chloé")
	}
	shot(t, phone, "docs/app-winner.png")
	run("next game", chromedp.Tap(chromedp.CSS("#next-game")))
	wait("game 2", `document.querySelector("#meta").textContent.includes("Game 2") && document.querySelector("#entry-title").textContent.includes("Deal 1")`)

	// offline, the page again: the game is still there
	run("reload offline", chromedp.Reload())
	wait("the app offline", `document.body.dataset.ready === "1"`)
	wait("game 2 still there", `document.querySelector("#meta").textContent.includes("Game 2")`)
	run("all games", chromedp.Tap(chromedp.CSS("#back-game")))
	wait("the list", `document.querySelectorAll("#games a.game").length === 1 && document.querySelector("#games").textContent.includes("Alice / Chloé")`)
	shot(t, phone, "docs/app-list.png")

	// export all: a zip of the game files, which coinche check reads
	dir := t.TempDir()
	names := unzipTo(t, browsertest.Eval[string](t, phone, `coincheApp.exportAll()`), dir, checkFiles)
	if len(names) != 1 {
		t.Fatalf("export all: %q, want the one game file", names)
	}
	file := filepath.Join(dir, names[0])
	stdout, stderr, code := runCLI(t, "", "score", "--format", "json", file)
	if code != 0 {
		t.Fatalf("coinche score: exit %d %s", code, stderr)
	}
	var totals []string
	for _, line := range strings.Split(stdout, "\n") {
		var r struct {
			Result *struct{ Total map[string]int } `json:"result"`
		}
		if json.Unmarshal([]byte(line), &r) == nil && r.Result != nil {
			totals = append(totals, fmt.Sprintf("%d %d", r.Result.Total["NS"], r.Result.Total["EW"]))
		}
	}
	if len(totals) != 2 || totals[0] != total {
		t.Errorf("coinche score's totals %q, the app's %q (game 1)\n%s", totals, total, stdout)
	}
}

// shot writes a screenshot of the phone with -update, for docs/app.md.
func shot(t *testing.T, ctx context.Context, file string) {
	t.Helper()
	if !goldentest.Update() {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
}
