package serve

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/live"
)

// testServer serves a fresh directory; games are created with live.New.
func testServer(t *testing.T, opts Options) (*Server, string) {
	t.Helper()
	if opts.Dir == "" {
		opts.Dir = t.TempDir()
	}
	if opts.Addr == "" {
		opts.Addr = "127.0.0.1:0"
	}
	s, err := NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s, opts.Dir
}

// newGame creates DIR/name.coinche under montpellier.
func newGame(t *testing.T, dir, name string, target int) string {
	t.Helper()
	p := filepath.Join(dir, name+Ext)
	if err := live.New(p, live.NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Target: target}); err != nil {
		t.Fatal(err)
	}
	return p
}

type resp struct {
	code int
	body string
	hdr  http.Header
}

// do sends a request to the handler from this machine's browser: Host
// 127.0.0.1, a form body for POST, the same-origin fetch header.
func do(t *testing.T, s *Server, method, target string, form url.Values, hdr ...string) resp {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	r := httptest.NewRequest(method, target, body)
	r.Host = "127.0.0.1:8080"
	if form != nil {
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if method == http.MethodPost {
		r.Header.Set("Sec-Fetch-Site", "same-origin")
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		if hdr[i] == "Host" {
			r.Host = hdr[i+1]
			continue
		}
		r.Header.Set(hdr[i], hdr[i+1])
	}
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	loc := w.Header().Get("Location")
	if method != http.MethodPost || w.Code != http.StatusSeeOther || !strings.Contains(loc, "?r=") {
		return resp{w.Code, w.Body.String(), w.Header()}
	}
	// Post/Redirect/Get: the page the write redirects to says what it
	// did; a refusal's page has the refusal's status
	g := do(t, s, http.MethodGet, loc, nil, hdr...)
	code := g.code
	if code == http.StatusOK {
		code = http.StatusSeeOther
	}
	return resp{code, g.body, w.Header()}
}

func read(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestPages(t *testing.T) {
	s, dir := testServer(t, Options{})
	newGame(t, dir, "table-1", 0)
	for _, tc := range []struct {
		path string
		code int
		want []string
	}{
		{"/", 200, []string{"table-1", "Alice / Chloé", "New game"}},
		{"/g/table-1", 200, []string{"Alice / Chloé", "Deal 1", "N deals", `name="n" value="1"`, `name="bid" value="80"`, `name="bid" value="capot"`, "♠", "coinché", "Or type the deal", `/static/app.js`}},
		{"/new", 200, []string{"montpellier", "tournoi-2018", `name="ns"`, "table-2"}},
		{"/board", 200, []string{"table-1", "Standings", "/standings.html"}},
		{"/standings.html", 200, []string{"<html"}},
		{"/g/table-1/sheet.html", 200, []string{"<svg", "Alice / Chloé"}},
		{"/static/app.css", 200, []string{".tap"}},
		{"/g/nosuch", 404, nil},
		{"/nosuch", 404, nil},
	} {
		t.Run(tc.path, func(t *testing.T) {
			r := do(t, s, "GET", tc.path, nil)
			if r.code != tc.code {
				t.Fatalf("GET %s: %d, want %d\n%s", tc.path, r.code, tc.code, r.body)
			}
			for _, w := range tc.want {
				if !strings.Contains(r.body, w) {
					t.Errorf("GET %s: no %q in\n%s", tc.path, w, r.body)
				}
			}
		})
	}
}

func form(kv ...string) url.Values {
	f := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		f.Add(kv[i], kv[i+1])
	}
	return f
}

func TestEntry(t *testing.T) {
	for _, tc := range []struct {
		name string
		form url.Values
		code int
		want string // in the file after, "" none
	}{
		{"taps", form("n", "1", "seat", "S", "bid", "80", "strain", "H", "result", "made", "points", "100"), 303, "S 80♥ made 100"},
		{"taps coinche belote", form("n", "1", "seat", "E", "bid", "90", "strain", "S", "coinche", "X", "result", "failed", "points", "60", "belote", "NS"), 303, "E 90♠ X failed 60 belote NS"},
		{"typed", form("n", "1", "entry", "S 80H 100"), 303, "S 80♥ 100"},
		{"pass", form("n", "1", "pass", "1"), 303, "pass"},
		{"capot special", form("n", "1", "seat", "N", "bid", "capot", "strain", "H", "result", "made"), 303, "capot"},
		{"capot alone", form("n", "1", "seat", "E", "bid", "90", "strain", "S", "result", "made", "capot", "E"), 303, "E 90♠ made capot E"},
		{"capot not a seat", form("n", "1", "seat", "E", "bid", "90", "strain", "S", "result", "made", "points", "100", "capot", "Q"), 303, "E 90♠ made 100\n"},
		{"bid off the ladder", form("n", "1", "seat", "S", "bid", "81", "strain", "H", "points", "100"), 422, ""},
		{"points above the total", form("n", "1", "entry", "S 80H 170"), 422, ""},
		{"no seat", form("n", "1", "bid", "80", "strain", "H"), 422, ""},
		{"sans-atout not allowed", form("n", "1", "seat", "S", "bid", "80", "strain", "SA", "points", "100"), 422, ""},
		{"wrong number", form("n", "2", "entry", "S 80H 100"), 409, ""},
		{"no number", form("entry", "S 80H 100"), 400, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, dir := testServer(t, Options{})
			p := newGame(t, dir, "t", 0)
			before := read(t, p)
			r := do(t, s, "POST", "/g/t/add", tc.form)
			if r.code != tc.code {
				t.Fatalf("%d, want %d\n%s", r.code, tc.code, r.body)
			}
			after := read(t, p)
			if tc.want == "" {
				if after != before {
					t.Errorf("file changed:\n%s", after)
				}
				return
			}
			if !strings.Contains(after, "deal 1 dealer N") || !strings.Contains(after, tc.want) {
				t.Errorf("file:\n%s\nwant %q", after, tc.want)
			}
			if loc := r.hdr.Get("Location"); !strings.HasPrefix(loc, "/g/t?r=") || !strings.Contains(r.body, "Deal 1 entered") {
				t.Errorf("Location %q\n%s", loc, r.body)
			}
		})
	}
}

// TestRefusedShowsWhy: a refused entry says why and keeps the taps.
func TestRefusedShowsWhy(t *testing.T) {
	s, dir := testServer(t, Options{})
	newGame(t, dir, "t", 0)
	r := do(t, s, "POST", "/g/t/add", form("n", "1", "seat", "S", "bid", "81", "strain", "H", "points", "100"))
	if r.code != 422 || !strings.Contains(r.body, "Refused, nothing written") || !strings.Contains(r.body, `value="S" checked`) {
		t.Fatalf("%d\n%s", r.code, r.body)
	}
}

func countDeals(s string) int { return strings.Count(s, "\ndeal ") }

// TestDoubleTap: the same form twice adds one deal and answers both with
// the same redirect; another form for the same deal number is told the
// game moved on.
func TestDoubleTap(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 0)
	f := form("t", "tok1", "n", "1", "entry", "S 80H 100")
	r1 := do(t, s, "POST", "/g/t/add", f)
	r2 := do(t, s, "POST", "/g/t/add", f)
	if r1.code != 303 || r2.code != 303 || r1.hdr.Get("Location") != r2.hdr.Get("Location") {
		t.Fatalf("%d %d %q %q", r1.code, r2.code, r1.hdr.Get("Location"), r2.hdr.Get("Location"))
	}
	if n := countDeals(read(t, p)); n != 1 {
		t.Fatalf("%d deals after a double tap:\n%s", n, read(t, p))
	}
	r3 := do(t, s, "POST", "/g/t/add", form("t", "tok2", "n", "1", "entry", "E 80S 100"))
	if r3.code != 409 || !strings.Contains(r3.body, "this entry was for deal 1, but the next deal is now deal 2") || !strings.Contains(r3.body, `value="E 80S 100"`) {
		t.Fatalf("second phone: %d\n%s", r3.code, r3.body)
	}
	if n := countDeals(read(t, p)); n != 1 {
		t.Fatalf("%d deals", n)
	}
	// undo twice with one form: one deal goes
	do(t, s, "POST", "/g/t/add", form("t", "tok3", "n", "2", "entry", "E 80S 100"))
	u := form("t", "tok4", "n", "2", "confirm", "1")
	do(t, s, "POST", "/g/t/undo", u)
	do(t, s, "POST", "/g/t/undo", u)
	if n := countDeals(read(t, p)); n != 1 {
		t.Fatalf("%d deals after a double undo, want 1:\n%s", n, read(t, p))
	}
	// an undo form of an older page does not remove a newer deal
	r := do(t, s, "POST", "/g/t/undo", form("t", "tok5", "n", "2", "confirm", "1"))
	if r.code != 409 || !strings.Contains(r.body, "deal 2 is no longer the last deal") || countDeals(read(t, p)) != 1 {
		t.Fatalf("stale undo: %d, %d deals", r.code, countDeals(read(t, p)))
	}
}

func TestEditAndNextGame(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 300)
	do(t, s, "POST", "/g/t/add", form("n", "1", "entry", "S 80H 100"))
	if r := do(t, s, "GET", "/g/t/edit/1", nil); r.code != 200 || !strings.Contains(r.body, "Correct deal 1") {
		t.Fatalf("edit form: %d\n%s", r.code, r.body)
	}
	if r := do(t, s, "GET", "/g/t/edit/7", nil); r.code != 404 {
		t.Fatalf("edit of no deal: %d", r.code)
	}
	r := do(t, s, "POST", "/g/t/edit/1", form("seat", "S", "bid", "90", "strain", "H", "result", "made", "points", "100", "rev", revOf(t, s, "t", 1)))
	if r.code != 303 || !strings.Contains(read(t, p), "S 90♥ made 100") {
		t.Fatalf("edit: %d\n%s", r.code, read(t, p))
	}
	do(t, s, "POST", "/g/t/add", form("n", "2", "entry", "E 90S failed 60 belote NS"))
	g := do(t, s, "GET", "/g/t", nil)
	if !strings.Contains(g.body, `id="winner"`) || !strings.Contains(g.body, "Winner: Alice / Chloé") || !strings.Contains(g.body, "Next game") {
		t.Fatalf("no winner:\n%s", g.body)
	}
	if r := do(t, s, "POST", "/g/t/add", form("n", "3", "entry", "S 80H 100")); r.code != 409 {
		t.Fatalf("add after the end: %d", r.code)
	}
	next := form("t", "nx", "games", "1", "confirm", "1")
	r = do(t, s, "POST", "/g/t/next", next)
	if r.code != 303 || !strings.Contains(r.body, "Next game: same teams and rules.") {
		t.Fatalf("next: %d %q\n%s", r.code, r.hdr.Get("Location"), r.body)
	}
	do(t, s, "POST", "/g/t/next", next)                                             // a double tap
	do(t, s, "POST", "/g/t/next", form("t", "other", "games", "1", "confirm", "1")) // another phone
	text := read(t, p)
	if n := strings.Count(text, `[NS "Alice / Chloé"]`); n != 2 {
		t.Fatalf("%d games, want 2:\n%s", n, text)
	}
	if tail := text[strings.LastIndex(text, "[Rules"):]; !strings.Contains(tail, `[Dealer "S"]`) || strings.Contains(tail, "deal ") {
		t.Errorf("next game:\n%s", tail)
	}
	g = do(t, s, "GET", "/g/t", nil)
	if !strings.Contains(g.body, "Deal 1") || !strings.Contains(g.body, "Game 2") || strings.Contains(g.body, `id="winner"`) {
		t.Errorf("next game page:\n%s", g.body)
	}
}

func TestNewGame(t *testing.T) {
	s, dir := testServer(t, Options{})
	os.WriteFile(filepath.Join(dir, "maison.toml"), []byte("extends = \"base\"\nname = \"maison\"\n[game]\ntarget = 500\n"), 0o644)
	if r := do(t, s, "GET", "/new", nil); !strings.Contains(r.body, "maison.toml") {
		t.Fatalf("house rules not offered:\n%s", r.body)
	}
	f := form("t", "n1", "name", "soir", "rules", "maison.toml", "ns", "<script>alert(1)</script>", "ew", "Bruno & David", "dealer", "E", "target", "")
	r := do(t, s, "POST", "/new", f)
	if r.code != 303 || !strings.HasPrefix(r.hdr.Get("Location"), "/g/soir") {
		t.Fatalf("%d %q\n%s", r.code, r.hdr.Get("Location"), r.body)
	}
	if r := do(t, s, "POST", "/new", f); r.code != 303 {
		t.Fatalf("double tap on new: %d", r.code)
	}
	if b := do(t, s, "GET", "/g/soir", nil).body; !strings.Contains(b, "maison.toml · target 500") {
		t.Errorf("the house rules' target is not shown:\n%s", b)
	}
	text := read(t, filepath.Join(dir, "soir"+Ext))
	if !strings.Contains(text, `[Rules "maison.toml"]`) || !strings.Contains(text, `[Dealer "E"]`) {
		t.Fatalf("%s", text)
	}
	// the same name again, another form: refused, nothing overwritten
	f.Set("t", "n2")
	if r := do(t, s, "POST", "/new", f); r.code != 409 {
		t.Fatalf("existing name: %d", r.code)
	}
	// <script> in a team name stays text on every page
	for _, path := range []string{"/g/soir", "/", "/board", "/g/soir/sheet.html"} {
		b := do(t, s, "GET", path, nil).body
		if strings.Contains(b, "<script>alert") || !strings.Contains(b, "&lt;script&gt;alert(1)&lt;/script&gt;") {
			t.Errorf("%s: the team name is not escaped:\n%s", path, b)
		}
	}
	for _, bad := range []url.Values{
		form("name", "../x", "rules", "base"),
		form("name", "/tmp/x", "rules", "base"),
		form("name", ".hidden", "rules", "base"),
		form("name", "ok", "rules", "/etc/passwd"),
		form("name", "ok", "rules", "base", "target", "-5"),
	} {
		if r := do(t, s, "POST", "/new", bad); r.code != 400 {
			t.Errorf("%v: %d, want 400", bad, r.code)
		}
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "x"+Ext)); err == nil {
		t.Error("a game was created outside DIR")
	}
}

// TestExamples: the README's `coinche serve examples` shows every example.
func TestExamples(t *testing.T) {
	s, _ := testServer(t, Options{Dir: "../../examples"})
	names := s.gameList()
	if len(names) < 5 {
		t.Fatalf("games %v", names)
	}
	paths := []string{"/", "/board", "/standings.html", "/new"}
	for _, n := range names {
		paths = append(paths, "/g/"+n, "/g/"+n+"/sheet.html")
	}
	for _, p := range paths {
		if r := do(t, s, "GET", p, nil); r.code != 200 {
			t.Errorf("GET %s: %d\n%s", p, r.code, r.body)
		}
	}
	if b := do(t, s, "GET", "/board", nil).body; !strings.Contains(b, "club-night-montpellier") || strings.Contains(b, "cannot be read") {
		t.Errorf("board:\n%s", b)
	}
}

// TestAloneChoices: the form offers a capot by one player alone where the
// ruleset tells it from a team's capot (a générale, or solo_bonus: 000),
// and only there.
func TestAloneChoices(t *testing.T) {
	for _, tc := range []struct {
		preset string
		want   int
	}{
		{"tournoi-2018", 4},
		{"montpellier", 0},
		{"base", 0},
	} {
		t.Run(tc.preset, func(t *testing.T) {
			rs, err := rulesfile.Preset(tc.preset)
			if err != nil {
				t.Fatal(err)
			}
			c := choicesOf(rs, [4]string{})
			if len(c.Alone) != tc.want {
				t.Fatalf("%d seats alone, want %d", len(c.Alone), tc.want)
			}
			if tc.want > 0 && c.Alone[0].Label != "N alone" {
				t.Errorf("label %q", c.Alone[0].Label)
			}
		})
	}
}

// revOf is the revision the correction form of deal n carries.
func revOf(t *testing.T, s *Server, name string, n int) string {
	t.Helper()
	r := do(t, s, "GET", "/g/"+name+"/edit/"+strconv.Itoa(n), nil)
	m := regexp.MustCompile(`name="rev" value="([^"]*)"`).FindStringSubmatch(r.body)
	if m == nil {
		t.Fatalf("no revision in the correction form of deal %d:\n%s", n, r.body)
	}
	return m[1]
}

// httptestPost posts form to the handler as do does, without following
// the redirect.
func httptestPost(t *testing.T, s *Server, target string, f url.Values) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest("POST", target, strings.NewReader(f.Encode()))
	r.Host = "127.0.0.1:8080"
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	return w
}
