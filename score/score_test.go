package score

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// The tests score with the real presets (rulesfile.Preset), so that a change
// of a preset value shows up here.

// loadPreset returns a fresh copy of a built-in ruleset.
func loadPreset(name string) (*rules.Ruleset, error) { return rulesfile.Preset(name) }

// preset is loadPreset for tests.
func preset(t testing.TB, name string) *rules.Ruleset {
	t.Helper()
	rs, err := loadPreset(name)
	if err != nil {
		t.Fatalf("preset %s: %v", name, err)
	}
	return rs
}

var (
	N, E, S, W = notation.North, notation.East, notation.South, notation.West
	NS, EW     = notation.NS, notation.EW
)

func pts(v int, s notation.Strain) notation.Contract {
	return notation.Contract{Level: notation.Points, Value: v, Strain: s}
}

var (
	capotS    = notation.Contract{Level: notation.Capot, Strain: notation.TrumpS}
	matchS    = notation.Contract{Level: notation.Match, Strain: notation.TrumpS}
	generaleS = notation.Contract{Level: notation.Generale, Strain: notation.TrumpS}
)

// dealCase is one deal with its hand-computed score.
type dealCase struct {
	name   string
	preset string
	mode   *rules.ScoringMode   // nil: the preset's
	key    func(*rules.Ruleset) // flips a key, or nil
	decl   notation.Seat
	k      notation.Contract
	dbl    int
	pts    [2]int // card points NS, EW
	belote notation.Team
	capot  notation.Team
	solo   bool
	soloAt notation.Seat // who took every trick alone, when solo
	bel2   [2]int        // belotes per team, when a team has more than one (tout-atout)
	ann    [2]int
	last   notation.Team // the team that took the last trick, when known
	tricks [2]int        // tricks per team, when not {0, 0} (and no capot)
	made   bool
	want   [2]int // NS, EW
}

func (c dealCase) outcome() rules.Outcome {
	o := rules.Outcome{Declarer: c.decl, Contract: c.k, Double: notation.CoincheLevel(c.dbl), Points: c.pts,
		Tricks: [2]int{-1, -1}, Belote: c.belote, Capot: c.capot, Solo: c.solo, SoloSeat: c.soloAt, Belotes: c.bel2, Announces: c.ann}
	switch c.capot {
	case NS:
		o.Tricks = [2]int{8, 0}
	case EW:
		o.Tricks = [2]int{0, 8}
	}
	if c.tricks != [2]int{} {
		o.Tricks = c.tricks
	}
	o.LastTrick = c.last
	return o
}

func runDealCases(t *testing.T, cases []dealCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.preset+"/"+c.name, func(t *testing.T) {
			rs := preset(t, c.preset)
			if c.key != nil {
				c.key(rs)
			}
			ds := DealWith(rs, c.outcome(), Options{Mode: c.mode})
			if ds.Score != c.want || ds.Made != c.made {
				t.Errorf("score %v made %v, want %v made %v\nwhy: %s", ds.Score, ds.Made, c.want, c.made, ds.Why())
			}
			if s := ds.Parts[0].Sum() + ds.Parts[1].Sum(); s != ds.Score[0]+ds.Score[1] {
				t.Errorf("parts sum %d, score %v", s, ds.Score)
			}
		})
	}
}

// 002 (preset base) and its variants.
func TestDealBase(t *testing.T) {
	H, Sp, D, C := notation.TrumpH, notation.TrumpS, notation.TrumpD, notation.TrumpC
	runDealCases(t, []dealCase{
		{name: "80 made with 82", preset: "base", decl: N, k: pts(80, H), pts: [2]int{82, 80}, made: true, want: [2]int{160, 80}},
		{name: "80 needs 82", preset: "base", decl: N, k: pts(80, H), pts: [2]int{81, 81}, want: [2]int{0, 240}},
		{name: "80 with 81, no minimum (flip minimum_to_make)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.MinimumToMake = 0 },
			decl: N, k: pts(80, H), pts: [2]int{81, 81}, made: true, want: [2]int{160, 80}},
		{name: "90 needs 90, not 92", preset: "base", decl: E, k: pts(90, D), pts: [2]int{72, 90}, made: true, want: [2]int{70, 180}},
		{name: "rounding 95 up, 67 up", preset: "base", decl: N, k: pts(90, D), pts: [2]int{95, 67}, made: true, want: [2]int{190, 70}},
		{name: "rounding 98 up, 64 down", preset: "base", decl: N, k: pts(90, D), pts: [2]int{98, 64}, made: true, want: [2]int{190, 60}},
		{name: "no rounding (flip rounding)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.Rounding = rules.RoundingNone },
			decl: N, k: pts(90, D), pts: [2]int{95, 67}, made: true, want: [2]int{185, 67}},
		{name: "failed: 160 + bid", preset: "base", decl: N, k: pts(100, C), pts: [2]int{90, 72}, want: [2]int{0, 260}},
		{name: "belote counts for the contract", preset: "base", decl: N, k: pts(100, C), pts: [2]int{80, 82}, belote: NS, made: true, want: [2]int{200, 80}},
		{name: "belote kept on failure", preset: "base", decl: N, k: pts(120, C), pts: [2]int{90, 72}, belote: NS, want: [2]int{20, 280}},
		{name: "belote to opponents on failure (flip belote_on_failure)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.BeloteOnFailure = rules.BeloteOnFailureOpponents },
			decl: N, k: pts(120, C), pts: [2]int{90, 72}, belote: NS, want: [2]int{0, 300}},
		// 002 Coinche et surcoinche, worked example.
		{name: "002 example: 100 X belote failed = 20 / 360", preset: "base", decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{70, 92}, belote: NS, want: [2]int{20, 360}},
		{name: "002 example with belote to opponents", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.BeloteOnFailure = rules.BeloteOnFailureOpponents },
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{70, 92}, belote: NS, want: [2]int{0, 380}},
		// 002 Score variant: the whole score doubled, 520 = 2 × (100 + 160).
		{name: "002 variant total: 520", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.CoincheAppliesTo = rules.CoincheAppliesToTotal },
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{60, 102}, want: [2]int{0, 520}},
		{name: "002 variant total, made", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.CoincheAppliesTo = rules.CoincheAppliesToTotal },
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, belote: NS, made: true, want: [2]int{2*(100+110) + 20, 50}},
		{name: "coinched made: bid doubled only", preset: "base", decl: N, k: pts(100, H), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{310, 50}},
		{name: "surcoinched made ×4", preset: "base", decl: N, k: pts(100, H), dbl: 2, pts: [2]int{110, 52}, made: true, want: [2]int{510, 50}},
		{name: "surcoinched made ×3 (flip surcoinche_multiplier)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.SurcoincheMultiplier = 3 },
			decl: N, k: pts(100, H), dbl: 2, pts: [2]int{110, 52}, made: true, want: [2]int{410, 50}},
		{name: "surcoinched failed ×4", preset: "base", decl: N, k: pts(100, H), dbl: 2, pts: [2]int{90, 72}, want: [2]int{0, 560}},
		{name: "coinched made, one team scores (flip coinche_one_team_scores)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.CoincheOneTeamScores = true },
			decl: N, k: pts(100, H), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{360, 0}},
		{name: "capot not bid: 250 + bid", preset: "base", decl: N, k: pts(100, C), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{350, 0}},
		{name: "capot not bid, belote", preset: "base", decl: N, k: pts(100, C), pts: [2]int{162, 0}, capot: NS, belote: NS, made: true, want: [2]int{370, 0}},
		{name: "capot scored only when bid (flip capot_bonus 0)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.CapotBonus = 0 },
			decl: N, k: pts(100, C), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{260, 0}},
		{name: "capot bid and made: 500 + belote", preset: "base", decl: N, k: capotS, pts: [2]int{162, 0}, capot: NS, belote: NS, made: true, want: [2]int{520, 0}},
		{name: "capot bid and failed: 500", preset: "base", decl: N, k: capotS, pts: [2]int{150, 12}, want: [2]int{0, 500}},
		{name: "capot bid, failed, all points but not all tricks", preset: "base", decl: N, k: capotS, pts: [2]int{162, 0}, want: [2]int{0, 500}},
		{name: "capot bid and failed: 410 (flip capot_failed)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.CapotFailed = 410 },
			decl: N, k: capotS, pts: [2]int{150, 12}, belote: NS, want: [2]int{20, 410}},
		{name: "extra 2: 110 needs 112 (flip extra_to_make)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.ExtraToMake = 2 },
			decl: N, k: pts(110, H), pts: [2]int{111, 51}, want: [2]int{0, 270}},
		{name: "extra 2: 112 makes 110", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.ExtraToMake = 2 },
			decl: N, k: pts(110, H), pts: [2]int{112, 50}, made: true, want: [2]int{220, 50}},
		{name: "must beat defenders: 81-81 fails (flip)", preset: "base", key: func(r *rules.Ruleset) {
			r.Scoring.MinimumToMake, r.Scoring.AgainstDefenders = 0, rules.AgainstDefendersMore
		},
			decl: N, k: pts(80, H), pts: [2]int{81, 81}, want: [2]int{0, 240}},
		{name: "must beat defenders: 82-80 makes", preset: "base", key: func(r *rules.Ruleset) {
			r.Scoring.MinimumToMake, r.Scoring.AgainstDefenders = 0, rules.AgainstDefendersMore
		},
			decl: N, k: pts(80, H), pts: [2]int{82, 80}, made: true, want: [2]int{160, 80}},
		{name: "belote does not count (flip belote_counts_for_contract)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.BeloteCountsForContract = false },
			decl: N, k: pts(100, C), pts: [2]int{80, 82}, belote: NS, want: [2]int{20, 260}},
		{name: "announces count and score", preset: "base", decl: N, k: pts(140, H), pts: [2]int{90, 72}, ann: [2]int{50, 0}, made: true, want: [2]int{140 + 90 + 50, 70}},
		{name: "announces go to the defenders on failure", preset: "base", decl: N, k: pts(140, H), pts: [2]int{70, 92}, ann: [2]int{50, 0}, want: [2]int{0, 160 + 140 + 50}},
		{name: "announces kept on failure (flip announces_on_failure)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.AnnouncesOnFailure = rules.AnnouncesOnFailureHolder },
			decl: N, k: pts(140, H), pts: [2]int{70, 92}, ann: [2]int{50, 0}, want: [2]int{50, 300}},
		{name: "variant bid only (mode bid)", preset: "base", mode: modeBid, decl: N, k: pts(100, H), pts: [2]int{110, 52}, made: true, want: [2]int{100, 0}},
		{name: "EW declarer", preset: "base", decl: W, k: pts(110, Sp), pts: [2]int{40, 122}, belote: EW, made: true, want: [2]int{40, 110 + 120 + 20}},
	})
}

// 003 (preset montpellier).
func TestDealMontpellier(t *testing.T) {
	H, Sp, D, C := notation.TrumpH, notation.TrumpS, notation.TrumpD, notation.TrumpC
	runDealCases(t, []dealCase{
		{name: "made, 5-9 up", preset: "montpellier", decl: N, k: pts(80, Sp), pts: [2]int{85, 77}, made: true, want: [2]int{170, 80}},
		{name: "made, 1-4 down", preset: "montpellier", decl: N, k: pts(80, Sp), pts: [2]int{84, 78}, made: true, want: [2]int{160, 80}},
		{name: "80 made with 80 (no 82)", preset: "montpellier", decl: N, k: pts(80, Sp), pts: [2]int{80, 82}, made: true, want: [2]int{160, 80}},
		{name: "made with the belote", preset: "montpellier", decl: E, k: pts(100, H), pts: [2]int{80, 82}, belote: EW, made: true, want: [2]int{80, 200}},
		{name: "defenders keep their belote", preset: "montpellier", decl: N, k: pts(90, H), pts: [2]int{100, 62}, belote: EW, made: true, want: [2]int{190, 80}},
		{name: "failed, belote kept", preset: "montpellier", decl: N, k: pts(120, D), pts: [2]int{90, 72}, belote: NS, want: [2]int{20, 280}},
		{name: "coinched failed: 160 + 2×100", preset: "montpellier", decl: N, k: pts(100, C), dbl: 1, pts: [2]int{70, 92}, want: [2]int{0, 360}},
		{name: "coinched failed, coinchers' belote", preset: "montpellier", decl: N, k: pts(100, C), dbl: 1, pts: [2]int{70, 92}, belote: EW, want: [2]int{0, 380}},
		{name: "coinched failed, declarers' belote imprenable", preset: "montpellier", decl: N, k: pts(100, C), dbl: 1, pts: [2]int{60, 102}, belote: NS, want: [2]int{20, 360}},
		{name: "surcoinched failed: 160 + 4×100", preset: "montpellier", decl: N, k: pts(100, C), dbl: 2, pts: [2]int{70, 92}, want: [2]int{0, 560}},
		{name: "coinche not réussie: declarers take 160 + 2×100, coincheur only belote", preset: "montpellier", decl: N, k: pts(100, C), dbl: 1, pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{360, 20}},
		{name: "surcoinche made: 160 + 4×100", preset: "montpellier", decl: N, k: pts(100, C), dbl: 2, pts: [2]int{110, 52}, made: true, want: [2]int{560, 0}},
		{name: "both teams score after a coinche (flip coinche_one_team_scores)", preset: "montpellier", key: func(r *rules.Ruleset) { r.Scoring.CoincheOneTeamScores = false },
			decl: N, k: pts(100, C), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{310, 50}},
		{name: "capot non annoncé: 250 + contract + belote", preset: "montpellier", decl: N, k: pts(90, Sp), pts: [2]int{162, 0}, capot: NS, belote: NS, made: true, want: [2]int{360, 0}},
		{name: "capot non annoncé, defenders' belote", preset: "montpellier", decl: N, k: pts(90, Sp), pts: [2]int{162, 0}, capot: NS, belote: EW, made: true, want: [2]int{340, 20}},
		// 003 LA MARQUE, capot annoncé: 500, coinché 750, surcoinché 1250.
		{name: "capot annoncé 500", preset: "montpellier", decl: N, k: capotS, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{500, 0}},
		{name: "capot annoncé + belote 520", preset: "montpellier", decl: N, k: capotS, pts: [2]int{162, 0}, capot: NS, belote: NS, made: true, want: [2]int{520, 0}},
		{name: "capot annoncé coinché 750", preset: "montpellier", decl: N, k: capotS, dbl: 1, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{750, 0}},
		{name: "capot annoncé surcoinché 1250", preset: "montpellier", decl: N, k: capotS, dbl: 2, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{1250, 0}},
		{name: "capot annoncé failed 410, belote kept", preset: "montpellier", decl: N, k: capotS, pts: [2]int{140, 22}, belote: NS, want: [2]int{20, 410}},
		{name: "capot annoncé coinché failed 750", preset: "montpellier", decl: N, k: capotS, dbl: 1, pts: [2]int{140, 22}, want: [2]int{0, 750}},
	})
}

// 000 (preset tournoi-2018): 157 points, match and générale.
func TestDealTournoi(t *testing.T) {
	H, Sp, D := notation.TrumpH, notation.TrumpS, notation.TrumpD
	runDealCases(t, []dealCase{
		{name: "made: contract + rounded points", preset: "tournoi-2018", decl: N, k: pts(60, Sp), pts: [2]int{85, 72}, made: true, want: [2]int{150, 70}},
		{name: "commercial rounding 75 up, 82 down", preset: "tournoi-2018", decl: N, k: pts(70, Sp), pts: [2]int{75, 82}, made: true, want: [2]int{150, 80}},
		{name: "made with exactly the contract", preset: "tournoi-2018", decl: E, k: pts(100, D), pts: [2]int{57, 100}, made: true, want: [2]int{60, 200}},
		{name: "failed: contract + 160", preset: "tournoi-2018", decl: N, k: pts(100, D), pts: [2]int{95, 62}, want: [2]int{0, 260}},
		{name: "all tricks: points are 250", preset: "tournoi-2018", decl: N, k: pts(100, H), pts: [2]int{157, 0}, capot: NS, made: true, want: [2]int{350, 0}},
		{name: "one player all tricks: points are 500", preset: "tournoi-2018", decl: N, k: pts(100, H), pts: [2]int{157, 0}, capot: NS, solo: true, made: true, want: [2]int{600, 0}},
		{name: "match made: 250 + 250", preset: "tournoi-2018", decl: N, k: matchS, pts: [2]int{157, 0}, capot: NS, made: true, want: [2]int{500, 0}},
		{name: "match failed: 250 + 160", preset: "tournoi-2018", decl: N, k: matchS, pts: [2]int{150, 7}, want: [2]int{0, 410}},
		{name: "générale made: 500 + 500", preset: "tournoi-2018", decl: N, k: generaleS, pts: [2]int{157, 0}, capot: NS, solo: true, made: true, want: [2]int{1000, 0}},
		{name: "générale, partner alone took every trick: failed 500 + 160", preset: "tournoi-2018", decl: N, k: generaleS, pts: [2]int{157, 0}, capot: NS, solo: true, soloAt: S, want: [2]int{0, 660}},
		{name: "générale, declarer alone took every trick: made", preset: "tournoi-2018", decl: N, k: generaleS, pts: [2]int{157, 0}, capot: NS, solo: true, soloAt: N, made: true, want: [2]int{1000, 0}},
		{name: "générale, partner took a trick: failed 500 + 160", preset: "tournoi-2018", decl: N, k: generaleS, pts: [2]int{157, 0}, capot: NS, want: [2]int{0, 660}},
		{name: "coinched made: one team, 2×100 + 160", preset: "tournoi-2018", decl: N, k: pts(100, H), dbl: 1, pts: [2]int{110, 47}, made: true, want: [2]int{360, 0}},
		{name: "surcoinched made: 4×100 + 160", preset: "tournoi-2018", decl: N, k: pts(100, H), dbl: 2, pts: [2]int{110, 47}, made: true, want: [2]int{560, 0}},
		{name: "coinched failed: 2×100 + 160", preset: "tournoi-2018", decl: N, k: pts(100, H), dbl: 1, pts: [2]int{90, 67}, want: [2]int{0, 360}},
		{name: "coinched match made: 2×250 + 160", preset: "tournoi-2018", decl: N, k: matchS, dbl: 1, pts: [2]int{157, 0}, capot: NS, made: true, want: [2]int{660, 0}},
	})
}

// 001 (preset classique) in its three modes.
func TestDealClassique(t *testing.T) {
	H := notation.TrumpH
	runDealCases(t, []dealCase{
		// points faits + annoncés (the preset's mode)
		{name: "faits+annoncés made", preset: "classique", decl: N, k: pts(100, H), pts: [2]int{110, 52}, made: true, want: [2]int{210, 52}},
		{name: "faits+annoncés made, belote", preset: "classique", decl: N, k: pts(100, H), pts: [2]int{110, 52}, belote: NS, made: true, want: [2]int{230, 52}},
		{name: "faits+annoncés, defenders' belote", preset: "classique", decl: N, k: pts(100, H), pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{210, 72}},
		{name: "faits+annoncés capot non annoncé 250 + contract", preset: "classique", decl: N, k: pts(100, H), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{350, 0}},
		{name: "faits+annoncés capot annoncé 350", preset: "classique", decl: N, k: capotS, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{350, 0}},
		{name: "faits+annoncés failed: 162", preset: "classique", decl: N, k: pts(100, H), pts: [2]int{90, 72}, want: [2]int{0, 162}},
		{name: "fewer than 82: failed, 162", preset: "classique", decl: N, k: pts(80, H), pts: [2]int{81, 81}, want: [2]int{0, 162}},
		{name: "faits+annoncés coinched made", preset: "classique", decl: N, k: pts(100, H), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{362, 0}},
		{name: "coinched failed", preset: "classique", decl: N, k: pts(100, H), dbl: 1, pts: [2]int{90, 72}, want: [2]int{0, 362}},
		{name: "coinched failed: only twice the bid (flip coinche_base 0)", preset: "classique", key: func(r *rules.Ruleset) { r.Scoring.CoincheBase = 0 },
			decl: N, k: pts(100, H), dbl: 1, pts: [2]int{90, 72}, want: [2]int{0, 200}},
		{name: "capot annoncé failed: 162", preset: "classique", decl: N, k: capotS, pts: [2]int{150, 12}, want: [2]int{0, 162}},
		// points faits
		{name: "faits made: each its points", preset: "classique", mode: modeMade, decl: N, k: pts(100, H), pts: [2]int{110, 52}, made: true, want: [2]int{110, 52}},
		{name: "faits: belote for both teams", preset: "classique", mode: modeMade, decl: N, k: pts(100, H), pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{110, 72}},
		{name: "faits capot non annoncé 250", preset: "classique", mode: modeMade, decl: N, k: pts(100, H), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{250, 0}},
		{name: "faits capot annoncé 350", preset: "classique", mode: modeMade, decl: N, k: capotS, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{350, 0}},
		{name: "faits failed 162", preset: "classique", mode: modeMade, decl: N, k: pts(100, H), pts: [2]int{90, 72}, want: [2]int{0, 162}},
		// points annoncés
		{name: "annoncés made: the contract only", preset: "classique", mode: modeBid, decl: N, k: pts(100, H), pts: [2]int{130, 32}, made: true, want: [2]int{100, 0}},
		// 001 worked example: bid 100, 80 + belote: made, 100.
		{name: "001 example: 100 with 80 + belote", preset: "classique", mode: modeBid, decl: N, k: pts(100, H), pts: [2]int{80, 82}, belote: NS, made: true, want: [2]int{100, 0}},
		{name: "annoncés: belote never beyond the contract", preset: "classique", mode: modeBid, decl: N, k: pts(100, H), pts: [2]int{120, 42}, belote: NS, made: true, want: [2]int{100, 0}},
		{name: "annoncés: 79 + belote fails 100", preset: "classique", mode: modeBid, decl: N, k: pts(100, H), pts: [2]int{79, 83}, belote: NS, want: [2]int{0, 162}},
		{name: "annoncés: defenders' belote does not score", preset: "classique", mode: modeBid, decl: N, k: pts(100, H), pts: [2]int{110, 52}, belote: EW, made: true, want: [2]int{100, 0}},
		{name: "annoncés capot annoncé 250", preset: "classique", mode: modeBid, decl: N, k: capotS, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{250, 0}},
		{name: "annoncés capot non annoncé ignored", preset: "classique", mode: modeBid, decl: N, k: pts(100, H), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{100, 0}},
		{name: "annoncés coinched: double the bid", preset: "classique", mode: modeBid, decl: N, k: pts(100, H), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{200, 0}},
		{name: "annoncés failed 162", preset: "classique", mode: modeBid, decl: N, k: pts(100, H), pts: [2]int{90, 72}, want: [2]int{0, 162}},
	})
}

// 004 (preset annonces).
func TestDealAnnonces(t *testing.T) {
	Sp, SA, TA := notation.TrumpS, notation.SansAtout, notation.ToutAtout
	runDealCases(t, []dealCase{
		{name: "made: points + contract, no rounding", preset: "annonces", decl: N, k: pts(90, Sp), pts: [2]int{95, 67}, made: true, want: [2]int{185, 67}},
		{name: "announcements count and score", preset: "annonces", decl: N, k: pts(120, Sp), pts: [2]int{75, 87}, ann: [2]int{50, 0}, made: true, want: [2]int{245, 87}},
		{name: "failed: 162 + contract", preset: "annonces", decl: N, k: pts(100, SA), pts: [2]int{80, 82}, want: [2]int{0, 262}},
		{name: "failed, announcements to the defenders", preset: "annonces", decl: N, k: pts(160, TA), pts: [2]int{80, 82}, ann: [2]int{20, 0}, want: [2]int{0, 162 + 160 + 20}},
		{name: "coinched made: 162 + 2×contract", preset: "annonces", decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{362, 0}},
		{name: "coinched failed: 162 + 2×contract", preset: "annonces", decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{90, 72}, want: [2]int{0, 362}},
		{name: "surcoinched made ×3", preset: "annonces", decl: N, k: pts(100, Sp), dbl: 2, pts: [2]int{110, 52}, made: true, want: [2]int{462, 0}},
		{name: "surcoinched failed ×3", preset: "annonces", decl: N, k: pts(100, Sp), dbl: 2, pts: [2]int{90, 72}, want: [2]int{0, 462}},
		{name: "capot not announced: 250 + contract", preset: "annonces", decl: N, k: pts(100, Sp), pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{350, 0}},
		// Tout-atout, belote.tout_atout = "any-suit": each team's belote
		// counts, whichever was completed first (Belote is NS's here).
		{name: "tout-atout: both teams' belotes, declarers made with theirs", preset: "annonces", decl: E, k: pts(90, TA), pts: [2]int{90, 72},
			belote: NS, bel2: [2]int{1, 1}, made: true, want: [2]int{90 + 20, 72 + 90 + 20}},
		{name: "tout-atout: two belotes and one", preset: "annonces", decl: W, k: pts(90, TA), pts: [2]int{15, 147},
			belote: NS, bel2: [2]int{2, 1}, made: true, want: [2]int{15 + 40, 147 + 90 + 20}},
		{name: "team without a trick keeps its belote", preset: "annonces", decl: N, k: pts(100, Sp), pts: [2]int{162, 0}, capot: NS, belote: EW, made: true, want: [2]int{350, 20}},
		{name: "capot announced 500", preset: "annonces", decl: N, k: capotS, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{500, 0}},
		// 004 Score calculation: a stuck hood 1000, an overstuck one 2000.
		{name: "capot coinched 1000", preset: "annonces", decl: N, k: capotS, dbl: 1, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{1000, 0}},
		{name: "capot surcoinched 2000", preset: "annonces", decl: N, k: capotS, dbl: 2, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{2000, 0}},
		{name: "capot announced, failed: 500 to the defenders", preset: "annonces", decl: N, k: capotS, pts: [2]int{150, 12}, want: [2]int{0, 500}},
		{name: "capot announced, failed: belote lost", preset: "annonces", decl: N, k: capotS, pts: [2]int{150, 12}, belote: NS, want: [2]int{0, 500}},
		{name: "capot failed, belote kept (flip capot_failure_loses_belote)", preset: "annonces", key: func(r *rules.Ruleset) { r.Scoring.CapotFailureLosesBelote = false },
			decl: N, k: capotS, pts: [2]int{150, 12}, belote: NS, want: [2]int{20, 500}},
		// 004: in tout-atout "the rules relating to trumps apply to them
		// (order of cards, obligation to raise, belote/rebelote)": a
		// belote in two suits counts twice.
		{name: "tout-atout, two belotes: 2×20", preset: "annonces", decl: N, k: pts(100, TA), pts: [2]int{100, 62}, belote: NS, bel2: [2]int{2, 0}, made: true, want: [2]int{240, 62}},
		{name: "ordinary failure keeps the belote", preset: "annonces", decl: N, k: pts(120, Sp), pts: [2]int{80, 82}, belote: NS, want: [2]int{20, 282}},
	})
}

func TestAllPass(t *testing.T) {
	for _, name := range []string{"base", "classique", "montpellier", "tournoi-2018", "annonces"} {
		ds := Deal(preset(t, name), rules.Outcome{AllPass: true})
		if ds.Score != [2]int{} || !ds.AllPass || ds.Team != -1 || ds.Why() != "all pass: no score" {
			t.Errorf("%s: all pass scored %+v", name, ds)
		}
	}
}

func TestTotalPoints(t *testing.T) {
	cases := []struct {
		preset string
		strain notation.Strain
		want   int
	}{
		{"base", notation.TrumpH, 162},
		{"tournoi-2018", notation.TrumpS, 157},
		{"annonces", notation.SansAtout, 162},
		{"annonces", notation.ToutAtout, 162},
		{"annonces", notation.TrumpC, 162},
	}
	for _, c := range cases {
		t.Run(c.preset, func(t *testing.T) {
			if got := TotalPoints(preset(t, c.preset), c.strain); got != c.want {
				t.Errorf("TotalPoints = %d, want %d", got, c.want)
			}
		})
	}
}

func TestParseMode(t *testing.T) {
	for in, want := range map[string]rules.ScoringMode{"": rules.ScoringModeMadeAndBid, "made": rules.ScoringModeMade, "bid": rules.ScoringModeBid,
		"points-faits": rules.ScoringModeMade, "annonces": rules.ScoringModeBid, "faits+annonces": rules.ScoringModeMadeAndBid,
		"points faits + annoncés": rules.ScoringModeMadeAndBid, "Points Faits": rules.ScoringModeMade, "points annoncés": rules.ScoringModeBid,
		"Made-And-Bid": rules.ScoringModeMadeAndBid, "points_faits_annonces": rules.ScoringModeMadeAndBid} {
		if got, err := ParseMode(in); err != nil || got != want {
			t.Errorf("ParseMode(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := ParseMode("bogus"); err == nil {
		t.Error("ParseMode(bogus): no error")
	}
}

func TestCompare(t *testing.T) {
	rs := preset(t, "base")
	o := rules.Outcome{Declarer: N, Contract: pts(100, notation.TrumpH), Points: [2]int{162, 0}, Capot: NS,
		Tricks: [2]int{8, 0}}
	ds := Deal(rs, o)
	if e := Compare(ds, o); e != nil {
		t.Errorf("nothing written: %v", e)
	}
	pos := notation.Pos{Line: 12, Col: 3}
	o.Written = &notation.Result{Pos: pos, NS: 350, EW: 0}
	if e := Compare(ds, o); e != nil {
		t.Errorf("same figures: %v", e)
	}
	o.Written = &notation.Result{Pos: pos, NS: 262, EW: 0}
	e := Compare(ds, o)
	if e == nil {
		t.Fatal("different figures: no error")
	}
	if e.Code != "score/result-mismatch" || e.Pos != pos ||
		!strings.HasPrefix(e.Msg, "written NS 262 EW 0, computed NS 350 EW 0") {
		t.Errorf("got %v", e)
	}
	if got := e.Error(); !strings.HasPrefix(got, "12:3: error[score/result-mismatch]: written NS 262 EW 0, computed NS 350 EW 0") {
		t.Errorf("Error() = %q", got)
	}
}

func TestWhy(t *testing.T) {
	rs := preset(t, "base")
	ds := Deal(rs, rules.Outcome{Declarer: N, Contract: pts(100, notation.TrumpS), Double: 1,
		Points: [2]int{70, 92}, Belote: NS, Tricks: [2]int{-1, -1}})
	want := "N 100♠ X failed: 70 + 20 belote = 90 counted < 100 needed; NS 20 belote = 20; EW 200 contract (×2) + 160 = 360"
	if got := ds.Why(); got != want {
		t.Errorf("Why:\n got %s\nwant %s", got, want)
	}
	if got := ds.ResultText(); got != "failed, belote NS" {
		t.Errorf("ResultText = %q", got)
	}
}

func TestWhyCases(t *testing.T) {
	H := notation.TrumpH
	cases := []struct {
		preset string
		mode   *rules.ScoringMode
		key    func(*rules.Ruleset)
		o      rules.Outcome
		want   string
	}{
		{"base", nil, nil, mk(E, pts(90, H), 0, 72, 90),
			"E 90♥ made: 90 counted ≥ 90 needed; NS 70 points = 70; EW 90 contract + 90 points = 180"},
		{"base", nil, nil, rules.Outcome{Declarer: N, Contract: pts(140, H), Points: [2]int{90, 72}, Announces: [2]int{50, 0}, Tricks: [2]int{-1, -1}},
			"N 140♥ made: 90 + 50 announces = 140 counted ≥ 140 needed; NS 140 contract + 90 points + 50 announces = 280; EW 70 points = 70"},
		{"base", nil, func(r *rules.Ruleset) {
			r.Scoring.MinimumToMake, r.Scoring.AgainstDefenders = 0, rules.AgainstDefendersMore
		}, mk(N, pts(80, H), 0, 81, 81),
			"N 80♥ failed: 81 counted, not more than the defenders' 81; NS 0; EW 80 contract + 160 = 240"},
		{"montpellier", nil, nil, capotFor(mk(N, capotS, 2, 162, 0), NS, false),
			"N capot ♠ XX made: every trick; NS 1250; EW 0"},
		{"montpellier", nil, nil, mk(N, capotS, 0, 150, 12),
			"N capot ♠ failed: a trick lost; NS 0; EW 410"},
		{"tournoi-2018", nil, nil, capotFor(mk(N, generaleS, 0, 157, 0), NS, true),
			"N générale ♠ made: every trick alone; NS 500 contract + 500 points = 1000; EW 0"},
		{"classique", modeBid, nil, withBelote(mk(N, pts(100, H), 0, 80, 82), NS),
			"N 100♥ (mode bid) made: 80 + 20 belote = 100 counted ≥ 100 needed; NS 100 contract = 100; EW 0"},
		{"tournoi-2018", nil, nil, stopped(mk(N, pts(100, H), 1, 60, 40), NS),
			"N 100♥ X undecided when the game was stopped; NS 0; EW 0"},
		{"tournoi-2018", nil, nil, stopped(mk(N, pts(120, H), 1, 60, 40), NS),
			"N 120♥ X failed: 60 counted < 120 needed; NS 0; EW 240 contract (×2) + 160 = 400"},
	}
	for _, c := range cases {
		rs := preset(t, c.preset)
		if c.key != nil {
			c.key(rs)
		}
		ds := DealWith(rs, c.o, Options{Mode: c.mode})
		if got := ds.Why(); got != c.want {
			t.Errorf("Why:\n got %s\nwant %s", got, c.want)
		}
	}
}

// The other side of the remaining keys, flipped one by one.
func TestDealKeyFlips(t *testing.T) {
	H, Sp := notation.TrumpH, notation.TrumpS
	runDealCases(t, []dealCase{
		{name: "failed_adds_contract false: 160 only", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.FailedAddsContract = false },
			decl: N, k: pts(100, H), pts: [2]int{90, 72}, want: [2]int{0, 160}},
		{name: "failed_base 162", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.FailedBase = 162 },
			decl: N, k: pts(100, H), pts: [2]int{90, 72}, want: [2]int{0, 262}},
		{name: "failed_adds_contract true: 162 + 100", preset: "classique", key: func(r *rules.Ruleset) { r.Scoring.FailedAddsContract = true },
			decl: N, k: pts(100, H), pts: [2]int{90, 72}, want: [2]int{0, 262}},
		{name: "announces do not count (flip announces_count_for_contract)", preset: "base", key: func(r *rules.Ruleset) { r.Scoring.AnnouncesCountForContract = false },
			decl: N, k: pts(140, H), pts: [2]int{90, 72}, ann: [2]int{50, 0}, want: [2]int{0, 350}},
		{name: "bid_mode_capot_value 0: capot_value", preset: "classique", mode: modeBid, key: func(r *rules.Ruleset) { r.Scoring.BidModeCapotValue = 0 },
			decl: N, k: capotS, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{350, 0}},
		{name: "capot_coinched 0: capot_value × 2", preset: "montpellier", key: func(r *rules.Ruleset) { r.Scoring.CapotCoinched = 0 },
			decl: N, k: capotS, dbl: 1, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{1000, 0}},
		{name: "capot_surcoinched 0: capot_value × 3", preset: "annonces", key: func(r *rules.Ruleset) { r.Scoring.CapotSurcoinched = 0 },
			decl: N, k: capotS, dbl: 2, pts: [2]int{162, 0}, capot: NS, made: true, want: [2]int{1500, 0}},
		{name: "solo_bonus 0: capot_bonus", preset: "tournoi-2018", key: func(r *rules.Ruleset) { r.Scoring.SoloBonus = 0 },
			decl: N, k: pts(100, H), pts: [2]int{157, 0}, capot: NS, solo: true, made: true, want: [2]int{350, 0}},
		{name: "faits, coinched made: one team, 162 + 2×100", preset: "classique", mode: modeMade,
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{362, 0}},
		{name: "faits, coinched made, both teams score: points + 2×100", preset: "classique", mode: modeMade, key: func(r *rules.Ruleset) { r.Scoring.CoincheOneTeamScores = false },
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 52}, made: true, want: [2]int{310, 52}},
		{name: "total and one team: 2 × (100 + 160)", preset: "tournoi-2018", key: func(r *rules.Ruleset) { r.Scoring.CoincheAppliesTo = rules.CoincheAppliesToTotal },
			decl: N, k: pts(100, Sp), dbl: 1, pts: [2]int{110, 47}, made: true, want: [2]int{520, 0}},
	})
}
