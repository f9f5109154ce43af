package render

import "github.com/coinche/coinche/notation"

// seatLetter is N, E, S or W as the notation spells them ("" for NoSeat).
func seatLetter(s notation.Seat) string {
	if s == notation.NoSeat {
		return ""
	}
	return s.String()
}

// teamCode is "NS" or "EW" ("" for NoTeam).
func teamCode(t notation.Team) string {
	if t == notation.NoTeam {
		return ""
	}
	return t.String()
}

// codes are the teams' codes by index (0 NS, 1 EW), as the notation
// spells them.
var codes = [2]string{notation.NS.String(), notation.EW.String()}
