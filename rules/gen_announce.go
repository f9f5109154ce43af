package rules

import "github.com/coinche/coinche/notation"

// randomAnnounces writes the deal's announcements (none when the ruleset
// has none, announces.enabled = false): every seat announces each carré it
// holds that is worth something under the contract (announces.carre_*,
// [announces.sans_atout], [announces.tout_atout]), then each run of three or
// more cards of a suit in announces.sequence_order (a tierce, a cinquante,
// a cent for five or more), leaving out the carrés' cards under
// announces.one_card_one_announce (004). The checker then compares them
// (announces.compare, carre_order, tie). It draws nothing from the random
// source, so the deals of a ruleset without announcements are as before.
func (e *Engine) randomAnnounces(d *notation.Deal, hands [4]Hand, strain notation.Strain) {
	a := &e.rs.Announces
	if !a.Enabled {
		return
	}
	order := a.SequenceOrder
	if len(order) == 0 {
		order = defaultSequenceOrder
	}
	kinds := [...]notation.AnnounceKind{notation.Tierce, notation.Cinquante, notation.Cent}
	worth := [...]int{a.Tierce, a.Cinquante, a.Cent}
	add := func(s notation.Seat, k notation.AnnounceKind, h Hand) {
		d.Announces = append(d.Announces, notation.Announce{Seat: s, Kind: k, Cards: appendSorted(nil, h)})
	}
	for s := notation.North; s <= notation.West; s++ {
		hand := hands[s-1]
		var used Hand
		for r := notation.Ace; r >= notation.Six; r-- {
			var four Hand
			for su := notation.Spades; su <= notation.Clubs; su++ {
				four |= MakeCard(r, su).Bit()
			}
			if hand&four == four && a.CarreValue(r, strain) > 0 {
				add(s, notation.Carre, four)
				used |= four
			}
		}
		free := hand
		if a.OneCardOneAnnounce {
			free &^= used
		}
		for su := notation.Spades; su <= notation.Clubs; su++ {
			var run Hand
			flush := func() {
				if n := run.Count(); n >= 3 {
					i := min(n, 5) - 3
					if worth[i] > 0 {
						add(s, kinds[i], run)
					}
				}
				run = 0
			}
			for _, name := range order {
				r, ok := rankByName[name]
				if c := MakeCard(r, su); ok && free.Has(c) {
					run |= c.Bit()
					continue
				}
				flush()
			}
			flush()
		}
	}
}
