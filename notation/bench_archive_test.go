package notation_test

import (
	"bytes"
	"os"
	"sync"
	"testing"

	"github.com/coinche/coinche/notation"
)

// archive is what the archive benchmarks read: the file COINCHE_BENCH_FILE
// names, as the benchmarks of package score/stream read it, for the
// figures of docs/performance.md (there, the generated games of `coinche
// deal --rules montpellier --games 500 --seed 1`: 7,542 full deals,
// 3.5 MB); without it, 7,542 full deals of shuffled cards in the canonical
// layout (notation.GenFile: notation's tests may not import the generator,
// layering_test.go).
var archive = sync.OnceValues(func() ([]byte, error) {
	if name := os.Getenv("COINCHE_BENCH_FILE"); name != "" {
		return os.ReadFile(name)
	}
	return notation.GenFile(7542), nil
})

// BenchmarkReaderArchive reads the archive deal by deal with a Reader, the
// parse stage of `coinche check`: general, every deal with the general
// parser (as before the fast path); fast, on the fast path; reuse, on the
// fast path reusing one deal's storage (as package stream reads).
func BenchmarkReaderArchive(b *testing.B) {
	for _, mode := range []string{"general", "fast", "reuse"} {
		b.Run(mode, func(b *testing.B) {
			src, err := archive()
			if err != nil {
				b.Fatal(err)
			}
			deals := bytes.Count(src, []byte("\ndeal "))
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			b.ResetTimer()
			cpu0 := notation.CPUTime()
			for i := 0; i < b.N; i++ {
				r := notation.NewReader(bytes.NewReader(src), "bench")
				switch mode {
				case "general":
					notation.GeneralPath(r)
				case "reuse":
					r.Reuse()
				}
				notation.ReadAll(b, r, deals)
			}
			n := float64(deals) * float64(b.N)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/deal")
			if cpu := (notation.CPUTime() - cpu0).Seconds(); cpu > 0 {
				b.ReportMetric(n/cpu, "deals/cpu-s")
			}
			b.ReportMetric(0, "ns/op")
		})
	}
}
