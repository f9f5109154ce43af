package rulesfile

import (
	"sort"
	"strings"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// newConfigError is a problem about key, not yet placed in a file.
func newConfigError(file, key, code, msg string) *rules.ConfigError {
	e := &rules.ConfigError{Key: key}
	e.File, e.Code, e.Msg = file, code, msg
	return e
}

// placeAt places e at line (from 1) and byte column col of text, over n
// bytes (0 or 1: one caret).
func placeAt(e *rules.ConfigError, text string, line, col, n int) {
	start, lt := lineAt(text, line)
	placeLine(e, start, lt, line, col, n)
}

// placeLine is placeAt when the line, lt, and its offset, start, are
// known.
func placeLine(e *rules.ConfigError, start int, lt string, line, col, n int) {
	e.Pos = notation.Pos{Offset: start + col - 1, Line: line, Col: col}
	e.End = e.Pos
	e.End.Col += max(n, 1)
	e.End.Offset += max(n, 1)
	e.Text = lt
}

// lineAt returns the byte offset where line n (from 1) of text starts and
// the line, without its line ending ("" past the end).
func lineAt(text string, n int) (int, string) {
	start := 0
	for i := 1; i < n; i++ {
		j := strings.IndexByte(text[start:], '\n')
		if j < 0 {
			return len(text), ""
		}
		start += j + 1
	}
	line := text[start:]
	if j := strings.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	return start, strings.TrimSuffix(line, "\r")
}

// sortErrors sorts the problems of one file by position.
func sortErrors(l rules.ConfigErrors) {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// quoteList is the values allowed, quoted, in a message (rules.ValueList).
func quoteList(l []string) rules.ValueList { return rules.ValueList(l) }
