package main

import (
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score/analyze"
	"github.com/coinche/coinche/score/stream"
)

// analyzeHandler reviews each deal that checks and reports the others'
// problems on stderr, like score does.
type analyzeHandler struct {
	a         *app
	out       *analyze.Writer
	only      int // --deal N; 0: every deal
	found     bool
	problems  int
	analyzers map[*rules.Ruleset]*analyze.Analyzer
	headed    bool // the current game's heading is written
	file      string
	done      int // deals analysed, for the progress line
}

func (h *analyzeHandler) StartGame(g *stream.Game, errs notation.ErrorList) error {
	h.headed = false
	return h.report(errs)
}

func (h *analyzeHandler) report(errs notation.ErrorList) error {
	h.problems += len(errs)
	return diag.Write(h.a.stderr, errs, diag.GCC, nil)
}

func (h *analyzeHandler) Deal(d *stream.Deal) error {
	if d.Record == nil {
		return h.report(d.Errs)
	}
	n := d.Record.Number
	if n == 0 {
		n = d.Game.Deals
	}
	if h.only != 0 && n != h.only {
		// Problems are reported for every deal, shown or not.
		return h.report(d.Errs)
	}
	h.found = true
	if !h.headed {
		h.headed = true
		name := "?"
		if d.Game.Ruleset != nil {
			name = d.Game.Ruleset.Name
		}
		if err := h.out.Game(d.Game.File, d.Game.Names, name); err != nil {
			return err
		}
	}
	if len(d.Errs) > 0 || d.Score == nil {
		if err := h.report(d.Errs); err != nil {
			return err
		}
		return h.out.Deal(&analyze.Deal{Number: n, Skipped: fmt.Sprintf("the deal does not check: %d problem%s, reported like coinche check does", len(d.Errs), plural(len(d.Errs)))})
	}
	an := h.analyzers[d.Game.Ruleset]
	if an == nil {
		var err error
		if an, err = analyze.New(d.Game.Ruleset); err != nil {
			return err // the checker accepted the ruleset: never
		}
		h.analyzers[d.Game.Ruleset] = an
	}
	if h.a.errTTY {
		h.done++
		fmt.Fprintf(h.a.stderr, "\r%s: deal %d (%d analysed)\033[K", d.Game.File, n, h.done)
	}
	r := an.Deal(d.Outcome, *d.Score)
	r.Number = n
	return h.out.Deal(r)
}

func (h *analyzeHandler) EndGame(*stream.Game) error { return nil }

func (a *app) analyze(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	out, err := analyze.NewWriter(a.stdout, c.String("format"))
	if err != nil {
		return usageErr("%v", err)
	}
	if c.Int("deal") < 0 {
		return usageErr("analyze: --deal %d: want a deal number, 1 or more", c.Int("deal"))
	}
	h := &analyzeHandler{a: a, out: out, only: c.Int("deal"), analyzers: map[*rules.Ruleset]*analyze.Analyzer{}}
	opts := stream.Options{Rules: c.String("rules")}
	for _, name := range files {
		r, file, err := a.open(name)
		if err != nil {
			return err
		}
		h.file = file
		err = stream.Run(r, file, opts, h)
		r.Close()
		if err != nil {
			return unreadable(fmt.Errorf("%s: %w", file, err))
		}
	}
	if a.errTTY && h.done > 0 {
		io.WriteString(a.stderr, "\r\033[K")
	}
	if h.only != 0 && !h.found {
		return usageErr("analyze: no deal %d in the input", h.only)
	}
	if h.problems > 0 {
		return problems
	}
	return nil
}
