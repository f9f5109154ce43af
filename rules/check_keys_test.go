package rules

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// The ruleset keys of the bidding read by the Auction, each on both sides:
// bidding.passed_may_bid, bidding.match_ends_bidding, bidding.coinche.
func TestAuctionKeys(t *testing.T) {
	type want = auctionWant
	passed := func(ok bool) func(*Ruleset) { return func(r *Ruleset) { r.Bidding.PassedMayBid = ok } }
	match := func(ends bool) func(*Ruleset) {
		return func(r *Ruleset) {
			r.Bidding.Specials = []Special{SpecialMatch, SpecialGenerale}
			r.Bidding.NoCoinche = nil
			r.Bidding.MatchEndsBidding = ends
		}
	}
	coinche := func(who string) func(*Ruleset) {
		return func(r *Ruleset) { r.Bidding.Coinche = mustEnum[CoincheBy](who) }
	}
	cases := []struct {
		name  string
		mod   func(*Ruleset)
		calls string
		want  want
	}{
		{"passed_may_bid true: a passed seat bids again", passed(true), "W:p S:80H E:p N:p W:90S S:p E:p N:p", want{complete: true, declarer: "W", contract: "90♠"}},
		{"passed_may_bid false: a passed seat bids again", passed(false), "W:p S:80H E:p N:p W:90S S:p E:p N:p", want{errs: "5:call/passed", complete: true, declarer: "W", contract: "90♠"}},
		{"passed_may_bid false: bids by seats that never passed", passed(false), "W:80S S:90H E:p N:100S W:p S:p E:p", want{complete: true, declarer: "N", contract: "100♠"}},
		{"passed_may_bid false: passes after a bid, then passes", passed(false), "W:80S S:p E:p N:p", want{complete: true, declarer: "W", contract: "80♠"}},
		{"passed_may_bid false: a passed seat may still coinche", passed(false), "W:p S:80H E:p N:p W:X", want{complete: true, declarer: "S", contract: "80♥", double: 1}},
		{"match_ends_bidding false: a générale overcalls a match", match(false), "W:matchS S:generaleH E:p N:p W:p", want{complete: true, declarer: "S", contract: "générale ♥"}},
		{"match_ends_bidding true: no bid after a match", match(true), "W:matchS S:generaleH", want{errs: "2:call/after-close", complete: true, declarer: "W", contract: "match ♠"}},
		{"match_ends_bidding true: the match may still be coinched", match(true), "W:matchS S:X E:p N:p W:p", want{complete: true, declarer: "W", contract: "match ♠", double: 1}},
		{"match_ends_bidding true: a number bid does not end it", match(true), "W:80S S:90H E:p N:p W:p", want{complete: true, declarer: "S", contract: "90♥"}},
		{"coinche opponents", coinche("opponents"), "W:80S S:X", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche empty (a Ruleset built in Go): opponents", coinche(""), "W:80S S:X", want{complete: true, declarer: "W", contract: "80♠", double: 1}},
		{"coinche none", coinche("none"), "W:80S S:X E:p N:p W:p", want{errs: "2:call/no-coinche", complete: true, declarer: "W", contract: "80♠"}},
		{"coinche none: the surcoinche has nothing to redouble", coinche("none"), "W:80S S:X W:XX E:p N:p W:p", want{errs: "2:call/no-coinche 3:call/surcoinche-nothing", complete: true, declarer: "W", contract: "80♠"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rs := baseBidding()
			tc.mod(rs)
			res, errs := runAuction(t, rs, notation.North, tc.calls)
			got := auctionGot(res, errs)
			if got != tc.want {
				t.Errorf("calls %q:\n got %+v\nwant %+v\nerrors: %v", tc.calls, got, tc.want, errs)
			}
		})
	}
}

// bidding.coinche = "none" in a summary deal: an X is an error.
func TestCheckSummaryNoCoinche(t *testing.T) {
	for _, tc := range []struct {
		who  string
		errs string
	}{
		{"opponents", ""},
		{"none", "2:1:call/no-coinche"},
	} {
		t.Run(tc.who, func(t *testing.T) {
			c := testChecker(t, "base", func(r *Ruleset) { r.Bidding.Coinche = mustEnum[CoincheBy](tc.who) })
			s := notation.Summary{Pos: notation.Pos{Line: 2, Col: 1}, Declarer: notation.East, Contract: notation.Contract{Value: 100, Strain: notation.TrumpS}, Points: 110, Double: 1}
			_, errs := c.CheckDeal(&notation.Deal{Pos: notation.Pos{Line: 1, Col: 1}, Dealer: notation.North, Summary: &s})
			if got := lcodes(errs); got != tc.errs {
				t.Errorf("got %q, want %q\n%s", got, tc.errs, errsText(errs))
			}
		})
	}
}

// bidding.all_pass: after an all-pass deal the next dealer deals
// ("redeal") or the same dealer deals again ("same-dealer").
func TestCheckAllPassDealer(t *testing.T) {
	void := func(n int, dealer notation.Seat) *notation.Deal {
		return &notation.Deal{Pos: notation.Pos{Line: n, Col: 1}, Number: n, Dealer: dealer, Summary: &notation.Summary{AllPass: true}}
	}
	played := func(n int, dealer notation.Seat) *notation.Deal {
		return &notation.Deal{Pos: notation.Pos{Line: n, Col: 1}, Number: n, Dealer: dealer, Summary: &notation.Summary{Pos: notation.Pos{Line: n, Col: 2}, Declarer: notation.East, Contract: notation.Contract{Value: 100, Strain: notation.TrumpS}, Points: 110}}
	}
	N, W, S := notation.North, notation.West, notation.South
	// counterclockwise: N, W, S, E deal in turn.
	cases := []struct {
		name    string
		allPass string
		deals   []*notation.Deal
		errs    string
	}{
		{"redeal: the next dealer", "redeal", []*notation.Deal{void(1, N), void(2, W), played(3, S), void(4, notation.East)}, ""},
		{"redeal: the same dealer is wrong", "redeal", []*notation.Deal{void(1, N), void(2, N)}, "2:1:deal/dealer"},
		{"same-dealer: the same dealer", "same-dealer", []*notation.Deal{void(1, N), void(2, N), played(3, N), played(4, W), void(5, S), played(6, S), void(7, notation.East)}, ""},
		{"same-dealer: the next dealer is wrong", "same-dealer", []*notation.Deal{void(1, N), void(2, W)}, "2:1:deal/dealer"},
		{"same-dealer: a played deal passes the deal on", "same-dealer", []*notation.Deal{played(1, N), played(2, N)}, "2:1:deal/dealer"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := testChecker(t, "base", func(r *Ruleset) { r.Bidding.AllPass = mustEnum[AllPass](tc.allPass) })
			var all notation.ErrorList
			for _, d := range tc.deals {
				_, errs := c.CheckDeal(d)
				all = append(all, errs...)
			}
			if got := lcodes(all); got != tc.errs {
				t.Errorf("got %q, want %q\n%s", got, tc.errs, errsText(all))
			}
		})
	}
	t.Run("message", func(t *testing.T) {
		c := testChecker(t, "base", func(r *Ruleset) { r.Bidding.AllPass = AllPassSameDealer })
		c.CheckDeal(void(1, N))
		_, errs := c.CheckDeal(void(2, W))
		want := "2:1: error[deal/dealer]: W deals deal 2, but every player passed the previous deal, dealt by N: the same dealer deals again (bidding.all_pass = \"same-dealer\")"
		if got := strings.TrimSpace(errsText(errs)); got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
	})
	t.Run("reset", func(t *testing.T) {
		c := testChecker(t, "base", func(r *Ruleset) { r.Bidding.AllPass = AllPassSameDealer })
		c.CheckDeal(void(1, N))
		c.Reset()
		c.CheckDeal(void(1, S))
		if _, errs := c.CheckDeal(void(2, S)); len(errs) != 0 {
			t.Errorf("after Reset: %s", errsText(errs))
		}
	})
}

// game.declare_win: « nous avons gagné » is accepted only when it is set,
// whatever game.count_during_deal says.
func TestCheckDeclareWin(t *testing.T) {
	cases := []struct {
		name        string
		declare     bool
		countDuring bool
		errs        string
	}{
		{"declare_win false", false, false, "31:1:deal/won"},
		{"declare_win false, count_during_deal true", false, true, "31:1:deal/won"},
		{"declare_win true", true, false, ""},
		{"declare_win true, count_during_deal true", true, true, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := testChecker(t, "base", func(r *Ruleset) { r.Game.DeclareWin, r.Game.CountDuringDeal = tc.declare, tc.countDuring })
			d := mixed()
			d.tricks = d.tricks[:3]
			d.won = true
			o, errs := c.CheckDeal(d.build(t))
			if got := lcodes(errs); got != tc.errs {
				t.Errorf("got %q, want %q\n%s", got, tc.errs, errsText(errs))
			}
			if !o.Stopped {
				t.Errorf("Stopped false, want true")
			}
		})
	}
}

// announces.compare, announces.winner_scores,
// announces.one_card_one_announce and announces.tie, each on both sides.
func TestCheckAnnounceKeys(t *testing.T) {
	seqHands := [4]string{
		"SA SK SQ SJ S10 HA HK HQ", // N: a cent in ♠, a tierce in ♥
		"S9 S8 S7 H9 H8 H7 DJ CJ",  // E: tierces in ♠ and ♥
		"HJ H10 D9 D8 D7 D10 CA C10",
		"DA DK DQ C9 C8 C7 CK CQ", // W: tierces in ♦ and ♣
	}
	carreHands := [4]string{
		"SK HK DK CK S7 H7 D7 C7",   // N: a carré of kings
		"SQ SJ S10 S9 S8 HA DA CA",  // E: a cent in ♠ (queen high)
		"HQ HJ H10 H9 H8 DQ DJ D10", // S: a cent in ♥ (queen high)
		"SA CQ CJ C10 C9 C8 D9 D8",  // W: a cent in ♣ (queen high)
	}
	rules := func(f func(a *Announces)) func(*Ruleset) {
		return func(r *Ruleset) {
			r.Announces = Announces{Enabled: true, Tierce: 20, Cinquante: 50, Cent: 100, CarreJ: 200, Carre9: 150, CarreA: 100, Carre10: 100,
				CarreK: 50, CarreQ: 100, SequenceOrder: []string{"A", "K", "Q", "J", "10", "9", "8", "7"},
				Tie: AnnounceTieTrumpElseNone, Compare: AnnounceCompareCarreFirst, WinnerScores: WinnerScoresAll, OneCardOneAnnounce: true}
			f(&r.Announces)
		}
	}
	compare := func(v string) func(*Ruleset) {
		return rules(func(a *Announces) { a.Compare = mustEnum[AnnounceCompare](v) })
	}
	winner := func(v string) func(*Ruleset) {
		return rules(func(a *Announces) { a.WinnerScores = mustEnum[WinnerScores](v) })
	}
	oneCard := func(v bool) func(*Ruleset) { return rules(func(a *Announces) { a.OneCardOneAnnounce = v }) }
	tie := func(v string) func(*Ruleset) { return rules(func(a *Announces) { a.Tie = mustEnum[AnnounceTie](v) }) }
	cases := []struct {
		name  string
		mod   func(*Ruleset)
		hands [4]string
		calls string
		ann   []string
		errs  string
		want  [2]int
	}{
		// A carré of kings (50 here) against a cent (100).
		{"compare carre-first: the carré wins", compare("carre-first"), carreHands, "N:80H W:p S:p E:p", []string{"E cent SQ SJ S10 S9 S8", "N carre SK HK DK CK"}, "", [2]int{50, 0}},
		{"compare empty (a Ruleset built in Go): carre-first", compare(""), carreHands, "N:80H W:p S:p E:p", []string{"E cent SQ SJ S10 S9 S8", "N carre SK HK DK CK"}, "", [2]int{50, 0}},
		{"compare points: the cent wins", compare("points"), carreHands, "N:80H W:p S:p E:p", []string{"E cent SQ SJ S10 S9 S8", "N carre SK HK DK CK"}, "", [2]int{0, 100}},
		{"compare points: equal points, the higher card", func(r *Ruleset) { compare("points")(r); r.Announces.CarreK = 100 }, carreHands, "N:80H W:p S:p E:p", []string{"E cent SQ SJ S10 S9 S8", "N carre SK HK DK CK"}, "", [2]int{100, 0}},
		// NS: a carré (50) and a cent (100); EW: a tierce.
		{"winner_scores all", winner("all"), carreHands, "N:80H W:p S:p E:p", []string{"S cent HQ HJ H10 H9 H8", "N carre SK HK DK CK", "E tierce SQ SJ S10"}, "", [2]int{150, 0}},
		{"winner_scores empty (a Ruleset built in Go): all", winner(""), carreHands, "N:80H W:p S:p E:p", []string{"S cent HQ HJ H10 H9 H8", "N carre SK HK DK CK", "E tierce SQ SJ S10"}, "", [2]int{150, 0}},
		{"winner_scores best", winner("best"), carreHands, "N:80H W:p S:p E:p", []string{"S cent HQ HJ H10 H9 H8", "N carre SK HK DK CK", "E tierce SQ SJ S10"}, "", [2]int{50, 0}},
		{"winner_scores best, one team alone", winner("best"), seqHands, "N:80H W:p S:p E:p", []string{"E tierce S9 S8 S7", "E tierce H9 H8 H7"}, "", [2]int{0, 20}},
		{"one_card_one_announce true", oneCard(true), seqHands, "N:80H W:p S:p E:p", []string{"N cent SA SK SQ SJ S10", "N tierce SA SK SQ"}, "7:2:announce/card-reused", [2]int{100, 0}},
		{"one_card_one_announce false", oneCard(false), seqHands, "N:80H W:p S:p E:p", []string{"N cent SA SK SQ SJ S10", "N tierce SA SK SQ"}, "", [2]int{120, 0}},
		{"tie trump-else-none: none in trump", tie("trump-else-none"), seqHands, "N:80S W:p S:p E:p", []string{"W tierce DA DK DQ", "N tierce HA HK HQ"}, "", [2]int{0, 0}},
		{"tie trump-else-first: none in trump, the first", tie("trump-else-first"), seqHands, "N:80S W:p S:p E:p", []string{"W tierce DA DK DQ", "N tierce HA HK HQ"}, "", [2]int{0, 20}},
		{"tie trump-else-first: none in trump, the first (NS)", tie("trump-else-first"), seqHands, "N:80S W:p S:p E:p", []string{"N tierce HA HK HQ", "W tierce DA DK DQ"}, "", [2]int{20, 0}},
		{"tie trump-else-first: trump beats the first", tie("trump-else-first"), seqHands, "N:80H W:p S:p E:p", []string{"W tierce DA DK DQ", "N tierce HA HK HQ"}, "", [2]int{20, 0}},
		{"tie trump-else-none: trump wins", tie("trump-else-none"), seqHands, "N:80H W:p S:p E:p", []string{"W tierce DA DK DQ", "N tierce HA HK HQ"}, "", [2]int{20, 0}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkAnnounces(t, testChecker(t, "base", tc.mod), tc.hands, tc.calls, tc.ann, tc.errs, tc.want)
		})
	}
}
