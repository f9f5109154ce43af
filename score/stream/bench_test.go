package stream

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/gen"
	"github.com/coinche/coinche/score/render"
)

// The benchmarks read one archive of generated games (coinche deal
// --rules montpellier --seed 1): full deals with hands, calls and eight
// tricks each, as an online server would export them. COINCHE_BENCH_GAMES
// sets its size (default 500 games, about 7,500 deals and 3.5 MB);
// COINCHE_BENCH_FILE reads a file instead (e.g. the 1 GB archive of
// .ci/bench, for the end-to-end benchmarks).
var archive struct {
	once  sync.Once
	src   []byte
	deals int
	err   error
}

func benchArchive(b *testing.B) ([]byte, int) {
	archive.once.Do(func() {
		if name := os.Getenv("COINCHE_BENCH_FILE"); name != "" {
			archive.src, archive.err = os.ReadFile(name)
		} else {
			games := 500
			if s := os.Getenv("COINCHE_BENCH_GAMES"); s != "" {
				fmt.Sscan(s, &games)
			}
			var buf bytes.Buffer
			archive.err = gen.Write(&buf, gen.Options{Rules: "montpellier", Games: games, Seed: 1})
			archive.src = buf.Bytes()
		}
		archive.deals = dealLines(archive.src)
	})
	if archive.err != nil {
		b.Fatal(archive.err)
	}
	return archive.src, archive.deals
}

// report adds deals/s (wall clock) and deals/cpu-s (CPU time of the
// process since cpu0, garbage collection included: on a shared machine it
// measures the work better) to a benchmark's figures.
func report(b *testing.B, cpu0 time.Duration, deals int) {
	n := float64(deals) * float64(b.N)
	b.ReportMetric(n/b.Elapsed().Seconds(), "deals/s")
	if cpu := (cpuTime() - cpu0).Seconds(); cpu > 0 {
		b.ReportMetric(n/cpu, "deals/cpu-s")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/deal")
}

// parsed is the archive read with Parse, every deal with its game.
func parsed(b *testing.B) []*notation.Game {
	src, _ := benchArchive(b)
	games, err := notation.Parse("bench", src)
	if err != nil {
		b.Fatal(err)
	}
	return games
}

func checkers(b *testing.B, games []*notation.Game) map[*notation.Game]*rules.Checker {
	out := map[*notation.Game]*rules.Checker{}
	byName := map[string]*rules.Checker{}
	for _, g := range games {
		name, _ := g.Tag("Rules")
		ck, ok := byName[name]
		if !ok {
			rs, err := rulesfile.Preset(name)
			if err != nil {
				b.Fatal(err)
			}
			if ck, err = rules.NewChecker(rs); err != nil {
				b.Fatal(err)
			}
			byName[name] = ck
		}
		out[g] = ck
	}
	return out
}

// BenchmarkWcL counts the archive's lines, as wc -l does: the floor any
// reader of the text stands against.
func BenchmarkWcL(b *testing.B) {
	src, deals := benchArchive(b)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		if bytes.Count(src, []byte{'\n'}) == 0 {
			b.Fatal("no line")
		}
	}
	report(b, cpu0, deals)
}

// BenchmarkParse reads the archive deal by deal with the streaming Reader.
func BenchmarkParse(b *testing.B) {
	src, deals := benchArchive(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		r := notation.NewReader(bytes.NewReader(src), "bench")
		r.Reuse() // as Run reads
		n := 0
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			n++
		}
		if n != deals {
			b.Fatalf("%d deals read, want %d", n, deals)
		}
	}
	report(b, cpu0, deals)
}

// BenchmarkCheck checks every deal of the parsed archive.
func BenchmarkCheck(b *testing.B) {
	src, deals := benchArchive(b)
	games := parsed(b)
	cks := checkers(b, games)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		for _, g := range games {
			ck := cks[g]
			ck.Reset()
			for _, d := range g.Deals {
				if _, errs := ck.CheckDeal(d); errs != nil {
					b.Fatal(errs)
				}
			}
		}
	}
	report(b, cpu0, deals)
}

// BenchmarkScore scores the checked outcomes of the archive on one sheet
// per game, without rows (as check and the streamed csv and json sheets).
func BenchmarkScore(b *testing.B) {
	src, deals := benchArchive(b)
	games := parsed(b)
	cks := checkers(b, games)
	outs := make([][]rules.Outcome, len(games))
	for i, g := range games {
		ck := cks[g]
		ck.Reset()
		for _, d := range g.Deals {
			o, _ := ck.CheckDeal(d)
			outs[i] = append(outs[i], o)
		}
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		for j, g := range games {
			sheet, err := score.NewGameSheet(cks[g].Ruleset(), g, score.WithoutRows())
			if err != nil {
				b.Fatal(err)
			}
			for _, o := range outs[j] {
				sheet.Add(o)
			}
		}
	}
	report(b, cpu0, deals)
}

// counter is a Handler that only counts.
type counter struct{ deals, problems int }

func (c *counter) StartGame(_ *Game, errs notation.ErrorList) error {
	c.problems += len(errs)
	return nil
}
func (c *counter) Deal(d *Deal) error {
	c.deals++
	c.problems += len(d.Errs)
	return nil
}
func (c *counter) EndGame(*Game) error { return nil }

// BenchmarkPipeline is parse + check + score end to end: Run on the
// archive, as `coinche check` does (without printing; the sheets keep
// their totals, not their rows).
func BenchmarkPipeline(b *testing.B) {
	src, deals := benchArchive(b)
	benchPipeline(b, src, deals, Options{})
}

// benchPipeline times Run on src with opts, failing unless every one of
// its deals is read without a problem.
func benchPipeline(b *testing.B, src []byte, deals int, opts Options) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		var c counter
		if err := Run(bytes.NewReader(src), "bench", opts, &c); err != nil {
			b.Fatal(err)
		}
		if c.deals != deals || c.problems != 0 {
			b.Fatalf("%d deals, %d problems", c.deals, c.problems)
		}
	}
	report(b, cpu0, deals)
}

// jsonWriter writes each deal's line of its game's sheet as JSON when it
// is scored, then the game's result, as `coinche score --format json`
// does (render.RowWriter).
type jsonWriter struct {
	counter
	w    io.Writer
	rows *render.RowWriter
}

func (j *jsonWriter) StartGame(g *Game, errs notation.ErrorList) error {
	rw, err := render.NewRowWriter(j.w, "json", g.Names)
	j.rows = rw
	return err
}

func (j *jsonWriter) Deal(d *Deal) error {
	j.counter.Deal(d)
	row := d.Row()
	return j.rows.Row(&row)
}

func (j *jsonWriter) EndGame(g *Game) error { return j.rows.End(g.Sheet) }

// BenchmarkPipelineJSON is `coinche score --format json`: parse, check,
// score and write each deal's line as JSON (to io.Discard).
func BenchmarkPipelineJSON(b *testing.B) {
	src, deals := benchArchive(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		j := &jsonWriter{w: io.Discard}
		if err := Run(bytes.NewReader(src), "bench", Options{}, j); err != nil {
			b.Fatal(err)
		}
		if j.deals != deals {
			b.Fatalf("%d deals", j.deals)
		}
	}
	report(b, cpu0, deals)
}

// BenchmarkPipelineOneGame is BenchmarkPipeline on one game of 7,500 full
// deals (montpellier with a target no team reaches): what a deal costs in
// the steady state, without the per-game costs (a header's tags, a
// sheet, the winner's sentence) that the archive's 15-deal games add.
func BenchmarkPipelineOneGame(b *testing.B) {
	dir := b.TempDir()
	toml := filepath.Join(dir, "long.toml")
	if err := os.WriteFile(toml, []byte("extends = \"montpellier\"\n[game]\ntarget = 100000000\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if err := gen.Write(&buf, gen.Options{Rules: toml, Games: 1, Seed: 1, MaxDeals: 7500}); err != nil {
		b.Fatal(err)
	}
	src := buf.Bytes()
	benchPipeline(b, src, dealLines(src), Options{Rules: toml})
}

// BenchmarkStartGame is what each game costs before its first deal: the
// ruleset resolved (a built-in one copied), the checker and its engine
// built, the sheet started; "known" when an earlier game of the run named
// the same ruleset (Run's cache). The archive's games have 15 deals on
// average.
func BenchmarkStartGame(b *testing.B) {
	hdr := &notation.Game{Tags: []notation.Tag{{Name: "Rules", Value: "montpellier"}}}
	for _, cached := range []bool{false, true} {
		name := "new"
		var known rulesCache
		if cached {
			name, known = "known", rulesCache{}
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, errs := startGame("bench", hdr, Options{}, known); errs != nil {
					b.Fatal(errs)
				}
			}
		})
	}
}

// BenchmarkCheckFileProblems checks in pieces (2 workers, pieces of
// 2 MiB, as `coinche check FILE`) a headerless file where every deal is a
// problem: DEALS empty deals (COINCHE_BENCH_EMPTY, default 400,000: 4.7 MB,
// 400,000 problems and a report of 70 MB). Every piece ends with a deal
// with syntax errors, so is read again from its last deal joined to the
// next; every piece's report is longer than Parallel.Held, so is checked
// again in its turn. held-peak-B is the most bytes of report held in
// memory at once, read/file how many times the file's bytes were read;
// B/op counts every allocation of the run, not what is live at once.
func BenchmarkCheckFileProblems(b *testing.B) {
	deals := 400000
	if s := os.Getenv("COINCHE_BENCH_EMPTY"); s != "" {
		fmt.Sscan(s, &deals)
	}
	var buf bytes.Buffer
	for i := 1; i <= deals; i++ {
		fmt.Fprintf(&buf, "deal %d\n", i)
	}
	src := buf.Bytes()
	write := func(w io.Writer, errs notation.ErrorList) error {
		for _, e := range errs {
			if _, err := io.WriteString(w, e.Error()+"\n"); err != nil {
				return err
			}
		}
		return nil
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	var held, read int64
	for i := 0; i < b.N; i++ {
		par := Parallel{Workers: 2}.resolved()
		c := &checker{ra: bytes.NewReader(src), size: int64(len(src)), file: "empty.coinche", opts: Options{Rules: "base"}, write: write, held: par.Held}
		n, err := c.run(par, io.Discard)
		if err != nil || n != deals {
			b.Fatalf("%d problems, want %d: %v", n, deals, err)
		}
		held, read = max(held, c.heldPeak.Load()), c.bytesRead.Load()
	}
	report(b, cpu0, deals)
	b.ReportMetric(float64(held), "held-peak-B")
	b.ReportMetric(float64(read)/float64(len(src)), "read/file")
}
