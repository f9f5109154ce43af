package serve

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/score/live"
)

// TestBrowserLanguages renders every page in Chromium as a French phone
// reads it (its browser sends Accept-Language: fr) and as an English one:
// no message of the other language's catalog is in what the page shows
// (document.body.innerText), the page says its language, and a deal tapped
// in French is entered. With -update it rewrites docs/fr/serve-game.png and
// docs/fr/serve-board.png.
func TestBrowserLanguages(t *testing.T) {
	browser := newBrowser(t)
	dir := t.TempDir()
	s, _ := testServer(t, Options{Dir: dir, Poll: 100 * time.Millisecond})
	base := "http://" + startReal(t, s)
	p := filepath.Join(dir, "table-1"+Ext)
	if err := live.New(p, live.NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Event: "Soirée du club"}); err != nil {
		t.Fatal(err)
	}
	if _, err := live.Open(live.FileStore{Path: p}); err != nil {
		t.Fatal(err)
	}
	pages := []string{"/", "/new", "/g/table-1", "/board", "/g/table-1/sheet.html", "/standings.html"}
	for _, tc := range []struct {
		lang       i18n.Lang
		mine, them map[string]bool
		entry      string
	}{
		// English first: the French pass ends on the page switch, whose
		// cookie the browser then keeps
		{i18n.English, catalogWords(i18n.English), catalogWords(i18n.French), "Deal 2"},
		{i18n.French, catalogWords(i18n.French), catalogWords(i18n.English), "Donne 3"},
	} {
		t.Run(tc.lang.String(), func(t *testing.T) {
			phone := tab(t, browser)
			// the phone's language, as its browser says it to every page
			if _, err := chromedp.Call(phone, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": tc.lang.String()}}); err != nil {
				t.Fatal(err)
			}
			run(t, phone, "phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateTouch, chromedp.EmulateMobile, chromedp.EmulateScale(2)),
				chromedp.Navigate(base+"/"))
			waitFor(t, phone, "index", `!!document.querySelector("main")`, 20*time.Second)
			for _, path := range pages {
				run(t, phone, path, chromedp.Navigate(base+path))
				waitFor(t, phone, path, `!!document.body`, 20*time.Second)
				if got := evalJS[string](t, phone, `document.documentElement.lang`); got != tc.lang.String() {
					t.Errorf("%s: lang=%q, want %q", path, got, tc.lang)
				}
				text := evalJS[string](t, phone, `document.body.innerText`)
				for _, w := range foreignWords(text, tc.mine, tc.them) {
					t.Errorf("%s: %q of the other language", path, w)
				}
			}
			run(t, phone, "game", chromedp.Navigate(base+"/g/table-1"))
			waitFor(t, phone, "game", `!!document.querySelector("#entry-title")`, 20*time.Second)
			run(t, phone, "a deal", deal("S", "80", "H", "made", "100"), chromedp.Tap(chromedp.CSS("#submit")))
			waitFor(t, phone, "entered", fmt.Sprintf(`document.querySelector("#entry-title").textContent.includes(%q)`, tc.entry), 20*time.Second)
			if tc.lang == i18n.French {
				shot(t, phone, "../../docs/fr/serve-game.png")
				board := tab(t, browser)
				run(t, board, "board", chromedp.EmulateViewport(1280, 720), chromedp.Navigate(base+"/board?lang=fr")) // the page switch
				waitFor(t, board, "board", `!!document.querySelector("#t-table-1")`, 20*time.Second)
				if text := evalJS[string](t, board, `document.body.innerText`); !strings.Contains(text, "Classement") {
					t.Errorf("the French board has no « Classement »:\n%s", text)
				}
				shot(t, board, "../../docs/fr/serve-board.png")
			}
		})
	}
}
