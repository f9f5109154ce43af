//go:build unix

// The tests of the Unix behaviour (owners, flock, symbolic links);
// portable_test.go holds those that run on every platform.

package atomicfile

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coinche/coinche/internal/i18n"
)

// game writes a file with content "old\n" and mode perm in a temporary
// directory.
func game(t *testing.T, perm fs.FileMode) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.coinche")
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, perm); err != nil {
		t.Fatal(err)
	}
	return path
}

func set(fn func() error) func([]byte) ([]byte, error) {
	return func([]byte) ([]byte, error) { return []byte("new\n"), fn() }
}

func nothing() error { return nil }

// assertNoTemps fails when a temporary file of path is left behind.
func assertNoTemps(t *testing.T, path string) {
	t.Helper()
	matches, _ := filepath.Glob(filepath.Join(filepath.Dir(path), TempPrefix(path)+"*"))
	if len(matches) > 0 {
		t.Errorf("temporary files left: %v", matches)
	}
}

func assertContent(t *testing.T, path, want string) {
	t.Helper()
	if got, _ := os.ReadFile(path); string(got) != want {
		t.Errorf("content %q, want %q", got, want)
	}
}

func TestCreate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.coinche")
	if err := Create(path, []byte("one\n")); err != nil {
		t.Fatal(err)
	}
	err := Create(path, []byte("two\n"))
	if !errors.Is(err, fs.ErrExist) {
		t.Fatalf("second create: got %v, want an ErrExist error", err)
	}
	assertContent(t, path, "one\n")
	assertNoTemps(t, path)
}

func TestUpdateKeepsMode(t *testing.T) {
	path := game(t, 0o600)
	if err := Update(path, set(nothing)); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", st.Mode().Perm())
	}
	assertContent(t, path, "new\n")
	assertNoTemps(t, path)
}

func TestUpdateErrorLeavesFile(t *testing.T) {
	path := game(t, 0o644)
	boom := errors.New("boom")
	if err := Update(path, set(func() error { return boom })); err != boom {
		t.Fatalf("got %v", err)
	}
	assertContent(t, path, "old\n")
}

// TestRefused: a read-only file and a file of another user are not
// replaced, whoever runs the test (root included); nothing is made
// beside them, not even the lock file.
func TestRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		perm fs.FileMode
		euid int // -1: the test's own
		want error
	}{
		{"read-only", 0o444, -1, ErrReadOnly},
		{"no write bit", 0o555, -1, ErrReadOnly},
		{"another user's", 0o666, 4242, ErrOwner},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := game(t, tc.perm)
			if tc.euid >= 0 {
				if os.Geteuid() == tc.euid {
					tc.euid++
				}
				defer func(old func() int) { geteuid = old }(geteuid)
				geteuid = func() int { return tc.euid }
			}
			err := Update(path, set(nothing))
			var e *Error
			if !errors.Is(err, tc.want) || !errors.As(err, &e) || e.Written {
				t.Fatalf("got %v, want a not-written error wrapping %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), "not changed") {
				t.Errorf("the message does not say the file is unchanged: %v", err)
			}
			if fr := e.In(i18n.French); !strings.Contains(fr, "rien n'a changé") || !strings.Contains(fr, "le fichier") {
				t.Errorf("French: %s", fr)
			}
			assertContent(t, path, "old\n")
			if st, _ := os.Stat(path); st.Mode().Perm() != tc.perm {
				t.Errorf("mode %v, want %v", st.Mode().Perm(), tc.perm)
			}
			if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
				t.Errorf("files made beside the game: %v", entries)
			}
		})
	}
}

// TestRootKeepsOwner: root replacing another user's file keeps its owner
// and group.
func TestRootKeepsOwner(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to give a file to another user")
	}
	path := game(t, 0o644)
	if err := os.Chown(path, 4242, 4343); err != nil {
		t.Skip(err)
	}
	if err := Update(path, set(nothing)); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(path)
	sys := st.Sys().(*syscall.Stat_t)
	if sys.Uid != 4242 || sys.Gid != 4343 {
		t.Errorf("owner %d:%d, want 4242:4343", sys.Uid, sys.Gid)
	}
	assertContent(t, path, "new\n")
}

// TestDiskFull: a write that fails (the disk full) leaves the file as it
// was and no temporary file, and says the file is unchanged.
func TestDiskFull(t *testing.T) {
	defer func(old func(*os.File, []byte) (int, error)) { writeData = old }(writeData)
	writeData = func(f *os.File, data []byte) (int, error) {
		n, _ := f.Write(data[:len(data)/2])
		return n, syscall.ENOSPC
	}
	path := game(t, 0o644)
	err := Update(path, set(nothing))
	var e *Error
	if !errors.Is(err, syscall.ENOSPC) || !errors.As(err, &e) || e.Written || !strings.Contains(err.Error(), "not changed") {
		t.Fatalf("got %v, want a not-written ENOSPC error", err)
	}
	assertContent(t, path, "old\n")
	assertNoTemps(t, path)
}

// TestWrittenThenFailed: a failure after the rename (the directory sync)
// says that the change is on disk.
func TestWrittenThenFailed(t *testing.T) {
	defer func(old func(string) error) { syncDir = old }(syncDir)
	syncDir = func(string) error { return syscall.EIO }
	path := game(t, 0o644)
	err := Update(path, set(nothing))
	var e *Error
	if !errors.As(err, &e) || !e.Written || !strings.Contains(err.Error(), "the change is written") {
		t.Fatalf("got %v, want a written error", err)
	}
	assertContent(t, path, "new\n")
	assertNoTemps(t, path)
}

// TestCreatedThenFailed: a file created whose directory cannot be synced
// is there, and the error says so.
func TestCreatedThenFailed(t *testing.T) {
	defer func(old func(string) error) { syncDir = old }(syncDir)
	syncDir = func(string) error { return syscall.EIO }
	path := filepath.Join(t.TempDir(), "g.coinche")
	err := Create(path, []byte("new\n"))
	var e *Error
	if !errors.As(err, &e) || !e.Written || !strings.Contains(err.Error(), "the change is written") {
		t.Fatalf("got %v, want a written error", err)
	}
	assertContent(t, path, "new\n")
	assertNoTemps(t, path)
}

func TestStaleTempsRemoved(t *testing.T) {
	path := game(t, 0o644)
	dir := filepath.Dir(path)
	stale := filepath.Join(dir, TempPrefix(path)+"12345")
	os.WriteFile(stale, []byte("half a deal"), 0o644)
	other := filepath.Join(dir, ".other.coinche.tmp1")
	os.WriteFile(other, []byte("not ours"), 0o644)
	lookalike := filepath.Join(dir, TempPrefix(path)+"x.lock") // the lock of a game named g.coinche.tmpx
	os.WriteFile(lookalike, nil, 0o644)
	if err := Update(path, set(nothing)); err != nil {
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
				errs <- Update(path, func(old []byte) ([]byte, error) {
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
	assertContent(t, path, strconv.Itoa(writers*each))
}

// waitSettings shortens the lock wait for a test and collects the notice.
func waitSettings(t *testing.T, patience, timeout time.Duration) *syncBuffer {
	t.Helper()
	var notice syncBuffer
	oldN, oldP, oldT := Notice, Patience, Timeout
	Notice, Patience, Timeout = &notice, patience, timeout
	t.Cleanup(func() { Notice, Patience, Timeout = oldN, oldP, oldT })
	return &notice
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// hold takes path's lock in a goroutine and keeps it until release is
// closed.
func hold(t *testing.T, path string) (release func()) {
	t.Helper()
	held, done := make(chan struct{}), make(chan struct{})
	go func() {
		WithLock(path, func() error {
			close(held)
			<-done
			return nil
		})
	}()
	<-held
	return func() { close(done) }
}

// TestLockWaitSaysWho: a writer that waits for the lock says who holds it
// (this process's id, written in the lock file) after Patience, and gives
// up after Timeout with the file unchanged.
func TestLockWaitSaysWho(t *testing.T) {
	notice := waitSettings(t, 20*time.Millisecond, 300*time.Millisecond)
	path := game(t, 0o644)
	release := hold(t, path)
	defer release()
	pid := "pid " + strconv.Itoa(os.Getpid())
	err := Update(path, set(nothing))
	var le *LockError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), pid) || !strings.Contains(err.Error(), "not changed") {
		t.Fatalf("got %v, want a lock time-out naming %s", err, pid)
	}
	if got := notice.String(); !strings.Contains(got, "waiting for another writer ("+pid) || strings.Count(got, "\n") != 1 {
		t.Errorf("notice %q, want one line naming %s", got, pid)
	}
	if fr := le.In(i18n.French); !strings.Contains(fr, "rien n'a changé : un autre programme ("+pid) || !strings.Contains(fr, "réessayez") {
		t.Errorf("French: %s", fr)
	}
	assertContent(t, path, "old\n")
}

// TestLockNoticeFrench: the notice of a writer waiting for the lock is in
// the language SetLang gave.
func TestLockNoticeFrench(t *testing.T) {
	SetLang(i18n.French)
	defer SetLang(i18n.English)
	notice := waitSettings(t, 20*time.Millisecond, 100*time.Millisecond)
	path := game(t, 0o644)
	release := hold(t, path)
	defer release()
	_ = Update(path, set(nothing))
	if got := notice.String(); !strings.Contains(got, "attente de la fin d'un autre programme") {
		t.Errorf("notice %q, want it in French", got)
	}
}

// TestLockWaitThenWrite: a writer that waits past Patience writes once
// the holder is done.
func TestLockWaitThenWrite(t *testing.T) {
	notice := waitSettings(t, 10*time.Millisecond, 10*time.Second)
	path := game(t, 0o644)
	release := hold(t, path)
	go func() {
		time.Sleep(100 * time.Millisecond)
		release()
	}()
	if err := Update(path, set(nothing)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(notice.String(), "waiting for") {
		t.Errorf("no notice: %q", notice.String())
	}
	assertContent(t, path, "new\n")
	if b, _ := os.ReadFile(LockPath(path)); len(b) != 0 {
		t.Errorf("lock file keeps %q after unlock", b)
	}
}

// TestLockNotFollowed: a symbolic link in the lock file's place is not
// followed (its target is neither created nor written), and nothing is
// written.
func TestLockNotFollowed(t *testing.T) {
	path := game(t, 0o644)
	target := filepath.Join(t.TempDir(), "elsewhere")
	if err := os.Symlink(target, LockPath(path)); err != nil {
		t.Skip(err)
	}
	err := Update(path, set(nothing))
	var le *LockError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), "symbolic link") {
		t.Fatalf("got %v, want a lock error about the link", err)
	}
	if _, err := os.Lstat(target); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the link's target was made: %v", err)
	}
	assertContent(t, path, "old\n")
}

// TestUpdateThroughSymlink: a file reached by a symbolic link stays a
// link; the file it points to gets the new content.
func TestUpdateThroughSymlink(t *testing.T) {
	real := game(t, 0o644)
	link := filepath.Join(filepath.Dir(real), "link.coinche")
	if err := os.Symlink(real, link); err != nil {
		t.Skip(err)
	}
	if err := Update(link, set(nothing)); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced by a file: %v", err)
	}
	assertContent(t, real, "new\n")
}
