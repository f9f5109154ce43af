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
type MovedOnError struct {
	Path       string
	Want, Next int
}

func (e *MovedOnError) Error() string {
	return fmt.Sprintf("%s: the game moved on: expected deal %d, the next deal is now %d; nothing written", e.Path, e.Want, e.Next)
}

func (e *MovedOnError) Unwrap() error { return ErrMovedOn }

// AddAt is Add, but only if the deal added would be deal number: else it
// returns a *MovedOnError (errors.Is ErrMovedOn) and writes nothing. A
// form that carries the deal number it was shown for is thus never added
// twice (a double tap) nor added over a deal entered elsewhere. The check
// is made under the file's lock, with the entry's judgement and the
// write, so it holds against every other writer, in this process or
// another (coinche add in a shell).
func AddAt(path string, number int, entry []string, w io.Writer) error {
	if number < 1 {
		return fmt.Errorf("%s: deal number %d: want 1 or more", path, number)
	}
	return addAt(path, number, entry, w)
}

// UndoAt is Undo, but only if the last deal is deal number (that is, the
// next deal would be number+1): else a *MovedOnError and nothing written.
// A double tap on "undo" removes one deal, not two. Checked under the
// lock, as AddAt.
func UndoAt(path string, number int, w io.Writer) error {
	if number < 1 {
		return fmt.Errorf("%s: deal number %d: want 1 or more", path, number)
	}
	return undoAt(path, number, w)
}

// NextGameAt is NextGame, but only if the file holds games games (the
// caller saw the last one): else a *MovedOnError (Want and Next count
// games) and nothing written. Two phones asking for the next game, or a
// double tap, start one game. Checked under the lock, as AddAt.
func NextGameAt(path string, games int, w io.Writer) error {
	if games < 1 {
		return fmt.Errorf("%s: %d games: want 1 or more", path, games)
	}
	return nextGameAt(path, games, w)
}
