package main

import (
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/score/analyze"
)

// `coinche analyze`: a double-dummy review of recorded deals.

func (a *app) analyzeCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "analyze",
			Usage: "review recorded deals double-dummy: par, costly plays, what each strain makes",
			Flags: []cli.Flag{rulesOverride(),
				&cli.IntFlag{Name: "deal", Usage: "analyse only deal number `N` of each game", DefaultText: "every deal"},
				&cli.StringFlag{Name: "format", Value: "text", Usage: "review as `FORMAT`: text, markdown or json (JSON lines, one object per deal)"},
			},
			Action: a.analyze,
		},
		synopsis: "coinche analyze [--rules NAME|PATH] [--deal N] [--format text|markdown|json] FILE|DIR... (- for stdin)",
		examples: []string{"coinche analyze --deal 1 examples/base-friends.coinche"},
	}
}

func (a *app) analyze(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	text, done := textOut(a.stdout, c.String("format"))
	defer done()
	out, err := analyze.NewWriter(text, c.String("format"))
	if err != nil {
		return usageErr("%v", err)
	}
	if c.Int("deal") < 0 {
		return usageErr("analyze: --deal %d: want a deal number, 1 or more", c.Int("deal"))
	}
	rs, err := a.rulesFlag(c)
	if err != nil {
		return err
	}
	opts := analyze.Options{Rules: rs, Deal: c.Int("deal"), Problems: a.stderr}
	if a.errTTY {
		opts.Progress = a.rawStderr // its own escapes: \r, erase the line
	}
	s := analyze.NewSession(opts, out)
	var unread []error
	for _, name := range files {
		r, file, err := a.open(name)
		if err != nil {
			unread = append(unread, err)
			continue
		}
		err = s.Run(r, file)
		r.Close()
		if err != nil {
			s.Close()
			return unreadable(fmt.Errorf("%s: %w", file, err))
		}
	}
	if err := s.Close(); err != nil {
		unread = append(unread, err)
	}
	if err := a.unread(unread); err != nil {
		return err
	}
	if opts.Deal != 0 && !s.Found() {
		if s.Last() == 0 {
			return usageErr("analyze: no deal %d in the input: it has no deal", opts.Deal)
		}
		return usageErr("analyze: no deal %d in the input: its deals are numbered 1 to %d", opts.Deal, s.Last())
	}
	if s.Last() == 0 && s.Problems() == 0 {
		return &exitError{exitProblems, errors.New("analyze: nothing reviewed: the input has no deal")}
	}
	if s.Problems() > 0 {
		return problems
	}
	return nil
}
