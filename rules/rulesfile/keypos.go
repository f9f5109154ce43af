package rulesfile

import "strings"

// keyPos is where a key is written in a TOML file: 1-based line, byte
// column, and the key's length in bytes.
type keyPos struct{ line, col, len int }

// scanKeyPositions finds where each key of a TOML text is written, by full
// dotted path ("bidding.min", "deal"; array elements as "deal.patterns[1]").
// The TOML library keeps its key positions to itself, so this small scanner
// walks the text again; it is only called on text the library has parsed,
// but it never panics and always advances on any input.
func scanKeyPositions(text string) map[string]keyPos {
	s := &keyScanner{src: text, line: 1, lineStart: 0, out: make(map[string]keyPos)}
	if strings.HasPrefix(text, "\xef\xbb\xbf") { // a UTF-8 byte order mark
		s.i, s.lineStart = 3, 3
	}
	s.document()
	return s.out
}

type keyScanner struct {
	src       string
	i         int
	line      int
	lineStart int
	out       map[string]keyPos
	depth     int
}

func (s *keyScanner) eof() bool { return s.i >= len(s.src) }

func (s *keyScanner) peek() byte {
	if s.eof() {
		return 0
	}
	return s.src[s.i]
}

func (s *keyScanner) advance() {
	if s.eof() {
		return
	}
	if s.src[s.i] == '\n' {
		s.line++
		s.lineStart = s.i + 1
	}
	s.i++
}

func (s *keyScanner) here() keyPos { return keyPos{line: s.line, col: s.i - s.lineStart + 1} }

// skipSpace skips blanks, and newlines and comments when nl is true.
func (s *keyScanner) skipSpace(nl bool) {
	for !s.eof() {
		switch c := s.peek(); {
		case c == ' ' || c == '\t' || c == '\r':
			s.advance()
		case c == '#':
			for !s.eof() && s.peek() != '\n' {
				s.advance()
			}
		case c == '\n' && nl:
			s.advance()
		default:
			return
		}
	}
}

func (s *keyScanner) skipLine() {
	for !s.eof() && s.peek() != '\n' {
		s.advance()
	}
}

func (s *keyScanner) document() {
	var table []string
	for !s.eof() {
		s.skipSpace(true)
		if s.eof() {
			return
		}
		start := s.i
		if s.peek() == '[' {
			s.advance()
			if s.peek() == '[' {
				s.advance()
			}
			s.skipSpace(false)
			p := s.here()
			kstart := s.i
			parts := s.key()
			p.len = s.keyLen(kstart)
			if len(parts) > 0 {
				table = parts
				s.record(table, p)
			}
			s.skipLine()
			continue
		}
		p := s.here()
		kstart := s.i
		parts := s.key()
		if len(parts) == 0 || s.i == kstart {
			s.skipLine()
			if s.i == start {
				s.advance()
			}
			continue
		}
		p.len = s.keyLen(kstart)
		full := append(append([]string(nil), table...), parts...)
		s.record(full, p)
		s.skipSpace(false)
		if s.peek() == '=' {
			s.advance()
			s.value(full)
		}
		s.skipLine()
		if s.i == start {
			s.advance()
		}
	}
}

// keyLen is the length of the key just read from kstart, without
// trailing blanks.
func (s *keyScanner) keyLen(kstart int) int {
	return len(strings.TrimRight(s.src[kstart:s.i], " \t"))
}

func (s *keyScanner) record(parts []string, p keyPos) {
	k := keyString(parts)
	if _, dup := s.out[k]; !dup {
		s.out[k] = p
	}
}

// key reads a dotted key (bare or quoted parts) and returns its parts.
func (s *keyScanner) key() []string {
	var parts []string
	for !s.eof() {
		s.skipSpace(false)
		var part string
		switch c := s.peek(); {
		case c == '"' || c == '\'':
			part = s.quoted(c)
		case isBare(c):
			st := s.i
			for !s.eof() && isBare(s.peek()) {
				s.advance()
			}
			part = s.src[st:s.i]
		default:
			return parts
		}
		parts = append(parts, part)
		save, saveLine, saveLS := s.i, s.line, s.lineStart
		s.skipSpace(false)
		if s.peek() != '.' {
			s.i, s.line, s.lineStart = save, saveLine, saveLS
			return parts
		}
		s.advance()
	}
	return parts
}

func isBare(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// quoted reads a one-line quoted key and returns its raw content.
func (s *keyScanner) quoted(q byte) string {
	s.advance()
	st := s.i
	for !s.eof() && s.peek() != q && s.peek() != '\n' {
		if q == '"' && s.peek() == '\\' {
			s.advance()
		}
		s.advance()
	}
	end := min(s.i, len(s.src))
	if s.peek() == q {
		s.advance()
	}
	return s.src[st:end]
}

// value skips one value, recording the keys of inline tables and the
// positions of array elements under path.
func (s *keyScanner) value(path []string) {
	s.depth++
	defer func() { s.depth-- }()
	s.skipSpace(false)
	if s.eof() || s.depth > 200 {
		return
	}
	switch c := s.peek(); c {
	case '"', '\'':
		s.str(c)
	case '[':
		s.advance()
		for n := 0; !s.eof(); n++ {
			s.skipSpace(true)
			if s.peek() == ']' {
				s.advance()
				return
			}
			p := s.here()
			st := s.i
			elem := append(append([]string(nil), path...), "["+itoa(n)+"]")
			s.value(elem)
			p.len = len(strings.TrimRight(s.src[st:s.i], " \t\r\n"))
			s.record(elem, p)
			s.skipSpace(true)
			if s.peek() == ',' {
				s.advance()
			} else if s.peek() != ']' {
				if s.i == st {
					s.advance()
				}
			}
		}
	case '{':
		s.advance()
		for !s.eof() {
			s.skipSpace(false)
			if s.peek() == '}' {
				s.advance()
				return
			}
			p := s.here()
			kstart := s.i
			parts := s.key()
			if len(parts) == 0 {
				s.advance()
				continue
			}
			p.len = s.keyLen(kstart)
			full := append(append([]string(nil), path...), parts...)
			s.record(full, p)
			s.skipSpace(false)
			if s.peek() == '=' {
				s.advance()
				s.value(full)
			}
			s.skipSpace(false)
			if s.peek() == ',' {
				s.advance()
			} else if s.peek() != '}' {
				if s.peek() == '\n' {
					return
				}
				s.advance()
			}
		}
	default:
		for !s.eof() {
			c := s.peek()
			if c == ',' || c == ']' || c == '}' || c == '\n' || c == '#' {
				return
			}
			s.advance()
		}
	}
}

// str skips a string, one-line or multi-line.
func (s *keyScanner) str(q byte) {
	triple := strings.HasPrefix(s.src[s.i:], string([]byte{q, q, q}))
	if triple {
		s.advance()
		s.advance()
		s.advance()
		for !s.eof() {
			if strings.HasPrefix(s.src[s.i:], string([]byte{q, q, q})) {
				s.advance()
				s.advance()
				s.advance()
				// Up to two more quotes may close the string.
				for k := 0; k < 2 && s.peek() == q; k++ {
					s.advance()
				}
				return
			}
			if q == '"' && s.peek() == '\\' {
				s.advance()
			}
			s.advance()
		}
		return
	}
	s.advance()
	for !s.eof() && s.peek() != q && s.peek() != '\n' {
		if q == '"' && s.peek() == '\\' {
			s.advance()
		}
		s.advance()
	}
	if s.peek() == q {
		s.advance()
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
