package live

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/score/stream"
)

// randomEntry is an entry a player might type: mostly plausible deals,
// some refused (a bid off the step, points over the total), some passes.
func randomEntry(rng *rand.Rand) []string {
	seats := []string{"N", "E", "S", "W"}
	strains := []string{"H", "S", "D", "C", "SA", "TA"}
	if rng.IntN(12) == 0 {
		return []string{"pass"}
	}
	w := []string{seats[rng.IntN(4)], fmt.Sprintf("%d%s", 80+5*rng.IntN(17), strains[rng.IntN(len(strains))])}
	switch rng.IntN(8) {
	case 0:
		w = append(w, "X")
	case 1:
		w = append(w, "XX")
	}
	w = append(w, fmt.Sprint(rng.IntN(170)))
	if rng.IntN(5) == 0 {
		w = append(w, "belote", []string{"NS", "EW"}[rng.IntN(2)])
	}
	return w
}

// step makes one random change to g: an entry mostly, else an undo, an
// edit of a random deal or the next game; it returns what was done and
// the error, for comparing two games.
func step(g *Game, rng *rand.Rand) string {
	var err error
	var what string
	switch k := rng.IntN(20); {
	case k == 0:
		what = "undo"
		_, err = g.Undo()
	case k == 1:
		n, _ := g.NextDeal()
		e := randomEntry(rng)
		what = fmt.Sprintf("edit %d %v", n/2+1, e)
		_, err = g.Edit(n/2+1, e, "")
	case k == 2:
		what = "next"
		_, err = g.Next(0, false)
	default:
		e := randomEntry(rng)
		what = fmt.Sprint(e)
		_, err = g.Add(e)
	}
	if err != nil {
		var ee *EntryError
		if errors.As(err, &ee) {
			return what + ": refused " + ee.Errs[0].Code
		}
		return what + ": " + strings.ReplaceAll(err.Error(), g.Store().Name(), "GAME")
	}
	return what
}

// TestStoresAgree makes the same 200 random changes (entries, some
// refused; undos, edits, next games) to one game in memory and one on
// disk: after each the two texts are byte for byte the same, the same
// changes are refused, and the game's judged state, kept incrementally,
// equals what check and score make of the text read afresh.
func TestStoresAgree(t *testing.T) {
	for _, rulesName := range []string{"montpellier", "base", "tournoi-2018"} {
		t.Run(rulesName, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "soir.coinche")
			opts := NewOptions{Rules: rulesName, NS: "A / B", EW: "C / D", Target: 1500}
			file, err := Create(FileStore{path}, opts)
			if err != nil {
				t.Fatal(err)
			}
			mem, err := Create(NewMemStore(path, nil), opts)
			if err != nil {
				t.Fatal(err)
			}
			rf, rm := rand.New(rand.NewPCG(1, 2)), rand.New(rand.NewPCG(1, 2))
			for i := range 200 {
				a, b := step(file, rf), step(mem, rm)
				if a != b {
					t.Fatalf("change %d: file store %q, memory store %q", i, a, b)
				}
				onDisk := mustRead(t, path)
				inMem, _ := mem.Store().Read()
				if !bytes.Equal(onDisk, inMem) {
					t.Fatalf("change %d (%s): the texts differ:\n%s\n---\n%s", i, a, onDisk, inMem)
				}
				assertJudged(t, file, onDisk, a)
			}
		})
	}
}

// assertJudged checks the game's sheet against the text judged afresh.
func assertJudged(t *testing.T, g *Game, src []byte, what string) {
	t.Helper()
	j, err := stream.Judge(src, g.Store().Name())
	if err != nil {
		t.Fatal(err)
	}
	want, got := j.Last().Sheet, g.Sheet()
	if want.Totals() != got.Totals() || want.Over() != got.Over() || len(want.Rows()) != len(got.Rows()) {
		t.Fatalf("after %s: the game holds %v (over %v, %d rows), the text judges %v (over %v, %d rows)",
			what, got.Totals(), got.Over(), len(got.Rows()), want.Totals(), want.Over(), len(want.Rows()))
	}
	for i := range want.Rows() {
		if want.Rows()[i].DealScore != got.Rows()[i].DealScore {
			t.Fatalf("after %s: row %d: the game holds %+v, the text judges %+v", what, i, got.Rows()[i], want.Rows()[i])
		}
	}
	if n, m := j.Last().Problems(), len(g.Problems()); n != m {
		t.Fatalf("after %s: %d problems in the game, %d in the text", what, m, n)
	}
}

// TestAnotherWriter: a game reads its store again when another writer
// changed it: its next Add numbers the deal after the other's, and an
// AddAt for the number it showed before is refused (MovedOnError).
func TestAnotherWriter(t *testing.T) {
	path := newGame(t, testOptions)
	g1, err := Open(FileStore{path})
	if err != nil {
		t.Fatal(err)
	}
	g2, err := Open(FileStore{path})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g1.Add(words("S 80H 100")); err != nil {
		t.Fatal(err)
	}
	if n, _ := g2.NextDeal(); n != 1 {
		t.Fatalf("g2 shows deal %d before reading, want 1", n)
	}
	if _, err := g2.AddAt(1, words("E 80S 100")); !errors.Is(err, ErrMovedOn) {
		t.Fatalf("AddAt(1) after another writer's deal 1: %v, want ErrMovedOn", err)
	}
	ch, err := g2.Add(words("E 80S 100"))
	if err != nil || ch.Number != 2 {
		t.Fatalf("g2.Add: %+v, %v; want deal 2", ch, err)
	}
	if changed, err := g1.Refresh(); !changed || err != nil {
		t.Fatalf("g1.Refresh: %v %v, want changed", changed, err)
	}
	if n, _ := g1.NextDeal(); n != 3 {
		t.Fatalf("g1 next deal %d, want 3", n)
	}
}

// TestEditRevision: an edit made on a revision of the text that is no
// longer the store's is refused (two phones correcting one deal).
func TestEditRevision(t *testing.T) {
	path := newGame(t, testOptions)
	g, err := Open(FileStore{path})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Add(words("S 80H 100")); err != nil {
		t.Fatal(err)
	}
	rev := g.Revision()
	if _, err := g.Edit(1, words("S 90H 100"), rev); err != nil {
		t.Fatalf("edit on the current revision: %v", err)
	}
	before := mustRead(t, path)
	var moved *MovedOnError
	if _, err := g.Edit(1, words("S 100H 110"), rev); !errors.As(err, &moved) || !moved.Revision {
		t.Fatalf("edit on an old revision: %v, want a *MovedOnError with Revision", err)
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatal("a refused edit changed the file")
	}
}

// TestEditAfterEnd: an edit that makes the game end before its last deal
// is refused as Add would refuse that deal (issue: base, target 1000,
// five deals, the fourth corrected so that the game ends there).
func TestEditAfterEnd(t *testing.T) {
	path := newGame(t, NewOptions{Rules: "base", NS: "A / B", EW: "C / D", Target: 1000})
	for _, e := range []string{"N 80H made 100", "N 80H made 100", "N 80H made 100", "E 80S failed 70", "W 100C X failed 70"} {
		if err := Add(path, words(e), io.Discard); err != nil {
			t.Fatalf("%s: %v", e, err)
		}
	}
	before := mustRead(t, path)
	g, err := Open(FileStore{path})
	if err != nil {
		t.Fatal(err)
	}
	if rows := g.Sheet().Rows(); len(rows) != 5 || rows[4].AfterEnd {
		t.Fatalf("before the edit the game must end at deal 5: %+v", rows)
	}
	_, err = g.Edit(4, words("W 100C XX failed 72"), "")
	var over *GameOverError
	if !errors.As(err, &over) || !over.Edit || over.Deal != 5 {
		t.Fatalf("edit: %v, want a *GameOverError for deal 5", err)
	}
	// In French the reason is the sheet's French result line, and the
	// English error text is as it was.
	if fr := ErrorText(err, i18n.French); !strings.Contains(fr, "Gagnant :") || strings.Contains(fr, "reached") {
		t.Errorf("French: %s", fr)
	}
	if en := ErrorText(err, i18n.English); en != err.Error() || !strings.Contains(en, "reached") {
		t.Errorf("English: %s, want %s", en, err.Error())
	}
	// A deal added after the end: the same.
	if err := Add(path, words("N 80H made 100"), io.Discard); err == nil {
		t.Fatal("a deal after the end was added")
	} else if fr := ErrorText(err, i18n.French); !strings.Contains(fr, "la partie est finie (Gagnant :") || strings.Contains(fr, "Winner") {
		t.Errorf("French add: %s", fr)
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatal("a refused edit changed the file")
	}
}

// TestNextAndUndo: next refuses a game that is not over unless forced;
// undo right after next removes the new game's header, giving the text
// back byte for byte.
func TestNextAndUndo(t *testing.T) {
	path := newGame(t, NewOptions{Rules: "base", NS: "A / B", EW: "C / D", Target: 300})
	g, err := Open(FileStore{path})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Add(words("S 80H 100")); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Next(0, false); !errors.Is(err, ErrNotOver) {
		t.Fatalf("next on a game in progress: %v, want ErrNotOver", err)
	}
	before := mustRead(t, path)
	ch, err := g.Next(0, true)
	if err != nil || ch.Kind != GameStarted || ch.Number != 2 {
		t.Fatalf("next --force: %+v %v", ch, err)
	}
	ch, err = g.Undo()
	if err != nil || ch.Kind != GameRemoved {
		t.Fatalf("undo after next: %+v %v", ch, err)
	}
	if got := mustRead(t, path); !bytes.Equal(got, before) {
		t.Fatalf("undo after next:\n%s\nwant\n%s", got, before)
	}
	if g.Games() != 1 {
		t.Fatalf("%d games, want 1", g.Games())
	}
}

// BenchmarkAdd is the cost of one entry (wall time; cpu-ns/op, the
// process's CPU time, which the fsync's wait is not; user-ns/op, the
// judge's and the printer's part of it, sys-ns/op the kernel's) on a game of 20 and of 400 deals
// kept in a file: the store read and compared, the entry judged against
// the last deal's state, the text written (temporary file, fsync,
// rename). The undo that takes it back each time is not timed.
func BenchmarkAdd(b *testing.B) {
	for _, bc := range []struct {
		store string
		deals int
	}{{"file", 20}, {"file", 400}, {"memory", 20}, {"memory", 400}} {
		b.Run(fmt.Sprintf("store=%s/deals=%d", bc.store, bc.deals), func(b *testing.B) {
			deals := bc.deals
			path := filepath.Join(b.TempDir(), "soir.coinche")
			opts := testOptions
			opts.Target = 10_000_000
			var store Store = FileStore{path}
			if bc.store == "memory" {
				store = NewMemStore(path, nil)
			}
			g, err := Create(store, opts)
			if err != nil {
				b.Fatal(err)
			}
			for range deals {
				if _, err := g.Add(words("N 80H 100")); err != nil {
					b.Fatal(err)
				}
			}
			entry := words("E 90S X 120 belote EW")
			b.ReportAllocs()
			b.ResetTimer()
			var user, sys time.Duration
			for range b.N {
				u0, s0 := cpuTimes()
				if _, err := g.Add(entry); err != nil {
					b.Fatal(err)
				}
				u1, s1 := cpuTimes()
				user, sys = user+u1-u0, sys+s1-s0
				b.StopTimer()
				if _, err := g.Undo(); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
			if user+sys > 0 {
				n := float64(b.N)
				b.ReportMetric(float64((user+sys).Nanoseconds())/n, "cpu-ns/op")
				b.ReportMetric(float64(user.Nanoseconds())/n, "user-ns/op")
				b.ReportMetric(float64(sys.Nanoseconds())/n, "sys-ns/op")
			}
		})
	}
}
