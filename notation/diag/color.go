package diag

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/coinche/coinche/internal/i18n"
)

// ANSI SGR sequences of the colours of diagnostics on a terminal, as
// gcc, clang and rustc show them: the place bold, "error" bold red,
// "warning" bold magenta, "note" bold cyan, the code bold, the carets
// bold green.
const (
	sgrBold    = "\x1b[1m"
	sgrRed     = "\x1b[1;31m"
	sgrGreen   = "\x1b[1;32m"
	sgrMagenta = "\x1b[1;35m"
	sgrCyan    = "\x1b[1;36m"
	sgrReset   = "\x1b[0m"
)

var (
	// compiled on first use, not at init (the phone app's judge starts
	// faster)
	diagLine = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(.*?:\d+:\d+: )(` + strings.Join(slices.Sorted(maps.Keys(severity)), "|") + `)(\[[^\]]+\])(: )`)
	})
	caretLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(    [ \t]*)(\^+)$`) })
	// severity is the colour of each severity's word, in every language
	// of the catalog ("error" and "erreur" red).
	severity = func() map[string]string {
		m := map[string]string{}
		for _, l := range i18n.Langs {
			m[l.T(i18n.DiagError)], m[l.T(i18n.DiagWarning)], m[l.T(i18n.DiagNote)] = sgrRed, sgrMagenta, sgrCyan
		}
		return m
	}()
)

// ColorLine is a line of a diagnostics report (Write's tty or gcc
// format, in English or French) with the colours of a terminal: a diagnostic's place, severity
// and code, and the carets under the quoted source; any other line as it
// is. line has no newline.
func ColorLine(line string) string {
	if m := diagLine().FindStringSubmatchIndex(line); m != nil {
		place, sev, code := line[m[2]:m[3]], line[m[4]:m[5]], line[m[6]:m[7]]
		return sgrBold + place + sgrReset + severity[sev] + sev + sgrReset + sgrBold + code + sgrReset + line[m[8]:]
	}
	if m := caretLine().FindStringSubmatch(line); m != nil {
		return m[1] + sgrGreen + m[2] + sgrReset
	}
	return line
}

// sgr is an ANSI SGR sequence (a colour, bold, reset).
var sgr = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("\x1b\\[[0-9;]*m") })

// Uncolor is s without its colours (ANSI SGR sequences: those ColorLine
// adds, and any other).
func Uncolor(s string) string { return sgr().ReplaceAllString(s, "") }
