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
