package score_test

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/gen"
)

var presetNames = []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"}

// preset is a fresh copy of the built-in ruleset name.
func preset(t testing.TB, name string) *rules.Ruleset {
	t.Helper()
	rs, err := rulesfile.Preset(name)
	if err != nil {
		t.Fatalf("preset %s: %v", name, err)
	}
	return rs
}

// randomGame generates n full deals under rs (legal by construction), in
// one game.
func randomGame(t testing.TB, rs *rules.Ruleset, n int, seed uint64) *notation.Game {
	t.Helper()
	eng, err := rules.NewEngine(rs)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	g := &notation.Game{Tags: []notation.Tag{{Name: "Ruleset", Value: rs.Name}}}
	dealer := notation.North
	for i := 1; i <= n; i++ {
		d := gen.RandomDeal(eng, rng, i, dealer)
		d.Game = g
		g.Deals = append(g.Deals, d)
		dealer = nextDealer(rs, dealer) // the next seat in the direction of play
	}
	return g
}

func nextDealer(rs *rules.Ruleset, s notation.Seat) notation.Seat {
	cw := [5]notation.Seat{0, notation.East, notation.South, notation.West, notation.North}
	ccw := [5]notation.Seat{0, notation.West, notation.North, notation.East, notation.South}
	if rs.Deal.Direction == rules.DirectionClockwise {
		return cw[s]
	}
	return ccw[s]
}

// Generated legal deals, checked by the rules checker and scored: the
// figures hold together under every preset.
func TestRandomDeals(t *testing.T) {
	for i, name := range presetNames {
		t.Run(name, func(t *testing.T) {
			rs := preset(t, name)
			g := randomGame(t, rs, 400, uint64(i+1))
			outs, errs := rules.CheckGame(g, rs)
			if len(errs) > 0 {
				t.Fatalf("generated deals do not check: %v", errs)
			}
			s := score.NewSheet(rs, 1<<30)
			var sum [2]int
			played := 0
			for _, o := range outs {
				ds := s.Add(o)
				checkInvariants(t, rs, o, ds)
				sum[0] += ds.Score[0]
				sum[1] += ds.Score[1]
				if !ds.AllPass {
					played++
				}
				w := &notation.Result{NS: ds.Score[0], EW: ds.Score[1]}
				o.Written = w
				if e := score.Compare(ds, o); e != nil {
					t.Errorf("Compare with the computed figures: %v", e)
				}
			}
			if s.Totals() != sum {
				t.Errorf("totals %v, sum of deals %v", s.Totals(), sum)
			}
			if played < 100 {
				t.Errorf("only %d of %d deals had a contract", played, len(outs))
			}
		})
	}
}

func checkInvariants(t *testing.T, rs *rules.Ruleset, o rules.Outcome, ds score.DealScore) {
	t.Helper()
	fail := func(what string) {
		t.Helper()
		t.Errorf("deal %d: %s\noutcome %+v\nwhy %s", ds.Number, what, o, ds.Why())
	}
	if ds.AllPass {
		if ds.Score != [2]int{} {
			fail("all pass scored")
		}
		return
	}
	for tm := 0; tm < 2; tm++ {
		if ds.Score[tm] < 0 || ds.Parts[tm].Sum() != ds.Score[tm] {
			fail("a negative score or parts that do not add up")
		}
	}
	if o.Points[0]+o.Points[1] != score.TotalPoints(rs, o.Contract.Strain) {
		fail("card points do not add up to the deal's total")
	}
	d, e := ds.Team, 1-ds.Team
	if o.Contract.Level == notation.Points {
		wantMade := ds.Counted >= ds.Needed && (rs.Scoring.AgainstDefenders != rules.AgainstDefendersMore || ds.Counted > ds.Defenders) && (rs.Scoring.AgainstDefenders != rules.AgainstDefendersAtLeast || ds.Counted >= ds.Defenders)
		if ds.Made != wantMade {
			fail("made does not follow counted and needed")
		}
	}
	if !ds.Made {
		// Failed: the declarers keep at most their belote and announcements.
		if ds.Parts[d].Contract != 0 || ds.Parts[d].Cards != 0 || ds.Parts[d].Base != 0 {
			fail("failed declarers score more than belote and announcements")
		}
		if ds.Score[e] < ds.Value {
			fail("failed contract: the defenders score less than the contract")
		}
	} else if ds.Mode == rules.ScoringModeMadeAndBid && ds.Score[d] < ds.Value {
		fail("made contract: the declarers score less than the contract")
	}
	if ds.Double > 0 && rs.Scoring.CoincheOneTeamScores {
		loser := e
		if !ds.Made {
			loser = d
		}
		if ds.Score[loser] != ds.Parts[loser].Belote+ds.Parts[loser].Announces {
			fail("coinched: the losing team scores more than its belote")
		}
	}
}

// A generated archive, printed as text, read back with the streaming
// Reader, checked and scored.
func BenchmarkParseCheckScore(b *testing.B) {
	rs := preset(b, "montpellier")
	g := randomGame(b, rs, 2000, 7)
	var text bytes.Buffer
	if err := notation.Print(&text, []*notation.Game{g}); err != nil {
		b.Fatal(err)
	}
	src := text.Bytes()
	c, err := rules.NewChecker(rs)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	deals := 0
	for i := 0; i < b.N; i++ {
		r := notation.NewReader(bytes.NewReader(src), "archive.coinche")
		c.Reset()
		s := score.NewSheet(rs, 1<<30)
		for {
			d, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			o, errs := c.CheckDeal(d)
			if len(errs) > 0 {
				b.Fatal(errs)
			}
			s.Add(o)
			deals++
		}
	}
	b.ReportMetric(float64(deals)/b.Elapsed().Seconds(), "deals/s")
}
