//go:build !(js && wasm)

package live

import (
	"io"
	"strconv"

	"github.com/olekukonko/tablewriter/tw"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
)

// compactAlign are the alignments of the compact sheet's columns.
var compactAlign = []tw.Align{tw.AlignRight, tw.AlignLeft, tw.AlignLeft, tw.AlignRight, tw.AlignRight}

// writeLast writes the last n deals of the sheet (n <= 0: every deal) as a
// table that fits a phone's terminal (render.CompactWidth columns), in
// language l: the teams' names when they have any ("NS: Nous · EW: Eux"),
// then per deal its number, contract, result and each team's score on the
// deal, a "…" line for the deals left out, then the totals and the
// target. Then, when the game is over, who won; with every deal, the
// game's state in any case ("Game in progress: …"). Long results and
// sentences wrap.
func (sv *sheetView) writeLast(w io.Writer, n int, l i18n.Lang) error {
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
		result := r.ResultTextIn(l)
		if r.AfterEnd {
			result += l.T(i18n.SheetAfterEnd)
		}
		cells = append(cells, []string{strconv.Itoa(r.Number), r.ContractTextIn(l), result,
			strconv.Itoa(r.Score[0]), strconv.Itoa(r.Score[1])})
	}
	tot := sv.sheet.Totals()
	cells = append(cells, []string{"", l.T(i18n.LiveColTotal), sv.sheet.TargetTextIn(l), strconv.Itoa(tot[0]), strconv.Itoa(tot[1])})
	header := []string{l.T(i18n.LiveColNumber), l.T(i18n.LiveColContract), l.T(i18n.LiveColResult), "NS", "EW"}
	if err := render.WriteTextTable(w, header, compactAlign, cells, 2, width); err != nil {
		return err
	}
	var line string
	switch {
	case sv.sheet.Over():
		line = l.T(i18n.LiveGameOverLine, score.ResultLineIn(sv.sheet, sv.names, l))
	case n <= 0:
		line = score.ResultLineIn(sv.sheet, sv.names, l)
	default:
		return nil
	}
	_, err := io.WriteString(w, render.WrapText(line, width, "  "))
	return err
}
