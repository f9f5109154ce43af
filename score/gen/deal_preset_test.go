package gen

import (
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// TestPresetDealsReplayLegal deals 1000 random deals under each built-in
// ruleset and replays them: every call legal by Auction, every card legal
// by Legal, leaders and belotes right.
func TestPresetDealsReplayLegal(t *testing.T) {
	for _, name := range presets {
		t.Run(name, func(t *testing.T) {
			rs, err := rulesfile.Preset(name)
			if err != nil {
				t.Fatal(err)
			}
			e, err := rules.NewEngine(rs)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(2018, uint64(len(name))))
			dealer := notation.North
			contracts := 0
			for i := 1; i <= 1000; i++ {
				d := RandomDeal(e, rng, i, dealer)
				if r := replayDeal(t, e, d); !r.AllPass {
					contracts++
				}
				dealer = e.NextSeat(dealer)
			}
			if contracts < 500 {
				t.Errorf("only %d of 1000 deals reached a contract", contracts)
			}
		})
	}
}
