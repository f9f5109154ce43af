// Command coinche is a scorekeeper and rules checker for the French card
// game Coinche (belote coinchée). See README.md and docs/.
//
// Exit codes: 0 clean, 1 problems found, 2 unreadable input or bad usage.
//
// This file wires the command line: the app, its exit codes and the table
// of commands. Each command lives in its own file (cmd_check.go,
// cmd_score.go, ...), the words offered to shells in completion.go.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"

	"github.com/urfave/cli/v2"
	"golang.org/x/term"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/internal/suggest"
	"github.com/coinche/coinche/notation"
)

// Exit codes, documented in README.md.
const (
	exitClean    = 0
	exitProblems = 1
	exitUsage    = 2
	// exitInterrupted: the table prompt left with Ctrl-C (128 + SIGINT,
	// as shells do).
	exitInterrupted = 130
)

func main() {
	tuneGC()
	a := &app{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, tty: isTerminal(os.Stdout), errTTY: isTerminal(os.Stderr), getenv: os.Getenv, stdinPiped: isPiped(os.Stdin)}
	os.Exit(a.run(os.Args))
}

// tuneGC trades a little memory for speed: parsing allocates a few KB per
// deal that die at once, so the collector runs less often (GOGC 400) under
// a soft memory limit that follows the work. While the live heap is small
// (a streamed check or score: a few MB) the limit is gcBaseLimit, 30 MiB,
// which keeps a multi-GB check in constant, small memory also with every
// core allocating and the machine loaded (peak RSS about 38 MiB on 1 GB,
// where 40 MiB gave 56: the limit counts the Go heap, not all of the
// process; docs/performance.md). When a command legitimately holds more
// (the rows of a table or HTML sheet, a standings table), the limit
// becomes twice the live heap plus gcHeadroom after each collection, so
// the collector never runs back to back: a fixed 30 MiB made it take 70%
// of the CPU on a sheet of 80,000 rows, and a score of 1,000,000 deals
// never ended. GOGC and GOMEMLIMIT in the environment win: with GOMEMLIMIT
// set the limit is the user's and is left as it is.
func tuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(gcBaseLimit)
		followLiveHeap()
	}
}

const (
	gcBaseLimit = 30 << 20 // the soft memory limit while the live heap is small
	gcHeadroom  = 8 << 20  // above twice the live heap, once that is more
)

// gcLimitFor is the soft memory limit for a live heap of live bytes: at
// least gcBaseLimit, and at least twice the live heap plus gcHeadroom, so
// that a collection is followed by at least as many bytes of allocation
// as it marked (as GOGC 100 does).
func gcLimitFor(live uint64) int64 {
	return max(gcBaseLimit, 2*int64(min(live, 1<<60))+gcHeadroom)
}

// followLiveHeap sets the memory limit from the live heap after every
// collection: a finalizer on an object made for the purpose runs once the
// collector has found it unreachable, that is after each cycle, and arms
// the next one.
func followLiveHeap() {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var arm func()
	arm = func() {
		s := &gcSentinel{}
		runtime.SetFinalizer(s, func(*gcSentinel) {
			metrics.Read(sample)
			if sample[0].Value.Kind() == metrics.KindUint64 {
				debug.SetMemoryLimit(gcLimitFor(sample[0].Value.Uint64()))
			}
			arm()
		})
	}
	arm()
}

// gcSentinel is the object whose finalizer runs after each collection;
// its pointer keeps it out of the tiny allocator, whose blocks are freed
// together.
type gcSentinel struct {
	_ *int
	_ [16]byte
}

// app holds the streams the commands read and write, so tests can run the
// CLI in-process.
type app struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	rawStderr      io.Writer    // stderr as given; run makes stderr show control characters escaped
	tty            bool         // stdout is a terminal: diagnostics default to carets
	errTTY         bool         // stderr is a terminal: long commands show their progress
	stdinPiped     bool         // stdin is a pipe or a file: check, score... read it with no FILE
	colorOut       colorWriter  // stdout as given, coloured with --color (color.go)
	colorErr       colorWriter  // stderr likewise
	colorMode      string       // the app's --color, before the command
	badCommand     string       // set when the command line names no command we have
	badParent      *cli.Command // the command badCommand was given to, if any
	// pieceSize is the size of the pieces `check` cuts a file in
	// (stream.Parallel); 0 for the default. Tests make it small.
	pieceSize int64
	getenv    func(string) string // os.Getenv; nil in tests: no locale, English
	lang      i18n.Lang           // --lang, else the locale (setLang)
}

// exitError carries an exit code through urfave/cli: a cli.ExitCoder
// whose message, if any, run prints after "coinche: ".
type exitError struct {
	code int
	err  error
}

// ExitCode is the process's exit code (cli.ExitCoder).
func (e *exitError) ExitCode() int { return e.code }

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func usageErr(format string, args ...any) error {
	return &exitError{exitUsage, fmt.Errorf(format, args...)}
}

// usageKey is usageErr with the catalog's message of key in l.
func usageKey(l i18n.Lang, key i18n.Key, args ...any) error {
	return &exitError{exitUsage, errors.New(l.T(key, args...))}
}

// didYouMeanIn is suggest.DidYouMean in l: `; did you mean "x"?`, « ;
// vouliez-vous dire « x » ? »; "" when no candidate is close.
func didYouMeanIn(l i18n.Lang, name string, candidates []string) string {
	if c := suggest.Closest(name, candidates); c != "" {
		return l.T(i18n.DidYouMean, c)
	}
	return ""
}

func unreadable(err error) error { return &exitError{exitUsage, err} }

// problems is the silent exit 1: the problems were already printed.
var problems = &exitError{code: exitProblems}

func (a *app) run(args []string) int {
	// Messages quote game files and arguments: their control characters
	// are shown escaped, not obeyed by a terminal (textOut for stdout).
	a.rawStderr = a.stderr
	rawStdout := a.stdout
	a.colorOut, a.colorErr = colorWriter{w: a.stdout}, colorWriter{w: a.stderr}
	a.stdout = &a.colorOut
	stderr := notation.NewVisibleWriter(&a.colorErr)
	a.stderr = stderr
	defer func() {
		stderr.Flush()
		a.colorOut.Flush()
		a.colorErr.Flush()
		a.stderr, a.stdout = a.rawStderr, rawStdout
	}()
	app := a.cli()
	if n := len(args); n >= 2 && args[n-1] == completeFlag {
		// "coinche WORDS... CUR --generate-bash-completion"; alone, the
		// words that may follow "coinche".
		words, cur := args[1:n-1], ""
		if len(words) > 0 {
			words, cur = words[:len(words)-1], words[len(words)-1]
		}
		a.complete(app.Commands, words, cur)
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
			fmt.Fprintf(a.stderr, "coinche %s: unknown command %q: want %s%s\n", p.Name, a.badCommand, strings.Join(want, ", "), suggest.DidYouMean(a.badCommand, want))
			return exitUsage
		}
		var names []string
		for _, c := range app.Commands {
			names = append(names, c.Name)
		}
		fmt.Fprintf(a.stderr, "coinche: unknown command %q%s (coinche --help lists the commands)\n", a.badCommand, suggest.DidYouMean(a.badCommand, names))
		return exitUsage
	}
	if err == nil {
		return exitClean
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := a.messageIn(ec); msg != "" {
			fmt.Fprintf(a.stderr, "coinche: %s\n", msg)
		}
		return ec.ExitCode()
	}
	// Anything else from urfave/cli is a usage error (unknown flag...).
	fmt.Fprintf(a.stderr, "coinche: %v\n", err)
	return exitUsage
}

const (
	appUsage       = "scorekeeper and rules checker for Coinche (belote coinchée)"
	appDescription = "Games are written in the coinche notation (docs/notation.md). Exit codes:\n" +
		"0 clean, 1 problems found, 2 unreadable input or bad usage."
)

func (a *app) cli() *cli.App {
	app := &cli.App{
		Name:  "coinche",
		Usage: "scorekeeper and rules checker for Coinche (belote coinchée)",
		Description: "Games are written in the coinche notation (docs/notation.md). Exit codes:\n" +
			"0 clean, 1 problems found, 2 unreadable input or bad usage.",
		Version: strings.SplitN(version(), "\n", 2)[0], // --version says the rest

		Reader:          a.stdin,
		Writer:          a.stdout,
		ErrWriter:       a.stderr,
		HideHelpCommand: true,
		ExitErrHandler:  func(*cli.Context, error) {}, // exit codes are ours (run)
		OnUsageError:    onUsageError,
		CommandNotFound: func(c *cli.Context, name string) {
			a.badCommand = name
			if c.Command != nil && c.Command.Name != c.App.Name {
				a.badParent = c.Command
			}
		},
		Commands: a.commands(),
		// Given here: urfave/cli adds it only when no command is named
		// help, and coinche help is ours (help.go).
		Flags: []cli.Flag{cli.HelpFlag, colorFlag(), langFlag()},
		Before: func(c *cli.Context) error {
			if err := a.setLang(c); err != nil {
				return err
			}
			return a.setAppColor(c)
		},
	}
	app.Description += "\n\nEXAMPLES:\n" + examplesHelp(a.commandTable())
	return app
}

// flagsFirst moves a command's flags ahead of its arguments, so that
// `coinche new soir.coinche --rules base` works as well as `coinche new
// --rules base soir.coinche` (urfave/cli stops reading flags at the first
// argument). Everything after "--" stays as it is.
// commandAt is the index in args of the command's name, after the
// app's own flags (coinche --lang fr --color never add …); -1 when there
// is none.
func commandAt(args []string) int {
	for i := 1; i < len(args); i++ {
		t := args[i]
		if len(t) < 2 || t[0] != '-' {
			return i
		}
		if name, _, inline := strings.Cut(strings.TrimLeft(t, "-"), "="); !inline && globalTakesValue[name] {
			i++ // its value
		}
	}
	return -1
}

// globalTakesValue are the app's flags that take a value.
var globalTakesValue = map[string]bool{"lang": true, "color": true}

func flagsFirst(cmds []*cli.Command, args []string) []string {
	k := commandAt(args)
	if k < 0 || len(args) < k+2 {
		return args
	}
	var cmd *cli.Command
	for _, c := range cmds {
		if c.HasName(args[k]) {
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
	for i := k + 1; i < len(args); i++ {
		t := args[i]
		if t == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		if len(t) > 1 && t[0] == '-' {
			name, _, inline := strings.Cut(strings.TrimLeft(t, "-"), "=")
			if !inline && takesValue[name] && i+1 < len(args) {
				flags = append(flags, t, args[i+1])
				i++
				continue
			}
			flags = append(flags, t)
			continue
		}
		rest = append(rest, t)
	}
	return append(append(append([]string{}, args[:k+1]...), flags...), rest...)
}

// command is one row of the command table: a urfave/cli command, and its
// synopsis and examples as data, from which build makes its UsageText
// and the top-level help its EXAMPLES.
type command struct {
	cmd      *cli.Command // without UsageText, OnUsageError and Subcommands: build sets them
	synopsis string       // the usage line: "coinche check [--rules NAME|PATH] ..."
	examples []string     // command lines to show, the first also in coinche --help
	subs     []command
}

// commandTable is the one declarative table of commands, in the order of
// coinche --help.
func (a *app) commandTable() []command {
	return []command{
		a.checkCommand(),
		a.scoreCommand(),
		a.analyzeCommand(),
		a.standingsCommand(),
		a.fmtCommand(),
		a.rulesCommand(),
		a.newCommand(),
		a.addCommand(),
		a.undoCommand(),
		a.editCommand(),
		a.nextCommand(),
		a.dealCommand(),
		a.completionCommand(),
		a.manCommand(),
		a.tableCommand(),
		a.serveCommand(),
		a.roundCommand(),
		a.appCommand(),
		a.helpCommand(),
	}
}

// commands is the command table as urfave/cli takes it.
func (a *app) commands() []*cli.Command {
	var cmds []*cli.Command
	for _, c := range a.commandTable() {
		cmd := c.build()
		if hasFlag(cmd.Flags, "color") {
			cmd.Before = a.setColor
		}
		cmds = append(cmds, cmd)
	}
	return cmds
}

// build is c's urfave/cli command: its usage text made from the synopsis
// and examples, and every usage error an exit 2 (onUsageError), for it
// and its subcommands alike (urfave/cli gives the App's OnUsageError to
// no command).
func (c command) build() *cli.Command {
	cmd := c.cmd
	cmd.UsageText = usageText(c.synopsis, c.examples)
	cmd.OnUsageError = onUsageError
	for _, s := range c.subs {
		cmd.Subcommands = append(cmd.Subcommands, s.build())
	}
	if len(c.subs) > 0 {
		cmd.HideHelpCommand = true // coinche help CMD SUB says it
	}
	return cmd
}

// onUsageError makes any usage error urfave/cli meets (an unknown flag, a
// missing value...) exit 2 with its message, without the help text.
// An unknown flag gets a "did you mean" from the command's flags.
func onUsageError(c *cli.Context, err error, _ bool) error {
	const unknown = "flag provided but not defined: -"
	msg := err.Error()
	if !strings.HasPrefix(msg, unknown) {
		return usageErr("%v", err)
	}
	// The flag package names it with one dash whatever was typed: said
	// as typed for a letter (-x), with two dashes for a word (--fromat).
	name := strings.TrimPrefix(msg, unknown)
	flag := "--" + name
	if len(name) == 1 {
		flag = "-" + name
	}
	var flags []cli.Flag
	if c != nil && c.Command != nil && c.Command.Name != "" {
		flags = c.Command.Flags
	} else if c != nil && c.App != nil {
		flags = c.App.Flags
	}
	var names []string
	for _, f := range flags {
		names = append(names, f.Names()...)
	}
	if near := suggest.Closest(name, names); near != "" {
		return usageErr("unknown flag %s; did you mean --%s?", flag, near)
	}
	return usageErr("unknown flag %s", flag)
}

// usageText is a command's UsageText: the synopsis, then its examples.
func usageText(synopsis string, examples []string) string {
	switch len(examples) {
	case 0:
		return synopsis
	case 1:
		return synopsis + "\n\nExample: " + examples[0]
	}
	return synopsis + "\n\nExamples:\n  " + strings.Join(examples, "\n  ")
}

// examplesHelp lists the first example of each command, for the
// top-level help: one command line each, so that each fits in the 80
// columns of the help (helpWidth).
func examplesHelp(table []command) string {
	var b strings.Builder
	for _, c := range table {
		if len(c.examples) > 0 {
			fmt.Fprintf(&b, "%s\n", c.examples[0])
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// isPiped reports whether f is a pipe or a regular file (not a terminal,
// nor a device such as /dev/null, as a script or cron gives).
func isPiped(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && (fi.Mode()&os.ModeNamedPipe != 0 || fi.Mode().IsRegular())
}

// isTerminal reports whether f is a terminal (not merely a character
// device: /dev/null is not one).
func isTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }
