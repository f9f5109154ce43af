package solve

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/notation"
)

// TestJass20Counts reports the positions the double-dummy table's solves
// search on the 20 tournoi-2018 deals of docs/performance.md (`coinche deal
// --rules tournoi-2018 --games 3 --seed 11`, the first 20 deals played,
// testdata/jass20.txt: dealer and the hands N, E, S, W): each trump suit
// from the seat after the dealer, NS declaring, a fresh Solver per strain
// (as coinche analyze's table). Each strain's value must be the one in
// testdata/jass20.golden (-update rewrites it from a run of every deal).
// It takes minutes: only with COINCHE_JASS20=1 (COINCHE_JASS20=4 for deal
// 4 alone, its values checked against the same file).
func TestJass20Counts(t *testing.T) {
	only := os.Getenv("COINCHE_JASS20")
	if only == "" {
		t.Skip("COINCHE_JASS20 not set")
	}
	e := engine(t, "tournoi-2018")
	data, err := os.ReadFile("testdata/jass20.txt")
	if err != nil {
		t.Fatal(err)
	}
	seats := map[string]notation.Seat{"N": N, "E": E, "S": S, "W": W}
	var perDeal []int
	var values strings.Builder
	sum := 0
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if only != "1" && only != strconv.Itoa(i+1) {
			continue
		}
		f := strings.Split(line, "|")
		var p Position
		for s := 0; s < 4; s++ {
			p.Hands[s] = hand(t, f[1+s])
		}
		p.Declarers = notation.NS
		leader := e.NextSeat(seats[f[0]])
		n := 0
		for _, st := range []notation.Strain{notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC} {
			p.Trick.Start(st, leader)
			s := New(e)
			v := s.Value(p)
			t.Logf("deal %d %v: value %d, %d positions", i+1, st, v, s.Nodes())
			fmt.Fprintf(&values, "deal %d %v: %d\n", i+1, st, v)
			n += s.Nodes()
		}
		perDeal = append(perDeal, n)
		sum += n
	}
	if only == "1" {
		goldentest.Check(t, "testdata/jass20.golden", []byte(values.String()))
	} else if want, err := os.ReadFile("testdata/jass20.golden"); err != nil {
		t.Fatal(err)
	} else {
		for _, line := range strings.SplitAfter(values.String(), "\n") {
			if !strings.Contains(string(want), line) {
				t.Errorf("%q is not in testdata/jass20.golden", line)
			}
		}
	}
	slices.Sort(perDeal)
	if n := len(perDeal); n > 0 {
		t.Logf("sum %d, median %d", sum, (perDeal[(n-1)/2]+perDeal[n/2])/2)
	}
}
