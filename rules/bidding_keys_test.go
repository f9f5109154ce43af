package rules

import (
	"testing"

	"github.com/coinche/coinche/notation"
)

// onlineLadder is an online engine's bids: 82, 85, 90, then by ten to 160,
// then 250.
var onlineLadder = []int{82, 85, 90, 100, 110, 120, 130, 140, 150, 160, 250}

func withLadder(l []int) func(*Ruleset) {
	return func(r *Ruleset) {
		r.Bidding.Ladder = l
		if len(l) > 0 {
			r.Bidding.Min, r.Bidding.Max = l[0], l[len(l)-1]
		}
	}
}

// auctionKeyCase is an auction under baseBidding changed by mod, dealer
// North.
type auctionKeyCase struct {
	name  string
	mod   func(*Ruleset)
	calls string
	want  auctionWant
}

func runKeyCases(t *testing.T, cases []auctionKeyCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rs := baseBidding()
			tc.mod(rs)
			res, errs := runAuction(t, rs, notation.North, tc.calls)
			if got := auctionGot(res, errs); got != tc.want {
				t.Errorf("calls %q:\n got %+v\nwant %+v\nerrors: %v", tc.calls, got, tc.want, errs)
			}
		})
	}
}

// The house bidding keys, each on both sides: bidding.ladder,
// bidding.after_coinche, bidding.coinched_rebid.
func TestAuctionHouseBiddingKeys(t *testing.T) {
	type want = auctionWant
	after := func(v string) func(*Ruleset) {
		return func(r *Ruleset) { r.Bidding.AfterCoinche = mustEnum[AfterCoinche](v) }
	}
	rebid := func(v string) func(*Ruleset) {
		return func(r *Ruleset) {
			r.Bidding.CoincheEndsBidding, r.Bidding.CoinchedRebid = false, mustEnum[CoinchedRebid](v)
		}
	}
	cases := []auctionKeyCase{
		// bidding.ladder: the rungs are the bids; a higher bid is a later rung.
		{"no ladder: 85 is off the step", withLadder(nil), "W:85S S:p E:p N:p", want{errs: "1:call/step", complete: true, declarer: "W", contract: "85♠"}},
		{"ladder: 85 is a rung", withLadder(onlineLadder), "W:85S S:p E:p N:p", want{complete: true, declarer: "W", contract: "85♠"}},
		{"no ladder: 80 opens", withLadder(nil), "W:80S S:p E:p N:p", want{complete: true, declarer: "W", contract: "80♠"}},
		{"ladder: 80 is below the first rung", withLadder(onlineLadder), "W:80S S:p E:p N:p", want{errs: "1:call/range", complete: true, declarer: "W", contract: "80♠"}},
		{"ladder: 87 is between two rungs", withLadder(onlineLadder), "W:87S S:p E:p N:p", want{errs: "1:call/rung", complete: true, declarer: "W", contract: "87♠"}},
		{"no ladder: 250 is above max", withLadder(nil), "W:250S S:p E:p N:p", want{errs: "1:call/range", complete: true, declarer: "W", contract: "250♠"}},
		{"ladder: 160 then 250, the next rung", withLadder(onlineLadder), "W:160S S:250H E:p N:p W:p", want{complete: true, declarer: "S", contract: "250♥"}},
		{"ladder: a lower rung does not overcall", withLadder(onlineLadder), "W:90S S:85H E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "85♥"}},
		{"ladder: capot stays above every rung", withLadder(onlineLadder), "W:250S S:capotH E:p N:p W:p", want{complete: true, declarer: "S", contract: "capot ♥"}},

		// bidding.after_coinche: the calls after a coinche that ends the bidding.
		{"after_coinche any: the coincher passes three times", after("any"), "W:80C N:X N:p N:p N:p", want{complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche in-turn: the coincher passes three times", after("in-turn"), "W:80C N:X N:p N:p N:p", want{errs: "3:call/turn 4:call/turn 5:call/turn", complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche unset (Go): the default, declaring-team", after(""), "W:80C N:X N:p N:p N:p", want{errs: "3:call/turn 4:call/turn 5:call/turn", complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche in-turn: an out-of-turn coinche, then in turn from the coincher", after("in-turn"), "W:80C N:X W:p S:p E:p", want{complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche any: the declarer surcoinches at once", after("any"), "W:80C S:X W:XX", want{complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_coinche in-turn: the declarer surcoinches before partner spoke", after("in-turn"), "W:80C S:X W:XX", want{errs: "3:call/turn", complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_coinche in-turn: the declarer surcoinches in turn", after("in-turn"), "W:80C S:X E:p N:p W:XX", want{complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_coinche any: a fourth pass", after("any"), "W:80C S:X E:p N:p W:p S:p", want{errs: "6:call/after-close", complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche in-turn: a surcoinche after the three calls", after("in-turn"), "W:80C S:X E:p N:p W:p E:XX", want{errs: "6:call/after-close", complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche in-turn: a surcoinche by the wrong team takes its turn", after("in-turn"), "W:80C S:X E:p N:XX W:p", want{errs: "4:call/surcoinche-team", complete: true, declarer: "W", contract: "80♣", double: 1}},

		// bidding.coinched_rebid: where a coinche does not end the bidding.
		{"coinched_rebid team: the coinched declarer bids again", rebid("team"), "W:80C S:X E:p N:p W:90S S:p E:p N:p", want{complete: true, declarer: "W", contract: "90♠"}},
		{"coinched_rebid partner: the coinched declarer bids again", rebid("partner"), "W:80C S:X E:p N:p W:90S S:p E:p N:p", want{errs: "5:call/coinched-rebid", complete: true, declarer: "W", contract: "90♠"}},
		{"coinched_rebid partner: partner escapes", rebid("partner"), "W:80C S:X E:90S N:p W:p S:p", want{complete: true, declarer: "E", contract: "90♠"}},
		{"coinched_rebid none: partner escapes", rebid("none"), "W:80C S:X E:90S N:p W:p S:p", want{errs: "3:call/coinched-rebid", complete: true, declarer: "E", contract: "90♠"}},
		{"coinched_rebid none: the opponents may still bid", rebid("none"), "W:80C S:X E:p N:90S W:p S:p E:p", want{complete: true, declarer: "N", contract: "90♠"}},
		{"coinched_rebid empty (Go): team", rebid(""), "W:80C S:X E:90S N:p W:p S:p", want{complete: true, declarer: "E", contract: "90♠"}},
	}
	runKeyCases(t, cases)
}

// The messages of a ladder say which rungs are near, and what overcalls.
func TestLadderMessages(t *testing.T) {
	rs := baseBidding()
	withLadder(onlineLadder)(rs)
	for _, tc := range []struct{ calls, want string }{
		{"W:87S", "W bid 87♠: not a rung of the bidding ladder (82, 85, 90 … 250); the nearest are 85 and 90"},
		{"W:80S", "W bid 80♠: out of range; bids go from 82, 85, 90 … 250, then capot"},
		{"W:160S S:150H", "S bid 150♥, not higher than W's 160♠: bid 250 or more, or capot"},
	} {
		_, errs := runAuction(t, rs, notation.North, tc.calls)
		if len(errs) != 1 || errs[0].Msg != tc.want {
			t.Errorf("%s: got %v, want %q", tc.calls, errs, tc.want)
		}
	}
}

// The messages of bidding.self_overcall and bidding.coinched_rebid say
// what would have been legal.
func TestSelfOvercallRebidMessages(t *testing.T) {
	for _, tc := range []struct {
		mod         func(*Ruleset)
		calls, want string
	}{
		{func(r *Ruleset) { r.Bidding.ClosingPasses, r.Bidding.SelfOvercall = 4, SelfOvercallOtherStrain }, "W:80S S:p E:p N:p W:90S",
			`W bid 90♠ over their own 80♠: a player may overcall his own bid only in another strain (bidding.self_overcall = "other-strain"): bid another strain, or pass`},
		{func(r *Ruleset) { r.Bidding.ClosingPasses, r.Bidding.SelfOvercall = 4, SelfOvercallNone }, "W:80S S:p E:p N:p W:90H",
			`W bid 90♥ over their own 80♠: a player may not overcall his own bid (bidding.self_overcall = "none"); pass`},
		{func(r *Ruleset) { r.Bidding.CoincheEndsBidding, r.Bidding.CoinchedRebid = false, CoinchedRebidNone }, "W:80C S:X E:90S",
			`E bid 90♠ after a bid of their team was coinched: neither member of a coinched team may bid again (bidding.coinched_rebid = "none"); pass instead`},
	} {
		rs := baseBidding()
		tc.mod(rs)
		_, errs := runAuction(t, rs, notation.North, tc.calls)
		if len(errs) != 1 || errs[0].Msg != tc.want {
			t.Errorf("%s: got %v, want %q", tc.calls, errs, tc.want)
		}
	}
}

func TestBiddingValues(t *testing.T) {
	step := Bidding{Min: 80, Max: 160, Step: 10}
	ladder := Bidding{Min: 82, Max: 250, Step: 10, Ladder: onlineLadder}
	for _, tc := range []struct {
		name        string
		b           Bidding
		v           int
		valid       bool
		next, floor int // 0: none
	}{
		{"step 80", step, 80, true, 90, 80},
		{"step 85", step, 85, false, 90, 80},
		{"step 79", step, 79, false, 80, 0},
		{"step 160", step, 160, true, 0, 160},
		{"step 500", step, 500, false, 0, 160},
		{"ladder 82", ladder, 82, true, 85, 82},
		{"ladder 87", ladder, 87, false, 90, 85},
		{"ladder 80", ladder, 80, false, 82, 0},
		{"ladder 160", ladder, 160, true, 250, 160},
		{"ladder 250", ladder, 250, true, 0, 250},
		{"ladder 300", ladder, 300, false, 0, 250},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.b.ValidValue(tc.v); got != tc.valid {
				t.Errorf("ValidValue = %v", got)
			}
			if n, _ := tc.b.NextValue(tc.v); n != tc.next {
				t.Errorf("NextValue = %d, want %d", n, tc.next)
			}
			if f, _ := tc.b.FloorValue(tc.v); f != tc.floor {
				t.Errorf("FloorValue = %d, want %d", f, tc.floor)
			}
		})
	}
	if got := len(step.Values()); got != 9 {
		t.Errorf("step: %d values, want 9", got)
	}
	if got := ladder.Values(); len(got) != len(onlineLadder) {
		t.Errorf("ladder values %v", got)
	}
}

func runAuctionCalls(rs *Ruleset, dealer notation.Seat, calls []notation.Call) (AuctionResult, notation.ErrorList) {
	a := NewAuction(rs, dealer)
	var errs notation.ErrorList
	for i := range calls {
		a.Call(&calls[i], &errs)
	}
	return a.Result(), errs
}

// The bidding keys of the engines survey (examples/house-rules/README.md, gaps
// 1 to 6), each on both sides: bidding.closing_passes, self_overcall,
// coinche_out_of_turn = "team-in-turn", after_coinche = "declaring-team",
// after_surcoinche, coinched_rebid_until. Dealer North, counterclockwise:
// W speaks first, then S, E, N.
func TestAuctionKeysEngines(t *testing.T) {
	type want = auctionWant
	set := func(f func(b *Bidding)) func(*Ruleset) { return func(r *Ruleset) { f(&r.Bidding) } }
	closing := func(n int) func(*Ruleset) { return set(func(b *Bidding) { b.ClosingPasses = n }) }
	self := func(v string) func(*Ruleset) {
		return set(func(b *Bidding) { b.ClosingPasses, b.SelfOvercall = 4, mustEnum[SelfOvercall](v) })
	}
	turn := func(v CoincheTurn) func(*Ruleset) { return set(func(b *Bidding) { b.CoincheOutOfTurn = v }) }
	after := func(ac, as string) func(*Ruleset) {
		return set(func(b *Bidding) {
			b.AfterCoinche, b.AfterSurcoinche = mustEnum[AfterCoinche](ac), mustEnum[AfterSurcoinche](as)
		})
	}
	until := func(v string) func(*Ruleset) {
		return set(func(b *Bidding) {
			b.CoincheEndsBidding, b.CoinchedRebid, b.CoinchedRebidUntil = false, CoinchedRebidPartner, mustEnum[CoinchedRebidUntil](v)
		})
	}
	cases := []auctionKeyCase{
		// bidding.closing_passes
		{"closing_passes 3: three passes close", closing(3), "W:80S S:p E:p N:p", want{complete: true, declarer: "W", contract: "80♠"}},
		{"closing_passes 0 (Go): three", closing(0), "W:80S S:p E:p N:p W:p", want{errs: "5:call/after-close", complete: true, declarer: "W", contract: "80♠"}},
		{"closing_passes 4: three passes leave it open", closing(4), "W:80S S:p E:p N:p", want{declarer: "W", contract: "80♠"}},
		{"closing_passes 4: the bidder's pass closes", closing(4), "W:80S S:p E:p N:p W:p", want{complete: true, declarer: "W", contract: "80♠"}},
		{"closing_passes 4: four passes with no bid still all pass", closing(4), "W:p S:p E:p N:p", want{complete: true, allPass: true}},

		// bidding.self_overcall (with four closing passes)
		{"self_overcall any: the bidder raises in his strain", self("any"), "W:80S S:p E:p N:p W:90S S:p E:p N:p W:p", want{complete: true, declarer: "W", contract: "90♠"}},
		{"self_overcall other-strain: not in his strain", self("other-strain"), "W:80S S:p E:p N:p W:90S S:p E:p N:p W:p", want{errs: "5:call/self-overcall", complete: true, declarer: "W", contract: "90♠"}},
		{"self_overcall other-strain: another strain", self("other-strain"), "W:80S S:p E:p N:p W:90H S:p E:p N:p W:p", want{complete: true, declarer: "W", contract: "90♥"}},
		{"self_overcall none: never", self("none"), "W:80S S:p E:p N:p W:90H S:p E:p N:p W:p", want{errs: "5:call/self-overcall", complete: true, declarer: "W", contract: "90♥"}},
		{"self_overcall none: partner may raise", self("none"), "W:80S S:p E:90S N:p W:p S:p E:p", want{complete: true, declarer: "E", contract: "90♠"}},
		{"self_overcall empty (Go): any", self(""), "W:80S S:p E:p N:p W:90S S:p E:p N:p W:p", want{complete: true, declarer: "W", contract: "90♠"}},

		// bidding.coinche_out_of_turn
		{"coinche_out_of_turn team-in-turn: partner of the seat in turn", turn(CoincheTeamInTurn), "W:80S N:X W:p S:p E:p", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche_out_of_turn false: partner of the seat in turn", turn(CoincheInTurn), "W:80S N:X", want{errs: "2:call/turn", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche_out_of_turn team-in-turn: the other team's turn", turn(CoincheTeamInTurn), "W:80S S:p N:X", want{errs: "3:call/turn", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche_out_of_turn true: at any time", turn(CoincheAnyTime), "W:80S S:p N:X", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche_out_of_turn team-in-turn: the turn passes on", func(r *Ruleset) {
			r.Bidding.CoincheOutOfTurn, r.Bidding.CoincheEndsBidding = CoincheTeamInTurn, false
		}, "W:80S N:X E:p N:p W:p", want{complete: true, declarer: "W", contract: "80♠", double: 1}},

		// bidding.after_coinche = "declaring-team"
		{"after_coinche declaring-team: both declarers pass", after("declaring-team", ""), "W:80C N:X E:p W:p", want{complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche declaring-team: in any order", after("declaring-team", ""), "W:80C N:X W:p E:p", want{complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche declaring-team: the coinching side speaks", after("declaring-team", ""), "W:80C N:X S:p", want{errs: "3:call/turn", complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche declaring-team: one declarer twice", after("declaring-team", ""), "W:80C N:X W:p W:p", want{errs: "4:call/turn", complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche declaring-team: a surcoinche after a pass", after("declaring-team", ""), "W:80C N:X E:p W:XX", want{complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_coinche declaring-team: a surcoinche after both passed", after("declaring-team", ""), "W:80C N:X E:p W:p E:XX", want{errs: "5:call/after-close", complete: true, declarer: "W", contract: "80♣", double: 1}},
		{"after_coinche in-turn: the declarers alone", after("in-turn", ""), "W:80C N:X E:p W:p", want{errs: "3:call/turn 4:call/turn", complete: true, declarer: "W", contract: "80♣", double: 1}},

		// bidding.after_surcoinche
		{"after_surcoinche none: a pass after the surcoinche", after("declaring-team", "none"), "W:80C N:X E:p W:XX N:p", want{errs: "5:call/after-close", complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_surcoinche coinching-team: both coinchers pass", after("declaring-team", "coinching-team"), "W:80C N:X E:p W:XX N:p S:p", want{complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_surcoinche coinching-team: a declarer passes", after("declaring-team", "coinching-team"), "W:80C N:X E:p W:XX E:p", want{errs: "5:call/turn", complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_surcoinche coinching-team: a third pass", after("declaring-team", "coinching-team"), "W:80C N:X E:p W:XX S:p N:p N:p", want{errs: "7:call/after-close", complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_surcoinche in-turn: from the seat after the surcoincher", after("any", "in-turn"), "W:80C N:X W:XX S:p E:p N:p", want{complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_surcoinche in-turn: out of turn", after("any", "in-turn"), "W:80C N:X W:XX N:p", want{errs: "4:call/turn", complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_surcoinche any: any seat, three times", after("any", "any"), "W:80C N:X W:XX N:p N:p N:p", want{complete: true, declarer: "W", contract: "80♣", double: 2}},
		{"after_surcoinche any: a fourth pass", after("any", "any"), "W:80C N:X W:XX N:p N:p N:p N:p", want{errs: "7:call/after-close", complete: true, declarer: "W", contract: "80♣", double: 2}},

		// bidding.coinched_rebid_until (with coinched_rebid = "partner")
		{"coinched_rebid_until auction-end: barred after partner escaped", until("auction-end"), "W:80C S:X E:90S N:p W:100S S:p E:p N:p", want{errs: "5:call/coinched-rebid", complete: true, declarer: "W", contract: "100♠"}},
		{"coinched_rebid_until overcalled: free after partner escaped", until("overcalled"), "W:80C S:X E:90S N:p W:100S S:p E:p N:p", want{complete: true, declarer: "W", contract: "100♠"}},
		{"coinched_rebid_until overcalled: barred while coinched", until("overcalled"), "W:80C S:X E:p N:p W:90S S:p E:p N:p", want{errs: "5:call/coinched-rebid", complete: true, declarer: "W", contract: "90♠"}},
		{"coinched_rebid_until overcalled: free after the opponents overcall", until("overcalled"), "W:80C S:X E:p N:90H W:100S S:p E:p N:p", want{complete: true, declarer: "W", contract: "100♠"}},
	}
	runKeyCases(t, cases)
}
