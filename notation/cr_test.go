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

// lexPositions lexes src from a line source and lists its tokens as
// "line:col val" (offsets checked against the text).
func lexPositions(t *testing.T, src []byte, from lineSource) []string {
	t.Helper()
	l := newLexer(from)
	var out []string
	for {
		l.next()
		tk := l.tok
		if tk.typ == tEOF {
			out = append(out, fmt.Sprintf("%d:%d EOF", tk.line, tk.col))
			return out
		}
		if tk.typ != tComment && string(src[tk.off:tk.eoff]) != string(tk.val) {
			t.Errorf("token %q at offset %d: the text there is %q", tk.val, tk.off, src[tk.off:tk.eoff])
		}
		out = append(out, fmt.Sprintf("%d:%d %s", tk.line, tk.col, tk.val))
	}
}

// TestLexLoneCR: a carriage return not followed by a newline ends a line
// (old Mac OS files), for the lexer reading a whole text and a stream
// cut anywhere; in "\r\n" it stays a blank at the end of its line.
func TestLexLoneCR(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"CR", "a\rb c\r\rd", []string{"1:1 a", "2:1 b", "2:3 c", "4:1 d", "4:2 EOF"}},
		{"CR at the end", "a\rb\r", []string{"1:1 a", "2:1 b", "3:1 EOF"}},
		{"CRLF", "a\r\nb\r\n", []string{"1:1 a", "2:1 b", "3:1 EOF"}},
		{"mixed", "a\r\nb\rc\nd\r\r\ne", []string{"1:1 a", "2:1 b", "3:1 c", "4:1 d", "6:1 e", "6:2 EOF"}},
		{"comment", "# x\r[A \"1\"]\r{ y\rz }\rw", []string{"1:1 # x", "2:1 [", "2:2 A", "2:4 \"1\"", "2:7 ]", "3:1 { y\nz }", "5:1 w", "5:2 EOF"}},
		{"CR before CRLF", "a\r\r\nb", []string{"1:1 a", "3:1 b", "3:2 EOF"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := []byte(tt.src)
			if got := lexPositions(t, src, &bytesSource{src: src}); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("whole text: got %q, want %q", got, tt.want)
			}
			for max := 1; max <= 3; max++ {
				rng := rand.New(rand.NewPCG(uint64(max), 1))
				r := newReaderSource(&chunkReader{src: src, rng: rng, max: max})
				if got := lexPositions(t, src, r); !reflect.DeepEqual(got, tt.want) {
					t.Errorf("stream in reads of 1 to %d bytes: got %q, want %q", max, got, tt.want)
				}
			}
		})
	}
}

// crSeeds are game files to rewrite with CR line ends.
func crSeeds(t *testing.T) map[string][]byte {
	seeds := map[string][]byte{}
	for _, pattern := range []string{"../examples/*.coinche", "testdata/fast/*.coinche", "testdata/errors/*.coinche"} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.IndexByte(src, '\r') < 0 {
				seeds[name] = src
			}
		}
	}
	if len(seeds) == 0 {
		t.Fatal("no seed files")
	}
	return seeds
}

// TestLoneCRFiles: a file whose lines end with CR alone reads exactly as
// the same file with LF line ends (the same games, deals, positions and
// errors: a CR is one byte as a LF is), with Parse and with a Reader cut
// anywhere; the fast path agrees with the general parser on it, and on
// files that mix the three line ends.
func TestLoneCRFiles(t *testing.T) {
	for name, lf := range crSeeds(t) {
		t.Run(name, func(t *testing.T) {
			cr := bytes.ReplaceAll(lf, []byte("\n"), []byte("\r"))
			gl, el := Parse("x", lf)
			gc, ec := Parse("x", cr)
			if !reflect.DeepEqual(el, ec) {
				t.Fatalf("errors differ:\nLF: %v\nCR: %v", el, ec)
			}
			if !reflect.DeepEqual(gl, gc) {
				t.Fatalf("games differ: %d games with LF, %d with CR", len(gl), len(gc))
			}
			if len(gl) == 0 || len(gl[0].Deals) == 0 {
				t.Fatalf("nothing read from the LF file")
			}

			ref := NewReader(bytes.NewReader(lf), "x")
			rng := rand.New(rand.NewPCG(uint64(len(cr)), 3))
			rd := NewReader(&chunkReader{src: cr, rng: rng, max: 1 + rng.IntN(4096)}, "x")
			for k := 0; ; k++ {
				dl, el := ref.Next()
				dc, ec := rd.Next()
				if !reflect.DeepEqual(el, ec) || !reflect.DeepEqual(dl, dc) {
					t.Fatalf("Reader: Next %d differs:\nLF: %v %s\nCR: %v %s", k, el, dealString(dl), ec, dealString(dc))
				}
				if el == io.EOF {
					break
				}
			}

			checkFastPath(t, cr)
			lines := strings.SplitAfter(string(lf), "\n")
			ends := []string{"\r", "\n", "\r\n"}
			for i := range lines {
				if strings.HasSuffix(lines[i], "\n") {
					lines[i] = strings.TrimSuffix(lines[i], "\n") + ends[i%3]
				}
			}
			checkFastPath(t, []byte(strings.Join(lines, "")))
		})
	}
}

// TestLoneCRLongLine: a line longer than the Reader's buffer ended by a
// lone CR, however the reads cut it, ends there.
func TestLoneCRLongLine(t *testing.T) {
	long := "# " + strings.Repeat("x", readerBuf+100)
	for _, src := range []string{
		long + "\rdeal 1\r",
		long + "\r\ndeal 1\r",
		"#" + strings.Repeat("x", readerBuf-2) + "\r\rdeal 1", // the CR ends the full buffer
		"#" + strings.Repeat("x", readerBuf-2) + "\r\ndeal 1",
	} {
		want := lexPositions(t, []byte(src), &bytesSource{src: []byte(src)})
		for _, max := range []int{1, 7, readerBuf} {
			rng := rand.New(rand.NewPCG(uint64(max), 2))
			r := newReaderSource(&chunkReader{src: []byte(src), rng: rng, max: max})
			if got := lexPositions(t, []byte(src), r); !reflect.DeepEqual(got[1:], want[1:]) {
				t.Errorf("reads of up to %d bytes: got %q, want %q", max, got[1:], want[1:])
			}
		}
	}
}

// TestLoneCRRandom: on random texts of CRs, LFs, words and comments, the
// lexer reading a stream in reads of a few bytes gives the tokens and
// positions of the lexer reading the whole text, and each token's line is
// the count of line ends before it (LF, and CR not followed by LF).
func TestLoneCRRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 1))
	alphabet := []string{"a", "bc", " ", "\r", "\n", "\r\n", "# x", "{", "}", "deal"}
	for k := 0; k < 3000; k++ {
		var b strings.Builder
		for n := rng.IntN(40); n > 0; n-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		src := []byte(b.String())
		want := lexPositions(t, src, &bytesSource{src: src})
		r := newReaderSource(&chunkReader{src: src, rng: rng, max: 1 + rng.IntN(6)})
		if got := lexPositions(t, src, r); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: stream %q, whole text %q", src, got, want)
		}
		l := newLexer(&bytesSource{src: src})
		for l.next(); l.tok.typ != tEOF; l.next() {
			line := 1
			for i := 0; i < l.tok.off; i++ {
				if src[i] == '\n' || src[i] == '\r' && (i+1 == len(src) || src[i+1] != '\n') {
					line++
				}
			}
			if l.tok.line != line {
				t.Fatalf("%q: token %q at line %d, want %d", src, l.tok.val, l.tok.line, line)
			}
		}
	}
}
