package notation

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
)

// fuzzSeeds adds the example games and the golden inputs to a fuzz corpus.
func fuzzSeeds(f *testing.F) {
	for _, pattern := range []string{"../examples/*.coinche", "testdata/*/*.coinche", "testdata/format/*.golden"} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(src)
		}
	}
	f.Add([]byte("deal 1 dealer N\ntricks W: 7♠ 8♠ A♠ K♠\n"))
	f.Add([]byte("[Event \"x\"] {unclosed\ndeal 2 S 100H X made 112\n"))
}

// FuzzParse checks that no input makes Parse or Print panic, and that the
// canonical form is stable: Print(Parse(Print(Parse(x)))) == Print(Parse(x)),
// and the Reader reads the same deals as Parse.
func FuzzParse(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		games, _ := Parse("fuzz", src)
		var out1 bytes.Buffer
		if err := Print(&out1, games); err != nil {
			t.Fatalf("Print: %v", err)
		}
		games2, _ := Parse("fuzz", out1.Bytes())
		var out2 bytes.Buffer
		if err := Print(&out2, games2); err != nil {
			t.Fatalf("Print 2: %v", err)
		}
		if !bytes.Equal(out1.Bytes(), out2.Bytes()) {
			t.Fatalf("print not stable:\ninput:\n%q\nfirst:\n%s\nsecond:\n%s", src, out1.Bytes(), out2.Bytes())
		}
		checkReader(t, "fuzz", src, games)
	})
}

// checkReader reads src with a Reader and compares with Parse's games.
func checkReader(t *testing.T, name string, src []byte, games []*Game) {
	t.Helper()
	r := NewReader(bytes.NewReader(src), name)
	var want []*Deal
	for _, g := range games {
		want = append(want, g.Deals...)
	}
	n := 0
	for {
		d, err := r.Next()
		if d == nil {
			if err == nil {
				t.Fatalf("Next returned nil, nil")
			}
			if _, ok := err.(ErrorList); ok {
				continue
			}
			break
		}
		if n >= len(want) {
			t.Fatalf("Reader returned more deals than Parse (%d)", len(want))
		}
		var a, b bytes.Buffer
		PrintDeal(&a, d)
		PrintDeal(&b, want[n])
		if !bytes.Equal(a.Bytes(), b.Bytes()) || d.Pos != want[n].Pos || d.End != want[n].End || d.Bad != want[n].Bad {
			t.Fatalf("deal %d: Reader and Parse differ:\n%s%v %v %v\n%s%v %v %v", n, a.Bytes(), d.Pos, d.End, d.Bad, b.Bytes(), want[n].Pos, want[n].End, want[n].Bad)
		}
		n++
	}
	if n != len(want) {
		t.Fatalf("Reader read %d deals, Parse %d", n, len(want))
	}
}

// FuzzParseEntry checks that no entry makes ParseEntry panic and that an
// entry read without error prints as a summary that reads back the same.
func FuzzParseEntry(f *testing.F) {
	for _, s := range []string{"S 100H X 112 belote NS", "E 80S failed 60", "N capot H made", "pass",
		"W 90SA XX made 95 belote EW announce NS 20", "S 100♥ {x} made", "N générale ♠", "S 80 cœur coinche fait 112 belote NS",
		"E 90 pique dedans 60", "passe", "N 110 trèfle chuté", "O 100 carreau surcoinche réussi 120"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		s, err := ParseEntry("entry", line)
		if s == nil {
			t.Fatal("nil summary")
		}
		if err != nil {
			entryErrorOK(t, line, err)
			return
		}
		p := &printer{}
		p.summary(s)
		if p.bad {
			t.Fatalf("entry %q read without error prints with ?: %s", line, p.b)
		}
		s2, err := ParseEntry("entry", string(p.b))
		if err != nil {
			t.Fatalf("entry %q printed as %q: %v", line, p.b, err)
		}
		p2 := &printer{}
		p2.summary(s2)
		if !bytes.Equal(p.b, p2.b) {
			t.Fatalf("entry %q: %q then %q", line, p.b, p2.b)
		}
	})
}

// entryErrorOK checks an entry's error: one error, at a column of the
// entry as given (or just past its end) when it is one line (score/live
// refuses the others), its message well formed in each language (no fmt
// "%!" of a missing or wrong argument).
func entryErrorOK(t *testing.T, line string, err error) {
	t.Helper()
	list, ok := err.(ErrorList)
	if !ok || len(list) != 1 {
		t.Fatalf("entry %q: %v, want one error", line, err)
	}
	e := list[0]
	oneLine := !strings.ContainsAny(line, "\r\n")
	if oneLine && (e.Pos.Line != 1 || e.Pos.Col < 1 || e.Pos.Col > len(line)+1) {
		t.Fatalf("entry %q (%d bytes): error at %v", line, len(line), e.Pos)
	}
	for _, l := range i18n.Langs {
		if m := e.MessageIn(l); strings.Contains(withoutWords(m, line), "%!") {
			t.Fatalf("entry %q: %s message %q", line, l, m)
		}
	}
}

// withoutWords is message m without the words of line it quotes (as
// written, or escaped as %q escapes them): what is left of a "%!" is
// then the message's own, a format verb gone wrong, not the entry's
// (the fuzzer's entry "%!" is quoted in the message as found "%!").
func withoutWords(m, line string) string {
	for _, f := range strings.Fields(line) {
		q := strconv.Quote(f)
		m = strings.ReplaceAll(strings.ReplaceAll(m, f, ""), q[1:len(q)-1], "")
	}
	return m
}
