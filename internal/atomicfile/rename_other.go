//go:build !windows

package atomicfile

import "os"

// rename replaces newpath with oldpath: rename(2), atomic, whoever holds
// newpath open (they keep reading the old content).
func rename(oldpath, newpath string) error { return os.Rename(oldpath, newpath) }
