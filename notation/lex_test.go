package notation

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// item is a token as the lexer tests see it: its type, text, place,
// whether it is first on its line ("own") and its problem flags.
type item struct {
	typ       tokType
	val       string
	line, col int
	own       bool
	flag      uint8
}

func (i item) String() string {
	return fmt.Sprintf("%d:%d %v %q own=%v flag=%d", i.line, i.col, i.typ, i.val, i.own, i.flag)
}

func (t tokType) String() string {
	names := [...]string{"EOF", "word", "string", "[", "]", ":", "comment", "stray", "long", "encoding"}
	if int(t) < len(names) {
		return names[t]
	}
	return fmt.Sprintf("tok%d", t)
}

// lexAll lexes input to its tEOF token, included.
func lexAll(input string) []item {
	l := newLexer(&bytesSource{src: []byte(input)})
	var items []item
	for n := 0; n < 1000; n++ {
		l.next()
		tk := l.tok
		items = append(items, item{tk.typ, string(tk.val), tk.line, tk.col, tk.own, tk.flag})
		if tk.typ == tEOF {
			break
		}
	}
	return items
}

// TestLex checks the lexer token by token, as text/template/parse's
// lex_test does: each token's type, text, line and column, whether it
// is the first on its line, and its problem flags.
func TestLex(t *testing.T) {
	w := func(val string, line, col int, own bool) item { return item{tWord, val, line, col, own, lexOK} }
	// the end of the input: after the last byte, on a line of its own
	eof := func(line, col int) item { return item{typ: tEOF, line: line, col: col, own: true} }
	tests := []struct {
		name  string
		input string
		want  []item
	}{
		{"empty", "", []item{eof(1, 1)}},
		{"blanks", " \t\v\f\n\n", []item{eof(3, 1)}},
		{"tag", `[Event "Club night"]`, []item{
			{tLBrack, "[", 1, 1, true, 0}, w("Event", 1, 2, false), {tString, `"Club night"`, 1, 8, false, 0},
			{tRBrack, "]", 1, 20, false, 0}, eof(1, 21)}},
		{"summary deal", "deal 1 dealer N  W 90♠ X made 102\n", []item{
			w("deal", 1, 1, true), w("1", 1, 6, false), w("dealer", 1, 8, false), w("N", 1, 15, false),
			w("W", 1, 18, false), w("90♠", 1, 20, false), w("X", 1, 26, false), w("made", 1, 28, false),
			w("102", 1, 33, false), eof(2, 1)}},
		{"seat colon", "N: ♠A ♥10", []item{
			w("N", 1, 1, true), {tColon, ":", 1, 2, false, 0}, w("♠A", 1, 4, false), w("♥10", 1, 9, false), eof(1, 14)}},
		{"line comment own", "# a note\ndeal", []item{
			{tComment, "# a note", 1, 1, true, 0}, w("deal", 2, 1, true), eof(2, 5)}},
		{"line comment after a token", "pass # nobody", []item{
			w("pass", 1, 1, true), {tComment, "# nobody", 1, 6, false, 0}, eof(1, 14)}},
		{"block comment inline", "W { Bruno } 80♠", []item{
			w("W", 1, 1, true), {tComment, "{ Bruno }", 1, 3, false, 0}, w("80♠", 1, 13, false), eof(1, 18)}},
		{"block comment over lines", "{ one\ntwo }\nx", []item{
			{tComment, "{ one\ntwo }", 1, 1, true, 0}, w("x", 3, 1, true), eof(3, 2)}},
		{"comment after comment keeps its place", "# a\n{ b } # c", []item{
			{tComment, "# a", 1, 1, true, 0}, {tComment, "{ b }", 2, 1, true, 0}, {tComment, "# c", 2, 7, true, 0}, eof(2, 10)}},
		{"stray brace", "a } b", []item{
			w("a", 1, 1, true), {tStray, "}", 1, 3, false, 0}, w("b", 1, 5, false), eof(1, 6)}},
		{"words end at delimiters", `a"b"c[d]e:f`, []item{
			w("a", 1, 1, true), {tString, `"b"`, 1, 2, false, 0}, w("c", 1, 5, false), {tLBrack, "[", 1, 6, false, 0},
			w("d", 1, 7, false), {tRBrack, "]", 1, 8, false, 0}, w("e", 1, 9, false), {tColon, ":", 1, 10, false, 0},
			w("f", 1, 11, false), eof(1, 12)}},
		{"string escapes", `"a \"b\" \\"`, []item{{tString, `"a \"b\" \\"`, 1, 1, true, 0}, eof(1, 13)}},
		{"unclosed string", `"abc`, []item{{tString, `"abc`, 1, 1, true, lexUnclosed}, eof(1, 5)}},
		// the comment is closed for the printer, and flagged
		{"unclosed block comment", "{ never", []item{{tComment, "{ never }", 1, 1, true, lexUnclosed}, eof(1, 8)}},
		{"UTF-8 byte-order mark skipped", "\ufeffdeal", []item{w("deal", 1, 4, true), eof(1, 8)}},
		{"UTF-16 refused at once", "\xff\xfed\x00", []item{{tEncoding, "\xff\xfe", 1, 1, true, 16}, eof(1, 5)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := lexAll(tt.input)
			if diff := cmp.Diff(itemsText(tt.want), itemsText(got)); diff != "" {
				t.Errorf("lex %q (-want +got):\n%s", tt.input, diff)
			}
		})
	}
}

func itemsText(items []item) string {
	var b strings.Builder
	for _, i := range items {
		b.WriteString(i.String())
		b.WriteByte('\n')
	}
	return b.String()
}
