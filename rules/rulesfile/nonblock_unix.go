//go:build unix

package rulesfile

import "syscall"

// openNonBlock opens a file without waiting: a named pipe that slipped in
// between the look and the open does not block the open.
const openNonBlock = syscall.O_NONBLOCK
