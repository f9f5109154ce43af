package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/coinche/coinche/internal/goldentest"
)

// docsPictureFr is the French sheet of docsPictureExample shown in
// docs/fr/README.md, rewritten by go test -run FrenchSheet -update.
const docsPictureFr = "docs/fr/feuille.png"

// englishWords are words of the English sheets and standings that the
// French ones say otherwise.
var englishWords = []string{"Dealer", "Contract", "Result", "Winner", "made", "failed", "Running totals",
	"Score sheet", "Standings", "Played", "Won", "Lost", "Difference", "Not counted", "target", "deal"}

// TestFrenchSheetInBrowser loads the French sheets of the examples and
// the French standings in Chromium, as TestHTMLSheetInBrowser the English
// ones: no console error, nothing loaded from outside, one A4 page per
// game, nothing cut at the margins; lang="fr", and no word of the English
// sheet in the text.
func TestFrenchSheetInBrowser(t *testing.T) {
	browser := newBrowser(t)
	files, _ := filepath.Glob("examples/*.coinche")
	pages := []struct {
		name  string
		args  []string
		games int
	}{
		{"sheets", append([]string{"--lang", "fr", "score", "--format", "html"}, files...), len(files)},
		{"standings", []string{"--lang", "fr", "standings", "--format", "html", "examples/", "testdata/cli/illegal.coinche"}, 0},
	}
	for _, c := range pages {
		t.Run(c.name, func(t *testing.T) {
			html, errOut, code := runCLI(t, "", c.args...)
			if code != 0 && c.games > 0 {
				t.Fatalf("exit %d\n%s", code, errOut)
			}
			p := openPage(t, browser, "fr-"+c.name, html)
			p.clean(t)
			if lang := eval[string](t, p, `document.documentElement.lang`); lang != "fr" {
				t.Errorf("lang %q, want fr", lang)
			}
			text := eval[string](t, p, `document.body.innerText`)
			for _, w := range englishWords {
				if containsWord(text, w) {
					t.Errorf("English %q on the French page", w)
				}
			}
			if c.games > 0 {
				if n := pdfPages(t, p.pdf(t)); n != c.games {
					t.Errorf("%d games printed on %d pages, want one page per game", c.games, n)
				}
				p.printLayout(t)
			}
			if out := eval[[]string](t, p, overflow); len(out) > 0 {
				t.Errorf("cut at the margins:\n%s", strings.Join(out, "\n"))
			}
		})
	}
	t.Run("english-words", func(t *testing.T) {
		// The words looked for are there on the English pages: the
		// check above can fail.
		html, _, _ := runCLI(t, "", "score", "--format", "html", docsPictureExample)
		text := eval[string](t, openPage(t, browser, "en-words", html), `document.body.innerText`)
		for _, w := range []string{"Dealer", "Contract", "Winner", "made", "failed", "Running totals", "target", "deal"} {
			if !containsWord(text, w) {
				t.Errorf("no %q on the English sheet", w)
			}
		}
	})
	t.Run("picture", func(t *testing.T) {
		html, _, _ := runCLI(t, "", "--lang", "fr", "score", "--format", "html", docsPictureExample)
		p := openPage(t, browser, "picture-fr", html)
		if !goldentest.Update() {
			b, err := os.ReadFile(docsPictureFr)
			if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG\r\n")) {
				t.Errorf("%s is missing or not a PNG (go test -run FrenchSheet -update makes it): %v", docsPictureFr, err)
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
		if err := os.WriteFile(docsPictureFr, png, 0o644); err != nil {
			t.Fatal(err)
		}
	})
}

// containsWord reports whether w stands in text as a word of its own.
func containsWord(text, w string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isLetter(text[j-1])
		after := j+len(w) == len(text) || !isLetter(text[j+len(w)])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isLetter(c byte) bool { return c >= 0x80 || 'a' <= c|0x20 && c|0x20 <= 'z' }
