package live

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/coinche/coinche/internal/atomicfile"
)

// The durable file layer is internal/atomicfile, which `coinche fmt -w`
// uses too: a game file is only ever replaced whole (temporary file,
// fsync, rename, fsync of the directory), every read-modify-write runs
// under the lock of the file (".NAME.lock" beside it) that every writer
// takes, and a read-only file or one of another user is refused. Readers
// take no lock: a rename shows them the old content or the new one, never
// a mix, and a read-only game opens without a lock file made beside it.

// withLock runs fn while holding the exclusive lock of path, waiting for
// any other writer to finish first (atomicfile.WithLock).
func withLock(path string, fn func() error) error { return atomicfile.WithLock(path, fn) }

// update reads path, passes its content to fn and writes what fn returns,
// all under the lock (atomicfile.Update). When fn returns an error or the
// same bytes, the file is not written.
func update(path string, fn func(old []byte) ([]byte, error)) error {
	path = atomicfile.RealPath(path) // replace the file a symbolic link points to, not the link
	if err := mustExist(path); err != nil {
		return err
	}
	return atomicfile.Update(path, fn)
}

// createExclusive writes data to path, which must not exist
// (atomicfile.Create). The caller holds the lock.
func createExclusive(path string, data []byte) error { return atomicfile.Create(path, data) }

// mustExist checks that the game file is there before a lock file is
// made beside it.
func mustExist(path string) error {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: no such game file (%w)", path, fs.ErrNotExist)
	} else if err != nil {
		return err
	}
	return nil
}

// readGame reads the game file at path whole, without the lock.
func readGame(path string) ([]byte, error) {
	if err := mustExist(path); err != nil {
		return nil, err
	}
	return os.ReadFile(path)
}

// ReportError is a change written to the game file whose report (the
// deal added, the sheet) could not be written to the output: the change
// must not be made again.
type ReportError struct {
	Path string
	Err  error
}

func (e *ReportError) Error() string {
	return fmt.Sprintf("%s: the change is written (do not make it again), but its report could not be shown: %v", e.Path, e.Err)
}

func (e *ReportError) Unwrap() error { return e.Err }

// report writes a written change's report to w; a failure is a
// *ReportError.
func report(path string, w io.Writer, b []byte) error {
	if _, err := w.Write(b); err != nil {
		return &ReportError{Path: path, Err: err}
	}
	return nil
}
