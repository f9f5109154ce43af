package stream

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score/gen"
)

// fullWrite writes each problem with every field of its positions, so that
// two reports are the same only when every offset is.
func fullWrite(w io.Writer, errs notation.ErrorList) error {
	for _, e := range errs {
		fmt.Fprintf(w, "%s [%d %d:%d@%d] %s", e.Error(), e.End.Line, e.End.Col, e.End.Offset, e.Pos.Offset, e.Code)
		for _, r := range e.Related {
			fmt.Fprintf(w, " {%s %d:%d@%d}", r.Label, r.Pos.Line, r.Pos.Col, r.Pos.Offset)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "--") // the lists' boundaries count too
	return nil
}

// sequential is the report of Run over the whole text.
func sequential(t *testing.T, name string, src []byte, opts Options) (string, int) {
	t.Helper()
	var out bytes.Buffer
	h := newPieceHandler(&piece{}, name, fullWrite, &out, &out)
	if err := Run(bytes.NewReader(src), name, opts, h); err != nil {
		t.Fatal(err)
	}
	return out.String(), h.n
}

// sameAsSequential checks src in pieces of each size and compares the
// report with the sequential one.
func sameAsSequential(t *testing.T, name string, src []byte, opts Options, sizes ...int64) {
	t.Helper()
	want, wantN := sequential(t, name, src, opts)
	for _, size := range sizes {
		for _, par := range []Parallel{{Workers: 2}, {Workers: 3, Held: 300}} {
			workers := par.Workers // with 3, most pieces' reports are too long to keep
			par.PieceSize = size
			var out bytes.Buffer
			n, err := CheckFile(bytes.NewReader(src), int64(len(src)), name, opts, par, &out, fullWrite)
			if err != nil {
				t.Fatalf("pieces of %d, %d workers: %v", size, workers, err)
			}
			if got := out.String(); got != want || n != wantN {
				t.Fatalf("pieces of %d, %d workers: %d problems, want %d\n%s", size, workers, n, wantN, firstDiff(got, want))
			}
		}
	}
}

func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n got  %s\n want %s", i+1, a, b)
		}
	}
	return ""
}

func generated(t *testing.T, rules string, games int, seed int64, illegal float64) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := gen.Write(&b, gen.Options{Rules: rules, Games: games, Seed: seed, Illegal: illegal}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// headerless removes the tag lines: the games become one endless game.
func headerless(src []byte) []byte {
	return regexp.MustCompile(`(?m)^\[.*\n`).ReplaceAll(src, nil)
}

// TestParallelWhole checks when CheckFile cuts a file in pieces, so that
// the comparisons with a sequential read are not made on a file read
// whole.
func TestParallelWhole(t *testing.T) {
	src := generated(t, "montpellier", 12, 7, 0)
	bom := append([]byte{0xFF, 0xFE}, src...)
	for _, tt := range []struct {
		name string
		src  []byte
		par  Parallel
		want bool
	}{
		{"pieces", src, Parallel{Workers: 2, PieceSize: 500}, false},
		{"one worker", src, Parallel{Workers: 1, PieceSize: 500}, true},
		{"less than two pieces", src, Parallel{Workers: 2, PieceSize: int64(len(src))/2 + 1}, true},
		{"two pieces", src, Parallel{Workers: 2, PieceSize: int64(len(src)) / 2}, false},
		{"UTF-16", bom, Parallel{Workers: 2, PieceSize: 500}, true},
		{"defaults, small file", src, Parallel{Workers: 2}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			par := tt.par.resolved()
			if got := par.whole(bytes.NewReader(tt.src), int64(len(tt.src))); got != tt.want {
				t.Errorf("whole = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestParallelSameAsSequential compares CheckFile in pieces with a
// sequential read on generated archives with planted faults, with and
// without headers (one endless game: deal numbers and dealers go wrong at
// each generated game's start).
func TestParallelSameAsSequential(t *testing.T) {
	for _, tt := range []struct {
		rules   string
		illegal float64
	}{
		{"montpellier", 0}, {"montpellier", 0.2}, {"base", 0.5}, {"tournoi-2018", 0.1}, {"annonces", 0.3}, {"classique", 1},
	} {
		src := generated(t, tt.rules, 12, 7, tt.illegal)
		t.Run(fmt.Sprintf("%s-%v", tt.rules, tt.illegal), func(t *testing.T) {
			sameAsSequential(t, "g.coinche", src, Options{}, 1, 500, 3000, 20000)
		})
		t.Run(fmt.Sprintf("%s-%v-headerless", tt.rules, tt.illegal), func(t *testing.T) {
			sameAsSequential(t, "g.coinche", headerless(src), Options{Rules: tt.rules}, 1, 500, 3000, 20000)
		})
	}
}

// TestParallelBadInputs compares them on every malformed input of
// testdata/bad, one by one and all together, and on generated archives
// with random damage: lines cut, doubled, swapped, junk, comments left
// open, tags in the middle of a line.
func TestParallelBadInputs(t *testing.T) {
	files, err := filepath.Glob("testdata/bad/*.coinche")
	if err != nil {
		t.Fatal(err)
	}
	var all []byte
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			sameAsSequential(t, f, src, Options{}, 1, 50, 200)
		})
		if notation.OtherEncoding(src) == 0 {
			all = append(all, src...)
			all = append(all, '\n')
		}
	}
	t.Run("all", func(t *testing.T) { sameAsSequential(t, "all.coinche", all, Options{}, 1, 300, 2000) })

	junk := []string{"deal", "deal 3", "[", "[Rules \"base\"]", "{ open", "}", "# note", "x [Event \"mid\"] y",
		"deal 9 dealer N [Rules \"classique\"]", "hands N: ♠A", "tricks", "\xff\xfe", "result NS 10 EW 152", "won N", "\"", ""}
	for seed := uint64(1); seed <= 30; seed++ {
		src := generated(t, []string{"montpellier", "base", "tournoi-2018"}[seed%3], 4, int64(seed), 0.1)
		if seed%2 == 0 {
			src = headerless(src)
		}
		lines := strings.Split(string(src), "\n")
		rng := rand.New(rand.NewPCG(seed, 99))
		for k := 0; k < 12; k++ {
			i := rng.IntN(len(lines))
			switch rng.IntN(5) {
			case 0:
				lines = append(lines[:i], lines[i+1:]...)
			case 1:
				lines = append(lines[:i+1], lines[i:]...)
			case 2:
				j := rng.IntN(len(lines))
				lines[i], lines[j] = lines[j], lines[i]
			case 3:
				lines = append(lines[:i], append([]string{junk[rng.IntN(len(junk))]}, lines[i:]...)...)
			case 4:
				if c := len(lines[i]); c > 0 {
					lines[i] = lines[i][:rng.IntN(c)] + junk[rng.IntN(len(junk))]
				}
			}
		}
		damaged := []byte(strings.Join(lines, "\n"))
		t.Run(fmt.Sprintf("damaged-%d", seed), func(t *testing.T) {
			sameAsSequential(t, "d.coinche", damaged, Options{}, 1, 700, 4000)
		})
	}
}

// TestParallelStopped: in a headerless tournoi-2018 game, a deal stopped
// by "nous avons gagné" scores by the totals before it, which a piece
// inside the game does not know: it is checked again from the game's
// start (a written result that holds only with the right totals shows it).
func TestParallelStopped(t *testing.T) {
	var b strings.Builder
	seats := "NWSE" // tournoi-2018 deals counterclockwise
	for i := 1; i <= 400; i++ {
		dealer := seats[(i-1)%4 : (i-1)%4+1]
		switch {
		case i%50 == 0:
			// Stopped by NS: they win only if their total reaches 2000.
			fmt.Fprintf(&b, "deal %d dealer %s  N 80♥ made 100 won N result NS 180 EW 62\n", i, dealer)
		case i%7 == 0:
			fmt.Fprintf(&b, "deal %d dealer %s  pass\n", i, dealer)
		default:
			fmt.Fprintf(&b, "deal %d dealer %s  E 90♠ failed 70\n", i, dealer)
		}
	}
	src := []byte(b.String())
	want, n := sequential(t, "won.coinche", src, Options{Rules: "tournoi-2018"})
	if n == 0 || !strings.Contains(want, "score/result-mismatch") {
		t.Fatalf("the test game should have written results that do not hold:\n%s", want)
	}
	sameAsSequential(t, "won.coinche", src, Options{Rules: "tournoi-2018"}, 1, 300, 2000)
}

// lineInMsg is a line number written in a message's text, which a piece's
// report would give from the piece's start: a position a message names
// is an Error.Related, shifted with the error's own.
var lineInMsg = regexp.MustCompile(`line \d`)

// TestParallelRelated compares them on a file whose later pieces hold
// every message that names a second position: a tag written twice in a
// header (first at), a claim, won or result written twice in a deal (at).
// A piece counts lines from its own start: a related line left unshifted
// (as when a regexp rewrote one message shape) differs from the
// sequential report.
func TestParallelRelated(t *testing.T) {
	dup := []string{
		"[Event \"a\"]\n[Rules \"tournoi-2018\"]\n[EVENT \"b\"] [rules \"base\"]\n\n",
		"deal %d dealer N\nclaim N 3\nclaim S 2\n",
		"deal %d dealer N  N 80♥ made 100 won N\nwon S\n",
		"deal %d dealer N  N 80♥ made 100\nresult NS 180 EW 0\nresult NS 0 EW 162\n",
		"deal %d dealer N  E 90♠ failed 70\n",
	}
	for _, headers := range []bool{true, false} {
		var b strings.Builder
		for i := 1; i <= 300; i++ {
			if i%40 == 1 && headers {
				b.WriteString(dup[0])
			}
			fmt.Fprintf(&b, dup[1+i%4], i)
		}
		src := []byte(b.String())
		want, _ := sequential(t, "related.coinche", src, Options{})
		for _, m := range []string{
			"is written twice in this game header (first at line 2): keep one",
			"is written twice in this game header (first at line 2",
			"the deal already has a claim (at line 2",
			"the deal already has won (at line 2",
			"the deal already has a result (at line 2",
		} {
			if !headers && strings.Contains(m, "header") {
				continue
			}
			if !strings.Contains(want, m) {
				t.Fatalf("headers %v: the report has no %q:\n%s", headers, m, want)
			}
		}
		t.Run(fmt.Sprintf("headers-%v", headers), func(t *testing.T) {
			sameAsSequential(t, "related.coinche", src, Options{}, 1, 300, 2000)
		})
	}
}

// TestNoLineInMessage: no message of the differential tests' inputs
// writes a line number in its text (Msg): such a line is an
// Error.Related, which a piece shifts with the error.
func TestNoLineInMessage(t *testing.T) {
	files, err := filepath.Glob("testdata/bad/*.coinche")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "../../notation/testdata/errors/sections.coinche", "../../notation/testdata/errors/duplicate-tags.coinche")
	related := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		h := &collect{}
		if err := Run(bytes.NewReader(src), f, Options{}, h); err != nil {
			t.Fatal(err)
		}
		for _, e := range h.errs {
			if lineInMsg.MatchString(e.Msg) {
				t.Errorf("%s: a line number written in the message: %q", e.Where(), e.Msg)
			}
			related += len(e.Related)
		}
	}
	if related == 0 {
		t.Error("no message with a related position: the inputs should hold some")
	}
}

// collect keeps every problem of a run.
type collect struct{ errs notation.ErrorList }

func (c *collect) StartGame(_ *Game, errs notation.ErrorList) error {
	c.errs = append(c.errs, errs...)
	return nil
}
func (c *collect) Deal(d *Deal) error {
	c.errs = append(c.errs, d.Errs...)
	return nil
}
func (c *collect) EndGame(*Game) error { return nil }

// TestSplit checks where pieces start: at a game's tags or at a deal
// after a deal, never inside a header, never after a '[' in the middle
// of a line until the next game; a line starting "DEAL" is not a place to
// cut (the piece after it reaches back over it).
func TestSplit(t *testing.T) {
	src := "[A \"1\"]\n[B \"2\"]\ndeal 1 x\ndeal 2 x\n[C \"3\"]\n\ndeal 1 x\ndeal 2 [D \"4\"]\ndeal 3 x\n[E \"5\"]\ndeal 1 x\nDEAL 2 x\ndeal 3 x\n"
	for _, block := range []int{splitBlock, 7, 1} {
		var got []string
		err := splitBlocks(strings.NewReader(src), int64(len(src)), 1, block, func(pc piece) bool {
			s := fmt.Sprintf("%d:%q", pc.line, src[pc.start:pc.end])
			if pc.cont {
				s += fmt.Sprintf(" game %q prev %q", src[pc.gameStart:pc.firstDeal], src[pc.prevDeal:pc.start])
			}
			got = append(got, s)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{
			`1:"[A \"1\"]\n[B \"2\"]\ndeal 1 x\n"`,
			`4:"deal 2 x\n" game "[A \"1\"]\n[B \"2\"]\n" prev "deal 1 x\n"`,
			`5:"[C \"3\"]\n\ndeal 1 x\n"`,
			`8:"deal 2 [D \"4\"]\ndeal 3 x\n" game "[C \"3\"]\n\n" prev "deal 1 x\n"`,
			`10:"[E \"5\"]\ndeal 1 x\nDEAL 2 x\n"`,
			`13:"deal 3 x\n" game "[E \"5\"]\n" prev "deal 1 x\nDEAL 2 x\n"`,
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("blocks of %d: pieces:\n%s\nwant:\n%s", block, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// FuzzParallel checks any input in pieces of a few bytes to a few hundred
// and compares the report with a sequential read's (go test -fuzz
// FuzzParallel ./score/stream/). Seeds: the malformed inputs of
// testdata/bad and a small generated archive, with and without headers.
func FuzzParallel(f *testing.F) {
	files, _ := filepath.Glob("testdata/bad/*.coinche")
	for _, name := range files {
		if src, err := os.ReadFile(name); err == nil && len(src) < 20000 {
			f.Add(src, uint16(40))
		}
	}
	var b bytes.Buffer
	if err := gen.Write(&b, gen.Options{Rules: "base", Games: 2, Seed: 3, Illegal: 0.3}); err == nil {
		f.Add(b.Bytes(), uint16(300))
		f.Add(headerless(b.Bytes()), uint16(100))
	}
	f.Fuzz(func(t *testing.T, src []byte, size uint16) {
		piece := int64(size%1000) + 1
		want, wantN := sequential(t, "f.coinche", src, Options{Rules: "base"})
		var out bytes.Buffer
		par := Parallel{Workers: 2, PieceSize: piece, Held: 1 + int(size/7)%3000}
		n, err := CheckFile(bytes.NewReader(src), int64(len(src)), "f.coinche", Options{Rules: "base"}, par, &out, fullWrite)
		if err != nil {
			t.Fatal(err)
		}
		if out.String() != want || n != wantN {
			t.Fatalf("pieces of %d: %d problems, want %d\n%s", piece, n, wantN, firstDiff(out.String(), want))
		}
	})
}

// TestParallelBounded: on files where every deal is a problem (so every
// piece ends with a deal with syntax errors, to be read again joined to
// the next), the report is still the sequential one, and the work and the
// memory are bounded: at most Workers+2 pieces on their way, at most Held
// bytes of report kept per piece (plus a deal's report after the last
// place to cut), and each byte read a bounded number of times (reading
// again the whole region from its start at each join read the file a
// number of times that grows with it: 1 MB of empty deals took 22 s and
// 505 MB).
func TestParallelBounded(t *testing.T) {
	var empty, bad, games strings.Builder
	for i := 1; i <= 6000; i++ {
		fmt.Fprintf(&empty, "deal %d\n", i)
		fmt.Fprintf(&bad, "deal %d dealer N  N 80♥ made\n", i)
		if i%50 == 1 {
			fmt.Fprintf(&games, "[Event \"g%d\"]\n[Rules \"base\"]\n\n", i)
		}
		fmt.Fprintf(&games, "deal %d dealer N  N 80♥ made 100 claim\n", i)
	}
	for _, tt := range []struct {
		name string
		src  string
		opts Options
	}{
		{"empty deals", empty.String(), Options{Rules: "base"}},
		{"bad summaries", bad.String(), Options{Rules: "base"}},
		{"games", games.String(), Options{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := []byte(tt.src)
			want, wantN := sequential(t, "b.coinche", src, tt.opts)
			for _, held := range []int{512, 4096, 1 << 20} {
				par := Parallel{Workers: 2, PieceSize: 2000, Held: held}.resolved()
				c := &checker{ra: bytes.NewReader(src), size: int64(len(src)), file: "b.coinche", opts: tt.opts, write: fullWrite, held: par.Held}
				var out bytes.Buffer
				n, err := c.run(par, &out)
				if err != nil {
					t.Fatal(err)
				}
				if got := out.String(); got != want || n != wantN {
					t.Fatalf("held %d: %d problems, want %d\n%s", held, n, wantN, firstDiff(got, want))
				}
				if now, jobs := c.heldNow.Load(), c.jobsNow.Load(); now != 0 || jobs != 0 {
					t.Errorf("held %d: at the end, %d bytes still counted held, %d pieces on their way", held, now, jobs)
				}
				if peak, max := c.jobsPeak.Load(), int64(par.Workers+2); peak > max {
					t.Errorf("held %d: %d pieces on their way at once, want at most %d", held, peak, max)
				}
				// A deal's report (fullWrite) is under 400 bytes.
				if peak, max := c.heldPeak.Load(), int64((par.Workers+2)*held+400); peak > max {
					t.Errorf("held %d: %d bytes of report held at once, want at most %d", held, peak, max)
				}
				if read, max := c.bytesRead.Load(), int64(4*len(src)); read > max {
					t.Errorf("held %d: %d bytes read for a file of %d, want at most %d", held, read, len(src), max)
				}
				t.Logf("held %d: %d bytes read (file %d), %d bytes held at most, %d pieces at once", held, c.bytesRead.Load(), len(src), c.heldPeak.Load(), c.jobsPeak.Load())
			}
		})
	}
}

// afterEndGames writes games that go on after their end: each has a
// target that its deals pass somewhere in the middle, and the deals after
// it (game/after-end, once per game); one game in three ends on its last
// deal (no warning).
func afterEndGames(games int) []byte {
	var b strings.Builder
	seats := "NWSE" // base deals counterclockwise
	for g := 1; g <= games; g++ {
		fmt.Fprintf(&b, "[Event \"g%d\"]\n[Rules \"base\"]\n[Target \"%d\"]\n\n", g, 600+100*(g%7))
		deals := 18
		if g%3 == 0 {
			deals = 4 + g%5 // ends (or not) on its last deal: no warning
		}
		for i := 1; i <= deals; i++ {
			dealer := seats[(i-1)%4 : (i-1)%4+1]
			switch {
			case (i+g)%5 == 0:
				fmt.Fprintf(&b, "deal %d dealer %s  pass\n", i, dealer)
			case (i+g)%2 == 0:
				fmt.Fprintf(&b, "deal %d dealer %s  N 100♠ made 120\n", i, dealer)
			default:
				fmt.Fprintf(&b, "deal %d dealer %s  E 80♥ failed 60 belote EW\n", i, dealer)
			}
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}

// TestParallelAfterEnd: the game/after-end warning depends on the sheet's
// totals, which a piece inside a game knows only when it reads the game
// from its start (a game started at most shortGame, and a quarter of a
// piece, before it) or is given the state of the piece before
// (score.SheetState). The reports are the same as a
// sequential read's, with games read from their start or guessed, with
// headers and as one endless game; warnings are printed, not counted.
func TestParallelAfterEnd(t *testing.T) {
	src := afterEndGames(40)
	want, n := sequential(t, "end.coinche", src, Options{})
	if w := strings.Count(want, "warning[game/after-end]"); w < 20 || n != 0 {
		t.Fatalf("%d after-end warnings and %d problems, want at least 20 and none:\n%s", w, n, want)
	}
	endless := headerless(src)
	want, _ = sequential(t, "endless.coinche", endless, Options{Rules: "montpellier"})
	if w := strings.Count(want, "warning[game/after-end]"); w != 1 {
		t.Fatalf("one endless game: %d after-end warnings, want 1", w)
	}
	defer func(s int64) { shortGame = s }(shortGame)
	for _, short := range []int64{0, 500, 256 << 10} {
		shortGame = short
		t.Run(fmt.Sprintf("short-%d", short), func(t *testing.T) {
			sameAsSequential(t, "end.coinche", src, Options{}, 1, 300, 2000, 20000)
			sameAsSequential(t, "endless.coinche", endless, Options{Rules: "montpellier"}, 1, 300, 2000)
			sameAsSequential(t, "endless.coinche", endless, Options{Rules: "base"}, 1, 300, 2000)
		})
	}
}
