package rulesfile

import (
	"embed"
	"encoding"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/internal/suggest"
	"github.com/coinche/coinche/internal/tomlkey"
	"github.com/coinche/coinche/rules"
)

// The five built-in rulesets, one per rule document
// (../shared/rules-sources/000 to 004). Their TOML quotes, beside each key,
// the sentence the key comes from.
//
//go:embed presets/*.toml
var presetFS embed.FS

// PresetInfo describes one built-in ruleset (for `coinche rules`).
type PresetInfo struct {
	Name        string // e.g. "montpellier"
	Description string // one line
	Source      string // the rule document, e.g. "003_95e0c94ddb95e994.txt"
}

// DefaultPreset is the preset a user file without `extends` starts from,
// and the ruleset Resolve returns for an empty Rules tag.
const DefaultPreset = "base"

// presetNames is the stable order of Presets: the order of the rule
// documents (000 to 004).
var presetNames = []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"}

// ErrUnknownPreset is wrapped by the errors of Preset, PresetTOML, Load
// (extends) and Resolve when a name is not a built-in ruleset.
var ErrUnknownPreset = errors.New("unknown ruleset")

// ErrRulesEscape is wrapped by Resolve's error when a ruleset path named in
// a game file leads outside the game file's directory.
var ErrRulesEscape = errors.New("ruleset path escapes the game file's directory")

var presetCache struct {
	once sync.Once
	sets map[string]*rules.Ruleset
	err  error
}

func loadPresets() {
	presetCache.sets = make(map[string]*rules.Ruleset, len(presetNames))
	for _, name := range presetNames {
		src, err := presetFS.ReadFile("presets/" + name + ".toml")
		if err != nil {
			presetCache.err = err
			return
		}
		r, err := decodeFile("presets/"+name+".toml", src, nil)
		if err != nil {
			presetCache.err = fmt.Errorf("rules: built-in ruleset %s: %w", name, err)
			return
		}
		presetCache.sets[name] = r
	}
}

// Preset returns a fresh copy of the built-in ruleset name (see Presets);
// the caller may modify it. The error wraps ErrUnknownPreset for any other
// name and lists the built-in names.
func Preset(name string) (*rules.Ruleset, error) {
	presetCache.once.Do(loadPresets)
	if presetCache.err != nil {
		return nil, presetCache.err
	}
	r, ok := presetCache.sets[name]
	if !ok {
		return nil, fmt.Errorf("%w %q: %s", ErrUnknownPreset, name, builtIn(name))
	}
	return r.Clone(), nil
}

// builtIn names the built-in rulesets, for a message about name, which
// is none of them: "the built-in rulesets are tournoi-2018, ..., annonces",
// and `; did you mean "montpellier"?` when name looks like a slip.
func builtIn(name string) string {
	return "the built-in rulesets are " + strings.Join(presetNames, ", ") + suggest.DidYouMean(name, presetNames)
}

// IsPreset reports whether name is a built-in ruleset.
func IsPreset(name string) bool {
	for _, n := range presetNames {
		if n == name {
			return true
		}
	}
	return false
}

// Presets lists the built-in rulesets in the order of their rule documents
// (000 tournoi-2018, 001 classique, 002 base, 003 montpellier, 004
// annonces).
func Presets() []PresetInfo {
	out := make([]PresetInfo, 0, len(presetNames))
	for _, name := range presetNames {
		info := PresetInfo{Name: name}
		if r, err := Preset(name); err == nil {
			info.Description, info.Source = r.Description, r.Source
		}
		out = append(out, info)
	}
	return out
}

// PresetTOML returns the text of the built-in ruleset name, comments
// included (for `coinche rules show NAME`). The error wraps
// ErrUnknownPreset for any other name.
func PresetTOML(name string) ([]byte, error) {
	if !IsPreset(name) {
		return nil, fmt.Errorf("%w %q: %s", ErrUnknownPreset, name, builtIn(name))
	}
	return presetFS.ReadFile("presets/" + name + ".toml")
}

// LoadFile reads the ruleset file at path and loads it as Load does; the
// errors name the file as path. The file must be a regular file (the
// error wraps ErrNotRegularFile: a named pipe or a device is never read)
// of at most MaxFileSize bytes (ErrFileTooLarge).
func LoadFile(path string) (*rules.Ruleset, error) {
	src, fi, err := readRulesFile(path)
	if err != nil {
		return nil, err
	}
	return loadChain(path, src, []chainLink{{path, fi}}, diskFiles{})
}

// Load decodes a user ruleset file. filename is used in error messages
// only. The file starts from the preset its top-level `extends` key names
// (DefaultPreset, "base", when it has none) and overrides the keys it sets;
// an array replaces the preset's array whole. A file that sets every key is
// therefore independent of its extends.
//
// Every problem is reported, not only the first: the error is a
// rules.ConfigErrors (each a *rules.ConfigError carrying the file's line and column and
// quoting the line with a caret under the key) for unknown keys, values of
// the wrong type and impossible values (see Validate); a TOML syntax error
// is a single *rules.ConfigError at the place toml reports. An extends naming no
// preset wraps ErrUnknownPreset.
//
// extends may also name another house-rules file (a name ending in .toml,
// or holding a slash): a path relative to the directory of filename, which
// may not lead outside it (an absolute path, "..", or a symbolic link
// pointing out: the error wraps ErrRulesEscape), as Resolve does for a
// game's Rules tag. That file is loaded the same way, so files chain
// (a.toml extends b.toml extends "montpellier"); a file that extends
// itself through the chain is a ruleset/extends-cycle error at the extends line
// naming the cycle: a.toml → b.toml → a.toml. Problems inside an extended
// file are reported at their own file, line and column.
//
// Bounds (docs/house-rules.md, "Limits"): a file nested deeper than
// MaxDepth is a ruleset/depth error, found before the TOML library reads
// it; a chain of more than MaxExtends files is a ruleset/extends-depth
// error at the extends line that makes it too long; an extended file is
// read as LoadFile reads (a regular file of at most MaxFileSize bytes,
// else a ruleset/extends error). Load takes time and memory linear in the
// size of the files it reads.
func Load(filename string, src []byte) (*rules.Ruleset, error) {
	var fi os.FileInfo
	if filename != "" {
		fi, _ = os.Stat(filename) // for the cycle check; none: names compare
	}
	return loadChain(filename, src, []chainLink{{filename, fi}}, diskFiles{})
}

// chainLink is one file of an extends chain: its name and what it was
// when read (nil if unknown), so that each file is looked at once.
type chainLink struct {
	name string
	fi   os.FileInfo
}

// loadChain loads the last file of chain (the files that extend it come
// first, outermost first), whose text is src; the files it extends are
// read from files (the disk, or an fs.FS: fsys.go).
func loadChain(filename string, src []byte, chain []chainLink, files rulesFiles) (*rules.Ruleset, error) {
	return decodeFile(filename, src, func(name string) (*rules.Ruleset, error) {
		if name == "" {
			name = DefaultPreset
		}
		if IsPreset(name) || !isRulesPath(name) {
			return Preset(name)
		}
		dir := files.dir(filename)
		path, why := files.inside(dir, name)
		if why != "" {
			return nil, newExtendsError("ruleset/extends", ErrRulesEscape, i18n.ExtendsEscape, name, whySub(why), dir)
		}
		next, fi, err := files.read(path)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, newExtendsError("ruleset/extends", err, i18n.ExtendsMissing, name, path, strings.Join(presetNames, ", "))
			}
			// not regular, too large, unreadable: its own words (English)
			return nil, &extendsError{code: "ruleset/extends", err: err, msg: fmt.Sprintf("extends = %q: %v", name, err)}
		}
		for i, c := range chain {
			if sameLink(c, path, fi) {
				names := make([]string, 0, len(chain)-i+1)
				for _, x := range chain[i:] {
					names = append(names, displayPath(chain[0].name, x.name))
				}
				names = append(names, displayPath(chain[0].name, path))
				return nil, newExtendsError("ruleset/extends-cycle", nil, i18n.ExtendsCycle, name, strings.Join(names, " → "), strings.Join(presetNames, ", "))
			}
		}
		if len(chain) >= MaxExtends {
			return nil, newExtendsError("ruleset/extends-depth", nil, i18n.ExtendsDepth, name, MaxExtends, filepath.Base(chain[0].name), strings.Join(presetNames, ", "))
		}
		return loadChain(path, next, append(chain[:len(chain):len(chain)], chainLink{path, fi}), files)
	})
}

// extendsError is a problem with the file an extends names, reported at
// the extends line.
// resolveError is a Rules tag or --rules value that names no ruleset
// Resolve can use: its message a message of the catalog (an i18n.Text,
// said in the reader's language), wrapping err (ErrUnknownPreset,
// ErrRulesEscape).
type resolveError struct {
	err error
	msg i18n.Sub
}

func (e *resolveError) Error() string         { return e.msg.In(i18n.English) }
func (e *resolveError) Unwrap() error         { return e.err }
func (e *resolveError) In(l i18n.Lang) string { return e.msg.In(l) }

type extendsError struct {
	code, msg string
	err       error
	key       i18n.Key // msg as a message of the catalog, when it is one
	args      []any
}

// newExtendsError is an extendsError whose message is the catalog's key.
func newExtendsError(code string, err error, key i18n.Key, args ...any) *extendsError {
	return &extendsError{code: code, err: err, msg: i18n.English.T(key, args...), key: key, args: args}
}

// whySub is why a path leads out of a directory (pathInside), as a
// message of the catalog.
func whySub(why string) i18n.Sub {
	switch why {
	case "an absolute path":
		return i18n.S(i18n.WhyAbsolute)
	case "the path leads out of the directory":
		return i18n.S(i18n.WhyOutside)
	}
	return i18n.S(i18n.WhySymlink)
}

func (e *extendsError) Error() string { return e.msg }
func (e *extendsError) Unwrap() error { return e.err }

// isRulesPath reports whether an extends value names a file rather than a
// built-in ruleset: it ends in .toml or holds a path separator.
func isRulesPath(name string) bool {
	return strings.HasSuffix(strings.ToLower(name), ".toml") || strings.ContainsAny(name, `/\`)
}

// pathInside joins the relative path value to dir and returns it, or the
// reason it may not be used: it is absolute, it climbs out of dir (".."),
// or it is a symbolic link leading out of dir (dir and the path compared
// absolute, their links followed, so that the answer does not depend on
// how dir was named). A path that does not exist is returned as is
// (reading it says so).
func pathInside(dir, value string) (path, why string) {
	if filepath.IsAbs(value) || strings.HasPrefix(value, "/") || strings.HasPrefix(value, `\`) || filepath.VolumeName(value) != "" {
		return "", "an absolute path"
	}
	rel := filepath.Clean(filepath.FromSlash(value))
	if rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", "the path leads out of the directory"
	}
	path = filepath.Join(dir, rel)
	// Decided once, on absolute resolved paths: a relative dir (".")
	// against a link's absolute target would always look outside.
	realDir, err1 := resolved(dir)
	realPath, err2 := resolved(path)
	if err1 == nil && err2 == nil {
		if r, err := filepath.Rel(realDir, realPath); err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			return "", "a symbolic link leads out of the directory"
		}
	}
	return path, ""
}

// resolved is path made absolute, with every symbolic link in it
// followed (filepath.EvalSymlinks).
func resolved(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(abs)
}

// sameLink reports whether the file at path, read as fi, is the file of
// link, without looking at the disk again.
func sameLink(link chainLink, path string, fi os.FileInfo) bool {
	if link.fi != nil && fi != nil {
		return os.SameFile(link.fi, fi)
	}
	return filepath.Clean(link.name) == filepath.Clean(path)
}

// displayPath writes path for the cycle message: relative to the
// directory of the first file of the chain.
func displayPath(first, path string) string {
	if r, err := filepath.Rel(filepath.Dir(first), path); err == nil {
		return filepath.ToSlash(r)
	}
	return path
}

// decodeFile decodes src over the preset that base returns (nil: over a
// zero rules.Ruleset; the built-in presets are decoded so, and must be complete)
// and validates the result.
func decodeFile(filename string, src []byte, base func(string) (*rules.Ruleset, error)) (*rules.Ruleset, error) {
	text := string(src)
	if err := depthError(filename, text); err != nil {
		return nil, err
	}
	var m map[string]any
	if _, err := toml.Decode(text, &m); err != nil {
		return nil, syntaxError(filename, text, err)
	}
	d := &decoder{file: filename, text: text, pos: scanKeyPositions(text)}

	r := new(rules.Ruleset)
	if base != nil {
		ext := ""
		if v, ok := m["extends"]; ok {
			s, ok := v.(string)
			if !ok {
				d.addKey([]string{"extends"}, "ruleset/type", i18n.RulesetExtendsType, strings.Join(presetNames, ", "))
				return nil, d.errs
			}
			ext = s
		}
		p, err := base(ext)
		if err != nil {
			var xe *extendsError
			if errors.As(err, &xe) {
				e := d.newErr([]string{"extends"}, xe.code, xe.msg)
				if xe.key != "" {
					e = d.newErrKey([]string{"extends"}, xe.code, xe.key, xe.args...)
				}
				e.Err = xe.err
				return nil, rules.ConfigErrors{e}
			}
			if errors.Is(err, ErrUnknownPreset) {
				e := d.newErrKey([]string{"extends"}, "ruleset/extends", i18n.ExtendsUnknown, ext, strings.Join(presetNames, ", "), didYouMean(ext, presetNames))
				e.Err = ErrUnknownPreset
				return nil, rules.ConfigErrors{e}
			}
			return nil, err
		}
		r = p
		d.inherited = ext
		if ext == "" {
			d.inherited = DefaultPreset
		}
		r.Extends = ext
		if ext == "" {
			r.Extends = DefaultPreset
		}
		// A user file is its own ruleset unless it names itself.
		r.Name = strings.TrimSuffix(filepath.Base(filename), filepath.Ext(filename))
		r.Description = "house rules based on " + r.Extends
		r.Source = filename
	}
	// A value of the wrong type leaves the preset's value in place, so
	// the checks below still run and every problem is reported at once.
	// (The built-in presets set every key; TestPresetsCommented checks it,
	// so that a key added to the schema does not break Preset meanwhile.)
	d.legacyKeys(m)
	hand := r.Deck.Cards / 4
	d.decodeStruct(reflect.ValueOf(r).Elem(), m, nil)
	d.ladderBounds(r, m)
	d.cardsBeforeBidding(r, m, hand)
	var verrs rules.ConfigErrors
	errors.As(r.Validate(), &verrs)
	for _, ve := range verrs {
		d.place(ve)
		d.errs = append(d.errs, ve)
	}
	if len(d.errs) > 0 {
		sortErrors(d.errs)
		return nil, d.errs
	}
	return r, nil
}

// ladderBounds applies bidding.ladder when the file m sets it: min and max
// become its first and last rungs unless the file sets them too (then they
// must agree, which validate checks); bidding.step is not read beside a
// ladder (any value is accepted, so that the TOML of `coinche rules show`
// loads again).
func (d *decoder) ladderBounds(r *rules.Ruleset, m map[string]any) {
	bm, _ := m["bidding"].(map[string]any)
	if _, ok := bm["ladder"]; !ok || len(r.Bidding.Ladder) == 0 {
		return
	}
	l := r.Bidding.Ladder
	if _, ok := bm["min"]; !ok {
		r.Bidding.Min = l[0]
	}
	if _, ok := bm["max"]; !ok {
		r.Bidding.Max = l[len(l)-1]
	}
}

// cardsBeforeBidding reads deal.cards_before_bidding against the file m
// (docs/rulesets.md [deal]: 1 to the hand size). 0 stands for the hand
// size in a Ruleset built in Go, but a file that writes 0 gets
// ruleset/range. When the file does not set the key and the ruleset it
// extends bid on the whole hand (hand cards), the whole hand stays the
// value after a deck.cards that changes the hand size: a 36-card file over
// base bids on 9 cards, not on base's 8.
func (d *decoder) cardsBeforeBidding(r *rules.Ruleset, m map[string]any, hand int) {
	dm, _ := m["deal"].(map[string]any)
	v, set := dm["cards_before_bidding"]
	if n, ok := v.(int64); set && ok && n == 0 {
		d.addKey([]string{"deal", "cards_before_bidding"}, "ruleset/range", i18n.RulesetCardsBefore, max(r.Deck.Cards/4, 1))
	}
	if !set && hand > 0 && r.Deal.CardsBeforeBidding == hand {
		r.Deal.CardsBeforeBidding = r.Deck.Cards / 4
	}
}

// Resolve finds the ruleset of a game. value is the game's Rules tag: a
// built-in name, or the path of a TOML file relative to the directory of
// gameFile ("" or "-" for standard input: the current directory), which may
// not lead outside that directory (the error wraps ErrRulesEscape). An
// empty value means DefaultPreset. When override is not empty (--rules on
// the command line) it wins: a built-in name, or a path taken as given.
// A name that is neither a preset nor an existing file gives an error
// wrapping ErrUnknownPreset.
func Resolve(value, gameFile, override string) (*rules.Ruleset, error) {
	if override != "" {
		if IsPreset(override) {
			return Preset(override)
		}
		if _, err := os.Stat(override); errors.Is(err, fs.ErrNotExist) {
			return nil, &resolveError{ErrUnknownPreset, i18n.S(i18n.OverrideUnknown, override, strings.Join(presetNames, ", "), didYouMean(override, presetNames))}
		} else if err != nil {
			return nil, fmt.Errorf("--rules %s: %w", override, err)
		}
		// LoadFile reads a regular file only: --rules /dev/zero or a
		// named pipe is an error, never an endless read or a wait.
		return LoadFile(override)
	}
	value = strings.TrimSpace(value)
	if value == "" {
		return Preset(DefaultPreset)
	}
	if IsPreset(value) {
		return Preset(value)
	}
	dir := "."
	if gameFile != "" && gameFile != "-" {
		dir = filepath.Dir(gameFile)
	}
	path, why := pathInside(dir, value)
	switch why {
	case "":
	case "an absolute path":
		return nil, &resolveError{ErrRulesEscape, i18n.S(i18n.ResolveAbsolute, value)}
	case "the path leads out of the directory":
		return nil, &resolveError{ErrRulesEscape, i18n.S(i18n.ResolveOutside, value, dir)}
	default: // a symbolic link
		return nil, &resolveError{ErrRulesEscape, i18n.S(i18n.ResolveSymlink, value, dir)}
	}
	if _, err := os.Stat(path); err != nil {
		if !strings.ContainsAny(value, `/\`) && filepath.Ext(value) == "" {
			return nil, &resolveError{ErrUnknownPreset, i18n.S(i18n.ResolveUnknown, value, strings.Join(presetNames, ", "), path, didYouMean(value, presetNames))}
		}
		return nil, fmt.Errorf("rules %q: %w", value, err)
	}
	return LoadFile(path)
}

// ---- decoding ----

type decoder struct {
	file      string
	inherited string // the preset the file extends, for messages
	text      string
	lines     *lineIndex // made at the first error
	pos       map[string]keyPos
	errs      rules.ConfigErrors
}

// placeAt places e at line, col (n bytes long) of the file, through the
// line index made once: an error costs no pass over the text.
func (d *decoder) placeAt(e *rules.ConfigError, line, col, n int) {
	if d.lines == nil {
		d.lines = newLineIndex(d.text)
	}
	start, lt := d.lines.at(line)
	placeLine(e, start, lt, line, col, n)
}

func join(path []string, k string) []string {
	p := make([]string, len(path), len(path)+1)
	copy(p, path)
	return append(p, k)
}

func (d *decoder) decodeStruct(v reflect.Value, m map[string]any, path []string) {
	fields, names := tomlkey.Fields(v.Type())
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		kp := join(path, k)
		i, ok := fields[k]
		if !ok {
			d.unknownKey(kp, names, m[k])
			continue
		}
		d.set(v.Field(i), m[k], kp)
	}
}

func (d *decoder) unknownKey(kp []string, names []string, val any) {
	key := strings.Join(kp, ".")
	section := i18n.S(i18n.RulesetTopLevel)
	if len(kp) > 1 {
		section = i18n.S(i18n.RulesetInTable, strings.Join(kp[:len(kp)-1], "."))
	}
	var hint i18n.Sub
	if s := suggest.Closest(kp[len(kp)-1], names); s != "" {
		hint = i18n.S(i18n.RulesetDidYouMean, strings.Join(join(kp[:len(kp)-1], s), "."))
	} else {
		hint = i18n.S(i18n.RulesetKeysAre, section, strings.Join(names, ", "))
	}
	if _, isTable := val.(map[string]any); isTable {
		d.addKey(kp, "ruleset/unknown-key", i18n.RulesetUnknownTable, key, hint)
		return
	}
	d.addKey(kp, "ruleset/unknown-key", i18n.RulesetUnknownKey, key, hint)
}

// tomlTypeName is the TOML type of a value v, with its article: "a
// string", « une chaîne ».
func tomlTypeName(v any) i18n.Sub {
	switch v.(type) {
	case string:
		return i18n.S(i18n.TypeString)
	case int64:
		return i18n.S(i18n.TypeInteger)
	case float64:
		return i18n.S(i18n.TypeFloat)
	case bool:
		return i18n.S(i18n.TypeBool)
	case []any, []map[string]any:
		return i18n.S(i18n.TypeArray)
	case map[string]any:
		return i18n.S(i18n.TypeTable)
	}
	return i18n.S(i18n.TypeGoValue, fmt.Sprintf("%T", v))
}

// wantName is the TOML type a key of Go type t takes, with its article:
// "an integer", "an array of integers" (« un entier », « un tableau
// d'entiers »).
func wantName(t reflect.Type) i18n.Sub {
	if t.Kind() == reflect.Slice {
		return i18n.S(i18n.TypeArrayOf, elemsName(t.Elem()))
	}
	return typeName(t, i18n.TypeString, i18n.TypeInteger, i18n.TypeNumber, i18n.TypeTrueFalse, i18n.TypeTable, i18n.TypeGo)
}

// elemsName is the elements of an array of Go type t, as "an array of"
// says them: "integers", « d'entiers ».
func elemsName(t reflect.Type) i18n.Sub {
	if t.Kind() == reflect.Slice {
		return i18n.S(i18n.TypesArrayOf, elemsName(t.Elem()))
	}
	return typeName(t, i18n.TypesString, i18n.TypesInteger, i18n.TypesNumber, i18n.TypesTrueFalse, i18n.TypesTable, i18n.TypesGo)
}

// typeName is the word of the keys given for the TOML type of a
// non-array Go type t: a string, an integer, a number, a boolean, a table
// or (goType) another type, named as Go does.
func typeName(t reflect.Type, str, integer, number, boolean, table, goType i18n.Key) i18n.Sub {
	if reflect.PointerTo(t).Implements(reflect.TypeFor[encoding.TextUnmarshaler]()) {
		return i18n.S(str) // an enumerated key's value
	}
	switch t.Kind() {
	case reflect.String:
		return i18n.S(str)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return i18n.S(integer)
	case reflect.Float32, reflect.Float64:
		return i18n.S(number)
	case reflect.Bool:
		return i18n.S(boolean)
	case reflect.Struct:
		return i18n.S(table)
	}
	return i18n.S(goType, t.String())
}

func (d *decoder) typeErr(kp []string, t reflect.Type, val any) {
	d.addKey(kp, "ruleset/type", i18n.RulesetType, keyString(kp), wantName(t), tomlTypeName(val))
}

func keyString(kp []string) string {
	var b strings.Builder
	for i, k := range kp {
		if strings.HasPrefix(k, "[") {
			b.WriteString(k)
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(k)
	}
	return b.String()
}

// tomlUnmarshaler is a key type whose TOML value is not one Go kind (e.g.
// rules.CoincheTurn: a boolean or a string): BurntSushi/toml's
// Unmarshaler. Its error says what it wants: "must be true, false or …".
type tomlUnmarshaler interface {
	UnmarshalTOML(val any) error
}

// set stores val in v (replacing arrays whole); kp is the key path.
func (d *decoder) set(v reflect.Value, val any, kp []string) {
	if d.setUnmarshaler(v, val, kp) {
		return
	}
	t := v.Type()
	switch t.Kind() {
	case reflect.Struct:
		m, ok := val.(map[string]any)
		if !ok {
			d.typeErr(kp, t, val)
			return
		}
		d.decodeStruct(v, m, kp)
	case reflect.Slice:
		d.setSlice(v, val, kp)
	case reflect.Map:
		d.setMap(v, val, kp)
	default:
		d.setScalar(v, val, kp)
	}
}

// setUnmarshaler sets a value that reads itself: a TOML value of several
// types (rules.CoincheTurn: UnmarshalTOML), or an enumerated key's text
// (rules.Enum: UnmarshalText, one of the key's values); false for any
// other value.
func (d *decoder) setUnmarshaler(v reflect.Value, val any, kp []string) bool {
	if !v.CanAddr() {
		return false
	}
	switch u := v.Addr().Interface().(type) {
	case tomlUnmarshaler:
		var ee *rules.EnumError
		if err := u.UnmarshalTOML(val); errors.As(err, &ee) {
			d.enumErr(kp, ee)
		} else if w, ok := u.(interface{ TOMLTypes() i18n.Sub }); ok && err != nil {
			d.addKey(kp, "ruleset/type", i18n.RulesetType, keyString(kp), w.TOMLTypes(), tomlTypeName(val))
		} else if err != nil {
			// the type's own words (English): "must be true, false or …"
			d.add(kp, "ruleset/type", "%s %v, not %s", keyString(kp), err, tomlTypeName(val).In(i18n.English))
		}
		return true
	case encoding.TextUnmarshaler:
		s, ok := val.(string)
		if !ok {
			d.typeErr(kp, reflect.TypeFor[string](), val)
			return true
		}
		var ee *rules.EnumError
		if err := u.UnmarshalText([]byte(s)); errors.As(err, &ee) {
			d.addKey(kp, "ruleset/value", i18n.RulesetWant, keyString(kp), s, quoteList(ee.Want))
		} else if err != nil {
			d.add(kp, "ruleset/value", "%s: %v", keyString(kp), err)
		}
		return true
	}
	return false
}

// setScalar sets a string, a boolean, an integer (within ±10⁹:
// ruleset/range) or a float.
func (d *decoder) setScalar(v reflect.Value, val any, kp []string) {
	t := v.Type()
	switch t.Kind() {
	case reflect.String:
		s, ok := val.(string)
		if !ok {
			d.typeErr(kp, t, val)
			return
		}
		v.SetString(s)
	case reflect.Bool:
		b, ok := val.(bool)
		if !ok {
			d.typeErr(kp, t, val)
			return
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := val.(int64)
		if !ok {
			d.typeErr(kp, t, val)
			return
		}
		if v.OverflowInt(n) || n < -1_000_000_000 || n > 1_000_000_000 {
			d.addKey(kp, "ruleset/range", i18n.RulesetRange, keyString(kp), n)
			return
		}
		v.SetInt(n)
	case reflect.Float32, reflect.Float64:
		switch x := val.(type) {
		case float64:
			v.SetFloat(x)
		case int64:
			v.SetFloat(float64(x))
		default:
			d.typeErr(kp, t, val)
		}
	default:
		d.addKey(kp, "ruleset/type", i18n.RulesetUnsupported, keyString(kp), t.String())
	}
}

// setSlice sets an array, item by item; on any problem in an item the
// field keeps its value.
func (d *decoder) setSlice(v reflect.Value, val any, kp []string) {
	t := v.Type()
	var items []any
	switch x := val.(type) {
	case []any:
		items = x
	case []map[string]any:
		for _, m := range x {
			items = append(items, m)
		}
	default:
		d.typeErr(kp, t, val)
		return
	}
	s := reflect.MakeSlice(t, len(items), len(items))
	n := len(d.errs)
	for i, it := range items {
		d.set(s.Index(i), it, join(kp, fmt.Sprintf("[%d]", i)))
	}
	if len(d.errs) == n {
		v.Set(s)
	}
}

// setMap sets a table with string keys, entry by entry.
func (d *decoder) setMap(v reflect.Value, val any, kp []string) {
	t := v.Type()
	m, ok := val.(map[string]any)
	if !ok || t.Key().Kind() != reflect.String {
		d.typeErr(kp, t, val)
		return
	}
	out := reflect.MakeMapWithSize(t, len(m))
	for k, x := range m {
		e := reflect.New(t.Elem()).Elem()
		d.set(e, x, join(kp, k))
		out.SetMapIndex(reflect.ValueOf(k).Convert(t.Key()), e)
	}
	v.Set(out)
}

func (d *decoder) newErr(kp []string, code, msg string) *rules.ConfigError {
	e := newConfigError(d.file, keyString(kp), code, msg)
	e.Keys = [][]string{kp}
	d.place(e)
	return e
}

func (d *decoder) add(kp []string, code, format string, args ...any) {
	d.errs = append(d.errs, d.newErr(kp, code, fmt.Sprintf(format, args...)))
}

// addKey is add with a message of the catalog (rules.ConfigError
// SetMessage): written in French too.
func (d *decoder) addKey(kp []string, code string, key i18n.Key, args ...any) {
	d.errs = append(d.errs, d.newErrKey(kp, code, key, args...))
}

// newErrKey is newErr with a message of the catalog.
func (d *decoder) newErrKey(kp []string, code string, key i18n.Key, args ...any) *rules.ConfigError {
	e := newConfigError(d.file, keyString(kp), code, "")
	e.SetMessage(key, args...)
	e.Keys = [][]string{kp}
	d.place(e)
	return e
}

// didYouMean is suggest.DidYouMean as a message of the catalog: "; did
// you mean "base"?", or "" when no name is near.
func didYouMean(name string, names []string) any {
	if c := suggest.Closest(name, names); c != "" {
		return i18n.S(i18n.DidYouMean, c)
	}
	return ""
}

// enumErr reports a value not among its key's (an EnumError): the values
// allowed, or what the key allows in words (English: EnumError.Says).
func (d *decoder) enumErr(kp []string, ee *rules.EnumError) {
	if ee.SaysKey != "" {
		d.addKey(kp, "ruleset/value", i18n.RulesetWant, ee.Key, ee.Value, i18n.S(ee.SaysKey))
		return
	}
	if ee.Says != "" {
		d.add(kp, "ruleset/value", "%v", ee)
		return
	}
	d.addKey(kp, "ruleset/value", i18n.RulesetWant, ee.Key, ee.Value, quoteList(ee.Want))
}

// place sets the file, line and column of e: the first of its keys that
// the file sets (an array element's own place when known), else their
// tables, else the extends line, else 1:1. A message about a key the file
// does not set says which preset it comes from.
func (d *decoder) place(e *rules.ConfigError) {
	e.File = d.file
	if len(e.Keys) > 0 && d.inherited != "" {
		k := e.Keys[0]
		for len(k) > 1 && strings.HasPrefix(k[len(k)-1], "[") {
			k = k[:len(k)-1]
		}
		if _, set := d.pos[keyString(k)]; !set {
			e.SetInherited(keyString(k), d.inherited)
		}
	}
	// The keys themselves first, then their parents (deal.patterns[1] →
	// deal.patterns → deal).
	for cut := 0; ; cut++ {
		more := false
		for _, kp := range e.Keys {
			if n := len(kp) - cut; n > 0 {
				more = true
				if p, ok := d.pos[keyString(kp[:n])]; ok {
					d.placeAt(e, p.line, p.col, p.len)
					return
				}
			}
		}
		if !more {
			break
		}
	}
	if p, ok := d.pos["extends"]; ok {
		d.placeAt(e, p.line, p.col, p.len)
		return
	}
	d.placeAt(e, 1, 1, 0)
}

func lineText(text string, n int) string {
	for i := 1; i < n; i++ {
		j := strings.IndexByte(text, '\n')
		if j < 0 {
			return ""
		}
		text = text[j+1:]
	}
	if j := strings.IndexByte(text, '\n'); j >= 0 {
		text = text[:j]
	}
	return strings.TrimSuffix(text, "\r")
}

func syntaxError(filename, text string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		line, col := pe.Position.Line, pe.Position.Col
		if line < 1 {
			line = 1
		}
		lt := lineText(text, line)
		if col < 1 || col > len(lt)+1 {
			col = len(lt) + 1
		}
		msg := pe.Message
		if pe.LastKey != "" {
			msg += fmt.Sprintf(" (after key %s)", pe.LastKey)
		}
		e := newConfigError(filename, pe.LastKey, "ruleset/syntax", msg)
		placeAt(e, text, line, col, pe.Position.Len)
		return rules.ConfigErrors{e}
	}
	e := newConfigError(filename, "", "ruleset/syntax", err.Error())
	placeAt(e, text, 1, 1, 0)
	return rules.ConfigErrors{e}
}
