//go:build unix

package live

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes an exclusive flock on the file at name (created if need
// be), blocking until it is free. The kernel releases it if the process
// dies, so a killed writer never leaves the game locked.
func lockFile(name string) (unlock func() error, err error) {
	f, err := os.OpenFile(name, os.O_RDONLY|os.O_CREATE, 0o644) // read-only suffices for flock: other users can lock too
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return func() error {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}, nil
}

// syncDir fsyncs a directory so that a rename or link in it is durable.
// File systems that cannot sync a directory (EINVAL) are accepted.
func syncDir(dir string) error {
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
