package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/score/live"
)

// `coinche fmt`: games rewritten in the canonical notation.

func (a *app) fmtCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "fmt",
			Usage: "rewrite games in the canonical notation, like gofmt",
			Flags: []cli.Flag{
				&cli.BoolFlag{Name: "w", Usage: "write the result back to the file instead of standard output"},
				&cli.BoolFlag{Name: "check", Usage: "list files that are not canonical and exit 1; write nothing"},
			},
			Action: a.fmt,
		},
		synopsis: "coinche fmt [-w] [-check] FILE|DIR... (- for stdin)",
		examples: []string{"coinche fmt -check examples/"},
	}
}

func (a *app) fmt(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	write, check := c.Bool("w"), c.Bool("check")
	bad := 0
	for _, name := range files {
		var src []byte
		file := name
		if name == "-" {
			file = "<stdin>"
			src, err = io.ReadAll(a.stdin)
		} else {
			src, err = os.ReadFile(name)
		}
		if err != nil {
			return unreadable(err)
		}
		out, err := notation.Format(file, src)
		if err != nil {
			var list notation.ErrorList
			if errors.As(err, &list) {
				diag.Write(a.stderr, list, diag.GCC, nil)
				bad++
				continue
			}
			return unreadable(err)
		}
		switch {
		case check:
			if !bytes.Equal(src, out) {
				fmt.Fprintln(a.stdout, file)
				bad++
			}
		case write && name != "-":
			if !bytes.Equal(src, out) {
				if err := live.WriteAtomic(name, out); err != nil {
					return unreadable(err)
				}
			}
		default:
			a.stdout.Write(out)
		}
	}
	if bad > 0 {
		return problems
	}
	return nil
}
