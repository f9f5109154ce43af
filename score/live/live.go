// Package live keeps the score of a game at the table: it creates a game
// file (New), appends one summary deal per entry (Add), takes the last one
// back (Undo), corrects one (Edit), and runs an interactive prompt for all
// of these (Table). The game file stays the plain-text notation of
// docs/notation.md, so it can be read, edited, checked and scored like any
// other; every change is durable and atomic (see durable.go).
package live
