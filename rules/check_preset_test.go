package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

var presetNamesForTest = []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"}

func presetChecker(t testing.TB, name string) *Checker {
	t.Helper()
	rs, err := testPreset(name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewChecker(rs)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestPresetBidding runs the same auctions under every built-in ruleset:
// each rule is tested under the presets that have it and under those that
// do not. Seats are written for a counterclockwise table (N W S E) dealt
// by N; for the clockwise presets (classique, annonces) the auctions are
// mirrored (W and E exchanged), so that the same seat speaks first.
func TestPresetBidding(t *testing.T) {
	all := func(code string) map[string]string {
		m := map[string]string{}
		for _, p := range presetNamesForTest {
			m[p] = code
		}
		return m
	}
	with := func(m map[string]string, kv ...string) map[string]string {
		out := map[string]string{}
		for k, v := range m {
			out[k] = v
		}
		for i := 0; i < len(kv); i += 2 {
			out[kv[i]] = kv[i+1]
		}
		return out
	}
	cases := []struct {
		name  string
		calls string
		want  map[string]string // preset -> codes ("" clean)
	}{
		{"a bid of 60 (000 only)", "W:60S S:p E:p N:p",
			with(all("call/range"), "tournoi-2018", "")},
		{"a bid of 170 (001 and 002 go to 180, 003 to 160, 000 to 150)", "W:170S S:p E:p N:p",
			with(all(""), "tournoi-2018", "call/range", "montpellier", "call/range")},
		{"a bid of 660 (004 goes to 650)", "W:660S S:p E:p N:p", all("call/range")},
		{"a bid of 85", "W:85S S:p E:p N:p", all("call/step")},
		{"partner raises the same suit (001 « ce partenaire pourra annoncer 100 Trèfle »)", "W:80C S:p E:100C N:p W:p S:p", all("")},
		{"capot (000 has match and générale)", "W:80S S:capotH E:p N:p W:p",
			with(all(""), "tournoi-2018", "call/range")},
		{"match and générale (000 only)", "W:80S S:matchH E:generaleD",
			with(all("call/range call/range"), "tournoi-2018", "")},
		{"sans-atout and tout-atout (004)", "W:80SA S:90TA E:p N:p W:p",
			with(all("call/strain call/strain"), "annonces", "")},
		{"coinche ends the bidding", "W:80S S:X E:90S", all("call/after-close")},
		{"coinche out of turn (not 004)", "W:80S N:X",
			with(all(""), "annonces", "call/turn")},
		{"coinche by partner", "W:80S S:p E:X N:p W:p", all("call/coinche-own-team")},
		{"coinche after the three passes (000: until the first card)", "W:80S S:p E:p N:p S:X",
			with(all("call/coinche-late"), "tournoi-2018", "")},
		{"capot coinched (002: never; 003: 750)", "W:100S S:capotH E:X",
			with(all(""), "tournoi-2018", "call/range", "base", "call/no-coinche-contract")},
		{"générale coinched (000: forbidden)", "W:generaleS S:X",
			with(all("call/range"), "tournoi-2018", "call/no-coinche-contract")},
		// issue 16 item 2: under 000, 002 and 003 (tournoi-2018, base,
		// montpellier: bidding.after_coinche = "declaring-team") the
		// coinche ends the auction and only the declaring side answers
		// it, either player, no turn, each once; 001 and 004 (classique,
		// annonces: "in-turn") keep the calls after it in turn from the
		// seat after the coincher (004 « in turn either to pass, or to
		// announce "surcoinche" »).
		{"surcoinche by the declarer in turn", "W:80S S:X E:p N:p W:XX",
			with(all(""), "tournoi-2018", "call/turn", "base", "call/turn", "montpellier", "call/turn")},
		{"surcoinche by partner in turn", "W:80S S:X E:XX", all("")},
		{"surcoinche by the declarer at once (000 « un des joueurs de l'équipe ayant déclaré le contrat peut surcoincher »)", "W:80S S:X W:XX",
			with(all(""), "classique", "call/turn", "annonces", "call/turn")},
		{"the declarers answer in any order", "W:80S S:X W:p E:XX",
			with(all(""), "classique", "call/turn call/turn", "annonces", "call/turn call/turn")},
		{"a declarer answers twice", "W:80S S:X W:p W:XX",
			with(all("call/turn"), "classique", "call/turn call/turn", "annonces", "call/turn call/turn")},
		{"the coincher speaks again", "W:80C S:X S:p S:p S:p", all("call/turn call/turn call/turn")},
		{"the coincher's partner answers", "W:80C S:X N:p E:p W:p",
			with(all("call/turn"), "classique", "call/turn call/turn call/turn", "annonces", "call/turn call/turn call/turn")},
		{"three passes in turn after a coinche", "W:80C S:X E:p N:p W:p",
			with(all(""), "tournoi-2018", "call/turn", "base", "call/turn", "montpellier", "call/turn")},
		{"a fourth call after a coinche", "W:80C S:X E:p N:p W:p S:p",
			with(all("call/after-close"), "tournoi-2018", "call/turn call/after-close", "base", "call/turn call/after-close", "montpellier", "call/turn call/after-close")},
		{"a surcoinche after both declarers passed", "W:80C S:X E:p W:p E:XX",
			with(all("call/after-close"), "classique", "call/turn call/turn", "annonces", "call/turn call/turn")},
		{"surcoinche by the defenders", "W:80S S:X N:XX", all("call/surcoinche-team")},
		{"all pass", "W:p S:p E:p N:p", all("")},
		{"bidding not closed", "W:80S S:p E:p", all("call/incomplete")},
	}
	mirror := strings.NewReplacer("W:", "E:", "E:", "W:")
	for _, tc := range cases {
		for _, p := range presetNamesForTest {
			t.Run(p+"/"+tc.name, func(t *testing.T) {
				c := presetChecker(t, p)
				calls := tc.calls
				if c.cw {
					calls = mirror.Replace(calls)
				}
				d := &notation.Deal{Pos: notation.Pos{Line: 1, Col: 1}, Number: 1, Dealer: notation.North, Calls: parseCalls(t, calls)}
				_, errs := c.CheckDeal(d)
				var got []string
				for _, e := range errs {
					if strings.HasPrefix(e.Code, "call/") {
						got = append(got, e.Code)
					}
				}
				if g := strings.Join(got, " "); g != tc.want[p] {
					t.Errorf("%s: calls %s: got %q, want %q\n%s", p, calls, g, tc.want[p], errsText(errs))
				}
			})
		}
	}
}

// The 002 example (Jeu de cartes): hearts are trump, my partner leads the
// ♣10, the next player ruffs with the ♥9, I have no club and my only trump
// is the ♥10: under base I must play it (« pisser »), under montpellier
// (003 « on ne pisse pas ») I may discard.
func TestPresetPisser(t *testing.T) {
	d := tdeal{number: 1, dealer: notation.East,
		hands: [4]string{
			"C10 CA CK DA D10 SA S10 HA", // N, my partner
			"C7 C8 C9 CJ CQ DJ H7 HK",    // E
			"H10 S7 S8 S9 D7 D8 D9 SJ",   // S, me
			"H9 HJ DK DQ SK SQ HQ H8",    // W
		},
		calls: "N:80H W:p S:p E:p",
	}
	for _, tc := range []struct {
		preset, trick string
		want          []string
	}{
		{"base", "N: C10 H9 S7 C7", []string{"play/undertrump"}},
		{"base", "N: C10 H9 H10 C7", nil},
		{"montpellier", "N: C10 H9 S7 C7", nil},
		{"montpellier", "N: C10 H9 H10 C7", nil},
	} {
		t.Run(tc.preset+"/"+tc.trick, func(t *testing.T) {
			dd := d
			dd.tricks = []string{tc.trick}
			_, errs := presetChecker(t, tc.preset).CheckDeal(dd.build(t))
			var got []string
			for _, e := range errs {
				if e.Code != "play/trick-count" {
					got = append(got, e.Code)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v\n%s", got, tc.want, errsText(errs))
			}
		})
	}
}

// TestPresetBelote: a defender's belote is refused under base (002: « Si
// un joueur de l'équipe qui remporte l'enchère ») and counts under the
// presets where anyone may declare it; 000 has no belote.
func TestPresetBelote(t *testing.T) {
	want := map[string]string{"base": "belote/team belote/team", "tournoi-2018": "belote/disabled belote/disabled"}
	for _, p := range []string{"base", "montpellier", "tournoi-2018"} {
		t.Run(p, func(t *testing.T) {
			c := presetChecker(t, p)
			d := mixed().with(6, "N: HA HK+b H9 H8").with(7, "S: HJ H7 H10 HQ+r")
			if p == "tournoi-2018" {
				d.hands = [4]string{}
			}
			o, errs := c.CheckDeal(d.build(t))
			var got []string
			for _, e := range errs {
				if strings.HasPrefix(e.Code, "belote/") {
					got = append(got, e.Code)
				}
			}
			if g := strings.Join(got, " "); g != want[p] {
				t.Errorf("got %q, want %q\n%s", g, want[p], errsText(errs))
			}
			if wantTeam := (want[p] == ""); wantTeam != (o.Belote == notation.EW) {
				t.Errorf("Belote = %v", o.Belote)
			}
		})
	}
}

// ExampleCheckGame checks a short game under montpellier: the second deal
// has a card played against the rules.
func ExampleCheckGame() {
	src := `[Rules "montpellier"]

deal 1 dealer N
N 100♠ made 112

deal 2 dealer W
hands    N: ♠A10 ♥A10 ♦A10 ♣A10
         E: ♠87 ♥87 ♦87 ♣87
         S: ♠J9 ♥J9 ♦J9 ♣J9
         W: ♠KQ ♥KQ ♦KQ ♣KQ
calls    S 80♥  E pass  N pass  W pass
tricks   S: J♠ 8♠ A♠ K♦
`
	games, err := notation.Parse("game.coinche", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	rs, _ := testPreset("montpellier")
	outcomes, errs := CheckGame(games[0], rs)
	for _, e := range errs {
		fmt.Println(e)
	}
	fmt.Println(len(outcomes), "deals;", outcomes[0].Points)
	// Output:
	// game.coinche:12:28: error[play/follow-suit]: W held ♠KQ: must follow ♠
	// game.coinche:12:32: error[play/trick-count]: the deal has 1 trick: a deal has 8 (write the rest, or a claim)
	// 2 deals; [112 50]
}
