package score

import (
	"path/filepath"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// 000's générale written as a summary. A générale is
// made when the declarer alone took every trick; a summary cannot say
// who took them, so "failed" with the declaring team's capot (the partner
// took a trick) is accepted and scored as a failed générale, and "made"
// or the capot alone as a made one. Before, "failed 157 capot EW" was
// refused (score/verdict-mismatch: "the contract made").
func TestGeneraleSummary(t *testing.T) {
	for _, tc := range []struct {
		deal  string
		made  bool
		score [2]int
	}{
		{"E générale ♠ failed 157 capot EW", false, [2]int{660, 0}},
		{"E générale ♠ failed 150", false, [2]int{660, 0}},
		{"E générale ♠ made", true, [2]int{0, 1000}},
		{"E générale ♠ capot EW", true, [2]int{0, 1000}},
		{"E générale ♠ made 157 capot EW", true, [2]int{0, 1000}},
	} {
		t.Run(tc.deal, func(t *testing.T) {
			s := sheetOf(t, "[Rules \"tournoi-2018\"]\n\ndeal 1 dealer N  "+tc.deal+"\n", nil)
			r := s.Rows()[0]
			if r.Made != tc.made || r.Score != tc.score {
				t.Errorf("made %v score %v (%s), want %v %v", r.Made, r.Score, r.Reason, tc.made, tc.score)
			}
		})
	}
}

// A failed contract whose declarers took every trick,
// the defence's announcements outweighing them (Oliboy50: made needs at
// least the defence's total): under scoring.failed_points = "both-teams"
// (oliboy50.toml) the defence scores both teams' points as counted (252:
// 162 and the capot's 100 last trick) plus the contract and the
// announcements, as the engine does (service/pointsCounter.ts:167); under
// "base", failed_base (162). Before the key, 162.
func TestFailedPointsBothTeams(t *testing.T) {
	rs, err := rulesfile.LoadFile(filepath.Join("..", "examples", "house-rules", "oliboy50.toml"))
	if err != nil {
		t.Fatal(err)
	}
	o := dealCase{decl: N, k: pts(100, notation.TrumpS), pts: [2]int{162, 0}, capot: NS, ann: [2]int{0, 300}}.outcome()
	for _, tc := range []struct {
		key  string
		want [2]int
	}{
		{"both-teams", [2]int{0, 252 + 100 + 300}},
		{"base", [2]int{0, 162 + 100 + 300}},
	} {
		t.Run(tc.key, func(t *testing.T) {
			r := *rs
			r.Scoring.FailedPoints = mustEnum[rules.FailedPoints](tc.key)
			ds := Deal(&r, o)
			if ds.Made || ds.Score != tc.want {
				t.Errorf("made %v score %v (%s), want failed %v", ds.Made, ds.Score, ds.Why(), tc.want)
			}
		})
	}
	// The other failed contracts score the same under both values.
	for _, c := range []dealCase{
		{decl: N, k: pts(100, notation.TrumpS), pts: [2]int{70, 92}},
		{decl: N, k: pts(100, notation.TrumpS), pts: [2]int{0, 162}, capot: EW},
		{decl: N, k: pts(100, notation.TrumpS), dbl: 1, pts: [2]int{70, 92}},
	} {
		a, b := *rs, *rs
		a.Scoring.FailedPoints, b.Scoring.FailedPoints = rules.FailedPointsBothTeams, rules.FailedPointsBase
		if x, y := Deal(&a, c.outcome()), Deal(&b, c.outcome()); x.Score != y.Score || x.Made {
			t.Errorf("%+v: both-teams %v, base %v", c, x.Score, y.Score)
		}
	}
}
