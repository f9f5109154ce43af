package score_test

import (
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/gen"
)

// belote.automatic (issue 9) on both sides, in points: a deal where the
// player dealt the trump king and queen says nothing scores the belote
// under automatic = true, and not under false.
func TestAutomaticBeloteScores(t *testing.T) {
	auto := preset(t, "montpellier")
	auto.Belote.Automatic = true
	said := preset(t, "montpellier")
	e, err := rules.NewEngine(auto)
	if err != nil {
		t.Fatal(err)
	}
	ca, err := rules.NewChecker(auto)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := rules.NewChecker(said)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(8, 8))
	found := 0
	dealer := notation.North
	for i := 1; i <= 400 && found < 5; i++ {
		d := gen.RandomDeal(e, rng, i, dealer)
		dealer = e.NextSeat(dealer)
		oa, errs := ca.CheckDeal(d)
		if len(errs) > 0 {
			t.Fatalf("deal %d: %v", i, errs)
		}
		os, errs := cs.CheckDeal(d)
		if len(errs) > 0 {
			t.Fatalf("deal %d (words checked): %v", i, errs)
		}
		if oa.AllPass || oa.Belotes == os.Belotes {
			continue // no belote, or its words were written
		}
		found++
		da, ds := score.Deal(auto, oa), score.Deal(said, os)
		t.Logf("deal %d: belote %v; automatic %d-%d, words only %d-%d", i, oa.Belote, da.Score[0], da.Score[1], ds.Score[0], ds.Score[1])
		b := oa.Belote.Index()
		if da.Parts[b].Belote != 20 || ds.Parts[b].Belote != 0 {
			t.Errorf("deal %d: belote parts %d (automatic) and %d (words only), want 20 and 0", i, da.Parts[b].Belote, ds.Parts[b].Belote)
		}
	}
	if found == 0 {
		t.Fatal("no deal with an unsaid belote in 400")
	}
}
