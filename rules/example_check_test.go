package rules

import (
	"fmt"

	"github.com/coinche/coinche/notation"
)

// ExampleAuction replays an auction under base (counterclockwise: W, S, E,
// N speak after dealer N): E may not coinche partner W's bid, N may.
func ExampleAuction() {
	rs, err := Preset("base")
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
	a := NewAuction(rs, notation.North)
	var errs notation.ErrorList
	for i := range calls {
		a.Call(&calls[i], &errs)
	}
	for _, e := range errs {
		fmt.Println(e.Code+":", e.Msg)
	}
	r := a.Result()
	fmt.Println(SeatLetter(r.Declarer), ContractString(r.Contract), "double", r.Double, "complete", r.Complete)
	// Output:
	// call/coinche-own-team: E coinched partner W's 80♥: only the opponents (S or N) may coinche it
	// W 80♥ double 2 complete true
}
