package analyze

import (
	"fmt"
	"io"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/rules"
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
	// Progress, when set, receives a progress line per deal reviewed,
	// each overwriting the last ("\r"), cleared by Session.Close.
	Progress io.Writer
}

// A Session reviews game files one after another (stream.Run: each deal
// is checked, scored, then reviewed) and writes every review to one
// Writer. A deal that does not check is not reviewed: its problems go to
// Options.Problems and the Writer says it was skipped; summary and
// all-pass deals are written as skipped too, never dropped.
type Session struct {
	outs []*Writer
	opts Options
	// an reviews the deals of ruleset rs: one analyzer (and one solver
	// table) at a time, so that memory stays bounded whatever the number
	// of rulesets met.
	rs       *rules.Ruleset
	an       *Analyzer
	headed   bool // the current game's heading is written
	found    bool // a deal numbered Options.Deal was met
	problems int
	done     int // deals reviewed
}

// NewSession starts a session writing each review to every one of outs
// (one review, several formats).
func NewSession(opts Options, outs ...*Writer) *Session {
	return &Session{outs: outs, opts: opts}
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

// Run reviews the games of r (named file in positions). It returns an
// error only when r cannot be read or the output cannot be written.
func (s *Session) Run(r io.Reader, file string) error {
	return stream.Run(r, file, stream.Options{Rules: s.opts.Rules}, s)
}

// Problems is the number of problems found in the games so far.
func (s *Session) Problems() int { return s.problems }

// Found reports whether a deal numbered Options.Deal was met (always true
// when Options.Deal is 0 and a deal was read).
func (s *Session) Found() bool { return s.found }

// Close clears the progress line.
func (s *Session) Close() error {
	if s.opts.Progress != nil && s.done > 0 {
		_, err := io.WriteString(s.opts.Progress, "\r\033[K")
		return err
	}
	return nil
}

// StartGame implements stream.Handler.
func (s *Session) StartGame(g *stream.Game, errs notation.ErrorList) error {
	s.headed = false
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

// Deal implements stream.Handler: it reviews one deal.
func (s *Session) Deal(d *stream.Deal) error {
	if d.Record == nil {
		return s.report(d.Errs)
	}
	n := d.Record.Number
	if n == 0 {
		n = d.Game.Deals
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
		for _, w := range s.outs {
			if err := w.Game(d.Game.File, d.Game.Names, name); err != nil {
				return err
			}
		}
	}
	if len(d.Errs) > 0 || d.Score == nil {
		if err := s.report(d.Errs); err != nil {
			return err
		}
		return s.write(&Deal{Number: n, Skipped: fmt.Sprintf("the deal does not check (%d problem%s, reported as coinche check does)", len(d.Errs), plural(len(d.Errs)))})
	}
	if s.an == nil || s.rs != d.Game.Ruleset {
		s.an = nil // let the old table go first
		an, err := New(d.Game.Ruleset)
		if err != nil {
			return err // the checker accepted the same ruleset: never
		}
		s.rs, s.an = d.Game.Ruleset, an
	}
	if s.opts.Progress != nil {
		s.done++
		fmt.Fprintf(s.opts.Progress, "\r%s: deal %d (%d reviewed)\033[K", d.Game.File, n, s.done)
	}
	r := s.an.Deal(d.Outcome, *d.Score)
	r.Number = n
	return s.write(r)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
