package notation

import (
	"io"
	"runtime"
	"testing"
)

// repeatReader yields a header, then the same deal text n times, made on
// the fly: a large input that is never held in memory.
type repeatReader struct {
	head, deal []byte
	n          int
	buf        []byte
}

func (r *repeatReader) Read(p []byte) (int, error) {
	for len(r.buf) == 0 {
		if r.head != nil {
			r.buf, r.head = r.head, nil
			break
		}
		if r.n == 0 {
			return 0, io.EOF
		}
		r.n--
		r.buf = r.deal
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}

// TestReaderConstantMemory reads 100,000 full deals (about 56 MB) through
// a Reader and checks that the live heap stays small: the Reader keeps
// neither the text nor the deals it returned.
func TestReaderConstantMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 56 MB")
	}
	games, err := Parse("gen", genFile(1))
	if err != nil {
		t.Fatal(err)
	}
	one := genFile(1)
	deal := one[games[0].Deals[0].Pos.Offset:]
	head := one[:games[0].Deals[0].Pos.Offset]
	const n = 100000
	r := NewReader(&repeatReader{head: head, deal: append([]byte("\n"), deal...), n: n}, "big")
	var peak uint64
	var ms runtime.MemStats
	count := 0
	for {
		d, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil || d.Bad {
			t.Fatalf("deal %d: %v", count, err)
		}
		count++
		if count%20000 == 0 {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			if ms.HeapAlloc > peak {
				peak = ms.HeapAlloc
			}
		}
	}
	if count != n {
		t.Fatalf("read %d deals, want %d", count, n)
	}
	if peak > 8<<20 {
		t.Errorf("live heap reached %d bytes while streaming", peak)
	}
	t.Logf("%d deals, peak live heap %d KiB", count, peak>>10)
}
