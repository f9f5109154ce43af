package rulesfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// TestResolveFS: a game's Rules tag and the extends chain it starts are
// read from an fs.FS with the disk's bounds and errors: extends of another
// file there, cycles, a chain too long, a file too large or not regular,
// a name leading out of the game's directory, a missing file, problems at
// their file and line.
func TestResolveFS(t *testing.T) {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	fsys := fstest.MapFS{
		"house.toml":       file("extends = \"montpellier\"\n[game]\ntarget = 1000\n"),
		"chez-nous.toml":   file("# ours\nextends = \"house.toml\"\n[game]\ntarget = 1500\n"),
		"a.toml":           file("extends = \"b.toml\"\n"),
		"b.toml":           file("extends = \"a.toml\"\n"),
		"bad.toml":         file("extends = \"base\"\n\n[game]\ntarget = \"lots\"\n"),
		"big.toml":         file("# " + strings.Repeat("x", MaxFileSize) + "\n"),
		"rules.d/x.toml":   file("extends = \"../house.toml\"\n"),
		"rules.d/y.toml":   file("extends = \"/house.toml\"\n"),
		"club/game.toml":   file("extends = \"base\"\n[game]\ntarget = 700\n"),
		"missing-ext.toml": file("extends = \"nowhere.toml\"\n"),
	}
	for i := 1; i <= MaxExtends+1; i++ { // f1 extends f2 … extends f17 extends base
		ext := fmt.Sprintf("f%d.toml", i+1)
		if i == MaxExtends+1 {
			ext = "base"
		}
		fsys[fmt.Sprintf("f%d.toml", i)] = file(fmt.Sprintf("extends = %q\n", ext))
	}
	for _, tc := range []struct {
		name, value, game string
		target            int
		err               error  // wrapped, when not nil
		code              string // the first ConfigError's, when not ""
		at                string // the first ConfigError's file:line
	}{
		{name: "a file", value: "house.toml", game: "g.coinche", target: 1000},
		{name: "extends a file of the FS", value: "chez-nous.toml", game: "g.coinche", target: 1500},
		{name: "a preset", value: "montpellier", game: "g.coinche", target: 2000},
		{name: "beside a game in a directory", value: "game.toml", game: "club/g.coinche", target: 700},
		{name: "a cycle", value: "a.toml", code: "ruleset/extends-cycle", at: "b.toml:1"},
		{name: "a chain too long", value: "f2.toml", game: "g.coinche", target: 2000},
		{name: "a chain one file too long", value: "f1.toml", code: "ruleset/extends-depth", at: fmt.Sprintf("f%d.toml:1", MaxExtends)},
		{name: "problems at their line", value: "bad.toml", code: "ruleset/type", at: "bad.toml:4"},
		{name: "too large", value: "big.toml", err: ErrFileTooLarge},
		{name: "a directory", value: "club/", err: ErrNotRegularFile},
		{name: "climbs out", value: "../house.toml", game: "club/g.coinche", err: ErrRulesEscape},
		{name: "absolute", value: "/house.toml", err: ErrRulesEscape},
		{name: "extends climbs out", value: "x.toml", game: "rules.d/g.coinche", err: ErrRulesEscape, code: "ruleset/extends", at: "rules.d/x.toml:1"},
		{name: "extends absolute", value: "y.toml", game: "rules.d/g.coinche", err: ErrRulesEscape, code: "ruleset/extends", at: "rules.d/y.toml:1"},
		{name: "extends a missing file", value: "missing-ext.toml", err: fs.ErrNotExist, code: "ruleset/extends", at: "missing-ext.toml:1"},
		{name: "no such ruleset", value: "maison", err: ErrUnknownPreset},
		{name: "no such file", value: "maison.toml", err: fs.ErrNotExist},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := ResolveFS(fsys, tc.value, tc.game, "")
			if tc.err == nil && tc.code == "" {
				if err != nil {
					t.Fatal(err)
				}
				if r.Game.Target != tc.target {
					t.Errorf("target %d, want %d", r.Game.Target, tc.target)
				}
				return
			}
			if tc.err != nil && !errors.Is(err, tc.err) {
				t.Errorf("err = %.300v, want one wrapping %v", err, tc.err)
			}
			if tc.code != "" {
				ce := configErr(t, err)
				if at := fmt.Sprintf("%s:%d", ce.File, ce.Pos.Line); ce.Code != tc.code || at != tc.at {
					t.Errorf("err = %v (%s at %s), want %s at %s", err, ce.Code, at, tc.code, tc.at)
				}
			}
		})
	}
}

// TestLoadFS: a pasted file extends a file of the FS; a nil FS in
// ResolveFS is the disk.
func TestLoadFS(t *testing.T) {
	fsys := fstest.MapFS{"house.toml": {Data: []byte("extends = \"base\"\n[game]\ntarget = 1000\n")}}
	r, err := LoadFS(fsys, "pasted.toml", []byte("extends = \"house.toml\"\n[scoring]\ncapot_bonus = 300\n"))
	if err != nil || r.Game.Target != 1000 || r.Name != "pasted" {
		t.Fatalf("LoadFS: %v %+v", err, r)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "disk.toml"), []byte("extends = \"base\"\n[game]\ntarget = 800\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r, err := ResolveFS(nil, "disk.toml", filepath.Join(dir, "g.coinche"), ""); err != nil || r.Game.Target != 800 {
		t.Fatalf("nil FS: %v", err)
	}
}

// TestResolveFSSymlink: in an FS that tells symbolic links (os.DirFS), a
// link leading out of the game's directory is refused as on disk.
func TestResolveFSSymlink(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "club")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "outside.toml"), []byte("extends = \"base\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "inside.toml"), []byte("extends = \"base\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../outside.toml", filepath.Join(dir, "out.toml")); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if err := os.Symlink("inside.toml", filepath.Join(dir, "in.toml")); err != nil {
		t.Fatal(err)
	}
	fsys := os.DirFS(dir)
	if _, err := ResolveFS(fsys, "out.toml", "g.coinche", ""); !errors.Is(err, ErrRulesEscape) {
		t.Errorf("a link out: err = %v, want ErrRulesEscape", err)
	}
	if _, err := ResolveFS(fsys, "in.toml", "g.coinche", ""); err != nil {
		t.Errorf("a link inside: %v", err)
	}
}

// A game's Rules tag naming house rules kept in an fs.FS (here a map;
// the phone app keeps them in the browser's storage), which extend
// another file there.
func ExampleResolveFS() {
	fsys := fstest.MapFS{
		"club.toml":      {Data: []byte("extends = \"montpellier\"\n[game]\ntarget = 1000\n")},
		"chez-nous.toml": {Data: []byte("extends = \"club.toml\"\n[scoring]\ncapot_bonus = 300\n")},
	}
	r, err := ResolveFS(fsys, "chez-nous.toml", "soir.coinche", "")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Name, r.Extends, r.Game.Target, r.Scoring.CapotBonus)
	_, err = ResolveFS(fsys, "../club.toml", "soir.coinche", "")
	fmt.Println(errors.Is(err, ErrRulesEscape))
	// Output:
	// chez-nous club.toml 1000 300
	// true
}
