package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/stream"
)

// What the commands that read games share: their inputs (files,
// directories, standard input), the --rules override, the pipeline run
// over the files.

// rulesOverride is the --rules flag of check, score, standings and
// analyze (rulesFlag reads it).
func rulesOverride() cli.Flag {
	return &cli.StringFlag{Name: "rules", Usage: "ruleset `NAME|PATH` for every game, overriding its Rules tag: a built-in name or a TOML file"}
}

// rulesFlag is the --rules flag of check, score, standings and analyze,
// tried before any game is read: a name that is neither a built-in
// ruleset nor a file, or a TOML file with problems, is bad usage (exit 2),
// said once (the file's problems at their place in it), not again at each
// game and deal.
func (a *app) rulesFlag(c *cli.Context) (string, error) {
	name := c.String("rules")
	if name == "" {
		return "", nil
	}
	_, err := rulesfile.Resolve("", "", name)
	var cerrs rules.ConfigErrors
	if errors.As(err, &cerrs) {
		fmt.Fprintln(a.stderr, cerrs.ErrorIn(a.lang))
		return "", usageKey(a.lang, i18n.RulesFlagProblems, c.Command.Name, name, len(cerrs))
	}
	if t, ok := err.(i18n.Text); ok { // a name of no ruleset, in the language
		return "", usageErr("%s: %s", c.Command.Name, t.In(a.lang))
	}
	if err != nil {
		return "", usageErr("%s: %v", c.Command.Name, err)
	}
	return name, nil
}

// textOut is w for a command's output: the control characters that game
// files hold (in tags, names, comments) shown escaped, not obeyed by a
// terminal (notation.VisibleWriter); in JSON (asJSON), as JSON escapes, so
// that it stays JSON with the same values. done writes what it still
// holds.
func textOut(w io.Writer, asJSON bool) (out io.Writer, done func() error) {
	v := notation.NewVisibleWriter(w)
	if asJSON {
		v = notation.NewVisibleJSONWriter(w)
	}
	return v, v.Flush
}

// presetNames are the names of the built-in rulesets, in their order.
func presetNames() []string {
	var names []string
	for _, p := range rulesfile.Presets() {
		names = append(names, p.Name)
	}
	return names
}

// inputs expands the command's arguments: "-" is standard input, a
// directory stands for the *.coinche files in it (one with none is bad
// usage, exit 2: not an input checked clean). A name that cannot be read
// stays in the list: the command reads the other files, then exits 2
// naming it (unread). No argument is standard input when it is piped or
// a file (coinche check < soir.coinche, as gofmt), bad usage when it is a
// terminal or /dev/null.
func (a *app) inputs(c *cli.Context) ([]string, error) {
	if c.NArg() == 0 {
		if a.stdinPiped {
			return []string{"-"}, nil
		}
		return nil, usageErr("%s: no input files (use - for standard input, or pipe it in)", c.Command.Name)
	}
	var out []string
	for _, arg := range c.Args().Slice() {
		if arg == "-" {
			out = append(out, arg)
			continue
		}
		fi, err := os.Stat(arg)
		if err != nil || !fi.IsDir() {
			// A file that cannot be read is said when its turn comes:
			// the others are read first (see unread).
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

// runFiles runs the pipeline over files (or standard input, "-"), in
// order, into h. A file that cannot be opened or read is passed over; the
// errors saying so are returned, in order, for unread.
func (a *app) runFiles(files []string, opts stream.Options, h stream.Handler) []error {
	var unread []error
	for _, name := range files {
		r, file, err := a.open(name)
		if err != nil {
			unread = append(unread, err)
			continue
		}
		err = stream.Run(r, file, opts, h)
		r.Close()
		if err != nil {
			unread = append(unread, unreadable(fmt.Errorf("%s: %w", file, err)))
		}
	}
	return unread
}

// unread ends a command that could not read some of its inputs, once it
// has read the others: each error on its own line, then exit 2 (nil when
// errs is empty). So `check a.coinche missing.coinche` checks a.coinche,
// then names missing.coinche.
func (a *app) unread(errs []error) error {
	if len(errs) == 0 {
		return nil
	}
	for _, err := range errs[:len(errs)-1] {
		fmt.Fprintf(a.stderr, "coinche: %v\n", err)
	}
	return unreadable(errs[len(errs)-1])
}
