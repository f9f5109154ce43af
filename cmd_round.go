package main

import (
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/serve"
	"github.com/coinche/coinche/internal/tournament"
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
	t, err := tournament.Load(c.Args().First())
	if err != nil {
		if errors.Is(err, tournament.ErrNoTournament) {
			return usageErr("round next: %v", err)
		}
		return unreadable(err)
	}
	r, err := t.Next()
	if err != nil {
		return cli.Exit("round next: "+err.Error(), 1)
	}
	fmt.Fprintf(a.stdout, "round %d\n", r.Number)
	for _, tb := range r.Tables {
		fmt.Fprintf(a.stdout, "table %d  %s – %s  %s\n", tb.Number, tb.NS, tb.EW, tb.File)
	}
	if r.Bye != "" {
		fmt.Fprintf(a.stdout, "bye      %s\n", r.Bye)
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
