package live

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/coinche/coinche/internal/atomicfile"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation/diag"
	"github.com/coinche/coinche/score"
)

// WriteChange is WriteChangeIn in English.
func WriteChange(w io.Writer, g *Game, ch Change) error { return WriteChangeIn(w, g, ch, i18n.English) }

// WriteChangeIn writes what a change did, as the command line and the
// table prompt show it, in language l: "added DEAL", "removed DEAL", "was
// DEAL" and "now DEAL", or "game N started: S deals first"; then, but for
// a game started, the last ShowDeals deals of the sheet with the totals,
// and who won once the game is over. DEAL is the deal's line in the
// notation, which is the same in every language.
func WriteChangeIn(w io.Writer, g *Game, ch Change, l i18n.Lang) error {
	var err error
	switch ch.Kind {
	case Added:
		_, err = fmt.Fprintln(w, l.T(i18n.LiveAdded, ch.Text))
	case Removed:
		_, err = fmt.Fprintln(w, l.T(i18n.LiveRemoved, ch.Was))
	case Edited:
		_, err = fmt.Fprintf(w, "%s\n%s\n", l.T(i18n.LiveWas, ch.Was), l.T(i18n.LiveNow, ch.Text))
	case GameStarted:
		_, err = fmt.Fprintln(w, l.T(i18n.LiveStarted, ch.Number, ch.Dealer.String()))
		return err
	case GameRemoved:
		_, err = fmt.Fprintln(w, l.T(i18n.LiveGameRemoved, ch.Number))
	}
	if err != nil {
		return err
	}
	return WriteSheetIn(w, g, ShowDeals, l)
}

// WriteSheet is WriteSheetIn in English.
func WriteSheet(w io.Writer, g *Game, n int) error { return WriteSheetIn(w, g, n, i18n.English) }

// WriteSheetIn writes the last n deals of the game's sheet (n <= 0: every
// deal) as a table that fits a phone's terminal, the totals and the
// target; then who won once the game is over, and with every deal where
// the game stands; in language l. Errors: the game cannot be read; w's;
// in a js/wasm build always, as it has no terminal table (sheettable.go).
func WriteSheetIn(w io.Writer, g *Game, n int, l i18n.Lang) error {
	s := g.Sheet()
	if s == nil {
		return fmt.Errorf("%s: the game cannot be read", g.store.Name())
	}
	return (&sheetView{sheet: s, names: g.Names()}).writeLast(w, n, l)
}

// ErrorText is how the terminal front ends (coinche add, undo, edit, next
// and the table prompt) show an error of this package, in language l: an
// entry's problems compiler-style with a caret under the word typed, then
// that the file is unchanged; the other refusals in a sentence naming the
// file. An error of another kind is its own text.
func ErrorText(err error, l i18n.Lang) string {
	var entry *EntryError
	var over *GameOverError
	var moved *MovedOnError
	var full *FullRecordError
	var problems *GameProblemsError
	var broken *BrokenError
	var state *StateError
	var exists *ExistsError
	switch {
	case errors.As(err, &entry):
		return entry.text(l)
	case errors.As(err, &over) && over.Edit:
		return l.T(i18n.LiveEditAfterEnd, over.Name, over.Deal, over.resultIn(l))
	case errors.As(err, &over):
		return l.T(i18n.LiveGameOver, over.Name, over.resultIn(l))
	case errors.As(err, &moved) && moved.Revision:
		return l.T(i18n.LiveMovedRevision, moved.Path)
	case errors.As(err, &moved) && moved.Games:
		return l.T(i18n.LiveMovedGames, moved.Path, moved.Want, moved.Next)
	case errors.As(err, &moved):
		return l.T(i18n.LiveMovedDeal, moved.Path, moved.Want, moved.Next)
	case errors.As(err, &full):
		return l.T(i18n.LiveFullRecord, full.Path, full.Number)
	case errors.As(err, &problems):
		return problems.text(l)
	case errors.As(err, &broken):
		return broken.text(l)
	case errors.As(err, &state):
		return state.text(l)
	case errors.As(err, &exists):
		return l.T(i18n.LiveExists, exists.Path)
	}
	return fileErrorIn(err, l)
}

// fileErrorIn is err's message with the durable write's error in it (a
// file not changed, a lock held: atomicfile) said in l.
func fileErrorIn(err error, l i18n.Lang) string {
	var lock *atomicfile.LockError
	var file *atomicfile.Error
	switch {
	case errors.As(err, &lock):
		return strings.Replace(err.Error(), lock.Error(), lock.In(l), 1)
	case errors.As(err, &file):
		return strings.Replace(err.Error(), file.Error(), file.In(l), 1)
	}
	return err.Error()
}

func (e *StateError) text(l i18n.Lang) string {
	switch e.Err {
	case ErrNotOver:
		standing := e.Standing
		if e.sheet != nil {
			standing = score.ResultLineIn(e.sheet, e.names, l)
		}
		return l.T(i18n.LiveNotOver, e.Name, standing)
	case ErrNoDeal:
		return l.T(i18n.LiveNoDeal, e.Name)
	case ErrNoDealYet:
		return l.T(i18n.LiveNoDealYet, e.Name)
	}
	return e.Error()
}

// text is the entry's problems compiler-style in language l, then that
// nothing was written.
func (e *EntryError) text(l i18n.Lang) string {
	var b strings.Builder
	src := map[string][]byte{EntryFile: []byte(e.Line)}
	if e.file != nil {
		src[e.name] = e.file
	}
	diag.WriteIn(&b, e.Errs, diag.TTY, diag.SourceLines(src), l)
	if e.Entry != "" {
		b.WriteString(l.T(i18n.EntryRefused, e.Entry))
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}

func (e *GameProblemsError) text(l i18n.Lang) string {
	var b strings.Builder
	diag.WriteIn(&b, e.Errs, diag.TTY, diag.SourceLines(map[string][]byte{e.Path: e.src}), l)
	b.WriteString(l.T(i18n.LiveProblems, e.Path, len(e.Errs)))
	return b.String()
}

func (e *BrokenError) text(l i18n.Lang) string {
	var b strings.Builder
	if len(e.Errs) > 0 {
		diag.WriteIn(&b, e.Errs, diag.TTY, diag.SourceLines(map[string][]byte{e.Path: e.Src}), l)
	}
	why := e.Why
	switch e.Why {
	case whySyntax:
		why = l.T(i18n.LiveBrokenSyntax)
	case whyNoGame:
		why = l.T(i18n.LiveBrokenNoGame)
	case whyScore:
		why = l.T(i18n.LiveBrokenScore)
	}
	b.WriteString(l.T(i18n.LiveBroken, e.Path, why))
	return b.String()
}

// The reasons of a BrokenError.
const (
	whySyntax = "fix the file's syntax first"
	whyNoGame = "no game header"
	whyScore  = "the last game cannot be scored"
)
