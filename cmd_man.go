package main

// `coinche man` and --version: the manual page, made from the command
// table, and the version from the build information.

import (
	"fmt"
	"io"
	"runtime"
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
	_, err := io.WriteString(a.stdout, manPage(a.commandTable()))
	return err
}

// manPage is the manual page, in troff (man macros), of the command
// table: each command's usage, synopsis, examples and flags, then the
// exit status and environment. Text is filled without hyphenation (.nh)
// and left-aligned (.ad l), so that words are never cut; the examples are
// kept as they are (.nf) and fit in 80 columns (TestHelpWidth).
func manPage(table []command) string {
	var b strings.Builder
	b.WriteString(".TH COINCHE 1 \"\" \"coinche\" \"User Commands\"\n.nh\n.ad l\n")
	b.WriteString(".SH NAME\ncoinche \\- " + troff(appUsage) + "\n")
	b.WriteString(".SH SYNOPSIS\n.B coinche\n[\\fB\\-\\-help\\fR] [\\fB\\-\\-version\\fR] \\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR...]\n")
	b.WriteString(".SH DESCRIPTION\n" + troff(appDescription) + "\n")
	b.WriteString(".PP\nEvery command also takes \\fB\\-\\-help\\fR; \\fBcoinche help\\fR \\fICOMMAND\\fR says the same.\n")
	b.WriteString(".SH COMMANDS\n")
	var walk func(path string, cmds []command)
	walk = func(path string, cmds []command) {
		for _, c := range cmds {
			name := strings.TrimSpace(path + " " + c.cmd.Name)
			fmt.Fprintf(&b, ".SS \"%s\"\n%s\n", troff(name), troff(c.cmd.Usage))
			fmt.Fprintf(&b, ".PP\n\\fB%s\\fR\n", troff(c.synopsis))
			if len(c.examples) > 0 {
				b.WriteString(".PP\nExample" + map[bool]string{true: "s", false: ""}[len(c.examples) > 1] + ":\n.nf\n")
				for _, ex := range c.examples {
					b.WriteString(troff(ex) + "\n")
				}
				b.WriteString(".fi\n")
			}
			for _, f := range c.cmd.Flags {
				name, usage := manFlag(f)
				fmt.Fprintf(&b, ".TP\n%s\n%s\n", name, troff(usage))
			}
			walk(name, c.subs)
		}
	}
	walk("", table)
	b.WriteString(`.SH EXIT STATUS
.TP
.B 0
Clean: no problem found, the command did its work.
.TP
.B 1
Problems found: an illegal call or card, a refused entry, a file not canonical
(fmt \-check), a game not scored.
.TP
.B 2
Unreadable input or bad usage: a missing file, an unknown flag, command or
ruleset.
.TP
.B 130
Interrupted (Ctrl\-C), as shells report it.
.SH ENVIRONMENT
.TP
.B NO_COLOR
When set and not empty, no colour (as \fB\-\-color=never\fR); see
https://no\-color.org/.
.TP
.B GOGC, GOMEMLIMIT
The Go collector's settings; coinche's own (GOGC 400, a soft limit following
the live heap) apply when they are unset.
.SH SEE ALSO
The documents of the source: README.md, docs/notation.md (the notation),
docs/rulesets.md (the rulesets), docs/table.md (keeping score at the table),
docs/diagnostics.md (the problem codes).
`)
	return b.String()
}

// manFlag is a flag's tag and text in the man page: its names in bold,
// its placeholder in italics, and the usage with the default when it has
// one (not urfave/cli's --format="" beside it).
func manFlag(f cli.Flag) (name, usage string) {
	line, usage, _ := strings.Cut(fmt.Sprint(f), "\t")
	usage = strings.TrimSuffix(usage, " (default: false)")
	var parts []string
	for _, p := range strings.Split(line, ", ") {
		n, ph, _ := strings.Cut(p, " ")
		s := "\\fB" + troff(n) + "\\fR"
		if ph != "" {
			s += " \\fI" + troff(ph) + "\\fR"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", "), usage
}

// troff escapes text for troff: backslashes, hyphens (a minus, not a
// hyphen at which to break) and a leading dot or quote.
func troff(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	s = strings.ReplaceAll(s, "-", `\-`)
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, ".") || strings.HasPrefix(l, "'") {
			l = `\&` + l
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

// releaseVersion is the release's tag, set by the release build
// (GoReleaser, .goreleaser.yaml: -ldflags "-X main.releaseVersion=v1.2.0");
// empty in any other build.
var releaseVersion string

// version is what --version says (cli.App.Version).
func version() string {
	bi, ok := debug.ReadBuildInfo()
	return versionOf(releaseVersion, bi, ok)
}

// versionOf is the version of a binary: the release tag when the release
// build set it (releaseVersion), else the module version (go install
// ...@v1.2.0), else "(devel)"; then the VCS revision, its time and
// whether the tree was modified when Go stamped them, the Go version and
// the platform: "v1.2.0 (revision 0123abcd…, 2026-11-23T01:00:00Z,
// modified; go1.26.8 linux/amd64)". A build without the revision (go
// build outside a git clone, in a git worktree, or with -buildvcs=false)
// says so and how to get it.
func versionOf(tag string, bi *debug.BuildInfo, ok bool) string {
	platform := runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH
	if !ok {
		if tag != "" {
			return tag + " (" + platform + ")"
		}
		return "unknown (no build information; " + platform + ")"
	}
	v := tag
	if v == "" {
		v = bi.Main.Version
	}
	if v == "" {
		v = "(devel)"
	}
	vcs := map[string]string{}
	for _, s := range bi.Settings {
		vcs[s.Key] = s.Value
	}
	if bi.GoVersion != "" {
		platform = bi.GoVersion + " " + vcs["GOOS"] + "/" + vcs["GOARCH"]
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
	v += " (" + strings.Join(append(extra, platform), ", ") + ")"
	if vcs["vcs.revision"] == "" && tag == "" && (bi.Main.Version == "" || bi.Main.Version == "(devel)") {
		v += "\nno VCS revision stamped: built outside a git clone, in a git worktree or with\n" +
			"-buildvcs=false; `git rev-parse HEAD` in the source tree names it, or build\n" +
			"with `go build -buildvcs=true` in a clone"
	}
	return v
}

func init() {
	cli.VersionPrinter = func(c *cli.Context) {
		fmt.Fprintf(c.App.Writer, "%s version %s\n", c.App.Name, version())
	}
	cli.VersionFlag = &cli.BoolFlag{Name: "version", DisableDefaultText: true,
		Usage: "print the version (release tag or module version, VCS revision, Go version and platform) and exit"}
}
