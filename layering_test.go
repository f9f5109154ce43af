package main

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// layering is which package of the module may import which, as go/build's
// deps_test states the standard library's: "a, b < c, d;" lets c and d
// import a and b and everything a and b may import. NONE is no package of
// the module (the standard library and other modules only). A package is
// named by its directory, "." for the command. Every package of the module
// must be on the right of a rule: a new package gets its line here.
//
// Test files: a package's tests (package x and package x_test) may import
// what the package may, the package itself and the test helpers
// (testHelpers); "a < b test" lets b's tests also import a, and a only
// (not what a may import: a test's extra is named, never implied). The
// lowest layers' tests use nothing above them: notation's tests no
// generator, rules' tests no score.
const layering = `
NONE < internal/browsertest, internal/goldentest,
	internal/housekeeping, internal/plural, internal/suggest, internal/tomlkey,
	internal/i18n, rules/internal/enumgen;

# notation → rules → score → front ends → main; the catalog of words below all
internal/i18n, internal/suggest < notation;
internal/i18n < internal/atomicfile;
notation < notation/diag;
notation/diag, internal/plural, internal/tomlkey < rules;
rules, internal/suggest < rules/rulesfile;
rules < rules/solve, score;
score < score/render;
score, rules/rulesfile < score/stream, score/gen;
score/render, score/stream, rules/solve < score/analyze;
score/render, score/stream, internal/atomicfile < score/live;

# The front ends: the web server and the table prompt; a tournament's
# rounds (its games written through live, counted by score's standings).
score/live < internal/tournament;
internal/tournament, internal/app < internal/serve;
# The phone app: its page's words from the catalog, put in app.js when
# its files are built; the judge built for WebAssembly (the same live.Game).
internal/i18n < internal/app;
score/live < internal/app/wasm;
# The app's budgets program drives it in the test browser.
internal/app, internal/browsertest < internal/app/internal/appbench;
score/live < internal/table;
score/stream < internal/serve/internal/load;
internal/serve, internal/serve/internal/load < internal/serve/internal/loadbench;
rules/rulesfile < internal/scaling;
score/analyze, score/gen, internal/serve, internal/table, internal/tournament, internal/app < .;

# Tests. The built-in rulesets are the fixtures of the rules' tests.
rules/rulesfile < rules test, rules/solve test, score test, score/render test;
# notation's tests print what they parse as the command line does.
notation/diag < notation test;
# Random games, scored: the fixtures of the score layer's tests.
score/gen < score test, score/stream test, score/analyze test;
# The example games of score's tests are judged as check judges them.
score/stream < score test;
# Random deals in the rules' own tests (the one exception below score):
# hooks_test.go hands gen.RandomDeal to the internal tests (rules.Gen) and
# check_fast_test.go compares the fast and slow checkers (rules.SetSlow) on
# generated games. Both need unexported hooks, so they cannot move to
# score/gen's tests; the way out is the random deal in a package below
# score (it needs rules and notation only: score/gen/deal.go, plant.go).
score/gen < rules test;
score/render < score/stream test;
internal/serve/internal/load < internal/serve test;
# The app's tests enter generated games through the WebAssembly judge and
# compare its sheets with the pipeline's.
notation, score, score/gen, score/stream < internal/app test;
`

// testHelpers are the packages any test may import.
var testHelpers = []string{"internal/goldentest", "internal/browsertest"}

const modulePath = "github.com/coinche/coinche"

// TestLayering checks every import of every file of the module, test
// files included, against layering.
func TestLayering(t *testing.T) {
	allowed, err := parseLayering(layering)
	if err != nil {
		t.Fatal(err)
	}
	pkgs := modulePackages(t)
	for name := range allowed {
		base := strings.TrimSuffix(name, " test")
		if !slices.Contains(pkgs, base) {
			t.Errorf("layering names %s, which is not a package of the module", name)
		}
	}
	for _, pkg := range pkgs {
		if _, ok := allowed[pkg]; !ok {
			t.Errorf("package %s is not in layering (layering_test.go): give it a line", pkg)
			continue
		}
		for file, imports := range moduleImports(t, pkg) {
			for _, imp := range imports {
				if !mayImport(allowed, pkg, imp, strings.HasSuffix(file, "_test.go")) {
					t.Errorf("%s imports %s: layering (layering_test.go) does not allow it", file, imp)
				}
			}
		}
	}
}

// mayImport reports whether a file of pkg (a test file: test) may import
// the module's package imp.
func mayImport(allowed map[string]map[string]bool, pkg, imp string, test bool) bool {
	if allowed[pkg][imp] {
		return true
	}
	return test && (imp == pkg || slices.Contains(testHelpers, imp) || allowed[pkg+" test"][imp])
}

// parseLayering reads the rules: for each package, the set of packages it
// may import, the closure of its rules; for each "pkg test", the packages
// its rules name.
func parseLayering(text string) (map[string]map[string]bool, error) {
	direct := map[string][]string{}
	var order []string
	var lines []string
	for _, line := range strings.Split(text, "\n") {
		line, _, _ = strings.Cut(line, "#")
		lines = append(lines, line)
	}
	for _, rule := range strings.Split(strings.Join(lines, " "), ";") {
		rule = strings.TrimSpace(rule)
		if rule == "" {
			continue
		}
		lower, upper, ok := strings.Cut(rule, "<")
		if !ok {
			return nil, &layeringError{rule, "no <"}
		}
		for _, u := range names(upper) {
			if _, seen := direct[u]; !seen {
				order = append(order, u)
			}
			for _, l := range names(lower) {
				if l != "NONE" {
					direct[u] = append(direct[u], l)
				}
			}
			if direct[u] == nil {
				direct[u] = []string{} // listed, even with NONE alone
			}
		}
	}
	allowed := map[string]map[string]bool{}
	for _, u := range order {
		set := map[string]bool{}
		if strings.HasSuffix(u, " test") { // named, not implied
			for _, l := range direct[u] {
				set[l] = true
			}
			allowed[u] = set
			continue
		}
		var add func(p string)
		add = func(p string) {
			for _, l := range direct[p] {
				if !set[l] {
					set[l] = true
					add(l)
				}
			}
		}
		add(u)
		if set[u] {
			return nil, &layeringError{u, "imports itself through the rules: a cycle"}
		}
		allowed[u] = set
	}
	return allowed, nil
}

type layeringError struct{ where, what string }

func (e *layeringError) Error() string { return "layering: " + e.where + ": " + e.what }

// names splits "a, b test, c" into its names, blanks folded.
func names(list string) []string {
	var out []string
	for _, n := range strings.Split(list, ",") {
		if n = strings.Join(strings.Fields(n), " "); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// moduleImports lists, for each Go file of the package in dir, the
// packages of the module it imports (as directories, "." the root).
func moduleImports(t *testing.T, dir string) map[string][]string {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	out := map[string][]string{}
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range file.Imports {
			path := strings.Trim(imp.Path.Value, `"`)
			switch {
			case path == modulePath:
				out[f] = append(out[f], ".")
			case strings.HasPrefix(path, modulePath+"/"):
				out[f] = append(out[f], strings.TrimPrefix(path, modulePath+"/"))
			}
		}
	}
	return out
}

// TestParseLayering checks the reading of the rules: the closure, the
// tests' own lines, and the refusals.
func TestParseLayering(t *testing.T) {
	allowed, err := parseLayering("NONE < a; a < b; b, x < c # c may; import b, x, a\n; c < d; a < e; c < e test;")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pkg, imp string
		test     bool
		want     bool
	}{
		{"b", "a", false, true},
		{"c", "a", false, true}, // through b
		{"a", "b", false, false},
		{"a", "b", true, false},
		{"d", "a", false, true}, // through c, then b
		{"e", "c", false, false},
		{"e", "c", true, true},  // e's tests: named
		{"e", "b", true, false}, // not implied by c
		{"e", "a", true, true},  // what e may
		{"e", "e", true, true},
		{"e", "internal/goldentest", true, true},
		{"e", "internal/goldentest", false, false},
	} {
		if got := mayImport(allowed, tc.pkg, tc.imp, tc.test); got != tc.want {
			t.Errorf("%s (test %v) may import %s: %v, want %v", tc.pkg, tc.test, tc.imp, got, tc.want)
		}
	}
	for _, bad := range []string{"a b;", "a < b; b < a;"} {
		if _, err := parseLayering(bad); err == nil {
			t.Errorf("parseLayering(%q): no error", bad)
		}
	}
}
