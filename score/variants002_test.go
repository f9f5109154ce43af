package score

import (
	"regexp"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// variant002 is base with one of its variants switched on as base.toml
// describes it ("# variant: set VALUE (with KEY = VALUE and …) — …"
// above KEY), so that the worked example of 002 that goes with the
// variant is checked against the keys the documentation tells a user to
// set, not against keys set by hand in the test.
func variant002(t *testing.T, key string) *rules.Ruleset {
	t.Helper()
	src, err := rulesfile.PresetTOML("base")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`^# variant: set (.+?) — `)
	with := regexp.MustCompile(`^(.*?) \(with (.*)\)$`)
	and := regexp.MustCompile(` and ([a-z_]+\.[a-z_]+ = )`)
	section, variant := "", ""
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "[") {
			section = strings.Trim(l, "[]")
		}
		if m := line.FindStringSubmatch(l); m != nil {
			variant = m[1]
			continue
		}
		if variant != "" && !strings.HasPrefix(l, "#") {
			if name, _, ok := strings.Cut(l, " = "); ok && section+"."+name == key {
				file := "extends = \"base\"\n"
				if w := with.FindStringSubmatch(variant); w != nil {
					variant = w[1]
					file += and.ReplaceAllString(w[2], "\n$1") + "\n"
				}
				rs, err := rulesfile.Load("variant.toml", []byte(file+key+" = "+variant+"\n"))
				if err != nil {
					t.Fatalf("variant of %s: %v", key, err)
				}
				return rs
			}
			variant = ""
		}
	}
	t.Fatalf("base.toml describes no variant of %s", key)
	return nil
}

// The worked examples of 002's Score variants, each under the keys
// base.toml gives for it.
func TestBaseVariantExamples(t *testing.T) {
	Sp := notation.TrumpS
	for _, c := range []struct {
		name, key string
		dbl       int
		k         notation.Contract
		pts       [2]int
		made      bool
		want      [2]int
	}{
		// « si l'offre est de 100, alors les soumissionnaires ou leurs
		// adversaires ne marquent que 100 (ou 200 dans le cas d'une pièce
		// de monnaie), selon que les soumissionnaires ont réussi ou non »
		{"bid only: 100 made scores 100", "scoring.mode", 0, pts(100, Sp), [2]int{120, 42}, true, [2]int{100, 0}},
		{"bid only: 100 failed gives the defenders 100", "scoring.mode", 0, pts(100, Sp), [2]int{60, 102}, false, [2]int{0, 100}},
		{"bid only: 100 coinched made scores 200", "scoring.mode", 1, pts(100, Sp), [2]int{120, 42}, true, [2]int{200, 0}},
		{"bid only: 100 coinched failed gives the defenders 200", "scoring.mode", 1, pts(100, Sp), [2]int{60, 102}, false, [2]int{0, 200}},
		// « l'adversaire marque 520 = 2 × (100 + 160) »
		{"coinche doubles the whole score: 520", "scoring.coinche_applies_to", 1, pts(100, Sp), [2]int{60, 102}, false, [2]int{0, 520}},
		// « au moins 112 personnes pour gagner une offre de 110 »
		{"110 needs 112: 111 fails", "scoring.extra_to_make", 0, pts(110, Sp), [2]int{111, 51}, false, [2]int{0, 270}},
		{"110 needs 112: 112 makes", "scoring.extra_to_make", 0, pts(110, Sp), [2]int{112, 50}, true, [2]int{220, 50}},
		// « Certains ne donnent que 410 points (160 + 250) aux adversaires s'il enchérit et échoue »
		{"failed capot bid gives 410", "scoring.capot_failed", 0, capotS, [2]int{150, 12}, false, [2]int{0, 410}},
	} {
		t.Run(c.name, func(t *testing.T) {
			rs := variant002(t, c.key)
			o := rules.Outcome{Declarer: N, Contract: c.k, Double: notation.CoincheLevel(c.dbl), Points: c.pts, Tricks: [2]int{-1, -1}}
			ds := DealWith(rs, o, Options{})
			if ds.Score != c.want || ds.Made != c.made {
				t.Errorf("score %v made %v, want %v made %v\nwhy: %s", ds.Score, ds.Made, c.want, c.made, ds.Why())
			}
		})
	}
}
