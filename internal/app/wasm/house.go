package main

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"sync"
	"testing/fstest"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/live"
)

// house are the house rulesets the page keeps (localStorage), by file
// name: the directory the games' Rules tags are read from
// (live.RulesStore), as the directory beside a game file is for coinche
// add. fstest.MapFS is the standard library's file system in a map.
var house = fstest.MapFS{}

// houseStore is a game's text in memory with the house rulesets beside it.
type houseStore struct{ *live.MemStore }

func (houseStore) RulesFS() fs.FS { return house }

func storeOf(name string, text []byte) houseStore {
	return houseStore{live.NewMemStore(name, text)}
}

// rulesetName is a house ruleset's name: a file name of its own, no
// directory, ending in .toml.
// Compiled on first use, not at the judge's start (the page's first load).
var rulesetName = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[\p{L}\p{N}][\p{L}\p{N}._ -]{0,60}\.toml$`)
})

// keepRulesets keeps the rulesets the page hands over (those it keeps),
// as they are: each was read when the page kept it.
func keepRulesets(sets map[string]string, l i18n.Lang) (map[string][]string, error) {
	var names []string
	for name, src := range sets {
		if !rulesetName().MatchString(name) {
			return nil, errors.New(l.T("app.house.bad-name", name))
		}
		house[name] = &fstest.MapFile{Data: []byte(src)}
		names = append(names, name)
	}
	return map[string][]string{"names": names}, nil
}

// keepRuleset keeps src as the house ruleset name when it reads as
// coinche rules show reads it (its problems at their lines otherwise),
// and refuses another text under a name kept; the refusals in l.
func keepRuleset(name, src string, l i18n.Lang) error {
	if !rulesetName().MatchString(name) {
		return errors.New(l.T("app.house.bad-name", name))
	}
	if len(src) > rulesfile.MaxFileSize {
		return errors.New(l.T("app.house.too-large", name, rulesfile.MaxFileSize))
	}
	if f, ok := house[name]; ok && string(f.Data) != src {
		return errors.New(l.T("app.house.exists", name))
	}
	if r := houseRules(name, src, l); r["ok"] != true {
		return errors.New(r["problems"].(string))
	}
	house[name] = &fstest.MapFile{Data: []byte(src)}
	return nil
}

// errorIn is a refusal of live in the page's language (live.ErrorText),
// the game's storage name (a.Name, which the player never sees) left out
// (gameText), and a game whose house rules are not on this phone said so.
func errorIn(err error, a args) error {
	l := langOf(a.Lang)
	if errors.Is(err, fs.ErrNotExist) {
		if m := rulesTag().FindAllStringSubmatch(a.Text, -1); len(m) > 0 {
			if name := m[len(m)-1][1]; strings.HasSuffix(name, ".toml") && house[name] == nil {
				return errors.New(l.T("app.house.missing", name))
			}
		}
	}
	return errors.New(gameText(live.ErrorText(err, l), a.Name, l))
}

// gameText is msg, a message of live about the game stored under name,
// as the player reads it: without the name where it opens the message
// ("name: the game moved on…" in English, "name : …" in French), and
// with the word for the game where it cites a place in it
// ("game:12:3: …", as an entry's problems cite "entry:1:3").
func gameText(msg, name string, l i18n.Lang) string {
	if name == "" {
		return msg
	}
	for _, sep := range []string{": ", " : "} {
		if rest, ok := strings.CutPrefix(msg, name+sep); ok {
			msg = rest
			break
		}
	}
	return strings.ReplaceAll(msg, name+":", l.T("app.game.file")+":")
}

var rulesTag = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^\[Rules\s+"([^"]*)"\]`) })

// dealEntry is deal n of the game's last game as an entry of coinche
// add's grammar (the deal's line as written, without its number, dealer
// and comments) and its taps, to correct it; a deal recorded in full is
// live's FullRecordError, in the page's language.
func dealEntry(a args) (any, error) {
	g, err := gameOf(a.Name, a.Text)
	if err != nil {
		return nil, errorIn(err, a)
	}
	games, err := notation.Parse(a.Name, g.Text())
	if err != nil || len(games) == 0 {
		return nil, errors.New(langOf(a.Lang).T("app.unreadable"))
	}
	for _, d := range games[len(games)-1].Deals {
		if d.Number != a.N {
			continue
		}
		if d.Summary == nil {
			return nil, errorIn(&live.FullRecordError{Path: a.Name, Number: a.N}, a)
		}
		return map[string]any{"entry": summaryText(g.Text(), d), "taps": tapsOf(d.Summary), "rev": g.Revision()}, nil
	}
	return nil, errors.New(langOf(a.Lang).T("app.deal.none", a.N))
}

// summaryText is the summary of deal d as written: from its first word
// to the end of its line, without a comment, nor a result or a "won"
// written after it (the old contract's, which an edit drops).
func summaryText(src []byte, d *notation.Deal) string {
	start, end := d.Summary.Pos.Offset, len(src)
	if d.Result != nil && d.Result.Pos.Offset > start {
		end = d.Result.Pos.Offset
	}
	if d.Won != nil && d.Won.Offset > start && d.Won.Offset < end {
		end = d.Won.Offset
	}
	line := string(src[start:end])
	if i := strings.IndexAny(line, "\n#{"); i >= 0 {
		line = line[:i]
	}
	return strings.Join(strings.Fields(line), " ")
}

// tapsOf are the taps of a summary: declarer, bid, trump and coinche (as
// coinche serve prefills a correction), and the result, the declarers'
// card points, belote and capot as written.
func tapsOf(s *notation.Summary) map[string]string {
	if s.AllPass {
		return map[string]string{}
	}
	t := map[string]string{"seat": s.Declarer.String(), "strain": strainCodes[s.Contract.Strain]}
	switch s.Contract.Level {
	case notation.Points:
		t["bid"] = fmt.Sprint(s.Contract.Value)
	case notation.Capot:
		t["bid"] = "capot"
	case notation.Match:
		t["bid"] = "match"
	case notation.Generale:
		t["bid"] = "generale"
	}
	t["coinche"] = [...]string{"", "X", "XX"}[min(int(s.Double), 2)]
	t["result"] = [...]string{"", "made", "failed"}[min(int(s.Verdict), 2)]
	if s.Points >= 0 {
		t["points"] = fmt.Sprint(s.Points)
	}
	if s.Belote != notation.NoTeam {
		t["belote"] = s.Belote.String()
	}
	if s.CapotBy != notation.NoSeat {
		t["capot"] = s.CapotBy.String()
	} else if s.Capot != notation.NoTeam {
		t["capot"] = s.Capot.String()
	}
	return t
}

// file is a file the page exports or imports.
type file struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// zipFiles is a zip archive of files, at its root (export all).
func zipFiles(files []file) (map[string][]byte, error) {
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	for _, f := range files {
		fw, err := w.Create(path.Base(f.Name))
		if err != nil {
			return nil, err
		}
		if _, err := io.WriteString(fw, f.Text); err != nil {
			return nil, err
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return map[string][]byte{"zip": b.Bytes()}, nil
}

// The bounds of an archive imported: its files (game files and house
// rulesets) are text of a few kilobytes.
const (
	maxZipFiles = 1000
	maxZipBytes = 32 << 20 // all files, uncompressed
)

// unzipFiles are the game files (.coinche, .txt) and house rulesets
// (.toml) of a zip archive, by their base names; other files are left.
func unzipFiles(data []byte, l i18n.Lang) (map[string][]file, error) {
	r, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, errors.New(l.T("app.zip.bad", err))
	}
	var out []file
	left := int64(maxZipBytes)
	for _, zf := range r.File {
		ext := strings.ToLower(path.Ext(zf.Name))
		if zf.FileInfo().IsDir() || (ext != ".coinche" && ext != ".toml" && ext != ".txt") {
			continue
		}
		if len(out) == maxZipFiles {
			return nil, errors.New(l.T("app.zip.big", maxZipFiles, maxZipBytes>>20))
		}
		rc, err := zf.Open()
		if err != nil {
			return nil, errors.New(l.T("app.zip.damaged", zf.Name, err))
		}
		b, err := io.ReadAll(io.LimitReader(rc, left+1))
		rc.Close()
		if err != nil {
			return nil, errors.New(l.T("app.zip.damaged", zf.Name, err))
		}
		if left -= int64(len(b)); left < 0 {
			return nil, errors.New(l.T("app.zip.big", maxZipFiles, maxZipBytes>>20))
		}
		out = append(out, file{Name: path.Base(zf.Name), Text: string(b)})
	}
	return map[string][]file{"files": out}, nil
}
