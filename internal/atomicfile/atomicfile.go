// Package atomicfile replaces a file's content whole, under a lock that
// every writer of the file takes: the durable file layer of the game
// files (score/live: new, add, undo, edit, the table prompt) and of
// `coinche fmt -w`.
//
// A file is only ever replaced whole: the new content goes to a temporary
// file in the same directory (".NAME.tmpDIGITS"), which is synced and
// renamed over the original, and the directory is synced after the rename.
// A reader, or a crash at any instant, therefore sees either the old
// content or the new one, never a mix; readers need no lock.
//
// Every read-modify-write runs under an exclusive advisory lock on a
// sibling lock file (".NAME.lock", never followed through a symbolic
// link), so two writers queue instead of overwriting each other's change.
// The lock holder writes its process id and command into the lock file; a
// writer that waits longer than Patience says who holds the lock on
// Notice, and gives up after Timeout with an error that names the holder.
//
// A file that is read-only (no write permission bit, or not writable by
// this user, as the shell's `>>` would find) or that belongs to another
// user is never replaced: the rename would give its content, and on a
// file of another user its ownership, to this user. Its permission bits
// are kept.
//
// Every error says whether the file was changed: an *Error with Written
// false leaves the file as it was; with Written true the new content is
// in place (the rename was done) but a later step failed, so the caller
// must not repeat the change.
//
// # Windows
//
// The release builds for Windows (.goreleaser.yaml) keep the same
// guarantees by other means, reviewed file by file:
//
//   - The lock (lock_windows.go) is a LockFileEx exclusive lock on one byte
//     of ".NAME.lock", far past the holder's line so that waiting writers
//     can still read who holds it (Windows locks are mandatory). Windows
//     releases it when the process ends, killed or not, as the kernel
//     releases a flock on Unix: no stale lock to remove by hand. The
//     O_EXCL lock file of lock_other.go, which a crash leaves behind, is
//     only for the platforms with neither (plan9, js, wasip1).
//   - The replace is os.Rename, MoveFileEx with MOVEFILE_REPLACE_EXISTING:
//     atomic on NTFS (a reader sees the old file or the new one). Windows
//     refuses it while another process holds the file open without
//     FILE_SHARE_DELETE (Go opens files without it; so do most virus
//     scanners and indexers): rename_windows.go tries again for up to 2
//     seconds, readers holding a game only while reading it. After that
//     the *Error has Written false and the temporary file is removed.
//   - The directory is not synced (syncDir is a no-op: a directory has no
//     handle to flush; NTFS journals the rename itself).
//   - A read-only file is the read-only attribute, which Go shows as mode
//     0444: refused as on Unix. Owners are not compared (Windows files
//     have ACLs; the new file inherits the directory's, as any file
//     created there).
//   - Paths: ".NAME.lock" and ".NAME.tmpDIGITS" are ordinary names on
//     NTFS and FAT (a leading dot does not hide them on Windows);
//     filepath.Join gives backslashes; a game on a network share keeps the
//     lock only as far as the share's server honours byte-range locks
//     (SMB does).
package atomicfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/coinche/coinche/internal/i18n"
)

// Settings of the lock wait: after Patience a waiting writer writes one
// line on Notice naming the holder; after Timeout it gives up with a
// *LockError. The command line keeps the defaults; tests shorten them.
var (
	Notice   io.Writer = os.Stderr
	Patience           = time.Second
	Timeout            = 30 * time.Second
)

// Error is a failed write of Path. Written tells whether the new content
// is in place (the rename was done) despite Err: a failed directory sync
// leaves the change on disk but not yet durable.
type Error struct {
	Path    string
	Written bool
	Err     error
}

func (e *Error) Error() string { return e.In(i18n.English) }

// In is the error's message in l: "FICHIER : rien n'a changé : en lecture
// seule" (the system's own words, as of a failed rename, stay as it
// writes them).
func (e *Error) In(l i18n.Lang) string {
	why := e.Err.Error()
	var r *refusal
	if errors.As(e.Err, &r) {
		why = l.T(r.key, r.args...)
	}
	if e.Written {
		return l.T(i18n.FileWritten, e.Path, why)
	}
	return l.T(i18n.FileNotChanged, e.Path, why)
}

func (e *Error) Unwrap() error { return e.Err }

// ErrReadOnly is wrapped in the *Error of a file that has no write
// permission bit or that this user may not write.
var ErrReadOnly = errors.New("read-only")

// ErrOwner is wrapped in the *Error of a file that belongs to another
// user: replacing it would make this user its owner.
var ErrOwner = errors.New("belongs to another user")

// refusal is why a file may not be written, as a message of the catalog
// (Error.In): it wraps ErrReadOnly or ErrOwner.
type refusal struct {
	key  i18n.Key
	args []any
	err  error // the sentinel
}

func (r *refusal) Error() string { return i18n.English.T(r.key, r.args...) }
func (r *refusal) Unwrap() error { return r.err }

// LockError is a lock that could not be taken: another writer held it
// for Timeout (Holder describes it, "" when unknown), or the lock file
// could not be opened (Err).
type LockError struct {
	Path, Lock, Holder string
	Waited             time.Duration
	Err                error
}

func (e *LockError) Error() string { return e.In(i18n.English) }

// In is the error's message in l: "FICHIER : rien n'a changé : un autre
// programme (…) tient son verrou (…) depuis 30s ; réessayez quand il aura
// fini".
func (e *LockError) In(l i18n.Lang) string {
	if e.Err != nil {
		return l.T(i18n.LockOpen, e.Path, e.Lock, e.Err.Error())
	}
	return l.T(i18n.LockHeld, e.Path, holderIn(e.Holder, l), e.Lock, e.Waited.Round(time.Second).String())
}

func (e *LockError) Unwrap() error { return e.Err }

// noticeLang is the language of the Notice line (SetLang).
var noticeLang atomic.Uint32

// SetLang sets the language of the Notice line: the command line sets the
// one it resolved (errors say themselves in any language with In). Safe
// for concurrent use.
func SetLang(l i18n.Lang) { noticeLang.Store(uint32(l)) }

// holderIn names a lock holder from the lock file's content, in l.
func holderIn(h string, l i18n.Lang) string {
	if h == "" {
		return l.T(i18n.LockWriter)
	}
	return l.T(i18n.LockWriterWho, h)
}

// waitingNotice writes the Notice line of a writer waiting for the lock
// of path (name) held by holder h, in Lang.
func waitingNotice(path, h, name string) {
	l := i18n.Lang(noticeLang.Load())
	fmt.Fprint(Notice, l.T(i18n.LockWaiting, path, holderIn(h, l), name, Timeout.Round(time.Second).String()))
}

// LockPath is the lock file of path: ".NAME.lock" beside it. The file
// itself cannot carry the lock: the rename replaces its inode, and a
// writer that opened the old inode would lock a file no longer in the
// directory.
func LockPath(path string) string {
	dir, base := filepath.Split(path)
	return filepath.Join(dir, "."+base+".lock")
}

// RealPath follows symbolic links to the file itself, so that the lock
// and the temporary file sit beside it and the rename replaces it (the
// link stays a link); path as is when it cannot be resolved (a file
// still to create).
func RealPath(path string) string {
	if p, err := filepath.EvalSymlinks(path); err == nil {
		return p
	}
	return path
}

// TempPrefix is the name prefix of path's temporary files.
func TempPrefix(path string) string {
	return "." + filepath.Base(path) + ".tmp"
}

// WithLock runs fn while holding the exclusive lock of path (RealPath),
// waiting for any other writer to finish first, and removes the temporary
// files a killed writer left. Errors: a *LockError, or fn's.
func WithLock(path string, fn func() error) (err error) {
	path = RealPath(path)
	unlock, err := lock(path, LockPath(path))
	if err != nil {
		return err
	}
	defer func() {
		if uerr := unlock(); uerr != nil && err == nil {
			err = fmt.Errorf("unlock %s: %w", path, uerr)
		}
	}()
	removeStaleTemps(path)
	return fn()
}

// Update reads the file at path (which must exist), passes its content to
// fn and writes what fn returns, all under the lock. When fn returns an
// error or the same bytes, the file is not written. A read-only file, or
// one of another user, is refused before the lock is taken and fn runs.
// Errors: fn's, a *LockError, an *Error, or the file system's.
func Update(path string, fn func(old []byte) ([]byte, error)) error {
	path = RealPath(path)
	if err := CheckWritable(path); err != nil {
		return err
	}
	return WithLock(path, func() error {
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
		return Replace(path, data)
	})
}

// CheckWritable returns an *Error wrapping ErrReadOnly or ErrOwner when
// the existing file at path may not be replaced, the file system's error
// when it cannot be examined, and nil otherwise.
func CheckWritable(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if err := writable(path, st); err != nil {
		return &Error{Path: path, Err: err}
	}
	return nil
}

// Replace replaces the content of the file at path, which the caller has
// locked (WithLock), with data: temporary file in the same directory,
// fsync, rename over path, fsync of the directory. The file keeps its
// permission bits, its owner and, where this user may set it, its group
// (a new file gets 0644). Errors: an *Error (Written says whether the
// new content is in place).
func Replace(path string, data []byte) error {
	perm := fs.FileMode(0o644)
	st, err := os.Stat(path)
	switch {
	case err == nil:
		if err := writable(path, st); err != nil {
			return &Error{Path: path, Err: err}
		}
		perm = st.Mode().Perm()
	case errors.Is(err, fs.ErrNotExist):
		st = nil
	default:
		return &Error{Path: path, Err: err}
	}
	tmp, err := writeTemp(path, data, perm, st)
	if err != nil {
		return &Error{Path: path, Err: err}
	}
	if err := rename(tmp, path); err != nil {
		os.Remove(tmp)
		return &Error{Path: path, Err: err}
	}
	if err := syncDir(filepath.Dir(path)); err != nil {
		return &Error{Path: path, Written: true, Err: fmt.Errorf("syncing its directory failed, so a crash could still undo it: %w", err)}
	}
	return nil
}

// Create writes data to path, which must not exist: the content is
// written and synced in a temporary file first, then hard-linked to path,
// which fails if path exists (like O_EXCL) and never shows a partial
// file. Where the file system has no hard links, it falls back to an
// O_EXCL create. The caller holds the lock. Errors: one that wraps
// fs.ErrExist when path exists, an *Error with Written set when the file
// is created but its directory could not be synced, else the file
// system's (the file not created).
func Create(path string, data []byte) error {
	tmp, err := writeTemp(path, data, 0o644, nil)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	lerr := os.Link(tmp, path)
	if lerr == nil {
		return syncCreated(path)
	}
	if errors.Is(lerr, fs.ErrExist) {
		return lerr
	}
	// No hard links here: O_EXCL, then write and sync in place.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := writeData(f, data); err != nil {
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
	return syncCreated(path)
}

// syncCreated syncs the directory of path, a file just created: a
// failure is an *Error with Written set.
func syncCreated(path string) error {
	if err := syncDir(filepath.Dir(path)); err != nil {
		return &Error{Path: path, Written: true, Err: fmt.Errorf("syncing its directory failed, so a crash could still undo it: %w", err)}
	}
	return nil
}

// writeData writes data to a temporary file: a variable so that a test
// can make the disk full.
var writeData = func(f *os.File, data []byte) (int, error) { return f.Write(data) }

// writeTemp writes data to a new synced temporary file beside path with
// the permission bits perm (and the owner and group of old, when not
// nil) and returns its name. On error no temporary file is left.
func writeTemp(path string, data []byte, perm fs.FileMode, old fs.FileInfo) (string, error) {
	f, err := os.CreateTemp(filepath.Dir(path), TempPrefix(path))
	if err != nil {
		return "", err
	}
	name := f.Name()
	fail := func(err error) (string, error) {
		f.Close()
		os.Remove(name)
		return "", err
	}
	if _, err := writeData(f, data); err != nil {
		return fail(err)
	}
	if err := f.Chmod(perm); err != nil {
		return fail(err)
	}
	if old != nil {
		if err := keepOwner(f, old); err != nil {
			return fail(err)
		}
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(name)
		return "", err
	}
	return name, nil
}

// removeStaleTemps removes the temporary files a killed writer left beside
// path. Only a lock holder creates them, so under the lock any that exists
// is stale.
func removeStaleTemps(path string) {
	dir := filepath.Dir(path)
	prefix := TempPrefix(path)
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

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// readOnlyBits refuses a file without any write permission bit, whoever
// runs the command (root included: a file made read-only is meant to stay
// as it is).
func readOnlyBits(st fs.FileInfo) error {
	if st.Mode().Perm()&0o222 == 0 {
		return &refusal{i18n.FileReadOnly, []any{st.Mode().Perm()}, ErrReadOnly}
	}
	return nil
}
