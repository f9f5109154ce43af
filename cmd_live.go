package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/internal/table"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/live"
)

// The commands that keep score at the table, on a game file: new, add,
// undo, edit and table (score/live).

func (a *app) newCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "new",
			Usage: "start a game file for keeping score at the table",
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "rules", Usage: "the game's ruleset `NAME|PATH`: a built-in name or a TOML file"},
				&cli.StringFlag{Name: "ns", Usage: "North–South team `NAMES`"},
				&cli.StringFlag{Name: "ew", Usage: "East–West team `NAMES`"},
				&cli.IntFlag{Name: "target", Usage: "points to win, overriding the ruleset's target"},
				&cli.StringFlag{Name: "dealer", Value: "N", Usage: "first dealer's `SEAT` (N, E, S or W)"},
				&cli.StringFlag{Name: "event", Usage: "the Event tag"},
				&cli.StringFlag{Name: "site", Usage: "the Site tag"},
				&cli.StringFlag{Name: "date", Usage: "the Date tag (YYYY-MM-DD)"},
				&cli.BoolFlag{Name: "append", Usage: "add the game after the last game of an existing FILE (created when missing)"},
			},
			Action: a.newGame,
		},
		synopsis: "coinche new FILE --rules NAME|PATH [--ns \"Alice / Chloé\"] [--ew \"Bruno / David\"] [--target N] [--dealer N|E|S|W]",
		examples: []string{"coinche new soir.coinche --rules base --ns \"Ana / Zoé\" --ew \"Luc / Max\""},
	}
}

func (a *app) addCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "add",
			Usage:  "append one deal (a summary entry) and print the sheet",
			Flags:  []cli.Flag{quietFlag(), colorFlag()},
			Action: a.add,
		},
		synopsis: "coinche add [-q] FILE ENTRY...|-",
		examples: []string{
			"coinche add soir.coinche S 100H X 112 belote NS",
			"coinche add soir.coinche E 80S failed 60",
			"coinche add soir.coinche N capot H made",
			"coinche add soir.coinche pass",
			"echo W 80D failed 50 | coinche add -q soir.coinche -",
		},
	}
}

func (a *app) undoCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "undo",
			Usage:  "remove the last deal of a game file",
			Flags:  []cli.Flag{quietFlag(), colorFlag()},
			Action: a.undo,
		},
		synopsis: "coinche undo [-q] FILE",
		examples: []string{"coinche undo soir.coinche"},
	}
}

func (a *app) editCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "edit",
			Usage:  "replace deal N of a game file with a summary entry",
			Flags:  []cli.Flag{quietFlag(), colorFlag()},
			Action: a.edit,
		},
		synopsis: "coinche edit [-q] FILE N ENTRY...|-",
		examples: []string{"coinche edit soir.coinche 3 W 90S made 95"},
	}
}

func (a *app) nextCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "next",
			Usage:  "start the next game in a game file: same teams, rules and target",
			Action: a.nextGame,
			Flags: []cli.Flag{
				&cli.BoolFlag{Name: "force", Usage: "start it even though the last game is not over"},
			},
		},
		synopsis: "coinche next [--force] FILE",
		examples: []string{"coinche next soir.coinche"},
	}
}

func (a *app) tableCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "table",
			Usage:  "keep score interactively: one deal per line, the sheet after each",
			Action: a.table,
		},
		synopsis: "coinche table FILE",
		examples: []string{"coinche table soir.coinche"},
	}
}

func (a *app) newGame(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("new: want one FILE")
	}
	// Not a Required flag: urfave/cli would then print the help and take
	// FILE for a command name.
	if strings.TrimSpace(c.String("rules")) == "" {
		return usageErr("new: --rules is required: a built-in ruleset (%s) or a house-rules TOML file, e.g. coinche new %s --rules %s",
			strings.Join(presetNames(), ", "), c.Args().First(), rulesfile.DefaultPreset)
	}
	err := live.New(c.Args().First(), live.NewOptions{
		Rules: c.String("rules"), NS: c.String("ns"), EW: c.String("ew"),
		Target: c.Int("target"), Dealer: c.String("dealer"),
		Event: c.String("event"), Site: c.String("site"), Date: c.String("date"),
		Append: c.Bool("append"),
	})
	return a.liveErr(err)
}

func (a *app) nextGame(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("next: want one FILE")
	}
	force := c.Bool("force")
	return a.onGame(c.Args().First(), a.stdout, func(g *live.Game) (live.Change, error) { return g.Next(0, force) })
}

// quietFlag is -q of add, undo and edit.
func quietFlag() cli.Flag {
	return &cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print nothing when the change is made (no sheet); a refused entry is still said"}
}

// sheetOut is where add, undo and edit print the sheet: standard output,
// or nowhere with -q.
func (a *app) sheetOut(c *cli.Context) (io.Writer, func() error) {
	if c.Bool("quiet") {
		return io.Discard, func() error { return nil }
	}
	return textOut(a.stdout, false)
}

// entryArgs are the words of the entry of add and edit: the arguments, or
// with "-" alone the one entry read from standard input (a line; blank
// lines and # comments around it are passed over).
func (a *app) entryArgs(cmd string, args []string) ([]string, error) {
	if len(args) != 1 || args[0] != "-" {
		return args, nil
	}
	text, err := io.ReadAll(io.LimitReader(a.stdin, 1<<20))
	if err != nil {
		return nil, unreadable(fmt.Errorf("%s: standard input: %w", cmd, err))
	}
	var entry []string
	for _, line := range strings.Split(string(text), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if entry != nil {
			return nil, usageErr("%s: standard input holds more than one entry (one deal a line); add them one at a time", cmd)
		}
		entry = strings.Fields(line)
	}
	if entry == nil {
		return nil, usageErr("%s: no entry on standard input", cmd)
	}
	return entry, nil
}

func (a *app) add(c *cli.Context) error {
	if c.NArg() < 2 {
		return usageErr("add: want FILE and an entry, e.g. coinche add soir.coinche S 100H X 112")
	}
	entry, err := a.entryArgs("add", c.Args().Slice()[1:])
	if err != nil {
		return err
	}
	out, done := a.sheetOut(c)
	defer done()
	return a.onGame(c.Args().First(), out, func(g *live.Game) (live.Change, error) { return g.Add(entry) })
}

func (a *app) undo(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("undo: want one FILE")
	}
	out, done := a.sheetOut(c)
	defer done()
	return a.onGame(c.Args().First(), out, func(g *live.Game) (live.Change, error) { return g.Undo() })
}

func (a *app) edit(c *cli.Context) error {
	if c.NArg() < 3 {
		return usageErr("edit: want FILE, a deal number and an entry")
	}
	n, err := strconv.Atoi(c.Args().Get(1))
	if err != nil || n < 1 {
		return usageErr("edit: %q is not a deal number", c.Args().Get(1))
	}
	entry, err := a.entryArgs("edit", c.Args().Slice()[2:])
	if err != nil {
		return err
	}
	out, done := a.sheetOut(c)
	defer done()
	return a.onGame(c.Args().First(), out, func(g *live.Game) (live.Change, error) { return g.Edit(n, entry, "") })
}

func (a *app) table(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("table: want one FILE")
	}
	out, done := textOut(a.stdout, false)
	defer done()
	err := table.Table(a.stdin, out, c.Args().First(), a.lang)
	if errors.Is(err, table.ErrInterrupted) {
		return &exitError{code: exitInterrupted}
	}
	return a.liveErr(err)
}

// onGame opens the game file at path, makes one change and writes what it
// did to w in the user's language (live.WriteChangeIn); a report that
// cannot be written once the change is stored is a *live.ReportError.
func (a *app) onGame(path string, w io.Writer, fn func(g *live.Game) (live.Change, error)) error {
	g, err := live.Open(live.FileStore{Path: path})
	if err != nil {
		return a.liveErr(err)
	}
	ch, err := fn(g)
	if err != nil {
		return a.liveErr(err)
	}
	var b bytes.Buffer
	if err := live.WriteChangeIn(&b, g, ch, a.lang); err != nil {
		return a.liveErr(err)
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return a.liveErr(&live.ReportError{Path: path, Err: err})
	}
	return nil
}

// liveErr maps the at-the-table errors to exit codes: a refused entry is a
// problem found (1), anything else (a missing file...) is exit 2. The
// error is shown in the user's language (live.ErrorText), followed by
// what may be done next with the commands (the errors of package live say
// what happened, not which command to run).
func (a *app) liveErr(err error) error {
	if err == nil {
		return nil
	}
	l := a.lang
	text := errors.New(live.ErrorText(err, l))
	hint := func(k i18n.Key, args ...any) error { return fmt.Errorf("%w\n%s", text, l.T(k, args...)) }
	var ee *live.EntryError
	var pe *live.GameProblemsError
	var be *live.BrokenError
	var moved *live.MovedOnError
	var full *live.FullRecordError
	var exists *live.ExistsError
	switch {
	case errors.As(err, &ee), errors.As(err, &pe), errors.As(err, &moved), errors.As(err, &full):
		return &exitError{exitProblems, text}
	case errors.Is(err, live.ErrGameOver):
		return &exitError{exitProblems, hint(i18n.CLIHintOver)}
	case errors.Is(err, live.ErrNotOver):
		return &exitError{exitProblems, hint(i18n.CLIHintNotOver)}
	case errors.Is(err, live.ErrNoDealYet), errors.Is(err, live.ErrNoDeal):
		return &exitError{exitProblems, text}
	case errors.As(err, &be):
		return &exitError{exitUsage, hint(i18n.CLIHintBroken, be.Path)}
	case errors.As(err, &exists):
		return &exitError{exitUsage, hint(i18n.CLIHintExists)}
	case errors.Is(err, fs.ErrNotExist):
		return &exitError{exitUsage, hint(i18n.CLIHintNoFile)}
	}
	return &exitError{exitUsage, text}
}
