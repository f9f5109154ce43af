package solve

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
)

// goldenSet is the fixed set of positions whose values testdata/values.golden
// records, as the solver found them before issue 19's speed work (main at
// 8d209c4): for each 32-card preset, 30 full deals (every strain in turn,
// either team declaring, a random leader) and 30 endings of 5 tricks with 0
// to 3 cards of the trick played; under tournoi-2018 (36 cards, jass play
// rules), 40 endings of 6 tricks and 20 of 7, with 0 to 3 cards played.
func goldenSet(t testing.TB) (names []string, ps []Position) {
	type set struct {
		preset        string
		n, tricks     int
		extra, strain bool
	}
	sets := []set{
		{"base", 30, 8, false, true}, {"base", 30, 5, true, true},
		{"classique", 30, 8, false, true}, {"classique", 30, 5, true, true},
		{"montpellier", 30, 8, false, true}, {"montpellier", 30, 5, true, true},
		{"annonces", 30, 8, false, true}, {"annonces", 30, 5, true, true},
		{"tournoi-2018", 40, 6, true, false}, {"tournoi-2018", 20, 7, true, false},
	}
	for k, c := range sets {
		e := engine(t, c.preset)
		r := rand.New(rand.NewPCG(uint64(19+k), 19))
		for i := 0; i < c.n; i++ {
			extra := 0
			if c.extra {
				extra = r.IntN(4)
			}
			p := randomEnding(e, r, c.tricks, extra)
			if c.strain && extra == 0 {
				p.Trick.Start(strains[i%len(strains)], p.Trick.Leader)
			}
			names = append(names, c.preset)
			ps = append(ps, p)
		}
	}
	return names, ps
}

// TestGoldenValues compares the values of goldenSet with
// testdata/values.golden, written by the solver as it was before issue 19
// (main at 8d209c4, and the same values by the frozen copy of that solver
// the tests compared with position by position until it was retired:
// .ci/bench-solve compares speed with any git revision instead). go test
// -update rewrites the file: only for a deliberate change of the set,
// never to accept other values.
func TestGoldenValues(t *testing.T) {
	names, ps := goldenSet(t)
	news := map[string]*Solver{}
	var b strings.Builder
	for i, p := range ps {
		name := names[i]
		if news[name] == nil {
			news[name] = New(engine(t, name))
		}
		v := news[name].Value(p)
		fmt.Fprintf(&b, "%d %s %s %d\n", i, name, positionKey(p), v)
	}
	goldentest.Check(t, "testdata/values.golden", []byte(b.String()))
}

// positionKey writes p in one line: the four hands, the trick, the
// declarers.
func positionKey(p Position) string {
	var b strings.Builder
	for _, h := range p.Hands {
		fmt.Fprintf(&b, "%x/", uint64(h))
	}
	fmt.Fprintf(&b, "%d:%d:%d", p.Trick.Strain, p.Trick.Leader, p.Declarers)
	for i := 0; i < p.Trick.N; i++ {
		fmt.Fprintf(&b, ":%d", p.Trick.Cards[i])
	}
	return b.String()
}
