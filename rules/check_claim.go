package rules

import (
	"github.com/coinche/coinche/notation"
)

// claim judges a claim of the remaining tricks and gives them, with their
// card points and the dix de der, to the team that takes them.
//
// Under claims.rule = "tournoi-2018" (000 Jeu de la carte: "S'il reste une
// carte maîtresse ou un atout chez l'un des autres joueurs, même son
// partenaire, le reste des plis revient à l'équipe adverse") the rule
// decides who takes the rest (Engine.ClaimJass). Under "proof" (issue 3)
// a claim of every remaining trick stands only when the claiming team
// wins them whatever anyone plays (Engine.ClaimHolds); otherwise
// claim/unproven. A claim of no trick (Claim.Tricks = 0) concedes the
// rest to the other team.
func (st *dealState) claim() {
	c, d, errs, eng := st.c, st.d, st.errs, st.c.eng
	cl := d.Claim
	hs := c.rs.HandSize()
	rem := hs - st.full
	claimer := cl.Seat
	if claimer < notation.North || claimer > notation.West {
		errs.Add(cl.Pos, "claim/seat", "a claim needs the seat that claims (N, E, S or W)")
		return
	}
	if rem <= 0 {
		errs.Add(cl.Pos, "claim/nothing", "%s claims the rest, but all %d tricks are played", seatName(claimer), hs)
		return
	}
	team := TeamOf(claimer)
	want := cl.Tricks
	if want < 0 {
		want = rem
	}
	if want > rem {
		errs.Add(cl.Pos, "claim/tricks", "%s claims %d tricks, but only %d remain", seatName(claimer), want, rem)
		want = rem
	}
	if want == 0 {
		team = otherTeam(team)
	}
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
		errs.Add(cl.Pos, "claim/hands", "%s claims, but not every hand is written: a claim is checked against the four hands", seatName(claimer))
	case c.rs.Claims.Rule == "tournoi-2018":
		jt, hasLead := eng.ClaimJass(st.strain, st.left, leader, claimer, partial)
		if cl.Tricks == rem && jt != TeamOf(claimer) {
			if !hasLead {
				errs.Add(cl.Pos, "claim/forfeit", "%s claims the rest without having the lead: only the player to lead may claim, so the rest goes to %s (000 Jeu de la carte)", seatName(claimer), teamName(jt))
			} else {
				errs.Add(cl.Pos, "claim/forfeit", "%s claims the rest, but another player (even partner) holds a master card or a trump: the rest goes to %s (000 Jeu de la carte)", seatName(claimer), teamName(jt))
			}
		}
		team = jt
	case want == rem:
		if !eng.ClaimHolds(st.strain, st.left, leader, claimer, partial) {
			errs.Add(cl.Pos, "claim/unproven", "%s claims the rest, but %s can win a trick against some play of %s%s", seatName(claimer), teamName(otherTeam(team)), teamName(team), st.claimHint(team))
		}
	case want > 0:
		errs.Add(cl.Pos, "claim/partial", "%s claims %d of the %d remaining tricks: only a claim of every remaining trick (or of none) can be checked; the rest is counted to %s", seatName(claimer), want, rem, teamName(team))
	}
	rest := st.deck &^ st.taken
	ti := teamIndex(team)
	st.points[ti] += eng.HandPoints(st.strain, rest) + c.rs.Cards.LastTrick
	st.tricks[ti] += rem
	if team == TeamOf(claimer) && st.wonBy[claimer-1] == st.full {
		st.wonBy[claimer-1] += rem // the claimer alone takes the rest
	}
}

// claimHint names, when it is easy to see, a card of the other team that
// beats the claim: the highest trump left.
func (st *dealState) claimHint(team notation.Team) string {
	if st.strain < notation.TrumpS || st.strain > notation.TrumpC {
		return ""
	}
	trumps := st.c.eng.Trumps(st.strain)
	var left Hand
	for s := range st.left {
		left |= st.left[s]
	}
	var top Card = NoCard
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
		if st.left[s].Has(top) && TeamOf(notation.Seat(s+1)) != team {
			return ": e.g. " + seatName(notation.Seat(s+1)) + " holds " + top.String() + ", the highest trump left"
		}
	}
	return ""
}

func otherTeam(t notation.Team) notation.Team {
	if t == notation.NS {
		return notation.EW
	}
	return notation.NS
}
