package serve

import (
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
)

// visibleText is the text a reader sees on a page: the tags, scripts and
// styles removed, the entities decoded, the attributes a person reads
// (title, placeholder, alt) kept.
func visibleText(page string) string {
	page = regexp.MustCompile(`(?s)<(script|style|code)[^>]*>.*?</(script|style|code)>`).ReplaceAllString(page, " ") // code: the notation
	var b strings.Builder
	for _, m := range regexp.MustCompile(`(?:title|placeholder|alt)="([^"]*)"`).FindAllStringSubmatch(page, -1) {
		b.WriteString(m[1] + "\n")
	}
	b.WriteString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(page, "\n"))
	return html.UnescapeString(b.String())
}

// catalogWords are the messages of the pages' catalog (serve.*) in l, each
// cut at its first parameter, those of five characters or more.
func catalogWords(l i18n.Lang) map[string]bool {
	m := map[string]bool{}
	for _, k := range i18n.Keys() {
		if !strings.HasPrefix(string(k), "serve.") {
			continue
		}
		for _, form := range []string{l.T(k), l.T(k, 2, "x"), l.T(k, 1, "x")} {
			form = strings.TrimSpace(strings.Split(form, "%")[0])
			if len([]rune(form)) >= 5 {
				m[form] = true
			}
		}
	}
	return m
}

// foreignWords are the words of them on text that mine has not.
func foreignWords(text string, mine, them map[string]bool) []string {
	var out []string
	for w := range them {
		if !mine[w] && strings.Contains(text, w) {
			out = append(out, w)
		}
	}
	return out
}

// TestPagesInBothLanguages draws every page a club night shows (the
// index, the new-game page, a game page with a deal and its entry form, a
// refused entry, the board, the printable sheet and standings) with
// Accept-Language fr, then en, then the page switch's ?lang=: no message
// of the other language's catalog of the pages is on it (the words that
// are the same in both, and the names and the notation, aside), and the
// page says its language.
func TestPagesInBothLanguages(t *testing.T) {
	s, dir := testServer(t, Options{})
	newGame(t, dir, "table-1", 0)
	if r := do(t, s, http.MethodPost, "/g/table-1/add", form("n", "1", "t", "tok1", "seat", "S", "bid", "80", "strain", "H", "result", "made", "points", "100")); r.code != http.StatusSeeOther {
		t.Fatalf("add: %d\n%s", r.code, r.body)
	}
	pages := []string{"/", "/new", "/g/table-1", "/board", "/g/table-1/sheet.html", "/standings.html", "/g/nothing-here"}
	en, fr := catalogWords(i18n.English), catalogWords(i18n.French)
	for _, tc := range []struct {
		lang       i18n.Lang
		hdr        []string
		query      string
		mine, them map[string]bool
	}{
		{i18n.French, []string{"Accept-Language", "fr-FR,fr;q=0.9,en;q=0.5"}, "", fr, en},
		{i18n.English, []string{"Accept-Language", "en-GB,en;q=0.9"}, "", en, fr},
		{i18n.French, []string{"Accept-Language", "en"}, "?lang=fr", fr, en},
	} {
		for _, p := range pages {
			t.Run(tc.lang.String()+tc.query+p, func(t *testing.T) {
				r := do(t, s, http.MethodGet, p+tc.query, nil, tc.hdr...)
				if !strings.Contains(r.body, `<html lang="`+tc.lang.String()+`"`) {
					t.Errorf("the page does not say lang=%q", tc.lang)
				}
				for _, w := range foreignWords(visibleText(r.body), tc.mine, tc.them) {
					t.Errorf("%q of the other language on the page", w)
				}
			})
		}
	}
	// The refused entry's page, in French.
	r := do(t, s, http.MethodPost, "/g/table-1/add", form("n", "1", "t", "tok2", "seat", "S", "bid", "80", "strain", "H", "result", "made", "points", "100"), "Accept-Language", "fr")
	if !strings.Contains(r.body, "La partie a avancé") {
		t.Errorf("a moved-on entry in French does not say so:\n%s", visibleText(r.body))
	}
}
