package live

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkAddUndo adds a deal to the 12-deal session game and takes it
// back: two locked, synced, atomic replacements, each with a parse, a
// check of every deal and a sheet.
func BenchmarkAddUndo(b *testing.B) {
	src := mustRead(b, filepath.Join("testdata", "session.coinche"))
	// The session game is won at its target: raise it to go on.
	src = bytes.Replace(src, []byte(`[Target "1700"]`), []byte(`[Target "100000"]`), 1)
	path := filepath.Join(b.TempDir(), "soir.coinche")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		b.Fatal(err)
	}
	entry := words("N 80H 100")
	b.ReportAllocs()
	for b.Loop() {
		if err := Add(path, entry, io.Discard); err != nil {
			b.Fatal(err)
		}
		if err := Undo(path, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
