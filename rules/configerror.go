package rules

import (
	"fmt"
	"sort"
	"strings"

	"unicode/utf8"

	"github.com/coinche/coinche/notation"
)

// ConfigError is one problem in a ruleset file: a TOML syntax error, an
// unknown key, a value of the wrong type, or an impossible value. Line and
// Col (1-based, Col in bytes) locate the key the problem is about in File;
// Text is that line of the file. Code is stable: "ruleset/syntax",
// "ruleset/unknown-key", "ruleset/type", "ruleset/value" (a value outside
// its enumeration), "ruleset/range", "ruleset/pattern", "ruleset/order",
// "ruleset/points", "ruleset/extends", "ruleset/extends-cycle",
// "ruleset/extends-depth", "ruleset/depth".
//
// Error returns "file:line:col: error[code]: msg", then the quoted line and
// a caret under the key. Errors from Validate, on a Ruleset that comes from
// no file, have no File, Line or Text: Error is then "key: error[code]:
// msg".
type ConfigError struct {
	File string
	Line int
	Col  int
	Len  int // bytes under the caret; 0 or 1: one caret
	Key  string
	Code string
	Msg  string
	Text string // the source line, without its newline

	keys [][]string // the keys the problem involves, the first preferred
	err  error      // wrapped sentinel, if any
}

// Error formats e as described on ConfigError.
func (e *ConfigError) Error() string {
	if e.Line == 0 {
		where := e.File
		if where == "" {
			where = e.Key
		}
		if where == "" {
			where = "ruleset"
		}
		return fmt.Sprintf("%s: error[%s]: %s", where, e.Code, e.Msg)
	}
	s := fmt.Sprintf("%s:%d:%d: error[%s]: %s", e.File, e.Line, e.Col, e.Code, e.Msg)
	if e.Text != "" {
		s += "\n" + caret(e.Text, e.Col, e.Len)
	}
	return s
}

// Unwrap returns the sentinel the error wraps (ErrUnknownPreset), if any.
func (e *ConfigError) Unwrap() error { return e.err }

// Notation returns e as a notation.Error, for printing with package diag
// among other diagnostics.
func (e *ConfigError) Notation() *notation.Error {
	pos := notation.Pos{Line: e.Line, Col: e.Col}
	end := pos
	if e.Len > 1 {
		end.Col += e.Len
	}
	return &notation.Error{File: e.File, Pos: pos, End: end, Code: e.Code, Msg: e.Msg}
}

// ConfigErrors is every problem found in one ruleset file, sorted by
// position. errors.As finds the *ConfigError of each.
type ConfigErrors []*ConfigError

// Error prints each error on its own lines.
func (l ConfigErrors) Error() string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}

// Unwrap returns the errors, for errors.Is and errors.As.
func (l ConfigErrors) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

func (l ConfigErrors) sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return false
	})
}

// caret quotes text indented by four spaces and puts carets under the n
// bytes from column col (as package notation/diag does for deals).
func caret(text string, col, n int) string {
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "\uFFFD")
	}
	start := min(max(col-1, 0), len(text))
	stop := min(start+max(n, 1), len(text))
	var b strings.Builder
	b.WriteString("    ")
	b.WriteString(text)
	b.WriteString("\n    ")
	for _, r := range text[:start] {
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteString(strings.Repeat("^", max(utf8.RuneCountInString(text[start:stop]), 1)))
	return b.String()
}
