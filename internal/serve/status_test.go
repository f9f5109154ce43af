package serve

import (
	"html"
	"net/http"
	"net/http/httptest"
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
