//go:build windows

package atomicfile

import (
	"errors"
	"os"
	"time"

	"golang.org/x/sys/windows"
)

// rename replaces newpath with oldpath (MoveFileEx with
// MOVEFILE_REPLACE_EXISTING, atomic on NTFS). While another process has
// newpath open without FILE_SHARE_DELETE (Go opens files without it: a
// coinche reading the game at that moment, a virus scanner, an indexer),
// Windows refuses with "access denied" or a sharing violation: the rename
// is tried again for up to renamePatience, readers holding a game file
// only for the time of reading it.
func rename(oldpath, newpath string) error {
	deadline := time.Now().Add(renamePatience)
	for {
		err := os.Rename(oldpath, newpath)
		if err == nil || !busy(err) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// renamePatience is how long rename tries again while the file is busy.
const renamePatience = 2 * time.Second

// busy reports whether err is Windows refusing a rename over a file that
// another process holds open.
func busy(err error) bool {
	return errors.Is(err, windows.ERROR_ACCESS_DENIED) || errors.Is(err, windows.ERROR_SHARING_VIOLATION) ||
		errors.Is(err, windows.ERROR_LOCK_VIOLATION)
}
