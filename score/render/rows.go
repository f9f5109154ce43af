package render

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score"
)

// RowWriter writes a game's sheet in CSV or JSON lines one row at a time,
// as its deals are scored, then its result: the same bytes as Write for
// a sheet holding those rows, in constant memory whatever the game's
// length (a sheet made WithoutRows keeps the totals End needs).
type RowWriter struct {
	w       io.Writer
	format  Format
	names   score.Names
	csv     *csv.Writer
	enc     *json.Encoder
	started bool
	last    [2]int // totals after the last row written
	buf     []byte // a JSON row
	row     []byte // a JSON row without its source
	opts    writeOpts
	rawCSV  bool // RawCSV: cells as they are
}

// NewRowWriter starts a sheet in format CSV or JSON (see Write, and its
// options). Error: any other format.
func NewRowWriter(w io.Writer, format Format, names score.Names, opts ...WriteOption) (*RowWriter, error) {
	o := optionsOf(opts)
	rw := &RowWriter{w: w, format: format, names: names, opts: o, rawCSV: o.rawCSV}
	switch format {
	case CSV:
		rw.csv = csv.NewWriter(w)
	case JSON:
		rw.enc = json.NewEncoder(w)
		rw.enc.SetEscapeHTML(false)
	default:
		return nil, fmt.Errorf("format %q cannot be written deal by deal (csv or json)", format)
	}
	return rw, nil
}

// start writes what comes before the first row: the CSV header line.
func (rw *RowWriter) start() error {
	if rw.started {
		return nil
	}
	rw.started = true
	if rw.csv != nil && !rw.opts.noHeader {
		h := header(rw.names)
		if rw.opts.source {
			h = append([]string{"File", "Game", "NS team", "EW team"}, headerIn(i18n.English, false)...)
		}
		return rw.csv.Write(csvCells(h, rw.rawCSV))
	}
	return nil
}

// sourced is a CSV line with the Source columns first, when asked.
func (rw *RowWriter) sourced(cells []string) []string {
	if !rw.opts.source {
		return cells
	}
	return append([]string{rw.opts.file, strconv.Itoa(rw.opts.game), rw.names.Of(0), rw.names.Of(1)}, cells...)
}

// jsonSource appends the start of a JSON object with its Source fields,
// `{"file":"a.coinche","game":1,` (`{` without Source).
func (rw *RowWriter) jsonSource(b []byte) []byte {
	if !rw.opts.source {
		return append(b, '{')
	}
	b = append(b, `{"file":`...)
	b = appendJSONString(b, rw.opts.file)
	b = append(b, `,"game":`...)
	b = strconv.AppendInt(b, int64(rw.opts.game), 10)
	return append(b, ',')
}

// Started reports whether anything has been written.
func (rw *RowWriter) Started() bool { return rw.started }

// Row writes one row (a deal's score and the totals after it).
func (rw *RowWriter) Row(r *score.Row) error {
	if err := rw.start(); err != nil {
		return err
	}
	rw.last = r.Total
	if rw.csv != nil {
		return rw.csv.Write(csvCells(rw.sourced(rowCells(r)), rw.rawCSV)) // flushed by End
	}
	if !rw.opts.source {
		rw.buf = appendRow(rw.buf[:0], r, rw.names)
	} else {
		rw.row = appendRow(rw.row[:0], r, rw.names)
		rw.buf = append(rw.jsonSource(rw.buf[:0]), rw.row[1:]...)
	}
	_, err := rw.w.Write(rw.buf)
	return err
}

// End writes the sheet's result: the CSV "end" line, or the JSON
// {"result": ...} object.
func (rw *RowWriter) End(s *score.Sheet) error {
	return rw.end(s, "")
}

// NotScored ends a sheet whose game has problems and is not scored (see
// `coinche score`): the rows already written stay, and the result says
// why, with the totals of the last row written (the CSV end line's Result
// column; in JSON, "over" false, no winner, and "not_scored": why).
func (rw *RowWriter) NotScored(s *score.Sheet, why string) error {
	return rw.end(s, why)
}

func (rw *RowWriter) end(s *score.Sheet, notScored string) error {
	if err := rw.start(); err != nil {
		return err
	}
	names := rw.names
	t, res := s.Totals(), score.ResultLine(s, names)
	win, why := s.Winner()
	if notScored != "" {
		t, res, win, why = rw.last, "Not scored: "+notScored, notation.NoTeam, "not scored: "+notScored
	}
	if rw.csv != nil {
		end := []string{"end", "", "", "", "", res, "", "", strconv.Itoa(t[0]), strconv.Itoa(t[1])}
		if err := rw.csv.Write(csvCells(rw.sourced(end), rw.rawCSV)); err != nil {
			return err
		}
		rw.csv.Flush()
		return rw.csv.Error()
	}
	j := jsonResult{Over: s.Over() && notScored == "", Reason: why, Total: figures(t), Target: s.Target(),
		Mode: s.Mode().String(), Ruleset: s.Ruleset().Name, Names: teamNames{names.Of(0), names.Of(1)}, NotScored: notScored}
	j.Draw = j.Over && s.Draw()
	if win != notation.NoTeam {
		j.Winner = win.Code()
		j.WinnerName = names.Of(win.Index())
	}
	if rw.opts.source {
		return rw.enc.Encode(struct {
			File   string     `json:"file"`
			Game   int        `json:"game"`
			Result jsonResult `json:"result"`
		}{rw.opts.file, rw.opts.game, j})
	}
	return rw.enc.Encode(struct {
		Result jsonResult `json:"result"`
	}{j})
}

// jsonRow is a row as a JSON object, for encoding/json (appendRow writes
// the same bytes faster).
func jsonRow(r *score.Row, names score.Names) jsonDeal {
	j := jsonRowFields(r, names)
	j.Parts = map[string]jsonParts{"NS": jsonParts(r.Parts[0]), "EW": jsonParts(r.Parts[1])}
	return j
}

// jsonRowFields is jsonRow without its Parts.
func jsonRowFields(r *score.Row, names score.Names) jsonDeal {
	j := jsonDeal{
		Deal: r.Number, Dealer: r.Dealer.Letter(), AllPass: r.AllPass,
		Contract: r.ContractText(), Double: r.Double, Mode: r.Mode.String(), Value: r.Value,
		Multiplier: r.Multiplier, Points: figures(r.Points), Rounded: figures(r.Rounded),
		Tricks: figures(r.Tricks), Needed: r.Needed, Counted: r.Counted, Defenders: r.Defenders,
		Made: r.Made, Reason: r.Reason.String(), Capot: r.Capot.Code(), Solo: r.Solo,
		Belote: r.Belote.Code(), BelotePts: r.BelotePts, Announces: figures(r.Announces),
		Score: figures(r.Score), Total: figures(r.Total), Stopped: r.Stopped,
		StoppedBy: r.StoppedBy.Code(), StopLost: r.StopLost, Forced: r.Forced,
		AfterEnd: r.AfterEnd, Why: r.Why(),
	}
	if !r.AllPass {
		j.Declarer = r.Declarer.Letter()
		j.Team = notation.TeamCodes[r.Team]
		j.TeamName = names.Of(r.Team)
		j.Level, j.Strain = r.Contract.Level.Code(), r.Contract.Strain.Code()
	}
	return j
}
