package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// TestArchitectureDoc keeps docs/architecture.md true: every package its
// table names exists, every package of the module is in the table, and
// every package has a doc comment ("// Package x …", or "// Command x"
// for main).
func TestArchitectureDoc(t *testing.T) {
	doc, err := os.ReadFile("docs/architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	row := regexp.MustCompile("(?m)^\\| `([^`]+)`")
	for _, m := range row.FindAllStringSubmatch(string(doc), -1) {
		name := strings.Fields(m[1])[0]
		named[name] = true
	}
	if len(named) < 5 {
		t.Fatalf("docs/architecture.md names %d packages: the table is gone", len(named))
	}
	have := modulePackages(t)
	for name := range named {
		if !slices.Contains(have, name) {
			t.Errorf("docs/architecture.md names package %s, which does not exist", name)
		}
	}
	for _, name := range have {
		if !named[name] {
			t.Errorf("package %s is not in docs/architecture.md's table", name)
		}
		if !hasPackageDoc(t, name) {
			t.Errorf("package %s has no doc comment", name)
		}
	}
}

// modulePackages lists the module's package directories ("." for the
// root), testdata and hidden directories left out.
func modulePackages(t *testing.T) []string {
	var pkgs []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			dir := filepath.ToSlash(filepath.Dir(path))
			if !slices.Contains(pkgs, dir) {
				pkgs = append(pkgs, dir)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(pkgs)
	return pkgs
}

// hasPackageDoc reports whether one non-test file of the package in dir
// carries the package's doc comment.
func hasPackageDoc(t *testing.T, dir string) bool {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.PackageClauseOnly|parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if file.Doc != nil && (strings.HasPrefix(file.Doc.Text(), "Package "+file.Name.Name+" ") || strings.HasPrefix(file.Doc.Text(), "Command ")) {
			return true
		}
	}
	return false
}

// TestScoreWritesNothing keeps package score the arithmetic (issue 17,
// item 3): no file of it imports what a rendering needs — tables, CSV,
// HTML templates, embedded style sheets, display widths. Those live in
// score/render, which imports score, never the reverse.
func TestScoreWritesNothing(t *testing.T) {
	rendering := []string{"encoding/csv", "html/template", "text/template", "embed",
		"github.com/olekukonko/tablewriter", "github.com/clipperhouse/displaywidth"}
	files, err := filepath.Glob(filepath.Join("score", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range file.Imports {
			path := strings.Trim(imp.Path.Value, `"`)
			for _, r := range rendering {
				if path == r || strings.HasPrefix(path, r+"/") {
					t.Errorf("%s imports %s: a rendering belongs in score/render", f, path)
				}
			}
		}
	}
	for _, f := range []string{"render.go", "html.go", "html.tmpl", "html.css", "standings.go"} {
		if _, err := os.Stat(filepath.Join("score", "render", f)); err != nil {
			t.Errorf("score/render/%s: %v", f, err)
		}
	}
}
