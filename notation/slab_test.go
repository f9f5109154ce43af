package notation

import (
	"bytes"
	"io"
	"reflect"
	"testing"
	"unsafe"
)

// TestSlabSize keeps a full deal and its slab within the allocator's
// 6 KiB size class: one field more would cost the next class (6.5 KiB)
// for every deal read.
func TestSlabSize(t *testing.T) {
	if n := unsafe.Sizeof(fullDeal{}); n > 6144 {
		t.Fatalf("fullDeal is %d bytes, more than the 6144-byte size class", n)
	}
}

// TestSlabDealsIndependent reads full deals that share nothing: appending
// to one deal's slices (as a caller may) changes neither its other slices
// nor any other deal, and every deal returned stays as it was read after
// the next ones are read. Deal 3 is a summary deal between full ones, deal
// 5 a 36-card deal (nine tricks, Sixes) that fills the slab, deal 6 has
// more calls, hands and announcements than the slab holds.
func TestSlabDealsIndependent(t *testing.T) {
	src := []byte(`deal 1 dealer N
hands N: ♠AKQJ ♥AKQJ
      E: ♠10987 ♥10987
calls N 80♠ E pass S pass W pass
announce N tierce ♠AKQ
tricks N: A♠ 10♠
       N: K♠ 9♠ belote
result NS 100 EW 62

deal 2 dealer E
hands N: ♦AKQJ ♣AKQJ
calls E pass S pass W pass N 90♦ E pass
tricks N: A♦ 10♦ 7♦ 8♦

deal 3 dealer S
N 80♥ made 90

deal 4 dealer W
calls W pass N pass E pass S pass
tricks W: 7♣ 8♣ 9♣ 10♣

deal 5 dealer N
hands N: ♠AKQJ ♥AKQJ ♦6
      E: ♠10987 ♥10987 ♦7
      S: ♠6 ♥6 ♣AKQJ1098
      W: ♦AKQJ1098 ♣76
tricks N: A♠ 10♠ 6♠ A♦
       N: K♠ 9♠ 6♥ K♦
       N: Q♠ 8♠ A♣ Q♦
       N: J♠ 7♠ K♣ J♦
       N: A♥ 10♥ Q♣ 10♦
       N: K♥ 9♥ J♣ 9♦
       N: Q♥ 8♥ 10♣ 8♦
       N: J♥ 7♥ 9♣ 7♣
       N: 6♦ 7♦ 8♣ 6♣

deal 6 dealer E
hands N: ♠A  E: ♠K  S: ♠Q  W: ♠J  N: ♠10
calls E pass S pass W pass N 80♠ E pass S pass W 90♥ N pass E pass S pass
announce N tierce ♠AKQ E cinquante ♥AKQJ
`)
	want, err := Parse("slab", src)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(bytes.NewReader(src), "slab")
	var got []*Deal
	for {
		d, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, d)
		// What a caller may do to the deal it holds: append to each
		// slice of a slab, then take the appends back.
		for i := range d.Tricks {
			tr := &d.Tricks[i]
			n := len(tr.Plays)
			tr.Plays = append(tr.Plays, Play{Card: Card{Six, Clubs}})[:n]
		}
		for i := range d.Hands {
			h := &d.Hands[i]
			n := len(h.Cards)
			h.Cards = append(h.Cards, Card{Six, Clubs}, Card{Six, Clubs})[:n]
			h.CardPos = append(h.CardPos, Pos{}, Pos{})[:n]
		}
		for i := range d.Announces {
			a := &d.Announces[i]
			n := len(a.Cards)
			a.Cards = append(a.Cards, Card{Six, Clubs})[:n]
		}
		if d.Calls != nil {
			d.Calls = append(d.Calls, Call{Kind: Pass})[:len(d.Calls)]
		}
		if d.Tricks != nil {
			d.Tricks = append(d.Tricks, Trick{})[:len(d.Tricks)]
		}
		if d.Hands != nil {
			d.Hands = append(d.Hands, Hand{})[:len(d.Hands)]
		}
	}
	deals := want[0].Deals
	if len(got) != len(deals) {
		t.Fatalf("Reader: %d deals, Parse: %d", len(got), len(deals))
	}
	for i, d := range got {
		d.Game, deals[i].Game = nil, nil
		if !reflect.DeepEqual(d, deals[i]) {
			t.Errorf("deal %d: read %+v, want %+v", i+1, d, deals[i])
		}
	}
	if d := got[4]; len(d.Tricks) != 9 || len(d.Hands[0].Cards) != 9 || d.Tricks[8].Plays[3].Card != (Card{Six, Clubs}) {
		t.Errorf("deal 5: %d tricks, %d cards in N's hand", len(d.Tricks), len(d.Hands[0].Cards))
	}
	if d := got[5]; len(d.Calls) != 10 || len(d.Hands) != 5 || len(d.Announces) != 2 || len(d.Announces[1].Cards) != 4 {
		t.Errorf("deal 6: %d calls, %d hands, %d announcements", len(d.Calls), len(d.Hands), len(d.Announces))
	}
}
