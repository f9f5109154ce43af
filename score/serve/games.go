package serve

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
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
	if !fi.Mode().IsRegular() {
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
	sort.Strings(out)
	return out
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
	Problems []string // syntax and rule problems, as text
	Games    int      // games in the file
	ModTime  time.Time
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

// readGame reads the game file name. The file is only ever replaced whole
// (package live), so reading it without the lock sees one version.
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
	c := &collect{}
	if err := stream.Run(bytes.NewReader(src), p, stream.Options{Rows: true}, c); err != nil {
		return nil, err
	}
	gs := &gameState{Name: name, Games: len(c.games), ModTime: fi.ModTime(), all: c.games}
	if len(c.games) == 0 {
		return gs, fmt.Errorf("%s: no game header", name+Ext)
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
	return gs, nil
}
