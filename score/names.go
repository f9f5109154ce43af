package score

import (
	"github.com/coinche/coinche/notation"
)

// Names are the team names shown on a sheet.
type Names struct {
	NS, EW string
}

// DefaultNames are "NS" and "EW".
var DefaultNames = Names{NS: "NS", EW: "EW"}

// Of is team t's name (0 NS, 1 EW), its code "NS" or "EW" when it has
// none.
func (n Names) Of(t int) string {
	if t == 1 {
		if n.EW == "" {
			return "EW"
		}
		return n.EW
	}
	if n.NS == "" {
		return "NS"
	}
	return n.NS
}

// NamesFromGame takes the team names from a game header: the tags NS and
// EW, else the player tags ("North" and "South" give "Ann & Bob"), else
// "NS" and "EW".
func NamesFromGame(g *notation.Game) Names {
	n := DefaultNames
	if g == nil {
		return n
	}
	pair := func(team, a, b string) string {
		if v, ok := g.Tag(team); ok && v != "" {
			return v
		}
		x, _ := g.Tag(a)
		y, _ := g.Tag(b)
		switch {
		case x != "" && y != "":
			return x + " & " + y
		case x != "":
			return x
		case y != "":
			return y
		}
		return team
	}
	n.NS = pair("NS", "North", "South")
	n.EW = pair("EW", "East", "West")
	return n
}
