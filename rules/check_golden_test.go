package rules

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// The games under testdata/check hold planted illegal calls and plays; each
// NAME.coinche has its diagnostics and deal outcomes in NAME.golden
// (rewritten by -update). The games were made by TestGenCheckCorpus
// (-gencorpus): random legal deals (score/gen.RandomDeal) printed with
// notation.Print after one call, card or record was changed.
var genCorpus = flag.Bool("gencorpus", false, "rewrite the games of testdata/check from random deals (then run -update)")

// checkFile parses and checks one file the way `coinche check` does: the
// ruleset from each game's Rules tag, syntax errors and rule errors
// together, sorted; then one line per deal with what it came to.
func checkFile(t testing.TB, path string, src []byte) string {
	t.Helper()
	name := filepath.Base(path)
	games, err := notation.Parse(name, src)
	var all notation.ErrorList
	if el, ok := err.(notation.ErrorList); ok {
		all = append(all, el...)
	} else if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var outs []string
	for _, g := range games {
		tag, _ := g.Tag("Rules")
		rs, err := testResolve(tag, path, "")
		if err != nil {
			all.Add(g.Pos, "ruleset/invalid", "%v", err)
			continue
		}
		res, errs := CheckGame(g, rs)
		all = append(all, errs...)
		for _, o := range res {
			outs = append(outs, outcomeLine(&o))
		}
	}
	all.Sort()
	var b strings.Builder
	for _, e := range all {
		fmt.Fprintf(&b, "%s\n", e)
	}
	b.WriteString("--\n")
	for _, o := range outs {
		b.WriteString(o)
		b.WriteByte('\n')
	}
	return b.String()
}

// outcomeLine writes an Outcome on one line for the golden files.
func outcomeLine(o *Outcome) string {
	n := 0
	if o.Deal != nil {
		n = o.Deal.Number
	}
	if o.AllPass {
		return fmt.Sprintf("deal %d: all pass", n)
	}
	s := fmt.Sprintf("deal %d: %s %s", n, o.Declarer.String(), o.Contract.String())
	if o.Double != notation.NotCoinched {
		s += " " + o.Double.String()
	}
	s += fmt.Sprintf(" points %d-%d tricks %d-%d", o.Points[0], o.Points[1], o.Tricks[0], o.Tricks[1])
	if o.Capot != notation.NoTeam {
		s += " capot " + o.Capot.String()
	}
	if o.Solo {
		s += " solo"
	}
	if o.Belote != notation.NoTeam {
		s += " belote " + o.Belote.String()
	}
	if o.Announces != [2]int{} {
		s += fmt.Sprintf(" announces %d-%d", o.Announces[0], o.Announces[1])
	}
	if o.Stopped {
		s += " stopped"
	}
	return s
}

func TestCheckGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "check", "*.coinche"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 30 {
		t.Errorf("%d games under testdata/check; want at least 30", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got := checkFile(t, path, src)
			gpath := strings.TrimSuffix(path, ".coinche") + ".golden"
			if updateGolden() {
				if err := os.WriteFile(gpath, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(gpath)
			if err != nil {
				t.Fatalf("%v (run go test -run TestCheckGolden -update)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from %s:\n got:\n%s\nwant:\n%s", path, gpath, got, want)
			}
			// A planted file must report something, and its header says
			// which code ("# expect: CODE ...").
			for _, code := range expectedCodes(src) {
				if !strings.Contains(got, "error["+code+"]") {
					t.Errorf("%s: no %s reported", path, code)
				}
			}
			if len(expectedCodes(src)) == 0 && strings.Contains(got, "error[") {
				t.Errorf("%s: a clean game reports errors:\n%s", path, got)
			}
		})
	}
}

// expectedCodes reads the "# expect: code code" line of a test game.
func expectedCodes(src []byte) []string {
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(line, "# expect:"); ok {
			return strings.Fields(rest)
		}
	}
	return nil
}

// plant is one game of the corpus: three random deals under a preset, the
// second changed by mutate so that the checker reports code.
type plant struct {
	file   string
	preset string
	desc   string
	codes  []string // what must be reported (none: a clean control game)
	exact  bool     // and nothing else
	mutate func(p *planter, d *notation.Deal) bool
}

type planter struct {
	t   testing.TB
	rs  *Ruleset
	eng *Engine
	rng *rand.Rand
	g   *notation.Game
}

// check runs the checker over the planter's game and returns the codes.
func (p *planter) check() []string {
	_, errs := CheckGame(p.g, p.rs)
	var codes []string
	for _, e := range errs {
		codes = append(codes, e.Code)
	}
	return codes
}

func (p *planter) ok(pl *plant) bool {
	codes := p.check()
	for _, c := range pl.codes {
		if !slices.Contains(codes, c) {
			return false
		}
	}
	if pl.exact || len(pl.codes) == 0 {
		for _, c := range codes {
			if !slices.Contains(pl.codes, c) {
				return false
			}
		}
	}
	return true
}

// swapPlays tries every exchange of two cards played by one seat in deal d
// (the earlier one becoming illegal) until the game reports exactly the
// plant's codes.
func swapPlays(p *planter, pl *plant, d *notation.Deal) bool {
	e := p.eng
	type at struct{ ti, pi int }
	bySeat := map[notation.Seat][]at{}
	for ti, tr := range d.Tricks {
		s := tr.Leader
		for pi := range tr.Plays {
			bySeat[s] = append(bySeat[s], at{ti, pi})
			s = e.NextSeat(s)
		}
	}
	for _, seat := range []notation.Seat{notation.North, notation.East, notation.South, notation.West} {
		list := bySeat[seat]
		for i := range list {
			for j := i + 1; j < len(list); j++ {
				a, b := list[i], list[j]
				if a.pi == 0 {
					continue // a lead is always legal
				}
				pa, pb := &d.Tricks[a.ti].Plays[a.pi], &d.Tricks[b.ti].Plays[b.pi]
				pa.Card, pb.Card = pb.Card, pa.Card
				if p.ok(pl) {
					return true
				}
				pa.Card, pb.Card = pb.Card, pa.Card
			}
		}
	}
	return false
}

// TestGenCheckCorpus (-gencorpus) writes the games of testdata/check.
func TestGenCheckCorpus(t *testing.T) {
	if !*genCorpus {
		t.Skip("run with -gencorpus to rewrite testdata/check")
	}
	dir := filepath.Join("testdata", "check")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, pl := range corpusPlants() {
		pl := pl
		rs, err := testPreset(pl.preset)
		if err != nil {
			t.Fatal(err)
		}
		eng, err := NewEngine(rs)
		if err != nil {
			t.Fatal(err)
		}
		done := false
		var p *planter
		for seed := uint64(1); seed < 400 && !done; seed++ {
			p = &planter{t: t, rs: rs, eng: eng, rng: rand.New(rand.NewPCG(seed, 11))}
			p.g = &notation.Game{Tags: []notation.Tag{{Name: "Event", Value: pl.file}, {Name: "Rules", Value: pl.preset}}}
			dealer := notation.North
			for n := 1; n <= 3; n++ {
				p.g.Deals = append(p.g.Deals, testRandomDeal(eng, p.rng, n, dealer))
				dealer = eng.NextSeat(dealer)
			}
			if len(p.check()) > 0 {
				continue
			}
			if pl.mutate(p, p.g.Deals[1]) && p.ok(&pl) {
				done = true
			}
		}
		if !done {
			t.Errorf("%s: no deal to plant %v in", pl.file, pl.codes)
			continue
		}
		var b bytes.Buffer
		fmt.Fprintf(&b, "# %s\n", pl.desc)
		if len(pl.codes) > 0 {
			fmt.Fprintf(&b, "# expect: %s\n", strings.Join(pl.codes, " "))
		} else {
			b.WriteString("# a clean control game: nothing to report\n")
		}
		b.WriteString("\n")
		if err := notation.Print(&b, []*notation.Game{p.g}); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, pl.file+".coinche"), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
