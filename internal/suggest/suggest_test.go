package suggest

import (
	"fmt"
	"testing"
)

func TestClosest(t *testing.T) {
	presets := []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"}
	commands := []string{"check", "score", "analyze", "standings", "fmt", "rules", "new", "add", "undo", "edit", "deal", "completion", "man", "table"}
	tests := []struct {
		name       string
		candidates []string
		want       string
	}{
		{"montpelier", presets, "montpellier"},
		{"bsae", presets, "base"},
		{"Classique", presets, "classique"},
		{"tournoi2018", presets, "tournoi-2018"},
		{"annonce", presets, "annonces"},
		{"belote-de-comptoir", presets, ""},
		{"base", presets, ""}, // itself: nothing to suggest
		{"chek", commands, "check"},
		{"scroe", commands, "score"},
		{"analyse", commands, "analyze"},
		{"sort", commands, ""},
		{"stand", commands, "standings"},
		{"list", []string{"last"}, ""},
		{"x", commands, ""},
		{"", commands, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Closest(tt.name, tt.candidates); got != tt.want {
				t.Errorf("Closest(%q) = %q, want %q", tt.name, got, tt.want)
			}
		})
	}
}

func ExampleDidYouMean() {
	fmt.Println("unknown ruleset \"montpelier\"" + DidYouMean("montpelier", []string{"base", "montpellier"}))
	// Output: unknown ruleset "montpelier"; did you mean "montpellier"?
}
