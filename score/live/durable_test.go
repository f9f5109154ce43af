package live

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

func TestCreateExclusive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.coinche")
	if err := createExclusive(path, []byte("one\n")); err != nil {
		t.Fatal(err)
	}
	err := createExclusive(path, []byte("two\n"))
	if !errors.Is(err, fs.ErrExist) {
		t.Fatalf("second create: got %v, want an ErrExist error", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "one\n" {
		t.Fatalf("file overwritten: %q", got)
	}
	assertNoTemps(t, path)
}

func TestWriteAtomicKeepsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.coinche")
	if err := os.WriteFile(path, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := writeAtomic(path, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", st.Mode().Perm())
	}
	got, _ := os.ReadFile(path)
	if string(got) != "new\n" {
		t.Errorf("content %q", got)
	}
	assertNoTemps(t, path)
}

func TestUpdateErrorLeavesFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.coinche")
	os.WriteFile(path, []byte("old\n"), 0o644)
	boom := errors.New("boom")
	err := update(path, func(old []byte) ([]byte, error) { return []byte("garbage"), boom })
	if err != boom {
		t.Fatalf("got %v", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "old\n" {
		t.Fatalf("file changed: %q", got)
	}
}

func TestStaleTempsRemoved(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.coinche")
	os.WriteFile(path, []byte("0"), 0o644)
	stale := filepath.Join(dir, tempPrefix(path)+"12345")
	os.WriteFile(stale, []byte("half a deal"), 0o644)
	other := filepath.Join(dir, ".other.coinche.tmp1")
	os.WriteFile(other, []byte("not ours"), 0o644)
	lookalike := filepath.Join(dir, tempPrefix(path)+"x.lock") // the lock of a game named g.coinche.tmpx
	os.WriteFile(lookalike, nil, 0o644)
	if err := update(path, func(old []byte) ([]byte, error) { return []byte("1"), nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("stale temp file kept: %v", err)
	}
	for _, f := range []string{other, lookalike} {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("another file's file removed: %v", err)
		}
	}
}

// TestUpdateLockQueues runs goroutines that each open the lock file on
// their own descriptor (flock locks belong to the open file, so they
// exclude each other like separate processes) and increment a counter
// stored in the file. A lost update would show as a smaller count.
func TestUpdateLockQueues(t *testing.T) {
	path := filepath.Join(t.TempDir(), "counter")
	os.WriteFile(path, []byte("0"), 0o644)
	const writers, each = 3, 15
	var wg sync.WaitGroup
	errs := make(chan error, writers*each)
	for w := 0; w < writers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < each; i++ {
				errs <- update(path, func(old []byte) ([]byte, error) {
					n, err := strconv.Atoi(string(old))
					if err != nil {
						return nil, err
					}
					return []byte(strconv.Itoa(n + 1)), nil
				})
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	got, _ := os.ReadFile(path)
	if string(got) != strconv.Itoa(writers*each) {
		t.Fatalf("counter %s, want %d: an update was lost", got, writers*each)
	}
}

// assertNoTemps fails when a temporary file of path is left behind.
func assertNoTemps(t *testing.T, path string) {
	t.Helper()
	matches, _ := filepath.Glob(filepath.Join(filepath.Dir(path), tempPrefix(path)+"*"))
	if len(matches) > 0 {
		t.Errorf("temporary files left: %v", matches)
	}
}

// TestUpdateThroughSymlink: a game file reached by a symbolic link stays
// a link; the file it points to gets the new content.
func TestUpdateThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.coinche")
	link := filepath.Join(dir, "link.coinche")
	os.WriteFile(real, []byte("old\n"), 0o644)
	if err := os.Symlink(real, link); err != nil {
		t.Skip(err)
	}
	if err := update(link, func([]byte) ([]byte, error) { return []byte("new\n"), nil }); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced by a file: %v", err)
	}
	if got, _ := os.ReadFile(real); string(got) != "new\n" {
		t.Fatalf("real file: %q", got)
	}
}

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
