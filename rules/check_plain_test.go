package rules

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/coinche/coinche/notation"
)

// plainCheckers are the checkers of every preset and of the engines' house
// rules (examples/house-rules: trump_while_holding, must_trump,
// trump_jack_exempt and the rest), by name.
func plainCheckers(t testing.TB) (names []string, checkers []*Checker) {
	t.Helper()
	add := func(name string, rs *Ruleset, err error) {
		if err != nil {
			t.Fatal(err)
		}
		c, err := NewChecker(rs)
		if err != nil {
			t.Fatal(err)
		}
		names, checkers = append(names, name), append(checkers, c)
	}
	for _, name := range Loader.PresetNames() {
		rs, err := testPreset(name)
		add(name, rs, err)
	}
	files, _ := filepath.Glob(filepath.Join("..", "examples", "house-rules", "*.toml"))
	if len(files) == 0 {
		t.Fatal("no examples/house-rules/*.toml")
	}
	for _, path := range files {
		rs, err := testLoadFile(path)
		add(filepath.Base(path), rs, err)
	}
	return names, checkers
}

// trickPlay is what playPlain or playFull made of a trick: whether it took
// it, the hands after, and what fastTricks reads of it.
type trickPlay struct {
	ok    bool
	hands [4]Hand
	four  notation.FourCards
	wi    int
	taken Hand
	pts   int
	says  uint8
}

// plainPosition is a random trick under c's rules, drawn from rng: a
// strain, a leader, four hands of the same size dealt from the deck, and
// the four cards, each one a legal card of its player (most of the time)
// or any card held, now and then said with belote.
func plainPosition(c *Checker, rng *rand.Rand) (notation.Strain, notation.Seat, [4]notation.Play, [4]Hand) {
	strain := notation.Strain(1 + rng.IntN(6)) // ♠ ♥ ♦ ♣, sans-atout, tout-atout
	deck := c.eng.Deck().Cards(nil)
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	n := 1 + rng.IntN(len(deck)/4)
	var hands [4]Hand
	for s := range hands {
		for _, card := range deck[s*n : (s+1)*n] {
			hands[s] |= card.Bit()
		}
	}
	leader := notation.Seat(1 + rng.IntN(4))
	var ts TrickState
	ts.Start(strain, leader)
	var plays [4]notation.Play
	left := hands
	for i, seat := range c.order[leader] {
		from := left[seat-1]
		if legal, _ := c.eng.Legal(&ts, from, seat); legal != 0 && rng.IntN(5) != 0 {
			from = legal
		}
		cards := from.Cards(nil)
		card := cards[rng.IntN(len(cards))]
		left[seat-1] &^= card.Bit()
		c.eng.Add(&ts, card)
		plays[i].Card = card.Notation()
		if rng.IntN(20) == 0 {
			plays[i].Say = notation.SayBelote
		}
	}
	return strain, leader, plays, hands
}

// playBoth plays one trick by playPlain and by playFull.
func playBoth(c *Checker, strain notation.Strain, leader notation.Seat, plays [4]notation.Play, hands [4]Hand) (plain, full trickPlay) {
	seats := &c.order[leader]
	ft := c.fastTrick(strain)
	plain.hands = hands
	four, says := fourOf(&plays)
	if f := notation.FourOf(plays[:]); f != 0 && f != four {
		panic(fmt.Sprintf("fourOf %#x, notation.FourOf %#x", four, f))
	}
	ft.says = says
	plain.ok = ft.playPlain(four, seats, &plain.hands)
	plain.four, plain.wi, plain.taken, plain.pts, plain.says = ft.four, ft.wi, ft.taken, ft.pts, ft.says
	ft = c.fastTrick(strain)
	ft.says = says
	full.hands = hands
	full.ok = ft.playFull(four, leader, seats, &full.hands)
	full.four, full.wi, full.taken, full.pts, full.says = ft.four, ft.wi, ft.taken, ft.pts, ft.says
	return plain, full
}

// samePlay reports how playPlain's trick differs from playFull's, "" when
// it does not: a trick playPlain takes is playFull's (its cards, winner,
// cards taken, points, words said, the hands after); one it does not take
// leaves the hands as they were.
func samePlay(hands [4]Hand, plain, full trickPlay) string {
	switch {
	case !plain.ok && plain.hands != hands:
		return fmt.Sprintf("playPlain did not take the trick but changed the hands: %v, were %v", plain.hands, hands)
	case !plain.ok:
		return ""
	case !full.ok:
		return "playPlain took a trick that playFull does not"
	case plain != full:
		return fmt.Sprintf("playPlain %+v, playFull %+v", plain, full)
	}
	return ""
}

// TestPlayPlainSame: the checker's straight-line trick (playPlain) is
// its card-by-card trick (playFull) wherever it takes one, and changes
// nothing where it does not; on random tricks under every preset and the
// engines' house rules, in the six strains. Both outcomes must occur.
func TestPlayPlainSame(t *testing.T) {
	names, checkers := plainCheckers(t)
	for k, c := range checkers {
		t.Run(names[k], func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(k), 29))
			taken, handed := 0, 0
			for range 4000 {
				strain, leader, plays, hands := plainPosition(c, rng)
				plain, full := playBoth(c, strain, leader, plays, hands)
				if why := samePlay(hands, plain, full); why != "" {
					t.Fatalf("%v led by %v in %v, hands %v: %s", plays, leader, strain, hands, why)
				}
				if plain.ok {
					taken++
				} else if full.ok {
					handed++
				}
			}
			t.Logf("playPlain took %d tricks, handed %d legal ones to playFull", taken, handed)
			if taken == 0 || handed == 0 {
				t.Fatalf("playPlain took %d tricks and handed %d legal ones to playFull: the comparison needs both", taken, handed)
			}
		})
	}
}

// FuzzPlayPlainSame is TestPlayPlainSame on the tricks the fuzzer draws
// (the input seeds the random trick and picks the rules).
func FuzzPlayPlainSame(f *testing.F) {
	names, checkers := plainCheckers(f)
	for i := range 8 {
		f.Add(uint64(i), uint64(i*7+1))
	}
	f.Fuzz(func(t *testing.T, a, b uint64) {
		k := int(b % uint64(len(checkers)))
		c := checkers[k]
		rng := rand.New(rand.NewPCG(a, b))
		strain, leader, plays, hands := plainPosition(c, rng)
		plain, full := playBoth(c, strain, leader, plays, hands)
		if why := samePlay(hands, plain, full); why != "" {
			t.Fatalf("%s: %v led by %v in %v, hands %v: %s", names[k], plays, leader, strain, hands, why)
		}
	})
}
