package score

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// The scoring keys of issue 9, each on both sides: the same deal scores
// differently when the key flips.
func TestDealHouseKeys(t *testing.T) {
	H, Sp, SA, TA := notation.TrumpH, notation.TrumpS, notation.SansAtout, notation.ToutAtout
	saFactor := func(f int) func(*rules.Ruleset) {
		return func(r *rules.Ruleset) { r.Scoring.ContractFactorSansAtout = f }
	}
	against := func(v string) func(*rules.Ruleset) {
		return func(r *rules.Ruleset) {
			r.Scoring.MinimumToMake, r.Scoring.AgainstDefenders = 0, mustEnum[rules.AgainstDefenders](v)
		}
	}
	lastTrick := func(capot, bonus int) func(*rules.Ruleset) {
		return func(r *rules.Ruleset) { r.Scoring.CapotLastTrick, r.Scoring.CapotBonus = capot, bonus }
	}
	capotSA := notation.Contract{Level: notation.Capot, Strain: SA}
	runDealCases(t, []dealCase{
		// scoring.contract_factor_*: the value is multiplied, not the points needed.
		{name: "100SA made, factor 1", preset: "annonces", decl: N, k: pts(100, SA), pts: [2]int{110, 52}, made: true, want: [2]int{210, 52}},
		{name: "100SA made, factor 2", preset: "annonces", key: saFactor(2), decl: N, k: pts(100, SA), pts: [2]int{110, 52}, made: true, want: [2]int{310, 52}},
		{name: "100SA needs 100, not 200", preset: "annonces", key: saFactor(2), decl: N, k: pts(100, SA), pts: [2]int{100, 62}, made: true, want: [2]int{300, 62}},
		{name: "100SA failed, factor 2", preset: "annonces", key: saFactor(2), decl: N, k: pts(100, SA), pts: [2]int{80, 82}, want: [2]int{0, 162 + 200}},
		{name: "100SA coinched made, factor 2", preset: "annonces", key: saFactor(2), decl: N, k: pts(100, SA), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{162 + 2*200, 0}},
		{name: "factor of sans-atout leaves a suit", preset: "annonces", key: saFactor(2), decl: N, k: pts(100, Sp), pts: [2]int{110, 52}, made: true, want: [2]int{210, 52}},
		{name: "100TA surcoinched failed, factor 3", preset: "annonces", key: func(r *rules.Ruleset) { r.Scoring.ContractFactorToutAtout = 3 },
			decl: N, k: pts(100, TA), dbl: 2, pts: [2]int{80, 82}, want: [2]int{0, 162 + 3*300}},
		{name: "suit factor 2", preset: "annonces", key: func(r *rules.Ruleset) { r.Scoring.ContractFactorSuit = 2 },
			decl: N, k: pts(90, Sp), pts: [2]int{95, 67}, made: true, want: [2]int{95 + 180, 67}},
		{name: "capot SA contract, factor 2", preset: "annonces", key: saFactor(2), decl: N, k: capotSA, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{1000, 0}},
		{name: "capot SA contract failed, factor 2", preset: "annonces", key: saFactor(2), decl: N, k: capotSA, pts: [2]int{150, 12}, want: [2]int{0, 1000}},
		{name: "mode bid, factor 2", preset: "classique", mode: modeBid, key: saFactor(2), decl: N, k: pts(100, SA), pts: [2]int{110, 52}, made: true, want: [2]int{200, 0}},
		{name: "mode made, factor 2: card points only", preset: "classique", mode: modeMade, key: saFactor(2), decl: N, k: pts(100, SA), pts: [2]int{110, 52}, made: true, want: [2]int{110, 52}},
		{name: "mode made, factor 2, failed: 162 only (001)", preset: "classique", mode: modeMade, key: saFactor(2), decl: N, k: pts(100, SA), pts: [2]int{80, 82}, want: [2]int{0, 162}},
		{name: "coinche on the total, factor 2", preset: "base", key: func(r *rules.Ruleset) {
			r.Scoring.ContractFactorSansAtout, r.Scoring.CoincheAppliesTo = 2, rules.CoincheAppliesToTotal
		},
			decl: N, k: pts(100, SA), dbl: 1, pts: [2]int{70, 92}, want: [2]int{0, 2 * (200 + 160)}},

		// scoring.against_defenders.
		{name: "81-81 made, none", preset: "base", key: against("none"), decl: N, k: pts(80, H), pts: [2]int{81, 81}, made: true, want: [2]int{160, 80}},
		{name: "81-81 failed, more", preset: "base", key: against("more"), decl: N, k: pts(80, H), pts: [2]int{81, 81}, want: [2]int{0, 240}},
		{name: "81-81 made, at-least", preset: "base", key: against("at-least"), decl: N, k: pts(80, H), pts: [2]int{81, 81}, made: true, want: [2]int{160, 80}},
		{name: "80-82 made, none", preset: "base", key: against("none"), decl: N, k: pts(80, H), pts: [2]int{80, 82}, made: true, want: [2]int{160, 80}},
		{name: "80-82 failed, at-least", preset: "base", key: against("at-least"), decl: N, k: pts(80, H), pts: [2]int{80, 82}, want: [2]int{0, 240}},

		// scoring.capot_last_trick.
		{name: "capot, no bonus: 162", preset: "annonces", key: lastTrick(0, 0), decl: N, k: pts(100, Sp), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{262, 0}},
		{name: "capot, last trick 100: 252", preset: "annonces", key: lastTrick(100, 0), decl: N, k: pts(100, Sp), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{352, 0}},
		{name: "capot_bonus replaces the 252", preset: "annonces", key: lastTrick(100, 250), decl: N, k: pts(100, Sp), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{350, 0}},
		{name: "250 bid, capot: 162 fails", preset: "annonces", key: lastTrick(0, 0), decl: N, k: pts(250, Sp), pts: [2]int{162, 0}, capot: NS, want: [2]int{0, 162 + 250}},
		{name: "250 bid, capot: 252 makes", preset: "annonces", key: lastTrick(100, 0), decl: N, k: pts(250, Sp), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{252 + 250, 0}},
		{name: "defenders take every trick", preset: "annonces", key: lastTrick(0, 0), decl: N, k: pts(100, Sp), pts: [2]int{0, 162}, capot: EW, want: [2]int{0, 162 + 100}},
		{name: "defenders take every trick, last trick 100", preset: "annonces", key: lastTrick(100, 0), decl: N, k: pts(100, Sp), pts: [2]int{0, 162}, capot: EW, want: [2]int{0, 252 + 100}},
		{name: "defenders' capot of a coinched contract, last trick 100", preset: "annonces", key: lastTrick(100, 0), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{0, 162}, capot: EW, want: [2]int{0, 252 + 200}},
	})
}

// game.tie = "play-on" and game.winner_needs_trick, each on both sides.
func TestSheetHouseGameKeys(t *testing.T) {
	H := notation.TrumpH
	// Mode "made": each team scores its points.
	tie := []rules.Outcome{
		mk(N, pts(80, H), 0, 100, 62), // 100 / 62
		mk(E, pts(80, H), 0, 62, 100), // 162 / 162
	}
	capotEW := mk(E, pts(80, H), 0, 0, 162)
	capotEW.Capot, capotEW.Tricks = EW, [2]int{0, 8}
	summary170 := mk(E, pts(170, H), 0, 0, 162)
	summary170.Capot = EW
	fail170 := summary170
	fail170.Tricks = [2]int{0, 8}
	for _, c := range []struct {
		name   string
		key    func(*rules.Ruleset)
		deals  []rules.Outcome
		over   []bool // after each deal
		winner notation.Team
	}{
		{"tie: the tie rule decides", func(r *rules.Ruleset) { r.Game.Tie = rules.GameTieLastContract }, tie, []bool{false, true}, EW},
		{"tie: play-on", func(r *rules.Ruleset) { r.Game.Tie = rules.GameTiePlayOn }, append(tie, mk(N, pts(80, H), 0, 90, 72)), []bool{false, false, true}, NS},
		{"tie under must_lead: both_reach decides", func(r *rules.Ruleset) { r.Game.MustLead, r.Game.BothReach = true, rules.BothReachLastContract }, tie, []bool{false, true}, EW},
		{"tie under must_lead: play-on", func(r *rules.Ruleset) {
			r.Game.MustLead, r.Game.BothReach, r.Game.Tie = true, rules.BothReachLastContract, rules.GameTiePlayOn
		},
			append(tie, mk(E, pts(80, H), 0, 70, 92)), []bool{false, false, true}, EW},
		{"winner needs a trick: EW win with every trick", func(r *rules.Ruleset) { r.Game.WinnerNeedsTrick = true }, []rules.Outcome{capotEW}, []bool{true}, EW},
		// E bids 170 and takes every trick: 162 < 170 fails, and NS, who
		// took no trick, score 160 + 170.
		{"no trick needed: NS win without a trick", func(r *rules.Ruleset) { r.Game.Target = 300 }, []rules.Outcome{fail170}, []bool{true}, NS},
		{"winner needs a trick: not NS without a trick", func(r *rules.Ruleset) { r.Game.Target, r.Game.WinnerNeedsTrick = 300, true },
			[]rules.Outcome{fail170, mk(N, pts(80, H), 0, 90, 72)}, []bool{false, true}, NS},
		{"winner needs a trick: a summary deal (capot EW written)", func(r *rules.Ruleset) { r.Game.Target, r.Game.WinnerNeedsTrick = 300, true },
			[]rules.Outcome{summary170, mk(N, pts(80, H), 0, 90, 72)}, []bool{false, true}, NS},
		{"winner needs a trick: a summary deal with points", func(r *rules.Ruleset) { r.Game.Target, r.Game.WinnerNeedsTrick = 300, true },
			[]rules.Outcome{mk(E, pts(170, H), 0, 10, 152)}, []bool{true}, NS},
	} {
		t.Run(c.name, func(t *testing.T) {
			rs := preset(t, "base")
			rs.Game.Target = 150
			c.key(rs)
			s := NewSheet(rs, 0, WithMode(rules.ScoringModeMade))
			for i, o := range c.deals {
				s.Add(o)
				if s.Over() != c.over[i] {
					w, why := s.Winner()
					t.Fatalf("after deal %d: over %v, want %v (%v %s, totals %v)", i+1, s.Over(), c.over[i], w, why, s.Totals())
				}
			}
			if w, why := s.Winner(); w != c.winner {
				t.Errorf("winner %v (%s), want %v", w, why, c.winner)
			}
		})
	}
}

// The explanation names the factor of the contract's kind.
func TestWhyContractFactor(t *testing.T) {
	rs := preset(t, "annonces")
	rs.Scoring.ContractFactorSansAtout = 2
	ds := Deal(rs, rules.Outcome{Declarer: N, Contract: pts(100, notation.SansAtout), Points: [2]int{110, 52}, Tricks: [2]int{-1, -1}, Belote: notation.NoTeam, Capot: notation.NoTeam})
	want := "N 100SA made: 110 counted ≥ 100 needed; NS 200 contract (×2 sans-atout) + 110 points = 310; EW 52 points = 52"
	if got := ds.Why(); got != want {
		t.Errorf("Why = %q\nwant  %q", got, want)
	}
}

// A summary deal under scoring.capot_last_trick = 100 may write the
// declarers' 252 points of a capot; without the key 252 is an error.
func TestSummaryCapotWorth(t *testing.T) {
	const game = "[Rules \"annonces\"]\n\ndeal 1 dealer N  E 120♠ made 252\ndeal 2 dealer E  S 100♥ failed 0 capot EW\n"
	for _, c := range []struct {
		last  int
		errs  string
		score [2][2]int
	}{
		{100, "", [2][2]int{{0, 252 + 120}, {0, 252 + 100}}},
		{0, "summary/points", [2][2]int{{0, 162 + 120}, {0, 162 + 100}}},
	} {
		games, err := notation.Parse("g.coinche", []byte(game))
		if err != nil {
			t.Fatal(err)
		}
		rs := preset(t, "annonces")
		rs.Scoring.CapotLastTrick, rs.Scoring.CapotBonus = c.last, 0
		outs, errs := rules.CheckGame(games[0], rs)
		var codes []string
		for _, e := range errs {
			codes = append(codes, e.Code)
		}
		if got := strings.Join(codes, " "); got != c.errs {
			t.Errorf("capot_last_trick %d: errors %q, want %q (%v)", c.last, got, c.errs, errs)
		}
		for i, o := range outs {
			if ds := Deal(rs, o); ds.Score != c.score[i] {
				t.Errorf("capot_last_trick %d, deal %d: %v, want %v (%s)", c.last, i+1, ds.Score, c.score[i], ds.Why())
			}
		}
	}
}
