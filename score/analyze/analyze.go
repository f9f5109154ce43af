// Package analyze reviews recorded deals double-dummy: with the four hands
// open and best play by both sides (package rules/solve), what each deal
// was worth to the declarers (its par), which cards played threw points
// away (costly plays), and for each strain and each team as declarers the
// points it would take and the highest contract it could make (the
// double-dummy table). Whether a contract is made is decided by package
// score from the ruleset's Scoring keys, exactly as for the deal's real
// result. docs/analysis.md explains the figures to a player.
//
// All figures are card points (dix de der included, no capot bonus), the
// declaring team's unless said otherwise.
package analyze

import (
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/solve"
	"github.com/coinche/coinche/score"
)

// Deal is the double-dummy review of one deal. When Skipped is not empty
// the deal was not analysed and only Number and Skipped are set.
type Deal struct {
	Number   int    // deal number as written, else its place in the game
	Skipped  string // why the deal was not analysed, e.g. "summary deal: no cards recorded"
	problems int    // a deal skipped because it does not check: its problems (Skipped in any language)

	Dealer   notation.Seat
	Declarer notation.Seat
	Team     notation.Team // the declaring team
	Contract notation.Contract
	Double   notation.CoincheLevel
	Leader   notation.Seat // the seat that led the first trick
	Total    int           // card points of the deal in the contract's strain (162; 157 with 36 cards)

	// Par is the declarers' points with best play by both sides from the
	// first lead (the double-dummy value of the deal).
	Par int
	// NotProved, when not empty, says why some values of the review are
	// bounds, not proved values: NotProvedBudget (the review's budget,
	// Analyzer.SetBudget, ran out) or NotProvedInterrupted. Each value
	// then comes with its highest (ParHi, Play.BeforeHi and AfterHi,
	// EndHi, Strain.Hi), equal to it where it was proved.
	NotProved string
	ParHi     int // the highest the par can be: Par when proved
	// ParScore is the deal scored as if the declarers had taken Par (the
	// belote and announcements as recorded); ParScore.Made says whether
	// the contract was makeable. A capot (match) is makeable when the
	// declarers take every trick whatever the defence, a générale when the
	// declarer alone does (rules.Engine.ClaimHolds, SoloHolds).
	ParScore score.DealScore
	// Points is what the declarers really took (Outcome.Points), and
	// Score the real deal's score.
	Points int
	Score  score.DealScore
	// End is the double-dummy value after the last card recorded: Points
	// when the deal was played out; what the declarers could still reach
	// after a claim or a stop.
	End   int
	EndHi int // the highest End can be: End when proved

	Plays []Play    // every card played, in order
	Seats [4]Totals // Seats[s-1]: seat s's costly plays
	Table []Strain  // the double-dummy table, ♠ ♥ ♦ ♣ then SA and TA when allowed
}

// Play is one card played and what it did to the deal's double-dummy
// value (the declarers' points of the whole deal with best play from
// there on, the tricks already taken included).
type Play struct {
	Trick  int // 1-based
	Seat   notation.Seat
	Card   rules.Card
	Before int // the value before the card
	After  int // the value after it
	// BeforeHi and AfterHi are the highest the values can be when the
	// review's budget ran out before they were proved (Deal.NotProved),
	// else Before and After.
	BeforeHi, AfterHi int
	// Best is, for a costly card, the legal cards that kept the value
	// (Before), in the strain's order: the trumps first, then ♠ ♥ ♦ ♣,
	// each suit from its most powerful card down (the trump order in
	// trumps: J 9 A 10 K Q 8 7 in the usual trump order).
	Best   []rules.Card
	Forced bool // the only legal card
	// Cost is the points the card cost its own side (never negative):
	// Before-After for a declarer, After-Before for a defender; 0 for a
	// best card. The text, markdown and json outputs all write it as this
	// positive number of points lost.
	Cost int
}

// Totals sums one seat's costly plays.
type Totals struct {
	Cards  int // cards played
	Costly int // cards that cost points
	Cost   int // points they cost, in all
}

// Strain is one row of the double-dummy table: each team as declarers in
// this strain, the ruleset's first lead (the seat after the dealer).
type Strain struct {
	Strain notation.Strain
	// Points[t] is what team t (0 NS, 1 EW) takes as declarers with best
	// play; the two add up to the strain's total.
	Points [2]int
	// Best[t] is the highest contract team t could make there (Level
	// Points with Value, or capot/match), MakesAny[t] false when none.
	Best     [2]notation.Contract
	MakesAny [2]bool
	// Hi[t] is the most team t can take when the review's budget ran out
	// before its value was proved (Deal.NotProved), else Points[t]; Best
	// and MakesAny are then for Points[t], the least it takes.
	Hi [2]int
	// Belote[t] is true when team t makes Best[t] only with its belote
	// counted (it holds the trump king and queen): its points alone
	// (Points[t]) fall short.
	Belote [2]bool
}

// Analyzer reviews the deals of games played under one ruleset. It holds
// a solver (and its tables, 19 MiB for a 32-card deck and 52 MiB for 36
// cards, made on the first solve; on Linux mapped in huge pages outside
// the Go heap, solve.NewSize): not safe for concurrent use.
type Analyzer struct {
	rs     *rules.Ruleset
	eng    *rules.Engine
	sol    *solve.Solver // nil until the first solve (solver)
	bids   []int         // the numeric bids, lowest first (rules.Bidding.Values)
	budget solve.Budget  // set on the solver at its first use
}

// Why a review's values are bounds (Deal.NotProved).
const (
	NotProvedBudget      = "not proved within the budget"
	NotProvedInterrupted = "not proved, interrupted"
)

// SetBudget bounds the searches of the analyzer's later reviews
// (solve.Budget: positions, a count shared with other analyzers, a
// deadline, a stop flag): once it is spent, the values not yet proved are
// given as bounds (Deal.NotProved). The zero Budget removes it.
func (a *Analyzer) SetBudget(b solve.Budget) {
	a.budget = b
	if a.sol != nil {
		a.sol.SetBudget(b)
	}
}

// The shares of a deal's budget (Analyzer.SetBudget, Options.Budget): the
// walk through the cards (the par and every card's value) and the table's
// solves each take half of the positions, and the table's solves share
// theirs; the walk proves its values within half of the time, the table
// within all of it (the table's solves run beside the walk when there are
// cores for them, else after it). Of the walk's share, the endings
// (Analyzer.endings) take at most a quarter, the par and the walk forward
// the rest: a budget too small for the full-deal solves still proves the
// cheap values, the small endings and the forced cards.
func splitBudget(b solve.Budget, now time.Time) (walk, table solve.Budget) {
	walk, table = b, b
	if b.Nodes > 0 && b.Spent == nil {
		walk.Nodes = b.Nodes - b.Nodes/2
		table.Nodes = max(1, b.Nodes/2)
		table.Spent = new(atomic.Int64)
	}
	if !b.Deadline.IsZero() {
		walk.Deadline = now.Add(b.Deadline.Sub(now) / 2)
	}
	return walk, table
}

// endingsBudget is the budget of the endings out of the walk's budget b:
// a quarter of its positions (all of them when they are shared with
// other solvers: Budget.Spent) and of its time.
func endingsBudget(b solve.Budget, now time.Time) solve.Budget {
	if b.Nodes > 0 && b.Spent == nil {
		b.Nodes = max(1, b.Nodes/4)
	}
	if !b.Deadline.IsZero() {
		b.Deadline = now.Add(b.Deadline.Sub(now) / 4)
	}
	return b
}

// exhausted reports whether the budget is spent, and sets d.NotProved.
func (a *Analyzer) exhausted(d *Deal) bool {
	if a.sol == nil || !a.sol.Exhausted() {
		return false
	}
	if d.NotProved == "" {
		d.NotProved = NotProvedBudget
		if b := a.budget; b.Stop != nil && b.Stop.Load() {
			d.NotProved = NotProvedInterrupted
		}
	}
	return true
}

// New returns an analyzer for rs. Error: a ruleset whose play rules the
// engine cannot use (rules.NewEngine).
func New(rs *rules.Ruleset) (*Analyzer, error) {
	eng, err := rules.NewEngine(rs)
	if err != nil {
		return nil, err
	}
	return &Analyzer{rs: rs, eng: eng, bids: rs.Bidding.Values()}, nil
}

// solver is the analyzer's solver, made (with its table) on first use:
// an analyzer that only finishes a table (finishTable) never makes one.
func (a *Analyzer) solver() *solve.Solver {
	if a.sol == nil {
		a.sol = solve.New(a.eng)
		a.sol.SetBudget(a.budget)
	}
	return a.sol
}

// Why a deal is not analysed (Deal.Skipped).
const (
	SkipSummary  = "summary deal: no cards recorded"
	SkipAllPass  = "every player passed: no contract"
	SkipHands    = "hands not known: write the four hands, or every trick"
	SkipContract = "no contract: the bidding has no bid"
)

// Deal reviews one deal: o is its outcome from the checker (rules.Checker
// CheckDeal, with no problem found) and ds its score (score.Deal). A deal
// that cannot be reviewed (a summary deal, all pass, hands not known) is
// returned with Skipped set.
func (a *Analyzer) Deal(o rules.Outcome, ds score.DealScore) *Deal {
	j := prepare(o, ds)
	if j.d.Skipped == "" {
		a.review(j)
	}
	return j.d
}

// job is a deal to review, detached from its record (a streaming reader
// reuses the record's memory for the next deal).
type job struct {
	d     *Deal
	o     rules.Outcome // Deal and Written nil
	plays []rules.Card  // the cards played, in order
	ends  []int         // the number of cards played at the end of each trick written
}

// prepare copies what the review of a deal needs out of its record, or
// says why the deal is skipped (d.Skipped).
func prepare(o rules.Outcome, ds score.DealScore) *job {
	j := &job{d: &Deal{Number: ds.Number}}
	d, rec := j.d, o.Deal
	switch {
	case o.AllPass:
		d.Skipped = SkipAllPass
	case rec == nil || rec.IsSummary():
		d.Skipped = SkipSummary
	case !o.DealtKnown():
		d.Skipped = SkipHands
	case o.Declarer == notation.NoSeat || o.Contract.Strain == notation.NoStrain:
		d.Skipped = SkipContract
	}
	if d.Skipped != "" {
		return j
	}
	d.Dealer, d.Declarer, d.Contract, d.Double = o.Dealer, o.Declarer, o.Contract, o.Double
	d.Team = o.Declarer.Team()
	d.Leader = o.Leader
	if len(rec.Tricks) > 0 {
		d.Leader = rec.Tricks[0].Leader
	}
	d.Points = o.Points[d.Team.Index()]
	d.Score = ds
	rec.FillPositions() // the plays of a deal read by stream.Run (Trick.Four)
	for ti := range rec.Tricks {
		for _, p := range rec.Tricks[ti].Plays {
			card, ok := rules.CardOf(p.Card)
			if !ok {
				break // the deal checks: never
			}
			j.plays = append(j.plays, card)
		}
		j.ends = append(j.ends, len(j.plays))
	}
	o.Deal, o.Written = nil, nil
	j.o = o
	return j
}

// review fills j.d: the walk through the cards, the par, the table, each
// within its share of the budget (splitBudget).
func (a *Analyzer) review(j *job) {
	whole := a.budget
	walk, table := splitBudget(whole, time.Now())
	a.SetBudget(walk)
	a.reviewPlay(j)
	a.SetBudget(table)
	solves := a.tableSolves(j)
	for i := range solves {
		a.solveNS(&solves[i])
	}
	a.SetBudget(whole)
	a.finishTable(j, solves)
}

// reviewPlay fills j.d but for the table: the walk through the cards and
// the par.
func (a *Analyzer) reviewPlay(j *job) {
	d, o := j.d, j.o
	d.Total = score.TotalPoints(a.rs, o.Contract.Strain)
	a.walk(d, j)
	capot := a.capot(o.Contract.Strain, o.Dealt, d.Leader, o.Declarer, d.Par)
	solo := capot && o.Contract.Level == notation.Generale &&
		a.eng.SoloHolds(o.Contract.Strain, o.Dealt, d.Leader, o.Declarer, nil)
	d.ParScore = a.scoreAt(o, d.Score.Mode, d.Team, o.Contract.Strain, o.Declarer, d.Par, capot, solo, o.Announces)
}

// tableSolve is one full-deal position of the double-dummy table that
// needs a solve of its own (not the deal's par): p, with NS declaring,
// and the points NS take with best play once solved.
type tableSolve struct {
	p      solve.Position
	ns, hi int    // hi: the most NS take, ns when proved
	why    string // Deal.NotProved when not proved
}

// tableSolves lists the positions of the deal's double-dummy table that
// need a solve, one per strain but the contract's when its first lead is
// the deal's (its value is the par). Each can be solved by any Analyzer
// of the ruleset, at the same time as the others.
func (a *Analyzer) tableSolves(j *job) []tableSolve {
	var out []tableSolve
	leader := a.tableLeader(j.o)
	for _, st := range a.rs.Strains() {
		if st == j.d.Contract.Strain && leader == j.d.Leader {
			continue
		}
		p := solve.Position{Hands: j.o.Dealt, Declarers: notation.NS}
		p.Trick.Start(st, leader)
		out = append(out, tableSolve{p: p})
	}
	return out
}

// solveNS solves x.p: the points NS take with best play, or their bounds
// when the budget is spent.
func (a *Analyzer) solveNS(x *tableSolve) {
	x.ns, x.hi = a.solver().Bounds(x.p, -1)
	var d Deal
	if a.exhausted(&d) {
		x.why = d.NotProved
	}
}

// finishTable fills j.d.Table from the par and solves (tableSolves, each
// solved).
func (a *Analyzer) finishTable(j *job, solves []tableSolve) {
	d, o := j.d, j.o
	leader := a.tableLeader(o)
	var rows []Strain
	for _, st := range a.rs.Strains() {
		total := score.TotalPoints(a.rs, st)
		var ns, hi int
		switch {
		case st == d.Contract.Strain && leader == d.Leader && d.Team == notation.NS:
			ns, hi = d.Par, d.ParHi // the same position: solved already
		case st == d.Contract.Strain && leader == d.Leader:
			ns, hi = total-d.ParHi, total-d.Par
		default:
			for _, x := range solves {
				if x.p.Trick.Strain == st {
					ns, hi = x.ns, x.hi
					if x.why != "" && d.NotProved == "" {
						d.NotProved = x.why
					}
				}
			}
		}
		row := Strain{Strain: st, Points: [2]int{ns, total - hi}, Hi: [2]int{hi, total - ns}}
		for t := 0; t < 2; t++ {
			row.Best[t], row.MakesAny[t], row.Belote[t] = a.highest(o, d.Score.Mode, notation.TeamAt(t), st, leader, row.Points[t])
		}
		rows = append(rows, row)
	}
	d.Table = rows
}

// tableLeader is the first lead of the double-dummy table: the seat after
// the dealer (the deal's first leader when the dealer is not known).
func (a *Analyzer) tableLeader(o rules.Outcome) notation.Seat {
	if o.Dealer != notation.NoSeat {
		return a.eng.NextSeat(o.Dealer)
	}
	return o.Leader
}

// step is one card of the walk: the position before it, the declarers'
// points in the tricks completed before it, its trick (1-based), who
// played it and whether it was the only legal card.
type step struct {
	p      solve.Position
	taken  int
	trick  int
	seat   notation.Seat
	forced bool
}

// span is what is known of a value of the walk (the declarers' points of
// the whole deal from a position, the tricks already taken included):
// lo..hi, lo == hi when proved.
type span struct{ lo, hi int }

// unknown is the span of a value not searched.
var unknown = span{0, 1 << 20}

// steps replays the recorded cards: one step per card, and the position
// after the last one with the declarers' points taken by then.
func (a *Analyzer) steps(d *Deal, j *job) (steps []step, end solve.Position, endTaken int) {
	e := a.eng
	p := solve.Position{Hands: j.o.Dealt, Declarers: d.Team}
	p.Trick.Start(j.o.Contract.Strain, d.Leader)
	taken, trick := 0, 0
	for i, card := range j.plays {
		for trick < len(j.ends) && j.ends[trick] <= i {
			trick++
		}
		if p.Trick.N >= 4 {
			break // the deal checks: never
		}
		seat := e.Next(&p.Trick)
		legal, _ := e.Legal(&p.Trick, p.Hands[seat-1], seat)
		steps = append(steps, step{p: p, taken: taken, trick: trick + 1, seat: seat, forced: legal.Count() == 1})
		taken += a.play(&p, card)
	}
	return steps, p, taken
}

// over reports whether the deal is over at p: every card played.
func over(p solve.Position) bool { return p.Hands == [4]rules.Hand{} && p.Trick.N == 0 }

// walk replays the recorded cards. Each card costs one solve (the value
// after it), none when it was the only legal card; a costly card one more
// (the best cards instead). Under a budget of positions or time, the
// endings are proved first, from the last card back (endings), with at
// most a quarter of the walk's budget; the par and the walk forward then
// take the rest, and use what the endings proved.
func (a *Analyzer) walk(d *Deal, j *job) {
	steps, end, endTaken := a.steps(d, j)
	known := make([]span, len(steps)+1) // known[i]: the value after i cards
	for i := range known {
		known[i] = unknown
	}
	if over(end) {
		known[len(steps)] = span{endTaken, endTaken}
	}
	if b := a.budget; b.Nodes > 0 || !b.Deadline.IsZero() {
		a.endings(d.Team, steps, end, endTaken, known)
	}
	p := solve.Position{Hands: j.o.Dealt, Declarers: d.Team}
	p.Trick.Start(j.o.Contract.Strain, d.Leader)
	d.Par, d.ParHi = a.solver().BoundsIn(p, -1, known[0].lo, known[0].hi)
	a.exhausted(d)
	before := span{d.Par, d.ParHi}
	for i, st := range steps {
		next := end
		if i+1 < len(steps) {
			next = steps[i+1].p
		}
		pl := a.card(d, st, next, nextTaken(steps, i, endTaken), j.plays[i], before, known[i+1])
		d.Plays = append(d.Plays, pl)
		t := &d.Seats[st.seat-1]
		t.Cards++
		if pl.Cost > 0 {
			t.Costly++
			t.Cost += pl.Cost
		}
		before = span{pl.After, pl.AfterHi}
	}
	d.End, d.EndHi = before.lo, before.hi
}

// nextTaken is the declarers' points in the tricks completed after the
// card of steps[i].
func nextTaken(steps []step, i, endTaken int) int {
	if i+1 < len(steps) {
		return steps[i+1].taken
	}
	return endTaken
}

// card is the Play of the card of st: next is the position after it,
// nextTaken the declarers' points taken by then, before what is known of
// the value before it, known what the endings proved of the value after.
func (a *Analyzer) card(d *Deal, st step, next solve.Position, nextTaken int, card rules.Card, before, known span) Play {
	pl := Play{Trick: st.trick, Seat: st.seat, Card: card, Before: before.lo, BeforeHi: before.hi}
	ours := st.seat.Team() == d.Team
	// the value before bounds the value after: the declarers' card takes
	// no more than their best, the defenders' gives no less
	after := known
	if ours {
		after.hi = min(after.hi, before.hi)
	} else {
		after.lo = max(after.lo, before.lo)
	}
	switch {
	case over(next):
		after = span{nextTaken, nextTaken}
	case st.forced:
		after = span{max(before.lo, known.lo), min(before.hi, known.hi)}
	case known.lo == known.hi:
	default:
		// most cards keep the value: start the search there
		lo, hi := a.solver().BoundsIn(next, before.lo-nextTaken, after.lo-nextTaken, after.hi-nextTaken)
		after = span{max(after.lo, nextTaken+lo), min(after.hi, nextTaken+hi)}
		a.exhausted(d)
	}
	pl.After, pl.AfterHi, pl.Forced = after.lo, after.hi, st.forced
	if pl.Before == pl.BeforeHi && pl.After == pl.AfterHi {
		// a cost only between proved values
		if ours {
			pl.Cost = pl.Before - pl.After
		} else {
			pl.Cost = pl.After - pl.Before
		}
	}
	if pl.Cost > 0 {
		best := a.solver().BestAt(st.p, pl.Before-st.taken, card.Bit())
		if !a.exhausted(d) {
			pl.Best = a.strainOrder(best, st.p.Trick.Strain)
		}
	}
	return pl
}

// endings proves the values of the walk from the end back (known[i], the
// value after i cards), while a quarter of the walk's budget lasts: the
// last cards' positions are small, and the value after a card bounds the
// value before it on one side (a declarer's card takes no more than
// their best, a defender's gives no less; a forced card keeps it). Once
// the budget is spent, those bounds alone are carried back.
func (a *Analyzer) endings(team notation.Team, steps []step, end solve.Position, endTaken int, known []span) {
	sol := a.solver()
	sol.SetBudget(endingsBudget(a.budget, time.Now()))
	n0 := sol.Nodes()
	if !over(end) {
		lo, hi := sol.Bounds(end, -1)
		known[len(steps)] = span{endTaken + lo, endTaken + hi}
	}
	for i := len(steps) - 1; i >= 0; i-- {
		st, next := steps[i], known[i+1]
		k := unknown
		switch {
		case st.forced:
			k = next
		case st.seat.Team() == team:
			k.lo = next.lo
		default:
			k.hi = next.hi
		}
		if i > 0 && !st.forced && !sol.Exhausted() {
			lo, hi := sol.BoundsIn(st.p, next.lo-st.taken, k.lo-st.taken, k.hi-st.taken)
			k = span{max(k.lo, st.taken+lo), min(k.hi, st.taken+hi)}
		}
		known[i] = k
	}
	// the rest of the walk's budget to the par and the walk forward
	rest := a.budget
	if rest.Nodes > 0 && rest.Spent == nil {
		rest.Nodes = max(1, rest.Nodes-int64(sol.Nodes()-n0))
	}
	sol.SetBudget(rest)
}

// strainOrder is the cards of h in the order of strain st: the trumps
// first, then the other suits ♠ ♥ ♦ ♣, each from its most powerful card
// down (rules.Engine.Power).
func (a *Analyzer) strainOrder(h rules.Hand, st notation.Strain) []rules.Card {
	cards := h.Cards(nil)
	trumps := a.eng.Trumps(st)
	key := func(c rules.Card) int {
		k := int(c.Suit()) // ♠ ♥ ♦ ♣ (1 to 4) after the trumps
		if trumps.Has(c) && st != notation.ToutAtout {
			k = 0
		}
		return k*100 - a.eng.Power(st, c)
	}
	slices.SortFunc(cards, func(x, y rules.Card) int { return key(x) - key(y) })
	return cards
}

// play adds card to the trick of p, played by the seat to play, and closes
// the trick when it is complete: it returns the declarers' points won.
func (a *Analyzer) play(p *solve.Position, card rules.Card) int {
	e := a.eng
	seat := e.Next(&p.Trick)
	p.Hands[seat-1] = p.Hands[seat-1].Without(card)
	e.Add(&p.Trick, card)
	if p.Trick.N < 4 {
		return 0
	}
	w := p.Trick.Seats[e.Winner(&p.Trick)]
	pts := e.TrickPoints(&p.Trick)
	if p.Hands == [4]rules.Hand{} {
		pts += a.rs.Cards.LastTrick
	}
	p.Trick.Start(p.Trick.Strain, w)
	if w.Team() == p.Declarers {
		return pts
	}
	return 0
}

// scoreAt scores the contract of o in strain for team (declarer seat,
// belote and announcements as given) as if the team took pts card points,
// every trick when capot, and the declarer alone every trick when solo.
func (a *Analyzer) scoreAt(o rules.Outcome, mode rules.ScoringMode, team notation.Team, strain notation.Strain, declarer notation.Seat, pts int, capot, solo bool, ann [2]int) score.DealScore {
	t := team.Index()
	total := score.TotalPoints(a.rs, strain)
	x := rules.Outcome{
		Declarer: declarer, Contract: o.Contract, Double: o.Double,
		Capot: notation.NoTeam, Belote: o.Belote, Belotes: o.Belotes,
		Tricks: [2]int{-1, -1}, Announces: ann,
	}
	x.Contract.Strain = strain
	x.Points[t], x.Points[1-t] = pts, total-pts
	if capot {
		hs := a.rs.HandSize()
		x.Capot, x.LastTrick = team, team
		x.Tricks[t], x.Tricks[1-t] = hs, 0
		if solo {
			x.Solo, x.SoloSeat = true, declarer
		}
	}
	return score.DealWith(a.rs, x, score.Options{Mode: &mode})
}

// capot reports whether declarer's team, taking pts, takes every trick
// whatever the defence, leader to lead (the checker's claim proof).
func (a *Analyzer) capot(strain notation.Strain, dealt [4]rules.Hand, leader, declarer notation.Seat, pts int) bool {
	return pts == score.TotalPoints(a.rs, strain) && a.eng.ClaimHolds(strain, dealt, leader, declarer, nil)
}

// highest is the highest contract team can make in strain taking pts: a
// capot (or match) when the ruleset has it and the team takes every
// trick, else the highest numeric bid made (with the team's belote when
// it holds the trump king and queen; no announcements); belote tells
// whether that bid is made only with the belote counted.
func (a *Analyzer) highest(o rules.Outcome, mode rules.ScoringMode, team notation.Team, st notation.Strain, leader notation.Seat, pts int) (c notation.Contract, ok, belote bool) {
	declarer := notation.North
	if team == notation.EW {
		declarer = notation.East
	}
	bo := rules.Outcome{Belote: notation.NoTeam}
	capot := a.capot(st, o.Dealt, leader, declarer, pts)
	a.belote(&bo, o.Dealt, team, st)
	sp := a.rs.Bidding.Specials
	for i := len(sp) - 1; i >= 0; i-- { // the highest first
		var lvl notation.Level
		by, solo := declarer, false
		switch sp[i] {
		case rules.SpecialCapot:
			lvl = notation.Capot
		case rules.SpecialMatch:
			lvl = notation.Match
		case rules.SpecialGenerale:
			// either player of the team alone
			lvl = notation.Generale
			for _, p := range []notation.Seat{declarer, rules.Partner(declarer)} {
				if capot && !solo && a.eng.SoloHolds(st, o.Dealt, leader, p, nil) {
					by, solo = p, true
				}
			}
		default:
			continue
		}
		bo.Contract = notation.Contract{Level: lvl, Strain: st}
		if ds := a.scoreAt(bo, mode, team, st, by, pts, capot, solo, [2]int{}); ds.Made {
			return bo.Contract, true, false
		}
	}
	for i := len(a.bids) - 1; i >= 0; i-- {
		bo.Contract = notation.Contract{Level: notation.Points, Value: a.bids[i], Strain: st}
		if ds := a.scoreAt(bo, mode, team, st, declarer, pts, capot, false, [2]int{}); ds.Made {
			t := team.Index()
			if bo.Belotes[t] == 0 {
				return bo.Contract, true, false
			}
			// made without the team's own belote?
			plain := bo
			plain.Belotes[t] = 0
			if plain.Belote == team {
				plain.Belote = notation.NoTeam
				if plain.Belotes[1-t] > 0 {
					plain.Belote = team.Other()
				}
			}
			ds = a.scoreAt(plain, mode, team, st, declarer, pts, capot, false, [2]int{})
			return bo.Contract, true, !ds.Made
		}
	}
	return notation.Contract{}, false, false
}

// belote sets in o the belotes the dealt hands hold in strain st: a seat dealt the
// trump king and queen (in tout-atout, of any suit under belote.tout_atout
// = "any-suit"), declared by its holder when the ruleset lets that team
// declare it (belote.who). The declaring team's comes first.
func (a *Analyzer) belote(o *rules.Outcome, dealt [4]rules.Hand, declarers notation.Team, st notation.Strain) {
	b := &a.rs.Belote
	if !b.Enabled || st == notation.SansAtout || (st == notation.ToutAtout && b.ToutAtout != rules.BeloteToutAtoutAnySuit) {
		return
	}
	for _, team := range []notation.Team{declarers, declarers.Other()} {
		if b.Who == rules.BeloteWhoDeclaringTeam && team != declarers {
			continue
		}
		for s := notation.North; s <= notation.West; s++ {
			if s.Team() != team {
				continue
			}
			for suit := notation.Spades; suit <= notation.Clubs; suit++ {
				if st != notation.ToutAtout && notation.Strain(suit) != st {
					continue
				}
				kq := rules.MakeCard(notation.King, suit).Bit() | rules.MakeCard(notation.Queen, suit).Bit()
				if dealt[s-1]&kq == kq {
					if o.Belote == notation.NoTeam {
						o.Belote = team
					}
					o.Belotes[team.Index()]++
				}
			}
		}
	}
}

// Margin is how far a scored contract was made (positive) or failed
// (negative) by, in points counted toward it: Counted - Needed for a
// numeric contract (one more point short when it failed behind the
// defenders only); 0 for capot, match and générale.
func Margin(ds score.DealScore) int {
	if ds.Contract.Level != notation.Points {
		return 0
	}
	m := ds.Counted - ds.Needed
	if ds.Reason == score.ReasonBehind {
		m = min(m, ds.Counted-ds.Defenders-1)
	}
	return m
}

// String is a one-line summary: "deal 1: W 110♦ par 112, played 152".
func (d *Deal) String() string {
	if d.Skipped != "" {
		return fmt.Sprintf("deal %d: skipped: %s", d.Number, d.Skipped)
	}
	return fmt.Sprintf("deal %d: %s %s par %d, played %d", d.Number, d.Declarer, d.Contract.String(), d.Par, d.Points)
}
