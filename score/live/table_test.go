package live

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/coinche/coinche/score/stream"
)

// TestTable pipes a session into the table prompt: deals, a refused
// entry, the commands, and the end of input without quit.
func TestTable(t *testing.T) {
	t.Chdir(t.TempDir())
	path := "table.coinche"
	if err := New(path, NewOptions{Rules: "classique", NS: "Nous", EW: "Eux", Dealer: "S"}); err != nil {
		t.Fatal(err)
	}
	script := strings.Join([]string{
		"help",
		"E 80H 90",
		"",
		"n 100s x 110 belote ns", // lower case is fine
		"S 100H made 200",        // refused
		"undo now",
		"edit 9 S 80H 90",
		"edit 1 E 80H 100",
		"edit x",
		"W 90D failed 50",
		"undo",
		"pass",
		"sheet",
	}, "\n") + "\n"
	var out bytes.Buffer
	if err := Table(strings.NewReader(script), &out, path); err != nil {
		t.Fatal(err)
	}
	golden(t, "table.golden", out.Bytes())
	assertCleanGame(t, path, mustRead(t, path), 3)

	// quit ends the session; what follows is not read.
	out.Reset()
	if err := Table(strings.NewReader("quit\nS 80H 100\n"), &out, path); err != nil {
		t.Fatal(err)
	}
	assertCleanGame(t, path, mustRead(t, path), 3)
}

// TestTableMissingFile: the prompt does not start on a file that is not
// there.
func TestTableMissingFile(t *testing.T) {
	var out bytes.Buffer
	err := Table(strings.NewReader("S 80H 100\n"), &out, t.TempDir()+"/none.coinche")
	if err == nil {
		t.Fatal("no error for a missing file")
	}
}

// TestTableNextGame: a game played to its end says so at the prompt, an
// edit that keeps it won keeps it over, and next starts the next game of
// the same table in the same file, which then goes on as a game of its
// own; check and score judge both games.
func TestTableNextGame(t *testing.T) {
	t.Chdir(t.TempDir())
	path := "soir.coinche"
	if err := New(path, NewOptions{Rules: "base", NS: "A / B", EW: "C / D", Target: 300}); err != nil {
		t.Fatal(err)
	}
	script := strings.Join([]string{
		"S 80H 100",
		"S 80H 100", // 360 to 120: over
		"S 80H 100", // refused: the game is over
		"edit 1 S 90H 100",
		"next",
		"E 80S 100",
	}, "\n") + "\n"
	var out bytes.Buffer
	if err := Table(strings.NewReader(script), &out, path); err != nil {
		t.Fatal(err)
	}
	golden(t, "table-next.golden", out.Bytes())
	text := string(mustRead(t, path))
	if n := strings.Count(text, "[Rules \"base\"]"); n != 2 {
		t.Fatalf("%d game headers, want 2:\n%s", n, text)
	}
	j, err := stream.Judge(mustRead(t, path), path)
	if err != nil {
		t.Fatal(err)
	}
	if len(j.Games) != 2 || j.Problems() != 0 || !j.Games[0].Sheet.Over() || j.Games[1].Sheet.Over() || len(j.Games[1].Deals) != 1 {
		t.Fatalf("judged %d games, %d problems:\n%s", len(j.Games), j.Problems(), text)
	}
}

// TestNewAppend: new with Append adds a game to an existing file, and
// without it refuses to touch the file.
func TestNewAppend(t *testing.T) {
	t.Chdir(t.TempDir())
	path := "soir.coinche"
	opts := NewOptions{Rules: "montpellier", NS: "A / B", EW: "C / D"}
	if err := New(path, opts); err != nil {
		t.Fatal(err)
	}
	if err := Add(path, words("S 80H 100"), io.Discard); err != nil {
		t.Fatal(err)
	}
	before := mustRead(t, path)
	if err := New(path, opts); err == nil {
		t.Fatal("new on an existing file: no error")
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatal("a refused new changed the file")
	}
	opts.Append, opts.NS = true, "E / F"
	if err := New(path, opts); err != nil {
		t.Fatal(err)
	}
	got := string(mustRead(t, path))
	if !strings.HasPrefix(got, string(before)) || !strings.Contains(got[len(before):], `[NS "E / F"]`) {
		t.Fatalf("appended:\n%s", got)
	}
	if err := Add(path, words("N 90S 100"), io.Discard); err != nil {
		t.Fatal(err)
	}
	j, err := stream.Judge(mustRead(t, path), path)
	if err != nil || len(j.Games) != 2 || j.Problems() != 0 || len(j.Games[1].Deals) != 1 {
		t.Fatalf("judge: %v, %+v", err, j)
	}
}

// TestNextGameNeedsADeal: a next game or an appended game after a game
// with no deal is refused with a clear message (a header after a header
// would read as one game), and the file is unchanged.
func TestNextGameNeedsADeal(t *testing.T) {
	t.Chdir(t.TempDir())
	path := "soir.coinche"
	opts := NewOptions{Rules: "base", NS: "A / B", EW: "C / D"}
	if err := New(path, opts); err != nil {
		t.Fatal(err)
	}
	before := mustRead(t, path)
	if err := NextGame(path, io.Discard); !errors.Is(err, ErrNoDealYet) {
		t.Errorf("NextGame: %v, want ErrNoDealYet", err)
	}
	opts.Append = true
	if err := New(path, opts); !errors.Is(err, ErrNoDealYet) {
		t.Errorf("New with Append: %v, want ErrNoDealYet", err)
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Error("a refused next game changed the file")
	}
}
