package rulesfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/rules"
)

// Rulesets read through an fs.FS instead of the disk: the house rulesets
// a front end keeps elsewhere than in files (the phone app keeps them in
// the browser's storage, internal/app). The names are fs.FS names
// (slash-separated, relative to the FS's root); the bounds and the errors
// are the disk's: a regular file of at most MaxFileSize bytes
// (ErrNotRegularFile, ErrFileTooLarge), at most MaxDepth deep, a chain
// of at most MaxExtends files, no cycle, nothing outside the directory of
// the file that names it (ErrRulesEscape).

// rulesFiles is where an extends chain reads the files it names: the disk
// (diskFiles: Load, LoadFile, Resolve) or an fs.FS (fsFiles: LoadFS,
// ResolveFS).
type rulesFiles interface {
	// dir is the directory of a file of the chain, which its extends is
	// relative to.
	dir(file string) string
	// inside joins the relative name to dir, or says why it may not
	// (pathInside).
	inside(dir, name string) (path, why string)
	// read reads a file as readRulesFile does; its information may be
	// nil (the chain then compares names).
	read(path string) ([]byte, os.FileInfo, error)
}

type diskFiles struct{}

func (diskFiles) dir(file string) string                        { return filepath.Dir(file) }
func (diskFiles) inside(dir, name string) (string, string)      { return pathInside(dir, name) }
func (diskFiles) read(path string) ([]byte, os.FileInfo, error) { return readRulesFile(path) }

// fsFiles are the files of an fs.FS.
type fsFiles struct{ fsys fs.FS }

func (fsFiles) dir(file string) string { return path.Dir(file) }

// inside is pathInside in an fs.FS: value is relative and stays in dir;
// when fsys can tell a symbolic link (fs.ReadLinkFS, as os.DirFS), a
// link whose target leads out of dir is refused as on disk.
func (f fsFiles) inside(dir, value string) (string, string) {
	if strings.HasPrefix(value, "/") || strings.HasPrefix(value, `\`) || filepath.IsAbs(value) || filepath.VolumeName(value) != "" {
		return "", "an absolute path"
	}
	rel := path.Clean(filepath.ToSlash(value))
	if outside(rel) {
		return "", "the path leads out of the directory"
	}
	p := path.Join(dir, rel)
	if !fs.ValidPath(p) {
		return "", "the path leads out of the directory"
	}
	if fi, err := fs.Lstat(f.fsys, p); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		target, err := fs.ReadLink(f.fsys, p)
		if err != nil || path.IsAbs(target) || outside(relTo(dir, path.Join(path.Dir(p), target))) {
			return "", "a symbolic link leads out of the directory"
		}
	}
	return p, ""
}

// outside reports whether the clean relative path rel climbs out of its
// directory.
func outside(rel string) bool { return rel == ".." || strings.HasPrefix(rel, "../") }

// relTo is the clean path p (in an FS) relative to dir.
func relTo(dir, p string) string {
	if dir == "." {
		return p
	}
	if p == dir {
		return "."
	}
	if strings.HasPrefix(p, dir+"/") {
		return p[len(dir)+1:]
	}
	return "../" + p
}

// read is readRulesFile in an fs.FS: it looks before it opens, and never
// reads more than MaxFileSize+1 bytes. Its information is nil: a chain in
// an FS compares names (an FS has no os.SameFile).
func (f fsFiles) read(p string) ([]byte, os.FileInfo, error) {
	fi, err := fs.Stat(f.fsys, p)
	if err != nil {
		return nil, nil, err
	}
	if err := regularSmall(p, fi); err != nil {
		return nil, nil, err
	}
	file, err := f.fsys.Open(p)
	if err != nil {
		return nil, nil, err
	}
	defer file.Close()
	src, err := readAtMost(p, file)
	return src, nil, err
}

// readAtMost reads r, the file at p, to its end: at most MaxFileSize
// bytes (ErrFileTooLarge beyond, reading one byte more at the most).
func readAtMost(p string, r io.Reader) ([]byte, error) {
	src, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(src) > MaxFileSize {
		return nil, tooLarge(p, int64(len(src)))
	}
	return src, nil
}

// LoadFS is Load for a file named filename in fsys (an fs.FS name, e.g.
// "house.toml"): its extends of another file is read from fsys, relative
// to filename's directory there, with Load's bounds and errors (a file
// outside that directory wraps ErrRulesEscape, a cycle is a
// ruleset/extends-cycle error, a chain longer than MaxExtends a
// ruleset/extends-depth error, a file larger than MaxFileSize wraps
// ErrFileTooLarge). Every problem is a rules.ConfigError at its file
// (its name in fsys), line and column.
func LoadFS(fsys fs.FS, filename string, src []byte) (*rules.Ruleset, error) {
	return loadChain(filename, src, []chainLink{{filename, nil}}, fsFiles{fsys})
}

// ResolveFS is Resolve for a game whose ruleset files are in fsys: value
// is the game's Rules tag, a built-in name or a file's name in fsys
// relative to the directory of gameFile there ("" or "-": the root). A
// nil fsys is the disk: ResolveFS is then Resolve. override (--rules on
// the command line) wins as in Resolve, read from the disk. Errors are
// Resolve's: a name leading outside the directory wraps ErrRulesEscape, a
// name that is neither a built-in ruleset nor a file in fsys wraps
// ErrUnknownPreset, a file's problems are rules.ConfigErrors (LoadFS).
func ResolveFS(fsys fs.FS, value, gameFile, override string) (*rules.Ruleset, error) {
	value = strings.TrimSpace(value)
	if fsys == nil || override != "" || value == "" || IsPreset(value) {
		return Resolve(value, gameFile, override)
	}
	dir := "."
	if gameFile != "" && gameFile != "-" {
		dir = path.Dir(filepath.ToSlash(gameFile))
	}
	files := fsFiles{fsys}
	p, why := files.inside(dir, value)
	if why != "" {
		return nil, fmt.Errorf("rules %q: %w %s: %s", value, ErrRulesEscape, dir, why)
	}
	src, _, err := files.read(p)
	if errors.Is(err, fs.ErrNotExist) && !strings.ContainsAny(value, `/\`) && path.Ext(value) == "" {
		return nil, &resolveError{ErrUnknownPreset, i18n.S(i18n.ResolveUnknown, value, strings.Join(presetNames, ", "), p, didYouMean(value, presetNames))}
	}
	if err != nil {
		return nil, fmt.Errorf("rules %q: %w", value, err)
	}
	return loadChain(p, src, []chainLink{{p, nil}}, files)
}
