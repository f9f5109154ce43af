package gen

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// Tests of the deals the generator makes under the bidding keys, moved
// from package rules with the generator.

// Random deals under house rules that use the house bidding keys
// replay legal, and use them: bids between the steps of 10, 250, coinches
// that leave the bidding open.
func TestRandomDealsHouseBiddingKeys(t *testing.T) {
	for _, tc := range []struct {
		name string
		toml string
	}{
		{"ladder", "extends = \"annonces\"\n[bidding]\nladder = [82, 85, 90, 100, 110, 120, 130, 140, 150, 160, 250]\n"},
		{"coinche-open-partner", "extends = \"base\"\n[bidding]\ncoinche_out_of_turn = false\ncoinche_ends_bidding = false\ncoinched_rebid = \"partner\"\nladder = [80, 90, 100, 110, 120, 130, 140, 150, 160, 250]\n"},
		{"coinche-open-none", "extends = \"montpellier\"\n[bidding]\ncoinche_out_of_turn = false\ncoinche_ends_bidding = false\ncoinched_rebid = \"none\"\nafter_coinche = \"any\"\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs, err := rulesfile.Load(tc.name+".toml", []byte(tc.toml))
			if err != nil {
				t.Fatal(err)
			}
			e, err := rules.NewEngine(rs)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(9, 9))
			dealer := notation.North
			offStep, coinched := 0, 0
			for i := 1; i <= 1000; i++ {
				d := RandomDeal(e, rng, i, dealer)
				replayDeal(t, e, d)
				for _, c := range d.Calls {
					if c.Kind == notation.Bid && c.Contract.Level == notation.Points && c.Contract.Value%10 != 0 {
						offStep++
					}
					if c.Kind == notation.Coinche {
						coinched++
					}
				}
				dealer = e.NextSeat(dealer)
			}
			if tc.name == "ladder" && offStep == 0 {
				t.Errorf("no bid of 82 or 85 in 1000 deals")
			}
			if strings.HasPrefix(tc.name, "coinche") && coinched == 0 {
				t.Errorf("no coinche in 1000 deals")
			}
		})
	}
}

// Under bidding.after_coinche = "any" the generator writes passes after a
// closing coinche from any seat, as old records do: they replay legal
// under "any", and some of them are out of turn under "in-turn".
func TestRandomDealsAfterCoincheAny(t *testing.T) {
	rs, err := rulesfile.Load("old.toml", []byte("extends = \"base\"\n[bidding]\nafter_coinche = \"any\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	strict := rs.Clone()
	strict.Bidding.AfterCoinche = rules.AfterCoincheInTurn
	e, err := rules.NewEngine(rs)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(6, 6))
	dealer := notation.North
	outOfTurn := 0
	for i := 1; i <= 1000; i++ {
		d := RandomDeal(e, rng, i, dealer)
		replayDeal(t, e, d)
		_, errs := runAuctionCalls(strict, dealer, d.Calls)
		if strings.Contains(codes(errs), "call/turn") {
			outOfTurn++
		}
		dealer = e.NextSeat(dealer)
	}
	if outOfTurn == 0 {
		t.Error("no deal with passes out of turn after a coinche in 1000")
	}
}

// TestPresetSurcoincheAtOnce plays whole recorded deals (hands, calls,
// every trick) in which the declaring side surcoinches straight after the
// coinche, no pass written between (issue 16 item 2): the declarer
// (W 80♥ S X W XX), or partner after a coinche said out of turn
// (W 80♥ N X E XX). 000, 002 and 003 let either declarer answer, no turn
// (tournoi-2018, base, montpellier: clean); 004 has the others answer in
// turn (annonces: call/turn), and so does classique (001 is silent).
// Seats are written for a counterclockwise table and mirrored for the
// clockwise presets, as in TestPresetBidding.
func TestPresetSurcoincheAtOnce(t *testing.T) {
	cases := []struct {
		name  string
		calls string
		want  map[string]string
	}{
		{"the declarer", "W:80H S:X W:XX", map[string]string{
			"tournoi-2018": "", "base": "", "montpellier": "",
			"classique": "call/turn", "annonces": "call/turn"}},
		{"partner, after a coinche out of turn", "W:80H N:X E:XX", map[string]string{
			"tournoi-2018": "", "base": "", "montpellier": "",
			// classique: the coinche may be said out of turn, not the
			// surcoinche; annonces: neither (004 « in turn »)
			"classique": "call/turn", "annonces": "call/turn call/turn"}},
	}
	mirror := strings.NewReplacer("W:", "E:", "E:", "W:")
	for _, tc := range cases {
		for _, p := range presets {
			t.Run(p+"/"+tc.name, func(t *testing.T) {
				rs, err := rulesfile.Preset(p)
				if err != nil {
					t.Fatal(err)
				}
				e, err := rules.NewEngine(rs)
				if err != nil {
					t.Fatal(err)
				}
				calls := tc.calls
				if rs.Deal.Direction == rules.DirectionClockwise {
					calls = mirror.Replace(calls)
				}
				for seed := uint64(1); seed <= 20; seed++ {
					rng := rand.New(rand.NewPCG(seed, 16))
					d := &notation.Deal{Number: 1, Dealer: notation.North, Calls: parseCalls(t, calls)}
					ge := newEngine(e)
					hands, _ := ge.dealHands(rng, d.Dealer)
					all := make([]notation.Card, 0, e.Deck().Count())
					for s := notation.North; s <= notation.West; s++ {
						n := len(all)
						all = appendSorted(all, hands[s-1])
						d.Hands = append(d.Hands, notation.Hand{Seat: s, Cards: all[n:len(all):len(all)]})
					}
					res := rules.AuctionResult{Complete: true, Declarer: d.Calls[0].Seat, Contract: d.Calls[0].Contract, Double: 2, Coincher: d.Calls[1].Seat, Bids: 1}
					ge.randomPlay(rng, d, hands, d.Dealer, res)
					g := &notation.Game{Tags: []notation.Tag{{Name: "Rules", Value: p}}, Deals: []*notation.Deal{d}}
					out, errs := rules.CheckGame(g, rs)
					var got []string
					for _, x := range errs {
						got = append(got, x.Code)
					}
					if g := strings.Join(got, " "); g != tc.want[p] {
						t.Fatalf("seed %d: calls %s: got %q, want %q\n%s", seed, calls, g, tc.want[p], errsText(errs))
					}
					if len(out) != 1 || out[0].Double != 2 || out[0].Declarer != d.Calls[0].Seat {
						t.Fatalf("seed %d: outcome %+v, want the contract surcoinched", seed, out)
					}
				}
			})
		}
	}
}

func runAuctionCalls(rs *rules.Ruleset, dealer notation.Seat, calls []notation.Call) (rules.AuctionResult, notation.ErrorList) {
	a := rules.NewAuction(rs, dealer)
	var errs notation.ErrorList
	for i := range calls {
		a.Call(&calls[i], &errs)
	}
	return a.Result(), errs
}

func codes(errs notation.ErrorList) string {
	var parts []string
	for _, e := range errs {
		parts = append(parts, fmt.Sprintf("%d:%s", e.Pos.Col, e.Code))
	}
	return strings.Join(parts, " ")
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

func errsText(errs notation.ErrorList) string {
	var b strings.Builder
	for _, e := range errs {
		b.WriteString(e.Error())
		b.WriteByte('\n')
	}
	return b.String()
}
