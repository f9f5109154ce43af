package notation

import "testing"

// TestVocabulary checks that the spelling methods write what the printer
// writes (docs/notation.md, "Canonical form") and that ParseSeat reads what
// the parser reads.
func TestVocabulary(t *testing.T) {
	t.Run("coinche levels", func(t *testing.T) {
		for _, tt := range []struct {
			c    CoincheLevel
			want string
		}{{NotCoinched, ""}, {Coinched, "X"}, {Surcoinched, "XX"}, {CoincheLevel(3), "?"}} {
			if got := tt.c.String(); got != tt.want {
				t.Errorf("CoincheLevel(%d).String() = %q, want %q", tt.c, got, tt.want)
			}
		}
	})
	t.Run("coinche level round-trips through a summary", func(t *testing.T) {
		for _, c := range []CoincheLevel{NotCoinched, Coinched, Surcoinched} {
			line := "S 100♥ " + c.String() + " made 112"
			s, err := ParseEntry("entry", line)
			if err != nil {
				t.Fatalf("ParseEntry(%q): %v", line, err)
			}
			if s.Double != c {
				t.Errorf("ParseEntry(%q).Double = %v, want %v", line, s.Double, c)
			}
		}
	})
	t.Run("other team", func(t *testing.T) {
		for _, tt := range []struct{ t, want Team }{{NS, EW}, {EW, NS}, {NoTeam, NS}} {
			if got := tt.t.Other(); got != tt.want {
				t.Errorf("%v.Other() = %v, want %v", tt.t, got, tt.want)
			}
		}
	})
	t.Run("parse seat", func(t *testing.T) {
		for _, tt := range []struct {
			in   string
			want Seat
		}{
			{"N", North}, {" n ", North}, {"Nord", North}, {"north", North},
			{"e", East}, {"EST", East}, {"s", South}, {"sud", South},
			{"w", West}, {"O", West}, {"ouest", West}, {"West", West},
			{"", NoSeat}, {"x", NoSeat}, {"NS", NoSeat}, {"northwestern-most", NoSeat},
		} {
			got, ok := ParseSeat(tt.in)
			if got != tt.want || ok != (tt.want != NoSeat) {
				t.Errorf("ParseSeat(%q) = %v, %v; want %v", tt.in, got, ok, tt.want)
			}
		}
	})
	t.Run("contract spelling is the printer's", func(t *testing.T) {
		for _, tt := range []struct {
			k    Contract
			want string
		}{
			{Contract{Level: Points, Value: 80, Strain: TrumpH}, "80♥"},
			{Contract{Level: Points, Value: 90, Strain: SansAtout}, "90SA"},
			{Contract{Level: Capot, Strain: TrumpS}, "capot ♠"},
			{Contract{Level: Generale, Strain: ToutAtout}, "générale TA"},
		} {
			if got := tt.k.String(); got != tt.want {
				t.Errorf("%+v.String() = %q, want %q", tt.k, got, tt.want)
			}
		}
	})
}
