package live

import (
	"fmt"
	"io"
)

// WriteChange writes what a change did, as the command line and the table
// prompt show it: "added DEAL", "removed DEAL", "was DEAL" and "now
// DEAL", or "game N started: S deals first"; then, but for a game
// started, the last ShowDeals deals of the sheet with the totals, and who
// won once the game is over.
func WriteChange(w io.Writer, g *Game, ch Change) error {
	var err error
	switch ch.Kind {
	case Added:
		_, err = fmt.Fprintf(w, "added %s\n", ch.Text)
	case Removed:
		_, err = fmt.Fprintf(w, "removed %s\n", ch.Was)
	case Edited:
		_, err = fmt.Fprintf(w, "was %s\nnow %s\n", ch.Was, ch.Text)
	case GameStarted:
		_, err = fmt.Fprintf(w, "game %d started: %s deals first\n", ch.Number, ch.Dealer)
		return err
	case GameRemoved:
		_, err = fmt.Fprintf(w, "removed game %d, which had no deal yet\n", ch.Number)
	}
	if err != nil {
		return err
	}
	return WriteSheet(w, g, ShowDeals)
}

// WriteSheet writes the last n deals of the game's sheet (n <= 0: every
// deal) as a table that fits a phone's terminal, the totals and the
// target; then who won once the game is over, and with every deal where
// the game stands.
func WriteSheet(w io.Writer, g *Game, n int) error {
	s := g.Sheet()
	if s == nil {
		return fmt.Errorf("%s: the game cannot be read", g.store.Name())
	}
	return (&sheetView{sheet: s, names: g.Names()}).writeLast(w, n)
}
