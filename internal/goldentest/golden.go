// Package goldentest compares a test's output with its golden file, or
// rewrites the file when the test runs with -update: the one helper the
// golden tests of several packages share.
package goldentest

import (
	"flag"
	"os"

	"github.com/google/go-cmp/cmp"
)

// update is the one -update flag of every golden test: a test binary that
// imports this package has it.
var update = flag.Bool("update", false, "rewrite the golden files instead of comparing with them")

// Update reports whether the tests run with -update: golden files are
// rewritten, not compared.
func Update() bool { return *update }

// T is the part of testing.TB that Check uses.
type T interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
	Errorf(format string, args ...any)
}

// Check compares got with the file at path and reports a difference
// (-want +got) as an error of t; with -update it writes got to path
// instead. A missing file is fatal, naming -update.
func Check(t T, path string, got []byte) {
	t.Helper()
	check(t, path, got, *update)
}

func check(t T, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update creates it)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs (go test -update rewrites it) (-want +got):\n%s", path, cmp.Diff(string(want), string(got)))
	}
}
