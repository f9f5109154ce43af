package notation

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

type docBlock struct {
	kind string // the fence's info string: coinche, coinche-lax...
	text string
	line int
	rest string // the document after the block
}

// docBlocks returns the fenced blocks of docs/notation.md.
func docBlocks(t *testing.T) []docBlock {
	src, err := os.ReadFile("../docs/notation.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(src), "\n")
	var blocks []docBlock
	for i := 0; i < len(lines); i++ {
		l := strings.TrimRight(lines[i], "\n")
		if !strings.HasPrefix(l, "```") || l == "```" {
			continue
		}
		b := docBlock{kind: l[3:], line: i + 1}
		var body strings.Builder
		for i++; i < len(lines) && strings.TrimRight(lines[i], "\n") != "```"; i++ {
			body.WriteString(lines[i])
		}
		b.text = body.String()
		b.rest = strings.Join(lines[i+1:], "")
		blocks = append(blocks, b)
	}
	return blocks
}

// TestDocExamples checks the examples of docs/notation.md: a `coinche`
// block is canonical (Format leaves it unchanged); a `coinche-lax` block
// reads without error and formats to the `coinche` block after it; each
// line of a `coinche-entry` block is a good entry; a `coinche-bad` block
// gives the errors printed (indented) after it.
func TestDocExamples(t *testing.T) {
	blocks := docBlocks(t)
	n := 0
	for i, b := range blocks {
		if !strings.HasPrefix(b.kind, "coinche") {
			continue
		}
		n++
		t.Run(b.kind+"@"+strings.TrimSpace(strings.SplitN(b.text, "\n", 2)[0]), func(t *testing.T) {
			switch b.kind {
			case "coinche":
				out, err := Format("f", []byte(b.text))
				if err != nil {
					t.Fatalf("line %d: %v", b.line, err)
				}
				if string(out) != b.text {
					t.Errorf("line %d: not canonical; fmt gives:\n%s", b.line, out)
				}
			case "coinche-lax":
				out, err := Format("f", []byte(b.text))
				if err != nil {
					t.Fatalf("line %d: %v", b.line, err)
				}
				if i+1 >= len(blocks) || blocks[i+1].kind != "coinche" {
					t.Fatalf("line %d: no canonical block after the lax one", b.line)
				}
				if string(out) != blocks[i+1].text {
					t.Errorf("line %d: fmt gives\n%s\nthe document says\n%s", b.line, out, blocks[i+1].text)
				}
			case "coinche-entry":
				for _, line := range strings.Split(strings.TrimSpace(b.text), "\n") {
					if _, err := ParseEntry("entry", line); err != nil {
						t.Errorf("entry %q: %v", line, err)
					}
				}
			case "coinche-bad":
				_, err := Parse("f", []byte(b.text))
				if err == nil {
					t.Fatalf("line %d: no error", b.line)
				}
				var want []string
				started := false
				for _, l := range strings.Split(b.rest, "\n") {
					if strings.HasPrefix(l, "    ") {
						started = true
						want = append(want, strings.TrimPrefix(l, "    "))
					} else if started {
						break
					}
				}
				if got := strings.TrimSpace(errText(err.(ErrorList))); got != strings.Join(want, "\n") {
					t.Errorf("line %d: errors\n%s\nthe document says\n%s", b.line, got, strings.Join(want, "\n"))
				}
			default:
				t.Errorf("line %d: unknown block kind %q", b.line, b.kind)
			}
		})
	}
	if n < 6 {
		t.Errorf("only %d examples found in docs/notation.md", n)
	}
}

// TestErrorCodes checks that the codes the parser reports are exactly
// those docs/notation.md lists, and that each is produced by a golden test
// or a unit test here.
func TestErrorCodes(t *testing.T) {
	re := regexp.MustCompile(`"(syntax/[a-z-]+)"`)
	inCode := map[string]bool{}
	for _, f := range []string{"parse.go", "api.go", "lex.go"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			inCode[m[1]] = true
		}
	}
	inCode["syntax/call"], inCode["syntax/contract"] = true, true // built as "syntax/"+what
	doc, err := os.ReadFile("../docs/notation.md")
	if err != nil {
		t.Fatal(err)
	}
	inDoc := map[string]bool{}
	for _, m := range regexp.MustCompile("(?m)^\\| `(syntax/[a-z-]+)` \\|").FindAllStringSubmatch(string(doc), -1) {
		inDoc[m[1]] = true
	}
	if a, b := keys(inCode), keys(inDoc); a != b {
		t.Errorf("codes in the parser:\n%s\ncodes in docs/notation.md:\n%s", a, b)
	}
	// Each code appears in a golden file or in the tests' expectations.
	var all bytes.Buffer
	for _, pattern := range []string{"testdata/errors/*.golden", "*_test.go"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			if f == "doc_test.go" {
				continue
			}
			b, _ := os.ReadFile(f)
			all.Write(b)
		}
	}
	for code := range inCode {
		if !bytes.Contains(all.Bytes(), []byte(code)) {
			t.Errorf("no test produces %s", code)
		}
	}
}

func keys(m map[string]bool) string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	sort.Strings(k)
	return strings.Join(k, "\n")
}
