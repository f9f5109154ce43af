package notation

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
)

// TestErrorsInFrench writes the syntax errors of the inputs of
// testdata/errors in French (testdata/errors-fr.golden; the English are
// each input's .golden): every one made from the catalog, with a French
// text of its own, but those that cite a second place (Related), which
// are written in English.
func TestErrorsInFrench(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.coinche")
	if len(files) == 0 {
		t.Fatal("no inputs in testdata/errors")
	}
	var b strings.Builder
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Parse(name, src)
		el, ok := err.(ErrorList)
		if !ok {
			t.Fatalf("%s: no syntax error", name)
		}
		for _, e := range el {
			b.WriteString(e.ErrorIn(i18n.French))
			b.WriteByte('\n')
			if len(e.Related) > 0 {
				continue
			}
			fr := e.MessageIn(i18n.French)
			if e.Key == "" || fr == e.Msg || strings.Contains(fr, "%!") {
				t.Errorf("%s: %s: no French: %q (key %q)", e.Where(), e.Code, fr, e.Key)
			}
			if en := e.MessageIn(i18n.English); en != e.Msg {
				t.Errorf("%s: %s: English %q, Msg %q", e.Where(), e.Code, en, e.Msg)
			}
		}
	}
	golden(t, "testdata/errors-fr.golden", []byte(b.String()))
}
