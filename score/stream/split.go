package stream

import (
	"bytes"
	"io"
)

// lineKind is what a line starts with, for the splitter.
type lineKind uint8

const (
	lineOther lineKind = iota // neither (no record line yet)
	lineTag                   // '[' at column 1
	lineDeal                  // "deal " at column 1 (see split)
)

// splitBlock is how much of the file the splitter reads at once.
const splitBlock = 1 << 20

// split cuts the file in pieces of about size bytes and calls emit with
// each, in order, until it returns false. A piece ends before a line that
// starts a record (lineTag, lineDeal) when the record line before it was a
// deal: a tag there starts a new game (docs/notation.md), a deal the next
// deal of the same game. A '[' anywhere else than at a line's start might
// start a game in the middle of a line: the game of the deals after it is
// then unknown, and no piece starts inside it. The error is a read error.
//
// Only the lines that start with '[' or "deal " are looked at (found with
// bytes.IndexByte and bytes.Index, which the runtime vectorizes), and the
// lines are counted with bytes.Count: about the cost of wc -l. A deal
// line written otherwise ("DEAL", "deal" then a tab or the line's end) is
// taken for another line: fewer places to cut, never a wrong one (the
// prefix of a piece always reaches back to a line the splitter knows).
func split(ra io.ReaderAt, fileSize, size int64, emit func(piece) bool) error {
	return splitBlocks(ra, fileSize, size, splitBlock, emit)
}

// splitBlocks is split reading block bytes at a time (tests make it small).
func splitBlocks(ra io.ReaderAt, fileSize, size int64, block int, emit func(piece) bool) error {
	s := splitter{size: size, emit: emit, cur: piece{line: 1}, game: piece{firstDeal: -1, gameLine: 1}, known: true, lastDeal: -1, nlines: 1}
	buf := make([]byte, block+8)
	lastNL := true // the byte before the block is a newline (or the file starts)
	for base := int64(0); base < fileSize; base += int64(block) {
		n, err := ra.ReadAt(buf, base)
		if n < len(buf) && base+int64(n) < fileSize {
			if err == nil || err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return err
		}
		b := buf[:n]
		lim := min(n, block) // the bytes past lim are the next block's
		s.b, s.base = b, base
		if !s.block(b, lim, lastNL) {
			return nil
		}
		s.countTo(base + int64(lim))
		lastNL = lim > 0 && b[lim-1] == '\n'
	}
	s.cur.end = fileSize
	emit(s.withTail())
	return nil
}

// block reads the lines that start in b[:lim] (the bytes past lim are
// the next block's, read for a "deal " that straddles the end): each
// deal line and each tag line ('[' first on its line) is a place to cut;
// a '[' inside a line makes the lines unknown (s.known). lastNL says the
// byte before b is a newline. False when emit stopped the split.
func (s *splitter) block(b []byte, lim int, lastNL bool) bool {
	lineStart := func(i int) bool { return i == 0 && lastNL || i > 0 && b[i-1] == '\n' }
	nd, nb := nextDealLine(b, lim, 0, lineStart), nextBrack(b, lim, 0)
	for nd >= 0 || nb >= 0 {
		if nb >= 0 && (nd < 0 || nb < nd) {
			if !lineStart(nb) {
				s.known, s.brack = false, true
			} else if !s.at(s.base+int64(nb), lineTag) {
				return false
			}
			nb = nextBrack(b, lim, nb+1)
			continue
		}
		if !s.at(s.base+int64(nd), lineDeal) {
			return false
		}
		nd = nextDealLine(b, lim, nd+1, lineStart)
	}
	return true
}

// nextDealLine is the next line of b starting "deal " at or after i and
// before lim, or -1.
func nextDealLine(b []byte, lim, i int, lineStart func(int) bool) int {
	for {
		// (a line starting before lim is this block's)
		j := bytes.Index(b[i:min(lim+4, len(b))], []byte("deal "))
		if j < 0 || i+j >= lim {
			return -1
		}
		i += j
		if lineStart(i) {
			return i
		}
		i++
	}
}

// nextBrack is the next '[' of b at or after i and before lim, or -1.
func nextBrack(b []byte, lim, i int) int {
	if j := bytes.IndexByte(b[i:lim], '['); j >= 0 {
		return i + j
	}
	return -1
}

// withTail is the piece cut, with its last place to cut as its tail
// (piece.tail).
func (s *splitter) withTail() piece {
	pc := s.cur
	if s.hasTail {
		t := s.tail
		t.end = pc.end
		pc.tail = &t
	}
	return pc
}

// splitter is the state of split between lines.
type splitter struct {
	size int64
	emit func(piece) bool
	cur  piece    // the piece being cut
	game piece    // the game of the line at hand: its gameStart, firstDeal and their lines
	prev lineKind // the last record line
	// line counting: nlines is the number of the line holding byte cpos
	b      []byte // the block being read, from offset base of the file
	base   int64
	cpos   int64
	nlines int
	known  bool // the game of the line at hand is known
	brack  bool // a '[' not at a line's start since the last deal line
	// the last deal line
	lastDeal     int64
	lastDealLine int
	// the last place to cut in cur, after its start (hasTail)
	tail    piece
	hasTail bool
}

// countTo counts the lines up to offset off (in the block at hand): the
// newlines, and the carriage returns not followed by a newline, which end
// a line too (notation's lexer).
func (s *splitter) countTo(off int64) {
	if off > s.cpos {
		seg := s.b[s.cpos-s.base : off-s.base]
		s.nlines += bytes.Count(seg, []byte{'\n'})
		for i := 0; ; {
			j := bytes.IndexByte(seg[i:], '\r')
			if j < 0 {
				break
			}
			i += j + 1
			// the byte after the '\r': in seg, after it in the block, or none (the end of the file)
			if at := off - s.base + int64(i-len(seg)); at >= int64(len(s.b)) || s.b[at] != '\n' {
				s.nlines++
			}
		}
		s.cpos = off
	}
}

// at handles the line of kind k (lineTag or lineDeal) starting at offset
// off; false when emit said to stop.
func (s *splitter) at(off int64, k lineKind) bool {
	s.countTo(off)
	line := s.nlines
	newGame := k == lineTag && s.prev == lineDeal && !s.brack
	if s.prev == lineDeal && (newGame || k == lineDeal && s.known) {
		// A place to cut.
		c := piece{start: off, line: line, cont: k == lineDeal}
		if c.cont {
			g := &s.game
			c.gameStart, c.gameLine = g.gameStart, g.gameLine
			c.firstDeal, c.firstDealLine = g.firstDeal, g.firstDealLine
			c.prevDeal, c.prevLine = s.lastDeal, s.lastDealLine
		}
		switch {
		case off-s.cur.start >= s.size:
			s.cur.end = off
			if !s.emit(s.withTail()) {
				return false
			}
			s.cur, s.hasTail = c, false
		case off > s.cur.start:
			s.tail, s.hasTail = c, true
		}
	}
	switch {
	case newGame:
		s.game = piece{gameStart: off, gameLine: line, firstDeal: -1}
		s.known = true
	case k == lineDeal:
		if s.game.firstDeal < 0 {
			s.game.firstDeal, s.game.firstDealLine = off, line
		}
		s.lastDeal, s.lastDealLine = off, line
		s.brack = false
	}
	s.prev = k
	return true
}
