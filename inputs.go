package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
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

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
