package live

import (
	"errors"
	"fmt"
	"io"
)

// ErrMovedOn is returned (wrapped in a *MovedOnError) by AddAt and UndoAt
// when the game is not where the caller expected it: another phone, a
// double tap or a shell changed it first. Nothing was written.
var ErrMovedOn = errors.New("the game moved on")

// MovedOnError says where the game is: Want is the deal number the caller
// expected (the next deal for AddAt, the last deal for UndoAt), Next the
// number the next deal would have now. It wraps ErrMovedOn.
// With Games, Want and Next count games (Next); with Revision, the text
// is not the revision an edit was made on (Edit), and Want and Next are 0.
type MovedOnError struct {
	Path       string
	Want, Next int
	Games      bool
	Revision   bool
}

func (e *MovedOnError) Error() string {
	switch {
	case e.Revision:
		return fmt.Sprintf("%s: the game moved on: it changed since this correction was made; nothing written", e.Path)
	case e.Games:
		return fmt.Sprintf("%s: the game moved on: expected %d games, the file now has %d; nothing written", e.Path, e.Want, e.Next)
	}
	return fmt.Sprintf("%s: the game moved on: expected deal %d, the next deal is now %d; nothing written", e.Path, e.Want, e.Next)
}

func (e *MovedOnError) Unwrap() error { return ErrMovedOn }

// AddAt is Add, but only if the deal added would be deal number
// (Game.AddAt): else a *MovedOnError and nothing written.
func AddAt(path string, number int, entry []string, w io.Writer) error {
	return onFile(path, w, func(g *Game) (Change, error) { return g.AddAt(number, entry) })
}

// UndoAt is Undo, but only if the last deal is deal number (Game.UndoAt).
func UndoAt(path string, number int, w io.Writer) error {
	return onFile(path, w, func(g *Game) (Change, error) { return g.UndoAt(number) })
}

// NextGameAt is NextGame (forced), but only if the file holds games games
// (Game.Next): two phones asking for the next game, or a double tap,
// start one game.
func NextGameAt(path string, games int, w io.Writer) error {
	if games < 1 {
		return fmt.Errorf("%s: %d games: want 1 or more", path, games)
	}
	return onFile(path, w, func(g *Game) (Change, error) { return g.Next(games, true) })
}
