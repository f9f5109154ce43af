package notation

import (
	"io"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
)

// Parse reads a whole text: every game, with its deals in Game.Deals.
//
// The error is nil or an ErrorList of every syntax error, sorted by
// position, each with a code "syntax/…" (docs/notation.md, "Syntax
// errors"). Games and deals are returned even when there are errors: a
// deal with errors has Bad set and keeps what could be read, and an error
// costs at most the item it is in (a card, a call, a tag...), never the
// deals after it.
func Parse(filename string, src []byte) ([]*Game, error) {
	p := newParser(filename, &bytesSource{src: src}, true)
	for p.nextDeal() != nil {
	}
	p.finish()
	p.errs.Sort()
	return p.games, p.errs.Err()
}

// Reader reads games one deal at a time, in constant memory: it holds one
// line of text (at most 4 MiB) and one deal, whatever the size of the
// input.
type Reader struct {
	p    *parser
	src  *readerSource
	done bool
}

// NewReader returns a Reader of r; filename names r in positions.
func NewReader(r io.Reader, filename string) *Reader {
	src := newReaderSource(r)
	return &Reader{p: newParser(filename, src, false), src: src}
}

// Next returns the next deal. Its Game field points to its game's header
// (Game.Deals stays empty: the Reader keeps no deal). A tag block after a
// deal starts a new game.
//
// The error is nil, or an ErrorList (sorted) of the syntax errors of the
// deal and of the header or stray text before it; the deal is returned with
// it (Bad is set when the deal itself has errors). At the end of the input
// Next returns io.EOF, once it has returned, with a nil deal, an ErrorList
// of the errors after the last deal if there are any. A read error from r
// is returned as is (with a nil deal) and ends the reading.
func (r *Reader) Next() (*Deal, error) {
	if r.done {
		return nil, io.EOF
	}
	p := r.p
	d := p.nextDeal()
	if r.src.err != nil {
		r.done = true
		return nil, r.src.err
	}
	if d == nil {
		r.done = true
		p.finish()
	}
	errs := p.errs
	p.errs = nil
	errs.Sort()
	switch {
	case d != nil:
		return d, errs.Err()
	case len(errs) > 0:
		return nil, errs
	}
	return nil, io.EOF
}

// Reuse makes the Reader keep one deal's storage and read every deal into
// it, so that reading allocates nothing per deal: the Deal Next returns,
// and everything it holds (its records, slices and comments, but not its
// Game), is then valid only until the next call of Next, which overwrites
// it. Copy what must outlive it. Call Reuse before the first Next.
func (r *Reader) Reuse() {
	if r.p.reuse == nil {
		r.p.reuse = new(fullDeal)
	}
}

// Game returns the header of the game being read: that of the deal Next
// returned last. Once Next has returned io.EOF it is the last game of the
// input with its Trailer, which may have no deal at all (a file just made
// by `coinche new`); nil when the input had no game.
func (r *Reader) Game() *Game { return r.p.game }

// ParseEntry reads a quick entry, the body of a summary deal on one line,
// as typed to `coinche add`: "S 100H X 112 belote NS", "E 80S failed 60",
// "N capot H made", "pass", "W 90SA XX made 95 belote EW announce NS 20",
// or in French words: "S 80 cœur coinche fait 112 belote NS", "E 80
// pique dedans 60", "passe". It takes the same tokens as a summary deal
// (docs/notation.md, "Quick entry"), but neither result nor won; comments
// are allowed and dropped.
//
// The error is nil or an ErrorList of one Error, the first problem of the
// entry, at filename:1:col, col a column of line as given: the word the
// person typed, with the words that would fit there and a "did you mean"
// when one is close, or the end of the entry where a word is missing.
// The summary is returned even then, with what could be read.
func ParseEntry(filename string, line string) (*Summary, error) {
	p := newParser(filename, &bytesSource{src: []byte(line)}, false)
	p.entry = true
	d := &Deal{}
	p.deal = d
	var s *Summary
	if p.tok.typ == tWord && (p.seat() != NoSeat || p.keyword() == kwPass) {
		s = p.summary(d, true)
	} else {
		s = &Summary{Points: -1}
		p.entryStart()
	}
	if p.tok.typ != tEOF {
		p.errorKey(p.tok, "syntax/entry", i18n.EntryUnexpected, p.describe(p.tok))
	}
	p.errs.Sort()
	if len(p.errs) > 1 {
		p.errs = p.errs[:1] // what follows the first problem may be read wrong
	}
	return s, p.errs.Err()
}

// entryStart reports an entry that starts with neither a seat nor pass,
// and skips it.
func (p *parser) entryStart() {
	t := *p.tok
	if t.typ == tWord {
		if _, _, ok := contractHead(t.val); ok {
			p.errorKey(&t, "syntax/entry", i18n.EntrySeatFirst, quote(t.val), string(t.val))
			p.skip(stopTop)
			return
		}
	}
	p.errorKey(&t, "syntax/entry", i18n.EntryStart, p.describeArg(&t), p.didYouMean(entryStartWords))
	p.skip(stopTop)
}

// ParseSeat reads a seat as the notation does (docs/notation.md, "Seats
// and teams"): N E S W, north/nord, east/est, south/sud, west/ouest/O, in
// any case, blanks around it ignored. It returns false when s is no seat.
func ParseSeat(s string) (Seat, bool) {
	seat := seatOf([]byte(strings.TrimSpace(s)))
	return seat, seat != NoSeat
}
