//go:build !unix

package rulesfile

// openNonBlock is 0 where there are no named pipes to wait on.
const openNonBlock = 0
