package rules

import (
	"testing"

	"github.com/coinche/coinche/notation"
)

// A belote said without its rebelote in a full record gets the warning
// belote/no-rebelote at the second card (the belote does not count), and
// only when that card was played with nothing said, by a ruleset whose
// belote is said (not belote.automatic). W holds ♥KQ in the mixed deal:
// ♥K is W's card of trick 7 (line 16, column 3), ♥Q of trick 8 (17:5).
func TestLoneBelote(t *testing.T) {
	claimBefore := mixed().with(6, "N: HA HK+b H9 H8")
	claimBefore.tricks = claimBefore.tricks[:7]
	claimBefore.claim = "S"
	for _, tc := range []struct {
		name   string
		mod    func(*Ruleset)
		deal   tdeal
		errs   string
		msg    string // the warning's message, when errs has one
		belote notation.Team
	}{
		{name: "belote, then the queen without a word: warned", deal: mixed().with(6, "N: HA HK+b H9 H8"), errs: "17:5:belote/no-rebelote",
			msg: "W said belote playing K♥ (trick 7) but not rebelote playing Q♥ (trick 8): the belote does not count; if it was declared, write Q♥ rebelote", belote: notation.NoTeam},
		{name: "belote and rebelote: nothing", deal: mixed().with(6, "N: HA HK+b H9 H8").with(7, "S: HJ H7 H10 HQ+r"), belote: notation.EW},
		{name: "the queen first, then the king without a word: warned", deal: mixed().with(6, "N: HA HQ+b H9 H8").with(7, "S: HJ H7 H10 HK"), errs: "17:5:belote/no-rebelote",
			msg: "W said belote playing Q♥ (trick 7) but not rebelote playing K♥ (trick 8): the belote does not count; if it was declared, write K♥ rebelote", belote: notation.NoTeam},
		{name: "nothing said: nothing", deal: mixed().with(6, "N: HA HK H9 H8"), belote: notation.NoTeam},
		{name: "a claim before the queen: nothing", deal: claimBefore, belote: notation.NoTeam},
		{name: "belote said twice: belote/order only", deal: mixed().with(6, "N: HA HK+b H9 H8").with(7, "S: HJ H7 H10 HQ+b"), errs: "17:5:belote/order", belote: notation.NoTeam},
		{name: "automatic: the pair counts, nothing to say", mod: autoBelote(true), deal: mixed().with(6, "N: HA HK+b H9 H8"), belote: notation.EW},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := testChecker(t, "montpellier", tc.mod)
			o, errs := c.CheckDeal(tc.deal.build(t))
			if got := lcodes(errs); got != tc.errs {
				t.Errorf("errors\n got %s\nwant %s\n%v", got, tc.errs, errsText(errs))
			}
			for _, e := range errs {
				if (e.Code == "belote/no-rebelote") != e.Warning {
					t.Errorf("%s: Warning = %v", e.Code, e.Warning)
				}
				if e.Code == "belote/no-rebelote" && e.Msg != tc.msg {
					t.Errorf("message: %s", e.Msg)
				}
			}
			if o.Belote != tc.belote {
				t.Errorf("Belote = %v, want %v", o.Belote, tc.belote)
			}
		})
	}
}
