//go:build linux

package solve

import (
	"fmt"
	"runtime"
	"testing"
	"time"
	"unsafe"
)

// TestTableOf checks the solver's tables as tableOf maps them: n zeroed
// entries, each its own memory, a large table on a 2 MiB boundary (where
// a transparent huge page can hold it), and the mapping still usable
// after collections while its solver is alive.
func TestTableOf(t *testing.T) {
	for _, n := range []int{1, 1000, 1 << 16, 1 << 17, 1<<17 + 3} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			s := &Solver{}
			tab := tableOf[entry](s, n)
			if len(tab) != n {
				t.Fatalf("len %d, want %d", len(tab), n)
			}
			size := n * int(unsafe.Sizeof(entry{}))
			if addr := uintptr(unsafe.Pointer(&tab[0])); size >= hugePage && addr%hugePage != 0 {
				t.Errorf("a table of %d bytes at %#x: not on a 2 MiB boundary", size, addr)
			}
			for i := range tab {
				if tab[i] != (entry{}) {
					t.Fatalf("entry %d not zero: %+v", i, tab[i])
				}
				tab[i].k0, tab[i].lo = uint64(i), int16(i)
			}
			runtime.GC()
			runtime.GC()
			for i := range tab {
				if tab[i].k0 != uint64(i) || tab[i].lo != int16(i) {
					t.Fatalf("entry %d: %+v after a collection", i, tab[i])
				}
			}
			runtime.KeepAlive(s)
		})
	}
}

// TestTableOfReleased checks that the tables of dropped solvers are
// released (the cleanups unmap them and count them off mapped), also
// when more of them are made than collectEvery allows between
// collections.
func TestTableOfReleased(t *testing.T) {
	runtime.GC()
	before := mapped.Load()
	const n = 1 << 18 // 6 MiB of entries a table
	for i := 0; i < 2*collectEvery/(n*int(unsafe.Sizeof(entry{}))); i++ {
		s := &Solver{}
		s.tt = tableOf[entry](s, n)
		s.tt[n-1].k0 = 1 // touched: a page of it is in use
	}
	if mapped.Load() <= before {
		t.Fatalf("mapped %d bytes after making the tables, %d before: not counted", mapped.Load(), before)
	}
	for try := 0; try < 100; try++ {
		runtime.GC()
		if mapped.Load() <= before {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Errorf("mapped %d bytes after the solvers were dropped, %d before: not released", mapped.Load(), before)
}
