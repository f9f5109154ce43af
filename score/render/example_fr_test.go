package render_test

import (
	"os"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
)

// The sheet of ExampleWrite as French players read it.
func ExampleLanguage() {
	rs, _ := rulesfile.Preset("montpellier")
	s := score.NewSheet(rs, 1000)
	s.Add(rules.Outcome{
		Deal:     &notation.Deal{Number: 1, Dealer: notation.West},
		Declarer: notation.North,
		Contract: notation.Contract{Level: notation.Points, Value: 90, Strain: notation.TrumpD},
		Points:   [2]int{104, 58},
		Tricks:   [2]int{5, 3},
	})
	s.Add(rules.Outcome{Deal: &notation.Deal{Number: 2, Dealer: notation.South}, AllPass: true})
	render.Write(os.Stdout, s, "table", score.Names{NS: "Nous", EW: "Eux"}, render.Language(i18n.French))
	// Output:
	// NS: Nous · EW: Eux
	// #  Donneur  Contrat  Points  Points  Résultat   NS  EW  Total  Total
	//                          NS      EW                        NS     EW
	// ────────────────────────────────────────────────────────────────────
	// 1  W        N 90♦       104      58  réussi    190  60    190     60
	// 2  S        passe                    passe       0   0    190     60
	// Partie en cours : aucune équipe n'a atteint 1000 (Nous 190, Eux 60)
}
