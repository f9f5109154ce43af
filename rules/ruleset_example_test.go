package rules_test

import (
	"fmt"

	"github.com/coinche/coinche/rules/rulesfile"
)

func ExamplePreset() {
	r, err := rulesfile.Preset("montpellier")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Deal.Direction, r.Deal.Patterns)
	fmt.Println(r.Bidding.Min, "to", r.Bidding.Max, "then", r.Bidding.Specials)
	fmt.Println("undertrump:", r.Play.Undertrump, "| target:", r.Game.Target, "| must lead:", r.Game.MustLead)
	// Output:
	// counterclockwise [[3 3 2] [3 2 3] [2 3 3]]
	// 80 to 160 then [capot]
	// undertrump: free | target: 2000 | must lead: true
}

func ExamplePresets() {
	for _, p := range rulesfile.Presets() {
		fmt.Println(p.Name, p.Source)
	}
	// Output:
	// tournoi-2018 000_c5ff025bdc88a9a5.txt
	// classique 001_2ef9b9bc5b704152.txt
	// base 002_848530e49e705bcc.txt
	// montpellier 003_95e0c94ddb95e994.txt
	// annonces 004_834b3c42265dff45.txt
}

func ExampleLoad() {
	house := []byte(`# Montpellier rules, but we play to 1000 and "on pisse".
extends = "montpellier"

[play]
undertrump = "forced"

[game]
target = 1000
`)
	r, err := rulesfile.Load("house.toml", house)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Name, "extends", r.Extends+":", r.Play.Undertrump, r.Game.Target, r.Bidding.Max)

	_, err = rulesfile.Load("bad.toml", []byte("extends = \"montpellier\"\n[bidding]\nmin = 200\n"))
	fmt.Println(err)
	// Output:
	// house extends montpellier: forced 1000 160
	// bad.toml:3:1: error[ruleset/range]: bidding.min = 200 is above bidding.max = 160
	//     min = 200
	//     ^^^
}
