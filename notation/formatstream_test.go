package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// streamOutput formats src through FormatStream and Print(Parse): the text
// of each, and the errors of each.
func streamOutput(t *testing.T, src []byte) (stream, whole string, serr, werr error) {
	t.Helper()
	var sb bytes.Buffer
	serr = FormatStream(&sb, bytes.NewReader(src), "in", nil)
	games, werr := Parse("in", src)
	var wb bytes.Buffer
	if err := Print(&wb, games); err != nil && werr == nil {
		werr = err
	}
	return sb.String(), wb.String(), serr, werr
}

// TestFormatStreamSame: FormatStream writes what Print(Parse) writes, and
// reports the same errors, on every example game and golden input, and on
// game shapes the streaming printer must get right (several games, a
// header with no deal, comments at the end).
func TestFormatStreamSame(t *testing.T) {
	var inputs = map[string][]byte{
		"empty":            nil,
		"comment only":     []byte("# nothing yet\n"),
		"header only":      []byte("[Event \"x\"]\n# to come\n"),
		"deal without tag": []byte("deal 1 dealer N\nresult NS 0 EW 0\n"),
		"two games": []byte("[Event \"a\"]\ndeal 1 dealer N pass\n# after a\n[Event \"b\"]\n\n\n" +
			"deal 1 dealer E pass\ndeal 2 dealer S pass\n# end\n"),
		"trailing header": []byte("[Event \"a\"]\ndeal 1 dealer N pass\n[Event \"b\"]\n# b has no deal\n"),
		"bad tags":        []byte("[1 \"x\"]\ndeal 1 dealer N pass\n"),
	}
	for _, pattern := range []string{"../examples/*.coinche", "testdata/*/*.coinche", "testdata/format/*.golden"} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			inputs[name] = src
		}
	}
	if len(inputs) < 20 {
		t.Fatalf("only %d inputs", len(inputs))
	}
	for name, src := range inputs {
		t.Run(name, func(t *testing.T) {
			stream, whole, serr, werr := streamOutput(t, src)
			if stream != whole {
				t.Errorf("FormatStream wrote\n%s\nPrint(Parse) wrote\n%s", stream, whole)
			}
			if errString(serr) != errString(werr) {
				t.Errorf("FormatStream error %v, Parse error %v", serr, werr)
			}
		})
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestFormatStreamReport: with a report function, the errors go there,
// in the order of the input, and FormatStream returns nil.
func TestFormatStreamReport(t *testing.T) {
	src := "deal 1 dealer Q pass\ndeal 2 dealer N pass\ndeal 3 dealer Z pass\n"
	var lines []int
	err := FormatStream(io.Discard, strings.NewReader(src), "in", func(l ErrorList) {
		for _, e := range l {
			lines = append(lines, e.Pos.Line)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 2 || lines[0] != 1 || lines[1] != 3 {
		t.Errorf("errors at lines %v, want [1 3]", lines)
	}
	// A nil writer reads the syntax only.
	var list ErrorList
	if err := FormatStream(nil, strings.NewReader(src), "in", nil); !errors.As(err, &list) || len(list) != 2 {
		t.Errorf("nil writer: %v", err)
	}
}

// TestFormatStreamConstantMemory formats 200,000 deals, and reads
// 200,000 empty deals (each a syntax error: the input of `fmt` that ran
// out of memory when every deal and error was held, about 4.4 KB a deal),
// and checks that the live heap stays small.
func TestFormatStreamConstantMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("formats 200,000 deals")
	}
	const n = 200_000
	for _, tc := range []struct {
		name, deal string
		errs       int
	}{
		{"all-pass deals", "deal 1 dealer N pass\n", 0},
		{"empty deals", "deal 1 dealer N\n", n},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &repeatReader{head: []byte("[Event \"many\"]\n"), deal: []byte(tc.deal), n: n}
			w := &heapWatcher{}
			errs := 0
			err := FormatStream(w, r, "many", func(l ErrorList) {
				errs += len(l)
				if errs%1000 == 0 {
					w.sample()
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if errs != tc.errs {
				t.Errorf("%d errors, want %d", errs, tc.errs)
			}
			if w.n < n*len("deal 1 dealer N\n") {
				t.Fatalf("wrote %d bytes", w.n)
			}
			// Held deals would be n × 4.4 KB = 880 MB; a stream holds a deal.
			if w.peak == 0 || w.peak > 64<<20 {
				t.Errorf("live heap reached %d MB while formatting: deals are held", w.peak>>20)
			}
		})
	}
}

// heapWatcher counts what is written and samples the live heap now and
// then.
type heapWatcher struct {
	n, calls int
	peak     uint64
}

func (w *heapWatcher) Write(p []byte) (int, error) {
	w.n += len(p)
	w.calls++
	if w.calls%8 == 0 {
		w.sample()
	}
	return len(p), nil
}

func (w *heapWatcher) sample() {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	w.peak = max(w.peak, m.HeapAlloc)
}

// FuzzFormatStream checks that FormatStream writes what Print(Parse)
// writes, with the same errors, on any input.
func FuzzFormatStream(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		stream, whole, serr, werr := streamOutput(t, src)
		if stream != whole {
			t.Fatalf("FormatStream wrote\n%q\nPrint(Parse) wrote\n%q", stream, whole)
		}
		if errString(serr) != errString(werr) {
			t.Fatalf("FormatStream error %v, Parse error %v", serr, werr)
		}
	})
}

// FormatStream writes the canonical form of a text as it reads it, deal
// by deal; the syntax errors go to the report function as they are
// found.
func ExampleFormatStream() {
	src := strings.NewReader("[Event  \"club\"]\ndeal 1 dealer N   pass\ndeal 2 dealer W S 80H made 90\n")
	err := FormatStream(os.Stdout, src, "club.coinche", func(l ErrorList) {
		fmt.Println("error:", l)
	})
	fmt.Println("err:", err)
	// Output:
	// [Event "club"]
	//
	// deal 1 dealer N  pass
	//
	// deal 2 dealer W  S 80♥ made 90
	// err: <nil>
}
