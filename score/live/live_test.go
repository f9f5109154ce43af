package live

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
)

// testdataDir is testdata/ as an absolute path: some tests change the
// working directory.
var testdataDir, _ = filepath.Abs("testdata")

// testOptions is the header of the test games: a target no test reaches.
var testOptions = NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Target: 100000, Dealer: "N"}

// newGame creates a game file in a temporary directory.
func newGame(t testing.TB, opts NewOptions) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "soir.coinche")
	if err := New(path, opts); err != nil {
		t.Fatal(err)
	}
	return path
}

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	goldentest.Check(t, filepath.Join(testdataDir, name), got)
}

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func words(s string) []string { return strings.Fields(s) }
