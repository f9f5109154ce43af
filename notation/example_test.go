package notation_test

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/coinche/coinche/notation"
)

func ExampleParse() {
	src := `[Event "Club night"] [Rules "montpellier"]
deal 1 dealer N  S 100H X made 112 belote NS
deal 2 dealer E
calls  S 80♥  W pass  N pass  E pass
tricks S: 7♠ 8♠ A♠ Z♠
`
	games, err := notation.Parse("club.coinche", []byte(src))
	fmt.Println(err)
	for _, d := range games[0].Deals {
		if d.IsSummary() {
			fmt.Println(d.Number, d.Summary.Declarer, d.Summary.Contract, d.Summary.Points, d.Bad)
		} else {
			fmt.Println(d.Number, len(d.Calls), "calls", len(d.Tricks[0].Plays), "cards", d.Bad)
		}
	}
	// Output:
	// club.coinche:5:26: error[syntax/card]: expected a card like 10♥ or A♠ (a rank 6 7 8 9 10 J Q K A and a suit ♠ ♥ ♦ ♣ or S H D C), found "Z♠"
	// 1 S 100♥ 112 false
	// 2 4 calls 3 cards true
}

func ExampleFormat() {
	src := `[Event "Club night"]  [Rules "montpellier"]
deal 1 dealer n
hands n: SAK7 HJ9 D10 C8Q   e: ♠QJ10 ♥AK ♦AK ♣AK
calls w 80h n p e 90s s passe w pass n X   # N was sure
tricks w: 7d 8d ad dd
       e: ♥K rebelote ♥9 ♥Q belote ♥8
deal 2 dealer W    S 100♣ X  made 112  belote NS
`
	out, err := notation.Format("club.coinche", []byte(src))
	if err != nil {
		fmt.Println(err)
	}
	os.Stdout.Write(out)
	// Output:
	// [Event "Club night"]
	// [Rules "montpellier"]
	//
	// deal 1 dealer N
	// hands    N: ♠AK7 ♥J9 ♦10 ♣Q8
	//          E: ♠QJ10 ♥AK ♦AK ♣AK
	// calls    W 80♥  N pass  E 90♠  S pass  W pass  N X # N was sure
	// tricks   W: 7♦ 8♦ A♦ Q♦
	//          E: K♥ rebelote 9♥ Q♥ belote 8♥
	//
	// deal 2 dealer W  S 100♣ X made 112 belote NS
}

func ExampleParseEntry() {
	s, err := notation.ParseEntry("entry", "W 90SA XX made 95 belote EW announce NS 20")
	fmt.Println(err)
	fmt.Println(s.Declarer, s.Contract, s.Double, s.Verdict == notation.Made, s.Points, s.Belote, s.Announces[0].Team, s.Announces[0].Points)

	_, err = notation.ParseEntry("entry", "S 100 made")
	fmt.Println(err)
	// Output:
	// <nil>
	// W 90SA XX true 95 EW NS 20
	// entry:1:7: error[syntax/contract]: expected a trump after "100": ♠ ♥ ♦ ♣ (or S H D C), SA (sans-atout) or TA (tout-atout), found "made"
}

func ExampleReader() {
	src := "[Event \"Friday\"]\ndeal 1 dealer N  S 100♥ made 120\ndeal 2 dealer E  pass\n"
	r := notation.NewReader(strings.NewReader(src), "friday.coinche")
	for {
		d, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err) // syntax errors of this deal; d is still there
		}
		if d == nil {
			continue
		}
		event, _ := d.Game.Tag("Event")
		fmt.Printf("%s %d %s:%s\n", event, d.Number, d.Game.File, d.Head)
	}
	// Output:
	// Friday 1 friday.coinche:2:1
	// Friday 2 friday.coinche:3:1
}

// A Reader that reuses its storage hands over a canonical trick of four
// cards in its compact form (Trick.Four) and writes its plays only when
// Deal.FillPositions is called.
func ExampleFourCards() {
	src := `deal 1 dealer W
tricks   N: A♠ 10♠ 7♥ K♣
result   NS 162 EW 0
`
	r := notation.NewReader(strings.NewReader(src), "deal.coinche")
	r.Reuse()
	d, _ := r.Next()
	tr := &d.Tricks[0]
	fmt.Printf("%#x %v %v\n", uint32(tr.Four), tr.Four.Card(0), tr.Four.Card(1))
	d.FillPositions()
	fmt.Println(tr.Plays[3].Card, tr.Plays[3].Pos, notation.FourOf(tr.Plays) == tr.Four)
	// Output:
	// 0xf7d1c4c8 A♠ 10♠
	// K♣ 2:29 true
}
