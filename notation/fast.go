package notation

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// The fast path reads a full deal written in the canonical layout — as
// Print writes it and `coinche deal` generates it — byte by byte from the
// source's buffer, without tokens: what the lexer and the parser would
// make of it, at a fraction of the cost. It takes only what it is sure of:
// the canonical spellings (deal, dealer, hands, calls, tricks, claim, won,
// result, pass, X, XX, belote, rebelote, the seats N E S W, the suit
// symbols ♠ ♥ ♦ ♣, the ranks 6 7 8 9 10 J Q K A, SA, TA, capot, match,
// générale), blanks and newlines between words. On anything else — a
// comment, a French word, a lax spelling, a summary, an announcement, a
// syntax error — it gives up, having changed nothing the general parser
// reads, and the general parser reads the deal: the records and the
// errors are the same either way (FuzzFastPath checks it).

// fastWindow is how much text the fast path wants to see ahead of a
// deal (it reads more when the source holds less), fastMax the most it
// looks at: a deal longer than that goes to the general parser, and so
// does a line longer than maxLine, which the lexer cuts.
const (
	fastWindow = 16 << 10
	fastMax    = 64 << 10
)

// fastClass classifies bytes for the fast path.
var fastClass = [256]uint8{' ': fBlank, '\t': fBlank, '\r': fBlank, '\v': fBlank, '\f': fBlank, '\n': fNL}

const (
	fBlank = 1 << iota // a blank of the lexer (isBlank)
	fNL                // a newline
	fEnd   = fBlank | fNL
)

// fastRank maps the bytes that start a canonical rank to it ('1' starts
// 10).
var fastRank = [256]Rank{'6': Six, '7': Seven, '8': Eight, '9': Nine, '1': Ten,
	'J': Jack, 'Q': Queen, 'K': King, 'A': Ace}

// fastSuit maps the last byte of a suit symbol (0xE2 0x99 x) to its suit.
var fastSuit = [256]Suit{0xa0: Spades, 0xa5: Hearts, 0xa6: Diamonds, 0xa3: Clubs}

// fastSeat maps the seat letters to their seats.
var fastSeat = [256]Seat{'N': North, 'E': East, 'S': South, 'W': West}

// fscan is the fast path's reader of one deal's text.
type fscan struct {
	b    []byte // the text, from the start of the deal's line
	i    int    // the next byte
	ls   int    // start of the line of b[i]
	line int    // its number
	base int    // offset of b[0] in the input
	// the number and start of the line of the last word read
	lastLine, lastLS int
}

// pos is the position of b[i], on the line of b[s.i].
func (s *fscan) pos(i int) Pos { return Pos{Offset: s.base + i, Line: s.line, Col: i - s.ls + 1} }

// blanks skips blanks and newlines; false at the end of the text.
func (s *fscan) blanks() bool {
	b, i := s.b, s.i
	for uint(i) < uint(len(b)) {
		k := fastClass[b[i]]
		if k == 0 {
			s.i = i
			return true
		}
		i++
		if k == fNL {
			s.line++
			s.ls = i
		}
	}
	s.i = i
	return false
}

// ended reports whether a word ends at i: a blank, a newline or the end of
// the text.
func (s *fscan) ended(i int) bool { return uint(i) >= uint(len(s.b)) || fastClass[s.b[i]]&fEnd != 0 }

// word moves past a word of n bytes.
func (s *fscan) word(n int) { s.i, s.lastLine, s.lastLS = s.i+n, s.line, s.ls }

// is reports whether the word at s.i is w.
func (s *fscan) is(w string) bool {
	j := s.i + len(w)
	return j <= len(s.b) && string(s.b[s.i:j]) == w && s.ended(j)
}

// seat reads a seat letter followed by a blank or a newline; NoSeat,
// having read nothing, if there is none.
func (s *fscan) seat() Seat {
	st, j := seatAt(s.b, s.i, false)
	if st != NoSeat {
		s.word(j - s.i)
	}
	return st
}

// suit reads a suit symbol at i (NoSuit if none).
func (s *fscan) suit(i int) Suit {
	if i+2 >= len(s.b) || s.b[i] != 0xe2 || s.b[i+1] != 0x99 {
		return NoSuit
	}
	return fastSuit[s.b[i+2]]
}

// number reads a number word of at most 8 digits; false, having read
// nothing, if there is none.
func (s *fscan) number() (int, bool) {
	n, i := 0, s.i
	for uint(i) < uint(len(s.b)) && '0' <= s.b[i] && s.b[i] <= '9' {
		n = n*10 + int(s.b[i]-'0')
		i++
	}
	if i == s.i || i-s.i > 8 || !s.ended(i) {
		return 0, false
	}
	s.word(i - s.i)
	return n, true
}

// strain reads a strain word that starts at i and returns it with the
// word's end; NoStrain if there is none.
func (s *fscan) strain(i int) (Strain, int) {
	if su := s.suit(i); su != NoSuit {
		if s.ended(i + 3) {
			return TrumpS + Strain(su-Spades), i + 3
		}
		return NoStrain, 0
	}
	if i+2 <= len(s.b) && s.ended(i+2) {
		switch string(s.b[i : i+2]) {
		case "SA":
			return SansAtout, i + 2
		case "TA":
			return ToutAtout, i + 2
		}
	}
	return NoStrain, 0
}

// fastDeal reads the rest of the deal whose keyword is the current token
// on the fast path, into d, which has no comments before it; on success
// the current token is the one after the deal, as parseDeal leaves it.
// False when the deal is not in the canonical layout: nothing the general
// parser reads has changed then (but d and the deal's buffers, which it
// resets).
func (p *parser) fastDeal(d *Deal) bool {
	l := p.lex
	if l.cut || p.tok.line != l.lineNo || l.src.lone() {
		return false // (the fast path knows only '\n' as a line end)
	}
	b, eof := l.src.window()
	if b == nil {
		return false
	}
	for reads := 0; !eof && len(b) < fastWindow && reads < 4; reads++ {
		more := l.src.grow()
		// the window may have moved, and the current line with it
		b, eof = l.src.window()
		l.line = b[:len(l.line)]
		p.tok.val = l.line[p.tok.col-1 : p.tok.ecol-1]
		if !more {
			break
		}
	}
	if l.src.lone() {
		return false // a lone CR came with the bytes read
	}
	if len(b) > fastMax {
		// the text up to its last full line: a deal that goes on past it
		// is left to the general parser
		b, eof = b[:fastMax], false
		b = b[:bytes.LastIndexByte(b, '\n')+1]
	}
	if sl := p.slab; sl != nil && sl.noted {
		sl.clearNotes()
	}
	s := fscan{b: b, i: l.pos, line: l.lineNo, base: l.lineOff, lastLine: l.lineNo}
	if !p.fastBody(&s, d, eof) {
		*d = Deal{Game: d.Game, Pos: d.Pos, Head: d.Head}
		p.playBuf, p.cardBuf, p.posBuf = nil, nil, nil
		return false
	}
	// The deal's last word ends before the blanks up to s.i, where the next
	// token (or the end of the input) is.
	end, endLS, endLine := s.i, s.lastLS, s.lastLine
	for fastClass[b[end-1]] != 0 {
		end--
	}
	p.endLine, p.endCol, p.endOff = endLine, end-endLS+1, s.base+end
	p.cur = nil
	if s.line > endLine && s.isDeal() {
		p.fastNext(&s)
		return true
	}
	// Hand the text over to the lexer just past the deal's last word, and
	// read the next token as the general parser would have.
	lineEnd := len(b)
	if j := bytes.IndexByte(b[endLS:], '\n'); j >= 0 {
		lineEnd = endLS + j
	}
	next, nl := lineEnd, false
	if lineEnd < len(b) {
		next, nl = lineEnd+1, true
	}
	l.src.seek(endLS, next)
	l.line = b[endLS:lineEnd]
	l.pos, l.start = end-endLS, end-endLS
	l.lineNo, l.lineOff, l.nextOff = endLine, s.base+endLS, s.base+next
	l.lastNL, l.sawTok, l.prevComment = nl, true, false
	t := p.tok
	t.typ = tWord
	t.eline, t.ecol, t.eoff = endLine, end-endLS+1, s.base+end
	p.next()
	return true
}

// fastNext hands the text over to the lexer when the deal is followed, on
// a line of its own, by the keyword of the next deal (s.i): the lexer just
// past the keyword, the keyword the current token, as the general parser
// leaves them after reading the deal (but faster). p.endLine… are set.
func (p *parser) fastNext(s *fscan) {
	l, b, ls := p.lex, s.b, s.ls
	lineEnd, next, nl := len(b), len(b), false
	// the end of the line, a few words long (no call of IndexByte): eight
	// bytes at a time, the first newline's the lowest byte of x-1s &^ x
	// with its high bit set (x: the bytes, a newline's zero), then byte by
	// byte near the end of the text
	j := s.i + 4
	for ; uint(j)+8 <= uint(len(b)); j += 8 {
		x := binary.LittleEndian.Uint64(b[j:]) ^ 0x0a0a0a0a0a0a0a0a
		if t := (x - 0x0101010101010101) &^ x & 0x8080808080808080; t != 0 {
			j += bits.TrailingZeros64(t) / 8
			break
		}
	}
	for ; uint(j) < uint(len(b)); j++ {
		if b[j] == '\n' {
			lineEnd, next, nl = j, j+1, true
			break
		}
	}
	l.src.seek(ls, next)
	l.line = b[ls:lineEnd]
	col := s.i - ls + 1
	l.pos, l.start = col+3, col+3
	l.lineNo, l.lineOff, l.nextOff = s.line, s.base+ls, s.base+next
	l.lastNL, l.sawTok, l.prevComment = nl, true, false
	*p.tok = token{typ: tWord, own: true, val: l.line[col-1 : col+3],
		line: s.line, col: col, off: s.base + s.i, eline: s.line, ecol: col + 4, eoff: s.base + s.i + 4}
	p.kw, p.kwSet = kwDeal, true
}

// fastBody reads the deal after its keyword: number, dealer, sections, up
// to the next deal, tag or the end of the input.
func (p *parser) fastBody(s *fscan, d *Deal, eof bool) bool {
	if !s.fastHead(d) {
		return false
	}
	var seen uint8 // the sections read
	for {
		if !s.blanks() {
			return eof && seen != 0
		}
		var bit uint8
		var ok bool
		switch c := s.b[s.i]; {
		case c == 'h' && s.is("hands"):
			bit, ok = 1, p.fastHands(s, d)
		case c == 'c' && s.is("calls"):
			bit, ok = 2, p.fastCalls(s, d)
		case c == 't' && s.is("tricks"):
			bit, ok = 4, p.fastTricks(s, d)
		case c == 'c' && s.is("claim"):
			bit, ok = 8, p.fastClaim(s, d)
		case c == 'w' && s.is("won"):
			bit, ok = 16, p.fastWon(s, d)
		case c == 'r' && s.is("result"):
			bit, ok = 32, p.fastResult(s, d)
		default:
			return seen != 0 && s.atStop()
		}
		if !ok || seen&bit != 0 {
			return false
		}
		seen |= bit
	}
}

// fastHead reads what follows a deal's keyword on its line (docs/notation.md
// §6, deal): its number and `dealer SEAT`, each when written.
func (s *fscan) fastHead(d *Deal) bool {
	if s.commonHead(d) {
		return true
	}
	if !s.blanks() {
		return false
	}
	if n, ok := s.number(); ok {
		if n == 0 || !s.blanks() {
			return false
		}
		d.Number = n
	}
	if s.is("dealer") {
		s.word(6)
		if !s.blanks() {
			return false
		}
		if d.Dealer = s.seat(); d.Dealer == NoSeat {
			return false
		}
	}
	return true
}

// commonHead reads the commonest head of a deal at s.i, as coinche deal
// and Print write it: a blank, the deal's number (one to three digits,
// not 0), " dealer ", the dealer's seat and a newline, in two 8-byte
// loads; false, having read nothing, for any other (fastHead reads it
// then).
func (s *fscan) commonHead(d *Deal) bool {
	b, i := s.b, s.i
	if uint(i)+16 > uint(len(b)) || b[i] != ' ' {
		return false
	}
	c := (*[16]byte)(b[i : i+16])
	n, k := 0, 1 // the number, the next byte of c
	for ; k < 4 && c[k]-'0' <= 9; k++ {
		n = n*10 + int(c[k]-'0')
	}
	// " dealer " then the seat and the newline
	u := binary.LittleEndian.Uint64(c[k&7 : k&7+8])
	st := fastSeat[c[(k+8)&15]]
	if n == 0 || u != 0x2072656c61656420 || st == NoSeat || c[(k+9)&15] != '\n' {
		return false
	}
	d.Number, d.Dealer = n, st
	s.word(k + 9)
	return true
}

// atStop reports whether the text at s.i starts a tag or a deal.
func (s *fscan) atStop() bool {
	if s.b[s.i] == '[' || s.isDeal() {
		return true
	}
	j := s.i
	for j < len(s.b) && !delim[s.b[j]] && s.b[j] != '\n' {
		j++
	}
	return keywordOf(s.b[s.i:j]) == kwDeal
}

// isDeal reports whether the word at s.i is the canonical deal keyword,
// a blank or a newline after it (the word after most deals).
func (s *fscan) isDeal() bool {
	b, i := s.b, s.i
	return i+4 < len(b) && string(b[i:i+4]) == "deal" && fastClass[b[i+4]]&fEnd != 0
}

// skip moves i past blanks and newlines in b, counting the lines: line is
// the number of the line of b[i], ls its start. The indentation of the
// canonical layout is skipped eight spaces at a time.
func skip(b []byte, i, line, ls int) (int, int, int) {
	for uint(i) < uint(len(b)) {
		c := b[i]
		if c == ' ' {
			i++
			continue
		}
		k := fastClass[c]
		if k == 0 {
			break
		}
		i++
		if k == fNL {
			line, ls = line+1, i
			for i+8 <= len(b) && binary.LittleEndian.Uint64(b[i:]) == 0x2020202020202020 {
				i += 8
			}
		}
	}
	return i, line, ls
}

// indented reports whether b[i:] starts with a newline and the nine
// spaces that indent the lines of the canonical layout's hands and tricks,
// then a byte that is neither a blank nor a newline (at i+10): what skip
// would go past, at less cost.
func indented(b []byte, i int) bool {
	c := b[i:]
	return len(c) >= 11 && c[0] == '\n' && binary.LittleEndian.Uint64(c[1:9]) == 0x2020202020202020 &&
		c[9] == ' ' && fastClass[c[10]] == 0
}

// indentedSeat reads the commonest start of a hand or trick line after
// the first at b[i:]: a newline, the nine spaces of the canonical layout,
// a seat letter, its colon and a blank, in two 8-byte loads; it returns
// the seat, NoSeat when the line does not start so (indented and seatAt
// read it then).
func indentedSeat(b []byte, i int) Seat {
	if i+16 > len(b) {
		return NoSeat
	}
	c := (*[16]byte)(b[i : i+16])
	u1 := binary.LittleEndian.Uint64(c[8:16])
	if binary.LittleEndian.Uint64(c[0:8]) != 0x202020202020200a || u1&0xffff00ffff != 0x203a002020 {
		return NoSeat
	}
	return fastSeat[byte(u1>>16)]
}

// lineSeat goes from the end of a line of hands or tricks (i; line and
// ls as skip's) to the next line's seat where indentedSeat does not read
// it: it returns the seat (NoSeat when there is none), the index after it
// (after its colon when there is one), and the index, line and line start
// of the seat letter. (From the section's keyword, i its end, or from its
// last line, i its newline.)
func lineSeat(b []byte, i, line, ls int) (Seat, int, int, int, int) {
	if uint(i)+8 <= uint(len(b)) {
		u := binary.LittleEndian.Uint64(b[i:])
		if byte(u) == '\n' && 'a' <= byte(u>>8) && byte(u>>8) <= 'z' {
			// the end of the section: the next one's keyword
			return NoSeat, i + 1, i + 1, line + 1, i + 1
		}
		if uint16(u) == 0x0a0a {
			// the end of the deal: an empty line (the caller's blanks
			// skips it)
			return NoSeat, i, i, line, ls
		}
		// the first line: the keyword's blanks to the seat's column (10,
		// the canonical layout's), the seat, its colon
		if w := ls + 9 - i; w > 0 && w <= 6 && u&(1<<(8*w)-1) == 0x2020202020202020&(1<<(8*w)-1) &&
			byte(u>>(8*w+8)) == ':' {
			if st := fastSeat[byte(u>>(8*w))]; st != NoSeat {
				return st, i + w + 2, i + w, line, ls
			}
		}
	}
	if indented(b, i) {
		i, line, ls = i+10, line+1, i+1
	} else {
		i, line, ls = skip(b, i, line, ls)
	}
	st, j := seatAt(b, i, true)
	return st, j, i, line, ls
}

// seatAt reads a seat letter at b[i], followed by a blank or a newline
// (or, when colon is set, by ':'); it returns the seat and the index after
// it (NoSeat and i when there is none).
func seatAt(b []byte, i int, colon bool) (Seat, int) {
	if i+1 >= len(b) {
		return NoSeat, i
	}
	st := fastSeat[b[i]]
	if st == NoSeat {
		return NoSeat, i
	}
	if colon && b[i+1] == ':' {
		return st, i + 2
	}
	if fastClass[b[i+1]]&fEnd == 0 {
		return NoSeat, i
	}
	return st, i + 1
}

// blanksOnLine moves i past the blanks of its line (not the newline).
func blanksOnLine(b []byte, i int) int {
	for i < len(b) && fastClass[b[i]] == fBlank {
		i++
	}
	return i
}

// fastHands reads a hands section: seats and suit groups, a hand on each
// line.
func (p *parser) fastHands(s *fscan, d *Deal) bool {
	b, base := s.b, s.base
	i, line, ls := s.i+len("hands"), s.line, s.ls
	sl := p.full()
	hands := sl.hands[:0:len(sl.hands)]
	n := 0        // the cards read, in sl.cards and sl.pos
	lazy := false // a hand is laid
	for {
		st, j := indentedSeat(b, i), 0
		if st != NoSeat {
			i, line, ls, j = i+10, line+1, i+1, i+12
		} else if st, j, i, line, ls = lineSeat(b, i, line, ls); st == NoSeat {
			break
		}
		if len(hands) == cap(hands) {
			return false
		}
		pos := Pos{Offset: base + i, Line: line, Col: i - ls + 1}
		start := n
		at := Pos{Offset: base, Line: line, Col: ls - 1}
		set, k := CardSet(0), 0
		if j == i+2 { // with its colon (layHand)
			set, k = handFour(b, j)
		}
		laid := k != 0
		if laid {
			// the cards, written by layHand, in the slab's room for them
			if n += bits.OnesCount64(uint64(set)); n > len(sl.cards) {
				return false
			}
			i = k
		} else {
			var ok bool
			if n, i, ok = handGroups(b, j, &sl.cards, &sl.pos, n, at); !ok {
				return false
			}
			set = CardSetOf(sl.cards[start:n])
		}
		// the hand is written field by field: a Hand literal would be
		// built aside and copied with its pointers
		s.lastLine, s.lastLS = line, ls
		hands = hands[:len(hands)+1]
		h := &hands[len(hands)-1]
		h.Pos, h.Seat, h.Set, h.laid = pos, st, set, laid
		if laid {
			h.n = uint8(n - start)
		} else {
			h.Cards, h.CardPos, h.n = sl.cards[start:n:n], sl.pos[start:n:n], 0
		}
		lazy = lazy || laid
	}
	if len(hands) == 0 {
		return false
	}
	if lazy {
		d.lazy, d.slab = true, sl // (once: a pointer written has a write barrier)
	}
	d.Hands = hands
	s.i, s.line, s.ls = i, line, ls
	return true
}

// handGroups reads the suit groups of a hand from b[i:] to the end of the
// line (docs/notation.md §6, group: a suit symbol then its ranks, or "-"
// for a void), writing the cards and their positions to cards and cpos
// from index n on; at is the line: a byte's offset is at.Offset+i, its
// column i-at.Col. It returns the cards then written, where it stopped,
// and false unless it read at least one group and nothing else. (A
// function of its own, as trickPlays; arrays rather than slices, so that
// no slice header is kept up to date per card.)
func handGroups(b []byte, i int, cards *[36]Card, cpos *[36]Pos, n int, at Pos) (int, int, bool) {
	groups := 0
	for {
		i = blanksOnLine(b, i)
		c := b[i:] // the suit symbol and the byte after it at constant indexes
		if len(c) < 4 || c[0] != 0xe2 || c[1] != 0x99 {
			break
		}
		su := fastSuit[c[2]]
		if su == NoSuit {
			return n, i, false
		}
		i += 3
		if c[3] == '-' {
			i++
		} else {
			k := i
			for i < len(b) {
				r := fastRank[b[i]]
				if r == NoRank {
					break
				}
				if n >= len(cards) {
					return n, i, false
				}
				cards[n] = Card{r, su}
				cpos[n] = Pos{Offset: at.Offset + i, Line: at.Line, Col: i - at.Col}
				n++
				i++
				if r == Ten {
					if i == len(b) || b[i] != '0' {
						return n, i, false
					}
					i++
				}
			}
			if i == k {
				return n, i, false
			}
		}
		if i < len(b) {
			if c := b[i]; c == ' ' {
				i++ // the blank after the group, mostly the only one
			} else if fastClass[c]&fEnd == 0 {
				return n, i, false
			}
		}
		groups++
	}
	return n, i, groups > 0
}

// groupStart is, by suit (♠ ♥ ♦ ♣), the first four bytes of its group in
// a hand line of the canonical layout, a blank and the suit's symbol, as
// a little-endian word (handFour).
var groupStart = [4]uint32{0xa099e220, 0xa599e220, 0xa699e220, 0xa399e220}

// handFour reads the commonest hand line at b[i:], just past its seat's
// colon: a blank, the four suit groups in the order ♠ ♥ ♦ ♣ with a blank
// between them (each a suit symbol and its ranks from the highest down,
// as Print writes them, or "-"), and a newline, the line shorter than 64
// bytes; it writes neither the cards nor their positions (layHand works
// both out from the set and the canonical layout) and returns the set
// (Hand.Set) and the index of the newline; 0 for the index when the line
// is not so (handGroups reads it then: a group in another order, a card
// written twice).
func handFour(b []byte, i int) (CardSet, int) {
	if i+64 > len(b) {
		return 0, 0
	}
	var set CardSet
	c := (*[64]byte)(b[i : i+64]) // the line, at constant length: no bounds checks
	j := 0                        // the next byte of c
	var order uint16              // a rank read after a lower or equal one of its group: not 0
	for g := range 4 {
		// a blank, the suit symbol, a rank or "-": at most 22 bytes on
		if uint(j) > 40 { // (unsigned: c[j:j+4] then needs no bounds check)
			return 0, 0
		}
		// the blank and the symbol of the group's suit, ♠ ♥ ♦ ♣ in turn,
		// in one test
		if binary.LittleEndian.Uint32(c[j:j+4]) != groupStart[g&3] {
			return 0, 0
		}
		j += 4
		if c[j&63] == '-' {
			j++
		} else {
			k := j
			var rk uint16 // the group's ranks, a bit each
			for {
				bit := rankBit[c[j&63]] // the rank's bit in its suit's 16 of a CardSet
				if bit == 0 {
					break
				}
				order |= rk & (bit<<1 - 1)
				rk |= bit
				j++
				if bit == 1<<(Ten-1) {
					if c[j&63] != '0' {
						return 0, 0
					}
					j++
				}
			}
			if j == k {
				return 0, 0
			}
			set |= CardSet(rk) << ((16 * g) & 63)
		}
	}
	if c[j&63] != '\n' || order != 0 {
		return 0, 0
	}
	return set, i + j
}

// fastCalls reads a calls section.
func (p *parser) fastCalls(s *fscan, d *Deal) bool {
	b, base := s.b, s.base
	i, line, ls := s.i+len("calls"), s.line, s.ls
	sl := p.full()
	calls := sl.calls[:0:len(sl.calls)]
	for {
		i, line, ls = skip(b, i, line, ls)
		if uint(i)+2 >= uint(len(b)) || fastClass[b[i+1]] != fBlank {
			break
		}
		st := fastSeat[b[i]]
		if st == NoSeat {
			break
		}
		n := len(calls)
		if n == cap(calls) {
			return false
		}
		calls = calls[:n+1]
		c := &calls[n]
		*c = Call{Pos: Pos{Offset: base + i, Line: line, Col: i - ls + 1}, Seat: st}
		if w := passAt(b, i); w != 0 {
			i += w
			s.lastLine, s.lastLS = line, ls
			continue
		}
		i, line, ls = skip(b, i+2, line, ls)
		switch {
		case uint(i)+4 <= uint(len(b)) && string(b[i:i+4]) == "pass" && (i+4 == len(b) || fastClass[b[i+4]]&fEnd != 0):
			i += 4
			s.lastLine, s.lastLS = line, ls
		case i < len(b) && b[i] == 'X':
			if i+1 == len(b) || fastClass[b[i+1]]&fEnd != 0 {
				c.Kind = Coinche
				i++
			} else if b[i+1] == 'X' && (i+2 == len(b) || fastClass[b[i+2]]&fEnd != 0) {
				c.Kind = Surcoinche
				i += 2
			} else {
				return false
			}
			s.lastLine, s.lastLS = line, ls
		default:
			c.Kind = Bid
			s.i, s.line, s.ls = i, line, ls
			if !s.contract(&c.Contract) {
				return false
			}
			i, line, ls = s.i, s.line, s.ls
		}
	}
	if len(calls) == 0 {
		return false
	}
	d.Calls = calls
	s.i, s.line, s.ls = i, line, ls
	return true
}

// passAt reads the commonest call at b[i:], in one 8-byte load: a seat
// letter (read before), a blank, "pass", then the two blanks between calls
// or a newline; it returns its length with the blanks (8, or 6 before the
// newline), 0 when the call is not so.
func passAt(b []byte, i int) int {
	if uint(i)+8 > uint(len(b)) {
		return 0
	}
	u := binary.LittleEndian.Uint64(b[i:]) >> 8
	switch {
	case u == 0x20207373617020: // " pass  "
		return 8
	case u&0xffffffffffff == 0x0a7373617020: // " pass\n"
		return 6
	}
	return 0
}

// suitBid reads the commonest bid, two or three digits and a suit's
// symbol (80♠, 100♦) followed by a blank or a newline, in one 8-byte load;
// false, having read nothing, for any other (contract reads it then).
func (s *fscan) suitBid(k *Contract) bool {
	if uint(s.i)+8 > uint(len(s.b)) {
		return false
	}
	u := binary.LittleEndian.Uint64(s.b[s.i:])
	d0, d1, d2 := byte(u)-'0', byte(u>>8)-'0', byte(u>>16)-'0'
	if d0 > 9 || d1 > 9 {
		return false
	}
	v, w := int(d0)*10+int(d1), 2
	if d2 <= 9 {
		v, w, u = v*10+int(d2), 3, u>>8
	}
	su := fastSuit[byte(u>>32)]
	if uint16(u>>16) != 0x99e2 || su == NoSuit || fastClass[byte(u>>40)]&fEnd == 0 {
		return false
	}
	*k = Contract{Level: Points, Value: v, Strain: TrumpS + Strain(su-Spades)}
	s.word(w + 3)
	return true
}

// contract reads a bid: points with their strain (80♥, 90SA), or capot,
// match or générale, a blank and the strain (capot ♠).
func (s *fscan) contract(k *Contract) bool {
	if s.suitBid(k) {
		return true
	}
	i, v := s.i, 0
	for uint(i) < uint(len(s.b)) && '0' <= s.b[i] && s.b[i] <= '9' {
		v = v*10 + int(s.b[i]-'0')
		i++
	}
	if i > s.i {
		if i-s.i > 8 {
			return false
		}
		st, e := s.strain(i)
		if st == NoStrain {
			return false
		}
		*k = Contract{Level: Points, Value: v, Strain: st}
		s.word(e - s.i)
		return true
	}
	var lv Level
	switch {
	case s.is("capot"):
		lv = Capot
	case s.is("match"):
		lv = Match
	case s.is("générale"):
		lv = Generale
	default:
		return false
	}
	j := s.i
	for j < len(s.b) && fastClass[s.b[j]] == 0 {
		j++
	}
	s.word(j - s.i)
	if !s.blanks() {
		return false
	}
	st, e := s.strain(s.i)
	if st == NoStrain {
		return false
	}
	*k = Contract{Level: lv, Strain: st}
	s.word(e - s.i)
	return true
}

// fastTricks reads a tricks section: leaders and cards, with belote and
// rebelote, a trick on each line.
func (p *parser) fastTricks(s *fscan, d *Deal) bool {
	b, base := s.b, s.base
	i, line, ls := s.i+len("tricks"), s.line, s.ls
	sl := p.full()
	tricks := sl.tricks[:0:len(sl.tricks)]
	plays := sl.plays[:0:len(sl.plays)]
	laid := false  // the trick before is laid
	after := false // a trick is layAll
	for {
		// the commonest line, in one call: the trick's record written
		// with its compact form, and nothing else when the trick before
		// is laid (its position and its plays follow from that trick's)
		if n := len(plays); len(tricks) < cap(tricks) && n+4 <= cap(plays) {
			if st, k, four := trickLine(b, i); k != 0 {
				plays = plays[:n+4]
				tricks = tricks[:len(tricks)+1]
				t := &tricks[len(tricks)-1]
				line, ls = line+1, i+1
				if laid {
					t.Leader, t.lay, t.Four = st, layAll, four
					after = true
				} else {
					t.Pos = Pos{Offset: base + i + 10, Line: line, Col: 10}
					t.Leader, t.Plays, t.lay, t.Four = st, plays[n:n+4:n+4], layPlays, four
				}
				laid, d.lazy = true, true
				s.lastLine, s.lastLS = line, ls
				i = k
				continue
			}
		}
		st, j := indentedSeat(b, i), 0
		if st != NoSeat {
			i, line, ls, j = i+10, line+1, i+1, i+12
		} else if st, j, i, line, ls = lineSeat(b, i, line, ls); st == NoSeat {
			break
		}
		if len(tricks) == cap(tricks) {
			return false
		}
		pos := Pos{Offset: base + i, Line: line, Col: i - ls + 1}
		start := len(plays)
		at := Pos{Offset: base, Line: line, Col: ls - 1}
		k, four := 0, FourCards(0)
		if start+4 <= cap(plays) && j == i+2 { // (with its colon: layTrick)
			k, four = trickFour(b, j)
		}
		laid = k != 0
		if laid {
			plays, i = plays[:start+4], k
		} else {
			var ok bool
			if plays, i, ok = trickPlays(b, j, plays, at); !ok {
				return false
			}
		}
		n := len(plays)
		s.lastLine, s.lastLS = line, ls
		tricks = tricks[:len(tricks)+1]
		t := &tricks[len(tricks)-1]
		t.Pos, t.Leader, t.Plays, t.lay, t.Four = pos, st, plays[start:n:n], layNone, four
		if laid {
			t.lay = layPlays
		}
		d.lazy = d.lazy || laid
	}
	if len(tricks) == 0 {
		return false
	}
	if after {
		d.slab = sl // (once: a pointer written has a write barrier)
	}
	d.Tricks = tricks
	s.i, s.line, s.ls = i, line, ls
	return true
}

// clearNotes clears the notes of the slab's hands and tricks, which the
// general parser may have written (noted), for the fast path, which
// writes none.
func (sl *dealSlab) clearNotes() {
	for i := range sl.hands {
		sl.hands[i].Notes = Notes{}
	}
	for i := range sl.tricks {
		sl.tricks[i].Notes = Notes{}
	}
	sl.noted = false
}

// trickPlays reads the cards of a trick from b[i:] to the end of the line
// (with belote and rebelote), appending them to plays; at is the line: a
// byte's offset is at.Offset+i, its column i-at.Col. It returns where it
// stopped, and false unless it read one to four cards and nothing else.
// (A function of its own: with the few values it keeps, they stay in
// registers.)
func trickPlays(b []byte, i int, plays []Play, at Pos) ([]Play, int, bool) {
	start := len(plays)
	for {
		i = blanksOnLine(b, i)
		if i >= len(b) {
			break
		}
		r := fastRank[b[i]]
		if r == NoRank {
			// belote or rebelote after a card, or the end of the trick
			n := len(plays)
			if n == start || b[i] != 'b' && b[i] != 'r' {
				break // (no call of sayAt at the end of most tricks)
			}
			say, w := sayAt(b, i)
			if say == SayNothing {
				break
			}
			if plays[n-1].Say != SayNothing {
				return plays, i, false
			}
			plays[n-1].Say = say
			i += w
			continue
		}
		// the card and the byte after it (a blank or a newline) read
		// from c, of at least 8 bytes: no bounds checks
		var su Suit
		k := i // the index after the suit symbol
		if c := b[i:]; len(c) >= 8 {
			if r == Ten {
				if c[1] != '0' || c[2] != 0xe2 || c[3] != 0x99 || fastClass[c[5]]&fEnd == 0 {
					return plays, i, false
				}
				su, k = fastSuit[c[4]], i+5
			} else {
				if c[1] != 0xe2 || c[2] != 0x99 || fastClass[c[4]]&fEnd == 0 {
					return plays, i, false
				}
				su, k = fastSuit[c[3]], i+4
			}
		} else if su, k = cardTail(b, i, r); k == 0 {
			return plays, i, false
		}
		n := len(plays)
		if su == NoSuit || n-start == 4 || n == cap(plays) {
			return plays, i, false
		}
		plays = plays[:n+1]
		plays[n] = Play{Pos: Pos{Offset: at.Offset + i, Line: at.Line, Col: i - at.Col}, Card: Card{r, su}}
		i = k
		if i < len(b) && b[i] == ' ' {
			i++ // the blank after the card, mostly the only one
		}
	}
	return plays, i, len(plays) > start
}

// trickFour reads the commonest trick line at b[i:], just past its
// leader's colon: a blank, four cards with a blank between them, nothing
// said, and a newline, in straight-line code (read from a 40-byte
// window: no bounds check per card; the text must hold 40 bytes from i);
// it returns the index of the newline and the trick's compact form
// (Trick.Four), from which Deal.FillPositions writes the plays (their
// cards, layTrick their positions); 0 for the index when the line is not
// so (trickPlays reads it then).
func trickFour(b []byte, i int) (int, FourCards) {
	if i+40 > len(b) || b[i] != ' ' {
		return 0, 0
	}
	var four FourCards
	c := (*[40]byte)(b[i : i+40]) // the line, at constant length: no bounds checks
	k := 1                        // the next byte of c
	// the suit symbol's first two bytes and the byte after the card, a
	// blank (a newline after the last), in the card's word
	want := uint64(' '<<32 | 0x99e2<<8)
	for n := range 4 {
		// the card's 8 bytes at once: the rank, the suit symbol, the end
		u := binary.LittleEndian.Uint64(c[k&31 : k&31+8])
		x := rankPart[byte(u)]
		w := 5 // the card's length in bytes with its end
		if byte(u) == '1' {
			if byte(u>>8) != '0' {
				return 0, 0
			}
			u, w = u>>8, 6
		}
		if n == 3 {
			want = '\n'<<32 | 0x99e2<<8
		}
		if u&0xff00ffff00 != want {
			return 0, 0
		}
		// the card's byte, the leader's ending as the lowest
		four = four>>8 | FourCards(x|suitPart[byte(u>>24)])<<24
		k += w
	}
	if four&0xc0c0c0c0 != 0xc0c0c0c0 {
		return 0, 0 // a rank or a suit not known
	}
	return i + k - 1, four
}

// rankBit is, by the byte that starts a canonical rank, the rank's bit
// in its suit's 16 of a CardSet (1<<(rank−1)); 0 for any other byte.
var rankBit = func() (r [256]uint16) {
	for b, rk := range fastRank {
		if rk != NoRank {
			r[b] = 1 << (rk - 1)
		}
	}
	return r
}()

// trickLine reads the commonest trick line after the first at b[i:], i
// the newline before it: the nine blanks of the canonical layout, the
// leader, its colon, a blank, four cards with a blank between them,
// nothing said, and a newline (what indentedSeat and trickFour read), in
// straight-line code from one 40-byte window; it returns the leader, the
// index of the line's newline and the trick's compact form; 0 for the
// index when the line is not so (fastTricks reads it then, with
// indentedSeat, trickFour and trickPlays).
func trickLine(b []byte, i int) (Seat, int, FourCards) {
	if uint(i)+40 > uint(len(b)) {
		return NoSeat, 0, 0
	}
	c := (*[40]byte)(b[i : i+40]) // the line, at constant length: no bounds checks
	u1 := binary.LittleEndian.Uint64(c[8:16])
	st := fastSeat[byte(u1>>16)]
	if binary.LittleEndian.Uint64(c[0:8]) != 0x202020202020200a || u1&0xffff00ffff != 0x203a002020 || st == NoSeat {
		return NoSeat, 0, 0
	}
	if four := tenless(c); four != 0 {
		return st, i + 32, four
	}
	var four FourCards
	var ends uint32 // the byte after each card, the last card's the lowest
	k := 13         // the next byte of c: the first card
	for range 4 {
		// the card's 8 bytes at once: the rank, the suit symbol, the end
		u := binary.LittleEndian.Uint64(c[k&31 : k&31+8])
		x := rankPart[byte(u)]
		w := 5 // the card's length in bytes with its end
		if byte(u) == '1' {
			if byte(u>>8) != '0' {
				return NoSeat, 0, 0
			}
			u, w = u>>8, 6
		}
		if u&0xffff00 != 0x99e200 {
			return NoSeat, 0, 0
		}
		ends = ends<<8 | uint32(byte(u>>32))
		// the card's byte, the leader's ending as the lowest
		four = four>>8 | FourCards(x|suitPart[byte(u>>24)])<<24
		k += w
	}
	if four&0xc0c0c0c0 != 0xc0c0c0c0 || ends != 0x2020200a {
		return NoSeat, 0, 0 // a rank or a suit not known, or not a blank between cards
	}
	return st, i + k - 1, four
}

// tenless reads the four cards of a trick line without a ten (about
// three trick lines in five) at their constant places in c, the line from
// the newline before it as trickLine reads it: each card's rank (one
// byte: not 10) at 13+5n, its suit symbol after it, then a blank, and the
// newline after the last at 32, checked in three 8-byte loads; it returns
// the trick's compact form, 0 when the line is not so (trickLine reads it
// card by card then).
func tenless(c *[40]byte) FourCards {
	w0 := binary.LittleEndian.Uint64(c[13:21]) // rank, E2 99 suit, ' ', rank, E2 99
	w1 := binary.LittleEndian.Uint64(c[21:29]) // suit, ' ', rank, E2 99 suit, ' ', rank
	w2 := binary.LittleEndian.Uint64(c[29:37]) // E2 99 suit '\n'
	if w0&0xffff00ff00ffff00 != 0x99e200200099e200 || w1&0xff00ffff00ff00 != 0x200099e2002000 ||
		w2&0xff00ffff != 0x0a0099e2 {
		return 0
	}
	four := FourCards(onePart[byte(w0)]|suitPart[byte(w0>>24)]) |
		FourCards(onePart[byte(w0>>40)]|suitPart[byte(w1)])<<8 |
		FourCards(onePart[byte(w1>>16)]|suitPart[byte(w1>>40)])<<16 |
		FourCards(onePart[byte(w1>>56)]|suitPart[byte(w2>>16)])<<24
	if four&0xc0c0c0c0 != 0xc0c0c0c0 {
		return 0 // a rank or a suit not known
	}
	return four
}

// rankPart and suitPart are, by the byte that starts a canonical rank and
// the last byte of a suit's symbol, their parts of a card's byte in a
// FourCards: 0x80 and the rank less one, 0x40 and 16× the suit less one;
// 0 for any other byte.
var rankPart, suitPart = func() (r, s [256]uint8) {
	for b, rk := range fastRank {
		if rk != NoRank {
			r[b] = 0x80 | uint8(rk-1)
		}
	}
	for b, su := range fastSuit {
		if su != NoSuit {
			s[b] = 0x40 | uint8(su-1)<<4
		}
	}
	return r, s
}()

// onePart is rankPart but for the ten's '1', for tenless: a card of one
// byte's rank.
var onePart = func() [256]uint8 {
	r := rankPart
	r['1'] = 0
	return r
}()

// cardTail reads the card of rank r at b[i] (its first byte read) near the
// end of the text, where trickPlays does not read 8 bytes at once: its
// suit and the index after its suit symbol, which a blank, a newline or
// the end of the text follows; 0 for the index when there is no such
// card.
func cardTail(b []byte, i int, r Rank) (Suit, int) {
	k := i + 1
	if r == Ten {
		if k == len(b) || b[k] != '0' {
			return NoSuit, 0
		}
		k++
	}
	if k+3 > len(b) || b[k] != 0xe2 || b[k+1] != 0x99 || k+3 < len(b) && fastClass[b[k+3]]&fEnd == 0 {
		return NoSuit, 0
	}
	return fastSuit[b[k+2]], k + 3
}

// sayAt reads "belote" or "rebelote" at b[i] (docs/notation.md §6,
// play), followed by a blank, a newline or the end of the text: what is
// said and its length in bytes; SayNothing and 0 if neither.
func sayAt(b []byte, i int) (Say, int) {
	switch {
	case b[i] == 'b' && i+6 <= len(b) && string(b[i:i+6]) == "belote" && (i+6 == len(b) || fastClass[b[i+6]]&fEnd != 0):
		return SayBelote, 6
	case b[i] == 'r' && i+8 <= len(b) && string(b[i:i+8]) == "rebelote" && (i+8 == len(b) || fastClass[b[i+8]]&fEnd != 0):
		return SayRebelote, 8
	}
	return SayNothing, 0
}

// fastClaim reads a claim: its seat and the tricks, when written.
func (p *parser) fastClaim(s *fscan, d *Deal) bool {
	sl := p.full()
	sl.claim = Claim{Pos: s.pos(s.i), Tricks: -1}
	s.word(len("claim"))
	if !s.blanks() {
		return false
	}
	if sl.claim.Seat = s.seat(); sl.claim.Seat == NoSeat {
		return false
	}
	if s.blanks() {
		if n, ok := s.number(); ok {
			sl.claim.Tricks = n
		}
	}
	d.Claim = &sl.claim
	return true
}

// fastWon reads won and its seat, when written.
func (p *parser) fastWon(s *fscan, d *Deal) bool {
	sl := p.full()
	sl.won = s.pos(s.i)
	d.Won = &sl.won
	s.word(len("won"))
	if s.blanks() {
		d.WonBy = s.seat()
	}
	return true
}

// fastResult reads a result: NS points EW points.
func (p *parser) fastResult(s *fscan, d *Deal) bool {
	sl := p.full()
	r := &sl.result
	*r = Result{Pos: s.pos(s.i)}
	s.word(len("result"))
	var ok bool
	if !s.blanks() || !s.is("NS") {
		return false
	}
	s.word(2)
	if !s.blanks() {
		return false
	}
	if r.NS, ok = s.number(); !ok || !s.blanks() || !s.is("EW") {
		return false
	}
	s.word(2)
	if !s.blanks() {
		return false
	}
	if r.EW, ok = s.number(); !ok {
		return false
	}
	d.Result = r
	return true
}
