package notation

import "bytes"

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
	// the end of the last word read, and the start and number of its line
	end, endLS, endLine int
}

func (s *fscan) pos(i int) Pos { return Pos{Offset: s.base + i, Line: s.line, Col: i - s.ls + 1} }

// blanks skips blanks and newlines; false at the end of the text.
func (s *fscan) blanks() bool {
	b, i := s.b, s.i
	for i < len(b) {
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
func (s *fscan) ended(i int) bool { return i >= len(s.b) || fastClass[s.b[i]]&fEnd != 0 }

// word moves past a word of n bytes that ends at s.i+n, noting its end.
func (s *fscan) word(n int) {
	s.i += n
	s.end, s.endLS, s.endLine = s.i, s.ls, s.line
}

// is reports whether the word at s.i is w.
func (s *fscan) is(w string) bool {
	j := s.i + len(w)
	return j <= len(s.b) && string(s.b[s.i:j]) == w && s.ended(j)
}

// seat reads a seat letter, followed by a blank (or, when colon is set, by
// an optional ':'); NoSeat, having read nothing, if there is none.
func (s *fscan) seat(colon bool) Seat {
	i := s.i
	if i+1 >= len(s.b) {
		return NoSeat
	}
	st := fastSeat[s.b[i]]
	if st == NoSeat {
		return NoSeat
	}
	if colon && s.b[i+1] == ':' {
		s.word(2)
		return st
	}
	if fastClass[s.b[i+1]]&fEnd == 0 {
		return NoSeat
	}
	s.word(1)
	return st
}

// rank reads a rank at i, returning it and its width (0 if none).
func (s *fscan) rank(i int) (Rank, int) {
	if i >= len(s.b) {
		return NoRank, 0
	}
	r := fastRank[s.b[i]]
	if r == Ten {
		if i+1 < len(s.b) && s.b[i+1] == '0' {
			return Ten, 2
		}
		return NoRank, 0
	}
	if r == NoRank {
		return NoRank, 0
	}
	return r, 1
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
	for i < len(s.b) && '0' <= s.b[i] && s.b[i] <= '9' {
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
// on the fast path, into d, which has no comments before it; on success the current token is the one after
// the deal, as parseDeal leaves it. False when the deal is not in the
// canonical layout: nothing the general parser reads has changed then
// (but d and the deal's buffers, which it resets).
func (p *parser) fastDeal(d *Deal) bool {
	l := p.lex
	if l.cut || p.tok.line != l.lineNo {
		return false
	}
	b, eof := l.src.window()
	if b == nil {
		return false
	}
	for !eof && len(b) < fastWindow {
		more := l.src.grow()
		// the window may have moved, and the current line with it
		b, eof = l.src.window()
		l.line = b[:len(l.line)]
		p.tok.val = l.line[p.tok.col-1 : p.tok.ecol-1]
		if !more {
			break
		}
	}
	if len(b) > fastMax {
		b, eof = b[:fastMax], false
	}
	if !eof {
		// the text up to its last full line: a deal that goes on past it
		// is left to the general parser
		b = b[:bytes.LastIndexByte(b, '\n')+1]
	}
	s := fscan{b: b, i: l.pos, line: l.lineNo, base: l.lineOff}
	s.end, s.endLine = s.i, s.line
	if !p.fastBody(&s, d, eof) {
		*d = Deal{Game: d.Game, Pos: d.Pos, Head: d.Head}
		p.playBuf, p.cardBuf, p.posBuf = nil, nil, nil
		return false
	}
	// Hand the text over to the lexer just past the deal's last word, and
	// read the next token as the general parser would have.
	lineEnd := len(b)
	if j := bytes.IndexByte(b[s.endLS:], '\n'); j >= 0 {
		lineEnd = s.endLS + j
	}
	next, nl := lineEnd, false
	if lineEnd < len(b) {
		next, nl = lineEnd+1, true
	}
	l.src.seek(s.endLS, next)
	l.line = b[s.endLS:lineEnd]
	l.pos, l.start = s.end-s.endLS, s.end-s.endLS
	l.lineNo, l.lineOff, l.nextOff = s.endLine, s.base+s.endLS, s.base+next
	l.lastNL, l.sawTok, l.prevComment = nl, true, false
	t := p.tok
	t.typ = tWord
	t.eline, t.ecol, t.eoff = s.endLine, s.end-s.endLS+1, s.base+s.end
	p.cur = nil
	p.next()
	return true
}

// fastBody reads the deal after its keyword: number, dealer, sections, up
// to the next deal, tag or the end of the input.
func (p *parser) fastBody(s *fscan, d *Deal, eof bool) bool {
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
		if d.Dealer = s.seat(false); d.Dealer == NoSeat {
			return false
		}
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

// atStop reports whether the text at s.i starts a tag or a deal.
func (s *fscan) atStop() bool {
	if s.b[s.i] == '[' {
		return true
	}
	j := s.i
	for j < len(s.b) && !delim[s.b[j]] && s.b[j] != '\n' {
		j++
	}
	return keywordOf(s.b[s.i:j]) == kwDeal
}

// fastHands reads a hands section: seats and suit groups.
func (p *parser) fastHands(s *fscan, d *Deal) bool {
	s.word(len("hands"))
	sl := p.full()
	d.Hands = sl.hands[:0:len(sl.hands)]
	p.cardBuf, p.posBuf = sl.cards[:0:len(sl.cards)], sl.pos[:0:len(sl.pos)]
	for s.blanks() {
		pos := s.pos(s.i)
		st := s.seat(true)
		if st == NoSeat {
			break
		}
		if len(d.Hands) == cap(d.Hands) {
			return false
		}
		start := len(p.cardBuf)
		groups := 0
		for s.blanks() {
			su := s.suit(s.i)
			if su == NoSuit {
				break
			}
			i := s.i + 3
			if i < len(s.b) && s.b[i] == '-' {
				i++
			} else {
				n := 0
				for {
					r, w := s.rank(i)
					if w == 0 {
						break
					}
					if len(p.cardBuf) == cap(p.cardBuf) {
						return false
					}
					p.cardBuf = append(p.cardBuf, Card{r, su})
					p.posBuf = append(p.posBuf, s.pos(i))
					i += w
					n++
				}
				if n == 0 {
					return false
				}
			}
			if !s.ended(i) {
				return false
			}
			s.word(i - s.i)
			groups++
		}
		if groups == 0 {
			return false
		}
		end := len(p.cardBuf)
		d.Hands = append(d.Hands, Hand{Pos: pos, Seat: st, Cards: p.cardBuf[start:end:end], CardPos: p.posBuf[start:end:end]})
	}
	return len(d.Hands) > 0
}

// fastCalls reads a calls section.
func (p *parser) fastCalls(s *fscan, d *Deal) bool {
	s.word(len("calls"))
	sl := p.full()
	d.Calls = sl.calls[:0:len(sl.calls)]
	for s.blanks() {
		pos := s.pos(s.i)
		st := s.seat(false)
		if st == NoSeat {
			break
		}
		if len(d.Calls) == cap(d.Calls) || !s.blanks() {
			return false
		}
		c := Call{Pos: pos, Seat: st}
		switch s.b[s.i] {
		case 'p':
			if !s.is("pass") {
				return false
			}
			s.word(4)
		case 'X':
			switch {
			case s.ended(s.i + 1):
				c.Kind = Coinche
				s.word(1)
			case s.is("XX"):
				c.Kind = Surcoinche
				s.word(2)
			default:
				return false
			}
		default:
			c.Kind = Bid
			if !s.contract(&c.Contract) {
				return false
			}
		}
		d.Calls = append(d.Calls, c)
	}
	return len(d.Calls) > 0
}

// contract reads a bid: points with their strain (80♥, 90SA), or capot,
// match or générale, a blank and the strain (capot ♠).
func (s *fscan) contract(k *Contract) bool {
	i, v := s.i, 0
	for i < len(s.b) && '0' <= s.b[i] && s.b[i] <= '9' {
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
// rebelote.
func (p *parser) fastTricks(s *fscan, d *Deal) bool {
	s.word(len("tricks"))
	sl := p.full()
	d.Tricks = sl.tricks[:0:len(sl.tricks)]
	p.playBuf = sl.plays[:0:len(sl.plays)]
	for s.blanks() {
		pos := s.pos(s.i)
		st := s.seat(true)
		if st == NoSeat {
			break
		}
		if len(d.Tricks) == cap(d.Tricks) {
			return false
		}
		start := len(p.playBuf)
		for s.blanks() {
			r, w := s.rank(s.i)
			if w == 0 {
				break
			}
			su := s.suit(s.i + w)
			if su == NoSuit || !s.ended(s.i+w+3) || len(p.playBuf)-start == 4 || len(p.playBuf) == cap(p.playBuf) {
				return false
			}
			p.playBuf = append(p.playBuf, Play{Pos: s.pos(s.i), Card: Card{r, su}})
			s.word(w + 3)
			if !s.blanks() {
				break
			}
			switch {
			case s.b[s.i] == 'b' && s.is("belote"):
				p.playBuf[len(p.playBuf)-1].Say = SayBelote
				s.word(len("belote"))
			case s.b[s.i] == 'r' && s.is("rebelote"):
				p.playBuf[len(p.playBuf)-1].Say = SayRebelote
				s.word(len("rebelote"))
			}
		}
		n := len(p.playBuf)
		if n == start {
			return false
		}
		d.Tricks = append(d.Tricks, Trick{Pos: pos, Leader: st, Plays: p.playBuf[start:n:n]})
	}
	return len(d.Tricks) > 0
}

// fastClaim reads a claim: its seat and the tricks, when written.
func (p *parser) fastClaim(s *fscan, d *Deal) bool {
	sl := p.full()
	sl.claim = Claim{Pos: s.pos(s.i), Tricks: -1}
	s.word(len("claim"))
	if !s.blanks() {
		return false
	}
	if sl.claim.Seat = s.seat(false); sl.claim.Seat == NoSeat {
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
		d.WonBy = s.seat(false)
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
