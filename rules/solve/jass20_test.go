package solve

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// TestJass20Counts reports the positions the double-dummy table's solves
// search on the 20 tournoi-2018 deals of docs/performance.md (`coinche deal
// --rules tournoi-2018 --games 3 --seed 11`, the first 20 deals played,
// testdata/jass20.txt: dealer and the hands N, E, S, W): each trump suit
// from the seat after the dealer, NS declaring, a fresh Solver per strain
// (as coinche analyze's table). It takes minutes: only with
// COINCHE_JASS20=1 (COINCHE_JASS20=4 for deal 4 alone).
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
			n += s.Nodes()
		}
		perDeal = append(perDeal, n)
		sum += n
	}
	slices.Sort(perDeal)
	if n := len(perDeal); n > 0 {
		t.Logf("sum %d, median %d", sum, (perDeal[(n-1)/2]+perDeal[n/2])/2)
	}
}
