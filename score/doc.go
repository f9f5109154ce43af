// Package score is the arithmetic of the game: it turns the outcome of a
// checked deal (rules.Outcome) into points under a ruleset's Scoring keys
// (Deal, DealWith: a DealScore), keeps a game's score sheet deal by deal
// under its Game keys (Sheet: running totals, target, winner, ResultLine),
// and counts games into a tournament's standings (Standings). It writes
// nothing: package score/render writes sheets and standings as a terminal
// table, Markdown, CSV, JSON and printable HTML from the data kept here
// (Sheet, Row, Names, GameInfo, SheetGame, Standings). docs/scoring.md
// gives each preset's figures and every choice made where a rule document
// is ambiguous.
package score
