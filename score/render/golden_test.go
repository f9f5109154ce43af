package render

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
)

// gameDeal is one deal of a golden game.
type gameDeal struct {
	o      rules.Outcome
	forced bool
}

// goldenGame is a game built from outcomes, with its header.
type goldenGame struct {
	name   string
	preset string
	header *notation.Game
	deals  []gameDeal
}

func at(n int, dealer notation.Seat, o rules.Outcome) gameDeal {
	o.Deal = &notation.Deal{Number: n, Dealer: dealer}
	return gameDeal{o: o}
}

func capotFor(o rules.Outcome, t notation.Team, solo bool) rules.Outcome {
	o.Capot, o.Solo = t, solo
	if t == NS {
		o.Tricks = [2]int{8, 0}
	} else {
		o.Tricks = [2]int{0, 8}
	}
	return o
}

func goldenGames() []goldenGame {
	H, Sp, D, C := notation.TrumpH, notation.TrumpS, notation.TrumpD, notation.TrumpC
	forced := at(8, E, mk(E, pts(100, H), 0, 52, 110))
	forced.forced = true
	montpellier := goldenGame{
		name:   "montpellier",
		preset: "montpellier",
		header: &notation.Game{Tags: []notation.Tag{{Name: "NS", Value: "Les Bleus"}, {Name: "EW", Value: "Les Rouges"}}},
		deals: []gameDeal{
			at(1, N, mk(W, pts(80, H), 0, 70, 92)),
			at(2, W, withBelote(mk(S, pts(100, Sp), 1, 70, 92), NS)), // 002's example: 20 / 360
			at(3, S, rules.Outcome{AllPass: true}),
			at(4, E, withBelote(capotFor(mk(N, pts(110, C), 0, 162, 0), NS, false), NS)),
			at(5, N, capotFor(mk(N, capotS, 1, 162, 0), NS, false)), // capot annoncé coinché: 750
			at(6, W, mk(W, pts(120, Sp), 0, 32, 130)),
			at(7, S, mk(N, pts(160, H), 2, 100, 62)),
			forced,
			at(9, N, withBelote(mk(S, pts(130, Sp), 0, 140, 22), EW)),
			at(10, W, mk(W, pts(80, C), 0, 72, 90)),
		},
	}
	tournoi := goldenGame{
		name:   "tournoi",
		preset: "tournoi-2018",
		header: &notation.Game{Tags: []notation.Tag{{Name: "North", Value: "Ann"}, {Name: "South", Value: "Bob"},
			{Name: "East", Value: "Cid"}, {Name: "West", Value: "Dee"}, {Name: "Target", Value: "1000"}}},
		deals: []gameDeal{
			at(1, N, mk(W, pts(100, Sp), 0, 47, 110)),
			at(2, W, capotFor(mk(S, notation.Contract{Level: notation.Match, Strain: H}, 0, 157, 0), NS, false)),
			at(3, S, mk(E, pts(90, D), 1, 80, 77)),
			at(4, E, stopped(mk(N, pts(80, Sp), 0, 90, 22), NS)),
		},
	}
	return []goldenGame{montpellier, tournoi}
}

func (g goldenGame) sheet(t testing.TB) *score.Sheet {
	s, err := score.NewGameSheet(preset(t, g.preset), g.header)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range g.deals {
		if d.forced {
			s.AddForced(d.o)
		} else {
			s.Add(d.o)
		}
	}
	return s
}

var formatExt = map[Format]string{Table: "txt", Markdown: "md", CSV: "csv", JSON: "jsonl"}

func TestGolden(t *testing.T) {
	for _, g := range goldenGames() {
		for _, format := range Formats {
			t.Run(g.name+"/"+string(format), func(t *testing.T) {
				s := g.sheet(t)
				var buf bytes.Buffer
				if err := Write(&buf, s, format, score.NamesFromGame(g.header)); err != nil {
					t.Fatal(err)
				}
				path := filepath.Join("testdata", g.name+"."+formatExt[format])
				if goldentest.Update() {
					if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test -update)", err)
				}
				if !bytes.Equal(buf.Bytes(), want) {
					t.Errorf("%s differs (go test -update to accept):\n%s", path, buf.String())
				}
			})
		}
	}
}

// The golden sheets end as the rules say.
func TestGoldenWinners(t *testing.T) {
	want := map[string]struct {
		winner notation.Team
		totals [2]int
	}{
		"montpellier": {EW, [2]int{1640, 2000}},
		"tournoi":     {NS, [2]int{1060, 230}},
	}
	for _, g := range goldenGames() {
		s := g.sheet(t)
		w, why := s.Winner()
		if w != want[g.name].winner || s.Totals() != want[g.name].totals {
			t.Errorf("%s: winner %v (%s), totals %v; want %v %v", g.name, w, why, s.Totals(), want[g.name].winner, want[g.name].totals)
		}
	}
}

// The CSV and JSON outputs are well formed and carry the figures.
func TestWriteMachineFormats(t *testing.T) {
	g := goldenGames()[0]
	s := g.sheet(t)
	names := score.NamesFromGame(g.header)

	var buf bytes.Buffer
	if err := Write(&buf, s, "csv", names); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1+len(g.deals)+1 || recs[0][3] != "Points Les Bleus" || recs[len(recs)-1][0] != "end" {
		t.Errorf("csv records: %q", recs)
	}

	buf.Reset()
	if err := Write(&buf, s, "json", names); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != len(g.deals)+1 {
		t.Fatalf("%d json lines", len(lines))
	}
	var d2 struct {
		Deal  int            `json:"deal"`
		Score map[string]int `json:"score"`
		Made  bool           `json:"made"`
	}
	if err := json.Unmarshal([]byte(lines[1]), &d2); err != nil {
		t.Fatal(err)
	}
	if d2.Deal != 2 || d2.Score["NS"] != 20 || d2.Score["EW"] != 360 || d2.Made {
		t.Errorf("deal 2 in json: %+v", d2)
	}
	var res struct {
		Result struct {
			Over       bool   `json:"over"`
			Winner     string `json:"winner"`
			WinnerName string `json:"winner_name"`
		} `json:"result"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &res); err != nil {
		t.Fatal(err)
	}
	if !res.Result.Over || res.Result.Winner != "EW" || res.Result.WinnerName != "Les Rouges" {
		t.Errorf("result in json: %+v", res)
	}
	if err := Write(&buf, s, "xml", names); err == nil || !strings.Contains(err.Error(), "table, markdown, csv, json") {
		t.Errorf("unknown format: %v, want the formats accepted", err)
	}
}
