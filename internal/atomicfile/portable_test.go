package atomicfile

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// TestPortableUpdates runs on every platform (Unix flock, Windows
// LockFileEx, the O_EXCL lock elsewhere): writers that read, add one and
// write back under the lock lose no update, and the file is only ever
// whole. A cross-compiled `go vet` keeps it building for Windows
// (TestCrossCompile builds the package itself).
func TestPortableUpdates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "count.coinche")
	if err := os.WriteFile(path, []byte("0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const writers, each = 4, 25
	var wg sync.WaitGroup
	for w := 0; w < writers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < each; i++ {
				err := Update(path, func(old []byte) ([]byte, error) {
					n, err := strconv.Atoi(strings.TrimSpace(string(old)))
					if err != nil {
						t.Errorf("a partial file: %q", old)
						return nil, err
					}
					return []byte(strconv.Itoa(n+1) + "\n"), nil
				})
				if err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(b)); got != strconv.Itoa(writers*each) {
		t.Errorf("count %s after %d updates: updates lost", got, writers*each)
	}
}
