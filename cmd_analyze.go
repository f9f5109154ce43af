package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/score/analyze"
	"github.com/coinche/coinche/score/render"
)

// `coinche analyze`: a double-dummy review of recorded deals.

func (a *app) analyzeCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "analyze",
			Usage: "review recorded deals double-dummy: par, costly plays, what each strain makes",
			Flags: []cli.Flag{rulesOverride(),
				&cli.IntFlag{Name: "deal", Usage: "analyse only deal number `N` of each game", DefaultText: "every deal"},
				&cli.StringFlag{Name: "format", Value: "text", Usage: "review as `FORMAT`: text, markdown or json (JSON lines, one object per deal); with --players also csv and html"},
				&cli.BoolFlag{Name: "players", Usage: "a season per player: sum the reviews of every game read per player (docs/analysis.md)"},
				&cli.StringFlag{Name: "budget", Usage: "stop proving a deal after `LIMIT`, a time (30s, 2m) or a number of positions (50000000): its values not proved are written as bounds", DefaultText: "no limit"},
				&cli.BoolFlag{Name: "progress", Usage: "name the deal being reviewed on standard error even when it is not a terminal"},
			},
			Action: a.analyze,
		},
		synopsis: "coinche analyze [--rules NAME|PATH] [--deal N] [--format text|markdown|json (--players: also csv|html)] [--budget TIME|POSITIONS] [--progress] [--players] [FILE|DIR...] (none or -: standard input)",
		examples: []string{"coinche analyze --deal 1 examples/base-friends.coinche", "coinche analyze --players --format html examples/ > season.html", "coinche analyze --budget 10s examples/tournoi-2018-round1.coinche"},
	}
}

func (a *app) analyze(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	formats := analyze.Formats
	if c.Bool("players") {
		formats = analyze.SeasonFormats
	}
	format, err := render.ParseFormat(c.String("format"), formats)
	if err != nil {
		return usageErr("%v", err)
	}
	text, done := textOut(a.stdout, format == render.JSON)
	defer done()
	var out *analyze.Writer
	var season *analyze.Season
	if c.Bool("players") {
		season = analyze.NewSeason()
	} else if out, err = analyze.NewWriterIn(text, format, langOf(c)); err != nil {
		return usageErr("%v", err)
	}
	if c.Int("deal") < 0 {
		return usageKey(langOf(c), i18n.AnBadDeal, c.Int("deal"))
	}
	opts, err := a.analyzeOptions(c)
	if err != nil {
		return err
	}
	defer onInterrupt(opts.Stop)()
	var s *analyze.Session
	if season != nil {
		s = analyze.NewSeasonSession(opts, season)
	} else {
		s = analyze.NewSession(opts, out)
	}
	unread, err := a.analyzeFiles(s, files)
	if err != nil {
		return err
	}
	if err := s.Close(); err != nil {
		unread = append(unread, err)
	}
	if season != nil && s.Last() > 0 {
		if err := analyze.WriteSeasonIn(text, season, format, langOf(c)); err != nil {
			unread = append(unread, err)
		}
	}
	if err := a.unread(unread); err != nil {
		return err
	}
	if opts.Stop.Load() {
		return &exitError{exitProblems, errors.New(langOf(c).T(i18n.AnInterrupted))}
	}
	if opts.Deal != 0 && !s.Found() {
		if s.Last() == 0 {
			return usageKey(langOf(c), i18n.AnNoDealNone, opts.Deal)
		}
		return usageKey(langOf(c), i18n.AnNoDeal, opts.Deal, s.Last())
	}
	if s.Last() == 0 && s.Problems() == 0 {
		return &exitError{exitProblems, errors.New(langOf(c).T(i18n.AnNothing))}
	}
	if s.Problems() > 0 {
		return problems
	}
	return nil
}

// analyzeOptions reads analyze's flags other than the format: the
// ruleset, the deal, the budget, and where the progress line goes.
func (a *app) analyzeOptions(c *cli.Context) (analyze.Options, error) {
	rs, err := a.rulesFlag(c)
	if err != nil {
		return analyze.Options{}, err
	}
	budget, err := budgetFlag(c.String("budget"))
	if err != nil {
		return analyze.Options{}, err
	}
	opts := analyze.Options{Rules: rs, Deal: c.Int("deal"), Problems: a.stderr, Budget: budget, Stop: new(atomic.Bool)}
	if a.errTTY || c.Bool("progress") {
		// Not through a.stderr: the line has its own escapes (\r, erase
		// the line), and names only the files given and deal numbers.
		opts.Progress = a.rawStderr
	}
	return opts, nil
}

// onInterrupt sets stop at the first Ctrl-C (the reviews running stop
// proving, what is done is written); a second one ends the program at
// once. The function it returns stops listening.
func onInterrupt(stop *atomic.Bool) func() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	go func() {
		if _, ok := <-sig; ok {
			signal.Stop(sig)
			stop.Store(true)
		}
	}()
	return func() { signal.Stop(sig); close(sig) }
}

// analyzeFiles reviews files in order into s: the inputs it could not
// open are returned to be said at the end; a read error ends the run
// (exit 2); Ctrl-C stops at the file being read.
func (a *app) analyzeFiles(s *analyze.Session, files []string) (unread []error, err error) {
	for _, name := range files {
		r, file, err := a.open(name)
		if err != nil {
			unread = append(unread, err)
			continue
		}
		err = s.Run(r, file)
		r.Close()
		if errors.Is(err, analyze.ErrInterrupted) {
			break
		}
		if err != nil {
			s.Close()
			return nil, unreadable(fmt.Errorf("%s: %w", file, err))
		}
	}
	return unread, nil
}

// budgetFlag reads --budget: a time (time.ParseDuration: 30s, 2m) or a
// number of positions, more than 0; "" is no limit.
func budgetFlag(v string) (analyze.Budget, error) {
	if v == "" {
		return analyze.Budget{}, nil
	}
	if d, err := time.ParseDuration(v); err == nil && d > 0 {
		return analyze.Budget{Time: d}, nil
	}
	if n, err := strconv.ParseInt(v, 10, 64); err == nil && n > 0 {
		return analyze.Budget{Positions: n}, nil
	}
	return analyze.Budget{}, usageErr("analyze: --budget %s: want a time (30s, 2m) or a number of positions (50000000), more than 0", v)
}
