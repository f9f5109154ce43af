package live

import (
	"github.com/coinche/coinche/score"
)

// sheetView is a game's score sheet (package score) with its team names.
type sheetView struct {
	sheet *score.Sheet
	names score.Names
}

// winner says who won and why, e.g. "Winner: Alice / Chloé — reached
// 2000 (2030 to 1710)", or "" while the game goes on.
func (sv *sheetView) winner() string {
	if !sv.sheet.Over() {
		return ""
	}
	return score.ResultLine(sv.sheet, sv.names)
}
