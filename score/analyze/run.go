package analyze

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/solve"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/stream"
)

// Options tune a Session.
type Options struct {
	// Rules, when set, is the ruleset of every game (a built-in name or a
	// TOML path), whatever its Rules tag says (`--rules`).
	Rules string
	// Deal, when not 0, is the only deal number reviewed in each game
	// (`--deal N`); the others are still checked.
	Deal int
	// Problems receives the problems of the games (syntax, rules, written
	// results) as `coinche check` reports them, one line each (gcc
	// format). Nil: they are only counted.
	Problems io.Writer
	// Progress, when set, receives a progress line naming the deal being
	// reviewed (the first one not yet written) and how many are done,
	// each line overwriting the last ("\r"), cleared by Session.Close.
	Progress io.Writer
	// Workers is how many deals are reviewed at once, each with its own
	// solver; 0: one per core (runtime.GOMAXPROCS).
	Workers int
	// Budget bounds each deal's review (`--budget`): when it is spent,
	// the deal's values not yet proved are written as bounds
	// (Deal.NotProved). The zero Budget sets no limit.
	Budget Budget
	// Stop, when set, interrupts the session as soon as it is true (an
	// interrupt signal): the reviews running stop proving (their values
	// not proved are written as bounds, NotProvedInterrupted), no further
	// deal is started, and Run returns ErrInterrupted; Close then writes
	// what is done.
	Stop *atomic.Bool
}

// Budget is the most one deal's review may search (Options.Budget):
// Positions (the solver's positions of the deal's walk and table solves;
// 0 no limit) and Time (wall time from the start of the deal's review,
// its table solves included; 0 no limit), shared between the walk, its
// endings and the table as splitBudget says (the walk half of each, its
// endings first, at most a quarter of that). A
// budget of positions does not depend on the machine's speed, but the
// bounds found within it may differ from run to run (the deal's solves
// share it side by side, and the solvers' tables carry from deal to
// deal); those of a budget of time as well.
type Budget struct {
	Positions int64
	Time      time.Duration
}

// ErrInterrupted is what Run returns once Options.Stop is set.
var ErrInterrupted = errors.New("interrupted")

// solveBudget is the solver budget of one deal's review, starting now.
func (s *Session) solveBudget() solve.Budget {
	b := solve.Budget{Nodes: s.opts.Budget.Positions, Stop: s.opts.Stop}
	if s.opts.Budget.Time > 0 {
		b.Deadline = time.Now().Add(s.opts.Budget.Time)
	}
	return b
}

// A Session reviews game files one after another (stream.Run: each deal
// is checked, scored, then reviewed) and writes every review to its
// Writers, in file order. Deals are reviewed Options.Workers at a time.
// A deal that does not check is not reviewed: its problems go to
// Options.Problems and the Writers say it was skipped; summary and
// all-pass deals are written as skipped too, never dropped.
type Session struct {
	outs     []Output
	opts     Options
	workers  int
	headed   bool // the current game's heading is written
	file     string
	game     int  // the current game's index in file, 1-based
	found    bool // a deal numbered Options.Deal was met
	last     int  // the highest deal number met
	problems int
	done     int    // deals reviewed
	shown    string // the progress line shown

	queue []*item       // what is still to be written, in order
	sem   chan struct{} // one token per review running

	mu   sync.Mutex
	idle []*Analyzer // analyzers not in use, at most workers of them
}

// item is one thing to write: a heading, a skipped deal, or a review
// that is done when done is closed.
type item struct {
	done   chan struct{}
	write  func() error
	review string // for a review, the progress line: "file: deal N"
}

var closed = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

// NewSession starts a session writing each review to every one of outs
// (one review, several formats).
func NewSession(opts Options, outs ...*Writer) *Session {
	n := opts.Workers
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	s := &Session{opts: opts, workers: n, sem: make(chan struct{}, n)}
	for _, w := range outs {
		s.outs = append(s.outs, w)
	}
	return s
}

// Run reads the games of r (named file in positions), checks them and
// starts their reviews; the reviews are written as they end, in order,
// the last ones by Close. It returns an error only when r cannot be read
// or the output cannot be written.
func (s *Session) Run(r io.Reader, file string) error {
	return stream.Run(r, file, stream.Options{Rules: s.opts.Rules}, s)
}

// Problems is the number of problems found in the games so far.
func (s *Session) Problems() int { return s.problems }

// Found reports whether a deal numbered Options.Deal was met (always true
// when Options.Deal is 0 and a deal was read).
func (s *Session) Found() bool { return s.found }

// Last is the highest deal number met so far (0 when no deal was read).
func (s *Session) Last() int { return s.last }

// Close waits for the reviews still running, writes them, and clears the
// progress line. Error: the output's.
func (s *Session) Close() error {
	err := s.flush(0)
	if s.opts.Progress != nil && s.shown != "" {
		if _, perr := io.WriteString(s.opts.Progress, "\r\033[K"); err == nil {
			err = perr
		}
	}
	return err
}

// StartGame implements stream.Handler.
func (s *Session) StartGame(g *stream.Game, errs notation.ErrorList) error {
	s.headed = false
	if g.File != s.file || s.game == 0 {
		s.file, s.game = g.File, 0
	}
	s.game++
	return s.report(errs)
}

// EndGame implements stream.Handler.
func (s *Session) EndGame(*stream.Game) error { return nil }

func (s *Session) report(errs notation.ErrorList) error {
	s.problems += len(errs)
	if s.opts.Problems == nil {
		return nil
	}
	return diag.Write(s.opts.Problems, errs, diag.GCC, nil)
}

// Deal implements stream.Handler: it starts the review of one deal.
func (s *Session) Deal(d *stream.Deal) error {
	if s.opts.Stop != nil && s.opts.Stop.Load() {
		return ErrInterrupted
	}
	if d.Record == nil {
		return s.report(d.Errs)
	}
	n := d.Record.Number
	if n == 0 {
		n = d.Game.Deals
	}
	if n > s.last {
		s.last = n
	}
	if s.opts.Deal != 0 && n != s.opts.Deal {
		return s.report(d.Errs) // problems are reported for every deal
	}
	s.found = true
	if !s.headed {
		s.headed = true
		name := "?"
		if d.Game.Ruleset != nil {
			name = d.Game.Ruleset.Name
		}
		file, names, game := d.Game.File, d.Game.Names, s.game
		info, rs := score.InfoFromGame(file, d.Game.Header), d.Game.Ruleset
		s.enqueue(&item{done: closed, write: func() error {
			for _, w := range s.outs {
				if err := startGame(w, info, game, names, name, rs); err != nil {
					return err
				}
			}
			return nil
		}})
	}
	if len(d.Errs) > 0 || d.Score == nil {
		if err := s.report(d.Errs); err != nil {
			return err
		}
		skipped := &Deal{Number: n, Skipped: i18n.English.T(i18n.AnSkipCheck, len(d.Errs)), problems: len(d.Errs)}
		s.enqueue(&item{done: closed, write: func() error { return s.write(skipped) }})
		return s.flush(4 * s.workers)
	}
	j := prepare(d.Outcome, *d.Score)
	j.d.Number = n
	it := &item{done: closed, write: func() error { return s.write(j.d) }}
	if j.d.Skipped == "" {
		it.done, it.review = make(chan struct{}), fmt.Sprintf("%s: deal %d", d.Game.File, n)
		rs := d.Game.Ruleset
		s.sem <- struct{}{}
		b := s.solveBudget()
		go func() {
			defer close(it.done)
			s.review(rs, j, b)
		}()
	}
	s.enqueue(it)
	return s.flush(4 * s.workers)
}

func (s *Session) enqueue(it *item) { s.queue = append(s.queue, it) }

// flush writes the items at the head of the queue that are done, and
// waits for more while more than keep are queued (keep 0: all of them).
func (s *Session) flush(keep int) error {
	for len(s.queue) > 0 {
		it := s.queue[0]
		if len(s.queue) <= keep {
			select {
			case <-it.done:
			default:
				return nil
			}
		}
		s.progress() // before waiting: the deal waited for
		<-it.done
		s.queue[0] = nil
		s.queue = s.queue[1:]
		if err := it.write(); err != nil {
			// Let the reviews still running end before returning.
			for _, rest := range s.queue {
				<-rest.done
			}
			s.queue = nil
			return err
		}
		if it.review != "" {
			s.done++
		}
	}
	s.progress()
	return nil
}

// progress writes the progress line when it changed: the first deal of
// the queue still under review.
func (s *Session) progress() {
	if s.opts.Progress == nil {
		return
	}
	for _, it := range s.queue {
		if it.review == "" {
			continue
		}
		line := fmt.Sprintf("\rreviewing %s (%d reviewed)\033[K", it.review, s.done)
		if line != s.shown {
			s.shown = line
			io.WriteString(s.opts.Progress, line)
		}
		return
	}
}

// review reviews j under rs holding one of s.sem's tokens (taken by the
// caller). The double-dummy table's solves run at the same time as the
// walk through the cards, each with a token and an analyzer of its own,
// so that a file of few long deals still uses every core. The caller's
// token and the analyzer are given back before waiting for them: a review
// never holds a token (or a solver's table) while waiting.
func (s *Session) review(rs *rules.Ruleset, j *job, b solve.Budget) {
	an, err := s.analyzer(rs)
	if err != nil { // the checker accepted the same ruleset: never
		<-s.sem
		j.d.Skipped = err.Error()
		return
	}
	solves := an.tableSolves(j)
	walk, table := splitBudget(b, time.Now())
	var wg sync.WaitGroup
	for i := range solves {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.sem <- struct{}{}
			defer func() { <-s.sem }()
			x, err := s.analyzer(rs)
			if err != nil {
				return // never: an analyzer of rs was made above
			}
			x.SetBudget(table)
			x.solveNS(&solves[i])
			s.release(x)
		}()
	}
	an.SetBudget(walk)
	an.reviewPlay(j)
	s.release(an)
	<-s.sem
	wg.Wait()
	// the table's rows (no solve): any analyzer of rs, most likely idle
	if an, err = s.analyzer(rs); err == nil {
		an.finishTable(j, solves)
		s.release(an)
	}
}

// analyzer is an idle analyzer for rs, a new one when none is (taking
// the place of an idle one of another ruleset). At most Workers idle
// analyzers are kept (release); an analyzer makes its solver's table on
// its first solve, and solves run only with one of the Workers tokens.
func (s *Session) analyzer(rs *rules.Ruleset) (*Analyzer, error) {
	s.mu.Lock()
	for i, an := range s.idle {
		if an.rs == rs {
			s.idle = append(s.idle[:i], s.idle[i+1:]...)
			s.mu.Unlock()
			return an, nil
		}
	}
	if len(s.idle) > 0 {
		s.idle[0] = nil
		s.idle = s.idle[1:]
	}
	s.mu.Unlock()
	return New(rs)
}

func (s *Session) release(an *Analyzer) {
	an.SetBudget(solve.Budget{})
	s.mu.Lock()
	if len(s.idle) < s.workers {
		s.idle = append(s.idle, an)
	}
	s.mu.Unlock()
}

// write writes d to every output.
func (s *Session) write(d *Deal) error {
	for _, w := range s.outs {
		if err := w.Deal(d); err != nil {
			return err
		}
	}
	return nil
}
