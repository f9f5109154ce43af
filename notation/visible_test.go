package notation_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/coinche/coinche/notation"
)

func TestVisible(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Mamie / Léo ♥", "Mamie / Léo ♥"},
		{"\x1b]0;pwned\a", `\x1b]0;pwned\a`},                             // window title (OSC 0)
		{"\x1b]52;c;ZWNobyBwd25lZA==\a", `\x1b]52;c;ZWNobyBwd25lZA==\a`}, // clipboard write (OSC 52)
		{"\x1b[2J\x1b[H", `\x1b[2J\x1b[H`},                               // clear screen
		{"a\rb\tc\nd", `a\rb\tc\nd`},
		{"\x7f\u009b31m", `\x7f\u009b31m`}, // DEL, C1 CSI
		{"abc\u202edcba", `abc\u202edcba`}, // right-to-left override
		{"\u2066x\u2069", `\u2066x\u2069`},
		{"\xff\xfe ok", `\xff\xfe ok`},
		{"\u00a0\u00e9\u2028", "\u00a0\u00e9\u2028"}, // no control: kept
		{`"quoted"`, `"quoted"`},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := notation.Visible(tt.in); got != tt.want {
				t.Errorf("Visible(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestVisibleWriter: the text written in pieces, cut anywhere (inside a
// character too), comes out as Visible shows each line, newlines kept.
func TestVisibleWriter(t *testing.T) {
	text := "[Event \"\x1b]0;x\a\"]\nLéo ♥ \u009b2J\u202e\n\xff end"
	want := strings.Join(func() []string {
		var out []string
		for _, l := range strings.Split(text, "\n") {
			out = append(out, notation.Visible(l))
		}
		return out
	}(), "\n")
	for step := 1; step <= len(text); step++ {
		var b bytes.Buffer
		w := notation.NewVisibleWriter(&b)
		for i := 0; i < len(text); i += step {
			p := text[i:min(i+step, len(text))]
			if n, err := w.Write([]byte(p)); n != len(p) || err != nil {
				t.Fatalf("Write: %d, %v", n, err)
			}
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if b.String() != want {
			t.Errorf("pieces of %d: %q, want %q", step, b.String(), want)
		}
	}
}

func FuzzVisible(f *testing.F) {
	f.Add("\x1b]52;c;AAAA\a")
	f.Add("Léo\u202e♥\xff\u009b")
	f.Fuzz(func(t *testing.T, s string) {
		v := notation.Visible(s)
		if !utf8.ValidString(v) {
			t.Fatalf("Visible(%q) = %q: not UTF-8", s, v)
		}
		for _, r := range v {
			if unicode.IsControl(r) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
				t.Fatalf("Visible(%q) = %q keeps %U", s, v, r)
			}
		}
		if notation.Visible(v) != v {
			t.Fatalf("Visible(%q) = %q changes again", s, v)
		}
		var b bytes.Buffer
		w := notation.NewVisibleWriter(&b)
		w.Write([]byte(s))
		w.Flush()
		if got := strings.ReplaceAll(b.String(), "\n", `\n`); got != v {
			t.Fatalf("VisibleWriter(%q) = %q, want %q", s, b.String(), v)
		}
	})
}

func ExampleVisible() {
	fmt.Println(notation.Visible("Alice \x1b]0;pwned\a/ Chloé"))
	// Output: Alice \x1b]0;pwned\a/ Chloé
}

// TestVisibleJSONWriter: encoding/json's output through the writer shows
// no raw DEL, C1 or bidi character and decodes to the same values.
func TestVisibleJSONWriter(t *testing.T) {
	in := map[string]string{"event": "Club \x1b]0;x\a \x7f \u009b2J \u202e ♥ é \xff", "ns": "Alice / Chloé"}
	var b bytes.Buffer
	w := notation.NewVisibleJSONWriter(&b)
	if err := json.NewEncoder(w).Encode(in); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	for _, r := range strings.TrimSuffix(b.String(), "\n") {
		if unicode.IsControl(r) || r == 0x202e {
			t.Fatalf("raw %U in %s", r, b.String())
		}
	}
	var out map[string]string
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatalf("%v: %s", err, b.String())
	}
	want := strings.ToValidUTF8(in["event"], "\ufffd")
	if out["event"] != want || out["ns"] != in["ns"] {
		t.Errorf("decoded %q, want %q", out, want)
	}
}
