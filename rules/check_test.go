package rules

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// tdeal is a full deal written compactly for the checker's tests.
// Positions: the deal at 1:1; hand i (N E S W) on line 2+i, card j at
// column j+1; calls on line 6, call j at column j+1; announcements on
// line 7, column j+1; trick i on line 10+i (column 1), its card j at
// column j+2; the claim at 30:1; "won" at 31:1.
type tdeal struct {
	number int
	dealer notation.Seat
	hands  [4]string // N E S W, "H10 SA ..."; "" = not written
	calls  string    // as parseCalls
	ann    []string  // "N tierce SA SK SQ" / "E carre"
	tricks []string  // "N: SA SK SJ S8" (leader: cards in play order; suffix +b belote, +r rebelote)
	claim  string    // "N" (the rest) or "N:3"
	won    bool
}

var tseats = [4]notation.Seat{notation.North, notation.East, notation.South, notation.West}

func ncard(t testing.TB, s string) notation.Card {
	t.Helper()
	c := card(t, s)
	return c.Notation()
}

func (td tdeal) build(t testing.TB) *notation.Deal {
	t.Helper()
	d := &notation.Deal{Pos: notation.Pos{Line: 1, Col: 1}, Number: td.number, Dealer: td.dealer, End: notation.Pos{Line: 40, Col: 1}}
	for i, h := range td.hands {
		if h == "" {
			continue
		}
		nh := notation.Hand{Pos: notation.Pos{Line: 2 + i, Col: 1}, Seat: tseats[i]}
		for j, f := range strings.Fields(h) {
			nh.Cards = append(nh.Cards, ncard(t, f))
			nh.CardPos = append(nh.CardPos, notation.Pos{Line: 2 + i, Col: j + 2})
		}
		d.Hands = append(d.Hands, nh)
	}
	d.Calls = parseCalls(t, td.calls)
	for j := range d.Calls {
		d.Calls[j].Pos.Line = 6
	}
	for j, a := range td.ann {
		f := strings.Fields(a)
		na := notation.Announce{Pos: notation.Pos{Line: 7, Col: j + 1}, Seat: seatLetters[f[0]]}
		na.Kind = map[string]notation.AnnounceKind{"tierce": notation.Tierce, "cinquante": notation.Cinquante, "cent": notation.Cent, "carre": notation.Carre}[f[1]]
		for _, c := range f[2:] {
			na.Cards = append(na.Cards, ncard(t, c))
		}
		d.Announces = append(d.Announces, na)
	}
	for i, tr := range td.tricks {
		lead, cards, ok := strings.Cut(tr, ":")
		if !ok {
			t.Fatalf("bad test trick %q", tr)
		}
		nt := notation.Trick{Pos: notation.Pos{Line: 10 + i, Col: 1}, Leader: seatLetters[lead]}
		for j, f := range strings.Fields(cards) {
			p := notation.Play{Pos: notation.Pos{Line: 10 + i, Col: j + 2}}
			switch {
			case strings.HasSuffix(f, "+b"):
				p.Say, f = notation.SayBelote, strings.TrimSuffix(f, "+b")
			case strings.HasSuffix(f, "+r"):
				p.Say, f = notation.SayRebelote, strings.TrimSuffix(f, "+r")
			}
			p.Card = ncard(t, f)
			nt.Plays = append(nt.Plays, p)
		}
		d.Tricks = append(d.Tricks, nt)
	}
	if td.claim != "" {
		seat, n, _ := strings.Cut(td.claim, ":")
		cl := &notation.Claim{Pos: notation.Pos{Line: 30, Col: 1}, Seat: seatLetters[seat], Tricks: -1}
		if n != "" {
			cl.Tricks, _ = strconv.Atoi(n)
		}
		d.Claim = cl
	}
	if td.won {
		d.Won = &notation.Pos{Line: 31, Col: 1}
	}
	return d
}

// lcodes renders errors as "line:col:code".
func lcodes(errs notation.ErrorList) string {
	var parts []string
	for _, e := range errs {
		parts = append(parts, fmt.Sprintf("%d:%d:%s", e.Pos.Line, e.Pos.Col, e.Code))
	}
	return strings.Join(parts, " ")
}

func testChecker(t testing.TB, name string, mod func(*Ruleset)) *Checker {
	t.Helper()
	rs, ok := testRulesets()[name]
	if !ok {
		t.Fatalf("no test ruleset %q", name)
	}
	// The presets these test rulesets stand for all let a seat that
	// passed bid again (bidding.passed_may_bid = true).
	rs.Bidding.PassedMayBid = true
	if mod != nil {
		mod(rs)
	}
	c, err := NewChecker(rs)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The mixed deal: under base (counterclockwise N W S E), E deals, N
// leads; N bids 80♥ and NS take every trick.
var mixedHands = [4]string{
	"SA S10 HA H10 DA D10 CA C10", // N
	"S8 S7 H8 H7 D8 D7 C8 C7",     // E
	"SJ S9 HJ H9 DJ D9 CJ C9",     // S
	"SK SQ HK HQ DK DQ CK CQ",     // W
}

var mixedTricks = []string{
	"N: SA SK SJ S8",
	"N: S10 SQ S9 S7",
	"N: DA DK DJ D8",
	"N: D10 DQ D9 D7",
	"N: CA CK CJ C8",
	"N: C10 CQ C9 C7",
	"N: HA HK H9 H8",
	"S: HJ H7 H10 HQ",
}

func mixed() tdeal {
	return tdeal{number: 1, dealer: notation.East, hands: mixedHands, calls: "N:80H W:p S:p E:p", tricks: append([]string(nil), mixedTricks...)}
}

// with returns td with trick i replaced.
func (td tdeal) with(i int, trick string) tdeal {
	td.tricks = append([]string(nil), td.tricks...)
	td.tricks[i] = trick
	return td
}

// overPartner: S holds ♥J8 and E ♥97; N leads ♥A, W ♥K, and S must beat
// partner's ♥A (base) but plays ♥8; E wins with ♥9.
func overPartner() tdeal {
	d := mixed()
	d.hands[2] = "SJ S9 HJ H8 DJ D9 CJ C9"
	d.hands[1] = "S8 S7 H9 H7 D8 D7 C8 C7"
	return d.with(6, "N: HA HK H8 H9").with(7, "E: H7 H10 HQ HJ")
}

// mixedDealt is mixedHands as Hands (Outcome.Dealt).
var mixedDealt = [4]Hand{
	(MakeCard(notation.Ace, notation.Spades).Bit() | MakeCard(notation.Ten, notation.Spades).Bit()) * 0x0001000100010001,
	(MakeCard(notation.Eight, notation.Spades).Bit() | MakeCard(notation.Seven, notation.Spades).Bit()) * 0x0001000100010001,
	(MakeCard(notation.Jack, notation.Spades).Bit() | MakeCard(notation.Nine, notation.Spades).Bit()) * 0x0001000100010001,
	(MakeCard(notation.King, notation.Spades).Bit() | MakeCard(notation.Queen, notation.Spades).Bit()) * 0x0001000100010001,
}

// wantDealt checks that the checker found the mixed deal's hands.
func wantDealt(t *testing.T, o Outcome) {
	t.Helper()
	if o.Dealt != mixedDealt || !o.DealtKnown() {
		t.Errorf("Dealt %v (known %v), want %v", o.Dealt, o.DealtKnown(), mixedDealt)
	}
}

func autoBelote(on bool) func(*Ruleset) { return func(r *Ruleset) { r.Belote.Automatic = on } }

// oneBelote sets belote.tout_atout, belotes automatic and by anyone.
func oneBelote(rule string) func(*Ruleset) {
	return func(r *Ruleset) {
		r.Belote.ToutAtout, r.Belote.Automatic, r.Belote.Who = mustEnum[BeloteToutAtout](rule), true, BeloteWhoAnyone
	}
}

// twoPairsTA: 80TA by N, who holds ♥K ♥Q and plays them in the first two
// tricks; W holds the other three kings and queens.
func twoPairsTA() tdeal {
	d := mixed()
	d.hands[0] = "SA S10 HK HQ DA D10 CA C10"
	d.hands[3] = "SK SQ HA H10 DK DQ CK CQ"
	d.calls = "N:80TA W:p S:p E:p"
	d.tricks = []string{"N: HK HA HJ H8", "S: H9 H7 HQ H10"}
	return d
}

// belotes checks an outcome's belote: the team that counts and the count
// per team.
func belotes(team notation.Team, ns, ew int) func(*testing.T, Outcome) {
	return func(t *testing.T, o Outcome) {
		t.Helper()
		if o.Belote != team || o.Belotes != [2]int{ns, ew} {
			t.Errorf("Belote %v Belotes %v, want %v [%d %d]", o.Belote, o.Belotes, team, ns, ew)
		}
	}
}

func TestCheckDeal(t *testing.T) {
	noHands := mixed()
	noHands.hands = [4]string{}
	threeHands := mixed()
	threeHands.hands[3] = ""
	cases := []struct {
		name  string
		rules string
		mod   func(*Ruleset)
		deal  tdeal
		errs  string
		check func(t *testing.T, o Outcome)
	}{
		{name: "clean", rules: "base", deal: mixed(), check: func(t *testing.T, o Outcome) {
			want := Outcome{Declarer: notation.North, Contract: notation.Contract{Value: 80, Strain: notation.TrumpH},
				Points: [2]int{162, 0}, Tricks: [2]int{8, 0}, LastTrick: notation.NS, Capot: notation.NS, Belote: notation.NoTeam,
				Dealt: mixedDealt, Dealer: notation.East, Leader: notation.North}
			o.Deal = nil
			if o != want {
				t.Errorf("outcome\n got %+v\nwant %+v", o, want)
			}
			if !o.DealtKnown() {
				t.Errorf("DealtKnown false for %v", o.Dealt)
			}
		}},
		{name: "hands derived from the tricks", rules: "base", deal: noHands, check: wantDealt},
		{name: "fourth hand is the rest", rules: "base", deal: threeHands, check: wantDealt},
		{name: "hands not known: a claim without hands", rules: "base", deal: func() tdeal {
			d := noHands
			d.tricks = d.tricks[:6]
			d.claim = "N"
			return d
		}(), errs: "30:1:claim/hands", check: func(t *testing.T, o Outcome) {
			if o.DealtKnown() {
				t.Errorf("DealtKnown true for %v: two tricks were not played", o.Dealt)
			}
		}},
		{name: "follow suit", rules: "base", deal: mixed().with(0, "N: SA HK SJ S8").with(6, "N: HA SK H9 H8"), errs: "10:3:play/follow-suit 16:3:play/follow-suit"},
		{name: "not in hand", rules: "base", deal: mixed().with(0, "N: SA S10 SJ S8"), errs: "10:3:play/not-in-hand"},
		{name: "overtrump partner (base)", rules: "base", deal: mixed().with(6, "N: HA HK HJ H8").with(7, "S: H9 H7 H10 HQ"), errs: ""},
		{name: "must overtrump partner on a trump lead", rules: "base", deal: overPartner(), errs: "16:4:play/overtrump"},
		{name: "partner master trump led (002 variant)", rules: "base", mod: func(r *Ruleset) { r.Play.PartnerMasterTrumpLed = true }, deal: overPartner()},
		{name: "first leader", rules: "base", deal: mixed().with(0, "W: SK SJ S8 SA"), errs: "10:1:play/leader"},
		{name: "leader of the next trick", rules: "base", deal: mixed().with(1, "W: SQ S9 S7 S10"), errs: "11:1:play/leader"},
		{name: "missing trick", rules: "base", deal: func() tdeal { d := mixed(); d.tricks = d.tricks[:7]; return d }(), errs: "40:1:play/trick-count"},
		{name: "short trick", rules: "base", deal: mixed().with(7, "S: HJ H7 H10"), errs: "17:1:play/incomplete-trick 40:1:play/trick-count"},
		{name: "hand size", rules: "base", deal: func() tdeal {
			d := mixed()
			d.hands[0] = "SA S10 HA H10 DA D10 CA"
			return d
		}(), errs: "2:1:deal/hand-size"},
		{name: "duplicate and missing card", rules: "base", deal: func() tdeal {
			d := mixed()
			d.hands[0] = "SA S10 HA H10 DA D10 CA SK"
			return d
		}(), errs: "2:1:deal/missing-card 5:2:deal/duplicate-card 10:3:play/not-in-hand 15:2:play/not-in-hand"},
		{name: "six in a 32-card deck", rules: "base", deal: func() tdeal {
			d := mixed()
			d.hands[0] = "SA S10 HA H10 DA D10 CA S6"
			return d
		}(), errs: "2:1:deal/missing-card 2:9:deal/card"},
		{name: "all pass then play", rules: "base", deal: func() tdeal { d := mixed(); d.calls = "N:p W:p S:p E:p"; return d }(), errs: "10:1:play/all-pass", check: func(t *testing.T, o Outcome) {
			if !o.AllPass {
				t.Error("not AllPass")
			}
		}},
		{name: "no calls", rules: "base", deal: func() tdeal { d := mixed(); d.calls = ""; return d }(), errs: "1:1:call/incomplete"},
		{name: "no calls: following suit still checked", rules: "base", deal: func() tdeal {
			d := mixed().with(0, "N: SA HK SJ S8").with(6, "N: HA SK H9 H8")
			d.calls = ""
			return d
		}(), errs: "1:1:call/incomplete 10:3:play/follow-suit 16:3:play/follow-suit"},
		{name: "bidding not closed", rules: "base", deal: func() tdeal { d := mixed(); d.calls = "N:80H W:p S:p"; return d }(), errs: "6:3:call/incomplete"},
		{name: "call out of turn", rules: "base", deal: func() tdeal { d := mixed(); d.calls = "S:p E:p N:80H W:p S:p E:p"; return d }(), errs: "6:1:call/turn"},

		// Belote (002 Belote; 003; 004).
		{name: "belote by defender refused (declaring-team)", rules: "base", deal: mixed().with(6, "N: HA HK+b H9 H8").with(7, "S: HJ H7 H10 HQ+r"), errs: "16:3:belote/team 17:5:belote/team"},
		{name: "belote by defender (montpellier: anyone)", rules: "montpellier", deal: mixed().with(6, "N: HA HK+b H9 H8").with(7, "S: HJ H7 H10 HQ+r"), check: func(t *testing.T, o Outcome) {
			if o.Belote != notation.EW {
				t.Errorf("Belote = %v, want EW", o.Belote)
			}
		}},
		{name: "belote without rebelote does not count", rules: "montpellier", deal: mixed().with(6, "N: HA HK+b H9 H8"), errs: "17:5:belote/no-rebelote", check: func(t *testing.T, o Outcome) {
			if o.Belote != notation.NoTeam {
				t.Errorf("Belote = %v, want none", o.Belote)
			}
		}},
		{name: "rebelote first", rules: "montpellier", deal: mixed().with(6, "N: HA HK+r H9 H8").with(7, "S: HJ H7 H10 HQ+b"), errs: "16:3:belote/order 17:5:belote/order"},
		{name: "belote with another card", rules: "montpellier", deal: mixed().with(6, "N: HA+b HK H9 H8"), errs: "16:2:belote/card"},
		{name: "belote by a player without both", rules: "montpellier", deal: func() tdeal {
			d := mixed()
			// W and E swap ♥Q and ♥7: W holds ♥K but not ♥Q.
			d.hands[3] = "SK SQ HK H7 DK DQ CK CQ"
			d.hands[1] = "S8 S7 H8 HQ D8 D7 C8 C7"
			return d.with(6, "N: HA HK+b H9 H8").with(7, "S: HJ HQ H10 H7")
		}(), errs: "16:3:belote/not-held"},
		{name: "two belotes in tout-atout (002: in any suit)", rules: "base", mod: func(r *Ruleset) { r.Belote.Who = BeloteWhoAnyone }, deal: func() tdeal {
			d := mixed()
			d.calls = "N:80TA W:p S:p E:p"
			d.tricks = []string{"N: SA SK+b SJ S8", "S: S9 S7 S10 SQ+r", "S: HJ H7 H10 HK+b", "S: H9 H8 HA HQ+r"}
			return d
		}(), errs: "40:1:play/trick-count", check: func(t *testing.T, o Outcome) {
			if o.Belote != notation.EW || o.Belotes != [2]int{0, 2} {
				t.Errorf("Belote %v Belotes %v, want EW [0 2]", o.Belote, o.Belotes)
			}
		}},
		// belote.tout_atout = "one-last" / "one-first" (Alounv): N's ♥ pair
		// is completed in the second trick, W's three pairs are not played.
		{name: "tout-atout, every pair counts", rules: "base", mod: oneBelote("any-suit"), deal: twoPairsTA(), errs: "40:1:play/trick-count", check: belotes(notation.EW, 1, 3)},
		{name: "tout-atout, the pair completed last", rules: "base", mod: oneBelote("one-last"), deal: twoPairsTA(), errs: "40:1:play/trick-count", check: belotes(notation.EW, 0, 1)},
		{name: "tout-atout, the pair completed first", rules: "base", mod: oneBelote("one-first"), deal: twoPairsTA(), errs: "40:1:play/trick-count", check: belotes(notation.NS, 1, 0)},
		{name: "no belote in tout-atout when belote.tout_atout = none", rules: "base", mod: func(r *Ruleset) { r.Belote.Who, r.Belote.ToutAtout = BeloteWhoAnyone, BeloteToutAtoutNone }, deal: func() tdeal {
			d := mixed()
			d.calls = "N:80TA W:p S:p E:p"
			d.tricks = []string{"N: SA SK+b SJ S8"}
			return d
		}(), errs: "10:3:belote/tout-atout 40:1:play/trick-count"},
		// belote.automatic (issue 9, online engines): W is dealt ♥K ♥Q
		// under N's 80♥ and says nothing.
		{name: "automatic false: no words, no belote", rules: "montpellier", mod: autoBelote(false), deal: mixed(), check: belotes(notation.NoTeam, 0, 0)},
		{name: "automatic true: no words, W's belote counts", rules: "montpellier", mod: autoBelote(true), deal: mixed(), check: belotes(notation.EW, 0, 1)},
		{name: "automatic true: words written count once", rules: "montpellier", mod: autoBelote(true), deal: mixed().with(6, "N: HA HK+b H9 H8").with(7, "S: HJ H7 H10 HQ+r"), check: belotes(notation.EW, 0, 1)},
		{name: "automatic true: words written wrong are still reported", rules: "montpellier", mod: autoBelote(true), deal: mixed().with(6, "N: HA HK+r H9 H8").with(7, "S: HJ H7 H10 HQ+b"), errs: "16:3:belote/order 17:5:belote/order", check: belotes(notation.EW, 0, 1)},
		{name: "automatic true: only the declaring team under who = declaring-team", rules: "base", mod: autoBelote(true), deal: mixed(), check: belotes(notation.NoTeam, 0, 0)},
		{name: "automatic true: every pair in tout-atout", rules: "montpellier", mod: func(r *Ruleset) { r.Belote.Automatic, r.Bidding.ToutAtout = true, true }, deal: func() tdeal {
			d := mixed()
			d.calls = "N:80TA W:p S:p E:p"
			d.tricks = d.tricks[:1]
			return d
		}(), errs: "40:1:play/trick-count", check: belotes(notation.EW, 0, 4)},
		{name: "automatic true: no belote in sans-atout", rules: "montpellier", mod: func(r *Ruleset) { r.Belote.Automatic, r.Bidding.SansAtout = true, true }, deal: func() tdeal {
			d := mixed()
			d.calls = "N:80SA W:p S:p E:p"
			d.tricks = d.tricks[:1]
			return d
		}(), errs: "40:1:play/trick-count", check: belotes(notation.NoTeam, 0, 0)},
		{name: "no belote in sans-atout", rules: "base", deal: func() tdeal {
			d := mixed()
			d.calls = "N:80SA W:p S:p E:p"
			d.tricks = []string{"N: SA SK+b SJ S8"}
			return d
		}(), errs: "10:3:belote/sans-atout 40:1:play/trick-count"},
		{name: "no belote in tournoi-2018", rules: "tournoi-2018", mod: func(r *Ruleset) { r.Game.DeclareWin = true }, deal: tdeal{dealer: notation.East, calls: "N:80H W:p S:p E:p", tricks: []string{"N: HK+b"}, won: true}, errs: "10:2:belote/disabled"},

		// Claims.
		{name: "claim proved", rules: "base", deal: func() tdeal { d := mixed(); d.tricks = d.tricks[:6]; d.claim = "N"; return d }(), check: func(t *testing.T, o Outcome) {
			if o.Points != [2]int{162, 0} || o.Tricks != [2]int{8, 0} || o.Capot != notation.NS {
				t.Errorf("outcome %+v", o)
			}
		}},
		{name: "claim in a partial trick", rules: "base", deal: func() tdeal {
			d := mixed()
			d.tricks = append(d.tricks[:6], "N: HA HK")
			d.claim = "S"
			return d
		}()},
		{name: "claim unproven", rules: "base", deal: func() tdeal { d := mixed(); d.tricks = d.tricks[:6]; d.claim = "W"; return d }(), errs: "30:1:claim/unproven", check: func(t *testing.T, o Outcome) {
			if o.Tricks != [2]int{6, 2} {
				t.Errorf("tricks %v", o.Tricks)
			}
		}},
		{name: "partial claim proved", rules: "base", deal: func() tdeal { d := mixed(); d.tricks = d.tricks[:5]; d.claim = "S:2"; return d }(), check: func(t *testing.T, o Outcome) {
			// NS took the first five tricks and 2 of the 3 left: no capot
			// (the rest's card points and dix de der go to the claimers)
			if o.Tricks != [2]int{7, 1} || o.Capot != notation.NoTeam || o.Solo || o.Points != [2]int{162, 0} {
				t.Errorf("outcome %+v", o)
			}
		}},
		{name: "partial claim in a partial trick", rules: "base", deal: func() tdeal {
			d := mixed()
			d.tricks = append(d.tricks[:5], "N: C10 CQ")
			d.claim = "E:1"
			return d
		}(), errs: "30:1:claim/unproven"},
		{name: "claim without hands", rules: "base", deal: func() tdeal {
			d := mixed()
			d.hands = [4]string{}
			d.tricks = d.tricks[:6]
			d.claim = "N"
			return d
		}(), errs: "30:1:claim/hands"},
		{name: "claim of nothing", rules: "base", deal: func() tdeal { d := mixed(); d.claim = "N"; return d }(), errs: "30:1:claim/nothing"},
		{name: "won outside tournoi-2018", rules: "base", deal: func() tdeal { d := mixed(); d.tricks = d.tricks[:3]; d.won = true; return d }(), errs: "31:1:deal/won"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := testChecker(t, tc.rules, tc.mod)
			o, errs := c.CheckDeal(tc.deal.build(t))
			if got := lcodes(errs); got != tc.errs {
				t.Errorf("errors\n got %s\nwant %s\n%v", got, tc.errs, errsText(errs))
			}
			for _, e := range errs {
				if e.Msg == "" {
					t.Errorf("no message: %+v", e)
				}
			}
			if tc.check != nil {
				tc.check(t, o)
			}
		})
	}
}

func errsText(errs notation.ErrorList) string {
	var b strings.Builder
	for _, e := range errs {
		b.WriteString(e.Error())
		b.WriteByte('\n')
	}
	return b.String()
}

func TestCheckMessages(t *testing.T) {
	cases := []struct {
		deal tdeal
		want string
	}{
		{mixed().with(0, "N: SA HK SJ S8").with(6, "N: HA SK H9 H8"), "10:3: error[play/follow-suit]: W held ♠KQ: must follow ♠"},
		{mixed().with(1, "W: SQ S9 S7 S10"), "11:1: error[play/leader]: W leads trick 2, but N won trick 1 and leads the next"},
		{func() tdeal { d := mixed(); d.tricks = d.tricks[:5]; d.claim = "W:1"; return d }(), "30:1: error[claim/unproven]: W claims 1 of the 3 remaining tricks, but whatever EW plays, NS can hold it to fewer: e.g. trick 6: N A♥, W K♥, S J♥, E 8♥, won by S; trick 7: S 9♥, E 7♥, N 10♥, W Q♥, won by S; trick 8: S 9♣, E 7♣, N 10♣, W Q♣, won by N"},
		{mixed().with(0, "W: SK SJ S8 SA"), "10:1: error[play/leader]: W leads the first trick, but the seat after the dealer E leads it: N"},
	}
	for _, tc := range cases {
		c := testChecker(t, "base", nil)
		_, errs := c.CheckDeal(tc.deal.build(t))
		if len(errs) == 0 || errs[0].Error() != tc.want {
			t.Errorf("got %v\nwant %s", errsText(errs), tc.want)
		}
	}
}

func TestCheckRotation(t *testing.T) {
	c := testChecker(t, "base", nil)
	deal := func(n int, dealer notation.Seat) *notation.Deal {
		return &notation.Deal{Pos: notation.Pos{Line: n, Col: 1}, Number: n, Dealer: dealer, Summary: &notation.Summary{AllPass: true}}
	}
	// counterclockwise: N, W, S, E deal in turn.
	var all notation.ErrorList
	for _, d := range []*notation.Deal{deal(1, notation.North), deal(2, notation.West), deal(3, notation.South), deal(4, notation.North), deal(6, notation.West)} {
		_, errs := c.CheckDeal(d)
		all = append(all, errs...)
	}
	if got, want := lcodes(all), "4:1:deal/dealer 6:1:deal/number"; got != want {
		t.Errorf("got %s\nwant %s\n%s", got, want, errsText(all))
	}
	c.Reset()
	if _, errs := c.CheckDeal(deal(1, notation.East)); len(errs) != 0 {
		t.Errorf("after Reset: %v", errs)
	}
}

func TestCheckSummary(t *testing.T) {
	sum := func(s notation.Summary) *notation.Deal {
		s.Pos = notation.Pos{Line: 2, Col: 1}
		return &notation.Deal{Pos: notation.Pos{Line: 1, Col: 1}, Dealer: notation.North, Summary: &s}
	}
	k := func(v int, st notation.Strain) notation.Contract { return notation.Contract{Value: v, Strain: st} }
	cases := []struct {
		name  string
		rules string
		mod   func(*Ruleset)
		s     notation.Summary
		errs  string
		want  Outcome
	}{
		{"made", "base", nil, notation.Summary{Declarer: notation.East, Contract: k(100, notation.TrumpS), Points: 110}, "",
			Outcome{Declarer: notation.East, Contract: k(100, notation.TrumpS), Points: [2]int{52, 110}, Tricks: [2]int{-1, -1}, Capot: notation.NoTeam, Belote: notation.NoTeam}},
		{"capot", "base", nil, notation.Summary{Declarer: notation.North, Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}, Points: -1, Capot: notation.NS, Belote: notation.NS}, "",
			Outcome{Declarer: notation.North, Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}, Points: [2]int{162, 0}, Tricks: [2]int{8, 0}, Capot: notation.NS, Belote: notation.NS, Belotes: [2]int{1, 0}}},
		{"capot made, nothing else written", "montpellier", nil, notation.Summary{Declarer: notation.North, Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}, Verdict: notation.Made, Points: -1}, "",
			Outcome{Declarer: notation.North, Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}, Points: [2]int{162, 0}, Tricks: [2]int{8, 0}, Capot: notation.NS, Belote: notation.NoTeam}},
		{"capot failed needs its points", "montpellier", nil, notation.Summary{Declarer: notation.North, Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}, Verdict: notation.Failed, Points: -1}, "2:1:summary/points",
			Outcome{Declarer: notation.North, Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}, Points: [2]int{0, 162}, Tricks: [2]int{-1, -1}, Capot: notation.NoTeam, Belote: notation.NoTeam}},
		{"points out of range", "base", nil, notation.Summary{Declarer: notation.North, Contract: k(80, notation.TrumpH), Points: 170}, "2:1:summary/points",
			Outcome{Declarer: notation.North, Contract: k(80, notation.TrumpH), Points: [2]int{162, 0}, Tricks: [2]int{-1, -1}, Capot: notation.NoTeam, Belote: notation.NoTeam}},
		{"capot inconsistent", "base", nil, notation.Summary{Declarer: notation.North, Contract: k(80, notation.TrumpH), Points: 100, Capot: notation.EW}, "2:1:summary/capot",
			Outcome{Declarer: notation.North, Contract: k(80, notation.TrumpH), Points: [2]int{0, 162}, Tricks: [2]int{0, 8}, Capot: notation.EW, Belote: notation.NoTeam}},
		{"contract out of range and step", "base", nil, notation.Summary{Declarer: notation.North, Contract: k(85, notation.TrumpH), Points: 90, Double: 1}, "2:1:call/step",
			Outcome{Declarer: notation.North, Contract: k(85, notation.TrumpH), Double: 1, Points: [2]int{90, 72}, Tricks: [2]int{-1, -1}, Capot: notation.NoTeam, Belote: notation.NoTeam}},
		{"capot coinched (002: no)", "base", func(r *Ruleset) { r.Bidding.NoCoinche = []Special{SpecialCapot} }, notation.Summary{Declarer: notation.North, Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}, Points: 162, Double: 1}, "2:1:call/no-coinche-contract",
			Outcome{Declarer: notation.North, Contract: notation.Contract{Level: notation.Capot, Strain: notation.TrumpH}, Double: 1, Points: [2]int{162, 0}, Tricks: [2]int{-1, -1}, Capot: notation.NoTeam, Belote: notation.NoTeam}},
		{"belote by defenders (declaring-team)", "base", nil, notation.Summary{Declarer: notation.North, Contract: k(80, notation.TrumpH), Points: 90, Belote: notation.EW}, "2:1:belote/team",
			Outcome{Declarer: notation.North, Contract: k(80, notation.TrumpH), Points: [2]int{90, 72}, Tricks: [2]int{-1, -1}, Capot: notation.NoTeam, Belote: notation.NoTeam}},
		{"belote in sans-atout", "base", nil, notation.Summary{Declarer: notation.North, Contract: k(80, notation.SansAtout), Points: 90, Belote: notation.NS}, "2:1:belote/sans-atout",
			Outcome{Declarer: notation.North, Contract: k(80, notation.SansAtout), Points: [2]int{90, 72}, Tricks: [2]int{-1, -1}, Capot: notation.NoTeam, Belote: notation.NoTeam}},
		{"36 cards: 157", "tournoi-2018", nil, notation.Summary{Declarer: notation.West, Contract: notation.Contract{Level: notation.Generale, Strain: notation.TrumpC}, Points: -1, Capot: notation.EW, Verdict: notation.Made}, "",
			Outcome{Declarer: notation.West, Contract: notation.Contract{Level: notation.Generale, Strain: notation.TrumpC}, Points: [2]int{0, 157}, Tricks: [2]int{0, 9}, Capot: notation.EW, Solo: true, SoloSeat: notation.West, Belote: notation.NoTeam}},
		{"one player alone, numeric contract (000: 500)", "tournoi-2018", nil, notation.Summary{Declarer: notation.East, Contract: k(80, notation.TrumpS), Verdict: notation.Made, Points: -1, Capot: notation.EW, CapotBy: notation.East}, "",
			Outcome{Declarer: notation.East, Contract: k(80, notation.TrumpS), Points: [2]int{0, 157}, Tricks: [2]int{0, 9}, Capot: notation.EW, Solo: true, SoloSeat: notation.East, Belote: notation.NoTeam}},
		{"générale, the partner alone", "tournoi-2018", nil, notation.Summary{Declarer: notation.West, Contract: notation.Contract{Level: notation.Generale, Strain: notation.TrumpC}, Verdict: notation.Failed, Points: -1, Capot: notation.EW, CapotBy: notation.East}, "",
			Outcome{Declarer: notation.West, Contract: notation.Contract{Level: notation.Generale, Strain: notation.TrumpC}, Points: [2]int{0, 157}, Tricks: [2]int{0, 9}, Capot: notation.EW, Solo: true, SoloSeat: notation.East, Belote: notation.NoTeam}},
		{"générale coinched (000: no)", "tournoi-2018", nil, notation.Summary{Declarer: notation.West, Contract: notation.Contract{Level: notation.Generale, Strain: notation.TrumpC}, Points: 100, Double: 1}, "2:1:call/no-coinche-contract",
			Outcome{Declarer: notation.West, Contract: notation.Contract{Level: notation.Generale, Strain: notation.TrumpC}, Double: 1, Points: [2]int{57, 100}, Tricks: [2]int{-1, -1}, Capot: notation.NoTeam, Belote: notation.NoTeam}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := testChecker(t, tc.rules, tc.mod)
			o, errs := c.CheckDeal(sum(tc.s))
			if got := lcodes(errs); got != tc.errs {
				t.Errorf("errors\n got %s\nwant %s\n%s", got, tc.errs, errsText(errs))
			}
			o.Deal = nil
			if o != tc.want {
				t.Errorf("outcome\n got %+v\nwant %+v", o, tc.want)
			}
		})
	}
}

// TestCheckAnnounces: announcements backed by the hand, and their
// comparison (002 Annonces; 004): only the team with the best one scores,
// all of its announcements.
func TestCheckAnnounces(t *testing.T) {
	hands := [4]string{
		"SA SK SQ SJ S10 HA HK HQ", // N: a cent in ♠, a tierce in ♥
		"S9 S8 S7 H9 H8 H7 DJ CJ",  // E: tierces in ♠ and ♥
		"HJ H10 D9 D8 D7 D10 CA C10",
		"DA DK DQ C9 C8 C7 CK CQ", // W: tierces in ♦ and ♣
	}
	values := announceValues
	tie := func(rule string) func(*Ruleset) {
		return func(r *Ruleset) { values(r); r.Announces.Tie = mustEnum[AnnounceTie](rule) }
	}
	cases := []struct {
		name  string
		mod   func(*Ruleset)
		calls string
		ann   []string
		errs  string
		want  [2]int
	}{
		{"cent and tierce beat a tierce", values, "N:80H W:p S:p E:p", []string{"N cent SA SK SQ SJ S10", "N tierce HA HK HQ", "E tierce S9 S8 S7"}, "", [2]int{120, 0}},
		{"higher tierce", values, "N:80H W:p S:p E:p", []string{"E tierce H9 H8 H7", "N tierce HA HK HQ"}, "", [2]int{20, 0}},
		{"a tierce of another seat's cards", values, "N:80H W:p S:p E:p", []string{"E tierce S9 S8 S7", "W tierce D9 D8 D7"}, "7:2:announce/not-held", [2]int{0, 20}},
		{"one team, two tierces", values, "N:80H W:p S:p E:p", []string{"E tierce S9 S8 S7", "W tierce C9 C8 C7"}, "", [2]int{0, 40}},
		{"equal tierces: trump wins", values, "N:80H W:p S:p E:p", []string{"W tierce DA DK DQ", "N tierce HA HK HQ"}, "", [2]int{20, 0}},
		{"equal tierces: none in trump, nobody", values, "N:80S W:p S:p E:p", []string{"W tierce DA DK DQ", "N tierce HA HK HQ"}, "", [2]int{0, 0}},
		{"equal tierces: the first", tie("first"), "N:80S W:p S:p E:p", []string{"W tierce DA DK DQ", "N tierce HA HK HQ"}, "", [2]int{0, 20}},
		{"equal tierces: cancel", tie("cancel"), "N:80H W:p S:p E:p", []string{"W tierce DA DK DQ", "N tierce HA HK HQ"}, "", [2]int{0, 0}},
		{"four cards for a tierce", values, "N:80H W:p S:p E:p", []string{"N tierce SA SK SQ SJ"}, "7:1:announce/kind", [2]int{}},
		{"a card in two announcements", values, "N:80H W:p S:p E:p", []string{"N cent SA SK SQ SJ S10", "N tierce SA SK SQ"}, "7:2:announce/card-reused", [2]int{100, 0}},
		{"without its cards", values, "N:80H W:p S:p E:p", []string{"N cent", "E tierce"}, "", [2]int{100, 0}},
		{"not held", values, "N:80H W:p S:p E:p", []string{"W cent"}, "7:1:announce/not-held", [2]int{}},
		{"found in the hand", values, "N:80H W:p S:p E:p", []string{"S cinquante"}, "", [2]int{50, 0}},
		{"disabled", nil, "N:80H W:p S:p E:p", []string{"N cent SA SK SQ SJ S10"}, "7:1:announce/disabled", [2]int{}},
		{"all pass", values, "N:p W:p S:p E:p", []string{"N cent SA SK SQ SJ S10"}, "7:1:announce/all-pass", [2]int{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkAnnounces(t, testChecker(t, "base", tc.mod), hands, tc.calls, tc.ann, tc.errs, tc.want)
		})
	}
}

// announceValues turns on 002's announcements (Annonces): tierce 20,
// cinquante 50, cent 100, carrés of jacks 200, nines 150, the others 100.
func announceValues(r *Ruleset) {
	r.Announces = Announces{Enabled: true, Tierce: 20, Cinquante: 50, Cent: 100, CarreJ: 200, Carre9: 150, CarreA: 100, Carre10: 100, CarreK: 100, CarreQ: 100,
		SequenceOrder: []string{"A", "K", "Q", "J", "10", "9", "8", "7"}, Tie: AnnounceTieTrumpElseNone, OneCardOneAnnounce: true}
}

// TestCheckAnnounceLongSequence is 002's example (Annonces): « les
// séquences de plus de 5 cartes n'ont pas de signification particulière.
// Ainsi, par exemple, KQJ-10-9 est meilleur que QJ-10-9-8-7, car les deux
// comptent pour des séquences de 5 cartes et le roi est supérieur à la
// reine. » Neither sequence is in trump (the contract is in ♣).
func TestCheckAnnounceLongSequence(t *testing.T) {
	hands := [4]string{
		"SK SQ SJ S10 S9 HA D8 C7", // N: K Q J 10 9 of ♠
		"HQ HJ H10 H9 H8 H7 DA CA", // E: Q J 10 9 8 7 of ♥
		"SA S8 S7 HK DK DQ DJ D10", // S
		"D9 D7 CK CQ CJ C10 C9 C8", // W
	}
	for _, tc := range []struct {
		name string
		ann  []string
	}{
		{"the six cards announced", []string{"E cent HQ HJ H10 H9 H8 H7", "N cent SK SQ SJ S10 S9"}},
		{"the king's sequence announced first", []string{"N cent SK SQ SJ S10 S9", "E cent HQ HJ H10 H9 H8 H7"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkAnnounces(t, testChecker(t, "base", announceValues), hands, "N:80C W:p S:p E:p", tc.ann, "", [2]int{100, 0})
		})
	}
}

// checkAnnounces checks a deal of the hands with the calls and the
// announcements ann (no tricks) and compares the errors ("line:col:code",
// play/trick-count left out) and the announcement points per team.
func checkAnnounces(t *testing.T, c *Checker, hands [4]string, calls string, ann []string, wantErrs string, want [2]int) {
	t.Helper()
	d := tdeal{number: 1, dealer: notation.East, hands: hands, calls: calls, ann: ann}
	o, errs := c.CheckDeal(d.build(t))
	var got []string
	for _, e := range errs {
		if e.Code != "play/trick-count" {
			got = append(got, fmt.Sprintf("%d:%d:%s", e.Pos.Line, e.Pos.Col, e.Code))
		}
	}
	if g := strings.Join(got, " "); g != wantErrs {
		t.Errorf("errors %q, want %q\n%s", g, wantErrs, errsText(errs))
	}
	if o.Announces != want {
		t.Errorf("Announces %v, want %v", o.Announces, want)
	}
}
