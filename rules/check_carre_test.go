package rules

import "testing"

// announces.sans_atout, announces.tout_atout and announces.carre_order,
// each on both sides, under the annonces preset (004, which allows
// sans-atout and tout-atout). The hands are mixedHands: N holds the aces
// and tens, S the jacks and nines, W the kings and queens.
func TestCheckCarreKeys(t *testing.T) {
	// "Under sans-atout four aces 200 and four tens 150, other carrés 100."
	saTable := func(r *Ruleset) {
		r.Announces.SansAtout = Carres{J: 100, Nine: 100, A: 200, Ten: 150, K: 100, Q: 100}
	}
	order := func(v string) func(*Ruleset) {
		return func(r *Ruleset) { r.Announces.CarreOrder, r.Announces.CarreJ = mustEnum[CarreOrder](v), 100 }
	}
	cases := []struct {
		name  string
		mod   func(*Ruleset)
		calls string
		ann   []string
		errs  string
		want  [2]int
	}{
		// S's nines (150 in a suit) against W's kings (100).
		{"suit values under sans-atout (preset)", nil, "S:p W:p N:80SA E:p S:p W:p", []string{"S carre S9 H9 D9 C9", "W carre SK HK DK CK"}, "", [2]int{150, 0}},
		{"sans-atout table: nines 100, the kings rank higher", saTable, "S:p W:p N:80SA E:p S:p W:p", []string{"S carre S9 H9 D9 C9", "W carre SK HK DK CK"}, "", [2]int{0, 100}},
		{"sans-atout table leaves a suit contract", saTable, "S:p W:p N:80H E:p S:p W:p", []string{"S carre S9 H9 D9 C9", "W carre SK HK DK CK"}, "", [2]int{150, 0}},
		{"sans-atout table: aces 200 beat the jacks", saTable, "S:p W:p N:80SA E:p S:p W:p", []string{"N carre SA HA DA CA"}, "", [2]int{200, 0}},
		{"tout-atout table", func(r *Ruleset) { r.Announces.ToutAtout = Carres{J: 100, Nine: 100, A: 100, Ten: 100, K: 300, Q: 100} },
			"S:p W:p N:80TA E:p S:p W:p", []string{"S carre SJ HJ DJ CJ", "W carre SK HK DK CK"}, "", [2]int{0, 300}},
		{"tout-atout table leaves sans-atout", func(r *Ruleset) { r.Announces.ToutAtout = Carres{J: 100, Nine: 100, A: 100, Ten: 100, K: 300, Q: 100} },
			"S:p W:p N:80SA E:p S:p W:p", []string{"S carre SJ HJ DJ CJ", "W carre SK HK DK CK"}, "", [2]int{200, 0}},
		{"a carré worth nothing under sans-atout", func(r *Ruleset) { r.Announces.SansAtout.Nine = 0 },
			"S:p W:p N:80SA E:p S:p W:p", []string{"S carre S9 H9 D9 C9"}, "7:1:announce/kind", [2]int{0, 0}},
		// W's queens against S's jacks, both 100: A K Q J 10 (sequence)
		// and A 10 K Q J (plain) put the queen higher, J 9 A 10 K Q
		// (trump) the jack.
		{"carre_order sequence: queens over jacks", order("sequence"), "S:p W:p N:80H E:p S:p W:p", []string{"W carre SQ HQ DQ CQ", "S carre SJ HJ DJ CJ"}, "", [2]int{0, 100}},
		{"carre_order plain: queens over jacks", order("plain"), "S:p W:p N:80H E:p S:p W:p", []string{"W carre SQ HQ DQ CQ", "S carre SJ HJ DJ CJ"}, "", [2]int{0, 100}},
		{"carre_order trump: jacks over queens", order("trump"), "S:p W:p N:80H E:p S:p W:p", []string{"W carre SQ HQ DQ CQ", "S carre SJ HJ DJ CJ"}, "", [2]int{100, 0}},
		// W's kings against N's tens: the sequence order puts the king
		// higher, the plain order (A 10 K) the ten.
		{"carre_order sequence: kings over tens", order("sequence"), "S:p W:p N:80H E:p S:p W:p", []string{"W carre SK HK DK CK", "N carre S10 H10 D10 C10"}, "", [2]int{0, 100}},
		{"carre_order plain: tens over kings", order("plain"), "S:p W:p N:80H E:p S:p W:p", []string{"W carre SK HK DK CK", "N carre S10 H10 D10 C10"}, "", [2]int{100, 0}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rs, err := testPreset("annonces")
			if err != nil {
				t.Fatal(err)
			}
			if tc.mod != nil {
				tc.mod(rs)
			}
			if err := rs.Validate(); err != nil {
				t.Fatal(err)
			}
			c, err := NewChecker(rs)
			if err != nil {
				t.Fatal(err)
			}
			checkAnnounces(t, c, mixedHands, tc.calls, tc.ann, tc.errs, tc.want)
		})
	}
}

// announces.compare = "points" compares a carré and a sequence of equal
// points by their cards: the carré's rank against the sequence's top card,
// both in announces.sequence_order. announces.carre_order ranks carrés of
// equal value against one another only (docs/rulesets.md): before, under
// carre_order = "trump" a carré of kings (fifth in J 9 A 10 K Q) lost to a
// cent topped by the jack (fourth in A K Q J), two places of two orders
// compared as one.
func TestCheckCarreAgainstSequence(t *testing.T) {
	hands := [4]string{
		"SK S7 HK DK D8 D7 CK C7",   // N: four kings
		"HJ H10 H9 H8 H7 S9 S8 C8",  // E: a cent topped by the jack
		"SA SQ SJ S10 HA HQ DA DQ",  // S
		"DJ D10 D9 CA CQ CJ C10 C9", // W
	}
	ann := []string{"N carre SK HK DK CK", "E cent HJ H10 H9 H8 H7"}
	set := func(compare, order string) func(*Ruleset) {
		return func(r *Ruleset) {
			r.Announces.Compare, r.Announces.CarreOrder = mustEnum[AnnounceCompare](compare), mustEnum[CarreOrder](order)
		}
	}
	for _, tc := range []struct {
		name string
		mod  func(*Ruleset)
		want [2]int
	}{
		{"carre-first: the carré", set("carre-first", "trump"), [2]int{100, 0}},
		{"points, sequence order: the king over the jack", set("points", "sequence"), [2]int{100, 0}},
		{"points, plain order: the king over the jack", set("points", "plain"), [2]int{100, 0}},
		{"points, trump order: still the king over the jack", set("points", "trump"), [2]int{100, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs, err := testPreset("annonces")
			if err != nil {
				t.Fatal(err)
			}
			tc.mod(rs)
			c, err := NewChecker(rs)
			if err != nil {
				t.Fatal(err)
			}
			checkAnnounces(t, c, hands, "S:p W:p N:80S E:p S:p W:p", ann, "", tc.want)
		})
	}
}
