package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
	"github.com/coinche/coinche/score/stream"
)

// `coinche score`: the score sheet of each game.

func (a *app) scoreCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "score",
			Usage: "print the score sheet of games: deal by deal, running totals, the winner",
			Flags: []cli.Flag{rulesOverride(),
				&cli.StringFlag{Name: "format", Value: "table", Usage: "sheet as `FORMAT`: table, markdown, csv, json (JSON lines) or html (one printable page per game, with a chart)"},
				&cli.BoolFlag{Name: "force", Usage: "score games with illegal deals anyway, marking those deals"},
				csvRawFlag(),
				colorFlag(),
			},
			Action: a.score,
		},
		synopsis: "coinche score [--rules NAME|PATH] [--format table|markdown|csv|json|html] [--force] [--csv-raw] [FILE|DIR...] (none or -: standard input)",
		examples: []string{
			"coinche score --format markdown examples/club-night-montpellier.coinche",
			"coinche score --format html examples/ > sheets.html",
		},
	}
}

// csvRawFlag is --csv-raw, of score and standings.
func csvRawFlag() cli.Flag {
	return &cli.BoolFlag{Name: "csv-raw", Usage: "write CSV cells as they are: without it a cell that a spreadsheet would run as a formula (=, +, -, @ first, not a number) gets a ' in front"}
}

// writeOptions are the score package's options of a command's flags.
func writeOptions(c *cli.Context) []render.WriteOption {
	if c.Bool("csv-raw") {
		return append(langOptions(c), render.RawCSV())
	}
	return langOptions(c)
}

// scoreHandler prints each game's sheet, and its problems as they come
// (to standard error). The table, markdown and html sheets are printed at
// the game's end (html: all games at the end), each under a heading that
// names its file, event and date; csv and json write each deal's line
// when it is scored (render.RowWriter), so that a game of any length is
// scored in constant memory. A game with problems is not scored (unless
// --force): a table, markdown or html sheet names it and says why (the
// count and the first problem) instead of its deals; a streamed sheet
// stops at the first problem and its end line says the game is not
// scored.
type scoreHandler struct {
	a       *app
	out     io.Writer
	format  render.Format
	force   bool
	opts    []render.WriteOption
	n       int               // problems found in all games
	games   int               // sheets scored
	printed int               // table or markdown sheets printed, scored or not
	headed  bool              // the CSV header is written
	html    []score.SheetGame // --format html: the games, written at the end
	// the game being read, and its number in its file (render.Source)
	file     string
	game     int
	problems int
	first    error // its first problem
	rows     *render.RowWriter
}

func (h *scoreHandler) StartGame(g *stream.Game, errs notation.ErrorList) error {
	if h.rows != nil && h.rows.Started() {
		h.headed = true
	}
	h.problems, h.first, h.rows = 0, nil, nil
	if g.File != h.file {
		h.file, h.game = g.File, 0
	}
	h.game++
	if g.Sheet != nil && render.Streams(h.format) {
		// Every row names its file and game; one CSV header for all.
		opts := append(h.opts[:len(h.opts):len(h.opts)], render.Source(g.File, h.game))
		if h.headed {
			opts = append(opts, render.NoCSVHeader())
		}
		rw, err := render.NewRowWriter(h.out, h.format, g.Names, opts...)
		if err != nil {
			return err
		}
		h.rows = rw
	}
	return h.report(errs)
}

func (h *scoreHandler) report(errs notation.ErrorList) error {
	if len(errs) == 0 {
		return nil
	}
	if h.first == nil {
		h.first = errs[0]
	}
	h.problems += len(errs)
	h.n += len(errs)
	return diag.WriteIn(h.a.stderr, errs, diag.GCC, nil, h.a.lang)
}

func (h *scoreHandler) scored(g *stream.Game) bool {
	return g.Sheet != nil && (h.problems == 0 || h.force)
}

func (h *scoreHandler) Deal(d *stream.Deal) error {
	if err := h.report(d.Errs); err != nil {
		return err
	}
	if h.rows == nil || d.Score == nil || !h.scored(d.Game) {
		return nil
	}
	row := d.Row()
	return h.rows.Row(&row)
}

func (h *scoreHandler) EndGame(g *stream.Game) error {
	if !h.scored(g) {
		l := h.a.lang
		key := i18n.NotScoredForce
		if g.Sheet == nil {
			// --force scores a game with illegal deals, not one
			// without a ruleset.
			key = i18n.NotScoredNoRules
		}
		fmt.Fprintln(h.a.stderr, l.T(i18n.GameNotScored, g.File, l.T(key, h.problems)))
		if h.rows != nil && h.rows.Started() {
			return h.rows.NotScored(g.Sheet, i18n.English.T(key, h.problems)) // a machine format
		}
		if render.Streams(h.format) {
			return nil
		}
		// Named on the sheet itself, not only on standard error.
		onSheet := l.T(i18n.ProblemsCount, h.problems)
		switch {
		case g.Sheet == nil && h.problems == 0:
			onSheet = l.T(i18n.NoRuleset)
		case h.first != nil:
			first := h.first.Error()
			if e, ok := h.first.(*notation.Error); ok {
				first = diag.Line(e, l)
			}
			onSheet = l.T(i18n.NotCountedProblems, h.problems, first)
		}
		return h.sheet(score.SheetGame{Info: score.InfoFromGame(g.File, g.Header), Names: g.Names, Sheet: g.Sheet, NotScored: onSheet, Note: g.NoRulesNoteIn(h.a.lang)})
	}
	h.games++
	if h.rows != nil {
		return h.rows.End(g.Sheet)
	}
	return h.sheet(score.SheetGame{Info: score.InfoFromGame(g.File, g.Header), Names: g.Names, Sheet: g.Sheet, Note: g.NoRulesNoteIn(h.a.lang)})
}

// sheet writes a game's table or markdown sheet, or keeps it for the html
// document.
func (h *scoreHandler) sheet(g score.SheetGame) error {
	if h.format == render.HTML {
		h.html = append(h.html, g)
		return nil
	}
	h.printed++
	if h.printed > 1 {
		fmt.Fprintln(h.out)
	}
	return render.WriteGame(h.out, g, h.format, h.opts...)
}

func (a *app) score(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	format, err := render.ParseFormat(c.String("format"), sheetFormats)
	if err != nil {
		return usageErr("%v", err)
	}
	rs, err := a.rulesFlag(c)
	if err != nil {
		return err
	}
	text, done := textOut(a.stdout, format == render.JSON)
	defer done()
	out := bufio.NewWriterSize(text, 64<<10)
	defer out.Flush()
	h := &scoreHandler{a: a, out: out, format: format, force: c.Bool("force"), opts: writeOptions(c)}
	// Only the tables keep each game's rows; csv and json stream them.
	opts := stream.Options{Rules: rs, Rows: !render.Streams(format)}
	unread := a.runFiles(files, opts, h)
	if format == render.HTML {
		if err := render.WriteHTML(out, h.html, h.opts...); err != nil {
			return err
		}
	}
	if err := out.Flush(); err != nil {
		unread = append(unread, err)
	}
	if err := a.unread(unread); err != nil {
		return err
	}
	if h.n > 0 {
		return problems
	}
	if h.games == 0 {
		return &exitError{exitProblems, errors.New("score: nothing scored: the input has no game")}
	}
	return nil
}

// sheetFormats are score's --format values: render.Write's, and html.
var sheetFormats = append(append([]render.Format{}, render.Formats...), render.HTML)
