package live

// The calls into the parser, the printer, the rulesets and the checker,
// gathered here so that the workflow reads the same whatever their exact
// shape.

import (
	"bytes"
	"strings"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/stream"
)

// parseFile parses a whole game file; the error is nil or a
// notation.ErrorList.
func parseFile(name string, src []byte) ([]*notation.Game, error) {
	return notation.Parse(name, src)
}

// parseEntry parses the words of a quick entry as one summary deal; file
// names the entry in error positions.
func parseEntry(file, line string) (*notation.Summary, error) {
	return notation.ParseEntry(file, line)
}

// dealText is the canonical text of one deal with its comments, without
// the final newline.
func dealText(d *notation.Deal) (string, error) {
	var b bytes.Buffer
	if err := notation.PrintDeal(&b, d); err != nil {
		return "", err
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

// headerText is the canonical text of a game header with no deals.
func headerText(g *notation.Game) (string, error) {
	var b bytes.Buffer
	if err := notation.Print(&b, []*notation.Game{g}); err != nil {
		return "", err
	}
	return b.String(), nil
}

// resolveRules resolves a game's Rules tag: a preset name, or a TOML path
// relative to the game file's directory.
func resolveRules(value, gameFile string) (*rules.Ruleset, error) {
	return rulesfile.Resolve(value, gameFile, "")
}

// judge is what check and score make of a file's bytes (stream.Judge).
func judge(src []byte, path string) (*stream.Judgement, error) {
	return stream.Judge(src, path)
}
