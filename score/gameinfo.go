package score

import (
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// GameInfo is what a game's header says about the game, for a printed
// sheet: the Event, Site, Date and Round tags and the four players (the
// tags North, East, South and West, in that order: index Seat-1).
// Values are copied, so a GameInfo outlives the parsed header.
type GameInfo struct {
	File                     string
	Event, Site, Date, Round string
	Players                  [4]string
}

// InfoFromGame reads a game header's tags (g may be nil: an empty
// GameInfo but for File).
func InfoFromGame(file string, g *notation.Game) GameInfo {
	info := GameInfo{File: file}
	if g == nil {
		return info
	}
	tag := func(name string) string { v, _ := g.Tag(name); return v }
	info.Event, info.Site, info.Date, info.Round = tag("Event"), tag("Site"), tag("Date"), tag("Round")
	for i, seat := range [4]string{"North", "East", "South", "West"} {
		info.Players[i] = tag(seat)
	}
	return info
}

// SheetGame is one game of a sheet of several (render.WriteGame) or of
// an HTML document (render.WriteHTML): its header, team names and score
// sheet (built with rows: not WithoutRows).
type SheetGame struct {
	Info  GameInfo
	Names Names
	Sheet *Sheet // nil when the game has no sheet (its ruleset could not be loaded)
	// NotScored says why the game is left out, e.g. "2 problems; the
	// first: …": the sheet shows the game's header and this, no deal.
	NotScored string
	// Note is a line the sheet shows under its heading: the ruleset a
	// game without a Rules tag is judged under (stream.Game.NoRulesNote).
	Note string
}

// Heading names a game on a sheet of several: its file, then the Event,
// Date and Round tags that it has, "soir.coinche · Club night ·
// 2026-11-20 · round 2"; "" when there is none of them.
func (i GameInfo) Heading() string { return i.HeadingIn(i18n.English) }

// HeadingIn is Heading in a language: in French the date as French
// writes it and "tour 2", "soir.coinche · Club night · 20 novembre 2026 ·
// tour 2".
func (i GameInfo) HeadingIn(l i18n.Lang) string {
	var parts []string
	for _, p := range []string{i.File, i.Event, l.DateText(i.Date)} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	if i.Round != "" {
		parts = append(parts, l.T(i18n.SheetRound, i.Round))
	}
	return strings.Join(parts, " · ")
}
