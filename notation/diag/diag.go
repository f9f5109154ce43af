// Package diag prints diagnostics (notation.ErrorList) the way a compiler
// does: "file:line:col: error[code]: message", optionally followed by the
// source line and a caret under the offending token, or as JSON lines for
// other programs.
package diag

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// Format selects how diagnostics are printed.
type Format int

const (
	// GCC prints one line per error: file:line:col: error[code]: message.
	GCC Format = iota
	// TTY prints the GCC line, then the source line and a caret line.
	TTY
	// JSON prints one JSON object per line: {"file","line","col","code",
	// "message"}, and "related": [{"line","col","label"}] when the message
	// names other places in the file (notation.Related).
	JSON
)

// formatNames are the formats' names, in the order of the constants.
var formatNames = [...]string{GCC: "gcc", TTY: "tty", JSON: "json"}

// FormatNames are the names ParseFormat reads, in the order the help
// lists them: "tty", "gcc", "json".
func FormatNames() []string { return []string{TTY.String(), GCC.String(), JSON.String()} }

// String is the format's name: "gcc", "tty" or "json".
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// ParseFormat maps "gcc", "tty" and "json" (case ignored) to a Format. It
// returns an error naming the legal values for anything else.
func ParseFormat(s string) (Format, error) {
	for f, name := range formatNames {
		if strings.EqualFold(s, name) {
			return Format(f), nil
		}
	}
	return 0, fmt.Errorf("unknown format %q: want tty, gcc or json", s)
}

// Lines gives the text of the line holding pos in the named file, without
// its newline, and whether it is known. A nil Lines prints no source line.
type Lines func(file string, pos notation.Pos) (string, bool)

// SourceLines returns a Lines reading from in-memory sources by file name.
func SourceLines(src map[string][]byte) Lines {
	return func(file string, pos notation.Pos) (string, bool) {
		b, ok := src[file]
		if !ok {
			return "", false
		}
		return LineOf(b, pos.Line)
	}
}

// maxLine bounds the bytes of a source line FileLines reads.
const maxLine = 4096

// FileLines returns a Lines reading each line from its file on disk at the
// position's byte offset (Offset-Col+1 is the line's start), so that a
// diagnostic in a large file costs one small read, not the whole file.
// Lines longer than 4 KiB are cut.
func FileLines() Lines {
	return func(file string, pos notation.Pos) (string, bool) {
		start := int64(pos.Offset - (pos.Col - 1))
		if start < 0 || file == "" {
			return "", false
		}
		f, err := os.Open(file)
		if err != nil {
			return "", false
		}
		defer f.Close()
		buf := make([]byte, maxLine)
		n, err := f.ReadAt(buf, start)
		if n == 0 && err != nil {
			return "", false
		}
		return LineOf(buf[:n], 1)
	}
}

// LineOf returns line n (1-based) of b without its line ending. A line
// ends at a LF, or at a CR not followed by a LF (old Mac OS files), as
// the lexer ends it (docs/notation.md, "Lexical structure").
func LineOf(b []byte, n int) (string, bool) {
	for i := 1; i < n; i++ {
		j := lineEnd(b)
		if j < 0 {
			return "", false
		}
		b = b[j+1:]
	}
	if j := lineEnd(b); j >= 0 {
		b = b[:j]
	}
	return strings.TrimSuffix(string(b), "\r"), true
}

// lineEnd is the index of the first LF of b, or of a CR before it not
// followed by a LF; -1 if none.
func lineEnd(b []byte) int {
	for i, x := range b {
		if x == '\n' || x == '\r' && (i+1 == len(b) || b[i+1] != '\n') {
			return i
		}
	}
	return -1
}

type jsonError struct {
	File    string        `json:"file"`
	Line    int           `json:"line"`
	Col     int           `json:"col"`
	Code    string        `json:"code"`
	Message string        `json:"message"`
	Related []jsonRelated `json:"related,omitempty"`
	// Severity is "warning" for a notation.Error's Warning, "note" for
	// a Note, else left out (an error).
	Severity string `json:"severity,omitempty"`
}

// jsonRelated is a position the message names (notation.Related), in the
// error's file.
type jsonRelated struct {
	Line  int    `json:"line"`
	Col   int    `json:"col"`
	Label string `json:"label"`
}

func toJSON(e *notation.Error) jsonError {
	j := jsonError{File: e.File, Line: e.Pos.Line, Col: e.Pos.Col, Code: e.Code, Message: e.Message()}
	if !e.Problem() {
		j.Severity = e.Severity()
	}
	for _, r := range e.Related {
		j.Related = append(j.Related, jsonRelated{Line: r.Pos.Line, Col: r.Pos.Col, Label: r.Label})
	}
	return j
}

// Write prints the errors in the given format. lines is used by TTY only.
// It returns the first write error.
func Write(w io.Writer, errs notation.ErrorList, f Format, lines Lines) error {
	return WriteIn(w, errs, f, lines, i18n.English)
}

// WriteIn is Write in a language: in GCC and TTY, the severity ("erreur",
// "avertissement") and the message (notation.Error.MessageIn: a message
// of the catalog in l, else the English one) in l, the code as it is
// ("file:1:7: erreur[syntax/summary]: attendu X, XX, …"). JSON, for other
// programs, stays English.
func WriteIn(w io.Writer, errs notation.ErrorList, f Format, lines Lines, l i18n.Lang) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, e := range errs {
		var err error
		switch f {
		case JSON:
			err = enc.Encode(toJSON(e))
		case TTY:
			_, err = fmt.Fprintln(w, Line(e, l))
			if err == nil && lines != nil && e.Pos.IsValid() {
				if text, ok := lines(e.File, e.Pos); ok {
					_, err = io.WriteString(w, Caret(text, e.Pos, e.End))
				}
			}
		default:
			_, err = fmt.Fprintln(w, Line(e, l))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// Line is the error's line in a language, "file:line:col: error[code]:
// message" (notation.Error.Error in English), "file:line:col:
// erreur[code]: message" in French.
func Line(e *notation.Error, l i18n.Lang) string { return e.ErrorIn(l) }

// SeverityIn is the error's severity in a language: "error", "warning",
// "note" (notation.Error.Severity) in English; "erreur", "avertissement",
// "note" in French.
func SeverityIn(e *notation.Error, l i18n.Lang) string { return e.SeverityIn(l) }

// Caret returns the source line indented by four spaces and, under it, a
// line of carets under the bytes from pos to end (under the word at pos when
// end is not on the same line). Tabs in the source are kept in the caret line so the
// carets align; other control characters are shown escaped (visibleLine),
// the carets under their escapes.
func Caret(text string, pos, end notation.Pos) string {
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "\uFFFD")
	}
	var b strings.Builder
	b.WriteString("    ")
	b.WriteString(visibleLine(text))
	b.WriteString("\n    ")
	start := pos.Col - 1
	if start > len(text) {
		start = len(text)
	}
	if start < 0 {
		start = 0
	}
	// Without an end on the same line, the carets go under the word at pos
	// (up to the next blank).
	stop := start
	for stop < len(text) && text[stop] != ' ' && text[stop] != '\t' {
		stop++
	}
	if end.Line == pos.Line && end.Col > pos.Col {
		stop = end.Col - 1
	}
	if stop > len(text) {
		stop = len(text)
	}
	for _, r := range text[:start] {
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteString(strings.Repeat(" ", visibleWidth(r)))
		}
	}
	n := 0
	for _, r := range text[start:stop] {
		n += visibleWidth(r)
	}
	if n < 1 {
		n = 1
	}
	b.WriteString(strings.Repeat("^", n))
	b.WriteByte('\n')
	return b.String()
}

// visibleLine is a quoted source line as a terminal shows it safely: its
// control characters written as notation.Visible writes them (an escape
// sequence in a tag or comment is shown, not obeyed); tabs kept, for the
// carets to align.
func visibleLine(text string) string {
	if notation.Visible(text) == text {
		return text
	}
	var b strings.Builder
	for _, r := range text {
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteString(notation.Visible(string(r)))
		}
	}
	return b.String()
}

// visibleWidth is how many columns r takes in visibleLine (its escape's
// length for a control character, else 1).
func visibleWidth(r rune) int {
	return utf8.RuneCountInString(notation.Visible(string(r)))
}
