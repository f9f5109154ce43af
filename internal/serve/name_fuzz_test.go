package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzGameName: whatever the name, a path the server accepts is a plain
// NAME.coinche file of DIR, never elsewhere, never hidden.
func FuzzGameName(f *testing.F) {
	for _, s := range []string{"t", "table-1", "../x", "..", "/etc/passwd", "a/b", `a\b`, ".t", "-x", "é", "a..b", "x\x00", "CON", strings.Repeat("a", 81)} {
		f.Add(s)
	}
	dir := f.TempDir()
	s, err := NewServer(Options{Dir: dir, Addr: "127.0.0.1:0"})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(s.Close)
	f.Fuzz(func(t *testing.T, name string) {
		p, err := s.gamePath(name, false)
		if err != nil {
			return
		}
		if filepath.Dir(p) != s.dir || filepath.Base(p) != name+Ext || strings.HasPrefix(filepath.Base(p), ".") {
			t.Fatalf("%q accepted as %s", name, p)
		}
		if _, err := os.Lstat(p); err == nil {
			t.Fatalf("%q: a file exists", name)
		}
	})
}
