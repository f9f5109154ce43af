package render

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/score"
	"github.com/olekukonko/tablewriter/tw"
)

// StandingsFormats are the formats WriteStandings accepts.
var StandingsFormats = []Format{Table, Markdown, CSV, JSON, HTML}

// standingsColumns is the table's header in a language, "#", "Team",
// "Played", "Won", "Lost", "For", "Against", "Difference" in English,
// with a Drawn column after Won when a team drew a game.
func standingsColumns(table []score.TeamStanding, l i18n.Lang) (header []string, drawn bool) {
	for _, t := range table {
		drawn = drawn || t.Drawn > 0
	}
	h := []string{"#", l.T(i18n.StandingsTeam), l.T(i18n.StandingsPlayed), l.T(i18n.StandingsWon)}
	if drawn {
		h = append(h, l.T(i18n.StandingsDrawn))
	}
	return append(h, l.T(i18n.StandingsLost), l.T(i18n.StandingsFor), l.T(i18n.StandingsAgainst),
		l.T(i18n.StandingsDiff)), drawn
}

// teamCells are a team's cells in the columns of standingsColumns.
func teamCells(t score.TeamStanding, drawn bool) []string {
	n := strconv.Itoa
	c := []string{n(t.Rank), t.Team, n(t.Played), n(t.Won)}
	if drawn {
		c = append(c, n(t.Drawn))
	}
	return append(c, n(t.Lost), n(t.For), n(t.Against), signed(t.Difference))
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// WriteStandings writes the table, then the games not counted, in a
// format: Table (text), Markdown, CSV (the table; then a blank line
// and "not counted,why" lines when there are any), JSON (one object:
// {"standings": [...], "not_counted": [...]}) or HTML (a self-contained
// page, as WriteHTML's). CSV cells are neutralised as Write's (CSVCell)
// unless RawCSV; Markdown text is escaped. Error: an unknown format, or
// the writer's.
func WriteStandings(w io.Writer, st *score.Standings, format Format, opts ...WriteOption) error {
	raw, l := optionsOf(opts).rawCSV, optionsOf(opts).lang
	table := st.Table()
	header, drawn := standingsColumns(table, l)
	switch format {
	case Table, "", Markdown:
		return writeStandingsTable(w, table, header, drawn, st.NotCounted, format == Markdown, l)
	case CSV:
		header, _ = standingsColumns(table, i18n.English) // a machine format: its names stay
		c := csv.NewWriter(w)
		c.Write(csvCells(append([]string(nil), header...), raw))
		for _, t := range table {
			c.Write(csvCells(teamCells(t, drawn), raw))
		}
		if len(st.NotCounted) > 0 {
			c.Write(nil)
			c.Write([]string{"not counted", "why"})
			for _, n := range st.NotCounted {
				c.Write(csvCells([]string{n.Game, n.Why}, raw))
			}
		}
		c.Flush()
		return c.Error()
	case JSON:
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		nc := st.NotCounted
		if nc == nil {
			nc = []score.NotCounted{}
		}
		return enc.Encode(struct {
			Standings  []score.TeamStanding `json:"standings"`
			NotCounted []score.NotCounted   `json:"not_counted"`
		}{table, nc})
	case HTML:
		doc := standingsDoc{Title: l.T(i18n.StandingsTitle), Lang: l, CSS: template.CSS(sheetCSS), Header: header,
			Drawn: drawn, Table: table, NotCounted: st.NotCounted, Games: st.Games}
		doc.Event, doc.Dates = eventAndDates(st, l)
		if doc.Event != "" {
			doc.Title = l.T(i18n.StandingsEvent, doc.Event)
		}
		for _, g := range st.Games {
			doc.Counted += boolInt(g.Counted)
		}
		return templateIn(l).ExecuteTemplate(w, "standings", doc)
	}
	return fmt.Errorf("unknown format %q (%s)", format, strings.Join(FormatNames(StandingsFormats), ", "))
}

// eventAndDates are the games' Event when they all have the same one
// (else ""), and their dates: "2026-11-20", "2026-11-20 to 2026-11-27"
// (the first and last in the order of the YYYY-MM-DD text), or "", as
// the language writes them ("du 20 novembre 2026 au 27 novembre 2026").
func eventAndDates(st *score.Standings, l i18n.Lang) (event, dates string) {
	var first, last string
	for i, g := range st.Games {
		if i == 0 {
			event = g.Info.Event
		} else if g.Info.Event != event {
			event = ""
		}
		if d := g.Info.Date; d != "" {
			if first == "" || d < first {
				first = d
			}
			if d > last {
				last = d
			}
		}
	}
	if first != last {
		return event, l.T(i18n.StandingsDates, l.DateText(first), l.DateText(last))
	}
	return event, l.DateText(first)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

type standingsDoc struct {
	Title      string
	Lang       i18n.Lang // the lang attribute: en, fr
	Event      string
	Dates      string
	Counted    int // games counted in the table
	Games      []score.StandingsGame
	CSS        template.CSS
	Header     []string
	Drawn      bool // a Drawn column
	Table      []score.TeamStanding
	NotCounted []score.NotCounted
}

func writeStandingsTable(w io.Writer, table []score.TeamStanding, header []string, drawn bool, nc []score.NotCounted, markdown bool, l i18n.Lang) error {
	align := []tw.Align{tw.AlignRight, tw.AlignLeft}
	for len(align) < len(header) {
		align = append(align, tw.AlignRight)
	}
	if markdown {
		t := newTable(w, align, markdown)
		t.Header(header)
		for _, ts := range table {
			if err := t.Append(markdownCells(teamCells(ts, drawn))); err != nil {
				return err
			}
		}
		if err := t.Render(); err != nil {
			return err
		}
	} else {
		rows := make([][]string, len(table))
		for i, ts := range table {
			rows[i] = teamCells(ts, drawn)
		}
		if err := writeTextTable(w, header, align, rows, 1); err != nil {
			return err
		}
	}
	if len(nc) == 0 {
		return nil
	}
	var b strings.Builder
	b.WriteString("\n" + l.T(i18n.StandingsNotCntdLine) + "\n")
	if markdown {
		b.WriteByte('\n')
	}
	for _, n := range nc {
		line := n.Game + ": " + n.WhyIn(l)
		if markdown {
			fmt.Fprintf(&b, "- %s\n", markdownText(line))
		} else {
			b.WriteString(wrapText("- "+line, TextWidth, "  "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
