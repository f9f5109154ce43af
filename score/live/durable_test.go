package live

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/coinche/coinche/internal/atomicfile"
)

// The durable layer's own tests are internal/atomicfile's; these check
// that every command of this package goes through it.

// TestMissingFileNoLock: a command on a file that is not there says so
// and leaves no lock file behind.
func TestMissingFileNoLock(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "none.coinche")
	err := update(path, func(b []byte) ([]byte, error) { return b, nil })
	if err == nil || !strings.Contains(err.Error(), "no such game file") {
		t.Errorf("got %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) > 0 {
		t.Errorf("files left: %v", entries)
	}
}

// TestReadOnlyGameRefused: add, undo and edit leave a read-only game file
// (mode 0444) as it is, as the shell's >> would, even when run as root,
// and say that it is unchanged.
func TestReadOnlyGameRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(path string) error
	}{
		{"add", func(path string) error { return Add(path, words("E 80S 90"), io.Discard) }},
		{"undo", func(path string) error { return Undo(path, io.Discard) }},
		{"edit", func(path string) error { return Edit(path, 1, words("E 80S 90"), io.Discard) }},
		{"next game", func(path string) error { return NextGame(path, true, io.Discard) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := newGame(t, testOptions)
			if err := Add(path, words("S 100H 112"), io.Discard); err != nil {
				t.Fatal(err)
			}
			before := mustRead(t, path)
			if err := os.Chmod(path, 0o444); err != nil {
				t.Fatal(err)
			}
			err := tc.run(path)
			if !errors.Is(err, atomicfile.ErrReadOnly) || !strings.Contains(err.Error(), "not changed") {
				t.Fatalf("got %v, want a read-only refusal", err)
			}
			if got := mustRead(t, path); !bytes.Equal(got, before) {
				t.Errorf("the file was written:\n%s", got)
			}
			if st, _ := os.Stat(path); st.Mode().Perm() != 0o444 {
				t.Errorf("mode %v, want 0444", st.Mode().Perm())
			}
		})
	}
}

// TestReadNoLockFile: the sheet, the next deal and the table prompt read
// a game without making a lock file beside it (a game in a directory
// this user may not write opens read-only).
func TestReadNoLockFile(t *testing.T) {
	path := newGame(t, testOptions)
	if err := Add(path, words("S 100H 112"), io.Discard); err != nil {
		t.Fatal(err)
	}
	os.Remove(atomicfile.LockPath(path))
	if err := Sheet(path, io.Discard); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Next(path); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(atomicfile.LockPath(path)); err == nil {
		t.Errorf("a reader made the lock file %s", atomicfile.LockPath(path))
	}
}

// TestLockLinkNotFollowed: a symbolic link in the lock file's place is
// not followed: add refuses, the link's target is not made.
func TestLockLinkNotFollowed(t *testing.T) {
	path := newGame(t, testOptions)
	before := mustRead(t, path)
	lock := atomicfile.LockPath(path)
	os.Remove(lock)
	target := filepath.Join(t.TempDir(), "target")
	if err := os.Symlink(target, lock); err != nil {
		t.Skip(err)
	}
	err := Add(path, words("S 100H 112"), io.Discard)
	if err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Fatalf("got %v, want a refusal of the link", err)
	}
	if _, err := os.Lstat(target); err == nil {
		t.Errorf("the link's target was made")
	}
	if got := mustRead(t, path); !bytes.Equal(got, before) {
		t.Errorf("the file was written:\n%s", got)
	}
}

// fullWriter fails as a full disk does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestReportFailsAfterWrite: when the output fails after the change is
// written (standard output on a full disk), the error says the change
// is on disk, so that nobody adds the deal twice.
func TestReportFailsAfterWrite(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(path string) error
		want string // in the file
	}{
		{"add", func(path string) error { return Add(path, words("S 100H 112"), fullWriter{}) }, "\ndeal 1 dealer N  S 100♥ 112\n"},
		{"next game", func(path string) error {
			if err := Add(path, words("pass"), io.Discard); err != nil {
				return err
			}
			return NextGame(path, true, fullWriter{})
		}, "pass\n\n[Rules"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := newGame(t, testOptions)
			err := tc.run(path)
			var re *ReportError
			if !errors.As(err, &re) || !errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), "the change is written") {
				t.Fatalf("got %v, want a *ReportError saying the change is written", err)
			}
			if got := mustRead(t, path); !bytes.Contains(got, []byte(tc.want)) {
				t.Errorf("the change is not in the file:\n%s", got)
			}
		})
	}
}

// assertNoTemps fails when a temporary file of path is left behind.
func assertNoTemps(t *testing.T, path string) {
	t.Helper()
	matches, _ := filepath.Glob(filepath.Join(filepath.Dir(path), atomicfile.TempPrefix(path)+"*"))
	if len(matches) > 0 {
		t.Errorf("temporary files left: %v", matches)
	}
}
