package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	phoneapp "github.com/coinche/coinche/internal/app"
)

// The command that writes the phone app (internal/app) as static files.

func (a *app) appCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "app",
			Usage:  "write the phone app (offline, installable) as static files to DIR, for any static web host",
			Action: a.writeApp,
		},
		synopsis: "coinche app DIR",
		examples: []string{"coinche app site/"},
	}
}

func (a *app) writeApp(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErr("app: want one DIR to write the app to")
	}
	dir := c.Args().First()
	if err := phoneapp.Write(dir); err != nil {
		return err
	}
	files, _ := phoneapp.Files()
	total := 0
	for _, b := range files {
		total += len(b)
	}
	fmt.Fprintf(a.stdout, "wrote the phone app to %s: %d files, %d bytes; serve the directory over HTTPS (or localhost) and open index.html\n", dir, len(files), total)
	return nil
}
