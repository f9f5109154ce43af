package render

import (
	"io"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
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

// BenchmarkWriteTable writes the terminal sheet of a 1,000-deal game;
// deals/s counts its rows.
func BenchmarkWriteTable(b *testing.B) {
	benchWrite(b, "table")
}

// BenchmarkWriteMarkdown is BenchmarkWriteTable in Markdown (escaped).
func BenchmarkWriteMarkdown(b *testing.B) {
	benchWrite(b, "markdown")
}

// BenchmarkWriteCSV is BenchmarkWriteTable in CSV (cells neutralised).
func BenchmarkWriteCSV(b *testing.B) {
	benchWrite(b, "csv")
}

func benchWrite(b *testing.B, format Format) {
	rs := preset(b, "montpellier")
	outs := benchOutcomes()
	s := score.NewSheet(rs, 1<<30)
	for i := 0; i < 1000; i++ {
		s.Add(outs[i%len(outs)])
	}
	names := score.Names{NS: "Les Bleus", EW: "Les Rouges"}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := Write(io.Discard, s, format, names); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*1000/b.Elapsed().Seconds(), "deals/s")
}
