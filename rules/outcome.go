package rules

import "github.com/coinche/coinche/notation"

// Outcome is what a checked deal comes to, before scoring: the contract and
// what each team took. Package score turns it into points. Team indexes
// are 0 for NS and 1 for EW.
type Outcome struct {
	Deal *notation.Deal // the record it comes from

	// AllPass: every player passed; nothing else is set.
	AllPass bool

	Declarer notation.Seat
	Contract notation.Contract
	Double   notation.CoincheLevel

	// Points are the card points each team took, dix de der included
	// (total 162, or 157 with the 36-card deck), before any rounding.
	Points [2]int
	// PointsUnwritten: a summary of a failed contract written without the
	// declaring team's points ("E 100D failed"); Points are then 0 for
	// the declarers, the rest for the defenders. It stands only where
	// the score does not depend on them: score/stream scores the deal
	// again with the most points a failed contract may take and refuses
	// it (summary/points) when the score differs.
	PointsUnwritten bool
	// Tricks each team took; -1 when unknown (summary deals).
	Tricks [2]int
	// LastTrick is the team that took the last trick (the dix de der), or
	// NoTeam when unknown (a summary deal, a deal stopped before the end).
	LastTrick notation.Team
	// Capot is the team that took every trick, or notation.NoTeam.
	Capot notation.Team
	// Solo: one player alone took every trick (générale; 000's 500).
	Solo bool
	// SoloSeat is the player who alone took every trick when Solo is set
	// (a générale is made only when it is the declarer, 000).
	SoloSeat notation.Seat
	// Belote is the first team whose belote and rebelote count, or
	// NoTeam; in tout-atout both teams may have one (Belotes).
	Belote notation.Team
	// Belotes is how many belotes (belote and rebelote both said by the
	// holder) each team declared: at most one in a suit contract, one per
	// suit in tout-atout (002 « En tout atout, une belote peut être
	// déclarée dans n'importe quelle couleur »), by either team or both:
	// package score credits each team with each of its belotes. Belote is
	// the first team that completed one.
	Belotes [2]int
	// Announces are the announcement points each team scores, after the
	// comparison of announcements (only one team scores them).
	Announces [2]int

	// Stopped (000): "nous avons gagné" was said during this deal by the
	// team StoppedBy after the tricks recorded; Points and Tricks are
	// what was taken until then.
	Stopped   bool
	StoppedBy notation.Team

	// Dealt is what each seat was dealt (Dealt[s-1]), full deals only:
	// the hands written, a fourth hand that is what the other three were
	// not dealt, and for a hand not written the cards its seat played (the
	// whole hand only when every trick is recorded). DealtKnown reports
	// whether all four hands are whole.
	Dealt [4]Hand
	// Dealer is the dealer of a full deal as the checker reckons it: as
	// written, else from the rotation of the previous deals, else the seat
	// before the first caller; NoSeat when unknown.
	Dealer notation.Seat
	// Leader is the seat that leads the first trick of a full deal under
	// the ruleset (the seat after the dealer, or the declarer of a
	// générale under deal.generale_leads); NoSeat when unknown.
	Leader notation.Seat

	// Written is the result the players wrote down, if any.
	Written *notation.Result
}

// DealtKnown reports whether every hand of Dealt is whole: together they
// are a whole deck of 32 or 36 cards, dealt evenly.
func (o *Outcome) DealtKnown() bool {
	var all Hand
	n := o.Dealt[0].Count()
	for _, h := range o.Dealt {
		if h.Count() != n || all&h != 0 {
			return false
		}
		all |= h
	}
	return all == FullDeck(4*n)
}

// DeclaringTeam is the team index (0 NS, 1 EW) of the declarer.
func (o *Outcome) DeclaringTeam() int { return o.Declarer.Team().Index() }
