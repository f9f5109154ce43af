package notation

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/internal/suggest"
)

// The parser is a recursive-descent parser over the lexer's tokens, with
// one token of look-ahead (p.tok). Each parse function carries in its doc
// comment the production of docs/notation.md it reads. Comments never reach
// the parse functions: next attaches them to the line they belong to.
//
// After a syntax error the parser skips to a point it knows (the next card,
// seat, section keyword, deal keyword or tag), so one bad token costs at
// most the item it is in, and one bad deal never costs the next.

// maxDealErrors bounds the errors reported for one deal (or one header);
// the rest of that deal is skipped after a syntax/too-many-errors error.
const maxDealErrors = 50

// maxTags bounds the tags of one game, so that a reader's memory stays
// bounded on any input.
const maxTags = 10000

type parser struct {
	lex  *lexer
	file string
	tok  *token // the current token (the lexer's), never a comment

	kw    keyword // keyword of tok, when kwSet
	kwSet bool

	errs    ErrorList
	nerrs   int // errors in the current deal or header
	quiet   bool
	deal    *Deal // the deal being read
	game    *Game // the current game
	hasDeal bool  // the current game has a deal

	pending []Comment // own-line comments waiting for their line
	cur     *Notes    // notes of the line being read
	// the end of the last token of the current deal so far
	endLine, endCol, endOff int

	// the index in game.Tags of the first tag of each name (lower case),
	// once the game has many tags
	tagIndex map[string]int

	keep  bool // keep games and their deals (Parse)
	entry bool // reading an entry (ParseEntry): its end is not a file's
	games []*Game
	// the tags of the game before the current one, whose values a game
	// that repeats them shares
	prevTags []Tag

	offs    []int  // scratch for groupsOf
	scratch []byte // a word kept across next
	playBuf []Play // the plays of the current deal
	cardBuf []Card // the cards of the current deal's hands
	posBuf  []Pos  // their positions

	slab     *dealSlab // the storage of the current full deal, or nil
	lastFull bool      // the last deal read was a full deal
	// reuse, when set, is the storage of every deal (Reader.Reuse)
	reuse *fullDeal
	// fast reads deals in the canonical layout on the fast path (fast.go)
	fast      bool
	fastDeals int // deals read on the fast path
}

// dealSlab holds the records of one full deal (four hands, eight calls,
// the tricks and cards of a 36-card deck, sixteen calls, a result, a claim,
// won, an announcement, or a summary) so that reading such a deal
// allocates once: with its Deal (fullDeal) it fits the 6 KiB size class of
// the allocator. The deal's slices are
// sub-slices of its arrays with their capacity cut at their length where
// they share one (full-slice expressions), so that an append to one never
// writes over another; a slice that outgrows its array moves out of the
// slab as any slice does. A slab belongs to one deal and is never reused
// (but by a Reader after Reuse): every Deal returned stays valid.
type dealSlab struct {
	hands     [4]Hand
	calls     [16]Call
	tricks    [9]Trick
	plays     [slabPlays]Play
	cards     [36]Card
	pos       [36]Pos
	announces [slabAnnounces]Announce
	acards    [slabAnnounces * slabAnnounceCards]Card
	result    Result
	claim     Claim
	won       Pos
	summary   Summary
	// noted: the general parser read a deal into the slab, whose hands
	// and tricks may have notes (the fast path clears them once)
	noted bool
}

const (
	slabPlays         = 36
	slabAnnounces     = 1
	slabAnnounceCards = 8
)

// fullDeal is a Deal and its slab in one allocation, for a deal that is
// likely a full one (the one before it was).
type fullDeal struct {
	deal Deal
	slab dealSlab
}

// full returns the slab of the current deal, allocating it on the first
// section of a full deal when the deal was not allocated with one.
func (p *parser) full() *dealSlab {
	if p.slab == nil {
		p.slab = new(dealSlab)
	}
	return p.slab
}

// noted is full for the general parser's hands and tricks, which may
// have notes: the fast path clears them before it reads a deal into the
// slab again (dealSlab.noted).
func (p *parser) noted() *dealSlab {
	sl := p.full()
	sl.noted = true
	return sl
}

func newParser(file string, src lineSource, keep bool) *parser {
	p := &parser{lex: newLexer(src), file: file, keep: keep, fast: true}
	p.tok = &p.lex.tok
	p.tok.typ = tWord // not EOF: nothing to note in next
	p.next()
	return p
}

func (p *parser) pos(t *token) Pos { return mkPos(t.off, t.line, t.col) }
func (p *parser) end(t *token) Pos { return mkPos(t.eoff, t.eline, t.ecol) }

// mkPos makes a Pos of an offset, a line and a column.
func mkPos(off, line, col int) Pos { return Pos{Offset: off, Line: line, Col: col} }

// keyword returns the keyword of the current token (kwNone if it is not a
// keyword or not a word).
func (p *parser) keyword() keyword {
	if !p.kwSet {
		p.kwSet = true
		p.kw = kwNone
		if p.tok.typ == tWord {
			p.kw = keywordOf(p.tok.val)
		}
	}
	return p.kw
}

// next moves to the next token other than a comment. Comments on their own
// line wait in p.pending for the next line item; a comment after a token
// on its line goes to p.cur, the line being read. Stray '}' and cut lines
// are reported here.
func (p *parser) next() {
	if p.tok.typ != tEOF && p.deal != nil {
		p.endLine, p.endCol, p.endOff = p.tok.eline, p.tok.ecol, p.tok.eoff
	}
	p.kwSet = false
	for {
		p.lex.next()
		t := p.tok
		switch t.typ {
		case tComment:
			p.comment(t)
			continue
		case tStray:
			p.errorKey(t, "syntax/char", i18n.SynStrayBrace)
			continue
		case tLong:
			p.errorKey(t, "syntax/line-too-long", i18n.SynLineTooLong, maxLine)
			continue
		case tEncoding:
			p.errorKey(t, "syntax/encoding", i18n.SynEncoding, int(t.flag))
			continue
		}
		return
	}
}

func (p *parser) comment(t *token) {
	c := Comment{Pos: p.pos(t), Text: string(t.val)}
	if t.flag&lexUnclosed != 0 {
		where := i18n.S(i18n.EndOfFile)
		if !p.lex.eof {
			where = i18n.S(i18n.SynBeforeDealLine)
		}
		p.errorKey(t, "syntax/unclosed-comment", i18n.SynUnclosedComment, where)
	}
	if t.flag&lexTooLong != 0 {
		p.errorKey(t, "syntax/comment-too-long", i18n.SynCommentTooLong, maxComment)
	}
	if t.flag&lexBadUTF8 != 0 {
		p.badUTF8(i18n.S(i18n.SynInComment))
	}
	if t.own || p.cur == nil {
		p.pending = append(p.pending, c)
		return
	}
	p.cur.After = append(p.cur.After, c)
	if p.deal != nil {
		p.endLine, p.endCol, p.endOff = t.eline, t.ecol, t.eoff
	}
}

// takePending returns the comments waiting for a line and clears them.
func (p *parser) takePending() []Comment {
	c := p.pending
	p.pending = nil
	return c
}

// relatedAt records a syntax error at token t whose message names a second
// place, rel: msg then " (label line N)" then tail, the place kept as data
// (Error.Related), not as text.
func (p *parser) relatedAt(t *token, code string, rel Pos, label, msg, tail string) {
	p.related(p.pos(t), p.end(t), code, rel, label, msg, tail)
}

// related records a syntax error from pos to end as relatedAt does.
func (p *parser) related(pos, end Pos, code string, rel Pos, label, msg, tail string) {
	if e := p.errorPos(pos, end, code, "%s", msg); e != nil {
		e.Related = []Related{{Pos: rel, Label: label, At: len(e.Msg)}}
		e.Msg += tail
	}
}

// errorKey records a syntax error at token t, its message the catalog's
// key with args (Error.Key, Error.Args), in English in Msg.
func (p *parser) errorKey(t *token, code string, key i18n.Key, args ...any) {
	if e := p.errorPos(p.pos(t), p.end(t), code, "%s", i18n.English.T(key, args...)); e != nil {
		e.Key, e.Args = key, args
	}
}

// errorPos records a syntax error from pos to end and marks the deal (or the
// header) being read as bad. It returns
// the error recorded, nil when none is (too many errors in the deal: a
// syntax/too-many-errors stands for the rest).
func (p *parser) errorPos(pos, end Pos, code, format string, args ...any) *Error {
	if p.deal != nil {
		p.deal.Bad = true
	} else if p.game != nil && !p.hasDeal {
		p.game.Bad = true
	}
	if p.quiet {
		return nil
	}
	p.nerrs++
	e := &Error{File: p.file, Pos: pos, End: end, Code: code}
	if p.nerrs >= maxDealErrors {
		e.Code = "syntax/too-many-errors"
		e.Key = i18n.SynTooManyDeal
		if p.deal == nil {
			e.Key = i18n.SynTooManyHeader
		}
		e.Msg = i18n.English.T(e.Key)
		p.quiet = true
		p.errs = append(p.errs, e)
		// The rest of the deal is skipped by sections, at a section's
		// end: skipping here would leave the caller on the next deal's
		// keyword, which it may then step over.
		return nil
	}
	e.Msg = fmt.Sprintf(format, args...)
	p.errs = append(p.errs, e)
	return e
}

// badUTF8 reports the invalid UTF-8 byte the lexer found in the current
// string or comment token; where names the token for the message.
func (p *parser) badUTF8(where i18n.Sub) {
	l := p.lex
	pos := mkPos(l.badOff, l.badLine, l.badCol)
	end := mkPos(l.badOff+1, l.badLine, l.badCol+1)
	args := []any{int(l.badByte), where}
	if e := p.errorPos(pos, end, "syntax/utf8", "%s", i18n.English.T(i18n.SynUTF8, args...)); e != nil {
		e.Key, e.Args = i18n.SynUTF8, args
	}
}

// resetErrors starts counting errors for a new deal, or for what comes
// after a deal (headers, stray text) up to the next one.
func (p *parser) resetErrors() { p.nerrs, p.quiet = 0, false }

// didYouMean is the "did you mean" of the current word among words, to
// end a message with (i18n.DidYouMean, the closest word: internal/suggest),
// or "" when none is close.
func (p *parser) didYouMean(words []string) any {
	if p.tok.typ != tWord {
		return ""
	}
	return didYouMean(string(p.tok.val), words)
}

// didYouMean is the "did you mean" of w among words, or "".
func didYouMean(w string, words []string) any {
	if c := suggest.Closest(w, words); c != "" {
		return i18n.S(i18n.DidYouMean, c)
	}
	return ""
}

// describeArg is describe as a message's argument: a quoted word or sign
// as it is; the end of an entry or of a file, a string or anything else a
// message of the catalog (i18n.Sub), in the message's language.
func (p *parser) describeArg(t *token) any {
	switch {
	case t.typ == tString:
		return i18n.S(i18n.SynString, quote(t.val))
	case t.typ == tEOF && p.entry:
		return i18n.S(i18n.EndOfEntry)
	case t.typ == tEOF:
		return i18n.S(i18n.EndOfFile)
	}
	if d := describe(t); d != "something else" {
		return d // a quoted word or sign, the same in every language
	}
	return i18n.S(i18n.SynOther)
}

// describe is the package's describe, the end of an entry named as such.
func (p *parser) describe(t *token) string {
	if p.entry && t.typ == tEOF {
		return "the end of the entry"
	}
	return describe(t)
}

// describe names a token for a message: a quoted word, or what it is.
func describe(t *token) string {
	switch t.typ {
	case tEOF:
		return "the end of the file"
	case tWord:
		return quote(t.val)
	case tString:
		return "a string " + quote(t.val)
	case tLBrack:
		return `"["`
	case tRBrack:
		return `"]"`
	case tColon:
		return `":"`
	}
	return "something else"
}

// quote quotes a word for a message, cut after 40 bytes.
func quote(w []byte) string {
	if len(w) <= 40 {
		return strconv.Quote(string(w))
	}
	i := 40
	for i > 0 && !utf8.RuneStart(w[i]) {
		i--
	}
	return strconv.Quote(string(w[:i]) + "…")
}

type stopSet uint8

const (
	stopTop     stopSet = iota // a tag or a deal keyword
	stopSection                // also a section keyword
)

// atStop reports whether the current token is where a skip of the given
// kind ends.
func (p *parser) atStop(s stopSet) bool {
	switch p.tok.typ {
	case tEOF, tLBrack:
		return true
	case tWord:
		k := p.keyword()
		return k == kwDeal || (s == stopSection && isSection(k))
	}
	return false
}

// skip moves past tokens until the stop set.
func (p *parser) skip(s stopSet) {
	for !p.atStop(s) {
		p.next()
	}
}

// badWord reports the current word, which is not what the list being read
// expects, with code and the catalog's key (whose one %s is the quoted
// word), and
// moves past it. A word followed by ":" on its line was meant as a seat: it
// is reported as a bad seat and the items after it are skipped up to the
// next seat or section.
func (p *parser) badWord(code string, key i18n.Key) {
	t := *p.tok
	p.scratch = append(p.scratch[:0], t.val...)
	p.next()
	if p.seatColon(&t) {
		return
	}
	p.errorKey(&t, code, key, quote(p.scratch))
}

// seatColon reports whether the current token is a ":" on the line of w,
// the word before it. A word followed by ":" stands where a seat is
// expected (docs/notation.md, "Reading"): if w is one, the caller has read
// it as a seat; otherwise w, even one that reads as cards (Q:), is
// reported as a bad seat, and the colon and the items after it are
// skipped up to the next seat or section.
//
// w.val is still valid: the colon is on its line, so the lexer has read no
// line since.
func (p *parser) seatColon(w *token) bool {
	if p.tok.typ != tColon || p.tok.line != w.line {
		return false
	}
	p.errorKey(w, "syntax/seat", i18n.SynSeatColon, quote(w.val))
	p.next()
	for p.isItem() {
		p.next()
	}
	return true
}

// skipItems skips the rest of a section after an error: up to the next
// section keyword, deal or tag.
func (p *parser) skipItems() {
	for !p.atStop(stopSection) {
		p.next()
	}
}

// isItem reports whether the current token is a word that is neither a
// seat nor a stop (section or deal keyword): an item inside a list.
func (p *parser) isItem() bool {
	return p.tok.typ == tWord && seatOf(p.tok.val) == NoSeat && !p.atStop(stopSection)
}

// nextDeal reads the top level until it has read a deal, which it returns,
// or the end of the input (nil).
//
//	file = { game } .
//	game = [ tags ] { deal } .
func (p *parser) nextDeal() *Deal {
	for {
		switch p.tok.typ {
		case tEOF:
			return nil
		case tLBrack:
			p.tags()
			continue
		case tWord:
			if p.keyword() == kwDeal {
				return p.parseDeal()
			}
		}
		p.errorKey(p.tok, "syntax/token", i18n.SynTopLevel, p.describeArg(p.tok))
		p.next()
		p.skip(stopTop)
	}
}

// gameSlab is a game header with room for its tags: one allocation for a
// game of up to eight tags.
type gameSlab struct {
	game Game
	tags [8]Tag
}

// newGame starts a game at token t.
func (p *parser) newGame(t *token) {
	if p.game != nil {
		p.prevTags = p.game.Tags
	}
	gs := new(gameSlab)
	gs.game = Game{File: p.file, Pos: p.pos(t), Tags: gs.tags[:0:len(gs.tags)]}
	p.game = &gs.game
	p.hasDeal = false
	p.tagIndex = nil
	if p.keep {
		p.games = append(p.games, p.game)
	}
}

// finish ends the input: comments no line took go to the last game.
func (p *parser) finish() {
	if len(p.pending) == 0 {
		return
	}
	if p.game == nil {
		p.newGame(p.tok)
		p.game.Pos = p.pending[0].Pos
	}
	p.game.Trailer = append(p.game.Trailer, p.takePending()...)
}

// tags reads a tag block. A tag block after a deal starts a new game.
//
//	tags = tag { tag } .
func (p *parser) tags() {
	if p.game == nil || p.hasDeal {
		p.newGame(p.tok)
	}
	p.deal = nil
	for p.tok.typ == tLBrack {
		if len(p.game.Tags) >= maxTags {
			p.errorKey(p.tok, "syntax/tag", i18n.SynTooManyTags, maxTags)
			for p.tok.typ == tLBrack {
				p.next()
				p.skip(stopTop)
			}
			return
		}
		p.tag()
	}
}

// tag reads one tag pair.
//
//	tag = "[" name string "]" .
func (p *parser) tag() {
	g := p.game
	line := p.tok.line
	g.Tags = append(g.Tags, Tag{Pos: p.pos(p.tok), Notes: Notes{Before: p.takePending()}})
	t := &g.Tags[len(g.Tags)-1]
	p.cur = &t.Notes
	p.next()
	if p.tok.typ != tWord || p.tok.line != line || !validName(p.tok.val) {
		p.errorKey(p.tok, "syntax/tag", i18n.SynTagName, p.describeArg(p.tok))
		g.Tags = g.Tags[:len(g.Tags)-1]
		if len(g.Tags) > 0 {
			p.cur = &g.Tags[len(g.Tags)-1].Notes
		} else {
			p.cur = nil
		}
		p.skipTag(line)
		return
	}
	t.Name = tagName(p.tok.val)
	p.duplicateTag(len(g.Tags) - 1)
	p.next()
	if p.tok.typ != tString || p.tok.line != line {
		p.errorKey(p.tok, "syntax/tag", i18n.SynTagValue, t.Name, t.Name, p.describeArg(p.tok))
		p.skipTag(line)
		return
	}
	if v := p.tok.val; p.tok.flag&(lexUnclosed|lexEscape) == 0 && bytes.IndexByte(v, '\\') < 0 &&
		len(g.Tags) <= len(p.prevTags) && p.prevTags[len(g.Tags)-1].Name == t.Name &&
		p.prevTags[len(g.Tags)-1].Value == string(v[1:len(v)-1]) {
		// the value of the previous game's tag: its string, shared
		t.Value = p.prevTags[len(g.Tags)-1].Value
	} else {
		t.Value = p.unquote(p.tok)
	}
	if p.tok.flag&lexBadUTF8 != 0 {
		p.badUTF8(i18n.S(i18n.SynInTag, t.Name))
	}
	p.next()
	if p.tok.typ != tRBrack || p.tok.line != line {
		p.errorKey(p.tok, "syntax/tag", i18n.SynTagClose, t.Name, p.describeArg(p.tok))
		p.skipTag(line)
		return
	}
	p.next()
}

// duplicateTag reports tag i of the game when an earlier tag has its name
// (compared without regard to case). Both are kept, so that the printer
// writes the file back as it was; Game.Tag reads the first.
func (p *parser) duplicateTag(i int) {
	tags := p.game.Tags
	name := tags[i].Name
	first := -1
	const linear = 16 // up to this many tags a scan is cheaper than a map
	if i < linear {
		for j := range tags[:i] {
			if equalFold(tags[j].Name, name) {
				first = j
				break
			}
		}
	} else {
		if p.tagIndex == nil {
			p.tagIndex = make(map[string]int, 2*linear)
			for j := i - 1; j >= 0; j-- { // the first of each name wins
				p.tagIndex[strings.ToLower(tags[j].Name)] = j
			}
		}
		key := strings.ToLower(name)
		if j, ok := p.tagIndex[key]; ok {
			first = j
		} else {
			p.tagIndex[key] = i
		}
	}
	if first < 0 {
		return
	}
	t := &tags[i]
	p.related(t.Pos, p.end(p.tok), "syntax/duplicate-tag", tags[first].Pos, "first at",
		"["+name+"] is written twice in this game header", ": keep one")
}

// skipTag skips the rest of a bad tag: to its "]" on the same line, or to
// the next tag, deal or line.
func (p *parser) skipTag(line int) {
	for p.tok.line == line && !p.atStop(stopTop) {
		if p.tok.typ == tRBrack {
			p.next()
			return
		}
		p.next()
	}
}

// tagName returns the name of a tag as a string, without allocating for
// the names in use (docs/notation.md, "Game header").
func tagName(w []byte) string {
	switch string(w) {
	case "Event":
		return "Event"
	case "Site":
		return "Site"
	case "Date":
		return "Date"
	case "Rules":
		return "Rules"
	case "Target":
		return "Target"
	case "Scoring":
		return "Scoring"
	case "Seed":
		return "Seed"
	case "North":
		return "North"
	case "East":
		return "East"
	case "South":
		return "South"
	case "West":
		return "West"
	case "NS":
		return "NS"
	case "EW":
		return "EW"
	case "Dealer":
		return "Dealer"
	}
	return string(w)
}

func validName(w []byte) bool {
	for _, c := range w {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return len(w) > 0
}

// unquote decodes a string token: \" and \\ are the escapes.
func (p *parser) unquote(t *token) string {
	v := t.val[1:]
	if t.flag&lexUnclosed != 0 {
		p.errorKey(t, "syntax/unclosed-string", i18n.SynUnclosedString)
	} else {
		v = v[:len(v)-1]
	}
	if t.flag&lexEscape != 0 {
		p.errorKey(t, "syntax/escape", i18n.SynEscape)
	}
	if bytes.IndexByte(v, '\\') < 0 {
		return string(v) // no escape: one allocation
	}
	buf := make([]byte, 0, len(v))
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) && (v[i+1] == '"' || v[i+1] == '\\') {
			i++
		}
		buf = append(buf, v[i])
	}
	return string(buf)
}

// parseDeal reads a deal: its header, then a summary or sections.
//
//	deal   = "deal" [ number ] [ "dealer" seat ] ( summary | sections ) .
func (p *parser) parseDeal() *Deal {
	if p.game == nil {
		p.newGame(p.tok)
	}
	// A deal is allocated with the slab of a full deal when the one before
	// it was a full deal: in an archive of full deals, one allocation.
	var d *Deal
	p.slab = nil
	if p.reuse != nil {
		d, p.slab = &p.reuse.deal, &p.reuse.slab
		*d = Deal{}
	} else if p.lastFull {
		fd := new(fullDeal)
		d, p.slab = &fd.deal, &fd.slab
	} else {
		d = new(Deal)
	}
	d.Game, d.Pos, d.Head = p.game, p.pos(p.tok), p.pos(p.tok)
	d.Notes.Before = p.takePending()
	if len(d.Notes.Before) > 0 {
		d.Pos = d.Notes.Before[0].Pos
	}
	p.deal, p.hasDeal, p.cur = d, true, &d.Notes
	p.playBuf, p.cardBuf, p.posBuf = nil, nil, nil
	p.resetErrors()
	if p.keep {
		p.game.Deals = append(p.game.Deals, d)
	}
	if p.fast && d.Notes.Before == nil && p.fastDeal(d) {
		p.fastDeals++
		if p.reuse == nil {
			d.keep()
		}
		p.endDeal(d)
		return d
	}
	head := *p.tok
	p.next()
	if p.tok.typ == tWord {
		if n, ok := numberOf(p.tok.val); ok {
			if n == 0 {
				p.errorKey(p.tok, "syntax/number", i18n.SynDealZero)
			}
			d.Number = n
			p.next()
		} else if isDigits(p.tok.val) {
			p.errorKey(p.tok, "syntax/number", i18n.SynDealDigits, p.describeArg(p.tok))
			p.next()
		}
	}
	if p.keyword() == kwDealer {
		p.next()
		if s := p.seat(); s != NoSeat {
			d.Dealer = s
			p.next()
		} else {
			p.errorKey(p.tok, "syntax/seat", i18n.SynDealer, p.describeArg(p.tok))
			if p.tok.typ == tWord && p.keyword() != kwPass && !p.atStop(stopSection) {
				p.next()
			}
		}
	}
	switch {
	case p.tok.typ == tWord && (p.seat() != NoSeat || p.keyword() == kwPass):
		p.summary(d, false)
		p.afterSummary(d)
	case p.tok.typ == tWord && isSection(p.keyword()):
		p.sections(d)
	default:
		at := p.tok
		if p.atStop(stopTop) {
			at = &head
		}
		p.errorKey(at, "syntax/empty-deal", i18n.SynEmptyDeal, p.describeArg(p.tok))
		p.sections(d)
	}
	p.endDeal(d)
	return d
}

// endDeal ends the deal being read.
func (p *parser) endDeal(d *Deal) {
	if p.endLine > 0 {
		d.End = mkPos(p.endOff, p.endLine, p.endCol)
	} else {
		d.End = d.Head
	}
	p.endLine = 0
	p.deal = nil
	p.slab = nil
	p.lastFull = d.Summary == nil
	p.resetErrors()
}

func isDigits(w []byte) bool {
	for _, c := range w {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(w) > 0
}

// seat returns the seat spelled by the current token, or NoSeat.
func (p *parser) seat() Seat {
	if p.tok.typ != tWord {
		return NoSeat
	}
	return seatOf(p.tok.val)
}

// team returns the team spelled by the current token, or NoTeam.
func (p *parser) team() Team {
	if p.tok.typ != tWord {
		return NoTeam
	}
	return teamOf(p.tok.val)
}

// sections reads the sections of a full deal, in any order; a section may
// be repeated (its items are added to the earlier ones).
//
//	sections = section { section } .
//	section  = hands | calls | announces | tricks | claim | won | result .
func (p *parser) sections(d *Deal) {
	for !p.atStop(stopTop) {
		if p.quiet {
			p.skip(stopTop) // too many errors: the rest of the deal
			return
		}
		switch p.keyword() {
		case kwHands:
			p.hands(d)
		case kwCalls:
			p.calls(d)
		case kwAnnounce:
			p.announces(d)
		case kwTricks:
			p.tricks(d)
		case kwClaim:
			p.claim(d)
		case kwWon:
			p.won(d)
		case kwResult:
			p.result(d)
		default:
			p.errorKey(p.tok, "syntax/token", i18n.SynSection, p.describeArg(p.tok))
			p.next()
			p.skip(stopSection)
		}
	}
}

// hands reads the hands section.
//
//	hands = "hands" hand { hand } .
//	hand  = seat [ ":" ] group { group } .
//	group = suit ( rank { rank } | "-" ) { symbol ( rank { rank } | "-" ) } | card .
func (p *parser) hands(d *Deal) {
	p.next()
	n := 0
	for p.tok.typ == tWord && !p.atStop(stopSection) {
		s := p.seat()
		if s == NoSeat {
			p.badWord("syntax/seat", i18n.SynHandSeat)
			continue
		}
		n++
		if d.Hands == nil {
			d.Hands = p.noted().hands[:0:4]
		}
		d.Hands = append(d.Hands, Hand{Pos: p.pos(p.tok), Seat: s, Notes: Notes{Before: p.takePending()}})
		h := &d.Hands[len(d.Hands)-1]
		p.cur = &h.Notes
		p.next()
		if p.tok.typ == tColon {
			p.next()
		}
		// The cards of a deal's hands share one backing array in the
		// slab, as do their positions.
		if p.cardBuf == nil {
			s := p.full()
			p.cardBuf, p.posBuf = s.cards[:0:len(s.cards)], s.pos[:0:len(s.pos)]
		}
		start := len(p.cardBuf)
		words := 0
		for p.tok.typ == tWord {
			var ok bool
			before := len(p.cardBuf)
			p.cardBuf, p.offs, ok = groupsOf(p.tok.val, p.cardBuf, p.offs[:0])
			if !ok && len(p.cardBuf) > start {
				p.cardBuf, p.offs, ok = ranksOf(p.tok.val, p.cardBuf[len(p.cardBuf)-1].Suit, p.cardBuf, p.offs[:0])
			}
			if !ok {
				if seatOf(p.tok.val) != NoSeat || p.atStop(stopSection) {
					break
				}
				p.badWord("syntax/hand", i18n.SynSuitGroup)
				words++
				continue
			}
			words++
			for _, o := range p.offs {
				p.posBuf = append(p.posBuf, mkPos(p.tok.off+o, p.tok.line, p.tok.col+o))
			}
			w := *p.tok
			p.next()
			if p.seatColon(&w) { // Q: is a bad seat, not a queen
				p.cardBuf, p.posBuf = p.cardBuf[:before], p.posBuf[:before]
			}
		}
		end := len(p.cardBuf)
		h.Cards = p.cardBuf[start:end:end]
		h.CardPos = p.posBuf[start:end:end]
		h.Set = CardSetOf(h.Cards)
		if words == 0 {
			p.errorKey(p.tok, "syntax/hand", i18n.SynHandCards, s.String(), p.describeArg(p.tok))
		}
	}
	if n == 0 {
		p.errorKey(p.tok, "syntax/hand", i18n.SynHandLine, "hands", p.describeArg(p.tok))
	}
}

// calls reads the calls section.
//
//	calls = "calls" call { call } .
//	call  = seat ( "pass" | bid | "X" | "XX" ) .
func (p *parser) calls(d *Deal) {
	d.CallNotes.Before = append(d.CallNotes.Before, p.takePending()...)
	p.cur = &d.CallNotes
	p.next()
	n := 0
	for p.tok.typ == tWord && !p.atStop(stopSection) {
		s := p.seat()
		if s == NoSeat {
			p.badWord("syntax/seat", i18n.SynCallSeat)
			continue
		}
		n++
		if d.Calls == nil {
			d.Calls = p.full().calls[:0:8]
		}
		c := Call{Pos: p.pos(p.tok), Seat: s}
		p.next()
		ok := true
		switch p.keyword() {
		case kwPass:
			c.Kind = Pass
			p.next()
		case kwX:
			c.Kind = Coinche
			p.next()
		case kwXX:
			c.Kind = Surcoinche
			p.next()
		default:
			c.Kind = Bid
			c.Contract, ok = p.contract("call", s.String())
		}
		if ok {
			d.Calls = append(d.Calls, c)
		}
	}
	if n == 0 {
		p.errorKey(p.tok, "syntax/call", i18n.SynCallLine, "calls", p.describeArg(p.tok))
	}
}

// contract reads a contract at the current token; what names the place
// for messages ("call" or "contract"), who the seat.
//
//	bid    = level strain .
//	level  = number | "capot" | "match" | "générale" .
//	strain = suit | "SA" | "TA" .
func (p *parser) contract(what, who string) (Contract, bool) {
	if p.tok.typ != tWord {
		if what == "contract" {
			p.errorKey(p.tok, "syntax/contract", i18n.ContractMissing, who, p.describeArg(p.tok))
		} else {
			p.errorKey(p.tok, "syntax/"+what, i18n.SynCallAfter, who, p.describeArg(p.tok)) // what is "call"
		}
		return Contract{}, false
	}
	c, rest, ok := contractHead(p.tok.val)
	if !ok {
		if what == "contract" {
			p.errorKey(p.tok, "syntax/contract", i18n.ContractHead, who, p.describeArg(p.tok))
		} else {
			p.errorKey(p.tok, "syntax/call", i18n.SynCallAfter, who, p.describeArg(p.tok))
		}
		if p.seat() == NoSeat && !p.atStop(stopSection) {
			p.next()
		}
		return Contract{}, false
	}
	if len(rest) > 0 {
		c.Strain = strainOf(rest)
		if c.Strain == NoStrain {
			p.errorKey(p.tok, "syntax/"+what, i18n.TrumpAttached, p.describe(p.tok), didYouMean(string(rest), strainWords))
			p.next()
			return Contract{}, false
		}
		p.next()
		return c, true
	}
	p.scratch = append(p.scratch[:0], p.tok.val...) // the level, for a message
	p.next()
	if p.tok.typ == tWord {
		if s := strainOf(p.tok.val); s != NoStrain {
			c.Strain = s
			p.next()
			return c, true
		}
	}
	p.errorKey(p.tok, "syntax/"+what, i18n.TrumpAfter, quote(p.scratch), p.describeArg(p.tok), p.didYouMean(strainWords))
	return Contract{}, false
}

// announces reads the announcements of a full deal.
//
//	announces    = "announce" announcement { announcement } .
//	announcement = seat kind group { group } .
//	kind         = "tierce" | "cinquante" | "cent" | "carré" .
func (p *parser) announces(d *Deal) {
	p.next()
	n := 0
	for p.tok.typ == tWord && !p.atStop(stopSection) {
		s := p.seat()
		if s == NoSeat {
			p.badWord("syntax/seat", i18n.SynAnnounceSeat)
			continue
		}
		n++
		if d.Announces == nil {
			d.Announces = p.full().announces[:0:slabAnnounces]
		}
		d.Announces = append(d.Announces, Announce{Pos: p.pos(p.tok), Seat: s, Notes: Notes{Before: p.takePending()}})
		a := &d.Announces[len(d.Announces)-1]
		if i := len(d.Announces) - 1; i < slabAnnounces && p.slab != nil && &d.Announces[0] == &p.slab.announces[0] {
			// the cards of the i-th announcement have their own part of
			// the slab's acards
			a.Cards = p.slab.acards[i*slabAnnounceCards : i*slabAnnounceCards : (i+1)*slabAnnounceCards]
		}
		p.cur = &a.Notes
		p.next()
		switch p.keyword() {
		case kwTierce:
			a.Kind = Tierce
		case kwCinquante:
			a.Kind = Cinquante
		case kwCent:
			a.Kind = Cent
		case kwCarre:
			a.Kind = Carre
		default:
			p.errorKey(p.tok, "syntax/announce", i18n.SynAnnounceKind, p.describeArg(p.tok))
			d.Announces = d.Announces[:len(d.Announces)-1]
			p.cur = &d.Notes
			for p.isItem() {
				p.next()
			}
			continue
		}
		kind := *p.tok
		p.next()
		bad := false
		for p.tok.typ == tWord {
			var ok bool
			before := len(a.Cards)
			a.Cards, p.offs, ok = groupsOf(p.tok.val, a.Cards, p.offs[:0])
			if !ok && len(a.Cards) > 0 {
				a.Cards, p.offs, ok = ranksOf(p.tok.val, a.Cards[len(a.Cards)-1].Suit, a.Cards, p.offs[:0])
			}
			if !ok {
				if !p.isItem() {
					break
				}
				p.badWord("syntax/card", i18n.SynAnnounceCards)
				bad = true
				continue
			}
			w := *p.tok
			p.next()
			if p.seatColon(&w) { // Q: is a bad seat, not a queen
				a.Cards = a.Cards[:before]
				bad = true
			}
		}
		if len(a.Cards) == 0 && !bad {
			p.errorKey(&kind, "syntax/announce", i18n.SynAnnounceShown, a.Seat.String(), a.Kind.String())
		}
	}
	if n == 0 {
		p.errorKey(p.tok, "syntax/announce", i18n.SynAnnounceLine, "announce", p.describeArg(p.tok))
	}
}

// tricks reads the tricks section.
//
//	tricks = "tricks" trick { trick } .
//	trick  = seat [ ":" ] play { play } .
//	play   = card [ "belote" | "rebelote" ] .
func (p *parser) tricks(d *Deal) {
	p.next()
	n := 0
	for p.tok.typ == tWord && !p.atStop(stopSection) {
		s := p.seat()
		if s == NoSeat {
			p.badWord("syntax/seat", i18n.SynLeadSeat)
			continue
		}
		n++
		if d.Tricks == nil {
			sl := p.noted()
			d.Tricks = sl.tricks[:0:len(sl.tricks)]
		}
		d.Tricks = append(d.Tricks, Trick{Pos: p.pos(p.tok), Leader: s, Notes: Notes{Before: p.takePending()}})
		t := &d.Tricks[len(d.Tricks)-1]
		p.cur = &t.Notes
		p.next()
		if p.tok.typ == tColon {
			p.next()
		}
		t.Plays = p.plays(t)
		if len(t.Plays) == 0 {
			p.errorKey(p.tok, "syntax/trick", i18n.SynTrickCards, t.Leader.String(), p.describeArg(p.tok))
		}
	}
	if n == 0 {
		p.errorKey(p.tok, "syntax/trick", i18n.SynTrickLine, "tricks", p.describeArg(p.tok))
	}
}

// plays reads the cards of a trick.
//
//	play = card [ "belote" | "rebelote" ] .
//
// The plays of a deal share one backing
// array (p.playBuf), so that reading a deal allocates once for its cards.
func (p *parser) plays(t *Trick) []Play {
	start := len(p.playBuf)
	for p.tok.typ == tWord {
		if c, ok := cardOf(p.tok.val); ok {
			w := *p.tok
			fifth := len(p.playBuf)-start == 4
			if fifth { // reported below, unless w is a bad seat
				p.scratch = append(p.scratch[:0], w.val...)
			}
			p.next()
			if p.seatColon(&w) { // AS: is a bad seat, not a card
				continue
			}
			if fifth {
				p.errorKey(&w, "syntax/trick", i18n.SynTrickFifth, quote(p.scratch), t.Leader.String())
			}
			if p.playBuf == nil {
				s := p.full()
				p.playBuf = s.plays[:0:len(s.plays)]
			}
			p.playBuf = append(p.playBuf, Play{Pos: p.pos(&w), Card: c})
			continue
		}
		if p.seat() != NoSeat || p.atStop(stopSection) {
			break
		}
		switch k := p.keyword(); k {
		case kwBelote, kwRebelote:
			if len(p.playBuf) == start {
				p.errorKey(p.tok, "syntax/belote", i18n.SynBeloteAfter, p.describeArg(p.tok), p.describeArg(p.tok))
			} else if pl := &p.playBuf[len(p.playBuf)-1]; pl.Say != SayNothing {
				p.errorKey(p.tok, "syntax/belote", i18n.SynBeloteTwice)
			} else if k == kwBelote {
				pl.Say = SayBelote
			} else {
				pl.Say = SayRebelote
			}
		default:
			p.badWord("syntax/card", i18n.SynCard)
			continue
		}
		p.next()
	}
	return p.playBuf[start:len(p.playBuf):len(p.playBuf)]
}

// claim reads a claim.
//
//	claim = "claim" seat [ number ] .
func (p *parser) claim(d *Deal) {
	kw := *p.tok
	var c *Claim
	if d.Claim == nil && p.slab != nil {
		c = &p.slab.claim // free: d has no claim
	} else {
		c = new(Claim)
	}
	*c = Claim{Pos: p.pos(&kw), Tricks: -1, Notes: Notes{Before: p.takePending()}}
	if d.Claim == nil {
		d.Claim = c
	} else {
		p.relatedAt(&kw, "syntax/duplicate", d.Claim.Pos, "at", "the deal already has a claim", "")
	}
	p.cur = &c.Notes
	p.next()
	if c.Seat = p.seat(); c.Seat == NoSeat {
		p.errorKey(p.tok, "syntax/seat", i18n.SynClaimSeat, p.describeArg(p.tok))
		if d.Claim == c {
			d.Claim = nil
		}
		p.skipItems()
		return
	}
	p.next()
	if p.tok.typ == tWord {
		if n, ok := numberOf(p.tok.val); ok {
			c.Tricks = n
			p.next()
		}
	}
}

// won reads "nous avons gagné" (tournoi-2018): a player stopped the game.
//
//	won = "won" [ seat ] .
func (p *parser) won(d *Deal) {
	kw := *p.tok
	if d.Won != nil {
		p.relatedAt(&kw, "syntax/duplicate", *d.Won, "at", "the deal already has won", "")
	} else if p.slab != nil {
		p.slab.won = p.pos(&kw)
		d.Won = &p.slab.won
	} else {
		pos := p.pos(&kw)
		d.Won = &pos
	}
	if d.Summary == nil { // a summary's won is on the deal's line
		d.WonNotes.Before = append(d.WonNotes.Before, p.takePending()...)
		p.cur = &d.WonNotes
	}
	p.next()
	if s := p.seat(); s != NoSeat {
		if d.WonBy == NoSeat {
			d.WonBy = s
		}
		p.next()
	}
}

// result reads the result written down.
//
//	result = "result" team number team number .
func (p *parser) result(d *Deal) {
	kw := *p.tok
	var r *Result
	if d.Result == nil && p.slab != nil {
		// the slab's result is free: d has none yet (a result that
		// failed to read was never stored in d)
		r = &p.slab.result
		*r = Result{Pos: p.pos(&kw)}
	} else {
		r = &Result{Pos: p.pos(&kw)}
	}
	if d.Summary == nil { // a summary's result is on the deal's line
		r.Notes.Before = p.takePending()
		p.cur = &r.Notes
	}
	p.next()
	var seen [3]bool
	for i := 0; i < 2; i++ {
		tm := p.team()
		if tm == NoTeam || seen[tm] {
			p.errorKey(p.tok, "syntax/result", i18n.SynResult, p.describeArg(p.tok))
			if d.Summary == nil {
				p.skipItems()
			}
			return
		}
		seen[tm] = true
		p.next()
		n, ok := 0, false
		if p.tok.typ == tWord {
			n, ok = numberOf(p.tok.val)
		}
		if !ok {
			p.errorKey(p.tok, "syntax/number", i18n.SynTeamPoints, Team(tm).String(), p.describeArg(p.tok))
			if d.Summary == nil {
				p.skipItems()
			}
			return
		}
		if tm == NS {
			r.NS = n
		} else {
			r.EW = n
		}
		p.next()
	}
	if d.Result != nil {
		p.relatedAt(&kw, "syntax/duplicate", d.Result.Pos, "at", "the deal already has a result", "")
		return
	}
	d.Result = r
}

// summary reads a summary deal's body (and a quick entry): the contract,
// then its items (summaryItem). Items after the contract may come in any
// order; each may be written once.
//
//	summary = "pass" | seat contract { item } .
//	item    = "X" | "XX" | "made" | "failed" | number
//	        | "belote" team | "capot" team | "announce" team number
//	        | result | won .
func (p *parser) summary(d *Deal, entry bool) *Summary {
	var s *Summary
	if p.slab != nil {
		s = &p.slab.summary
	} else {
		s = new(Summary)
	}
	*s = Summary{Pos: p.pos(p.tok), Points: -1}
	d.Summary = s
	if p.keyword() == kwPass {
		s.AllPass = true
		p.next()
	} else {
		s.Declarer = p.seat()
		who := s.Declarer.String()
		p.next()
		s.ContractPos = p.pos(p.tok)
		c, ok := p.contract("contract", who)
		if !ok {
			// Without its contract the rest of the summary means
			// little: keep the declarer only, skip the rest.
			p.skip(stopTop)
			return s
		}
		s.Contract = c
	}
	var seen summarySeen
	for p.tok.typ == tWord {
		if !p.summaryItem(d, s, entry, &seen) {
			break
		}
	}
	return s
}

// summarySeen is which of a summary's items that carry no position of
// their own have been read: the coinche and the verdict.
type summarySeen struct{ double, verdict bool }

// summaryItem reads one item of a summary into s (docs/notation.md §6,
// item): X or XX, made or failed, the points, belote or capot TEAM,
// announce TEAM POINTS, result, won (not in an entry). It reports false
// at a section keyword, which ends the summary.
func (p *parser) summaryItem(d *Deal, s *Summary, entry bool, seen *summarySeen) bool {
	t := *p.tok
	k := p.keyword()
	switch k {
	case kwDeal, kwHands, kwCalls, kwTricks, kwClaim:
		return false
	case kwX, kwXX:
		if seen.double {
			p.errorKey(&t, "syntax/duplicate", i18n.DuplicateCoinche)
		}
		seen.double = true
		s.DoublePos = p.pos(&t)
		s.Double = Coinched
		if k == kwXX {
			s.Double = Surcoinched
		}
		p.next()
	case kwMade, kwFailed:
		if seen.verdict {
			p.errorKey(&t, "syntax/duplicate", i18n.DuplicateVerdict)
		}
		seen.verdict = true
		s.Verdict = Made
		if k == kwFailed {
			s.Verdict = Failed
		}
		p.next()
	case kwBelote, kwCapot:
		p.summaryTeam(s, &t, k)
	case kwAnnounce:
		p.summaryAnnounce(s)
	case kwResult, kwWon:
		if entry {
			p.errorKey(&t, "syntax/entry", i18n.EntryNoResult, p.describe(&t))
			p.skip(stopTop)
			return true
		}
		if k == kwResult {
			p.result(d)
		} else {
			p.won(d)
		}
	default:
		if n, ok := numberOf(t.val); ok {
			if s.Points >= 0 {
				p.errorKey(&t, "syntax/duplicate", i18n.DuplicatePoints)
			} else {
				s.Points, s.PointsPos = n, p.pos(&t)
			}
			p.next()
			return true
		}
		p.errorKey(&t, "syntax/summary", i18n.SummaryItem, p.describe(&t), p.didYouMean(summaryWords))
		p.next()
	}
	return true
}

// summaryTeam reads a summary's `belote TEAM` or `capot TEAM|SEAT` item,
// its keyword t (k) the current token.
//
//	belote = "belote" team .
//	capot  = "capot" ( team | seat ) .
func (p *parser) summaryTeam(s *Summary, t *token, k keyword) {
	p.scratch = append(p.scratch[:0], t.val...)
	p.next()
	tm, by := p.team(), NoSeat
	if tm == NoTeam && k == kwCapot {
		if by = p.seat(); by != NoSeat {
			tm = by.Team()
		}
	}
	if tm == NoTeam {
		var also any = ""
		if k == kwCapot {
			also = i18n.S(i18n.CapotAlone)
		}
		p.errorKey(p.tok, "syntax/team", i18n.TeamAfter, also, quote(p.scratch), p.describeArg(p.tok))
		p.skipNonKeyword()
		return
	}
	field, at := &s.Belote, &s.BelotePos
	if k == kwCapot {
		field, at = &s.Capot, &s.CapotPos
	}
	if *field != NoTeam {
		p.errorKey(t, "syntax/duplicate", i18n.DuplicateItem, quote(p.scratch))
	} else {
		*field, *at = tm, p.pos(t)
		if k == kwCapot {
			s.CapotBy = by
		}
	}
	p.next()
}

// summaryAnnounce reads a summary's `announce TEAM POINTS` item, its
// keyword the current token.
func (p *parser) summaryAnnounce(s *Summary) {
	p.next()
	tp := TeamPoints{Pos: p.pos(p.tok), Team: p.team()}
	if tp.Team == NoTeam {
		p.errorKey(p.tok, "syntax/team", i18n.AnnounceTeam, p.describeArg(p.tok))
		p.skipNonKeyword()
		return
	}
	p.next()
	n, ok := 0, false
	if p.tok.typ == tWord {
		n, ok = numberOf(p.tok.val)
	}
	if !ok {
		p.errorKey(p.tok, "syntax/number", i18n.AnnouncePoints, tp.Team.String(), p.describeArg(p.tok))
		p.skipNonKeyword()
		return
	}
	tp.Points = n
	s.Announces = append(s.Announces, tp)
	p.next()
}

// skipNonKeyword moves past the current token when it is a word that is
// not a keyword: the word an error was about.
func (p *parser) skipNonKeyword() {
	if p.tok.typ == tWord && p.keyword() == kwNone {
		p.next()
	}
}

// afterSummary reports the sections of a full deal written after a summary
// and skips them.
func (p *parser) afterSummary(d *Deal) {
	if p.atStop(stopTop) {
		return
	}
	if isSection(p.keyword()) {
		p.errorKey(p.tok, "syntax/section", i18n.SynSummarySection, p.describeArg(p.tok))
	} else {
		p.errorKey(p.tok, "syntax/token", i18n.SynAfterSummary, p.describeArg(p.tok))
	}
	p.skip(stopTop)
}
