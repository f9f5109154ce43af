package notation

import "testing"

func TestTeamIndex(t *testing.T) {
	tests := []struct {
		team  Team
		index int
		back  Team
	}{
		{NS, 0, NS},
		{EW, 1, EW},
		{NoTeam, 0, NS},
	}
	for _, tt := range tests {
		t.Run(tt.team.String(), func(t *testing.T) {
			if got := tt.team.Index(); got != tt.index {
				t.Errorf("%v.Index() = %d, want %d", tt.team, got, tt.index)
			}
			if got := TeamAt(tt.index); got != tt.back {
				t.Errorf("TeamAt(%d) = %v, want %v", tt.index, got, tt.back)
			}
		})
	}
}

// teamPlain is Seat.Team's plain form, the switch the table replaced.
func teamPlain(s Seat) Team {
	switch s {
	case North, South:
		return NS
	case East, West:
		return EW
	}
	return NoTeam
}

func TestSeatTeamTable(t *testing.T) {
	for b := range 256 {
		s := Seat(b)
		t.Run(s.String(), func(t *testing.T) {
			if got, want := s.Team(), teamPlain(s); got != want {
				t.Errorf("Seat(%d).Team() = %v, want %v", b, got, want)
			}
		})
	}
}
