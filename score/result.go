package score

import (
	"strings"

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
