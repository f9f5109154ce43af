package rules

import "github.com/coinche/coinche/notation"

// ClaimHolds reports whether the claimer's team wins every remaining
// trick whatever anyone plays (issue 3: claims are accepted only when
// proved). hands[s-1] is what seat s still holds (the cards not yet
// played); leader is the seat to lead the current trick; partial, when
// not nil and not empty, is the current trick's cards already played
// (then leader is partial.Leader). The search explores every legal play
// (minimax with pruning); at most 9 tricks.
func (e *Engine) ClaimHolds(strain notation.Strain, hands [4]Hand, leader, claimer notation.Seat, partial *TrickState) bool {
	return false
}

// ClaimJass judges a claim under the tournoi-2018 rule (000, "Annonce
// des plis restants"): the claimer must have the lead; if any other player,
// even the claimer's partner, holds a master card or a trump, the rest of
// the tricks goes to the other team. It returns the team that takes every
// remaining trick.
func (e *Engine) ClaimJass(strain notation.Strain, hands [4]Hand, leader, claimer notation.Seat, partial *TrickState) notation.Team {
	return TeamOf(claimer)
}
