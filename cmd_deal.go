package main

import (
	"bufio"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/score/gen"
)

// `coinche deal`: random legal games, for tests and benchmarks.

func (a *app) dealCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "deal",
			Usage: "write random legal games as full records (for tests and benchmarks)",
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "rules", Value: "base", Usage: "built-in ruleset `NAME` of the games, or a house-rules TOML file (written in each game's Rules tag)"},
				&cli.IntFlag{Name: "games", Value: 1, Usage: "number of games `N`"},
				&cli.Int64Flag{Name: "seed", Value: 1, Usage: "random `SEED`: the same seed gives the same output"},
				&cli.Float64Flag{Name: "illegal", Usage: "plant an illegal call or play in each deal with this chance `RATE` (0 to 1); a planted deal starts with a # planted: comment"},
			},
			Action: a.deal,
		},
		synopsis: "coinche deal --rules NAME|FILE [--games N] [--seed S] [--illegal RATE]",
		examples: []string{"coinche deal --rules base --games 10 --seed 1 > games.coinche"},
	}
}

func (a *app) deal(c *cli.Context) error {
	if c.NArg() != 0 {
		return usageErr("deal: unexpected argument %q", c.Args().First())
	}
	if n := c.Int("games"); n < 1 {
		return usageErr("deal: --games %d: want a number of games, 1 or more", n)
	}
	w := bufio.NewWriter(a.stdout)
	err := gen.Write(w, gen.Options{Rules: c.String("rules"), Games: c.Int("games"), Seed: c.Int64("seed"), Illegal: c.Float64("illegal")})
	if err != nil {
		return usageErr("deal: %v", err)
	}
	return w.Flush()
}
