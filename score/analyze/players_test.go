package analyze

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
)

// recorder is an Output that keeps every review with its game's players.
type recorder struct {
	seats [4]string
	deals []recorded
}

type recorded struct {
	seats [4]string
	d     *Deal
}

func (r *recorder) header(info score.GameInfo, names score.Names, _ *rules.Ruleset) {
	r.seats = SeatPlayers(info, names)
}
func (r *recorder) Game(string, int, score.Names, string) error { return nil }
func (r *recorder) Deal(d *Deal) error {
	r.deals = append(r.deals, recorded{r.seats, d})
	return nil
}

// seasonFiles are the examples reviewed in the season tests: all but
// tournoi-2018's 36-card deals (slow to solve), and the hand-built deals.
func seasonFiles(t *testing.T) []string {
	all, err := filepath.Glob("../../examples/*.coinche")
	if err != nil || len(all) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	var files []string
	for _, f := range all {
		if !strings.Contains(f, "tournoi-2018") {
			files = append(files, f)
		}
	}
	return append(files, "testdata/handbuilt.coinche")
}

// runSeason reviews files into a season, and records each review.
func runSeason(t *testing.T, files []string) (*Season, *recorder) {
	t.Helper()
	season, rec := NewSeason(), &recorder{}
	var problems bytes.Buffer
	s := NewSeasonSession(Options{Problems: &problems}, season)
	s.outs = append(s.outs, rec)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Run(bytes.NewReader(src), filepath.ToSlash(strings.TrimPrefix(f, "../../"))); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s.Problems() != 0 {
		t.Fatalf("%d problems:\n%s", s.Problems(), problems.String())
	}
	return season, rec
}

var (
	seasonOnce sync.Once
	seasonOf   *Season
	seasonRec  *recorder
)

// examplesSeason is the season of seasonFiles, reviewed once for the tests.
func examplesSeason(t *testing.T) (*Season, *recorder) {
	seasonOnce.Do(func() { seasonOf, seasonRec = runSeason(t, seasonFiles(t)) })
	if seasonOf == nil {
		t.Fatal("the season's review failed")
	}
	return seasonOf, seasonRec
}

// TestSeasonSums: each player's totals are the sums, over the deals they
// played, of the per-deal reviews (Deal.Seats for the cards and points
// lost, the plays for the split by role, Deal.Declarer and Deal.Team for
// the deals).
func TestSeasonSums(t *testing.T) {
	season, rec := examplesSeason(t)
	type sums struct {
		deals, skipped, declarer, partner, defender int
		cards, costly, lost, lead, bid              int
	}
	want := map[string]*sums{}
	reviewed := 0
	for _, r := range rec.deals {
		for s := notation.North; s <= notation.West; s++ {
			key := strings.ToLower(r.seats[s-1])
			if want[key] == nil {
				want[key] = &sums{}
			}
			w := want[key]
			if r.d.Skipped != "" {
				w.skipped++
				continue
			}
			w.deals++
			switch {
			case s == r.d.Declarer:
				w.declarer++
				w.bid++
			case s.Team() == r.d.Team:
				w.partner++
			default:
				w.defender++
			}
			w.cards += r.d.Seats[s-1].Cards
			w.costly += r.d.Seats[s-1].Costly
			w.lost += r.d.Seats[s-1].Cost
			if len(r.d.Plays) > 0 && r.d.Plays[0].Seat == s {
				w.lead += r.d.Plays[0].Cost
			}
		}
		if r.d.Skipped == "" {
			reviewed++
		}
	}
	if reviewed < 10 {
		t.Fatalf("only %d deals reviewed", reviewed)
	}
	if len(season.Players) != len(want) {
		t.Errorf("%d players, want %d", len(season.Players), len(want))
	}
	totalDeals, totalLost := 0, 0
	for _, p := range season.Players {
		t.Run(p.Name, func(t *testing.T) {
			w := want[strings.ToLower(p.Name)]
			if w == nil {
				t.Fatalf("player %q met in no deal", p.Name)
			}
			got := sums{p.Deals, p.Skipped, p.Declarer, p.Partner, p.Defender, p.Cards, p.Costly, p.Lost.Total, p.Lost.Lead, p.Contracts.Bid}
			if got != *w {
				t.Errorf("season %+v, sums of the deals %+v", got, *w)
			}
			if s := p.Lost.Lead + p.Lost.Declarer + p.Lost.Defence; s != p.Lost.Total {
				t.Errorf("lead %d + declarer %d + defence %d = %d, total %d", p.Lost.Lead, p.Lost.Declarer, p.Lost.Defence, s, p.Lost.Total)
			}
			if d := p.Declarer + p.Partner; d > 0 && math.Abs(p.DeclarerPerDeal()*float64(d)-float64(p.Lost.Declarer)) > 1e-9 {
				t.Errorf("declarer play per deal %v × %d deals != %d", p.DeclarerPerDeal(), d, p.Lost.Declarer)
			}
			if p.Defender > 0 && math.Abs(p.DefencePerDeal()*float64(p.Defender)-float64(p.Lost.Defence)) > 1e-9 {
				t.Errorf("defence per deal %v × %d deals != %d", p.DefencePerDeal(), p.Defender, p.Lost.Defence)
			}
			if p.Declarer+p.Partner+p.Defender != p.Deals {
				t.Errorf("declarer %d + partner %d + defender %d != %d deals", p.Declarer, p.Partner, p.Defender, p.Deals)
			}
			c := p.Contracts
			if c.Below+c.Exact != c.Makeable || c.Makeable+c.Above != c.Proved {
				t.Errorf("contracts don't add up: %+v", c)
			}
			for i, w := range p.Worst {
				if w.Cost <= 0 || i > 0 && w.Cost > p.Worst[i-1].Cost {
					t.Errorf("costliest plays out of order: %+v", p.Worst)
				}
			}
		})
		totalDeals += p.Deals
		totalLost += p.Lost.Total
	}
	if totalDeals != 4*reviewed {
		t.Errorf("%d player-deals, want 4 × %d", totalDeals, reviewed)
	}
	if totalLost == 0 {
		t.Error("no point lost in the whole season: the test checks nothing")
	}
}

// TestSeasonGolden: the season of the examples in every format.
func TestSeasonGolden(t *testing.T) {
	season, _ := examplesSeason(t)
	exts := map[string]string{"table": "txt", "markdown": "md", "csv": "csv", "json": "jsonl", "html": "html"}
	for format, ext := range exts {
		t.Run(format, func(t *testing.T) {
			var out bytes.Buffer
			if err := WriteSeason(&out, season, render.Format(format)); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "season."+ext), out.String())
		})
	}
	if err := WriteSeason(&bytes.Buffer{}, season, "yaml"); err == nil {
		t.Error("format yaml: no error")
	}
}

// TestSeasonGoldenFrench: the season of the examples in French, text,
// markdown and HTML (testdata/season.fr.*): the page says lang="fr", and
// no English word of the season's catalog is left.
func TestSeasonGoldenFrench(t *testing.T) {
	season, _ := examplesSeason(t)
	exts := map[string]string{"table": "txt", "markdown": "md", "html": "html"}
	for format, ext := range exts {
		t.Run(format, func(t *testing.T) {
			var out bytes.Buffer
			if err := WriteSeasonIn(&out, season, render.Format(format), i18n.French); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "season.fr."+ext), out.String())
			for _, word := range []string{"Player", "Deals", "Costliest", "Declarer", "points lost", "trick", "lang=\"en\"", "season per player"} {
				if strings.Contains(out.String(), word) {
					t.Errorf("English %q in the French season", word)
				}
			}
		})
	}
}

func TestSeatPlayers(t *testing.T) {
	tests := []struct {
		name    string
		players [4]string
		names   score.Names
		want    [4]string
	}{
		{"team tags", [4]string{}, score.Names{NS: "Alice / Chloé", EW: "Bruno / David"}, [4]string{"Alice", "Bruno", "Chloé", "David"}},
		{"ampersand and blanks", [4]string{}, score.Names{NS: " Ann   Marie & Bob ", EW: "Cy&Di"}, [4]string{"Ann Marie", "Cy", "Bob", "Di"}},
		{"player tags first", [4]string{"Nina", "", "", "Wes"}, score.Names{NS: "Alice / Chloé", EW: "Bruno / David"}, [4]string{"Nina", "Bruno", "Chloé", "Wes"}},
		{"team with one name", [4]string{}, score.Names{NS: "Les Bleus", EW: "EW"}, [4]string{"Les Bleus (N)", "E", "Les Bleus (S)", "W"}},
		{"no names", [4]string{}, score.DefaultNames, [4]string{"N", "E", "S", "W"}},
		{"three names", [4]string{}, score.Names{NS: "A / B / C", EW: "D / E"}, [4]string{"A / B / C (N)", "D", "A / B / C (S)", "E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SeatPlayers(score.GameInfo{Players: tt.players}, tt.names); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSeasonSamePlayer: a player is the same in any seat, game and file,
// whatever the case of the name.
func TestSeasonSamePlayer(t *testing.T) {
	rs, err := rulesfile.Preset("montpellier")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSeason()
	s.header(score.GameInfo{}, score.Names{NS: "Alice / Chloé", EW: "Bruno / David"}, rs)
	s.Game("a.coinche", 1, score.Names{}, "montpellier")
	s.Deal(&Deal{Number: 1, Skipped: SkipSummary})
	s.header(score.GameInfo{}, score.Names{NS: "bruno / Eve", EW: "ALICE / Chloé"}, rs)
	s.Game("b.coinche", 1, score.Names{}, "montpellier")
	s.Deal(&Deal{Number: 1, Skipped: SkipSummary})
	var names []string
	for _, p := range s.Sorted() {
		names = append(names, p.Name+":"+itoa(p.Skipped))
	}
	if got, want := strings.Join(names, " "), "Alice:2 Bruno:2 Chloé:2 David:1 Eve:1"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// contractDeal is a reviewed deal of montpellier for the contract
// figures: W declares contract; EW's table holds best in ♠, ♥ and the
// contract's strain, NS's other in ♦ (nothing when none).
func contractDeal(contract notation.Contract, makeable bool, best map[notation.Strain]notation.Contract, other notation.Contract) *Deal {
	d := &Deal{Number: 1, Declarer: notation.West, Team: notation.EW, Contract: contract}
	d.ParScore.Made = makeable
	for _, st := range []notation.Strain{notation.Strain(notation.Spades), notation.Strain(notation.Hearts), notation.Strain(notation.Diamonds)} {
		r := Strain{Strain: st}
		if c, ok := best[st]; ok {
			r.Best[1], r.MakesAny[1] = c, true
		}
		if st == notation.Strain(notation.Diamonds) && other.Strain != notation.NoStrain {
			r.Best[0], r.MakesAny[0] = other, true
		}
		d.Table = append(d.Table, r)
	}
	return d
}

func TestSeasonContracts(t *testing.T) {
	rs, err := rulesfile.Preset("montpellier")
	if err != nil {
		t.Fatal(err)
	}
	sp, he := notation.Strain(notation.Spades), notation.Strain(notation.Hearts)
	pts := func(v int, st notation.Strain) notation.Contract {
		return notation.Contract{Level: notation.Points, Value: v, Strain: st}
	}
	capot := notation.Contract{Level: notation.Capot, Strain: he}
	top := rs.Bidding.HighestValue()
	tests := []struct {
		name string
		d    *Deal
		want ContractFigures
	}{
		{"at par", contractDeal(pts(100, sp), true, map[notation.Strain]notation.Contract{sp: pts(100, sp)}, notation.Contract{}),
			ContractFigures{Bid: 1, Proved: 1, Makeable: 1, Exact: 1, AtPar: 1}},
		{"below, in another strain", contractDeal(pts(80, sp), true, map[notation.Strain]notation.Contract{sp: pts(90, sp), he: pts(120, he)}, notation.Contract{}),
			ContractFigures{Bid: 1, Proved: 1, Makeable: 1, Below: 1, BelowBy: 40, ParMissedBy: 40}},
		{"below a capot", contractDeal(pts(80, he), true, map[notation.Strain]notation.Contract{he: capot}, notation.Contract{}),
			ContractFigures{Bid: 1, Proved: 1, Makeable: 1, Below: 1, BelowBy: top + 10 - 80, ParMissedBy: top + 10 - 80}},
		{"above its strain", contractDeal(pts(120, sp), false, map[notation.Strain]notation.Contract{sp: pts(90, sp), he: pts(130, he)}, notation.Contract{}),
			ContractFigures{Bid: 1, Proved: 1, Above: 1, AboveBy: 30, ParMissedBy: 10}},
		{"above, nothing makeable: a sacrifice", contractDeal(pts(100, sp), false, nil, pts(130, sp)),
			ContractFigures{Bid: 1, Proved: 1, Above: 1, AboveBy: 100 - (rs.Bidding.LowestValue() - 10), ParMissedBy: 30}},
		{"the other team's par", contractDeal(pts(90, sp), true, map[notation.Strain]notation.Contract{sp: pts(90, sp)}, pts(110, sp)),
			ContractFigures{Bid: 1, Proved: 1, Makeable: 1, Exact: 1, ParMissedBy: 20}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSeason()
			s.header(score.GameInfo{}, score.DefaultNames, rs)
			if err := s.Deal(tt.d); err != nil {
				t.Fatal(err)
			}
			w := s.seats[notation.West-1]
			if w.Contracts != tt.want {
				t.Errorf("got  %+v\nwant %+v", w.Contracts, tt.want)
			}
			if w.Declarer != 1 || s.seats[notation.East-1].Partner != 1 || s.seats[0].Defender != 1 {
				t.Errorf("roles: %+v", s.seats)
			}
		})
	}
	t.Run("not proved", func(t *testing.T) {
		s := NewSeason()
		s.header(score.GameInfo{}, score.DefaultNames, rs)
		d := contractDeal(pts(100, sp), true, nil, notation.Contract{})
		d.NotProved, d.ParHi = NotProvedBudget, 10
		s.Deal(d)
		w := s.seats[notation.West-1]
		if w.Contracts != (ContractFigures{Bid: 1}) || w.NotProved != 1 {
			t.Errorf("got %+v, %d not proved", w.Contracts, w.NotProved)
		}
	})
}

func TestSeasonWorst(t *testing.T) {
	var p Player
	for i, cost := range []int{3, 9, 1, 9, 4, 12, 2, 9} {
		p.worst(CostlyPlay{Deal: i + 1, Cost: cost})
	}
	var got []string
	for _, w := range p.Worst {
		got = append(got, itoa(w.Cost)+"@"+itoa(w.Deal))
	}
	if s := strings.Join(got, " "); s != "12@6 9@2 9@4 9@8 4@5" {
		t.Errorf("got %s", s)
	}
}

// TestSeasonEscapes: names are data in every format: a CSV cell a
// spreadsheet would run is neutralised, HTML is escaped, a Markdown cell
// cannot end early.
func TestSeasonEscapes(t *testing.T) {
	s := NewSeason()
	s.header(score.GameInfo{Players: [4]string{"=HYPERLINK(\"x\")", "<script>alert(1)</script>", "a|b", "@sum"}}, score.DefaultNames, nil)
	s.Deal(&Deal{Number: 1, Skipped: SkipSummary})
	var c, h, m, j bytes.Buffer
	for _, f := range []struct {
		w      *bytes.Buffer
		format string
	}{{&c, "csv"}, {&h, "html"}, {&m, "markdown"}, {&j, "json"}} {
		if err := WriteSeason(f.w, s, render.Format(f.format)); err != nil {
			t.Fatal(err)
		}
	}
	recs, err := csv.NewReader(&c).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs[1:] {
		if strings.ContainsAny(r[0][:1], "=@") {
			t.Errorf("CSV cell not neutralised: %q", r[0])
		}
	}
	if strings.Contains(h.String(), "<script>") || !strings.Contains(h.String(), "&lt;script&gt;") {
		t.Error("HTML: the name is not escaped")
	}
	if !strings.Contains(m.String(), `a\|b`) {
		t.Errorf("Markdown: the | is not escaped:\n%s", m.String())
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(j.String()), "\n") {
		var v struct{ Player string }
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatal(err)
		}
		if v.Player == "<script>alert(1)</script>" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("JSON: the name is not kept as it is:\n%s", j.String())
	}
}
