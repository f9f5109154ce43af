package score

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// sheetOf checks and scores the one game of src (its Rules tag names a
// preset or a file of files, written in a temporary directory), failing
// on any problem the checker or the scorer reports.
func sheetOf(t *testing.T, src string, files map[string]string) *Sheet {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "game.coinche")
	games, err := notation.Parse(path, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 {
		t.Fatalf("%d games, want 1", len(games))
	}
	g := games[0]
	tag, _ := g.Tag("Rules")
	rs, err := rulesfile.Resolve(tag, path, "")
	if err != nil {
		t.Fatal(err)
	}
	outs, errs := rules.CheckGame(g, rs)
	if len(errs) > 0 {
		t.Fatalf("check: %v", errs)
	}
	s, err := NewGameSheet(rs, g)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		ds := s.Add(o)
		if p := Problems(ds, o); len(p) > 0 {
			t.Fatalf("score: %v", p)
		}
	}
	return s
}

// game.must_lead with game.winner_needs_trick. In the
// issue's example NS reach 250 behind EW (250 to 260), and EW, ahead,
// took no trick in the deal: NS may not win behind (must_lead), EW may
// not win on a deal without a trick: the game goes on, and the next deal
// decides. Before, NS were declared the winner "250 to 260".
func TestMustLeadWinnerNeedsTrick(t *testing.T) {
	house := map[string]string{"ml.toml": "extends = \"base\"\nname = \"ml\"\n[game]\ntarget = 250\nmust_lead = true\nwinner_needs_trick = true\n"}
	head := "[Rules \"ml.toml\"]\n\ndeal 1 dealer N  W 80♥ made 162\ndeal 2 dealer W  W 90♥ failed capot NS belote EW\n"
	for _, tc := range []struct {
		name   string
		more   string
		over   bool
		winner notation.Team
		line   string
	}{
		{"the issue's example: nobody wins yet", "", false, notation.NoTeam,
			"Game in progress: both teams have reached 250 (NS 250, EW 260), but NS is behind (game.must_lead) and EW took no trick in the last deal (game.winner_needs_trick): another deal"},
		{"EW take a trick and stay ahead: EW win", "deal 3 dealer S  E 80♠ made 100\n", true, notation.EW,
			"Winner: EW — both teams reached 250 (NS 310, EW 440): EW is ahead"},
		{"NS take every trick and go ahead: NS win", "deal 3 dealer S  S 80♠ made capot NS\n", true, notation.NS,
			"Winner: NS — reached 250 (580 to 260); EW took no trick in the last deal (game.winner_needs_trick)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := sheetOf(t, head+tc.more, house)
			w, _ := s.Winner()
			if s.Over() != tc.over || w != tc.winner {
				t.Errorf("over %v winner %v, want %v %v", s.Over(), w, tc.over, tc.winner)
			}
			if got := ResultLine(s, Names{}); got != tc.line {
				t.Errorf("result line\n got %q\nwant %q", got, tc.line)
			}
		})
	}
}

// A tie past the target where one team took no trick in
// the last deal ends as a draw under game.tie = "draw" with
// winner_needs_trick (Oliboy50: equal scores over the target are a draw,
// whoever won a card, service/winnerResolver.ts:102-103). Before, the
// team that took a trick won.
func TestTieDrawWinnerNeedsTrick(t *testing.T) {
	game := "[Rules \"tie.toml\"]\n\ndeal 1 dealer N  W 80♥ made 152\ndeal 2 dealer W  W 80♥ failed capot NS belote EW\n"
	for _, tc := range []struct {
		tie    string
		over   bool
		winner notation.Team
		line   string
	}{
		{"draw", true, notation.NoTeam, "Draw: both teams reached 250 with 250 each"},
		{"play-on", false, notation.NoTeam, "Game in progress: both teams have reached 250 with 250 each: another deal (game.tie = \"play-on\")"},
		{"last-contract", true, notation.NS, "Winner: NS — reached 250 (250 to 250); EW took no trick in the last deal (game.winner_needs_trick)"},
	} {
		t.Run(tc.tie, func(t *testing.T) {
			house := map[string]string{"tie.toml": "extends = \"base\"\nname = \"tie\"\n[game]\ntarget = 250\nboth_reach = \"higher-score\"\ntie = \"" + tc.tie + "\"\nwinner_needs_trick = true\n"}
			s := sheetOf(t, game, house)
			w, _ := s.Winner()
			if s.Over() != tc.over || w != tc.winner || s.Draw() != (tc.tie == "draw") {
				t.Errorf("over %v winner %v draw %v, want %v %v", s.Over(), w, s.Draw(), tc.over, tc.winner)
			}
			if got := ResultLine(s, Names{}); got != tc.line {
				t.Errorf("result line\n got %q\nwant %q", got, tc.line)
			}
		})
	}
}

// The standings count a game as it stood at its end.
// NS reach 300 on deal 1; the three deals written after the end (which
// would leave the winner 500 to 720, −220) do not count. Before, the
// standings counted every deal written.
func TestStandingsAfterEnd(t *testing.T) {
	s := sheetOf(t, `[Rules "base"]
[Target "300"]

deal 1 dealer N  N 160♠ made 162
deal 2 dealer W  N 80♠ made 100
deal 3 dealer S  E 160♠ made 162 belote EW
deal 4 dealer E  E 160♠ made 162
`, nil)
	if got := s.Totals(); got != [2]int{500, 720} {
		t.Fatalf("totals %v, want every deal written: 500 720", got)
	}
	if got := s.EndTotals(); got != [2]int{320, 0} {
		t.Errorf("EndTotals %v, want the totals at the end: 320 0", got)
	}
	st := NewStandings()
	st.Add("g", GameInfo{}, Names{NS: "Ana / Bob", EW: "Cid / Dan"}, s, nil)
	for _, ts := range st.Table() {
		want := TeamStanding{Team: "Ana / Bob", Played: 1, Won: 1, For: 320, Difference: 320}
		if ts.Team == "Cid / Dan" {
			want = TeamStanding{Team: "Cid / Dan", Played: 1, Lost: 1, Against: 320, Difference: -320}
		}
		if ts.Played != want.Played || ts.Won != want.Won || ts.Lost != want.Lost || ts.For != want.For || ts.Against != want.Against || ts.Difference != want.Difference {
			t.Errorf("%s: %+v, want %+v", ts.Team, ts, want)
		}
	}
}
