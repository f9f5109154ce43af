package gen

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// replayDeal checks a generated deal against the engine and the Auction:
// a whole deck dealt, legal calls, trick leaders, every card legal, belote
// said by the holder of the trump king and queen. It returns the auction.
func replayDeal(t *testing.T, e *rules.Engine, d *notation.Deal) rules.AuctionResult {
	t.Helper()
	var hands [4]rules.Hand
	if len(d.Hands) != 4 {
		t.Fatalf("deal %d: %d hands", d.Number, len(d.Hands))
	}
	var all rules.Hand
	for _, h := range d.Hands {
		x, ok := rules.HandOf(h.Cards)
		if !ok || x.Count() != e.Ruleset().HandSize() || all&x != 0 {
			t.Fatalf("deal %d: bad hand %v for %s", d.Number, x, h.Seat.String())
		}
		all |= x
		hands[h.Seat-1] = x
	}
	if all != e.Deck() {
		t.Fatalf("deal %d: dealt %v, not the deck", d.Number, all)
	}
	var a rules.Auction
	a.Reset(e.Ruleset(), d.Dealer)
	for i := range d.Calls {
		var errs notation.ErrorList
		a.Call(&d.Calls[i], &errs)
		if len(errs) > 0 {
			t.Fatalf("deal %d: call %d: %v", d.Number, i, errs)
		}
	}
	r := a.Result()
	if !r.Complete {
		t.Fatalf("deal %d: auction not complete: %+v", d.Number, d.Calls)
	}
	if r.AllPass {
		if len(d.Tricks) != 0 {
			t.Fatalf("deal %d: tricks after all pass", d.Number)
		}
		return r
	}
	if len(d.Tricks) != e.Ruleset().HandSize() {
		t.Fatalf("deal %d: %d tricks", d.Number, len(d.Tricks))
	}
	st := r.Contract.Strain
	leader := e.NextSeat(d.Dealer)
	if r.Contract.Level == notation.Generale && e.Ruleset().Deal.GeneraleLeads {
		leader = r.Declarer
	}
	start := hands
	for k, tr := range d.Tricks {
		if tr.Leader != leader {
			t.Fatalf("deal %d trick %d: leader %s, want %s", d.Number, k+1, tr.Leader.String(), leader.String())
		}
		var ts rules.TrickState
		ts.Start(st, leader)
		for _, p := range tr.Plays {
			c, ok := rules.CardOf(p.Card)
			if !ok {
				t.Fatalf("deal %d trick %d: bad card", d.Number, k+1)
			}
			seat := e.Next(&ts)
			if rule, msg := e.Explain(&ts, hands[seat-1], seat, c); rule != rules.Free {
				t.Fatalf("deal %d trick %d: %s %s: %s", d.Number, k+1, c, rule.Code(), msg)
			}
			if p.Say != notation.SayNothing {
				kq := rules.MakeCard(notation.King, c.Suit()).Bit() | rules.MakeCard(notation.Queen, c.Suit()).Bit()
				trump := st == notation.ToutAtout || notation.Suit(st) == c.Suit()
				if !trump || !kq.Has(c) || start[seat-1]&kq != kq || !e.Ruleset().Belote.Enabled {
					t.Fatalf("deal %d trick %d: %s said %v with %s", d.Number, k+1, seat.String(), p.Say, c)
				}
				other := c ^ 1
				if (p.Say == notation.SayBelote) != hands[seat-1].Has(other) {
					t.Fatalf("deal %d trick %d: %v with %s, other held: %v", d.Number, k+1, p.Say, c, hands[seat-1].Has(other))
				}
			}
			hands[seat-1] = hands[seat-1].Without(c)
			e.Add(&ts, c)
		}
		leader = ts.Seats[e.Winner(&ts)]
	}
	return r
}

func TestRandomDealsReplayLegal(t *testing.T) {
	for name, rs := range testRulesets() {
		t.Run(name, func(t *testing.T) {
			e, err := rules.NewEngine(rs)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(42, uint64(len(name))))
			var allPass, coinche, surcoinche, special, sa, ta, belote int
			dealer := notation.North
			for i := 1; i <= 1000; i++ {
				d := RandomDeal(e, rng, i, dealer)
				r := replayDeal(t, e, d)
				switch {
				case r.AllPass:
					allPass++
				case r.Double == notation.Coinched:
					coinche++
				case r.Double == notation.Surcoinched:
					coinche++
					surcoinche++
				}
				if !r.AllPass && r.Contract.Level != notation.Points {
					special++
				}
				if !r.AllPass && r.Contract.Strain == notation.SansAtout {
					sa++
				}
				if !r.AllPass && r.Contract.Strain == notation.ToutAtout {
					ta++
				}
				for _, tr := range d.Tricks {
					for _, p := range tr.Plays {
						if p.Say == notation.SayBelote {
							belote++
						}
					}
				}
				dealer = e.NextSeat(dealer)
			}
			t.Logf("%s: all pass %d, coinche %d, surcoinche %d, special %d, SA %d, TA %d, belote %d", name, allPass, coinche, surcoinche, special, sa, ta, belote)
			if allPass == 0 || allPass > 500 || coinche == 0 || (surcoinche == 0) != (rs.Bidding.Surcoinche == rules.SurcoincheByNone) {
				t.Errorf("implausible auctions: all pass %d, coinche %d, surcoinche %d of 1000", allPass, coinche, surcoinche)
			}
			if rs.Bidding.SansAtout != (sa > 0) || rs.Bidding.ToutAtout != (ta > 0) {
				t.Errorf("SA %d, TA %d contracts; allowed: %v, %v", sa, ta, rs.Bidding.SansAtout, rs.Bidding.ToutAtout)
			}
			if rs.Belote.Enabled != (belote > 0) {
				t.Errorf("%d belotes; belote enabled: %v", belote, rs.Belote.Enabled)
			}
		})
	}
}

func TestRandomDealDeterministic(t *testing.T) {
	e := testEngine(t, "base")
	a := RandomDeal(e, rand.New(rand.NewPCG(7, 7)), 3, notation.East)
	b := RandomDeal(e, rand.New(rand.NewPCG(7, 7)), 3, notation.East)
	c := RandomDeal(e, rand.New(rand.NewPCG(7, 8)), 3, notation.East)
	if !reflect.DeepEqual(a, b) {
		t.Error("same seed, different deals")
	}
	if reflect.DeepEqual(a, c) {
		t.Error("different seeds, same deal")
	}
	if a.Number != 3 || a.Dealer != notation.East || a.Result != nil {
		t.Errorf("Number %d Dealer %v Result %v", a.Number, a.Dealer, a.Result)
	}
	if RandomDeal(e, rand.New(rand.NewPCG(1, 1)), 1, notation.NoSeat) != nil {
		t.Error("RandomDeal with no dealer gave a deal")
	}
}

func BenchmarkRandomDeal(b *testing.B) {
	e := testEngine(b, "base")
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		RandomDeal(e, rng, i, notation.North)
	}
}

// TestRandomDealVariants: a générale bid leads under Deal.GeneraleLeads
// (002 Variations), and bidding sees only the cards dealt before it
// (Deal.CardsBeforeBidding, 002 Variations, Deal).
func TestRandomDealVariants(t *testing.T) {
	rs := testRulesets()["tournoi-2018"]
	rs.Deal.GeneraleLeads = true
	e, err := rules.NewEngine(rs)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(11, 11))
	generales := 0
	for i := 1; i <= 3000; i++ {
		d := RandomDeal(e, rng, i, notation.Seat(1+i%4))
		r := replayDeal(t, e, d) // checks the first leader
		if !r.AllPass && r.Contract.Level == notation.Generale {
			generales++
			if d.Tricks[0].Leader != r.Declarer {
				t.Fatalf("générale by %s, first lead %s", r.Declarer.String(), d.Tricks[0].Leader.String())
			}
		}
	}
	if generales == 0 {
		t.Error("no générale in 3000 deals")
	}

	rs = testRulesets()["base"]
	rs.Deal.Patterns = [][]int{{3, 3, 2}}
	rs.Deal.CardsBeforeBidding = 6
	e, err = rules.NewEngine(rs)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 50; i++ {
		hands, early := newEngine(e).dealHands(rng, notation.North)
		for s := 0; s < 4; s++ {
			if early[s].Count() != 6 || early[s]&^hands[s] != 0 || hands[s].Count() != 8 {
				t.Fatalf("seat %d: early %v (want 6 of) %v", s+1, early[s], hands[s])
			}
		}
	}
}

// TestRandomDealEngineBidding generates deals under the bidding keys of the
// online engines (examples/house-rules/README.md): every call replays legal,
// and each key shows up — an auction closed by four passes, a bidder
// overcalling his own bid in another strain, a coinche by the partner of
// the seat in turn, the declarers answering a coinche, the coinchers a
// surcoinche; and, under coinched_rebid_until = "overcalled", a coinched
// declarer bidding again after another bid.
func TestRandomDealEngineBidding(t *testing.T) {
	rs, err := rulesfile.Preset("annonces")
	if err != nil {
		t.Fatal(err)
	}
	b := &rs.Bidding
	b.ClosingPasses, b.SelfOvercall, b.CoincheOutOfTurn = 4, rules.SelfOvercallOtherStrain, rules.CoincheTeamInTurn
	b.AfterCoinche, b.AfterSurcoinche = rules.AfterCoincheDeclaringTeam, rules.AfterSurcoincheCoinchingTeam
	count := func(rs *rules.Ruleset, seed uint64) map[string]int {
		e, err := rules.NewEngine(rs)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		seen := map[string]int{}
		for i := 1; i <= 3000; i++ {
			d := RandomDeal(e, rng, i, notation.Seat(1+i%4))
			replayDeal(t, e, d)
			var a rules.Auction
			a.Reset(rs, d.Dealer)
			coinched := notation.NoSeat // a declarer whose bid was coinched
			for j, c := range d.Calls {
				r := a.Result()
				switch {
				case c.Kind == notation.Bid && r.Bids > 0 && r.Declarer == c.Seat && r.Double == notation.NotCoinched:
					seen["self-overcall"]++
				case c.Kind == notation.Bid && c.Seat == coinched:
					seen["coinched-rebid"]++
				case c.Kind == notation.Coinche && a.Turn() != c.Seat && a.Turn() == rules.Partner(c.Seat):
					seen["partner-coinche"]++
				case c.Kind == notation.Pass && r.Double == notation.Coinched && r.Complete:
					seen["answer-coinche"]++
				case c.Kind == notation.Pass && r.Double == notation.Surcoinched:
					seen["answer-surcoinche"]++
				}
				if c.Kind == notation.Coinche {
					coinched = r.Declarer
				}
				var errs notation.ErrorList
				a.Call(&d.Calls[j], &errs)
			}
			if r := a.Result(); r.Bids > 0 && r.Double == notation.NotCoinched && trailingPasses(d.Calls) == 4 {
				seen["four-passes"]++
			}
		}
		return seen
	}
	seen := count(rs, 1)
	t.Logf("engine bidding keys: %v", seen)
	for _, k := range []string{"four-passes", "self-overcall", "partner-coinche", "answer-coinche", "answer-surcoinche"} {
		if seen[k] == 0 {
			t.Errorf("no %s in 3000 deals (%v)", k, seen)
		}
	}
	rs, _ = rulesfile.Preset("annonces")
	b = &rs.Bidding
	b.CoincheEndsBidding, b.CoinchedRebid, b.CoinchedRebidUntil = false, rules.CoinchedRebidPartner, rules.CoinchedRebidUntilOvercalled
	seen = count(rs, 2)
	t.Logf("coinched_rebid_until = \"overcalled\": %v", seen)
	if seen["coinched-rebid"] == 0 {
		t.Errorf("no coinched declarer bid again in 3000 deals (%v)", seen)
	}
}

// TestRandomDealBiddingMatrix deals under every combination of the
// auction keys (closing_passes, self_overcall, coinche_out_of_turn,
// coinche_ends_bidding, after_coinche, after_surcoinche, coinched_rebid
// and its duration): the generator and the Auction must agree on every
// call, whatever the mix.
func TestRandomDealBiddingMatrix(t *testing.T) {
	base, err := rulesfile.Preset("annonces")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, closing := range []int{3, 4} {
		for _, self := range []string{"any", "other-strain", "none"} {
			for _, turn := range []rules.CoincheTurn{rules.CoincheAnyTime, rules.CoincheInTurn, rules.CoincheTeamInTurn} {
				for _, ends := range []bool{true, false} {
					for _, ac := range rules.EnumValues("bidding.after_coinche") {
						for _, as := range rules.EnumValues("bidding.after_surcoinche") {
							rs := base.Clone()
							b := &rs.Bidding
							b.ClosingPasses, b.SelfOvercall, b.CoincheOutOfTurn = closing, mustEnum[rules.SelfOvercall](self), turn
							b.CoincheEndsBidding, b.AfterCoinche, b.AfterSurcoinche = ends, mustEnum[rules.AfterCoinche](ac), mustEnum[rules.AfterSurcoinche](as)
							b.CoinchedRebid, b.CoinchedRebidUntil = mustEnum[rules.CoinchedRebid]([...]string{"team", "partner", "none"}[n%3]), mustEnum[rules.CoinchedRebidUntil]([...]string{"auction-end", "overcalled"}[n/3%2])
							if err := rs.Validate(); err != nil {
								t.Fatal(err)
							}
							e, err := rules.NewEngine(rs)
							if err != nil {
								t.Fatal(err)
							}
							rng := rand.New(rand.NewPCG(uint64(n), 7))
							for i := 1; i <= 60; i++ {
								replayDeal(t, e, RandomDeal(e, rng, i, notation.Seat(1+i%4)))
							}
							n++
						}
					}
				}
			}
		}
	}
	if n != 2*3*3*2*3*4 {
		t.Errorf("%d combinations", n)
	}
}

// trailingPasses counts the passes that end calls.
func trailingPasses(calls []notation.Call) int {
	n := 0
	for i := len(calls) - 1; i >= 0 && calls[i].Kind == notation.Pass; i-- {
		n++
	}
	return n
}
