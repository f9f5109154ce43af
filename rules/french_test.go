package rules

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// frenchCodes are the codes whose every message comes from the catalog
// (notation.Error.Key): diag.WriteIn writes them in French.
var frenchCodes = []string{
	"call/passed", "call/self-overcall", "call/no-coinche", "deal/hand-size", "deal/duplicate-card",
	"deal/missing-card", "deal/card", "play/leader", "play/incomplete-trick", "play/trick-count",
	"play/not-in-hand", "call/no-coinche-contract", "claim/nothing", "claim/tricks", "claim/hands", "claim/forfeit",
	"belote/card", "belote/order", "belote/team",
}

// TestFrenchMessages checks the games of testdata/check: every error of
// frenchCodes has a key, a French message other than the English one and
// no fmt error in it; each code is met at least once.
func TestFrenchMessages(t *testing.T) {
	files, err := filepath.Glob("testdata/check/*.coinche")
	if err != nil || len(files) == 0 {
		t.Fatalf("no games: %v", err)
	}
	seen := map[string]int{}
	check := func(where string, e *notation.Error) {
		if !slices.Contains(frenchCodes, e.Code) {
			return
		}
		seen[e.Code]++
		fr := e.MessageIn(i18n.French)
		if e.Key == "" || fr == e.Msg || strings.Contains(fr, "%!") {
			t.Errorf("%s: %s: no French: %q (key %q)", where, e.Code, fr, e.Key)
		}
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games, _ := notation.Parse(filepath.Base(f), src)
		for _, g := range games {
			tag, _ := g.Tag("Rules")
			rs, err := testResolve(tag, f, "")
			if err != nil {
				continue
			}
			_, errs := CheckGame(g, rs)
			for _, e := range errs {
				check(f, e)
			}
		}
	}
	frenchAuctions(t, func(e *notation.Error) { check("auction", e) })
	for _, d := range frenchDeals() {
		_, errs := testChecker(t, "base", nil).CheckDeal(d.build(t))
		for _, e := range errs {
			check("deal", e)
		}
	}
	for _, c := range frenchCodes {
		if seen[c] == 0 {
			t.Errorf("%s: not met in testdata/check: the test checks nothing of it", c)
		}
	}
}

// frenchDeals make the claims' codes of frenchCodes that testdata/check
// does not plant.
func frenchDeals() []tdeal {
	nothing := mixed()
	nothing.claim = "N"
	many := mixed()
	many.tricks = many.tricks[:7]
	many.claim = "N:3"
	hands := mixed()
	hands.hands = [4]string{}
	hands.tricks = hands.tricks[:6]
	hands.claim = "N"
	return []tdeal{nothing, many, hands}
}

// The bidding's codes of frenchCodes, which testdata/check does not
// plant: each auction makes its code once.
func frenchAuctions(t *testing.T, check func(e *notation.Error)) {
	set := func(f func(b *Bidding)) func(*Ruleset) { return func(r *Ruleset) { f(&r.Bidding) } }
	cases := []auctionKeyCase{
		{"passed", set(func(b *Bidding) { b.PassedMayBid = false }), "W:p S:80H E:p N:p W:90S S:p E:p N:p", auctionWant{}},
		{"self none", set(func(b *Bidding) { b.ClosingPasses, b.SelfOvercall = 4, mustEnum[SelfOvercall]("none") }), "W:80S S:p E:p N:p W:90H S:p E:p N:p W:p", auctionWant{}},
		{"self strain", set(func(b *Bidding) { b.ClosingPasses, b.SelfOvercall = 4, mustEnum[SelfOvercall]("other-strain") }), "W:80S S:p E:p N:p W:90S S:p E:p N:p W:p", auctionWant{}},
		{"no coinche", set(func(b *Bidding) { b.Coinche = mustEnum[CoincheBy]("none") }), "W:80S S:X E:p N:p W:p", auctionWant{}},
	}
	for _, tc := range cases {
		rs := baseBidding()
		tc.mod(rs)
		_, errs := runAuction(t, rs, notation.North, tc.calls)
		for _, e := range errs {
			check(e)
		}
	}
}
