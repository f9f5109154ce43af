package diag

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

func TestCaret(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		pos, end notation.Pos
		want     string
	}{
		{"one-letter word", "calls N pass", notation.Pos{Line: 1, Col: 7}, notation.Pos{}, "    calls N pass\n          ^\n"},
		{"word without end", "calls N pass", notation.Pos{Line: 1, Col: 9}, notation.Pos{}, "    calls N pass\n            ^^^^\n"},
		{"token span", "calls N pass", notation.Pos{Line: 1, Col: 9}, notation.Pos{Line: 1, Col: 13}, "    calls N pass\n            ^^^^\n"},
		{"suit symbol counts once", "W: 7♠ 8♥", notation.Pos{Line: 1, Col: 9}, notation.Pos{Line: 1, Col: 13}, "    W: 7♠ 8♥\n          ^^\n"},
		{"tab kept", "\tW: 7♠", notation.Pos{Line: 1, Col: 5}, notation.Pos{}, "    \tW: 7♠\n    \t   ^^\n"},
		{"past end of line", "ab", notation.Pos{Line: 1, Col: 9}, notation.Pos{}, "    ab\n      ^\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Caret(tt.text, tt.pos, tt.end); got != tt.want {
				t.Errorf("Caret() =\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

func TestWrite(t *testing.T) {
	src := map[string][]byte{"g.coinche": []byte("deal 1\ncalls N 85♥\n")}
	errs := notation.ErrorList{{
		File: "g.coinche",
		Pos:  notation.Pos{Line: 2, Col: 9},
		End:  notation.Pos{Line: 2, Col: 14},
		Code: "call/step", Msg: "N bid 85: bids are multiples of 10 (80, 90, …)",
	}}
	tests := []struct {
		format Format
		want   string
	}{
		{GCC, "g.coinche:2:9: error[call/step]: N bid 85: bids are multiples of 10 (80, 90, …)\n"},
		{TTY, "g.coinche:2:9: error[call/step]: N bid 85: bids are multiples of 10 (80, 90, …)\n    calls N 85♥\n            ^^^\n"},
		{JSON, `{"file":"g.coinche","line":2,"col":9,"code":"call/step","message":"N bid 85: bids are multiples of 10 (80, 90, …)"}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.want[:4], func(t *testing.T) {
			var b bytes.Buffer
			if err := Write(&b, errs, tt.format, SourceLines(src)); err != nil {
				t.Fatal(err)
			}
			if b.String() != tt.want {
				t.Errorf("got\n%s\nwant\n%s", b.String(), tt.want)
			}
		})
	}
}

func TestParseFormat(t *testing.T) {
	for _, s := range []string{"tty", "GCC", "json"} {
		if _, err := ParseFormat(s); err != nil {
			t.Errorf("ParseFormat(%q): %v", s, err)
		}
	}
	if _, err := ParseFormat("xml"); err == nil {
		t.Error("ParseFormat(xml) accepted")
	}
}

func ExampleWrite() {
	errs := notation.ErrorList{{
		File: "soir.coinche",
		Pos:  notation.Pos{Line: 1, Col: 16},
		Code: "play/follow-suit", Msg: "E held ♥7 ♥Q: must follow ♥",
	}}
	src := map[string][]byte{"soir.coinche": []byte("tricks N: A♥ 8♠ 9♥ 7♥\n")}
	_ = Write(os.Stdout, errs, TTY, SourceLines(src))
	// Output:
	// soir.coinche:1:16: error[play/follow-suit]: E held ♥7 ♥Q: must follow ♥
	//     tricks N: A♥ 8♠ 9♥ 7♥
	//                  ^^
}

func TestFileLines(t *testing.T) {
	dir := t.TempDir()
	name := dir + "/g.coinche"
	src := "deal 1\n\tcalls N 85♥  E pass\nlast"
	if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		file string
		pos  notation.Pos
		want string
		ok   bool
	}{
		{"first line", name, notation.Pos{Line: 1, Col: 3, Offset: 2}, "deal 1", true},
		{"middle of second line", name, notation.Pos{Line: 2, Col: 10, Offset: 16}, "\tcalls N 85♥  E pass", true},
		{"last line without newline", name, notation.Pos{Line: 3, Col: 1, Offset: 30}, "last", true},
		{"missing file", dir + "/none", notation.Pos{Line: 1, Col: 1}, "", false},
	}
	lines := FileLines()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := lines(tt.file, tt.pos)
			if got != tt.want || ok != tt.ok {
				t.Errorf("lines(%v) = %q, %v; want %q, %v", tt.pos, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestWriteRelated: a position the message names is data (Related),
// cited in the text formats and given apart in JSON; the error's shift
// moves it with the error's own position.
func TestWriteRelated(t *testing.T) {
	src := map[string][]byte{"g.coinche": []byte("deal 1 dealer N\nresult NS 80 EW 82\nresult NS 0 EW 162\n")}
	mk := func() notation.ErrorList {
		return notation.ErrorList{{
			File: "g.coinche",
			Pos:  notation.Pos{Line: 3, Col: 1, Offset: 35},
			End:  notation.Pos{Line: 3, Col: 7, Offset: 41},
			Code: "syntax/duplicate", Msg: "the deal already has a result",
			Related: []notation.Related{{Pos: notation.Pos{Line: 2, Col: 1, Offset: 16}, Label: "at", At: 29}},
		}}
	}
	tests := []struct {
		name   string
		format Format
		shift  int // lines before (and ten times as many bytes), as for a piece of a file
		want   string
	}{
		{"gcc", GCC, 0, "g.coinche:3:1: error[syntax/duplicate]: the deal already has a result (at line 2)\n"},
		{"tty", TTY, 0, "g.coinche:3:1: error[syntax/duplicate]: the deal already has a result (at line 2)\n    result NS 0 EW 162\n    ^^^^^^\n"},
		{"json", JSON, 0, `{"file":"g.coinche","line":3,"col":1,"code":"syntax/duplicate","message":"the deal already has a result (at line 2)","related":[{"line":2,"col":1,"label":"at"}]}` + "\n"},
		{"gcc shifted", GCC, 10, "g.coinche:13:1: error[syntax/duplicate]: the deal already has a result (at line 12)\n"},
		{"json shifted", JSON, 10, `{"file":"g.coinche","line":13,"col":1,"code":"syntax/duplicate","message":"the deal already has a result (at line 12)","related":[{"line":12,"col":1,"label":"at"}]}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := mk()
			errs[0].Shift(tt.shift, 10*tt.shift)
			var b bytes.Buffer
			if err := Write(&b, errs, tt.format, SourceLines(src)); err != nil {
				t.Fatal(err)
			}
			if b.String() != tt.want {
				t.Errorf("got\n%s\nwant\n%s", b.String(), tt.want)
			}
		})
	}
}

// TestLine checks a diagnostic's line in each language: the severity
// and a message of the catalog translated, the code and the position as
// they are, a message without a key in English.
func TestLine(t *testing.T) {
	keyed := &notation.Error{File: "f", Pos: notation.Pos{Line: 2, Col: 3, Offset: 9}, Code: "syntax/entry",
		Msg: "unexpected \"x\" in an entry", Key: i18n.EntryUnexpected, Args: []any{`"x"`}}
	warn := &notation.Error{File: "f", Pos: notation.Pos{Line: 4, Col: 1, Offset: 20}, Code: "game/after-end",
		Msg: "deal 5 is after the end of the game", Warning: true}
	note := &notation.Error{File: "f", Pos: notation.Pos{Line: 1, Col: 1}, Code: "game/no-rules", Msg: "no Rules tag", Note: true}
	tests := []struct {
		e    *notation.Error
		l    i18n.Lang
		want string
	}{
		{keyed, i18n.English, `f:2:3: error[syntax/entry]: unexpected "x" in an entry`},
		{keyed, i18n.French, `f:2:3: erreur[syntax/entry]: "x" en trop dans la saisie`},
		{warn, i18n.English, "f:4:1: warning[game/after-end]: deal 5 is after the end of the game"},
		{warn, i18n.French, "f:4:1: avertissement[game/after-end]: deal 5 is after the end of the game"},
		{note, i18n.English, "f:1:1: note[game/no-rules]: no Rules tag"},
		{note, i18n.French, "f:1:1: note[game/no-rules]: no Rules tag"},
	}
	for _, tt := range tests {
		t.Run(tt.l.String()+" "+tt.e.Code, func(t *testing.T) {
			if got := Line(tt.e, tt.l); got != tt.want {
				t.Errorf("Line = %q, want %q", got, tt.want)
			}
			var b strings.Builder
			if err := WriteIn(&b, notation.ErrorList{tt.e}, JSON, nil, tt.l); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), `"message":`+strconv.Quote(tt.e.Msg)) {
				t.Errorf("JSON in %s is not English: %s", tt.l, b.String())
			}
		})
	}
}
