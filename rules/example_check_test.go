package rules_test

import (
	"fmt"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// ExampleAuction replays an auction under base (counterclockwise: W, S, E,
// N speak after dealer N): E may not coinche partner W's bid, N may.
func ExampleAuction() {
	rs, err := rulesfile.Preset("base")
	if err != nil {
		fmt.Println(err)
		return
	}
	bid := func(s notation.Seat, v int, st notation.Strain) notation.Call {
		return notation.Call{Seat: s, Kind: notation.Bid, Contract: notation.Contract{Value: v, Strain: st}}
	}
	calls := []notation.Call{
		bid(notation.West, 80, notation.TrumpH),
		{Seat: notation.South, Kind: notation.Pass},
		{Seat: notation.East, Kind: notation.Coinche},
		{Seat: notation.North, Kind: notation.Coinche},
		{Seat: notation.West, Kind: notation.Surcoinche},
	}
	a := rules.NewAuction(rs, notation.North)
	var errs notation.ErrorList
	for i := range calls {
		a.Call(&calls[i], &errs)
	}
	for _, e := range errs {
		fmt.Println(e.Code+":", e.Msg)
	}
	r := a.Result()
	fmt.Println(r.Declarer.String(), r.Contract.String(), "double", r.Double, "complete", r.Complete)
	// Output:
	// call/coinche-own-team: E coinched partner W's 80♥: only the opponents (S or N) may coinche it
	// W 80♥ double XX complete true
}

// ExampleAuction_onlineEngine replays an auction of an online engine
// (Alounv/coinche-back) under a house file that says its rules: four
// passes close the auction, so the bidder may still raise his own bid
// after three (in another strain), and after the coinche only the
// declaring team answers. Under annonces alone three passes close it.
func ExampleAuction_onlineEngine() {
	house := []byte(`extends = "annonces"

[bidding]
closing_passes = 4
self_overcall = "other-strain"
after_coinche = "declaring-team"
`)
	online, err := rulesfile.Load("online.toml", house)
	if err != nil {
		fmt.Println(err)
		return
	}
	plain, _ := rulesfile.Preset("annonces")
	bid := func(s notation.Seat, v int, st notation.Strain) notation.Call {
		return notation.Call{Seat: s, Kind: notation.Bid, Contract: notation.Contract{Value: v, Strain: st}}
	}
	calls := []notation.Call{
		bid(notation.North, 80, notation.TrumpH),
		{Seat: notation.East, Kind: notation.Pass},
		{Seat: notation.South, Kind: notation.Pass},
		{Seat: notation.West, Kind: notation.Pass},
		bid(notation.North, 90, notation.TrumpS),
		{Seat: notation.East, Kind: notation.Coinche},
		{Seat: notation.South, Kind: notation.Pass},
		{Seat: notation.North, Kind: notation.Pass},
	}
	for _, rs := range []*rules.Ruleset{online, plain} {
		a := rules.NewAuction(rs, notation.West) // clockwise: N speaks first
		var errs notation.ErrorList
		for i := range calls {
			a.Call(&calls[i], &errs)
		}
		r := a.Result()
		fmt.Printf("%s: %s %s double %d\n", rs.Name, r.Declarer.String(), r.Contract.String(), r.Double)
		for _, e := range errs {
			fmt.Println("  " + e.Code)
		}
	}
	// Output:
	// online: N 90♠ double 1
	// annonces: N 80♥ double 0
	//   call/after-close
	//   call/coinche-late
	//   call/after-close
	//   call/after-close
}
