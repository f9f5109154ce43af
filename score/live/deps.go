package live

// The canonical text of one deal or one header, as the workflow writes
// them into a file.

import (
	"bytes"
	"strings"

	"github.com/coinche/coinche/notation"
)

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
