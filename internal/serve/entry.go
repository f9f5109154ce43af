package serve

import (
	"errors"
	"net/url"
	"strconv"
	"strings"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// The entry form: the words of coinche add's grammar (docs/notation.md,
// Quick entry) typed in field "entry", or built from the taps:
//
//	seat     N E S W             the declarer
//	bid      a number, or capot, generale, match
//	strain   S H D C SA TA
//	coinche  "" X XX
//	result   made failed
//	points   the card points the declarers made
//	belote   "" NS EW            the team that declared belote
//	capot    "" NS EW            the team that took every trick
//	         N E S W             the player who took every trick alone
//
// or "pass" for a deal all four passed.

// entryWords reads the entry of a submitted form.
func entryWords(f url.Values) ([]string, error) {
	if typed := strings.TrimSpace(f.Get("entry")); typed != "" {
		return strings.Fields(typed), nil
	}
	if f.Get("pass") != "" {
		return []string{"pass"}, nil
	}
	seat, bid, strain := f.Get("seat"), f.Get("bid"), f.Get("strain")
	var missing []string
	if !oneOf(seat, "N", "E", "S", "W") {
		missing = append(missing, "the declarer")
	}
	if bid == "" {
		missing = append(missing, "the bid")
	}
	if !oneOf(strain, "S", "H", "D", "C", "SA", "TA") {
		missing = append(missing, "the strain (♠ ♥ ♦ ♣, sans-atout or tout-atout)")
	}
	if len(missing) > 0 {
		return nil, errors.New("choose " + strings.Join(missing, ", ") + ", or type the deal")
	}
	words := []string{seat}
	if _, err := strconv.Atoi(bid); err == nil {
		words = append(words, bid+strain)
	} else if oneOf(bid, "capot", "generale", "match") {
		words = append(words, bid, strain)
	} else {
		return nil, errors.New("the bid is a number, capot, générale or match")
	}
	if c := f.Get("coinche"); oneOf(c, "X", "XX") {
		words = append(words, c)
	}
	if r := f.Get("result"); oneOf(r, "made", "failed") {
		words = append(words, r)
	}
	if p := strings.TrimSpace(f.Get("points")); p != "" {
		if _, err := strconv.Atoi(p); err != nil {
			return nil, errors.New("the points are a number: the card points the declarers made, dix de der included")
		}
		words = append(words, p)
	}
	if t := f.Get("belote"); oneOf(t, "NS", "EW") {
		words = append(words, "belote", t)
	}
	if t := f.Get("capot"); oneOf(t, "NS", "EW", "N", "E", "S", "W") {
		words = append(words, "capot", t)
	}
	return words, nil
}

func oneOf(s string, set ...string) bool {
	for _, x := range set {
		if s == x {
			return true
		}
	}
	return false
}

// choice is one tap target of the entry form.
type choice struct {
	Value, Label, Title string
	Class               string
	Checked             bool // the value of a form shown again (checked)
}

// entryChoices are the tap targets the game's ruleset allows: its bids
// (its ladder, or Min to Max by Step), its special contracts, its strains,
// and coinches when it has them; Alone, the seats of a capot taken by one
// player alone, when the ruleset tells it from a team's (a générale, or
// scoring.solo_bonus: 000).
type entryChoices struct {
	Seats, Bids, Specials, Strains, Coinche, Teams, Alone []choice
}

// checked is c with the values of form f checked: each field's choice
// whose value f gives (the slices copied: c may be shared).
func (c entryChoices) checked(f url.Values) entryChoices {
	mark := func(list []choice, field string) []choice {
		out := append([]choice(nil), list...)
		v := f.Get(field)
		for i := range out {
			out[i].Checked = out[i].Value == v
		}
		return out
	}
	return entryChoices{Seats: mark(c.Seats, "seat"), Bids: mark(c.Bids, "bid"), Specials: mark(c.Specials, "bid"),
		Strains: mark(c.Strains, "strain"), Coinche: mark(c.Coinche, "coinche"), Teams: c.Teams,
		Alone: mark(c.Alone, "capot")}
}

var strainChoices = map[notation.Strain]choice{
	notation.TrumpS:    {Value: "S", Label: notation.TrumpS.String(), Title: "spades", Class: "black"},
	notation.TrumpH:    {Value: "H", Label: notation.TrumpH.String(), Title: "hearts", Class: "red"},
	notation.TrumpD:    {Value: "D", Label: notation.TrumpD.String(), Title: "diamonds", Class: "red"},
	notation.TrumpC:    {Value: "C", Label: notation.TrumpC.String(), Title: "clubs", Class: "black"},
	notation.SansAtout: {Value: "SA", Label: notation.SansAtout.String(), Title: "sans-atout"},
	notation.ToutAtout: {Value: "TA", Label: notation.ToutAtout.String(), Title: "tout-atout"},
}

func choicesOf(rs *rules.Ruleset, players [4]string) entryChoices {
	var c entryChoices
	for s := notation.North; s <= notation.West; s++ {
		c.Seats = append(c.Seats, choice{Value: s.String(), Label: s.String(), Title: players[s-1]})
	}
	c.Teams = []choice{{Value: notation.NS.String(), Label: notation.NS.String()}, {Value: notation.EW.String(), Label: notation.EW.String()}}
	if rs == nil {
		return c
	}
	for _, v := range rs.Bidding.Values() {
		c.Bids = append(c.Bids, choice{Value: strconv.Itoa(v), Label: strconv.Itoa(v)})
	}
	alone := rs.Scoring.SoloBonus > 0
	for _, sp := range rs.Bidding.Specials {
		// the button says it as the notation does (générale)
		c.Specials = append(c.Specials, choice{Value: sp.String(), Label: rules.SpecialLevel(sp).String()})
		alone = alone || sp == rules.SpecialGenerale
	}
	if alone {
		for s := notation.North; s <= notation.West; s++ {
			c.Alone = append(c.Alone, choice{Value: s.String(), Label: s.String() + " alone", Title: "took every trick alone"})
		}
	}
	for _, st := range rs.Strains() {
		c.Strains = append(c.Strains, strainChoices[st])
	}
	if rs.Bidding.Coinche != rules.CoincheByNone {
		x, xx := notation.Coinched.String(), notation.Surcoinched.String()
		c.Coinche = []choice{{Value: x, Label: "coinché", Title: x}, {Value: xx, Label: "surcoinché", Title: xx}}
	}
	return c
}
