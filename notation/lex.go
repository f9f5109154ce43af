package notation

import (
	"bytes"
	"io"
	"unicode/utf8"
)

// The lexer turns lines of text into tokens. It is written as a set of
// state functions in the manner of text/template/parse, driven by a loop
// (no goroutine): each state consumes some input and returns the next
// state; a state that recognises a token stores it and the loop returns it.
//
// Input comes one line at a time from a lineSource, so that the same lexer
// serves Parse (lines are sub-slices of the whole text, no copy) and the
// streaming Reader (lines come from a bufio.Reader). A token's val is a
// slice of the current line and stays valid until the next token is asked
// for: the parser decodes tokens at once and copies only the text it keeps
// (tag values, comments).

// maxLine is the longest line the lexer reads; bytes beyond it on a line
// are skipped with a syntax/line-too-long error. It bounds the Reader's
// memory on a file with no newline.
const maxLine = 4 << 20

// maxComment bounds a block comment's text for the same reason.
const maxComment = 1 << 20

type tokType uint8

const (
	tEOF      tokType = iota
	tWord             // a run of characters other than blanks and [ ] " { } # :
	tString           // "…": val is the raw text between the quotes
	tLBrack           // [
	tRBrack           // ]
	tColon            // :
	tComment          // # … or { … }: val is the text with its delimiters
	tStray            // a '}' outside a comment
	tLong             // a line longer than maxLine was cut here
	tEncoding         // the text starts with a UTF-16 or UTF-32 byte-order mark: flag is 16 or 32
)

// Lexer problems carried by a token.
const (
	lexOK       = 0
	lexUnclosed = 1 << iota // string or block comment not closed
	lexEscape               // string: an escape other than \" and \\
	lexTooLong              // comment longer than maxComment, cut
	lexBadUTF8              // string or comment: invalid UTF-8, at lexer.badLine…
)

type token struct {
	typ  tokType
	flag uint8
	// own: for a comment, only blanks precede it on its line; for other
	// tokens, no token other than comments precedes it on its line.
	own  bool
	val  []byte
	line int // 1-based
	col  int // 1-based, in bytes
	off  int // 0-based byte offset
	// end of the token
	eline, ecol, eoff int
}

// lineSource yields the lines of a text. line excludes the newline; n is
// the number of bytes consumed from the text for it (newline included, and
// bytes beyond maxLine); cut reports the line was longer than maxLine; nl
// that it ended with a newline.
//
// window, grow and seek let the fast path (fast.go) read ahead of the
// lexer without copying: window is the text from the start of the last
// line nextLine returned (that line, its newline and the full lines read
// after it; the end of the input when eof is set), nil when that line is
// not held in one piece with what follows (a line longer than the buffer). grow reads more into the window, keeping its start (its bytes
// may move: the caller takes the window again); false when the input is
// over or the buffer full. seek makes the line at window offsets [ls, next)
// the last one returned: the next nextLine returns the line at next.
// lone reports that the text read so far holds a lone carriage return:
// the fast path, which knows only '\n' as a line end, then stays off.
//
// A line ends at a '\n' or at a carriage return not followed by '\n' (a
// lone CR, as old Mac OS files end their lines; see lineEnd); in "\r\n"
// the '\r' stays at the end of the line, a blank.
type lineSource interface {
	nextLine() (line []byte, n int, cut, nl, ok bool)
	window() (b []byte, eof bool)
	grow() bool
	seek(ls, next int)
	lone() bool
}

// lineEnd returns the index in b of its first line end: the first '\n',
// or the first '\r' not followed by '\n'; -1 when there is none. A '\r'
// at the end of b is a line end only when final is set (else more text
// may start with '\n').
func lineEnd(b []byte, final bool) int {
	i := bytes.IndexByte(b, '\n')
	scope := b
	if i >= 0 {
		scope = b[:i]
	}
	for off := 0; ; {
		j := bytes.IndexByte(scope[off:], '\r')
		if j < 0 {
			return i
		}
		j += off
		if j+1 < len(b) {
			if b[j+1] != '\n' {
				return j
			}
		} else if final {
			return j
		}
		off = j + 1
	}
}

// hasLoneCR reports whether b holds a carriage return not followed by
// '\n' (one at the end of b included).
func hasLoneCR(b []byte) bool {
	for {
		j := bytes.IndexByte(b, '\r')
		if j < 0 {
			return false
		}
		if j+1 == len(b) || b[j+1] != '\n' {
			return true
		}
		b = b[j+2:]
	}
}

// bytesSource cuts a byte slice into lines without copying.
type bytesSource struct {
	src    []byte
	ls, rd int   // start of the last line returned, of the next one
	crs    uint8 // crUnknown until the first line, then whether src has a lone CR
}

const (
	crUnknown = iota
	crNone    // no lone CR: lines end at '\n'
	crLone    // some lone CR: lines end at lineEnd
)

func (s *bytesSource) nextLine() ([]byte, int, bool, bool, bool) {
	rest := s.src[s.rd:]
	if len(rest) == 0 {
		return nil, 0, false, false, false
	}
	if s.crs == crUnknown {
		s.crs = crNone
		if hasLoneCR(s.src) {
			s.crs = crLone
		}
	}
	var i int
	if s.crs == crLone {
		i = lineEnd(rest, true)
	} else {
		i = bytes.IndexByte(rest, '\n')
	}
	var line []byte
	n := 0
	if i < 0 {
		line, n = rest, len(rest)
	} else {
		line, n = rest[:i], i+1
	}
	s.ls = s.rd
	s.rd += n
	cut := false
	if len(line) > maxLine {
		line, cut = line[:maxLine], true
	}
	return line, n, cut, i >= 0, true
}

func (s *bytesSource) window() ([]byte, bool) { return s.src[s.ls:], true }
func (s *bytesSource) grow() bool             { return false }
func (s *bytesSource) seek(ls, next int)      { s.ls, s.rd = s.ls+ls, s.ls+next }
func (s *bytesSource) lone() bool             { return s.crs == crLone }

// readerBuf is the size of a readerSource's buffer: lines up to this long
// are returned in place.
const readerBuf = 64 << 10

// readerSource reads lines from an io.Reader into its own buffer, in
// bounded memory.
type readerSource struct {
	r      io.Reader
	buf    []byte // the bytes read and not yet dropped: buf[ls:] is the window
	ls, rd int    // start of the last line returned (when inBuf), of the next one
	inBuf  bool   // the last line returned is buf[ls:…]
	eof    bool   // r has nothing more (or failed)
	err    error  // first read error other than io.EOF
	long   []byte // the last line returned, when longer than the buffer
	// buf[:full] ends with the last newline in buf, when fullAt == fills
	full, fullAt, fills int
	// the bytes read hold a lone CR (lines then end at lineEnd); the
	// last byte read is a '\r' whose next byte is still to come
	hasLone, pendCR bool
}

func newReaderSource(r io.Reader) *readerSource {
	return &readerSource{r: r, buf: make([]byte, 0, readerBuf)}
}

// fill drops the bytes before keep when less than half the buffer is
// free at its end (so that a reader giving a few bytes at a time costs no
// more moves than one giving the buffer's size), then reads once into the
// free space. It returns false when the input is over or no space is free.
func (s *readerSource) fill(keep int) bool {
	s.fills++
	if keep > 0 && cap(s.buf)-len(s.buf) < cap(s.buf)/2 {
		n := copy(s.buf, s.buf[keep:])
		s.buf = s.buf[:n]
		s.ls -= keep
		s.rd -= keep
	}
	if s.eof || len(s.buf) == cap(s.buf) {
		return false
	}
	for tries := 0; ; tries++ {
		n, err := s.r.Read(s.buf[len(s.buf):cap(s.buf)])
		s.buf = s.buf[:len(s.buf)+n]
		if err != nil {
			s.eof = true
			if err != io.EOF {
				s.err = err
			}
			s.noteCR(s.buf[len(s.buf)-n:])
			return n > 0
		}
		if n > 0 {
			s.noteCR(s.buf[len(s.buf)-n:])
			return true
		}
		if tries == 100 {
			s.eof, s.err = true, io.ErrNoProgress
			return false
		}
	}
}

// noteCR sets hasLone when the bytes b just read hold a lone CR, the
// first one possibly ending the bytes read before.
func (s *readerSource) noteCR(b []byte) {
	if s.hasLone {
		return
	}
	if s.pendCR && (len(b) > 0 && b[0] != '\n' || len(b) == 0 && s.eof) {
		s.hasLone = true
		return
	}
	if len(b) == 0 {
		return
	}
	s.pendCR = b[len(b)-1] == '\r' && !s.eof
	if s.pendCR {
		b = b[:len(b)-1]
	}
	s.hasLone = hasLoneCR(b)
}

func (s *readerSource) lone() bool { return s.hasLone }

// lineEnd is the index of the first line end in s.buf[from:], -1 if none.
func (s *readerSource) lineEnd(from int) int {
	if s.hasLone {
		return lineEnd(s.buf[from:], s.eof)
	}
	return bytes.IndexByte(s.buf[from:], '\n')
}

func (s *readerSource) nextLine() ([]byte, int, bool, bool, bool) {
	seen := 0 // the bytes after s.rd known to hold no line end
	for {
		if i := s.lineEnd(s.rd + seen); i >= 0 {
			i += seen
			line := s.buf[s.rd : s.rd+i]
			s.ls, s.inBuf = s.rd, true
			s.rd += i + 1
			return line, i + 1, false, true, true
		}
		if s.rd == 0 && len(s.buf) == cap(s.buf) {
			return s.longLine()
		}
		// (a '\r' at the end may end the line once the next byte is read)
		seen = max(len(s.buf)-s.rd-1, 0)
		if !s.fill(s.rd) {
			if !s.eof {
				continue // the buffer was full: fill made room
			}
			if s.lineEnd(s.rd+seen) >= 0 {
				continue // a '\r' at the end, now known to end the line
			}
			if s.rd == len(s.buf) {
				s.inBuf = false
				return nil, 0, false, false, false
			}
			line := s.buf[s.rd:]
			s.ls, s.inBuf = s.rd, true
			s.rd = len(s.buf)
			return line, len(line), false, false, true
		}
	}
}

// longLine returns a line longer than the buffer, which holds its start:
// up to maxLine bytes of it are gathered in s.long, the rest skipped.
func (s *readerSource) longLine() ([]byte, int, bool, bool, bool) {
	s.long = append(s.long[:0], s.buf...)
	n := len(s.buf)
	endCR := n > 0 && s.buf[n-1] == '\r' // the bytes so far end with a '\r'
	s.buf, s.rd, s.ls, s.inBuf = s.buf[:0], 0, 0, false
	s.fills++
	for {
		more := s.fill(0) || !s.eof || len(s.buf) > 0
		if endCR && s.hasLone && (!more || s.buf[0] != '\n') {
			// That '\r' was a lone CR: the line ended there.
			if n <= maxLine {
				s.long = s.long[:n-1]
			}
			return s.long, n, n-1 > maxLine, true, true
		}
		if !more {
			break
		}
		i := s.lineEnd(0)
		chunk := s.buf
		if i >= 0 {
			chunk = s.buf[:i]
		}
		n += len(chunk)
		endCR = len(chunk) > 0 && chunk[len(chunk)-1] == '\r'
		if room := maxLine - len(s.long); room > 0 {
			s.long = append(s.long, chunk[:min(room, len(chunk))]...)
		}
		if i >= 0 {
			s.rd = i + 1
			return s.long, n + 1, n > maxLine, true, true
		}
		s.buf = s.buf[:0]
		s.fills++
	}
	return s.long, n, n > maxLine, false, true
}

func (s *readerSource) window() ([]byte, bool) {
	if !s.inBuf {
		return nil, s.eof
	}
	if s.eof {
		return s.buf[s.ls:], true
	}
	if s.fullAt != s.fills {
		s.full, s.fullAt = bytes.LastIndexByte(s.buf, '\n')+1, s.fills
	}
	return s.buf[s.ls:s.full], false
}

func (s *readerSource) grow() bool {
	if !s.inBuf {
		return false
	}
	return s.fill(s.ls)
}

func (s *readerSource) seek(ls, next int) { s.ls, s.rd = s.ls+ls, s.ls+next }

type stateFn func(*lexer) stateFn

type lexer struct {
	src     lineSource
	line    []byte // current line, without its newline
	lineNo  int    // 1-based number of the current line; 0 before the first
	lineOff int    // offset of the current line's first byte
	nextOff int    // offset of the next line's first byte
	cut     bool   // the current line was cut at maxLine
	pos     int    // position in line
	start   int    // start of the token being lexed
	sawTok  bool   // a non-comment token was seen on the current line
	lastNL  bool   // the last line read ended with a newline
	// a comment is the last token on the current line, and was own
	prevComment, prevOwn bool
	state                stateFn
	tok                  token
	ready                bool
	eof                  bool

	// a block comment spanning lines
	cbuf              []byte
	cline, ccol, coff int
	cflag             uint8
	cown              bool

	// the first invalid UTF-8 byte of the last string or comment token
	// flagged lexBadUTF8: its line, column and offset, and its value
	badLine, badCol, badOff int
	badByte                 byte
}

func newLexer(src lineSource) *lexer {
	l := &lexer{src: src}
	l.state = lexStart
	return l
}

// next lexes the next token into l.tok.
func (l *lexer) next() {
	// The state lives in a local variable while it runs: storing each
	// transition in the (heap) lexer would cost a write barrier each.
	state := l.state
	for !l.ready {
		state = state(l)
	}
	l.state = state
	l.ready = false
}

// advance moves to the next line; false at the end of the input.
func (l *lexer) advance() bool {
	line, n, cut, nl, ok := l.src.nextLine()
	if !ok {
		l.line, l.pos, l.start = nil, 0, 0
		return false
	}
	l.lastNL = nl
	l.lineNo++
	l.lineOff = l.nextOff
	l.nextOff += n
	l.line, l.pos, l.start, l.cut, l.sawTok = line, 0, 0, cut, false
	l.prevComment = false
	return true
}

// lexStart reads the first line. A UTF-8 byte-order mark is skipped; a
// UTF-16 or UTF-32 one gives a tEncoding token and the end of the input:
// the rest would only be a flood of errors (docs/notation.md, "Lexical
// structure").
func lexStart(l *lexer) stateFn {
	if !l.advance() {
		return lexEOF
	}
	line := l.line
	switch {
	case bytes.HasPrefix(line, []byte("\xef\xbb\xbf")):
		l.pos, l.start = 3, 3
	default:
		if bits := OtherEncoding(line); bits != 0 {
			l.pos = bits / 8
			l.emit(tEncoding, uint8(bits))
			return lexEOF
		}
	}
	return lexBlank
}

// OtherEncoding tells whether text starts with a UTF-16 or UTF-32
// byte-order mark: 16 or 32, else 0. The parser reads nothing more of
// such a text than a syntax/encoding error (docs/notation.md, "Lexical
// structure").
func OtherEncoding(text []byte) int {
	switch {
	case bytes.HasPrefix(text, []byte("\xff\xfe\x00\x00")), bytes.HasPrefix(text, []byte("\x00\x00\xfe\xff")):
		return 32
	case bytes.HasPrefix(text, []byte("\xff\xfe")), bytes.HasPrefix(text, []byte("\xfe\xff")):
		return 16
	}
	return 0
}

// checkUTF8 validates text, which starts at column col (1-based) of the
// current line, unless an invalid byte was already found in the token
// (flag has lexBadUTF8). It returns flag, with lexBadUTF8 set and the
// byte's place stored in l.bad… when text is not valid UTF-8.
func (l *lexer) checkUTF8(text []byte, col int, flag uint8) uint8 {
	if flag&lexBadUTF8 != 0 || utf8.Valid(text) {
		return flag
	}
	i := 0
	for i < len(text) {
		r, n := utf8.DecodeRune(text[i:])
		if r == utf8.RuneError && n == 1 {
			break
		}
		i += n
	}
	if l.cut && col-1+len(text) == len(l.line) && !utf8.FullRune(text[i:]) {
		return flag // a rune cut by maxLine, not in the text
	}
	l.badLine, l.badCol, l.badOff, l.badByte = l.lineNo, col+i, l.lineOff+col-1+i, text[i]
	return flag | lexBadUTF8
}

// emit stores the token from l.start to l.pos on the current line.
func (l *lexer) emit(t tokType, flag uint8) {
	own := !l.sawTok
	if t == tComment {
		// A comment right after a comment on its line goes with it.
		if l.prevComment {
			own = l.prevOwn
		}
		l.prevComment, l.prevOwn = true, own
	} else {
		l.sawTok, l.prevComment = true, false
	}
	tk := &l.tok
	tk.typ, tk.flag, tk.own = t, flag, own
	tk.val = l.line[l.start:l.pos]
	tk.line, tk.col, tk.off = l.lineNo, l.start+1, l.lineOff+l.start
	tk.eline, tk.ecol, tk.eoff = l.lineNo, l.pos+1, l.lineOff+l.pos
	l.ready = true
	l.start = l.pos
}

func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// delim marks the bytes that end a word: blanks and [ ] " { } # :.
var delim = [256]bool{' ': true, '\t': true, '\r': true, '\v': true, '\f': true,
	'[': true, ']': true, '"': true, '{': true, '}': true, '#': true, ':': true}

// lexBlank skips blanks and line ends and dispatches on the next byte.
func lexBlank(l *lexer) stateFn {
	for {
		for l.pos < len(l.line) && isBlank(l.line[l.pos]) {
			l.pos++
		}
		if l.pos < len(l.line) {
			break
		}
		if l.cut {
			l.cut = false
			l.start = l.pos
			l.emit(tLong, 0)
			return lexBlank
		}
		if !l.advance() {
			return lexEOF
		}
	}
	l.start = l.pos
	switch l.line[l.pos] {
	case '#':
		return lexLineComment
	case '{':
		return lexBlockComment
	case '"':
		return lexString
	case '[':
		l.pos++
		l.emit(tLBrack, 0)
	case ']':
		l.pos++
		l.emit(tRBrack, 0)
	case ':':
		l.pos++
		l.emit(tColon, 0)
	case '}':
		l.pos++
		l.emit(tStray, 0)
	default:
		// a word, scanned here rather than in a state of its own: the
		// commonest token costs one state call
		line, i := l.line, l.pos
		for i < len(line) && !delim[line[i]] {
			i++
		}
		l.pos = i
		l.emit(tWord, 0)
	}
	return lexBlank
}

// lexEOF emits tEOF, forever.
func lexEOF(l *lexer) stateFn {
	l.eof = true
	line, col := l.lineNo+1, 1
	if l.lineNo == 0 {
		line = 1
	} else if !l.lastNL {
		line, col = l.lineNo, l.nextOff-l.lineOff+1
	}
	l.tok = token{typ: tEOF, own: true, line: line, col: col, off: l.nextOff,
		eline: line, ecol: col, eoff: l.nextOff}
	l.ready = true
	return lexEOF
}

// lexString scans a quoted string, which ends on its line.
func lexString(l *lexer) stateFn {
	l.pos++ // opening quote
	var flag uint8
	for {
		if l.pos >= len(l.line) {
			flag |= lexUnclosed
			break
		}
		c := l.line[l.pos]
		if c == '"' {
			l.pos++
			break
		}
		if c == '\\' {
			if l.pos+1 < len(l.line) && (l.line[l.pos+1] == '"' || l.line[l.pos+1] == '\\') {
				l.pos += 2
				continue
			}
			flag |= lexEscape
		}
		l.pos++
	}
	flag = l.checkUTF8(l.line[l.start:l.pos], l.start+1, flag)
	l.emit(tString, flag)
	return lexBlank
}

// lexLineComment scans '#' to the end of the line, trailing blanks removed.
func lexLineComment(l *lexer) stateFn {
	end := len(l.line)
	for end > l.pos && isBlank(l.line[end-1]) {
		end--
	}
	l.pos = end
	l.emit(tComment, l.checkUTF8(l.line[l.start:end], l.start+1, 0))
	l.pos = len(l.line)
	l.start = l.pos
	return lexBlank
}

// lexBlockComment scans '{' to the matching '}' (comments do not nest).
// A comment may span lines, but a line that starts with the keyword deal
// or with '[' ends an unclosed comment, so that a forgotten '}' never
// swallows the deals after it.
func lexBlockComment(l *lexer) stateFn {
	if i := bytes.IndexByte(l.line[l.pos:], '}'); i >= 0 {
		l.pos += i + 1
		l.emit(tComment, l.checkUTF8(l.line[l.start:l.pos], l.start+1, 0))
		return lexBlank
	}
	// The comment goes on to the next lines.
	l.cline, l.ccol, l.coff = l.lineNo, l.start+1, l.lineOff+l.start
	l.cflag = l.checkUTF8(l.line[l.start:], l.start+1, 0)
	l.cown = !l.sawTok
	if l.prevComment {
		l.cown = l.prevOwn
	}
	l.cbuf = append(l.cbuf[:0], l.line[l.start:]...)
	return lexBlockCommentMore
}

// lexBlockCommentMore goes on with a block comment on the next line.
func lexBlockCommentMore(l *lexer) stateFn {
	endLine, endCol, endOff := l.lineNo, len(l.line)+1, l.lineOff+len(l.line)
	more := l.advance()
	if !more || startsRecord(l.line) {
		// Unclosed: end it where it was, and close it.
		l.eof = !more // for the message: the end of the file ended it
		for len(l.cbuf) > 0 && (isBlank(l.cbuf[len(l.cbuf)-1]) || l.cbuf[len(l.cbuf)-1] == '\n') {
			l.cbuf = l.cbuf[:len(l.cbuf)-1]
		}
		l.cbuf = append(l.cbuf, " }"...)
		l.emitComment(l.cflag|lexUnclosed, endLine, endCol, endOff)
		if l.line == nil {
			return lexEOF
		}
		return lexBlank
	}
	l.cbuf = append(l.cbuf, '\n')
	i := bytes.IndexByte(l.line, '}')
	if i >= 0 {
		l.cflag = l.checkUTF8(l.line[:i+1], 1, l.cflag)
		l.cbuf = append(l.cbuf, l.line[:i+1]...)
		l.pos = i + 1
		l.start = l.pos
		l.emitComment(l.cflag, l.lineNo, l.pos+1, l.lineOff+l.pos)
		return lexBlank
	}
	l.cflag = l.checkUTF8(l.line, 1, l.cflag)
	if len(l.cbuf)+len(l.line) > maxComment {
		l.cflag |= lexTooLong
	} else {
		l.cbuf = append(l.cbuf, l.line...)
	}
	return lexBlockCommentMore
}

func (l *lexer) emitComment(flag uint8, eline, ecol, eoff int) {
	l.prevComment, l.prevOwn = true, l.cown
	l.tok = token{
		typ: tComment, flag: flag, own: l.cown, val: l.cbuf,
		line: l.cline, col: l.ccol, off: l.coff,
		eline: eline, ecol: ecol, eoff: eoff,
	}
	l.ready = true
}

// startsRecord reports whether a line starts, at column 1, with '[' or the
// keyword deal followed by a blank or the end of the line.
func startsRecord(line []byte) bool {
	if len(line) > 0 && line[0] == '[' {
		return true
	}
	if len(line) < 4 || !equalFold(string(line[:4]), "deal") {
		return false
	}
	return len(line) == 4 || isBlank(line[4])
}
