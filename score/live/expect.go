package live

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sync"
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
// twice (a double tap) nor added over a deal entered elsewhere.
//
// AddAt calls Add itself, so the entry is judged and written by the same
// code as coinche add. The check and the write are serialised against
// every other AddAt and UndoAt of this process on the same file; against
// another process (coinche add in a shell) the check and the write are two
// steps under the file's lock, and a deal written by that process between
// them would come before this one (numbered after it).
func AddAt(path string, number int, entry []string, w io.Writer) error {
	mu := pathLock(path)
	mu.Lock()
	defer mu.Unlock()
	next, _, err := Next(path)
	if err != nil {
		return err
	}
	if next != number {
		return &MovedOnError{Path: path, Want: number, Next: next}
	}
	return Add(path, entry, w)
}

// UndoAt is Undo, but only if the last deal is deal number (that is, the
// next deal would be number+1): else a *MovedOnError and nothing written.
// A double tap on "undo" removes one deal, not two. Serialised as AddAt.
func UndoAt(path string, number int, w io.Writer) error {
	mu := pathLock(path)
	mu.Lock()
	defer mu.Unlock()
	next, _, err := Next(path)
	if err != nil {
		return err
	}
	if next != number+1 {
		return &MovedOnError{Path: path, Want: number + 1, Next: next}
	}
	return Undo(path, w)
}

// pathLocks holds one mutex per game file (by absolute, symlink-resolved
// path) for AddAt and UndoAt.
var pathLocks sync.Map

func pathLock(path string) *sync.Mutex {
	key := realPath(path)
	if abs, err := filepath.Abs(key); err == nil {
		key = abs
	}
	mu, _ := pathLocks.LoadOrStore(key, &sync.Mutex{})
	return mu.(*sync.Mutex)
}

// NextGameAt is NextGame, but only if the file holds games games (the
// caller saw the last one): else a *MovedOnError (Want and Next count
// games) and nothing written. Two phones asking for the next game, or a
// double tap, start one game. Serialised as AddAt.
func NextGameAt(path string, games int, w io.Writer) error {
	mu := pathLock(path)
	mu.Lock()
	defer mu.Unlock()
	var n int
	if err := read(path, func(st *state) error { n = len(st.games); return nil }); err != nil {
		return err
	}
	if n != games {
		return &MovedOnError{Path: path, Want: games, Next: n}
	}
	return NextGame(path, w)
}
