package rulesfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/rules"
)

// configErr returns the first *ConfigError of err, or fails.
func configErr(t *testing.T, err error) *rules.ConfigError {
	t.Helper()
	var ce *rules.ConfigError
	if !errors.As(err, &ce) {
		t.Fatalf("err = %v, want a *ConfigError", err)
	}
	return ce
}

// TestDepthBound: a file nested beyond MaxDepth is refused with
// ruleset/depth at the place it goes too deep, before the TOML library
// reads it (which took 85 s and 2.1 GB on 10,000 inline tables, and ran
// out of memory on a 100,000-part header); brackets in strings and
// comments count for nothing.
func TestDepthBound(t *testing.T) {
	deep := func(open, close string, n int) string {
		return strings.Repeat(open, n) + "1" + strings.Repeat(close, n)
	}
	for _, tc := range []struct {
		name      string
		src       string
		line, col int // of the ruleset/depth error; 0: none
	}{
		{"inline tables 1000 deep", "x = " + deep("{a = ", "}", 1000), 1, 5 + 5*(MaxDepth-1)},
		{"arrays 1000 deep", "# arrays\nx = " + deep("[", "]", 1000), 2, 5 + MaxDepth - 1},
		{"header of 1000 parts", "[a" + strings.Repeat(".a", 999) + "]\nx = 1\n", 1, 1},
		{"array-of-tables header", "[[a" + strings.Repeat(".a", 40) + "]]\n", 1, 1},
		{"dotted key of 40 parts", "\n\n  a" + strings.Repeat(".a", 39) + " = 1\n", 3, 3},
		{"header plus key", "[" + strings.Repeat("a.", MaxDepth-2) + "a]\nb.c = 1\n", 2, 1},
		{"key inside an inline table", "x = { y = 1, " + strings.Repeat("a.", MaxDepth) + "a = 2 }\n", 1, 14},
		{"at the bound", "x = " + deep("[", "]", MaxDepth-1), 0, 0},
		{"in a string", `x = "` + strings.Repeat("[{", 1000) + `"`, 0, 0},
		{"in a literal string", `x = '` + strings.Repeat("[", 1000) + `'`, 0, 0},
		{"in a multi-line string", "x = \"\"\"\n" + strings.Repeat("[\\\"\"\n", 1000) + "\"\"\"\ny = 1\n", 0, 0},
		{"in a multi-line literal", "x = '''" + strings.Repeat("{", 1000) + "'''", 0, 0},
		{"in a comment", "x = 1 # " + strings.Repeat("[", 1000) + "\n", 0, 0},
		{"in a quoted key", `"` + strings.Repeat("a.", 1000) + `a" = 1`, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			done := make(chan error, 1)
			go func() { _, err := Load("deep.toml", []byte(tc.src)); done <- err }()
			var err error
			select {
			case err = <-done:
			case <-time.After(20 * time.Second):
				t.Fatal("Load did not return in 20 s")
			}
			var ce *rules.ConfigError
			errors.As(err, &ce)
			if tc.line == 0 {
				if ce != nil && ce.Code == "ruleset/depth" {
					t.Fatalf("err = %v, want no ruleset/depth error", err)
				}
				return
			}
			if ce == nil || ce.Code != "ruleset/depth" || ce.Pos.Line != tc.line || ce.Pos.Col != tc.col {
				t.Fatalf("err = %.300v, want ruleset/depth at %d:%d", err, tc.line, tc.col)
			}
			if !strings.Contains(ce.Msg, fmt.Sprint(MaxDepth)) {
				t.Errorf("message %q does not give the bound", ce.Msg)
			}
			if fr := ce.MessageIn(i18n.French); !strings.Contains(fr, "imbriqués sur plus de "+fmt.Sprint(MaxDepth)) {
				t.Errorf("French %q", fr)
			}
		})
	}
}

// TestPresetsDepth: the schema needs a depth of 4, as MaxDepth's comment
// and the message say: every built-in ruleset is within 4, and the
// dealing patterns need 4.
func TestPresetsDepth(t *testing.T) {
	for _, name := range presetNames {
		src, err := PresetTOML(name)
		if err != nil {
			t.Fatal(err)
		}
		s := depthScanner{src: string(src), max: 4}
		if !s.document() {
			t.Errorf("%s nests deeper than 4 at byte %d", name, s.at)
		}
	}
	s := depthScanner{src: "[deal]\npatterns = [[3, 2, 3]]\n", max: 3}
	if s.document() {
		t.Error("[deal] patterns = [[…]] is within 3: the depth the schema needs is not 4")
	}
}

// TestRulesFileSpecial: a ruleset path naming a named pipe, a device or a
// directory is refused at once (it hung forever on a pipe, and read
// without end from /dev/zero), so is a file over MaxFileSize; a file of
// MaxFileSize bytes is read.
func TestRulesFileSpecial(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		t.Helper()
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	fifo := filepath.Join(dir, "fifo.toml")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes:", err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub.toml"), 0o755); err != nil {
		t.Fatal(err)
	}
	big := write("big.toml", "#"+strings.Repeat("x", MaxFileSize)+"\n")
	write("full.toml", "#"+strings.Repeat("x", MaxFileSize-2)+"\n")
	game := filepath.Join(dir, "game.coinche")

	// within runs f, failing if it does not return within 10 s.
	within := func(t *testing.T, f func() error) error {
		t.Helper()
		done := make(chan error, 1)
		go func() { done <- f() }()
		select {
		case err := <-done:
			return err
		case <-time.After(10 * time.Second):
			t.Fatal("still reading after 10 s")
		}
		return nil
	}
	for _, tc := range []struct {
		name string
		load func() error
		want error // nil: loads
	}{
		{"LoadFile fifo", func() error { _, err := LoadFile(fifo); return err }, ErrNotRegularFile},
		{"Rules tag fifo", func() error { _, err := Resolve("fifo.toml", game, ""); return err }, ErrNotRegularFile},
		{"--rules fifo", func() error { _, err := Resolve("", game, fifo); return err }, ErrNotRegularFile},
		{"--rules /dev/null", func() error { _, err := Resolve("", "", os.DevNull); return err }, ErrNotRegularFile},
		{"--rules directory", func() error { _, err := Resolve("", "", filepath.Join(dir, "sub.toml")); return err }, ErrNotRegularFile},
		{"extends fifo", func() error {
			_, err := LoadFile(write("x1.toml", "# house\nextends = \"fifo.toml\"\n"))
			if ce := configErr(t, err); ce.Code != "ruleset/extends" || ce.Pos.Line != 2 {
				t.Errorf("err = %v, want ruleset/extends at line 2", err)
			}
			return err
		}, ErrNotRegularFile},
		{"too large", func() error { _, err := LoadFile(big); return err }, ErrFileTooLarge},
		{"extends too large", func() error {
			_, err := LoadFile(write("x2.toml", "extends = \"big.toml\"\n"))
			return err
		}, ErrFileTooLarge},
		{"exactly the limit", func() error { _, err := LoadFile(filepath.Join(dir, "full.toml")); return err }, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := within(t, tc.load)
			if tc.want == nil {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %.300v, want one wrapping %v", err, tc.want)
			}
		})
	}
}

// TestExtendsChainBound: a chain of MaxExtends files loads; one more file
// is a ruleset/extends-depth error at the extends line that makes the
// chain too long.
func TestExtendsChainBound(t *testing.T) {
	dir := t.TempDir()
	chain := func(n int) string { // f1 extends f2 … extends fn extends montpellier
		for i := 1; i <= n; i++ {
			ext := fmt.Sprintf("f%d.toml", i+1)
			if i == n {
				ext = "montpellier"
			}
			text := fmt.Sprintf("# file %d\nextends = %q\n", i, ext)
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.toml", i)), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return filepath.Join(dir, "f1.toml")
	}
	r, err := LoadFile(chain(MaxExtends))
	if err != nil {
		t.Fatalf("a chain of %d files: %v", MaxExtends, err)
	}
	if r.Game.Target != 2000 && r.Extends == "" {
		t.Errorf("chain of %d: %+v", MaxExtends, r)
	}
	_, err = LoadFile(chain(MaxExtends + 1))
	ce := configErr(t, err)
	if ce.Code != "ruleset/extends-depth" || ce.Pos.Line != 2 || filepath.Base(ce.File) != fmt.Sprintf("f%d.toml", MaxExtends) {
		t.Fatalf("a chain of %d files: err = %v, want ruleset/extends-depth at f%d.toml:2", MaxExtends+1, err, MaxExtends)
	}
}

// TestLineIndex: the line index gives the lines and positions a scan of
// the text gives, whatever the line endings.
func TestLineIndex(t *testing.T) {
	for _, text := range []string{"", "a", "a\n", "a\nbc\r\n\nd", "\n\n\n", "x = 1\r\ny = 2"} {
		l := newLineIndex(text)
		for n := 1; n <= strings.Count(text, "\n")+2; n++ {
			gs, gt := l.at(n)
			ws, wt := lineAt(text, n)
			if gs != ws || gt != wt {
				t.Errorf("%q line %d = %d %q, want %d %q", text, n, gs, gt, ws, wt)
			}
		}
		line, col := 1, 1
		for off := 0; off <= len(text); off++ {
			if gl, gc := l.position(off); gl != line || gc != col {
				t.Errorf("%q offset %d = %d:%d, want %d:%d", text, off, gl, gc, line, col)
			}
			if off < len(text) && text[off] == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
	}
}

// TestManyUnknownKeys: every unknown key of a long file is placed at its
// own line, quoted (the line index, not a scan per error).
func TestManyUnknownKeys(t *testing.T) {
	var b strings.Builder
	const n = 2000
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "unknown_%d = %d\n", i, i)
	}
	_, err := Load("many.toml", []byte(b.String()))
	var list rules.ConfigErrors
	if !errors.As(err, &list) || len(list) != n {
		t.Fatalf("got %d errors, want %d", len(list), n)
	}
	for _, e := range list {
		var i int
		fmt.Sscanf(e.Key, "unknown_%d", &i)
		if e.Pos.Line != i+1 || e.Text != fmt.Sprintf("unknown_%d = %d", i, i) {
			t.Fatalf("%s at line %d quoting %q", e.Key, e.Pos.Line, e.Text)
		}
	}
}

// BenchmarkLoadUnknownKeys: 100,000 unknown keys (62 s when each error
// scanned the file for its line).
func BenchmarkLoadUnknownKeys(b *testing.B) {
	var sb strings.Builder
	for i := 0; i < 100_000; i++ {
		fmt.Fprintf(&sb, "unknown_%d = %d\n", i, i)
	}
	src := []byte(sb.String())
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Load("many.toml", src); err == nil {
			b.Fatal("no error")
		}
	}
}

// BenchmarkExtendsChain: a chain of MaxExtends files.
func BenchmarkExtendsChain(b *testing.B) {
	dir := b.TempDir()
	for i := 1; i <= MaxExtends; i++ {
		ext := fmt.Sprintf("f%d.toml", i+1)
		if i == MaxExtends {
			ext = "montpellier"
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.toml", i)), []byte(fmt.Sprintf("extends = %q\n", ext)), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if _, err := LoadFile(filepath.Join(dir, "f1.toml")); err != nil {
			b.Fatal(err)
		}
	}
}
