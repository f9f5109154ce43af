package rules

import (
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// claim judges a claim of the remaining tricks and gives them, with their
// card points and the dix de der, to the team that takes them; a claim of
// some of them (`claim S 3`) gives the claiming team that many tricks and
// the other team the rest, but the card points and the dix de der still
// all to the claiming team (the notation does not say which tricks).
//
// Under claims.rule = "tournoi-2018" (000 Jeu de la carte: "S'il reste une
// carte maîtresse ou un atout chez l'un des autres joueurs, même son
// partenaire, le reste des plis revient à l'équipe adverse") the rule
// decides who takes the rest (Engine.ClaimJass). Under "proof" (issue 3)
// a claim of every remaining trick stands only when the claiming team
// wins them whatever anyone plays (Engine.ClaimHolds), and a claim of
// some of them (`claim S 3`) only when the claiming team takes that many
// whatever is played (Engine.ClaimTricks, issue 12); otherwise
// claim/unproven, with a line of play that beats the claim. A claim of no
// trick (Claim.Tricks = 0) concedes the rest to the other team.
func (st *dealState) claim() {
	c, d, errs, eng := st.c, st.d, st.errs, st.c.eng
	cl := d.Claim
	hs := c.rs.HandSize()
	rem := hs - st.full
	claimer := cl.Seat
	if claimer < notation.North || claimer > notation.West {
		errs.AddKey(cl.Pos, "claim/seat", i18n.ClaimSeat)
		return
	}
	if rem <= 0 {
		errs.AddKey(cl.Pos, "claim/nothing", i18n.ClaimNothing, claimer.String(), hs)
		return
	}
	team := claimer.Team()
	want := cl.Tricks
	if want < 0 {
		want = rem
	}
	if want > rem {
		errs.AddKey(cl.Pos, "claim/tricks", i18n.ClaimTricks, claimer.String(), want, rem)
		want = rem
	}
	if want == 0 {
		team = team.Other()
	}
	team = st.judgeClaim(cl, team, want, rem)
	rest := st.deck &^ st.taken
	ti := team.Index()
	st.points[ti] += eng.HandPoints(st.strain, rest) + c.rs.Cards.LastTrick
	st.claimTeam = team
	// the tricks as agreed: want to the claiming team, the others to the
	// other team (a partial claim is never a capot nor a générale)
	took := rem
	if team == claimer.Team() && want < rem {
		took = want
		st.tricks[1-ti] += rem - want
	}
	st.tricks[ti] += took
	if team == claimer.Team() && took == rem && st.wonBy[claimer-1] == st.full {
		st.wonBy[claimer-1] += rem // the claimer alone takes the rest
	}
}

// judgeClaim checks the claim of cl (want of the rem tricks left, for
// team) against the four hands and returns the team the rest goes to:
// under claims.rule = "tournoi-2018" a claim that does not hold forfeits
// the rest (000 Jeu de la carte); otherwise the claim must hold against
// every play (claim/unproven).
func (st *dealState) judgeClaim(cl *notation.Claim, team notation.Team, want, rem int) notation.Team {
	c, errs, eng := st.c, st.errs, st.c.eng
	claimer := cl.Seat
	leader := st.expect
	var partial *TrickState
	if st.partial {
		partial = &st.ts
		leader = st.ts.Leader
	}
	known := st.known[0] && st.known[1] && st.known[2] && st.known[3]
	switch {
	case st.res.Bids == 0 || leader == notation.NoSeat:
		// no contract or no leader: nothing to judge the claim by
	case !known:
		errs.AddKey(cl.Pos, "claim/hands", i18n.ClaimHands, claimer.String())
	case c.rs.Claims.Rule == ClaimRuleTournoi2018:
		jt, hasLead := eng.ClaimJass(st.strain, st.left, leader, claimer, partial)
		if want == rem && jt != claimer.Team() { // "claim W" or "claim W 4" with 4 left
			if !hasLead {
				errs.AddKey(cl.Pos, "claim/forfeit", i18n.ClaimNoLead, claimer.String(), jt.String())
			} else {
				errs.AddKey(cl.Pos, "claim/forfeit", i18n.ClaimMaster, claimer.String(), jt.String())
			}
		}
		return jt
	case want == rem:
		if !eng.ClaimHolds(st.strain, st.left, leader, claimer, partial) {
			errs.AddKey(cl.Pos, "claim/unproven", i18n.ClaimUnprovenRest, claimer.String(), team.Other().String(), team.String(), st.claimHint(team))
		}
	case want > 0:
		if !eng.ClaimTricks(st.strain, st.left, leader, claimer, partial, want) {
			errs.AddKey(cl.Pos, "claim/unproven", i18n.ClaimUnprovenSome, claimer.String(), want, rem, team.String(), team.Other().String(), st.counterHint(leader, claimer, partial, want))
		}
	}
	return team
}

// claimHint names, when it is easy to see, how the other team beats the
// claim: a line of play where the claiming team plays its strongest legal
// card and the others win a trick, or else the highest trump left in the
// other team's hands; "" when neither is.
func (st *dealState) claimHint(team notation.Team) any {
	if line, ok := st.claimLine(team); ok {
		return i18n.S(i18n.ClaimExample, line)
	}
	return st.topTrumpHint(team)
}

// counterHint writes the line of play of Engine.ClaimCounter that beats a
// claim of want tricks: the tricks the other team takes in it, or "".
func (st *dealState) counterHint(leader, claimer notation.Seat, partial *TrickState, want int) any {
	line := st.c.eng.ClaimCounter(st.strain, st.left, leader, claimer, partial, want)
	team := claimer.Team()
	var tricks []i18n.Text
	for i := range line {
		w := line[i].Seats[st.c.eng.Winner(&line[i])]
		if w.Team() == team {
			continue
		}
		tricks = append(tricks, writeTrick(st.full+1+i, &line[i], w))
	}
	if len(tricks) == 0 {
		return ""
	}
	return i18n.S(i18n.ClaimExample, textList{i18n.TrickSep, tricks})
}

// writeTrick writes trick n for a message: "trick 7: S 9♠, E 8♦, N J♣,
// W A♥, won by S" (« pli 7 : S 9♠, E 8♦, N J♣, W A♥, remporté par S »).
func writeTrick(n int, t *TrickState, w notation.Seat) i18n.Sub {
	line := ""
	for i := 0; i < t.N; i++ {
		if i > 0 {
			line += ", "
		}
		line += t.Seats[i].String() + " " + t.Cards[i].String()
	}
	return i18n.S(i18n.TrickLine, n, line, w.String())
}

// claimLine plays the rest greedily (the claiming team its strongest legal
// card, the others the strongest card that beats the trick so far, or
// their weakest) and returns the first trick the others win, written out;
// false when they win none.
func (st *dealState) claimLine(team notation.Team) (i18n.Sub, bool) {
	e := st.c.eng
	hands := st.left
	var t TrickState
	if st.partial {
		t = st.ts
	} else {
		t.Start(st.strain, st.expect)
	}
	for n := st.full + 1; n <= st.c.rs.HandSize(); n++ {
		for t.N < 4 {
			seat := e.Next(&t)
			legal, _ := e.Legal(&t, hands[seat-1], seat)
			if legal == 0 {
				return i18n.Sub{}, false
			}
			e.Add(&t, st.greedy(&t, legal, seat, seat.Team() == team))
			hands[seat-1] &^= t.Cards[t.N-1].Bit()
		}
		w := t.Seats[e.Winner(&t)]
		if w.Team() != team {
			return writeTrick(n, &t, w), true
		}
		t.Start(st.strain, w)
	}
	return i18n.Sub{}, false
}

// greedy picks a card of legal for seat: the strongest for the claiming
// team; for the others the strongest that takes the trick so far, else
// the weakest.
func (st *dealState) greedy(t *TrickState, legal Hand, seat notation.Seat, claimer bool) Card {
	e := st.c.eng
	best, bestWins := NoCard, false
	for h := legal; h != 0; h &= h - 1 {
		c := trailing(h)
		x := *t
		e.Add(&x, c)
		wins := x.Seats[e.Winner(&x)] == seat
		if best == NoCard {
			best, bestWins = c, wins
			continue
		}
		stronger := st.strength(c) > st.strength(best)
		switch {
		case claimer && (wins && !bestWins || wins == bestWins && stronger):
			best, bestWins = c, wins
		case !claimer && wins && (!bestWins || stronger):
			best, bestWins = c, wins
		case !claimer && !wins && !bestWins && !stronger:
			best = c
		}
	}
	return best
}

// strength orders cards for greedy: trumps above plain cards, then by
// rank in the strain.
func (st *dealState) strength(c Card) int {
	e := st.c.eng
	p := e.Power(st.strain, c)
	if e.IsTrump(st.strain, c) {
		p += 16
	}
	return p
}

// topTrumpHint names the highest trump left when the other team holds it:
// it takes a trick whenever it is played; "" when they do not.
func (st *dealState) topTrumpHint(team notation.Team) any {
	if st.strain < notation.TrumpS || st.strain > notation.TrumpC {
		return ""
	}
	trumps := st.c.eng.Trumps(st.strain)
	var left Hand
	for s := range st.left {
		left |= st.left[s]
	}
	top := NoCard
	for h := left & trumps; h != 0; h &= h - 1 {
		x := trailing(h)
		if top == NoCard || st.c.eng.Power(st.strain, x) > st.c.eng.Power(st.strain, top) {
			top = x
		}
	}
	if top == NoCard {
		return ""
	}
	for s := range st.left {
		if st.left[s].Has(top) && notation.Seat(s+1).Team() != team {
			return i18n.S(i18n.ClaimTopTrump, notation.Seat(s+1).String(), top.String())
		}
	}
	return ""
}
