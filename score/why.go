package score

import (
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// ContractText writes the deal's contract as on the sheet: declarer,
// contract and coinche, e.g. "N 100♥ X", "E capot ♠ XX"; "pass" when every
// player passed.
func (ds *DealScore) ContractText() string { return ds.ContractTextIn(i18n.English) }

// ContractTextIn is ContractText in a language: the notation's contract
// in either ("N 100♥ X"), "passe" for every player passed in French.
func (ds *DealScore) ContractTextIn(l i18n.Lang) string {
	if ds.AllPass {
		return l.T(i18n.ResultPass)
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
func (ds *DealScore) ResultText() string { return ds.ResultTextIn(i18n.English) }

// ResultTextIn is ResultText in a language: in French "réussi", "chuté",
// "passe", then ", capot NS", ", belote EW", ", annonces NS 50"… (the
// team codes as the notation writes them).
func (ds *DealScore) ResultTextIn(l i18n.Lang) string {
	var b strings.Builder
	switch {
	case ds.AllPass:
		b.WriteString(l.T(i18n.ResultPass))
	case ds.Reason == ReasonPending:
		b.WriteString(l.T(i18n.ResultUndecided))
	case ds.Made:
		b.WriteString(l.T(i18n.ResultMade))
	default:
		b.WriteString(l.T(i18n.ResultFailed))
	}
	if ds.Capot != notation.NoTeam {
		b.WriteString(l.T(i18n.ResultCapot, ds.Capot.Code()))
		if ds.Solo {
			b.WriteString(l.T(i18n.ResultSolo))
		}
	}
	if ds.Belote != notation.NoTeam {
		b.WriteString(l.T(i18n.ResultBelote, ds.Belote.Code()))
		// Under tout-atout both teams may declare one (belote.tout_atout
		// = "any-suit").
		if o := 1 - ds.Belote.Index(); ds.Belotes[o] > 0 {
			b.WriteString(l.T(i18n.ResultBelote, notation.TeamCodes[o]))
		}
	}
	for t := 0; t < 2; t++ {
		if ds.Announces[t] != 0 {
			b.WriteString(l.T(i18n.ResultAnnounces, notation.TeamCodes[t], strconv.Itoa(ds.Announces[t])))
		}
	}
	if ds.Stopped {
		b.WriteString(l.T(i18n.ResultStopped, ds.StoppedBy.Code()))
	}
	if ds.Forced {
		b.WriteString(l.T(i18n.ResultForced))
	}
	return b.String()
}

// Why explains the deal's score in words and figures, e.g. "N 100♥ X
// failed: 70 + 20 belote = 90 counted < 100 needed; NS 20 belote = 20;
// EW 200 contract + 160 = 360".
func (ds *DealScore) Why() string { return ds.WhyIn(i18n.English) }

// WhyIn is Why in a language: "N 100♥ X chuté : 70 + 20 belote = 90
// comptés < 100 demandés ; NS 20 belote = 20 ; EW 200 contrat + 160 =
// 360".
func (ds *DealScore) WhyIn(l i18n.Lang) string {
	if ds.AllPass {
		return l.T(i18n.WhyAllPass)
	}
	var b strings.Builder
	b.WriteString(ds.ContractTextIn(l))
	if ds.Mode != rules.ScoringModeMadeAndBid {
		b.WriteString(l.T(i18n.WhyMode, ModeTextIn(ds.Mode, l)))
	}
	b.WriteByte(' ')
	switch {
	case ds.Reason == ReasonPending:
		b.WriteString(l.T(i18n.WhyPending))
	case ds.Made:
		b.WriteString(l.T(i18n.ResultMade))
	default:
		b.WriteString(l.T(i18n.ResultFailed))
	}
	if ds.Reason != ReasonPending {
		b.WriteString(l.T(i18n.WhyVerdict, ds.verdictTextIn(l)))
	}
	if ds.StopLost {
		b.WriteString(l.T(i18n.WhyStopLost, ds.StoppedBy.Code()))
	}
	for t := 0; t < 2; t++ {
		b.WriteString(l.T(i18n.WhyTeam, notation.TeamCodes[t], ds.Parts[t].textIn(l, ds.Multiplier, ds.Factor, ds.Contract.Strain)))
	}
	return b.String()
}

// VerdictText says why the contract is made or failed: "90 + 20 belote =
// 110 counted ≥ 100 needed", "every trick", "a trick lost".
func (ds *DealScore) VerdictText() string { return ds.verdictText() }

func (ds *DealScore) verdictText() string { return ds.verdictTextIn(i18n.English) }

// VerdictTextIn is VerdictText in l: "90 + 20 belote = 110 comptés ≥ 100
// demandés".
func (ds *DealScore) VerdictTextIn(l i18n.Lang) string { return ds.verdictTextIn(l) }

// verdictTextIn is VerdictText in a language: "90 + 20 belote = 110
// comptés ≥ 100 demandés", "tous les plis".
func (ds *DealScore) verdictTextIn(l i18n.Lang) string {
	if ds.Contract.Level != notation.Points {
		return l.T(reasonKeys[min(int(ds.Reason), len(reasonKeys)-1)])
	}
	var b strings.Builder
	d := ds.Team
	pts := ds.Points[d]
	switch {
	case ds.CountedCapot != 0:
		pts = ds.CountedCapot
		b.WriteString(strconv.Itoa(pts) + " capot")
	case ds.Scaled:
		b.WriteString(l.T(i18n.VerdictScaled, ds.Taken[d], pts))
	default:
		b.WriteString(strconv.Itoa(pts))
	}
	if ds.CountedBelote != 0 {
		b.WriteString(" + " + strconv.Itoa(ds.CountedBelote) + " belote")
	}
	if ds.CountedAnnounces != 0 {
		b.WriteString(l.T(i18n.VerdictAnnounces, ds.CountedAnnounces))
	}
	if ds.Counted != pts {
		b.WriteString(" = " + strconv.Itoa(ds.Counted))
	}
	switch ds.Reason {
	case ReasonShort:
		b.WriteString(l.T(i18n.VerdictShort, ds.Needed))
	case ReasonBehind:
		b.WriteString(l.T(i18n.VerdictBehind, ds.Defenders))
	case ReasonFewer:
		b.WriteString(l.T(i18n.VerdictFewer, ds.Defenders))
	default:
		b.WriteString(l.T(i18n.VerdictReached, ds.Needed))
	}
	return b.String()
}

// reasonKeys are the catalog's words of each Reason, in its order
// (Reason.String in English); the last for one out of range.
var reasonKeys = [...]i18n.Key{i18n.ReasonNone, i18n.ReasonReached, i18n.ReasonShort, i18n.ReasonBehind,
	i18n.ReasonAllTricks, i18n.ReasonNotAllTricks, i18n.ReasonSolo, i18n.ReasonNotSolo, i18n.ReasonPending,
	i18n.ReasonFewer, i18n.ReasonUnknown}

// verdict is a deal's verdict text as a message's argument (i18n.Text):
// the deal's score copied, as the pipeline reuses its own.
type verdict struct{ ds DealScore }

func (v verdict) In(l i18n.Lang) string { return v.ds.verdictTextIn(l) }

// why is a deal's Why as a message's argument (i18n.Text), the deal's
// score copied.
type why struct{ ds DealScore }

func (w why) In(l i18n.Lang) string { return w.ds.WhyIn(l) }

// textIn writes the parts as "200 contract + 90 points + 20 belote = 310",
// the contract's multipliers in brackets: "(×2)" for a coinche, "(×2
// sans-atout)" for scoring.contract_factor_sans_atout = 2; in a language:
// "200 contrat + 90 points + 20 belote =
// 310".
func (p Parts) textIn(l i18n.Lang, mult, factor int, strain notation.Strain) string {
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
		times = append(times, "×"+strconv.Itoa(factor)+" "+l.T(strainKind(strain)))
	}
	if mult > 1 {
		times = append(times, "×"+strconv.Itoa(mult))
	}
	c := l.T(i18n.PartContract)
	if len(times) > 0 {
		c += " (" + strings.Join(times, ", ") + ")"
	}
	add(p.Contract, c)
	add(p.Cards, l.T(i18n.PartPoints))
	add(p.Base, "")
	add(p.Belote, "belote")
	add(p.Announces, l.T(i18n.PartAnnounces))
	if n == 0 {
		return "0"
	}
	if n == 1 && p.Base != 0 {
		return strconv.Itoa(p.Base)
	}
	b.WriteString(" = " + strconv.Itoa(p.Sum()))
	return b.String()
}

// ModeTextIn is a scoring mode as a language says it: the ruleset's value
// in English ("made-and-bid"), "points faits + annoncés" in French (001,
// LES ENCHERES); an unknown mode as it is.
func ModeTextIn(mode rules.ScoringMode, l i18n.Lang) string {
	switch mode {
	case rules.ScoringModeMadeAndBid:
		return l.T(i18n.ModeMadeAndBid)
	case rules.ScoringModeMade:
		return l.T(i18n.ModeMade)
	case rules.ScoringModeBid:
		return l.T(i18n.ModeBid)
	}
	return mode.String()
}

// strainKind names the kind of contract of a strain: "suit", "sans-atout"
// or "tout-atout" (the kinds of scoring.contract_factor_*), a key of the
// catalog.
func strainKind(s notation.Strain) i18n.Key {
	switch s {
	case notation.SansAtout:
		return i18n.KindSansAtout
	case notation.ToutAtout:
		return i18n.KindToutAtout
	}
	return i18n.KindSuit
}
