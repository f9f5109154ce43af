package rules

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// baseBidding is a ruleset written in Go for the bidding tests, close to
// 002's base form; each test case flips the keys it is about.
func baseBidding() *Ruleset {
	return &Ruleset{
		Name: "test",
		Deck: Deck{Cards: 32},
		Deal: DealRules{Direction: DirectionCounterclockwise, NextDealer: NextDealerNext, FirstLead: FirstLeadFirstBidder},
		Bidding: Bidding{
			Min: 80, Max: 160, Step: 10,
			Specials:           []Special{SpecialCapot},
			CapotEndsBidding:   true,
			AllPass:            AllPassRedeal,
			PassedMayBid:       true,
			CoincheOutOfTurn:   CoincheAnyTime,
			CoincheUntil:       CoincheUntilBidding,
			CoincheEndsBidding: true,
			Surcoinche:         SurcoincheByDeclaringTeam,
			NoCoinche:          []Special{SpecialCapot},
			// old records: the passes after a coinche from any seat
			AfterCoinche: AfterCoincheAny,
		},
	}
}

var seatLetters = map[string]notation.Seat{"N": notation.North, "E": notation.East, "S": notation.South, "W": notation.West}

var strainLetters = map[string]notation.Strain{"S": notation.TrumpS, "H": notation.TrumpH, "D": notation.TrumpD, "C": notation.TrumpC, "SA": notation.SansAtout, "TA": notation.ToutAtout, "": notation.NoStrain}

// parseCalls reads test calls: "N:80S W:p S:X E:XX N:capotH W:generaleS
// S:matchD"; each call's Pos.Col is its index + 1.
func parseCalls(t testing.TB, s string) []notation.Call {
	t.Helper()
	var calls []notation.Call
	for i, f := range strings.Fields(s) {
		seat, what, ok := strings.Cut(f, ":")
		if !ok || seatLetters[seat] == 0 {
			t.Fatalf("bad test call %q", f)
		}
		c := notation.Call{Pos: notation.Pos{Line: 1, Col: i + 1}, Seat: seatLetters[seat]}
		switch {
		case what == "p":
			c.Kind = notation.Pass
		case what == "X":
			c.Kind = notation.Coinche
		case what == "XX":
			c.Kind = notation.Surcoinche
		default:
			c.Kind = notation.Bid
			c.Contract = parseContract(t, what)
		}
		calls = append(calls, c)
	}
	return calls
}

func parseContract(t testing.TB, s string) notation.Contract {
	t.Helper()
	var k notation.Contract
	for name, l := range map[string]notation.Level{"capot": notation.Capot, "match": notation.Match, "generale": notation.Generale} {
		if rest, ok := strings.CutPrefix(s, name); ok {
			k.Level = l
			s = rest
			break
		}
	}
	if k.Level == notation.Points {
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		v, err := strconv.Atoi(s[:i])
		if err != nil {
			t.Fatalf("bad test contract %q", s)
		}
		k.Value, s = v, s[i:]
	}
	st, ok := strainLetters[s]
	if !ok {
		t.Fatalf("bad test strain %q", s)
	}
	k.Strain = st
	return k
}

// codes renders errors as "col:code" for comparison.
func codes(errs notation.ErrorList) string {
	var parts []string
	for _, e := range errs {
		parts = append(parts, fmt.Sprintf("%d:%s", e.Pos.Col, e.Code))
	}
	return strings.Join(parts, " ")
}

func runAuction(t testing.TB, rs *Ruleset, dealer notation.Seat, calls string) (AuctionResult, notation.ErrorList) {
	return runAuctionCalls(rs, dealer, parseCalls(t, calls))
}

// auctionWant is what a test auction came to, for comparison.
type auctionWant struct {
	errs     string // "col:code ..."
	complete bool
	allPass  bool
	declarer string
	contract string // Contract.String
	double   int
}

// auctionGot renders an auction's result and errors as an auctionWant.
func auctionGot(res AuctionResult, errs notation.ErrorList) auctionWant {
	got := auctionWant{errs: codes(errs), complete: res.Complete, allPass: res.AllPass, double: int(res.Double)}
	if res.Declarer != notation.NoSeat {
		got.declarer = res.Declarer.String()
	}
	if res.Bids > 0 {
		got.contract = res.Contract.String()
	}
	return got
}

func TestAuction(t *testing.T) {
	// 002 Variations: « une pièce de monnaie ne peut être dite qu'à son
	// tour et ne met pas fin aux enchères ».
	inTurnOnly := func(r *Ruleset) {
		r.Bidding.CoincheOutOfTurn = CoincheInTurn
		r.Bidding.CoincheEndsBidding = false
	}
	type want = auctionWant
	cases := []struct {
		name   string
		mod    func(*Ruleset)
		dealer notation.Seat
		calls  string
		want   want
	}{
		// Turn order: counterclockwise from the dealer's right (000, 002, 003).
		{"all pass", nil, notation.North, "W:p S:p E:p N:p", want{complete: true, allPass: true}},
		{"three passes close", nil, notation.North, "W:80S S:p E:p N:p", want{complete: true, declarer: "W", contract: "80♠"}},
		{"first bidder is right of dealer", nil, notation.North, "S:p E:p N:p W:p", want{errs: "1:call/turn", complete: true, allPass: true}},
		{"clockwise first bidder is left of dealer", func(r *Ruleset) { r.Deal.Direction = DirectionClockwise }, notation.North, "E:p S:p W:p N:p", want{complete: true, allPass: true}},
		{"clockwise out of turn", func(r *Ruleset) { r.Deal.Direction = DirectionClockwise }, notation.North, "W:p N:p E:p S:p", want{errs: "1:call/turn", complete: true, allPass: true}},
		{"turn skipped", nil, notation.East, "N:80H W:p E:p N:p", want{errs: "3:call/turn", complete: true, declarer: "N", contract: "80♥"}},
		{"passed player may bid again", nil, notation.North, "W:p S:80H E:p N:p W:90S S:p E:p N:p", want{complete: true, declarer: "W", contract: "90♠"}},
		{"incomplete", nil, notation.North, "W:80S S:p E:p", want{complete: false, declarer: "W", contract: "80♠"}},
		{"incomplete no call", nil, notation.North, "", want{}},
		{"three passes then a call", nil, notation.North, "W:80S S:p E:p N:p W:p", want{errs: "5:call/after-close", complete: true, declarer: "W", contract: "80♠"}},
		{"bid after all pass", nil, notation.North, "W:p S:p E:p N:p W:80S", want{errs: "5:call/after-close", complete: true, allPass: true}},

		// Raises, range and step.
		{"not higher", nil, notation.North, "W:90S S:90H E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "90♥"}},
		{"lower", nil, notation.North, "W:100S S:90H E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "90♥"}},
		{"same suit higher", nil, notation.North, "W:80S S:p E:100S N:p W:p S:p", want{complete: true, declarer: "E", contract: "100♠"}},
		{"below min", nil, notation.North, "W:70S S:p E:p N:p", want{errs: "1:call/range", complete: true, declarer: "W", contract: "70♠"}},
		{"above max", nil, notation.North, "W:170S S:p E:p N:p", want{errs: "1:call/range", complete: true, declarer: "W", contract: "170♠"}},
		{"max", nil, notation.North, "W:160S S:capotH E:p N:p W:p", want{complete: true, declarer: "S", contract: "capot ♥"}},
		{"step", nil, notation.North, "W:85S S:p E:p N:p", want{errs: "1:call/step", complete: true, declarer: "W", contract: "85♠"}},
		{"step 000 from 60", func(r *Ruleset) { r.Bidding.Min, r.Bidding.Max = 60, 150 }, notation.North, "W:60S S:70H E:150D N:p W:p S:p", want{complete: true, declarer: "E", contract: "150♦"}},
		{"no strain", nil, notation.North, "W:80 S:p E:p N:p", want{errs: "1:call/strain", complete: true, declarer: "W", contract: "80?"}},
		{"SA refused", nil, notation.North, "W:80SA S:p E:p N:p", want{errs: "1:call/strain", complete: true, declarer: "W", contract: "80SA"}},
		{"SA TA allowed", func(r *Ruleset) { r.Bidding.SansAtout, r.Bidding.ToutAtout = true, true }, notation.North, "W:80SA S:90TA E:p N:p W:p", want{complete: true, declarer: "S", contract: "90TA"}},
		{"TA refused", func(r *Ruleset) { r.Bidding.SansAtout = true }, notation.North, "W:80SA S:90TA E:p N:p W:p", want{errs: "2:call/strain", complete: true, declarer: "S", contract: "90TA"}},

		// Suit ranking (002 Variations): ♣ < ♦ < ♥ < ♠ < SA < TA.
		{"suit ranking equal higher strain", func(r *Ruleset) { r.Bidding.SuitRanking = true }, notation.North, "W:90H S:90S E:p N:p W:p", want{complete: true, declarer: "S", contract: "90♠"}},
		{"suit ranking equal lower strain", func(r *Ruleset) { r.Bidding.SuitRanking = true }, notation.North, "W:90S S:90H E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "90♥"}},
		// 002 Variations, Bidding: « si le joueur précédent a déclaré 90 Hearts, il peut être surenchéri de 100%, par exemple 100 Tout Atout »
		{"002 example: 90H overcalled by 100 tout-atout", func(r *Ruleset) { r.Bidding.SansAtout, r.Bidding.ToutAtout = true, true }, notation.North, "W:90H S:100TA E:p N:p W:p", want{complete: true, declarer: "S", contract: "100TA"}},
		{"002 example: 90 tout-atout does not overcall 90H", func(r *Ruleset) { r.Bidding.SansAtout, r.Bidding.ToutAtout = true, true }, notation.North, "W:90H S:90TA E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "90TA"}},
		{"suit ranking 100C over 90SA over 90H", func(r *Ruleset) { r.Bidding.SuitRanking, r.Bidding.SansAtout = true, true }, notation.North, "W:90H S:90SA E:100C N:p W:p S:p", want{complete: true, declarer: "E", contract: "100♣"}},
		{"no suit ranking equal higher strain", nil, notation.North, "W:90H S:90S E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "90♠"}},

		// Specials.
		{"capot not in ruleset", func(r *Ruleset) { r.Bidding.Specials = nil }, notation.North, "W:capotS S:p E:p N:p", want{errs: "1:call/range", complete: true, declarer: "W", contract: "capot ♠"}},
		{"capot ends bidding", nil, notation.North, "W:capotS S:p E:p N:p", want{complete: true, declarer: "W", contract: "capot ♠"}},
		{"capot ends bidding: bid after", nil, notation.North, "W:capotS S:capotH", want{errs: "2:call/after-close", complete: true, declarer: "W", contract: "capot ♠"}},
		{"capot does not end bidding", func(r *Ruleset) { r.Bidding.CapotEndsBidding = false }, notation.North, "W:capotS S:p E:p N:p", want{complete: true, declarer: "W", contract: "capot ♠"}},
		{"capot open: incomplete", func(r *Ruleset) { r.Bidding.CapotEndsBidding = false }, notation.North, "W:capotS", want{declarer: "W", contract: "capot ♠"}},
		{"capot over capot needs suit ranking", func(r *Ruleset) { r.Bidding.CapotEndsBidding = false }, notation.North, "W:capotH S:capotS E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "capot ♠"}},
		{"match then générale (000)", func(r *Ruleset) { r.Bidding.Specials = []Special{SpecialMatch, SpecialGenerale} }, notation.North, "W:150S S:matchH E:generaleD", want{declarer: "E", contract: "générale ♦"}},
		{"générale ends bidding", func(r *Ruleset) {
			r.Bidding.Specials = []Special{SpecialMatch, SpecialGenerale}
			r.Bidding.GeneraleEndsBidding = true
		}, notation.North, "W:generaleD S:p", want{complete: true, declarer: "W", contract: "générale ♦"}},
		{"générale then match", func(r *Ruleset) { r.Bidding.Specials = []Special{SpecialMatch, SpecialGenerale} }, notation.North, "W:generaleS S:matchH E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "match ♥"}},
		{"number after capot", func(r *Ruleset) { r.Bidding.CapotEndsBidding = false }, notation.North, "W:capotS S:160H E:p N:p W:p", want{errs: "2:call/not-higher", complete: true, declarer: "S", contract: "160♥"}},

		// Coinche.
		{"coinche", nil, notation.North, "W:80S S:X", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche then passes", nil, notation.North, "W:80S S:X E:p N:p W:p", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche then too many passes", nil, notation.North, "W:80S S:X E:p N:p W:p S:p", want{errs: "6:call/after-close", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche by partner", nil, notation.North, "W:80S S:p E:X", want{errs: "3:call/coinche-own-team", declarer: "W", contract: "80♠"}},
		{"coinche own bid", nil, notation.North, "W:80S W:X S:p E:p N:p", want{errs: "2:call/coinche-own-team", complete: true, declarer: "W", contract: "80♠"}},
		{"coinche nothing", nil, notation.North, "W:X", want{errs: "1:call/coinche-nothing"}},
		{"coinche after all pass", nil, notation.North, "W:p S:p E:p N:p S:X", want{errs: "5:call/coinche-nothing", complete: true, allPass: true}},
		{"coinche twice", nil, notation.North, "W:80S S:X N:X", want{errs: "3:call/coinche-again", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche ends bidding: bid after", nil, notation.North, "W:80S S:X E:90S", want{errs: "3:call/after-close", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche does not end bidding", func(r *Ruleset) { r.Bidding.CoincheEndsBidding = false }, notation.North, "W:80S S:X E:90S N:p W:p S:p", want{complete: true, declarer: "E", contract: "90♠"}},
		{"coinche does not end bidding: passes", func(r *Ruleset) { r.Bidding.CoincheEndsBidding = false }, notation.North, "W:80S S:X E:p N:p W:p", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche does not end bidding: incomplete", func(r *Ruleset) { r.Bidding.CoincheEndsBidding = false }, notation.North, "W:80S S:X E:p", want{declarer: "W", contract: "80♠", double: 1}},
		{"coinche out of turn allowed", nil, notation.North, "W:80S S:p N:X", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche out of turn allowed 2", nil, notation.North, "W:80S N:X", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche out of turn refused", func(r *Ruleset) { r.Bidding.CoincheOutOfTurn = CoincheInTurn }, notation.North, "W:80S N:X", want{errs: "2:call/turn", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche in turn only, variant (002)", func(r *Ruleset) {
			r.Bidding.CoincheOutOfTurn = CoincheInTurn
			r.Bidding.CoincheEndsBidding = false
		}, notation.North, "W:80S S:X E:90H N:p W:p S:p", want{complete: true, declarer: "E", contract: "90♥"}},
		{"coinche in turn only: after a later bid the old bid cannot be coinched (002)", func(r *Ruleset) {
			r.Bidding.CoincheOutOfTurn = CoincheInTurn
			r.Bidding.CoincheEndsBidding = false
		}, notation.West, "S:110D E:120C N:p W:X", want{errs: "4:call/coinche-own-team", declarer: "E", contract: "120♣"}},
		// 002 Variations, the worked example: « si Sud fait 100 Hearts et
		// East dit « coinche », North peut s'échapper en faisant une demande
		// différente – disons que 110 Spades, ou West peut enchérir, ou que
		// South peut tenter une offre différente, par exemple 110 Clubs, lors
		// de son prochain tour. Les enchères ne se termineront qu'après trois
		// passes consécutives » (bidding.coinched_rebid = "team").
		{"002 example: North escapes with 110 Spades", inTurnOnly, notation.West, "S:100H E:X N:110S W:p S:p E:p", want{complete: true, declarer: "N", contract: "110♠"}},
		{"002 example: West bids", inTurnOnly, notation.West, "S:100H E:X N:p W:110D S:p E:p N:p", want{complete: true, declarer: "W", contract: "110♦"}},
		{"002 example: South tries 110 Clubs on his next turn", inTurnOnly, notation.West, "S:100H E:X N:p W:p S:110C E:p N:p W:p", want{complete: true, declarer: "S", contract: "110♣"}},
		{"002 example: three consecutive passes end it, coinched", inTurnOnly, notation.West, "S:100H E:X N:p W:p S:p", want{complete: true, declarer: "S", contract: "100♥", double: 1}},
		{"002 example: two passes do not", inTurnOnly, notation.West, "S:100H E:X N:p W:p", want{declarer: "S", contract: "100♥", double: 1}},
		{"coinche after the bidding closed", nil, notation.North, "W:80S S:p E:p N:p S:X", want{errs: "5:call/coinche-late", complete: true, declarer: "W", contract: "80♠"}},
		{"coinche until the first card (000)", func(r *Ruleset) { r.Bidding.CoincheUntil = CoincheUntilFirstCard }, notation.North, "W:80S S:p E:p N:p S:X", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche until first card, then surcoinche", func(r *Ruleset) { r.Bidding.CoincheUntil = CoincheUntilFirstCard }, notation.North, "W:80S S:p E:p N:p S:X E:XX", want{complete: true, declarer: "W", contract: "80♠", double: 2}},
		{"capot cannot be coinched (002)", nil, notation.North, "W:capotS S:X", want{errs: "2:call/no-coinche-contract", complete: true, declarer: "W", contract: "capot ♠"}},
		{"capot can be coinched (003)", func(r *Ruleset) { r.Bidding.NoCoinche = nil }, notation.North, "W:capotS S:X", want{complete: true, declarer: "W", contract: "capot ♠", double: 1}},
		{"capot coinched, not ending (003)", func(r *Ruleset) {
			r.Bidding.NoCoinche = nil
			r.Bidding.CapotEndsBidding = false
			r.Bidding.CoincheEndsBidding = false
		}, notation.North, "W:capotS S:X E:XX", want{complete: true, declarer: "W", contract: "capot ♠", double: 2}},
		{"générale cannot be coinched (000)", func(r *Ruleset) {
			r.Bidding.Specials = []Special{SpecialMatch, SpecialGenerale}
			r.Bidding.NoCoinche = []Special{SpecialGenerale}
		}, notation.North, "W:generaleS S:X", want{errs: "2:call/no-coinche-contract", declarer: "W", contract: "générale ♠"}},
		{"match can be coinched (000)", func(r *Ruleset) {
			r.Bidding.Specials = []Special{SpecialMatch, SpecialGenerale}
			r.Bidding.NoCoinche = []Special{SpecialGenerale}
		}, notation.North, "W:matchS S:X", want{complete: true, declarer: "W", contract: "match ♠", double: 1}},

		// Surcoinche.
		{"surcoinche by declarer", nil, notation.North, "W:80S S:X W:XX", want{complete: true, declarer: "W", contract: "80♠", double: 2}},
		{"surcoinche by partner", nil, notation.North, "W:80S S:X E:XX", want{complete: true, declarer: "W", contract: "80♠", double: 2}},
		{"surcoinche by defenders", nil, notation.North, "W:80S S:X N:XX", want{errs: "3:call/surcoinche-team", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"surcoinche by coincher", nil, notation.North, "W:80S S:X S:XX", want{errs: "3:call/surcoinche-team", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"surcoinche nothing", nil, notation.North, "W:80S S:p E:XX", want{errs: "3:call/surcoinche-nothing", declarer: "W", contract: "80♠"}},
		{"surcoinche twice", nil, notation.North, "W:80S S:X E:XX W:XX", want{errs: "4:call/after-close", complete: true, declarer: "W", contract: "80♠", double: 2}},
		{"surcoinche after passes", nil, notation.North, "W:80S S:X E:p N:p W:XX", want{complete: true, declarer: "W", contract: "80♠", double: 2}},
		{"surcoinche after three passes", nil, notation.North, "W:80S S:X E:p N:p W:p E:XX", want{errs: "6:call/after-close", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"no surcoinche (001)", func(r *Ruleset) { r.Bidding.Surcoinche = SurcoincheByNone }, notation.North, "W:80S S:X E:XX", want{errs: "3:call/no-surcoinche", complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"surcoinche ends the bidding (004)", func(r *Ruleset) { r.Bidding.CoincheEndsBidding = false }, notation.North, "W:80S S:X E:XX N:90H", want{errs: "4:call/after-close", complete: true, declarer: "W", contract: "80♠", double: 2}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rs := baseBidding()
			if tc.mod != nil {
				tc.mod(rs)
			}
			res, errs := runAuction(t, rs, tc.dealer, tc.calls)
			got := auctionGot(res, errs)
			if got != tc.want {
				t.Errorf("calls %q:\n got %+v\nwant %+v\nerrors: %v", tc.calls, got, tc.want, errs)
			}
			for _, e := range errs {
				if e.Msg == "" || !e.Pos.IsValid() {
					t.Errorf("error without message or position: %+v", e)
				}
			}
		})
	}
}

func TestAuctionMessages(t *testing.T) {
	cases := []struct {
		mod   func(*Ruleset)
		calls string
		want  string
	}{
		{nil, "S:p", "S passed out of turn: it is W's turn to speak"},
		{nil, "W:90S S:90H", "S bid 90♥, not higher than W's 90♠: bid 100 or more, or capot"},
		{func(r *Ruleset) { r.Bidding.SuitRanking = true }, "W:90H S:90D", "S bid 90♦, not higher than W's 90♥: bid 90♠ or a higher strain (♣ < ♦ < ♥ < ♠), or 100 or more, or capot"},
		{nil, "W:85S", "W bid 85♠: bids go by steps of 10 (80, 90, 100…)"},
		{nil, "W:170S", "W bid 170♠: out of range; bids go from 80 to 160 by 10, then capot"},
		{nil, "W:80S S:p E:X", "E coinched partner W's 80♠: only the opponents (S or N) may coinche it"},
		{nil, "W:80S S:X N:XX", "N surcoinched partner S's coinche: only the declaring team (W or E) may surcoinche"},
		{nil, "W:capotS S:X", "S coinched W's capot ♠: a capot cannot be coinched under this ruleset"},
		{nil, "W:80S S:p E:p N:p S:X", "S coinched after the bidding closed (three passes after W's 80♠); a coinche must be said before the bidding closes"},
		{func(r *Ruleset) { r.Bidding.CoincheOutOfTurn = CoincheTeamInTurn }, "W:80S S:p N:X",
			"N coinched out of turn: it is E's turn to speak, and only E or partner W may coinche (bidding.coinche_out_of_turn = \"team-in-turn\")"},
		{func(r *Ruleset) {
			r.Bidding.CoincheOutOfTurn, r.Bidding.CoincheEndsBidding = CoincheTeamInTurn, false
		}, "W:80S S:X E:p W:XX", "W surcoinched out of turn: it is N's turn to speak, and only N or partner S may surcoinche (bidding.coinche_out_of_turn = \"team-in-turn\")"},
	}
	for _, tc := range cases {
		rs := baseBidding()
		if tc.mod != nil {
			tc.mod(rs)
		}
		_, errs := runAuction(t, rs, notation.North, tc.calls)
		if len(errs) == 0 {
			t.Errorf("%q: no error, want %q", tc.calls, tc.want)
			continue
		}
		if got := errs[len(errs)-1].Msg; got != tc.want {
			t.Errorf("%q:\n got %q\nwant %q", tc.calls, got, tc.want)
		}
	}
}

func TestAuctionNoAlloc(t *testing.T) {
	rs := baseBidding()
	cs := parseCalls(t, "W:80S S:90H E:p N:100H W:X S:XX")
	var a Auction
	var errs notation.ErrorList
	n := testing.AllocsPerRun(100, func() {
		a.Reset(rs, notation.North)
		for i := range cs {
			a.Call(&cs[i], &errs)
		}
	})
	if n != 0 || len(errs) != 0 {
		t.Errorf("allocs per auction = %v, errors %v; want 0, none", n, errs)
	}
}

// TestAuctionTurnSlips: one slip in the record of the calls is reported
// once (CallNext looks at the calls written after one out of turn).
// Dealer N, counterclockwise: W S E N speak in turn.
func TestAuctionTurnSlips(t *testing.T) {
	cases := []struct{ name, calls, want string }{
		{"seat written wrong", "W:80S E:p E:p N:p", "2:call/turn"},
		{"two calls exchanged", "W:80S E:p S:p N:p", "2:call/turn 3:call/turn"},
		{"a call missing", "W:80S E:p N:p W:p", "2:call/turn"},
		{"dealer written wrong", "S:p E:p N:p W:p", "1:call/turn"},
		{"in turn", "W:80S S:p E:p N:p", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := NewAuction(baseBidding(), notation.North)
			var errs notation.ErrorList
			cs := parseCalls(t, tc.calls)
			for i := range cs {
				a.CallNext(&cs[i], cs[i+1:], &errs)
			}
			if got := codes(errs); got != tc.want {
				t.Errorf("%s: got %q, want %q\n%v", tc.calls, got, tc.want, errs)
			}
			if !a.Result().Complete {
				t.Errorf("%s: not complete", tc.calls)
			}
		})
	}
}
