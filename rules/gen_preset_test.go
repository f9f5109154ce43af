package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
)

// TestPresetDealsReplayLegal deals 1000 random deals under each built-in
// ruleset and replays them: every call legal by Auction, every card legal
// by Legal, leaders and belotes right.
func TestPresetDealsReplayLegal(t *testing.T) {
	for _, name := range Loader.PresetNames() {
		t.Run(name, func(t *testing.T) {
			rs, err := testPreset(name)
			if err != nil {
				t.Fatal(err)
			}
			e, err := NewEngine(rs)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(2018, uint64(len(name))))
			dealer := notation.North
			contracts := 0
			for i := 1; i <= 1000; i++ {
				d := e.RandomDeal(rng, i, dealer)
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

// TestPresetEngines checks the engine tables of every built-in ruleset:
// the card points of a deal (000: 157 with the dix de der; others 162).
func TestPresetEngines(t *testing.T) {
	for _, name := range Loader.PresetNames() {
		rs, err := testPreset(name)
		if err != nil {
			t.Fatal(err)
		}
		e, err := NewEngine(rs)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := 162
		if rs.Deck.Cards == 36 {
			want = 157
		}
		for _, st := range e.strains() {
			if got := e.HandPoints(st, e.Deck()) + rs.Cards.LastTrick; got != want {
				t.Errorf("%s strain %v: %d points in the deck, want %d", name, st, got, want)
			}
		}
	}
}

// The 002 example under the real presets: forced under base, free under
// montpellier.
func TestPreset002Example(t *testing.T) {
	for name, want := range map[string]string{"base": "H10", "montpellier": "H10 SA D7"} {
		rs, err := testPreset(name)
		if err != nil {
			t.Fatal(err)
		}
		e, err := NewEngine(rs)
		if err != nil {
			t.Fatal(err)
		}
		ts := trick(t, e, notation.TrumpH, N, "C10 H9")
		if got, _ := e.Legal(ts, hand(t, "H10 SA D7"), S); got != hand(t, want) {
			t.Errorf("%s: Legal = %v, want %v", name, got, hand(t, want))
		}
	}
}
