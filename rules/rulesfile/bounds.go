package rulesfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/rules"
)

// The bounds of a house-rules file, so that no file, however made, costs
// more than its size in time and memory (docs/house-rules.md, "Limits").
const (
	// MaxFileSize is the largest house-rules file LoadFile, Resolve and
	// extends read, in bytes (1 MiB; the built-in rulesets are about
	// 10 KB).
	MaxFileSize = 1 << 20

	// MaxDepth is how deep a house-rules file may nest: the parts of a
	// table header ([a.b] is 2) or of a dotted key, plus each array and
	// each inline table a value opens. The schema needs 4 ([deal] then
	// patterns = [[3, 2, 3]]); Load refuses a deeper file (ruleset/depth) before the
	// TOML library reads it, as the library's time and memory grow with
	// the square of the depth.
	MaxDepth = 32

	// MaxExtends is the longest chain of house-rules files extends may
	// make: a file, the file it extends, and so on, 16 files in all
	// (ruleset/extends-depth).
	MaxExtends = 16
)

// ErrNotRegularFile is wrapped by the error of LoadFile, Resolve and
// extends when the path names something other than a regular file (a
// directory, a named pipe, a device, a socket): reading it could block
// forever or never end.
var ErrNotRegularFile = errors.New("not a regular file")

// ErrFileTooLarge is wrapped by the error of LoadFile, Resolve and extends
// when the file is larger than MaxFileSize.
var ErrFileTooLarge = errors.New("ruleset file too large")

// readRulesFile reads the house-rules file at path: a regular file of at
// most MaxFileSize bytes. It looks before it opens (a named pipe is never
// opened), opens without blocking and looks again at what it opened (the
// path may have changed in between), and never reads more than
// MaxFileSize+1 bytes. It returns the file's information too, for the
// extends chain.
func readRulesFile(path string) ([]byte, os.FileInfo, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	if err := regularSmall(path, fi); err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNonBlock, 0)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	fi, err = f.Stat()
	if err != nil {
		return nil, nil, err
	}
	if err := regularSmall(path, fi); err != nil {
		return nil, nil, err
	}
	src, err := readAtMost(path, f)
	return src, fi, err
}

// regularSmall returns nil when fi is a regular file of at most
// MaxFileSize bytes, else the error readRulesFile returns.
func regularSmall(path string, fi os.FileInfo) error {
	if !fi.Mode().IsRegular() {
		return &fs.PathError{Op: "read", Path: path,
			Err: fmt.Errorf("%w (%s): a ruleset must be a regular file", ErrNotRegularFile, fileKind(fi.Mode()))}
	}
	if fi.Size() > MaxFileSize {
		return tooLarge(path, fi.Size())
	}
	return nil
}

func tooLarge(path string, size int64) error {
	return &fs.PathError{Op: "read", Path: path,
		Err: fmt.Errorf("%w: more than %d bytes (%d); a house-rules file may be at most %d bytes (1 MiB)", ErrFileTooLarge, MaxFileSize, size, MaxFileSize)}
}

// fileKind names the type of a file that is not regular.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "not a plain file"
}

// ---- depth ----

// depthError returns a ruleset/depth error when text nests deeper than
// MaxDepth (see MaxDepth), at the place where it goes too deep; nil
// otherwise. It walks the text once without recursion beyond MaxDepth
// levels, in time linear in its length, and knows TOML's strings and
// comments (a bracket in a string counts for nothing). It only counts: the
// TOML library reports everything else.
func depthError(filename, text string) error {
	s := depthScanner{src: text, max: MaxDepth}
	if strings.HasPrefix(text, "\xef\xbb\xbf") {
		s.i = 3
	}
	if s.document() {
		return nil
	}
	lines := newLineIndex(text)
	line, col := lines.position(s.at)
	e := newConfigError(filename, "", "ruleset/depth", "")
	e.SetMessage(i18n.RulesetDepth, MaxDepth)
	start, lt := lines.at(line)
	placeLine(e, start, lt, line, col, 0)
	return rules.ConfigErrors{e}
}

// depthScanner counts the depth of a TOML text; at is where it first
// went beyond MaxDepth.
type depthScanner struct {
	src string
	i   int
	max int // MaxDepth; tests lower it
	at  int
}

func (s *depthScanner) peek() byte {
	if s.i < len(s.src) {
		return s.src[s.i]
	}
	return 0
}

// blank skips spaces, tabs and carriage returns; and newlines and
// comments when nl is set.
func (s *depthScanner) blank(nl bool) {
	for s.i < len(s.src) {
		switch s.src[s.i] {
		case ' ', '\t', '\r':
			s.i++
		case '\n':
			if !nl {
				return
			}
			s.i++
		case '#':
			for s.i < len(s.src) && s.src[s.i] != '\n' {
				s.i++
			}
		default:
			return
		}
	}
}

func (s *depthScanner) toEOL() {
	for s.i < len(s.src) && s.src[s.i] != '\n' {
		s.i++
	}
}

// tooDeep records the place and reports whether depth is beyond
// MaxDepth.
func (s *depthScanner) tooDeep(depth, at int) bool {
	if depth > s.max {
		s.at = at
		return true
	}
	return false
}

// document reports whether the whole text is within MaxDepth.
func (s *depthScanner) document() bool {
	header := 0
	for {
		s.blank(true)
		if s.i >= len(s.src) {
			return true
		}
		start := s.i
		if s.src[s.i] == '[' {
			s.i++
			if s.peek() == '[' {
				s.i++
			}
			n, ok := s.key(0, start)
			if !ok {
				return false
			}
			header = n
			s.toEOL()
			continue
		}
		n, ok := s.key(header, start)
		if !ok {
			return false
		}
		if n == header { // no key: not TOML, the library says so
			s.toEOL()
			if s.i == start {
				s.i++
			}
			continue
		}
		s.blank(false)
		if s.peek() == '=' {
			s.i++
			if !s.value(n) {
				return false
			}
		}
		s.toEOL()
	}
}

// key reads a dotted key and returns depth plus the number of its parts
// (depth when there is no key); false when that is beyond MaxDepth.
func (s *depthScanner) key(depth, start int) (int, bool) {
	for s.i < len(s.src) {
		s.blank(false)
		st := s.i
		switch c := s.peek(); {
		case c == '"' || c == '\'':
			s.str()
		default:
			for s.i < len(s.src) && isBare(s.src[s.i]) {
				s.i++
			}
		}
		if s.i == st {
			return depth, true
		}
		depth++
		if s.tooDeep(depth, start) {
			return depth, false
		}
		s.blank(false)
		if s.peek() != '.' {
			return depth, true
		}
		s.i++
	}
	return depth, true
}

// value skips a value whose key is at depth; false when the value nests
// beyond MaxDepth. Its recursion is at most MaxDepth deep.
func (s *depthScanner) value(depth int) bool {
	s.blank(false)
	switch s.peek() {
	case '"', '\'':
		s.str()
	case '[':
		if s.tooDeep(depth+1, s.i) {
			return false
		}
		s.i++
		for s.i < len(s.src) {
			s.blank(true)
			if s.peek() == ']' {
				s.i++
				return true
			}
			st := s.i
			if !s.value(depth + 1) {
				return false
			}
			s.blank(true)
			switch s.peek() {
			case ',':
				s.i++
			case ']':
			default:
				if s.i == st {
					s.i++
				}
			}
		}
	case '{':
		if s.tooDeep(depth+1, s.i) {
			return false
		}
		s.i++
		for s.i < len(s.src) {
			s.blank(true)
			if s.peek() == '}' {
				s.i++
				return true
			}
			st := s.i
			n, ok := s.key(depth, st)
			if !ok {
				return false
			}
			s.blank(false)
			if n > depth && s.peek() == '=' {
				s.i++
				if !s.value(n) {
					return false
				}
			}
			s.blank(true)
			switch s.peek() {
			case ',':
				s.i++
			case '}':
			default:
				if s.i == st {
					s.i++
				}
			}
		}
	default:
		for s.i < len(s.src) {
			switch s.src[s.i] {
			case ',', ']', '}', '\n', '#':
				return true
			}
			s.i++
		}
	}
	return true
}

// str skips a string: basic or literal, on one line or on several.
func (s *depthScanner) str() {
	q := s.src[s.i]
	triple := strings.Repeat(string(q), 3)
	if strings.HasPrefix(s.src[s.i:], triple) {
		s.i += 3
		for s.i < len(s.src) {
			if strings.HasPrefix(s.src[s.i:], triple) {
				s.i += 3
				for k := 0; k < 2 && s.peek() == q; k++ { // """a"""" ends with a quote
					s.i++
				}
				return
			}
			if q == '"' && s.src[s.i] == '\\' {
				s.i++
			}
			s.i++
		}
		return
	}
	s.i++
	for s.i < len(s.src) && s.src[s.i] != q && s.src[s.i] != '\n' {
		if q == '"' && s.src[s.i] == '\\' {
			s.i++
		}
		s.i++
	}
	if s.peek() == q {
		s.i++
	}
}

// ---- lines ----

// lineIndex holds where each line of a text starts, so that the line of
// every error is found without reading the text again.
type lineIndex struct {
	src    string
	starts []int // byte offset of each line's first byte; starts[0] = 0
}

func newLineIndex(src string) *lineIndex {
	starts := make([]int, 1, 1+strings.Count(src, "\n"))
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &lineIndex{src: src, starts: starts}
}

// at returns the byte offset where line n (from 1) starts and the line
// without its line ending; past the end, the text's length and "" (as
// lineAt, which reads the text to find it).
func (l *lineIndex) at(n int) (int, string) {
	if n < 1 {
		n = 1
	}
	if n > len(l.starts) {
		return len(l.src), ""
	}
	start := l.starts[n-1]
	t := l.src[start:]
	if j := strings.IndexByte(t, '\n'); j >= 0 {
		t = t[:j]
	}
	return start, strings.TrimSuffix(t, "\r")
}

// position returns the 1-based line and byte column of offset off.
func (l *lineIndex) position(off int) (line, col int) {
	n := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > off })
	return n, off - l.starts[n-1] + 1
}
