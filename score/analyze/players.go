package analyze

import (
	"cmp"
	"slices"
	"strings"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
)

// Output is what a Session writes its reviews to, in file order: a
// Writer (each review as it comes) or a Season (a season per player).
type Output interface {
	// Game starts a game: its file, its index among the file's games
	// (1-based), team names and ruleset name.
	Game(file string, index int, names score.Names, ruleset string) error
	// Deal is one deal's review, or why it was skipped.
	Deal(d *Deal) error
}

// headerOutput is an Output that also wants each game's header (its
// players) and ruleset: a Season.
type headerOutput interface {
	header(info score.GameInfo, names score.Names, rs *rules.Ruleset)
}

// startGame starts a game on w: its header first when w wants it.
func startGame(w Output, info score.GameInfo, index int, names score.Names, ruleset string, rs *rules.Ruleset) error {
	if h, ok := w.(headerOutput); ok {
		h.header(info, names, rs)
	}
	return w.Game(info.File, index, names, ruleset)
}

// Costliest is how many of a player's costliest plays a Season keeps.
const Costliest = 5

// Season sums the deal reviews of a Session per player, across every game
// read: the same name in any seat, any game, any file is one player. A
// game's players are its player tags (North, East, South, West), else
// the halves of its team tags NS and EW written "Alice / Chloé" (or
// "Alice & Chloé": the first the N or E player, the second the S or W
// player), else a seat with no name is the team name with the seat,
// "Les Bleus (S)", or the bare seat letter "S" when the team has no name
// either. docs/analysis.md ("A season per player") explains each figure.
// Not safe for concurrent use (a Session writes to it from one
// goroutine).
type Season struct {
	Players []*Player // in the order first met
	byName  map[string]*Player

	// the game being read
	file  string
	game  int
	seats [4]*Player
	rs    *rules.Ruleset
}

// NewSeason returns an empty season.
func NewSeason() *Season { return &Season{byName: map[string]*Player{}} }

// Player is one player's season. Points are card points (dix de der
// included), as in a deal's review; contract heights are bid points
// (Height).
type Player struct {
	Name string

	// Deals is the deals reviewed where the player held a hand; Skipped
	// the deals they sat at that were not reviewed (summary deals, all
	// pass, deals that do not check: Deal.Skipped).
	Deals, Skipped int
	// Declarer: the deals whose contract the player took (the last bid);
	// Partner: their partner's; Defender: the other team's. They add up
	// to Deals.
	Declarer, Partner, Defender int

	// Contracts bid (as Declarer), against the double-dummy table.
	// Proved counts the contracts whose values were all proved (the
	// others, Deal.NotProved, are left out of the figures below).
	Contracts ContractFigures

	// Play: every card the player played, against double-dummy.
	Cards  int  // cards played
	Costly int  // cards that cost points
	Lost   Lost // points they cost, split by role

	// Worst is the player's costliest plays, the most costly first (at
	// most Costliest; ties in the order played).
	Worst []CostlyPlay
	// NotProved is the deals played whose review was not proved (budget
	// or interruption): their costs between bounds are not counted.
	NotProved int
}

// ContractFigures sums a declarer's contracts against the double-dummy
// table. A contract's height is its bid value (Height).
type ContractFigures struct {
	Bid      int // contracts taken
	Proved   int // of them, with every value proved (the ones counted below)
	Made     int // made at the table
	Makeable int // makeable with best play from the first lead (Deal.ParScore.Made)
	// Below: makeable, while the declaring team could make a higher
	// contract in some strain (the double-dummy table); BelowBy sums how
	// much higher, in bid points.
	Below, BelowBy int
	// Above: not makeable double-dummy; AboveBy sums the height of the
	// contract over the team's highest makeable contract in the
	// contract's strain (over the ruleset's lowest bid less 10 when it
	// could make none there).
	Above, AboveBy int
	// Exact: makeable and the team's highest makeable contract.
	Exact int
	// AtPar: the contract's height is the par contract's (the highest
	// contract either team could make, Deal.Table), and the declaring
	// team could make it. ParMissedBy sums, over the other contracts,
	// how far the contract's height was from the par contract's, in bid
	// points.
	AtPar, ParMissedBy int
}

// Lost is the points a player's cards cost their side: on the opening
// lead (the first card of the deal, whoever leads it), in declarer play
// (the other cards played while their team declared) and in defence (the
// other cards played while defending). Total is their sum.
type Lost struct {
	Lead, Declarer, Defence, Total int
}

// CostlyPlay is one costly card with the deal it was played in.
type CostlyPlay struct {
	File     string
	Game     int // the game's index in its file, 1-based
	Deal     int
	Trick    int
	Seat     notation.Seat
	Card     rules.Card
	Cost     int
	Best     []rules.Card
	Role     string // "lead", "declarer" or "defence"
	Contract string // the deal's contract as score writes it, "W 110♦ X"
}

// Roles of a costly play (CostlyPlay.Role).
const (
	RoleLead     = "lead"
	RoleDeclarer = "declarer"
	RoleDefence  = "defence"
)

// LostPerDeal is the points lost in play per deal played (0 with no deal).
func (p *Player) LostPerDeal() float64 { return ratio(p.Lost.Total, p.Deals) }

// DeclarerPerDeal is the points lost in declarer play per deal played on
// the declaring side (as Declarer or Partner; 0 with no such deal).
func (p *Player) DeclarerPerDeal() float64 { return ratio(p.Lost.Declarer, p.Declarer+p.Partner) }

// DefencePerDeal is the points lost in defence (the opening lead aside)
// per deal defended (0 with no such deal).
func (p *Player) DefencePerDeal() float64 { return ratio(p.Lost.Defence, p.Defender) }

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

// header implements headerOutput: the players of the game to come.
func (s *Season) header(info score.GameInfo, names score.Names, rs *rules.Ruleset) {
	s.rs = rs
	for i, name := range SeatPlayers(info, names) {
		s.seats[i] = s.player(name)
	}
}

// Game implements Output.
func (s *Season) Game(file string, index int, _ score.Names, _ string) error {
	s.file, s.game = file, index
	return nil
}

func (s *Season) player(name string) *Player {
	key := strings.ToLower(name)
	if p := s.byName[key]; p != nil {
		return p
	}
	p := &Player{Name: name}
	s.byName[key] = p
	s.Players = append(s.Players, p)
	return p
}

// SeatPlayers names a game's four players, index Seat-1 (see Season):
// names are trimmed and their inner blanks made single spaces; two names
// that differ only in case are the same player.
func SeatPlayers(info score.GameInfo, names score.Names) [4]string {
	var out [4]string
	teams := [2][2]string{halves(names.Of(0)), halves(names.Of(1))}
	for s := notation.North; s <= notation.West; s++ {
		i := int(s - 1)
		if n := clean(info.Players[i]); n != "" {
			out[i] = n
			continue
		}
		t := s.Team().Index()
		half := 0
		if s == notation.South || s == notation.West {
			half = 1
		}
		if n := teams[t][half]; n != "" {
			out[i] = n
			continue
		}
		team := clean(names.Of(t))
		if team == "" || team == "NS" || team == "EW" {
			out[i] = s.String()
		} else {
			out[i] = team + " (" + s.String() + ")"
		}
	}
	return out
}

// halves splits a team name "Alice / Chloé" or "Alice & Chloé" into its
// two players; none when it is not two names.
func halves(team string) [2]string {
	for _, sep := range []string{"/", "&"} {
		a, b, ok := strings.Cut(team, sep)
		if ok && !strings.Contains(b, sep) {
			if a, b = clean(a), clean(b); a != "" && b != "" {
				return [2]string{a, b}
			}
		}
	}
	return [2]string{}
}

// clean trims a name and makes its inner blanks single spaces.
func clean(s string) string { return strings.Join(strings.Fields(s), " ") }

// Deal implements Output: it adds one deal's review to the season of
// each of its four players.
func (s *Season) Deal(d *Deal) error {
	if s.seats[0] == nil { // no header: a game read without one
		s.header(score.GameInfo{File: s.file}, score.DefaultNames, s.rs)
	}
	if d.Skipped != "" {
		for _, p := range s.seats {
			p.Skipped++
		}
		return nil
	}
	for seat := notation.North; seat <= notation.West; seat++ {
		p := s.seats[seat-1]
		p.Deals++
		switch {
		case seat == d.Declarer:
			p.Declarer++
		case seat.Team() == d.Team:
			p.Partner++
		default:
			p.Defender++
		}
		if d.NotProved != "" {
			p.NotProved++
		}
	}
	s.contract(s.seats[d.Declarer-1], d)
	contract := d.Score.ContractText()
	for i, pl := range d.Plays {
		p := s.seats[pl.Seat-1]
		p.Cards++
		if pl.Cost <= 0 {
			continue
		}
		role := RoleDefence
		switch {
		case i == 0:
			role = RoleLead
			p.Lost.Lead += pl.Cost
		case pl.Seat.Team() == d.Team:
			role = RoleDeclarer
			p.Lost.Declarer += pl.Cost
		default:
			p.Lost.Defence += pl.Cost
		}
		p.Costly++
		p.Lost.Total += pl.Cost
		p.worst(CostlyPlay{File: s.file, Game: s.game, Deal: d.Number, Trick: pl.Trick, Seat: pl.Seat,
			Card: pl.Card, Cost: pl.Cost, Best: pl.Best, Role: role, Contract: contract})
	}
	return nil
}

// worst keeps c among p's Costliest costliest plays.
func (p *Player) worst(c CostlyPlay) {
	if len(p.Worst) == Costliest && p.Worst[Costliest-1].Cost >= c.Cost {
		return
	}
	i, _ := slices.BinarySearchFunc(p.Worst, c.Cost, func(x CostlyPlay, cost int) int {
		return cmp.Compare(cost, x.Cost) // most costly first; ties: after
	})
	for i < len(p.Worst) && p.Worst[i].Cost == c.Cost {
		i++
	}
	p.Worst = slices.Insert(p.Worst, i, c)
	if len(p.Worst) > Costliest {
		p.Worst = p.Worst[:Costliest]
	}
}

// contract adds the deal's contract to its declarer's figures.
func (s *Season) contract(p *Player, d *Deal) {
	c := &p.Contracts
	c.Bid++
	if d.Score.Made {
		c.Made++
	}
	if !proved(d) || s.rs == nil {
		return
	}
	c.Proved++
	t := d.Team.Index()
	bid := Height(s.rs, d.Contract)
	own, ownOK := s.highestOf(d, t)
	other, otherOK := s.highestOf(d, 1-t)
	if d.ParScore.Made {
		c.Makeable++
		if ownOK && own > bid {
			c.Below++
			c.BelowBy += own - bid
		} else {
			c.Exact++
		}
	} else {
		c.Above++
		floor := s.rs.Bidding.LowestValue() - 10
		for _, r := range d.Table {
			if r.Strain == d.Contract.Strain && r.MakesAny[t] {
				floor = Height(s.rs, r.Best[t])
			}
		}
		c.AboveBy += max(bid-floor, 0)
	}
	par := 0
	switch {
	case ownOK && otherOK:
		par = max(own, other)
	case ownOK:
		par = own
	case otherOK:
		par = other
	}
	if ownOK && own == par && bid == par && d.ParScore.Made {
		c.AtPar++
		return
	}
	if par == 0 { // nothing makeable by either team: passing was par
		par = s.rs.Bidding.LowestValue() - 10
	}
	diff := bid - par
	if diff < 0 {
		diff = -diff
	}
	c.ParMissedBy += diff
}

// proved reports whether every value of d's review is proved.
func proved(d *Deal) bool {
	if d.NotProved != "" || d.ParHi > d.Par {
		return false
	}
	for _, r := range d.Table {
		if r.Hi != r.Points {
			return false
		}
	}
	return true
}

// highestOf is the height of the highest contract team t could make in
// any strain of d's double-dummy table.
func (s *Season) highestOf(d *Deal, t int) (int, bool) {
	h, ok := 0, false
	for _, r := range d.Table {
		if r.MakesAny[t] {
			h, ok = max(h, Height(s.rs, r.Best[t])), true
		}
	}
	return h, ok
}

// Height is a contract's height on the bidding ladder, in bid points:
// its value for a numeric contract (80 to 180, or as the ruleset bids);
// a capot (or match) is the step above the ruleset's highest numeric bid
// (that bid plus 10), a générale the step above it (plus 20).
func Height(rs *rules.Ruleset, c notation.Contract) int {
	switch c.Level {
	case notation.Points:
		return c.Value
	case notation.Generale:
		return rs.Bidding.HighestValue() + 20
	}
	return rs.Bidding.HighestValue() + 10
}

// Sorted is the season's players by name (case-insensitive).
func (s *Season) Sorted() []*Player {
	out := slices.Clone(s.Players)
	slices.SortStableFunc(out, func(a, b *Player) int {
		return cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
	})
	return out
}

// NewSeasonSession starts a session that adds every review to season
// (and writes none).
func NewSeasonSession(opts Options, season *Season) *Session {
	s := NewSession(opts)
	s.outs = append(s.outs, season)
	return s
}
