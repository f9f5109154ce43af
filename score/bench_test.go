package score

import (
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// benchOutcomes is a mix of deals: made, failed, coinched, capot, belote.
func benchOutcomes() []rules.Outcome {
	H, Sp := notation.TrumpH, notation.TrumpS
	return []rules.Outcome{
		mk(N, pts(80, H), 0, 92, 70),
		withBelote(mk(E, pts(100, Sp), 1, 60, 102), EW),
		capotFor(mk(S, pts(110, H), 0, 162, 0), NS, false),
		mk(W, pts(120, Sp), 2, 130, 32),
		capotFor(mk(N, capotS, 1, 162, 0), NS, false),
		{AllPass: true},
		withBelote(mk(E, pts(90, H), 0, 72, 90), NS),
		mk(S, pts(140, Sp), 0, 100, 62),
	}
}

// capotFor makes o a capot (solo or not) by team t.
func capotFor(o rules.Outcome, t notation.Team, solo bool) rules.Outcome {
	o.Capot, o.Solo = t, solo
	if t == NS {
		o.Tricks = [2]int{8, 0}
	} else {
		o.Tricks = [2]int{0, 8}
	}
	return o
}

func reportDeals(b *testing.B) {
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
}

func BenchmarkDeal(b *testing.B) {
	rs := preset(b, "montpellier")
	outs := benchOutcomes()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ds := Deal(rs, outs[i%len(outs)])
		if ds.Score[0] < 0 {
			b.Fatal(ds.Score)
		}
	}
	reportDeals(b)
}

func BenchmarkSheetAdd(b *testing.B) {
	rs := preset(b, "montpellier")
	outs := benchOutcomes()
	b.ReportAllocs()
	b.ResetTimer()
	s := NewSheet(rs, 1<<30)
	for i := 0; i < b.N; i++ {
		if i%10000 == 0 {
			s = NewSheet(rs, 1<<30) // keep the sheet's rows bounded
		}
		s.Add(outs[i%len(outs)])
	}
	reportDeals(b)
}

// Scoring a deal allocates nothing.
func TestDealNoAlloc(t *testing.T) {
	rs := preset(t, "montpellier")
	outs := benchOutcomes()
	n := testing.AllocsPerRun(100, func() {
		for _, o := range outs {
			Deal(rs, o)
		}
	})
	if n != 0 {
		t.Errorf("Deal allocates %v times per %d deals", n, len(outs))
	}
}
