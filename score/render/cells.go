package render

import (
	"strings"

	"github.com/coinche/coinche/internal/i18n"
)

// WriteOption sets an option of Write, WriteStandings and NewRowWriter.
type WriteOption func(*writeOpts)

type writeOpts struct {
	rawCSV bool
	lang   i18n.Lang
}

// Language writes the sheets and standings people read in a language:
// the "table" and "markdown" formats, WriteHTML's pages (their lang
// attribute too) and the standings but CSV and JSON, whose field names
// and values stay as they are for other programs. English by default.
func Language(l i18n.Lang) WriteOption { return func(o *writeOpts) { o.lang = l } }

// RawCSV keeps CSV cells as they are: without it, a text cell that a
// spreadsheet would read as a formula is neutralised (see CSVCell).
func RawCSV() WriteOption { return func(o *writeOpts) { o.rawCSV = true } }

func optionsOf(opts []WriteOption) writeOpts {
	var o writeOpts
	for _, f := range opts {
		f(&o)
	}
	return o
}

// CSVCell is a cell as written in CSV: a cell that begins with "=", "+",
// "-", "@", a tab or a carriage return, and is not a plain number
// ("-230", "+770"), gets a single quote in front, so that a spreadsheet
// shows it as text instead of running it as a formula
// (`=HYPERLINK(…)` in a team name). This is OWASP's advice on CSV
// injection (https://owasp.org/www-community/attacks/CSV_Injection);
// numbers, negative ones included, stay numbers.
func CSVCell(s string) string {
	if s == "" || !strings.ContainsRune("=+-@\t\r", rune(s[0])) || plainNumber(s) {
		return s
	}
	return "'" + s
}

// plainNumber reports whether s is an integer with an optional sign:
// "-230", "+770", "12".
func plainNumber(s string) bool {
	if s[0] == '+' || s[0] == '-' {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// csvCells neutralises a record's cells in place (CSVCell) unless raw.
func csvCells(cells []string, raw bool) []string {
	if raw {
		return cells
	}
	for i, c := range cells {
		cells[i] = CSVCell(c)
	}
	return cells
}

// markdownText escapes a text for Markdown (GitHub's flavour), in a table
// cell or a paragraph: "&", "<" and ">" as HTML entities, so that no raw
// HTML passes through, and a backslash before "|" (which would end a
// table cell) and before the characters that mark emphasis, code, links
// and escapes: \ ` * _ [ ] ~.
func markdownText(s string) string {
	if !strings.ContainsAny(s, "&<>|\\`*_[]~") {
		return s
	}
	return markdownEscaper.Replace(s)
}

var markdownEscaper = strings.NewReplacer(
	"&", "&amp;", "<", "&lt;", ">", "&gt;",
	"|", `\|`, `\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`, "~", `\~`,
)

// markdownCells escapes a row's cells for a Markdown table (a new slice).
func markdownCells(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = markdownText(c)
	}
	return out
}

// MarkdownText is markdownText for other packages' Markdown
// (score/analyze): "&", "<", ">" as entities, "|" and the emphasis,
// code and link characters after a backslash.
func MarkdownText(s string) string { return markdownText(s) }
