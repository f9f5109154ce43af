package diag

import "testing"

// TestLineOfLineEnds: LineOf ends lines where the lexer does: LF, CR LF,
// and a CR alone (old Mac OS files).
func TestLineOfLineEnds(t *testing.T) {
	for _, tt := range []struct {
		src  string
		n    int
		want string
		ok   bool
	}{
		{"a\nb\nc", 2, "b", true},
		{"a\r\nb\r\nc", 2, "b", true},
		{"a\rb\rc", 2, "b", true},
		{"a\rb\rc", 3, "c", true},
		{"a\rb", 1, "a", true},
		{"a\r\rb", 3, "b", true},
		{"a\r\r\nb", 3, "b", true},
		{"a\rb", 3, "", false},
	} {
		got, ok := LineOf([]byte(tt.src), tt.n)
		if got != tt.want || ok != tt.ok {
			t.Errorf("LineOf(%q, %d) = %q, %v; want %q, %v", tt.src, tt.n, got, ok, tt.want, tt.ok)
		}
	}
}
