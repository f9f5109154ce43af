package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// self describes this process for the lock file: "pid 1234, coinche add".
func self() string {
	cmd := ""
	if len(os.Args) > 0 {
		cmd = filepath.Base(os.Args[0])
		if len(os.Args) > 1 && !strings.HasPrefix(os.Args[1], "-") {
			cmd += " " + os.Args[1]
		}
	}
	return fmt.Sprintf("pid %d, %s\n", os.Getpid(), cmd)
}

// holder reads who holds the lock from the lock file ("" when unknown),
// with its control characters dropped.
func holder(f *os.File) string {
	b := make([]byte, 200)
	n, _ := f.ReadAt(b, 0)
	s := strings.TrimSpace(string(b[:n]))
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return -1
		}
		return r
	}, s)
}
