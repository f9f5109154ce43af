package serve

import (
	"bufio"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coinche/coinche/score/live"
)

// The tests of issue 27's "Broken by real use": each failed on the server
// before it.

// openStream opens a live-event stream on addr; the caller closes it.
func openStream(t *testing.T, addr, path string) *http.Response {
	t.Helper()
	resp, err := http.Get("http://" + addr + path)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// waitChange reads a stream until a change event names game, or fails
// after d.
func waitChange(t *testing.T, resp *http.Response, game string, d time.Duration) {
	t.Helper()
	found := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "data: ") && strings.Contains(sc.Text(), `"`+game+`"`) {
				found <- true
				return
			}
		}
		found <- false
	}()
	select {
	case ok := <-found:
		if !ok {
			t.Fatal("the stream ended without the change")
		}
	case <-time.After(d):
		t.Fatalf("no change event for %s within %v", game, d)
	}
}

// TestBreakStreamsPerClient (breaks 1 and 2): one client cannot take every
// live stream. Its streams beyond MaxEventsPerClient are refused (429);
// a board's stream comes from a pool of its own, so a client holding every
// page stream does not keep a board from updating; and a page refused a
// stream can poll the version cheaply (304 while nothing changed).
func TestBreakStreamsPerClient(t *testing.T) {
	s, dir := testServer(t, Options{MaxEvents: 4, MaxEventsPerClient: 6, Poll: 50 * time.Millisecond})
	p := newGame(t, dir, "t", 0)
	// the game's creation seen before any stream opens: under load the
	// first tick could come late, and the board's event for the creation
	// was then taken for the change below (a 304 after it, once in CI)
	s.watch.check()
	addr := startReal(t, s)
	var held []*http.Response
	defer func() {
		for _, r := range held {
			r.Body.Close()
		}
	}()
	for i := 0; i < 5; i++ {
		r := openStream(t, addr, "/events")
		held = append(held, r)
		want := 200
		if i == 4 {
			want = 503 // the pages' pool is full
		}
		if r.StatusCode != want {
			t.Fatalf("page stream %d: %d, want %d", i+1, r.StatusCode, want)
		}
	}
	board := openStream(t, addr, "/events?for=board")
	held = append(held, board)
	if board.StatusCode != 200 {
		t.Fatalf("a board's stream while the pages' pool is full: %d", board.StatusCode)
	}
	r := openStream(t, addr, "/events?for=board")
	held = append(held, r)
	if r.StatusCode != 200 {
		t.Fatalf("second board stream: %d", r.StatusCode)
	}
	r = openStream(t, addr, "/events?for=board")
	held = append(held, r)
	if r.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("a client's 7th stream: %d, want 429", r.StatusCode)
	}
	// the polling of a page refused a stream
	v := openStream(t, addr, "/events/version")
	etag := v.Header.Get("ETag")
	v.Body.Close()
	if v.StatusCode != 200 || etag == "" {
		t.Fatalf("version: %d, ETag %q", v.StatusCode, etag)
	}
	req, _ := http.NewRequest("GET", "http://"+addr+"/events/version", nil)
	req.Header.Set("If-None-Match", etag)
	v, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	v.Body.Close()
	if v.StatusCode != http.StatusNotModified {
		t.Fatalf("version unchanged: %d, want 304", v.StatusCode)
	}
	if err := live.Add(p, []string{"S", "80H", "100"}, io.Discard); err != nil {
		t.Fatal(err)
	}
	waitChange(t, board, "t", 2*time.Second)
	v, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(v.Body)
	v.Body.Close()
	if v.StatusCode != 200 || !strings.Contains(string(b), `"t"`) {
		t.Fatalf("version after a change: %d %s", v.StatusCode, b)
	}
}

// TestBreakConcurrentCorrections (break 3): two phones correcting the same
// deal from the same sheet: the first is written, the second gets 409 and
// writes nothing; a correction that does not say its revision is refused.
func TestBreakConcurrentCorrections(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 0)
	do(t, s, "POST", "/g/t/add", form("n", "1", "entry", "S 80H 100"))
	rev := revOf(t, s, "t", 1)
	if rev != revOf(t, s, "t", 1) {
		t.Fatal("two forms of one text carry different revisions")
	}
	r1 := do(t, s, "POST", "/g/t/edit/1", form("t", "a", "rev", rev, "entry", "S 90H made 100"))
	r2 := do(t, s, "POST", "/g/t/edit/1", form("t", "b", "rev", rev, "entry", "E 100S made 120"))
	if r1.code != 303 || r2.code != 409 || !strings.Contains(r2.body, "The game changed since this correction was opened") {
		t.Fatalf("first %d, second %d\n%s", r1.code, r2.code, r2.body)
	}
	if text := read(t, p); !strings.Contains(text, "S 90♥ made 100") || strings.Contains(text, "E 100♠") {
		t.Fatalf("file:\n%s", text)
	}
	r3 := do(t, s, "POST", "/g/t/edit/1", form("t", "c", "entry", "E 100S made 120"))
	if r3.code != 409 || strings.Contains(read(t, p), "E 100♠") {
		t.Fatalf("a correction without its revision: %d", r3.code)
	}
}

// fullGame copies a game recorded card by card into dir as name.
func fullGame(t *testing.T, dir, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "examples", "club-night-montpellier.coinche"))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name+Ext)
	if err := os.WriteFile(p, src, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestBreakFullRecord (break 4): a deal recorded card by card offers no
// correction (its row has no link), its correction page says why, and a
// correction posted anyway writes nothing.
func TestBreakFullRecord(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := fullGame(t, dir, "t")
	before := read(t, p)
	g := do(t, s, "GET", "/g/t", nil)
	if g.code != 200 || strings.Contains(g.body, `href="/g/t/edit/1"`) || !strings.Contains(g.body, `class="deal full"`) {
		t.Fatalf("the page offers to correct a full record:\n%s", g.body)
	}
	// the game cut after deal 2, recorded in full: its undo says what goes
	cut := before[:strings.Index(before, "\ndeal 3 ")+1]
	os.WriteFile(filepath.Join(dir, "cut"+Ext), []byte(cut), 0o644)
	if c := do(t, s, "GET", "/g/cut?confirm=undo", nil); !strings.Contains(c.body, "recorded in full: its hands, calls and tricks leave the file") {
		t.Fatalf("undoing a full record does not say what goes:\n%s", c.body)
	}
	if e := do(t, s, "GET", "/g/t/edit/1", nil); e.code != 409 || !strings.Contains(e.body, "recorded in full") {
		t.Fatalf("edit page of a full record: %d\n%s", e.code, e.body)
	}
	r := do(t, s, "POST", "/g/t/edit/1", form("t", "x", "rev", "0", "entry", "S 80H made 100"))
	if r.code == 303 || read(t, p) != before {
		t.Fatalf("a full record corrected: %d", r.code)
	}
}

// TestBreakBrokenFile (break 5): a file broken by hand is shown broken:
// no totals (neither on its page nor on the board), its problems with
// their lines, and a way to mend its text from the page; an emptied file
// is a page to mend, not a 500.
func TestBreakBrokenFile(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 0)
	do(t, s, "POST", "/g/t/add", form("n", "1", "entry", "S 80H 100"))
	text := read(t, p)
	broken := text + "deal 2 dealer E  E 80S made 200\n"
	if err := os.WriteFile(p, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	g := do(t, s, "GET", "/g/t", nil)
	if g.code != 200 || !strings.Contains(g.body, `id="broken"`) || !strings.Contains(g.body, `<td class="num" id="total-ns">–</td>`) {
		t.Fatalf("broken file page:\n%s", g.body)
	}
	if !regexp.MustCompile(`<li>\d+:\d+: `).MatchString(g.body) || !strings.Contains(g.body, `href="/g/t/text"`) {
		t.Fatalf("problems without their lines, or no way to mend:\n%s", g.body)
	}
	if b := do(t, s, "GET", "/board", nil); strings.Contains(b.body, `<b class="num">82</b>`) || !strings.Contains(b.body, `<b class="num">–</b>`) {
		t.Fatalf("the board draws totals of a broken file:\n%s", b.body)
	}
	// mend it from the page
	tp := do(t, s, "GET", "/g/t/text", nil)
	m := regexp.MustCompile(`name="rev" value="([^"]+)"`).FindStringSubmatch(tp.body)
	if tp.code != 200 || m == nil || !strings.Contains(tp.body, "made 200") {
		t.Fatalf("text page: %d\n%s", tp.code, tp.body)
	}
	stale := do(t, s, "POST", "/g/t/text", form("t", "m0", "rev", "00", "text", text))
	if stale.code != 409 || read(t, p) != broken {
		t.Fatalf("a stale text saved: %d", stale.code)
	}
	ok := do(t, s, "POST", "/g/t/text", form("t", "m1", "rev", m[1], "text", text))
	if ok.code != 303 || read(t, p) != text || strings.Contains(ok.body, `id="broken"`) {
		t.Fatalf("mend: %d\n%s", ok.code, ok.body)
	}
	// an emptied file
	if err := os.WriteFile(p, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if e := do(t, s, "GET", "/g/t", nil); e.code != 200 || !strings.Contains(e.body, `href="/g/t/text"`) {
		t.Fatalf("emptied file: %d\n%s", e.code, e.body)
	}
	if b := do(t, s, "GET", "/", nil); b.code != 200 {
		t.Fatalf("index with an emptied file: %d", b.code)
	}
}

// TestBreakPostRedirectGet (break 6): a refused entry answers 303 to the
// game page (which a live refresh can GET), never a page at /g/NAME/add;
// the page it leads to shows the refusal, its status and the taps.
func TestBreakPostRedirectGet(t *testing.T) {
	s, dir := testServer(t, Options{})
	newGame(t, dir, "t", 0)
	f := form("n", "1", "seat", "S", "bid", "81", "strain", "H", "points", "100")
	r := httptestPost(t, s, "/g/t/add", f)
	loc := r.Header().Get("Location")
	if r.Code != 303 || !strings.HasPrefix(loc, "/g/t?r=") {
		t.Fatalf("refusal: %d %q", r.Code, loc)
	}
	g := do(t, s, "GET", loc, nil)
	if g.code != 422 || !strings.Contains(g.body, "Refused, nothing written") || !strings.Contains(g.body, `value="S" checked`) {
		t.Fatalf("page after a refusal: %d\n%s", g.code, g.body)
	}
	if again := do(t, s, "GET", "/g/t", nil); again.code != 200 || strings.Contains(again.body, "Refused") {
		t.Fatalf("the live refresh of the page: %d", again.code)
	}
}

// TestBreakNaturalSort (break 7): table-10 comes after table-2.
func TestBreakNaturalSort(t *testing.T) {
	s, dir := testServer(t, Options{})
	for _, n := range []string{"table-10", "table-2", "table-1", "bar"} {
		newGame(t, dir, n, 0)
	}
	got := strings.Join(s.gameList(), " ")
	if got != "bar table-1 table-2 table-10" {
		t.Fatalf("order: %s", got)
	}
	for _, tc := range []struct {
		a, b string
		want int
	}{{"t2", "t10", -1}, {"t10", "t2", 1}, {"t02", "t2", 0}, {"a", "b", -1}, {"t1a", "t1b", -1}, {"t", "t1", -1}} {
		if c := naturalCompare(tc.a, tc.b); c != tc.want {
			t.Errorf("naturalCompare(%q, %q) = %d, want %d", tc.a, tc.b, c, tc.want)
		}
	}
}

// TestBreakTapsAndConfirm (break 8): every cell of a deal's row leads to
// its correction; undo and the next game ask first: a post without the
// confirmation writes nothing and leads to the question.
func TestBreakTapsAndConfirm(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 300)
	do(t, s, "POST", "/g/t/add", form("n", "1", "entry", "S 80H 100"))
	g := do(t, s, "GET", "/g/t", nil)
	row := regexp.MustCompile(`(?s)<tr class="deal">.*?</tr>`).FindString(g.body)
	if n := strings.Count(row, `href="/g/t/edit/1"`); n != 5 {
		t.Fatalf("%d of 5 cells lead to the correction:\n%s", n, row)
	}
	r := do(t, s, "POST", "/g/t/undo", form("t", "u1", "n", "1"))
	if countDeals(read(t, p)) != 1 || !strings.Contains(r.hdr.Get("Location"), "confirm=undo") {
		t.Fatalf("undo without confirmation: %d %q, %d deals", r.code, r.hdr.Get("Location"), countDeals(read(t, p)))
	}
	c := do(t, s, "GET", "/g/t?confirm=undo", nil)
	if !strings.Contains(c.body, `name="confirm" value="1"`) || !strings.Contains(c.body, "Yes, undo deal 1") {
		t.Fatalf("confirmation page:\n%s", c.body)
	}
	do(t, s, "POST", "/g/t/add", form("n", "2", "entry", "E 90S failed 60 belote NS"))
	r = do(t, s, "POST", "/g/t/next", form("t", "n1", "games", "1"))
	if strings.Count(read(t, p), "[Rules") != 1 || !strings.Contains(r.hdr.Get("Location"), "confirm=next") {
		t.Fatalf("next game without confirmation: %d %q", r.code, r.hdr.Get("Location"))
	}
}

// TestBreakHostileNames (break 9): names with control or bidi characters
// are refused; ?msg= says nothing; no page shows the server's paths; a
// hard link in DIR is not served.
func TestBreakHostileNames(t *testing.T) {
	s, dir := testServer(t, Options{})
	for i, name := range []string{"\u202Eevil", "a\u0007b", "x\u2066y", "z\u200fw"} {
		f := form("t", "n"+string(rune('a'+i)), "name", "g", "rules", "montpellier", "ns", name, "ew", "B")
		if r := do(t, s, "POST", "/new", f); r.code != 400 {
			t.Errorf("team %q: %d, want 400", name, r.code)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "g"+Ext)); err == nil {
		t.Fatal("a game named with control characters was created")
	}
	if !cleanName("Chloé 🂡 👨‍👩‍👧") {
		t.Error("an emoji sequence refused")
	}
	newGame(t, dir, "t", 0)
	if g := do(t, s, "GET", "/g/t?msg=Send+your+key+to+evil.example", nil); strings.Contains(g.body, "evil.example") {
		t.Fatal("?msg= shown on the page")
	}
	// a problem naming the server's files
	p := filepath.Join(dir, "t"+Ext)
	text := strings.Replace(read(t, p), `[Rules "montpellier"]`, `[Rules "`+filepath.Join(dir, "missing.toml")+`"]`, 1)
	os.WriteFile(p, []byte(text), 0o644)
	// (the text page shows the file as it is: what it says is its own)
	for _, u := range []string{"/g/t", "/board", "/"} {
		if b := do(t, s, "GET", u, nil); strings.Contains(b.body, dir) || strings.Contains(b.body, s.realDir) {
			t.Errorf("%s shows the server's path:\n%s", u, b.body)
		}
	}
	// a hard link to a file elsewhere
	out := filepath.Join(t.TempDir(), "secret"+Ext)
	live.New(out, live.NewOptions{Rules: "montpellier", NS: "Hidden", EW: "Away"})
	if err := os.Link(out, filepath.Join(dir, "hl"+Ext)); err != nil {
		t.Skip("no hard links here:", err)
	}
	if r := do(t, s, "GET", "/g/hl", nil); r.code == 200 {
		t.Fatal("a hard link is served")
	}
	if r := do(t, s, "POST", "/g/hl/add", form("n", "1", "entry", "S 80H 100")); countDeals(read(t, out)) != 0 {
		t.Fatalf("written through a hard link: %d", r.code)
	}
	if b := do(t, s, "GET", "/", nil); strings.Contains(b.body, "Hidden") {
		t.Fatal("the index lists a hard link")
	}
}

// TestSeats: the players given by seat on the new-game page are written
// as the North … West tags; the page names the dealer and the declarer
// buttons carry the names.
func TestSeats(t *testing.T) {
	s, dir := testServer(t, Options{})
	f := form("t", "s1", "name", "g", "rules", "montpellier", "ns", "Alice / Chloé", "ew", "Bruno / David", "dealer", "E",
		"playerN", "Alice", "playerE", "Bruno", "playerS", "Chloé", "playerW", "David")
	if r := do(t, s, "POST", "/new", f); r.code != 303 {
		t.Fatalf("new: %d\n%s", r.code, r.body)
	}
	text := read(t, filepath.Join(dir, "g"+Ext))
	for _, tag := range []string{`[North "Alice"]`, `[East "Bruno"]`, `[South "Chloé"]`, `[West "David"]`} {
		if !strings.Contains(text, tag) {
			t.Errorf("no %s:\n%s", tag, text)
		}
	}
	g := do(t, s, "GET", "/g/g", nil, "Accept-Language", "fr-FR,fr;q=0.9")
	if !strings.Contains(g.body, "Bruno donne (E)") || !strings.Contains(g.body, `<small class="name"><bdi>Chloé</bdi></small>`) {
		t.Fatalf("seats on the page:\n%s", g.body)
	}
	if g := do(t, s, "GET", "/g/g", nil); !strings.Contains(g.body, "Bruno deals (E)") {
		t.Fatalf("English dealer:\n%s", g.body)
	}
}

// TestRounds: a tournament directory's rounds page pairs round 1 (once
// for a double tap), refuses round 2 while round 1 is played, prints the
// slips with each table's address as a QR code, and the end-of-night
// document holds every sheet and the standings.
func TestRounds(t *testing.T) {
	s, dir := testServer(t, Options{})
	if r := do(t, s, "GET", "/rounds", nil); r.code != 404 || !strings.Contains(r.body, `id="none"`) {
		t.Fatalf("no tournament: %d", r.code)
	}
	toml := "name = \"Club night\"\nsystem = \"swiss\"\nrules = \"montpellier\"\ntarget = 300\nrounds = 2\n"
	for i := 1; i <= 4; i++ {
		toml += "[[team]]\nname = \"P" + strconv.Itoa(i) + " / Q" + strconv.Itoa(i) + "\"\nplayers = [\"P" + strconv.Itoa(i) + "\", \"Q" + strconv.Itoa(i) + "\"]\n"
	}
	os.WriteFile(filepath.Join(dir, "tournament.toml"), []byte(toml), 0o644)
	r := do(t, s, "GET", "/rounds", nil)
	if r.code != 200 || !strings.Contains(r.body, `id="pair-next"`) {
		t.Fatalf("rounds page: %d\n%s", r.code, r.body)
	}
	f := form("t", "p1", "round", "1")
	do(t, s, "POST", "/rounds/next", f)
	do(t, s, "POST", "/rounds/next", f)
	do(t, s, "POST", "/rounds/next", form("t", "p2", "round", "1"))
	files, _ := filepath.Glob(filepath.Join(dir, "r*-t*.coinche"))
	if len(files) != 2 {
		t.Fatalf("%d game files after pairing round 1 (three taps), want 2", len(files))
	}
	if r := do(t, s, "POST", "/rounds/next", form("t", "p3", "round", "2")); r.code != 409 || !strings.Contains(r.body, "not over") {
		t.Fatalf("round 2 while round 1 is played: %d\n%s", r.code, r.body)
	}
	sl := do(t, s, "GET", "/rounds/1/slips", nil)
	if sl.code != 200 || strings.Count(sl.body, `src="data:image/png;base64,`) != 2 || !strings.Contains(sl.body, "http://127.0.0.1:8080/g/r1-t1") || !strings.Contains(sl.body, "N P1") {
		t.Fatalf("slips: %d\n%s", sl.code, sl.body)
	}
	for _, p := range files {
		for _, e := range []string{"N 80H 110", "N 80S 120"} {
			if err := live.Add(p, strings.Fields(e), io.Discard); err != nil {
				t.Fatal(err)
			}
		}
	}
	ev := do(t, s, "GET", "/evening.html", nil)
	if ev.code != 200 || strings.Count(ev.body, "r1-t") < 2 || !strings.Contains(ev.body, "P1 / Q1") || !strings.Contains(ev.body, "standings-page") {
		t.Fatalf("end-of-night document: %d\n%s", ev.code, ev.body)
	}
	if r := do(t, s, "POST", "/rounds/next", form("t", "p4", "round", "2")); r.code != 303 {
		t.Fatalf("round 2: %d\n%s", r.code, r.body)
	}
	if b := do(t, s, "GET", "/board", nil); !strings.Contains(b.body, "Round 2") {
		t.Fatalf("the board does not say the round")
	}
}
