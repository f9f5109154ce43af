//go:build !unix

package rulesfile

import "errors"

// mkfifo fails where there are no named pipes (the test is skipped).
func mkfifo(path string) error { return errors.New("no named pipes here") }
