// Package stream reads game files deal by deal, checks every deal against
// its game's ruleset (package rules) and scores it (package score), in
// constant memory: the pipeline behind `coinche check` and `coinche score`.
//
// A game's ruleset comes from its Rules tag (a built-in name or a TOML path
// relative to the game file, which may not escape the file's directory),
// unless Options.Rules overrides it. One bad deal never hides the next: a
// deal with syntax errors is still checked as far as it can be read, and
// every problem is reported with its position.
package stream

import (
	"errors"
	"io"
	"io/fs"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
)

// Options tune a run.
type Options struct {
	// Rules, when set, is the ruleset of every game (a built-in name or a
	// TOML path), whatever its Rules tag says (`--rules`).
	Rules string
	// Rows keeps every row of each game's score sheet (Game.Sheet.Rows),
	// for printing the sheet at the game's end. Without it a sheet keeps
	// only its totals, and a game of any length is checked in constant
	// memory.
	Rows bool
	// RulesFS, when set, is where a game's Rules tag naming a file is
	// read (rulesfile.ResolveFS: a name relative to the file's directory
	// there) instead of the disk beside the file: the house rulesets of a
	// store that keeps them itself (live.RulesStore).
	RulesFS fs.FS
}

// Game is the state of one game of a file as it is read.
type Game struct {
	File   string
	Header *notation.Game
	// Ruleset is nil when the ruleset could not be loaded. The games of
	// one Run that name the same ruleset share it: do not modify it.
	Ruleset *rules.Ruleset
	Sheet   *score.Sheet // nil when the ruleset could not be loaded
	Names   score.Names
	Deals   int // deals read
	// Problems counts the problems found in this game so far (syntax,
	// rules, written results, and a ruleset that could not be loaded).
	Problems int
	// Notes are remarks on the game's header that are not problems
	// (notation.Error.Note): a game without a Rules tag, judged under
	// the default ruleset (game/no-rules), unless Options.Rules names
	// one. `check` prints them; the sheet says it (NoRulesNote).
	Notes notation.ErrorList

	checker *rules.Checker
	// warned: the game/after-end warning was given (once per game)
	warned bool
	// the deal being read, and its score: a run allocates nothing per deal
	cur   Deal
	score score.DealScore
}

// Deal is one deal as read, checked and scored.
type Deal struct {
	Game *Game
	// Record is the deal as read. Run reads every deal into the same
	// storage (notation.Reader.Reuse): Record, and Outcome.Deal and
	// Outcome.Written which point into it, are valid only during the
	// Handler's Deal call. The positions of its cards, and the plays of
	// its tricks held in their compact form (notation.Trick.Four), are
	// not written until Record.FillPositions is called: a handler that
	// reads Trick.Plays or a card's position calls it first (the plays
	// hold the previous deals' cards until then).
	Record  *notation.Deal
	Outcome rules.Outcome
	// Score is the deal's score; nil when the game has no ruleset.
	Score *score.DealScore
	// Total is the sheet's running totals after the deal (points, [0] NS,
	// [1] EW); AfterEnd that the game had been won before it.
	Total    [2]int
	AfterEnd bool
	// Errs are the deal's problems, sorted by position: syntax errors,
	// rule violations, and a written result or verdict that differs from
	// the computed one (codes score/result-mismatch, score/verdict-mismatch).
	Errs notation.ErrorList
	// Warnings are the deal's warnings (notation.Error.Warning): the
	// first deal written after its game ended (game/after-end), and the
	// checker's (belote/no-rebelote). They are not problems:
	// Game.Problems does not count them, and a game with warnings alone
	// is scored.
	Warnings notation.ErrorList
	// warnedEnd: Warnings holds the game/after-end warning.
	warnedEnd bool
}

// Diagnostics is Errs and Warnings together, sorted by position (Errs
// itself when there is no warning).
func (d *Deal) Diagnostics() notation.ErrorList {
	if len(d.Warnings) == 0 {
		return d.Errs
	}
	all := append(append(notation.ErrorList(nil), d.Errs...), d.Warnings...)
	all.Sort()
	return all
}

// Handler receives the events of a run, in file order. Returning an error
// stops the run with that error.
type Handler interface {
	// StartGame is called when a game's header has been read; errs holds
	// a problem loading its ruleset, if any.
	StartGame(g *Game, errs notation.ErrorList) error
	// Deal is called once per deal, in order. d, d.Score and d.Record
	// are valid until Deal returns (the run reuses them for the next
	// deal); the errors of d.Errs stay valid.
	Deal(d *Deal) error
	// EndGame is called after a game's last deal.
	EndGame(g *Game) error
}

// Run reads r (named filename in positions) to its end and calls h for
// every game and deal. It returns an error only when the input cannot be
// read, is not text (ErrNotText: a PDF, a spreadsheet...; h is not
// called), or h returns one; problems in the games go to h.
func Run(r io.Reader, filename string, opts Options, h Handler) error {
	r, err := sniffed(r)
	if err != nil {
		return err
	}
	return run(r, filename, opts, h, nil)
}

// run is Run; pc, when not nil, is a piece of a file checked on its own
// (parallel.go), which run primes and watches.
func run(r io.Reader, filename string, opts Options, h Handler, pc *piece) error {
	rd := notation.NewReader(r, filename)
	rd.Reuse()
	rn := runner{filename: filename, opts: opts, h: h, pc: pc, known: rulesCache{}}
	for {
		d, err := rd.Next()
		if err == io.EOF {
			break
		}
		syntax, err := syntaxErrs(err)
		if err != nil {
			return err
		}
		if d == nil {
			err = rn.outsideDeal(syntax)
		} else {
			err = rn.deal(d, syntax)
		}
		if err != nil {
			return err
		}
	}
	return rn.end(rd.Game())
}

// runner is one run: where it reads, its handler, and the game being
// read (cur, nil before the first).
type runner struct {
	filename string
	opts     Options
	h        Handler
	pc       *piece
	known    rulesCache
	cur      *Game
}

// outsideDeal hands on syntax errors found outside any deal (e.g. in a
// header), against the current game, or a placeholder before the first,
// so that nothing is lost.
func (rn *runner) outsideDeal(syntax notation.ErrorList) error {
	if rn.pc != nil {
		rn.pc.trailing = true
	}
	if len(syntax) == 0 {
		return nil
	}
	if rn.cur == nil {
		return rn.h.Deal(&Deal{Game: &Game{File: rn.filename}, Errs: syntax})
	}
	rn.cur.Problems += len(syntax)
	return rn.h.Deal(&Deal{Game: rn.cur, Errs: syntax})
}

// deal checks and scores d in its game, starting the game at its first
// deal, and hands it on.
func (rn *runner) deal(d *notation.Deal, syntax notation.ErrorList) error {
	if rn.cur == nil || d.Game != rn.cur.Header {
		if err := rn.startGame(d.Game); err != nil {
			return err
		}
	}
	if rn.pc != nil {
		rn.pc.before(rn.cur, d)
	}
	dl := rn.cur.deal(d, syntax)
	if rn.pc != nil {
		rn.pc.after(dl)
	}
	return rn.h.Deal(dl)
}

// startGame ends the current game, if any, and starts the one of header
// hdr.
func (rn *runner) startGame(hdr *notation.Game) error {
	if rn.cur != nil {
		if err := rn.h.EndGame(rn.cur); err != nil {
			return err
		}
	}
	g, errs := startGame(rn.filename, hdr, rn.opts, rn.known)
	rn.cur = g
	return rn.h.StartGame(rn.cur, errs)
}

// end ends the run: a game with no deal (a header alone, as `coinche
// new` writes it; hdr the reader's last header) is still started and
// ended, so that a bad Rules tag in it is reported; the piece keeps what
// the next one carries on from.
func (rn *runner) end(hdr *notation.Game) error {
	pc := rn.pc
	if hdr != nil && (rn.cur == nil || hdr != rn.cur.Header) {
		if pc != nil {
			pc.trailing = true
		}
		if err := rn.startGame(hdr); err != nil {
			return err
		}
	}
	if rn.cur == nil {
		return nil
	}
	if pc != nil && rn.cur.checker != nil {
		pc.last = rn.cur.checker.Carried()
	}
	if pc != nil {
		pc.lastSheet = gameSheetState(rn.cur)
	}
	return rn.h.EndGame(rn.cur)
}

// syntaxErrs splits what Reader.Next returns: the syntax errors, or
// another error (reading the input), which ends the run.
func syntaxErrs(err error) (notation.ErrorList, error) {
	if err == nil {
		return nil, nil
	}
	if l, ok := err.(notation.ErrorList); ok {
		return l, nil
	}
	var l notation.ErrorList
	if errors.As(err, &l) {
		return l, nil
	}
	return nil, err
}

// rulesCache keeps the ruleset and checker of each Rules value met in one
// Run: an archive's games mostly share one ruleset, and resolving it and
// building its checker costs as much as checking one or two deals.
type rulesCache map[string]rulesEntry

type rulesEntry struct {
	rs *rules.Ruleset
	ck *rules.Checker
}

// startGame reads a game's header: its ruleset (from known when it has
// been met before; known may be nil), checker and sheet.
func startGame(filename string, hdr *notation.Game, opts Options, known rulesCache) (*Game, notation.ErrorList) {
	g := &Game{File: filename, Header: hdr}
	if hdr != nil {
		g.Names = score.NamesFromGame(hdr)
	} else {
		g.Names = score.DefaultNames
		hdr = &notation.Game{}
		g.Header = hdr
	}
	var errs notation.ErrorList
	fail := func(pos notation.Pos, code string, why any) (*Game, notation.ErrorList) {
		if _, ok := why.(i18n.Text); ok {
			// said in each language (rulesfile's errors of a Rules tag)
		} else if err, ok := why.(error); ok {
			why = err.Error() // its own words (English)
		}
		args := []any{why}
		errs = append(errs, &notation.Error{File: filename, Pos: pos, Code: code,
			Msg: i18n.English.T(i18n.GameNotChecked, args...), Key: i18n.GameNotChecked, Args: args})
		g.Problems += len(errs)
		return g, errs
	}
	value, _ := hdr.Tag("Rules")
	pos := hdr.Pos
	for _, t := range hdr.Tags {
		if t.Name == "Rules" {
			pos = t.Pos
		}
	}
	if !pos.IsValid() {
		pos = notation.Pos{Line: 1, Col: 1}
	}
	if value == "" && opts.Rules == "" {
		args := []any{rulesfile.DefaultPreset, rulesfile.DefaultPreset}
		g.Notes = notation.ErrorList{&notation.Error{File: filename, Pos: pos, Code: "game/no-rules", Note: true,
			Msg: i18n.English.T(i18n.NoRulesTag, args...), Key: i18n.NoRulesTag, Args: args}}
	}
	key := value
	if opts.Rules != "" {
		key = ""
	}
	if e, ok := known[key]; ok {
		e.ck.Reset()
		g.Ruleset, g.Sheet, g.checker = e.rs, g.sheet(e.rs, hdr, pos, opts, &errs), e.ck
		return g, errs
	}
	rs, err := rulesfile.ResolveFS(opts.RulesFS, value, filename, opts.Rules)
	var cerrs rules.ConfigErrors
	if errors.As(err, &cerrs) && len(cerrs) > 0 {
		// Problems in a ruleset file: each at its place in that file,
		// one line each, and the game's Rules tag says why nothing is
		// checked.
		g, errs := fail(pos, "game/rules", i18n.S(i18n.RulesetProblems, cerrs[0].File, len(cerrs)))
		for _, e := range cerrs {
			errs = append(errs, e.Notation())
		}
		g.Problems = len(errs)
		return g, errs
	}
	if err != nil {
		return fail(pos, "game/rules", err)
	}
	ck, err := rules.NewChecker(rs)
	if err != nil {
		return fail(pos, "game/rules", err)
	}
	g.Ruleset, g.Sheet, g.checker = rs, g.sheet(rs, hdr, pos, opts, &errs), ck
	if known != nil {
		known[key] = rulesEntry{rs, ck}
	}
	return g, errs
}

// sheet starts the game's score sheet. A bad Target or Scoring tag is
// reported at that tag (game/header), a problem like any other: score
// refuses the game, unless --force, which scores it under the ruleset's
// own target and mode (the sheet returned); the deals are still checked.
func (g *Game) sheet(rs *rules.Ruleset, hdr *notation.Game, pos notation.Pos, opts Options, errs *notation.ErrorList) *score.Sheet {
	var more []score.Option
	if !opts.Rows {
		more = append(more, score.WithoutRows())
	}
	sheet, err := score.NewGameSheet(rs, hdr, more...)
	if err == nil {
		return sheet
	}
	var msg any = err.Error()
	var tagErr *notation.Error
	if errors.As(err, &tagErr) && tagErr.Pos.IsValid() {
		pos, msg = tagErr.Pos, i18n.PerLang(tagErr.MessageIn)
	}
	args := []any{msg}
	*errs = append(*errs, &notation.Error{File: g.File, Pos: pos, Code: "game/header",
		Msg: i18n.English.T(i18n.GameHeaderRefused, args...), Key: i18n.GameHeaderRefused, Args: args})
	g.Problems++
	return score.NewSheet(rs, rs.Game.Target, more...)
}

// NoRulesNote is the line a score sheet shows for a game without a Rules
// tag (Game.Notes: game/no-rules): "" for a game with one, or when
// Options.Rules named the ruleset.
func (g *Game) NoRulesNote() string { return g.NoRulesNoteIn(i18n.English) }

// NoRulesNoteIn is NoRulesNote in a language: "Règles : base, par défaut :
// la partie n'a pas de tag Rules".
func (g *Game) NoRulesNoteIn(l i18n.Lang) string {
	for _, n := range g.Notes {
		if n.Code == "game/no-rules" && g.Ruleset != nil {
			return l.T(i18n.NoRulesSheet, g.Ruleset.Name)
		}
	}
	return ""
}

func (g *Game) deal(rec *notation.Deal, syntax notation.ErrorList) *Deal {
	g.Deals++
	d := &g.cur
	// field by field: the Outcome, most of a Deal, is written whole by
	// the checker (or zeroed below)
	d.Game, d.Record, d.Score, d.Total, d.AfterEnd = g, rec, nil, [2]int{}, false
	d.Errs, d.Warnings, d.warnedEnd = syntax, nil, false
	if g.checker == nil {
		d.Outcome = rules.Outcome{}
		pos := rec.Head
		if !pos.IsValid() {
			pos = rec.Pos
		}
		d.Errs = append(d.Errs, &notation.Error{File: g.File, Pos: pos, Code: "game/unchecked",
			Msg: i18n.English.T(i18n.GameUnchecked, rec.Number), Key: i18n.GameUnchecked, Args: []any{rec.Number}})
		g.Problems += len(d.Errs)
		return d
	}
	errs := g.checker.CheckDealTo(&d.Outcome, rec)
	for _, e := range errs {
		if e.Warning { // a legal record likely wrong (belote/no-rebelote): not a problem
			d.Warnings = append(d.Warnings, e)
		} else {
			d.Errs = append(d.Errs, e)
		}
	}
	ds := &g.score
	d.AfterEnd = g.Sheet.Over()
	g.Sheet.AddTo(ds, &d.Outcome, len(d.Errs) > 0)
	d.Score = ds
	d.Total = g.Sheet.Totals()
	if len(d.Errs) == 0 && d.Outcome.PointsUnwritten {
		if err := g.unwrittenPoints(rec, ds, &d.Outcome); err != nil {
			d.Errs = append(d.Errs, err)
		}
	}
	if len(d.Errs) == 0 {
		// A written result or verdict is compared only on a deal without
		// other problems: on a faulty deal the figures are not to be
		// trusted, and the fault is reported already.
		d.Errs = score.AppendProblems(d.Errs, ds, &d.Outcome)
	}
	d.Errs.Sort()
	g.Problems += len(d.Errs)
	if d.AfterEnd && !g.warned {
		g.warned = true
		d.Warnings = append(d.Warnings, g.afterEnd(rec))
		d.warnedEnd = true
	}
	return d
}

// unwrittenPoints checks a failed contract written without the declaring
// team's points (rules.Outcome.PointsUnwritten, scored as if they took
// none: ds): the deal is scored again as if they had taken the most a
// failed contract may take (needed − 1); a different score means the
// points matter under this ruleset, and the deal is refused
// (summary/points) with both scores. Nil when they do not.
func (g *Game) unwrittenPoints(rec *notation.Deal, ds *score.DealScore, o *rules.Outcome) *notation.Error {
	if ds.Made || ds.Needed <= 1 {
		return nil
	}
	alt := *o
	dt := o.Declarer.Team().Index()
	total := o.Points[0] + o.Points[1]
	most := min(ds.Needed-1, total)
	alt.Points[dt], alt.Points[1-dt] = most, total-most
	mode := g.Sheet.Mode()
	other := score.DealWith(g.Ruleset, alt, score.Options{Mode: &mode})
	if other.Made || other.Score == ds.Score {
		return nil
	}
	pos := rec.Pos
	if rec.Summary != nil && rec.Summary.Pos.IsValid() {
		pos = rec.Summary.Pos
	}
	args := []any{ds.Score[0], ds.Score[1], other.Score[0], other.Score[1], most, total}
	return &notation.Error{File: g.File, Pos: pos, Code: "summary/points",
		Msg: i18n.English.T(i18n.UnwrittenPoints, args...), Key: i18n.UnwrittenPoints, Args: args}
}

// afterEnd is the game/after-end warning at rec, the first deal written
// after the game ended: it is scored and totalled, but changes neither the
// winner nor the standings (docs/scoring.md).
func (g *Game) afterEnd(rec *notation.Deal) *notation.Error {
	pos := rec.Head
	if !pos.IsValid() {
		pos = rec.Pos
	}
	_, why := g.Sheet.Winner()
	which := i18n.S(i18n.AfterEndThis)
	if rec.Number > 0 {
		which = i18n.S(i18n.AfterEndDeal, rec.Number)
	}
	won := i18n.PerLang(func(l i18n.Lang) string {
		if l == i18n.English {
			return why
		}
		return score.ResultLineIn(g.Sheet, g.Names, l)
	})
	args := []any{which, won}
	return &notation.Error{File: g.File, Pos: pos, Code: "game/after-end", Warning: true,
		Msg: i18n.English.T(i18n.AfterEnd, args...), Key: i18n.AfterEnd, Args: args}
}

// Row is the deal's line of its game's score sheet (Score must be set).
func (d *Deal) Row() score.Row {
	return score.Row{DealScore: *d.Score, Total: d.Total, AfterEnd: d.AfterEnd}
}
