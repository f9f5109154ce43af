package render

import (
	"encoding/csv"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score"
)

func TestCSVCell(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"Les Bleus", "Les Bleus"},
		{"=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")"},
		{"+33 6 12", "'+33 6 12"},
		{"-2+3", "'-2+3"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\tx", "'\tx"},
		{"\rx", "'\rx"},
		{"-230", "-230"},
		{"+770", "+770"},
		{"0", "0"},
		{"-", "'-"},
		{"a=b", "a=b"},
	} {
		t.Run(c.in, func(t *testing.T) {
			if got := CSVCell(c.in); got != c.want {
				t.Errorf("CSVCell(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// hostile names a team as a spreadsheet formula, a Markdown cell end and
// raw HTML.
var hostile = score.Names{NS: `=HYPERLINK("http://evil","x")`, EW: "@A | <b>B</b> *C*"}

// A hostile team name reaches a CSV sheet and CSV standings as text, not
// a formula; numbers, negative ones included, stay numbers; RawCSV
// keeps the cells as they are.
func TestCSVNeutralised(t *testing.T) {
	rs := preset(t, "base")
	s := score.NewSheet(rs, 1000)
	s.Add(mk(notation.North, pts(80, notation.TrumpH), 0, 90, 72))
	st := score.NewStandings()
	won := score.NewSheet(rs, 100)
	won.Add(mk(notation.North, pts(80, notation.TrumpH), 0, 90, 72))
	st.Add("a.coinche#1", score.GameInfo{}, hostile, won, nil)
	for _, c := range []struct {
		name  string
		write func(*strings.Builder, ...WriteOption) error
	}{
		{"sheet", func(b *strings.Builder, o ...WriteOption) error { return Write(b, s, "csv", hostile, o...) }},
		{"standings", func(b *strings.Builder, o ...WriteOption) error { return WriteStandings(b, st, "csv", o...) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b strings.Builder
			if err := c.write(&b); err != nil {
				t.Fatal(err)
			}
			recs, err := csv.NewReader(strings.NewReader(b.String())).ReadAll()
			if err != nil && c.name == "sheet" {
				t.Fatal(err)
			}
			var negative bool
			for _, rec := range recs {
				for _, cell := range rec {
					if cell != "" && strings.ContainsRune("=+-@", rune(cell[0])) && !plainNumber(cell) {
						t.Errorf("cell %q is a formula:\n%s", cell, b.String())
					}
					negative = negative || cell == "-" || strings.HasPrefix(cell, "-") && plainNumber(cell)
				}
			}
			if c.name == "standings" && !negative {
				t.Errorf("no negative number left as a number:\n%s", b.String())
			}
			if !strings.Contains(b.String(), `'=HYPERLINK(`) {
				t.Errorf("no neutralised name:\n%s", b.String())
			}
			b.Reset()
			if err := c.write(&b, RawCSV()); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(b.String(), "'=") || !strings.Contains(b.String(), `"=HYPERLINK(`) {
				t.Errorf("RawCSV changed the cells:\n%s", b.String())
			}
		})
	}
	t.Run("rowwriter", func(t *testing.T) {
		var b strings.Builder
		rw, err := NewRowWriter(&b, "csv", hostile)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range s.Rows() {
			rw.Row(&r)
		}
		rw.End(s)
		var want strings.Builder
		Write(&want, s, "csv", hostile)
		if b.String() != want.String() {
			t.Errorf("RowWriter:\n%s\nWrite:\n%s", b.String(), want.String())
		}
	})
}

// In Markdown, a "|" in a team name does not end a cell, and HTML is
// text: every row has the header's number of cells, and no tag is left.
func TestMarkdownEscaped(t *testing.T) {
	rs := preset(t, "base")
	s := score.NewSheet(rs, 100)
	s.Add(mk(notation.East, pts(80, notation.TrumpH), 0, 72, 90))
	st := score.NewStandings()
	st.Add("a.coinche#1", score.GameInfo{}, hostile, s, nil)
	st.Add("<i>b</i>.coinche#1", score.GameInfo{}, hostile, nil, nil)
	for _, c := range []struct {
		name  string
		write func(*strings.Builder) error
	}{
		{"sheet", func(b *strings.Builder) error { return Write(b, s, "markdown", hostile) }},
		{"standings", func(b *strings.Builder) error { return WriteStandings(b, st, "markdown") }},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b strings.Builder
			if err := c.write(&b); err != nil {
				t.Fatal(err)
			}
			out := b.String()
			if strings.ContainsAny(out, "<>") {
				t.Errorf("raw HTML left:\n%s", out)
			}
			if strings.Contains(out, "*C*") {
				t.Errorf("emphasis left:\n%s", out)
			}
			cells := -1
			for _, line := range strings.Split(out, "\n") {
				if !strings.HasPrefix(line, "|") {
					continue
				}
				n := strings.Count(line, "|") - strings.Count(line, `\|`)
				if cells < 0 {
					cells = n
				} else if n != cells {
					t.Errorf("%d cells where the header has %d: %s", n-1, cells-1, line)
				}
			}
			if cells < 0 {
				t.Fatalf("no table:\n%s", out)
			}
		})
	}
}

// No cell comes out of CSVCell as a formula: it starts with none of = +
// - @ tab CR unless it is a plain number; a cell changes only by a
// leading quote.
func FuzzCSVCell(f *testing.F) {
	for _, s := range []string{"", "=1+2", "-230", "+770", "@x", "\tx", "a", "'=x", "-", "+-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := CSVCell(s)
		if got != s && got != "'"+s {
			t.Fatalf("CSVCell(%q) = %q", s, got)
		}
		if got != "" && strings.ContainsRune("=+-@\t\r", rune(got[0])) && !plainNumber(got) {
			t.Fatalf("CSVCell(%q) = %q: a formula", s, got)
		}
	})
}

// markdownText leaves no raw "<", ">" nor an unescaped "|", and a
// Markdown renderer's unescaping gives the text back.
func FuzzMarkdownText(f *testing.F) {
	for _, s := range []string{"", "a | b", "<b>x</b>", `\|`, "*a* _b_ `c` [d](e) ~f~", "Jean & Luc"} {
		f.Add(s)
	}
	unescape := strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">",
		`\|`, "|", `\\`, `\`, "\\`", "`", `\*`, "*", `\_`, "_", `\[`, "[", `\]`, "]", `\~`, "~")
	f.Fuzz(func(t *testing.T, s string) {
		got := markdownText(s)
		if strings.ContainsAny(got, "<>") {
			t.Fatalf("markdownText(%q) = %q: raw HTML", s, got)
		}
		for i := 0; i < len(got); i++ {
			switch got[i] {
			case '\\':
				i++ // an escape and what it escapes
			case '|', '*', '_', '`', '[', ']', '~':
				t.Fatalf("markdownText(%q) = %q: %q unescaped at %d", s, got, got[i], i)
			}
		}
		if back := unescape.Replace(got); back != s {
			t.Fatalf("markdownText(%q) = %q, read back as %q", s, got, back)
		}
	})
}
