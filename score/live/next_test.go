package live

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/coinche/coinche/score/stream"
)

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
	if err := NextGame(path, true, io.Discard); !errors.Is(err, ErrNoDealYet) {
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
