package serve

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coinche/coinche/score/live"
)

// TestSecret: served beyond loopback, every page but the public ones and
// every write need the secret; given once in the URL it is kept in an
// HttpOnly SameSite cookie.
func TestSecret(t *testing.T) {
	for _, public := range []bool{false, true} {
		s, dir := testServer(t, Options{Addr: "0.0.0.0:0", BoardPublic: public})
		p := newGame(t, dir, "t", 0)
		if len(s.Secret()) != 32 {
			t.Fatalf("secret %q", s.Secret())
		}
		lan := "Host"
		host := "192.168.1.20:8080"
		add := form("n", "1", "entry", "S 80H 100")
		for _, tc := range []struct {
			name, method, path string
			cookie             string
			code               int
		}{
			{"no secret, write", "POST", "/g/t/add", "", 403},
			{"wrong secret, write", "POST", "/g/t/add", "nope", 403},
			{"wrong secret of the right length", "POST", "/g/t/add", strings.Repeat("0", 32), 403},
			{"no secret, game page", "GET", "/g/t", "", 403},
			{"no secret, new game", "POST", "/new", "", 403},
			{"no secret, undo", "POST", "/g/t/undo", "", 403},
			{"no secret, board", "GET", "/board", "", map[bool]int{false: 403, true: 200}[public]},
			{"no secret, sheet", "GET", "/g/t/sheet.html", "", map[bool]int{false: 403, true: 200}[public]},
			{"no secret, style", "GET", "/static/app.css", "", 200},
			{"wrong key in the URL", "GET", "/g/t?key=nope", "", 403},
		} {
			t.Run(tc.name, func(t *testing.T) {
				var hdr []string
				hdr = append(hdr, lan, host)
				if tc.cookie != "" {
					hdr = append(hdr, "Cookie", cookieName+"="+tc.cookie)
				}
				var f = add
				if tc.method == "GET" {
					f = nil
				}
				r := do(t, s, tc.method, tc.path, f, hdr...)
				if r.code != tc.code {
					t.Fatalf("%d, want %d", r.code, tc.code)
				}
				if countDeals(read(t, p)) != 0 {
					t.Fatal("written without the secret")
				}
			})
		}
		// the key in the URL: a cookie, and the address without the key
		r := do(t, s, "GET", "/g/t?key="+s.Secret(), nil, lan, host)
		if r.code != 303 || r.hdr.Get("Location") != "/g/t" {
			t.Fatalf("key: %d %q", r.code, r.hdr.Get("Location"))
		}
		c := r.hdr.Get("Set-Cookie")
		for _, w := range []string{cookieName + "=" + s.Secret(), "HttpOnly", "SameSite=Strict", "Path=/"} {
			if !strings.Contains(c, w) {
				t.Errorf("cookie %q: no %s", c, w)
			}
		}
		r = do(t, s, "POST", "/g/t/add", add, lan, host, "Cookie", cookieName+"="+s.Secret())
		if r.code != 303 || countDeals(read(t, p)) != 1 {
			t.Fatalf("with the secret: %d", r.code)
		}
	}
}

// TestLoopbackHost: on 127.0.0.1 the server answers to localhost names
// only (a page elsewhere reaching it by DNS rebinding names its own).
func TestLoopbackHost(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 0)
	for _, host := range []string{"localhost:8080", "127.0.0.1:8080", "[::1]:8080", "localhost"} {
		if r := do(t, s, "GET", "/g/t", nil, "Host", host); r.code != 200 {
			t.Errorf("Host %s: %d", host, r.code)
		}
	}
	if r := do(t, s, "POST", "/g/t/add", form("n", "1", "entry", "S 80H 100"), "Host", "evil.example:8080"); r.code != 403 {
		t.Errorf("rebinding: %d", r.code)
	}
	if countDeals(read(t, p)) != 0 {
		t.Fatal("written")
	}
}

// TestRequireKey: behind a proxy on loopback, the secret is still asked,
// whatever the Host.
func TestRequireKey(t *testing.T) {
	s, dir := testServer(t, Options{RequireKey: true})
	p := newGame(t, dir, "t", 0)
	if s.Secret() == "" {
		t.Fatal("no secret")
	}
	if r := do(t, s, "POST", "/g/t/add", form("n", "1", "entry", "S 80H 100"), "Host", "coinche.example.org"); r.code != 403 || countDeals(read(t, p)) != 0 {
		t.Fatalf("no key behind a proxy: %d", r.code)
	}
	if r := do(t, s, "POST", "/g/t/add", form("n", "1", "entry", "S 80H 100"), "Host", "coinche.example.org", "Cookie", cookieName+"="+s.Secret()); r.code != 303 {
		t.Fatalf("with the key: %d", r.code)
	}
}

func TestCrossOrigin(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 0)
	f := form("n", "1", "entry", "S 80H 100")
	for _, tc := range []struct {
		name string
		hdr  []string
		code int
	}{
		{"cross-site fetch", []string{"Sec-Fetch-Site", "cross-site"}, 403},
		{"same-site other origin", []string{"Sec-Fetch-Site", "same-site"}, 403},
		{"old browser, other origin", []string{"Sec-Fetch-Site", "", "Origin", "http://evil.example"}, 403},
		{"same origin", []string{"Sec-Fetch-Site", "same-origin"}, 303},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := countDeals(read(t, p))
			r := do(t, s, "POST", "/g/t/add", f, tc.hdr...)
			if r.code != tc.code {
				t.Fatalf("%d, want %d", r.code, tc.code)
			}
			if tc.code == 403 && countDeals(read(t, p)) != before {
				t.Fatal("written")
			}
		})
	}
}

func TestBodyLimit(t *testing.T) {
	s, dir := testServer(t, Options{})
	p := newGame(t, dir, "t", 0)
	big := "n=1&entry=S+80H+100&x=" + strings.Repeat("a", 10<<20)
	for _, chunked := range []bool{false, true} {
		var body io.Reader = strings.NewReader(big)
		if chunked {
			body = io.MultiReader(strings.NewReader(big)) // no length known
		}
		r := httptest.NewRequest("POST", "/g/t/add", body)
		if chunked {
			r.ContentLength = -1
		}
		r.Host = "127.0.0.1"
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		w := httptest.NewRecorder()
		s.Handler().ServeHTTP(w, r)
		if w.Code != http.StatusRequestEntityTooLarge {
			t.Errorf("chunked %v: %d, want 413", chunked, w.Code)
		}
	}
	if countDeals(read(t, p)) != 0 {
		t.Fatal("written")
	}
}

// TestNames: a game name is never a path: ../, absolute names, hidden
// files and symbolic links out of DIR are refused.
func TestNames(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "games")
	os.Mkdir(dir, 0o755)
	s, _ := testServer(t, Options{Dir: dir})
	newGame(t, dir, "t", 0)
	outside := newGame(t, root, "secret", 0)
	os.Symlink(outside, filepath.Join(dir, "out"+Ext))
	os.Symlink(filepath.Join(dir, "t"+Ext), filepath.Join(dir, "in"+Ext))
	os.Symlink(filepath.Join(root, "nothing"+Ext), filepath.Join(dir, "dangling"+Ext))
	os.WriteFile(filepath.Join(dir, ".t.coinche.lock"), nil, 0o644)
	for _, tc := range []struct {
		path string
		code int
	}{
		{"/g/..%2Fsecret", 400},
		{"/g/..%2F..%2Fetc%2Fpasswd", 400},
		{"/g/%2Fetc%2Fpasswd", 400},
		{"/g/out", 400},
		{"/g/out/sheet.html", 400},
		{"/g/dangling", 400},
		{"/g/.t.coinche", 400},
		{"/g/in", 200},
		{"/g/t", 200},
	} {
		t.Run(tc.path, func(t *testing.T) {
			r := do(t, s, "GET", tc.path, nil)
			if r.code != tc.code {
				t.Fatalf("%d, want %d", r.code, tc.code)
			}
			if strings.Contains(r.body, "secret") && tc.code != 200 {
				t.Fatal("the outside game shows")
			}
		})
	}
	// writes through a link out of DIR
	r := do(t, s, "POST", "/g/out/add", form("n", "1", "entry", "S 80H 100"))
	if r.code != 400 || countDeals(read(t, outside)) != 0 {
		t.Fatalf("write through a link out: %d", r.code)
	}
	r = do(t, s, "POST", "/new", form("name", "dangling", "rules", "base"))
	if r.code != 400 {
		t.Fatalf("new through a dangling link: %d", r.code)
	}
	if _, err := os.Stat(filepath.Join(root, "nothing"+Ext)); err == nil {
		t.Fatal("created through a link")
	}
	// the board lists neither
	b := do(t, s, "GET", "/board", nil).body
	if strings.Contains(b, "dangling") || strings.Contains(b, `id="t-out"`) {
		t.Fatalf("board lists a link out:\n%s", b)
	}
}

// startReal serves s on a loopback port with its own http.Server (the
// timeouts of the options).
func startReal(t *testing.T, s *Server) string {
	t.Helper()
	ts := httptest.NewUnstartedServer(s.Handler())
	ts.Config = s.HTTPServer()
	ts.Start()
	t.Cleanup(ts.Close)
	return ts.Listener.Addr().String()
}

// TestSlowClients: clients that send their header or body a byte at a
// time are cut at the timeouts, and meanwhile the server answers others.
func TestSlowClients(t *testing.T) {
	s, dir := testServer(t, Options{ReadHeaderTimeout: 300 * time.Millisecond, ReadTimeout: 600 * time.Millisecond, WriteTimeout: time.Second})
	newGame(t, dir, "t", 0)
	addr := startReal(t, s)
	const slow = 40
	type result struct {
		held time.Duration
	}
	done := make(chan result, slow)
	for i := 0; i < slow; i++ {
		go func(i int) {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				done <- result{-1}
				return
			}
			defer c.Close()
			start := time.Now()
			msg := "GET /g/t HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + strings.Repeat("a", 500)
			if i%2 == 1 { // a slow body
				msg = "POST /g/t/add HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nn=1&entry=" + strings.Repeat("a", 500)
			}
			for j := 0; j < len(msg); j++ {
				if _, err := c.Write([]byte{msg[j]}); err != nil {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			c.SetReadDeadline(time.Now().Add(5 * time.Second))
			io.Copy(io.Discard, c) // until the server closes
			done <- result{time.Since(start)}
		}(i)
	}
	time.Sleep(100 * time.Millisecond)
	// meanwhile, a normal page
	for i := 0; i < 5; i++ {
		start := time.Now()
		resp, err := http.Get("http://" + addr + "/g/t")
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || time.Since(start) > 3*time.Second {
			t.Fatalf("normal request: %d in %v", resp.StatusCode, time.Since(start))
		}
	}
	for i := 0; i < slow; i++ {
		r := <-done
		if r.held < 0 || r.held > 4*time.Second { // unbounded, 10 s of trickle and more
			t.Fatalf("a slow client held a connection %v (timeouts 300/600 ms)", r.held)
		}
	}
	if n := countDeals(read(t, filepath.Join(dir, "t"+Ext))); n != 0 {
		t.Fatalf("%d deals from slow bodies", n)
	}
}

// TestEventsOutliveTimeouts: a live-event stream outlasts the server's
// read and write timeouts and tells of a deal added by another process's
// way of writing (live.Add, as coinche add does).
func TestEventsOutliveTimeouts(t *testing.T) {
	s, dir := testServer(t, Options{Poll: 50 * time.Millisecond, ReadTimeout: 200 * time.Millisecond, WriteTimeout: 200 * time.Millisecond})
	p := newGame(t, dir, "t", 0)
	addr := startReal(t, s)
	resp, err := http.Get("http://" + addr + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("Content-Type %q", ct)
	}
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	time.Sleep(600 * time.Millisecond) // past both timeouts
	start := time.Now()
	if err := live.Add(p, []string{"S", "80H", "100"}, io.Discard); err != nil {
		t.Fatal(err)
	}
	timeout := time.After(time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatal("the stream ended")
			}
			if strings.HasPrefix(l, "data: ") && strings.Contains(l, `"games":["t"]`) {
				t.Logf("told in %v", time.Since(start))
				return
			}
		case <-timeout:
			t.Fatal("no change event within 1 s")
		}
	}
}

func TestEventsBounded(t *testing.T) {
	s, _ := testServer(t, Options{MaxEvents: 2})
	addr := startReal(t, s)
	var bodies []io.Closer
	defer func() {
		for _, b := range bodies {
			b.Close()
		}
	}()
	for i := 0; i < 3; i++ {
		resp, err := http.Get("http://" + addr + "/events")
		if err != nil {
			t.Fatal(err)
		}
		bodies = append(bodies, resp.Body)
		want := 200
		if i == 2 {
			want = 503
		}
		if resp.StatusCode != want {
			t.Fatalf("stream %d: %d, want %d", i+1, resp.StatusCode, want)
		}
	}
}

// syncBuffer is a bytes.Buffer safe for one writer and one reader.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestRunPrintsKey: with a key, Run prints the address with it and its QR
// code; without, the plain address; and it stops when its context ends.
func TestRunPrintsKey(t *testing.T) {
	for _, key := range []bool{true, false} {
		var out syncBuffer
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error)
		go func() { done <- Run(ctx, Options{Dir: t.TempDir(), Addr: "127.0.0.1:0", RequireKey: key}, &out) }()
		deadline := time.Now().Add(5 * time.Second)
		for !strings.Contains(out.String(), "Ctrl-C") && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		cancel()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		got := out.String()
		hasKey := regexp.MustCompile(`phones: open http://127\.0\.0\.1:\d+/\?key=[0-9a-f]{32}\n`).MatchString(got)
		if hasKey != key || strings.Contains(got, "█") != key || strings.Contains(got, "games: http://127.0.0.1:") == key {
			t.Errorf("key %v:\n%s", key, got)
		}
	}
}
