package tournament

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/score/live"
)

// TestBerger: over the rounds of the Berger tables every team meets every
// other exactly once, and with an odd count each sits out once.
func TestBerger(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5, 6, 7, 8, 10} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			met := map[[2]int]int{}
			byes := map[int]int{}
			rounds := n - 1 + n%2
			for r := 1; r <= rounds; r++ {
				pairs, bye := BergerRound(n, r)
				seen := map[int]bool{}
				for _, p := range pairs {
					if seen[p[0]] || seen[p[1]] || p[0] == p[1] {
						t.Fatalf("round %d: %v plays twice", r, p)
					}
					seen[p[0]], seen[p[1]] = true, true
					met[[2]int{min(p[0], p[1]), max(p[0], p[1])}]++
				}
				if (bye >= 0) != (n%2 == 1) {
					t.Fatalf("round %d: bye %d with %d teams", r, bye, n)
				}
				if bye >= 0 {
					byes[bye]++
				}
			}
			for a := 0; a < n; a++ {
				for b := a + 1; b < n; b++ {
					if met[[2]int{a, b}] != 1 {
						t.Errorf("%d and %d meet %d times", a, b, met[[2]int{a, b}])
					}
				}
				if n%2 == 1 && byes[a] != 1 {
					t.Errorf("team %d sits out %d times", a, byes[a])
				}
			}
		})
	}
}

// TestSwissRound: ranked by wins then difference; no rematch; the bye to
// the lowest ranked that has not sat out.
func TestSwissRound(t *testing.T) {
	rec := func(i, wins, diff int, met ...int) record {
		r := record{index: i, wins: wins, diff: diff, met: map[int]bool{}}
		for _, m := range met {
			r.met[m] = true
		}
		return r
	}
	for _, tc := range []struct {
		name string
		recs []record
		want string
		bye  int
	}{
		{"first round", []record{rec(0, 0, 0), rec(1, 0, 0), rec(2, 0, 0), rec(3, 0, 0)}, "0-1 2-3", -1},
		{"by wins", []record{rec(0, 0, -50, 1), rec(1, 1, 50, 0), rec(2, 1, 20, 3), rec(3, 0, -20, 2)}, "1-2 3-0", -1},
		{"difference breaks wins", []record{rec(0, 1, 10), rec(1, 1, 90), rec(2, 0, 0), rec(3, 0, -100)}, "1-0 2-3", -1},
		{"no rematch", []record{rec(0, 2, 0, 1), rec(1, 2, 0, 0), rec(2, 0, 0), rec(3, 0, 0)}, "0-2 1-3", -1},
		{"backtrack", []record{rec(0, 3, 0, 2), rec(1, 2, 0, 3), rec(2, 1, 0, 0), rec(3, 0, 0, 1)}, "0-1 2-3", -1},
		{"bye to the last", []record{rec(0, 1, 0), rec(1, 1, 0), rec(2, 0, 0)}, "0-1", 2},
		{"bye not twice", []record{rec(0, 1, 0), rec(1, 1, 0), rec(2, 1, 0)}, "0-2", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "bye not twice" {
				tc.recs[2].bye = true
			}
			pairs, bye, err := SwissRound(tc.recs)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range pairs {
				got = append(got, fmt.Sprintf("%d-%d", p.ns, p.ew))
			}
			if strings.Join(got, " ") != tc.want || bye != tc.bye {
				t.Errorf("%v bye %d, want %s bye %d", got, bye, tc.want, tc.bye)
			}
		})
	}
	_, _, err := SwissRound([]record{rec(0, 0, 0, 1), rec(1, 0, 0, 0)})
	if !errors.Is(err, ErrNoPairing) {
		t.Errorf("a rematch forced: %v", err)
	}
}

// writeConfig writes a tournament of n teams.
func writeConfig(t *testing.T, dir, system string, n, rounds int) {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "name = \"Club night\"\nsystem = %q\nrules = \"montpellier\"\ntarget = 300\nrounds = %d\n", system, rounds)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "[[team]]\nname = \"P%d / Q%d\"\nplayers = [\"P%d\", \"Q%d\"]\n", i, i, i, i)
	}
	if err := os.WriteFile(filepath.Join(dir, File), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// play finishes every table of round r: the NS team wins at odd tables,
// EW at even ones, by a margin growing with the table.
func play(t *testing.T, dir string, r Round) {
	t.Helper()
	for _, tb := range r.Tables {
		seat := "N"
		if tb.Number%2 == 0 {
			seat = "E"
		}
		for _, e := range []string{seat + " 80H " + fmt.Sprint(100+tb.Number), seat + " 80S 120"} {
			if err := live.Add(filepath.Join(dir, tb.File), strings.Fields(e), io.Discard); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// nextRound loads the tournament of dir and pairs round r.
func nextRound(t *testing.T, dir string, r int) (*Tournament, *Round) {
	t.Helper()
	tr, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	round, err := tr.Next()
	if err != nil {
		t.Fatalf("round %d: %v", r, err)
	}
	return tr, round
}

// TestSwissEvening: 8 teams, 3 Swiss rounds: files with their seats, no
// rematch, a round not over refused, the standings those of the files.
func TestSwissEvening(t *testing.T) {
	dir := t.TempDir()
	writeConfig(t, dir, Swiss, 8, 3)
	met := map[string]bool{}
	for r := 1; r <= 3; r++ {
		tr, round := nextRound(t, dir, r)
		if len(round.Tables) != 4 || round.Bye != "" {
			t.Fatalf("round %d: %+v", r, round)
		}
		for _, tb := range round.Tables {
			k := tb.NS + "|" + tb.EW
			if met[k] {
				t.Fatalf("round %d: rematch %s", r, k)
			}
			met[k], met[tb.EW+"|"+tb.NS] = true, true
		}
		text, _ := os.ReadFile(filepath.Join(dir, round.Tables[0].File))
		for _, tag := range []string{`[Round "` + fmt.Sprint(r) + `"]`, `[North "`, `[East "`, `[South "`, `[West "`, `[Event "Club night"]`} {
			if !strings.Contains(string(text), tag) {
				t.Fatalf("no %s in\n%s", tag, text)
			}
		}
		if _, err := tr.Next(); !errors.Is(err, ErrRoundNotOver) {
			t.Fatalf("a round paired before the last is over: %v", err)
		}
		play(t, dir, *round)
	}
	tr, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Next(); !errors.Is(err, ErrAllPlayed) {
		t.Fatalf("a 4th round: %v", err)
	}
	st, err := tr.Standings(0)
	if err != nil {
		t.Fatal(err)
	}
	table := st.Table()
	if len(table) != 8 || table[0].Won != 3 || len(st.NotCounted) != 0 {
		t.Fatalf("standings: %+v %v", table, st.NotCounted)
	}
}

// TestBergerOdd: 5 teams by Berger tables: 5 rounds, a bye each round.
func TestBergerOdd(t *testing.T) {
	dir := t.TempDir()
	writeConfig(t, dir, Berger, 5, 0)
	for r := 1; r <= 5; r++ {
		_, round := nextRound(t, dir, r)
		if len(round.Tables) != 2 || round.Bye == "" {
			t.Fatalf("round %d: %+v", r, round)
		}
		play(t, dir, *round)
	}
	tr, _ := Load(dir)
	if len(tr.Rounds) != 5 || tr.Rounds[2].Bye == "" {
		t.Fatalf("rounds read back: %+v", tr.Rounds)
	}
	if _, err := tr.Next(); !errors.Is(err, ErrAllPlayed) {
		t.Fatalf("a 6th round: %v", err)
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Load(dir); !errors.Is(err, ErrNoTournament) {
		t.Fatal(err)
	}
	for _, bad := range []string{"system = \"knockout\"\n[[team]]\nname=\"A\"\n[[team]]\nname=\"B\"\n", "[[team]]\nname=\"A\"\n", "[[team]]\nname=\"A\"\n[[team]]\nname=\"a\"\n", "colour = 1\n"} {
		os.WriteFile(filepath.Join(dir, File), []byte(bad), 0o644)
		if _, err := Load(dir); err == nil {
			t.Errorf("accepted:\n%s", bad)
		}
	}
}
