package main

import (
	"embed"
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// `coinche rules`: the built-in rulesets and the documentation of their keys.

func (a *app) rulesCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "rules",
			Usage:  "list the built-in rulesets, show one, or document every key",
			Action: a.rulesList,
		},
		synopsis: "coinche rules [list | show NAME | docs]",
		examples: []string{"coinche rules show montpellier"},
		subs: []command{
			{
				cmd:      &cli.Command{Name: "list", Usage: "list the built-in rulesets with a one-line description", Action: a.rulesList},
				synopsis: "coinche rules list",
			},
			{
				cmd:      &cli.Command{Name: "show", Usage: "print a built-in ruleset's TOML, every key with its source sentence; or a house-rules file with every key resolved", Action: a.rulesShow},
				synopsis: "coinche rules show NAME|PATH",
				examples: []string{"coinche rules show base"},
			},
			{
				cmd:      &cli.Command{Name: "docs", Usage: "print the documentation of every ruleset key (docs/rulesets.md)", Action: a.rulesDocs},
				synopsis: "coinche rules docs",
			},
		},
	}
}

// docsFS holds docs/rulesets.md, which `coinche rules docs` prints (only it: the
// pictures of docs/ stay out of the binary).
//
//go:embed docs/rulesets.md
var docsFS embed.FS

func (a *app) rulesList(c *cli.Context) error {
	if c.NArg() > 0 {
		name := c.Args().First()
		return usageKey(langOf(c), i18n.RulesUnknownSub, name, didYouMeanIn(langOf(c), name, []string{"list", "show", "docs"}))
	}
	// The descriptions wrap under themselves, within 80 columns.
	const col = 15
	pad := strings.Repeat(" ", col)
	for _, p := range rulesfile.Presets() {
		lines := wrapWords(p.Description, helpWidth-col)
		fmt.Fprintf(a.stdout, "%-*s%s\n", col, p.Name, strings.Join(lines, "\n"+pad))
	}
	return nil
}

func (a *app) rulesShow(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageKey(langOf(c), i18n.RulesShowOne)
	}
	name := c.Args().First()
	if !rulesfile.IsPreset(name) {
		if _, err := os.Stat(name); err == nil {
			// A house-rules file: every key, its preset resolved.
			rs, err := rulesfile.LoadFile(name)
			if err != nil {
				msg := err.Error()
				if cerrs, ok := err.(rules.ConfigErrors); ok { // in the language
					msg = cerrs.ErrorIn(langOf(c))
				}
				fmt.Fprintln(a.stderr, msg)
				return problems
			}
			// Its strings may hold what a terminal obeys: the TOML
			// encoder escapes C0 controls, textOut the C1 and bidi ones
			// (as \u009b, a TOML escape too, so the text still loads).
			out, done := textOut(a.stdout, false)
			// What is valid but unusual (card values that do not make
			// the documents' 152): said, not refused.
			for _, w := range rs.Lint() {
				fmt.Fprintln(a.stderr, langOf(c).T(i18n.RulesLint, name, w))
			}
			if _, err = out.Write(rs.TOML()); err != nil {
				return err
			}
			return done()
		}
	}
	b, err := rulesfile.PresetTOML(name)
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
