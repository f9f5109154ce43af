package analyze

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"

	"github.com/coinche/coinche/score/render"
)

// TestTextWidth: the text reviews and the season's text tables, on the
// examples (the golden files the other tests keep current), fit in 80
// columns (render.TextWidth).
func TestTextWidth(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no text golden: %v", err)
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			text, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			for i, line := range strings.Split(string(text), "\n") {
				if w := displaywidth.String(line); w > render.TextWidth {
					t.Errorf("line %d: %d columns: %s", i+1, w, line)
				}
			}
		})
	}
}
