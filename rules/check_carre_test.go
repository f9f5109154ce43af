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
