package main

import (
	"strconv"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/live"
)

// view is what the game page draws: coinche serve's game page as data.
type view struct {
	NS       string    `json:"ns"`
	EW       string    `json:"ew"`
	Players  [4]string `json:"players"`
	Rules    string    `json:"rules"`
	Target   string    `json:"target"`
	Games    int       `json:"games"`
	Rows     []rowView `json:"rows"`  // the rows from From on
	From     int       `json:"from"`  // the index of Rows[0] among the sheet's rows
	Count    int       `json:"count"` // the sheet's rows
	Total    [2]int    `json:"total"`
	Over     bool      `json:"over"`
	Winner   string    `json:"winner,omitempty"` // NS or EW
	Status   string    `json:"status"`
	Next     int       `json:"next"`
	Dealer   string    `json:"dealer"`
	Rev      string    `json:"rev"`
	Problems []string  `json:"problems,omitempty"`
	Choices  choices   `json:"choices"`
}

type rowView struct {
	N        int    `json:"n"`
	Dealer   string `json:"dealer"`
	Contract string `json:"contract"`
	Result   string `json:"result"`
	Score    [2]int `json:"score"`
	Total    [2]int `json:"total"`
}

// choices are the tap targets the game's ruleset allows, as on coinche
// serve's entry form: its bids, special contracts, strains, coinches, and
// a capot taken alone when the ruleset tells it from a team's.
type choices struct {
	Bids     []string `json:"bids"`
	Specials []string `json:"specials"`
	Strains  []string `json:"strains"`
	Coinche  bool     `json:"coinche"`
	Alone    bool     `json:"alone"`
}

// viewOf is g's view in l, with the sheet's rows from index from on (0:
// all; the page holds the others, unchanged: see change).
func viewOf(g *live.Game, l i18n.Lang, from int) *view {
	names := g.Names()
	v := &view{NS: names.Of(0), EW: names.Of(1), Games: g.Games(), Rev: g.Revision()}
	v.Players = score.InfoFromGame("", g.Header()).Players
	if h := g.Header(); h != nil {
		v.Rules, _ = h.Tag("Rules")
	}
	for _, p := range g.Problems() {
		v.Problems = append(v.Problems, p.ErrorIn(l))
	}
	n, d := g.NextDeal()
	v.Next, v.Dealer = n, d.String()
	v.Choices = choicesOf(g.Ruleset())
	s := g.Sheet()
	if s == nil {
		return v
	}
	v.Target = s.TargetTextIn(l)
	v.Total = s.Totals()
	v.Over = s.Over()
	v.Status = score.ResultLineIn(s, names, l)
	if w, _ := s.Winner(); w != notation.NoTeam {
		v.Winner = w.String()
	}
	rows := s.Rows()
	v.Count = len(rows)
	v.From = min(max(from, 0), len(rows))
	for i := v.From; i < len(rows); i++ {
		r := &rows[i]
		res := r.ResultTextIn(l)
		if r.AfterEnd {
			res += l.T(i18n.SheetAfterEnd)
		}
		v.Rows = append(v.Rows, rowView{N: r.Number, Dealer: r.Dealer.String(), Contract: r.ContractTextIn(l),
			Result: res, Score: r.Score, Total: r.Total})
	}
	return v
}

var strainCodes = map[notation.Strain]string{notation.TrumpS: "S", notation.TrumpH: "H", notation.TrumpD: "D",
	notation.TrumpC: "C", notation.SansAtout: "SA", notation.ToutAtout: "TA"}

func choicesOf(rs *rules.Ruleset) choices {
	var c choices
	if rs == nil {
		return c
	}
	for _, v := range rs.Bidding.Values() {
		c.Bids = append(c.Bids, strconv.Itoa(v))
	}
	c.Alone = rs.Scoring.SoloBonus > 0
	for _, sp := range rs.Bidding.Specials {
		c.Specials = append(c.Specials, sp.String())
		c.Alone = c.Alone || sp == rules.SpecialGenerale
	}
	for _, st := range rs.Strains() {
		c.Strains = append(c.Strains, strainCodes[st])
	}
	c.Coinche = rs.Bidding.Coinche != rules.CoincheByNone
	return c
}
