package live

import (
	"io"
	"strconv"

	"github.com/olekukonko/tablewriter/tw"

	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
)

// sheetView is a game's score sheet (package score) with its team names.
type sheetView struct {
	sheet *score.Sheet
	names score.Names
}

// compactHeader and compactAlign are the columns of the compact sheet.
var (
	compactHeader = []string{"#", "Contract", "Result", "NS", "EW"}
	compactAlign  = []tw.Align{tw.AlignRight, tw.AlignLeft, tw.AlignLeft, tw.AlignRight, tw.AlignRight}
)

// writeLast writes the last n deals of the sheet (n <= 0: every deal) as a
// table that fits a phone's terminal (render.CompactWidth columns): the
// teams' names when they have any ("NS: Nous · EW: Eux"), then per deal
// its number, contract, result and each team's score on the deal, a "…"
// line for the deals left out, then the totals and the target. Then, when
// the game is over, who won; with every deal, the game's state in any
// case ("Game in progress: …"). Long results and sentences wrap.
func (sv *sheetView) writeLast(w io.Writer, n int) error {
	rows := sv.sheet.Rows()
	width := render.CompactWidth
	if _, err := io.WriteString(w, render.TeamsLines(sv.names, width)); err != nil {
		return err
	}
	var cells [][]string
	if n > 0 && len(rows) > n {
		cells = append(cells, []string{"…", "", "", "", ""})
		rows = rows[len(rows)-n:]
	}
	for i := range rows {
		r := &rows[i]
		cells = append(cells, []string{strconv.Itoa(r.Number), r.ContractText(), r.ResultText(),
			strconv.Itoa(r.Score[0]), strconv.Itoa(r.Score[1])})
	}
	tot := sv.sheet.Totals()
	cells = append(cells, []string{"", "Total", sv.sheet.TargetText(), strconv.Itoa(tot[0]), strconv.Itoa(tot[1])})
	if err := render.WriteTextTable(w, compactHeader, compactAlign, cells, 2, width); err != nil {
		return err
	}
	var line string
	switch {
	case sv.sheet.Over():
		line = "Game over. " + score.ResultLine(sv.sheet, sv.names)
	case n <= 0:
		line = score.ResultLine(sv.sheet, sv.names)
	default:
		return nil
	}
	_, err := io.WriteString(w, render.WrapText(line, width, "  "))
	return err
}

// winner says who won and why, e.g. "Winner: Alice / Chloé — reached
// 2000 (2030 to 1710)", or "" while the game goes on.
func (sv *sheetView) winner() string {
	if !sv.sheet.Over() {
		return ""
	}
	return score.ResultLine(sv.sheet, sv.names)
}
