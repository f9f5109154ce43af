package notation

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/coinche/coinche/internal/i18n"
)

// Error is one problem found in a source text: a syntax error found by this
// package, or a rule or scoring problem found by packages rules and score.
// Code is stable and names the rule broken, e.g. "syntax/card",
// "play/follow-suit", "call/coinche-own-team" (docs/diagnostics.md lists
// them). Msg says who did what and what would have been legal.
//
// File names the text Pos and End are in. The parser sets it; an error
// made from a record's position (ErrorList.Add, as packages rules and
// score do) has none until SetFile gives it the name of the text the
// record was read from (package stream does, for every deal).
//
// Related holds the other places in File that the problem names (the
// first of two results written for a deal): they are data, as Pos is, so
// that whoever moves the error (package stream reads a large file in
// pieces, each counting lines from its own start, then shifts every
// position to its place in the file) moves them too. Msg does not hold
// them: Message cites them where they belong, only when the error is
// printed.
type Error struct {
	File    string
	Pos     Pos
	End     Pos // just past the offending token, when known
	Code    string
	Msg     string
	Related []Related
	// Key and Args, when Key is set, are Msg as a message of the
	// catalog (internal/i18n) and its typed arguments (words, numbers,
	// i18n.Sub for a message within): MessageIn writes it in another
	// language. Msg is always the English text.
	Key  i18n.Key
	Args []any
	// Warning marks a record that is legal but likely wrong (a deal
	// written after the game's end: game/after-end): it is printed as
	// "warning[code]" and is not a problem found (exit code 0 when
	// alone; docs/diagnostics.md).
	Warning bool
	// Note marks a remark on a legal record, neither a problem nor likely
	// wrong (a game without a Rules tag, judged under the default
	// ruleset: game/no-rules): printed as "note[code]", not a problem.
	Note bool
}

// Related is a second place in the file of an Error that its message
// names. The message cites it at byte At of Msg as " (" + Label + " line
// N)", N its line: Msg "the deal already has a result" with Label "at"
// and At len(Msg) prints "the deal already has a result (at line 12)".
type Related struct {
	Pos   Pos
	Label string // how the message calls it: "at", "first at"
	At    int    // byte offset in Msg where it is cited (0 to len(Msg))
}

// Error formats the error as "file:line:col: error[code]: message", the
// message as Message gives it ("warning[code]" for a Warning).
func (e *Error) Error() string {
	return fmt.Sprintf("%s: %s[%s]: %s", e.Where(), e.Severity(), e.Code, e.Message())
}

// Severity is "error", "warning" for a Warning or "note" for a Note.
func (e *Error) Severity() string {
	switch {
	case e.Warning:
		return "warning"
	case e.Note:
		return "note"
	}
	return "error"
}

// Problem reports whether e is a problem found: not a Warning nor a Note.
func (e *Error) Problem() bool { return !e.Warning && !e.Note }

// Message is Msg with each related position cited at its place, as
// Related says.
func (e *Error) Message() string {
	if len(e.Related) == 0 {
		return e.Msg
	}
	b := make([]byte, 0, len(e.Msg)+24*len(e.Related))
	from := 0
	for _, r := range e.Related {
		at := min(max(r.At, from), len(e.Msg))
		b = append(b, e.Msg[from:at]...)
		b = append(b, " ("...)
		b = append(b, r.Label...)
		b = append(b, " line "...)
		b = strconv.AppendInt(b, int64(r.Pos.Line), 10)
		b = append(b, ')')
		from = at
	}
	return string(append(b, e.Msg[from:]...))
}

// ErrorIn is Error in a language: "file:line:col: erreur[code]: message"
// in French (SeverityIn, MessageIn), the code as it is.
func (e *Error) ErrorIn(l i18n.Lang) string {
	if l == i18n.English {
		return e.Error()
	}
	return fmt.Sprintf("%s: %s[%s]: %s", e.Where(), e.SeverityIn(l), e.Code, e.MessageIn(l))
}

// SeverityIn is Severity in a language: "erreur", "avertissement", "note"
// in French.
func (e *Error) SeverityIn(l i18n.Lang) string {
	switch {
	case e.Warning:
		return l.T(i18n.DiagWarning)
	case e.Note:
		return l.T(i18n.DiagNote)
	}
	return l.T(i18n.DiagError)
}

// In is ErrorIn: an Error is a message's argument that says itself in
// each language (i18n.Text).
func (e *Error) In(l i18n.Lang) string { return e.ErrorIn(l) }

// MessageIn is Message in a language: the catalog's message of Key in l
// when the error has one (and names no other place: those are cited in
// English), else Message, in English.
func (e *Error) MessageIn(l i18n.Lang) string {
	if e.Key == "" || l == i18n.English || len(e.Related) > 0 {
		return e.Message()
	}
	return l.T(e.Key, e.Args...)
}

// Shift moves the error's positions, its own and its related ones, by
// lines and bytes: where package stream puts the problems of a piece of a
// file read on its own (a piece starts at a line's start, so columns
// stay). Positions not set stay unset.
func (e *Error) Shift(lines, bytes int) {
	shiftPos(&e.Pos, lines, bytes)
	shiftPos(&e.End, lines, bytes)
	for i := range e.Related {
		shiftPos(&e.Related[i].Pos, lines, bytes)
	}
}

func shiftPos(p *Pos, lines, bytes int) {
	if p.IsValid() {
		p.Line += lines
		p.Offset += bytes
	}
}

// Where formats the error's place as file:line:col (file omitted when
// empty; the file alone, or "-", when the position is not set).
func (e *Error) Where() string {
	if !e.Pos.IsValid() {
		if e.File != "" {
			return e.File
		}
		return "-"
	}
	if e.File == "" {
		return e.Pos.String()
	}
	return fmt.Sprintf("%s:%d:%d", e.File, e.Pos.Line, e.Pos.Col)
}

// String formats a position as line:col ("-" when it is not set).
func (p Pos) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%d:%d", p.Line, p.Col)
}

// ErrorList is a list of *Error, sortable by position. The zero value is an
// empty list ready to use.
type ErrorList []*Error

// Add appends an error at pos, without a file name (see SetFile).
func (l *ErrorList) Add(pos Pos, code, format string, args ...any) {
	*l = append(*l, &Error{Pos: pos, Code: code, Msg: fmt.Sprintf(format, args...)})
}

// AddKey appends an error whose message is the catalog's key with its
// typed arguments (Error.Key, Error.Args; Msg the English text), so that
// diag.WriteIn can print it in another language.
func (l *ErrorList) AddKey(pos Pos, code string, key i18n.Key, args ...any) {
	*l = append(*l, &Error{Pos: pos, Code: code, Msg: i18n.English.T(key, args...), Key: key, Args: args})
}

// SetFile gives the file name to the errors that have none.
func (l ErrorList) SetFile(file string) {
	for _, e := range l {
		if e.File == "" {
			e.File = file
		}
	}
}

func (l ErrorList) Len() int      { return len(l) }
func (l ErrorList) Swap(i, j int) { l[i], l[j] = l[j], l[i] }
func (l ErrorList) Less(i, j int) bool {
	if l[i].File != l[j].File {
		return l[i].File < l[j].File
	}
	a, b := l[i].Pos, l[j].Pos
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	if a.Col != b.Col {
		return a.Col < b.Col
	}
	return l[i].Code < l[j].Code
}

// Sort sorts the list by file, line, column (stable for equal positions).
func (l ErrorList) Sort() {
	if len(l) < 2 {
		return // already in order; and the list is not made an interface (a clean deal's two sorts were 0.3% of the pipeline)
	}
	sort.Stable(l)
}

// Error returns the first error and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	if len(l) == 2 {
		return fmt.Sprintf("%s (and 1 more error)", l[0])
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns nil when the list is empty, the list itself otherwise.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}
