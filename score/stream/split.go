package stream

import (
	"bytes"
	"io"
)

// lineKind is what a line starts with, for the splitter.
type lineKind uint8

const (
	lineOther lineKind = iota
	lineTag            // '[' at column 1
	lineDeal           // the keyword deal at column 1, then a blank or the line's end
)

// kindOf tells what the line starting b (its first bytes, at least five
// unless the file ends) starts with, as the lexer's startsRecord does.
func kindOf(b []byte) lineKind {
	if len(b) > 0 && b[0] == '[' {
		return lineTag
	}
	if len(b) < 4 || b[0]|0x20 != 'd' || b[1]|0x20 != 'e' || b[2]|0x20 != 'a' || b[3]|0x20 != 'l' {
		return lineOther
	}
	if len(b) == 4 {
		return lineDeal
	}
	switch b[4] {
	case '\n', ' ', '\t', '\r', '\v', '\f':
		return lineDeal
	}
	return lineOther
}

// splitBlock is how much of the file the splitter reads at once.
const splitBlock = 1 << 20

// split cuts the file in pieces of about size bytes and calls emit with
// each, in order, until it returns false. A piece ends before a line that
// starts a record (lineTag, lineDeal) when the record line before it was a
// deal: a tag there starts a new game (docs/notation.md), a deal the next
// deal of the same game. A '[' anywhere else than at a line's start might
// start a game in the middle of a line: the game of the deals after it is
// then unknown, and no piece starts inside it. The error is a read error.
func split(ra io.ReaderAt, fileSize, size int64, emit func(piece) bool) error {
	s := splitter{size: size, emit: emit, cur: piece{line: 1}, game: piece{firstDeal: -1, gameLine: 1}, known: true, lastDeal: -1}
	buf := make([]byte, splitBlock+8)
	lastNL := true // the byte before the block is a newline (or the file starts)
	for base := int64(0); base < fileSize; base += splitBlock {
		n, err := ra.ReadAt(buf, base)
		if n < len(buf) && base+int64(n) < fileSize {
			if err == nil || err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return err
		}
		b := buf[:n]
		lim := min(n, splitBlock) // the bytes past lim are the next block's
		brack := bytes.IndexByte(b[:lim], '[')
		// midLine notes each '[' before i that does not start a line.
		midLine := func(i int) {
			for brack >= 0 && brack < i {
				if brack == 0 && !lastNL || brack > 0 && b[brack-1] != '\n' {
					s.known, s.brack = false, true
				}
				if k := bytes.IndexByte(b[brack+1:lim], '['); k >= 0 {
					brack += k + 1
				} else {
					brack = -1
				}
			}
		}
		i := 0
		if base == 0 && !s.at(0, b[:min(5, n)]) {
			return nil
		}
		for {
			j := bytes.IndexByte(b[i:lim], '\n')
			if j < 0 {
				break
			}
			i += j + 1
			midLine(i)
			s.line++
			if base+int64(i) >= fileSize {
				break
			}
			if !s.at(base+int64(i), b[i:min(i+5, n)]) {
				return nil
			}
		}
		midLine(lim)
		lastNL = b[lim-1] == '\n'
	}
	s.cur.end = fileSize
	emit(s.cur)
	return nil
}

// splitter is the state of split between lines.
type splitter struct {
	size  int64
	emit  func(piece) bool
	cur   piece    // the piece being cut
	game  piece    // the game of the line at hand: its gameStart, firstDeal and their lines
	prev  lineKind // the last record line
	line  int      // number of the line at hand, from 0 before the first
	known bool     // the game of the line at hand is known
	brack bool     // a '[' not at a line's start since the last deal line
	// the last deal line
	lastDeal     int64
	lastDealLine int
}

// at handles the line starting at offset off, whose first bytes are b;
// false when emit said to stop.
func (s *splitter) at(off int64, b []byte) bool {
	k := kindOf(b)
	if k == lineOther {
		return true
	}
	line := s.line + 1
	newGame := k == lineTag && s.prev == lineDeal && !s.brack
	if s.prev == lineDeal && off-s.cur.start >= s.size && (newGame || k == lineDeal && s.known) {
		s.cur.end = off
		if !s.emit(s.cur) {
			return false
		}
		s.cur = piece{start: off, line: line, cont: k == lineDeal}
		if s.cur.cont {
			g := &s.game
			s.cur.gameStart, s.cur.gameLine = g.gameStart, g.gameLine
			s.cur.firstDeal, s.cur.firstDealLine = g.firstDeal, g.firstDealLine
			s.cur.prevDeal, s.cur.prevLine = s.lastDeal, s.lastDealLine
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
