package stream

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"sync/atomic"

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
	// Held bounds the bytes of report a piece checked ahead of its turn
	// keeps in memory; 0 or less means 1 MiB. A piece whose report is
	// longer is checked again when its turn comes, its report then
	// written as it is found.
	Held int
}

// WriteFunc writes a list of problems (a deal's, or those found loading a
// game's ruleset) to w.
type WriteFunc func(w io.Writer, errs notation.ErrorList) error

const (
	defaultPieceSize = 2 << 20
	defaultHeld      = 1 << 20
)

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
//   - When a piece ends with something the parser reads differently at
//     the end of a file (a deal with syntax errors, stray text or an
//     unclosed comment after its last deal), its tail (from the last
//     place inside it where it could have been cut: its last deal, as a
//     rule) is checked again, joined to the next piece, with the
//     checker's state there. A piece is read from its game's first deal
//     when one of its deals says "nous avons gagné" (whose score, so the
//     written result compared, depends on the totals before it).
//   - Problems name positions as data (notation.Error's Pos, End and
//     Related): a piece shifts them all to their place in the file.
//   - The game/after-end warning (a Deal's Warnings, written with its
//     Errs but not counted) depends on the score sheet's totals: a piece
//     that starts inside a game is read from the game's first deal when
//     that is at most a quarter of a piece (and shortGame) before it, so
//     its sheet is exact; inside a longer game the guess is that the game
//     ended and was warned about before the piece (nothing the piece
//     reports then depends on the totals), and it stands only when that
//     is so (or the game has no target), else the piece is checked again
//     with the checker's and the sheet's state carried (score.SheetState).
//
// Memory and work are bounded whatever the number of problems: at most
// Workers+2 pieces are on their way at once, each keeping at most
// Parallel.Held bytes of report (a piece whose report is longer is
// checked again in its turn, its report written as it is found); a piece
// whose end is read again holds only its tail's report meanwhile. A
// piece is read at most twice, and its tail once more, unless it has no
// place to cut inside it (then it is read again whole with the next) or
// a stopped deal (then its game before it is read too).
//
// The error is a read error of ra, ErrNotText for a file that is not
// text (as Run), or write's error.
func CheckFile(ra io.ReaderAt, size int64, filename string, opts Options, par Parallel, w io.Writer, write WriteFunc) (int, error) {
	if err := sniffedAt(ra, size); err != nil {
		return 0, err
	}
	par = par.resolved()
	if par.whole(ra, size) {
		h := newPieceHandler(&piece{}, filename, write, w, w)
		err := run(io.NewSectionReader(ra, 0, size), filename, opts, h, nil)
		return h.n, err
	}
	c := &checker{ra: ra, size: size, file: filename, opts: opts, write: write, held: par.Held,
		short: min(shortGame, par.PieceSize/4)}
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
	if par.Held <= 0 {
		par.Held = defaultHeld
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
	// tail is the last place inside the piece where split could have cut
	// it (a deal after a deal, or a game's tags), as a piece that ends
	// where this one does; nil when there is none. When the piece's end
	// reads differently from a whole-file read, only the tail is read
	// again, joined to the next piece.
	tail *piece

	// Set when the piece is read.
	prefix    int64          // bytes of the prefix
	carry     *rules.Carried // when set, the checker state set before the piece's first deal (over the guess of the deal before it)
	primed    bool           // the piece's first deal has been met
	assumed   rules.Carried  // checker state before the piece's first deal
	last      rules.Carried  // checker state after the piece's last deal
	exact     bool           // read from the game's start, or with the checker's state carried
	stopped   bool           // a deal of the piece was stopped ("nous avons gagné")
	trailing  bool           // problems or a game header after the last deal
	lastBad   bool           // the last deal has syntax errors
	atTail    bool           // the record at tail.start was met
	tailCarry rules.Carried  // checker state before the deal at tail.start

	// The score sheet's side (the game/after-end warning).
	sheetCarry *sheetState // when set with carry, the sheet's state set before the piece's first deal
	firstGame  *Game       // the game of the piece's first deal
	newGame    bool        // a game starts in the piece after its first deal
	warnFirst  bool        // a game/after-end warning was given in firstGame
	lastSheet  sheetState  // the sheet's state after the piece's last deal
	tailSheet  sheetState  // the sheet's state before the deal at tail.start
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

// shortGame is how far back, at most, a piece inside a game reads from
// the game's first deal rather than guess the state from the deal before
// it (and at most a quarter of a piece: the work stays linear).
var shortGame int64 = 256 << 10

func gameSheetState(g *Game) sheetState {
	if g == nil || g.Sheet == nil {
		return sheetState{}
	}
	return sheetState{sheet: g.Sheet.State(), warned: g.warned, noTarget: g.Sheet.Target() == 0, ok: true}
}

// before is called before the game's checker checks d.
func (pc *piece) before(g *Game, d *notation.Deal) {
	if d.Head.Offset < int(pc.prefix) {
		return
	}
	if !pc.primed {
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
		case pc.cont && !pc.exact:
			// A guess inside a long game: a game with a target is
			// over and warned about long before, as the guess
			// assumes; the merger checks the piece again when it was
			// not.
			st := g.Sheet.State()
			st.Over = true
			g.Sheet.SetState(st)
			g.warned = true
		}
	} else if g != pc.firstGame {
		pc.newGame = true
	}
	if pc.tail != nil && pc.tail.cont && pc.fileOffset(d.Head.Offset) == pc.tail.start {
		pc.atTail = true
		if g.checker != nil {
			pc.tailCarry = g.checker.Carried()
		}
		pc.tailSheet = gameSheetState(g)
	}
}

// fileOffset is the place in the file of offset off of the reader's input
// (off past the prefix).
func (pc *piece) fileOffset(off int) int64 {
	return int64(off) - pc.prefix + pc.start
}

// after is called with each deal once checked and scored.
func (pc *piece) after(d *Deal) {
	if !pc.primed {
		return
	}
	pc.stopped = pc.stopped || d.Outcome.Stopped
	pc.warnFirst = pc.warnFirst || (d.Game == pc.firstGame && d.warnedEnd)
	pc.lastBad = d.Record != nil && d.Record.Bad
	pc.trailing = false
}

// clean reports whether the piece's report is what a read of the whole
// file gives for it, as far as its end is concerned.
func (pc *piece) clean(size int64) bool {
	return pc.end >= size || (!pc.trailing && !pc.lastBad)
}

// cut is where the piece's report is parted: what is reported of the
// records before it is final once the piece is read with the right
// state; from it on, only if the piece is clean.
func (pc *piece) cut() int64 {
	if pc.tail != nil {
		return pc.tail.start
	}
	return pc.start
}

// pieceHandler writes the problems of a piece, shifted to their place in
// the file, leaving out those of the prefix and those of records before
// skip (written already): those of the records before cut to head, the
// others to tail.
type pieceHandler struct {
	head, tail io.Writer
	write      WriteFunc
	file       string
	pc         *piece
	// line and offset shift from the reader's input to the file
	dline, doff int
	cut, skip   int64
	at          int64 // the file offset of the last record reported
	n, nHead    int   // problems written, and to head
	keep        notation.ErrorList
}

// newPieceHandler is a handler for pc writing with write to head and
// tail (see pieceHandler), with no record skipped.
func newPieceHandler(pc *piece, file string, write WriteFunc, head, tail io.Writer) *pieceHandler {
	return &pieceHandler{head: head, tail: tail, write: write, file: file, pc: pc, cut: pc.cut(), skip: -1}
}

func (h *pieceHandler) StartGame(g *Game, errs notation.ErrorList) error {
	if len(g.Notes) > 0 {
		errs = append(append(notation.ErrorList(nil), g.Notes...), errs...)
	}
	if g.Header != nil {
		if g.Header.Pos.Offset < int(h.pc.prefix) {
			return nil // the game started in the prefix: reported there
		}
		h.at = int64(g.Header.Pos.Offset + h.doff)
		if t := h.pc.tail; t != nil && !t.cont && h.at == t.start {
			h.pc.atTail = true
		}
	}
	return h.report(errs)
}

func (h *pieceHandler) Deal(d *Deal) error {
	if d.Record != nil {
		if d.Record.Head.Offset < int(h.pc.prefix) {
			return nil
		}
		h.at = int64(d.Record.Head.Offset + h.doff)
	} else if len(d.Errs) > 0 && d.Errs[0].File == h.file && d.Errs[0].Pos.Offset >= int(h.pc.prefix) {
		h.at = int64(d.Errs[0].Pos.Offset + h.doff)
	}
	return h.report(d.Diagnostics())
}

func (h *pieceHandler) EndGame(*Game) error { return nil }

func (h *pieceHandler) report(errs notation.ErrorList) error {
	if len(errs) == 0 || h.at < h.skip {
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
	n := 0
	for _, e := range errs {
		if e.Problem() { // a warning or a note is written, not counted
			n++
		}
	}
	h.n += n
	dst := h.tail
	if h.at < h.cut {
		h.nHead += n
		dst = h.head
	}
	if d, ok := dst.(heldWriter); ok && d.r.over {
		return nil // dropped: not worth formatting
	}
	return h.write(dst, errs)
}

// checker checks one file in pieces.
type checker struct {
	ra    io.ReaderAt
	size  int64
	file  string
	opts  Options
	write WriteFunc
	held  int   // bytes of report a job keeps
	short int64 // a piece inside a game that started at most this many bytes before it reads it from its start

	// Gauges, for the tests: bytes of report held in memory and pieces
	// on their way (made and not yet merged), with their peaks; bytes read.
	heldNow, heldPeak, jobsNow, jobsPeak, bytesRead atomic.Int64
}

// gauge adds d to now and raises peak to it.
func gauge(now, peak *atomic.Int64, d int64) {
	v := now.Add(d)
	for {
		p := peak.Load()
		if v <= p || peak.CompareAndSwap(p, v) {
			return
		}
	}
}

// job is a piece on its way through the workers.
type job struct {
	pc   piece
	out  heldReport
	err  error
	done chan struct{}
}

// heldReport is the report of a piece checked ahead of its turn: the part
// before its cut (head) and after (tail), at most max bytes in all; past
// that it is dropped (over) and the piece is checked again in its turn.
type heldReport struct {
	c          *checker
	head, tail bytes.Buffer
	size       int // bytes written to head and tail (read out or not)
	n, nHead   int
	over       bool
}

// writer i is head's (0) or tail's (1).
func (r *heldReport) writer(i int) io.Writer { return heldWriter{r, i} }

type heldWriter struct {
	r *heldReport
	i int
}

func (w heldWriter) Write(p []byte) (int, error) {
	r := w.r
	if r.over {
		return len(p), nil
	}
	if r.size+len(p) > r.c.held {
		r.over = true
		r.release()
		return len(p), nil
	}
	r.size += len(p)
	gauge(&r.c.heldNow, &r.c.heldPeak, int64(len(p)))
	if w.i == 0 {
		return r.head.Write(p)
	}
	return r.tail.Write(p)
}

// release frees what r holds.
func (r *heldReport) release() {
	r.c.heldNow.Add(-int64(r.size))
	r.head, r.tail, r.size = bytes.Buffer{}, bytes.Buffer{}, 0
}

func (c *checker) run(par Parallel, w io.Writer) (int, error) {
	order := make(chan *job, par.Workers)
	jobs := make(chan *job, par.Workers)
	quit := make(chan struct{})
	go func() {
		defer close(order)
		defer close(jobs)
		err := split(c.ra, c.size, par.PieceSize, func(pc piece) bool {
			j := &job{pc: pc, out: heldReport{c: c}, done: make(chan struct{})}
			gauge(&c.jobsNow, &c.jobsPeak, 1)
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
				j.err = c.speculate(j)
				close(j.done)
			}
		}()
	}
	m := &merger{c: c, w: w, order: order}
	err := m.run()
	if err != nil {
		close(quit)
		for j := range order { // let the splitter and the workers end
			<-j.done
		}
	}
	return m.total, err
}

// speculate checks a job's piece ahead of its turn, with the checker's
// state guessed from the deal before it.
func (c *checker) speculate(j *job) error {
	r := &j.out
	h := newPieceHandler(&j.pc, c.file, c.write, r.writer(0), r.writer(1))
	err := c.piece(&j.pc, nil, nil, false, h, func() {
		r.release()
		r.over = false
	})
	r.n, r.nHead = h.n, h.nHead
	return err
}

// merger writes the pieces' reports in file order, checking again those
// whose report may differ from a whole-file read's (see CheckFile).
type merger struct {
	c     *checker
	w     io.Writer
	order <-chan *job
	total int
	truth rules.Carried // checker state after what has been written
	sheet sheetState    // the score sheet's state after it
	hold  bytes.Buffer  // a region's report after its cut
}

// next is the next job, done.
func (m *merger) next() (*job, bool, error) {
	j, ok := <-m.order
	if !ok {
		return nil, false, nil
	}
	<-j.done
	m.c.jobsNow.Add(-1)
	return j, true, j.err
}

func (m *merger) run() error {
	for {
		j, ok, err := m.next()
		if err != nil || !ok {
			return err
		}
		pc := &j.pc
		r := &j.out
		if r.over || !(pc.exact || pc.assumed == m.truth && !pc.stopped && m.sheet.settled() && !pc.warnFirst) {
			// Check it again from the right state.
			r.release()
			if err := m.redo(*pc, m.truth, m.sheet, -1, pc.stopped); err != nil {
				return err
			}
			continue
		}
		// The report is right up to the piece's cut.
		if _, err := r.head.WriteTo(m.w); err != nil {
			return err
		}
		m.total += r.nHead
		if pc.clean(m.c.size) {
			_, err := r.tail.WriteTo(m.w)
			r.release()
			if err != nil {
				return err
			}
			m.total += r.n - r.nHead
			m.truth = pc.last
			if pc.exact || pc.newGame {
				m.sheet = pc.lastSheet
			} // else the game goes on settled: its totals matter no more
			continue
		}
		r.release()
		region, carry, sheet, skip, stopped := *pc, pc.assumed, m.sheet, pc.cut(), pc.stopped
		if err := m.join(&region, &carry, &sheet, &skip, &stopped); err != nil {
			return err
		}
		if err := m.redo(region, carry, sheet, skip, stopped); err != nil {
			return err
		}
	}
}

// redo checks region again, with the checker's state carry before its
// first deal, leaving out the records before skip (written already), and
// writes its report; joined to the next pieces until its end is clean.
// The records before the region's cut are written as they are found;
// the rest is held until the end is known clean. stopped is whether a
// deal of the region was stopped (it is then read from its game's start).
func (m *merger) redo(region piece, carry rules.Carried, sheet sheetState, skip int64, stopped bool) error {
	for {
		m.hold.Reset()
		h := newPieceHandler(&region, m.c.file, m.c.write, m.w, heldCount{&m.hold, m.c})
		h.skip = skip
		unforeseen := false
		err := m.c.piece(&region, &carry, &sheet, stopped, h, func() { unforeseen = true })
		if err == nil && unforeseen {
			// Written already: the pieces' reads said no deal of the
			// region was stopped, which the text alone decides.
			err = errUnforeseenStop
		}
		m.c.heldNow.Add(-int64(m.hold.Len()))
		m.total += h.nHead
		if err != nil {
			return err
		}
		if region.clean(m.c.size) {
			if _, err := m.hold.WriteTo(m.w); err != nil {
				return err
			}
			m.total += h.n - h.nHead
			m.truth, m.sheet = region.last, region.lastSheet
			return nil
		}
		if err := m.join(&region, &carry, &sheet, &skip, &stopped); err != nil {
			return err
		}
	}
}

// join makes region, read with the state carry and its report written up
// to its cut, the region to read again: from its tail on when the record
// there was met (with the state it had), else from its start (the
// records before skip, written already, left out), to the end of the
// next piece.
func (m *merger) join(region *piece, carry *rules.Carried, sheet *sheetState, skip *int64, stopped *bool) error {
	j, ok, err := m.next()
	if err != nil {
		return err
	}
	if !ok {
		return io.ErrUnexpectedEOF
	}
	j.out.release()
	*stopped = *stopped || j.pc.stopped
	*skip = max(*skip, region.cut())
	if t := region.tail; t != nil && region.atTail {
		if t.cont {
			*carry, *sheet = region.tailCarry, region.tailSheet
		}
		*region = *t
	}
	region.end, region.tail = j.pc.end, j.pc.tail
	return nil
}

// errUnforeseenStop is an internal error: a region read again had a
// stopped deal that the pieces' first reads did not see.
var errUnforeseenStop = errors.New("stream: internal error: a stopped deal not seen in a first read")

// heldCount is a buffer counted in the checker's gauge of held bytes.
type heldCount struct {
	b *bytes.Buffer
	c *checker
}

func (w heldCount) Write(p []byte) (int, error) {
	gauge(&w.c.heldNow, &w.c.heldPeak, int64(len(p)))
	return w.b.Write(p)
}

// piece reads pc and reports its problems to h. A piece inside a game is
// read after the game's header and: when carry is nil, the deal before it
// (a guess of the checker's state); else with the checker's state set to
// *carry and the score sheet's to *sheet. When a deal of such a piece was
// stopped (or stopped says one is), it is read again after all of its
// game before it: reset (when not nil) is called first to drop what the
// first read reported; so is, at once, a piece whose game started at
// most c.short bytes before it.
func (c *checker) piece(pc *piece, carry *rules.Carried, sheet *sheetState, stopped bool, h *pieceHandler, reset func()) error {
	if pc.cont && (stopped || carry == nil && pc.start-pc.firstDeal <= c.short) {
		return c.fromGame(pc, h)
	}
	var segs []seg
	lines := 0
	pc.carry, pc.sheetCarry, pc.exact = nil, nil, !pc.cont || carry != nil
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
	err := c.read(pc, segs, lines, h)
	if err != nil || !pc.cont || !pc.stopped {
		return err
	}
	// A stopped deal's score depends on the game's totals before it.
	if reset != nil {
		reset()
	}
	return c.fromGame(pc, h)
}

// fromGame reads pc after all of its game before it.
func (c *checker) fromGame(pc *piece, h *pieceHandler) error {
	h.n, h.nHead = 0, 0
	pc.carry, pc.sheetCarry, pc.exact = nil, nil, true
	return c.read(pc, []seg{{pc.gameStart, pc.start}}, pc.line-pc.gameLine, h)
}

// seg is the bytes [from, to) of the file.
type seg struct{ from, to int64 }

// read runs the pipeline over the segments then the piece.
func (c *checker) read(pc *piece, segs []seg, lines int, h *pieceHandler) error {
	rs := make([]io.Reader, 0, len(segs)+1)
	pc.prefix = 0
	for _, s := range segs {
		if s.to > s.from {
			rs = append(rs, io.NewSectionReader(c.ra, s.from, s.to-s.from))
			pc.prefix += s.to - s.from
		}
	}
	rs = append(rs, io.NewSectionReader(c.ra, pc.start, pc.end-pc.start))
	c.bytesRead.Add(pc.prefix + pc.end - pc.start)
	pc.primed, pc.stopped, pc.trailing, pc.lastBad, pc.atTail = false, false, false, false, false
	pc.assumed, pc.last, pc.tailCarry = rules.Carried{}, rules.Carried{}, rules.Carried{}
	pc.firstGame, pc.newGame, pc.warnFirst, pc.lastSheet, pc.tailSheet = nil, false, false, sheetState{}, sheetState{}
	h.dline, h.doff = pc.line-1-lines, int(pc.start-pc.prefix)
	return run(io.MultiReader(rs...), c.file, c.opts, h, pc)
}
