package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/serve"
)

// `coinche serve`: the games of a directory served to the phones at the
// tables and to a projector (internal/serve, docs/serve.md).

func (a *app) serveCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "serve",
			Usage: "serve the games of a directory to phones (entry by taps) and a projector (live board)",
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "addr", Value: "127.0.0.1:8080", Usage: "listen on `HOST:PORT`; a non-loopback address (0.0.0.0:8080) serves the local network, and entering then needs the secret printed at start"},
				&cli.BoolFlag{Name: "require-key", Usage: "ask for the secret even on a loopback address (behind a TLS proxy: docs/serve.md)"},
				&cli.BoolFlag{Name: "board-public", Usage: "let anyone on the network read the board, standings and printable sheets without the secret (entering still needs it)"},
			},
			Action: a.serve,
		},
		synopsis: "coinche serve [--addr HOST:PORT] [--board-public] [--require-key] [DIR]",
		examples: []string{"coinche serve examples", "coinche serve --addr 0.0.0.0:8080 --board-public club-night/"},
	}
}

func (a *app) serve(c *cli.Context) error {
	if c.NArg() > 1 {
		return usageErr("serve: one directory at most, got %d arguments", c.NArg())
	}
	dir := "."
	if c.NArg() == 1 {
		dir = c.Args().First()
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return usageErr("serve: %s: not a directory", dir)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := serve.Run(ctx, serve.Options{Dir: dir, Addr: c.String("addr"), BoardPublic: c.Bool("board-public"), RequireKey: c.Bool("require-key")}, a.stdout)
	if err != nil {
		return unreadable(err)
	}
	return nil
}
