package gen

import (
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// Random deals with announcements (announces.enabled) check clean, under
// the annonces preset and under house keys: carrés per kind of contract,
// carre_order, a card in several announcements.
func TestRandomAnnouncesCheckClean(t *testing.T) {
	for _, tc := range []struct {
		name string
		mod  func(*rules.Ruleset)
	}{
		{"annonces", func(*rules.Ruleset) {}},
		{"house", func(r *rules.Ruleset) {
			r.Announces.SansAtout = rules.Carres{J: 100, Nine: 0, A: 200, Ten: 150, K: 100, Q: 100}
			r.Announces.ToutAtout = rules.Carres{J: 300, Nine: 200, A: 100, Ten: 100, K: 100, Q: 100}
			r.Announces.CarreOrder = rules.CarreOrderTrump
			r.Announces.OneCardOneAnnounce = false
		}},
		{"no announcements", func(r *rules.Ruleset) { r.Announces.Enabled = false }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs, err := rulesfile.Preset("annonces")
			if err != nil {
				t.Fatal(err)
			}
			tc.mod(rs)
			e, err := rules.NewEngine(rs)
			if err != nil {
				t.Fatal(err)
			}
			c, err := rules.NewChecker(rs)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(9, 9))
			dealer := notation.North
			var announced, scored, carres int
			for i := 1; i <= 2000; i++ {
				d := RandomDeal(e, rng, i, dealer)
				o, errs := c.CheckDeal(d)
				if len(errs) > 0 {
					t.Fatalf("deal %d: %v", i, errs)
				}
				announced += len(d.Announces)
				for _, a := range d.Announces {
					if a.Kind == notation.Carre {
						carres++
					}
				}
				if o.Announces != [2]int{} {
					scored++
				}
				dealer = e.NextSeat(dealer)
			}
			if rs.Announces.Enabled != (announced > 0 && scored > 0 && carres > 0) {
				t.Errorf("announcements %d (carrés %d), scored in %d deals", announced, carres, scored)
			}
		})
	}
}
