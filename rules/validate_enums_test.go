package rules

import (
	"reflect"
	"strings"
	"testing"
)

// TestValidateEveryEnum gives each enumerated key of a valid ruleset, in
// turn, a value out of its range: Validate reports that key, so that a key
// added to options.txt and ruleset.go is checked with no line in
// validate.go.
func TestValidateEveryEnum(t *testing.T) {
	rs, err := testPreset("base")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	var walk func(x reflect.Value)
	walk = func(x reflect.Value) {
		for i := 0; i < x.NumField(); i++ {
			f := x.Field(i)
			if !f.CanInterface() {
				continue
			}
			e, ok := f.Interface().(enumValue)
			if !ok {
				if f.Kind() == reflect.Struct {
					walk(f)
				}
				continue
			}
			n++
			t.Run(e.Key(), func(t *testing.T) {
				old := f.Uint()
				f.SetUint(200)
				defer f.SetUint(old)
				err := rs.Validate()
				if err == nil || !strings.Contains(err.Error(), e.Key()+" = "+e.Key()+"(200): want") {
					t.Errorf("Validate: %v", err)
				}
			})
		}
	}
	walk(reflect.ValueOf(rs).Elem())
	// Special is held in lists (bidding.specials, bidding.no_coinche),
	// which enumList checks.
	if n != len(enumKeys)-1 {
		t.Errorf("%d enumerated fields in Ruleset, %d keys in options.txt besides Special", n, len(enumKeys)-1)
	}
}
