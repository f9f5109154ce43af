// Package solve is a double-dummy solver for coinche: with the four hands
// open, it finds the card points the declaring team takes from a position
// with best play by both sides (declarers maximise, defenders minimise),
// and the cards that achieve it. It knows no text: positions are rules
// Hands and a rules.TrickState, and every legal play comes from the rules
// engine (rules.Engine.Legal), so every variant of the play rules (jass
// trump order and jack, pisser or not, partner master, overtrump rules,
// the 36-card deck, sans-atout, tout-atout) is solved under its own rules.
//
// The search (docs/performance.md, "Double-dummy solver"): MTD(f), a
// series of zero-window alpha-beta searches on the points target, over a
// fixed-size transposition table of the positions at trick starts, keyed
// on the cards left by their rank among the cards still live (so that
// positions differing only in low cards already played meet); cards
// adjacent in power among the live cards and equal in points are tried
// once; moves are ordered by what they do to the trick; and a search stops
// as soon as the points still to take cannot move the value across the
// target. The last three tricks are searched without the table and the
// ordering, with tables of their own (ending.go, endgame).
package solve

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// Position is a state of play: the cards each seat still holds and the
// trick in progress.
type Position struct {
	// Hands[s-1] is what seat s still holds (not the cards already in
	// Trick).
	Hands [4]rules.Hand
	// Trick is the trick in progress: Trick.N may be 0 (Trick.Leader is
	// to lead); Trick.Strain is the contract's strain (a trump suit,
	// sans-atout or tout-atout); Trick.Seats are set (rules.Engine.Add).
	Trick rules.TrickState
	// Declarers is the team whose points are counted.
	Declarers notation.Team
}

// CardValue is one legal card of the seat to play and the value of the
// position after it (card points of the declaring team, as Value).
type CardValue struct {
	Card  rules.Card
	Value int
}

// DefaultTableBits is the size of the transposition table of New for a
// 32-card deck: 2^18 entries of 24 bytes, 6 MiB (a larger table saves
// little on 32-card deals: docs/performance.md).
const DefaultTableBits = 18

// LargeDeckTableBits is the size of the table of New for a deck of more
// than 32 cards (the 36-card jass deck): 2^20 entries, 24 MiB; its full
// deals search 9% fewer positions than with 2^18 (docs/performance.md).
const LargeDeckTableBits = 20

// Solver solves positions under one ruleset's play rules. It owns a
// fixed-size transposition table, kept from one call to the next (its
// entries stay true: they are keyed on the whole position). A Solver is
// not safe for concurrent use; use one per goroutine.
type Solver struct {
	e    *rules.Engine
	last int // dix de der, points

	tt        []entry
	mask      uint64
	ends      []endEntry       // the last two tricks' bounds (table.go)
	endShift  uint8            // 64 - log2(len(ends))
	end3      []end3Entry      // the last three tricks' bounds (ending.go)
	end3Shift uint8            // 64 - log2(len(end3))
	end3Next  rules.TrickState // the second of the last three tricks (endPlay)
	memo      [4]suitMemo      // each suit's part of the last key (table.go)
	decl      [5]bool          // by seat: of the declaring team
	shape     []shapeEntry     // shape.go, made on first use

	strains [8]*strainTab // per strain, built on first use

	// the position being searched
	st    *strainTab
	hands [4]rules.Hand
	ph    [4]uint64 // hands in the power layout (strainTab.pw)
	left  int       // card points of the cards in hands
	nodes int       // positions searched (for benchmarks)

	// by hand (seat - 1), set by sure: the points of its trumps sure to
	// fall in its team's tricks, and how many tricks they surely win
	kept, wins [4]int
	// by suit, set by quick: the rounds the leader's quick leads play
	rounds [4]int
	// set by quick: the points of partner's masters it counts (transport)
	qPart int

	next [5]notation.Seat // the seat after each seat in the order of play

	// the budget (budget.go): check runs when nodes reaches checkAt
	budget  Budget
	limited bool // a budget is set
	spent   bool // and spent
	checkAt int
	base    int // nodes at SetBudget
	flushed int // nodes already added to budget.Spent

	killer [40]rules.Card       // the last card that cut, by cards left
	stack  [40]rules.TrickState // the trick after a card, by cards left
	infos  [40]trickInfo        // what is known of it
	starts [40]rules.TrickState // the next trick, by cards left
}

// New returns a solver for the play rules of e (legality from e.Legal,
// card points and order from e, the dix de der from the ruleset's
// cards.last_trick) with a table of 2^DefaultTableBits entries, or
// 2^LargeDeckTableBits when e's deck has more than 32 cards.
func New(e *rules.Engine) *Solver {
	if e.Deck().Count() > 32 {
		return NewSize(e, LargeDeckTableBits)
	}
	return NewSize(e, DefaultTableBits)
}

// NewSize is New with a table of 2^tableBits entries (24 bytes each;
// tableBits is clamped to 10..28), one of the last two tricks (half as
// many entries of 8 bytes, at least 2^17: 1 MiB, 4 MiB for a 36-card
// deck), one of the last three (as many entries of 16 bytes: 4 MiB, 16
// MiB for a 36-card deck; ending.go) and the shape table (a fixed 8 MiB, shape.go): the
// solver's memory is bounded by them. On Linux the tables are mapped in
// transparent huge pages where the kernel allows it (tableOf,
// alloc_linux.go), outside the Go heap, and released once the Solver is
// no longer reachable.
func NewSize(e *rules.Engine, tableBits int) *Solver {
	tableBits = min(max(tableBits, 10), 28)
	s := &Solver{
		e:         e,
		last:      e.Ruleset().Cards.LastTrick,
		mask:      1<<tableBits - 1,
		endShift:  uint8(64 - max(tableBits-1, endMinBits)),
		end3Shift: uint8(64 - (tableBits - end3Less)),
	}
	s.tt = tableOf[entry](s, 1<<tableBits)
	s.ends = tableOf[endEntry](s, 1<<max(tableBits-1, endMinBits))
	s.end3 = tableOf[end3Entry](s, 1<<(tableBits-end3Less))
	s.checkAt = 1<<62 - 1
	for seat := notation.North; seat <= notation.West; seat++ {
		s.next[seat] = e.NextSeat(seat)
	}
	return s
}

// Nodes is the number of positions searched since the solver was made
// (for benchmarks and profiles).
func (s *Solver) Nodes() int { return s.nodes }

// Value is the card points (dix de der included, no capot bonus) the
// declaring team takes from p to the end of the deal, counting the cards
// of the trick in progress, with best play by both sides (docs/analysis.md;
// card points and dix de der: the ruleset's Cards section). A position
// given with a complete trick (Trick.N = 4) counts it, and the winner
// leads the next. An inconsistent position (a seat to play holds no card)
// ends where the cards run out: the cards of an incomplete trick then
// count for nobody.
func (s *Solver) Value(p Position) int { return s.ValueNear(p, -1) }

// ValueNear is Value, searched first around guess (card points, as
// Value): the value of the position is tested against guess and guess+1
// before the rest of the range is halved, so a good guess (the value of
// the position one card before, as coinche analyze walks a deal) takes
// two zero-window searches where Value takes 4 to 8. The result does not
// depend on guess; a guess outside the points still to take (such as -1)
// is ignored. Under a budget (SetBudget) that is spent, it is the lowest
// value not excluded (Bounds gives both bounds).
func (s *Solver) ValueNear(p Position, guess int) int {
	lo, _ := s.Bounds(p, guess)
	return lo
}

// Bounds is ValueNear under the solver's budget (SetBudget): the value as
// lo == hi, or, when the budget is spent before the value is proved, the
// lowest and highest values (card points, as Value) the searches could
// not exclude. Without a budget it is always the value. An inconsistent
// position (Check) gives 0, 0.
func (s *Solver) Bounds(p Position, guess int) (lo, hi int) {
	return s.BoundsIn(p, guess, 0, 1<<20)
}

// BoundsIn is Bounds for a position whose value the caller already knows
// to be within least..most (card points, as Value): the zero-window tests
// outside that range are not searched. The value before a card bounds
// the value after it (no card of the declarers takes more than the best
// one, no card of the defenders gives less), so a walk through the cards
// played that knows each value tests only one side of it: a card that
// keeps the value costs one test instead of two. A range that does not
// hold the value gives a wrong answer.
func (s *Solver) BoundsIn(p Position, guess, least, most int) (lo, hi int) {
	t := p.Trick
	if s.Check(p) != nil {
		return 0, 0
	}
	s.setup(&p)
	lo, hi = 0, s.upper(&t)
	if t.N == 0 {
		own, their := s.sure()
		lo, hi = own, hi-their
	}
	lo, hi = max(lo, least), min(hi, most)
	if lo > hi { // a range that does not hold the value
		return least, most
	}
	// the first test a quarter up the range, not halfway: a test that
	// holds costs far less than one that fails (every declarer card must
	// be refuted), so the search leans toward the tests that hold
	g := lo + (hi-lo)/4
	if t.N == 0 {
		// start from what the table knows
		if e := s.probe(t.Leader); e != nil {
			lo, hi = max(lo, int(e.lo)), min(hi, int(e.hi))
			g = min(max(g, lo), hi)
		}
	}
	// the guess, then the guess + 1: the value when both tests agree
	next := -1
	if guess >= lo && guess <= hi {
		g, next = guess, guess+1
	}
	defer stopped()
	for lo < hi {
		// a zero-window test at the middle of what is still unknown (or
		// at the guess): is the value at least beta?
		beta := max(g, lo+1)
		v := s.search(&t, beta-1, beta)
		if v < beta {
			hi = v
		} else {
			lo = v
		}
		g = lo + (hi-lo+1)/4
		if next > lo && next <= hi {
			g = next
		}
		next = -1
	}
	return lo, hi
}

// Best is Value and the set of the cards of the seat to play that achieve
// it (empty when the deal is over). Each card costs one zero-window test
// (AtLeast) after the position's value, where Cards solves each.
func (s *Solver) Best(p Position) (value int, best rules.Hand) {
	value = s.Value(p)
	return value, s.BestAt(p, value, 0)
}

// BestAt is the set of Best for a position whose value the caller knows
// (value, as Value): one zero-window test per legal card, no search of
// the value, and none for the cards of notBest, which the caller knows
// do not keep the value (a costly card played). A wrong value or notBest
// gives a wrong set.
func (s *Solver) BestAt(p Position, value int, notBest rules.Hand) (best rules.Hand) {
	pre, seat, legal, ok := s.turn(&p)
	if !ok {
		return 0
	}
	maxi := seat.Team() == p.Declarers
	for x := legal &^ notBest; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		q := s.after(p, seat, c)
		// the declarers' best card reaches the value, the defenders'
		// keeps them to it
		if maxi && s.AtLeast(q, value-pre) || !maxi && !s.AtLeast(q, value-pre+1) {
			best |= c.Bit()
		}
	}
	return best
}

// AtLeast reports whether the declarers take at least beta card points
// from p with best play by both sides (Value(p) >= beta), by one
// zero-window test: cheaper than Value when only the side of beta matters.
// An inconsistent position (Check) takes 0. Under a budget that is spent
// (Exhausted), false means only that the test did not end.
func (s *Solver) AtLeast(p Position, beta int) (ok bool) {
	if beta <= 0 {
		return true
	}
	if s.Check(p) != nil {
		return false
	}
	s.setup(&p)
	t := p.Trick
	defer stopped()
	ok = s.search(&t, beta-1, beta) >= beta
	return ok
}

// turn is what Cards and Best need of p: the points of a complete trick
// given (counted before the next trick, which p is moved to), the seat to
// play and its legal cards; ok is false when the deal is over or p is not
// a position (Check).
func (s *Solver) turn(p *Position) (pre int, seat notation.Seat, legal rules.Hand, ok bool) {
	if s.Check(*p) != nil {
		return 0, 0, 0, false
	}
	if p.Trick.N == 4 {
		if p.Hands[0]|p.Hands[1]|p.Hands[2]|p.Hands[3] == 0 {
			return 0, 0, 0, false
		}
		w := p.Trick.Seats[s.e.Winner(&p.Trick)]
		if w.Team() == p.Declarers {
			pre = s.e.TrickPoints(&p.Trick)
		}
		p.Trick.Start(p.Trick.Strain, w)
	}
	seat = s.e.Next(&p.Trick)
	if seat < notation.North || seat > notation.West {
		return 0, 0, 0, false
	}
	legal, _ = s.e.Legal(&p.Trick, p.Hands[seat-1], seat)
	return pre, seat, legal, legal != 0
}

// Cards appends to dst the value (as Value) of the position after each
// legal card of the seat to play, in card order (rules.Hand.Cards), and
// returns the extended slice; nothing when the deal is over or the seat
// to play holds no card.
func (s *Solver) Cards(p Position, dst []CardValue) []CardValue {
	pre, seat, legal, ok := s.turn(&p)
	if !ok {
		return dst
	}
	for x := legal; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		dst = append(dst, CardValue{c, pre + s.Value(s.after(p, seat, c))})
	}
	return dst
}

// after is p once seat, the seat to play, has played c.
func (s *Solver) after(p Position, seat notation.Seat, c rules.Card) Position {
	p.Hands[seat-1] = p.Hands[seat-1].Without(c)
	s.e.Add(&p.Trick, c)
	return p
}

// Check reports why p is not a position of the solver's ruleset, nil when
// it is: every card of the hands and of the trick in the ruleset's deck
// and held or played once, Trick.N from 0 to 4 with its seats set in the
// order of play, Trick.Strain a strain, Declarers NS or EW. Value, Best
// and Cards give 0 and no card for such a position. (A position whose
// hands run out unevenly is allowed: the play stops where a seat to play
// holds no card.)
func (s *Solver) Check(p Position) error {
	t := &p.Trick
	if t.Strain < notation.TrumpS || t.Strain > notation.ToutAtout {
		return errors.New("solve: the trick has no strain")
	}
	if p.Declarers != notation.NS && p.Declarers != notation.EW {
		return errors.New("solve: the declarers are not NS or EW")
	}
	if t.N < 0 || t.N > 4 || t.Leader < notation.North || t.Leader > notation.West {
		return fmt.Errorf("solve: a trick of %d cards led by seat %d", t.N, t.Leader)
	}
	var seen rules.Hand
	deck := s.e.Deck()
	for i, h := range p.Hands {
		if h&^deck != 0 || h&seen != 0 {
			return fmt.Errorf("solve: %v holds a card outside the deck or held twice", notation.Seat(i+1))
		}
		seen |= h
	}
	seat := t.Leader
	for i := 0; i < t.N; i++ {
		c := t.Cards[i]
		if c >= 64 || !deck.Has(c) || seen.Has(c) {
			return fmt.Errorf("solve: trick card %d is outside the deck or held twice", i+1)
		}
		if t.Seats[i] != seat {
			return fmt.Errorf("solve: trick card %d is not played by %v, next in turn", i+1, seat)
		}
		seen |= c.Bit()
		seat = s.e.NextSeat(seat)
	}
	return nil
}

// maxHand is the most cards a seat holds (36-card deck).
const maxHand = 9

// setup loads p into the solver.
func (s *Solver) setup(p *Position) {
	st := p.Trick.Strain & 7
	if s.strains[st] == nil {
		s.strains[st] = newStrainTab(s.e, st)
	}
	s.st = s.strains[st]
	s.memo = [4]suitMemo{} // no live card: part 0 in every strain
	s.st.team = p.Declarers
	for seat := notation.North; seat <= notation.West; seat++ {
		s.decl[seat] = seat.Team() == p.Declarers
	}
	s.hands = p.Hands
	s.left = 0
	for i := range s.hands {
		s.left += s.st.handPoints(s.hands[i])
		s.ph[i] = s.st.pow(s.hands[i])
	}
}

// upper is the most the declarers can take from the trick t: every card
// left, those of t and the dix de der.
func (s *Solver) upper(t *rules.TrickState) int {
	n := s.left + s.last
	for i := 0; i < t.N; i++ {
		n += int(s.st.pts[t.Cards[i]])
	}
	return n
}

// search is a fail-soft alpha-beta search of the position (s.hands, t):
// the value when it is within (alpha, beta), else a bound beyond the
// window on the same side (at most alpha: an upper bound; at least beta:
// a lower bound).
func (s *Solver) search(t *rules.TrickState, alpha, beta int) int {
	s.nodes++
	e := s.e
	if t.N == 4 {
		w := t.Seats[e.Winner(t)]
		pts := 0
		for i := 0; i < 4; i++ {
			pts += int(s.st.pts[t.Cards[i]])
		}
		if s.hands[0]|s.hands[1]|s.hands[2]|s.hands[3] == 0 {
			pts += s.last
			if w.Team() != s.st.team {
				return 0
			}
			return pts
		}
		own := 0
		if w.Team() == s.st.team {
			own = pts
		}
		nt := &s.starts[s.cardsLeft()]
		nt.Start(t.Strain, w)
		return own + s.trickStart(nt, alpha-own, beta-own)
	}
	if t.N == 0 {
		return s.trickStart(t, alpha, beta)
	}
	return s.move(t, alpha, beta, noCard)
}

const noCard = rules.NoCard

// trickStart searches a position with an empty trick, through the table.
func (s *Solver) trickStart(t *rules.TrickState, alpha, beta int) int {
	if s.nodes >= s.checkAt {
		s.check() // the budget: panics when it is spent
	}
	total := s.left + s.last
	if total <= alpha {
		return total
	}
	if beta <= 0 {
		return 0
	}
	seat := t.Leader
	if seat < notation.North || seat > notation.West || s.hands[seat-1] == 0 {
		return 0
	}
	if s.hands[seat-1]&(s.hands[seat-1]-1) == 0 {
		return s.lastTrick(t)
	}
	nleft := s.cardsLeft()
	switch nleft {
	case 8:
		if s.twoEach() {
			return s.endgame(t, alpha, beta)
		}
	case 12:
		if s.threeEach() {
			return s.ending3(t, alpha, beta)
		}
	}
	// each suit's part of the key, for the exact table's key and the
	// shape table's (the hands are the same again after the search)
	var parts [4]uint64
	for su := range parts {
		parts[su] = s.suitKey(su)
	}
	k0, k1 := s.keyOf(&parts, seat)
	en := s.lookup(k0, k1)
	// at the trick before the last three, with no entry, no bounds: the
	// searches below are cheap since ending3, and the sure points, quick
	// tricks and tricks surely won cost more than they save there
	// (docs/performance.md, issue 29's seventh pass)
	var lo, hi int
	var hint rules.Card
	if en == nil && nleft == 16 {
		lo, hi, hint = 0, total, noCard
	} else {
		lo, hi, hint = s.startBounds(en, seat, total, alpha, beta)
	}
	var sk0, sk1, live uint64
	if lo < beta && hi > alpha && lo != hi {
		// what the shape table knows of a position of the same shape
		// (shape.go), widened by the points that differ; its best card
		// when the exact table has none
		live = s.ph[0] | s.ph[1] | s.ph[2] | s.ph[3]
		sk0, sk1 = s.shapeOf(&parts, live, seat)
		if slo, shi, sh, ok := s.shapeProbe(sk0, sk1, live, total); ok {
			lo, hi = max(lo, slo), min(hi, shi)
			if en == nil {
				hint = sh
			}
		}
	}
	if lo >= beta || lo == hi {
		return lo
	}
	if hi <= alpha {
		return hi
	}
	a, b := max(alpha, lo), min(beta, hi)
	v, best := s.moveBest(t, a, b, hint, -1)
	lo, hi = narrowed(v, a, b, lo, hi)
	s.store(k0, k1, lo, hi, best, s.left+s.last)
	if live == 0 {
		live = s.ph[0] | s.ph[1] | s.ph[2] | s.ph[3]
		sk0, sk1 = s.shapeOf(&parts, live, seat)
	}
	s.shapeStore(sk0, sk1, live, lo, hi, best, s.left+s.last)
	return v
}

// narrowed is the bounds lo..hi of a position's value once a fail-soft
// search of the window (a, b) within them gave v: an upper bound when v
// is at most a, a lower bound when at least b, else the value.
func narrowed(v, a, b, lo, hi int) (int, int) {
	switch {
	case v <= a:
		return lo, v
	case v >= b:
		return v, hi
	}
	return v, v
}

// startBounds is what is known of a trick start led by seat before its
// search, as the declarers' points (of total still to take): the bounds
// of its exact table entry en and the entry's best card; or, with no
// entry, each team's sure points, the leader's team's also its quick
// tricks (lo == hi when the quick tricks take every trick left), then,
// unless that already decides the window (alpha, beta), each team's
// points from the tricks it surely wins (tricksWon).
func (s *Solver) startBounds(en *entry, seat notation.Seat, total, alpha, beta int) (lo, hi int, hint rules.Card) {
	if en != nil {
		// bounds stored for NS; the declarers' value is the total minus
		// the NS value when they are EW (they were found from the sure
		// points: no need to count them again)
		lo, hi = int(en.lo), int(en.hi)
		if s.st.team != notation.NS {
			lo, hi = total-hi, total-lo
		}
		return lo, hi, rules.Card(en.best)
	}
	own, their := s.sure()
	q, qt, all := s.quick(seat)
	li := int(seat-1) & 3
	lt := li & 1 // the leader's team: hands lt and lt+2
	ours := seat.Team() == s.st.team
	switch {
	case all && ours:
		return total, total, noCard
	case all:
		return 0, 0, noCard
	case ours:
		own += q
	default:
		their += q
	}
	if own >= beta || total-their <= alpha {
		return own, total - their, noCard // decided without tricksWon
	}
	lead, other := s.tricksWon(lt, li, q, qt), s.tricksWon(lt^1, -1, 0, 0)
	if !ours {
		lead, other = other, lead
	}
	return max(own, lead), total - max(their, other), noCard
}

// tricksWon is the points the team of hands tm and tm+2 surely takes
// from the tricks it surely wins. Its trumps surely win k tricks, k the
// most of one hand's wins (set by sure; a hand's cards fall in tricks of
// their own, but two partners' trumps may fall in the same trick); when
// hand li leads, its quick leads (quick: qp points in qt tricks) win qt
// tricks, and k is at least qt. Each of the k tricks holds one card of
// each hand, so the team takes at least the k cheapest cards of each
// hand (cheapest), and the dix de der when k is every trick left. Of its
// own hands that is at least their trumps' kept points too (and, for the
// leader, the quick points qp: other cards of the same tricks won), so
// each own hand counts the larger of the two. Sound under every play
// rule: a trump loses its trick only to a higher trump, which sure's
// wins already counts, and quick's leads are sound (see quick).
func (s *Solver) tricksWon(tm, li, qp, qt int) int {
	k := max(s.wins[tm], s.wins[tm+2])
	if li >= 0 {
		k = max(k, qt)
	}
	if k == 0 {
		return 0
	}
	pts := 0
	for i := 0; i < 4; i++ {
		var c int
		if li >= 0 && i != li {
			c = s.forced(s.ph[i], k)
		} else {
			c = s.cheapest(s.ph[i], k)
		}
		if i&1 == tm {
			own := s.kept[i]
			switch {
			case i == li:
				own += qp - s.qPart
			case li >= 0 && i == li^2:
				own += s.qPart
			}
			c = max(c, own)
		}
		pts += c
	}
	if k >= bits.OnesCount64(s.ph[tm]) {
		pts += s.last
	}
	return pts
}

// sure is the points of the sure winners of the declarers and of the
// defenders in a trump suit contract. A trump loses its trick only to a
// higher trump of the other team in the same trick, and each card of a
// hand falls in a trick of its own: of the trumps of one hand with at
// most j trumps of the other team above them, at most j lose. So each
// hand's trumps count but for the most points that rule lets the other
// team take from them; the masters (no opponent's trump above) count in
// full. The team holding the masters also takes, in the m tricks the
// masters of one of its hands win, one card of each opponent: at least
// their m cheapest.
func (s *Solver) sure() (own, their int) {
	tab := s.st
	s.kept, s.wins = [4]int{}, [4]int{}
	if tab.trumpSuit < 0 {
		return 0, 0
	}
	sh := uint(16 * tab.trumpSuit)
	var tr [4]uint16
	for i := range tr {
		tr[i] = uint16(s.ph[i]>>sh) & 0x1FF
	}
	var pts [2]int // by team: NS, EW
	m := 0         // the most masters in one hand
	mi := -1       // that hand
	for i := 0; i < 4; i++ {
		opp := tr[(i+1)&3] | tr[(i+3)&3]
		kept, masters := s.trumpsKept(tr[i], opp, sh)
		pts[i&1] += kept
		s.kept[i] = kept
		// at most min(o, trumps - masters) of them lose, one to each of
		// the other team's o trumps
		s.wins[i] = max(masters, bits.OnesCount16(tr[i])-bits.OnesCount16(opp))
		if masters > m {
			m, mi = masters, i
		}
	}
	if mi >= 0 {
		pts[mi&1] += s.cheapest(s.ph[(mi+1)&3], m) + s.cheapest(s.ph[(mi+3)&3], m)
	}
	if tab.team == notation.NS {
		return pts[0], pts[1]
	}
	return pts[1], pts[0]
}

// trumpsKept is what sure counts of the trumps d of one hand (a suit's 9
// bits in the power layout, shifted by sh) against opp, the other team's
// trumps: their points but for the most the other team can take from
// them (at most j of those with j or fewer of opp above them), and how
// many have none of opp above them (masters).
func (s *Solver) trumpsKept(d, opp uint16, sh uint) (kept, masters int) {
	tab := s.st
	if d == 0 {
		return 0, 0
	}
	if opp == 0 {
		return int(tab.powPts[sh/16][d]), bits.OnesCount16(d)
	}
	// each pair of holdings is worked out once per strain
	if tab.kept == nil {
		tab.kept = make([]uint16, 1<<18)
	}
	i := uint(d&0x1FF)<<9 | uint(opp&0x1FF)
	if x := tab.kept[i]; x != 0 {
		return int(x >> 4), int(x&15) - 1
	}
	kept, masters = s.trumpsKeptOf(d, opp, sh)
	tab.kept[i] = uint16(kept<<4 | (masters + 1))
	return kept, masters
}

// trumpsKeptOf is trumpsKept worked out (d and opp not empty).
func (s *Solver) trumpsKeptOf(d, opp uint16, sh uint) (kept, masters int) {
	tab := s.st
	// the cards from the highest: their points and how many of opp are
	// above each (non-decreasing)
	var p, y [9]int
	n := 0
	for b := 8; b >= 0; b-- {
		if d>>b&1 == 0 {
			continue
		}
		p[n] = int(tab.ptsPw[int(sh)+b])
		y[n] = bits.OnesCount16(opp >> (b + 1))
		kept += p[n]
		if y[n] == 0 {
			masters++
		}
		n++
	}
	// the other team takes greedily the most points it may: a set is
	// allowed when, for every j, at most j of its cards have j or fewer
	// of opp above them
	var taken [9]bool
	for {
		best := -1
		for i := 0; i < n; i++ {
			if taken[i] || y[i] == 0 || best >= 0 && p[i] <= p[best] {
				continue
			}
			taken[i] = true
			ok, c := true, 0
			for k := 0; k < n && ok; k++ {
				if taken[k] {
					c++
					ok = c <= y[k]
				}
			}
			taken[i] = false
			if ok {
				best = i
			}
		}
		if best < 0 || p[best] == 0 {
			return kept, masters
		}
		taken[best] = true
		kept -= p[best]
	}
}

// forced is the least card points a hand h (power layout) other than
// the leader's puts into k tricks that include the rounds of quick's
// leads (s.rounds): in each suit led for r rounds the hand must follow
// with min(r, its cards of the suit) of them (the trump jack, when
// exempt, is never forced), at least the cheapest of the suit, and the
// rest of the k cards at least the cheapest of what is left (the least
// over every set of k cards holding that many of each suit). Sound where
// quick is: the opponents of the leader whom quick's rounds count follow
// the suit (a plain suit is ruffed while holding it only where quick
// counts no round), the leader's partner follows by its team's choice.
func (s *Solver) forced(h uint64, k int) int {
	tab := s.st
	pts, n := 0, 0
	for su := 0; su < 4; su++ {
		r := s.rounds[su]
		if r == 0 {
			continue
		}
		m := h & (0x1FF << (16 * su))
		if su == tab.trumpSuit && tab.jack != noCard {
			m &^= 1 << tab.pw[tab.jack]
		}
		// the r cheapest of m, by point value
		for i := 0; i < tab.nPts && r > 0; i++ {
			for c := m & tab.byPts[i]; c != 0 && r > 0; c &= c - 1 {
				h &^= c & -c
				pts += int(tab.ptsOf[i])
				n++
				r--
			}
		}
	}
	return pts + s.cheapest(h, k-n)
}

// cheapest is the card points of the n cheapest cards of h (power
// layout), all of h when it holds n cards or fewer: h's cards of each
// point value from the lowest (strainTab.byPts).
func (s *Solver) cheapest(h uint64, n int) int {
	tab := s.st
	sum := 0
	for i := 0; i < tab.nPts && n > 0; i++ {
		c := min(n, bits.OnesCount64(h&tab.byPts[i]))
		sum += c * int(tab.ptsOf[i])
		n -= c
	}
	return sum
}

// lastTrick plays out the last trick (one card in each hand): each card
// ranked by its power in its suit, above it 16 when it follows the led
// suit, 32 when it is a trump (no two cards that can win rank equal);
// the winner's team is the leader's when it is the first or third card.
func (s *Solver) lastTrick(t *rules.TrickState) int {
	tab := s.st
	l := t.Leader
	s1 := s.next[l&7]
	s2 := s.next[s1&7]
	s3 := s.next[s2&7]
	h0, h1, h2, h3 := s.ph[(l-1)&3], s.ph[(s1-1)&3], s.ph[(s2-1)&3], s.ph[(s3-1)&3]
	if h0 == 0 || h1 == 0 || h2 == 0 || h3 == 0 {
		return 0
	}
	b0, b1, b2, b3 := uint(bits.TrailingZeros64(h0)), uint(bits.TrailingZeros64(h1)), uint(bits.TrailingZeros64(h2)), uint(bits.TrailingZeros64(h3))
	led, trump := b0>>4, uint(tab.trumpSuit) // -1: no suit
	rank := func(b uint) uint {
		r := b & 15
		if b>>4 == led {
			r |= 16
		}
		if b>>4 == trump {
			r |= 32
		}
		return r
	}
	// the winner's place: even, the leader's team
	w0, w1 := max(rank(b0), rank(b2)), max(rank(b1), rank(b3))
	team := l
	if w1 > w0 {
		team = s1
	}
	if !s.decl[team&7] {
		return 0
	}
	return s.last + int(tab.ptsPw[b0&63]) + int(tab.ptsPw[b1&63]) + int(tab.ptsPw[b2&63]) + int(tab.ptsPw[b3&63])
}

// move tries the cards of the seat to play (t.N < 4).
func (s *Solver) move(t *rules.TrickState, alpha, beta int, hint rules.Card) int {
	v, _ := s.moveBest(t, alpha, beta, hint, -1)
	return v
}

// trickInfo is what the ordering and the search need to know of the trick
// in progress (t.N > 0): the winning card so far, its seat, the led suit
// and the points of the cards played.
type trickInfo struct {
	live  uint64 // the cards live at the trick's start, power layout
	w     int    // index of the winning card in the trick
	wc    rules.Card
	wseat notation.Seat
	led   notation.Suit
	pts   int
}

// winnerAfter is who wins the trick once seat plays its card, beats
// telling whether that card beats the trick's winning card so far: the
// leader of the next trick when the card is the fourth.
func (ti *trickInfo) winnerAfter(seat notation.Seat, beats bool) notation.Seat {
	if beats {
		return seat
	}
	return ti.wseat
}

// moveBest is move, also giving the card that gave the result; w is the
// index of the trick's winning card when known, else -1.
func (s *Solver) moveBest(t *rules.TrickState, alpha, beta int, hint rules.Card, w int) (int, rules.Card) {
	ti := trickInfo{w: w, pts: -1}
	return s.moveIn(t, &ti, alpha, beta, hint)
}

// moveIn is moveBest with what is known of the trick: ti.w (the index of
// the winning card, or -1), ti.pts (the points of the trick's cards, or
// -1) and ti.live (the cards live at the trick's start, power layout, or
// 0); moveIn fills in the rest.
func (s *Solver) moveIn(t *rules.TrickState, ti *trickInfo, alpha, beta int, hint rules.Card) (int, rules.Card) {
	e := s.e
	seat := e.Next(t)
	h := s.hands[seat-1]
	if v, cut := s.cutBefore(t, ti, seat, alpha, beta); cut {
		return v, noCard
	}
	ph := s.ph[seat-1]
	left := s.cardsLeft()
	legal, _ := e.LegalWon(t, h, seat, ti.w)
	var cands [maxHand]cand
	n := s.candidates(t, ti, seat, legal, hint, left, &cands)
	maxi := s.decl[seat&7]
	if t.N == 3 && n > 1 {
		if v, c, cut := s.cutAtFourth(t, ti, seat, cands[:n], left, maxi, alpha, beta); cut {
			return v, c
		}
	}
	best, bestCard := -1, noCard
	if !maxi {
		best = 1 << 30
	}
	// the cards of the other hands and of the trick (power layout): a
	// card of seat's hand bounds the value of another of the same suit
	// with none of them between (twins)
	others := ti.live &^ ph
	var done [maxHand]tried
	nd := 0
	for i := 0; i < n; i++ {
		c := cands[i].c
		if nd > 0 {
			if b, ok := s.twinBound(c, done[:nd], others, maxi); ok {
				if maxi && b <= alpha {
					best = max(best, b)
					continue
				}
				if !maxi && b >= beta {
					best = min(best, b)
					continue
				}
			}
		}
		v := s.play(t, ti, seat, c, cands[i].beats, left, alpha, beta)
		done[nd] = tried{c, v}
		nd++
		if maxi {
			if v > best {
				best, bestCard = v, c
			}
			if best >= beta {
				s.killer[left] = c
				break
			}
			alpha = max(alpha, best)
		} else {
			if v < best {
				best, bestCard = v, c
			}
			if best <= alpha {
				s.killer[left] = c
				break
			}
			beta = min(beta, best)
		}
	}
	return best, bestCard
}

// candidates fills cands with the cards of legal to try, in the order to
// try them (order), and returns their number; a single legal card is
// taken as it is, with nothing to order (left: the cards in the hands,
// whose killer card order reads).
func (s *Solver) candidates(t *rules.TrickState, ti *trickInfo, seat notation.Seat, legal rules.Hand, hint rules.Card, left int, cands *[maxHand]cand) int {
	if legal&(legal-1) != 0 {
		return s.order(t, ti, seat, legal, hint, s.killer[left], cands)
	}
	c := rules.Card(bits.TrailingZeros64(uint64(legal)))
	cands[0] = cand{c: c, beats: t.N > 0 && s.beats(c, ti.wc)}
	return 1
}

// cutAtFourth is the enhanced transposition cut-off at the fourth card of
// a trick (t.N == 3; left, the cards in the hands before it): the next
// trick's start is read in the three-trick memo when it is the first of
// the last three (etc3), in the main table and the shape table when 12
// cards or more are left after the trick otherwise (etc), in the last
// two tricks' table when it is one of them (etcEnd). cut reports whether
// a stored bound decided the test, with that bound and its card.
func (s *Solver) cutAtFourth(t *rules.TrickState, ti *trickInfo, seat notation.Seat, cands []cand, left int, maxi bool, alpha, beta int) (v int, c rules.Card, cut bool) {
	switch {
	case left == 13 && s.nAfter(seat, 3):
		return s.etc3(t.Strain, ti, seat, cands, maxi, alpha, beta)
	case left > 12:
		return s.etc(ti, seat, cands, maxi, alpha, beta)
	case left == 9 && s.nAfter(seat, 2):
		return s.etcEnd(t.Strain, ti, seat, cands, maxi, alpha, beta)
	}
	return 0, noCard, false
}

// cutBefore fills in ti (the trick's points, live cards, winner so far)
// and returns the value of t without trying a card of seat when a bound
// ends the search there: the most still to take is at most alpha; seat
// has no card; the trick is held by its winner whatever the seats still
// to play hold, and that settles the window.
func (s *Solver) cutBefore(t *rules.TrickState, ti *trickInfo, seat notation.Seat, alpha, beta int) (int, bool) {
	if ti.pts < 0 {
		ti.pts = 0
		for i := 0; i < t.N; i++ {
			ti.pts += int(s.st.pts[t.Cards[i]])
		}
	}
	// the most still to take: the points of the trick and of the cards
	// left, and the dix de der
	if hi := ti.pts + s.left + s.last; hi <= alpha {
		return hi, true
	}
	if s.hands[seat-1] == 0 {
		return 0, true
	}
	if ti.live == 0 {
		ti.live = s.ph[0] | s.ph[1] | s.ph[2] | s.ph[3]
		for i := 0; i < t.N; i++ {
			ti.live |= 1 << s.st.pw[t.Cards[i]]
		}
	}
	if t.N == 0 {
		return 0, false
	}
	w := ti.w
	if w < 0 {
		w = s.e.Winner(t)
	}
	ti.w, ti.wc, ti.wseat, ti.led = w, t.Cards[w], t.Seats[w], t.Cards[0].Suit()
	// a trick nobody still to play can take from its winner: its points
	// go to the winner's team (tested only when it would end the search)
	ours := s.decl[ti.wseat&7]
	if ours && ti.pts >= beta && s.held(t, seat, ti) {
		return ti.pts, true
	}
	if hi := s.left + s.last; !ours && hi <= alpha && s.held(t, seat, ti) {
		return hi, true
	}
	return 0, false
}

// play is the value of seat playing c to the trick t (ti its facts, beats
// whether c beats the card winning it, left the cards in the hands): the
// card taken from the hand, the search one card deeper (the next trick
// started when c ends this one, its points and the dix de der counted),
// then the hand given back.
func (s *Solver) play(t *rules.TrickState, ti *trickInfo, seat notation.Seat, c rules.Card, beats bool, left, alpha, beta int) int {
	h, ph := s.hands[seat-1], s.ph[seat-1]
	nt := &s.stack[left-1]
	s.hands[seat-1] = h &^ c.Bit()
	s.ph[seat-1] = ph &^ (1 << s.st.pw[c])
	cardPts := int(s.st.pts[c])
	s.left -= cardPts
	var v int
	if t.N == 3 {
		// the fourth card ends the trick: who wins it is known
		s.nodes++
		win := ti.winnerAfter(seat, beats)
		own := 0
		if s.decl[win&7] {
			own = ti.pts + cardPts
		}
		if left == 1 {
			if s.decl[win&7] {
				own += s.last // dix de der
			}
			v = own
		} else {
			nt.Start(t.Strain, win)
			v = own + s.trickStart(nt, alpha-own, beta-own)
		}
	} else {
		*nt = *t
		s.e.Add(nt, c)
		s.nodes++
		next := &s.infos[left-1]
		*next = trickInfo{w: ti.w, pts: ti.pts + cardPts, live: ti.live}
		if t.N == 0 || beats {
			next.w = t.N // c wins the trick so far
		}
		v, _ = s.moveIn(nt, next, alpha, beta, noCard)
	}
	s.left += cardPts
	s.hands[seat-1] = h
	s.ph[seat-1] = ph
	return v
}

// etc is the enhanced transposition cut-off at the fourth card of a
// trick (cands, the cards of seat to try; the next trick's start is a
// position of the table): the table's bounds of the next trick's start
// after each card (where they do not decide, narrowed by the shape
// table's: issue 29, deal 4 ♣ of docs/performance.md 143.9 → 119.7
// million positions), plus the points the card's trick gives the declarers,
// bound the value after that card; one that already decides the test (a
// lower bound at least beta at the declarers' turn, an upper bound at
// most alpha at the defenders') ends the search with that bound and
// card. The keys are made first and the buckets read after, so that the
// reads overlap; the first card's search finds its bucket in the cache.
func (s *Solver) etc(ti *trickInfo, seat notation.Seat, cands []cand, maxi bool, alpha, beta int) (int, rules.Card, bool) {
	tab := s.st
	// the key's parts for the hands as they are; a card changes its
	// suit's part only
	var parts [4]uint64
	for su := range parts {
		parts[su] = s.suitKey(su)
	}
	var ks [maxHand][2]uint64
	var ps [maxHand]uint64 // the part of the card's suit after it
	si := seat - 1
	for i := range cands {
		win := ti.winnerAfter(seat, cands[i].beats)
		pb := uint(tab.pw[cands[i].c])
		su := int(pb >> 4)
		sh := pb &^ 15
		var p [4]uint16
		for j := range p {
			p[j] = uint16(s.ph[j]>>sh) & 0x1FF
		}
		p[si&3] &^= 1 << (pb & 15)
		k := parts
		k[su&3] = s.suitPart(su, p[0]|p[1]|p[2]|p[3], p[1]|p[3], p[2]|p[3])
		ps[i] = k[su&3]
		ks[i][0], ks[i][1] = s.keyOf(&k, win)
	}
	for i := range cands {
		en := s.lookup(ks[i][0], ks[i][1])
		c := cands[i].c
		win := ti.winnerAfter(seat, cands[i].beats)
		own := 0
		if s.decl[win&7] {
			own = ti.pts + int(tab.pts[c])
		}
		total := s.left - int(tab.pts[c]) + s.last
		lo, hi := 0, total
		if en != nil {
			lo, hi = int(en.lo), int(en.hi)
			if tab.team != notation.NS {
				lo, hi = total-hi, total-lo
			}
		}
		if !(maxi && own+lo >= beta) && !(!maxi && own+hi <= alpha) {
			// what the shape table knows of the next trick's start
			// (shape.go), where the exact table does not decide
			pb := uint(tab.pw[c])
			live := (s.ph[0] | s.ph[1] | s.ph[2] | s.ph[3]) &^ (uint64(1) << pb)
			k := parts
			k[pb>>4&3] = ps[i]
			k0, k1 := s.shapeOf(&k, live, win)
			if slo, shi, _, ok := s.shapeProbe(k0, k1, live, total); ok {
				lo, hi = max(lo, slo), min(hi, shi)
			}
		}
		if maxi && own+lo >= beta {
			return own + lo, c, true
		}
		if !maxi && own+hi <= alpha {
			return own + hi, c, true
		}
	}
	return 0, noCard, false
}

// nAfter reports whether every hand holds n cards once seat has played
// the trick's fourth card: with n = 2, the next trick's start is one of
// the last two tricks (endgame), with n = 3 of the last three (ending3).
func (s *Solver) nAfter(seat notation.Seat, n int) bool {
	for i, h := range s.hands {
		k := bits.OnesCount64(uint64(h))
		if i == int(seat-1) {
			k--
		}
		if k != n {
			return false
		}
	}
	return true
}

// etcEnd is etc where the next trick's start is one of the last two
// tricks: the bounds come from the endgame table (endKey).
func (s *Solver) etcEnd(st notation.Strain, ti *trickInfo, seat notation.Seat, cands []cand, maxi bool, alpha, beta int) (int, rules.Card, bool) {
	tab := s.st
	h := s.hands[seat-1]
	for i := range cands {
		c := cands[i].c
		win := ti.winnerAfter(seat, cands[i].beats)
		s.hands[seat-1] = h &^ c.Bit()
		x := s.endKey(win, st) * endMul
		s.hands[seat-1] = h
		j := x >> s.endShift
		en := s.ends[j]
		if !en.is(x) {
			if en = s.ends[j^1]; !en.is(x) {
				continue
			}
		}
		own := 0
		if s.decl[win&7] {
			own = ti.pts + int(tab.pts[c])
		}
		lo, hi := en.bounds()
		if tab.team != notation.NS {
			total := s.left - int(tab.pts[c]) + s.last
			lo, hi = total-hi, total-lo
		}
		if maxi && own+lo >= beta {
			return own + lo, c, true
		}
		if !maxi && own+hi <= alpha {
			return own + hi, c, true
		}
	}
	return 0, noCard, false
}

// held reports whether no opponent of the trick's winner among the seats
// still to play (seat and after) holds a card that could beat the winning
// card under any play rule: a higher card of its suit, or any trump when
// it is a plain card in a suit contract.
func (s *Solver) held(t *rules.TrickState, seat notation.Seat, ti *trickInfo) bool {
	tab := s.st
	pb := uint(tab.pw[ti.wc])
	higher := uint64(0xFFFF) << (pb &^ 15) &^ (uint64(2)<<pb - 1)
	ruff := tab.trumpSuit >= 0 && !tab.trumps.Has(ti.wc)
	team := ti.wseat.Team()
	p := seat
	for n := 4 - t.N; n > 0; n-- {
		if p.Team() != team {
			if s.ph[p-1]&higher != 0 || ruff && s.hands[p-1]&tab.trumps != 0 {
				return false
			}
		}
		p = s.e.NextSeat(p)
	}
	return true
}

// cardsLeft is the number of cards in the hands.
func (s *Solver) cardsLeft() int {
	return bits.OnesCount64(uint64(s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]))
}

// quick is what the team of leader, to lead to an empty trick, surely
// takes by cashing the leader's master cards: the points of the plain
// masters the leader wins one after the other (its top trumps led first,
// so that opponents holding no more trumps than that cannot ruff), not
// counting the trumps (sure counts them); and all, whether those leads
// take every trick left (every card of the leader is such a master).
//
// A master card of a plain suit is cashed for as many rounds as every
// opponent still holding a trump after the trump leads follows the suit
// (none when a plain suit may be ruffed while holding it), and, when a
// void player must trump even over partner, as partner follows it.
// Then partner's plain masters, reached by a low lead (transport); their
// points are in pts and set apart in s.qPart, for tricksWon.
func (s *Solver) quick(leader notation.Seat) (pts, tricks int, all bool) {
	li := int(leader - 1)
	lead := s.ph[li]
	s.rounds = [4]int{}
	kt, opp, partTrumps, all := s.trumpLeads(li)
	pts, tricks, plainAll := s.plainCashes(li, opp, partTrumps)
	all = all && plainAll
	tricks += kt
	s.qPart = 0
	// partner's masters reached by a low lead (transport)
	tab := s.st
	if !all && !tab.mustRuff && !(tab.ruffAny && opp != 0) {
		// the leader's plain cards left after its plain cashes and the
		// entry (its trumps are the rest)
		var trumps uint64 // the trump suit's bits, power layout
		if ts := tab.trumpSuit; ts >= 0 {
			trumps = 0x1FF << uint(16*ts)
		}
		plain := bits.OnesCount64(lead) - bits.OnesCount64(lead&trumps)
		lp := plain - (tricks - kt) - 1
		live := s.ph[0] | s.ph[1] | s.ph[2] | s.ph[3]
		p, t := s.transport(lead, s.ph[(li+2)&3], live, opp, tricks, lp)
		pts += p
		tricks += t
		s.qPart = p
	}
	return pts, tricks, all && lead != 0
}

// trumpLeads is the first part of quick, the leader's top trumps led one
// after the other in a suit contract (hands 0..3, li the leader's): kt,
// how many (the tricks they win; s.rounds of the trump suit set to it);
// opp, the hands (a bit each) of the opponents still holding a trump
// after them; partTrumps, whether partner still holds one; all, whether
// every trump of the leader is among them. The exempt jass trump jack
// need not follow the trump leads, so its holder keeps it (when it is
// not the leader's top trump). Nothing in sans-atout or tout-atout.
func (s *Solver) trumpLeads(li int) (kt int, opp uint64, partTrumps, all bool) {
	tab := s.st
	ts := tab.trumpSuit
	if ts < 0 {
		return 0, 0, false, true
	}
	ph := &s.ph
	sh := uint(16 * ts)
	live := ph[0] | ph[1] | ph[2] | ph[3]
	l := uint16(ph[li]>>sh) & 0x1FF
	top := topSeq(l, uint16(live>>sh)&0x1FF)
	kt = bits.OnesCount16(top)
	s.rounds[ts] = kt
	var jack uint64
	if tab.jack != noCard {
		jack = uint64(1) << tab.pw[tab.jack]
	}
	keeps := func(h int) bool { // hand h holds a trump after the leads
		return bits.OnesCount16(uint16(ph[h]>>sh)&0x1FF) > kt || ph[h]&jack != 0
	}
	for _, o := range [2]int{(li + 1) & 3, (li + 3) & 3} {
		if keeps(o) {
			opp |= 1 << o
		}
	}
	return kt, opp, keeps((li + 2) & 3), top == l
}

// plainCashes is the second part of quick, after trumpLeads: the points
// of the leader's plain masters it surely cashes and the tricks they
// win (s.rounds of each plain suit set to its rounds), and all, whether
// every plain card of the leader is among them. A suit's masters are
// cashed for as many rounds as every opponent of opp (the hands still
// holding a trump) follows it (followed), none where a plain suit may be
// ruffed while holding it and an opponent holds a trump, and, when a
// void player must trump even over partner (partTrumps: partner holds a
// trump), as partner follows it.
func (s *Solver) plainCashes(li int, opp uint64, partTrumps bool) (pts, tricks int, all bool) {
	tab := s.st
	ph := &s.ph
	live := ph[0] | ph[1] | ph[2] | ph[3]
	lead := ph[li]
	all = true
	for su := 0; su < 4; su++ {
		if su == tab.trumpSuit {
			continue
		}
		sh := uint(16 * su)
		l := uint16(lead>>sh) & 0x1FF
		if l == 0 {
			continue
		}
		top := topSeq(l, uint16(live>>sh)&0x1FF)
		k := bits.OnesCount16(top)
		if top != l {
			all = false
		}
		r := s.followed(k, su, opp) // the rounds the leader wins for sure
		if tab.ruffAny && opp != 0 {
			r = 0
		}
		if tab.mustRuff && partTrumps {
			r = min(r, bits.OnesCount16(uint16(ph[(li+2)&3]>>sh)&0x1FF))
		}
		if r < k {
			all = false
			top = highest(top, k, r)
		}
		pts += int(tab.powPts[su][top])
		tricks += r
		s.rounds[su] = r
	}
	return pts, tricks, all
}

// followed is k rounds of suit su (0..3) cut to as many as every hand of
// hands (a bit each, 0..3) follows it: a player void in the suit who
// holds a trump may ruff.
func (s *Solver) followed(k, su int, hands uint64) int {
	sh := uint(16 * su)
	for h := hands; h != 0; h &= h - 1 {
		k = min(k, bits.OnesCount16(uint16(s.ph[bits.TrailingZeros64(h)]>>sh)&0x1FF))
	}
	return k
}

// highest is the r highest of the k cards of top (a suit's bits in the
// power layout, the higher the more powerful).
func highest(top uint16, k, r int) uint16 {
	for i := k - r; i > 0; i-- {
		top &= top - 1
	}
	return top
}

// transport is what the leader's team takes in quick after the leader's
// cashes (c tricks), unless a void player must trump even over partner
// (quick's caller checks mustRuff): the points of partner's plain
// masters it surely cashes and the tricks they take. opp holds the
// hands (0..3) of the opponents still holding a trump after quick's
// trump leads: a plain suit counts for as many rounds as each of them
// follows it (quick's rule; none where a plain suit may be ruffed while
// holding it: the caller does not call), and those opponents follow the
// leader's cashes with the cashed suits, so their lengths in partner's
// suits are the same when partner cashes. Partner's masters are above
// every live card of the others, the leader's included, so the leader
// cashes none of their suits, and partner never follows the leader's
// cashes with one: it gives one only as a discard of its choice, on a
// trick its team wins. It keeps a counted master of a suit in which the
// leader holds a card (the entry), as long as it holds a card. The
// leader then leads that card; partner wins the trick with its master
// (the highest live card of the suit, legal under every rule of
// following; no opponent may beat it, nor ruff it within the rounds
// counted) and cashes the counted masters it kept, one after the other.
// So every counted master's points go to the team, and of the n cards
// partner holds, min(m, n − c) of its m counted masters win tricks of
// their own. Should the leader be void and hold only trumps, it must
// take partner's trick with a trump and lead the next: when no opponent
// holds a trump, every trick left is its team's still (so the points
// too); when one does, it may overtrump, so then the leader must hold,
// after its cashes and the entry, lp plain cards, at least as many as
// partner's cashes after the transport (it follows or discards one on
// each: no rule makes a player trump partner's winning card but
// must_trump = "always"). Nothing without an entry.
func (s *Solver) transport(lead, part, live, opp uint64, c, lp int) (pts, tricks int) {
	tab := s.st
	entry := false
	m := 0
	for su := 0; su < 4; su++ {
		if su == tab.trumpSuit {
			continue
		}
		sh := uint(16 * su)
		ls := uint16(live>>sh) & 0x1FF
		top := topSeq(uint16(part>>sh)&0x1FF, ls)
		if top == 0 {
			continue
		}
		// as many rounds as every opponent holding a trump follows
		k := bits.OnesCount16(top)
		r := s.followed(k, su, opp)
		if r == 0 {
			continue
		}
		top = highest(top, k, r)
		l := uint16(lead>>sh) & 0x1FF
		if l != 0 && topSeq(l, ls) == 0 {
			entry = true
		}
		m += r
		pts += int(tab.powPts[su][top])
	}
	tricks = max(0, min(m, bits.OnesCount64(part)-c))
	if !entry || opp != 0 && lp < tricks-1 {
		return 0, 0
	}
	return pts, tricks
}

// topSeq is the cards of l (a suit's 9 bits in the power layout) above
// every live card of m not in l: l's masters from the top.
func topSeq(l, m uint16) uint16 {
	x := m &^ l
	if x == 0 {
		return l
	}
	return l &^ (uint16(2)<<(15-bits.LeadingZeros16(x)) - 1)
}

// endgame plays out the last two tricks (two cards in each hand, t empty)
// without the table: the declarers' points of both tricks and the dix de
// der, fail-soft within (alpha, beta) as search. Legality still comes
// from the engine.
func (s *Solver) endgame(t *rules.TrickState, alpha, beta int) int {
	x := s.endKey(t.Leader, t.Strain) * endMul
	i := x >> s.endShift
	j := i
	if !s.ends[i].is(x) && s.ends[i^1].is(x) {
		j = i ^ 1
	}
	en := s.ends[j]
	total := s.left + s.last
	lo, hi := 0, total
	found := en.is(x)
	if found {
		lo, hi = en.bounds()
		if s.st.team != notation.NS {
			lo, hi = total-hi, total-lo
		}
	}
	v, lo, hi, searched := s.endSearch(t, lo, hi, total, alpha, beta)
	if !searched || total > endMaxPoints {
		return v
	}
	if !found {
		// a new entry in the bucket's first slot, the old one to the second
		j = i
		s.ends[i^1] = s.ends[i]
	}
	s.ends[j] = newEndEntry(x, lo, hi)
	return v
}

// endSearch is the value of the start t of one of the last two or three
// tricks (total: the points still to take) whose value the declarers know
// to be within lo..hi, fail-soft within (alpha, beta): lo or hi when they
// decide the test, else endPlay's search within them, with the NS bounds
// it proves (searched).
func (s *Solver) endSearch(t *rules.TrickState, lo, hi, total, alpha, beta int) (v, nsLo, nsHi int, searched bool) {
	if lo >= beta || lo == hi {
		return lo, 0, 0, false
	}
	if hi <= alpha {
		return hi, 0, 0, false
	}
	a, b := max(alpha, lo), min(beta, hi)
	nt := *t
	v = s.endPlay(&nt, 0, 0, a, b)
	lo, hi = narrowed(v, a, b, lo, hi)
	if s.st.team != notation.NS {
		lo, hi = total-hi, total-lo
	}
	return v, lo, hi, true
}

// endPlay is endgame from the trick t (t.N cards played, w the index of
// its winning card, pts their points); with three cards in each hand at
// the trick's start (ending3), the trick's end goes into endgame.
func (s *Solver) endPlay(t *rules.TrickState, w, pts, alpha, beta int) int {
	e := s.e
	seat := e.Next(t)
	h, ph := s.hands[seat-1], s.ph[seat-1]
	legal, _ := e.LegalWon(t, h, seat, w)
	maxi := s.decl[seat&7]
	best := -1
	if !maxi {
		best = 1 << 30
	}
	n := t.N
	for x := legal; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		s.nodes++
		cp := pts + int(s.st.pts[c])
		cw := w
		if n == 0 || s.beats(c, t.Cards[w]) {
			cw = n
		}
		var v int
		if n == 3 {
			// the trick is over: its winner leads the last one
			win := t.Seats[cw]
			if cw == 3 {
				win = seat
			}
			own := 0
			if s.decl[win&7] {
				own = cp
			}
			hc := h &^ c.Bit()
			s.hands[seat-1], s.ph[seat-1] = hc, ph&^(1<<s.st.pw[c])
			if hc&(hc-1) == 0 {
				var lt rules.TrickState
				lt.Start(t.Strain, win)
				v = own + s.lastTrick(&lt)
			} else {
				// the first of the last three tricks (ending3): the
				// trick's points leave the hands' for endgame, which
				// needs a window within 0..total as trickStart gives it
				s.left -= cp
				switch total := s.left + s.last; {
				case beta-own <= 0:
					v = own
				case total <= alpha-own:
					v = own + total
				default:
					// (a field, not a local: endgame's recursion into
					// endPlay would move a local to the heap)
					s.end3Next.Start(t.Strain, win)
					v = own + s.endgame(&s.end3Next, alpha-own, beta-own)
				}
				s.left += cp
			}
			s.hands[seat-1], s.ph[seat-1] = h, ph
		} else {
			t.Cards[n], t.Seats[n], t.N = c, seat, n+1
			s.hands[seat-1], s.ph[seat-1] = h&^c.Bit(), ph&^(1<<s.st.pw[c])
			v = s.endPlay(t, cw, cp, alpha, beta)
			s.hands[seat-1], s.ph[seat-1] = h, ph
			t.N = n
		}
		if maxi {
			best = max(best, v)
			if best >= beta {
				break
			}
			alpha = max(alpha, best)
		} else {
			best = min(best, v)
			if best <= alpha {
				break
			}
			beta = min(beta, best)
		}
	}
	return best
}

// twoEach reports whether every hand holds two cards.
func (s *Solver) twoEach() bool {
	if s.cardsLeft() != 8 {
		return false
	}
	for _, h := range s.hands {
		if bits.OnesCount64(uint64(h)) != 2 {
			return false
		}
	}
	return true
}
