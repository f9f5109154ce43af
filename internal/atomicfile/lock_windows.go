//go:build windows

package atomicfile

import (
	"errors"
	"os"
	"time"

	"golang.org/x/sys/windows"
)

// lockOffset is where the byte the lock covers lies in the lock file,
// far past its content: Windows locks are mandatory, and a lock over the
// holder's line would keep the waiting writers from reading it.
const lockOffset = 1 << 30

// lock takes an exclusive LockFileEx lock on a byte of the lock file name
// of path (created if need be), waiting for the holder to release it:
// after Patience it says so on Notice, after Timeout it gives up with a
// *LockError. As with flock on Unix, Windows releases the lock when its
// process dies (its handles are closed), so a killed writer never leaves
// the file locked; the lock file stays, empty between writers.
func lock(path, name string) (unlock func() error, err error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, &LockError{Path: path, Lock: name, Err: err}
	}
	h := windows.Handle(f.Fd())
	start := time.Now()
	said := false
	for {
		err = windows.LockFileEx(h, windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, lockRange())
		if err == nil {
			break
		}
		if !errors.Is(err, windows.ERROR_LOCK_VIOLATION) && !errors.Is(err, windows.ERROR_IO_PENDING) {
			f.Close()
			return nil, &LockError{Path: path, Lock: name, Err: err}
		}
		waited := time.Since(start)
		if waited > Timeout {
			hd := holder(f)
			f.Close()
			return nil, &LockError{Path: path, Lock: name, Holder: hd, Waited: waited}
		}
		if !said && waited > Patience {
			said = true
			waitingNotice(path, holder(f), name)
		}
		time.Sleep(10 * time.Millisecond)
	}
	// Who holds the lock, for a writer that waits for it.
	f.Truncate(0)
	f.WriteAt([]byte(self()), 0)
	return func() error {
		f.Truncate(0)
		err := windows.UnlockFileEx(h, 0, 1, 0, lockRange())
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}, nil
}

// lockRange is the byte the lock covers, at lockOffset.
func lockRange() *windows.Overlapped {
	return &windows.Overlapped{Offset: lockOffset}
}
