package solve

import (
	"os"
	"strconv"
	"testing"
)

// TestIterStats: for instruction counts under callgrind (SOLVE_DEALS=n).
func TestIterStats(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SOLVE_DEALS"))
	if n == 0 {
		t.Skip()
	}
	e := engine(t, "montpellier")
	ps := deals(e, n, 1)
	s := NewSize(e, 18)
	for _, p := range ps {
		s.Value(p)
	}
	t.Logf("nodes %d", s.nodes)
}
