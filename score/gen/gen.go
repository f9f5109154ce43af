// Package gen makes random games, the one place they are made: random
// legal deals (RandomDeal, deal.go: hands dealt by the ruleset's patterns,
// a plausible auction, the announcements, random legal play drawn from the
// rules engine's own legal-move generator), whole games written in the
// coinche notation and scored deal after deal until the game is won
// (Write, gen.go), and deals with a planted fault (plant.go). It feeds
// benchmarks, tests and `coinche deal`. The same seed gives the same
// output.
package gen

import (
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
)

// Options say what to generate.
type Options struct {
	Rules    string // a built-in ruleset name or a house-rules TOML file (rulesfile.Resolve's override), written in each game's Rules tag
	Games    int    // number of games
	Seed     int64  // the same seed gives the same output
	MaxDeals int    // a game stops after this many deals even if nobody won; 0: 100
	// Illegal is the chance (0 to 1) that a deal gets one planted fault:
	// a card played against the follow-suit or trump obligations, a bid
	// not above the last or off the range or step, a coinche by the
	// declaring team, a belote said without the king and queen of trump,
	// a card swapped between two written hands, a card written twice. A
	// planted deal starts with a comment "# planted: KIND: what", and the
	// checker reports at least one problem in it (a fault the ruleset
	// allows is never planted: another kind is tried). 0 plants nothing
	// and gives the same output as before the option existed.
	Illegal float64
}

// Write writes opts.Games random games to w. Each game is dealt and scored
// until a team wins (or MaxDeals). It returns an error for an unknown
// ruleset, a house-rules file that does not load, or a failed write.
func Write(w io.Writer, opts Options) error {
	if opts.Rules == "" {
		return fmt.Errorf("no ruleset: name a built-in ruleset or a house-rules file")
	}
	rs, err := rulesfile.Resolve("", "", opts.Rules)
	if err != nil {
		return err
	}
	eng, err := rules.NewEngine(rs)
	if err != nil {
		return err
	}
	ck, err := rules.NewChecker(rs)
	if err != nil {
		return err
	}
	if !(opts.Illegal >= 0 && opts.Illegal <= 1) {
		return fmt.Errorf("illegal rate %v: want a number from 0 to 1 (the chance that a deal gets a planted fault)", opts.Illegal)
	}
	max := opts.MaxDeals
	if max <= 0 {
		max = 100
	}
	rng := rand.New(rand.NewPCG(uint64(opts.Seed), 0x636f696e636865))
	var pl *planter
	if opts.Illegal > 0 {
		trial, err := rules.NewChecker(rs)
		if err != nil {
			return err
		}
		pl = &planter{eng: eng, rs: rs, rng: rng, trial: trial}
	}
	seats := []notation.Seat{notation.North, notation.East, notation.South, notation.West}
	for g := 1; g <= opts.Games; g++ {
		game := &notation.Game{Tags: []notation.Tag{
			{Name: "Event", Value: fmt.Sprintf("Generated game %d", g)},
			{Name: "Rules", Value: opts.Rules},
			{Name: "Seed", Value: fmt.Sprintf("%d", opts.Seed)},
		}}
		sheet := score.NewSheet(rs, rs.Game.Target)
		ck.Reset()
		dealer := seats[rng.IntN(4)]
		for n := 1; n <= max && !sheet.Over(); n++ {
			d := RandomDeal(eng, rng, n, dealer)
			d.Game = game
			if pl != nil && rng.Float64() < opts.Illegal {
				pl.plant(d)
			}
			game.Deals = append(game.Deals, d)
			o, errs := ck.CheckDeal(d)
			if len(errs) == 0 {
				sheet.Add(o)
			} else {
				sheet.AddForced(o)
			}
			// After an all-pass deal the next dealer deals, or the same
			// one again (bidding.all_pass = "same-dealer").
			if !(o.AllPass && rs.Bidding.AllPass == rules.AllPassSameDealer) {
				dealer = eng.NextSeat(dealer)
			}
		}
		if g > 1 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		if err := notation.Print(w, []*notation.Game{game}); err != nil {
			return err
		}
	}
	return nil
}
