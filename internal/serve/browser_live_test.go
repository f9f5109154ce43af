package serve

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/coinche/coinche/score/live"
)

// liveGames creates n games table-1 … table-n in dir, the first with a
// long team name.
func liveGames(t *testing.T, dir string, n int) []string {
	t.Helper()
	var paths []string
	for i := 1; i <= n; i++ {
		ns := fmt.Sprintf("Team %d", i)
		if i == 1 {
			ns = "Les-Inséparables-du-Café-de-la-Gare-de-Montpellier-Saint-Roch-et-leurs-Amis-du-Jeudi"
		}
		p := filepath.Join(dir, fmt.Sprintf("table-%d%s", i, Ext))
		if err := live.New(p, live.NewOptions{Rules: "montpellier", NS: ns, EW: fmt.Sprintf("Rivals %d", i)}); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// TestBrowserManyTabs (break 1): one browser with 12 game pages and the
// board open: every page loads (HTTP/1.1 allows a browser six connections
// to a host: a stream per tab would leave the seventh hanging), and all
// of them show a deal added from a shell within 1 s. A long team name
// wraps within its card on the board.
func TestBrowserManyTabs(t *testing.T) {
	browser := newBrowser(t)
	s, dir := testServer(t, Options{Poll: 100 * time.Millisecond})
	paths := liveGames(t, dir, 12)
	base := "http://" + startReal(t, s)
	var tabs []context.Context
	for i := range paths {
		c := tab(t, browser)
		nav, cancel := context.WithTimeout(c, 10*time.Second) // one stream per tab: the 7th never loads
		run(t, nav, fmt.Sprintf("game page %d", i+1), chromedp.Navigate(fmt.Sprintf("%s/g/table-%d", base, i+1)))
		cancel()
		waitFor(t, c, "game page loaded", `!!document.querySelector("#entry-title")`, 5*time.Second)
		tabs = append(tabs, c)
	}
	board := tab(t, browser)
	run(t, board, "board", chromedp.EmulateViewport(1280, 720), chromedp.Navigate(base+"/board"))
	waitFor(t, board, "board loaded", `!!document.querySelector("#t-table-12")`, 5*time.Second)
	// the long name stays within its card, and its total is seen
	inside := evalJS[bool](t, board, `(function () {
		var card = document.querySelector("#t-table-1").getBoundingClientRect();
		var total = document.querySelector("#t-table-1 .teams b").getBoundingClientRect();
		var name = document.querySelector("#t-table-1 .teams .name").getBoundingClientRect();
		return total.right <= card.right && total.left >= card.left && name.right <= card.right;
	})()`)
	if !inside {
		t.Error("a long team name pushes its total off the card")
	}
	time.Sleep(500 * time.Millisecond) // the leader's stream is open
	start := time.Now()
	for _, p := range paths {
		if err := live.Add(p, []string{"S", "80H", "100"}, io.Discard); err != nil {
			t.Fatal(err)
		}
	}
	for i, c := range tabs {
		waitFor(t, c, fmt.Sprintf("tab %d follows", i+1), `document.querySelectorAll("#sheet tbody tr.deal").length === 1`, time.Second+time.Since(start))
	}
	waitFor(t, board, "the board follows", `document.querySelector("#t-table-12 .status").textContent.includes("1 deal")`, time.Second+time.Since(start))
	t.Logf("13 tabs showed 12 deals %v after the first was written", time.Since(start))
}

// TestBrowserJammed (break 2): one client holds 300 live streams (or
// tries to); a board opened meanwhile is refused a stream, follows by
// polling, and shows a deal within 2 s.
func TestBrowserJammed(t *testing.T) {
	browser := newBrowser(t)
	s, dir := testServer(t, Options{Poll: 100 * time.Millisecond})
	paths := liveGames(t, dir, 2)
	base := "http://" + startReal(t, s)
	held, refused := 0, 0
	client := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 0, DisableKeepAlives: true}}
	for i := 0; i < 300; i++ {
		path := "/events"
		if i%2 == 1 {
			path = "/events?for=board"
		}
		resp, err := client.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode == 200 {
			held++
		} else {
			refused++
		}
	}
	t.Logf("one client: %d streams held, %d refused", held, refused)
	board := tab(t, browser)
	run(t, board, "board", chromedp.EmulateViewport(1280, 720), chromedp.Navigate(base+"/board"))
	waitFor(t, board, "board loaded", `!!document.querySelector("#t-table-2")`, 5*time.Second)
	time.Sleep(300 * time.Millisecond)
	start := time.Now()
	if err := live.Add(paths[1], strings.Fields("E 90S failed 60"), io.Discard); err != nil {
		t.Fatal(err)
	}
	waitFor(t, board, "the board follows", `document.querySelector("#t-table-2 .status").textContent.includes("1 deal")`, 2*time.Second)
	t.Logf("the board showed the deal %v after it was written", time.Since(start))
}

// TestBrowserProjector: /board?projector=1 at 1920 × 1080 is read from 5 m:
// team names 40 px at least, totals 60 px, the standings 36 px; a won
// table and the leader of the standings are highlighted.
func TestBrowserProjector(t *testing.T) {
	browser := newBrowser(t)
	s, dir := testServer(t, Options{})
	paths := liveGames(t, dir, 4)
	for _, e := range []string{"N 80H 110", "N 80S 120", "N 80S 120", "N 80S 120", "N 80S 120", "N 80S 120", "N 80S 120", "N 80S 120", "N 80S 120", "N 80S 120", "N 80S 120"} {
		live.Add(paths[1], strings.Fields(e), io.Discard)
	}
	base := "http://" + startReal(t, s)
	board := tab(t, browser)
	run(t, board, "projector", chromedp.EmulateViewport(1920, 1080), chromedp.Navigate(base+"/board?projector=1"))
	waitFor(t, board, "board", `!!document.querySelector("#t-table-4")`, 5*time.Second)
	px := func(sel string) float64 {
		return evalJS[float64](t, board, `parseFloat(getComputedStyle(document.querySelector(`+"`"+sel+"`"+`)).fontSize)`)
	}
	for _, c := range []struct {
		sel string
		min float64
	}{{"#t-table-3 .teams .name", 40}, {"#t-table-3 .teams b", 60}, {".standings td", 36}, {"#t-table-2 .winner", 34}} {
		if got := px(c.sel); got < c.min {
			t.Errorf("%s: %.0f px, want %.0f at least", c.sel, got, c.min)
		}
	}
	bg := func(sel string) string {
		return evalJS[string](t, board, `getComputedStyle(document.querySelector(`+"`"+sel+"`"+`)).backgroundColor`)
	}
	if bg("#t-table-2") == bg("#t-table-3") {
		t.Error("the won table is not highlighted")
	}
	if bg(".standings tr.first td") == bg(".standings tbody tr:nth-child(2) td") {
		t.Error("the leader is not highlighted")
	}
	if w := evalJS[int](t, board, `document.documentElement.scrollWidth`); w > 1920 {
		t.Errorf("the board is %d px wide", w)
	}
}
