package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

func TestCards(t *testing.T) {
	tests := []struct {
		in   string
		want Card
		ok   bool
	}{
		{"10♥", Card{Ten, Hearts}, true},
		{"A♠", Card{Ace, Spades}, true},
		{"as", Card{Ace, Spades}, true},
		{"TH", Card{Ten, Hearts}, true},
		{"VD", Card{Jack, Diamonds}, true},
		{"DD", Card{Queen, Diamonds}, true},
		{"RC", Card{King, Clubs}, true},
		{"♥10", Card{Ten, Hearts}, true},
		{"H7", Card{Seven, Hearts}, true},
		{"S6", Card{Six, Spades}, true},
		{"♥\ufe0fK", Card{King, Hearts}, true},
		{"K♥\ufe0f", Card{King, Hearts}, true},
		{"Q♡", Card{Queen, Hearts}, true},
		{"9♧", Card{Nine, Clubs}, true},
		{"1♥", Card{}, false},
		{"11♥", Card{}, false},
		{"A", Card{}, false},
		{"♥", Card{}, false},
		{"AKS", Card{}, false},
		{"Z♠", Card{}, false},
		{"A\xe2\x99", Card{}, false},
		{"", Card{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := cardOf([]byte(tt.in))
			if got != tt.want || ok != tt.ok {
				t.Errorf("cardOf(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestGroups(t *testing.T) {
	tests := []struct {
		in   string
		want string // cards printed, "" for none
		ok   bool
	}{
		{"♠AK7", "A♠ K♠ 7♠", true},
		{"♠-", "", true},
		{"SAK7", "A♠ K♠ 7♠", true},
		{"DD", "Q♦", true},
		{"D10", "10♦", true},
		{"DH", "Q♥", true},
		{"♠AK♥J9♦-♣10", "A♠ K♠ J♥ 9♥ 10♣", true},
		{"hRDV", "K♥ Q♥ J♥", true},
		{"A♠", "A♠", true},
		{"♠", "", false},
		{"S", "", false},
		{"♠AX", "", false},
		{"SAHK", "", false}, // ASCII suits cannot follow each other
		{"♠A-", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			cards, _, ok := groupsOf([]byte(tt.in), nil, nil)
			var s []string
			for _, c := range cards {
				s = append(s, c.String())
			}
			if got := strings.Join(s, " "); got != tt.want || ok != tt.ok {
				t.Errorf("groupsOf(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestWords(t *testing.T) {
	seats := map[string]Seat{"N": North, "e": East, "S": South, "w": West, "O": West, "nord": North,
		"Sud": South, "EAST": East, "ouest": West, "X": NoSeat, "NS": NoSeat, "": NoSeat}
	for in, want := range seats {
		if got := seatOf([]byte(in)); got != want {
			t.Errorf("seatOf(%q) = %v, want %v", in, got, want)
		}
	}
	teams := map[string]Team{"NS": NS, "sn": NS, "EW": EW, "we": EW, "NE": NoTeam, "N": NoTeam}
	for in, want := range teams {
		if got := teamOf([]byte(in)); got != want {
			t.Errorf("teamOf(%q) = %v, want %v", in, got, want)
		}
	}
	strains := map[string]Strain{"♠": TrumpS, "h": TrumpH, "D": TrumpD, "♣": TrumpC, "SA": SansAtout,
		"nt": SansAtout, "TA": ToutAtout, "at": ToutAtout, "X": NoStrain, "SAS": NoStrain}
	for in, want := range strains {
		if got := strainOf([]byte(in)); got != want {
			t.Errorf("strainOf(%q) = %v, want %v", in, got, want)
		}
	}
	kws := map[string]keyword{"GÉNÉRALE": kwGenerale, "Générale": kwGenerale, "generale": kwGenerale,
		"CARRÉ": kwCarre, "passe": kwPass, "P": kwPass, "Coinche": kwX, "xx": kwXX, "chuté": kwFailed,
		"deal": kwDeal, "Donne": kwDeal, "dealers": kwNone, "a-very-long-word-indeed": kwNone}
	for in, want := range kws {
		if got := keywordOf([]byte(in)); got != want {
			t.Errorf("keywordOf(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestParseEntry(t *testing.T) {
	tests := []struct {
		in   string
		want Summary // Pos not compared
		err  string  // substring of the error, "" for none
	}{
		{"S 100H X 112 belote NS", Summary{Declarer: South, Contract: Contract{Points, 100, TrumpH}, Double: 1, Points: 112, Belote: NS}, ""},
		{"E 80S failed 60", Summary{Declarer: East, Contract: Contract{Points, 80, TrumpS}, Verdict: Failed, Points: 60}, ""},
		{"N capot H made", Summary{Declarer: North, Contract: Contract{Capot, 0, TrumpH}, Verdict: Made, Points: -1}, ""},
		{"pass", Summary{AllPass: true, Points: -1}, ""},
		{"W 90SA XX made 95 belote EW announce NS 20", Summary{Declarer: West, Contract: Contract{Points, 90, SansAtout}, Double: 2,
			Verdict: Made, Points: 95, Belote: EW, Announces: []TeamPoints{{Team: NS, Points: 20}}}, ""},
		{"s 100♥ {thought long} made 120 # nice", Summary{Declarer: South, Contract: Contract{Points, 100, TrumpH}, Verdict: Made, Points: 120}, ""},
		{"N générale ♠ made capot NS", Summary{Declarer: North, Contract: Contract{Generale, 0, TrumpS}, Verdict: Made, Points: -1, Capot: NS}, ""},
		{"E 80♠ made capot E", Summary{Declarer: East, Contract: Contract{Points, 80, TrumpS}, Verdict: Made, Points: -1, Capot: EW, CapotBy: East}, ""},
		{"E 80♠ made capot Q", Summary{Declarer: East, Contract: Contract{Points, 80, TrumpS}, Verdict: Made, Points: -1}, "expected a team NS or EW (or the seat N, E, S or W of the player who took every trick alone) after \"capot\""},
		{"", Summary{Points: -1}, "entry:1:1: error[syntax/entry]: expected a seat and a contract"},
		{"100H S", Summary{Points: -1}, "error[syntax/entry]"},
		{"S 100", Summary{Declarer: South, Points: -1}, "entry:1:6: error[syntax/contract]: expected a trump after \"100\""},
		{"S 100H result NS 0 EW 10", Summary{Declarer: South, Contract: Contract{Points, 100, TrumpH}, Points: -1}, "entry:1:8: error[syntax/entry]: \"result\" is not part of an entry"},
		{"S 100H made deal 3", Summary{Declarer: South, Contract: Contract{Points, 100, TrumpH}, Verdict: Made, Points: -1}, "unexpected \"deal\" in an entry"},
		{"S 100H belote", Summary{Declarer: South, Contract: Contract{Points, 100, TrumpH}, Points: -1}, "expected a team NS or EW after \"belote\", found the end of the entry"},
		// French words (issue 26): suits, sans-atout, tout-atout, the verdicts, coinche.
		{"S 80 cœur coinche fait 112 belote NS", Summary{Declarer: South, Contract: Contract{Points, 80, TrumpH}, Double: 1, Verdict: Made, Points: 112, Belote: NS}, ""},
		{"s 80 COEUR", Summary{Declarer: South, Contract: Contract{Points, 80, TrumpH}, Points: -1}, ""},
		{"S 80coeur", Summary{Declarer: South, Contract: Contract{Points, 80, TrumpH}, Points: -1}, ""},
		{"Sud 80 CŒUR", Summary{Declarer: South, Contract: Contract{Points, 80, TrumpH}, Points: -1}, ""},
		{"E 90 Pique dedans 60", Summary{Declarer: East, Contract: Contract{Points, 90, TrumpS}, Verdict: Failed, Points: 60}, ""},
		{"O 100 carreau surcoinche chuté 50", Summary{Declarer: West, Contract: Contract{Points, 100, TrumpD}, Double: 2, Verdict: Failed, Points: 50}, ""},
		{"N 110 trèfle chute 50", Summary{Declarer: North, Contract: Contract{Points, 110, TrumpC}, Verdict: Failed, Points: 50}, ""},
		{"N 110 TREFLE réussi 120", Summary{Declarer: North, Contract: Contract{Points, 110, TrumpC}, Verdict: Made, Points: 120}, ""},
		{"nord 120 SA fait 130", Summary{Declarer: North, Contract: Contract{Points, 120, SansAtout}, Verdict: Made, Points: 130}, ""},
		{"est 130 TA fait 140", Summary{Declarer: East, Contract: Contract{Points, 130, ToutAtout}, Verdict: Made, Points: 140}, ""},
		{"est 130 tout-atout", Summary{Declarer: East, Contract: Contract{Points, 130, ToutAtout}, Points: -1}, ""},
		{"N capot carreau fait", Summary{Declarer: North, Contract: Contract{Capot, 0, TrumpD}, Verdict: Made, Points: -1}, ""},
		{"passe", Summary{AllPass: true, Points: -1}, ""},
		{"PASSE", Summary{AllPass: true, Points: -1}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, err := ParseEntry("entry", tt.in)
			if tt.err == "" && err != nil {
				t.Fatalf("error: %v", err)
			}
			if tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
				t.Fatalf("error = %v, want %q", err, tt.err)
			}
			got := *s
			// Positions are tested in TestEntryPositions.
			got.Pos = Pos{}
			got.ContractPos, got.DoublePos, got.PointsPos, got.BelotePos, got.CapotPos = Pos{}, Pos{}, Pos{}, Pos{}, Pos{}
			for i := range got.Announces {
				got.Announces[i].Pos = Pos{}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

// TestEntryPositions checks where each item of a summary was written, so
// that the checker can point at the word at fault.
func TestEntryPositions(t *testing.T) {
	s, err := ParseEntry("entry", "W 90SA XX made 95 belote EW capot EW")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		pos  Pos
		col  int
	}{
		{"contract", s.ContractPos, 3},
		{"double", s.DoublePos, 8},
		{"points", s.PointsPos, 16},
		{"belote", s.BelotePos, 19},
		{"capot", s.CapotPos, 29},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.pos.Line != 1 || tt.pos.Col != tt.col {
				t.Errorf("%s at %v, want 1:%d", tt.name, tt.pos, tt.col)
			}
		})
	}
}

// TestPositions checks the positions of records, and that a deal's bytes
// [Pos.Offset, End.Offset) are the deal with its leading comments.
func TestPositions(t *testing.T) {
	src := "[Event \"x\"]\n\n# about deal 1\n{ and more }\ndeal 1 dealer N\ncalls  W 80♥ N pass\ntricks W: 7♠ 8♠ A♠ K♠ # done\n\ndeal 2 dealer E  S 100♥ made 120\n# trailer\n"
	games, err := Parse("f", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	d1, d2 := games[0].Deals[0], games[0].Deals[1]
	if got := src[d1.Pos.Offset:d1.End.Offset]; got != "# about deal 1\n{ and more }\ndeal 1 dealer N\ncalls  W 80♥ N pass\ntricks W: 7♠ 8♠ A♠ K♠ # done" {
		t.Errorf("deal 1 bytes = %q", got)
	}
	if got := src[d2.Pos.Offset:d2.End.Offset]; got != "deal 2 dealer E  S 100♥ made 120" {
		t.Errorf("deal 2 bytes = %q", got)
	}
	if games[0].File != "f" {
		t.Errorf("game file %q", games[0].File)
	}
	if d1.Head.String() != "5:1" || d1.Pos.String() != "3:1" {
		t.Errorf("deal 1 Head %v Pos %v", d1.Head, d1.Pos)
	}
	if c := d1.Calls[1]; c.Pos.String() != "6:16" {
		t.Errorf("N pass at %v, want 6:16 (columns count bytes)", c.Pos)
	}
	if pl := d1.Tricks[0].Plays[2]; pl.Pos.String() != "7:21" || pl.Card != (Card{Ace, Spades}) {
		t.Errorf("A♠ at %v (%v)", pl.Pos, pl.Card)
	}
	if d2.Summary.Pos.String() != "9:18" {
		t.Errorf("summary at %v", d2.Summary.Pos)
	}
	if g := games[0]; len(g.Trailer) != 1 || g.Trailer[0].Text != "# trailer" {
		t.Errorf("trailer %+v", g.Trailer)
	}
	// Cutting deal 1 leaves a text that still parses to deal 2 alone.
	cut := src[:d1.Pos.Offset] + src[d1.End.Offset:]
	g2, err := Parse("f", []byte(cut))
	if err != nil || len(g2[0].Deals) != 1 || g2[0].Deals[0].Number != 2 {
		t.Errorf("after cutting deal 1: %v", err)
	}
	// Hand card positions point at each rank.
	g3, _ := Parse("f", []byte("deal hands N: ♠AK7 ♥10"))
	h := g3[0].Deals[0].Hands[0]
	var cols []int
	for _, p := range h.CardPos {
		cols = append(cols, p.Col)
	}
	if !reflect.DeepEqual(cols, []int{18, 19, 20, 25}) {
		t.Errorf("card columns %v", cols)
	}
}

// TestReader checks streaming: deals one by one with their game, the
// errors per deal, the tag-only last game, and the end.
func TestReader(t *testing.T) {
	src := "[Event \"one\"]\ndeal 1 dealer N  S 100♥ made 120\ndeal 2 dealer E  S 100 made\n" +
		"[Event \"two\"]\ndeal 1 dealer N pass\nstray\n[Event \"three\"]\n# only a header\n"
	// A reader that returns one byte at a time exercises line refills.
	r := NewReader(iotest.OneByteReader(strings.NewReader(src)), "s")
	type step struct {
		event  string
		number int
		bad    bool
		errs   int
	}
	var got []step
	for {
		d, err := r.Next()
		if err == io.EOF {
			break
		}
		var el ErrorList
		if err != nil && !errors.As(err, &el) {
			t.Fatal(err)
		}
		if d == nil {
			got = append(got, step{"nil", 0, false, len(el)})
			continue
		}
		ev, _ := d.Game.Tag("event")
		if d.Game != r.Game() {
			t.Errorf("Game() is not the deal's game")
		}
		got = append(got, step{ev, d.Number, d.Bad, len(el)})
	}
	want := []step{{"one", 1, false, 0}, {"one", 2, true, 1}, {"two", 1, true, 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	g := r.Game()
	if ev, _ := g.Tag("Event"); ev != "three" || len(g.Trailer) != 1 || len(g.Deals) != 0 {
		t.Errorf("last game %+v", g)
	}
	if d, err := r.Next(); d != nil || err != io.EOF {
		t.Errorf("after the end: %v, %v", d, err)
	}
}

// TestReaderErrorsAtEnd: errors after the last deal come with a nil deal
// before io.EOF.
func TestReaderErrorsAtEnd(t *testing.T) {
	r := NewReader(strings.NewReader("deal 1 pass\n[Event \"x\" junk"), "s")
	d, err := r.Next()
	if d == nil || err != nil {
		t.Fatalf("first: %v %v", d, err)
	}
	d, err = r.Next()
	if d != nil || err == nil || !strings.Contains(err.Error(), "syntax/tag") {
		t.Fatalf("second: %v %v", d, err)
	}
	if _, err = r.Next(); err != io.EOF {
		t.Fatalf("third: %v", err)
	}
}

func TestReaderReadError(t *testing.T) {
	boom := errors.New("boom")
	r := NewReader(io.MultiReader(strings.NewReader("deal 1 pass\ndeal 2 pass\n"), iotest.ErrReader(boom)), "s")
	var err error
	n := 0
	for {
		var d *Deal
		d, err = r.Next()
		if d == nil {
			break
		}
		n++
	}
	if err != boom {
		t.Errorf("err = %v, want boom (after %d deals)", err, n)
	}
}

// TestHostileInput: no panic, and the deal after the junk is kept.
func TestHostileInput(t *testing.T) {
	after := "\ndeal 9 dealer N  S 100♥ made 120\n"
	tests := []struct {
		name string
		src  string
		code string // an error code expected, "" for none
	}{
		{"nul", "deal 1 \x00\x00 pass", "syntax/empty-deal"},
		{"invalid utf-8", "deal 1 hands N: \xff\xfe\xc3", "syntax/hand"},
		{"1 MB word", "deal 1 hands N: " + strings.Repeat("A", 1<<20), "syntax/hand"},
		{"1 MB comment line", "# " + strings.Repeat("é", 1<<19), ""},
		{"line too long", "deal 1 pass # " + strings.Repeat("x", maxLine), "syntax/line-too-long"},
		{"comment too long", "{ " + strings.Repeat("x\n", maxComment/2+10) + "}", "syntax/comment-too-long"},
		{"too many errors", "deal 1 tricks W: " + strings.Repeat("ZZ ", 200), "syntax/too-many-errors"},
		{"only a bracket", "[", "syntax/tag"},
		{"too many tags", manyTags(maxTags + 5), "syntax/tag"},
		{"one tag many times", strings.Repeat("[T \"v\"]\n", maxTags+5), "syntax/too-many-errors"},
		{"junk everywhere", strings.Repeat("] : ] ZZ [ \" }\n", 500), "syntax/too-many-errors"},
		{"only a quote", "\"", "syntax/token"},
		{"crlf", "deal 1 pass\r\n\r\n", ""},
		{"bom", "\ufeffdeal 1 pass", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games, err := Parse("h", []byte(tt.src+after))
			if tt.code == "" && err != nil {
				t.Fatalf("unexpected error %v", err)
			}
			if tt.code != "" && (err == nil || !hasCode(err.(ErrorList), tt.code)) {
				t.Fatalf("error = %v, want %s", err, tt.code)
			}
			if len(games) == 0 {
				t.Fatal("no game")
			}
			deals := games[len(games)-1].Deals
			if len(deals) == 0 || deals[len(deals)-1].Number != 9 || deals[len(deals)-1].Bad {
				t.Fatalf("the deal after the junk was lost")
			}
			var out bytes.Buffer
			if err := Print(&out, games); err != nil {
				t.Fatal(err)
			}
			checkReader(t, "h", []byte(tt.src+after), games)
		})
	}
}

// manyTags returns n tags of distinct names, one per line.
func manyTags(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "[T%d \"v\"]\n", i)
	}
	return b.String()
}

func hasCode(l ErrorList, code string) bool {
	for _, e := range l {
		if e.Code == code {
			return true
		}
	}
	return false
}

// TestPrintInvalid: a hand-made record with no spelling prints "?" and an
// error.
func TestPrintInvalid(t *testing.T) {
	d := &Deal{Number: 1, Calls: []Call{{Kind: Pass}}}
	var b bytes.Buffer
	if err := PrintDeal(&b, d); err == nil || !strings.Contains(b.String(), "? pass") {
		t.Errorf("PrintDeal = %q, %v", b.String(), err)
	}
}

func TestStrings(t *testing.T) {
	tests := []struct{ got, want string }{
		{Card{Ten, Hearts}.String(), "10♥"},
		{Contract{Points, 90, SansAtout}.String(), "90SA"},
		{Contract{Generale, 0, TrumpC}.String(), "générale ♣"},
		{Call{Seat: East, Kind: Coinche}.String(), "E X"},
		{Call{Seat: West, Kind: Bid, Contract: Contract{Points, 80, TrumpH}}.String(), "W 80♥"},
		{Carre.String(), "carré"},
		{West.Team().String(), "EW"},
		{ErrorList(nil).Error(), "no errors"},
		{ErrorList{&Error{File: "f", Pos: Pos{Line: 1, Col: 2}, Code: "syntax/x", Msg: "m"}}.Error(), "f:1:2: error[syntax/x]: m"},
		{ErrorList{&Error{File: "f", Pos: Pos{Line: 1, Col: 2}, Code: "syntax/x", Msg: "m"}, &Error{File: "f", Pos: Pos{Line: 1, Col: 2}, Code: "syntax/x", Msg: "m"}}.Error(), "f:1:2: error[syntax/x]: m (and 1 more error)"},
		{ErrorList{&Error{File: "f", Pos: Pos{Line: 1, Col: 2}, Code: "syntax/x", Msg: "m"}, &Error{File: "f", Pos: Pos{Line: 1, Col: 2}, Code: "syntax/x", Msg: "m"}, &Error{File: "f", Pos: Pos{Line: 1, Col: 2}, Code: "syntax/x", Msg: "m"}}.Error(), "f:1:2: error[syntax/x]: m (and 2 more errors)"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

// TestHeaderAndEncodingErrors: a tag written twice, invalid UTF-8 in a tag
// value or a comment, a UTF-16 or UTF-32 file, and a word before ":" where
// a seat is expected. want lists every error, in order; kept, when set,
// checks the records.
func TestHeaderAndEncodingErrors(t *testing.T) {
	utf16 := func(s string, be bool) string {
		b := []byte{0xff, 0xfe}
		if be {
			b = []byte{0xfe, 0xff}
		}
		for _, r := range s { // ASCII only
			if be {
				b = append(b, 0, byte(r))
			} else {
				b = append(b, byte(r), 0)
			}
		}
		return string(b)
	}
	game := "[Event \"x\"]\r\n\r\ndeal 1 dealer N  S 100H made 120\r\ndeal 2 dealer E  pass\r\n"
	tests := []struct {
		name string
		src  string
		want []string
		kept func(t *testing.T, games []*Game)
	}{
		{"tag twice", "[Event \"a\"]\n[Date \"x\"]\n[Rules \"base\"]\n[Rules \"classique\"]\ndeal 1 pass\n",
			[]string{"f:4:1: error[syntax/duplicate-tag]: [Rules] is written twice in this game header (first at line 3): keep one"},
			func(t *testing.T, games []*Game) {
				g := games[0]
				if r, _ := g.Tag("rules"); r != "base" || len(g.Tags) != 4 || !g.Bad || g.Deals[0].Bad {
					t.Errorf("Rules %q, %d tags, game bad %v, deal bad %v; want the first, both kept, a bad header, a good deal",
						r, len(g.Tags), g.Bad, g.Deals[0].Bad)
				}
			}},
		{"tag twice, other case, one line", "[Site \"a\"] [SITE \"b\"] [site \"c\"]\n",
			[]string{
				"f:1:12: error[syntax/duplicate-tag]: [SITE] is written twice in this game header (first at line 1): keep one",
				"f:1:23: error[syntax/duplicate-tag]: [site] is written twice in this game header (first at line 1): keep one",
			}, nil},
		{"tag twice in a long header", manyTags(20) + "[t3 \"again\"]\n[T19 \"again\"]\n[T20 \"new\"]\n",
			[]string{
				"f:21:1: error[syntax/duplicate-tag]: [t3] is written twice in this game header (first at line 4): keep one",
				"f:22:1: error[syntax/duplicate-tag]: [T19] is written twice in this game header (first at line 20): keep one",
			}, nil},
		{"tag twice across tag blocks of one game", "[Event \"a\"]\n# between\n[Event \"b\"]\n",
			[]string{"f:3:1: error[syntax/duplicate-tag]: [Event] is written twice in this game header (first at line 1): keep one"}, nil},
		{"same tag in two games", "[Rules \"base\"]\ndeal 1 pass\n[Rules \"classique\"]\ndeal 1 pass\n", nil, nil},
		{"tag twice, the second without a value", "[Rules \"base\"]\n[Rules]\n",
			[]string{
				"f:2:1: error[syntax/duplicate-tag]: [Rules] is written twice in this game header (first at line 1): keep one",
				"f:2:7: error[syntax/tag]: expected the value of tag Rules in quotes, like [Rules \"…\"], found \"]\"",
			}, nil},
		{"invalid UTF-8 in a tag value", "[Event \"Soir\xe9e\"]\ndeal 1 pass\n",
			[]string{"f:1:13: error[syntax/utf8]: invalid UTF-8 (byte 0xE9) in the value of tag Event: save the file as UTF-8"},
			func(t *testing.T, games []*Game) {
				if v, _ := games[0].Tag("Event"); v != "Soir\xe9e" {
					t.Errorf("Event %q: the value is kept as written", v)
				}
			}},
		{"truncated rune at the end of a tag value", "[Event \"x\xe2\x99\"]\n",
			[]string{"f:1:10: error[syntax/utf8]: invalid UTF-8 (byte 0xE2) in the value of tag Event: save the file as UTF-8"}, nil},
		{"invalid UTF-8 in an unclosed string", "[Event \"\xff\n",
			[]string{
				"f:1:8: error[syntax/unclosed-string]: string not closed: expected '\"' before the end of the line",
				"f:1:9: error[syntax/utf8]: invalid UTF-8 (byte 0xFF) in the value of tag Event: save the file as UTF-8",
				"f:2:1: error[syntax/tag]: expected \"]\" to close tag Event, found the end of the file",
			}, nil},
		{"invalid UTF-8 in a line comment", "deal 1 pass # caf\xe9\n",
			[]string{"f:1:18: error[syntax/utf8]: invalid UTF-8 (byte 0xE9) in a comment: save the file as UTF-8"},
			func(t *testing.T, games []*Game) {
				if !games[0].Deals[0].Bad {
					t.Error("the deal with the comment is not marked bad")
				}
			}},
		{"invalid UTF-8 in a block comment", "{\xc0\xaf} deal 1 pass\n",
			[]string{"f:1:2: error[syntax/utf8]: invalid UTF-8 (byte 0xC0) in a comment: save the file as UTF-8"}, nil},
		{"invalid UTF-8 on a block comment's third line, twice", "{ one\n two\n  \xff and \xfe }\ndeal 1 pass\n",
			[]string{"f:3:3: error[syntax/utf8]: invalid UTF-8 (byte 0xFF) in a comment: save the file as UTF-8"}, nil},
		{"invalid UTF-8 in a block comment's closing line", "{ one\n\xff}\n",
			[]string{"f:2:1: error[syntax/utf8]: invalid UTF-8 (byte 0xFF) in a comment: save the file as UTF-8"}, nil},
		{"invalid UTF-8 in an unclosed block comment", "{ one\n\xff\ndeal 1 pass\n",
			[]string{
				"f:1:1: error[syntax/unclosed-comment]: comment not closed: expected \"}\" before a line starting with deal or [ (which ends it)",
				"f:2:1: error[syntax/utf8]: invalid UTF-8 (byte 0xFF) in a comment: save the file as UTF-8",
			}, nil},
		{"a comment cut by the line limit inside a rune", "deal 1 pass #" + strings.Repeat("é", maxLine/2) + "\n",
			[]string{fmt.Sprintf("f:1:%d: error[syntax/line-too-long]: line longer than %d bytes: the rest of it is skipped", maxLine+1, maxLine)}, nil},
		{"valid UTF-8 everywhere", "[NS \"Chloé / Zoë ♥\"] # 🂡 café\n{ générale\n ♠♥♦♣ }\ndeal 1 pass\n", nil, nil},
		{"UTF-16 LE", utf16(game, false),
			[]string{"f:1:1: error[syntax/encoding]: the file is UTF-16: save it as UTF-8"},
			func(t *testing.T, games []*Game) {
				if len(games) != 0 {
					t.Errorf("%d games read from a UTF-16 file", len(games))
				}
			}},
		{"UTF-16 BE", utf16(game, true), []string{"f:1:1: error[syntax/encoding]: the file is UTF-16: save it as UTF-8"}, nil},
		{"UTF-16 LE, long", utf16(strings.Repeat(game, 2000), false),
			[]string{"f:1:1: error[syntax/encoding]: the file is UTF-16: save it as UTF-8"}, nil},
		{"UTF-32 LE", "\xff\xfe\x00\x00d\x00\x00\x00", []string{"f:1:1: error[syntax/encoding]: the file is UTF-32: save it as UTF-8"}, nil},
		{"UTF-32 BE", "\x00\x00\xfe\xff\x00\x00\x00d", []string{"f:1:1: error[syntax/encoding]: the file is UTF-32: save it as UTF-8"}, nil},
		{"UTF-16 mark after a UTF-8 one", "\ufeff\xff\xfedeal 1 pass\n",
			[]string{"f:1:4: error[syntax/token]: expected a deal (deal 1 dealer N …) or a tag [Name \"value\"], found \"\\xff\\xfedeal\""}, nil},
		{"Q: in a hand", "deal 1 hands N: ♠AK7 ♥J9\n Q: ♠Q ♥Q\n E: ♦A\n",
			[]string{"f:2:2: error[syntax/seat]: expected a seat N, E, S or W before ':', found \"Q\""},
			func(t *testing.T, games []*Game) {
				h := games[0].Deals[0].Hands
				if len(h) != 2 || len(h[0].Cards) != 5 || len(h[0].CardPos) != 5 || h[1].Seat != East || len(h[1].Cards) != 1 {
					t.Errorf("hands %+v: want N with ♠AK7 ♥J9 (no queen) and E with ♦A", h)
				}
			}},
		{"Q: as the first word of a hand's cards", "deal 1 hands N Q: ♠Q E: ♦A\n",
			[]string{"f:1:16: error[syntax/seat]: expected a seat N, E, S or W before ':', found \"Q\""}, nil},
		{"a suit group before :", "deal 1 hands N: ♠AK ♥Q : ♦A\n",
			[]string{"f:1:23: error[syntax/seat]: expected a seat N, E, S or W before ':', found \"♥Q\""}, nil},
		{"Q: in an announcement", "deal 1 announce N tierce ♠AK Q: ♠Q\n",
			[]string{"f:1:32: error[syntax/seat]: expected a seat N, E, S or W before ':', found \"Q\""},
			func(t *testing.T, games []*Game) {
				if a := games[0].Deals[0].Announces; len(a) != 1 || len(a[0].Cards) != 2 {
					t.Errorf("announces %+v: want the tierce with ♠AK", a)
				}
			}},
		{"a card before : as a 5th card", "deal 1 tricks N: A♠ 7♠ 8♠ 9♠ AS: 7♥\n",
			[]string{"f:1:38: error[syntax/seat]: expected a seat N, E, S or W before ':', found \"AS\""},
			func(t *testing.T, games []*Game) {
				if tr := games[0].Deals[0].Tricks; len(tr) != 1 || len(tr[0].Plays) != 4 {
					t.Errorf("tricks %+v: want one trick of 4 cards", tr)
				}
			}},
		{"a 5th card still", "deal 1 tricks N: A♠ 7♠ 8♠ 9♠ AS\n",
			[]string{"f:1:38: error[syntax/trick]: a trick has at most 4 cards: \"AS\" is a 5th card in the trick led by N"}, nil},
		{"a seat before : is a seat", "deal 1 hands N: ♠AK7 E: ♥Q\ntricks N: A♠ Q♥ W: 7♠\n", nil, nil},
		{"a card before : on the next line is a card", "deal 1 tricks N: A♠ 7♠\n: 8♠\n",
			[]string{"f:2:1: error[syntax/token]: expected a section (hands, calls, announce, tricks, claim, won, result) or the next deal, found \":\""}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := []byte(tt.src)
			games, err := Parse("f", src)
			var got ErrorList
			if err != nil {
				got = err.(ErrorList)
			}
			if g, w := errText(got), strings.Join(tt.want, "\n"); strings.TrimSuffix(g, "\n") != w {
				t.Errorf("errors:\n%s\nwant:\n%s", g, w)
			}
			if tt.kept != nil {
				tt.kept(t, games)
			}
			// The Reader reports the same errors and reads the same deals.
			var all ErrorList
			r := NewReader(bytes.NewReader(src), "f")
			for {
				_, err := r.Next()
				if el, ok := err.(ErrorList); ok {
					all = append(all, el...)
					continue
				}
				if err != nil {
					break
				}
			}
			all.Sort()
			if errText(all) != errText(got) {
				t.Errorf("Reader errors differ:\n%s---\n%s", errText(all), errText(got))
			}
			checkReader(t, "f", src, games)
		})
	}
}

func TestOtherEncoding(t *testing.T) {
	tests := []struct {
		text string
		want int
	}{
		{"", 0},
		{"deal 1", 0},
		{"\xef\xbb\xbfdeal 1", 0},
		{"\xff\xfed\x00", 16},
		{"\xfe\xff\x00d", 16},
		{"\xff\xfe\x00\x00d\x00\x00\x00", 32},
		{"\x00\x00\xfe\xff", 32},
		{"\xff", 0},
	}
	for _, tt := range tests {
		if got := OtherEncoding([]byte(tt.text)); got != tt.want {
			t.Errorf("OtherEncoding(%q) = %d, want %d", tt.text, got, tt.want)
		}
	}
}

// TestErrorMessage: Message cites each related position at its place in
// Msg; Shift moves them with the error's own, unset positions stay unset.
func TestErrorMessage(t *testing.T) {
	tests := []struct {
		name  string
		e     Error
		shift int
		want  string
	}{
		{"none", Error{Msg: "bad card"}, 3, "bad card"},
		{"at the end", Error{Pos: Pos{Line: 9, Col: 1}, Msg: "the deal already has won", Related: []Related{{Pos{Line: 8, Col: 37}, "at", 24}}}, 0, "the deal already has won (at line 8)"},
		{"inside", Error{Pos: Pos{Line: 6, Col: 1}, Msg: "[Rules] is written twice: keep one", Related: []Related{{Pos{Line: 3, Col: 1}, "first at", 24}}}, 0, "[Rules] is written twice (first at line 3): keep one"},
		{"shifted", Error{Pos: Pos{Line: 6, Col: 1}, Msg: "x", Related: []Related{{Pos{Line: 3, Col: 1}, "at", 1}}}, 100, "x (at line 103)"},
		{"At out of range", Error{Msg: "ab", Related: []Related{{Pos{Line: 1, Col: 1}, "at", 9}, {Pos{Line: 2, Col: 1}, "and", -1}}}, 0, "ab (at line 1) (and line 2)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tt.e
			e.Shift(tt.shift, tt.shift)
			if got := e.Message(); got != tt.want {
				t.Errorf("Message() = %q, want %q", got, tt.want)
			}
			if e.Pos.IsValid() && e.Pos.Line != tt.e.Pos.Line+tt.shift || !tt.e.Pos.IsValid() && e.Pos.IsValid() {
				t.Errorf("Pos = %v after Shift(%d)", e.Pos, tt.shift)
			}
		})
	}
}
