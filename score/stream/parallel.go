package stream

import (
	"bytes"
	"io"
	"runtime"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
)

// Parallel sets how CheckFile cuts a file in pieces.
type Parallel struct {
	// Workers is how many pieces are checked at once; 0 or less means
	// runtime.GOMAXPROCS(0). With 1 the file is read as Run reads it.
	Workers int
	// PieceSize is about how many bytes a piece holds (it ends at the
	// first place to cut after that many); 0 or less means 2 MiB. A file
	// of less than two pieces is read as Run reads it.
	PieceSize int64
}

// WriteFunc writes a list of problems (a deal's, or those found loading a
// game's ruleset) to w.
type WriteFunc func(w io.Writer, errs notation.ErrorList) error

const defaultPieceSize = 2 << 20

// CheckFile reads the file in ra (size bytes; filename names it in
// positions) as Run does and calls write with each list of problems Run
// would give its Handler (StartGame's errs, then each Deal's Errs, in file
// order), writing to w; it returns how many problems there were. The
// report is byte for byte that of a sequential Run — same order, same
// positions (line:col from the start of the file), same count — but the
// file is cut in pieces checked in parallel:
//
//   - A piece starts at the beginning of a line that starts a record (a
//     tag "[" or the keyword deal, as docs/notation.md has it: such a line
//     also ends an unclosed comment) right after a deal: either a game's
//     tag block, or the next deal of the same game (a long game, or a file
//     whose games have no header: one endless game).
//   - A piece that starts inside a game is read after the game's header
//     and the deal before the piece (so the checker knows the deal number,
//     the dealer and whether every player passed); those are not reported
//     again. When the checker's state (rules.Carried) at the end of the
//     piece before differs from the one this guess gave, the piece is
//     checked again with the right one.
//   - A piece is checked again, joined to the next one, when it ends with
//     something the parser reads differently at the end of a file (a deal
//     with syntax errors, stray text or an unclosed comment after its last
//     deal); and from its game's first deal when one of its deals says
//     "nous avons gagné" (whose score, so the written result compared,
//     depends on the totals before it).
//   - The game/after-end warning depends on the score sheet's totals: a
//     piece that starts inside a game is read from the game's first deal
//     when that is at most shortGame bytes before it (so its sheet is
//     exact); inside a longer game the guess is that the game ended and
//     was warned about before the piece (nothing the piece reports then
//     depends on the totals), and it stands only when that is so (or the
//     game has no target), else the piece is checked again with the
//     checker's and the sheet's state carried (score.SheetState).
//
// The error is a read error of ra or write's error.
func CheckFile(ra io.ReaderAt, size int64, filename string, opts Options, par Parallel, w io.Writer, write WriteFunc) (int, error) {
	par = par.resolved()
	if par.whole(ra, size) {
		h := &pieceHandler{w: w, write: write, file: filename, pc: &piece{}}
		err := run(io.NewSectionReader(ra, 0, size), filename, opts, h, nil)
		return h.n, err
	}
	c := &checker{ra: ra, size: size, file: filename, opts: opts, write: write}
	return c.run(par, w)
}

// resolved is par with its defaults set.
func (par Parallel) resolved() Parallel {
	if par.Workers <= 0 {
		par.Workers = runtime.GOMAXPROCS(0)
	}
	if par.PieceSize <= 0 {
		par.PieceSize = defaultPieceSize
	}
	return par
}

// whole reports whether CheckFile reads the file in ra (size bytes) as
// Run does, in one piece: with one worker, a file of less than two
// pieces, or a UTF-16 or UTF-32 one.
func (par Parallel) whole(ra io.ReaderAt, size int64) bool {
	return par.Workers == 1 || size < 2*par.PieceSize || otherEncoding(ra)
}

// otherEncoding reports whether the file starts with a UTF-16 or UTF-32
// byte-order mark: the parser then reads nothing more (syntax/encoding),
// which only a whole-file read gives.
func otherEncoding(ra io.ReaderAt) bool {
	var b [4]byte
	n, _ := ra.ReadAt(b[:], 0)
	return notation.OtherEncoding(b[:n]) != 0
}

// piece is a part of a file checked on its own: the bytes [start, end),
// read after a prefix (parts of the file before it) that primes the
// parser and the checker and whose problems are not reported.
type piece struct {
	start, end int64
	line       int  // line number of start, from 1
	cont       bool // starts inside a game, at a deal
	// The piece's game: its header [gameStart, firstDeal) and the deal
	// before the piece, [prevDeal, start), with their line numbers.
	gameStart, firstDeal, prevDeal    int64
	gameLine, firstDealLine, prevLine int

	// Set when the piece is read.
	prefix   int64          // bytes of the prefix
	carry    *rules.Carried // when set, the checker state set before the piece's first deal (over the guess of the deal before it)
	primed   bool           // the piece's first deal has been met
	assumed  rules.Carried  // checker state before the piece's first deal
	last     rules.Carried  // checker state after the piece's last deal
	exact    bool           // read from the game's start, or with the checker's state carried
	stopped  bool           // a deal of the piece was stopped ("nous avons gagné")
	trailing bool           // problems or a game header after the last deal
	lastBad  bool           // the last deal has syntax errors

	// The score sheet's side (the game/after-end warning).
	sheetCarry *sheetState // when set with carry, the sheet's state set before the piece's first deal
	firstGame  *Game       // the game of the piece's first deal
	newGame    bool        // a game starts in the piece after its first deal
	warnFirst  bool        // a game/after-end warning was given in firstGame
	lastSheet  sheetState  // the sheet's state after the piece's last deal
}

// sheetState is the score sheet's side of a game's state between two
// deals: the sheet's own, and whether the game/after-end warning was
// given. ok is false for a game with no sheet (no usable ruleset).
type sheetState struct {
	sheet    score.SheetState
	warned   bool
	noTarget bool // game.target = 0: the game never ends
	ok       bool
}

// settled reports whether nothing a piece continuing the game reports
// depends on the sheet's totals: the game has no sheet or no target, or
// it ended and was warned about (later deals are only totalled).
func (s sheetState) settled() bool { return !s.ok || s.noTarget || (s.sheet.Over && s.warned) }

// shortGame is how far back a piece inside a game reads from the game's
// first deal rather than guess the state from the deal before it.
var shortGame int64 = 256 << 10

func gameSheetState(g *Game) sheetState {
	if g == nil || g.Sheet == nil {
		return sheetState{}
	}
	return sheetState{sheet: g.Sheet.State(), warned: g.warned, noTarget: g.Sheet.Target() == 0, ok: true}
}

// before is called before the game's checker checks d.
func (pc *piece) before(g *Game, d *notation.Deal) {
	if pc.primed {
		pc.newGame = pc.newGame || g != pc.firstGame
		return
	}
	if d.Head.Offset < int(pc.prefix) {
		return
	}
	pc.primed, pc.firstGame = true, g
	if g.checker != nil {
		if pc.carry != nil {
			g.checker.Carry(*pc.carry)
		}
		pc.assumed = g.checker.Carried()
	}
	switch {
	case g.Sheet == nil:
	case pc.sheetCarry != nil && pc.sheetCarry.ok:
		g.Sheet.SetState(pc.sheetCarry.sheet)
		g.warned = pc.sheetCarry.warned
	case pc.cont && !pc.exact && pc.sheetCarry == nil:
		// A guess inside a long game: a game with a target is over
		// and warned about long before, as the guess assumes; merge
		// checks the piece again when it was not.
		st := g.Sheet.State()
		st.Over = true
		g.Sheet.SetState(st)
		g.warned = true
	}
}

// after is called with each deal once checked and scored.
func (pc *piece) after(d *Deal) {
	if !pc.primed {
		return
	}
	pc.stopped = pc.stopped || d.Outcome.Stopped
	pc.warnFirst = pc.warnFirst || (d.Game == pc.firstGame && len(d.Warnings) > 0)
	pc.lastBad = d.Record != nil && d.Record.Bad
	pc.trailing = false
}

// clean reports whether the piece's report is what a read of the whole
// file gives for it, as far as its end is concerned.
func (pc *piece) clean(size int64) bool {
	return pc.end >= size || (!pc.trailing && !pc.lastBad)
}

// pieceHandler writes the problems of a piece, shifted to their place in
// the file, leaving out those of the prefix.
type pieceHandler struct {
	w     io.Writer
	write WriteFunc
	file  string
	pc    *piece
	// line and offset shift from the reader's input to the file
	dline, doff int
	n           int
	keep        notation.ErrorList
}

func (h *pieceHandler) StartGame(g *Game, errs notation.ErrorList) error {
	if g.Header != nil && g.Header.Pos.Offset < int(h.pc.prefix) {
		return nil // the game started in the prefix: reported there
	}
	return h.report(errs)
}

func (h *pieceHandler) Deal(d *Deal) error {
	if d.Record != nil && d.Record.Head.Offset < int(h.pc.prefix) {
		return nil
	}
	return h.report(d.Diagnostics())
}

func (h *pieceHandler) EndGame(*Game) error { return nil }

func (h *pieceHandler) report(errs notation.ErrorList) error {
	if len(errs) == 0 {
		return nil
	}
	if h.pc.prefix > 0 || h.doff != 0 {
		h.keep = h.keep[:0]
		for _, e := range errs {
			if e.File == h.file && e.Pos.IsValid() {
				if e.Pos.Offset < int(h.pc.prefix) {
					continue
				}
				e.Shift(h.dline, h.doff)
			}
			h.keep = append(h.keep, e)
		}
		errs = h.keep
		if len(errs) == 0 {
			return nil
		}
	}
	for _, e := range errs {
		if !e.Warning { // a warning is not a problem found
			h.n++
		}
	}
	return h.write(h.w, errs)
}

// checker checks one file in pieces.
type checker struct {
	ra    io.ReaderAt
	size  int64
	file  string
	opts  Options
	write WriteFunc
}

// job is a piece on its way through the workers.
type job struct {
	pc   piece
	out  bytes.Buffer
	n    int
	err  error
	done chan struct{}
}

func (c *checker) run(par Parallel, w io.Writer) (int, error) {
	order := make(chan *job, par.Workers)
	jobs := make(chan *job, par.Workers)
	quit := make(chan struct{})
	go func() {
		defer close(order)
		defer close(jobs)
		err := split(c.ra, c.size, par.PieceSize, func(pc piece) bool {
			j := &job{pc: pc, done: make(chan struct{})}
			select {
			case order <- j:
			case <-quit:
				return false
			}
			jobs <- j
			return true
		})
		if err != nil {
			j := &job{err: err, done: make(chan struct{})}
			close(j.done)
			select {
			case order <- j:
			case <-quit:
			}
		}
	}()
	for i := 0; i < par.Workers; i++ {
		go func() {
			for j := range jobs {
				j.n, j.err = c.piece(&j.pc, nil, nil, &j.out)
				close(j.done)
			}
		}()
	}
	n, err := c.merge(order, w)
	if err != nil {
		close(quit)
		for j := range order { // let the splitter and the workers end
			<-j.done
		}
	}
	return n, err
}

// merge writes the pieces' reports in file order, checking again those
// whose report may differ from a whole-file read's (see CheckFile).
func (c *checker) merge(order <-chan *job, w io.Writer) (int, error) {
	total := 0
	var truth rules.Carried // checker state after what has been written
	var sheet sheetState    // the sheet's state after it
	for j := range order {
		<-j.done
		if j.err != nil {
			return total, j.err
		}
		pc := &j.pc
		if pc.clean(c.size) && (pc.exact || (pc.assumed == truth && !pc.stopped && sheet.settled() && !pc.warnFirst)) {
			if _, err := w.Write(j.out.Bytes()); err != nil {
				return total, err
			}
			total += j.n
			truth = pc.last
			if pc.exact || pc.newGame {
				sheet = pc.lastSheet
			} // else the game goes on settled: its totals matter no more
			continue
		}
		// Check again, from the right state, joining the next pieces
		// until the end is clean.
		region := *pc
		var out bytes.Buffer
		for {
			out.Reset()
			n, err := c.piece(&region, &truth, &sheet, &out)
			if err != nil {
				return total, err
			}
			if region.clean(c.size) {
				if _, err := w.Write(out.Bytes()); err != nil {
					return total, err
				}
				total += n
				truth, sheet = region.last, region.lastSheet
				break
			}
			next, ok := <-order
			if !ok {
				return total, io.ErrUnexpectedEOF
			}
			<-next.done
			if next.err != nil {
				return total, next.err
			}
			region.end = next.pc.end
		}
	}
	return total, nil
}

// piece reads pc and writes its report to w. A piece inside a game is
// read after the game's header and: when carry is nil, the deal before it
// (a guess of the checker's state); else with the checker's state set to
// *carry and the sheet's to *sheet. When a deal of such a piece was
// stopped, it is read again after all of its game before it; so is a
// piece whose game started at most shortGame bytes before it, at once.
func (c *checker) piece(pc *piece, carry *rules.Carried, sheet *sheetState, w io.Writer) (int, error) {
	var segs []seg
	lines := 0
	pc.carry, pc.sheetCarry, pc.exact = nil, nil, !pc.cont || carry != nil
	if pc.cont && carry == nil && pc.start-pc.firstDeal <= shortGame {
		pc.exact = true
		return c.read(pc, []seg{{pc.gameStart, pc.start}}, pc.line-pc.gameLine, w)
	}
	if pc.cont {
		pc.carry, pc.sheetCarry = carry, sheet
		// The header is followed by a deal, as in the file: what it
		// reads of that deal's first token is then reported in the
		// prefix. With carry, the deal's state is replaced by it.
		segs = append(segs, seg{pc.gameStart, pc.firstDeal})
		lines += pc.firstDealLine - pc.gameLine
		if pc.prevDeal == pc.firstDeal {
			segs[0].to = pc.start
		} else {
			segs = append(segs, seg{pc.prevDeal, pc.start})
		}
		lines += pc.line - pc.prevLine
	}
	n, err := c.read(pc, segs, lines, w)
	if err != nil || !pc.cont || !pc.stopped {
		return n, err
	}
	// A stopped deal's score depends on the game's totals before it.
	if b, ok := w.(*bytes.Buffer); ok {
		b.Reset()
	}
	pc.carry, pc.sheetCarry, pc.exact = nil, nil, true
	return c.read(pc, []seg{{pc.gameStart, pc.start}}, pc.line-pc.gameLine, w)
}

// seg is the bytes [from, to) of the file.
type seg struct{ from, to int64 }

// read runs the pipeline over the segments then the piece.
func (c *checker) read(pc *piece, segs []seg, lines int, w io.Writer) (int, error) {
	rs := make([]io.Reader, 0, len(segs)+1)
	pc.prefix = 0
	for _, s := range segs {
		if s.to > s.from {
			rs = append(rs, io.NewSectionReader(c.ra, s.from, s.to-s.from))
			pc.prefix += s.to - s.from
		}
	}
	rs = append(rs, io.NewSectionReader(c.ra, pc.start, pc.end-pc.start))
	pc.primed, pc.stopped, pc.trailing, pc.lastBad = false, false, false, false
	pc.assumed, pc.last = rules.Carried{}, rules.Carried{}
	pc.firstGame, pc.newGame, pc.warnFirst, pc.lastSheet = nil, false, false, sheetState{}
	h := &pieceHandler{w: w, write: c.write, file: c.file, pc: pc,
		dline: pc.line - 1 - lines, doff: int(pc.start - pc.prefix)}
	err := run(io.MultiReader(rs...), c.file, c.opts, h, pc)
	return h.n, err
}
