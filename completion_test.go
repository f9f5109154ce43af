package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/notation/diag"
)

// TestComplete asks for completions as the scripts do: the words before
// the cursor, the word at the cursor, then --generate-bash-completion.
func TestComplete(t *testing.T) {
	presets := "tournoi-2018 classique base montpellier annonces"
	tests := []struct {
		line string // the words; the last one is the word at the cursor
		want string
	}{
		{"sc", "check score analyze standings fmt rules new add undo edit next deal completion man table serve app"},
		{"-", "--help -h --version"},
		{"score -", "--rules --format --force --csv-raw --help -h"},
		{"score --format ", "table markdown csv json html"},
		{"score --rules ", presets},
		{"score --rules base --format ", "table markdown csv json html"},
		{"score --force --format ", "table markdown csv json html"},
		{"score --rules base ", ""}, // files
		{"check --format ", "tty gcc json"},
		{"standings --format ", "table markdown csv json html"},
		{"analyze --format ", "text markdown json"},
		{"new x.coinche --dealer ", "N E S W"},
		{"deal --rules ", presets},
		{"rules ", "list show docs"},
		{"rules show ", presets},
		{"completion ", "bash zsh fish"},
		{"sort ", ""},
		{"score --format=csv ", ""},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			words := strings.Split(tt.line, " ")
			out, errOut, code := runCLI(t, "", append(words, completeFlag)...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if got := strings.Join(strings.Fields(out), " "); got != tt.want {
				t.Errorf("completions %q, want %q", got, tt.want)
			}
		})
	}
}

// TestCompleteAlone: urfave/cli's own convention asks with the flag alone
// ("coinche --generate-bash-completion", once a panic): the commands.
func TestCompleteAlone(t *testing.T) {
	out, errOut, code := runCLI(t, "", completeFlag)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := "check score analyze standings fmt rules new add undo edit next deal completion man table serve app"
	if got := strings.Join(strings.Fields(out), " "); got != want {
		t.Errorf("completions %q, want %q", got, want)
	}
}

// TestFlagValues checks the completion lists against the code that reads
// them, and that each list is the one the flag's usage names.
func TestFlagValues(t *testing.T) {
	for _, f := range checkFormats {
		if _, err := diag.ParseFormat(f); err != nil {
			t.Errorf("check --format %s: %v", f, err)
		}
	}
	a := &app{}
	var walk func(cmds []*cli.Command)
	walk = func(cmds []*cli.Command) {
		for _, c := range cmds {
			for _, f := range c.Flags {
				name := f.Names()[0]
				vals := flagValues(c.Name, name)
				if (name == "format" || name == "rules" || name == "dealer") && vals == nil {
					t.Errorf("%s --%s: no values to complete", c.Name, name)
				}
				if name == "format" {
					usage := f.(cli.DocGenerationFlag).GetUsage()
					for _, v := range vals {
						if !strings.Contains(usage, v) {
							t.Errorf("%s --format: usage %q does not name %s", c.Name, usage, v)
						}
					}
				}
			}
			walk(c.Subcommands)
		}
	}
	walk(a.commands())
}

// TestMan checks that the man page has a section for every command.
func TestMan(t *testing.T) {
	out, _, code := runCLI(t, "", "man")
	if code != 0 || !strings.HasPrefix(out, ".nh\n.TH coinche 1") {
		t.Fatalf("exit %d, page starts %q", code, out[:min(len(out), 40)])
	}
	// The man command's own section is like any other: no help flag or
	// help subcommand that running it added.
	if i := strings.Index(out, "\n.SH man\n"); i < 0 || strings.Contains(out[i:], "\n.SS help") {
		t.Errorf("the man section shows a help subcommand:\n%s", out[max(i, 0):])
	}
	a := &app{}
	for _, c := range a.commands() {
		if !regexp.MustCompile(`(?m)^\.SH ` + c.Name + `$`).MatchString(out) {
			t.Errorf("the man page has no section for %s", c.Name)
		}
		for _, s := range c.Subcommands {
			if !regexp.MustCompile(`(?m)^\.SS ` + s.Name + `$`).MatchString(out) {
				t.Errorf("the man page has no section for %s %s", c.Name, s.Name)
			}
		}
	}
}

// buildBinary builds coinche into a temporary directory, with the VCS
// revision stamped when the source is a git clone (Go does not stamp it
// in a git worktree).
func buildBinary(t *testing.T) (bin, revision string) {
	t.Helper()
	bin = filepath.Join(t.TempDir(), "coinche")
	args := []string{"build", "-o", bin}
	if fi, err := os.Stat(".git"); err == nil && fi.IsDir() {
		if out, err := exec.Command("git", "rev-parse", "HEAD").Output(); err == nil {
			revision = strings.TrimSpace(string(out))
			args = append(args, "-buildvcs=true")
		}
	}
	cmd := exec.Command("go", append(args, ".")...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin, revision
}

// TestBuiltBinary runs the built binary: --version, and the bash
// completion script in bash.
func TestBuiltBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin, revision := buildBinary(t)
	t.Run("version", func(t *testing.T) {
		out, err := exec.Command(bin, "--version").Output()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(out), "coinche version ") {
			t.Errorf("--version says %q", out)
		}
		if revision == "" {
			t.Logf("not a git clone: the revision is not checked (%q)", out)
		} else if !strings.Contains(string(out), "(revision "+revision) {
			t.Errorf("--version says %q, want revision %s", out, revision)
		}
	})
	pathEnv := "PATH=" + filepath.Dir(bin) + string(os.PathListSeparator) + os.Getenv("PATH")
	script := func(t *testing.T, shell string) string {
		t.Helper()
		out, err := exec.Command(bin, "completion", shell).Output()
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(t.TempDir(), "coinche."+shell)
		if err := os.WriteFile(file, out, 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	// run runs a shell on a script with arguments, coinche on its PATH.
	run := func(t *testing.T, shell string, args ...string) string {
		t.Helper()
		cmd := exec.Command(shell, args...)
		cmd.Env = append(os.Environ(), pathEnv)
		cmd.Dir = t.TempDir() // no file names among the completions
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", shell, err, out)
		}
		return strings.Join(strings.Fields(string(out)), " ")
	}
	// zsh and fish are not installed by .ci/run: their tests run where
	// they are.
	t.Run("zsh", func(t *testing.T) {
		if _, err := exec.LookPath("zsh"); err != nil {
			t.Skip("no zsh")
		}
		file := script(t, "zsh")
		// compadd and _files work only inside completion: stand-ins print
		// what the script offers.
		got := run(t, "zsh", "-f", "-c", `compdef() {}; source "$1"; compadd() { shift; print -l -- "$@"; }; _files() { print FILES; }
words=(coinche score --format ""); CURRENT=4; _coinche
words=(coinche score x); CURRENT=3; _coinche`, "zsh", file)
		if want := "table markdown csv json html FILES"; got != want {
			t.Errorf("zsh offers %q, want %q", got, want)
		}
	})
	t.Run("fish", func(t *testing.T) {
		if _, err := exec.LookPath("fish"); err != nil {
			t.Skip("no fish")
		}
		file := script(t, "fish")
		got := run(t, "fish", "--no-config", "-c", `source $argv[1]; complete -C "coinche sc"; complete -C "coinche score --rules mo"`, file)
		if want := "score print the score sheet of games: deal by deal, running totals, the winner montpellier"; got != want {
			t.Errorf("fish offers %q, want %q", got, want)
		}
	})
	t.Run("bash", func(t *testing.T) {
		if _, err := exec.LookPath("bash"); err != nil {
			t.Skip("no bash")
		}
		file := script(t, "bash")
		tests := []struct{ words, want string }{
			{"coinche sc", "score"},
			{"coinche st", "standings"},
			{"coinche score --fo", "--format --force"},
			{"coinche score --format h", "html"},
			{"coinche score --rules mo", "montpellier"},
			{"coinche rules show cl", "classique"},
		}
		for _, tt := range tests {
			t.Run(tt.words, func(t *testing.T) {
				got := run(t, "bash", "--norc", "--noprofile", "-c",
					`source "$1"; COMP_WORDS=($2); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _coinche_complete; echo "${COMPREPLY[*]}"`,
					"bash", file, tt.words)
				if got != tt.want {
					t.Errorf("%s<TAB> completes to %q, want %q", tt.words, got, tt.want)
				}
			})
		}
	})
}
