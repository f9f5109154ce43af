package analyze

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/internal/i18n"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/rules/solve"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
	"github.com/coinche/coinche/score/stream"
)

// collect is a stream.Handler that reviews every deal that checks.
type collect struct {
	t     *testing.T
	deals []*Deal
}

func (c *collect) StartGame(_ *stream.Game, errs notation.ErrorList) error {
	if len(errs) > 0 {
		c.t.Errorf("game problems: %v", errs)
	}
	return nil
}
func (c *collect) EndGame(*stream.Game) error { return nil }
func (c *collect) Deal(d *stream.Deal) error {
	if len(d.Errs) > 0 {
		c.t.Errorf("deal %d does not check: %v", d.Record.Number, d.Errs)
		return nil
	}
	a, err := New(d.Game.Ruleset)
	if err != nil {
		return err
	}
	c.deals = append(c.deals, a.Deal(d.Outcome, *d.Score))
	return nil
}

// reviewFile reviews every deal of a game file.
func reviewFile(t *testing.T, path string) []*Deal {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c := &collect{t: t}
	if err := stream.Run(f, path, stream.Options{}, c); err != nil {
		t.Fatal(err)
	}
	return c.deals
}

func card(t *testing.T, s string) rules.Card {
	t.Helper()
	f := []rune(s)
	suit := notation.Suit(strings.IndexRune("?SHDC", map[rune]rune{'♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C'}[f[len(f)-1]]))
	rank := map[string]notation.Rank{"7": notation.Seven, "8": notation.Eight, "9": notation.Nine, "10": notation.Ten,
		"J": notation.Jack, "Q": notation.Queen, "K": notation.King, "A": notation.Ace}[string(f[:len(f)-1])]
	if suit == 0 || rank == 0 {
		t.Fatalf("bad card %q", s)
	}
	return rules.MakeCard(rank, suit)
}

// TestKnownDeals checks the hand-built deals whose answers are known:
// N holds the four top trumps and the four top spades, so drawing trumps
// takes every trick (par 162, capot); leading the ♠A first lets W ruff.
func TestKnownDeals(t *testing.T) {
	deals := reviewFile(t, "testdata/handbuilt.coinche")
	byNumber := map[int]*Deal{}
	for _, d := range deals {
		byNumber[d.Number] = d
	}
	t.Run("perfect play", func(t *testing.T) {
		d := byNumber[1]
		if d.Par != 162 || d.Points != 162 || d.End != 162 {
			t.Errorf("par %d, points %d, end %d; want 162 each", d.Par, d.Points, d.End)
		}
		for _, p := range d.Plays {
			if p.Cost != 0 {
				t.Errorf("trick %d: %s %s costs %d; every card keeps the capot", p.Trick, p.Seat, CardText(p.Card), p.Cost)
			}
		}
		if !d.ParScore.Made || !d.Score.Made {
			t.Errorf("100♥ makeable %v, made %v; want made both ways", d.ParScore.Made, d.Score.Made)
		}
	})
	t.Run("trumps not drawn", func(t *testing.T) {
		d := byNumber[5]
		if d.Par != 162 || d.Points != 148 {
			t.Errorf("par %d, points %d; want 162 and 148", d.Par, d.Points)
		}
		first := d.Plays[0]
		// in the trump order, not the rank order
		trumps := "J♥ 9♥ A♥ 10♥"
		// ♠A (11) and the ♥K ruffing it (4) and E's ♣K discarded on it
		// (4) go to EW: 162 - 19.
		if first.Card != card(t, "A♠") || first.Before != 162 || first.After != 143 || first.Cost != 19 || CardsText(first.Best) != trumps {
			t.Errorf("first card %+v; want ♠A 162 -> 143, cost 19, best %s", first, trumps)
		}
		if got := d.Seats[notation.North-1]; got.Costly != 1 || got.Cost != 19 || got.Cards != 8 {
			t.Errorf("N's totals %+v; want 1 costly card, 19 points", got)
		}
		if got := d.Seats[notation.South-1]; got.Costly != 0 {
			t.Errorf("S's totals %+v; want no costly card", got)
		}
	})
	t.Run("table", func(t *testing.T) {
		d := byNumber[1]
		want := map[notation.Strain]string{notation.TrumpH: "capot ♥", notation.TrumpS: "capot ♠"}
		if len(d.Table) != 4 {
			t.Fatalf("table of %d strains; base allows 4", len(d.Table))
		}
		for _, r := range d.Table {
			if r.Points[0]+r.Points[1] != 162 {
				t.Errorf("%s: %d + %d != 162", r.Strain, r.Points[0], r.Points[1])
			}
			if w, ok := want[r.Strain]; ok && (MakesText(r, 0) != w || r.Points[0] != 162) {
				t.Errorf("%s: NS take %d and make %s; want 162 and %s", r.Strain, r.Points[0], MakesText(r, 0), w)
			}
		}
	})
	t.Run("skipped", func(t *testing.T) {
		for n, why := range map[int]string{2: SkipAllPass, 3: SkipSummary, 4: SkipSummary} {
			if byNumber[n] == nil || byNumber[n].Skipped != why {
				t.Errorf("deal %d: %+v; want skipped: %s", n, byNumber[n], why)
			}
		}
	})
}

// TestGolden writes the reviews of the hand-built deals and of examples/
// in each format and compares them with testdata/NAME.{txt,md,jsonl}.
func TestGolden(t *testing.T) {
	all, err := filepath.Glob("../../examples/*.coinche")
	if err != nil || len(all) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	// Of tournoi-2018's 36-card deals only the first is reviewed: the
	// solver takes a minute on some strains of the second's table.
	var examples []string
	for _, f := range all {
		if !strings.Contains(f, "tournoi-2018") {
			examples = append(examples, f)
		}
	}
	inputs := map[string]struct {
		files []string
		deal  int
	}{
		"handbuilt":          {[]string{"testdata/handbuilt.coinche"}, 0},
		"examples":           {examples, 0},
		"tournoi-2018-deal1": {[]string{"../../examples/tournoi-2018-round1.coinche"}, 1},
	}
	exts := map[string]string{"text": "txt", "markdown": "md", "json": "jsonl"}
	for name, in := range inputs {
		files := in.files
		t.Run(name, func(t *testing.T) {
			// One review, written in the three formats.
			outs := map[string]*bytes.Buffer{}
			var writers []*Writer
			for format := range exts {
				outs[format] = &bytes.Buffer{}
				w, err := NewWriter(outs[format], render.Format(format))
				if err != nil {
					t.Fatal(err)
				}
				writers = append(writers, w)
			}
			var problems bytes.Buffer
			s := NewSession(Options{Problems: &problems, Deal: in.deal}, writers...)
			for _, f := range files {
				in, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Run(bytes.NewReader(in), filepath.ToSlash(strings.TrimPrefix(f, "../../"))); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if s.Problems() != 0 {
				t.Errorf("%d problems:\n%s", s.Problems(), problems.String())
			}
			for format, ext := range exts {
				golden(t, filepath.Join("testdata", name+"."+ext), outs[format].String())
			}
		})
	}
}

func golden(t *testing.T, path, got string) {
	t.Helper()
	goldentest.Check(t, path, []byte(got))
}

// TestNotChecking: a deal with an illegal card is reported, counted and
// said to be skipped; the next deal is still reviewed.
func TestNotChecking(t *testing.T) {
	src, err := os.ReadFile("testdata/handbuilt.coinche")
	if err != nil {
		t.Fatal(err)
	}
	// deal 5, trick 3: W plays the ♦9 instead of following with the ♥K.
	bad := strings.Replace(string(src), "N: J♥ K♥ 8♠ 8♥", "N: J♥ 9♦ 8♠ 8♥", 1)
	bad = strings.Replace(bad, "N: 10♠ 9♦ 9♠ 8♣", "N: 10♠ K♥ 9♠ 8♣", 1)
	var out, fr, problems bytes.Buffer
	w, _ := NewWriter(&out, "json")
	wfr, _ := NewWriterIn(&fr, "text", i18n.French)
	s := NewSession(Options{Problems: &problems, Deal: 5}, w, wfr)
	if err := s.Run(strings.NewReader(bad), "bad.coinche"); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s.Problems() == 0 || !strings.Contains(problems.String(), "bad.coinche:") || !strings.Contains(problems.String(), "play/") {
		t.Errorf("problems %d:\n%s", s.Problems(), problems.String())
	}
	if want := `{"file":"bad.coinche","game":1,"deal":5,"skipped":"the deal does not check (`; !strings.HasPrefix(out.String(), want) {
		t.Errorf("output %q; want it to start %q", out.String(), want)
	}
	if want := "Donne 5 : non analysée : la donne n'est pas valide (2 problèmes, signalés comme"; !strings.Contains(fr.String(), want) {
		t.Errorf("French %q; want %q", fr.String(), want)
	}
	if !s.Found() {
		t.Error("deal 5 not found")
	}
}

func TestNewWriterFormat(t *testing.T) {
	for _, f := range Formats {
		if _, err := NewWriter(&bytes.Buffer{}, f); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if _, err := NewWriter(&bytes.Buffer{}, "csv"); err == nil || !strings.Contains(err.Error(), "text, markdown, json") {
		t.Errorf("csv: %v; want an error naming the formats", err)
	}
}

// TestProgress: with Options.Progress a line naming the deal under
// review (before its review is done: a long deal is named while it is
// solved), each overwriting the last, cleared at the end; nothing on the
// output.
func TestProgress(t *testing.T) {
	src, err := os.ReadFile("testdata/handbuilt.coinche")
	if err != nil {
		t.Fatal(err)
	}
	var out, progress bytes.Buffer
	w, _ := NewWriter(&out, "json")
	s := NewSession(Options{Progress: &progress, Deal: 1}, w)
	if err := s.Run(bytes.NewReader(src), "h.coinche"); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if got, want := progress.String(), "\rreviewing h.coinche: deal 1 (0 reviewed)\033[K\r\033[K"; got != want {
		t.Errorf("progress %q, want %q", got, want)
	}
	if strings.Contains(out.String(), "\r") {
		t.Errorf("progress in the output: %q", out.String())
	}
}

// dealOf checks one deal of src under rs (mod applied to a copy of it)
// and reviews it.
func dealOf(t *testing.T, src string, preset string, mod func(*rules.Ruleset)) *Deal {
	t.Helper()
	games, err := notation.Parse("t.coinche", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	base, err := rulesfile.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	rs := *base
	if mod != nil {
		mod(&rs)
	}
	ck, err := rules.NewChecker(&rs)
	if err != nil {
		t.Fatal(err)
	}
	o, problems := ck.CheckDeal(games[0].Deals[0])
	if len(problems) > 0 {
		t.Fatalf("the deal does not check: %v", problems)
	}
	a, err := New(&rs)
	if err != nil {
		t.Fatal(err)
	}
	return a.Deal(o, score.Deal(&rs, o))
}

// handbuilt5 is deal 5 of testdata/handbuilt.coinche, alone.
func handbuilt5(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile("testdata/handbuilt.coinche")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	return `[Rules "base"]` + "\n" + s[strings.Index(s, "deal 5 dealer E"):]
}

// TestTableMakes: the highest contract of the table follows the ruleset's
// make condition and bids. W holds ♦AKQJ109 and EW take 113 in ♦ as
// declarers: with the belote (20, counted toward the contract under base)
// 133 counted.
func TestTableMakes(t *testing.T) {
	src := handbuilt5(t)
	tests := []struct {
		name string
		mod  func(*rules.Ruleset)
		want string
	}{
		{"belote counts", nil, "130♦ with belote"},
		{"no belote", func(rs *rules.Ruleset) { rs.Belote.Enabled = false }, "110♦"},
		{"belote not counted", func(rs *rules.Ruleset) { rs.Scoring.BeloteCountsForContract = false }, "110♦"},
		{"extra to make 10", func(rs *rules.Ruleset) { rs.Scoring.ExtraToMake = 10 }, "120♦ with belote"},
		{"belote not needed", func(rs *rules.Ruleset) { rs.Bidding.Max = 110 }, "110♦"},
		{"ladder", func(rs *rules.Ruleset) {
			rs.Bidding.Ladder = []int{82, 85, 90, 100, 110, 120, 130, 133, 140, 250}
			rs.Bidding.Min, rs.Bidding.Max = 82, 250
		}, "133♦ with belote"},
		{"minimum above", func(rs *rules.Ruleset) { rs.Scoring.MinimumToMake = 140 }, "-"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := dealOf(t, src, "base", tt.mod)
			for _, r := range d.Table {
				if r.Strain != notation.TrumpD {
					continue
				}
				if r.Points[1] != 113 || MakesText(r, 1) != tt.want {
					t.Errorf("EW in ♦: take %d, make %s; want 113 and %s", r.Points[1], MakesText(r, 1), tt.want)
				}
			}
		})
	}
}

// TestClaimed: a deal cut short by a claim is reviewed up to its last
// card; the declarers' points are what the claim gives them.
func TestClaimed(t *testing.T) {
	src := handbuilt5(t)
	i := strings.Index(src, "         N: J♥ K♥ 8♠ 8♥")
	src = src[:i] + "claim    N\n"
	d := dealOf(t, src, "base", nil)
	if len(d.Plays) != 8 || d.Par != 162 || d.End != 148 || d.Points != 148 {
		t.Errorf("%d plays, par %d, end %d, points %d; want 8, 162, 148, 148", len(d.Plays), d.Par, d.End, d.Points)
	}
	if line := PlayedLine(d); !strings.Contains(line, "NS took 148, made") || strings.Contains(line, "after the last card") {
		t.Errorf("played line %q", line)
	}
}

// TestParLine: each way a par line reads.
func TestParLine(t *testing.T) {
	k := notation.Contract{Level: notation.Points, Value: 100, Strain: notation.TrumpH}
	at := func(made bool, counted int) score.DealScore {
		ds := score.DealScore{Declarer: notation.North, Contract: k, Made: made, Counted: counted, Needed: 100, Points: [2]int{counted, 162 - counted}}
		if made {
			ds.Reason = score.ReasonReached
		} else {
			ds.Reason = score.ReasonShort
		}
		return ds
	}
	tests := []struct {
		name string
		d    Deal
		want string
	}{
		{"makeable", Deal{Team: notation.NS, Par: 112, Total: 162, ParScore: at(true, 112), Score: at(true, 120)},
			"Par: NS take 112 of 162 with best play: N 100♥ makeable with 12 to spare (112 counted ≥ 100 needed)"},
		{"not makeable", Deal{Team: notation.NS, Par: 97, Total: 162, ParScore: at(false, 97), Score: at(true, 120)},
			"Par: NS take 97 of 162 with best play: N 100♥ not makeable, 3 short (97 counted < 100 needed)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ParLine(&tt.d); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

// TestWorkers: reviews run in parallel are written in file order, the
// same whatever the number of workers.
func TestWorkers(t *testing.T) {
	files := []string{"testdata/handbuilt.coinche", "../../examples/club-night-montpellier.coinche", "../../examples/base-friends.coinche"}
	var outs []string
	for _, n := range []int{1, 4} {
		var out bytes.Buffer
		w, _ := NewWriter(&out, "json")
		s := NewSession(Options{Workers: n}, w)
		for _, f := range files {
			in, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Run(bytes.NewReader(in), f); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out.String())
	}
	if outs[0] != outs[1] || strings.Count(outs[0], "\n") < 30 {
		t.Errorf("1 worker and 4 workers differ, or too few deals:\n%s\n---\n%s", outs[0], outs[1])
	}
	// the session (walk and table solves at the same time) writes each
	// deal as one Analyzer reviewing it alone (Analyzer.Deal) does; its
	// lines also name the game (file, players)
	var session []string
	for _, l := range strings.Split(strings.TrimSpace(outs[1]), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		delete(m, "file") // the game's, from Writer.Game
		delete(m, "game")
		delete(m, "names")
		delete(m, "ruleset")
		b, _ := json.Marshal(m)
		session = append(session, string(b))
	}
	at := 0
	for _, f := range files {
		for _, d := range reviewFile(t, f) {
			var line bytes.Buffer
			w, _ := NewWriter(&line, "json")
			if err := w.Deal(d); err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			if err := json.Unmarshal(line.Bytes(), &m); err != nil {
				t.Fatal(err)
			}
			delete(m, "game")
			b, _ := json.Marshal(m)
			i := slices.Index(session[at:], string(b))
			if i < 0 {
				t.Fatalf("%s deal %d: the session wrote it otherwise; alone:\n%s\nthe session, from there:\n%s", f, d.Number, b, strings.Join(session[at:], "\n"))
			}
			at += i + 1
		}
	}
}

// TestGenerale: a générale is makeable when the declarer alone takes every
// trick whatever the defence (rules.Engine.SoloHolds); when the team takes
// them all but the partner must win one, only the capot (match) is.
func TestGenerale(t *testing.T) {
	tests := []struct {
		file        string
		makeable    bool
		spadesMakes string // NS's highest contract in ♠
	}{
		{"testdata/generale-solo.coinche", true, "générale ♠"},
		{"testdata/generale-team.coinche", false, "match ♠"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			src, err := os.ReadFile(tt.file)
			if err != nil {
				t.Fatal(err)
			}
			d := dealOf(t, string(src), "tournoi-2018", nil)
			if d.Par != d.Total || d.ParScore.Made != tt.makeable {
				t.Errorf("par %d of %d, makeable %v; want every point, makeable %v", d.Par, d.Total, d.ParScore.Made, tt.makeable)
			}
			if got := MakesText(d.Table[0], 0); d.Table[0].Strain != notation.TrumpS || got != tt.spadesMakes {
				t.Errorf("NS in %v make %s, want %s", d.Table[0].Strain, got, tt.spadesMakes)
			}
		})
	}
}

// TestGameIndex: the json rows name the game's index in its file (deal
// numbers repeat from one game to the next), and the text heading of a
// game after the first says which.
func TestGameIndex(t *testing.T) {
	src := handbuilt5(t)
	two := src + "\n" + src
	for _, c := range []struct{ format, want1, want2 string }{
		{"json", `"game":1,"deal":5,`, `"game":2,"deal":5,`},
		{"text", "two.coinche · rules base\n", "two.coinche · game 2 · rules base\n"},
	} {
		t.Run(c.format, func(t *testing.T) {
			var out bytes.Buffer
			w, _ := NewWriter(&out, render.Format(c.format))
			s := NewSession(Options{}, w)
			if err := s.Run(strings.NewReader(two), "two.coinche"); err != nil {
				t.Fatal(err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			got := out.String()
			i, j := strings.Index(got, c.want1), strings.Index(got, c.want2)
			if i < 0 || j < i {
				t.Errorf("want %q then %q in:\n%s", c.want1, c.want2, got)
			}
		})
	}
}

// TestExactly: a contract made with no point to spare is "made exactly",
// not "made by 0".
func TestExactly(t *testing.T) {
	ds := score.DealScore{Contract: notation.Contract{Level: notation.Points, Value: 110, Strain: notation.TrumpC},
		Made: true, Counted: 110, Needed: 110}
	d := &Deal{Team: notation.NS, Par: 110, Total: 162, Points: 110, End: 110, Score: ds, ParScore: ds}
	if got := PlayedLine(d); !strings.Contains(got, "made exactly (") || strings.Contains(got, "by 0") {
		t.Errorf("PlayedLine %q; want \"made exactly\"", got)
	}
	if got := ParLine(d); !strings.Contains(got, "makeable exactly (") || strings.Contains(got, "0 to spare") {
		t.Errorf("ParLine %q; want \"makeable exactly\"", got)
	}
}

// TestBudget: a review whose budget runs out says so and gives bounds
// that hold the values of the review without a budget; a large budget
// changes nothing; a stop flag interrupts the session.
func TestBudget(t *testing.T) {
	const file = "../../examples/base-friends.coinche"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	review := func(opts Options, format string) (string, error) {
		var out bytes.Buffer
		w, _ := NewWriter(&out, render.Format(format))
		opts.Deal, opts.Workers = 1, 1
		s := NewSession(opts, w)
		err := s.Run(bytes.NewReader(src), file)
		if cerr := s.Close(); cerr != nil {
			t.Fatal(cerr)
		}
		return out.String(), err
	}
	exact, err := review(Options{}, "json")
	if err != nil {
		t.Fatal(err)
	}
	t.Run("large", func(t *testing.T) {
		got, err := review(Options{Budget: Budget{Positions: 1 << 40, Time: time.Hour}}, "json")
		if err != nil || got != exact {
			t.Errorf("a budget never spent changes the review (%v):\n%s\nwant\n%s", err, got, exact)
		}
	})
	t.Run("spent", func(t *testing.T) {
		got, err := review(Options{Budget: Budget{Positions: 2000}}, "json")
		if err != nil {
			t.Fatal(err)
		}
		var e, b jsonDeal
		if err := json.Unmarshal([]byte(exact), &e); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(got), &b); err != nil {
			t.Fatal(err)
		}
		if b.NotProved != NotProvedBudget || len(b.Plays) != len(e.Plays) {
			t.Fatalf("not_proved %q, %d plays; want %q and %d plays", b.NotProved, len(b.Plays), NotProvedBudget, len(e.Plays))
		}
		within := func(what string, v, lo int, hi *int) {
			h := lo
			if hi != nil {
				h = *hi
			}
			if v < lo || v > h {
				t.Errorf("%s: %d outside %d..%d", what, v, lo, h)
			}
		}
		open := 0
		for i, p := range b.Plays {
			within(fmt.Sprintf("play %d", i+1), e.Plays[i].After, p.After, p.AfterMax)
			if p.AfterMax != nil {
				open++
				if p.Cost != 0 {
					t.Errorf("play %d: a cost %d between values not proved", i+1, p.Cost)
				}
			}
		}
		within("par", e.Par.Points, b.Par.Points, b.Par.Max)
		for i, r := range b.Table {
			within("table NS "+r.Strain, e.Table[i].NS.Points, r.NS.Points, r.NS.Max)
			within("table EW "+r.Strain, e.Table[i].EW.Points, r.EW.Points, r.EW.Max)
		}
		if open == 0 {
			t.Error("every value proved within a budget of 2,000 positions")
		}
		text, _ := review(Options{Budget: Budget{Positions: 2000}}, "text")
		if !strings.Contains(text, "Not proved within the budget: ") || !strings.Contains(text, "–") {
			t.Errorf("the text does not say what is not proved:\n%s", text)
		}
	})
	t.Run("stop", func(t *testing.T) {
		var stop atomic.Bool
		stop.Store(true)
		got, err := review(Options{Stop: &stop}, "json")
		if err != ErrInterrupted || got != "" {
			t.Errorf("Run with the stop flag set: %v, output %q; want ErrInterrupted and nothing", err, got)
		}
		rs, _ := rulesfile.Preset("base")
		a, _ := New(rs)
		a.SetBudget(solve.Budget{Stop: &stop})
		games, err := notation.Parse(file, src)
		if err != nil {
			t.Fatal(err)
		}
		ck, _ := rules.NewChecker(rs)
		o, _ := ck.CheckDeal(games[0].Deals[0])
		if d := a.Deal(o, score.Deal(rs, o)); d.NotProved != NotProvedInterrupted || d.ParHi <= d.Par {
			t.Errorf("a review stopped at once: %q, par %d..%d", d.NotProved, d.Par, d.ParHi)
		}
	})
}

// TestBudgetEndings: a budget far too small for the full-deal solves (2,000
// positions where the review takes 426,000) still proves the cheap values:
// every value with four tricks or fewer left, the forced cards' and the
// last card's (the end of the deal: what the declarers took); and every
// bound holds the value proved without a budget.
func TestBudgetEndings(t *testing.T) {
	const file = "../../examples/base-friends.coinche"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := rulesfile.Preset("base")
	games, err := notation.Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	ck, _ := rules.NewChecker(rs)
	for _, c := range []struct {
		name   string
		budget solve.Budget
	}{
		{"positions", solve.Budget{Nodes: 2000}},
		{"one position", solve.Budget{Nodes: 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			o, _ := ck.CheckDeal(games[0].Deals[0])
			a, _ := New(rs)
			exact := a.Deal(o, score.Deal(rs, o))
			b, _ := New(rs)
			b.SetBudget(c.budget)
			d := b.Deal(o, score.Deal(rs, o))
			if d.NotProved != NotProvedBudget {
				t.Fatalf("not proved %q; want %q", d.NotProved, NotProvedBudget)
			}
			n := len(d.Plays)
			for i, p := range d.Plays {
				if e := exact.Plays[i].After; e < p.After || e > p.AfterHi {
					t.Errorf("play %d: %d outside %d..%d", i+1, e, p.After, p.AfterHi)
				}
				cheap := n-1-i <= 16 // cards left after the card
				if c.budget.Nodes == 1 {
					cheap = i == n-1 // one position: the last card alone
				}
				if cheap && p.After != p.AfterHi {
					t.Errorf("play %d (%d cards left): %d..%d not proved", i+1, n-1-i, p.After, p.AfterHi)
				}
			}
			if d.End != exact.End || d.EndHi != d.End {
				t.Errorf("end %d..%d; want %d", d.End, d.EndHi, exact.End)
			}
		})
	}
}

// TestSplitBudget: the walk and the table each take half of the positions
// (the table's solves share theirs), the walk half of the time; the
// endings a quarter of the walk's.
func TestSplitBudget(t *testing.T) {
	now := time.Unix(1000, 0)
	var shared atomic.Int64
	for _, c := range []struct {
		name                       string
		b                          solve.Budget
		walk, table, endings       int64
		walkIn, tableIn, endingsIn time.Duration
		tableShared                bool
	}{
		{"positions", solve.Budget{Nodes: 1001}, 501, 500, 125, 0, 0, 0, true},
		{"one position", solve.Budget{Nodes: 1}, 1, 1, 1, 0, 0, 0, true},
		{"shared", solve.Budget{Nodes: 1000, Spent: &shared}, 1000, 1000, 1000, 0, 0, 0, false},
		{"time", solve.Budget{Deadline: now.Add(8 * time.Second)}, 0, 0, 0, 4 * time.Second, 8 * time.Second, time.Second, false},
		{"none", solve.Budget{}, 0, 0, 0, 0, 0, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			walk, table := splitBudget(c.b, now)
			endings := endingsBudget(walk, now)
			in := func(b solve.Budget) time.Duration {
				if b.Deadline.IsZero() {
					return 0
				}
				return b.Deadline.Sub(now)
			}
			if walk.Nodes != c.walk || table.Nodes != c.table || endings.Nodes != c.endings {
				t.Errorf("positions: walk %d, table %d, endings %d; want %d, %d, %d", walk.Nodes, table.Nodes, endings.Nodes, c.walk, c.table, c.endings)
			}
			if in(walk) != c.walkIn || in(table) != c.tableIn || in(endings) != c.endingsIn {
				t.Errorf("time: walk %v, table %v, endings %v; want %v, %v, %v", in(walk), in(table), in(endings), c.walkIn, c.tableIn, c.endingsIn)
			}
			if shared := table.Spent != nil && table.Spent != c.b.Spent; shared != c.tableShared || walk.Spent != c.b.Spent {
				t.Errorf("table's count of its own %v, want %v; walk's count %p, want the caller's %p", shared, c.tableShared, walk.Spent, c.b.Spent)
			}
		})
	}
}

// TestGoldenFrench: the review of the hand-built deals in French, text
// and markdown (testdata/handbuilt.fr.*), and no English word of the
// review's catalog left in it.
func TestGoldenFrench(t *testing.T) {
	exts := map[render.Format]string{render.Text: "txt", render.Markdown: "md"}
	for format, ext := range exts {
		t.Run(ext, func(t *testing.T) {
			var out, problems bytes.Buffer
			w, err := NewWriterIn(&out, format, i18n.French)
			if err != nil {
				t.Fatal(err)
			}
			s := NewSession(Options{Problems: &problems}, w)
			in, err := os.ReadFile("testdata/handbuilt.coinche")
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Run(bytes.NewReader(in), "testdata/handbuilt.coinche"); err != nil {
				t.Fatal(err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "handbuilt.fr."+ext), out.String())
			for _, word := range []string{"Deal ", "declarer", "Played", "Trick", "Double-dummy", "not analysed", "makeable", "with best play", "rules "} {
				if strings.Contains(out.String(), word) {
					t.Errorf("English %q in the French review", word)
				}
			}
		})
	}
}
