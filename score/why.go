package score

import (
	"strconv"
	"strings"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// ContractText writes the deal's contract as on the sheet: declarer,
// contract and coinche, e.g. "N 100♥ X", "E capot ♠ XX"; "pass" when every
// player passed.
func (ds *DealScore) ContractText() string {
	if ds.AllPass {
		return "pass"
	}
	s := ds.Declarer.Letter() + " " + ds.Contract.String()
	if ds.Double != notation.NotCoinched {
		s += " " + ds.Double.String()
	}
	return s
}

// ResultText is the deal's verdict with its marks, as in the sheet's
// result column: "made", "failed", "pass", "stopped", then ", capot NS",
// ", solo", ", belote EW" (", belote EW, belote NS" when both teams
// declared one), ", announces NS 50", ", forced".
func (ds *DealScore) ResultText() string {
	var b strings.Builder
	switch {
	case ds.AllPass:
		b.WriteString("pass")
	case ds.Reason == ReasonPending:
		b.WriteString("undecided")
	case ds.Made:
		b.WriteString("made")
	default:
		b.WriteString("failed")
	}
	if ds.Capot != notation.NoTeam {
		b.WriteString(", capot " + ds.Capot.Code())
		if ds.Solo {
			b.WriteString(" solo")
		}
	}
	if ds.Belote != notation.NoTeam {
		b.WriteString(", belote " + ds.Belote.Code())
		// Under tout-atout both teams may declare one (belote.tout_atout
		// = "any-suit").
		if o := 1 - ds.Belote.Index(); ds.Belotes[o] > 0 {
			b.WriteString(", belote " + notation.TeamCodes[o])
		}
	}
	for t := 0; t < 2; t++ {
		if ds.Announces[t] != 0 {
			b.WriteString(", announces " + notation.TeamCodes[t] + " " + strconv.Itoa(ds.Announces[t]))
		}
	}
	if ds.Stopped {
		b.WriteString(", stopped by " + ds.StoppedBy.Code())
	}
	if ds.Forced {
		b.WriteString(", forced")
	}
	return b.String()
}

// Why explains the deal's score in words and figures, e.g. "N 100♥ X
// failed: 70 + 20 belote = 90 counted < 100 needed; NS 20 belote = 20;
// EW 200 contract + 160 = 360".
func (ds *DealScore) Why() string {
	if ds.AllPass {
		return "all pass: no score"
	}
	var b strings.Builder
	b.WriteString(ds.ContractText())
	if ds.Mode != rules.ScoringModeMadeAndBid {
		b.WriteString(" (mode " + ds.Mode.String() + ")")
	}
	b.WriteByte(' ')
	switch {
	case ds.Reason == ReasonPending:
		b.WriteString("undecided when the game was stopped")
	case ds.Made:
		b.WriteString("made")
	default:
		b.WriteString("failed")
	}
	if ds.Reason != ReasonPending {
		b.WriteString(": " + ds.verdictText())
	}
	if ds.StopLost {
		b.WriteString("; " + ds.StoppedBy.Code() + " stopped the game short of the target and scores nothing")
	}
	for t := 0; t < 2; t++ {
		b.WriteString("; " + notation.TeamCodes[t] + " ")
		b.WriteString(ds.Parts[t].text(ds.Multiplier, ds.Factor, ds.Contract.Strain))
	}
	return b.String()
}

// VerdictText says why the contract is made or failed: "90 + 20 belote =
// 110 counted ≥ 100 needed", "every trick", "a trick lost".
func (ds *DealScore) VerdictText() string { return ds.verdictText() }

func (ds *DealScore) verdictText() string {
	if ds.Contract.Level != notation.Points {
		return ds.Reason.String()
	}
	var b strings.Builder
	d := ds.Team
	pts := ds.Points[d]
	switch {
	case ds.CountedCapot != 0:
		pts = ds.CountedCapot
		b.WriteString(strconv.Itoa(pts) + " capot")
	case ds.Scaled:
		b.WriteString(strconv.Itoa(ds.Taken[d]) + " scaled to " + strconv.Itoa(pts))
	default:
		b.WriteString(strconv.Itoa(pts))
	}
	if ds.CountedBelote != 0 {
		b.WriteString(" + " + strconv.Itoa(ds.CountedBelote) + " belote")
	}
	if ds.CountedAnnounces != 0 {
		b.WriteString(" + " + strconv.Itoa(ds.CountedAnnounces) + " announces")
	}
	if ds.Counted != pts {
		b.WriteString(" = " + strconv.Itoa(ds.Counted))
	}
	switch ds.Reason {
	case ReasonShort:
		b.WriteString(" counted < " + strconv.Itoa(ds.Needed) + " needed")
	case ReasonBehind:
		b.WriteString(" counted, not more than the defenders' " + strconv.Itoa(ds.Defenders))
	case ReasonFewer:
		b.WriteString(" counted, fewer than the defenders' " + strconv.Itoa(ds.Defenders))
	default:
		b.WriteString(" counted ≥ " + strconv.Itoa(ds.Needed) + " needed")
	}
	return b.String()
}

// text writes the parts as "200 contract + 90 points + 20 belote = 310",
// the contract's multipliers in brackets: "(×2)" for a coinche, "(×2
// sans-atout)" for scoring.contract_factor_sans_atout = 2.
func (p Parts) text(mult, factor int, strain notation.Strain) string {
	var b strings.Builder
	n := 0
	add := func(v int, what string) {
		if v == 0 {
			return
		}
		if n > 0 {
			b.WriteString(" + ")
		}
		n++
		b.WriteString(strconv.Itoa(v))
		if what != "" {
			b.WriteString(" " + what)
		}
	}
	var times []string
	if factor > 1 {
		times = append(times, "×"+strconv.Itoa(factor)+" "+strainKind(strain))
	}
	if mult > 1 {
		times = append(times, "×"+strconv.Itoa(mult))
	}
	c := "contract"
	if len(times) > 0 {
		c += " (" + strings.Join(times, ", ") + ")"
	}
	add(p.Contract, c)
	add(p.Cards, "points")
	add(p.Base, "")
	add(p.Belote, "belote")
	add(p.Announces, "announces")
	if n == 0 {
		return "0"
	}
	if n == 1 && p.Base != 0 {
		return strconv.Itoa(p.Base)
	}
	b.WriteString(" = " + strconv.Itoa(p.Sum()))
	return b.String()
}

// strainKind names the kind of contract of a strain: "suit", "sans-atout"
// or "tout-atout" (the kinds of scoring.contract_factor_*).
func strainKind(s notation.Strain) string {
	switch s {
	case notation.SansAtout:
		return "sans-atout"
	case notation.ToutAtout:
		return "tout-atout"
	}
	return "suit"
}
