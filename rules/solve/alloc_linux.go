//go:build linux

package solve

import (
	"runtime"
	"sync/atomic"
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on Linux (x86-64 and
// arm64 with 4 KiB base pages).
const hugePage = 2 << 20

// mapped is the bytes of the tables mapped and not yet released, and
// collectAt the count when tableOf last asked for a collection: the
// tables are outside the Go heap, so a dropped solver's tables would
// otherwise wait for a collection the heap alone may not start for long
// (a review that meets many rulesets drops a solver per ruleset).
var mapped, collectAt atomic.Int64

// collectEvery is how many bytes of tables may be mapped since the last
// collection tableOf asked for before it asks for another.
const collectEvery = 256 << 20

// tableOf returns n zeroed entries of T, a table of s that holds no
// pointers. A table of 2 MiB or more is mapped outside the Go heap,
// aligned on 2 MiB and marked for transparent huge pages (madvise(2),
// MADV_HUGEPAGE: the kernel's "madvise" mode, the common default): the
// tables are read at random, and on 4 KiB pages nearly every probe of a
// table of tens of MiB misses the TLB and the first touch of each page
// costs a page fault (about 0.4 s of system time for the four solvers of
// a 36-card review). The mapping is released when s is no longer
// reachable; after every 256 MiB of new tables a collection is asked
// for, so that the dropped solvers' tables are released (mapped). Where
// the mapping or the advice is refused, the table is an
// ordinary slice, or ordinary pages: the same entries, slower.
func tableOf[T any](s *Solver, n int) []T {
	var zero T
	size := n * int(unsafe.Sizeof(zero))
	if size < hugePage {
		return make([]T, n)
	}
	b, err := syscall.Mmap(-1, 0, size+hugePage, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return make([]T, n)
	}
	if n := mapped.Add(int64(len(b))); n-collectAt.Load() > collectEvery {
		runtime.GC() // the dropped solvers' cleanups release their tables
		collectAt.Store(n)
	}
	off := (hugePage - int(uintptr(unsafe.Pointer(&b[0]))%hugePage)) % hugePage
	t := b[off : off+size : off+size]
	_ = syscall.Madvise(t, syscall.MADV_HUGEPAGE) // advice: ordinary pages if refused
	runtime.AddCleanup(s, func(b []byte) {
		if syscall.Munmap(b) == nil {
			mapped.Add(-int64(len(b)))
		}
	}, b)
	return unsafe.Slice((*T)(unsafe.Pointer(&t[0])), n)
}
