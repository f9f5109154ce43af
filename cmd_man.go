package main

// `coinche man` and --version: the manual page, made from the command
// table, and the version from the build information.

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/urfave/cli/v2"
)

func (a *app) manCommand() command {
	return command{
		cmd: &cli.Command{
			Name:   "man",
			Usage:  "print the manual page (troff), made from the command table",
			Action: a.man,
		},
		synopsis: "coinche man",
		examples: []string{"coinche man > /usr/local/share/man/man1/coinche.1"},
	}
}

func (a *app) man(c *cli.Context) error {
	if c.NArg() > 0 {
		return usageErr("man: takes no argument, got %q", c.Args().First())
	}
	// A fresh app: c.App's man command, being run, has grown a help flag
	// and a help subcommand that would show in its section.
	app := a.cli()
	app.Setup()
	page, err := app.ToManWithSection(1)
	if err != nil {
		return err
	}
	_, err = fmt.Fprint(a.stdout, page)
	return err
}

// version is the module version and VCS revision of the binary, from its
// build information: "v1.2.0 (revision 0123abcd…, 2026-11-23T01:00:00Z,
// modified)"; "(devel)" for a build without a version (go build in a
// clone), with the revision when Go stamped it (-buildvcs, the default in
// a git clone; not in a git worktree).
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (no build information)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	vcs := map[string]string{}
	for _, s := range bi.Settings {
		vcs[s.Key] = s.Value
	}
	var extra []string
	if r := vcs["vcs.revision"]; r != "" {
		extra = append(extra, "revision "+r)
	}
	if t := vcs["vcs.time"]; t != "" {
		extra = append(extra, t)
	}
	if vcs["vcs.modified"] == "true" {
		extra = append(extra, "modified")
	}
	if len(extra) > 0 {
		v += " (" + strings.Join(extra, ", ") + ")"
	}
	return v
}

func init() {
	cli.VersionFlag = &cli.BoolFlag{Name: "version", DisableDefaultText: true,
		Usage: "print the version (module version and VCS revision) and exit"}
}
