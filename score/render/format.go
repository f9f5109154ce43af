package render

import (
	"fmt"
	"slices"
	"strings"
)

// Format is how a sheet, the standings, a deal review or a season is
// written: one of the constants below, whose text is its name on the
// command line (--format). Each writer lists the formats it takes
// (Formats, StandingsFormats, analyze.Formats, analyze.SeasonFormats), and
// ParseFormat reads a name against such a list, so that the writers
// compare with the constants only.
type Format string

// The formats.
const (
	Table    Format = "table"    // terminal tables, 80 columns
	Text     Format = "text"     // lines and terminal tables: a deal review (package analyze)
	Markdown Format = "markdown" // GitHub tables, every text escaped
	CSV      Format = "csv"      // comma-separated values, cells a spreadsheet would run neutralised (CSVCell)
	JSON     Format = "json"     // JSON: lines, one object per row, where the rows stream
	HTML     Format = "html"     // one self-contained printable page
)

// aliases are the other names ParseFormat reads, each for a format of the
// list it reads against: "md" for Markdown, "text" for Table (analyze's
// season takes either).
var aliases = map[string]Format{"md": Markdown, "text": Table}

// ParseFormat reads a --format name among the formats of list: a
// format's name, or an alias ("md": Markdown; "text": Table where the list
// has no Text). Error: an unknown name, naming the list ("unknown format
// "yaml": want table, markdown, csv, json").
func ParseFormat(name string, list []Format) (Format, error) {
	if f := Format(name); slices.Contains(list, f) {
		return f, nil
	}
	if f, ok := aliases[name]; ok && slices.Contains(list, f) {
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q: want %s", name, strings.Join(FormatNames(list), ", "))
}

// FormatNames are the names of the formats of list, in its order (the
// values shell completion offers after --format).
func FormatNames(list []Format) []string {
	names := make([]string, len(list))
	for i, f := range list {
		names[i] = string(f)
	}
	return names
}

// Streams reports whether a sheet in format f is written deal by deal, by
// a RowWriter: CSV and JSON.
func Streams(f Format) bool { return f == CSV || f == JSON }
