// Command coinche is a scorekeeper and rules checker for the French card
// game Coinche (belote coinchée). See README.md and docs/.
//
// Exit codes: 0 clean, 1 problems found, 2 unreadable input or bad usage.
package main

import (
	"bufio"
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"
	"golang.org/x/term"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/analyze"
	"github.com/coinche/coinche/score/gen"
	"github.com/coinche/coinche/score/live"
	"github.com/coinche/coinche/score/stream"
)

// docsFS holds docs/, whose rulesets.md `coinche rules docs` prints.
//
//go:embed docs
var docsFS embed.FS

// Exit codes, documented in README.md.
const (
	exitClean    = 0
	exitProblems = 1
	exitUsage    = 2
)

func main() {
	tuneGC()
	a := &app{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, tty: isTerminal(os.Stdout), errTTY: isTerminal(os.Stderr)}
	os.Exit(a.run(os.Args))
}

// tuneGC trades a little memory for speed: parsing allocates a few KB per
// deal that die at once, so the collector runs less often (GOGC 400) under
// a soft memory limit of 30 MiB that keeps a multi-GB check in constant,
// small memory, also with every core allocating and the machine loaded
// (peak RSS about 38 MiB on 1 GB, where 40 MiB gave 56: the limit counts
// the Go heap, not all of the process; docs/performance.md). GOGC and
// GOMEMLIMIT in the environment win.
func tuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(30 << 20)
	}
}

// app holds the streams the commands read and write, so tests can run the
// CLI in-process.
type app struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	tty            bool         // stdout is a terminal: diagnostics default to carets
	errTTY         bool         // stderr is a terminal: long commands show their progress
	badCommand     string       // set when the command line names no command we have
	badParent      *cli.Command // the command badCommand was given to, if any
	// pieceSize is the size of the pieces `check` cuts a file in
	// (stream.Parallel); 0 for the default. Tests make it small.
	pieceSize int64
}

// exitError carries an exit code through urfave/cli.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func usageErr(format string, args ...any) error {
	return &exitError{exitUsage, fmt.Errorf(format, args...)}
}

func unreadable(err error) error { return &exitError{exitUsage, err} }

// problems is the silent exit 1: the problems were already printed.
var problems = &exitError{code: exitProblems}

func (a *app) run(args []string) int {
	app := a.cli()
	if n := len(args); n >= 2 && args[n-1] == completeFlag {
		a.complete(app.Commands, args[1:n-2], args[n-2])
		return exitClean
	}
	err := app.Run(flagsFirst(app.Commands, args))
	if a.badCommand != "" {
		if p := a.badParent; p != nil && len(p.Subcommands) > 0 {
			var want []string
			for _, sub := range p.Subcommands {
				if sub.Name != "help" {
					want = append(want, sub.Name)
				}
			}
			fmt.Fprintf(a.stderr, "coinche %s: unknown command %q: want %s\n", p.Name, a.badCommand, strings.Join(want, ", "))
			return exitUsage
		}
		fmt.Fprintf(a.stderr, "coinche: unknown command %q (coinche --help lists the commands)\n", a.badCommand)
		return exitUsage
	}
	if err == nil {
		return exitClean
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintf(a.stderr, "coinche: %v\n", ee.err)
		}
		return ee.code
	}
	// Anything else from urfave/cli is a usage error (unknown flag...).
	fmt.Fprintf(a.stderr, "coinche: %v\n", err)
	return exitUsage
}

func (a *app) cli() *cli.App {
	app := &cli.App{
		Name:  "coinche",
		Usage: "scorekeeper and rules checker for Coinche (belote coinchée)",
		Description: "Games are written in the coinche notation (docs/notation.md). Exit codes:\n" +
			"0 clean, 1 problems found, 2 unreadable input or bad usage.",
		Version:         version(),
		Reader:          a.stdin,
		Writer:          a.stdout,
		ErrWriter:       a.stderr,
		HideHelpCommand: true,
		ExitErrHandler:  func(*cli.Context, error) {}, // exit codes are ours (run)
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return usageErr("%v", err)
		},
		CommandNotFound: func(c *cli.Context, name string) {
			a.badCommand = name
			if c.Command != nil && c.Command.Name != c.App.Name {
				a.badParent = c.Command
			}
		},
		Commands: a.commands(),
	}
	app.Description += "\n\nEXAMPLES:\n" + examples(app.Commands)
	return app
}

// flagsFirst moves a command's flags ahead of its arguments, so that
// `coinche new soir.coinche --rules base` works as well as `coinche new
// --rules base soir.coinche` (urfave/cli stops reading flags at the first
// argument). Everything after "--" stays as it is.
func flagsFirst(cmds []*cli.Command, args []string) []string {
	if len(args) < 3 {
		return args
	}
	var cmd *cli.Command
	for _, c := range cmds {
		if c.HasName(args[1]) {
			cmd = c
		}
	}
	if cmd == nil || len(cmd.Subcommands) > 0 {
		return args
	}
	takesValue := map[string]bool{}
	for _, f := range cmd.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, n := range f.Names() {
			takesValue[n] = !isBool
		}
	}
	flags := []string{}
	rest := []string{}
	for i := 2; i < len(args); i++ {
		t := args[i]
		if t == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		if len(t) > 1 && t[0] == '-' {
			name := strings.TrimLeft(t, "-")
			if j := strings.IndexByte(name, '='); j >= 0 {
				name = name[:j]
			} else if takesValue[name] && i+1 < len(args) {
				flags = append(flags, t, args[i+1])
				i++
				continue
			}
			flags = append(flags, t)
			continue
		}
		rest = append(rest, t)
	}
	return append(append(append([]string{}, args[:2]...), flags...), rest...)
}

// examples collects the first example line of each command's UsageText,
// for the top-level help.
func examples(cmds []*cli.Command) string {
	var b strings.Builder
	width := 0
	for _, c := range cmds {
		width = max(width, len(c.Name))
	}
	for _, c := range cmds {
		text := c.UsageText
		if i := strings.Index(text, "Example"); i >= 0 {
			line := text[i:]
			if j := strings.IndexByte(line, '\n'); j >= 0 && !strings.HasPrefix(line, "Examples:") {
				line = line[:j]
			}
			if strings.HasPrefix(line, "Examples:") {
				line = strings.TrimSpace(strings.SplitN(line, "\n", 3)[1])
			} else {
				line = strings.TrimSpace(strings.TrimPrefix(line, "Example:"))
			}
			fmt.Fprintf(&b, "   %-*s %s\n", width, c.Name, line)
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// commands is the one declarative table of commands.
func (a *app) commands() []*cli.Command {
	rulesFlag := &cli.StringFlag{Name: "rules", Usage: "ruleset `NAME|PATH` for every game, overriding its Rules tag: a built-in name or a TOML file"}
	onUsage := func(_ *cli.Context, err error, _ bool) error { return usageErr("%v", err) }
	return []*cli.Command{
		{
			Name:      "check",
			Usage:     "check every call and card of recorded games against their rules",
			UsageText: "coinche check [--rules NAME|PATH] [--format tty|gcc|json] FILE|DIR... (- for stdin)\n\nExample: coinche check games/*.coinche",
			Flags: []cli.Flag{rulesFlag,
				&cli.StringFlag{Name: "format", Usage: "diagnostics as `FORMAT`: tty (with carets), gcc (one line each) or json (JSON lines); default tty on a terminal, gcc otherwise"},
			},
			OnUsageError: onUsage,
			Action:       a.check,
		},
		{
			Name:      "score",
			Usage:     "print the score sheet of games: deal by deal, running totals, the winner",
			UsageText: "coinche score [--rules NAME|PATH] [--format table|markdown|csv|json|html] [--force] FILE|DIR... (- for stdin)\n\nExamples:\n  coinche score --format markdown examples/club-night-montpellier.coinche\n  coinche score --format html examples/ > sheets.html",
			Flags: []cli.Flag{rulesFlag,
				&cli.StringFlag{Name: "format", Value: "table", Usage: "sheet as `FORMAT`: table, markdown, csv, json (JSON lines) or html (one printable page per game, with a chart)"},
				&cli.BoolFlag{Name: "force", Usage: "score games with illegal deals anyway, marking those deals"},
			},
			OnUsageError: onUsage,
			Action:       a.score,
		},
		{
			Name:      "analyze",
			Usage:     "review recorded deals double-dummy: par, costly plays, what each strain makes",
			UsageText: "coinche analyze [--rules NAME|PATH] [--deal N] [--format text|markdown|json] FILE|DIR... (- for stdin)\n\nExample: coinche analyze --deal 1 examples/base-friends.coinche",
			Flags: []cli.Flag{rulesFlag,
				&cli.IntFlag{Name: "deal", Usage: "analyse only deal number `N` of each game", DefaultText: "every deal"},
				&cli.StringFlag{Name: "format", Value: "text", Usage: "review as `FORMAT`: text, markdown or json (JSON lines, one object per deal)"},
			},
			OnUsageError: onUsage,
			Action:       a.analyze,
		},
		{
			Name:      "standings",
			Usage:     "a tournament table across games: per team played, won, lost, points for and against",
			UsageText: "coinche standings [--rules NAME|PATH] [--format table|markdown|csv|json|html] FILE|DIR... (- for stdin)\n\nExample: coinche standings --format markdown tournoi/",
			Flags: []cli.Flag{rulesFlag,
				&cli.StringFlag{Name: "format", Value: "table", Usage: "table as `FORMAT`: table, markdown, csv, json or html"},
			},
			OnUsageError: onUsage,
			Action:       a.standings,
		},
		{
			Name:      "fmt",
			Usage:     "rewrite games in the canonical notation, like gofmt",
			UsageText: "coinche fmt [-w] [-check] FILE|DIR... (- for stdin)\n\nExample: coinche fmt -check examples/",
			Flags: []cli.Flag{
				&cli.BoolFlag{Name: "w", Usage: "write the result back to the file instead of standard output"},
				&cli.BoolFlag{Name: "check", Usage: "list files that are not canonical and exit 1; write nothing"},
			},
			OnUsageError: onUsage,
			Action:       a.fmt,
		},
		{
			Name:      "rules",
			Usage:     "list the built-in rulesets, show one, or document every key",
			UsageText: "coinche rules [list | show NAME | docs]\n\nExample: coinche rules show montpellier",
			Subcommands: []*cli.Command{
				{Name: "list", Usage: "list the built-in rulesets with a one-line description", UsageText: "coinche rules list", Action: a.rulesList},
				{Name: "show", Usage: "print a built-in ruleset's TOML, every key with its source sentence; or a house-rules file with every key resolved", UsageText: "coinche rules show NAME|PATH\n\nExample: coinche rules show base", Action: a.rulesShow},
				{Name: "docs", Usage: "print the documentation of every ruleset key (docs/rulesets.md)", UsageText: "coinche rules docs", Action: a.rulesDocs},
			},
			OnUsageError: onUsage,
			Action:       a.rulesList,
		},
		{
			Name:      "new",
			Usage:     "start a game file for keeping score at the table",
			UsageText: "coinche new FILE --rules NAME|PATH [--ns \"Alice / Chloé\"] [--ew \"Bruno / David\"] [--target N] [--dealer N|E|S|W]\n\nExample: coinche new soir.coinche --rules montpellier --ns \"Alice / Chloé\" --ew \"Bruno / David\"",
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "rules", Required: true, Usage: "the game's ruleset `NAME|PATH`: a built-in name or a TOML file"},
				&cli.StringFlag{Name: "ns", Usage: "North–South team `NAMES`"},
				&cli.StringFlag{Name: "ew", Usage: "East–West team `NAMES`"},
				&cli.IntFlag{Name: "target", Usage: "points to win, overriding the ruleset's target"},
				&cli.StringFlag{Name: "dealer", Value: "N", Usage: "first dealer's `SEAT` (N, E, S or W)"},
				&cli.StringFlag{Name: "event", Usage: "the Event tag"},
				&cli.StringFlag{Name: "site", Usage: "the Site tag"},
				&cli.StringFlag{Name: "date", Usage: "the Date tag (YYYY-MM-DD)"},
			},
			OnUsageError: onUsage,
			Action:       a.newGame,
		},
		{
			Name:         "add",
			Usage:        "append one deal (a summary entry) and print the sheet",
			UsageText:    "coinche add FILE ENTRY...\n\nExamples:\n  coinche add soir.coinche S 100H X 112 belote NS\n  coinche add soir.coinche E 80S failed 60\n  coinche add soir.coinche N capot H made\n  coinche add soir.coinche pass",
			OnUsageError: onUsage,
			Action:       a.add,
		},
		{
			Name:         "undo",
			Usage:        "remove the last deal of a game file",
			UsageText:    "coinche undo FILE\n\nExample: coinche undo soir.coinche",
			OnUsageError: onUsage,
			Action:       a.undo,
		},
		{
			Name:         "edit",
			Usage:        "replace deal N of a game file with a summary entry",
			UsageText:    "coinche edit FILE N ENTRY...\n\nExample: coinche edit soir.coinche 3 W 90SA made 95",
			OnUsageError: onUsage,
			Action:       a.edit,
		},
		{
			Name:      "deal",
			Usage:     "write random legal games as full records (for tests and benchmarks)",
			UsageText: "coinche deal --rules NAME|FILE [--games N] [--seed S] [--illegal RATE]\n\nExample: coinche deal --rules base --games 10 --seed 1 > games.coinche",
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "rules", Value: "base", Usage: "built-in ruleset `NAME` of the games, or a house-rules TOML file (written in each game's Rules tag)"},
				&cli.IntFlag{Name: "games", Value: 1, Usage: "number of games `N`"},
				&cli.Int64Flag{Name: "seed", Value: 1, Usage: "random `SEED`: the same seed gives the same output"},
				&cli.Float64Flag{Name: "illegal", Usage: "plant an illegal call or play in each deal with this chance `RATE` (0 to 1); a planted deal starts with a # planted: comment"},
			},
			OnUsageError: onUsage,
			Action:       a.deal,
		},
		{
			Name:      "completion",
			Usage:     "print a shell completion script (commands, flags, rulesets, formats)",
			UsageText: "coinche completion bash|zsh|fish\n\nExample: source <(coinche completion bash)",
			Subcommands: []*cli.Command{
				{Name: "bash", Usage: "print the bash completion script", UsageText: "coinche completion bash\n\nExample: coinche completion bash > /etc/bash_completion.d/coinche", Action: a.completionScript("bash")},
				{Name: "zsh", Usage: "print the zsh completion script", UsageText: "coinche completion zsh\n\nExample: coinche completion zsh > \"${fpath[1]}/_coinche\"", Action: a.completionScript("zsh")},
				{Name: "fish", Usage: "print the fish completion script", UsageText: "coinche completion fish\n\nExample: coinche completion fish > ~/.config/fish/completions/coinche.fish", Action: a.completionScript("fish")},
			},
			OnUsageError: onUsage,
			Action:       a.completionNoShell,
		},
		{
			Name:         "man",
			Usage:        "print the manual page (troff), made from the command table",
			UsageText:    "coinche man\n\nExample: coinche man > /usr/local/share/man/man1/coinche.1",
			OnUsageError: onUsage,
			Action:       a.man,
		},
		{
			Name:         "table",
			Usage:        "keep score interactively: one deal per line, the sheet after each",
			UsageText:    "coinche table FILE\n\nExample: coinche table soir.coinche",
			OnUsageError: onUsage,
			Action:       a.table,
		},
	}
}

// rulesFlag is the --rules flag of check, score, standings and analyze,
// tried before any game is read: a name that is neither a built-in
// ruleset nor a file is bad usage (exit 2), not a problem said again at
// each game. A TOML file with problems passes: each game reports them at
// their place in that file.
func rulesFlag(c *cli.Context) (string, error) {
	name := c.String("rules")
	if name == "" {
		return "", nil
	}
	_, err := rules.Resolve("", "", name)
	var cerrs rules.ConfigErrors
	if err != nil && !errors.As(err, &cerrs) {
		return "", usageErr("%s: %v", c.Command.Name, err)
	}
	return name, nil
}

// inputs expands the command's arguments: "-" is standard input, a
// directory stands for the *.coinche files in it (one with none is bad
// usage, exit 2: not an input checked clean).
func (a *app) inputs(c *cli.Context) ([]string, error) {
	if c.NArg() == 0 {
		return nil, usageErr("%s: no input files (use - for standard input)", c.Command.Name)
	}
	var out []string
	for _, arg := range c.Args().Slice() {
		if arg == "-" {
			out = append(out, arg)
			continue
		}
		fi, err := os.Stat(arg)
		if err != nil {
			return nil, unreadable(err)
		}
		if !fi.IsDir() {
			out = append(out, arg)
			continue
		}
		m, err := filepath.Glob(filepath.Join(arg, "*.coinche"))
		if err != nil {
			return nil, unreadable(err)
		}
		if len(m) == 0 {
			return nil, usageErr("%s: %s holds no .coinche file", c.Command.Name, arg)
		}
		sort.Strings(m)
		out = append(out, m...)
	}
	return out, nil
}

func (a *app) open(name string) (io.ReadCloser, string, error) {
	if name == "-" {
		return io.NopCloser(a.stdin), "<stdin>", nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, name, unreadable(err)
	}
	return f, name, nil
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
}

func (h *checkHandler) StartGame(_ *stream.Game, errs notation.ErrorList) error {
	h.n += len(errs)
	return diag.Write(h.w, errs, h.f, h.lines)
}
func (h *checkHandler) Deal(d *stream.Deal) error {
	h.n += len(d.Errs)
	return diag.Write(h.w, d.Errs, h.f, h.lines)
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
	rs, err := rulesFlag(c)
	if err != nil {
		return err
	}
	opts := stream.Options{Rules: rs}
	// Files are checked in parallel, one per core (a large one in pieces
	// on every core); the reports are printed in the order of the
	// arguments, the current file's as it comes (inTurn).
	out := bufio.NewWriterSize(a.stdout, 64<<10)
	defer out.Flush()
	turns := newInTurn(out, len(files))
	type report struct {
		n   int
		err error
	}
	reports := make([]report, len(files))
	done := make([]chan struct{}, len(files))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, name := range files {
		done[i] = make(chan struct{})
		go func(i int, name string) {
			defer close(done[i])
			sem <- struct{}{}
			defer func() { <-sem }()
			reports[i].n, reports[i].err = a.checkFile(turns.writer(i), name, df, opts)
			turns.finish(i)
		}(i, name)
	}
	total := 0
	var firstErr error
	for i := range files {
		<-done[i]
		total += reports[i].n
		if reports[i].err != nil && firstErr == nil {
			firstErr = reports[i].err
		}
	}
	if err := out.Flush(); err != nil && firstErr == nil {
		firstErr = unreadable(err)
	}
	if firstErr != nil {
		return firstErr
	}
	if total > 0 {
		if df != diag.JSON {
			fmt.Fprintf(a.stderr, "%d problem%s found\n", total, plural(total))
		}
		return problems
	}
	return nil
}

// inTurn writes the reports of files checked at once in the order of
// the files: the report of the file whose turn it is goes straight out,
// the others wait in memory for their turn. So a large file's report is
// never held whole (that of one endless game with a problem every 15
// deals was 43 MB).
type inTurn struct {
	mu   sync.Mutex
	out  io.Writer
	turn int            // the file being written out
	bufs []bytes.Buffer // what the files after it wrote so far
	done []bool
}

func newInTurn(out io.Writer, n int) *inTurn {
	return &inTurn{out: out, bufs: make([]bytes.Buffer, n), done: make([]bool, n)}
}

// writer is file i's.
func (t *inTurn) writer(i int) io.Writer { return turnWriter{t, i} }

type turnWriter struct {
	t *inTurn
	i int
}

func (w turnWriter) Write(p []byte) (int, error) {
	t := w.t
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.turn == w.i {
		return t.out.Write(p)
	}
	return t.bufs[w.i].Write(p)
}

// finish marks file i checked and passes the turn on, writing out what
// the next files wrote while they waited.
func (t *inTurn) finish(i int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.done[i] = true
	for t.turn < len(t.done) && t.done[t.turn] {
		t.turn++
		if t.turn < len(t.bufs) {
			t.out.Write(t.bufs[t.turn].Bytes())
			t.bufs[t.turn] = bytes.Buffer{}
		}
	}
}

// checkFile checks one file (or standard input, "-"), writing its
// diagnostics to w; it returns how many problems it found.
func (a *app) checkFile(w io.Writer, name string, df diag.Format, opts stream.Options) (int, error) {
	r, file, err := a.open(name)
	if err != nil {
		return 0, err
	}
	defer r.Close()
	if f, ok := r.(*os.File); ok {
		// A file on disk: cut in pieces checked on every core
		// (stream.CheckFile), the report as a sequential read gives it.
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			lines := diag.FileLines()
			write := func(w io.Writer, errs notation.ErrorList) error { return diag.Write(w, errs, df, lines) }
			n, err := stream.CheckFile(f, fi.Size(), file, opts, stream.Parallel{PieceSize: a.pieceSize}, w, write)
			if err != nil {
				return n, unreadable(fmt.Errorf("%s: %w", file, err))
			}
			return n, nil
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
	h := &checkHandler{w: w, f: df, lines: lines}
	if err := stream.Run(src, file, opts, h); err != nil {
		return h.n, unreadable(fmt.Errorf("%s: %w", file, err))
	}
	return h.n, nil
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

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// gameErrs gathers each game's problems, for handlers that act at a
// game's end.
type gameErrs struct {
	errs notation.ErrorList
}

func (h *gameErrs) StartGame(_ *stream.Game, errs notation.ErrorList) error {
	h.errs = append(h.errs[:0], errs...)
	return nil
}
func (h *gameErrs) Deal(d *stream.Deal) error {
	h.errs = append(h.errs, d.Errs...)
	return nil
}

// scoreHandler prints each game's sheet, and its problems as they come
// (to standard error). The table, markdown and html sheets are printed at
// the game's end (html: all games at the end); csv and json write each
// deal's line when it is scored (score.RowWriter), so that a game of any
// length is scored in constant memory. A game with problems is not scored
// (unless --force): a table is not printed; a streamed sheet stops at the
// first problem and its end line says the game is not scored.
type scoreHandler struct {
	a      *app
	out    io.Writer
	format string
	force  bool
	n      int               // problems found in all games
	games  int               // sheets printed
	html   []score.SheetGame // --format html: the games, written at the end
	// the game being read
	problems int
	rows     *score.RowWriter
}

func (h *scoreHandler) StartGame(g *stream.Game, errs notation.ErrorList) error {
	h.problems, h.rows = 0, nil
	if g.Sheet != nil && score.Streams(h.format) {
		rw, err := score.NewRowWriter(h.out, h.format, g.Names)
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
	h.problems += len(errs)
	h.n += len(errs)
	return diag.Write(h.a.stderr, errs, diag.GCC, nil)
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
		why := fmt.Sprintf("%d problem%s (use --force to score it anyway)", h.problems, plural(h.problems))
		fmt.Fprintf(h.a.stderr, "%s: game not scored: %s\n", g.File, why)
		if h.rows != nil && h.rows.Started() {
			return h.rows.NotScored(g.Sheet, why)
		}
		return nil
	}
	h.games++
	switch {
	case h.rows != nil:
		return h.rows.End(g.Sheet)
	case h.format == "html":
		h.html = append(h.html, score.SheetGame{Info: score.InfoFromGame(g.File, g.Header), Names: g.Names, Sheet: g.Sheet})
		return nil
	}
	if h.games > 1 {
		fmt.Fprintln(h.out)
	}
	return score.Write(h.out, g.Sheet, h.format, g.Names)
}

func (a *app) score(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	format := c.String("format")
	if !contains(sheetFormats, format) {
		return usageErr("unknown format %q: want %s", format, strings.Join(sheetFormats, ", "))
	}
	rs, err := rulesFlag(c)
	if err != nil {
		return err
	}
	out := bufio.NewWriterSize(a.stdout, 64<<10)
	defer out.Flush()
	h := &scoreHandler{a: a, out: out, format: format, force: c.Bool("force")}
	// Only the tables keep each game's rows; csv and json stream them.
	opts := stream.Options{Rules: rs, Rows: !score.Streams(format)}
	if err := a.runFiles(files, opts, h); err != nil {
		return err
	}
	if format == "html" {
		if err := score.WriteHTML(out, h.html); err != nil {
			return err
		}
	}
	if err := out.Flush(); err != nil {
		return unreadable(err)
	}
	if h.n > 0 {
		return problems
	}
	if h.games == 0 {
		return &exitError{exitProblems, errors.New("score: nothing scored: the input has no game")}
	}
	return nil
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
		diag.Write(h.a.stderr, d.Errs, diag.GCC, nil)
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
	diag.Write(h.a.stderr, h.errs, diag.GCC, nil)
	h.st.Add(fmt.Sprintf("%s#%d", g.File, h.game), score.InfoFromGame(g.File, g.Header), g.Names, g.Sheet, h.errs)
	return nil
}

func (a *app) standings(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	format := c.String("format")
	if !contains(score.StandingsFormats, format) {
		return usageErr("unknown format %q: want %s", format, strings.Join(score.StandingsFormats, ", "))
	}
	rs, err := rulesFlag(c)
	if err != nil {
		return err
	}
	h := &standingsHandler{a: a, st: score.NewStandings()}
	if err := a.runFiles(files, stream.Options{Rules: rs}, h); err != nil {
		return err
	}
	if err := score.WriteStandings(a.stdout, h.st, format); err != nil {
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

// runFiles runs the pipeline over files (or standard input, "-"), in
// order, into h.
func (a *app) runFiles(files []string, opts stream.Options, h stream.Handler) error {
	for _, name := range files {
		r, file, err := a.open(name)
		if err != nil {
			return err
		}
		err = stream.Run(r, file, opts, h)
		r.Close()
		if err != nil {
			return unreadable(fmt.Errorf("%s: %w", file, err))
		}
	}
	return nil
}

// sheetFormats are score's --format values: Write's, and html.
var sheetFormats = append(append([]string{}, score.Formats...), "html")

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

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
	rs, err := rulesFlag(c)
	if err != nil {
		return err
	}
	opts := analyze.Options{Rules: rs, Deal: c.Int("deal"), Problems: a.stderr}
	if a.errTTY {
		opts.Progress = a.stderr
	}
	s := analyze.NewSession(opts, out)
	for _, name := range files {
		r, file, err := a.open(name)
		if err != nil {
			return err
		}
		err = s.Run(r, file)
		r.Close()
		if err != nil {
			s.Close()
			return unreadable(fmt.Errorf("%s: %w", file, err))
		}
	}
	if err := s.Close(); err != nil {
		return unreadable(err)
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

func (a *app) fmt(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	write, check := c.Bool("w"), c.Bool("check")
	bad := 0
	for _, name := range files {
		var src []byte
		file := name
		if name == "-" {
			file = "<stdin>"
			src, err = io.ReadAll(a.stdin)
		} else {
			src, err = os.ReadFile(name)
		}
		if err != nil {
			return unreadable(err)
		}
		out, err := notation.Format(file, src)
		if err != nil {
			var list notation.ErrorList
			if errors.As(err, &list) {
				diag.Write(a.stderr, list, diag.GCC, nil)
				bad++
				continue
			}
			return unreadable(err)
		}
		switch {
		case check:
			if !bytes.Equal(src, out) {
				fmt.Fprintln(a.stdout, file)
				bad++
			}
		case write && name != "-":
			if !bytes.Equal(src, out) {
				if err := live.WriteAtomic(name, out); err != nil {
					return unreadable(err)
				}
			}
		default:
			a.stdout.Write(out)
		}
	}
	if bad > 0 {
		return problems
	}
	return nil
}

func (a *app) rulesList(c *cli.Context) error {
	if c.NArg() > 0 {
		return usageErr("rules: unknown subcommand %q (want list, show NAME or docs)", c.Args().First())
	}
	for _, p := range rules.Presets() {
		fmt.Fprintf(a.stdout, "%-14s %s\n", p.Name, p.Description)
	}
	return nil
}

func (a *app) rulesShow(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("rules show: want one ruleset name (coinche rules list names them)")
	}
	name := c.Args().First()
	if !rules.IsPreset(name) {
		if _, err := os.Stat(name); err == nil {
			// A house-rules file: every key, its preset resolved.
			rs, err := rules.LoadFile(name)
			if err != nil {
				fmt.Fprintln(a.stderr, err)
				return problems
			}
			_, err = a.stdout.Write(rs.TOML())
			return err
		}
	}
	b, err := rules.PresetTOML(name)
	if err != nil {
		return usageErr("%v", err)
	}
	_, err = a.stdout.Write(b)
	return err
}

func (a *app) rulesDocs(c *cli.Context) error {
	b, err := docsFS.ReadFile("docs/rulesets.md")
	if err != nil {
		return unreadable(err)
	}
	_, err = a.stdout.Write(b)
	return err
}

func (a *app) newGame(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("new: want one FILE")
	}
	err := live.New(c.Args().First(), live.NewOptions{
		Rules: c.String("rules"), NS: c.String("ns"), EW: c.String("ew"),
		Target: c.Int("target"), Dealer: c.String("dealer"),
		Event: c.String("event"), Site: c.String("site"), Date: c.String("date"),
	})
	return liveErr(err)
}

func (a *app) add(c *cli.Context) error {
	if c.NArg() < 2 {
		return usageErr("add: want FILE and an entry, e.g. coinche add soir.coinche S 100H X 112")
	}
	return liveErr(live.Add(c.Args().First(), c.Args().Slice()[1:], a.stdout))
}

func (a *app) undo(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("undo: want one FILE")
	}
	return liveErr(live.Undo(c.Args().First(), a.stdout))
}

func (a *app) edit(c *cli.Context) error {
	if c.NArg() < 3 {
		return usageErr("edit: want FILE, a deal number and an entry")
	}
	n, err := strconv.Atoi(c.Args().Get(1))
	if err != nil || n < 1 {
		return usageErr("edit: %q is not a deal number", c.Args().Get(1))
	}
	return liveErr(live.Edit(c.Args().First(), n, c.Args().Slice()[2:], a.stdout))
}

func (a *app) table(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("table: want one FILE")
	}
	return liveErr(live.Table(a.stdin, a.stdout, c.Args().First()))
}

func (a *app) deal(c *cli.Context) error {
	if c.NArg() != 0 {
		return usageErr("deal: unexpected argument %q", c.Args().First())
	}
	w := bufio.NewWriter(a.stdout)
	err := gen.Write(w, gen.Options{Rules: c.String("rules"), Games: c.Int("games"), Seed: c.Int64("seed"), Illegal: c.Float64("illegal")})
	if err != nil {
		return usageErr("deal: %v", err)
	}
	return w.Flush()
}

// liveErr maps the at-the-table errors to exit codes: a refused entry is a
// problem found (1), anything else (a missing file...) is exit 2.
func liveErr(err error) error {
	if err == nil {
		return nil
	}
	var ee *live.EntryError
	if errors.As(err, &ee) {
		return &exitError{exitProblems, err}
	}
	if errors.Is(err, live.ErrGameOver) {
		return &exitError{exitProblems, err}
	}
	return &exitError{exitUsage, err}
}

// isTerminal reports whether f is a terminal (not merely a character
// device: /dev/null is not one).
func isTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }
