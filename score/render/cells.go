package render

import (
	"strings"

	"github.com/coinche/coinche/internal/i18n"
)

// WriteOption sets an option of Write, WriteStandings and NewRowWriter.
type WriteOption func(*writeOpts)

type writeOpts struct {
	rawCSV   bool
	lang     i18n.Lang
	source   bool   // Source: the file and game on each row
	file     string // Source's
	game     int
	noHeader bool // NoCSVHeader
}

// Language writes the sheets and standings people read in a language:
// the "table" and "markdown" formats, WriteHTML's pages (their lang
// attribute too) and the standings but CSV and JSON, whose field names
// and values stay as they are for other programs. English by default.
func Language(l i18n.Lang) WriteOption { return func(o *writeOpts) { o.lang = l } }

// Source names the game on every row a RowWriter writes, for an output of
// several games (`coinche score --format csv|json` on several files or
// games): in JSON each deal and the result object start with "file" and
// "game" (the game's number in its file, from 1); in CSV each line starts
// with the file, the game and both teams' names, under a header that names
// the teams by their codes (NS, EW), the same for every game.
func Source(file string, game int) WriteOption {
	return func(o *writeOpts) { o.source, o.file, o.game = true, file, game }
}

// NoCSVHeader leaves out the CSV header line: a game after the first of a
// CSV output of several games (with Source), the header written once.
func NoCSVHeader() WriteOption { return func(o *writeOpts) { o.noHeader = true } }

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
