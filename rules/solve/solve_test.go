package solve

import (
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

const (
	N = notation.North
	E = notation.East
	S = notation.South
	W = notation.West
)

func engine(t testing.TB, name string) *rules.Engine {
	t.Helper()
	rs, err := rulesfile.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	e, err := rules.NewEngine(rs)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// hand parses cards written suit letter first: "HJ S10 C7".
func hand(t testing.TB, s string) rules.Hand {
	t.Helper()
	var h rules.Hand
	suits := map[byte]notation.Suit{'S': notation.Spades, 'H': notation.Hearts, 'D': notation.Diamonds, 'C': notation.Clubs}
	ranks := map[string]notation.Rank{"6": notation.Six, "7": notation.Seven, "8": notation.Eight, "9": notation.Nine, "10": notation.Ten, "J": notation.Jack, "Q": notation.Queen, "K": notation.King, "A": notation.Ace}
	for _, f := range strings.Fields(s) {
		su, ok1 := suits[f[0]]
		r, ok2 := ranks[f[1:]]
		if !ok1 || !ok2 {
			t.Fatalf("bad card %q", f)
		}
		h = h.With(rules.MakeCard(r, su))
	}
	return h
}

// minimax is the reference: a plain exhaustive minimax over every legal
// card, no pruning, no table.
func minimax(e *rules.Engine, hands [4]rules.Hand, t rules.TrickState, team notation.Team) int {
	if t.N == 4 {
		w := t.Seats[e.Winner(&t)]
		pts := e.TrickPoints(&t)
		left := hands[0] | hands[1] | hands[2] | hands[3]
		if left == 0 {
			pts += e.Ruleset().Cards.LastTrick
		}
		if w.Team() != team {
			pts = 0
		}
		if left == 0 {
			return pts
		}
		t.Start(t.Strain, w)
		return pts + minimax(e, hands, t, team)
	}
	seat := e.Next(&t)
	legal, _ := e.Legal(&t, hands[seat-1], seat)
	maxi := seat.Team() == team
	best := -1
	for x := legal; x != 0; x &= x - 1 {
		c := rules.Card(bits.TrailingZeros64(uint64(x)))
		nt := t
		e.Add(&nt, c)
		hs := hands
		hs[seat-1] = hs[seat-1].Without(c)
		v := minimax(e, hs, nt, team)
		if best < 0 || maxi && v > best || !maxi && v < best {
			best = v
		}
	}
	return best
}

var strains = []notation.Strain{notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC, notation.SansAtout, notation.ToutAtout}

// randomEnding deals the deck at random, plays random legal cards until
// tricks tricks remain, then plays extra (0..3) cards of the next trick.
func randomEnding(e *rules.Engine, r *rand.Rand, tricks, extra int) Position {
	deck := e.Deck().Cards(nil)
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	per := len(deck) / 4
	var p Position
	for i, c := range deck {
		p.Hands[i/per] = p.Hands[i/per].With(c)
	}
	p.Declarers = notation.TeamAt(r.IntN(2))
	p.Trick.Start(strains[r.IntN(len(strains))], notation.Seat(1+r.IntN(4)))
	play := (per-tricks)*4 + extra
	for i := 0; i < play; i++ {
		if p.Trick.N == 4 {
			p.Trick.Start(p.Trick.Strain, p.Trick.Seats[e.Winner(&p.Trick)])
		}
		seat := e.Next(&p.Trick)
		legal, _ := e.Legal(&p.Trick, p.Hands[seat-1], seat)
		cs := legal.Cards(nil)
		c := cs[r.IntN(len(cs))]
		e.Add(&p.Trick, c)
		p.Hands[seat-1] = p.Hands[seat-1].Without(c)
	}
	if p.Trick.N == 4 {
		p.Trick.Start(p.Trick.Strain, p.Trick.Seats[e.Winner(&p.Trick)])
	}
	return p
}

// variants are play rules no preset has, each on top of a preset.
var variants = []struct {
	name, preset string
	mod          func(*rules.Ruleset)
}{
	{"partner master on a trump lead", "base", func(r *rules.Ruleset) {
		p := &r.Play
		p.PartnerMasterTrumpLed = true
	}},
	{"must trump always", "base", func(r *rules.Ruleset) {
		p := &r.Play
		p.MustTrump = rules.PlayMustTrumpAlways
	}},
	{"never trump, undertrump only with trumps left", "montpellier", func(r *rules.Ruleset) {
		p := &r.Play

		p.MustTrump, p.Undertrump = rules.PlayMustTrumpNever, rules.PlayUndertrumpOnlyTrumpsLeft
	}},
	{"trump led: follow; no overtrump on a ruff", "base", func(r *rules.Ruleset) {
		p := &r.Play
		p.TrumpLed, p.OvertrumpOnRuff = rules.PlayTrumpLedFollow, false
	}},
	{"jass trump rules, 32 cards", "classique", func(r *rules.Ruleset) {
		p := &r.Play

		p.TrumpWhileHolding, p.TrumpJackExempt, p.OvertrumpPartner = true, true, true
	}},
	{"jass trump rules, the exempt jack below the nine", "classique", func(r *rules.Ruleset) {
		r.Play.TrumpWhileHolding, r.Play.TrumpJackExempt, r.Play.OvertrumpPartner = true, true, true
		r.Cards.TrumpOrder = []string{"9", "J", "A", "10", "K", "Q", "8", "7"}
		r.Cards.TrumpPoints = []int{14, 20, 11, 10, 4, 3, 0, 0}
	}},
	// a house dix de der (cards.last_trick, ≥ 0 in docs/rulesets.md) large
	// enough that the last two tricks hold more points than the endgame
	// table's 8-bit bounds (endMaxPoints): those endings are not stored
	{"dix de der of 300", "base", func(r *rules.Ruleset) {
		r.Cards.LastTrick = 300
	}},
	{"tout-atout: no overtrump", "base", func(r *rules.Ruleset) {
		p := &r.Play
		p.ToutAtoutOvertrump = false
	}},
}

// namedEngine is a ruleset the tests solve under: a preset or a variant.
type namedEngine struct {
	name string
	e    *rules.Engine
}

// testEngines is every preset, then every variant (variants).
func testEngines(t *testing.T) []namedEngine {
	t.Helper()
	var sets []namedEngine
	for _, pi := range rulesfile.Presets() {
		sets = append(sets, namedEngine{pi.Name, engine(t, pi.Name)})
	}
	for _, v := range variants {
		rs, err := rulesfile.Preset(v.preset)
		if err != nil {
			t.Fatal(err)
		}
		v.mod(rs)
		e, err := rules.NewEngine(rs)
		if err != nil {
			t.Fatal(err)
		}
		sets = append(sets, namedEngine{v.name, e})
	}
	return sets
}

// TestAgainstMinimax compares Value, Best and Cards with the exhaustive
// minimax on random endings of 1 to 4 tricks (1000 for each ruleset, 250
// of each length) under every preset and the variants.
func TestAgainstMinimax(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 100
	}
	for _, rs := range testEngines(t) {
		t.Run(rs.name, func(t *testing.T) {
			e := rs.e
			s, near := New(e), NewSize(e, 10)
			r := rand.New(rand.NewPCG(1, uint64(len(rs.name))))
			for i := 0; i < n; i++ {
				p := randomEnding(e, r, 1+i%4, r.IntN(4))
				want := minimax(e, p.Hands, p.Trick, p.Declarers)
				if got := s.Value(p); got != want {
					t.Fatalf("deal %d: Value = %d, minimax %d\n%s", i, got, want, describe(p))
				}
				// a guess near the value (or the value itself), on a
				// solver whose table does not know the position
				if g := want + r.IntN(21) - 10; near.ValueNear(p, g) != want {
					t.Fatalf("deal %d: ValueNear(%d) = %d, minimax %d\n%s", i, g, near.ValueNear(p, g), want, describe(p))
				}
				// a range known to hold the value, on either side or
				// both, narrow or wide
				least, most := want-r.IntN(3)*r.IntN(20), want+r.IntN(3)*r.IntN(20)
				if lo, hi := near.BoundsIn(p, want+r.IntN(5)-2, least, most); lo != want || hi != want {
					t.Fatalf("deal %d: BoundsIn(%d..%d) = %d..%d, minimax %d\n%s", i, least, most, lo, hi, want, describe(p))
				}
				// the zero-window test on each side of the value
				if !near.AtLeast(p, want) || near.AtLeast(p, want+1) {
					t.Fatalf("deal %d: AtLeast(%d) = %v, AtLeast(%d) = %v, minimax %d\n%s", i, want, near.AtLeast(p, want), want+1, near.AtLeast(p, want+1), want, describe(p))
				}
				if i%4 != 0 {
					continue
				}
				v, best := s.Best(p)
				if v != want || best == 0 {
					t.Fatalf("deal %d: Best = %d %v, minimax %d\n%s", i, v, best, want, describe(p))
				}
				if b := near.BestAt(p, want, 0); b != best {
					t.Fatalf("deal %d: BestAt = %v, Best %v\n%s", i, b, best, describe(p))
				}
				// the cards known not to be best are not tested
				_, _, legal, _ := near.turn(&p)
				if notBest := legal &^ best; notBest != 0 {
					if b := near.BestAt(p, want, notBest&-notBest); b != best {
						t.Fatalf("deal %d: BestAt without %v = %v, Best %v\n%s", i, notBest&-notBest, b, best, describe(p))
					}
				}
				for _, cv := range s.Cards(p, nil) {
					q := p
					seat := e.Next(&q.Trick)
					q.Hands[seat-1] = q.Hands[seat-1].Without(cv.Card)
					e.Add(&q.Trick, cv.Card)
					if mv := minimax(e, q.Hands, q.Trick, q.Declarers); cv.Value != mv {
						t.Fatalf("deal %d: card %v = %d, minimax %d\n%s", i, cv.Card, cv.Value, mv, describe(p))
					}
					if best.Has(cv.Card) != (cv.Value == v) {
						t.Fatalf("deal %d: card %v value %d, best %v (value %d)\n%s", i, cv.Card, cv.Value, best, v, describe(p))
					}
				}
			}
		})
	}
}

func describe(p Position) string {
	var b strings.Builder
	for s := N; s <= W; s++ {
		b.WriteString(s.String() + ": " + p.Hands[s-1].String() + "\n")
	}
	b.WriteString("trick:")
	for i := 0; i < p.Trick.N; i++ {
		b.WriteString(" " + p.Trick.Seats[i].String() + " " + p.Trick.Cards[i].String())
	}
	b.WriteString(" leader " + p.Trick.Leader.String() + " strain " + p.Trick.Strain.String() + " declarers " + p.Declarers.String())
	return b.String()
}

// TestSureBounds checks the bounds of a trick start before any search
// against the exhaustive minimax at trick starts of random endings of 1
// to 4 tricks under every preset and the variants: each team's sure
// points (sure), and startBounds with no table entry (sure, quick and
// tricksWon).
func TestSureBounds(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	for _, rs := range testEngines(t) {
		t.Run(rs.name, func(t *testing.T) {
			e := rs.e
			s := New(e)
			r := rand.New(rand.NewPCG(7, uint64(len(rs.name))))
			for i := 0; i < n; i++ {
				p := randomEnding(e, r, 1+i%4, 0)
				want := minimax(e, p.Hands, p.Trick, p.Declarers)
				s.setup(&p)
				total := s.left + s.last
				own, their := s.sure()
				if own > want || total-their < want {
					t.Fatalf("deal %d: sure points %d and %d of %d, minimax %d\n%s", i, own, their, total, want, describe(p))
				}
				lo, hi, _ := s.startBounds(nil, p.Trick.Leader, total, -1, total+1)
				if lo > want || hi < want {
					t.Fatalf("deal %d: bounds %d..%d of %d, minimax %d\n%s", i, lo, hi, total, want, describe(p))
				}
			}
		})
	}
}

// TestKnownPositions checks hand-built positions whose value is worked
// out by hand in the comments.
func TestKnownPositions(t *testing.T) {
	H := notation.TrumpH
	cases := []struct {
		name   string
		rules  string
		strain notation.Strain
		hands  [4]string // N E S W
		leader notation.Seat
		team   notation.Team
		want   int
		best   string // the best cards of the seat to play
	}{
		// N holds every master: NS takes all 162 points whoever leads.
		{name: "all masters, N leads", rules: "base", strain: H,
			hands:  [4]string{"HJ H9 HA H10 HK HQ H8 H7", "SA S10 SK SQ SJ S9 S8 S7", "DA D10 DK DQ DJ D9 D8 D7", "CA C10 CK CQ CJ C9 C8 C7"},
			leader: N, team: notation.NS, want: 162, best: "HJ H9 HA H10 HK HQ H8 H7"},
		// the same, counted for the defenders: nothing.
		{name: "all masters, defenders' count", rules: "base", strain: H,
			hands:  [4]string{"HJ H9 HA H10 HK HQ H8 H7", "SA S10 SK SQ SJ S9 S8 S7", "DA D10 DK DQ DJ D9 D8 D7", "CA C10 CK CQ CJ C9 C8 C7"},
			leader: N, team: notation.EW, want: 0, best: "HJ H9 HA H10 HK HQ H8 H7"},
		// Trick 1: N ♠7, W must trump (♥J, opponent master), S has no
		// higher trump: under base (undertrump forced) S must play ♥10
		// under it, E ♠A: EW 41. Trick 2: W ♦8, S ♦7, E ♣7, N ♣8: EW
		// 10 (dix de der). NS: 0.
		{name: "forced undertrump (base)", rules: "base", strain: H,
			hands:  [4]string{"S7 C8", "SA C7", "H10 D7", "HJ D8"},
			leader: N, team: notation.NS, want: 0, best: "S7 C8"},
		// Montpellier: undertrump free: S keeps ♥10 and discards ♦7.
		// Best is N ♣8 first: W ♥J, S ♦7, E ♣7 (EW 20); then W ♦8 is
		// ruffed by the ♥10 and E's ♠A falls on it: NS 10 + 11 + 10
		// (dix de der) = 31. Leading ♠7 instead, E's ♠A goes to W's
		// trick: NS 20 only.
		{name: "undertrump free (montpellier)", rules: "montpellier", strain: H,
			hands:  [4]string{"S7 C8", "SA C7", "H10 D7", "HJ D8"},
			leader: N, team: notation.NS, want: 31, best: "C8"},
		// Sans-atout, the last two tricks: N cashes ♣A and E, void, must
		// let go either the ♦10 (10 points on N's trick) or the guard of
		// ♠K (then N's ♠Q takes the last trick, the ♦10 with it). Giving
		// the ♦10: NS 19 + 10 = 29, E's ♠K takes the last trick. Letting
		// go ♠K: NS 19 + 4, then 3 + 10 + 10 = 46. Leading ♠Q first
		// loses both tricks (0).
		{name: "squeeze of the last two tricks", rules: "base", strain: notation.SansAtout,
			hands:  [4]string{"CA SQ", "SK D10", "D8 H7", "C7 D7"},
			leader: N, team: notation.NS, want: 29, best: "CA"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := engine(t, c.rules)
			s := New(e)
			var p Position
			for i := range p.Hands {
				p.Hands[i] = hand(t, c.hands[i])
			}
			p.Trick.Start(c.strain, c.leader)
			p.Declarers = c.team
			if p.Hands[0].Count() > 4 {
				// too long for the plain minimax
			} else if got := minimax(e, p.Hands, p.Trick, p.Declarers); got != c.want {
				t.Fatalf("minimax = %d, want %d (the test's own value is wrong)", got, c.want)
			}
			v, best := s.Best(p)
			if v != c.want || best != hand(t, c.best) {
				t.Errorf("Best = %d %v, want %d %v", v, best, c.want, hand(t, c.best))
			}
		})
	}
}

// TestFullDeals solves random deals three ways that must agree: a solver
// kept from deal to deal, a fresh one, and one with a table of 1024
// entries (collisions and replacements all the time); and the values for
// NS and for EW add up to every point of the deal. Full deals under
// montpellier; endings of 6 tricks under tournoi-2018 (36 cards).
func TestFullDeals(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 3
	}
	for _, c := range []struct {
		name   string
		tricks int
	}{{"montpellier", 8}, {"tournoi-2018", 6}} {
		t.Run(c.name, func(t *testing.T) {
			e := engine(t, c.name)
			kept, tiny := New(e), NewSize(e, 10)
			r := rand.New(rand.NewPCG(9, 9))
			for i := 0; i < n; i++ {
				p := randomEnding(e, r, c.tricks, 0)
				p.Trick.Start(strains[i%len(strains)], p.Trick.Leader)
				a, b, d := kept.Value(p), New(e).Value(p), tiny.Value(p)
				if a != b || a != d {
					t.Fatalf("deal %d: kept %d, fresh %d, tiny table %d\n%s", i, a, b, d, describe(p))
				}
				var left rules.Hand
				for _, h := range p.Hands {
					left |= h
				}
				total := e.HandPoints(p.Trick.Strain, left) + e.Ruleset().Cards.LastTrick
				q := p
				q.Declarers = 3 - p.Declarers
				if v := kept.Value(q); a+v != total {
					t.Fatalf("deal %d: %v %d + %v %d != %d", i, p.Declarers, a, q.Declarers, v, total)
				}
			}
		})
	}
}

func TestCheck(t *testing.T) {
	e := engine(t, "montpellier")
	s := New(e)
	good := func() Position {
		var p Position
		p.Hands = [4]rules.Hand{hand(t, "SA"), hand(t, "S7"), hand(t, "S8"), hand(t, "S9")}
		p.Trick.Start(notation.TrumpH, N)
		p.Declarers = notation.NS
		return p
	}
	cases := []struct {
		name string
		mod  func(*Position)
		ok   bool
	}{
		{"a good position", func(*Position) {}, true},
		{"a good position in a trick", func(p *Position) {
			e.Add(&p.Trick, rules.MakeCard(notation.Ace, notation.Spades))
			p.Hands[0] = 0
		}, true},
		{"no strain", func(p *Position) { p.Trick.Strain = 0 }, false},
		{"no declarers", func(p *Position) { p.Declarers = notation.NoTeam }, false},
		{"a six in a 32-card deck", func(p *Position) { p.Hands[1] |= hand(t, "S6") }, false},
		{"a card held twice", func(p *Position) { p.Hands[1] |= hand(t, "SA") }, false},
		{"a card held and played", func(p *Position) { e.Add(&p.Trick, rules.MakeCard(notation.Ace, notation.Spades)) }, false},
		{"no card in a trick slot", func(p *Position) { p.Trick.N = 1 }, false},
		{"a trick of five", func(p *Position) { p.Trick.N = 5 }, false},
		{"a card out of turn", func(p *Position) {
			e.Add(&p.Trick, rules.MakeCard(notation.Ace, notation.Spades))
			p.Hands[0] = 0
			p.Trick.Seats[0] = E
		}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := good()
			c.mod(&p)
			err := s.Check(p)
			if (err == nil) != c.ok {
				t.Fatalf("Check = %v, want ok %v", err, c.ok)
			}
			if v, best := s.Best(p); !c.ok && (v != 0 || best != 0) {
				t.Errorf("Best of a bad position = %d %v", v, best)
			}
		})
	}
}

// TestExemptJackKept: under jass play rules where the exempt trump jack is
// not the top trump, its holder need not play it on the trump leads that
// draw the other trumps, and ruffs the leader's masters with it later: the
// leader's masters are not a claim of every trick (quick).
func TestExemptJackKept(t *testing.T) {
	rs, err := rulesfile.Preset("classique")
	if err != nil {
		t.Fatal(err)
	}
	rs.Play.TrumpWhileHolding, rs.Play.TrumpJackExempt, rs.Play.OvertrumpPartner = true, true, true
	rs.Play.MustTrump, rs.Play.TrumpLed, rs.Play.Undertrump = rules.PlayMustTrumpNever, rules.PlayTrumpLedFollow, rules.PlayUndertrumpOnlyTrumpsLeft
	rs.Cards.TrumpOrder = []string{"9", "J", "A", "10", "K", "Q", "8", "7"}
	rs.Cards.TrumpPoints = []int{14, 20, 11, 10, 4, 3, 0, 0}
	e, err := rules.NewEngine(rs)
	if err != nil {
		t.Fatal(err)
	}
	p := Position{Hands: [4]rules.Hand{hand(t, "S9 HA HK"), hand(t, "SJ D7 D8"), hand(t, "C7 C8 C9"), hand(t, "D9 D10 C10")}, Declarers: notation.NS}
	p.Trick.Start(notation.TrumpS, N)
	want := minimax(e, p.Hands, p.Trick, p.Declarers)
	if got := New(e).Value(p); got != want {
		t.Fatalf("Value = %d, minimax %d", got, want)
	}
	if total := 14 + 11 + 4 + 20 + 10 + 10 + e.Ruleset().Cards.LastTrick; want >= total {
		t.Fatalf("minimax %d: NS take every point (%d), the position does not test the jack", want, total)
	}
}

// TestTransport checks quick's transport to partner's masters (no trump
// to ruff them) on hand-built trick starts: the lower bound of
// startBounds before any search (no table entry, a window that decides
// nothing) is the value the comments work out, and never above the
// exhaustive minimax.
func TestTransport(t *testing.T) {
	cases := []struct {
		name   string
		strain notation.Strain
		hands  [4]string // N E S W
		lo     int       // the declarers' lower bound
	}{
		// N has no master; it leads ♠7 to S's ♠A (E and W follow below
		// it), and S cashes ♥A ♥K: NS take every trick, all 49 points
		// (aces 19 in sans-atout under base) and the dix de der: 59.
		{name: "low card to partner's master, then partner's masters", strain: notation.SansAtout,
			hands: [4]string{"S7 D7 D8", "SK D9 C7", "SA HA HK", "SQ C8 C9"}, lo: 59},
		// N holds no card of the suits of S's masters: no way to reach
		// them (EW win both tricks: NS 0); nothing counted.
		{name: "no entry to partner's masters", strain: notation.SansAtout,
			hands: [4]string{"D7 D8", "DA DK", "HA HK", "SA SK"}, lo: 0},
		// With trumps: N draws E's and W's trumps with ♥J ♥9 (2 tricks),
		// then leads ♠7 to S's ♠A, and S cashes ♦A: S's three masters
		// (♠A ♦A ♦8) in its two cards left after N's leads (it gives
		// one on N's tricks); 4 tricks, every point (73) and the dix de
		// der: 83.
		{name: "after the trump leads", strain: notation.TrumpH,
			hands: [4]string{"HJ H9 S7 C7", "H8 SK C8 C9", "SA DA S8 D8", "H7 SQ D7 C10"}, lo: 83},
		// E keeps a trump (♥8) but must follow ♠ twice: N leads ♠7 to
		// S's ♠A and S cashes ♠10 (2 tricks; S's ♦8 is no master): NS
		// surely take ♠A ♠10 (21) and in those 2 tricks E's two
		// cheapest cards (♥8 ♠Q: 3): 24 (the value is 38).
		{name: "an opponent with a trump follows partner's suit", strain: notation.TrumpH,
			hands: [4]string{"S7 C7 D7", "H8 SK SQ", "SA S10 D8", "C8 C9 D9"}, lo: 24},
	}
	e := engine(t, "base")
	s := New(e)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var p Position
			for i := range p.Hands {
				p.Hands[i] = hand(t, c.hands[i])
			}
			p.Trick.Start(c.strain, N)
			p.Declarers = notation.NS
			want := minimax(e, p.Hands, p.Trick, p.Declarers)
			s.setup(&p)
			total := s.left + s.last
			lo, hi, _ := s.startBounds(nil, N, total, -1, total+1)
			if lo > want || hi < want {
				t.Fatalf("bounds %d..%d of %d, minimax %d", lo, hi, total, want)
			}
			if lo != c.lo {
				t.Errorf("lower bound %d, want %d (minimax %d)", lo, c.lo, want)
			}
		})
	}
}
