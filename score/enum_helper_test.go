package score

import "github.com/coinche/coinche/rules"

// mustEnum is rules.ParseEnum for tests: "" is the default, a bad value panics.
func mustEnum[E any, P interface {
	*E
	UnmarshalText([]byte) error
}](text string) E {
	if text == "" { // unset: the key's default
		var zero E
		return zero
	}
	e, err := rules.ParseEnum[E, P](text)
	if err != nil {
		panic(err)
	}
	return e
}

// The scoring modes a test table overrides the ruleset's with
// (Options.Mode; nil: the ruleset's).
var (
	modeMadeAndBid = new(rules.ScoringModeMadeAndBid)
	modeMade       = new(rules.ScoringModeMade)
	modeBid        = new(rules.ScoringModeBid)
)
