package stream

import (
	"strings"
	"testing"
)

// TestParallelLoneCR: in a file whose lines end with CR alone (old Mac
// OS files), or with CR alone, LF or CR LF in turn, the pieces' line
// numbers count the lone CRs as line ends, as the lexer does: a check in
// pieces reports what a sequential read reports.
func TestParallelLoneCR(t *testing.T) {
	src := string(generated(t, "montpellier", 12, 7, 0.3))
	lines := strings.Split(src, "\n")
	var mixed strings.Builder
	for i, line := range lines {
		mixed.WriteString(line)
		if i == len(lines)-1 {
			break
		}
		next := lines[i+1]
		switch {
		case strings.HasPrefix(next, "deal ") || strings.HasPrefix(next, "["):
			mixed.WriteString("\n") // where a piece may start
		default:
			mixed.WriteString([]string{"\r", "\n", "\r\n"}[i%3])
		}
	}
	for name, text := range map[string]string{
		"CR":    strings.ReplaceAll(src, "\n", "\r"),
		"mixed": mixed.String(),
	} {
		t.Run(name, func(t *testing.T) {
			sameAsSequential(t, "g.coinche", []byte(text), Options{}, 1, 500, 3000)
			if out, n := sequential(t, "g.coinche", []byte(text), Options{}); n == 0 {
				t.Errorf("no problem found in a file with planted faults:\n%s", out)
			}
		})
	}
}
