package live

// The calls into the other packages (parser, printer, rulesets, checker,
// score sheet), gathered here so that the workflow reads the same whatever
// their exact shape.

import (
	"errors"
	"io"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

var errNotYet = errors.New("live: not available yet (waiting for the parser, checker and score sheet)")

// parseFile parses a whole game file.
func parseFile(name string, src []byte) ([]*notation.Game, error) { return nil, errNotYet }

// parseEntry parses the words of a quick entry as one summary deal; file
// names the entry in error positions.
func parseEntry(file, line string) (*notation.Summary, error) { return nil, errNotYet }

// dealText is the canonical text of one deal, without a final newline.
func dealText(d *notation.Deal) (string, error) { return "", errNotYet }

// headerText is the canonical text of a game header with no deals.
func headerText(g *notation.Game) (string, error) { return "", errNotYet }

// resolveRules resolves a game's Rules tag (a preset name or a TOML path,
// relative to the game file).
func resolveRules(value, gameFile string) (*rules.Ruleset, error) { return nil, errNotYet }

// dealChecker checks deals in order, keeping what it needs between them.
type dealChecker interface {
	CheckDeal(d *notation.Deal) (rules.Outcome, notation.ErrorList)
}

func newChecker(rs *rules.Ruleset) (dealChecker, error) { return nil, errNotYet }

// sheetView is what the workflow shows of a game's score.
type sheetView struct{}

func newSheetView(g *notation.Game, rs *rules.Ruleset, outcomes []rules.Outcome) (*sheetView, error) {
	return nil, errNotYet
}

// writeLast writes the last n deals of the sheet and the totals (n <= 0:
// every deal).
func (s *sheetView) writeLast(w io.Writer, n int) error { return errNotYet }

// winner returns a line saying who won and why, or "" while the game goes
// on.
func (s *sheetView) winner() string { return "" }
