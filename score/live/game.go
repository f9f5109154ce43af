package live

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/coinche/coinche/internal/i18n"
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/stream"
)

// Game is one game file kept at a table, as a value: its text in a
// Store and what the judge (package score/stream, the pipeline of check
// and score) makes of its last game, the one being played. Add, Undo,
// Edit and Next change it, each judged before anything is stored: a
// refused change leaves the store and the Game as they were.
//
// A Game reads its store again only when the bytes there differ from the
// text it last saw (another writer: a second terminal, a shell's coinche
// add, another phone); an entry added to the text it knows is judged
// against the state the last deal left, in a time that does not depend on
// the game's length.
//
// A Game is not safe for concurrent use; the store's lock makes changes
// from several Games (several processes) safe.
type Game struct {
	store Store
	src   []byte // the text last seen in the store
	st    *state // what the judge makes of src; nil: read it again
}

// Change is what a change did, for a front end to draw: Kind says which
// change; Number is the deal's number (the game's, for GameStarted);
// Text the deal as written (Added, Edited: its line now), Was the deal
// as it was (Removed, Edited); Dealer the first dealer of a game started.
type Change struct {
	Kind   ChangeKind
	Number int
	Text   string
	Was    string
	Dealer notation.Seat
}

// ChangeKind says what a Change did.
type ChangeKind int

// The kinds of change.
const (
	Added       ChangeKind = iota + 1 // a deal appended (Add)
	Removed                           // the last deal removed (Undo)
	Edited                            // a deal replaced (Edit)
	GameStarted                       // a game header appended (Next)
	GameRemoved                       // an empty last game's header removed (Undo after Next)
)

// Open reads the game file in s and judges it. Errors: the store's (an
// error wrapping fs.ErrNotExist when it holds no game), a *BrokenError
// when the text has syntax errors or holds no game, a ruleset that does
// not load, or a last game that cannot be scored (its Start problems in
// a *BrokenError).
func Open(s Store) (*Game, error) {
	g := &Game{store: s}
	src, err := s.Read()
	if err != nil {
		return nil, err
	}
	if _, err := g.stateOf(src); err != nil {
		return nil, err
	}
	return g, nil
}

// Create writes a new game file in s with the header of opts and no deal
// (New's checks and tags), and opens it.
func Create(s Store, opts NewOptions) (*Game, error) {
	text, err := newHeader(s.Name(), rulesFSOf(s), opts)
	if err != nil {
		return nil, err
	}
	if err := s.Create([]byte(text)); err != nil {
		return nil, err
	}
	return Open(s)
}

// Store is where the game is kept.
func (g *Game) Store() Store { return g.store }

// Refresh reads the store again and reports whether its text changed
// since the Game last saw it (another writer); the Game then shows the
// new text.
func (g *Game) Refresh() (changed bool, err error) {
	src, err := g.store.Read()
	if err != nil {
		return false, err
	}
	if g.st != nil && bytes.Equal(src, g.src) {
		return false, nil
	}
	_, err = g.stateOf(src)
	return true, err
}

// stateOf is the state of src: the one the Game holds when src is the
// text it last saw, else src read and judged anew (and kept).
func (g *Game) stateOf(src []byte) (*state, error) {
	if g.st != nil && bytes.Equal(src, g.src) {
		return g.st, nil
	}
	st, err := load(g.store.Name(), rulesFSOf(g.store), src)
	if err != nil {
		g.st, g.src = nil, nil
		return nil, err
	}
	g.st, g.src = st, bytes.Clone(src)
	return st, nil
}

// placed is stateOf, with every deal's position in the text known (an
// incremental Add leaves the deal it added at the entry's positions).
func (g *Game) placed(src []byte) (*state, error) {
	st, err := g.stateOf(src)
	if err != nil || !st.appended {
		return st, err
	}
	g.st = nil
	return g.stateOf(src)
}

// change runs fn on the store's text and its state, under the store's
// lock, and stores the text fn returns; the Game then holds the state fn
// returns. fn leaves st as it found it when it returns an error (a
// refused entry judged on trial is taken back: Rewind); a change fn made
// that could not be stored leaves the Game to read the store again.
func (g *Game) change(exact bool, fn func(st *state, src []byte) ([]byte, *state, error)) error {
	var after *state
	var next []byte
	judged := false
	err := g.store.Update(func(cur []byte) ([]byte, error) {
		st, err := g.stateOf(cur)
		if exact && err == nil {
			st, err = g.placed(cur)
		}
		if err != nil {
			return nil, err
		}
		next, after, err = fn(st, cur)
		judged = err == nil
		return next, err
	})
	if err != nil {
		if judged {
			g.st = nil // judged, not stored: read the store again
		}
		return err
	}
	g.st, g.src = after, next
	return nil
}

// Add appends the summary deal of entry to the last game: the words of a
// quick entry (docs/notation.md), e.g. ["S", "100H", "X", "112",
// "belote", "NS"], ["E", "80S", "failed", "60"], ["N", "capot", "H",
// "made"] or ["pass"]. The deal is numbered after the last one and its
// dealer is the seat after the last dealer in the direction of play (the
// header's Dealer for the first deal; an all-pass deal passes the deal on
// too, unless bidding.all_pass = "same-dealer": 000 "Donne", 002, 004).
//
// The entry is judged as check and score would judge it at the end of the
// game; any problem returns an *EntryError, positions at the words of the
// entry as typed. A game already won returns a *GameOverError (errors.Is
// ErrGameOver), a game with problems a *GameProblemsError. Nothing is
// stored then.
//
// Comments in the entry ("# …", "{ … }") stay at the end of the deal's
// line. A capot, match or générale "made" without points is recorded with
// the declaring team taking every trick ("capot NS").
func (g *Game) Add(entry []string) (Change, error) { return g.addAt(0, entry) }

// AddAt is Add, but only if the deal added would be deal number: else a
// *MovedOnError (errors.Is ErrMovedOn) and nothing stored. A form that
// carries the deal number it was shown for is thus never added twice (a
// double tap) nor over a deal entered elsewhere; the check is made under
// the store's lock.
func (g *Game) AddAt(number int, entry []string) (Change, error) {
	if number < 1 {
		return Change{}, fmt.Errorf("%s: deal number %d: want 1 or more", g.store.Name(), number)
	}
	return g.addAt(number, entry)
}

func (g *Game) addAt(number int, entry []string) (Change, error) {
	var ch Change
	err := g.change(false, func(st *state, src []byte) ([]byte, *state, error) {
		next, c, err := st.add(src, number, entry)
		ch = c
		return next, st, err
	})
	return ch, err
}

// add judges entry as the next deal of st's game and appends it to src,
// updating st in place (the caller reads the store again on an error).
func (st *state) add(src []byte, number int, entry []string) ([]byte, Change, error) {
	deals := st.game.Deals
	if next := nextNumber(deals); number > 0 && next != number {
		return nil, Change{}, &MovedOnError{Path: st.path, Want: number, Next: next}
	}
	if won := st.view().winner(); won != "" {
		return nil, Change{}, &GameOverError{Name: st.path, Result: won, result: resultText(st.view().sheet, st.view().names)}
	}
	if errs := st.problems(); len(errs) > 0 {
		// A deal added to a game score refuses would be lost from the
		// sheet: the game is put right first.
		return nil, Change{}, &GameProblemsError{Path: st.path, Errs: errs, src: src}
	}
	d, err := st.entryDeal(entry, nextNumber(deals), st.nextDealer(deals))
	if err != nil {
		return nil, Change{}, err
	}
	text, err := dealText(d)
	if err != nil {
		return nil, Change{}, err
	}
	// After the last non-space byte: the last deal, the header, or
	// comments after them, which then belong to the new deal
	// (Notes.Before), written on the lines above it.
	at := trimSpaceBefore(src, len(src))
	sep, want := "\n\n", text
	if tr := st.game.Trailer; len(tr) > 0 {
		sep = "\n"
		withNotes := *d
		withNotes.Notes.Before = tr
		if want, err = dealText(&withNotes); err != nil {
			return nil, Change{}, err
		}
	} else if at == 0 {
		sep = ""
	}
	if err := readsBack(st.path, want); err != nil {
		return nil, Change{}, err
	}
	jg := st.judged.Last()
	mark := jg.Mark()
	if dl := jg.Next(d); len(dl.Errs) > 0 {
		jg.Rewind(mark)
		return nil, Change{}, typedEntryError(entry, dl.Errs)
	}
	next := splice(src, at, len(src), sep+text+"\n")
	st.game.Deals = append(st.game.Deals, d)
	st.game.Trailer = nil
	st.src, st.appended = next, true
	return next, Change{Kind: Added, Number: d.Number, Text: text}, nil
}

// typedEntryError is the *EntryError of the problems the judge found in
// the deal of entry, at the words of the entry as typed.
func typedEntryError(entry []string, errs notation.ErrorList) *EntryError {
	line := strings.Join(entry, " ")
	ee := &EntryError{Line: line, Entry: line}
	for _, e := range errs {
		c := *e
		c.File = EntryFile
		if c.Pos.Line != 1 {
			c.Pos, c.End = notation.Pos{Line: 1, Col: 1}, notation.Pos{}
		}
		ee.Errs = append(ee.Errs, &c)
	}
	ee.Errs.Sort()
	return ee
}

// readsBack checks that the text of a deal reads back as itself: one
// deal, printing as text. It guards the file against a printer and a
// parser that disagree.
func readsBack(name, text string) error {
	games, err := notation.Parse(name, []byte(text+"\n"))
	if err != nil || len(games) != 1 || len(games[0].Deals) != 1 {
		return fmt.Errorf("internal error: the new deal does not read back (%v); not changed", err)
	}
	got, err := dealText(games[0].Deals[0])
	if err != nil || got != text {
		return fmt.Errorf("internal error: the new deal reads back as %q, want %q; not changed", got, text)
	}
	return nil
}

// Undo removes the last deal of the last game: its bytes, from its keyword
// to the end of its last line (comments on those lines included), with
// the white space before them; the comments on the lines above it and
// everything else stay byte for byte, so Undo gives back the text as it
// was before Add. Right after Next (a last game with no deal, after
// another game), Undo removes that game's header. Errors: ErrNoDeal when
// there is nothing to undo.
func (g *Game) Undo() (Change, error) { return g.undoAt(0) }

// UndoAt is Undo, but only if the last deal is deal number (the next deal
// would be number+1): else a *MovedOnError and nothing stored. A double
// tap on "undo" removes one deal, not two.
func (g *Game) UndoAt(number int) (Change, error) {
	if number < 1 {
		return Change{}, fmt.Errorf("%s: deal number %d: want 1 or more", g.store.Name(), number)
	}
	return g.undoAt(number)
}

func (g *Game) undoAt(number int) (Change, error) {
	var ch Change
	err := g.change(true, func(st *state, src []byte) ([]byte, *state, error) {
		deals := st.game.Deals
		if next := nextNumber(deals); number > 0 && next != number+1 {
			return nil, nil, &MovedOnError{Path: st.path, Want: number + 1, Next: next}
		}
		if len(deals) == 0 {
			if number == 0 && len(st.games) > 1 {
				return st.removeHeader(src, &ch)
			}
			return nil, nil, &StateError{Name: st.path, Err: ErrNoDeal}
		}
		d := deals[len(deals)-1]
		start, end := shownStart(d), d.End.Offset
		if start < 0 || end > len(src) || start >= end {
			return nil, nil, fmt.Errorf("%s: deal %d has no byte range to remove", st.path, d.Number)
		}
		next := splice(src, trimSpaceBefore(src, start), end, "")
		if len(next) > 0 && next[len(next)-1] != '\n' {
			next = append(next, '\n')
		}
		after, err := st.rejudge(next)
		if err != nil {
			return nil, nil, err
		}
		ch = Change{Kind: Removed, Number: d.Number, Was: shown(src[start:end])}
		return next, after, nil
	})
	return ch, err
}

// removeHeader removes the last game's header (a game with no deal, after
// another game): the text Next appended.
func (st *state) removeHeader(src []byte, ch *Change) ([]byte, *state, error) {
	start := st.game.Pos.Offset
	if start <= 0 || start > len(src) {
		return nil, nil, &StateError{Name: st.path, Err: ErrNoDeal}
	}
	next := splice(src, trimSpaceBefore(src, start), len(src), "\n")
	after, err := st.rejudge(next)
	if err != nil {
		return nil, nil, err
	}
	*ch = Change{Kind: GameRemoved, Number: len(st.games)}
	return next, after, nil
}

// Edit replaces deal n (its number as written, else its rank in the game)
// of the last game with the summary deal of entry, keeping the deal's
// number and dealer. rev, when not "", is the Revision the edit was made
// on: if the text changed since, a *MovedOnError (errors.Is ErrMovedOn)
// and nothing stored, so that two phones correcting one deal never lose
// one correction silently. The entry is judged as Add's is (an
// *EntryError). The deal's bytes are replaced by its canonical text; its
// comments are kept (those above it stay above it, the others go to the
// end of its line), and the rest of the text stays byte for byte. A result
// or a "won" written on the old deal is dropped: it was the old
// contract's. An edit that would leave deals after the end of the game
// (the game now won before its last deal) is refused as Add would refuse
// them (a *GameOverError). A full record (hands, calls, tricks) is
// never replaced by a summary: a *FullRecordError.
func (g *Game) Edit(n int, entry []string, rev string) (Change, error) {
	var ch Change
	err := g.change(true, func(st *state, src []byte) ([]byte, *state, error) {
		if rev != "" && rev != revisionOf(src) {
			return nil, nil, &MovedOnError{Path: st.path, Revision: true}
		}
		next, after, c, err := st.edit(src, n, entry)
		ch = c
		return next, after, err
	})
	return ch, err
}

// edit is Edit on st.
func (st *state) edit(src []byte, n int, entry []string) ([]byte, *state, Change, error) {
	deals := st.game.Deals
	i := findDeal(deals, n)
	if i < 0 {
		return nil, nil, Change{}, fmt.Errorf("%s: no deal %d (the game has %s)", st.path, n, dealRange(deals))
	}
	old := deals[i]
	if old.Summary == nil {
		return nil, nil, Change{}, &FullRecordError{Path: st.path, Number: n}
	}
	dealer := old.Dealer
	if dealer == notation.NoSeat {
		dealer = st.nextDealer(deals[:i])
	}
	number := old.Number
	if number == 0 {
		number = i + 1
	}
	d, err := st.entryDeal(entry, number, dealer)
	if err != nil {
		return nil, nil, Change{}, err
	}
	d.Notes = dealNotes(old, d.Notes.After)
	text, err := dealText(d)
	if err != nil {
		return nil, nil, Change{}, err
	}
	start, end := old.Pos.Offset, old.End.Offset
	if start < 0 || end > len(src) || start >= end {
		return nil, nil, Change{}, fmt.Errorf("%s: deal %d has no byte range to replace", st.path, n)
	}
	next := splice(src, start, end, text)
	if err := st.verify(next, i, text); err != nil {
		return nil, nil, Change{}, err
	}
	// The deal keeps its number and dealer as written: whether they
	// follow the previous deal is not the entry's business, so a problem
	// of theirs it already had is not the edit's either.
	after, err := st.judgeChange(next, i, entry, "deal/number", "deal/dealer")
	if err != nil {
		return nil, nil, Change{}, err
	}
	if err := st.afterEnd(after, i); err != nil {
		return nil, nil, Change{}, err
	}
	line := text[strings.LastIndexByte(text, '\n')+1:] // the deal's line, without the comments above
	return next, after, Change{Kind: Edited, Number: number, Text: line, Was: shown(src[shownStart(old):end])}, nil
}

// afterEnd refuses an edit of deal i that puts a later deal after the end
// of the game, which it was not before: Add would have refused that deal.
func (st *state) afterEnd(after *state, i int) error {
	before, now := st.view().sheet.Rows(), after.view().sheet.Rows()
	for k := i + 1; k < len(now); k++ {
		if now[k].AfterEnd && (k >= len(before) || !before[k].AfterEnd) {
			_, why := after.view().sheet.Winner()
			return &GameOverError{Name: st.path, Result: why, Edit: true, Deal: now[k].Number,
				result: resultText(after.view().sheet, after.view().names)}
		}
	}
	return nil
}

// Next appends the next game of the same table: a new header with the
// last game's tags (Event, Site, Date, Rules, Target, NS, EW and any
// other), its first dealer the seat that would have dealt next, and no
// deal. The last game must be over (ErrNotOver) unless force; it must
// have a deal (ErrNoDealYet: a header right after another would read as
// the same game's tags). games, when > 0, is the number of games the
// caller saw: if the text holds another number, a *MovedOnError (Want and
// Next count games): two phones asking for the next game start one.
func (g *Game) Next(games int, force bool) (Change, error) {
	var ch Change
	err := g.change(true, func(st *state, src []byte) ([]byte, *state, error) {
		if games > 0 && len(st.games) != games {
			return nil, nil, &MovedOnError{Path: st.path, Want: games, Next: len(st.games), Games: true}
		}
		if len(st.game.Deals) == 0 {
			return nil, nil, &StateError{Name: st.path, Err: ErrNoDealYet}
		}
		if !force && !st.view().sheet.Over() {
			return nil, nil, &StateError{Name: st.path, Err: ErrNotOver, Standing: score.ResultLine(st.view().sheet, st.view().names), sheet: st.view().sheet, names: st.view().names}
		}
		hdr := &notation.Game{}
		for _, t := range st.game.Tags {
			if t.Name != tagDealer {
				hdr.Tags = append(hdr.Tags, notation.Tag{Name: t.Name, Value: t.Value})
			}
		}
		first := st.nextDealer(st.game.Deals)
		hdr.Tags = append(hdr.Tags, notation.Tag{Name: tagDealer, Value: first.String()})
		text, err := headerText(hdr)
		if err != nil {
			return nil, nil, err
		}
		next, err := appendHeader(st.path, src, text, len(st.games))
		if err != nil {
			return nil, nil, err
		}
		after, err := st.rejudge(next)
		if err != nil {
			return nil, nil, err
		}
		ch = Change{Kind: GameStarted, Number: len(st.games) + 1, Dealer: first}
		return next, after, nil
	})
	return ch, err
}

// Text is the game file's text as the Game last saw it.
func (g *Game) Text() []byte { return g.src }

// Revision names the text the Game last saw: two texts with the same
// revision are the same bytes (a 64-bit FNV-1a hash, in hexadecimal). A
// page carries it to Edit.
func (g *Game) Revision() string { return revisionOf(g.src) }

func revisionOf(src []byte) string {
	h := fnv.New64a()
	h.Write(src)
	return strconv.FormatUint(h.Sum64(), 16)
}

// cur is the state the Game holds; Open and every change leave one, a
// failed change none until the store is read again.
func (g *Game) cur() *state {
	if g.st == nil {
		if src, err := g.store.Read(); err == nil {
			g.stateOf(src)
		}
	}
	return g.st
}

// Sheet is the last game's score sheet: every deal's row, the totals, the
// target and the winner (points). Nil only when the store cannot be read
// after a failed change.
func (g *Game) Sheet() *score.Sheet {
	if st := g.cur(); st != nil {
		return st.judged.Last().Sheet
	}
	return nil
}

// Names are the last game's team names (NS and EW tags, or the defaults).
func (g *Game) Names() score.Names {
	if st := g.cur(); st != nil {
		return st.judged.Last().Names
	}
	return score.DefaultNames
}

// Header is the last game's header: its tags.
func (g *Game) Header() *notation.Game {
	if st := g.cur(); st != nil {
		return st.game
	}
	return &notation.Game{}
}

// Ruleset is the last game's ruleset.
func (g *Game) Ruleset() *rules.Ruleset {
	if st := g.cur(); st != nil {
		return st.rs
	}
	return nil
}

// Games is the number of games in the file.
func (g *Game) Games() int {
	if st := g.cur(); st != nil {
		return len(st.games)
	}
	return 0
}

// Winner is the team that won the last game and why ("Winner: Alice /
// Chloé — reached 2000 (2030 to 1710)"); notation.NoTeam and "" while it
// goes on.
func (g *Game) Winner() (notation.Team, string) {
	s := g.Sheet()
	if s == nil || !s.Over() {
		return notation.NoTeam, ""
	}
	team, _ := s.Winner()
	return team, score.ResultLine(s, g.Names())
}

// NextDeal is the number and the dealer of the next deal (what Add would
// give them).
func (g *Game) NextDeal() (number int, dealer notation.Seat) {
	st := g.cur()
	if st == nil {
		return 0, notation.NoSeat
	}
	return nextNumber(st.game.Deals), st.nextDealer(st.game.Deals)
}

// Problems are the last game's problems that make score refuse it
// (warnings left out), at their places in Text.
func (g *Game) Problems() notation.ErrorList {
	if st := g.cur(); st != nil {
		return st.problems()
	}
	return nil
}

// Errors of the game-keeping API. Each is returned wrapped with the
// store's name; test with errors.Is.
var (
	// ErrNoDeal: Undo on a game with no deal (and no game before it).
	ErrNoDeal = errors.New("no deal to undo")
	// ErrNotOver: Next on a game that is not over, without force.
	ErrNotOver = errors.New("the game is not over")
)

// StateError is a change refused for the state the game is in: Err is
// ErrNoDeal (Undo), ErrNoDealYet or ErrNotOver (Next); Standing, for
// ErrNotOver, where the game stands ("Game in progress: …"). It wraps Err.
type StateError struct {
	Name     string
	Err      error
	Standing string
	sheet    *score.Sheet
	names    score.Names
}

func (e *StateError) Error() string {
	if e.Standing != "" {
		return fmt.Sprintf("%s: %v (%s)", e.Name, e.Err, e.Standing)
	}
	return fmt.Sprintf("%s: %v", e.Name, e.Err)
}

func (e *StateError) Unwrap() error { return e.Err }

// GameOverError is a deal refused because the game already has a winner
// (Add), or an edit that would leave deal Deal after the game's end
// (Edit). Result says who won and why. It wraps ErrGameOver.
type GameOverError struct {
	Name   string
	Result string
	Edit   bool
	Deal   int
	result i18n.Text // Result in every language (ErrorText)
}

// resultIn is Result in l: the sheet's result line as the language
// writes it (score.ResultLineIn); Result itself in English, or when the
// error was made without a sheet.
func (e *GameOverError) resultIn(l i18n.Lang) string {
	if e.result == nil || l == i18n.English {
		return e.Result
	}
	return e.result.In(l)
}

// resultText is the result line of sheet in every language, written now
// (the sheet changes after the error is made).
func resultText(sheet *score.Sheet, names score.Names) i18n.Text {
	return i18n.PerLang(func(l i18n.Lang) string { return score.ResultLineIn(sheet, names, l) })
}

func (e *GameOverError) Error() string {
	if e.Edit {
		return fmt.Sprintf("%s: with this correction the game ends before deal %d (%s), which would then be after the end: not changed", e.Name, e.Deal, e.Result)
	}
	return fmt.Sprintf("%s: %v (%s); not changed", e.Name, ErrGameOver, e.Result)
}

func (e *GameOverError) Unwrap() error { return ErrGameOver }

// FullRecordError is an edit of a deal recorded in full (hands, calls,
// tricks): a one-line entry would throw them away, so it is refused.
type FullRecordError struct {
	Path   string
	Number int
}

func (e *FullRecordError) Error() string {
	return fmt.Sprintf("%s: deal %d is recorded in full (hands, calls, tricks): an entry would replace them with one line; correct it in the file's text", e.Path, e.Number)
}

// Judgement is what the judge makes of every game of the file (sheets,
// problems), as check and score would: the last game's state after every
// change. It is the Game's own, valid until its next change: a caller that
// keeps it across changes copies what it needs.
func (g *Game) Judgement() *stream.Judgement {
	if st := g.cur(); st != nil {
		return st.judged
	}
	return nil
}
