package table

import (
	"reflect"
	"testing"

	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

func TestComplete(t *testing.T) {
	tests := []struct {
		line string
		want []string
	}{
		{"", []string{"N", "E", "S", "W", "edit", "help", "next", "pass", "quit", "sheet", "undo"}},
		{"s", []string{"S", "sheet"}},
		{"u", []string{"undo"}},
		{"S ", []string{"S capot", "S generale", "S match"}},
		{"S 100", []string{"S 100H", "S 100S", "S 100D", "S 100C", "S 100SA", "S 100TA"}},
		{"S 100s", []string{"S 100S", "S 100SA"}},
		{"N capot ", []string{"N capot H", "N capot S", "N capot D", "N capot C", "N capot SA", "N capot TA"}},
		{"S 100H ", []string{"S 100H X", "S 100H XX", "S 100H made", "S 100H failed", "S 100H belote", "S 100H capot", "S 100H announce"}},
		{"S 100H 112 a", []string{"S 100H 112 announce"}},
		{"S 100H 112 announce N", []string{"S 100H 112 announce NS"}},
		{"S 100H X 112 b", []string{"S 100H X 112 belote"}},
		{"S 100H X 112 belote ", []string{"S 100H X 112 belote NS", "S 100H X 112 belote EW"}},
		{"S 100H X 112 belote e", []string{"S 100H X 112 belote EW"}},
		{"edit ", nil},
		{"edit 3 ", []string{"edit 3 N", "edit 3 E", "edit 3 S", "edit 3 W"}},
		{"edit 3 E 8", []string{"edit 3 E 8H", "edit 3 E 8S", "edit 3 E 8D", "edit 3 E 8C", "edit 3 E 8SA", "edit 3 E 8TA"}},
		{"zz", nil},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			if got := Complete(tt.line); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Complete(%q) = %q, want %q", tt.line, got, tt.want)
			}
		})
	}
}

// Completer offers the ruleset's own bids: its ladder's rungs, its strains
// and special contracts.
func TestCompleter(t *testing.T) {
	ladder, err := rulesfile.Load("online.toml", []byte("extends = \"annonces\"\n[bidding]\nladder = [82, 85, 90, 100, 110, 120, 130, 140, 150, 160, 250]\n"))
	if err != nil {
		t.Fatal(err)
	}
	mont, err := rulesfile.Preset("montpellier")
	if err != nil {
		t.Fatal(err)
	}
	tour, err := rulesfile.Preset("tournoi-2018")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		rs   *rules.Ruleset
		line string
		want []string
	}{
		{ladder, "S 8", []string{"S 82", "S 85"}},
		{mont, "S 8", []string{"S 80"}},
		{ladder, "S 2", []string{"S 250"}},
		{mont, "S 2", []string{"S 2H", "S 2S", "S 2D", "S 2C"}}, // no bid starts so: the strains, and add says why
		{ladder, "S 85", []string{"S 85H", "S 85S", "S 85D", "S 85C", "S 85SA", "S 85TA"}},
		{mont, "S 100", []string{"S 100H", "S 100S", "S 100D", "S 100C"}},
		{mont, "S 1", []string{"S 100", "S 110", "S 120", "S 130", "S 140", "S 150", "S 160"}},
		{mont, "S ", []string{"S capot"}},
		{tour, "S ", []string{"S match", "S generale"}},
		{mont, "N capot ", []string{"N capot H", "N capot S", "N capot D", "N capot C"}},
		{mont, "S 100H ", []string{"S 100H X", "S 100H XX", "S 100H made", "S 100H failed", "S 100H belote", "S 100H capot", "S 100H announce"}},
	}
	for _, tt := range tests {
		t.Run(tt.rs.Name+"/"+tt.line, func(t *testing.T) {
			if got := Completer(tt.rs)(tt.line); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Completer(%s)(%q) = %q, want %q", tt.rs.Name, tt.line, got, tt.want)
			}
		})
	}
}
