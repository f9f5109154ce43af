package live

import (
	"errors"
	"fmt"

	"github.com/coinche/coinche/notation"
)

// appendGame appends a game header (text) after the last game of the
// file at path, under the lock.
func appendGame(path, text string) error {
	return update(path, func(src []byte) ([]byte, error) {
		games, err := notation.Parse(path, src)
		if err != nil {
			var list notation.ErrorList
			errors.As(err, &list)
			return nil, &BrokenError{Path: path, Why: whySyntax, Errs: list, Src: src}
		}
		if len(games) > 0 && len(games[len(games)-1].Deals) == 0 {
			return nil, &StateError{Name: path, Err: ErrNoDealYet}
		}
		return appendHeader(path, src, text, len(games))
	})
}

// ErrNoDealYet is returned by NextGame and New with Append when the last
// game of the file has no deal: a game header right after another would
// read as the same game's tags (docs/notation.md: a game is its tags,
// then its deals). Nothing is written.
var ErrNoDealYet = errors.New("the last game has no deal yet: enter a deal first, or change its tags with a text editor; not changed")

// appendHeader is src with the game header text after its last byte (a
// blank line between them), checked to read back as one more game.
func appendHeader(path string, src []byte, text string, games int) ([]byte, error) {
	at := trimSpaceBefore(src, len(src))
	sep := "\n\n"
	if at == 0 {
		sep = ""
	}
	next := splice(src, at, len(src), sep+text)
	got, err := notation.Parse(path, next)
	if err != nil || len(got) != games+1 {
		return nil, fmt.Errorf("internal error: the new game does not read back as game %d (%v); file left untouched", games+1, err)
	}
	return next, nil
}
