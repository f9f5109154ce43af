package score

import (
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// TestWithoutRows checks that a sheet without rows reaches the same totals
// and verdict as one with them, and keeps no row.
func TestWithoutRows(t *testing.T) {
	rs, err := rulesfile.Preset("montpellier")
	if err != nil {
		t.Fatal(err)
	}
	deals := []rules.Outcome{
		{Declarer: notation.South, Contract: notation.Contract{Value: 100, Strain: notation.TrumpH}, Points: [2]int{120, 42}, Tricks: [2]int{-1, -1}},
		{AllPass: true},
		{Declarer: notation.East, Contract: notation.Contract{Value: 80, Strain: notation.TrumpS}, Points: [2]int{100, 62}, Tricks: [2]int{-1, -1}},
	}
	for _, tc := range []struct {
		name string
		opts []Option
		rows int
	}{
		{"with rows", nil, 30},
		{"without rows", []Option{WithoutRows()}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSheet(rs, 1000, tc.opts...)
			var last DealScore
			for i := 0; i < 10; i++ {
				for _, o := range deals {
					last = s.Add(o)
				}
			}
			if got := len(s.Rows()); got != tc.rows {
				t.Errorf("%d rows, want %d", got, tc.rows)
			}
			if last.Number != 30 {
				t.Errorf("last deal numbered %d, want 30", last.Number)
			}
			if s.Totals() != [2]int{4600, 400} || !s.Over() { // per round: NS 100+120=220 and 160+80=240, EW 40
				t.Errorf("totals %v over %v, want [4600 400] true", s.Totals(), s.Over())
			}
			if w, _ := s.Winner(); w != notation.NS {
				t.Errorf("winner %v, want NS", w)
			}
		})
	}
}
