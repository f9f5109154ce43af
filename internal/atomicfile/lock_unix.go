//go:build unix

package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
	"time"

	"github.com/coinche/coinche/internal/i18n"
)

// lock takes an exclusive flock on the lock file name of path (created
// if need be, never through a symbolic link), waiting for the holder to
// release it: after Patience it says so on Notice, after Timeout it
// gives up with a *LockError. The kernel releases a flock when its
// process dies, so a killed writer never leaves the file locked.
func lock(path, name string) (unlock func() error, err error) {
	f, canWrite, err := openLock(name)
	if err != nil {
		return nil, &LockError{Path: path, Lock: name, Err: err}
	}
	fd := int(f.Fd())
	err = flock(fd, syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		err = wait(f, path, name)
		var le *LockError
		if errors.As(err, &le) {
			return nil, err // f is closed once the blocked flock returns
		}
	}
	if err != nil {
		f.Close()
		return nil, &LockError{Path: path, Lock: name, Err: err}
	}
	if canWrite {
		// Who holds the lock, for a writer that waits for it.
		f.Truncate(0)
		f.WriteAt([]byte(self()), 0)
	}
	return func() error {
		if canWrite {
			f.Truncate(0)
		}
		err := flock(fd, syscall.LOCK_UN)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}, nil
}

// wait blocks on the lock of f until it is free, saying who holds it on
// Notice after Patience and giving up after Timeout with a *LockError. A
// flock cannot be interrupted: on time-out the blocked call goes on in the
// background, and f is closed (releasing the lock) when it returns.
func wait(f *os.File, path, name string) error {
	done := make(chan error, 1)
	go func() { done <- flock(int(f.Fd()), syscall.LOCK_EX) }()
	start := time.Now()
	patience := time.NewTimer(Patience)
	defer patience.Stop()
	timeout := time.NewTimer(Timeout)
	defer timeout.Stop()
	for {
		select {
		case err := <-done:
			return err
		case <-patience.C:
			waitingNotice(path, holder(f), name)
		case <-timeout.C:
			// The blocked flock keeps f: closing f once it returns
			// releases the lock it may have got.
			h := holder(f)
			go func() {
				<-done
				f.Close()
			}()
			return &LockError{Path: path, Lock: name, Holder: h, Waited: time.Since(start)}
		}
	}
}

// flock is syscall.Flock, retried when a signal interrupts it.
func flock(fd, how int) error {
	for {
		err := syscall.Flock(fd, how)
		if err != syscall.EINTR {
			return err
		}
	}
}

// openLock opens (creating it) the lock file name for reading and
// writing, or only for reading when this user may not write it (a lock
// file another user created: flock needs no write access). A symbolic
// link is not followed, and anything but a regular file is refused.
func openLock(name string) (f *os.File, canWrite bool, err error) {
	const flags = os.O_CREATE | syscall.O_NOFOLLOW | syscall.O_NONBLOCK
	f, err = os.OpenFile(name, os.O_RDWR|flags, 0o644)
	canWrite = err == nil
	if errors.Is(err, fs.ErrPermission) {
		f, err = os.OpenFile(name, os.O_RDONLY|flags, 0o644)
	}
	if err != nil {
		if errors.Is(err, syscall.ELOOP) {
			return nil, false, fmt.Errorf("it is a symbolic link, not followed: remove it (no coinche command makes one)")
		}
		return nil, false, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, false, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, false, fmt.Errorf("not a regular file (%s): remove it", st.Mode().Type())
	}
	return f, canWrite, nil
}

// syncDir fsyncs a directory so that a rename or link in it is durable.
// File systems that cannot sync a directory (EINVAL) are accepted. A
// variable so that a test can make it fail.
var syncDir = func(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, syscall.EINVAL) {
		return nil
	}
	return err
}

// geteuid is os.Geteuid: a variable so that a test run as root can play
// another user.
var geteuid = os.Geteuid

// writable refuses a file that has no write permission bit, that this
// user may not write (access(2), as the shell's >> would find), or that
// belongs to another user (replacing it would make this user its owner;
// root keeps the owner instead).
func writable(path string, st fs.FileInfo) error {
	if err := readOnlyBits(st); err != nil {
		return err
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	euid := geteuid()
	if euid != 0 && int(sys.Uid) != euid {
		return &refusal{i18n.FileOwner, []any{sys.Uid}, ErrOwner}
	}
	if err := syscall.Access(path, 2 /* W_OK */); err != nil {
		return &refusal{i18n.FileReadOnlyMe, []any{err.Error()}, ErrReadOnly}
	}
	return nil
}

// keepOwner gives the temporary file f the owner and group of old: the
// owner when they differ (only root gets here with another user's file),
// the group where this user may set it (a member of the group may).
func keepOwner(f *os.File, old fs.FileInfo) error {
	sys, ok := old.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	if err != nil {
		return err
	}
	cur, ok := st.Sys().(*syscall.Stat_t)
	if !ok || (cur.Uid == sys.Uid && cur.Gid == sys.Gid) {
		return nil
	}
	if cur.Uid != sys.Uid {
		return f.Chown(int(sys.Uid), int(sys.Gid))
	}
	f.Chown(-1, int(sys.Gid)) // best effort: a group this user is not in stays the user's
	return nil
}
