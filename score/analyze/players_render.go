package analyze

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/score/render"
	"github.com/olekukonko/tablewriter/tw"
)

// SeasonFormats are the formats WriteSeason accepts (render.ParseFormat
// reads "text" as render.Table).
var SeasonFormats = []render.Format{render.Table, render.Markdown, render.CSV, render.JSON, render.HTML}

// WriteSeason writes a season's players, sorted by name (Season.Sorted),
// in format: render.Table (terminal tables: deals and contracts, play,
// the costliest plays), render.Markdown (the same as GitHub tables),
// render.CSV (one row per player, a header row first; cells a spreadsheet
// would run as formulas neutralised, render.CSVCell), render.JSON (JSON
// lines, one object per player) or render.HTML (one self-contained page: the tables
// and an inline SVG chart per player; everything escaped by
// html/template, no script). docs/analysis.md explains the figures.
// Error: an unknown format, or the writer's.
func WriteSeason(w io.Writer, s *Season, format render.Format) error {
	return WriteSeasonIn(w, s, format, i18n.English)
}

// WriteSeasonIn is WriteSeason with the text, markdown and HTML in l (the
// page's lang attribute too); CSV and JSON keep their English keys in
// any language. Error: an unknown format, or the writer's.
func WriteSeasonIn(w io.Writer, s *Season, format render.Format, l i18n.Lang) error {
	players := s.Sorted()
	switch format {
	case render.Table, render.Text:
		return seasonTables(w, players, false, l)
	case render.Markdown:
		return seasonTables(w, players, true, l)
	case render.CSV:
		return seasonCSV(w, players)
	case render.JSON:
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		for _, p := range players {
			if err := enc.Encode(jsonPlayerOf(p)); err != nil {
				return err
			}
		}
		return nil
	case render.HTML:
		return seasonHTML(w, players, l)
	}
	return fmt.Errorf("unknown format %q: want %s", format, strings.Join(render.FormatNames(SeasonFormats), ", "))
}

func rightAligned(n int) []tw.Align {
	a := make([]tw.Align, n)
	for i := range a {
		a[i] = tw.AlignRight
	}
	a[0] = tw.AlignLeft
	return a
}

// contractCells is a player's row of the deals and contracts table.
func contractCells(p *Player) []string {
	c := &p.Contracts
	return []string{p.Name, itoa(p.Deals), itoa(p.Declarer), itoa(p.Partner), itoa(p.Defender), itoa(p.Skipped),
		itoa(c.Bid), itoa(c.Made), itoa(c.Makeable), itoa(c.Below), itoa(c.BelowBy), itoa(c.Above), itoa(c.AboveBy),
		itoa(c.AtPar), itoa(c.ParMissedBy)}
}

// playCells is a player's row of the play table.
func playCells(p *Player, l i18n.Lang) []string {
	return []string{p.Name, itoa(p.Cards), itoa(p.Costly), itoa(p.Lost.Total), decimalIn(p.LostPerDeal(), l),
		itoa(p.Lost.Lead), itoa(p.Lost.Declarer), itoa(p.Lost.Defence)}
}

func oneDecimal(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }

// decimalIn is oneDecimal as l writes it: 2.5 in English, 2,5 in French
// (the decimal comma).
func decimalIn(x float64, l i18n.Lang) string {
	if l == i18n.French {
		return strings.Replace(oneDecimal(x), ".", ",", 1)
	}
	return oneDecimal(x)
}

// twoDecimals rounds x to hundredths (JSON).
func twoDecimals(x float64) float64 { return math.Round(x*100) / 100 }

func itoa(n int) string { return strconv.Itoa(n) }

// Where is where a costly play was: "file · game 2 · deal 5 · trick 3"
// (the game's index in its file: deal numbers repeat across games).
func (c CostlyPlay) Where() string { return c.WhereIn(i18n.English) }

// WhereIn is Where in l: "file · partie 2 · donne 5 · pli 3".
func (c CostlyPlay) WhereIn(l i18n.Lang) string {
	return l.T(i18n.SnWhere, c.File, c.Game, c.Deal, c.Trick)
}

// roleText is how a role reads in a table, in l.
func roleText(role string, l i18n.Lang) string {
	switch role {
	case RoleLead:
		return l.T(i18n.SnRoleLead)
	case RoleDeclarer:
		return l.T(i18n.SnRoleDeclarer)
	}
	return l.T(i18n.SnRoleDefence)
}

func worstCells(p *Player, c CostlyPlay, l i18n.Lang) []string {
	return []string{p.Name, itoa(c.Cost), c.Seat.String() + " " + CardText(c.Card), roleText(c.Role, l), c.WhereIn(l),
		c.Contract, CardsText(c.Best)}
}

// textPart is a table of the terminal text of a season: its title,
// header (a cell may hold two lines) and rows, and the column whose words
// wrap (-1: none).
type textPart struct {
	title  string
	header []string
	align  []tw.Align
	rows   [][]string
	wrap   int
}

// seasonText writes a season as terminal tables within 80 columns
// (render.TextWidth): the deals and contracts in two tables, the play,
// the costliest plays (their Deal column wrapped), in the sheets' style
// (render.WriteTextTable).
func seasonText(w io.Writer, players []*Player, l i18n.Lang) error {
	var deals, contracts, play, worst [][]string
	var files []string // the files of the costliest plays, numbered from 1
	fileNo := map[string]int{}
	for _, p := range players {
		c := contractCells(p)
		deals = append(deals, c[:6])
		contracts = append(contracts, append([]string{c[0]}, c[6:]...))
		play = append(play, playCells(p, l))
		for _, cp := range p.Worst {
			if fileNo[cp.File] == 0 {
				files = append(files, cp.File)
				fileNo[cp.File] = len(files)
			}
			// The file by its number (listed above the table), so
			// that the table fits 80 columns.
			where := l.T(i18n.SnWhereText, fileNo[cp.File], cp.Deal, cp.Trick)
			if cp.Game > 1 {
				where = l.T(i18n.SnWhereGame, fileNo[cp.File], cp.Game, cp.Deal, cp.Trick)
			}
			role := cp.Role // English: the role's own word (lead, defence)
			if l != i18n.English {
				role = roleText(cp.Role, l)
			}
			worst = append(worst, []string{p.Name, itoa(cp.Cost), cp.Seat.String() + " " + CardText(cp.Card), role,
				where, cp.Contract, CardsText(cp.Best)})
		}
	}
	worstTitle := l.T(i18n.SnWorstTitle, Costliest)
	var fileList strings.Builder
	for i, f := range files {
		fmt.Fprintf(&fileList, "  %d: %s\n", i+1, f)
	}
	parts := []textPart{
		{l.T(i18n.SnDealsTitle), header(l, i18n.SnDealsHead), rightAligned(6), deals, -1},
		{l.T(i18n.SnContrTitle), header(l, i18n.SnContrHead), rightAligned(10), contracts, -1},
		{l.T(i18n.SnPlayTitle), header(l, i18n.SnPlayHeadTTY), rightAligned(8), play, -1},
		{worstTitle, header(l, i18n.SnWorstHeadTTY),
			[]tw.Align{tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft}, worst, 6},
	}
	for i, part := range parts {
		title := render.WrapText(part.title, render.TextWidth, "  ")
		if i == len(parts)-1 {
			title += fileList.String()
		}
		if i > 0 {
			title = "\n" + title
		}
		if _, err := io.WriteString(w, title); err != nil {
			return err
		}
		if len(part.rows) == 0 {
			if _, err := io.WriteString(w, l.T(i18n.SnNone)+"\n"); err != nil {
				return err
			}
			continue
		}
		if err := render.WriteTextTable(w, part.header, part.align, part.rows, part.wrap, render.TextWidth); err != nil {
			return err
		}
	}
	return nil
}

func seasonTables(w io.Writer, players []*Player, md bool, l i18n.Lang) error {
	if !md {
		return seasonText(w, players, l)
	}
	esc := func(rows [][]string) [][]string {
		if md {
			for _, r := range rows {
				for i := range r {
					r[i] = render.MarkdownText(r[i])
				}
			}
		}
		return rows
	}
	var contracts, play, worst [][]string
	for _, p := range players {
		contracts = append(contracts, contractCells(p))
		play = append(play, playCells(p, l))
		for _, c := range p.Worst {
			worst = append(worst, worstCells(p, c, l))
		}
	}
	parts := []struct {
		title  string
		header []string
		rows   [][]string
	}{
		{l.T(i18n.SnBothTitle), header(l, i18n.SnBothHead), contracts},
		{l.T(i18n.SnPlayTitle), header(l, i18n.SnPlayHead), play},
		{l.T(i18n.SnWorstTitleMD, Costliest), header(l, i18n.SnWorstHead), worst},
	}
	for i, part := range parts {
		sep := ""
		if i > 0 {
			sep = "\n"
		}
		var err error
		if md {
			_, err = fmt.Fprintf(w, "%s## %s\n\n", sep, part.title)
		} else {
			_, err = fmt.Fprintf(w, "%s%s\n", sep, part.title)
		}
		if err != nil {
			return err
		}
		if len(part.rows) == 0 {
			if _, err := io.WriteString(w, l.T(i18n.SnNone)+"\n"); err != nil {
				return err
			}
			continue
		}
		align := rightAligned(len(part.header))
		if i == 2 {
			align = []tw.Align{tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft}
		}
		t := render.NewTable(w, align, md)
		t.Header(part.header)
		if err := t.Bulk(esc(part.rows)); err != nil {
			return err
		}
		if err := t.Render(); err != nil {
			return err
		}
	}
	return nil
}

// csvHeader is the CSV's first row: the contracts and play columns, and
// the costliest play.
var csvHeader = []string{"player", "deals", "declarer", "partner", "defender", "not_reviewed",
	"bid", "made", "makeable", "below", "below_by", "above", "above_by", "at_par", "par_missed_by",
	"cards", "costly", "lost", "lost_per_deal", "lost_lead", "lost_declarer", "lost_defence",
	"declarer_per_deal", "defence_per_deal", "not_proved", "costliest", "costliest_at"}

func seasonCSV(w io.Writer, players []*Player) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	for _, p := range players {
		row := contractCells(p)
		row = append(row, playCells(p, i18n.English)[1:]...)
		row = append(row, oneDecimal(p.DeclarerPerDeal()), oneDecimal(p.DefencePerDeal()), itoa(p.NotProved))
		if len(p.Worst) > 0 {
			c := p.Worst[0]
			row = append(row, itoa(c.Cost), c.Seat.String()+" "+CardText(c.Card)+" · "+c.Where())
		} else {
			row = append(row, "", "")
		}
		for i := range row {
			row[i] = render.CSVCell(row[i])
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

type jsonContracts struct {
	Bid         int `json:"bid"`
	Proved      int `json:"proved"`
	Made        int `json:"made"`
	Makeable    int `json:"makeable"`
	Below       int `json:"below"`
	BelowBy     int `json:"below_by"`
	Above       int `json:"above"`
	AboveBy     int `json:"above_by"`
	Exact       int `json:"exact"`
	AtPar       int `json:"at_par"`
	ParMissedBy int `json:"par_missed_by"`
}

type jsonLost struct {
	Total           int     `json:"total"`
	PerDeal         float64 `json:"per_deal"`
	Lead            int     `json:"lead"`
	Declarer        int     `json:"declarer"`
	Defence         int     `json:"defence"`
	DeclarerPerDeal float64 `json:"declarer_per_deal"` // per deal on the declaring side
	DefencePerDeal  float64 `json:"defence_per_deal"`  // per deal defended
}

type jsonCostly struct {
	File     string   `json:"file"`
	Game     int      `json:"game"`
	Deal     int      `json:"deal"`
	Trick    int      `json:"trick"`
	Seat     string   `json:"seat"`
	Card     string   `json:"card"`
	Cost     int      `json:"cost"`
	Role     string   `json:"role"`
	Contract string   `json:"contract"`
	Best     []string `json:"best,omitempty"`
}

type jsonPlayer struct {
	Player    string        `json:"player"`
	Deals     int           `json:"deals"`
	Declarer  int           `json:"declarer"`
	Partner   int           `json:"partner"`
	Defender  int           `json:"defender"`
	Skipped   int           `json:"not_reviewed"`
	NotProved int           `json:"not_proved"`
	Contracts jsonContracts `json:"contracts"`
	Cards     int           `json:"cards"`
	Costly    int           `json:"costly"`
	Lost      jsonLost      `json:"lost"`
	Costliest []jsonCostly  `json:"costliest"`
}

func jsonPlayerOf(p *Player) jsonPlayer {
	j := jsonPlayer{Player: p.Name, Deals: p.Deals, Declarer: p.Declarer, Partner: p.Partner, Defender: p.Defender,
		Skipped: p.Skipped, NotProved: p.NotProved, Cards: p.Cards, Costly: p.Costly,
		Contracts: jsonContracts(p.Contracts), // the same fields: a field added to one and not the other does not compile
		Lost: jsonLost{Total: p.Lost.Total, PerDeal: twoDecimals(p.LostPerDeal()),
			Lead: p.Lost.Lead, Declarer: p.Lost.Declarer, Defence: p.Lost.Defence,
			DeclarerPerDeal: twoDecimals(p.DeclarerPerDeal()), DefencePerDeal: twoDecimals(p.DefencePerDeal())},
		Costliest: []jsonCostly{},
	}
	for _, w := range p.Worst {
		jc := jsonCostly{File: w.File, Game: w.Game, Deal: w.Deal, Trick: w.Trick, Seat: w.Seat.String(),
			Card: CardText(w.Card), Cost: w.Cost, Role: w.Role, Contract: w.Contract}
		for _, b := range w.Best {
			jc.Best = append(jc.Best, CardText(b))
		}
		j.Costliest = append(j.Costliest, jc)
	}
	return j
}

// The HTML page: the three tables, then a card per player with its chart.

type htmlSeason struct {
	Lang, Title, H2Both, H2Play, H2Worst string // the page's language and headings
	Contracts, Play, Worst               htmlTable
	Players                              []htmlSeasonPlayer
}

type htmlTable struct {
	Header []string
	Rows   [][]string
	Text   int // the columns from this one on are text, aligned left (0: none)
}

type htmlSeasonPlayer struct {
	Name  string
	Aria  string   // the chart's label: "Ana: contracts and points lost"
	Lines []string // the figures in words
	Chart htmlChart
}

// htmlChart is a player's SVG chart: two stacked bars, their contracts
// (below, exact, above, not proved) and their points lost (lead,
// declarer play, defence), each bar's segments in proportion.
type htmlChart struct {
	Width, Height int
	LegendX       int // where the bars' legends start
	Bars          []htmlBar
}

type htmlBar struct {
	Label  string
	Y      int
	Segs   []htmlSeg
	Legend string // the segments in words, right of the bar: "lead 2 · defence 40"
}

type htmlSeg struct {
	X, W        float64
	Class, Text string // Text: the segment's title, "declarer play: 12"
}

// chartWidth is the SVG bars' width in user units.
const chartWidth = 400

func bar(label string, y int, parts []htmlSeg, values []int, l i18n.Lang) htmlBar {
	b := htmlBar{Label: label, Y: y}
	total := 0
	for _, v := range values {
		total += v
	}
	x := 0.0
	for i, v := range values {
		if v == 0 || total == 0 {
			continue
		}
		s := parts[i]
		s.X, s.W = x, float64(chartWidth)*float64(v)/float64(total)
		s.Text += ": " + itoa(v)
		x += s.W
		b.Segs = append(b.Segs, s)
	}
	var words []string
	for _, s := range b.Segs {
		words = append(words, strings.Replace(s.Text, ":", "", 1))
	}
	b.Legend = strings.Join(words, " · ")
	if b.Legend == "" {
		b.Legend = l.T(i18n.SnNone)
	}
	return b
}

func htmlPlayerOf(p *Player, l i18n.Lang) htmlSeasonPlayer {
	c := &p.Contracts
	hp := htmlSeasonPlayer{Name: p.Name, Aria: l.T(i18n.SnAria, p.Name)}
	hp.Lines = []string{
		l.T(i18n.SnLineDeals, p.Deals, p.Declarer, p.Partner, p.Defender, p.Skipped),
		l.T(i18n.SnLineContr, c.Bid, c.Made, c.Makeable, c.Below, c.BelowBy, c.Above, c.AboveBy, c.AtPar, c.ParMissedBy),
		l.T(i18n.SnLineLost, p.Lost.Total, decimalIn(p.LostPerDeal(), l), p.Lost.Lead, p.Lost.Declarer, decimalIn(p.DeclarerPerDeal(), l), p.Lost.Defence, decimalIn(p.DefencePerDeal(), l)),
	}
	notProved := c.Bid - c.Proved
	seg := func(class string, key i18n.Key) htmlSeg { return htmlSeg{Class: class, Text: l.T(key)} }
	hp.Chart = htmlChart{Width: chartWidth + 480, Height: 70, LegendX: chartWidth + 130, Bars: []htmlBar{
		bar(l.T(i18n.SnBarContracts), 10, []htmlSeg{seg("below", i18n.SnSegBelow), seg("exact", i18n.SnSegExact), seg("above", i18n.SnSegAbove), seg("unproved", i18n.SnSegUnproved)},
			[]int{c.Below, c.Exact, c.Above, notProved}, l),
		bar(l.T(i18n.SnBarLost), 40, []htmlSeg{seg("lead", i18n.SnSegLead), seg("decl", i18n.SnSegDecl), seg("def", i18n.SnSegDef)},
			[]int{p.Lost.Lead, p.Lost.Declarer, p.Lost.Defence}, l),
	}}
	return hp
}

var seasonTemplate = template.Must(template.New("season").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="coinche">
<title>{{.Title}}</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em}
th,td{border:1px solid #bbb;padding:.2em .5em;text-align:right}
th:first-child,td:first-child{text-align:left}
.text-from-3 td:nth-child(n+4),.text-from-3 th:nth-child(n+4){text-align:left}
section.player{break-inside:avoid;margin:1em 0}
svg text{font-size:12px}
.below{fill:#4a90d9}.exact{fill:#5cb85c}.above{fill:#d9534f}.unproved{fill:#aaa}
.lead{fill:#f0ad4e}.decl{fill:#8e44ad}.def{fill:#16a085}
@page{size:A4;margin:12mm}
@media print{
body{margin:0;font-size:9pt}
table{width:100%;font-size:7.5pt;margin:.3em 0 1em}
th,td{padding:1px 3px}
th{white-space:normal;overflow-wrap:break-word}
td{overflow-wrap:anywhere}
thead{display:table-header-group}
tr{break-inside:avoid}
svg.chart{max-width:100%;height:auto}
}
</style>
</head>
<body>
<main>
<h1>{{.Title}}</h1>
{{define "table"}}<table{{if .Text}} class="text-from-{{.Text}}"{{end}}>
<thead><tr>{{range .Header}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>
{{range .Rows}}<tr>{{range .}}<td>{{.}}</td>{{end}}</tr>
{{end}}</tbody>
</table>
{{end}}<h2>{{.H2Both}}</h2>
{{template "table" .Contracts}}<h2>{{.H2Play}}</h2>
{{template "table" .Play}}<h2>{{.H2Worst}}</h2>
{{template "table" .Worst}}{{range .Players}}<section class="player">
<h2>{{.Name}}</h2>
{{range .Lines}}<p>{{.}}</p>
{{end}}<svg class="chart" role="img" aria-label="{{.Aria}}" width="{{.Chart.Width}}" height="{{.Chart.Height}}" viewBox="0 0 {{.Chart.Width}} {{.Chart.Height}}" xmlns="http://www.w3.org/2000/svg">
{{$lx := .Chart.LegendX}}{{range .Chart.Bars}}<text x="0" y="{{.Y}}" dy="15">{{.Label}}</text>
<text class="legend" x="{{$lx}}" y="{{.Y}}" dy="15">{{.Legend}}</text>
{{$y := .Y}}{{range .Segs}}<rect class="{{.Class}}" x="{{printf "%.1f" .X}}" transform="translate(120 0)" y="{{$y}}" width="{{printf "%.1f" .W}}" height="20"><title>{{.Text}}</title></rect>
{{end}}{{end}}</svg>
</section>
{{end}}</main>
</body>
</html>
`))

func seasonHTML(w io.Writer, players []*Player, l i18n.Lang) error {
	doc := htmlSeason{Lang: l.String(), Title: l.T(i18n.SnTitle), H2Both: l.T(i18n.SnH2Both), H2Play: l.T(i18n.SnH2Play), H2Worst: l.T(i18n.SnH2Worst)}
	doc.Contracts.Header, doc.Play.Header, doc.Worst.Header = header(l, i18n.SnBothHead), header(l, i18n.SnPlayHead), header(l, i18n.SnWorstHead)
	doc.Worst.Text = 3 // As, Deal, Contract, Best
	for _, p := range players {
		doc.Contracts.Rows = append(doc.Contracts.Rows, contractCells(p))
		doc.Play.Rows = append(doc.Play.Rows, playCells(p, l))
		for _, c := range p.Worst {
			doc.Worst.Rows = append(doc.Worst.Rows, worstCells(p, c, l))
		}
		doc.Players = append(doc.Players, htmlPlayerOf(p, l))
	}
	return seasonTemplate.Execute(w, doc)
}
