package main

import (
	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/atomicfile"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/score/live"
	"github.com/coinche/coinche/score/render"
)

// langFlag is --lang, a global flag (coinche --lang fr score …): the
// language of what people read, the sheets, standings and messages.
func langFlag() cli.Flag {
	return &cli.StringFlag{Name: "lang", Usage: "sheets and messages in fr or en (default: the locale)"}
}

// setLang is the app's Before: it resolves the language once, from
// --lang, else the locale variables the app's getenv reads (none in
// tests: English), and keeps it for the commands (a.lang, and langOf for
// the functions that have only the command's context). Error: a --lang
// that names neither French nor English, a usage error.
func (a *app) setLang(c *cli.Context) error {
	getenv := a.getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	l, err := i18n.FromEnv(c.String("lang"), getenv)
	if err != nil {
		return usageErr("--lang: %v", err)
	}
	a.lang = l
	atomicfile.SetLang(l) // the notice of a writer waiting for the lock
	if c.App.Metadata == nil {
		c.App.Metadata = map[string]any{}
	}
	c.App.Metadata["lang"] = l
	return nil
}

// langOf is the language setLang resolved (English before it ran).
func langOf(c *cli.Context) i18n.Lang {
	l, _ := c.App.Metadata["lang"].(i18n.Lang)
	return l
}

// langOptions are the renderings' options of the language.
func langOptions(c *cli.Context) []render.WriteOption {
	return []render.WriteOption{render.Language(langOf(c))}
}

// messageIn is the message of a command's error in the app's language
// (live.ErrorText: a refused entry with its carets under the entry and
// "saisie refusée, le fichier est inchangé : …" in French); any other
// error as it says itself.
func (a *app) messageIn(err error) string { return live.ErrorText(err, a.lang) }

// Unwrap is the error an exitError carries, for errors.As (messageIn).
func (e *exitError) Unwrap() error { return e.err }
