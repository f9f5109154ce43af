package score_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/stream"
)

// houseDir holds the example house-rules files shown to users
// (docs/house-rules.md, "The rules of online sites as house files").
var houseDir = filepath.Join("..", "examples", "house-rules")

// scoreGame checks every deal of g under rs and scores it on a sheet: it
// returns each deal's score and fails the test on any problem (a deal
// that does not check clean; a written result or verdict that differs,
// unless results is false).
func scoreGame(t *testing.T, rs *rules.Ruleset, g *notation.Game, results bool) []score.DealScore {
	t.Helper()
	outs, errs := rules.CheckGame(g, rs)
	if len(errs) > 0 {
		t.Fatalf("%s does not check clean under %s:\n%v", g.File, rs.Name, errs)
	}
	sheet, err := score.NewGameSheet(rs, g)
	if err != nil {
		t.Fatal(err)
	}
	var out []score.DealScore
	for _, o := range outs {
		ds := sheet.Add(o)
		if p := score.Problems(ds, o); results && len(p) > 0 {
			t.Errorf("deal %d under %s: %v", o.Deal.Number, rs.Name, p)
		}
		out = append(out, ds)
	}
	return out
}

// readGames parses a game file of houseDir.
func readGames(t *testing.T, name string) []*notation.Game {
	t.Helper()
	path := filepath.Join(houseDir, name)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	games, err := notation.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// TestBGABidOnly scores the deals of issue 30 as Board Game Arena's "Bid
// only" scores them (drasill/bga-coinche coinche.game.php:1603-1614,
// 1632-1639, 1677-1700), played out in full in
// examples/house-rules/bga-bid-only.coinche: under the recipe
// (bga-bid-only.toml: scoring.bid_mode_belote) BGA's figures, and under
// bga.toml with mode = "bid" alone the figures before the key, where
// nobody scores the belote. The sheets are golden
// (testdata/bga-bid-only.golden, -update).
func TestBGABidOnly(t *testing.T) {
	games := readGames(t, "bga-bid-only.coinche")
	recipe, err := rulesfile.LoadFile(filepath.Join(houseDir, "bga-bid-only.toml"))
	if err != nil {
		t.Fatal(err)
	}
	bidAlone, err := rulesfile.LoadFile(filepath.Join(houseDir, "bga.toml"))
	if err != nil {
		t.Fatal(err)
	}
	bidAlone.Scoring.Mode = rules.ScoringModeBid
	var golden bytes.Buffer
	for _, tc := range []struct {
		name    string
		rs      *rules.Ruleset
		results bool // the written results are this ruleset's
		want    [][2]int
	}{
		// N 110♠ made, EW's belote: BGA 110 / 20. W 110♥ XX made with
		// EW's belote: BGA (110 + 20) × 4 = 520. S 100♦ X failed with
		// NS's belote: NS keep 20, EW 100 × 2.
		{"recipe bga-bid-only.toml", recipe, true, [][2]int{{110, 20}, {0, 520}, {20, 200}}},
		// mode = "bid" alone: the belote scored by nobody (110 / 0, 440),
		// and a failed contract's 162 + 100, × 2.
		{"bga.toml, mode = \"bid\" alone", bidAlone, false, [][2]int{{110, 0}, {0, 440}, {0, 524}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			scores := scoreGame(t, tc.rs, games[0], tc.results)
			fmt.Fprintf(&golden, "%s:\n", tc.name)
			for i, ds := range scores {
				fmt.Fprintf(&golden, "  deal %d: NS %d EW %d — %s\n", ds.Number, ds.Score[0], ds.Score[1], ds.Why())
				if i < len(tc.want) && ds.Score != tc.want[i] {
					t.Errorf("deal %d: NS %d EW %d, want NS %d EW %d (%s)", ds.Number, ds.Score[0], ds.Score[1], tc.want[i][0], tc.want[i][1], ds.Why())
				}
			}
			if len(scores) != len(tc.want) {
				t.Errorf("%d deals, want %d", len(scores), len(tc.want))
			}
		})
	}
	goldentest.Check(t, filepath.Join("testdata", "bga-bid-only.golden"), golden.Bytes())
}

// TestExampleHouseRules: every house-rules file of examples/house-rules
// loads, and games generated under it (`coinche deal --rules FILE`) check
// clean and score; every game file there is canonical (`coinche fmt`),
// checks clean under the file its Rules tag names, and every written
// result agrees; and the Board Game Arena example deals check clean under
// each of the bga*.toml files (BGA's options change no legal card) and
// score under each.
func TestExampleHouseRules(t *testing.T) {
	tomls, _ := filepath.Glob(filepath.Join(houseDir, "*.toml"))
	if len(tomls) < 6 {
		t.Fatalf("examples/house-rules has %d house files, want the 3 engines and BGA's options", len(tomls))
	}
	for i, path := range tomls {
		t.Run(filepath.Base(path), func(t *testing.T) {
			rs, err := rulesfile.LoadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := rs.Validate(); err != nil {
				t.Fatal(err)
			}
			dealAndCheck(t, path, 2, int64(30+i))
			if strings.HasPrefix(filepath.Base(path), "bga") {
				for _, g := range readGames(t, "bga-bid-only.coinche") {
					scoreGame(t, rs, g, filepath.Base(path) == "bga-bid-only.toml")
				}
			}
		})
	}
	games, _ := filepath.Glob(filepath.Join(houseDir, "*.coinche"))
	if len(games) < 3 {
		t.Fatalf("examples/house-rules has %d game files, want at least 3", len(games))
	}
	for _, path := range games {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if f, err := notation.Format(path, src); err != nil || !bytes.Equal(f, src) {
				t.Errorf("not canonical (coinche fmt -w %s): %v", path, err)
			}
			for _, g := range readGames(t, filepath.Base(path)) {
				tag, _ := g.Tag("Rules")
				rs, err := rulesfile.Resolve(tag, path, "")
				if err != nil {
					t.Fatal(err)
				}
				scoreGame(t, rs, g, true)
			}
		})
	}
}

// loneHandler gathers what a stream run reports.
type loneHandler struct {
	errs, warnings notation.ErrorList
	problems       int
	totals         [2]int
}

func (h *loneHandler) StartGame(_ *stream.Game, errs notation.ErrorList) error {
	h.errs = append(h.errs, errs...)
	return nil
}

func (h *loneHandler) Deal(d *stream.Deal) error {
	h.errs = append(h.errs, d.Errs...)
	h.warnings = append(h.warnings, d.Warnings...)
	h.totals = d.Total
	return nil
}

func (h *loneHandler) EndGame(g *stream.Game) error {
	h.problems = g.Problems
	return nil
}

// A lone belote (belote said, rebelote left out) in a full record is a
// warning, belote/no-rebelote, not a problem: the pipeline that check and
// score share (score/stream) reports it apart from the problems, and the
// game is scored, the belote not counted (deal 1 of
// bga-bid-only.coinche without its rebelote: NS 110, EW 0).
func TestLoneBeloteIsNoProblem(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(houseDir, "bga-bid-only.coinche"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	text = text[:strings.Index(text, "\ndeal 2 ")]
	text = strings.Replace(text, " rebelote", "", 1)
	text = strings.Replace(text, "result   NS 110 EW 20", "result   NS 110 EW 0", 1)
	var h loneHandler
	if err := stream.Run(strings.NewReader(text), filepath.Join(houseDir, "lone.coinche"), stream.Options{}, &h); err != nil {
		t.Fatal(err)
	}
	if len(h.errs) > 0 || h.problems > 0 {
		t.Errorf("problems %d: %v", h.problems, h.errs)
	}
	if len(h.warnings) != 1 || h.warnings[0].Code != "belote/no-rebelote" || !h.warnings[0].Warning {
		t.Fatalf("warnings %v, want one belote/no-rebelote", h.warnings)
	}
	if w := h.warnings[0].Error(); !strings.Contains(w, "lone.coinche:25:29: warning[belote/no-rebelote]: E said belote playing Q♠ (trick 5) but not rebelote playing K♠ (trick 6)") {
		t.Errorf("warning %s", w)
	}
	if h.totals != [2]int{110, 0} {
		t.Errorf("totals %v, want NS 110 EW 0", h.totals)
	}
}
