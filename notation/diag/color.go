package diag

import "regexp"

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
	diagLine  = regexp.MustCompile(`^(.*?:\d+:\d+: )(error|warning|note|erreur|avertissement)(\[[^\]]+\])(: )`)
	caretLine = regexp.MustCompile(`^(    [ \t]*)(\^+)$`)
	severity  = map[string]string{"error": sgrRed, "warning": sgrMagenta, "note": sgrCyan,
		"erreur": sgrRed, "avertissement": sgrMagenta} // the French words (Line)
)

// ColorLine is a line of a diagnostics report (Write's tty or gcc
// format, in English or French) with the colours of a terminal: a diagnostic's place, severity
// and code, and the carets under the quoted source; any other line as it
// is. line has no newline.
func ColorLine(line string) string {
	if m := diagLine.FindStringSubmatchIndex(line); m != nil {
		place, sev, code := line[m[2]:m[3]], line[m[4]:m[5]], line[m[6]:m[7]]
		return sgrBold + place + sgrReset + severity[sev] + sev + sgrReset + sgrBold + code + sgrReset + line[m[8]:]
	}
	if m := caretLine.FindStringSubmatch(line); m != nil {
		return m[1] + sgrGreen + m[2] + sgrReset
	}
	return line
}

// sgr is an ANSI SGR sequence (a colour, bold, reset).
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// Uncolor is s without its colours (ANSI SGR sequences: those ColorLine
// adds, and any other).
func Uncolor(s string) string { return sgr.ReplaceAllString(s, "") }
