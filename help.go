package main

// `coinche help [COMMAND [SUBCOMMAND]]` and the help text itself: every
// --help, the help command and the man page (cmd_man.go) fit in 80
// columns (helpWidth), words never cut.

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/clipperhouse/displaywidth"
	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/i18n"
)

// helpWidth is the width of the help text, in terminal columns.
const helpWidth = 80

func (a *app) helpCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "help",
			Usage: "show the help of coinche or of one command",
			// urfave/cli's own --help on a command named help shows the
			// app's help: the arguments are read here, and help --help
			// shows the help command's.
			SkipFlagParsing: true,
			HideHelpCommand: true,
			Action:          a.help,
		},
		synopsis: "coinche help [COMMAND [SUBCOMMAND]]",
		examples: []string{"coinche help score"},
	}
}

// help prints the help of the command path its arguments name (none: the
// list of commands), as `COMMAND --help` does; an unknown command is bad
// usage (exit 2), with the nearest name.
func (a *app) help(c *cli.Context) error {
	names := c.Args().Slice()
	if len(names) > 0 && (names[0] == "--help" || names[0] == "-h") {
		names = []string{"help"}
	}
	if len(names) == 0 {
		return cli.ShowAppHelp(c)
	}
	cmds, path := c.App.Commands, "coinche"
	var cmd *cli.Command
	for _, name := range names {
		if cmd != nil && len(cmd.Subcommands) == 0 {
			return usageKey(langOf(c), i18n.HelpNoSub, path, name)
		}
		var names []string
		var found *cli.Command
		for _, x := range cmds {
			if x.Hidden {
				continue
			}
			names = append(names, x.Name)
			if x.HasName(name) {
				found = x
			}
		}
		if found == nil {
			return usageKey(langOf(c), i18n.HelpNoCommand, path, name, strings.Join(names, ", "), didYouMeanIn(langOf(c), name, names))
		}
		cmd, cmds, path = found, found.Subcommands, path+" "+found.Name
	}
	templ := cli.CommandHelpTemplate
	if len(cmd.Subcommands) > 0 {
		templ = cli.SubcommandHelpTemplate
	}
	if cmd.HelpName == "" {
		cmd.HelpName = path
	}
	if !cmd.HideHelp && !hasFlag(cmd.Flags, "help") {
		cmd.Flags = append(cmd.Flags, cli.HelpFlag)
	}
	cli.HelpPrinter(c.App.Writer, templ, cmd)
	return nil
}

func hasFlag(flags []cli.Flag, name string) bool {
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				return true
			}
		}
	}
	return false
}

func init() {
	// The flags are laid out by flagHelp, wrapped at helpWidth, not by
	// urfave/cli's tab writer (whose first line overflows).
	for _, t := range []*string{&cli.AppHelpTemplate, &cli.CommandHelpTemplate, &cli.SubcommandHelpTemplate} {
		*t = strings.ReplaceAll(*t, `{{template "visibleFlagTemplate" .}}`, `{{flagHelp .VisibleFlags}}`)
		*t = strings.ReplaceAll(*t, `{{template "visibleFlagCategoryTemplate" .}}`, `{{flagHelp .VisibleFlags}}`)
		// No categories: the list is the same before the command's setup
		// (coinche help rules) as after it (coinche rules --help).
		*t = strings.ReplaceAll(*t, `{{template "visibleCommandCategoryTemplate" .}}`, `{{template "visibleCommandTemplate" .}}`)
	}
	cli.HelpPrinter = printHelp
}

// printHelp is cli.HelpPrinter: urfave/cli's templates with every text
// wrapped at helpWidth and the flags laid out by flagHelp.
func printHelp(w io.Writer, templ string, data any) {
	var b bytes.Buffer
	cli.HelpPrinterCustom(&b, templ, data, map[string]any{
		"wrapAt":   func() int { return helpWidth },
		"flagHelp": flagHelp,
	})
	if b.Len() > 0 && !bytes.HasSuffix(b.Bytes(), []byte("\n")) {
		b.WriteByte('\n')
	}
	w.Write(b.Bytes())
}

// flagColumn is the widest flag name (with its placeholder) that keeps its
// usage on the same line; a longer one has it on the next line.
const flagColumn = 24

// flagHelp lays out the flags: each name (and placeholder) in a column, its
// usage (and default) beside it, wrapped at helpWidth under itself.
func flagHelp(flags []cli.Flag) string {
	type row struct{ name, usage string }
	var rows []row
	col := 0
	for _, f := range flags {
		name, usage, _ := strings.Cut(fmt.Sprint(f), "\t")
		usage = strings.TrimSuffix(usage, " (default: false)")
		rows = append(rows, row{name, usage})
		if w := displaywidth.String(name); w <= flagColumn {
			col = max(col, w)
		}
	}
	const indent = 3
	pad := strings.Repeat(" ", indent+col+2)
	var b strings.Builder
	for _, r := range rows {
		b.WriteString("\n" + strings.Repeat(" ", indent) + r.name)
		if w := displaywidth.String(r.name); w <= col {
			b.WriteString(strings.Repeat(" ", col+2-w))
		} else {
			b.WriteString("\n" + pad)
		}
		b.WriteString(strings.Join(wrapWords(r.usage, helpWidth-len(pad)), "\n"+pad))
	}
	return b.String()
}

// wrapWords cuts text into lines of at most width columns at its spaces
// (a word wider than width is a line of its own).
func wrapWords(text string, width int) []string {
	var lines []string
	line, lw := "", 0
	for _, word := range strings.Fields(text) {
		ww := displaywidth.String(word)
		if lw > 0 && lw+1+ww > width {
			lines = append(lines, line)
			line, lw = "", 0
		}
		if lw > 0 {
			line += " "
			lw++
		}
		line += word
		lw += ww
	}
	return append(lines, line)
}
