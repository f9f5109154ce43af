package live

import (
	"reflect"
	"testing"
)

func TestComplete(t *testing.T) {
	tests := []struct {
		line string
		want []string
	}{
		{"", []string{"N", "E", "S", "W", "edit", "help", "pass", "quit", "sheet", "undo"}},
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
