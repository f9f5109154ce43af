package main

import (
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
	"github.com/coinche/coinche/score/stream"
)

// `coinche standings`: a tournament table across games.

func (a *app) standingsCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "standings",
			Usage: "a tournament table across games: per team played, won, lost, points for and against",
			Flags: []cli.Flag{rulesOverride(),
				&cli.StringFlag{Name: "format", Value: "table", Usage: "table as `FORMAT`: table, markdown, csv, json or html"},
				csvRawFlag(),
			},
			Action: a.standings,
		},
		synopsis: "coinche standings [--rules NAME|PATH] [--format table|markdown|csv|json|html] [--csv-raw] [FILE|DIR...] (none or -: standard input)",
		examples: []string{"coinche standings --format markdown tournoi/"},
	}
}

// standingsHandler counts each game in the standings at its end.
type standingsHandler struct {
	gameErrs
	a        *app
	st       *score.Standings
	file     string
	game     int // the game's place in its file, from 1
	games    int // the games met, in every file
	problems int
}

// Deal reports at once a syntax error met before any game (the run gives
// it to a placeholder game with no header, which no EndGame follows), so
// that a file of nothing but errors is not a clean, empty table.
func (h *standingsHandler) Deal(d *stream.Deal) error {
	if d.Game.Header == nil {
		h.problems += len(d.Errs)
		diag.WriteIn(h.a.stderr, d.Errs, diag.GCC, nil, h.a.lang)
		return nil
	}
	return h.gameErrs.Deal(d)
}

func (h *standingsHandler) EndGame(g *stream.Game) error {
	if g.File != h.file {
		h.file, h.game = g.File, 0
	}
	h.game++
	h.games++
	h.problems += len(h.errs)
	diag.WriteIn(h.a.stderr, h.errs, diag.GCC, nil, h.a.lang)
	h.st.Add(fmt.Sprintf("%s#%d", g.File, h.game), score.InfoFromGame(g.File, g.Header), g.Names, g.Sheet, h.errs)
	return nil
}

func (a *app) standings(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	format, err := render.ParseFormat(c.String("format"), render.StandingsFormats)
	if err != nil {
		return usageErr("%v", err)
	}
	rs, err := a.rulesFlag(c)
	if err != nil {
		return err
	}
	h := &standingsHandler{a: a, st: score.NewStandings()}
	unread := a.runFiles(files, stream.Options{Rules: rs}, h)
	out, done := textOut(a.stdout, format == render.JSON)
	if err := render.WriteStandings(out, h.st, format, writeOptions(c)...); err != nil {
		return err
	}
	if err := done(); err != nil {
		return unreadable(err)
	}
	if err := a.unread(unread); err != nil {
		return err
	}
	if h.games == 0 && h.problems == 0 {
		return &exitError{exitProblems, errors.New("standings: nothing counted: the input has no game")}
	}
	if h.problems > 0 {
		return problems
	}
	return nil
}
