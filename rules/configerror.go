package rules

import (
	"fmt"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
)

// diagnostic is the one diagnostic type (notation.Error), embedded in
// ConfigError under this name so that ConfigError keeps its own Error.
type diagnostic = notation.Error

// ConfigError is one problem in a ruleset file: a TOML syntax error, an
// unknown key, a value of the wrong type, or an impossible value. It is a
// notation.Error, the diagnostic type of a game file's problems (its
// fields File, Pos, End, Code, Msg and methods Where and Message are
// notation.Error's), with what the loader knows beyond it. Pos (line, byte
// column and byte offset, from 1, 1 and 0) locates the key the problem is
// about in File, End is just past it; Text is that line of the file. Code
// is stable: "ruleset/syntax", "ruleset/unknown-key", "ruleset/type",
// "ruleset/value" (a value outside its enumeration), "ruleset/range",
// "ruleset/pattern", "ruleset/order", "ruleset/points",
// "ruleset/extends", "ruleset/extends-cycle", "ruleset/extends-depth",
// "ruleset/depth".
//
// Error returns "file:line:col: error[code]: msg", then the quoted line and
// a caret under the key, drawn by notation/diag as for deals. Errors from
// Validate, on a Ruleset that comes from no file, have no File, Pos or
// Text: Error is then "key: error[code]: msg".
type ConfigError struct {
	diagnostic
	Key  string
	Text string // the source line, without its newline

	// Keys are the keys the problem involves, the first preferred, each
	// split at its dots and before its indexes ("deal", "patterns",
	// "[1]"): the loader (package rules/rulesfile) places the error at the
	// first the file sets.
	Keys [][]string
	// Err is the sentinel the error wraps (rulesfile.ErrUnknownPreset, …), if
	// any.
	Err error
}

// newConfigError is a problem about key, not yet placed in a file.
func newConfigError(file, key, code, msg string) *ConfigError {
	return &ConfigError{diagnostic: diagnostic{File: file, Code: code, Msg: msg}, Key: key}
}

// SetMessage makes e's message the catalog's key with its arguments
// (notation.Error's Key and Args; Msg is its English text), so that
// ErrorIn, and notation/diag, write it in another language.
func (e *ConfigError) SetMessage(key i18n.Key, args ...any) {
	e.diagnostic.Key, e.diagnostic.Args = key, args
	e.Msg = i18n.English.T(key, args...)
}

// SetInherited adds to e's message that key comes from the ruleset
// preset (a key the file does not set, inherited through extends): "…
// (deal.patterns comes from base)".
func (e *ConfigError) SetInherited(key, preset string) {
	if e.diagnostic.Key == "" {
		e.Msg += fmt.Sprintf(" (%s comes from %s)", key, preset)
		return
	}
	e.SetMessage(i18n.RulesetInherited, i18n.S(e.diagnostic.Key, e.diagnostic.Args...), key, preset)
}

// Error formats e as described on ConfigError.
func (e *ConfigError) Error() string { return e.ErrorIn(i18n.English) }

// ErrorIn is Error in a language: "erreur" and the message in French
// when it is made from the catalog (SetMessage), the code as it is.
func (e *ConfigError) ErrorIn(l i18n.Lang) string {
	sev, msg := "error", e.Message()
	if l != i18n.English {
		sev, msg = e.SeverityIn(l), e.MessageIn(l)
	}
	if !e.Pos.IsValid() {
		where := e.File
		if where == "" {
			where = e.Key
		}
		if where == "" {
			where = "ruleset"
		}
		return fmt.Sprintf("%s: %s[%s]: %s", where, sev, e.Code, msg)
	}
	s := fmt.Sprintf("%s:%d:%d: %s[%s]: %s", e.File, e.Pos.Line, e.Pos.Col, sev, e.Code, msg)
	if e.Text != "" {
		s += "\n" + strings.TrimSuffix(diag.Caret(e.Text, e.Pos, e.End), "\n")
	}
	return s
}

// Unwrap returns Err, the sentinel the error wraps, if any.
func (e *ConfigError) Unwrap() error { return e.Err }

// Notation returns e as a notation.Error (a copy), for printing with
// package diag among other diagnostics: its Pos.Offset lets
// diag.FileLines quote the line from the ruleset file.
func (e *ConfigError) Notation() *notation.Error {
	d := e.diagnostic
	return &d
}

// ConfigErrors is every problem found in one ruleset file, sorted by
// position. errors.As finds the *ConfigError of each.
type ConfigErrors []*ConfigError

// Error prints each error on its own lines.
func (l ConfigErrors) Error() string { return l.ErrorIn(i18n.English) }

// ErrorIn is Error in a language (ConfigError.ErrorIn).
func (l ConfigErrors) ErrorIn(lang i18n.Lang) string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.ErrorIn(lang)
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
