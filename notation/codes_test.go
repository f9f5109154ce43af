package notation

import "testing"

// TestCodes checks the ASCII spellings JSON writes: a strain's and a
// level's Code, and that Code reads back through the parser's words.
func TestCodes(t *testing.T) {
	for _, tc := range []struct {
		strain Strain
		code   string
	}{
		{NoStrain, ""}, {TrumpS, "S"}, {TrumpH, "H"}, {TrumpD, "D"}, {TrumpC, "C"},
		{SansAtout, "SA"}, {ToutAtout, "TA"}, {Strain(99), ""},
	} {
		t.Run("strain "+tc.code, func(t *testing.T) {
			if got := tc.strain.Code(); got != tc.code {
				t.Errorf("%v.Code() = %q, want %q", tc.strain, got, tc.code)
			}
			if tc.code == "" {
				return
			}
			s, err := ParseEntry("t", "N 100"+tc.code+" made")
			if err != nil || s.Contract.Strain != tc.strain {
				t.Errorf("ParseEntry(N 100%s made): %v, %v: want strain %v", tc.code, s, err, tc.strain)
			}
		})
	}
	for l, want := range map[Level]string{Points: "points", Capot: "capot", Match: "match", Generale: "generale", Level(99): ""} {
		if got := l.Code(); got != want {
			t.Errorf("Level(%d).Code() = %q, want %q", l, got, want)
		}
	}
	for i, s := range Seats {
		if want := Seat(i + 1); s != want || s.String() != "NESW"[i:i+1] {
			t.Errorf("Seats[%d] = %v, want %v", i, s, want)
		}
	}
}
