package live

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// The durable file layer. A game file is only ever replaced whole: the new
// content goes to a temporary file in the same directory, which is synced
// and renamed over the original, and the directory is synced after the
// rename. A reader (or a crash at any instant) therefore sees either the old
// content or the new one, never a mix. Every read-modify-write runs under
// an exclusive advisory lock on a sibling lock file (".NAME.lock"), so two
// writers queue instead of overwriting each other's deal.

// lockPath is the sibling lock file of path. The game file itself cannot
// carry the lock: the rename replaces its inode, and a writer that opened
// the old inode would lock a file no longer in the directory.
func lockPath(path string) string {
	dir, base := filepath.Split(path)
	return filepath.Join(dir, "."+base+".lock")
}

// realPath follows symbolic links to the file itself, so that the lock
// and the temporary file sit beside it and the rename replaces it; path
// as is when it cannot be resolved (a file still to create).
func realPath(path string) string {
	if p, err := filepath.EvalSymlinks(path); err == nil {
		return p
	}
	return path
}

// tempPrefix is the name prefix of path's temporary files.
func tempPrefix(path string) string {
	return "." + filepath.Base(path) + ".tmp"
}

// withLock runs fn while holding the exclusive lock of path, waiting for
// any other writer to finish first.
func withLock(path string, fn func() error) (err error) {
	path = realPath(path)
	unlock, err := lockFile(lockPath(path))
	if err != nil {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	defer func() {
		if uerr := unlock(); uerr != nil && err == nil {
			err = fmt.Errorf("unlock %s: %w", path, uerr)
		}
	}()
	removeStaleTemps(path)
	return fn()
}

// update reads path, passes its content to fn and writes what fn returns,
// all under the lock. When fn returns an error or the same bytes, the file
// is not written.
func update(path string, fn func(old []byte) ([]byte, error)) error {
	path = realPath(path) // replace the file a symbolic link points to, not the link
	if err := mustExist(path); err != nil {
		return err
	}
	return withLock(path, func() error {
		old, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		data, err := fn(old)
		if err != nil {
			return err
		}
		if bytes.Equal(old, data) {
			return nil
		}
		return writeAtomic(path, data)
	})
}

// WriteAtomic replaces a file's content with data the way every write of
// this package does (temporary file in the same directory, fsync, rename,
// fsync of the directory), so that a crash leaves either the old or the new
// content; it keeps the file's permission bits. It takes no lock: `coinche
// fmt -w` uses it. Error: the file system's.
func WriteAtomic(path string, data []byte) error { return writeAtomic(realPath(path), data) }

// writeAtomic replaces path's content with data: temporary file in the
// same directory, fsync, rename over path, fsync of the directory. The
// file keeps its permission bits (0644 for a new file). The caller holds
// the lock.
func writeAtomic(path string, data []byte) (err error) {
	perm := fs.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		perm = st.Mode().Perm()
	}
	tmp, err := writeTemp(path, data, perm)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(filepath.Dir(path))
}

// createExclusive writes data to path, which must not exist: the content
// is written and synced in a temporary file first, then hard-linked to
// path, which fails if path exists (like O_EXCL) and never shows a partial
// file. Where the file system has no hard links, it falls back to an
// O_EXCL create.
func createExclusive(path string, data []byte) error {
	tmp, err := writeTemp(path, data, 0o644)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	lerr := os.Link(tmp, path)
	if lerr == nil {
		return syncDir(filepath.Dir(path))
	}
	if errors.Is(lerr, fs.ErrExist) {
		return lerr
	}
	// No hard links here: O_EXCL, then write and sync in place.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return err
	}
	return syncDir(filepath.Dir(path))
}

// writeTemp writes data to a new synced temporary file beside path and
// returns its name.
func writeTemp(path string, data []byte, perm fs.FileMode) (name string, err error) {
	f, err := os.CreateTemp(filepath.Dir(path), tempPrefix(path))
	if err != nil {
		return "", err
	}
	name = f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(name)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return "", err
	}
	if err = f.Chmod(perm); err != nil {
		return "", err
	}
	if err = f.Sync(); err != nil {
		return "", err
	}
	if err = f.Close(); err != nil {
		return "", err
	}
	return name, nil
}

// removeStaleTemps removes the temporary files a killed writer left beside
// path. Only a lock holder creates them, so under the lock any that exists
// is stale.
func removeStaleTemps(path string) {
	dir := filepath.Dir(path)
	prefix := tempPrefix(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		// os.CreateTemp puts digits after the prefix; anything else
		// (".soir.coinche.tmpX.lock", another game's lock) is not ours.
		name := e.Name()
		if strings.HasPrefix(name, prefix) && allDigits(name[len(prefix):]) && e.Type().IsRegular() {
			os.Remove(filepath.Join(dir, name))
		}
	}
}

// mustExist checks that the game file is there before a lock file is
// made beside it.
func mustExist(path string) error {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: no such game file (coinche new creates one)", path)
	} else if err != nil {
		return err
	}
	return nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// readFile reads path whole.
func readFile(path string) ([]byte, error) { return os.ReadFile(path) }
