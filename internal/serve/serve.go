// Package serve serves the .coinche games of a directory to the phones at
// the tables and to a projector: a game page per table (the sheet, who
// deals next, an entry made with large tap targets or typed in coinche
// add's grammar, undo, edit, the winner, the next game), a new-game page,
// and a board of the standings and every table's totals, updated live by
// Server-Sent Events whenever a game file changes, whoever changed it.
//
// Every change goes through package live (AddAt, UndoAt, Edit, New): the
// same judge, lock and atomic rename as coinche add, so phones and shells
// can write the same game at once. See docs/serve.md for what the server
// protects and what it does not.
package serve

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Options configure a Server.
type Options struct {
	// Dir is the directory of the games ("" the current one).
	Dir string
	// Addr is the address to listen on, host:port; "" is 127.0.0.1:8080.
	Addr string
	// Secret, when set, is the key every write (and every page but the
	// public ones) needs: given once as ?key=SECRET, then kept in an
	// HttpOnly SameSite=Strict cookie. NewServer sets a random one when
	// the address is not a loopback one and Secret is "".
	Secret string
	// RequireKey asks for the secret even on a loopback address: for a
	// TLS proxy in front of the server, which reaches it on 127.0.0.1
	// for everyone. The Host check of a loopback address is then off
	// (the proxy names its own host).
	RequireKey bool
	// BoardPublic lets anyone read the board, the live events and the
	// printable sheets and standings without the secret.
	BoardPublic bool
	// Poll is how often the directory is looked at for changes; 0 is
	// 250 ms.
	Poll time.Duration
	// Timeouts of the HTTP server; 0 takes the defaults (5 s to read a
	// request's header, 15 s its whole body, 30 s to write a response,
	// 60 s idle). The live events extend their own write deadline.
	ReadHeaderTimeout, ReadTimeout, WriteTimeout, IdleTimeout time.Duration
	// MaxEvents bounds the live-event connections of the pages held at
	// once; 0 is 256. The board's streams (/events?for=board) have a pool
	// of the same size of their own, so that neither starves the other.
	MaxEvents int
	// MaxEventsPerClient bounds the live-event connections of one client
	// (one IP address) across both pools; 0 is 8. A page refused a stream
	// follows the game by polling /events/version (docs/serve.md).
	MaxEventsPerClient int
}

// MaxBody is the largest request body accepted, in bytes; a larger one is
// refused with 413.
const MaxBody = 64 << 10

// cookieName holds the secret once given.
const cookieName = "coinche_key"

// Server serves one directory of games.
type Server struct {
	opts    Options
	dir     string // absolute
	realDir string // absolute, symbolic links resolved
	secret  string
	exposed bool // listening beyond loopback

	watch  *watcher
	tokens tokens

	events   chan struct{} // a slot per live-event connection of the pages
	boards   chan struct{} // a slot per live-event connection of the boards
	clients  clientCount   // live-event connections per client address
	flashes  flashes       // what a page says after a write, by id
	handler  http.Handler
	closeOne sync.Once
	stop     chan struct{}

	cache   cache   // each game's state, by the bytes it was judged from
	writers writers // each game's live.Game, for the writes
}

// NewServer checks the directory and prepares the handlers; it does not
// listen (Handler, ListenAndServe). The watcher polls the directory until
// Close.
func NewServer(opts Options) (*Server, error) {
	if opts.Dir == "" {
		opts.Dir = "."
	}
	if opts.Addr == "" {
		opts.Addr = "127.0.0.1:8080"
	}
	if opts.Poll <= 0 {
		opts.Poll = 250 * time.Millisecond
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&opts.ReadHeaderTimeout, 5*time.Second)
	def(&opts.ReadTimeout, 15*time.Second)
	def(&opts.WriteTimeout, 30*time.Second)
	def(&opts.IdleTimeout, 60*time.Second)
	if opts.MaxEvents <= 0 {
		opts.MaxEvents = 256
	}
	if opts.MaxEventsPerClient <= 0 {
		opts.MaxEventsPerClient = 8
	}
	abs, err := filepath.Abs(opts.Dir)
	if err != nil {
		return nil, err
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("serve %s: %w", opts.Dir, err)
	}
	if fi, err := os.Stat(real); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("serve %s: not a directory", opts.Dir)
	}
	host, _, err := net.SplitHostPort(opts.Addr)
	if err != nil {
		return nil, fmt.Errorf("serve: address %q: want HOST:PORT, e.g. 127.0.0.1:8080 or 0.0.0.0:8080", opts.Addr)
	}
	s := &Server{opts: opts, dir: abs, realDir: real, exposed: !isLoopback(host) || opts.RequireKey, secret: opts.Secret, stop: make(chan struct{})}
	if s.exposed && s.secret == "" {
		b := make([]byte, 16)
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		s.secret = hex.EncodeToString(b)
	}
	s.events = make(chan struct{}, opts.MaxEvents)
	s.boards = make(chan struct{}, opts.MaxEvents)
	s.watch = newWatcher(s, opts.Poll)
	go s.watch.run(s.stop)
	s.handler = s.routes()
	return s, nil
}

// Close stops the watcher and ends the live-event streams.
func (s *Server) Close() { s.closeOne.Do(func() { close(s.stop) }) }

// Secret is the key writes need ("" when none: a loopback address).
func (s *Server) Secret() string { return s.secret }

// isLoopback reports whether host names only this machine.
func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Handler is the server's HTTP handler, with every protection on.
func (s *Server) Handler() http.Handler { return s.handler }

// HTTPServer is an http.Server for the handler with the timeouts of the
// options. The live events clear their write deadline themselves.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Addr:              s.opts.Addr,
		Handler:           s.handler,
		ReadHeaderTimeout: s.opts.ReadHeaderTimeout,
		ReadTimeout:       s.opts.ReadTimeout,
		WriteTimeout:      s.opts.WriteTimeout,
		IdleTimeout:       s.opts.IdleTimeout,
		MaxHeaderBytes:    16 << 10,
	}
}

// URLs are the addresses to give people: the base URL, and with the secret
// as ?key= when there is one. host is the host people reach.
func (s *Server) URLs(addr net.Addr) (base, withKey string) {
	host, port, _ := net.SplitHostPort(addr.String())
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = LANAddress()
	}
	base = "http://" + net.JoinHostPort(host, port) + "/"
	if s.secret == "" {
		return base, base
	}
	return base, base + "?key=" + url.QueryEscape(s.secret)
}

// LANAddress is this machine's address on the local network (its first
// private IPv4 address), or 127.0.0.1 when it has none.
func LANAddress() string {
	addrs, err := net.InterfaceAddrs()
	if err == nil {
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil && n.IP.IsPrivate() {
				return n.IP.String()
			}
		}
	}
	return "127.0.0.1"
}

// Serve serves on l until ctx ends, then shuts down (live events first).
func (s *Server) Serve(ctx context.Context, l net.Listener) error {
	srv := s.HTTPServer()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(l) }()
	select {
	case err := <-errc:
		s.Close()
		return err
	case <-ctx.Done():
	}
	s.Close()
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := srv.Shutdown(sctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = srv.Close()
	}
	return err
}

// routes builds the mux and wraps it in the protections: the secret, the
// Host check on loopback, cross-origin refusal and the body limit.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.index)
	mux.HandleFunc("GET /board", s.board)
	mux.HandleFunc("GET /events", s.eventStream)
	mux.HandleFunc("GET /events/version", s.eventVersion)
	mux.HandleFunc("GET /standings.html", s.standingsHTML)
	mux.HandleFunc("GET /new", s.newForm)
	mux.HandleFunc("POST /new", s.newGame)
	mux.HandleFunc("GET /g/{name}", s.gamePage)
	mux.HandleFunc("GET /g/{name}/sheet.html", s.sheetHTML)
	mux.HandleFunc("POST /g/{name}/add", s.add)
	mux.HandleFunc("POST /g/{name}/undo", s.undo)
	mux.HandleFunc("GET /g/{name}/edit/{n}", s.editForm)
	mux.HandleFunc("POST /g/{name}/edit/{n}", s.edit)
	mux.HandleFunc("POST /g/{name}/next", s.nextGame)
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) }) // the printable documents name none
	mux.HandleFunc("GET /rounds", s.roundsPage)
	mux.HandleFunc("POST /rounds/next", s.pairNext)
	mux.HandleFunc("GET /rounds/{n}/slips", s.slipsPage)
	mux.HandleFunc("GET /evening.html", s.eveningHTML)
	mux.HandleFunc("GET /g/{name}/text", s.textPage)
	mux.HandleFunc("POST /g/{name}/text", s.saveText)
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(staticFS)))
	mux.HandleFunc("GET /app/", appFiles)
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "403 forbidden: a write from another site is refused", http.StatusForbidden)
	}))
	return s.guard(cop.Handler(mux))
}

// public reports whether a request may be served without the secret:
// the style sheet and script always; with BoardPublic, the board, its
// live events and the printable pages.
func (s *Server) public(r *http.Request) bool {
	p := r.URL.Path
	if strings.HasPrefix(p, "/static/") || p == "/favicon.ico" || strings.HasPrefix(p, "/app/") {
		return true
	}
	if !s.opts.BoardPublic || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return false
	}
	return p == "/board" || p == "/events" || p == "/events/version" || p == "/evening.html" || p == "/standings.html" || strings.HasSuffix(p, "/sheet.html")
}

// guard applies the Host check, the body limit and the secret.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'")
		keepLang(w, r)
		if !s.exposed && !loopbackHost(r.Host) {
			// a page of another site reaching this one by DNS
			// rebinding names its own host
			http.Error(w, "403 forbidden: this server answers to localhost only (start it with --addr to serve a network)", http.StatusForbidden)
			return
		}
		if r.ContentLength > MaxBody {
			http.Error(w, "413 request body too large", http.StatusRequestEntityTooLarge)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
		if s.secret == "" || s.public(r) {
			next.ServeHTTP(w, r)
			return
		}
		if key := r.URL.Query().Get("key"); key != "" && (r.Method == http.MethodGet || r.Method == http.MethodHead) {
			if !s.keyOK(key) {
				http.Error(w, "403 forbidden: wrong key", http.StatusForbidden)
				return
			}
			http.SetCookie(w, &http.Cookie{Name: cookieName, Value: s.secret, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: 7 * 24 * 3600})
			// the key leaves the address bar and the history
			u := *r.URL
			q := u.Query()
			q.Del("key")
			u.RawQuery = q.Encode()
			http.Redirect(w, r, u.RequestURI(), http.StatusSeeOther)
			return
		}
		if c, err := r.Cookie(cookieName); err != nil || !s.keyOK(c.Value) {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusForbidden)
			io.WriteString(w, "403 forbidden: open the address with the key the server printed (or scan its QR code)\n")
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) keyOK(k string) bool {
	return subtle.ConstantTimeCompare([]byte(k), []byte(s.secret)) == 1
}

// loopbackHost reports whether a Host header names this machine.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	return isLoopback(host)
}
