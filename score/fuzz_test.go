package score

import (
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// presetNames are the built-in rulesets, in the order of their documents.
var presetNames = []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"}

// Any outcome, however odd (a checker bug, a forced deal), is scored
// without a panic, and the parts add up (score/render.FuzzWrite writes it).
func FuzzDeal(f *testing.F) {
	f.Add(uint8(0), uint8(1), uint8(0), 100, uint8(2), uint8(1), 82, 80, uint8(0), uint8(0), false, false, 0, 0, uint8(0))
	f.Add(uint8(2), uint8(3), uint8(1), 0, uint8(5), uint8(2), 162, 0, uint8(1), uint8(1), true, true, 50, 0, uint8(3))
	f.Add(uint8(4), uint8(4), uint8(3), 250, uint8(9), uint8(7), -5, 400, uint8(7), uint8(9), false, true, -20, 300, uint8(9))
	f.Fuzz(func(t *testing.T, presetN, decl, level uint8, value int, strain, double uint8, ns, ew int,
		capot, belote uint8, solo, stop bool, annNS, annEW int, mode uint8) {
		rs := preset(t, presetNames[int(presetN)%len(presetNames)])
		o := rules.Outcome{
			AllPass:   decl == 0,
			Declarer:  notation.Seat(decl % 6),
			Contract:  notation.Contract{Level: notation.Level(level % 6), Value: value, Strain: notation.Strain(strain % 9)},
			Double:    notation.CoincheLevel(double % 4),
			Points:    [2]int{ns, ew},
			Tricks:    [2]int{-1, -1},
			Capot:     notation.Team(capot % 4),
			Belote:    notation.Team(belote % 4),
			Solo:      solo,
			Announces: [2]int{annNS, annEW},
			Stopped:   stop,
		}
		modes := []*rules.ScoringMode{nil, modeMade, modeBid, modeMadeAndBid, new(rules.ScoringMode(7))} // 7: no mode
		ds := DealWith(rs, o, Options{Mode: modes[int(mode)%len(modes)]})
		for i := 0; i < 2; i++ {
			if ds.Parts[i].Sum() != ds.Score[i] {
				t.Fatalf("parts %+v, score %v", ds.Parts[i], ds.Score)
			}
		}
		_ = ds.Why()
		s := NewSheet(rs, 0)
		s.Add(o)
		s.AddForced(o)
	})
}
