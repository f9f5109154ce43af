package main

// `coinche completion`: shell completion, generated from the command
// table (app.commands).

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/score/analyze"
	"github.com/coinche/coinche/score/render"
)

func (a *app) completionCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "completion",
			Usage:  "print a shell completion script (commands, flags, rulesets, formats)",
			Action: a.completionNoShell,
		},
		synopsis: "coinche completion bash|zsh|fish",
		examples: []string{"source <(coinche completion bash)"},
		subs: []command{
			{
				cmd:      &cli.Command{Name: "bash", Usage: "print the bash completion script", Action: a.completionScript("bash")},
				synopsis: "coinche completion bash",
				examples: []string{"coinche completion bash > /etc/bash_completion.d/coinche"},
			},
			{
				cmd:      &cli.Command{Name: "zsh", Usage: "print the zsh completion script", Action: a.completionScript("zsh")},
				synopsis: "coinche completion zsh",
				examples: []string{"coinche completion zsh > \"${fpath[1]}/_coinche\""},
			},
			{
				cmd:      &cli.Command{Name: "fish", Usage: "print the fish completion script", Action: a.completionScript("fish")},
				synopsis: "coinche completion fish",
				examples: []string{"coinche completion fish > ~/.config/fish/completions/coinche.fish"},
			},
		},
	}
}

// completeFlag is the last argument with which a completion script asks
// for the words that may follow the others (urfave/cli's convention, so
// its scripts work too).
const completeFlag = "--generate-bash-completion"

// flagValues are the values offered after a flag that takes one, by
// command and flag name ("" for any command); nil: none (a file).
func flagValues(command, flag string) []string {
	switch flag {
	case "rules":
		return presetNames()
	case "dealer":
		var seats []string
		for _, s := range notation.Seats {
			seats = append(seats, s.String())
		}
		return seats
	case "color":
		return colorModes
	case "format":
		switch command {
		case "check":
			return diag.FormatNames()
		case "score":
			return render.FormatNames(sheetFormats)
		case "standings":
			return render.FormatNames(render.StandingsFormats)
		case "analyze":
			return render.FormatNames(analyze.Formats)
		}
	}
	return nil
}

// complete prints, one per line, the words that may stand where cur is
// typed after words (the command line without the program's name): a
// flag's values after a flag that takes one, the flags when cur starts
// with "-", the subcommands (or preset names after "rules show"), else
// nothing, and the shell completes file names. The completion scripts ask
// with "coinche WORDS... CUR --generate-bash-completion".
func (a *app) complete(cmds []*cli.Command, words []string, cur string) {
	// After help, the command path it takes: commands, then subcommands.
	help := len(words) > 0 && words[0] == "help"
	if help {
		words = words[1:]
		if strings.HasPrefix(cur, "-") {
			return
		}
	}
	cmd, cmds, path, ok := commandPath(cmds, words, help)
	if !ok {
		return // not a command: nothing to offer
	}
	print := func(list []string) {
		for _, s := range list {
			fmt.Fprintln(a.stdout, s)
		}
	}
	if n := len(words); n > 0 && takesValue(cmd, words[n-1]) {
		name := ""
		if cmd != nil {
			name = cmd.Name
		}
		print(flagValues(name, flagName(words[n-1])))
		return
	}
	switch {
	case strings.HasPrefix(cur, "-"):
		flags := []cli.Flag{cli.HelpFlag, cli.VersionFlag}
		if cmd != nil {
			flags = append(cmd.Flags, cli.HelpFlag)
		}
		for _, f := range flags {
			for _, n := range f.Names() {
				if len(n) == 1 {
					print([]string{"-" + n})
				} else {
					print([]string{"--" + n})
				}
			}
		}
	case strings.Join(path, " ") == "rules show" && !help:
		print(flagValues("", "rules"))
	case cmd == nil || len(cmd.Subcommands) > 0:
		for _, c := range cmds {
			if !c.Hidden && !(help && c.Name == "help") {
				print(c.Names())
			}
		}
	}
}

// commandPath follows words through the command table: the command they
// name (nil for none), its subcommands, the names met; ok false when a
// word is not a command where one must be (nothing to offer then). Flags
// and their values are passed over; after help, only commands count.
func commandPath(cmds []*cli.Command, words []string, help bool) (cmd *cli.Command, sub []*cli.Command, path []string, ok bool) {
	for i := 0; i < len(words); i++ {
		w := words[i]
		if strings.HasPrefix(w, "-") {
			if takesValue(cmd, w) {
				i++ // its value
			}
			continue
		}
		next := findCommand(cmds, w)
		if next == nil || help && cmd != nil && len(cmd.Subcommands) == 0 {
			if cmd == nil || len(cmd.Subcommands) > 0 || help {
				return nil, nil, nil, false
			}
			break // an argument
		}
		cmd, cmds = next, next.Subcommands
		path = append(path, next.Name)
	}
	return cmd, cmds, path, true
}

func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}

// flagName is "rules" for "--rules" or "-rules"; "" for a word with a
// value in it ("--rules=base").
func flagName(word string) string {
	if strings.Contains(word, "=") {
		return ""
	}
	return strings.TrimLeft(word, "-")
}

// takesValue reports whether word is a flag of cmd that takes a value
// in the next word.
func takesValue(cmd *cli.Command, word string) bool {
	if cmd == nil || !strings.HasPrefix(word, "-") {
		return false
	}
	name := flagName(word)
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			if n == name {
				_, isBool := f.(*cli.BoolFlag)
				return !isBool
			}
		}
	}
	return false
}

// The completion scripts: each asks the binary for the words (complete).
// Without a word, bash and zsh complete file names.
const bashCompletion = `# bash completion for coinche: source <(coinche completion bash)
_coinche_complete() {
  local cur="${COMP_WORDS[COMP_CWORD]}" opts
  opts=$("${COMP_WORDS[0]}" "${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur" --generate-bash-completion 2>/dev/null) || return
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -o bashdefault -o default -F _coinche_complete coinche
`

const zshCompletion = `#compdef coinche
# zsh completion for coinche: coinche completion zsh > "${fpath[1]}/_coinche"
_coinche() {
  local -a opts
  opts=("${(@f)$(${words[1]} ${words[2,CURRENT-1]} "${words[CURRENT]}" --generate-bash-completion 2>/dev/null)}")
  if [[ -n "${opts[1]}" ]]; then
    compadd -- "${opts[@]}"
  else
    _files
  fi
}
compdef _coinche coinche
`

func (a *app) completionScript(shell string) func(*cli.Context) error {
	return func(c *cli.Context) error {
		var script string
		switch shell {
		case "bash":
			script = bashCompletion
		case "zsh":
			script = zshCompletion
		case "fish":
			var err error
			if script, err = a.fishCompletion(c.App); err != nil {
				return err
			}
		}
		_, err := fmt.Fprint(a.stdout, script)
		return err
	}
}

// fishCompletion is urfave/cli's fish script, plus the flags' values.
func (a *app) fishCompletion(app *cli.App) (string, error) {
	s, err := app.ToFishCompletion()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(s)
	b.WriteString("\n# the values of the flags that take one\n")
	var walk func(cmds []*cli.Command)
	walk = func(cmds []*cli.Command) {
		for _, c := range cmds {
			for _, f := range c.Flags {
				vals := flagValues(c.Name, f.Names()[0])
				if vals == nil {
					continue
				}
				fmt.Fprintf(&b, "complete -c coinche -n '__fish_seen_subcommand_from %s' -l %s -x -a '%s'\n",
					c.Name, f.Names()[0], strings.Join(vals, " "))
			}
			walk(c.Subcommands)
		}
	}
	walk(app.Commands)
	fmt.Fprintf(&b, "complete -c coinche -n '__fish_seen_subcommand_from show' -x -a '%s'\n", strings.Join(flagValues("", "rules"), " "))
	return b.String(), nil
}

// completionNoShell runs for "coinche completion" without a known shell:
// a usage error naming the shells, like any unknown subcommand.
func (a *app) completionNoShell(c *cli.Context) error {
	if c.NArg() > 0 {
		a.badCommand, a.badParent = c.Args().First(), c.Command
		return nil
	}
	return usageErr("completion: want a shell: bash, zsh or fish")
}
