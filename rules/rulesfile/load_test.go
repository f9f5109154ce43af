package rulesfile

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/rules"
)

// The -update flag (registered in golden_engine_test.go, read by
// updateGolden) rewrites testdata/rulesets/*.golden and the generated
// parts of docs/rulesets.md.

func TestPresetsLoad(t *testing.T) {
	infos := Presets()
	var names []string
	for _, p := range infos {
		names = append(names, p.Name)
	}
	if want := []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"}; !reflect.DeepEqual(names, want) {
		t.Fatalf("Presets() = %v, want %v", names, want)
	}
	for i, info := range infos {
		t.Run(info.Name, func(t *testing.T) {
			r, err := Preset(info.Name)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Validate(); err != nil {
				t.Errorf("Validate: %v", err)
			}
			if w := r.Lint(); len(w) > 0 {
				t.Errorf("Lint: %v", w)
			}
			if r.Name != info.Name {
				t.Errorf("name = %q, want %q", r.Name, info.Name)
			}
			if info.Description == "" || strings.Contains(info.Description, "\n") {
				t.Errorf("description %q: want one line", info.Description)
			}
			if want := fmt.Sprintf("%03d_", i); !strings.HasPrefix(info.Source, want) || !strings.HasSuffix(info.Source, ".txt") {
				t.Errorf("source = %q, want %s….txt", info.Source, want)
			}
			// The embedded text decodes to the same ruleset.
			src, err := PresetTOML(info.Name)
			if err != nil {
				t.Fatal(err)
			}
			r2, err := decodeFile(info.Name+".toml", src, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(r, r2) {
				t.Error("PresetTOML does not decode to Preset")
			}
			// TOML() round-trips.
			r3, err := Load("roundtrip.toml", r.TOML())
			if err != nil {
				t.Fatalf("Load(TOML()): %v\n%s", err, r.TOML())
			}
			r3.Extends = r.Extends
			if !reflect.DeepEqual(r, r3) {
				t.Errorf("Load(TOML()) differs from the preset:\n%s", r.TOML())
			}
			// A copy is a copy.
			r.Deal.Patterns[0][0] = 99
			r.Bidding.Specials = append(r.Bidding.Specials[:0], rules.SpecialGenerale)
			fresh, _ := Preset(info.Name)
			if fresh.Deal.Patterns[0][0] == 99 || (len(fresh.Bidding.Specials) > 0 && fresh.Bidding.Specials[0] == rules.SpecialGenerale) {
				t.Error("Preset returns shared slices")
			}
		})
	}
}

func TestPresetErrors(t *testing.T) {
	for _, name := range []string{"", "Base", "montpelier", "../base"} {
		if _, err := Preset(name); !errors.Is(err, ErrUnknownPreset) {
			t.Errorf("Preset(%q) = %v, want ErrUnknownPreset", name, err)
		}
		if _, err := PresetTOML(name); !errors.Is(err, ErrUnknownPreset) {
			t.Errorf("PresetTOML(%q) = %v, want ErrUnknownPreset", name, err)
		}
	}
}

var keyLine = regexp.MustCompile(`^([a-z_]+) = `)

// Every key of every preset is present and carries a comment quoting its
// source (or saying it is ambiguous) on the lines just above it.
func TestPresetsCommented(t *testing.T) {
	for _, info := range Presets() {
		t.Run(info.Name, func(t *testing.T) {
			src, _ := PresetTOML(info.Name)
			cited := presetCitations(t, src)
			for _, k := range rules.SchemaKeys() {
				c, ok := cited[k]
				if !ok {
					t.Errorf("key %s is missing", k)
					continue
				}
				if k == "name" || k == "description" || k == "source" {
					continue
				}
				if c == "" {
					t.Errorf("key %s has no comment", k)
				} else if !strings.Contains(c, "«") && !strings.Contains(c, "ambiguous:") {
					t.Errorf("key %s: the comment neither quotes (« … ») nor says ambiguous: %q", k, c)
				}
			}
		})
	}
}

// presetCitations maps each key of a preset to the comment lines above it
// (joined with a newline, without "# ").
func presetCitations(t *testing.T, src []byte) map[string]string {
	t.Helper()
	out := map[string]string{}
	section := ""
	var comment []string
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# "):
			comment = append(comment, strings.TrimPrefix(line, "# "))
		case strings.HasPrefix(line, "["):
			section = strings.Trim(line, "[]")
			comment = nil
		case keyLine.MatchString(line):
			k := keyLine.FindStringSubmatch(line)[1]
			if section != "" {
				k = section + "." + k
			}
			if _, dup := out[k]; dup {
				t.Errorf("key %s twice", k)
			}
			out[k] = strings.Join(comment, "\n")
			comment = nil
		case strings.TrimSpace(line) == "":
			comment = nil
		default:
			t.Errorf("unexpected line %q", line)
		}
	}
	return out
}

// TestLoadFiles loads each user file under testdata/rulesets and compares
// the outcome with its golden file: the errors, or the keys that differ
// from the preset the file extends.
func TestLoadFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "rulesets", "*.toml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".toml")
		t.Run(name, func(t *testing.T) {
			got := loadOutcome(t, file)
			golden := strings.TrimSuffix(file, ".toml") + ".golden"
			if goldentest.Update() {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./rules -run TestLoadFiles -update)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs (-want +got):\n%s", golden, cmp.Diff(string(want), got))
			}
			// The file's expectation is in its name.
			isErr := strings.HasPrefix(name, "err-")
			if isErr != strings.HasPrefix(got, "error") {
				t.Errorf("%s: file name says error=%v, outcome:\n%s", name, isErr, got)
			}
		})
	}
}

func loadOutcome(t *testing.T, file string) string {
	r, err := LoadFile(filepath.ToSlash(file))
	if err != nil {
		var b strings.Builder
		var list rules.ConfigErrors
		if !errors.As(err, &list) {
			t.Fatalf("error is %T, want ConfigErrors: %v", err, err)
		}
		fmt.Fprintf(&b, "errors: %d\n", len(list))
		for _, e := range list {
			var ce *rules.ConfigError
			if !errors.As(error(e), &ce) || ce.Pos.Line < 1 || ce.Pos.Col < 1 || ce.File == "" || ce.Code == "" {
				t.Errorf("bad ConfigError %+v", e)
			}
			// One renderer: the error printed among a game's problems
			// (package diag, quoting the line from the file by its
			// offset) reads as the error itself.
			var tty bytes.Buffer
			if err := diag.Write(&tty, notation.ErrorList{e.Notation()}, diag.TTY, diag.FileLines()); err != nil {
				t.Fatal(err)
			}
			if tty.String() != e.Error()+"\n" {
				t.Errorf("diag.Write tty:\n%s\nwant\n%s", tty.String(), e.Error())
			}
			fmt.Fprintf(&b, "%s\n", e)
		}
		if errors.Is(err, ErrUnknownPreset) {
			b.WriteString("(wraps ErrUnknownPreset)\n")
		}
		if errors.Is(err, ErrRulesEscape) {
			b.WriteString("(wraps ErrRulesEscape)\n")
		}
		return b.String()
	}
	if err := r.Validate(); err != nil {
		t.Errorf("loaded ruleset does not validate: %v", err)
	}
	var base *rules.Ruleset
	if IsPreset(r.Extends) {
		base, err = Preset(r.Extends)
	} else { // a house-rules file beside this one
		base, err = LoadFile(filepath.Join(filepath.Dir(file), r.Extends))
	}
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "ok: name %q, extends %q\n", r.Name, r.Extends)
	was := map[string]string{}
	for _, s := range base.Settings() {
		was[s.Key] = s.Value
	}
	for _, s := range r.Settings() {
		if s.Key == "name" || s.Key == "description" || s.Key == "source" {
			continue
		}
		if was[s.Key] != s.Value {
			fmt.Fprintf(&b, "%s = %s (was %s)\n", s.Key, s.Value, was[s.Key])
		}
	}
	for _, w := range r.Lint() {
		fmt.Fprintf(&b, "lint: %s\n", w)
	}
	return b.String()
}

func TestValidateWithoutFile(t *testing.T) {
	var r rules.Ruleset
	err := r.Validate()
	var list rules.ConfigErrors
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("zero Ruleset: Validate() = %v, want ConfigErrors", err)
	}
	if got, want := list[0].Error(), `deck.cards: error[ruleset/range]: deck.cards = 0: want 32 (7 to ace) or 36 (6 to ace)`; got != want {
		t.Errorf("first error = %q, want %q", got, want)
	}
	r2, _ := Preset("montpellier")
	r2.Bidding.Min, r2.Bidding.Max = 170, 160
	r2.Play.Undertrump = rules.PlayUndertrump(9)
	err = r2.Validate()
	for _, want := range []string{
		"bidding.min: error[ruleset/range]: bidding.min = 170 is above bidding.max = 160",
		`play.undertrump: error[ruleset/value]: play.undertrump = play.undertrump(9): want "forced", "free" or "only-trumps-left"`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Validate() = %v\nwant it to contain %q", err, want)
		}
	}
}

func TestKeyPositions(t *testing.T) {
	src := "# c\nname = \"x\" # trailing\n[deal]\n  direction = 'cw'\npatterns = [\n  [3, 2, 3], # one\n  [4,4],\n]\n[bidding]\n\"min\" = 80\nspecials.x = 1\nnote = \"\"\"\nmax = 3\n\"\"\"\ny = {a = 1, b.c = [1, 2]}\n"
	got := scanKeyPositions(src)
	want := map[string]keyPos{
		"name":               {2, 1, 4},
		"deal":               {3, 2, 4},
		"deal.direction":     {4, 3, 9},
		"deal.patterns":      {5, 1, 8},
		"deal.patterns[0]":   {6, 3, 9},
		"deal.patterns[1]":   {7, 3, 5},
		"bidding":            {9, 2, 7},
		"bidding.min":        {10, 1, 5},
		"bidding.specials.x": {11, 1, 10},
		"bidding.note":       {12, 1, 4},
		"bidding.y":          {15, 1, 1},
		"bidding.y.a":        {15, 6, 1},
		"bidding.y.b.c":      {15, 13, 3},
		"bidding.y.b.c[1]":   {15, 23, 1},
	}
	for k, w := range want {
		if g, ok := got[k]; !ok || g != w {
			t.Errorf("%s: got %+v (found %v), want %+v", k, g, ok, w)
		}
	}
	if _, ok := got["bidding.max"]; ok {
		t.Error("found a key inside a multi-line string")
	}
}

func TestResolve(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "games", "soir.coinche")
	if err := os.MkdirAll(filepath.Join(dir, "games", "club"), 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(dir, "games", "club", "house.toml"), "extends = \"montpellier\"\n[game]\ntarget = 1000\n")
	write(filepath.Join(dir, "outside.toml"), "extends = \"classique\"\n")
	if err := os.Symlink(filepath.Join(dir, "outside.toml"), filepath.Join(dir, "games", "link.toml")); err != nil {
		t.Logf("no symlink: %v", err)
	}
	tests := []struct {
		value, game, override string
		wantName              string // or
		wantErr               error
		wantTarget            int
	}{
		{value: "montpellier", game: game, wantName: "montpellier", wantTarget: 2000},
		{value: "", game: game, wantName: "base", wantTarget: 2000},
		{value: "club/house.toml", game: game, wantName: "house", wantTarget: 1000},
		{value: "./club/../club/house.toml", game: game, wantName: "house", wantTarget: 1000},
		{value: "../outside.toml", game: game, wantErr: ErrRulesEscape},
		{value: "club/../../outside.toml", game: game, wantErr: ErrRulesEscape},
		{value: filepath.Join(dir, "outside.toml"), game: game, wantErr: ErrRulesEscape},
		{value: "link.toml", game: game, wantErr: ErrRulesEscape},
		{value: "../outside.toml", game: game, override: "annonces", wantName: "annonces", wantTarget: 2000},
		{value: "../outside.toml", game: game, override: filepath.Join(dir, "outside.toml"), wantName: "outside", wantTarget: 1500},
		{value: "bretagne", game: game, wantErr: ErrUnknownPreset},
		{value: "montpellier", game: game, override: "nowhere", wantErr: ErrUnknownPreset},
		{value: "club/missing.toml", game: game, wantErr: os.ErrNotExist},
	}
	for _, tc := range tests {
		t.Run(tc.value+"|"+tc.override, func(t *testing.T) {
			if tc.value == "link.toml" {
				if _, err := os.Lstat(filepath.Join(dir, "games", "link.toml")); err != nil {
					t.Skip("no symlink")
				}
			}
			r, err := Resolve(tc.value, tc.game, tc.override)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Resolve = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if r.Name != tc.wantName || r.Game.Target != tc.wantTarget {
				t.Errorf("got %s (target %d), want %s (target %d)", r.Name, r.Game.Target, tc.wantName, tc.wantTarget)
			}
		})
	}
}

func FuzzLoad(f *testing.F) {
	for _, p := range Presets() {
		src, _ := PresetTOML(p.Name)
		f.Add(src)
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "rulesets", "*.toml"))
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("extends = 'annonces'\ny = {a = [1, {b = 2}], c.d = \"\"\"x\n\"\"\"}\n"))
	f.Fuzz(fuzzLoadOne)
}

// fuzzLoadOne: Load never panics; its errors are positioned ConfigErrors;
// what it accepts validates and round-trips through TOML().
func fuzzLoadOne(t *testing.T, src []byte) {
	{
		_ = scanKeyPositions(string(src))
		r, err := Load("fuzz.toml", src)
		if err != nil {
			var list rules.ConfigErrors
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("error %T is not a ConfigErrors: %v", err, err)
			}
			for _, e := range list {
				if e.Pos.Line < 1 || e.Pos.Col < 1 || e.Msg == "" || e.Code == "" {
					t.Fatalf("bad error %+v", e)
				}
				_ = e.Error()
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("Load accepted an invalid ruleset: %v", err)
		}
		r2, err := Load("again.toml", r.TOML())
		if err != nil {
			t.Fatalf("Load(TOML()) = %v\n%s", err, r.TOML())
		}
		r2.Extends, r2.Name = r.Extends, r.Name
		if !reflect.DeepEqual(r.Settings(), r2.Settings()) {
			t.Fatalf("TOML() does not round-trip:\n%s", r.TOML())
		}
	}
}

// The totals the documents state: 000 « Le nombre de points total du jeu
// est de 157 pts. »; 001 « ... l'équipe adverse marque 162 points »; 002
// « il y a un total de 152 pour les cartes, 10 pour le dernier tour, et
// éventuellement 20 si une belote est déclarée, pour un total général de
// 162 ou 182 points »; 003 « L'ensemble du jeu comporte 152 points. » and
// 10 for the der; 004 « the opposing team scores 162 points ».
func TestDocumentTotals(t *testing.T) {
	for _, tc := range []struct {
		preset       string
		cards, total int
	}{
		{"tournoi-2018", 152, 157},
		{"classique", 152, 162},
		{"base", 152, 162},
		{"montpellier", 152, 162},
		{"annonces", 152, 162},
	} {
		r, err := Preset(tc.preset)
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []notation.Strain{notation.TrumpS, notation.SansAtout, notation.ToutAtout} {
			if kind != notation.TrumpS && !r.Bidding.SansAtout && !r.Bidding.ToutAtout && r.Deck.Cards == 36 {
				continue // 000 has neither; its unused values need not add up
			}
			if got := r.CardPointsTotal(kind); got != tc.cards {
				t.Errorf("%s %s: cards worth %d, want %d", tc.preset, kind, got, tc.cards)
			}
		}
		if got := r.CardPointsTotal(notation.TrumpS) + r.Cards.LastTrick; got != tc.total {
			t.Errorf("%s: total %d, want %d", tc.preset, got, tc.total)
		}
	}
}

// extends of a file refuses an absolute path and a symbolic link that
// leads out of the file's directory (as Resolve does for a Rules tag), and
// follows one that stays inside.
func TestExtendsFileEscape(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "club")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(path, text string) {
		t.Helper()
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(root, "outside.toml"), "extends = \"base\"\n")
	write(filepath.Join(dir, "inside.toml"), "extends = \"montpellier\"\n[game]\ntarget = 1000\n")
	if err := os.Symlink(filepath.Join(root, "outside.toml"), filepath.Join(dir, "out-link.toml")); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if err := os.Symlink(filepath.Join(dir, "inside.toml"), filepath.Join(dir, "in-link.toml")); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		extends string
		escape  bool
	}{
		{filepath.Join(root, "outside.toml"), true},
		{"out-link.toml", true},
		{"../outside.toml", true},
		{"in-link.toml", false},
		{"./inside.toml", false},
	} {
		t.Run(tc.extends, func(t *testing.T) {
			path := filepath.Join(dir, "house.toml")
			write(path, fmt.Sprintf("extends = %q\n", tc.extends))
			r, err := LoadFile(path)
			if tc.escape {
				var ce *rules.ConfigError
				if !errors.Is(err, ErrRulesEscape) || !errors.As(err, &ce) || ce.Pos.Line != 1 || ce.Code != "ruleset/extends" {
					t.Fatalf("err = %v, want a ruleset/extends error at line 1 wrapping ErrRulesEscape", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if r.Game.Target != 1000 || r.Scoring.CapotCoinched != 750 {
				t.Errorf("target %d, capot_coinched %d: not montpellier to 1000", r.Game.Target, r.Scoring.CapotCoinched)
			}
		})
	}
}

// TestResolveSymlinkNamedEitherWay: a Rules tag naming a symbolic link
// in the game's directory is accepted (its target inside the directory)
// or refused (outside) from the resolved paths, the same whether the game
// file is named relatively or absolutely (the link's target absolute:
// once refused when the game was named relatively).
func TestResolveSymlinkNamedEitherWay(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "club")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for path, text := range map[string]string{
		filepath.Join(root, "outside.toml"): "extends = \"base\"\n",
		filepath.Join(dir, "inside.toml"):   "extends = \"montpellier\"\n[game]\ntarget = 1000\n",
	} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(dir, "inside.toml"), filepath.Join(dir, "in-link.toml")); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if err := os.Symlink(filepath.Join(root, "outside.toml"), filepath.Join(dir, "out-link.toml")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for _, tc := range []struct {
		tag    string
		escape bool
	}{
		{"in-link.toml", false},
		{"out-link.toml", true},
		{"inside.toml", false},
	} {
		for _, game := range []string{"game.coinche", "./game.coinche", filepath.Join(dir, "game.coinche")} {
			t.Run(tc.tag+"/"+game, func(t *testing.T) {
				r, err := Resolve(tc.tag, game, "")
				if tc.escape {
					if !errors.Is(err, ErrRulesEscape) {
						t.Fatalf("err = %v, want one wrapping ErrRulesEscape", err)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				if r.Game.Target != 1000 {
					t.Errorf("target %d: not inside.toml", r.Game.Target)
				}
			})
		}
	}
}
