package analyze

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/clipperhouse/displaywidth"

	"github.com/olekukonko/tablewriter/tw"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
)

// Formats are the formats NewWriter accepts.
var Formats = []render.Format{render.Text, render.Markdown, render.JSON}

// Writer writes deal reviews as they come, in one format: render.Text
// (lines and terminal tables), render.Markdown (a heading per deal and
// GitHub tables) or render.JSON (JSON lines: one object per deal, a
// skipped deal as
// {"file", "game", "deal", "skipped"}).
type Writer struct {
	w      io.Writer
	format render.Format
	file   string
	game   int // the game's index in its file, 1-based
	names  score.Names
	n      int // deals written
	enc    *json.Encoder
	lang   i18n.Lang // the language of the text and markdown reviews
}

// NewWriter returns a Writer to w, in English. Error: an unknown format.
func NewWriter(w io.Writer, format render.Format) (*Writer, error) {
	return NewWriterIn(w, format, i18n.English)
}

// NewWriterIn is NewWriter with the text and markdown reviews in l (JSON
// keeps its English keys and values in any language). Error: an unknown
// format.
func NewWriterIn(w io.Writer, format render.Format, l i18n.Lang) (*Writer, error) {
	switch format {
	case render.Text, render.Markdown:
	case render.JSON:
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		return &Writer{w: w, format: format, names: score.DefaultNames, enc: enc, lang: l}, nil
	default:
		return nil, fmt.Errorf("unknown format %q: want %s", format, strings.Join(render.FormatNames(Formats), ", "))
	}
	return &Writer{w: w, format: format, names: score.DefaultNames, lang: l}, nil
}

// Game starts the deals of a game: its file, its index among the games
// of the file (1-based: deal numbers repeat from one game to the next),
// team names and ruleset name, written as a heading (text, markdown; the
// index when above 1) or into each object (json "game").
func (w *Writer) Game(file string, index int, names score.Names, ruleset string) error {
	w.file, w.game, w.names = file, index, names
	line := file
	if index > 1 {
		line += w.lang.T(i18n.AnGame, index)
	}
	line += w.lang.T(i18n.AnRules, ruleset)
	if names.Of(0) != "NS" || names.Of(1) != "EW" {
		line += " · NS: " + names.Of(0) + " · EW: " + names.Of(1)
	}
	switch w.format {
	case render.Text:
		// Within 80 columns: wrapped, underlined as wide as its widest
		// line.
		text := render.WrapText(line, render.TextWidth, "  ")
		width := 0
		for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
			width = max(width, displaywidth.String(l))
		}
		return w.printf("%s%s%s\n", w.sep(), text, strings.Repeat("=", width))
	case render.Markdown:
		return w.printf("%s## %s\n", w.sep(), line)
	}
	return nil
}

// sep is the blank line between two blocks of text output.
func (w *Writer) sep() string {
	w.n++
	if w.n == 1 {
		return ""
	}
	return "\n"
}

func (w *Writer) printf(format string, args ...any) error {
	_, err := fmt.Fprintf(w.w, format, args...)
	return err
}

// Deal writes one deal's review (or why it was skipped).
func (w *Writer) Deal(d *Deal) error {
	if w.format == render.JSON {
		return w.enc.Encode(w.jsonDeal(d))
	}
	md := w.format == render.Markdown
	l := w.lang
	if d.Skipped != "" {
		key := i18n.AnSkippedText
		if md {
			key = i18n.AnSkippedMD
		}
		return w.printf("%s%s", w.sep(), l.T(key, d.Number, skippedText(d, l)))
	}
	head := l.T(i18n.AnDealHead, d.Number, d.Dealer, d.Score.ContractTextIn(l), d.Team, d.Leader)
	lines := []string{ParLineIn(d, l), PlayedLineIn(d, l)}
	if d.NotProved != "" {
		lines = append(lines, NotProvedLineIn(d, l))
	}
	if md {
		if err := w.printf("%s### %s\n\n%s\n\n", w.sep(), head, strings.Join(lines, "  \n")); err != nil {
			return err
		}
	} else {
		// Each line within 80 columns, wrapped under itself.
		text := render.WrapText(head, render.TextWidth, "  ")
		for _, l := range lines {
			text += render.WrapText(l, render.TextWidth, "  ")
		}
		if err := w.printf("%s%s", w.sep(), text); err != nil {
			return err
		}
	}
	if err := w.table(md, header(l, i18n.AnPlaysHeader), playsAlign, playRows(d)); err != nil {
		return err
	}
	if md {
		if err := w.printf("\n"); err != nil {
			return err
		}
	}
	if err := w.table(md, header(l, i18n.AnSeatsHeader), seatsAlign, seatRows(d, l)); err != nil {
		return err
	}
	key := i18n.AnTableText
	if md {
		key = i18n.AnTableMD
	}
	if err := w.printf("%s", l.T(key, d.Leader)); err != nil {
		return err
	}
	return w.table(md, header(l, i18n.AnTableHeader, notation.TeamCodes[0], notation.TeamCodes[1]), tableAlign, tableRows(d, l))
}

func (w *Writer) table(md bool, header []string, align []tw.Align, rows [][]string) error {
	t := render.NewTable(w.w, align, md)
	t.Header(header)
	if err := t.Bulk(rows); err != nil {
		return err
	}
	return t.Render()
}

var (
	playsAlign = []tw.Align{tw.AlignRight, tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignLeft}
	seatsAlign = []tw.Align{tw.AlignLeft, tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight}
	tableAlign = []tw.Align{tw.AlignLeft, tw.AlignRight, tw.AlignLeft, tw.AlignRight, tw.AlignLeft}
)

// header is a table's header in l: the catalog's message, its cells
// separated by "|".
func header(l i18n.Lang, key i18n.Key, args ...any) []string {
	return strings.Split(l.T(key, args...), "|")
}

// skippedKeys are the catalog's words of the reasons a deal is skipped.
var skippedKeys = map[string]i18n.Key{
	SkipSummary: i18n.AnSkipSummary, SkipAllPass: i18n.AnSkipAllPass,
	SkipHands: i18n.AnSkipHands, SkipContract: i18n.AnSkipContract,
}

// skippedText is why a deal is skipped (Deal.Skipped), in l when it is
// one of the Skip reasons or a deal that does not check; any other (a
// solver's error) as written.
func skippedText(d *Deal, l i18n.Lang) string {
	why := d.Skipped
	if d.problems > 0 {
		return l.T(i18n.AnSkipCheck, d.problems)
	}
	if k, ok := skippedKeys[why]; ok {
		return l.T(k)
	}
	return why
}

// notProvedText is Deal.NotProved in l.
func notProvedText(why string, l i18n.Lang) string {
	switch why {
	case NotProvedBudget:
		return l.T(i18n.AnNotProvedBudg)
	case NotProvedInterrupted:
		return l.T(i18n.AnNotProvedInt)
	}
	return why
}

// playRows: one row per card; the trick number on its first card only.
func playRows(d *Deal) [][]string {
	rows := make([][]string, 0, len(d.Plays))
	for i, p := range d.Plays {
		trick := ""
		if i == 0 || d.Plays[i-1].Trick != p.Trick {
			trick = strconv.Itoa(p.Trick)
		}
		cost, best := "", ""
		if p.Cost > 0 {
			cost = strconv.Itoa(p.Cost)
			best = CardsText(p.Best)
		}
		rows = append(rows, []string{trick, p.Seat.String(), CardText(p.Card), rangeText(p.After, p.AfterHi), cost, best})
	}
	return rows
}

func seatRows(d *Deal, l i18n.Lang) [][]string {
	var rows [][]string
	for s := notation.North; s <= notation.West; s++ {
		t := d.Seats[s-1]
		rows = append(rows, []string{s.String(), side(d, s, l), strconv.Itoa(t.Cards), strconv.Itoa(t.Costly), strconv.Itoa(t.Cost)})
	}
	return rows
}

// side is "declarer" or "defender" ("preneur", "défense").
func side(d *Deal, s notation.Seat, l i18n.Lang) string {
	if s.Team() == d.Team {
		return l.T(i18n.AnDeclarer)
	}
	return l.T(i18n.AnDefender)
}

func tableRows(d *Deal, l i18n.Lang) [][]string {
	var rows [][]string
	for _, r := range d.Table {
		rows = append(rows, []string{r.Strain.String(),
			rangeText(r.Points[0], r.Hi[0]), MakesTextIn(r, 0, l), rangeText(r.Points[1], r.Hi[1]), MakesTextIn(r, 1, l)})
	}
	return rows
}

// MakesText is the highest contract team t makes in the row: "110♠",
// "capot ♠", "110♣ with belote" when its points alone fall short (the
// belote counted: Strain.Belote), or "-" when none.
func MakesText(r Strain, t int) string { return MakesTextIn(r, t, i18n.English) }

// MakesTextIn is MakesText in l: "au moins 110♠, non prouvé", "110♣ avec
// la belote".
func MakesTextIn(r Strain, t int, l i18n.Lang) string {
	if r.Hi[t] > r.Points[t] {
		if r.MakesAny[t] {
			return l.T(i18n.AnAtLeast, r.Best[t].String())
		}
		return l.T(i18n.AnNotProvedShort)
	}
	if !r.MakesAny[t] {
		return "-"
	}
	if r.Belote[t] {
		return l.T(i18n.AnWithBelote, r.Best[t].String())
	}
	return r.Best[t].String()
}

// CardText writes a card as the notation does: "10♥", "A♠".
func CardText(c rules.Card) string { return c.Notation().String() }

// CardsText writes cards in the order given (Play.Best: the strain's
// order), separated by spaces: "J♥ 9♥ A♠ 7♠".
func CardsText(cards []rules.Card) string {
	var b strings.Builder
	for _, c := range cards {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(CardText(c))
	}
	return b.String()
}

// rangeText is a value, or "80–95" when it is known only within bounds.
func rangeText(lo, hi int) string {
	if hi > lo {
		return strconv.Itoa(lo) + "–" + strconv.Itoa(hi)
	}
	return strconv.Itoa(lo)
}

// NotProvedLine says why a review's values are bounds and how to read
// them (Deal.NotProved): "Not proved within the budget: …".
func NotProvedLine(d *Deal) string { return NotProvedLineIn(d, i18n.English) }

// NotProvedLineIn is NotProvedLine in l.
func NotProvedLineIn(d *Deal, l i18n.Lang) string {
	why := notProvedText(d.NotProved, l)
	return l.T(i18n.AnNotProvedLine, strings.ToUpper(why[:1])+why[1:])
}

// ParLine says what the deal was worth with best play: "Par: EW take 112
// of 162 with best play: W 110♦ makeable with 2 to spare (112 counted ≥
// 110 needed)", or "… not makeable, 3 short (97 counted < 100 needed)".
func ParLine(d *Deal) string { return ParLineIn(d, i18n.English) }

// ParLineIn is ParLine in l: "Par : EO font 112 sur 162 en jeu parfait :
// O 110♦ faisable avec 2 de marge (…)".
func ParLineIn(d *Deal, l i18n.Lang) string {
	if d.ParHi > d.Par {
		return l.T(i18n.AnParRange, notProvedText(d.NotProved, l), d.Team, d.Par, d.ParHi, d.Total)
	}
	s := l.T(i18n.AnPar, d.Team, d.Par, d.Total, d.Score.ContractTextIn(l))
	ps := &d.ParScore
	m := Margin(*ps)
	switch {
	case ps.Contract.Level != notation.Points && ps.Made:
		s += l.T(i18n.AnMakeable)
	case ps.Contract.Level != notation.Points:
		s += l.T(i18n.AnNotMakeable)
	case ps.Made && m == 0:
		s += l.T(i18n.AnMakeableExact)
	case ps.Made:
		s += l.T(i18n.AnMakeableSpare, m)
	default:
		s += l.T(i18n.AnNotMakeableBy, -m)
	}
	return s + " (" + ps.VerdictTextIn(l) + ")"
}

// PlayedLine says what the declarers made against par: "Played: EW took
// 152, made by 42 (152 counted ≥ 110 needed): 40 above par".
func PlayedLine(d *Deal) string { return PlayedLineIn(d, i18n.English) }

// PlayedLineIn is PlayedLine in l: "Joué : EO ont fait 152, réussi de 42
// (…) : 40 au-dessus du par".
func PlayedLineIn(d *Deal, l i18n.Lang) string {
	ds := &d.Score
	s := l.T(i18n.AnPlayed, d.Team, d.Points)
	switch {
	case ds.Reason == score.ReasonPending:
		s += ", " + l.T(i18n.ResultUndecided)
	case ds.Made:
		s += ", " + l.T(i18n.ResultMade)
	default:
		s += ", " + l.T(i18n.ResultFailed)
	}
	if ds.Reason != score.ReasonPending {
		s += byText(ds, l) + " (" + ds.VerdictTextIn(l) + ")"
	}
	switch diff := d.Points - d.Par; {
	case d.ParHi > d.Par:
		s += l.T(i18n.AnParNotProved)
	case diff > 0:
		s += l.T(i18n.AnAbovePar, diff)
	case diff < 0:
		s += l.T(i18n.AnBelowPar, -diff)
	default:
		s += l.T(i18n.AnAtPar)
	}
	if d.End != d.Points || d.EndHi != d.End {
		s += l.T(i18n.AnEndValue, rangeText(d.End, d.EndHi))
	}
	return s
}

// byText is " by 12" for a numeric contract, " exactly" when it is made
// with no point to spare ("" for capot, match and générale).
func byText(ds *score.DealScore, l i18n.Lang) string {
	if ds.Contract.Level != notation.Points {
		return ""
	}
	m := Margin(*ds)
	if m == 0 && ds.Made {
		return l.T(i18n.AnExactly)
	}
	if m < 0 {
		m = -m
	}
	return l.T(i18n.AnBy, m)
}

type jsonPlay struct {
	Trick  int    `json:"trick"`
	Seat   string `json:"seat"`
	Card   string `json:"card"`
	Before int    `json:"before"`
	After  int    `json:"after"`
	// when not proved (Deal.NotProved): the highest before and after
	BeforeMax *int     `json:"before_max,omitempty"`
	AfterMax  *int     `json:"after_max,omitempty"`
	Cost      int      `json:"cost"`
	Best      []string `json:"best,omitempty"`
	Forced    bool     `json:"forced"`
}

type jsonSeat struct {
	Side   string `json:"side"`
	Cards  int    `json:"cards"`
	Costly int    `json:"costly"`
	Cost   int    `json:"cost"`
}

type jsonTeamRow struct {
	Points int    `json:"points"`
	Max    *int   `json:"max,omitempty"` // when not proved: the most
	Makes  string `json:"makes,omitempty"`
	Belote bool   `json:"belote,omitempty"` // makes only with the belote counted
}

type jsonStrain struct {
	Strain string      `json:"strain"`
	NS     jsonTeamRow `json:"NS"`
	EW     jsonTeamRow `json:"EW"`
}

type jsonVerdict struct {
	Points int    `json:"points"`
	Max    *int   `json:"max,omitempty"` // when not proved: the most
	Made   *bool  `json:"made,omitempty"`
	Margin *int   `json:"margin,omitempty"`
	Why    string `json:"why,omitempty"`
}

type jsonDeal struct {
	File      string                `json:"file,omitempty"`
	Game      int                   `json:"game"`
	Deal      int                   `json:"deal"`
	Dealer    string                `json:"dealer,omitempty"`
	Declarer  string                `json:"declarer,omitempty"`
	Team      string                `json:"team,omitempty"`
	Contract  string                `json:"contract,omitempty"`
	Double    notation.CoincheLevel `json:"double"`
	Leader    string                `json:"leader,omitempty"`
	Total     int                   `json:"total,omitempty"`
	Par       *jsonVerdict          `json:"par,omitempty"`
	Played    *jsonVerdict          `json:"played,omitempty"`
	End       int                   `json:"end"`
	EndMax    *int                  `json:"end_max,omitempty"`
	NotProved string                `json:"not_proved,omitempty"`
	Plays     []jsonPlay            `json:"plays,omitempty"`
	Seats     map[string]jsonSeat   `json:"seats,omitempty"`
	Table     []jsonStrain          `json:"table,omitempty"`
	TeamNames map[string]string     `json:"names,omitempty"`
}

func verdict(pts int, ds *score.DealScore) *jsonVerdict {
	v := &jsonVerdict{Points: pts}
	if ds.Reason == score.ReasonPending {
		return v
	}
	made := ds.Made
	v.Made, v.Why = &made, ds.VerdictText()
	if ds.Contract.Level == notation.Points {
		m := Margin(*ds)
		v.Margin = &m
	}
	return v
}

// maxOf is hi when it is above lo (a value not proved), else nil.
func maxOf(lo, hi int) *int {
	if hi > lo {
		return &hi
	}
	return nil
}

type jsonSkipped struct {
	File    string `json:"file,omitempty"`
	Game    int    `json:"game"`
	Deal    int    `json:"deal"`
	Skipped string `json:"skipped"`
}

func (w *Writer) jsonDeal(d *Deal) any {
	if d.Skipped != "" {
		return jsonSkipped{File: w.file, Game: w.game, Deal: d.Number, Skipped: d.Skipped}
	}
	j := jsonDeal{File: w.file, Game: w.game, Deal: d.Number}
	j.Dealer, j.Declarer, j.Team, j.Leader = d.Dealer.String(), d.Declarer.String(), d.Team.String(), d.Leader.String()
	j.Contract, j.Double, j.Total, j.End = d.Contract.String(), d.Double, d.Total, d.End
	j.Par = verdict(d.Par, &d.ParScore)
	j.NotProved, j.EndMax = d.NotProved, maxOf(d.End, d.EndHi)
	if d.ParHi > d.Par {
		j.Par = &jsonVerdict{Points: d.Par, Max: maxOf(d.Par, d.ParHi)}
	}
	j.Played = verdict(d.Points, &d.Score)
	j.Plays = make([]jsonPlay, 0, len(d.Plays))
	for _, p := range d.Plays {
		jp := jsonPlay{Trick: p.Trick, Seat: p.Seat.String(), Card: CardText(p.Card),
			Before: p.Before, After: p.After, Cost: p.Cost, Forced: p.Forced,
			BeforeMax: maxOf(p.Before, p.BeforeHi), AfterMax: maxOf(p.After, p.AfterHi)}
		for _, c := range p.Best {
			jp.Best = append(jp.Best, CardText(c))
		}
		j.Plays = append(j.Plays, jp)
	}
	j.Seats = map[string]jsonSeat{}
	for s := notation.North; s <= notation.West; s++ {
		t := d.Seats[s-1]
		j.Seats[s.String()] = jsonSeat{Side: side(d, s, i18n.English), Cards: t.Cards, Costly: t.Costly, Cost: t.Cost}
	}
	for _, r := range d.Table {
		js := jsonStrain{Strain: r.Strain.String(), NS: jsonTeamRow{Points: r.Points[0], Max: maxOf(r.Points[0], r.Hi[0])},
			EW: jsonTeamRow{Points: r.Points[1], Max: maxOf(r.Points[1], r.Hi[1])}}
		if r.MakesAny[0] {
			js.NS.Makes, js.NS.Belote = r.Best[0].String(), r.Belote[0]
		}
		if r.MakesAny[1] {
			js.EW.Makes, js.EW.Belote = r.Best[1].String(), r.Belote[1]
		}
		j.Table = append(j.Table, js)
	}
	if w.names.Of(0) != "NS" || w.names.Of(1) != "EW" {
		j.TeamNames = map[string]string{"NS": w.names.Of(0), "EW": w.names.Of(1)}
	}
	return j
}
