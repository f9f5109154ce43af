//go:build !unix

package serve

import "os"

// hardLinked is false where the link count is not known.
func hardLinked(fi os.FileInfo) bool { return false }
