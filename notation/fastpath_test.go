package notation

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// parseWith is Parse, on the fast path or not.
func parseWith(src []byte, fast bool) ([]*Game, int, error) {
	p := newParser("fast", &bytesSource{src: src}, true)
	p.fast = fast
	for p.nextDeal() != nil {
	}
	p.finish()
	p.errs.Sort()
	return p.games, p.fastDeals, p.errs.Err()
}

// chunkReader returns its text in reads of 1 to max bytes, so that a
// Reader's buffer holds deals cut anywhere.
type chunkReader struct {
	src []byte
	rng *rand.Rand
	max int
}

func (r *chunkReader) Read(b []byte) (int, error) {
	if len(r.src) == 0 {
		return 0, io.EOF
	}
	n := min(len(b), len(r.src), 1+r.rng.IntN(r.max))
	copy(b, r.src[:n])
	r.src = r.src[n:]
	return n, nil
}

// dealString shows a deal for a failure message: its fields and records,
// without its game.
func dealString(d *Deal) string {
	if d == nil {
		return "<nil>"
	}
	c := *d
	c.Game = nil
	var b bytes.Buffer
	PrintDeal(&b, d)
	return fmt.Sprintf("%+v\n%s", c, b.Bytes())
}

// checkFastPath reads src with and without the fast path, with Parse and
// with a Reader (on the fast path, reusing its storage, from a source
// that cuts the text anywhere), and fails unless both give the same games,
// deals and errors. It returns how many deals Parse read on the fast path.
func checkFastPath(t testing.TB, src []byte) int {
	t.Helper()
	slow, _, slowErr := parseWith(src, false)
	fast, n, fastErr := parseWith(src, true)
	if !reflect.DeepEqual(slowErr, fastErr) {
		t.Fatalf("errors differ for\n%q\ngeneral: %v\nfast:    %v", src, slowErr, fastErr)
	}
	if len(slow) != len(fast) {
		t.Fatalf("%d games on the general path, %d on the fast path, for\n%q", len(slow), len(fast), src)
	}
	for i := range slow {
		gs, gf := slow[i], fast[i]
		if len(gs.Deals) != len(gf.Deals) {
			t.Fatalf("game %d: %d deals on the general path, %d on the fast path, for\n%q", i, len(gs.Deals), len(gf.Deals), src)
		}
		for j := range gs.Deals {
			if !reflect.DeepEqual(gs.Deals[j], gf.Deals[j]) {
				t.Fatalf("game %d deal %d differs for\n%q\ngeneral: %s\nfast:    %s", i, j, src, dealString(gs.Deals[j]), dealString(gf.Deals[j]))
			}
		}
		if !reflect.DeepEqual(gs, gf) {
			t.Fatalf("game %d header differs for\n%q\ngeneral: %+v\nfast:    %+v", i, src, *gs, *gf)
		}
	}

	ref := NewReader(bytes.NewReader(src), "fast")
	ref.p.fast = false
	rng := rand.New(rand.NewPCG(uint64(len(src)), 7))
	rd := NewReader(&chunkReader{src: src, rng: rng, max: 1 + rng.IntN(2*len(src)+1)}, "fast")
	rd.Reuse()
	for k := 0; ; k++ {
		ds, es := ref.Next()
		df, ef := rd.Next()
		if df != nil {
			df.FillPositions() // what the reused storage leaves to its readers
			if err := takeFour(df, false); err != nil {
				t.Fatalf("Reader: Next %d: %v, for\n%q", k, err, src)
			}
		}
		if !reflect.DeepEqual(es, ef) {
			t.Fatalf("Reader: Next %d: errors differ for\n%q\ngeneral: %v\nfast:    %v", k, src, es, ef)
		}
		if !reflect.DeepEqual(ds, df) {
			t.Fatalf("Reader: Next %d: deals differ for\n%q\ngeneral: %s\nfast:    %s", k, src, dealString(ds), dealString(df))
		}
		if es == io.EOF {
			break
		}
	}
	if !reflect.DeepEqual(ref.Game(), rd.Game()) {
		t.Fatalf("Reader: last game differs for\n%q", src)
	}
	return n
}

// fastSeeds are the texts the fast path is tried on: the examples, the
// golden inputs, a generated archive, and generated deals with
// announcements, results and comments.
func fastSeeds(t testing.TB) map[string][]byte {
	seeds := map[string][]byte{"genFile": genFile(60)}
	for _, pattern := range []string{"../examples/*.coinche", "testdata/*/*.coinche", "testdata/format/*.golden", "../testdata/*/*.coinche"} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			seeds[name] = src
		}
	}
	return seeds
}

// TestFastPathLayouts checks that the fast path reads the generated
// archive whatever its line ends and blanks (CRLF, tabs, no newline at
// the end), the same as the general parser.
func TestFastPathLayouts(t *testing.T) {
	src, err := os.ReadFile("testdata/fast/montpellier.coinche")
	if err != nil {
		t.Fatal(err)
	}
	total := bytes.Count(src, []byte("\ndeal "))
	tests := []struct {
		name string
		src  []byte
	}{
		{"as written", src},
		{"CRLF", bytes.ReplaceAll(src, []byte("\n"), []byte("\r\n"))},
		{"tabs", bytes.ReplaceAll(src, []byte("         "), []byte("\t"))},
		{"no final newline", bytes.TrimRight(src, "\n")},
		{"blank lines", bytes.ReplaceAll(src, []byte("\n\n"), []byte("\n \n\t\n\n"))},
		{"no blank line", bytes.ReplaceAll(src, []byte("\n\ndeal"), []byte("\ndeal"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if n := checkFastPath(t, tt.src); n != total {
				t.Errorf("fast path read %d of %d deals", n, total)
			}
		})
	}
}

// TestFastPath compares the fast path with the general parser on the
// seeds, and checks that the fast path reads the canonical deals.
func TestFastPath(t *testing.T) {
	for name, src := range fastSeeds(t) {
		t.Run(name, func(t *testing.T) {
			n := checkFastPath(t, src)
			if name == "testdata/fast/montpellier.coinche" || name == "genFile" {
				games, _ := Parse("x", src)
				total := 0
				for _, g := range games {
					total += len(g.Deals)
				}
				// genFile writes a comment before one deal in ten, an
				// announcement in each: those go to the general parser
				if want := total; name == "genFile" {
					if n != 0 {
						t.Errorf("fast path read %d deals with announcements", n)
					}
				} else if n != want {
					t.Errorf("fast path read %d of %d canonical deals", n, want)
				}
			}
		})
	}
}

// TestFastPathMutations compares the fast path with the general parser on
// canonical deals with one byte deleted, inserted or replaced, at every
// place (every place of the first two deals and of the deals' head lines, every
// 9th place elsewhere, or every 37th with -short; every place with
// COINCHE_FAST_MUTATIONS=all):
// each change must be read the same way by both.
func TestFastPathMutations(t *testing.T) {
	src, err := os.ReadFile("testdata/fast/montpellier.coinche")
	if err != nil {
		t.Fatal(err)
	}
	// the first game's first three deals, and the text around them
	end := 0
	for k := 0; k < 4; k++ {
		end += bytes.Index(src[end:], []byte("\ndeal ")) + 1
	}
	src = src[:end]
	bytesTried := []byte(" \t\r\n#{}[]\":-0123456789XNESWAKQJabcdelnprstw\x00\x80\xe2\x99\xa0\xa5\xef")
	step := 9
	if os.Getenv("COINCHE_FAST_MUTATIONS") == "all" {
		step = 1
	} else if testing.Short() {
		step = 37
	}
	// every place of the first two deals (an all-pass deal, then one
	// played), whose every line the fast path reads
	// in 8-byte loads (commonHead, passAt, suitBid, lineSeat...): a byte
	// changed at a place a stride skips is what a fault there lets by;
	// and every place of the other deals' head lines
	first := bytes.Index(src, []byte("\ndeal "))
	firstEnd := first + 1 + bytes.Index(src[first+1:], []byte("\ndeal "))
	firstEnd += 1 + bytes.Index(src[firstEnd+1:], []byte("\ndeal ")) // and the second, its tricks
	heads := map[int]bool{}
	for at := 0; ; {
		k := bytes.Index(src[at:], []byte("deal "))
		if k < 0 {
			break
		}
		at += k
		for ; at < len(src) && src[at] != '\n'; at++ {
			heads[at] = true
		}
		heads[at] = true // the newline
	}
	for i := 0; i < len(src); i++ {
		if i%step != 0 && !heads[i] && (step == 37 || i < first || i > firstEnd) {
			continue
		}
		muts := [][]byte{append(append([]byte{}, src[:i]...), src[i+1:]...)}
		for _, c := range bytesTried {
			muts = append(muts, append(append(append([]byte{}, src[:i]...), c), src[i:]...))
			muts = append(muts, append(append(append([]byte{}, src[:i]...), c), src[i+1:]...))
		}
		for _, m := range muts {
			checkFastPath(t, m)
		}
	}
}

// FuzzFastPath checks that the fast path and the general parser read
// every text the same: the same games, deals, records, positions and
// errors, with Parse and with a Reader that reuses its storage.
func FuzzFastPath(f *testing.F) {
	for _, src := range fastSeeds(f) {
		if len(src) > 64<<10 {
			continue
		}
		f.Add(src)
	}
	f.Add([]byte("deal 1 dealer N\nhands    N: ♠AK ♥- ♦- ♣-\ntricks   N: A♠ K♠ belote\nresult   NS 10 EW 0\n"))
	f.Add([]byte("deal 2\ncalls    N capot ♠  E X  S XX  W 90SA\nclaim    N 3\nwon      S\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		checkFastPath(t, src)
	})
}

// TestFastPathHostile compares the fast path with the general parser on
// canonical deals around hostile text: long lines and words (the fast
// path looks at 64 KiB at most, the lexer cuts lines at maxLine), a long
// comment, junk.
func TestFastPathHostile(t *testing.T) {
	src, err := os.ReadFile("testdata/fast/montpellier.coinche")
	if err != nil {
		t.Fatal(err)
	}
	deal := src[bytes.Index(src, []byte("deal 1")):]
	deal = deal[:bytes.Index(deal, []byte("\n\ndeal 2"))+2]
	for _, junk := range []string{
		"deal 1 hands N: " + strings.Repeat("A", 1<<20) + "\n\n",
		"# " + strings.Repeat("é", 1<<19) + "\n",
		"deal 1 pass # " + strings.Repeat("x", maxLine) + "\n\n",
		strings.Repeat(" ", 70<<10) + "\n",
		"{ " + strings.Repeat("x\n", 1000) + "}\n",
		strings.Repeat("] : ] ZZ [ \" }\n", 50),
	} {
		// the last deal, at least, is read on the fast path (a deal
		// followed by a comment is not: the comment may be the next
		// section's)
		in := string(deal) + junk + string(deal) + string(deal)
		if n := checkFastPath(t, []byte(in)); n < 1 {
			t.Errorf("fast path read %d deals around %.20q…", n, junk)
		}
	}
}

// TestReaderErrorsAfterFastDeal checks the errors a Reader reports just
// after a deal read on the fast path, where the lexer takes over the text
// from it: each carries the file, line and column, and a code.
func TestReaderErrorsAfterFastDeal(t *testing.T) {
	const first = "deal 1 dealer N\ncalls    N pass  E pass  S pass  W pass\n"
	tests := []struct {
		name, src, want string
	}{
		{"bad card in the next deal", first + "\ndeal 2 dealer E\ncalls    E 80♥  S pass\ntricks   E: A♠ K♠ Q♠ J♠ Z♠\n",
			`in.coinche:6:33: error[syntax/card]: expected a card like 10♥ or A♠ (a rank 6 7 8 9 10 J Q K A and a suit ♠ ♥ ♦ ♣ or S H D C), found "Z♠"`},
		{"bad tag after the deal", first + "\n[Event \"x\" junk\n",
			`in.coinche:4:12: error[syntax/tag]: expected "]" to close tag Event, found "junk"`},
		{"bad dealer on the next line", first + "deal 2 dealer Q\n",
			`in.coinche:3:1: error[syntax/empty-deal]: expected the deal's summary (a seat and a contract, or pass) or a section (hands, calls, announce, tricks, claim, won, result), found the end of the file (and 1 more error)`},
		{"result cut short", first + "\ndeal 2 dealer N\ncalls    N pass  E pass  S pass  W pass\nresult   NS 10 EW\n",
			`in.coinche:7:1: error[syntax/number]: expected the points of EW (a number), found the end of the file`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(strings.NewReader(tt.src), "in.coinche")
			r.Reuse()
			var got error
			for {
				_, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil && got == nil {
					got = err
				}
			}
			if r.p.fastDeals == 0 {
				t.Fatal("no deal read on the fast path")
			}
			list, ok := got.(ErrorList)
			if !ok {
				t.Fatalf("error %v (%T), want an ErrorList", got, got)
			}
			for _, e := range list {
				if e.File != "in.coinche" || !e.Pos.IsValid() || e.Code == "" {
					t.Errorf("error without its place or code: %+v", *e)
				}
			}
			if got.Error() != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

// takeFour checks the compact form of the tricks of a deal read by a
// Reader that reuses its storage, and clears it (the general parser
// writes none): each trick's Four is FourOf its Plays or 0 (always
// FourOf its Plays when all is set).
func takeFour(d *Deal, all bool) error {
	for i := range d.Tricks {
		tr := &d.Tricks[i]
		f := FourOf(tr.Plays)
		if tr.Four != f && (all || tr.Four != 0) {
			return fmt.Errorf("trick %d: Four %#x, FourOf its plays %#x", i+1, tr.Four, f)
		}
		for k := range tr.Plays {
			if tr.Four != 0 && tr.Four.Card(k) != tr.Plays[k].Card {
				return fmt.Errorf("trick %d: Four.Card(%d) %v, played %v", i+1, k, tr.Four.Card(k), tr.Plays[k].Card)
			}
		}
		tr.Four = 0
	}
	return nil
}

// TestTrickFour: a Reader that reuses its storage writes the compact
// form of every trick of four cards with nothing said of a generated
// archive in the canonical layout, and it is the cards played; Parse
// writes none.
func TestTrickFour(t *testing.T) {
	// genFile's deals without their announcements and comments (which
	// the fast path leaves to the general parser)
	games, errs := Parse("gen", genFile(60))
	if errs != nil {
		t.Fatal(errs)
	}
	for _, g := range games {
		for _, d := range g.Deals {
			d.Announces, d.Notes = nil, Notes{}
			for i := range d.Tricks {
				d.Tricks[i].Notes = Notes{}
			}
		}
	}
	var b bytes.Buffer
	if err := Print(&b, games); err != nil {
		t.Fatal(err)
	}
	src := b.Bytes()
	rd := NewReader(bytes.NewReader(src), "gen")
	rd.Reuse()
	four, other, after := 0, 0, 0
	kept, _, _ := parseWith(src, false)
	var want []*Deal // the general parser's deals, the records of every play
	for _, g := range kept {
		want = append(want, g.Deals...)
	}
	for k := 0; ; k++ {
		d, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range d.Tricks {
			if tr.Four != 0 {
				four++
			} else {
				other++
			}
			if tr.lay == layAll {
				after++ // its Pos and Plays written by FillPositions
			}
		}
		d.FillPositions() // the plays of the tricks in their compact form
		if err := takeFour(d, true); err != nil {
			t.Fatalf("deal %d: %v", d.Number, err)
		}
		if !reflect.DeepEqual(d.Tricks, want[k].Tricks) {
			t.Fatalf("deal %d: tricks\n%+v\nthe general parser's\n%+v", d.Number, d.Tricks, want[k].Tricks)
		}
	}
	t.Logf("%d tricks with a compact form (%d after a trick with one), %d without", four, after, other)
	if four < 4*other || other == 0 || after < four/2 {
		t.Fatalf("%d tricks with a compact form (%d after a trick with one), %d without: the archive should have both, most with", four, after, other)
	}
	games, _ = Parse("gen", src)
	for _, g := range games {
		for _, d := range g.Deals {
			for i, tr := range d.Tricks {
				if tr.Four != 0 {
					t.Fatalf("Parse: deal %d trick %d has a compact form %#x", d.Number, i+1, tr.Four)
				}
			}
		}
	}
}

// TestHandLazy: a Reader that reuses its storage writes no cards for a
// hand line of the canonical layout (its ranks from the highest down),
// only its set, and FillPositions writes them, in the order written, with
// their positions: the hands are the general parser's. A hand whose ranks are in
// another order, or with a card written twice, is read with its cards as
// written.
func TestHandLazy(t *testing.T) {
	const head = "deal 1 dealer N\nhands    N: "
	const rest = "\n         E: ♠AKQJ ♥AK ♦- ♣AK\ncalls    N pass  E pass  S pass  W pass\n"
	tests := []struct {
		name string
		hand string // North's hand line after its colon and blank
		laid bool
	}{
		{"canonical", "♠10987 ♥QJ ♦AK ♣7", true},
		{"void", "♠- ♥10987 ♦QJ ♣AK", true},
		{"one suit", "♠AKQJ10987 ♥- ♦- ♣-", true},
		{"ranks rising", "♠78910 ♥QJ ♦AK ♣7", false},
		{"ten before the ace", "♠10A98 ♥QJ ♦K ♣7", false},
		{"card twice", "♠AA98 ♥QJ ♦AK ♣7", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := []byte(head + tc.hand + rest) // (64 bytes from the hand's colon on: handFour's window)
			games, _, _ := parseWith(src, false) // the general parser
			want := games[0].Deals[0].Hands
			rd := NewReader(bytes.NewReader(src), "t")
			rd.Reuse()
			d, err := rd.Next()
			if err != nil {
				t.Fatal(err)
			}
			h := &d.Hands[0]
			if h.laid != tc.laid {
				t.Fatalf("laid %v, want %v", h.laid, tc.laid)
			}
			if h.Set != want[0].Set || h.Len() != len(want[0].Cards) {
				t.Fatalf("set %#x of %d cards, want %#x of %d", h.Set, h.Len(), want[0].Set, len(want[0].Cards))
			}
			d.FillPositions()
			for i := range want {
				got := d.Hands[i]
				got.Notes, want[i].Notes = Notes{}, Notes{}
				if !reflect.DeepEqual(got, want[i]) {
					t.Fatalf("hand %d:\n got %+v\nwant %+v", i, got, want[i])
				}
			}
		})
	}
}
