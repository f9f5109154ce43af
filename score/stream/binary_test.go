package stream

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// TestNotText: a PDF, an office file or binary data is refused before any
// game is read (ErrNotText); text, and UTF-16 text, is read.
func TestNotText(t *testing.T) {
	tests := []struct {
		name, input string
		want        string // "" when read as text
	}{
		{"pdf", "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj", "a PDF document"},
		{"xlsx", "PK\x03\x04\x14\x00\x06\x00", "a ZIP archive"},
		{"nul", "deal 1 dealer N  pass\n\x00\x00", ""}, // a syntax error at its place
		{"long", "deal 1 dealer N  pass\n" + strings.Repeat("#\n", sniffLen), ""},
		{"exe", "MZ\x90\x00\x03", "a Windows program"},
		{"text", "deal 1 dealer N  pass\n", ""},
		{"empty", "", ""},
		{"utf-16", "\xff\xfed\x00e\x00", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Run(strings.NewReader(tt.input), "f", Options{}, &countHandler{})
			if tt.want == "" {
				if errors.Is(err, ErrNotText) {
					t.Errorf("Run: %v, want it read as text", err)
				}
				return
			}
			if !errors.Is(err, ErrNotText) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Run: %v, want ErrNotText saying %q", err, tt.want)
			}
			var out bytes.Buffer
			_, err = CheckFile(strings.NewReader(tt.input), int64(len(tt.input)), "f", Options{}, Parallel{}, &out, nil)
			if !errors.Is(err, ErrNotText) {
				t.Errorf("CheckFile: %v, want ErrNotText", err)
			}
		})
	}
}

// countHandler counts games and deals.
type countHandler struct{ games, deals int }

func (h *countHandler) StartGame(*Game, notation.ErrorList) error { h.games++; return nil }
func (h *countHandler) Deal(*Deal) error                          { h.deals++; return nil }
func (h *countHandler) EndGame(*Game) error                       { return nil }
