package notation

import (
	"testing"
)

// CheckFastPath is checkFastPath, for the tests of package notation_test
// (which may import the game generator of package score/gen).
func CheckFastPath(t testing.TB, src []byte) int { return checkFastPath(t, src) }

// ReaderFastDeals is how many deals a Reader has read on the fast path.
func ReaderFastDeals(r *Reader) int { return r.p.fastDeals }

// ReadAll is readAll, for the benchmarks of package notation_test.
func ReadAll(b *testing.B, r *Reader, want int) { readAll(b, r, want) }

// GenFile is genFile, n full deals of shuffled cards.
var GenFile = genFile

// GeneralPath makes r read every deal with the general parser.
func GeneralPath(r *Reader) { r.p.fast = false }

// CPUTime is the process's CPU time, for the benchmarks.
var CPUTime = cpuTime
