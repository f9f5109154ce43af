package live

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/coinche/coinche/notation"
)

// NextGame appends to the file at path the next game of the same table:
// a new header with the last game's tags (Event, Site, Date, Rules,
// Target, NS, EW and any other), its first dealer the seat that would
// have dealt next in the last game, and no deal. The last game need not
// be over. w gets a line naming the new game. The file keeps every byte
// it had; the game is judged as a new game by check and score (a game
// header starts a new game: docs/notation.md).
func NextGame(path string, w io.Writer) error {
	return nextGameAt(path, 0, w)
}

// nextGameAt is NextGame; with games > 0, only if the file holds games
// games (NextGameAt), checked under the lock.
func nextGameAt(path string, games int, w io.Writer) error {
	var out bytes.Buffer
	err := update(path, func(src []byte) ([]byte, error) {
		st, err := load(path, src)
		if err != nil {
			return nil, err
		}
		if games > 0 && len(st.games) != games {
			return nil, &MovedOnError{Path: path, Want: games, Next: len(st.games)}
		}
		g := &notation.Game{}
		for _, t := range st.game.Tags {
			if t.Name != tagDealer {
				g.Tags = append(g.Tags, notation.Tag{Name: t.Name, Value: t.Value})
			}
		}
		first := st.nextDealer(st.game.Deals)
		g.Tags = append(g.Tags, notation.Tag{Name: tagDealer, Value: first.String()})
		text, err := headerText(g)
		if err != nil {
			return nil, err
		}
		if len(st.game.Deals) == 0 {
			return nil, fmt.Errorf("%s: %w", path, ErrNoDealYet)
		}
		next, err := appendHeader(path, src, text, len(st.games))
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&out, "game %s started: %s deals first\n", strconv.Itoa(len(st.games)+1), first.String())
		return next, nil
	})
	if err != nil {
		return err
	}
	return report(path, w, out.Bytes())
}

// appendGame appends a game header (text) after the last game of the
// file at path, under the lock.
func appendGame(path, text string, w io.Writer) error {
	return update(path, func(src []byte) ([]byte, error) {
		games, err := notation.Parse(path, src)
		if err != nil {
			return nil, fmt.Errorf("%w\n%s: fix the file first (coinche check, coinche fmt)", err, path)
		}
		if len(games) > 0 && len(games[len(games)-1].Deals) == 0 {
			return nil, fmt.Errorf("%s: %w", path, ErrNoDealYet)
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
