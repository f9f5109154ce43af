package gen

import (
	"testing"

	"github.com/coinche/coinche/rules"
)

// A copy of package rules' test rulesets (rules/engine_test.go), built in
// Go apart from the presets: the generator is tested under both.

// testRulesets are hand-built rulesets with the play rules of each
// document (the presets helper's TOML files are the reference; these keep
// the engine's tests independent of them).
func testRulesets() map[string]*rules.Ruleset {
	belote := rules.Cards{
		TrumpOrder:      []string{"J", "9", "A", "10", "K", "Q", "8", "7"},
		TrumpPoints:     []int{20, 14, 11, 10, 4, 3, 0, 0},
		PlainOrder:      []string{"A", "10", "K", "Q", "J", "9", "8", "7"},
		PlainPoints:     []int{11, 10, 4, 3, 2, 0, 0, 0},
		SansAtoutOrder:  []string{"A", "10", "K", "Q", "J", "9", "8", "7"},
		SansAtoutPoints: []int{19, 10, 4, 3, 2, 0, 0, 0},
		ToutAtoutOrder:  []string{"J", "9", "A", "10", "K", "Q", "8", "7"},
		ToutAtoutPoints: []int{14, 9, 6, 5, 3, 1, 0, 0},
		LastTrick:       10,
	}
	bid := rules.Bidding{Min: 80, Max: 160, Step: 10, Specials: []rules.Special{rules.SpecialCapot}, CoincheEndsBidding: true, Surcoinche: rules.SurcoincheByDeclaringTeam, CoincheUntil: rules.CoincheUntilBidding, AllPass: rules.AllPassRedeal, AfterCoinche: rules.AfterCoincheAny}
	deal := rules.DealRules{Direction: rules.DirectionCounterclockwise, Patterns: [][]int{{3, 2, 3}}, NextDealer: rules.NextDealerNext, FirstLead: rules.FirstLeadFirstBidder}
	base := &rules.Ruleset{Name: "base", Deck: rules.Deck{Cards: 32}, Deal: deal, Cards: belote, Bidding: bid,
		Play: rules.PlayRules{TrumpLed: rules.PlayTrumpLedOvertrump, MustTrump: rules.PlayMustTrumpOpponentMaster, Undertrump: rules.PlayUndertrumpForced,
			OvertrumpOnRuff: true, ToutAtoutOvertrump: true},
		Belote: rules.Belote{Enabled: true, Points: 20, Who: rules.BeloteWhoDeclaringTeam, ToutAtout: rules.BeloteToutAtoutAnySuit},
		Claims: rules.Claims{Rule: rules.ClaimRuleProof}}
	base.Bidding.SansAtout, base.Bidding.ToutAtout = true, true

	mont := *base
	mont.Name = "montpellier"
	mont.Bidding.SansAtout, mont.Bidding.ToutAtout = false, false
	mont.Bidding.CoincheEndsBidding = false
	mont.Play.Undertrump = rules.PlayUndertrumpFree
	mont.Belote.Who = rules.BeloteWhoAnyone

	classique := *base
	classique.Name = "classique"
	classique.Deal.Direction = rules.DirectionClockwise
	classique.Bidding.SansAtout, classique.Bidding.ToutAtout = false, false
	classique.Bidding.Max = 180
	classique.Play.Undertrump = rules.PlayUndertrumpFree
	classique.Play.OvertrumpPartner = true

	annonces := *base
	annonces.Name = "annonces"
	annonces.Deal.Direction = rules.DirectionClockwise
	annonces.Bidding.Max = 650
	annonces.Bidding.CoincheEndsBidding = false

	tournoi := &rules.Ruleset{Name: "tournoi-2018", Deck: rules.Deck{Cards: 36},
		Deal: rules.DealRules{Direction: rules.DirectionCounterclockwise, Patterns: [][]int{{3, 3, 3}}, NextDealer: rules.NextDealerNext, FirstLead: rules.FirstLeadFirstBidder},
		Cards: rules.Cards{
			TrumpOrder:  []string{"J", "9", "A", "K", "Q", "10", "8", "7", "6"},
			TrumpPoints: []int{20, 14, 11, 4, 3, 10, 0, 0, 0},
			PlainOrder:  []string{"A", "K", "Q", "J", "10", "9", "8", "7", "6"},
			PlainPoints: []int{11, 4, 3, 2, 10, 0, 0, 0, 0},
			LastTrick:   5,
		},
		Bidding: rules.Bidding{Min: 60, Max: 150, Step: 10, Specials: []rules.Special{rules.SpecialMatch, rules.SpecialGenerale}, CoincheOutOfTurn: rules.CoincheAnyTime,
			CoincheUntil: rules.CoincheUntilFirstCard, CoincheEndsBidding: true, GeneraleEndsBidding: true, Surcoinche: rules.SurcoincheByDeclaringTeam,
			NoCoinche: []rules.Special{rules.SpecialGenerale}, AllPass: rules.AllPassRedeal},
		Play: rules.PlayRules{TrumpLed: rules.PlayTrumpLedFollow, MustTrump: rules.PlayMustTrumpNever, Undertrump: rules.PlayUndertrumpOnlyTrumpsLeft,
			OvertrumpOnRuff: true, OvertrumpPartner: true, TrumpWhileHolding: true, TrumpJackExempt: true},
		Claims: rules.Claims{Rule: rules.ClaimRuleTournoi2018},
	}
	return map[string]*rules.Ruleset{"base": base, "montpellier": &mont, "classique": &classique, "annonces": &annonces, "tournoi-2018": tournoi}
}

func testEngine(t testing.TB, name string) *rules.Engine {
	t.Helper()
	rs, ok := testRulesets()[name]
	if !ok {
		t.Fatalf("no test ruleset %q", name)
	}
	e, err := rules.NewEngine(rs)
	if err != nil {
		t.Fatalf("NewEngine(%s): %v", name, err)
	}
	return e
}
