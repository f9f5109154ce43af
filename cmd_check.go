package main

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/score/stream"
)

// `coinche check`: every call and card of recorded games against their
// rules, the diagnostics in the order of the files.

func (a *app) checkCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "check",
			Usage: "check every call and card of recorded games against their rules",
			Flags: []cli.Flag{rulesOverride(),
				&cli.StringFlag{Name: "format", Usage: "diagnostics as `FORMAT`: tty (with carets), gcc (one line each) or json (JSON lines); default tty on a terminal, gcc otherwise"},
				colorFlag(),
				&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say what was checked on standard error: files, games, deals and problems (each file then read on one core)"},
			},
			Action: a.check,
		},
		synopsis: "coinche check [--rules NAME|PATH] [--format tty|gcc|json] [-v] [FILE|DIR...] (none or -: standard input)",
		examples: []string{"coinche check games/*.coinche"},
	}
}

func (a *app) diagFormat(c *cli.Context) (diag.Format, error) {
	f := c.String("format")
	if f == "" {
		if a.tty {
			return diag.TTY, nil
		}
		return diag.GCC, nil
	}
	df, err := diag.ParseFormat(f)
	if err != nil {
		return 0, usageErr("%v", err)
	}
	return df, nil
}

// checkHandler prints each deal's problems as they come.
type checkHandler struct {
	w     io.Writer
	f     diag.Format
	lines diag.Lines
	n     int
	lang  i18n.Lang
	count checkCount
}

// checkCount is what check -v says it checked.
type checkCount struct{ games, deals, problems int }

func (h *checkHandler) StartGame(g *stream.Game, errs notation.ErrorList) error {
	if g.Header != nil {
		h.count.games++
	}
	h.n += len(errs)
	if len(g.Notes) > 0 {
		errs = append(append(notation.ErrorList(nil), g.Notes...), errs...)
	}
	return diag.WriteIn(h.w, errs, h.f, h.lines, h.lang)
}
func (h *checkHandler) Deal(d *stream.Deal) error {
	if d.Record != nil {
		h.count.deals++
	}
	h.n += len(d.Errs) // a warning (d.Warnings) is printed, not counted: alone, exit 0
	return diag.WriteIn(h.w, d.Diagnostics(), h.f, h.lines, h.lang)
}
func (h *checkHandler) EndGame(*stream.Game) error { return nil }

func (a *app) check(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	df, err := a.diagFormat(c)
	if err != nil {
		return err
	}
	rs, err := a.rulesFlag(c)
	if err != nil {
		return err
	}
	opts := stream.Options{Rules: rs}
	// Files are checked in parallel, one per core (a large one in pieces
	// on every core); the reports are printed in the order of the
	// arguments, the current file's as it comes (stream.InOrder).
	text, flush := textOut(a.stdout, df == diag.JSON)
	defer flush()
	out := bufio.NewWriterSize(text, 64<<10)
	defer out.Flush()
	verbose := c.Bool("verbose")
	counts := make([]checkCount, len(files))
	errs := stream.InOrder(out, len(files), func(i int, w io.Writer) (err error) {
		counts[i], err = a.checkFile(w, files[i], df, opts, verbose)
		return err
	})
	var sum checkCount
	var unread []error
	for i := range files {
		sum.games += counts[i].games
		sum.deals += counts[i].deals
		sum.problems += counts[i].problems
		if errs[i] != nil {
			unread = append(unread, errs[i])
		}
	}
	total := sum.problems
	if err := out.Flush(); err != nil {
		unread = append(unread, err)
	}
	switch {
	case verbose:
		fmt.Fprintln(a.stderr, checkSummary(len(files), sum, a.lang))
	case total > 0 && df != diag.JSON:
		fmt.Fprintln(a.stderr, a.lang.T(i18n.ProblemsFound, total))
	}
	if err := a.unread(unread); err != nil {
		return err
	}
	if total > 0 {
		return problems
	}
	return nil
}

// checkSummary is what check -v says: "2 files, 5 games, 84 deals, no
// problem", in language l.
func checkSummary(files int, c checkCount, l i18n.Lang) string {
	problems := l.T(i18n.CheckNoProblem)
	if c.problems > 0 {
		problems = l.T(i18n.CheckProblems, c.problems)
	}
	return l.T(i18n.CheckFiles, files) + ", " + l.T(i18n.CheckGames, c.games) + ", " + l.T(i18n.CheckDeals, c.deals) + ", " + problems
}

// checkFile checks one file (or standard input, "-"), writing its
// diagnostics to w; it returns how many problems it found and, when
// count is set, how many games and deals it read (the file is then read
// in one piece: stream.CheckFile counts only problems).
func (a *app) checkFile(w io.Writer, name string, df diag.Format, opts stream.Options, count bool) (checkCount, error) {
	r, file, err := a.open(name)
	if err != nil {
		return checkCount{}, err
	}
	defer r.Close()
	if f, ok := r.(*os.File); ok && !count {
		// A file on disk: cut in pieces checked on every core
		// (stream.CheckFile), the report as a sequential read gives it.
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			lines := diag.FileLines()
			write := func(w io.Writer, errs notation.ErrorList) error { return diag.WriteIn(w, errs, df, lines, a.lang) }
			n, err := stream.CheckFile(f, fi.Size(), file, opts, stream.Parallel{PieceSize: a.pieceSize}, w, write)
			if err != nil {
				return checkCount{problems: n}, unreadable(fmt.Errorf("%s: %w", file, err))
			}
			return checkCount{problems: n}, nil
		}
	}
	src := io.Reader(r)
	lines := diag.FileLines()
	if name == "-" && df == diag.TTY {
		// The caret lines of tty quote the text: the last part of
		// standard input is kept (a deal is reported once read).
		recent := &recentText{}
		src = io.TeeReader(r, recent)
		lines = func(_ string, pos notation.Pos) (string, bool) { return recent.line(pos) }
	}
	h := &checkHandler{w: w, f: df, lines: lines, lang: a.lang}
	err = stream.Run(src, file, opts, h)
	h.count.problems = h.n
	if err != nil {
		return h.count, unreadable(fmt.Errorf("%s: %w", file, err))
	}
	return h.count, nil
}

// recentMax is how much of standard input recentText keeps at least: a
// line (at most 4 MiB) and what the parser reads ahead.
const recentMax = 8 << 20

// recentText keeps the last bytes written to it (between recentMax and
// twice that), for quoting the lines of a text read once.
type recentText struct {
	buf   []byte
	start int // offset of buf[0] in the text
}

func (t *recentText) Write(p []byte) (int, error) {
	t.buf = append(t.buf, p...)
	if len(t.buf) > 2*recentMax {
		drop := len(t.buf) - recentMax
		t.start += drop
		t.buf = append(t.buf[:0], t.buf[drop:]...)
	}
	return len(p), nil
}

// line is the line of pos, when it is still kept.
func (t *recentText) line(pos notation.Pos) (string, bool) {
	off := pos.Offset - (pos.Col - 1) - t.start
	if off < 0 || off > len(t.buf) {
		return "", false
	}
	return diag.LineOf(t.buf[off:], 1)
}
