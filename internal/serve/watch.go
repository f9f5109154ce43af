package serve

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

// watcher polls DIR for changed game files (name, size, modification
// time) and tells the live-event streams. Polling needs no dependency
// and sees a change whoever made it: a phone, or coinche add in a shell.
type watcher struct {
	s    *Server
	poll time.Duration

	mu      sync.Mutex
	version uint64
	changed []string   // the games changed at version
	history [][]string // the games changed at the last versions, history[i] at version-len+1+i
	seen    map[string]fileSig
	subs    map[chan struct{}]struct{}
}

type fileSig struct {
	size int64
	mod  time.Time
}

func newWatcher(s *Server, poll time.Duration) *watcher {
	w := &watcher{s: s, poll: poll, subs: map[chan struct{}]struct{}{}}
	w.seen = w.scan()
	return w
}

// scan reads the signatures of DIR's game files.
func (w *watcher) scan() map[string]fileSig {
	entries, err := os.ReadDir(w.s.dir)
	if err != nil {
		return nil
	}
	out := make(map[string]fileSig, len(entries))
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, Ext) || strings.HasPrefix(n, ".") {
			continue
		}
		fi, err := os.Stat(w.s.dir + string(os.PathSeparator) + n) // follows a link to its file
		if err != nil {
			continue
		}
		out[strings.TrimSuffix(n, Ext)] = fileSig{fi.Size(), fi.ModTime()}
	}
	return out
}

func (w *watcher) run(stop <-chan struct{}) {
	t := time.NewTicker(w.poll)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			w.check()
		}
	}
}

// check compares DIR with what was seen and tells the streams of any
// change. Handlers call it right after a write, so that the board does not
// wait for the next tick.
func (w *watcher) check() {
	now := w.scan()
	w.mu.Lock()
	defer w.mu.Unlock()
	var changed []string
	for n, sig := range now {
		if old, ok := w.seen[n]; !ok || old != sig {
			changed = append(changed, n)
		}
	}
	for n := range w.seen {
		if _, ok := now[n]; !ok {
			changed = append(changed, n)
		}
	}
	w.seen = now
	if len(changed) == 0 {
		return
	}
	slices.Sort(changed)
	w.version++
	w.changed = changed
	w.history = append(w.history, changed)
	if len(w.history) > maxHistory {
		w.history = w.history[1:]
	}
	for c := range w.subs {
		select {
		case c <- struct{}{}:
		default: // already told; it reads the latest state
		}
	}
}

func (w *watcher) subscribe() (chan struct{}, func()) {
	c := make(chan struct{}, 1)
	w.mu.Lock()
	w.subs[c] = struct{}{}
	w.mu.Unlock()
	return c, func() {
		w.mu.Lock()
		delete(w.subs, c)
		w.mu.Unlock()
	}
}

// maxHistory is how many versions the watcher remembers the games of.
const maxHistory = 256

// since is the version now and the games changed after version from (in
// order, each once); ok false when the watcher no longer remembers them
// all.
func (w *watcher) since(from uint64) (v uint64, games []string, ok bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if from > w.version || w.version-from > uint64(len(w.history)) {
		return w.version, nil, false
	}
	seen := map[string]bool{}
	for _, list := range w.history[len(w.history)-int(w.version-from):] {
		for _, g := range list {
			if !seen[g] {
				seen[g] = true
				games = append(games, g)
			}
		}
	}
	slices.Sort(games)
	return w.version, games, true
}

func (w *watcher) state() (uint64, []string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.version, w.changed
}

// eventVersion is GET /events/version: the watcher's version and the games
// last changed, as the stream's change event gives them, for a page that
// could not get a stream (it polls). The ETag is the version: a poll that
// sends it back gets 304 and no body while nothing changed.
func (s *Server) eventVersion(w http.ResponseWriter, r *http.Request) {
	v, games := s.watch.state()
	etag := fmt.Sprintf(`"%d"`, v)
	h := w.Header()
	h.Set("ETag", etag)
	h.Set("Cache-Control", "no-cache")
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", "application/json")
	data, _ := json.Marshal(struct {
		V     uint64   `json:"v"`
		Games []string `json:"games"`
	}{v, games})
	w.Write(data)
}

// busy refuses a live-event stream: with code and msg, or, to a browser's
// EventSource (Accept: text/event-stream), with a stream of one "busy"
// event (data: {"v":VERSION}) that ends at once, so that the page polls
// /events/version instead, with no error in its console.
func (s *Server) busy(w http.ResponseWriter, r *http.Request, code int, msg string) {
	if !strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
		http.Error(w, msg, code)
		return
	}
	v, _ := s.watch.state()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	fmt.Fprintf(w, "retry: 15000\nevent: busy\ndata: {\"v\":%d}\n\n", v)
}

// clientCount counts the live-event connections of each client address.
type clientCount struct {
	mu sync.Mutex
	m  map[string]int
}

// take counts one more connection for client unless it holds max already.
func (c *clientCount) take(client string, max int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string]int{}
	}
	if c.m[client] >= max {
		return false
	}
	c.m[client]++
	return true
}

func (c *clientCount) give(client string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m[client]--; c.m[client] <= 0 {
		delete(c.m, client)
	}
}

// clientOf is the address a request comes from, without its port.
func clientOf(r *http.Request) string {
	if h, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return h
	}
	return r.RemoteAddr
}

// eventStream is GET /events (the boards: /events?for=board): Server-Sent Events, one "change" event
// (data: {"from":VERSION,"v":VERSION,"games":[NAMES]}: the games changed
// after version from up to v) each time game files change, and a
// comment every 15 s to keep the connection open. The server's write
// timeout does not apply: each write sets its own deadline, so a reader
// that stops reading is dropped after 10 s. At most Options.MaxEvents
// streams are held at once in each pool, the pages' and the boards' (503
// beyond), and Options.MaxEventsPerClient from one address (429 beyond).
func (s *Server) eventStream(w http.ResponseWriter, r *http.Request) {
	client := clientOf(r)
	if !s.clients.take(client, s.opts.MaxEventsPerClient) {
		s.busy(w, r, http.StatusTooManyRequests, "429 too many live pages open from this address")
		return
	}
	defer s.clients.give(client)
	pool := s.events
	if r.URL.Query().Get("for") == "board" {
		pool = s.boards
	}
	select {
	case pool <- struct{}{}:
		defer func() { <-pool }()
	default:
		s.busy(w, r, http.StatusServiceUnavailable, "503 too many live pages open")
		return
	}
	rc := http.NewResponseController(w)
	// The server's read timeout would end the stream: the connection's
	// background read fails at the deadline and cancels the request.
	rc.SetReadDeadline(time.Time{})
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	c, cancel := s.watch.subscribe()
	defer cancel()
	send := func(msg string) bool {
		rc.SetWriteDeadline(time.Now().Add(10 * time.Second))
		if _, err := fmt.Fprint(w, msg); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	v, _ := s.watch.state()
	if !send(fmt.Sprintf("retry: 1000\nevent: hello\ndata: {\"v\":%d}\n\n", v)) {
		return
	}
	keep := time.NewTicker(15 * time.Second)
	defer keep.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.stop:
			return
		case <-keep.C:
			if !send(": keep-alive\n\n") {
				return
			}
		case <-c:
			// the games changed since the last event sent: changes
			// that came together are told at once (games null when
			// too many to remember)
			now, games, ok := s.watch.since(v)
			if !ok {
				games = nil
			}
			data, _ := json.Marshal(struct {
				From  uint64   `json:"from"`
				V     uint64   `json:"v"`
				Games []string `json:"games"`
			}{v, now, games})
			v = now
			if !send("event: change\ndata: " + string(data) + "\n\n") {
				return
			}
		}
	}
}
