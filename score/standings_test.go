package score

import "testing"

func TestTeamKey(t *testing.T) {
	tests := []struct{ a, b string }{
		{"Alice / Chloé", "Chloé / Alice"},
		{"Alice / Chloé", "alice/chloé"},
		{"Alice  Martin / Chloé", "chloé & alice martin"},
		{"Les Bleus", "les  bleus"},
	}
	for _, tt := range tests {
		if teamKey(tt.a) != teamKey(tt.b) {
			t.Errorf("%q and %q are different teams: %q, %q", tt.a, tt.b, teamKey(tt.a), teamKey(tt.b))
		}
	}
	if teamKey("Alice / Chloé") == teamKey("Alice / Bruno") {
		t.Error("Alice / Chloé and Alice / Bruno are one team")
	}
}
