package score_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// everyKeyLeague and everyKey set every house-rules key (bidding ladder,
// coinched rebids, automatic belote, carré orders and values, contract
// factors, capot and game keys), the second
// extending the first as a file: 1,000 games dealt under it (as `coinche
// deal --rules every-key.toml` does) check clean and score.
const everyKeyLeague = `# The league: annonces with sans-atout and tout-atout.
extends = "annonces"

[bidding]
sans_atout = true
tout_atout = true
`

const everyKey = `# Every house-rules key, over a house file.
extends = "league.toml"

[bidding]
ladder = [82, 85, 90, 100, 110, 120, 130, 140, 150, 160, 250]
coinche_out_of_turn = false
coinche_ends_bidding = false
coinched_rebid = "partner"
after_coinche = "any"

[belote]
automatic = true

[announces]
enabled = true
carre_order = "trump"

[announces.sans_atout]
carre_jacks = 100
carre_nines = 100
carre_aces = 200
carre_tens = 150
carre_kings = 100
carre_queens = 100

[announces.tout_atout]
carre_jacks = 200
carre_nines = 150
carre_aces = 100
carre_tens = 100
carre_kings = 0
carre_queens = 0

[scoring]
contract_factor_suit = 1
contract_factor_sans_atout = 2
contract_factor_tout_atout = 3
against_defenders = "at-least"
capot_bonus = 0
capot_last_trick = 100

[game]
target = 1000
both_reach = "higher-score"
tie = "play-on"
winner_needs_trick = true
`

func TestEveryHouseKeyDealtChecksAndScores(t *testing.T) {
	if testing.Short() {
		t.Skip("1,000 games")
	}
	dir := t.TempDir()
	for name, text := range map[string]string{"league.toml": everyKeyLeague, "every-key.toml": everyKey} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "every-key.toml")
	rs, err := rulesfile.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	games := dealAndCheck(t, path, 1000, 9)
	ck, err := rules.NewChecker(rs)
	if err != nil {
		t.Fatal(err)
	}
	// What the games used.
	var deals, offStep, top, sa, ta, coinched, capots, autoBelote, carres int
	for _, g := range games {
		ck.Reset()
		for _, d := range g.Deals {
			deals++
			o, _ := ck.CheckDeal(d)
			for _, c := range d.Calls {
				switch {
				case c.Kind == notation.Bid && c.Contract.Level == notation.Points && c.Contract.Value%10 != 0:
					offStep++
				case c.Kind == notation.Bid && c.Contract.Value == 250:
					top++
				case c.Kind == notation.Coinche:
					coinched++
				}
			}
			if o.AllPass {
				continue
			}
			switch o.Contract.Strain {
			case notation.SansAtout:
				sa++
			case notation.ToutAtout:
				ta++
			}
			if o.Capot != notation.NoTeam {
				capots++
			}
			said := 0
			for _, tr := range d.Tricks {
				for _, p := range tr.Plays {
					if p.Say == notation.SayRebelote {
						said++
					}
				}
			}
			if o.Belotes[0]+o.Belotes[1] > said {
				autoBelote++
			}
			for _, a := range d.Announces {
				if a.Kind == notation.Carre {
					carres++
				}
			}
		}
	}
	t.Logf("%d games, %d deals: %d bids of 82 or 85, %d of 250, %d coinches, %d SA and %d TA contracts, %d capots, %d unsaid belotes counted, %d carrés",
		len(games), deals, offStep, top, coinched, sa, ta, capots, autoBelote, carres)
	for what, n := range map[string]int{"bids of 82 or 85": offStep, "bids of 250": top, "coinches": coinched, "SA contracts": sa, "TA contracts": ta,
		"capots": capots, "unsaid belotes": autoBelote, "carrés": carres} {
		if n == 0 {
			t.Errorf("no %s in %d deals: the generator does not use the key", what, deals)
		}
	}
}
