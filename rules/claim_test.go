package rules

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/coinche/coinche/notation"
)

// hands4 parses the four hands N, E, S, W.
func hands4(t testing.TB, n, e, s, w string) [4]Hand {
	return [4]Hand{hand(t, n), hand(t, e), hand(t, s), hand(t, w)}
}

func TestClaimHolds(t *testing.T) {
	H := notation.TrumpH
	cases := []struct {
		name    string
		rules   string
		strain  notation.Strain
		hands   [4]string // N E S W
		leader  notation.Seat
		claimer notation.Seat
		partial string // cards of the current trick led by leader
		want    bool
	}{
		{name: "last trick, top trump", rules: "base", strain: H, hands: [4]string{"HJ", "C7", "C8", "C9"}, leader: N, claimer: N, want: true},
		{name: "two top trumps", rules: "base", strain: H, hands: [4]string{"HJ H9", "C7 H7", "C8 SA", "C9 HA"}, leader: N, claimer: N, want: true},
		{name: "second spade loses to the ten", rules: "base", strain: H, hands: [4]string{"SA SK", "S10 S7", "C8 C7", "C9 D7"}, leader: N, claimer: N, want: false},
		{name: "partner wins a trick", rules: "base", strain: H, hands: [4]string{"SA D7", "S8 D9", "DA C7", "S7 D8"}, leader: N, claimer: N, want: true},
		{name: "partner claims for the team", rules: "base", strain: H, hands: [4]string{"SA D7", "S8 D9", "DA C7", "S7 D8"}, leader: N, claimer: S, want: true},
		{name: "opponents claim: false", rules: "base", strain: H, hands: [4]string{"SA D7", "S8 D9", "DA C7", "S7 D8"}, leader: N, claimer: E, want: false},
		{name: "a defender ruffs", rules: "base", strain: H, hands: [4]string{"SA SK", "H7 C7", "S7 S8", "S9 C9"}, leader: N, claimer: N, want: false},
		{name: "without the lead, a defender leads his ace", rules: "base", strain: H, hands: [4]string{"SA SK", "CA C7", "C8 D7", "C9 D8"}, leader: E, claimer: N, want: false},
		{name: "without the lead, the ace is ruffed", rules: "base", strain: H, hands: [4]string{"HJ H9", "CA C7", "C8 D7", "C9 D8"}, leader: E, claimer: N, want: true},
		{name: "partial trick: claimer wins it and the rest", rules: "base", strain: H, hands: [4]string{"HJ H9", "H8", "C8 D7", "C9 D8"}, leader: E, partial: "C7", claimer: N, want: true},
		{name: "partial trick already lost", rules: "base", strain: H, hands: [4]string{"C8 D9", "DA", "D7 C10", "DK S7"}, leader: E, partial: "CA", claimer: N, want: false},
		{name: "all trumps, eight tricks", rules: "base", strain: H, hands: [4]string{"HJ H9 HA H10 HK HQ H8 H7", "SA S10 SK SQ SJ S9 S8 S7", "DA D10 DK DQ DJ D9 D8 D7", "CA C10 CK CQ CJ C9 C8 C7"}, leader: N, claimer: N, want: true},
		{name: "seven trumps and a small spade", rules: "base", strain: H, hands: [4]string{"HJ H9 HA H10 HK HQ H8 S7", "SA S10 SK SQ SJ S9 S8 H7", "DA D10 DK DQ DJ D9 D8 D7", "CA C10 CK CQ CJ C9 C8 C7"}, leader: N, claimer: N, want: false},
		{name: "sans-atout: all aces and tens", rules: "base", strain: notation.SansAtout, hands: [4]string{"SA S10 HA H10 DA D10 CA C10", "SK SQ HK HQ DK DQ CK CQ", "SJ S9 HJ H9 DJ D9 CJ C9", "S8 S7 H8 H7 D8 D7 C8 C7"}, leader: N, claimer: N, want: true},
		{name: "jass: nine trumps take nine tricks", rules: "tournoi-2018", strain: notation.TrumpS, hands: [4]string{"SJ S9 SA SK SQ S10 S8 S7 S6", "HA HK HQ HJ H10 H9 H8 H7 H6", "DA DK DQ DJ D10 D9 D8 D7 D6", "CA CK CQ CJ C10 C9 C8 C7 C6"}, leader: E, claimer: N, want: true},
		{name: "jass: eight trumps and a heart", rules: "tournoi-2018", strain: notation.TrumpS, hands: [4]string{"SJ S9 SA SK SQ S10 S8 S7 H6", "HA HK HQ HJ H10 H9 H8 H7 S6", "DA DK DQ DJ D10 D9 D8 D7 D6", "CA CK CQ CJ C10 C9 C8 C7 C6"}, leader: E, claimer: N, want: false},
		{name: "jass: jack alone cannot be drawn", rules: "tournoi-2018", strain: notation.TrumpS, hands: [4]string{"S9 SA", "SJ H6", "D6 D7", "C6 C7"}, leader: N, claimer: N, want: false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := testEngine(t, c.rules)
			hs := hands4(t, c.hands[0], c.hands[1], c.hands[2], c.hands[3])
			var p *TrickState
			if c.partial != "" {
				p = trick(t, e, c.strain, c.leader, c.partial)
			}
			if got := e.ClaimHolds(c.strain, hs, c.leader, c.claimer, p); got != c.want {
				t.Errorf("ClaimHolds = %v, want %v", got, c.want)
			}
		})
	}
}

// TestClaimHoldsBrute compares the search with a plain minimax without
// pruning on random end positions of three tricks.
func TestClaimHoldsBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, name := range []string{"base", "montpellier", "tournoi-2018", "classique"} {
		e := testEngine(t, name)
		deck := e.Deck().Cards(nil)
		agree, yes := 0, 0
		for i := 0; i < 300; i++ {
			rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
			var hs [4]Hand
			for k := 0; k < 12; k++ {
				hs[k%4] = hs[k%4].With(deck[k])
			}
			strain := notation.Strain(1 + rng.IntN(4))
			if name == "base" {
				strain = notation.Strain(1 + rng.IntN(6))
			}
			leader := notation.Seat(1 + rng.IntN(4))
			claimer := notation.Seat(1 + rng.IntN(4))
			got := e.ClaimHolds(strain, hs, leader, claimer, nil)
			var ts TrickState
			ts.Start(strain, leader)
			want := bruteClaim(e, hs, &ts, claimer.Team())
			if got != want {
				t.Fatalf("%s: ClaimHolds(%v, %v, leader %s, claimer %s) = %v, brute force %v", name, strain, hs, leader.String(), claimer.String(), got, want)
			}
			agree++
			if got {
				yes++
			}
		}
		if yes == 0 || yes == agree {
			t.Errorf("%s: %d of %d claims hold: the test does not exercise both answers", name, yes, agree)
		}
	}
}

func bruteClaim(e *Engine, hs [4]Hand, t *TrickState, team notation.Team) bool {
	return bruteTakes(e, hs, t, team, func(w notation.Seat) bool { return w.Team() == team })
}

// bruteTakes is a claim by plain minimax: team chooses its cards, the
// others theirs, and every trick must be won by a seat takes accepts.
func bruteTakes(e *Engine, hs [4]Hand, t *TrickState, team notation.Team, takes func(notation.Seat) bool) bool {
	if t.N == 4 {
		w := t.Seats[e.Winner(t)]
		if !takes(w) {
			return false
		}
		var n TrickState
		n.Start(t.Strain, w)
		return bruteTakes(e, hs, &n, team, takes)
	}
	if t.N == 0 && hs[0]|hs[1]|hs[2]|hs[3] == 0 {
		return true
	}
	seat := e.Next(t)
	legal, _ := e.Legal(t, hs[seat-1], seat)
	ours := seat.Team() == team
	for _, c := range legal.Cards(nil) {
		n := *t
		e.Add(&n, c)
		h2 := hs
		h2[seat-1] = h2[seat-1].Without(c)
		ok := bruteTakes(e, h2, &n, team, takes)
		if ours && ok {
			return true
		}
		if !ours && !ok {
			return false
		}
	}
	return !ours
}

func TestClaimJass(t *testing.T) {
	Sp := notation.TrumpS
	cases := []struct {
		name     string
		hands    [4]string
		leader   notation.Seat
		claimer  notation.Seat
		partial  string
		want     notation.Team
		wantLead bool
	}{
		{name: "claimer holds every trump and master", hands: [4]string{"SJ HA CA", "H9 C9 C10", "H7 C8 H8", "HK C7 H6"}, leader: N, claimer: N, want: notation.NS, wantLead: true},
		{name: "partner holds a trump (000: même son partenaire)", hands: [4]string{"SJ HA CA", "H9 C9 C10", "S6 C8 H8", "HK C7 H6"}, leader: N, claimer: N, want: notation.EW, wantLead: true},
		{name: "an opponent holds a master card", hands: [4]string{"SJ HA C9", "H9 CA C10", "H7 C8 H8", "HK C7 H6"}, leader: N, claimer: N, want: notation.EW, wantLead: true},
		{name: "partner holds a master card", hands: [4]string{"SJ HA C9", "H9 C8 C10", "H7 CA H8", "HK C7 H6"}, leader: N, claimer: N, want: notation.EW, wantLead: true},
		{name: "claimer without the lead", hands: [4]string{"SJ HA CA", "H9 C9 C10", "H7 C8 H8", "HK C7 H6"}, leader: E, claimer: N, want: notation.EW, wantLead: false},
		{name: "east claims", hands: [4]string{"H9 C9 C10", "SJ HA CA", "H7 C8 H8", "HK C7 H6"}, leader: E, claimer: E, want: notation.EW, wantLead: true},
		{name: "east claims, north holds a trump", hands: [4]string{"H9 C9 S6", "SJ HA CA", "H7 C8 H8", "HK C7 H6"}, leader: E, claimer: E, want: notation.NS, wantLead: true},
		{name: "during a trick", hands: [4]string{"SJ HA", "H9 C9 C10", "H7 C8 H8", "HK C7 H6"}, leader: N, partial: "CA", claimer: N, want: notation.EW, wantLead: false},
	}
	e := testEngine(t, "tournoi-2018")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			hs := hands4(t, c.hands[0], c.hands[1], c.hands[2], c.hands[3])
			var p *TrickState
			if c.partial != "" {
				p = trick(t, e, Sp, c.leader, c.partial)
			}
			got, lead := e.ClaimJass(Sp, hs, c.leader, c.claimer, p)
			if got != c.want || lead != c.wantLead {
				t.Errorf("ClaimJass = %v, %v; want %v, %v", got, lead, c.want, c.wantLead)
			}
		})
	}
}

func BenchmarkClaimHoldsFirstTrick(b *testing.B) {
	e := testEngine(b, "base")
	rng := rand.New(rand.NewPCG(3, 4))
	deck := e.Deck().Cards(nil)
	type pos struct {
		hs      [4]Hand
		strain  notation.Strain
		claimer notation.Seat
	}
	var ps []pos
	for i := 0; i < 64; i++ {
		rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		var hs [4]Hand
		for k, c := range deck {
			hs[k%4] = hs[k%4].With(c)
		}
		ps = append(ps, pos{hs, notation.Strain(1 + rng.IntN(4)), notation.Seat(1 + rng.IntN(4))})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		e.ClaimHolds(p.strain, p.hs, notation.North, p.claimer, nil)
	}
}

func TestClaimTricks(t *testing.T) {
	H := notation.TrumpH
	cases := []struct {
		name    string
		hands   [4]string // N E S W
		leader  notation.Seat
		claimer notation.Seat
		partial string
		tricks  int
		want    bool
	}{
		{name: "the spade ace takes one", hands: [4]string{"SA SK", "S10 S7", "C8 C7", "C9 D7"}, leader: N, claimer: N, tricks: 1, want: true},
		{name: "the king loses to the ten", hands: [4]string{"SA SK", "S10 S7", "C8 C7", "C9 D7"}, leader: N, claimer: N, tricks: 2, want: false},
		{name: "the others take the other one", hands: [4]string{"SA SK", "S10 S7", "C8 C7", "C9 D7"}, leader: N, claimer: E, tricks: 1, want: true},
		{name: "a ruff beats the only claimed trick", hands: [4]string{"SA SK", "H7 C7", "S7 S8", "S9 C9"}, leader: N, claimer: N, tricks: 1, want: false},
		{name: "no trick always holds", hands: [4]string{"SA SK", "H7 C7", "S7 S8", "S9 C9"}, leader: N, claimer: N, tricks: 0, want: true},
		{name: "more than remain never holds", hands: [4]string{"HJ H9", "C7 H7", "C8 SA", "C9 HA"}, leader: N, claimer: N, tricks: 3, want: false},
		{name: "partial trick counted", hands: [4]string{"HJ H9", "H8", "C8 D7", "C9 D8"}, leader: E, partial: "C7", claimer: N, tricks: 2, want: true},
	}
	e := testEngine(t, "base")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			hs := hands4(t, c.hands[0], c.hands[1], c.hands[2], c.hands[3])
			var p *TrickState
			if c.partial != "" {
				p = trick(t, e, H, c.leader, c.partial)
			}
			if got := e.ClaimTricks(H, hs, c.leader, c.claimer, p, c.tricks); got != c.want {
				t.Errorf("ClaimTricks = %v, want %v", got, c.want)
			}
			line := e.ClaimCounter(H, hs, c.leader, c.claimer, p, c.tricks)
			if (line == nil) != c.want {
				t.Errorf("ClaimCounter = %v, want a line: %v", line, !c.want)
			}
		})
	}
}

// TestClaimTricksBrute compares ClaimTricks with the most tricks a team
// can make sure of, by a plain minimax, on random endings of three
// tricks (some in the middle of a trick), and checks that each counter
// line is legal and beats the claim.
func TestClaimTricksBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, name := range []string{"base", "montpellier", "tournoi-2018", "classique"} {
		e := testEngine(t, name)
		deck := e.Deck().Cards(nil)
		held, refused := 0, 0
		for i := 0; i < 300; i++ {
			rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
			var hs [4]Hand
			for k := 0; k < 12; k++ {
				hs[k%4] = hs[k%4].With(deck[k])
			}
			strain := notation.Strain(1 + rng.IntN(6))
			leader := notation.Seat(1 + rng.IntN(4))
			claimer := notation.Seat(1 + rng.IntN(4))
			var ts TrickState
			ts.Start(strain, leader)
			for n := rng.IntN(3); n > 0; n-- { // cards of the trick in progress
				seat := e.Next(&ts)
				legal, _ := e.Legal(&ts, hs[seat-1], seat)
				c := legal.Cards(nil)[rng.IntN(legal.Count())]
				e.Add(&ts, c)
				hs[seat-1] = hs[seat-1].Without(c)
			}
			most := bruteTricks(e, hs, ts, claimer.Team())
			for k := 0; k <= 3; k++ {
				got := e.ClaimTricks(strain, hs, leader, claimer, &ts, k)
				if got != (k <= most) {
					t.Fatalf("%s: ClaimTricks(%v, %v, leader %s, claimer %s, %d) = %v; the team can make sure of %d", name, strain, hs, leader.String(), claimer.String(), k, got, most)
				}
				if got {
					held++
					continue
				}
				refused++
				line := e.ClaimCounter(strain, hs, leader, claimer, &ts, k)
				if won := replayLine(t, e, hs, ts, line, claimer.Team()); won >= k {
					t.Fatalf("%s: the counter line %v gives the claimers %d tricks, claimed %d", name, line, won, k)
				}
			}
		}
		if held == 0 || refused == 0 {
			t.Errorf("%s: %d claims held, %d refused: the test does not exercise both answers", name, held, refused)
		}
	}
}

// bruteTricks is the most tricks team can make sure of from (hs, t), by
// a plain minimax.
func bruteTricks(e *Engine, hs [4]Hand, t TrickState, team notation.Team) int {
	if t.N == 4 {
		w := t.Seats[e.Winner(&t)]
		n := 0
		if w.Team() == team {
			n = 1
		}
		t.Start(t.Strain, w)
		return n + bruteTricks(e, hs, t, team)
	}
	if t.N == 0 && hs[0]|hs[1]|hs[2]|hs[3] == 0 {
		return 0
	}
	seat := e.Next(&t)
	legal, _ := e.Legal(&t, hs[seat-1], seat)
	ours := seat.Team() == team
	best := -1
	for _, c := range legal.Cards(nil) {
		n := t
		e.Add(&n, c)
		h2 := hs
		h2[seat-1] = h2[seat-1].Without(c)
		v := bruteTricks(e, h2, n, team)
		if best < 0 || ours && v > best || !ours && v < best {
			best = v
		}
	}
	return best
}

// replayLine checks that line continues (hs, t) legally to the end and
// returns the tricks team takes in it.
func replayLine(t *testing.T, e *Engine, hs [4]Hand, ts TrickState, line []TrickState, team notation.Team) int {
	t.Helper()
	if len(line) == 0 {
		t.Fatalf("no counter line")
	}
	won := 0
	for i, tr := range line {
		if tr.N != 4 || tr.Leader != ts.Leader || i == 0 && !slices.Equal(tr.Cards[:ts.N], ts.Cards[:ts.N]) {
			t.Fatalf("trick %d of the line %v does not follow", i, tr)
		}
		for j := ts.N; j < 4; j++ {
			seat := e.Next(&ts)
			if legal, _ := e.Legal(&ts, hs[seat-1], seat); !legal.Has(tr.Cards[j]) {
				t.Fatalf("trick %d of the line: %s may not play %s", i, seat.String(), tr.Cards[j])
			}
			e.Add(&ts, tr.Cards[j])
			hs[seat-1] = hs[seat-1].Without(tr.Cards[j])
		}
		w := ts.Seats[e.Winner(&ts)]
		if w.Team() == team {
			won++
		}
		ts.Start(ts.Strain, w)
	}
	if hs[0]|hs[1]|hs[2]|hs[3] != 0 {
		t.Fatalf("the line stops before the end")
	}
	return won
}

// TestSoloHolds checks SoloHolds (a générale: one player alone takes every
// trick) on hand-built positions and against a brute-force search on
// random endings of two and three tricks.
func TestSoloHolds(t *testing.T) {
	S := notation.TrumpS
	cases := []struct {
		name   string
		hands  [4]string // N E S W
		leader notation.Seat
		player notation.Seat
		want   bool
	}{
		{name: "all the masters", hands: [4]string{"SJ S9", "H7 H8", "D7 D8", "C7 C8"}, leader: N, player: N, want: true},
		{name: "partner's master trump takes a trick", hands: [4]string{"SA SK", "H7 H8", "SJ D8", "C7 C8"}, leader: N, player: N, want: false},
		{name: "partner discards under the masters", hands: [4]string{"HA HK", "H7 H8", "D7 D8", "C7 C8"}, leader: N, player: N, want: true},
		{name: "partner must follow with his ace", hands: [4]string{"HK HQ", "C7 C8", "HA D8", "D7 D9"}, leader: N, player: N, want: false},
		{name: "the team takes all, but not one player", hands: [4]string{"SJ D7", "H7 H8", "DA S9", "C7 C8"}, leader: N, player: N, want: false},
	}
	e := testEngine(t, "tournoi-2018")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			hs := hands4(t, c.hands[0], c.hands[1], c.hands[2], c.hands[3])
			if got := e.SoloHolds(S, hs, c.leader, c.player, nil); got != c.want {
				t.Errorf("SoloHolds = %v, want %v", got, c.want)
			}
		})
	}
	rng := rand.New(rand.NewPCG(7, 12))
	for _, name := range []string{"tournoi-2018", "montpellier", "base"} {
		e := testEngine(t, name)
		deck := e.Deck().Cards(nil)
		yes, no := 0, 0
		for i := 0; i < 3000; i++ {
			rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
			n := 8 + 4*rng.IntN(2)
			var hs [4]Hand
			for k := 0; k < n; k++ {
				hs[k%4] = hs[k%4].With(deck[k])
			}
			strain := notation.Strain(1 + rng.IntN(6))
			if name == "tournoi-2018" {
				strain = notation.Strain(1 + rng.IntN(4))
			}
			leader := notation.Seat(1 + rng.IntN(4))
			player := notation.Seat(1 + rng.IntN(4))
			var ts TrickState
			ts.Start(strain, leader)
			want := bruteTakes(e, hs, &ts, player.Team(), func(w notation.Seat) bool { return w == player })
			if got := e.SoloHolds(strain, hs, leader, player, nil); got != want {
				t.Fatalf("%s: SoloHolds(%v, %v, leader %s, player %s) = %v, brute force %v", name, strain, hs, leader.String(), player.String(), got, want)
			}
			if want {
				yes++
			} else {
				no++
			}
		}
		if yes == 0 || no == 0 {
			t.Errorf("%s: %d hold, %d do not: the test does not exercise both answers", name, yes, no)
		}
	}
}
