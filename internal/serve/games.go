package serve

import (
	"bytes"
	"cmp"
	"errors"
	"html/template"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/live"
	"github.com/coinche/coinche/score/stream"
)

// Ext is the extension of the game files the server serves.
const Ext = ".coinche"

// errBadName is a game name that is not a plain file name of DIR.
var errBadName = errors.New("not a game name: a game is named by letters, digits, '-', '_' and '.', and lies in the served directory")

// validName reports whether name may name a game: 1 to 80 letters,
// digits, '-', '_' or '.', not starting with '.' nor '-', no "..". Such a
// name never holds a path separator, so it is never absolute nor a way
// out of DIR; a symbolic link is checked apart (Server.gamePath).
func validName(name string) bool {
	if name == "" || len(name) > 80 || name[0] == '.' || name[0] == '-' || strings.Contains(name, "..") {
		return false
	}
	for _, r := range name {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_' || r == '.') {
			return false
		}
	}
	return true
}

// gamePath is the file of the game name, after checking that the name is
// a plain name (validName) and that the file, its symbolic links
// followed, lies in DIR. With mustExist false a file still to create is
// accepted (its name checked, nothing to follow).
func (s *Server) gamePath(name string, mustExist bool) (string, error) {
	if !validName(name) {
		return "", errBadName
	}
	p := filepath.Join(s.dir, name+Ext)
	real, err := filepath.EvalSymlinks(p)
	if errors.Is(err, os.ErrNotExist) {
		if fi, lerr := os.Lstat(p); lerr == nil && fi.Mode()&os.ModeSymlink != 0 {
			return "", errBadName // a dangling link: where it points is not ours to create
		}
		if mustExist {
			return "", os.ErrNotExist
		}
		return p, nil
	}
	if err != nil {
		return "", err
	}
	if !within(s.realDir, real) {
		return "", errBadName
	}
	fi, err := os.Stat(real)
	if err != nil {
		return "", err
	}
	if !fi.Mode().IsRegular() || hardLinked(fi) {
		// a hard link serves, and lets the server write, a file that
		// may lie anywhere on the disk
		return "", errBadName
	}
	return p, nil
}

// within reports whether path lies in dir (both absolute, symlinks
// resolved).
func within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// gameList lists the names of DIR's games, sorted.
func (s *Server) gameList() []string {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, Ext) {
			continue
		}
		name := strings.TrimSuffix(n, Ext)
		if _, err := s.gamePath(name, true); err == nil {
			out = append(out, name)
		}
	}
	slices.SortFunc(out, naturalCompare)
	return out
}

// naturalCompare orders names as people count: the runs of digits by
// their value, so table-2 comes before table-10; the rest byte by byte.
func naturalCompare(a, b string) int {
	for a != "" && b != "" {
		da, db := digitRun(a), digitRun(b)
		if da > 0 && db > 0 {
			na, nb := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if c := cmp.Compare(len(na), len(nb)); c != 0 {
				return c
			}
			if c := strings.Compare(na, nb); c != 0 {
				return c
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return cmp.Compare(a[0], b[0])
		}
		a, b = a[1:], b[1:]
	}
	return cmp.Compare(len(a), len(b))
}

// digitRun is the length of the ASCII digits s starts with.
func digitRun(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// houseRules lists the TOML ruleset files of DIR that load.
func (s *Server) houseRules() []string {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".toml") || strings.HasPrefix(n, ".") {
			continue
		}
		p := filepath.Join(s.dir, n)
		if real, err := filepath.EvalSymlinks(p); err != nil || !within(s.realDir, real) {
			continue
		}
		if _, err := rulesfile.LoadFile(p); err == nil {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// gameState is the last game of a file, read, checked and scored as
// coinche score reads it.
type gameState struct {
	Name     string
	Header   *notation.Game
	Rules    *rules.Ruleset
	RulesTag string
	Sheet    *score.Sheet // nil when the ruleset could not be loaded
	Names    score.Names
	Info     score.GameInfo
	Problems []string // syntax and rule problems, as text (English)
	Games    int      // games in the file
	// problems are Problems as diagnostics, in path: each said in the
	// page's language (problemsIn)
	problems notation.ErrorList
	path     string
	ModTime  time.Time
	// Next and NextDealer are the next deal's number and dealer;
	// NextErr says why none can be entered, when it is not "": the
	// catalog's key of the words (internal/i18n).
	Next       int
	NextDealer notation.Seat
	NextErr    string
	Rev        string // live.Game.Revision of the text, "" when it cannot be changed here
	// the sheet's rows and their HTML (draw), shared by every page of
	// this state
	rows map[i18n.Lang][]rowView
	body map[i18n.Lang]template.HTML
	// fields are the entry form's taps by language (gameState.fieldsIn),
	// shared by the copies of this state
	fields *sync.Map
	// every game of the file, for the standings
	all []fileGame
}

type fileGame struct {
	info     score.GameInfo
	names    score.Names
	sheet    *score.Sheet
	problems notation.ErrorList
}

// collect is the stream handler of readGame.
type collect struct {
	games []fileGame
	cur   *fileGame
	hdr   []*notation.Game
	rs    []*rules.Ruleset
}

func (c *collect) StartGame(g *stream.Game, errs notation.ErrorList) error {
	c.games = append(c.games, fileGame{info: score.InfoFromGame(g.File, g.Header), names: g.Names})
	c.cur = &c.games[len(c.games)-1]
	c.cur.problems = append(c.cur.problems, errs...)
	c.hdr = append(c.hdr, g.Header)
	c.rs = append(c.rs, g.Ruleset)
	return nil
}

func (c *collect) Deal(d *stream.Deal) error {
	if c.cur == nil {
		c.games = append(c.games, fileGame{})
		c.cur = &c.games[len(c.games)-1]
		c.hdr = append(c.hdr, nil)
		c.rs = append(c.rs, nil)
	}
	c.cur.problems = append(c.cur.problems, d.Errs...)
	return nil
}

func (c *collect) EndGame(g *stream.Game) error {
	if c.cur != nil {
		c.cur.sheet = g.Sheet
		c.cur.names = g.Names
	}
	return nil
}

// readGame reads the game file name and what the judge makes of it. The
// file is only ever replaced whole (package live), so reading it without
// the lock sees one version. The file is judged again only when its bytes
// differ from those last judged (or last written by this server: a
// write leaves its state in the cache, so the page drawn after it reads
// the file but judges nothing).
func (s *Server) readGame(name string) (*gameState, error) {
	p, err := s.gamePath(name, true)
	if err != nil {
		return nil, err
	}
	src, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	fi, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if gs := s.cached(name, src); gs != nil {
		gs.ModTime = fi.ModTime()
		return gs, nil
	}
	var gs *gameState
	if g, err := live.Open(live.NewMemStore(p, src)); err == nil {
		gs = stateOf(name, p, g)
	} else if gs, err = collectGame(name, p, src); err != nil {
		return gs, err
	}
	gs.ModTime = fi.ModTime()
	gs.draw(name, s.last(name))
	s.keep(name, src, gs)
	return gs, nil
}

// stateOf is the gameState of g, a game that opened (the file reads and
// its last game scores). The sheets are copied: g goes on changing.
func stateOf(name, p string, g *live.Game) *gameState {
	j := g.Judgement()
	gs := &gameState{Name: name, Games: len(j.Games)}
	for _, jg := range j.Games {
		fg := fileGame{info: score.InfoFromGame(jg.File, jg.Header), names: jg.Names, problems: jg.All()}
		if jg.Sheet != nil {
			sheet := *jg.Sheet // rows only grow in place (live.Game.Add): a copy keeps its own
			fg.sheet = &sheet
		}
		gs.all = append(gs.all, fg)
	}
	last, jg := gs.all[len(gs.all)-1], j.Last()
	gs.Header, gs.Rules, gs.Sheet, gs.Names, gs.Info = jg.Header, jg.Ruleset, last.sheet, last.names, last.info
	gs.Info.File = name + Ext
	gs.RulesTag, _ = gs.Header.Tag("Rules")
	for _, e := range last.problems {
		gs.Problems = append(gs.Problems, strings.TrimPrefix(e.Error(), p+":"))
	}
	gs.problems, gs.path = last.problems, p
	gs.Next, gs.NextDealer = g.NextDeal()
	gs.Rev = g.Revision()
	return gs
}

// problemsIn is Problems in language l.
func (gs *gameState) problemsIn(l i18n.Lang) []string {
	out := make([]string, len(gs.problems))
	for i, e := range gs.problems {
		out[i] = strings.TrimPrefix(e.ErrorIn(l), gs.path+":")
	}
	return out
}

// collectGame reads a game file that live.Open refuses (syntax errors, a
// ruleset that does not load) as coinche score reads it, to show its
// problems; no deal can be entered in it (NextErr).
func collectGame(name, p string, src []byte) (*gameState, error) {
	c := &collect{}
	if err := stream.Run(bytes.NewReader(src), p, stream.Options{Rows: true}, c); err != nil {
		return nil, err
	}
	gs := &gameState{Name: name, Games: len(c.games), all: c.games,
		NextErr: "serve.err.file"}
	if len(c.games) == 0 {
		return gs, errNoGame
	}
	last := c.games[len(c.games)-1]
	gs.Header, gs.Rules, gs.Sheet, gs.Names, gs.Info = c.hdr[len(c.hdr)-1], c.rs[len(c.rs)-1], last.sheet, last.names, last.info
	gs.Info.File = name + Ext
	if gs.Header != nil {
		gs.RulesTag, _ = gs.Header.Tag("Rules")
	}
	for _, e := range last.problems {
		gs.Problems = append(gs.Problems, strings.TrimPrefix(e.Error(), p+":"))
	}
	gs.problems, gs.path = last.problems, p
	return gs, nil
}

// errNoGame is a file with no game header.
var errNoGame = errors.New("the file has no game header")

// cache holds, per game, the state last judged and the bytes it was
// judged from.
type cache struct {
	mu sync.Mutex
	m  map[string]cacheEntry
}

type cacheEntry struct {
	src []byte
	gs  *gameState
}

// cached is the state of game name when src is the text it was judged
// from (a copy the caller may change), else nil.
func (s *Server) cached(name string, src []byte) *gameState {
	s.cache.mu.Lock()
	defer s.cache.mu.Unlock()
	if e, ok := s.cache.m[name]; ok && bytes.Equal(e.src, src) {
		gs := *e.gs
		return &gs
	}
	return nil
}

// last is the state last cached for game name, whatever its text; nil
// when none.
func (s *Server) last(name string) *gameState {
	s.cache.mu.Lock()
	defer s.cache.mu.Unlock()
	return s.cache.m[name].gs
}

// keep caches gs as the state of game name's text src.
func (s *Server) keep(name string, src []byte, gs *gameState) {
	s.cache.mu.Lock()
	defer s.cache.mu.Unlock()
	if s.cache.m == nil {
		s.cache.m = map[string]cacheEntry{}
	}
	s.cache.m[name] = cacheEntry{src: bytes.Clone(src), gs: gs}
}

// writers holds one live.Game per game file written through the server,
// each behind its own mutex: the entries of one table are judged one at
// a time, incrementally, and the tables do not wait for each other.
type writers struct {
	mu sync.Mutex
	m  map[string]*writer
}

type writer struct {
	mu sync.Mutex
	g  *live.Game
}

// change runs fn on the game name's live.Game (file p), opened on first
// use; after a change the page's state is cached from it, so that the
// page drawn next judges nothing.
func (s *Server) change(name, p string, fn func(g *live.Game) error) error {
	s.writers.mu.Lock()
	if s.writers.m == nil {
		s.writers.m = map[string]*writer{}
	}
	w := s.writers.m[name]
	if w == nil {
		w = &writer{}
		s.writers.m[name] = w
	}
	s.writers.mu.Unlock()
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.g == nil || w.g.Store().Name() != p {
		g, err := live.Open(live.FileStore{Path: p})
		if err != nil {
			return err
		}
		w.g = g
	}
	err := fn(w.g)
	if err == nil {
		gs := stateOf(name, p, w.g)
		gs.draw(name, s.last(name))
		s.keep(name, w.g.Text(), gs)
	}
	return err
}
