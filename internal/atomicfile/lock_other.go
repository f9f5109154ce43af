//go:build !unix && !windows

package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"github.com/coinche/coinche/internal/i18n"
)

// lock, where neither flock nor LockFileEx is available (plan9, js,
// wasip1), creates the lock file exclusively
// (with this process's id in it) and removes it to unlock, waiting while
// another writer holds it: after Patience it says so on Notice, after
// Timeout it gives up with a *LockError. A writer that crashed leaves the
// file behind; the error then names the file to remove.
func lock(path, name string) (unlock func() error, err error) {
	start := time.Now()
	said := false
	for {
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			fmt.Fprintf(f, "pid %d\n", os.Getpid())
			f.Close()
			return func() error { return os.Remove(name) }, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, &LockError{Path: path, Lock: name, Err: err}
		}
		h := ""
		if b, err := os.ReadFile(name); err == nil && len(b) < 200 {
			h = string(b)
		}
		waited := time.Since(start)
		if waited > Timeout {
			return nil, &LockError{Path: path, Lock: name, Holder: h, Waited: waited,
				Err: fmt.Errorf("held for %s by %s (remove it if no coinche command is running)", waited.Round(time.Second), holderText(h))}
		}
		if !said && waited > Patience {
			said = true
			fmt.Fprintf(Notice, "coinche: %s: waiting for %s to finish (lock %s)\n", path, holderText(h), name)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// holderText names a lock holder from the lock file's content, in
// English.
func holderText(h string) string { return holderIn(h, i18n.English) }
