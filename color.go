package main

// Colour on a terminal, as gofmt's neighbours do it (git, ripgrep, rustc):
// --color=auto (the default: on when the output is a terminal and NO_COLOR
// is unset or empty), always or never. Coloured: the diagnostics (place,
// error/warning/note, code, carets: diag.ColorLine) on standard output
// and standard error, and on the score sheets of score, add, undo and
// edit the made/failed of each deal and the winner's line.

import (
	"bytes"
	"io"
	"os"
	"regexp"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation/diag"
)

// colorModes are --color's values.
var colorModes = []string{"auto", "always", "never"}

// colorFlag is --color, of the app and of the commands that colour.
func colorFlag() cli.Flag {
	return &cli.StringFlag{Name: "color", Value: "auto", DefaultText: "auto",
		Usage: "colour `WHEN`: auto (on a terminal, unless NO_COLOR is set), always or never"}
}

// colorOn reports whether to colour an output, by --color's mode and
// whether the output is a terminal (tty); NO_COLOR (https://no-color.org)
// or TERM=dumb turns auto off. Error: an unknown mode.
func colorOn(mode string, tty bool, l i18n.Lang) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto", "":
		return tty && os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb", nil
	}
	return false, usageKey(l, i18n.UsageColor, mode)
}

// setAppColor is the app's Before: it keeps the app's --color (given
// before the command: coinche --color=never check ...) for setColor.
func (a *app) setAppColor(c *cli.Context) error {
	a.colorMode = c.String("color")
	_, err := colorOn(a.colorMode, false, a.lang)
	return err
}

// setColor is the Before of the commands that colour (those with a
// --color flag): it reads their --color, else the app's, and turns the
// colour of both outputs on or off. The other commands (the table
// prompt, serve...) never colour.
func (a *app) setColor(c *cli.Context) error {
	mode := a.colorMode
	if c.IsSet("color") {
		mode = c.String("color")
	}
	out, err := colorOn(mode, a.tty, a.lang)
	if err != nil {
		return err
	}
	errOn, _ := colorOn(mode, a.errTTY, a.lang)
	a.colorOut.on, a.colorErr.on = out, errOn
	return nil
}

var (
	// dealRow is a row of a sheet (score's table, the compact sheet of
	// add, undo and edit): the deal's number first.
	dealRow = regexp.MustCompile(`^ *\d+ `)
	// verdict is the made or failed word of a deal row.
	verdict = regexp.MustCompile(`\b(made|failed)\b`)
)

// colorSheetLine colours a line of a score sheet: made green and failed
// red in a deal's row, the winner's line bold green.
func colorSheetLine(line string) string {
	switch {
	case dealRow.MatchString(line):
		if m := verdict.FindStringIndex(line); m != nil {
			c := "\x1b[32m"
			if line[m[0]:m[1]] == "failed" {
				c = "\x1b[31m"
			}
			return line[:m[0]] + c + line[m[0]:m[1]] + "\x1b[0m" + line[m[1]:]
		}
	case len(line) > 8 && line[:8] == "Winner: ":
		return "\x1b[1;32m" + line + "\x1b[0m"
	}
	return diag.ColorLine(line)
}

// colorWriter colours the lines written to it when on; off, it passes
// everything through as it comes. It sits under the VisibleWriter that
// escapes the control characters of game files, so that its own escape
// sequences are the only ones that reach the terminal.
type colorWriter struct {
	w    io.Writer
	on   bool
	line []byte // the start of a line not ended yet (on)
}

// Unwrap is the writer cw writes to: the table prompt drives its line
// editor only when it writes to the terminal's own standard output.
func (cw *colorWriter) Unwrap() io.Writer { return cw.w }

func (cw *colorWriter) Write(p []byte) (int, error) {
	if !cw.on && len(cw.line) == 0 {
		return cw.w.Write(p)
	}
	n := len(p)
	var out []byte
	for {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			break
		}
		cw.line = append(cw.line, p[:i]...)
		out = append(append(out, colorSheetLine(string(cw.line))...), '\n')
		cw.line, p = cw.line[:0], p[i+1:]
	}
	cw.line = append(cw.line, p...)
	if len(out) > 0 {
		if _, err := cw.w.Write(out); err != nil {
			return 0, err
		}
	}
	return n, nil
}

// Flush writes a last line without a newline.
func (cw *colorWriter) Flush() error {
	if len(cw.line) == 0 {
		return nil
	}
	_, err := cw.w.Write([]byte(colorSheetLine(string(cw.line))))
	cw.line = cw.line[:0]
	return err
}
