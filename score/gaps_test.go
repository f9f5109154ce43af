package score

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// The scoring keys of the engines survey (examples/house-rules/README.md,
// gaps 9 to 15), each on both sides: the same deal scores differently when
// the key flips.
func TestDealEngineKeys(t *testing.T) {
	H, Sp, SA, TA := notation.TrumpH, notation.TrumpS, notation.SansAtout, notation.ToutAtout
	// Sans-atout and tout-atout cards as the engines count them: 130 and
	// 258 with the dix de der.
	scale := func(to int, lastTrick bool, rounding, defenders string) func(*rules.Ruleset) {
		return func(r *rules.Ruleset) {
			r.Cards.SansAtoutPoints = []int{11, 10, 4, 3, 2, 0, 0, 0}
			r.Cards.ToutAtoutPoints = []int{20, 14, 11, 10, 4, 3, 0, 0}
			r.Scoring.Rounding = rules.RoundingNone
			r.Scoring.ScaleTo, r.Scoring.ScaleLastTrick, r.Scoring.ScaleRounding = to, lastTrick, mustEnum[rules.ScaleRounding](rounding)
			r.Scoring.DefendersPoints = mustEnum[rules.DefendersPoints](defenders)
		}
	}
	set := func(f func(s *rules.Scoring)) func(*rules.Ruleset) {
		return func(r *rules.Ruleset) { f(&r.Scoring) }
	}
	applies := func(v string) func(*rules.Ruleset) {
		return set(func(s *rules.Scoring) { s.CoincheAppliesTo = mustEnum[rules.CoincheAppliesTo](v) })
	}
	keep := func(v string) func(*rules.Ruleset) {
		return set(func(s *rules.Scoring) { s.CoincheDefendersKeep = mustEnum[rules.CoincheDefendersKeep](v) })
	}
	runDealCases(t, []dealCase{
		// scoring.defenders_points (gap 9).
		{name: "85-77 taken: 90 and 80", preset: "base", decl: N, k: pts(80, H), pts: [2]int{85, 77}, made: true, want: [2]int{170, 80}},
		{name: "85-77 complement: 90 and 70", preset: "base", key: set(func(s *rules.Scoring) { s.DefendersPoints = rules.DefendersPointsComplement }),
			decl: N, k: pts(80, H), pts: [2]int{85, 77}, made: true, want: [2]int{170, 70}},
		{name: "complement, defenders declaring", preset: "base", key: set(func(s *rules.Scoring) { s.DefendersPoints = rules.DefendersPointsComplement }),
			decl: E, k: pts(80, H), pts: [2]int{77, 85}, made: true, want: [2]int{70, 170}},

		// scoring.scale_to, scale_last_trick, scale_rounding (gap 10).
		{name: "SA 90 of 130 not scaled: 100 fails", preset: "base", key: scale(0, true, "down", "taken"),
			decl: N, k: pts(100, SA), pts: [2]int{90, 40}, want: [2]int{0, 260}},
		{name: "SA 90 of 130 × 162/130 down: 112 makes 100", preset: "base", key: scale(162, true, "down", "taken"),
			decl: N, k: pts(100, SA), pts: [2]int{90, 40}, made: true, want: [2]int{212, 49}},
		{name: "SA scaled, defenders the complement: 162 - 112", preset: "base", key: scale(162, true, "down", "complement"),
			decl: N, k: pts(100, SA), pts: [2]int{90, 40}, made: true, want: [2]int{212, 50}},
		{name: "SA scaled to the nearest: 90 × 162/130 = 112.2", preset: "base", key: scale(162, true, "nearest", "taken"),
			decl: N, k: pts(100, SA), pts: [2]int{90, 40}, made: true, want: [2]int{212, 50}},
		{name: "SA cards × 152/120 nearest, then the dix de der", preset: "base", key: scale(152, false, "nearest", "taken"),
			decl: N, k: pts(100, SA), pts: [2]int{90, 40}, last: NS, made: true, want: [2]int{100 + 101 + 10, 51}},
		{name: "SA cards scaled, dix de der to the defenders", preset: "base", key: scale(152, false, "nearest", "taken"),
			decl: N, k: pts(100, SA), pts: [2]int{90, 40}, last: EW, made: true, want: [2]int{100 + 114, 38 + 10}},
		{name: "TA 150 of 258 × 162/258 down: 94 fails 100", preset: "base", key: scale(162, true, "down", "complement"),
			decl: N, k: pts(100, TA), pts: [2]int{150, 108}, want: [2]int{0, 260}},
		{name: "TA 170 of 258 × 162/258 down: 106", preset: "base", key: scale(162, true, "down", "complement"),
			decl: N, k: pts(100, TA), pts: [2]int{170, 88}, made: true, want: [2]int{206, 56}},
		{name: "scale_to leaves a suit contract", preset: "base", key: scale(162, true, "down", "taken"),
			decl: N, k: pts(100, Sp), pts: [2]int{110, 52}, made: true, want: [2]int{210, 52}},

		// scoring.capot_by (gap 12): EW took a trick worth nothing.
		{name: "162-0 in 7 tricks to 1: no capot by tricks", preset: "base", decl: N, k: pts(80, H), pts: [2]int{162, 0}, tricks: [2]int{7, 1},
			made: true, want: [2]int{80 + 160, 0}},
		{name: "162-0 in 7 tricks to 1: capot by points", preset: "base", key: set(func(s *rules.Scoring) { s.CapotBy = rules.CapotByPoints }),
			decl: N, k: pts(80, H), pts: [2]int{162, 0}, tricks: [2]int{7, 1}, made: true, want: [2]int{80 + 250, 0}},
		{name: "capot contract made by points", preset: "base", key: set(func(s *rules.Scoring) { s.CapotBy = rules.CapotByPoints }),
			decl: N, k: capotS, pts: [2]int{162, 0}, tricks: [2]int{7, 1}, made: true, want: [2]int{500, 0}},
		{name: "capot contract failed by tricks", preset: "base",
			decl: N, k: capotS, pts: [2]int{162, 0}, tricks: [2]int{7, 1}, want: [2]int{0, 500}},

		// scoring.capot_bonus_counts (BGA): a 250 bid made by a capot.
		{name: "250 by a capot: 162 counted, failed", preset: "base", decl: N, k: pts(250, H), pts: [2]int{162, 0}, capot: NS,
			want: [2]int{0, 160 + 250}},
		{name: "250 by a capot: the 250 counted, made", preset: "base", key: set(func(s *rules.Scoring) { s.CapotBonusCounts = true }),
			decl: N, k: pts(250, H), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{250 + 250, 0}},
		{name: "capot_bonus_counts without a capot: card points", preset: "base", key: set(func(s *rules.Scoring) { s.CapotBonusCounts = true }),
			decl: N, k: pts(160, H), pts: [2]int{152, 10}, want: [2]int{0, 160 + 160}},

		// scoring.coinche_applies_to (gap 13): 100♠ X made 110-52, NS belote.
		{name: "coinche on the contract", preset: "base", key: applies("contract"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: NS,
			made: true, want: [2]int{200 + 110 + 20, 50}},
		{name: "coinche on the total, belote aside", preset: "base", key: applies("total"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: NS,
			made: true, want: [2]int{2*(100+110) + 20, 50}},
		{name: "coinche on the total and its belote", preset: "base", key: applies("total-and-belote"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: NS,
			made: true, want: [2]int{2 * (100 + 110 + 20), 50}},
		{name: "coinche on every score", preset: "base", key: applies("all"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: NS,
			made: true, want: [2]int{2 * (100 + 110 + 20), 2 * 50}},
		{name: "failed, coinche on every score: the declarers' belote too", preset: "base", key: applies("all"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{70, 92}, belote: NS,
			want: [2]int{2 * 20, 2 * (160 + 100)}},
		{name: "failed, coinche on the total and its belote: the loser's belote kept as is", preset: "base", key: applies("total-and-belote"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{70, 92}, belote: NS,
			want: [2]int{20, 2 * (160 + 100)}},
		{name: "coinched capot, every score: belote doubled", preset: "base", key: applies("all"), decl: N, k: capotS, dbl: 1, pts: [2]int{162, 0}, capot: NS, belote: NS,
			made: true, want: [2]int{1000 + 40, 0}},

		// scoring.coinche_defenders_keep (gap 15): 100♠ X made 110-52, EW belote.
		{name: "defenders keep all", preset: "base", key: keep("all"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: EW,
			made: true, want: [2]int{310, 50 + 20}},
		{name: "defenders keep their belote", preset: "base", key: keep("belote"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: EW,
			made: true, want: [2]int{310, 20}},
		{name: "defenders keep nothing", preset: "base", key: keep("nothing"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: EW,
			made: true, want: [2]int{310, 0}},
		{name: "defenders keep nothing: not without a coinche", preset: "base", key: keep("nothing"), decl: N, k: pts(100, Sp), pts: [2]int{110, 52}, belote: EW,
			made: true, want: [2]int{210, 70}},
		{name: "one team scores, defenders keep all it leaves: belote", preset: "montpellier", key: keep("all"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: EW,
			made: true, want: [2]int{360, 20}},
		{name: "one team scores, defenders keep nothing", preset: "montpellier", key: keep("nothing"), decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: EW,
			made: true, want: [2]int{360, 0}},

		// scoring.capot_failed_coinched (gap 14): capot_failed 320.
		{name: "failed coinched capot as made: 500 × 2", preset: "base", key: set(func(s *rules.Scoring) { s.CapotFailed, s.CapotFailedCoinched = 320, rules.CapotFailedCoinchedAsMade }),
			decl: N, k: capotS, dbl: 1, pts: [2]int{150, 12}, want: [2]int{0, 1000}},
		{name: "failed coinched capot multiplied: 320 × 2", preset: "base", key: set(func(s *rules.Scoring) {
			s.CapotFailed, s.CapotFailedCoinched = 320, rules.CapotFailedCoinchedMultiplied
		}),
			decl: N, k: capotS, dbl: 1, pts: [2]int{150, 12}, want: [2]int{0, 640}},
		{name: "failed surcoinched capot multiplied: 320 × 4", preset: "base", key: set(func(s *rules.Scoring) {
			s.CapotFailed, s.CapotFailedCoinched = 320, rules.CapotFailedCoinchedMultiplied
		}),
			decl: N, k: capotS, dbl: 2, pts: [2]int{150, 12}, want: [2]int{0, 1280}},
		{name: "failed capot not coinched: 320 either way", preset: "base", key: set(func(s *rules.Scoring) {
			s.CapotFailed, s.CapotFailedCoinched = 320, rules.CapotFailedCoinchedMultiplied
		}),
			decl: N, k: capotS, pts: [2]int{150, 12}, want: [2]int{0, 320}},
	})
}

// scoring.coinche_base, both readings: under coinche_applies_to =
// "contract" it is what the defenders of every failed coinched contract
// score besides the multiplied contract, whether or not only one team
// scores (002 « nos adversaires marquent 160 + (100 × 2) », with both
// teams scoring; 001 « 162 points (ou le double de l'annonce en cas de
// contrat coinché) » with failed_adds_contract = false), and what the
// declarers of a made one score in place of their points only under
// coinche_one_team_scores. Under "total" a failure scores failed_base.
func TestCoincheBase(t *testing.T) {
	Sp := notation.TrumpS
	base := func(failed, coinche int, oneTeam bool, applies string) func(*rules.Ruleset) {
		return func(r *rules.Ruleset) {
			s := &r.Scoring
			s.Rounding, s.FailedBase, s.CoincheBase, s.CoincheOneTeamScores, s.CoincheAppliesTo = rules.RoundingNone, failed, coinche, oneTeam, mustEnum[rules.CoincheAppliesTo](applies)
		}
	}
	runDealCases(t, []dealCase{
		{name: "failed coinched, both teams score: coinche_base", preset: "base", key: base(162, 150, false, "contract"),
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{70, 92}, want: [2]int{0, 150 + 200}},
		{name: "failed coinched, one team scores: coinche_base", preset: "base", key: base(162, 150, true, "contract"),
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{70, 92}, want: [2]int{0, 150 + 200}},
		{name: "failed not coinched: failed_base", preset: "base", key: base(162, 150, true, "contract"),
			decl: N, k: pts(100, Sp), pts: [2]int{70, 92}, want: [2]int{0, 162 + 100}},
		{name: "failed coinched, coinche on the total: failed_base", preset: "base", key: base(162, 150, true, "total"),
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{70, 92}, want: [2]int{0, 2 * (162 + 100)}},
		{name: "made coinched, one team scores: coinche_base", preset: "base", key: base(162, 150, true, "contract"),
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{200 + 150, 0}},
		{name: "made coinched, both teams score: the points", preset: "base", key: base(162, 150, false, "contract"),
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{200 + 110, 52}},
		{name: "001: failed coinched adds the doubled contract to 162 without failed_adds_contract", preset: "classique",
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{70, 92}, want: [2]int{0, 162 + 200}},
	})
}

// The game keys of the engines survey (gaps 16 to 18): game.target_reached,
// game.tie = "draw", game.target = 0; the sheet's verdict and result line
// on each side.
func TestGameEngineKeys(t *testing.T) {
	H := notation.TrumpH
	nsMade := dealCase{decl: N, k: pts(80, H), pts: [2]int{82, 80}, made: true}.outcome() // NS 160, EW 80
	ewMade := dealCase{decl: E, k: pts(80, H), pts: [2]int{80, 82}, made: true}.outcome() // NS 80, EW 160
	for _, tc := range []struct {
		name   string
		key    func(*rules.Ruleset)
		target int
		deals  []rules.Outcome
		over   bool
		winner notation.Team
		line   string
	}{
		{"160 reaches 160", nil, 160, []rules.Outcome{nsMade}, true, NS, "Winner: NS — reached 160 (160 to 80)"},
		{"160 is not above 160", func(r *rules.Ruleset) { r.Game.TargetReached = rules.TargetReachedAbove }, 160, []rules.Outcome{nsMade}, false, notation.NoTeam,
			"Game in progress: no team has gone above 160 (NS 160, EW 80)"},
		{"160 is above 159", func(r *rules.Ruleset) { r.Game.TargetReached = rules.TargetReachedAbove }, 159, []rules.Outcome{nsMade}, true, NS,
			"Winner: NS — went above 159 (160 to 80)"},
		{"240-240, tie to the last deal's winner", nil, 200, []rules.Outcome{nsMade, ewMade}, true, EW,
			"Winner: EW — both teams reached 200 with 240 each: EW won the last deal"},
		{"240-240, a draw", func(r *rules.Ruleset) { r.Game.Tie = rules.GameTieDraw }, 200, []rules.Outcome{nsMade, ewMade}, true, notation.NoTeam,
			"Draw: both teams reached 200 with 240 each"},
		{"240-240, play on", func(r *rules.Ruleset) { r.Game.Tie = rules.GameTiePlayOn }, 200, []rules.Outcome{nsMade, ewMade}, false, notation.NoTeam,
			"Game in progress: both teams have reached 200 with 240 each: another deal (game.tie = \"play-on\")"},
		{"no target: never over", func(r *rules.Ruleset) { r.Game.Target = 0 }, 0, []rules.Outcome{nsMade, ewMade, nsMade, nsMade}, false, notation.NoTeam,
			"No target: the game goes on (NS 560, EW 400)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs := preset(t, "base")
			if tc.key != nil {
				tc.key(rs)
			}
			s := NewSheet(rs, tc.target)
			for _, o := range tc.deals {
				s.Add(o)
			}
			w, _ := s.Winner()
			if s.Over() != tc.over || w != tc.winner {
				t.Errorf("over %v winner %v, want %v %v", s.Over(), w, tc.over, tc.winner)
			}
			if got := ResultLine(s, Names{}); got != tc.line && !strings.HasPrefix(got, tc.line) {
				t.Errorf("result line %q, want %q", got, tc.line)
			}
			if s.Draw() != (tc.over && tc.winner == notation.NoTeam) {
				t.Errorf("Draw() = %v", s.Draw())
			}
		})
	}
}

// A drawn game (game.tie = "draw") counts as drawn for both teams in the
// standings (score/render.TestStandingsDrawWritten writes them).
func TestStandingsDraw(t *testing.T) {
	H := notation.TrumpH
	rs := preset(t, "base")
	rs.Game.Tie = rules.GameTieDraw
	nsMade := dealCase{decl: N, k: pts(80, H), pts: [2]int{82, 80}, made: true}.outcome()
	ewMade := dealCase{decl: E, k: pts(80, H), pts: [2]int{80, 82}, made: true}.outcome()
	drawn := NewSheet(rs, 200)
	drawn.Add(nsMade)
	drawn.Add(ewMade)
	won := NewSheet(rs, 200)
	won.Add(nsMade)
	won.Add(nsMade)
	st := NewStandings()
	st.Add("a.coinche#1", GameInfo{}, Names{NS: "Bleus", EW: "Rouges"}, drawn, nil)
	st.Add("a.coinche#2", GameInfo{}, Names{NS: "Bleus", EW: "Verts"}, won, nil)
	tab := st.Table()
	if len(tab) != 3 || tab[0].Team != "Bleus" || tab[0].Won != 1 || tab[0].Drawn != 1 || tab[0].Played != 2 ||
		tab[1].Team != "Rouges" || tab[1].Drawn != 1 || tab[1].Lost != 0 || tab[2].Lost != 1 {
		t.Fatalf("table %+v", tab)
	}
}

// The why of a scaled deal names the points taken and scaled.
func TestWhyScaled(t *testing.T) {
	rs := preset(t, "base")
	rs.Cards.SansAtoutPoints = []int{11, 10, 4, 3, 2, 0, 0, 0}
	rs.Scoring.ScaleTo, rs.Scoring.ScaleLastTrick, rs.Scoring.Rounding = 162, true, rules.RoundingNone
	ds := Deal(rs, dealCase{decl: N, k: pts(100, notation.SansAtout), pts: [2]int{90, 40}}.outcome())
	if why := ds.Why(); !strings.Contains(why, "made: 90 scaled to 112 counted ≥ 100 needed") {
		t.Errorf("why: %s", why)
	}
}

// The why of a contract made by the capot bonus says so.
func TestWhyCapotCounts(t *testing.T) {
	rs := preset(t, "base")
	rs.Scoring.CapotBonusCounts = true
	ds := Deal(rs, dealCase{decl: N, k: pts(250, notation.TrumpH), pts: [2]int{162, 0}, capot: NS, belote: NS}.outcome())
	if why := ds.Why(); !strings.Contains(why, "made: 250 capot + 20 belote = 270 counted ≥ 250 needed") {
		t.Errorf("why: %s", why)
	}
}
