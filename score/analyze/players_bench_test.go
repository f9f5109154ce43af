package analyze

import (
	"bytes"
	"flag"
	"testing"
	"time"

	"github.com/coinche/coinche/score/gen"
)

var seasonGames = flag.Int("season.games", 134, "BenchmarkSeason: montpellier games of the season (134 games, seed 7: 2,004 deals)")

// BenchmarkSeason reviews a club's season, the random montpellier games
// of `coinche deal --rules montpellier --games 134 --seed 7` (2,004
// 32-card deals; -season.games sets another count), with two workers as
// `coinche analyze --players` does on two cores, into a Season. It
// reports the deals (deals), the wall time of the whole season
// (s-season), the CPU time it took (cpu-s-season: on an otherwise idle
// two-core machine the wall time is about half of it) and the CPU time
// per deal (cpu-ms/deal). One season is minutes of CPU: run it with
// -benchtime 1x.
func BenchmarkSeason(b *testing.B) {
	var src bytes.Buffer
	if err := gen.Write(&src, gen.Options{Rules: "montpellier", Games: *seasonGames, Seed: 7}); err != nil {
		b.Fatal(err)
	}
	deals := bytes.Count(src.Bytes(), []byte("\ndeal "))
	var wall, cpu time.Duration
	for b.Loop() {
		season := NewSeason()
		s := NewSeasonSession(Options{Workers: 2}, season)
		t0, c0 := time.Now(), cpuTime()
		if err := s.Run(bytes.NewReader(src.Bytes()), "season.coinche"); err != nil {
			b.Fatal(err)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
		wall, cpu = wall+time.Since(t0), cpu+cpuTime()-c0
		if s.Problems() != 0 || len(season.Players) != 4 {
			b.Fatalf("%d problems, %d players", s.Problems(), len(season.Players))
		}
	}
	n := float64(b.N)
	b.ReportMetric(float64(deals), "deals")
	b.ReportMetric(wall.Seconds()/n, "s-season")
	b.ReportMetric(cpu.Seconds()/n, "cpu-s-season")
	b.ReportMetric(cpu.Seconds()/n/float64(deals)*1000, "cpu-ms/deal")
}
