package notation

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
)

// golden compares got with the golden file name, or rewrites it with
// -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	goldentest.Check(t, name, got)
}

// TestFormatGolden formats each input of testdata/format (lax input, one
// construct each) and compares with its .golden canonical form, which must
// itself be canonical (Format leaves it byte for byte).
func TestFormatGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/format/*.coinche")
	if len(files) == 0 {
		t.Fatal("no inputs in testdata/format")
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			out, err := Format(name, src)
			if err != nil {
				t.Fatalf("Format: %v", err)
			}
			gold := strings.TrimSuffix(name, ".coinche") + ".golden"
			golden(t, gold, out)
			again, err := Format(gold, out)
			if err != nil {
				t.Fatalf("Format of the canonical form: %v", err)
			}
			if !bytes.Equal(again, out) {
				t.Errorf("the canonical form is not a fixed point:\n%s\n---\n%s", out, again)
			}
		})
	}
}

// TestErrorsGolden parses each input of testdata/errors and compares the
// diagnostics, then what was kept (printed), with its .golden file. The
// Reader must report the same diagnostics.
func TestErrorsGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.coinche")
	if len(files) == 0 {
		t.Fatal("no inputs in testdata/errors")
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			games, err := Parse(name, src)
			if err == nil {
				t.Fatal("no syntax error")
			}
			var b bytes.Buffer
			for _, e := range err.(ErrorList) {
				b.WriteString(e.Error())
				b.WriteByte('\n')
			}
			b.WriteString("-- kept --\n")
			if err := Print(&b, games); err != nil {
				t.Fatalf("Print: %v", err)
			}
			golden(t, strings.TrimSuffix(name, ".coinche")+".golden", b.Bytes())

			// The Reader reports the same errors, deal by deal.
			var all ErrorList
			r := NewReader(bytes.NewReader(src), name)
			for {
				d, err := r.Next()
				if el, ok := err.(ErrorList); ok {
					all = append(all, el...)
					if d != nil && !d.Bad && hasDealError(el, d) {
						t.Errorf("deal at %s has errors but Bad is false", d.Pos)
					}
					continue
				}
				if err != nil {
					break
				}
			}
			all.Sort()
			if got, want := errText(all), errText(err.(ErrorList)); got != want {
				t.Errorf("Reader errors differ:\n%s---\n%s", got, want)
			}
		})
	}
}

func hasDealError(el ErrorList, d *Deal) bool {
	for _, e := range el {
		if e.Pos.Offset >= d.Head.Offset && e.Pos.Offset < d.End.Offset {
			return true
		}
	}
	return false
}

func errText(l ErrorList) string {
	var b strings.Builder
	for _, e := range l {
		b.WriteString(e.Error())
		b.WriteByte('\n')
	}
	return b.String()
}
