package rules

import "github.com/coinche/coinche/notation"

// Carried is what a Checker carries from one deal of a game to the next:
// everything the next deal's checks depend on (the deal number and the
// dealer rotation, 000 Donne, 002 But du jeu, 004). It lets a game cut in
// pieces be checked piece by piece, in parallel (`coinche check` on one
// large file, package score/stream): a piece is checked with the state the
// piece before it ends in, and the two are compared. Any field added to
// Checker that a deal leaves for the next must be added here too.
type Carried struct {
	Started    bool          // a deal of the game has been checked
	LastNumber int           // number of the last deal (written or counted)
	LastDealer notation.Seat // dealer of the last deal, NoSeat when unknown
	LastVoid   bool          // every player passed the last deal
}

// Carried returns the state the checker carries to the game's next deal.
func (c *Checker) Carried() Carried {
	return Carried{Started: c.deals > 0, LastNumber: c.lastNumber, LastDealer: c.lastDealer, LastVoid: c.lastVoid}
}

// Carry sets the state carried from the previous deal, as if the deals
// that led to it had just been checked (the number of deals checked since
// Reset becomes 1 when s.Started, 0 otherwise).
func (c *Checker) Carry(s Carried) {
	c.deals = 0
	if s.Started {
		c.deals = 1
	}
	c.lastNumber, c.lastDealer, c.lastVoid = s.LastNumber, s.LastDealer, s.LastVoid
}
