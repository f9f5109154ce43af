package serve_test

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/coinche/coinche/internal/serve"
	"github.com/coinche/coinche/score/live"
)

// A deal entered as the game page's form sends it: the deal number it
// expects, and the entry. Sent again, the game has moved on. Either way
// the answer is a redirect to the game page, which says what happened
// (Post/Redirect/Get), with 409 when the game moved on.
func ExampleServer_Handler() {
	dir, _ := os.MkdirTemp("", "serve")
	defer os.RemoveAll(dir)
	live.New(filepath.Join(dir, "table-1.coinche"), live.NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David"})
	s, _ := serve.NewServer(serve.Options{Dir: dir})
	defer s.Close()
	post := func(form url.Values) {
		r := httptest.NewRequest("POST", "/g/table-1/add", strings.NewReader(form.Encode()))
		r.Host = "127.0.0.1:8080"
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		w := httptest.NewRecorder()
		s.Handler().ServeHTTP(w, r)
		loc := w.Header().Get("Location")
		// the page redirected to says what was done: a message, or a
		// refusal with its status
		g := httptest.NewRequest("GET", loc, nil)
		g.Host = r.Host
		gw := httptest.NewRecorder()
		s.Handler().ServeHTTP(gw, g)
		fmt.Println(w.Code, gw.Code)
	}
	post(url.Values{"n": {"1"}, "seat": {"S"}, "bid": {"80"}, "strain": {"H"}, "result": {"made"}, "points": {"100"}})
	post(url.Values{"n": {"1"}, "entry": {"E 90S failed 60"}})
	b, _ := os.ReadFile(filepath.Join(dir, "table-1.coinche"))
	fmt.Print(string(b[strings.Index(string(b), "deal"):]))
	// Output:
	// 303 200
	// 303 409
	// deal 1 dealer N  S 80♥ made 100
}
