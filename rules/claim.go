package rules

import "github.com/coinche/coinche/notation"

// ClaimHolds reports whether the claimer's team wins every remaining
// trick whatever anyone plays (issue 3: outside tournoi-2018 a claim is
// accepted only when proved). hands[s-1] is what seat s still holds (cards
// already played, including those of partial, excluded); leader is the
// seat to lead the next trick when partial is nil or empty; partial, when
// not empty, is the current trick with the cards already played (its
// Leader and Strain are used; strain is used otherwise).
//
// The proof is a search over every legal play (Legal) of every seat: the
// claiming team must be able to choose its cards so that it wins each
// trick against every choice of the defenders. Cards equivalent for
// winning tricks (adjacent in rank among the cards still out) are tried
// once, and positions at trick boundaries are remembered, so that even a
// claim at the first trick of a 36-card deal is decided in about a second
// at worst. It returns false for inconsistent input (a seat to play with
// no card) and when the proof would search more than claimBudget positions
// (5 million; not reached by the random deals of the tests).
func (e *Engine) ClaimHolds(strain notation.Strain, hands [4]Hand, leader, claimer notation.Seat, partial *TrickState) bool {
	return e.ClaimTricks(strain, hands, leader, claimer, partial, -1)
}

// ClaimTricks reports whether the claimer's team takes at least tricks of
// the remaining tricks (the current one included) whatever anyone plays:
// a partial claim (`claim S 3`, issue 12). tricks < 0 claims every
// remaining trick (ClaimHolds). The arguments and the search are those of
// ClaimHolds, with the trick count as the target: the claiming team must
// be able to choose its cards so that it takes that many tricks against
// every choice of the others. Claiming 0 tricks always holds; more tricks
// than remain never does.
func (e *Engine) ClaimTricks(strain notation.Strain, hands [4]Hand, leader, claimer notation.Seat, partial *TrickState, tricks int) bool {
	c, t, ok := e.claimStart(strain, hands, leader, claimer, partial, tricks)
	if !ok {
		return false
	}
	return c.win(hands, &t, c.need)
}

// SoloHolds reports whether player alone takes every remaining trick
// whatever the defenders play, its partner choosing its cards along (a
// générale made: 000 « Générale : un joueur seul fait tous les plis »).
// The arguments and the search are those of ClaimHolds, player in the
// claimer's place, a trick won by the partner counting as lost.
func (e *Engine) SoloHolds(strain notation.Strain, hands [4]Hand, leader, player notation.Seat, partial *TrickState) bool {
	c, t, ok := e.claimStart(strain, hands, leader, player, partial, -1)
	if !ok {
		return false
	}
	c.alone = player
	return c.win(hands, &t, c.need)
}

// ClaimCounter gives, when the claim of ClaimTricks does not hold, a line
// of play that beats it: the tricks from the current one to the end, the
// claiming team playing its strongest card where every card loses, the
// others a card that keeps the claim beaten. It returns nil when the
// claim holds, or when it is undecided (inconsistent input, claimBudget).
func (e *Engine) ClaimCounter(strain notation.Strain, hands [4]Hand, leader, claimer notation.Seat, partial *TrickState, tricks int) []TrickState {
	c, t, ok := e.claimStart(strain, hands, leader, claimer, partial, tricks)
	if !ok || c.win(hands, &t, c.need) || c.nodes > claimBudget {
		return nil
	}
	var line []TrickState
	need := c.need
	for {
		if t.N == 4 {
			line = append(line, t)
			w := t.Seats[e.Winner(&t)]
			if w.Team() == c.team {
				need--
			}
			if hands[0]|hands[1]|hands[2]|hands[3] == 0 {
				return line
			}
			t.Start(t.Strain, w)
		}
		seat := e.Next(&t)
		legal, _ := e.Legal(&t, hands[seat-1], seat)
		if legal == 0 {
			return nil
		}
		ours := seat.Team() == c.team
		pick := NoCard
		st := t.Strain & 7
		for i := len(e.byPower[st]) - 1; i >= 0; i-- {
			card := e.byPower[st][i]
			if !legal.Has(card) {
				continue
			}
			if ours {
				pick = card // the strongest: every card loses
				break
			}
			nt := t
			e.Add(&nt, card)
			hs := hands
			hs[seat-1] = hs[seat-1].Without(card)
			if !c.win(hs, &nt, need) {
				if c.nodes > claimBudget {
					return nil // undecided: the card may not beat the claim
				}
				pick = card
				break
			}
		}
		if pick == NoCard {
			return nil
		}
		e.Add(&t, pick)
		hands[seat-1] = hands[seat-1].Without(pick)
	}
}

// claimStart checks the claim's input and sets up the search: the
// search, the current trick, and false for inconsistent input.
func (e *Engine) claimStart(strain notation.Strain, hands [4]Hand, leader, claimer notation.Seat, partial *TrickState, tricks int) (*claimSearch, TrickState, bool) {
	var t TrickState
	if claimer < notation.North || claimer > notation.West {
		return nil, t, false
	}
	if partial != nil && partial.N > 0 {
		if partial.N > 4 {
			return nil, t, false
		}
		t = *partial
	} else {
		if leader < notation.North || leader > notation.West {
			return nil, t, false
		}
		t.Start(strain, leader)
	}
	rem := tricksLeft(hands, &t)
	switch {
	case tricks < 0:
		tricks = rem
	case tricks > rem:
		tricks = rem + 1 // more than remain: never holds
	}
	return &claimSearch{e: e, team: claimer.Team(), need: tricks, memo: map[claimKey]bool{}}, t, true
}

// tricksLeft is the number of tricks still to play from t, t included.
func tricksLeft(hands [4]Hand, t *TrickState) int {
	n := (hands[0] | hands[1] | hands[2] | hands[3]).Count() + t.N
	return (n + 3) / 4
}

type claimKey struct {
	hands  [4]Hand
	leader notation.Seat
	need   int8
}

type claimSearch struct {
	e     *Engine
	team  notation.Team
	alone notation.Seat // SoloHolds: the one player who must take the tricks
	need  int           // tricks claimed
	memo  map[claimKey]bool
	nodes int // positions searched, against claimBudget
}

// claimBudget bounds the positions a claim proof may search: beyond it the
// claim counts as not proved. The worst of 300 random full 32-card deals
// needs about 300,000 (under 0.1 s), of 300 36-card jass deals about 2.6
// million (about 1 s); real claims, made late, a few hundred.
const claimBudget = 5_000_000

// win reports whether the claiming team takes at least need of the
// remaining tricks from the position (hands, t).
func (c *claimSearch) win(hands [4]Hand, t *TrickState, need int) bool {
	e := c.e
	if need <= 0 {
		return true
	}
	if t.N == 4 {
		w := t.Seats[e.Winner(t)]
		if c.takes(w) {
			need--
		}
		var next TrickState
		next.Start(t.Strain, w)
		return c.win(hands, &next, need)
	}
	left := tricksLeft(hands, t)
	if need > left {
		return false
	}
	if t.N == 0 {
		// a defender holding the highest trump still out takes a trick
		// with it whatever happens: a trump always wins when it is the
		// highest one played, and it is never beaten
		if tr := (hands[0] | hands[1] | hands[2] | hands[3]) & c.e.trumps[t.Strain&7]; need == left && tr != 0 && t.Strain != notation.ToutAtout {
			top := c.topCard(t.Strain&7, tr)
			for s := notation.North; s <= notation.West; s++ {
				if !c.takes(s) && hands[s-1].Has(top) {
					return false
				}
			}
		}
		k := claimKey{hands, t.Leader, int8(need)}
		if v, ok := c.memo[k]; ok {
			return v
		}
		v := c.move(hands, t, need)
		c.memo[k] = v
		return v
	}
	return c.move(hands, t, need)
}

// takes reports whether a trick won by seat counts for the claim: won by
// the claiming team, or by the one player of SoloHolds.
func (c *claimSearch) takes(seat notation.Seat) bool {
	if c.alone != notation.NoSeat {
		return seat == c.alone
	}
	return seat.Team() == c.team
}

// move tries the cards of the seat to play.
func (c *claimSearch) move(hands [4]Hand, t *TrickState, need int) bool {
	e := c.e
	if c.nodes++; c.nodes > claimBudget {
		return false
	}
	seat := e.Next(t)
	if seat < notation.North || seat > notation.West {
		return false // a trick state without seats
	}
	h := hands[seat-1]
	if h == 0 {
		return false
	}
	legal, _ := e.Legal(t, h, seat)
	live := hands[0] | hands[1] | hands[2] | hands[3]
	for i := 0; i < t.N; i++ {
		live |= t.Cards[i].Bit()
	}
	st := t.Strain & 7
	ours := seat.Team() == c.team
	// high cards first: they win tricks for the claimers and refute
	// claims for the defenders soonest
	for i := len(e.byPower[st]) - 1; i >= 0; i-- {
		card := e.byPower[st][i]
		if !legal.Has(card) || c.redundant(st, card, legal, live) {
			continue
		}
		nt := *t
		e.Add(&nt, card)
		hs := hands
		hs[seat-1] = h.Without(card)
		ok := c.win(hs, &nt, need)
		if ours && ok {
			return true
		}
		if !ours && !ok {
			return false
		}
	}
	return !ours
}

// topCard is the strongest card of the non-empty set x of one suit.
func (c *claimSearch) topCard(st notation.Strain, x Hand) Card {
	for y := x; y != 0; y &= y - 1 {
		if d := trailing(y); c.e.above[st][d]&x == 0 {
			return d
		}
	}
	return x.First()
}

// redundant reports whether card may be skipped because a higher legal
// card of the same hand and suit is next to it in rank among the live
// cards: both win and lose the same tricks. The trump jack is kept apart
// when it is exempt from obligations (jass).
func (c *claimSearch) redundant(st notation.Strain, card Card, legal, live Hand) bool {
	e := c.e
	if e.jackExempt && e.trumpJack[st].Has(card) {
		return false
	}
	above := e.above[st][card] & live
	if above == 0 {
		return false
	}
	// the lowest live card above card
	next := above.First()
	for x := above; x != 0; x &= x - 1 {
		d := trailing(x)
		if e.power[st][d] < e.power[st][next] {
			next = d
		}
	}
	if e.jackExempt && e.trumpJack[st].Has(next) {
		return false
	}
	return legal.Has(next)
}

// ClaimJass judges a claim under the tournoi-2018 rule (000 Jeu de la
// carte: "Un joueur peut poser son jeu sur la table et demander le reste
// des plis s'il a la main … S'il reste une carte maîtresse ou un atout
// chez l'un des autres joueurs, même son partenaire, le reste des plis
// revient à l'équipe adverse du joueur ayant posé son jeu."). hands,
// leader and partial are as for ClaimHolds.
//
// It returns the team that takes every remaining trick, and hasLead:
// whether the claimer had the lead (leader of an empty trick). A master
// card is the highest card still out in its suit under the strain. When
// the claimer did not have the lead the claim is not allowed; the rest is
// then given to the other team (ambiguous in 000; chosen: a claim that
// breaks the rule fails like a wrong one).
func (e *Engine) ClaimJass(strain notation.Strain, hands [4]Hand, leader, claimer notation.Seat, partial *TrickState) (rest notation.Team, hasLead bool) {
	other := notation.NS
	if claimer.Team() == notation.NS {
		other = notation.EW
	}
	if claimer < notation.North || claimer > notation.West {
		return other, false
	}
	if partial != nil && partial.N > 0 {
		return other, false
	}
	if leader != claimer {
		return other, false
	}
	st := strain & 7
	var others Hand
	for s := notation.North; s <= notation.West; s++ {
		if s != claimer {
			others |= hands[s-1]
		}
	}
	if others&e.trumps[st] != 0 {
		return other, true
	}
	live := others | hands[claimer-1]
	for s := notation.Spades; s <= notation.Clubs; s++ {
		x := live.OfSuit(s)
		if x == 0 {
			continue
		}
		// the master card: the live card with nothing live above it
		for y := x; y != 0; y &= y - 1 {
			c := trailing(y)
			if e.above[st][c]&live == 0 {
				if others.Has(c) {
					return other, true
				}
				break
			}
		}
	}
	return claimer.Team(), true
}
