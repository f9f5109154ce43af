package score

import (
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// ResultLine is the sentence written after the sheet: "Winner: Les Bleus
// — reached 2000 (2010 to 1730)", "Game in progress: no team has
// reached 2000 (Les Bleus 1210, Les Rouges 930)", "Draw: both teams
// reached 2000 with 2040 each" (game.tie = "draw"), or "No target: the
// game goes on (Les Bleus 1210, Les Rouges 930)" (game.target = 0).
func ResultLine(s *Sheet, names Names) string {
	w, why := s.Winner()
	switch {
	case s.Draw():
		return "Draw: " + nameTeams(strings.TrimSuffix(why, ": a draw"), names)
	case w == notation.NoTeam && s.Target() == 0:
		return "No target: " + nameTeams(strings.TrimPrefix(why, "no target: "), names)
	case w == notation.NoTeam:
		return "Game in progress: " + nameTeams(why, names)
	}
	// "NS reached 2000 (...)" reads "Winner: Les Bleus — reached 2000 (...)".
	why = strings.TrimPrefix(why, w.Code()+" ")
	return "Winner: " + names.Of(w.Index()) + " — " + nameTeams(why, names)
}

// nameTeams replaces the team codes of a reason by the team names.
func nameTeams(s string, names Names) string {
	if names.Of(0) == "NS" && names.Of(1) == "EW" {
		return s
	}
	return strings.NewReplacer("NS", names.Of(0), "EW", names.Of(1)).Replace(s)
}

// ResultLineIn is ResultLine in a language. In English it is ResultLine;
// in French it says the same from the sheet's figures: "Gagnant : Les
// Rouges — a atteint 2000 (2000 à 1640)", "Partie en cours : aucune équipe
// n'a atteint 2000 (Les Bleus 1210, Les Rouges 930)", "Égalité : …",
// "Sans objectif : …". A game won otherwise than by reaching the target
// first says who said "nous avons gagné" (000, Fin de la partie), or, won
// by a tie-break of game.both_reach, the winner and the totals,
// "Gagnant : Les Bleus (2040 à 2010)", without the English reason's
// details.
func ResultLineIn(s *Sheet, names Names, l i18n.Lang) string {
	if l == i18n.English {
		return ResultLine(s, names)
	}
	n := strconv.Itoa
	t := s.EndTotals()
	w, _ := s.Winner()
	switch {
	case s.Draw():
		return l.T(i18n.LineDraw, n(s.target), n(t[0]))
	case w == notation.NoTeam && s.target == 0:
		return l.T(i18n.LineNoTarget, names.Of(0), n(t[0]), names.Of(1), n(t[1]))
	case w == notation.NoTeam:
		return l.T(i18n.LineInProgress, progressIn(s, names, l))
	}
	i, code := w.Index(), w.Code()
	mine, theirs := n(t[i]), n(t[1-i])
	reached := " (" + mine + " to " + theirs + ")"
	switch s.reason {
	case code + " reached " + n(s.target) + reached:
		return l.T(i18n.LineWinner, names.Of(i), n(s.target), mine, theirs)
	case code + " went above " + n(s.target) + reached:
		return l.T(i18n.LineWinnerAbove, names.Of(i), n(s.target), mine, theirs)
	}
	if strings.Contains(s.reason, `"nous avons gagné"`) { // decideStopped
		if strings.HasPrefix(s.reason, code+" ") {
			return l.T(i18n.LineWinnerStop, names.Of(i), mine, n(s.target))
		}
		return l.T(i18n.LineWinnerStopLost, names.Of(i), theirs, n(s.target))
	}
	return l.T(i18n.LineWinnerWhy, names.Of(i), mine, theirs)
}

// progressIn says why a game with a target goes on, in a language (not in
// English, which says it as Winner does): "aucune équipe n'a atteint 2000
// (Les Bleus 1210, Les Rouges 930)", or "il faut une autre donne (…)"
// when the target is reached but nobody may win yet.
func progressIn(s *Sheet, names Names, l i18n.Lang) string {
	n, t := strconv.Itoa, s.total
	if s.pending != "" {
		return l.T(i18n.LinePending, names.Of(0), n(t[0]), names.Of(1), n(t[1]))
	}
	return l.T(i18n.InProgressWhy, n(s.target), names.Of(0), n(t[0]), names.Of(1), n(t[1]))
}
