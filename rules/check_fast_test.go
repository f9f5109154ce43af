package rules_test

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/gen"
)

// checkerPair is one ruleset's checker with the fast path and without.
type checkerPair struct {
	name       string
	fast, slow *rules.Checker
}

// fastSlowCheckers builds a pair for every preset and every house-rules
// file of examples/house-rules.
func fastSlowCheckers(t testing.TB) []checkerPair {
	t.Helper()
	var out []checkerPair
	add := func(name string, rs *rules.Ruleset) {
		fast, err := rules.NewChecker(rs)
		if err != nil {
			t.Fatal(err)
		}
		slow, err := rules.NewChecker(rs)
		if err != nil {
			t.Fatal(err)
		}
		rules.SetSlow(slow, true)
		out = append(out, checkerPair{name, fast, slow})
	}
	for _, p := range rulesfile.Presets() {
		rs, err := rulesfile.Preset(p.Name)
		if err != nil {
			t.Fatal(err)
		}
		add(p.Name, rs)
	}
	files, _ := filepath.Glob(filepath.Join("..", "examples", "house-rules", "*.toml"))
	if len(files) == 0 {
		t.Fatal("no examples/house-rules/*.toml")
	}
	for _, path := range files {
		rs, err := rulesfile.LoadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		add(path, rs)
	}
	return out
}

// variantCheckers builds pairs for montpellier with the bidding rules
// the presets leave alone (a passed seat may not bid, four passes close
// the bidding, no self-overcall), which the fast auction hands over.
func variantCheckers(t testing.TB) []checkerPair {
	t.Helper()
	var out []checkerPair
	for i, change := range []func(*rules.Bidding){
		func(b *rules.Bidding) { b.PassedMayBid = false },
		func(b *rules.Bidding) { b.ClosingPasses, b.SelfOvercall = 4, rules.SelfOvercallNone },
	} {
		pair := checkerPair{name: fmt.Sprintf("montpellier, bidding variant %d", i+1)}
		for _, ck := range []**rules.Checker{&pair.fast, &pair.slow} {
			rs, err := rulesfile.Preset("montpellier")
			if err != nil {
				t.Fatal(err)
			}
			change(&rs.Bidding)
			if *ck, err = rules.NewChecker(rs); err != nil {
				t.Fatal(err)
			}
		}
		rules.SetSlow(pair.slow, true)
		out = append(out, pair)
	}
	return out
}

// sameChecks checks every deal of games with both checkers of each pair
// and fails at the first deal where the outcomes or the diagnostics
// differ. It returns the number of deals compared and how many of them
// had diagnostics.
func sameChecks(t testing.TB, games []*notation.Game, pairs []checkerPair) (deals, faulty int) {
	t.Helper()
	for _, p := range pairs {
		for _, g := range games {
			p.fast.Reset()
			p.slow.Reset()
			for _, d := range g.Deals {
				of, ef := p.fast.CheckDeal(d)
				os, es := p.slow.CheckDeal(d)
				if !reflect.DeepEqual(ef, es) {
					t.Fatalf("%s, deal %d at %v: diagnostics differ\nfast: %s\nslow: %s", p.name, d.Number, d.Pos, errsText(ef), errsText(es))
				}
				if !reflect.DeepEqual(of, os) {
					t.Fatalf("%s, deal %d at %v: outcomes differ\nfast: %+v\nslow: %+v", p.name, d.Number, d.Pos, of, os)
				}
				if p.fast.Carried() != p.slow.Carried() {
					t.Fatalf("%s, deal %d: carried state differs", p.name, d.Number)
				}
				deals++
				if len(es) > 0 {
					faulty++
				}
			}
		}
	}
	return deals, faulty
}

// sameReused reads the games of src (named name) with a Reader, and again
// with a Reader that reuses its storage (which leaves the positions of
// the cards of canonical lines to Deal.FillPositions), checks both with
// a checker of each pair's ruleset, and fails at the first deal where the
// outcomes or the diagnostics differ. It returns the number of deals
// compared.
func sameReused(t testing.TB, name string, src []byte, pairs []checkerPair) (deals, compact int) {
	t.Helper()
	for _, p := range pairs {
		var ck [2]*rules.Checker
		for i := range ck {
			var err error
			if ck[i], err = rules.NewChecker(p.fast.Ruleset()); err != nil {
				t.Fatal(err)
			}
		}
		ref := notation.NewReader(bytes.NewReader(src), name)
		rd := notation.NewReader(bytes.NewReader(src), name)
		rd.Reuse()
		var games [2]*notation.Game
		for {
			dw, errw := ref.Next()
			dr, errr := rd.Next()
			if (dw == nil) != (dr == nil) || (errw == io.EOF) != (errr == io.EOF) {
				t.Fatalf("%s: the readers differ: %v, %v", p.name, errw, errr)
			}
			if dw == nil {
				break
			}
			for i, d := range []*notation.Deal{dw, dr} {
				if d.Game != games[i] {
					ck[i].Reset()
					games[i] = d.Game
				}
			}
			for _, tr := range dr.Tricks {
				if tr.Four != 0 {
					compact++ // checked from its compact form (notation.Trick.Four)
				}
			}
			ow, ew := ck[0].CheckDeal(dw)
			or, er := ck[1].CheckDeal(dr)
			if !reflect.DeepEqual(ew, er) {
				t.Fatalf("%s, deal %d at %v: diagnostics differ\nread:  %s\nreuse: %s", p.name, dr.Number, dr.Pos, errsText(ew), errsText(er))
			}
			ow.Deal, or.Deal, ow.Written, or.Written = nil, nil, nil, nil // (the records' storage)
			if !reflect.DeepEqual(ow, or) {
				t.Fatalf("%s, deal %d at %v: outcomes differ\nread:  %+v\nreuse: %+v", p.name, dr.Number, dr.Pos, ow, or)
			}
			deals++
		}
	}
	return deals, compact
}

func errsText(errs notation.ErrorList) string {
	var b bytes.Buffer
	for _, e := range errs {
		fmt.Fprintf(&b, "\n  %s (end %v)", e.Error(), e.End)
	}
	return b.String()
}

// mutate plants random faults in the deals of games, the kinds the fast
// path must hand over: a card moved to another trick or seat, a belote or
// rebelote said, a trick led by another seat, a card dropped or added, a
// card of a hand swapped, a hand's seat changed; a call's seat, kind or
// contract changed, a call dropped (the fast auction's cases).
func mutate(rng *rand.Rand, games []*notation.Game) {
	seats := []notation.Seat{notation.NoSeat, notation.North, notation.East, notation.South, notation.West}
	for _, g := range games {
		for _, d := range g.Deals {
			for n := rng.IntN(3); n > 0; n-- {
				nt := len(d.Tricks)
				nc := len(d.Calls)
				switch k := rng.IntN(12); {
				case k == 0 && nt > 1:
					a, b := &d.Tricks[rng.IntN(nt)], &d.Tricks[rng.IntN(nt)]
					if len(a.Plays) > 0 && len(b.Plays) > 0 {
						i, j := rng.IntN(len(a.Plays)), rng.IntN(len(b.Plays))
						a.Plays[i].Card, b.Plays[j].Card = b.Plays[j].Card, a.Plays[i].Card
					}
				case k == 1 && nt > 0:
					tr := &d.Tricks[rng.IntN(nt)]
					if len(tr.Plays) > 0 {
						tr.Plays[rng.IntN(len(tr.Plays))].Say = notation.SayBelote + notation.Say(rng.IntN(2))
					}
				case k == 2 && nt > 0:
					d.Tricks[rng.IntN(nt)].Leader = seats[rng.IntN(len(seats))]
				case k == 3 && nt > 0:
					tr := &d.Tricks[rng.IntN(nt)]
					if len(tr.Plays) > 0 {
						tr.Plays = tr.Plays[:len(tr.Plays)-1]
					}
				case k == 4 && nt > 0:
					tr := &d.Tricks[rng.IntN(nt)]
					tr.Plays = append(tr.Plays[:len(tr.Plays):len(tr.Plays)], notation.Play{Card: notation.Card{Rank: notation.Rank(rng.IntN(11)), Suit: notation.Suit(rng.IntN(6))}})
				case k == 5 && len(d.Hands) > 1:
					a, b := &d.Hands[rng.IntN(len(d.Hands))], &d.Hands[rng.IntN(len(d.Hands))]
					if len(a.Cards) > 0 && len(b.Cards) > 0 {
						i, j := rng.IntN(len(a.Cards)), rng.IntN(len(b.Cards))
						a.Cards[i], b.Cards[j] = b.Cards[j], a.Cards[i]
						// the sets made again (as Hand.Set asks), or left
						// to the checker
						if rng.IntN(2) == 0 {
							a.Set, b.Set = notation.CardSetOf(a.Cards), notation.CardSetOf(b.Cards)
						} else {
							a.Set, b.Set = 0, 0
						}
					}
				case k == 6 && len(d.Hands) > 0:
					d.Hands[rng.IntN(len(d.Hands))].Seat = seats[rng.IntN(len(seats))]
				case k == 7 && nt > 0:
					tr := &d.Tricks[rng.IntN(nt)]
					if len(tr.Plays) > 0 {
						tr.Plays[rng.IntN(len(tr.Plays))].Card = notation.Card{Rank: notation.Rank(rng.IntN(11)), Suit: notation.Suit(rng.IntN(6))}
					}
				case k == 8 && nc > 0:
					d.Calls[rng.IntN(nc)].Seat = seats[rng.IntN(len(seats))]
				case k == 9 && nc > 0:
					c := &d.Calls[rng.IntN(nc)]
					c.Kind = notation.CallKind(rng.IntN(4))
					c.Contract = notation.Contract{Level: notation.Level(rng.IntN(4)), Value: 10 * rng.IntN(30), Strain: notation.Strain(rng.IntN(7))}
				case k == 10 && nc > 0:
					c := &d.Calls[rng.IntN(nc)]
					c.Contract.Value += 5 * (rng.IntN(9) - 4)
				case k == 11 && nc > 1:
					i := rng.IntN(nc - 1)
					d.Calls = append(d.Calls[:i:i], d.Calls[i+1:]...)
				}
			}
		}
	}
}

// generated is a generated archive under the ruleset name (a preset or a
// house-rules file) with planted faults at the rate illegal, parsed.
func generated(t testing.TB, name string, games int, seed int64, illegal float64) []*notation.Game {
	t.Helper()
	var buf bytes.Buffer
	if err := gen.Write(&buf, gen.Options{Rules: name, Games: games, Seed: seed, Illegal: illegal}); err != nil {
		t.Fatal(err)
	}
	gs, err := notation.Parse(name, buf.Bytes())
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return gs
}

// recordFiles are the files of records both checkers are compared on.
var recordFiles = []string{
	filepath.Join("testdata", "check", "*.coinche"),
	filepath.Join("..", "examples", "house-rules", "*.coinche"),
	filepath.Join("..", "examples", "*.coinche"),
	filepath.Join("..", "score", "stream", "testdata", "bad", "*.coinche"),
}

// TestCheckFastSame: the checker with its fast path (check_fast.go) and
// without it give the same diagnostics, byte for byte, and the same
// Outcomes, on generated archives under every preset and the engines'
// house rules (clean, with faults planted by score/gen at two rates, and
// with random faults of the kinds the fast path hands over), and on the
// files of testdata/check, examples/ (and examples/house-rules) and
// score/stream/testdata/bad, each under every ruleset.
func TestCheckFastSame(t *testing.T) {
	pairs := fastSlowCheckers(t)
	all := append(pairs[:len(pairs):len(pairs)], variantCheckers(t)...)
	var total, faulty int
	for i, p := range pairs {
		name := p.name
		for _, illegal := range []float64{0, 0.2, 1} {
			t.Run(fmt.Sprintf("gen/%s/illegal=%g", filepath.Base(name), illegal), func(t *testing.T) {
				games := generated(t, name, 6, int64(i+1), illegal)
				n, f := sameChecks(t, games, pairs[i:i+1])
				total, faulty = total+n, faulty+f
				if illegal == 1 && f == 0 {
					t.Fatalf("no deal with a planted fault")
				}
			})
		}
		t.Run(fmt.Sprintf("mutated/%s", filepath.Base(name)), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(i), 11))
			for round := 0; round < 4; round++ {
				games := generated(t, name, 6, int64(100*i+round), 0)
				mutate(rng, games)
				n, f := sameChecks(t, games, all)
				total, faulty = total+n, faulty+f
			}
		})
	}
	var files []string
	for _, pat := range recordFiles {
		m, _ := filepath.Glob(pat)
		if len(m) == 0 {
			t.Fatalf("no file %s", pat)
		}
		files = append(files, m...)
	}
	for _, path := range files {
		t.Run(path, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			games, _ := notation.Parse(path, src)
			n, f := sameChecks(t, games, all)
			total, faulty = total+n, faulty+f
		})
	}
	t.Logf("%d deals compared, %d with diagnostics", total, faulty)
	if faulty == 0 || faulty == total {
		t.Fatalf("%d of %d deals with diagnostics: the comparison needs both", faulty, total)
	}
}

// TestCheckReusedSame: a deal read by a Reader that reuses its storage,
// whose cards' positions are worked out only when the checker cites them
// (notation.Deal.FillPositions), is checked as the same deal read by
// Parse: the same diagnostics, byte for byte, and Outcomes; on generated
// archives under every preset and the engines' house rules (clean and
// with faults planted at two rates) and on the files of TestCheckFastSame.
func TestCheckReusedSame(t *testing.T) {
	pairs := fastSlowCheckers(t)
	for i, p := range pairs {
		for _, illegal := range []float64{0, 0.2, 1} {
			t.Run(fmt.Sprintf("gen/%s/illegal=%g", filepath.Base(p.name), illegal), func(t *testing.T) {
				var buf bytes.Buffer
				if err := gen.Write(&buf, gen.Options{Rules: p.name, Games: 6, Seed: int64(i + 1), Illegal: illegal}); err != nil {
					t.Fatal(err)
				}
				// (a deal with a fault planted carries a comment: the
				// general parser reads it)
				if _, compact := sameReused(t, p.name, buf.Bytes(), pairs[i:i+1]); compact == 0 && illegal < 1 {
					t.Fatal("no trick read in its compact form (notation.Trick.Four): the comparison needs them")
				}
			})
		}
		t.Run(fmt.Sprintf("no-rebelote/%s", filepath.Base(p.name)), func(t *testing.T) {
			// belote said, rebelote not: a warning on a card of a
			// trick whose line is otherwise canonical
			var buf bytes.Buffer
			if err := gen.Write(&buf, gen.Options{Rules: p.name, Games: 6, Seed: int64(i + 1)}); err != nil {
				t.Fatal(err)
			}
			sameReused(t, p.name, bytes.ReplaceAll(buf.Bytes(), []byte(" rebelote"), nil), pairs[i:i+1])
		})
	}
	for _, pat := range recordFiles {
		m, _ := filepath.Glob(pat)
		for _, path := range m {
			t.Run(path, func(t *testing.T) {
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				sameReused(t, path, src, pairs)
			})
		}
	}
}

// FuzzCheckFastSame: on any text, every game checked under every preset
// and the engines' house rules gives the same diagnostics and Outcomes
// with the fast path and without.
//
//	go test -run='^$' -fuzz=FuzzCheckFastSame -fuzztime=5m ./rules
func FuzzCheckFastSame(f *testing.F) {
	for _, pat := range recordFiles {
		m, _ := filepath.Glob(pat)
		for _, path := range m {
			if src, err := os.ReadFile(path); err == nil {
				f.Add(src)
			}
		}
	}
	for i, p := range rulesfile.Presets() {
		var buf bytes.Buffer
		if err := gen.Write(&buf, gen.Options{Rules: p.Name, Games: 1, Seed: int64(i), Illegal: 0.3}); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	pairs := fastSlowCheckers(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		games, _ := notation.Parse("fuzz", src)
		sameChecks(t, games, pairs)
		sameReused(t, "fuzz", src, pairs)
	})
}
