package live

import (
	"fmt"
	"io"
	"strconv"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
)

// sheetView is a game's score sheet (package score) with its team names.
type sheetView struct {
	sheet *score.Sheet
	names score.Names
}

// newSheetView scores the outcomes of a game's deals under its header's
// target and scoring mode.
func newSheetView(g *notation.Game, rs *rules.Ruleset, outcomes []rules.Outcome) (*sheetView, error) {
	s, err := score.NewGameSheet(rs, g)
	if err != nil {
		return nil, err
	}
	for _, o := range outcomes {
		s.Add(o)
	}
	return &sheetView{sheet: s, names: score.NamesFromGame(g)}, nil
}

// writeLast writes the last n deals of the sheet (n <= 0: every deal) as a
// table narrow enough for a phone: number, dealer, contract, result and
// each team's score on the deal, a "…" line for the deals left out, then
// the totals and the target. Then, when the game is over, who won; with
// every deal, the game's state in any case ("Game in progress: …").
func (sv *sheetView) writeLast(w io.Writer, n int) error {
	rows := sv.sheet.Rows()
	ns, ew := sv.names.Of(0), sv.names.Of(1)
	t := tablewriter.NewTable(w,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignment(tw.AlignLeft),
	)
	t.Header("#", "Dealer", "Contract", "Result", ns, ew)
	if n > 0 && len(rows) > n {
		t.Append("…", "", "", "", "", "")
		rows = rows[len(rows)-n:]
	}
	for i := range rows {
		r := &rows[i]
		t.Append(strconv.Itoa(r.Number), seatLetter(r.Dealer), r.ContractText(), r.ResultText(),
			strconv.Itoa(r.Score[0]), strconv.Itoa(r.Score[1]))
	}
	tot := sv.sheet.Totals()
	t.Append("", "", "", fmt.Sprintf("Total (%s)", sv.sheet.TargetText()), strconv.Itoa(tot[0]), strconv.Itoa(tot[1]))
	if err := t.Render(); err != nil {
		return err
	}
	var err error
	switch {
	case sv.sheet.Over():
		_, err = fmt.Fprintf(w, "Game over. %s\n", score.ResultLine(sv.sheet, sv.names))
	case n <= 0:
		_, err = fmt.Fprintln(w, score.ResultLine(sv.sheet, sv.names))
	}
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
