package gen

import (
	"bytes"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

var presets = []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"}

func TestWriteSameSeed(t *testing.T) {
	for _, name := range presets {
		for _, illegal := range []float64{0, 0.5} {
			t.Run(name, func(t *testing.T) {
				var a, b bytes.Buffer
				if err := Write(&a, Options{Rules: name, Games: 2, Seed: 7, Illegal: illegal}); err != nil {
					t.Fatal(err)
				}
				if err := Write(&b, Options{Rules: name, Games: 2, Seed: 7, Illegal: illegal}); err != nil {
					t.Fatal(err)
				}
				if a.Len() == 0 || !bytes.Equal(a.Bytes(), b.Bytes()) {
					t.Fatalf("same seed, different output (%d vs %d bytes)", a.Len(), b.Len())
				}
			})
		}
	}
}

func TestWriteBadOptions(t *testing.T) {
	for _, o := range []Options{
		{Rules: "nope", Games: 1},
		{Rules: "base", Games: 1, Illegal: -0.1},
		{Rules: "base", Games: 1, Illegal: 1.5},
	} {
		if err := Write(&bytes.Buffer{}, o); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
}

// planted returns the kind of fault a deal's "# planted:" comment names,
// or "".
func planted(d *notation.Deal) string {
	for _, c := range d.Notes.Before {
		if rest, ok := strings.CutPrefix(c.Text, "# planted: "); ok {
			kind, _, _ := strings.Cut(rest, ":")
			return kind
		}
	}
	return ""
}

// checkGenerated parses and checks generated games and returns, per deal,
// the planted kind and the number of problems found.
func checkGenerated(t *testing.T, src []byte) (kinds []string, problems []int) {
	t.Helper()
	games, err := notation.Parse("gen", src)
	if err != nil {
		t.Fatalf("generated games do not parse: %v", err)
	}
	for _, g := range games {
		name, _ := g.Tag("Rules")
		rs, err := rulesfile.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		ck, err := rules.NewChecker(rs)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range g.Deals {
			_, errs := ck.CheckDeal(d)
			kinds = append(kinds, planted(d))
			problems = append(problems, len(errs))
		}
	}
	return kinds, problems
}

// With Illegal 1 every deal has a planted fault and the checker finds a
// problem in every deal; with 0 none.
func TestIllegalEveryDeal(t *testing.T) {
	seen := map[string]int{}
	for _, name := range presets {
		t.Run(name, func(t *testing.T) {
			for _, rate := range []float64{0, 1} {
				var b bytes.Buffer
				if err := Write(&b, Options{Rules: name, Games: 3, Seed: 11, Illegal: rate}); err != nil {
					t.Fatal(err)
				}
				if out, err := notation.Format("gen", b.Bytes()); err != nil || !bytes.Equal(out, b.Bytes()) {
					t.Errorf("generated games are not in the canonical form (%v)", err)
				}
				kinds, problems := checkGenerated(t, b.Bytes())
				if len(kinds) == 0 {
					t.Fatal("no deals")
				}
				for i, k := range kinds {
					switch {
					case rate == 0 && (k != "" || problems[i] != 0):
						t.Errorf("rate 0: deal %d planted %q, %d problems", i+1, k, problems[i])
					case rate == 1 && (k == "" || problems[i] == 0):
						t.Errorf("rate 1: deal %d planted %q, %d problems", i+1, k, problems[i])
					}
					seen[k]++
				}
			}
		})
	}
	for _, f := range faults {
		if seen[f.name] == 0 {
			t.Errorf("fault %s never planted", f.name)
		}
	}
	t.Logf("kinds planted: %v", seen)
}

// A rate between 0 and 1 plants faults in about that share of the deals,
// and only the planted deals have problems.
func TestIllegalRate(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, Options{Rules: "montpellier", Games: 40, Seed: 3, Illegal: 0.25}); err != nil {
		t.Fatal(err)
	}
	kinds, problems := checkGenerated(t, b.Bytes())
	n := 0
	for i, k := range kinds {
		if k != "" {
			n++
		}
		if (k != "") != (problems[i] > 0) {
			t.Errorf("deal %d: planted %q but %d problems", i+1, k, problems[i])
		}
	}
	share := float64(n) / float64(len(kinds))
	if share < 0.15 || share > 0.35 {
		t.Errorf("%d of %d deals planted (%.2f), want about 0.25", n, len(kinds), share)
	}
}

// An illegal card is the only fault of its deal: the rest is played again
// legally, so the checker reports one play/ problem (or a few belote ones
// when the card was part of a belote), on the trick the comment names.
func TestIllegalCardAlone(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, Options{Rules: "base", Games: 10, Seed: 5, Illegal: 1}); err != nil {
		t.Fatal(err)
	}
	games, err := notation.Parse("gen", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := rulesfile.Preset("base")
	ck, _ := rules.NewChecker(rs)
	n := 0
	for _, g := range games {
		ck.Reset()
		for _, d := range g.Deals {
			_, errs := ck.CheckDeal(d)
			if planted(d) != "illegal-card" {
				continue
			}
			n++
			if len(errs) != 1 || !strings.HasPrefix(errs[0].Code, "play/") {
				t.Errorf("deal %d (%s): want one play/ problem, got %v", d.Number, d.Notes.Before[0].Text, errs)
			}
		}
	}
	if n == 0 {
		t.Fatal("no illegal card planted")
	}
}
