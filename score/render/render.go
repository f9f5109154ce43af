package render

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/clipperhouse/displaywidth"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score"
	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// Formats are the formats Write accepts.
var Formats = []Format{Table, Markdown, CSV, JSON}

// Write writes the sheet in a format: Table (a text table), Markdown
// (a GitHub table), CSV (a header line, one line per deal, then an "end"
// line with the result) or JSON (JSON lines: one object per deal with
// every figure, then one {"result": ...} object). The columns are the deal
// number, dealer, contract (declarer, value, trump, X/XX), points made by
// each team, the result (made/failed with capot, belote, announcements,
// forced), the deal's score per team and the running totals; then who won
// and why. In CSV a text cell that a spreadsheet would run as a formula
// is neutralised (CSVCell) unless RawCSV; in Markdown every text is
// escaped (no raw HTML, no "|" ending a cell). Error: an unknown format,
// or the writer's error.
func Write(w io.Writer, s *score.Sheet, format Format, names score.Names, opts ...WriteOption) error {
	switch format {
	case Table, "":
		return writeTable(w, s, names, false, optionsOf(opts).lang)
	case Markdown:
		return writeTable(w, s, names, true, optionsOf(opts).lang)
	case CSV:
		return writeCSV(w, s, names, opts)
	case JSON:
		return writeJSON(w, s, names)
	}
	return fmt.Errorf("unknown format %q (%s)", format, strings.Join(FormatNames(Formats), ", "))
}

// WriteGame writes one game of a sheet of several in a format of Write:
// in Table and Markdown, a heading that names the game (its file,
// event, date and round: GameInfo.Heading; a Markdown heading), then the
// sheet, or, for a game NotScored, the teams and a line "Not scored:
// why", so that a game left out is named on the sheet itself. In CSV
// and JSON, the sheet as Write writes it (a game not scored is told by
// RowWriter.NotScored). Error: as Write's; a game NotScored in csv or
// json.
func WriteGame(w io.Writer, g score.SheetGame, format Format, opts ...WriteOption) error {
	switch format {
	case Table, "", Markdown:
	default:
		if g.NotScored != "" || g.Sheet == nil {
			return fmt.Errorf("score: a game not scored in %s: see RowWriter.NotScored", format)
		}
		return Write(w, g.Sheet, format, g.Names, opts...)
	}
	markdown := format == Markdown
	l := optionsOf(opts).lang
	var b strings.Builder
	if h := g.Info.HeadingIn(l); h != "" {
		if markdown {
			b.WriteString("### " + markdownText(h) + "\n\n")
		} else {
			b.WriteString(wrapText(h, TextWidth, "  "))
		}
	}
	if g.Note != "" {
		if markdown {
			b.WriteString("*" + markdownText(g.Note) + "*\n\n")
		} else {
			b.WriteString(wrapText(g.Note, TextWidth, "  "))
		}
	}
	if g.NotScored == "" && g.Sheet != nil {
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
		return Write(w, g.Sheet, format, g.Names, opts...)
	}
	line := l.T(i18n.SheetNotScored, g.NotScored)
	if markdown {
		if t := teamsLine(g.Names); t != "" {
			b.WriteString(markdownText(t) + "\n")
		}
		b.WriteString("**" + markdownText(line) + "**\n")
	} else {
		b.WriteString(TeamsLines(g.Names, TextWidth))
		b.WriteString(wrapText(line, TextWidth, "  "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// header is the CSV header: one column per figure, teams by name.
func header(names score.Names) []string {
	a, b := names.Of(0), names.Of(1)
	return []string{"#", "Dealer", "Contract", "Points " + a, "Points " + b, "Result",
		a, b, "Total " + a, "Total " + b}
}

// headerIn is the header of the text, markdown and HTML tables in a
// language: the teams by their codes, so that the sheet stays narrow
// whatever the names (the names are said in the line above the table,
// teamsLine), "#", "Dealer", "Contract", "Points NS"… in English; with
// lines, the terminal table's, the long headers on two lines
// ("Points\nNS"), so that the sheet fits 80 columns.
func headerIn(l i18n.Lang, lines bool) []string {
	points, total := i18n.SheetPoints, i18n.SheetTotal
	if lines {
		points, total = i18n.SheetPointsLines, i18n.SheetTotalLines
	}
	return []string{"#", l.T(i18n.SheetDealer), l.T(i18n.SheetContract), l.T(points, "NS"), l.T(points, "EW"),
		l.T(i18n.SheetResult), "NS", "EW", l.T(total, "NS"), l.T(total, "EW")}
}

// resultCol is the Result column, the one a terminal table wraps.
const resultCol = 5

// TextWidth is the width, in terminal columns, that the terminal tables
// ("table" sheets and standings) fit when their figures allow it: the
// words of their text columns wrap to keep them within it.
const TextWidth = 80

// tableAlign aligns the figures right and the words left.
var tableAlign = []tw.Align{tw.AlignRight, tw.AlignLeft, tw.AlignLeft, tw.AlignRight, tw.AlignRight,
	tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight}

// teamsLine names the teams above a table, "NS: Alice / Chloé · EW: Bruno /
// David"; empty when the teams have no names but their codes.
func teamsLine(names score.Names) string {
	if names.Of(0) == "NS" && names.Of(1) == "EW" {
		return ""
	}
	return "NS: " + names.Of(0) + " · EW: " + names.Of(1) + "\n"
}

// TeamsLines is teamsLine for a terminal width: one line when it fits,
// else a line per team, wrapped; "" when the teams have no names but
// their codes.
func TeamsLines(names score.Names, width int) string {
	line := teamsLine(names)
	if line == "" || displaywidth.String(strings.TrimSuffix(line, "\n")) <= width {
		return line
	}
	return wrapText("NS: "+names.Of(0), width, "    ") + wrapText("EW: "+names.Of(1), width, "    ")
}

// rowCells are a row's cells in the columns of headerIn, in English
// (the CSV's).
func rowCells(r *score.Row) []string { return rowCellsIn(r, i18n.English) }

// rowCellsIn are rowCells in a language.
func rowCellsIn(r *score.Row, l i18n.Lang) []string {
	n := strconv.Itoa
	pts := func(t int) string {
		if r.AllPass {
			return ""
		}
		return n(r.Points[t])
	}
	res := r.ResultTextIn(l)
	if r.AfterEnd {
		res += l.T(i18n.SheetAfterEnd)
	}
	return []string{n(r.Number), r.Dealer.Letter(), r.ContractTextIn(l), pts(0), pts(1), res,
		n(r.Score[0]), n(r.Score[1]), n(r.Total[0]), n(r.Total[1])}
}

// NewTable is newTable for other packages' tables in the sheets' style
// (score/analyze).
func NewTable(w io.Writer, align []tw.Align, markdown bool) *tablewriter.Table {
	return newTable(w, align, markdown)
}

// newTable starts a text table (a Markdown one if markdown) with its
// headers aligned left and its columns aligned by align.
func newTable(w io.Writer, align []tw.Align, markdown bool) *tablewriter.Table {
	opts := []tablewriter.Option{
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{Global: tw.AlignLeft, PerColumn: align}),
	}
	if markdown {
		opts = append(opts, tablewriter.WithRenderer(renderer.NewMarkdown()))
	}
	return tablewriter.NewTable(w, opts...)
}

func writeTable(w io.Writer, s *score.Sheet, names score.Names, markdown bool, l i18n.Lang) error {
	if markdown {
		if line := teamsLine(names); line != "" {
			if _, err := io.WriteString(w, markdownText(line)+"\n"); err != nil { // a paragraph of its own
				return err
			}
		}
		t := newTable(w, tableAlign, true)
		t.Header(headerIn(l, false))
		for i := range s.Rows() {
			if err := t.Append(markdownCells(rowCellsIn(&s.Rows()[i], l))); err != nil {
				return err
			}
		}
		if err := t.Render(); err != nil {
			return err
		}
		_, err := io.WriteString(w, "\n"+markdownText(score.ResultLineIn(s, names, l))+"\n") // a paragraph of its own
		return err
	}
	if line := TeamsLines(names, TextWidth); line != "" {
		if _, err := io.WriteString(w, line); err != nil {
			return err
		}
	}
	rows := make([][]string, len(s.Rows()))
	for i := range s.Rows() {
		rows[i] = rowCellsIn(&s.Rows()[i], l)
	}
	if err := writeTextTable(w, headerIn(l, true), tableAlign, rows, resultCol); err != nil {
		return err
	}
	_, err := io.WriteString(w, wrapText(score.ResultLineIn(s, names, l), TextWidth, "  "))
	return err
}

// CompactWidth is the width, in terminal columns, of the compact sheet
// that `coinche add` and `table` print after each deal (a phone's
// terminal).
const CompactWidth = 50

func writeTextTable(w io.Writer, header []string, align []tw.Align, rows [][]string, wrap int) error {
	return WriteTextTable(w, header, align, rows, wrap, TextWidth)
}

// WriteTextTable writes a terminal table in the sheets' style: no outer
// border, columns two spaces apart, a rule under the header (a header
// cell may hold two lines, "Total\nNS"), no line ending in a space. The
// words of column wrap (a cell is cut after its commas, else between
// words; -1: none) so that the table fits width columns when the other
// columns leave it room (it keeps at least 10: a figure, a word is never
// cut). rows' cells of column wrap are rewritten. Error: the writer's.
func WriteTextTable(w io.Writer, header []string, align []tw.Align, rows [][]string, wrap, width int) error {
	widths := make([]int, len(header))
	for c, h := range header {
		for _, l := range strings.Split(h, "\n") {
			widths[c] = max(widths[c], displaywidth.String(l))
		}
	}
	for _, r := range rows {
		for c, v := range r {
			widths[c] = max(widths[c], displaywidth.String(v))
		}
	}
	total := 2 * (len(header) - 1)
	for _, wd := range widths {
		total += wd
	}
	if over := total - width; over > 0 && wrap >= 0 {
		room := max(widths[wrap]-over, 10)
		for _, r := range rows {
			r[wrap] = wrapCell(r[wrap], room)
		}
	}
	pads := make([]tw.Padding, len(header))
	for c := range pads {
		pads[c] = tw.Padding{Left: "", Right: "  ", Overwrite: true}
	}
	pads[len(pads)-1].Right = ""
	tw0 := &trimWriter{w: w}
	t := tablewriter.NewTable(tw0,
		tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{
			Borders: tw.BorderNone,
			Symbols: tw.NewSymbols(tw.StyleLight),
			Settings: tw.Settings{
				Separators: tw.Separators{BetweenColumns: tw.Off, BetweenRows: tw.Off, ShowHeader: tw.On},
				Lines:      tw.Lines{ShowHeaderLine: tw.On},
			},
		})),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignmentConfig(tw.CellAlignment{Global: tw.AlignLeft, PerColumn: align}),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{Global: tw.AlignLeft, PerColumn: align}),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithHeaderAutoWrap(tw.WrapNone),
		tablewriter.WithRowPaddingPerColumn(pads),
		tablewriter.WithHeaderPaddingPerColumn(pads),
	)
	t.Header(header)
	for _, r := range rows {
		if err := t.Append(r); err != nil {
			return err
		}
	}
	if err := t.Render(); err != nil {
		return err
	}
	return tw0.err
}

// trimWriter drops the spaces at the end of each line written through it
// (a short cell's padding), holding back only a run of spaces until what
// follows it is known.
type trimWriter struct {
	w      io.Writer
	spaces int // spaces held back
	err    error
}

var spaceRun = bytes.Repeat([]byte{' '}, 64)

func (t *trimWriter) Write(p []byte) (int, error) {
	if t.err != nil {
		return 0, t.err
	}
	n := len(p)
	for len(p) > 0 {
		if p[0] == ' ' {
			t.spaces++
			p = p[1:]
			continue
		}
		if p[0] == '\n' {
			t.spaces = 0
		}
		for t.spaces > 0 && t.err == nil {
			k := min(t.spaces, len(spaceRun))
			_, t.err = t.w.Write(spaceRun[:k])
			t.spaces -= k
		}
		i := bytes.IndexByte(p, ' ')
		if i < 0 {
			i = len(p)
		}
		if t.err == nil {
			_, t.err = t.w.Write(p[:i])
		}
		if t.err != nil {
			return 0, t.err
		}
		p = p[i:]
	}
	return n, nil
}

// wrapCell cuts a cell's text into lines of at most width columns: after
// a comma when it can, else between words (a word longer than width
// stays whole).
func wrapCell(s string, width int) string {
	if displaywidth.String(s) <= width {
		return s
	}
	parts := strings.SplitAfter(s, ", ")
	var lines []string
	cur := ""
	for _, p := range parts {
		if cur != "" && displaywidth.String(strings.TrimRight(cur+p, " ")) > width {
			lines = append(lines, strings.TrimRight(cur, " "))
			cur = ""
		}
		cur += p
	}
	lines = append(lines, strings.TrimRight(cur, " "))
	for i, l := range lines {
		if displaywidth.String(l) > width {
			lines[i] = strings.TrimSuffix(wrapText(l, width, ""), "\n")
		}
	}
	return strings.Join(lines, "\n")
}

// WrapText is wrapText for other packages' lines in the sheets' width.
func WrapText(s string, width int, indent string) string { return wrapText(s, width, indent) }

// wrapText cuts a text into lines of at most width columns between words,
// the lines after the first indented by indent, each line ending in a
// newline (a word longer than the width stays whole).
func wrapText(s string, width int, indent string) string {
	var b strings.Builder
	col := 0
	for i, word := range strings.Fields(s) {
		ww := displaywidth.String(word)
		switch {
		case i == 0:
		case col+1+ww > width:
			b.WriteString("\n" + indent)
			col = displaywidth.String(indent)
		default:
			b.WriteByte(' ')
			col++
		}
		b.WriteString(word)
		col += ww
	}
	b.WriteByte('\n')
	return b.String()
}

func writeCSV(w io.Writer, s *score.Sheet, names score.Names, opts []WriteOption) error {
	rw, err := NewRowWriter(w, CSV, names, opts...)
	if err != nil {
		return err
	}
	if err := rw.start(); err != nil {
		return err
	}
	for i := range s.Rows() {
		if err := rw.Row(&s.Rows()[i]); err != nil {
			return err
		}
	}
	return rw.End(s)
}

// teamFigures is a figure per team in JSON: {"NS": 90, "EW": 72}.
type teamFigures struct {
	NS int `json:"NS"`
	EW int `json:"EW"`
}

func figures(a [2]int) teamFigures { return teamFigures{a[0], a[1]} }

type jsonParts struct {
	Contract  int `json:"contract"`
	Cards     int `json:"cards"`
	Base      int `json:"base"`
	Belote    int `json:"belote"`
	Announces int `json:"announces"`
}

type jsonDeal struct {
	Deal       int                   `json:"deal"`
	Dealer     string                `json:"dealer"`
	AllPass    bool                  `json:"all_pass"`
	Declarer   string                `json:"declarer,omitempty"`
	Team       string                `json:"team,omitempty"`
	TeamName   string                `json:"team_name,omitempty"`
	Contract   string                `json:"contract"`
	Level      string                `json:"level,omitempty"`
	Strain     string                `json:"strain,omitempty"`
	Double     notation.CoincheLevel `json:"double"`
	Mode       string                `json:"mode"`
	Value      int                   `json:"value"`
	Multiplier int                   `json:"multiplier"`
	Points     teamFigures           `json:"points"`
	Rounded    teamFigures           `json:"rounded"`
	Tricks     teamFigures           `json:"tricks"`
	Needed     int                   `json:"needed"`
	Counted    int                   `json:"counted"`
	Defenders  int                   `json:"defenders_counted"`
	Made       bool                  `json:"made"`
	Reason     string                `json:"reason"`
	Capot      string                `json:"capot,omitempty"`
	Solo       bool                  `json:"solo"`
	Belote     string                `json:"belote,omitempty"`
	BelotePts  int                   `json:"belote_points"`
	Announces  teamFigures           `json:"announces"`
	Parts      map[string]jsonParts  `json:"parts"`
	Score      teamFigures           `json:"score"`
	Total      teamFigures           `json:"total"`
	Stopped    bool                  `json:"stopped"`
	StoppedBy  string                `json:"stopped_by,omitempty"`
	StopLost   bool                  `json:"stop_lost"`
	Forced     bool                  `json:"forced"`
	AfterEnd   bool                  `json:"after_end"`
	Why        string                `json:"why"`
}

type jsonResult struct {
	Over       bool        `json:"over"`
	Draw       bool        `json:"draw,omitempty"` // over with no winner (game.tie = "draw")
	Winner     string      `json:"winner,omitempty"`
	WinnerName string      `json:"winner_name,omitempty"`
	Reason     string      `json:"reason"`
	Total      teamFigures `json:"total"`
	Target     int         `json:"target"`
	Mode       string      `json:"mode"`
	Ruleset    string      `json:"ruleset"`
	Names      teamNames   `json:"names"`
	// NotScored says why a game streamed deal by deal is not scored
	// (RowWriter.NotScored); absent otherwise.
	NotScored string `json:"not_scored,omitempty"`
}

type teamNames struct {
	NS string `json:"NS"`
	EW string `json:"EW"`
}

func writeJSON(w io.Writer, s *score.Sheet, names score.Names) error {
	rw, err := NewRowWriter(w, JSON, names)
	if err != nil {
		return err
	}
	for i := range s.Rows() {
		if err := rw.Row(&s.Rows()[i]); err != nil {
			return err
		}
	}
	return rw.End(s)
}
