package analyze

import (
	"bytes"
	"slices"
	"testing"
	"time"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score/gen"
	"github.com/coinche/coinche/score/stream"
)

// jobs collects the deals of a stream ready for review (prepare).
type jobs struct {
	out []*job
	rs  *rules.Ruleset
}

func (c *jobs) StartGame(*stream.Game, notation.ErrorList) error { return nil }
func (c *jobs) EndGame(*stream.Game) error                       { return nil }
func (c *jobs) Deal(d *stream.Deal) error {
	if d.Record == nil || len(d.Errs) > 0 || d.Score == nil {
		return nil
	}
	c.rs = d.Game.Ruleset
	if j := prepare(d.Outcome, *d.Score); j.d.Skipped == "" {
		c.out = append(c.out, j)
	}
	return nil
}

// randomDeals is the full deals of random games under preset (score/gen:
// random hands, bidding and legal play), ready for review.
func randomDeals(b *testing.B, preset string, games int) ([]*job, *rules.Ruleset) {
	var src bytes.Buffer
	if err := gen.Write(&src, gen.Options{Rules: preset, Games: games, Seed: 19}); err != nil {
		b.Fatal(err)
	}
	c := &jobs{}
	if err := stream.Run(&src, "random.coinche", stream.Options{}, c); err != nil {
		b.Fatal(err)
	}
	if len(c.out) == 0 {
		b.Fatal("no deal")
	}
	return c.out, c.rs
}

// BenchmarkReviewJass reviews random 36-card tournoi-2018 deals (score/gen
// games: random bidding and play) one after another with one Analyzer on
// one core, as Analyzer.Deal does: the value before and after every card,
// the best cards of the costly ones, and the double-dummy table. It
// reports the median and 99th percentile CPU time of a deal's whole review
// (s-median, s-p99), and the medians of its two parts: the walk through the
// cards with the par (walk-s-median) and the table (table-s-median).
func BenchmarkReviewJass(b *testing.B) { reviewEach(b, "tournoi-2018") }

// BenchmarkReviewMontpellier is BenchmarkReviewJass on 32-card
// montpellier deals.
func BenchmarkReviewMontpellier(b *testing.B) { reviewEach(b, "montpellier") }

func reviewEach(b *testing.B, preset string) {
	js, rs := randomDeals(b, preset, 10)
	var all, walk, table []time.Duration
	a, err := New(rs)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := js[i%len(js)]
		fresh := *j
		fresh.d = &Deal{Number: j.d.Number, Points: j.d.Points, Score: j.d.Score, Dealer: j.d.Dealer, Declarer: j.d.Declarer,
			Team: j.d.Team, Contract: j.d.Contract, Double: j.d.Double, Leader: j.d.Leader}
		t0 := cpuTime()
		a.reviewPlay(&fresh)
		t1 := cpuTime()
		solves := a.tableSolves(&fresh)
		for k := range solves {
			a.solveNS(&solves[k])
		}
		a.finishTable(&fresh, solves)
		t2 := cpuTime()
		all, walk, table = append(all, t2-t0), append(walk, t1-t0), append(table, t2-t1)
	}
	b.StopTimer()
	med := func(x []time.Duration) float64 { slices.Sort(x); return x[len(x)/2].Seconds() }
	b.ReportMetric(med(walk), "walk-s-median")
	b.ReportMetric(med(table), "table-s-median")
	b.ReportMetric(med(all), "s-median")
	b.ReportMetric(all[len(all)*99/100].Seconds(), "s-p99")
}
