package serve

import (
	"html"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
)

// TestErrorPageTitle: an error page's title is the status's words in the
// page's language, http.StatusText's in English, for every code the
// server answers a page with (and http.StatusText for any other).
func TestErrorPageTitle(t *testing.T) {
	tests := []struct {
		code int
		fr   string
	}{
		{http.StatusBadRequest, "Requête incorrecte"},
		{http.StatusForbidden, "Interdit"},
		{http.StatusNotFound, "Introuvable"},
		{http.StatusConflict, "Conflit"},
		{http.StatusRequestEntityTooLarge, "Requête trop grande"},
		{http.StatusInternalServerError, "Erreur interne du serveur"},
		{http.StatusTeapot, http.StatusText(http.StatusTeapot)},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.code), func(t *testing.T) {
			if got := statusTitle(i18n.English, tt.code); got != http.StatusText(tt.code) {
				t.Errorf("English: %q, want http.StatusText's %q", got, http.StatusText(tt.code))
			}
			if got := statusTitle(i18n.French, tt.code); got != tt.fr {
				t.Errorf("French: %q, want %q", got, tt.fr)
			}
			for _, l := range i18n.Langs {
				w := httptest.NewRecorder()
				fail(w, httptest.NewRequest("GET", "/?lang="+l.String(), nil), tt.code, "why")
				title := html.EscapeString(statusTitle(l, tt.code))
				want := strconv.Itoa(tt.code) + " " + title
				if w.Code != tt.code || !strings.Contains(w.Body.String(), "<h1>"+want+"</h1>") || !strings.Contains(w.Body.String(), "<title>"+title+"</title>") {
					t.Errorf("%s: status %d, page without %q:\n%s", l, w.Code, want, w.Body.String())
				}
			}
		})
	}
}

// TestRefusalInFrench: an entry refused is said in the page's language,
// the entry's problems too (notation.Error.MessageIn).
func TestRefusalInFrench(t *testing.T) {
	s, dir := testServer(t, Options{})
	newGame(t, dir, "t", 0)
	for _, tc := range []struct {
		lang, want string
	}{
		{"en", "Refused, nothing written: contract 81♥: bids go by steps of 10 (80, 90, 100…) (S 81H 100)"},
		{"fr", "Refusé, rien n'a été écrit : contrat 81♥ : les enchères vont de 10 en 10 (80, 90, 100…) (S 81H 100)"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := form("n", "1", "seat", "S", "bid", "81", "strain", "H", "points", "100")
			r := httptestPost(t, s, "/g/t/add?lang="+tc.lang, f)
			g := do(t, s, "GET", r.Header().Get("Location"), nil, "Accept-Language", tc.lang)
			text := html.UnescapeString(g.body)
			if g.code != 422 || !strings.Contains(text, tc.want) {
				t.Errorf("%d, no %q in\n%s", g.code, tc.want, visibleText(g.body))
			}
		})
	}
}

// TestProblemsInFrench: a game's problems on its page are said in the
// page's language.
func TestProblemsInFrench(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 0)
	f, err := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("deal 1 dealer N  S 85♥ made 112\n"); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, tc := range []struct{ lang, want string }{
		{"en", "error[call/step]: contract 85♥: bids go by steps of 10 (80, 90, 100…)"},
		{"fr", "erreur[call/step]: contrat 85♥ : les enchères vont de 10 en 10 (80, 90, 100…)"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			g := do(t, s, "GET", "/g/t?lang="+tc.lang, nil)
			if text := html.UnescapeString(g.body); !strings.Contains(text, tc.want) {
				t.Errorf("no %q in\n%s", tc.want, visibleText(g.body))
			}
		})
	}
}
