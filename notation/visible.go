package notation

import (
	"io"
	"strconv"
	"sync"
	"unicode/utf8"
)

// Visible returns s with every character that a terminal would act on
// instead of showing written as the escape strconv.Quote writes in the
// messages of this package ("\x1b", "\r", "\t", "\u009b", "\u202e"): the
// C0 controls (tab and newline included), DEL, the C1 controls, the
// bidirectional formatting characters (U+202A–U+202E, U+2066–U+2069) that
// reorder a line, and bytes that are not UTF-8 ("\xff"). So a tag or
// comment holding an escape sequence (a window title, an OSC 52 clipboard
// write, a clear screen) is shown, not obeyed. Everything else, "é", "♥"
// and quotes included, is kept; s itself is returned when nothing needs
// an escape.
func Visible(s string) string {
	for i := 0; i < len(s); {
		size, escape := visibleRune(s[i:])
		if escape {
			return string(appendVisible(make([]byte, 0, len(s)+8), s, false, false))
		}
		i += size
	}
	return s
}

// appendVisible appends s to b as Visible writes it; with keepNewlines, a
// newline stays as it is (text of several lines); with json, every escape
// is JSON's "\u001b" (a byte not UTF-8: "\ufffd", as encoding/json).
func appendVisible(b []byte, s string, keepNewlines, json bool) []byte {
	for i := 0; i < len(s); {
		size, escape := visibleRune(s[i:])
		switch {
		case !escape || (keepNewlines && s[i] == '\n'):
			b = append(b, s[i:i+size]...)
		case json:
			r, _ := utf8.DecodeRuneInString(s[i:])
			b = append(b, '\\', 'u', hexDigits[r>>12&15], hexDigits[r>>8&15], hexDigits[r>>4&15], hexDigits[r&15])
		case size == 1 && s[i] >= utf8.RuneSelf: // not UTF-8
			b = append(b, '\\', 'x', hexDigits[s[i]>>4], hexDigits[s[i]&15])
		default:
			r, _ := utf8.DecodeRuneInString(s[i:])
			q := strconv.QuoteRune(r) // '\x1b'
			b = append(b, q[1:len(q)-1]...)
		}
		i += size
	}
	return b
}

const hexDigits = "0123456789abcdef"

// visibleRune reads the character at the start of s (not empty): its size
// in bytes, and whether Visible escapes it. A character cut at the end of
// s counts as a byte not UTF-8.
func visibleRune(s string) (size int, escape bool) {
	c := s[0]
	if c < utf8.RuneSelf {
		return 1, c < 0x20 || c == 0x7f
	}
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case r == utf8.RuneError && size == 1:
		return 1, true
	case r >= 0x80 && r <= 0x9f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return size, true
	}
	return size, false
}

// VisibleWriter writes to w what is written to it as Visible shows it,
// newlines kept: for the text output of a command, whatever the game
// files it quotes hold. A character cut between two writes is held until
// the next one (Flush writes it as it is, escaped). It may be written from
// several goroutines.
type VisibleWriter struct {
	mu   sync.Mutex
	w    io.Writer
	buf  []byte
	tail []byte // the start of a character cut at the end of the last write
	json bool   // escapes as JSON writes them
}

// NewVisibleWriter returns a VisibleWriter writing to w.
func NewVisibleWriter(w io.Writer) *VisibleWriter { return &VisibleWriter{w: w} }

// NewVisibleJSONWriter returns a VisibleWriter for JSON text, which
// writes its escapes as JSON does ("\u009b", "\u202e", "\u007f"): in the
// strings of encoding/json's output (which escapes C0 controls itself but
// writes DEL, C1 and bidi characters raw) they stand for the same
// characters, so the JSON decodes to the same values and a terminal shows
// them instead of obeying them.
func NewVisibleJSONWriter(w io.Writer) *VisibleWriter { return &VisibleWriter{w: w, json: true} }

// Write writes p as Visible shows it, newlines kept. It returns len(p)
// when w took it all.
func (v *VisibleWriter) Write(p []byte) (int, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	s := string(append(v.tail, p...))
	v.tail = v.tail[:0]
	// A UTF-8 character cut at the end waits for the rest.
	if cut := cutRune(s); cut < len(s) {
		v.tail = append(v.tail, s[cut:]...)
		s = s[:cut]
	}
	v.buf = appendVisible(v.buf[:0], s, true, v.json)
	if _, err := v.w.Write(v.buf); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush writes a character left cut by the last write, escaped.
func (v *VisibleWriter) Flush() error {
	v.mu.Lock()
	defer v.mu.Unlock()
	if len(v.tail) == 0 {
		return nil
	}
	v.buf = appendVisible(v.buf[:0], string(v.tail), true, v.json)
	v.tail = v.tail[:0]
	_, err := v.w.Write(v.buf)
	return err
}

// Unwrap is the writer v writes to.
func (v *VisibleWriter) Unwrap() io.Writer { return v.w }

// cutRune is where an incomplete UTF-8 character at the end of s starts
// (len(s) when s does not end inside one).
func cutRune(s string) int {
	for i := len(s) - 1; i >= 0 && i >= len(s)-utf8.UTFMax; i-- {
		if utf8.RuneStart(s[i]) {
			if s[i] >= utf8.RuneSelf && !utf8.FullRuneInString(s[i:]) {
				return i
			}
			break
		}
	}
	return len(s)
}
