package live

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// FuzzAdd feeds arbitrary entry words to Add: it never panics, a refused
// entry leaves the file byte for byte, an accepted one appends exactly one
// deal that reads back, leaves every byte before it alone, and Undo takes
// it back to the old content.
func FuzzAdd(f *testing.F) {
	for _, s := range []string{
		"S 100H X 112 belote NS", "E 80S failed 60", "N capot H made", "pass",
		"W 90SA 100", "N 80TA XX 130", "S 85H 100", "E 80S 170", "N capot H X made",
		"", "S", "S 100", "S 100H", "X", "pass pass", "S 100H made 200 belote EW capot NS",
		"s 100♥ x 112 belote ns", "N générale ♠ made", "\x00", "E 80S failed -1",
		"S 100H 112 # comment", "{ block } pass", "pass {", "pass }", "E 80S{x}failed 60#y",
	} {
		f.Add(s)
	}
	dir := f.TempDir()
	seed := filepath.Join(dir, "seed.coinche")
	if err := New(seed, testOptions); err != nil {
		f.Fatal(err)
	}
	for _, e := range []string{"S 100H 112 belote NS", "# before deal 2", "E 80S failed 60", "# a comment after the last deal"} {
		if strings.HasPrefix(e, "#") {
			b, _ := os.ReadFile(seed)
			os.WriteFile(seed, append(b, e+"\n"...), 0o644)
			continue
		}
		if err := Add(seed, words(e), io.Discard); err != nil {
			f.Fatal(err)
		}
	}
	old, err := os.ReadFile(seed)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		path := filepath.Join(t.TempDir(), "g.coinche")
		if err := os.WriteFile(path, old, 0o644); err != nil {
			t.Fatal(err)
		}
		err := Add(path, strings.Fields(line), io.Discard)
		got := mustRead(t, path)
		if err != nil {
			if !bytes.Equal(got, old) {
				t.Fatalf("refused entry %q (%v) changed the file:\n%s", line, err, got)
			}
			return
		}
		keep := old[:trimSpaceBefore(old, len(old))]
		if !bytes.HasPrefix(got, keep) {
			t.Fatalf("entry %q changed bytes before the new deal:\n%s", line, got)
		}
		games, perr := notation.Parse(path, got)
		if perr != nil {
			t.Fatalf("entry %q gave a file that does not parse: %v\n%s", line, perr, got)
		}
		if n := len(games[len(games)-1].Deals); n != 3 {
			t.Fatalf("entry %q: %d deals, want 3", line, n)
		}
		if err := Undo(path, io.Discard); err != nil {
			t.Fatal(err)
		}
		if back := mustRead(t, path); !bytes.Equal(back, old) {
			t.Fatalf("undo after %q does not give the old file back:\n%s\nwant\n%s", line, back, old)
		}
	})
}

// FuzzEdit feeds arbitrary entry words to Edit on the first deal of a file
// with comments: it never panics, a refused entry leaves the file byte for
// byte, an accepted one changes only that deal's bytes, keeps every
// comment and the number of deals, and reads back.
func FuzzEdit(f *testing.F) {
	for _, s := range []string{"S 100H X 112 belote NS", "E 80S failed 60", "N capot H made", "pass",
		"S 85H 100", "E 80S 170", "", "W 90D 100 announce NS 20", "N 80H 100 belote EW capot NS"} {
		f.Add(s)
	}
	old := mustRead(f, filepath.Join("testdata", "comments.coinche"))
	games, err := notation.Parse("comments.coinche", old)
	if err != nil {
		f.Fatal(err)
	}
	d1 := games[0].Deals[0]
	head, tail := old[:d1.Pos.Offset], old[d1.End.Offset:]
	comments := []string{"# before deal 1", "# on the deal's line", "{N's hand}", "# before E's hand",
		"{hesitated}", "# after the calls", "{ what we wrote }"}
	f.Fuzz(func(t *testing.T, line string) {
		path := filepath.Join(t.TempDir(), "g.coinche")
		if err := os.WriteFile(path, old, 0o644); err != nil {
			t.Fatal(err)
		}
		err := Edit(path, 1, strings.Fields(line), io.Discard)
		got := mustRead(t, path)
		if err != nil {
			if !bytes.Equal(got, old) {
				t.Fatalf("refused entry %q (%v) changed the file:\n%s", line, err, got)
			}
			return
		}
		if !bytes.HasPrefix(got, head) || !bytes.HasSuffix(got, tail) {
			t.Fatalf("entry %q changed bytes outside deal 1:\n%s", line, got)
		}
		for _, c := range comments {
			if !bytes.Contains(got, []byte(c)) {
				t.Fatalf("entry %q lost the comment %q:\n%s", line, c, got)
			}
		}
		games, perr := notation.Parse(path, got)
		if perr != nil {
			t.Fatalf("entry %q gave a file that does not parse: %v\n%s", line, perr, got)
		}
		if n := len(games[0].Deals); n != 2 || !games[0].Deals[0].IsSummary() {
			t.Fatalf("entry %q: %d deals, or deal 1 not a summary:\n%s", line, n, got)
		}
	})
}
