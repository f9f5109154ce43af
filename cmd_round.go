package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/internal/serve"
	"github.com/coinche/coinche/internal/tournament"
	"github.com/coinche/coinche/score/render"
)

// `coinche round`: the rounds of a tournament in a directory
// (internal/tournament, docs/serve.md: Rounds and pairings).

func (a *app) roundCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "round",
			Usage: "pair the next round of a tournament directory (tournament.toml) and write its tables' game files",
		},
		synopsis: "coinche round next DIR",
		examples: []string{"coinche round next club-night/"},
		subs: []command{{
			cmd:      &cli.Command{Name: "next", Usage: "pair the next round once the current one is over: Berger tables or the Swiss system, one game file per table with its seats", Action: a.roundNext},
			synopsis: "coinche round next DIR",
			examples: []string{"coinche round next club-night/"},
		}, {
			cmd:      &cli.Command{Name: "evening", Usage: "write the end-of-night document: every table's sheet, then the standings (HTML to print on A4)", Action: a.roundEvening},
			synopsis: "coinche round evening DIR > soir.html",
			examples: []string{"coinche round evening club-night/ > soir.html"},
		}, {
			cmd: &cli.Command{Name: "standings", Usage: "the standings after a round (every round played by default), or of one round alone",
				Flags: []cli.Flag{
					&cli.IntFlag{Name: "round", Usage: "the standings after round `N` (0: after the last round paired)"},
					&cli.BoolFlag{Name: "only", Usage: "count round N's games alone, not the rounds before it"},
					&cli.StringFlag{Name: "format", Value: "table", Usage: "table as `FORMAT`: table, markdown, csv, json or html"},
					csvRawFlag(),
				},
				Action: a.roundStandings},
			synopsis: "coinche round standings [--round N [--only]] [--format table|markdown|csv|json|html] DIR",
			examples: []string{"coinche round standings --round 2 club-night/", "coinche round standings --round 2 --only club-night/"},
		}},
	}
}

// roundNext pairs and writes the next round, and prints its tables.
// Exit 1 when the round cannot be paired yet (a table still playing, every
// round played, no pairing without a rematch); 2 for a usage error.
func (a *app) roundNext(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("round next: one directory, got %d arguments", c.NArg())
	}
	t, err := loadTournament("round next", c.Args().First())
	if err != nil {
		return err
	}
	r, err := t.Next()
	if err != nil {
		return cli.Exit("round next: "+a.roundRefusal(t, err), 1)
	}
	fmt.Fprintln(a.stdout, a.lang.T(i18n.RoundsRound, r.Number))
	for _, tb := range r.Tables {
		fmt.Fprintf(a.stdout, "%s  %s – %s  %s\n", a.lang.T(i18n.RoundsTable, tb.Number), tb.NS, tb.EW, tb.File)
	}
	if r.Bye != "" {
		fmt.Fprintln(a.stdout, a.lang.T(i18n.RoundsBye, r.Bye))
	}
	return nil
}

// loadTournament is tournament.Load for the command cmd: a directory
// without tournament.toml is bad usage, an unreadable one unreadable
// input (both exit 2).
func loadTournament(cmd, dir string) (*tournament.Tournament, error) {
	t, err := tournament.Load(dir)
	if errors.Is(err, tournament.ErrNoTournament) {
		return nil, usageErr("%s: %v", cmd, err)
	}
	if err != nil {
		return nil, unreadable(err)
	}
	return t, nil
}

// roundRefusal says why t.Next refused, in the user's language, as the
// rounds page of coinche serve says it.
func (a *app) roundRefusal(t *tournament.Tournament, err error) string {
	switch {
	case errors.Is(err, tournament.ErrRoundNotOver):
		_, playing, _ := t.Over()
		return a.lang.T(i18n.RoundsNotOver, strings.Join(playing, ", "))
	case errors.Is(err, tournament.ErrAllPlayed):
		return a.lang.T(i18n.RoundsAllPlayed)
	case errors.Is(err, tournament.ErrNoPairing):
		return a.lang.T(i18n.RoundsNoPairing)
	}
	return err.Error()
}

// roundStandings prints the standings after round --round (every round
// paired when 0), or of that round's games alone with --only, as coinche
// standings prints them (tournament.Standings, RoundStandings). A game
// with problems is listed as not counted, with why; the exit is then 1.
func (a *app) roundStandings(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("round standings: one directory, got %d arguments", c.NArg())
	}
	format, err := render.ParseFormat(c.String("format"), render.StandingsFormats)
	if err != nil {
		return usageErr("%v", err)
	}
	t, err := loadTournament("round standings", c.Args().First())
	if err != nil {
		return err
	}
	n := c.Int("round")
	if n < 0 || n > len(t.Rounds) || c.Bool("only") && n == 0 {
		return usageErr("round standings: --round %d: the directory has rounds 1 to %d (--only needs one)", n, len(t.Rounds))
	}
	st, err := t.Standings(n)
	if c.Bool("only") {
		st, err = t.RoundStandings(n)
	}
	if err != nil {
		return unreadable(err)
	}
	if format == render.Table || format == render.Markdown {
		if n == 0 {
			n = len(t.Rounds)
		}
		title := a.lang.T(i18n.RoundsStandings, n)
		if c.Bool("only") {
			title = a.lang.T(i18n.RoundsOfRound, n)
		}
		if format == render.Markdown {
			title = "## " + title
		}
		fmt.Fprintf(a.stdout, "%s\n\n", title)
	}
	out, done := textOut(a.stdout, format == render.JSON)
	if err := render.WriteStandings(out, st, format, writeOptions(c)...); err != nil {
		return err
	}
	if err := done(); err != nil {
		return unreadable(err)
	}
	if len(st.NotCounted) > 0 {
		return problems
	}
	return nil
}

// roundEvening writes the end-of-night document of a directory's games
// (the page /evening.html of coinche serve) to standard output, in the
// user's language.
func (a *app) roundEvening(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("round evening: one directory, got %d arguments", c.NArg())
	}
	if err := serve.Evening(a.stdout, c.Args().First(), a.lang); err != nil {
		return unreadable(err)
	}
	return nil
}
