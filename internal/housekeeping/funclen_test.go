package housekeeping

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The limits of issue 17 item 4 ("no function a reader must hold in
// their head"): a non-test function outside rules/solve has at most
// maxLines lines, from its func keyword to its closing brace, and at
// most maxBranches branches (branches).
const (
	maxLines    = 80
	maxBranches = 25
)

// exempt is the directories, relative to the module root, whose
// functions are not measured: the solver's search loops are long where
// splitting them costs speed (issue 17 item 4).
var exempt = []string{"rules/solve"}

// allowed is the functions that may exceed the limits, keyed as
// funcKey writes them, each with the reason. A key that names no
// function over a limit fails the test, so the list only shrinks.
var allowed = map[string]string{}

// TestFunctionSize fails on every non-test function of the module, outside
// exempt and allowed, longer than maxLines or with more than maxBranches
// branches, and on every allowed entry that is no longer over a limit.
func TestFunctionSize(t *testing.T) {
	root := moduleRoot(t)
	over := map[string]bool{}
	measured := 0
	for _, f := range moduleFuncs(t, root) {
		measured++
		if f.lines <= maxLines && f.branches <= maxBranches {
			continue
		}
		over[f.key] = true
		if _, ok := allowed[f.key]; ok {
			continue
		}
		t.Errorf("%s: %d lines, %d branches (at most %d and %d): split it along the rules it applies, or allow it in funclen_test.go with the measurement that keeps it long",
			f.key, f.lines, f.branches, maxLines, maxBranches)
	}
	if measured < 100 {
		t.Fatalf("measured %d functions under %s: the walk missed the module", measured, root)
	}
	for key := range allowed {
		if !over[key] {
			t.Errorf("allowed[%q]: no such function over a limit any more; remove the entry", key)
		}
	}
}

// TestMeasure checks how lines and branches are counted.
func TestMeasure(t *testing.T) {
	tests := []struct {
		name      string
		src       string
		lines, br int
	}{
		{"empty", "func f() {}", 1, 0},
		{"if else-if", "func f(a int) {\n\tif a > 0 {\n\t} else if a < 0 {\n\t}\n}", 5, 2},
		{"for and range", "func f(s []int) {\n\tfor range s {\n\t}\n\tfor i := 0; i < 3; i++ {\n\t}\n}", 6, 2},
		{"case clauses, default included", "func f(a int) {\n\tswitch a {\n\tcase 1, 2:\n\tcase 3:\n\tdefault:\n\t}\n}", 7, 3},
		{"type switch", "func f(a any) {\n\tswitch a.(type) {\n\tcase int:\n\tcase string:\n\t}\n}", 6, 2},
		{"comm clauses", "func f(c chan int) {\n\tselect {\n\tcase <-c:\n\tdefault:\n\t}\n}", 6, 2},
		{"&& and ||, each", "func f(a, b, c bool) bool {\n\treturn a && b || c && !a\n}", 3, 3},
		{"a function literal counts in its function", "func f() {\n\tg := func(a bool) {\n\t\tif a {\n\t\t}\n\t}\n\t_ = g\n}", 7, 1},
		{"doc comment not counted", "// f does nothing.\n//\n// Really.\nfunc f() {\n}", 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fset := token.NewFileSet()
			file, err := parser.ParseFile(fset, "x.go", "package x\n\n"+tt.src+"\n", parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			fd := file.Decls[0].(*ast.FuncDecl)
			lines, br := measure(fset, fd)
			if lines != tt.lines || br != tt.br {
				t.Errorf("%d lines, %d branches; want %d, %d", lines, br, tt.lines, tt.br)
			}
		})
	}
}

// TestFuncKey checks the keys of allowed.
func TestFuncKey(t *testing.T) {
	src := "package x\n\nfunc f() {}\nfunc (p *P) m() {}\nfunc (v V) n() {}\nfunc (s *S[T]) o() {}\n"
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"a/x.go: f", "a/x.go: (*P).m", "a/x.go: (V).n", "a/x.go: (*S).o"}
	for i, d := range file.Decls {
		if got := funcKey("a/x.go", d.(*ast.FuncDecl)); got != want[i] {
			t.Errorf("funcKey = %q, want %q", got, want[i])
		}
	}
}

// fn is one measured function.
type fn struct {
	key             string
	lines, branches int
}

// moduleRoot is the directory of the module's go.mod, two levels up.
func moduleRoot(t *testing.T) string {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no go.mod at the module root: %v", err)
	}
	return root
}

// moduleFuncs parses every non-test .go file under root (testdata,
// hidden directories and exempt left out) and measures each function
// with a body.
func moduleFuncs(t *testing.T, root string) []fn {
	var fns []fn
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || isExempt(rel)) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			lines, br := measure(fset, fd)
			fns = append(fns, fn{key: funcKey(rel, fd), lines: lines, branches: br})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].key < fns[j].key })
	return fns
}

// isExempt reports whether the directory rel (slash-separated, relative
// to the root) is or is under one of exempt.
func isExempt(rel string) bool {
	for _, e := range exempt {
		if rel == e || strings.HasPrefix(rel, e+"/") {
			return true
		}
	}
	return false
}

// measure is fd's lines, from its func keyword (its doc comment left
// out) to its closing brace, and its branches: each if, for, range,
// case clause (default included), comm clause, && and ||, function
// literals in its body included.
func measure(fset *token.FileSet, fd *ast.FuncDecl) (lines, branches int) {
	lines = fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt, *ast.CaseClause, *ast.CommClause:
			branches++
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				branches++
			}
		}
		return true
	})
	return lines, branches
}

// funcKey names fd of file rel as allowed does: "rules/load.go:
// (*decoder).set", "score/score.go: Deal".
func funcKey(rel string, fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return rel + ": " + fd.Name.Name
	}
	typ := fd.Recv.List[0].Type
	star := ""
	if s, ok := typ.(*ast.StarExpr); ok {
		star, typ = "*", s.X
	}
	switch x := typ.(type) {
	case *ast.IndexExpr:
		typ = x.X
	case *ast.IndexListExpr:
		typ = x.X
	}
	name := "?"
	if id, ok := typ.(*ast.Ident); ok {
		name = id.Name
	}
	return fmt.Sprintf("%s: (%s%s).%s", rel, star, name, fd.Name.Name)
}
