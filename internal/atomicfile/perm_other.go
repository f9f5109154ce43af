//go:build !unix

package atomicfile

import (
	"io/fs"
	"os"
)

// syncDir is a no-op where a directory cannot be opened for syncing (on
// Windows NTFS journals the rename itself: a directory has no handle to
// flush).
var syncDir = func(dir string) error { return nil }

// writable refuses a file without a write permission bit (on Windows, a
// file with the read-only attribute: Go shows it as 0444).
func writable(path string, st fs.FileInfo) error { return readOnlyBits(st) }

// keepOwner does nothing where files have no owner Go can keep (on
// Windows the new file gets the directory's inherited ACL, as any file
// created there).
func keepOwner(f *os.File, old fs.FileInfo) error { return nil }
