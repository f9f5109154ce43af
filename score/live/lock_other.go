//go:build !unix

package live

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"
)

// lockFile, where flock is not available, creates the lock file
// exclusively and removes it to unlock, waiting (up to 30 s) while another
// writer holds it. A writer that crashed leaves it behind; the error then
// names the file to remove.
func lockFile(name string) (unlock func() error, err error) {
	deadline := time.Now().Add(30 * time.Second)
	for {
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			f.Close()
			return func() error { return os.Remove(name) }, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, err
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("another writer holds %s (remove it if none is running)", name)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// syncDir is a no-op where a directory cannot be opened for syncing.
func syncDir(dir string) error { return nil }
