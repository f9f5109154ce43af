// Package solve is a double-dummy solver for coinche: with the four hands
// open, it finds the card points the declaring team takes from a position
// with best play by both sides (declarers maximise, defenders minimise),
// and the cards that achieve it. It knows no text: positions are rules
// Hands and a rules.TrickState, and every legal play comes from the rules
// engine (rules.Engine.Legal), so every variant of the play rules (jass
// trump order and jack, pisser or not, partner master, overtrump rules,
// the 36-card deck, sans-atout, tout-atout) is solved under its own rules.
package solve

import (
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

// Solver solves positions under one ruleset's play rules. A Solver is not
// safe for concurrent use.
type Solver struct {
	e    *rules.Engine
	last int // dix de der, points
	memo map[memoKey]bounds
}

type memoKey struct {
	hands  [4]rules.Hand
	leader notation.Seat
	strain notation.Strain
	team   notation.Team
}

// bounds are what is known of a position's value: lo <= value <= hi.
type bounds struct{ lo, hi int }

// New returns a solver for the play rules of e (legality from e.Legal,
// card points and order from e, the dix de der from the ruleset's
// cards.last_trick).
func New(e *rules.Engine) *Solver {
	return &Solver{e: e, last: e.Ruleset().Cards.LastTrick, memo: map[memoKey]bounds{}}
}

// Value is the card points (dix de der included, no capot bonus) the
// declaring team takes from p to the end of the deal, counting the cards
// of the trick in progress, with best play by both sides (docs/analysis.md;
// card points and dix de der: the ruleset's Cards section). An
// inconsistent position (a seat to play holds no card) ends where the
// cards run out: the tricks completed count, the incomplete one does not.
func (s *Solver) Value(p Position) int {
	t := p.Trick
	return s.search(p.Hands, &t, p.Declarers, -1, 1<<30)
}

// Best is Value and the set of the cards of the seat to play that achieve
// it (empty when the deal is over).
func (s *Solver) Best(p Position) (value int, best rules.Hand) {
	var buf [maxHand]CardValue
	cv := s.Cards(p, buf[:0])
	if len(cv) == 0 {
		return s.Value(p), 0
	}
	maxi := isDeclarer(p.Declarers, s.e.Next(&p.Trick))
	value = cv[0].Value
	for _, x := range cv[1:] {
		if maxi == (x.Value > value) && x.Value != value {
			value = x.Value
		}
	}
	for _, x := range cv {
		if x.Value == value {
			best |= x.Card.Bit()
		}
	}
	return value, best
}

// Cards appends to dst the value (as Value) of the position after each
// legal card of the seat to play, in card order (rules.Hand.Cards), and
// returns the extended slice; nothing when the deal is over or the seat
// to play holds no card.
func (s *Solver) Cards(p Position, dst []CardValue) []CardValue {
	t := p.Trick
	if t.N >= 4 {
		s.finish(&p.Hands, &t, p.Declarers)
		if t.N >= 4 {
			return dst
		}
	}
	seat := s.e.Next(&t)
	if seat < notation.North || seat > notation.West {
		return dst
	}
	h := p.Hands[seat-1]
	legal, _ := s.e.Legal(&t, h, seat)
	for x := legal; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		q := p
		q.Hands[seat-1] = h.Without(c)
		s.e.Add(&q.Trick, c)
		dst = append(dst, CardValue{c, s.Value(q)})
	}
	return dst
}

// finish handles a position given with a complete trick (N = 4): the
// points are not counted here (Value counts them); it starts the next
// trick led by the winner.
func (s *Solver) finish(hands *[4]rules.Hand, t *rules.TrickState, team notation.Team) {
	if hands[0]|hands[1]|hands[2]|hands[3] == 0 {
		return
	}
	w := t.Seats[s.e.Winner(t)]
	t.Start(t.Strain, w)
}

// maxHand is the most cards a seat holds (36-card deck).
const maxHand = 9

func isDeclarer(team notation.Team, seat notation.Seat) bool {
	return rules.TeamOf(seat) == team
}

// search is a plain fail-soft alpha-beta over every legal card.
func (s *Solver) search(hands [4]rules.Hand, t *rules.TrickState, team notation.Team, alpha, beta int) int {
	e := s.e
	if t.N >= 4 {
		w := t.Seats[e.Winner(t)]
		pts := e.TrickPoints(t)
		left := hands[0] | hands[1] | hands[2] | hands[3]
		if left == 0 {
			pts += s.last
		}
		own := 0
		if isDeclarer(team, w) {
			own = pts
		}
		if left == 0 {
			return own
		}
		var nt rules.TrickState
		nt.Start(t.Strain, w)
		return own + s.search(hands, &nt, team, alpha-own, beta-own)
	}
	seat := e.Next(t)
	if seat < notation.North || seat > notation.West || hands[seat-1] == 0 {
		return 0
	}
	if t.N == 0 {
		k := memoKey{hands, t.Leader, t.Strain, team}
		b, ok := s.memo[k]
		if !ok {
			b = bounds{0, e.HandPoints(t.Strain, hands[0]|hands[1]|hands[2]|hands[3]) + s.last}
		}
		if b.lo == b.hi || b.lo >= beta {
			return b.lo
		}
		if b.hi <= alpha {
			return b.hi
		}
		a0, b0 := max(alpha, b.lo), min(beta, b.hi)
		v := s.move(hands, t, team, seat, a0, b0)
		switch {
		case v <= a0:
			b.hi = v
		case v >= b0:
			b.lo = v
		default:
			b = bounds{v, v}
		}
		s.memo[k] = b
		return v
	}
	return s.move(hands, t, team, seat, alpha, beta)
}

// move tries every legal card of seat.
func (s *Solver) move(hands [4]rules.Hand, t *rules.TrickState, team notation.Team, seat notation.Seat, alpha, beta int) int {
	e := s.e
	legal, _ := e.Legal(t, hands[seat-1], seat)
	maxi := isDeclarer(team, seat)
	best := -1
	if !maxi {
		best = 1 << 30
	}
	for x := legal; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		nt := *t
		e.Add(&nt, c)
		hs := hands
		hs[seat-1] = hs[seat-1].Without(c)
		v := s.search(hs, &nt, team, alpha, beta)
		if maxi {
			if v > best {
				best = v
			}
			if best > alpha {
				alpha = best
			}
		} else {
			if v < best {
				best = v
			}
			if best < beta {
				beta = best
			}
		}
		if alpha >= beta {
			break
		}
	}
	return best
}
