package solve

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestEndEntry checks the 8-byte entries of the last two tricks' table
// (endEntry): for any table size NewSize gives, the bucket an entry sits
// in (its slot's bit apart) and the 48 bits it keeps give back the whole
// key times endMul, so that an entry is never taken for another
// position's; and the bounds come back as stored.
func TestEndEntry(t *testing.T) {
	e := engine(t, "tournoi-2018")
	for _, bits := range []int{10, 18, 20} {
		t.Run(fmt.Sprintf("tableBits=%d", bits), func(t *testing.T) {
			s := NewSize(e, bits)
			if len(s.ends) != 1<<(64-int(s.endShift)) {
				t.Fatalf("%d entries, endShift %d", len(s.ends), s.endShift)
			}
			r := rand.New(rand.NewPCG(1, 2))
			for i := 0; i < 10000; i++ {
				k := r.Uint64()>>11 | 1 // 53 bits, never 0
				x := k * endMul
				lo, hi := r.IntN(endMaxPoints+1), r.IntN(endMaxPoints+1)
				en := newEndEntry(x, lo, hi)
				bucket := x >> s.endShift >> 1
				if got := bucket<<(s.endShift+1) | uint64(en)>>16; got != x {
					t.Fatalf("key %#x: bucket %#x and entry %#x give %#x, want %#x", k, bucket, uint64(en), got, x)
				}
				if en != 0 && !en.is(x) {
					t.Fatalf("key %#x: its entry not found", k)
				}
				if l, h := en.bounds(); l != lo || h != hi {
					t.Fatalf("bounds %d..%d, stored %d..%d", l, h, lo, hi)
				}
			}
		})
	}
}
