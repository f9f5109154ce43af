package render

import (
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// The helpers score's tests build deals with, for the sheets rendered
// here.

// preset is a fresh copy of the built-in ruleset name.
func preset(t testing.TB, name string) *rules.Ruleset {
	t.Helper()
	rs, err := rulesfile.Preset(name)
	if err != nil {
		t.Fatalf("preset %s: %v", name, err)
	}
	return rs
}

var (
	N, E, S, W = notation.North, notation.East, notation.South, notation.West
	NS, EW     = notation.NS, notation.EW
)

func pts(v int, s notation.Strain) notation.Contract {
	return notation.Contract{Level: notation.Points, Value: v, Strain: s}
}

var capotS = notation.Contract{Level: notation.Capot, Strain: notation.TrumpS}

// mk is a deal: declarer, contract, coinche, card points NS and EW.
func mk(decl notation.Seat, k notation.Contract, dbl int, ns, ew int) rules.Outcome {
	return rules.Outcome{Declarer: decl, Contract: k, Double: notation.CoincheLevel(dbl), Points: [2]int{ns, ew}, Tricks: [2]int{-1, -1}}
}

func withBelote(o rules.Outcome, t notation.Team) rules.Outcome { o.Belote = t; return o }

func stopped(o rules.Outcome, by notation.Team) rules.Outcome {
	o.Stopped, o.StoppedBy = true, by
	return o
}

// presetNames are the built-in rulesets, in the order of their documents.
var presetNames = []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"}
