// Package render writes what package score computes, for people and for
// other programs: a game's sheet (Write, WriteGame) as a terminal table
// that fits 80 columns (TextWidth), Markdown, CSV (cells neutralised
// against spreadsheet formulas, CSVCell, unless RawCSV) or JSON lines;
// the same rows deal by deal as they are scored (RowWriter); one printable
// HTML page for several games with a chart of the running totals
// (WriteHTML, templates html.tmpl and html.css embedded); a tournament's
// standings in each format (WriteStandings). It computes no points: every
// figure comes from a score.Sheet or score.Standings. The helpers other
// packages' tables share are here too (NewTable, WriteTextTable,
// WrapText, MarkdownText). docs/scoring.md describes each format.
package render
