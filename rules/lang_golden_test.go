package rules

import (
	"fmt"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// langCase makes the problems of one auction, deal or summary deal, whose
// messages TestMessagesInBothLanguages writes in English and in French.
type langCase struct {
	name string
	make func(t *testing.T) notation.ErrorList
}

// auctionCase is the problems of calls (as parseCalls reads them, dealer
// North) under baseBidding changed by mod.
func auctionCase(name string, mod func(*Bidding), calls string) langCase {
	return langCase{name, func(t *testing.T) notation.ErrorList {
		rs := baseBidding()
		if mod != nil {
			mod(&rs.Bidding)
		}
		_, errs := runAuction(t, rs, notation.North, calls)
		return errs
	}}
}

// dealCase is the problems of td under the test ruleset base changed by
// mod.
func dealCase(name string, mod func(*Ruleset), td tdeal) langCase {
	return langCase{name, func(t *testing.T) notation.ErrorList {
		_, errs := testChecker(t, "base", mod).CheckDeal(td.build(t))
		return errs
	}}
}

// textCase is the problems of the deals of a game's text under the test
// ruleset base changed by mod.
func textCase(name string, mod func(*Ruleset), text string) langCase {
	return langCase{name, func(t *testing.T) notation.ErrorList {
		games, err := notation.Parse(name, []byte(text))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var all notation.ErrorList
		c := testChecker(t, "base", mod)
		for _, g := range games {
			for _, d := range g.Deals {
				_, errs := c.CheckDeal(d)
				all = append(all, errs...)
			}
		}
		return all
	}}
}

func bidding(f func(b *Bidding)) func(*Ruleset) { return func(r *Ruleset) { f(&r.Bidding) } }

// withAnnounces is the test ruleset with the announcements of the preset
// annonces (one card in one announcement only: 004).
func withAnnounces(t *testing.T) func(*Ruleset) {
	rs, err := testResolve("annonces", "", "")
	if err != nil {
		t.Fatal(err)
	}
	return func(r *Ruleset) { r.Announces = rs.Announces }
}

// langCases are the messages of the bidding, the claims, the belote and
// the announcements in full records, and the checks of a summary deal:
// each branch of their messages once.
func langCases(t *testing.T) []langCase {
	rebid := func(v CoinchedRebid) func(*Bidding) {
		return func(b *Bidding) { b.CoincheEndsBidding, b.CoinchedRebid = false, v }
	}
	after := func(ac AfterCoinche, as AfterSurcoinche) func(*Bidding) {
		return func(b *Bidding) { b.AfterCoinche, b.AfterSurcoinche = ac, as }
	}
	untilCard := func(b *Bidding) { b.CoincheUntil = CoincheUntilFirstCard }
	open := func(b *Bidding) { b.CoincheEndsBidding = false }
	cases := []langCase{
		auctionCase("after-close: a pass after three passes", nil, "W:80S S:p E:p N:p W:p"),
		auctionCase("after-close: a pass after four passes (closing_passes 4)", func(b *Bidding) { b.ClosingPasses = 4 }, "W:80S S:p E:p N:p W:p S:p"),
		auctionCase("after-close: a bid after all pass", nil, "W:p S:p E:p N:p W:80S"),
		auctionCase("after-close: a pass after a capot", nil, "W:capotS S:p E:p N:p W:p"),
		auctionCase("after-close: a pass after a match", func(b *Bidding) {
			b.Specials, b.MatchEndsBidding = []Special{SpecialMatch, SpecialGenerale}, true
		}, "W:matchS S:p E:p N:p W:p"),
		auctionCase("after-close: a pass after a générale", func(b *Bidding) {
			b.Specials, b.GeneraleEndsBidding = []Special{SpecialMatch, SpecialGenerale}, true
		}, "W:generaleS S:p E:p N:p W:p"),
		auctionCase("after-close: a bid after a coinche", nil, "W:80S S:X E:p N:p W:p S:90H"),
		auctionCase("after-close: a pass after a surcoinche", after(AfterCoincheAny, AfterSurcoincheNone), "W:80S S:X W:XX N:p"),
		auctionCase("after-close: a pass after the answers to a surcoinche", after(AfterCoincheAny, AfterSurcoincheAny), "W:80S S:X W:XX N:p N:p N:p N:p"),
		auctionCase("after-close: a surcoinche after all pass", nil, "W:p S:p E:p N:p W:XX"),
		auctionCase("after-close: a surcoinche after the answers to a coinche", after(AfterCoincheInTurn, AfterSurcoincheAny), "W:80C S:X E:p N:p W:p E:XX"),
		auctionCase("after-close: a surcoinche after the answers to a surcoinche", after(AfterCoincheDeclaringTeam, AfterSurcoincheCoinchingTeam), "W:80C N:X E:p W:XX S:p N:p W:XX"),
		auctionCase("coinched-rebid: partner", rebid(CoinchedRebidPartner), "W:80S S:X E:p N:p W:90S"),
		auctionCase("coinched-rebid: none", rebid(CoinchedRebidNone), "W:80S S:X E:90S"),
		auctionCase("coinche-late: after the bidding closed", nil, "W:80S S:p E:p N:p N:X"),
		auctionCase("coinche-late: after a surcoinche, until the first card", func(b *Bidding) {
			untilCard(b)
			after(AfterCoincheAny, AfterSurcoincheNone)(b)
		}, "W:80S S:X W:XX N:X"),
		auctionCase("coinche-own-team: partner's bid", nil, "W:80S E:X"),
		auctionCase("coinche-own-team: their own bid", nil, "W:80S W:X"),
		auctionCase("no-surcoinche", func(b *Bidding) { b.Surcoinche = SurcoincheByNone }, "W:80S S:X W:XX"),
		auctionCase("surcoinche-nothing: nobody bid", nil, "W:XX"),
		auctionCase("surcoinche-nothing: not coinched", nil, "W:80S E:XX"),
		auctionCase("surcoinche-team: partner's coinche", nil, "W:80S S:X N:XX"),
		auctionCase("surcoinche-team: their own coinche", nil, "W:80S S:X S:XX"),
		auctionCase("turn: the coinching side answers a coinche", after(AfterCoincheDeclaringTeam, AfterSurcoincheNone), "W:80C N:X S:p"),
		auctionCase("turn: a declarer answers a coinche twice", after(AfterCoincheDeclaringTeam, AfterSurcoincheNone), "W:80C N:X W:p W:p"),
		auctionCase("turn: a declarer answers a surcoinche", after(AfterCoincheDeclaringTeam, AfterSurcoincheCoinchingTeam), "W:80C N:X E:p W:XX E:p"),
		auctionCase("turn: a coincher surcoinches the team's coinche", after(AfterCoincheDeclaringTeam, AfterSurcoincheCoinchingTeam), "W:80C N:X S:XX"),
		auctionCase("turn: a coinche by the team not in turn", func(b *Bidding) { b.CoincheOutOfTurn = CoincheTeamInTurn }, "W:80S S:p N:X"),
		auctionCase("turn: a surcoinche by the team not in turn", func(b *Bidding) { b.CoincheOutOfTurn, b.CoincheEndsBidding = CoincheTeamInTurn, false }, "W:80S S:X E:p E:XX"),
		dealCase("incomplete: no bid", nil, tdeal{number: 1, dealer: notation.East, hands: mixedHands, calls: "N:p W:p"}),
		dealCase("incomplete: a bid and a pass", nil, tdeal{number: 1, dealer: notation.East, hands: mixedHands, calls: "N:80H W:p"}),
		dealCase("incomplete: four closing passes", func(r *Ruleset) { r.Bidding.ClosingPasses = 4 }, tdeal{number: 1, dealer: notation.East, hands: mixedHands, calls: "N:80H W:p S:p E:p"}),
		dealCase("incomplete: coinched", bidding(open), tdeal{number: 1, dealer: notation.East, hands: mixedHands, calls: "N:80H W:X S:p"}),
		dealCase("incomplete: the dealer not known", nil, tdeal{number: 1, hands: mixedHands, calls: "N:80H W:p"}),
	}
	return append(cases, langDealCases(t)...)
}

// langDealCases are the cases of the deals' messages: claims, belote,
// announcements, "nous avons gagné", summary deals.
func langDealCases(t *testing.T) []langCase {
	ann := withAnnounces(t)
	// annHands hold announcements: N ♠AKQJ (a cinquante), E ♠10987 and
	// the four 8s, S ♥AKQJ, W ♦AKQJ and ♣AKQJ; no trick is played.
	annHands := [4]string{
		"SA SK SQ SJ H7 H9 D7 C7",
		"S10 S9 S8 S7 H8 H10 D8 C8",
		"HA HK HQ HJ D9 D10 C9 C10",
		"DA DK DQ DJ CA CK CQ CJ",
	}
	annDeal := func(anns ...string) tdeal {
		return tdeal{number: 1, dealer: notation.East, hands: annHands, calls: "N:80H W:p S:p E:p", ann: anns}
	}
	annMod := func(f func(a *Announces)) func(*Ruleset) {
		return func(r *Ruleset) { ann(r); f(&r.Announces) }
	}
	// claimHands: EW hold ♥J, ♥9 and ♥A: after the tricks in spades,
	// diamonds and clubs, they take two tricks.
	claimHands := mixedHands
	claimHands = [4]string{"SA S10 HQ H10 DA D10 CA C10", "S8 S7 HJ H7 D8 D7 C8 C7", "SJ S9 H8 HK DJ D9 CJ C9", "SK SQ H9 HA DK DQ CK CQ"}
	claimAt := func(n int, claim string) tdeal {
		d := mixed()
		d.hands = claimHands
		d.tricks = d.tricks[:n]
		d.claim = claim
		return d
	}
	// beloteHands: W holds ♥K8 and E ♥Q7.
	beloteHands := mixedHands
	beloteHands[1], beloteHands[3] = "S8 S7 HQ H7 D8 D7 C8 C7", "SK SQ HK H8 DK DQ CK CQ"
	notHeld := mixed().with(6, "N: HA HK+b H9 H7").with(7, "S: HJ HQ H10 H8")
	notHeld.hands = beloteHands
	anyone := func(r *Ruleset) { r.Belote.Who = BeloteWhoAnyone }
	return []langCase{
		dealCase("claim/unproven: the rest", nil, claimAt(6, "N")),
		dealCase("claim/unproven: the rest, by partner", nil, claimAt(6, "S")),
		dealCase("claim/unproven: the rest, with four tricks left", nil, claimAt(4, "N")),
		dealCase("claim/unproven: some of the tricks", nil, claimAt(4, "N:3")),
		dealCase("claim/unproven: some of the tricks, one", nil, claimAt(6, "N:2")),
		dealCase("belote/not-held", nil, notHeld),
		dealCase("belote/no-rebelote", anyone, mixed().with(6, "N: HA HK+b H9 H8").with(7, "S: HJ H7 H10 HQ")),
		dealCase("deal/won outside game.declare_win", nil, func() tdeal { d := mixed(); d.won = true; return d }()),
		{"deal/hand-seat", func(t *testing.T) notation.ErrorList {
			d := mixed().build(t)
			d.Hands[1].Seat = notation.North
			d.Hands[2].Seat = notation.NoSeat
			_, errs := testChecker(t, "base", nil).CheckDeal(d)
			return only(errs, "deal/hand-seat")
		}},
		dealCase("play/extra-card", nil, mixed().with(0, "N: SA SK SJ S8 S7")),
		dealCase("play/all-pass and announce/all-pass", ann, func() tdeal {
			d := mixed()
			d.ann = []string{"N tierce"}
			d.calls = "N:p W:p S:p E:p"
			return d
		}()),
		dealCase("play/all-pass: the same dealer", func(r *Ruleset) { r.Bidding.AllPass = AllPassSameDealer }, func() tdeal {
			d := mixed()
			d.calls = "N:p W:p S:p E:p"
			return d
		}()),
		dealCase("announce/not-held: none", ann, annDeal("E carre")),
		dealCase("announce/not-held: not in hand", ann, annDeal("E tierce HA HK HQ")),
		dealCase("announce/kind: a card twice", ann, annDeal("N tierce SA SA SK")),
		dealCase("announce/card-reused", ann, annDeal("N tierce SA SK SQ", "N tierce SK SQ SJ")),
		dealCase("announce/kind: a carré", ann, annDeal("W carre DA DK CA CK")),
		dealCase("announce/kind: a carré scores nothing", ann, annDeal("E carre S8 H8 D8 C8")),
		dealCase("announce/kind: a carré scores nothing in sans-atout", ann, func() tdeal {
			d := annDeal("E carre S8 H8 D8 C8")
			d.calls = "N:80SA W:p S:p E:p"
			return d
		}()),
		dealCase("announce/kind: the size", ann, annDeal("W cinquante DA DK DQ")),
		dealCase("announce/kind: one suit", ann, annDeal("W tierce DA DK CA")),
		dealCase("announce/kind: not a sequence", annMod(func(a *Announces) {
			a.SequenceOrder = []string{"A", "K", "Q", "J", "10", "9", "8"}
		}), annDeal("E tierce S9 S8 S7")),
		dealCase("announce/kind: not in sequence", ann, annDeal("W tierce DA DK DJ")),
		dealCase("announce/kind: a tierce scores nothing", annMod(func(a *Announces) { a.Tierce = 0 }), annDeal("W tierce DA DK DQ")),
		textCase("summary: coinche and surcoinche barred", func(r *Ruleset) {
			r.Bidding.Coinche, r.Bidding.Surcoinche = CoincheByNone, SurcoincheByNone
		}, "deal 1 dealer W  S 100♣ X made 136\n"),
		textCase("summary: a capot coinched", func(r *Ruleset) { r.Bidding.NoCoinche = []Special{SpecialCapot} }, "deal 1 dealer W  S capot ♣ X made 162\n"),
		textCase("summary: no surcoinche", func(r *Ruleset) { r.Bidding.Surcoinche = SurcoincheByNone }, "deal 1 dealer W  S 100♣ XX made 136\n"),
		textCase("summary: belote", func(r *Ruleset) { r.Belote.Enabled = false }, "deal 1 dealer W  S 100♣ made 136 belote NS\n"),
		textCase("summary: belote in sans-atout", nil, "deal 1 dealer W  S 100SA made 136 belote NS\n"),
		textCase("summary: belote in tout-atout", func(r *Ruleset) { r.Belote.ToutAtout = BeloteToutAtoutNone }, "deal 1 dealer W  S 100TA made 136 belote NS\n"),
		textCase("summary: announcements of both teams", ann, "deal 1 dealer W  S 100♣ made 136 announce NS 20 announce EW 50\n"),
	}
}

// only is the errors of errs with code.
func only(errs notation.ErrorList, code string) notation.ErrorList {
	var out notation.ErrorList
	for _, e := range errs {
		if e.Code == code {
			out = append(out, e)
		}
	}
	return out
}

// TestMessagesInBothLanguages writes the messages of langCases in
// English and in French (testdata/lang/messages.golden, -update): each
// one read in both languages, the English as every other golden has it;
// every one is a message of the catalog with a French text of its own.
func TestMessagesInBothLanguages(t *testing.T) {
	var b strings.Builder
	for _, tc := range langCases(t) {
		fmt.Fprintf(&b, "== %s\n", tc.name)
		errs := tc.make(t)
		if len(errs) == 0 {
			b.WriteString("(no problem)\n")
		}
		for _, e := range errs {
			en, fr := e.MessageIn(i18n.English), e.MessageIn(i18n.French)
			if en != e.Message() {
				t.Errorf("%s: %s: the English message %q is not the error's %q", tc.name, e.Code, en, e.Message())
			}
			if e.Key == "" || fr == en {
				t.Errorf("%s: %s: no French: %q (key %q)", tc.name, e.Code, fr, e.Key)
			}
			if strings.Contains(en+fr, "%!") {
				t.Errorf("%s: %s: a fmt error: %q / %q", tc.name, e.Code, en, fr)
			}
			fmt.Fprintf(&b, "%s %s\n  en: %s\n  fr: %s\n", e.Pos, e.Code, en, fr)
		}
	}
	goldentest.Check(t, "testdata/lang/messages.golden", []byte(b.String()))
}
