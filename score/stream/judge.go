package stream

import (
	"bytes"
	"fmt"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
	"io/fs"

	"github.com/coinche/coinche/notation"
)

// Judgement is what `coinche check` and `coinche score` make of one file:
// every game with its score sheet (every row kept) and its problems,
// game by game and deal by deal. It is the one judge of the table
// workflow (package live) and of any front end that writes a game file:
// a file whose Judgement has no problem checks clean (`check` exits 0)
// and scores (`score` prints its sheets), because both commands run this
// same pipeline (Run) over it.
type Judgement struct {
	Games []*JudgedGame
	// Stray holds syntax errors met outside any game (before the first
	// header).
	Stray notation.ErrorList
}

// JudgedGame is one game of a Judgement.
type JudgedGame struct {
	// Game is the game as the pipeline left it at its end: Header,
	// Ruleset, Sheet (with every row; nil without a usable ruleset),
	// Names.
	*Game
	// Start holds the problems found at the game's start: its Rules
	// tag's ruleset, a bad Target or Scoring tag.
	Start notation.ErrorList
	// Deals holds each deal's problems, in the order of the deals
	// (Deals[i] for the game's i-th deal, nil when it has none).
	Deals []notation.ErrorList
	// Between holds syntax errors read between deals (not part of any).
	Between notation.ErrorList
}

// Problems counts the game's problems of every kind.
func (g *JudgedGame) Problems() int {
	n := len(g.Start) + len(g.Between)
	for _, d := range g.Deals {
		n += len(d)
	}
	return n
}

// All returns every problem of the game, sorted by position.
func (g *JudgedGame) All() notation.ErrorList {
	all := append(append(notation.ErrorList{}, g.Start...), g.Between...)
	for _, d := range g.Deals {
		all = append(all, d...)
	}
	all.Sort()
	return all
}

// Problems counts the problems of every game and the stray ones.
func (j *Judgement) Problems() int {
	n := len(j.Stray)
	for _, g := range j.Games {
		n += g.Problems()
	}
	return n
}

// Last is the file's last game, the one a table is playing; nil when the
// file has no game.
func (j *Judgement) Last() *JudgedGame {
	if len(j.Games) == 0 {
		return nil
	}
	return j.Games[len(j.Games)-1]
}

// Judge runs the pipeline of `check` and `score` (Run, with every sheet's
// rows kept) over src, named filename in positions; a game's Rules tag is
// resolved relative to filename, as for a file on disk. The error is
// non-nil only when the pipeline itself fails (it never does on bytes in
// memory but for a broken handler); problems in the games are in the
// Judgement.
func Judge(src []byte, filename string) (*Judgement, error) { return JudgeFS(src, filename, nil) }

// JudgeFS is Judge with the rulesets the games' Rules tags name read from
// rulesFS (Options.RulesFS); nil is the disk, as Judge.
func JudgeFS(src []byte, filename string, rulesFS fs.FS) (*Judgement, error) {
	j := &Judgement{}
	if err := Run(bytes.NewReader(src), filename, Options{Rows: true, RulesFS: rulesFS}, (*judgeHandler)(j)); err != nil {
		return nil, fmt.Errorf("%s: %w", filename, err)
	}
	return j, nil
}

// judgeHandler gathers a Judgement.
type judgeHandler Judgement

func (h *judgeHandler) StartGame(g *Game, errs notation.ErrorList) error {
	h.Games = append(h.Games, &JudgedGame{Game: g, Start: append(notation.ErrorList(nil), errs...)})
	return nil
}

func (h *judgeHandler) Deal(d *Deal) error {
	errs := append(notation.ErrorList(nil), d.Errs...)
	if len(h.Games) == 0 || d.Game != h.Games[len(h.Games)-1].Game {
		// A syntax error before any game: Run reports it on a
		// placeholder game.
		h.Stray = append(h.Stray, errs...)
		return nil
	}
	g := h.Games[len(h.Games)-1]
	if d.Record == nil {
		g.Between = append(g.Between, errs...)
		return nil
	}
	g.Deals = append(g.Deals, errs)
	return nil
}

func (h *judgeHandler) EndGame(*Game) error { return nil }

// Mark is a game's judged state between two deals: what its checker and
// its sheet carry to the next deal, the rows and problems kept so far.
// Rewind goes back to it.
type Mark struct {
	carried  rules.Carried
	sheet    score.SheetState
	rows     int
	deals    int
	problems int
	warned   bool
}

// Mark is the game's state now, after its last deal judged.
func (g *JudgedGame) Mark() Mark {
	m := Mark{sheet: g.Sheet.State(), rows: len(g.Sheet.Rows()), deals: len(g.Deals), problems: g.Game.Problems, warned: g.warned}
	if g.checker != nil {
		m.carried = g.checker.Carried()
	}
	return m
}

// Rewind takes the game back to m, a Mark of its own: the deals judged
// since are forgotten.
func (g *JudgedGame) Rewind(m Mark) {
	if g.checker != nil {
		g.checker.Carry(m.carried)
	}
	g.Sheet.Rewind(m.sheet, m.rows)
	g.Deals = g.Deals[:m.deals]
	g.Game.Deals, g.Game.Problems, g.warned = m.deals, m.problems, m.warned
}

// Next judges rec as one more deal at the end of the game, as Run would
// have judged it there (checked against the state the game's last deal
// left, scored on the sheet), and records its problems in Deals. Its time
// does not depend on the game's length. The Deal returned is valid until
// the next call; its Errs and Warnings stay valid. The game's sheet must
// be set (a game whose ruleset loaded).
func (g *JudgedGame) Next(rec *notation.Deal) *Deal {
	d := g.deal(rec, nil)
	g.Deals = append(g.Deals, append(notation.ErrorList(nil), d.Errs...))
	return d
}
