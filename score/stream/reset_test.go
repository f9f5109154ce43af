package stream

import (
	"reflect"
	"testing"
)

// TestDealResetFields: Game.deal resets the Deal it reuses field by field
// (the Outcome is left to the checker, which writes it whole); a field
// added to Deal must be reset there too, and named here.
func TestDealResetFields(t *testing.T) {
	reset := []string{"Game", "Record", "Outcome", "Score", "Total", "AfterEnd", "Errs", "Warnings", "warnedEnd"}
	var got []string
	for f := range reflect.TypeFor[Deal]().Fields() {
		got = append(got, f.Name)
	}
	if !reflect.DeepEqual(got, reset) {
		t.Fatalf("Deal's fields are %v; Game.deal resets %v", got, reset)
	}
}
