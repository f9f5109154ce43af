package rules

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/coinche/coinche/notation"
)

// EnumValues returns the legal values of an enumerated key (e.g.
// "play.undertrump"), the default first; nil for a key that is not
// enumerated. They come from the key's type (options.txt).
func EnumValues(key string) []string {
	switch key {
	case "bidding.coinche_out_of_turn":
		return []string{CoincheAnyTime.String(), CoincheInTurn.String(), CoincheTeamInTurn.String()}
	case "bidding.no_coinche":
		key = "bidding.specials"
	}
	for _, k := range enumKeys {
		if k.key() == key {
			return append([]string(nil), k.values()...)
		}
	}
	return nil
}

// deckRanks are the ranks of a deck, highest first in the usual plain
// order (any permutation is accepted as an order).
func deckRanks(cards int) []string {
	r := []string{"A", "K", "Q", "J", "10", "9", "8", "7"}
	if cards == 36 {
		r = append(r, "6")
	}
	return r
}

// Validate checks that r is possible: every enumerated key has a known
// value, the deck has 32 or 36 cards, every dealing pattern sums to the
// hand size, each card order is a permutation of the deck's ranks with a
// points list of the same length, the bid range and step agree, and the
// special contracts in play have values. The error is a ConfigErrors (one
// *ConfigError per problem, naming the key; no file position: rulesfile.Load adds
// it), or nil.
//
// Point totals other than the documents' 152 card points are not errors
// (house rules may change card values); Lint reports them.
func (r *Ruleset) Validate() error {
	if errs := r.validate(); len(errs) > 0 {
		return errs
	}
	return nil
}

type validator struct{ errs ConfigErrors }

func (v *validator) add(code string, keys []string, format string, args ...any) {
	e := newConfigError("", keys[0], code, fmt.Sprintf(format, args...))
	for _, k := range keys {
		e.Keys = append(e.Keys, splitKey(k))
	}
	v.errs = append(v.errs, e)
}

// splitKey splits "deal.patterns[1]" into ["deal", "patterns", "[1]"].
func splitKey(k string) []string {
	var out []string
	for _, part := range strings.Split(k, ".") {
		if i := strings.IndexByte(part, '['); i > 0 {
			out = append(out, part[:i])
			for _, idx := range strings.SplitAfter(part[i:], "]") {
				if idx != "" {
					out = append(out, idx)
				}
			}
			continue
		}
		out = append(out, part)
	}
	return out
}

// enumValue is the value of an enumerated key (an Enum).
type enumValue interface {
	Valid() bool
	Key() string
	String() string
	Values() []string
}

// enums checks every enumerated key of the section x (a Ruleset or one of
// its structs): each field holding an Enum, found by its type, so that a
// key added to options.txt and ruleset.go is checked with no line here.
func (v *validator) enums(x reflect.Value) {
	for i := 0; i < x.NumField(); i++ {
		f := x.Field(i)
		if !f.CanInterface() {
			continue
		}
		if e, ok := f.Interface().(enumValue); ok {
			v.enum(e)
		} else if f.Kind() == reflect.Struct {
			v.enums(f)
		}
	}
}

// enum reports a value its key does not allow: only a Ruleset built in Go
// can hold one (a file's text is read by Enum.UnmarshalText).
func (v *validator) enum(e enumValue) {
	if !e.Valid() {
		v.add("ruleset/value", []string{e.Key()}, "%s = %s: want %s", e.Key(), e.String(), quoteList(e.Values()))
	}
}

// enumList checks a list of specials: each valid, none listed twice.
func (v *validator) enumList(key string, vals []Special) {
	seen := map[Special]bool{}
	for i, val := range vals {
		ek := fmt.Sprintf("%s[%d]", key, i)
		if !val.Valid() {
			v.add("ruleset/value", []string{ek, key}, "%s = %s: want %s", ek, val, quoteList(val.Values()))
		} else if seen[val] {
			v.add("ruleset/value", []string{ek, key}, "%s: %q is listed twice", key, val)
		}
		seen[val] = true
	}
}

// contractValues checks scoring.contract_values: pairs [bid, value], each
// bid a numeric bid of the ruleset named once, each value not negative.
func (v *validator) contractValues(r *Ruleset) {
	seen := map[int]bool{}
	for i, p := range r.Scoring.ContractValues {
		k := fmt.Sprintf("scoring.contract_values[%d]", i)
		keys := []string{k, "scoring.contract_values"}
		pv := strings.ReplaceAll(fmt.Sprint(p), " ", ", ") // [85, 80]
		switch {
		case len(p) != 2:
			v.add("ruleset/range", keys, "%s = %s: want a pair [bid, value], e.g. [82, 80]", k, pv)
		case p[1] < 0:
			v.add("ruleset/range", keys, "%s = %s: the value %d must not be negative", k, pv, p[1])
		case !r.Bidding.ValidValue(p[0]):
			v.add("ruleset/value", []string{k, "scoring.contract_values", "bidding.ladder"}, "%s = %s: %d is not a bid of this ruleset (bids go from %s)", k, pv, p[0], rangeText(r))
		case seen[p[0]]:
			v.add("ruleset/value", keys, "scoring.contract_values: the bid %d is listed twice", p[0])
		}
		if len(p) > 0 {
			seen[p[0]] = true
		}
	}
}

func (v *validator) nonNeg(key string, n int) {
	if n < 0 {
		v.add("ruleset/range", []string{key}, "%s = %d: must not be negative", key, n)
	}
}

func quoteList(l []string) string {
	q := make([]string, len(l))
	for i, s := range l {
		q[i] = fmt.Sprintf("%q", s)
	}
	switch len(q) {
	case 0:
		return "nothing"
	case 1:
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// validate checks every key of r against docs/rulesets.md's key
// reference, section by section, and returns every problem found.
func (r *Ruleset) validate() ConfigErrors {
	v := &validator{}
	v.enums(reflect.ValueOf(r).Elem()) // every enumerated key, of every section
	v.deal(r)
	v.cardsBeforeBidding(r)
	v.cards(r)
	v.bidding(&r.Bidding)
	v.announces(r)
	v.scoring(r)
	v.specialValues(r)
	v.game(&r.Game)
	return v.errs
}

// deckKnown reports whether deck.cards is one of the decks modelled: 32
// (7 to ace) or 36 (6 to ace, 000).
func (r *Ruleset) deckKnown() bool { return r.Deck.Cards == 32 || r.Deck.Cards == 36 }

// deal checks [deck] and [deal] (docs/rulesets.md): the deck's size,
// each dealing pattern (every packet at least one card, a hand in all).
func (v *validator) deal(r *Ruleset) {
	deckOK := r.deckKnown()
	if !deckOK {
		v.add("ruleset/range", []string{"deck.cards"}, "deck.cards = %d: want 32 (7 to ace) or 36 (6 to ace)", r.Deck.Cards)
	}
	hand := r.Deck.Cards / 4
	if len(r.Deal.Patterns) == 0 {
		v.add("ruleset/pattern", []string{"deal.patterns"}, "deal.patterns is empty: give at least one dealing pattern, e.g. [[3, 2, 3]]")
	}
	for i, p := range r.Deal.Patterns {
		key := fmt.Sprintf("deal.patterns[%d]", i)
		sum, bad := 0, false
		for _, n := range p {
			if n < 1 {
				bad = true
			}
			sum += n
		}
		switch {
		case len(p) == 0:
			v.add("ruleset/pattern", []string{key, "deal.patterns"}, "%s is empty", key)
		case bad:
			v.add("ruleset/pattern", []string{key, "deal.patterns"}, "%s = %v: every packet must hold at least one card", key, p)
		case deckOK && sum != hand:
			v.add("ruleset/pattern", []string{key, "deal.patterns", "deck.cards"}, "%s = %v deals %d cards to each player; a %d-card deck needs %d", key, p, sum, r.Deck.Cards, hand)
		}
	}
}

// cardsBeforeBidding checks deal.cards_before_bidding (docs/rulesets.md
// [deal]): 1 to the hand size, and a count at which every dealing
// pattern stops (002's variant deals six cards in lots of three, bids,
// then deals the last two: patterns [[3, 3, 2]], 6 before bidding).
func (v *validator) cardsBeforeBidding(r *Ruleset) {
	if !r.deckKnown() {
		return
	}
	hand := r.Deck.Cards / 4
	cb := r.Deal.CardsBeforeBidding
	if cb == 0 { // a Ruleset built in Go: the hand size
		cb = hand
	}
	if cb < 1 || cb > hand {
		v.add("ruleset/range", []string{"deal.cards_before_bidding"}, "deal.cards_before_bidding = %d: want 1 to %d (the hand size)", cb, hand)
	} else if cb < hand {
		var bad []string
		for _, p := range r.Deal.Patterns {
			sum, ok := 0, false
			for _, n := range p {
				sum += n
				ok = ok || sum == cb
			}
			if !ok {
				bad = append(bad, fmt.Sprint(p))
			}
		}
		if len(bad) > 0 {
			v.add("ruleset/pattern", []string{"deal.cards_before_bidding", "deal.patterns"}, "deal.cards_before_bidding = %d, but dealing %s never stops at %d cards", cb, strings.Join(bad, ", "), cb)
		}
	}
}

// cards checks [cards] (docs/rulesets.md): each order a permutation of
// the deck's ranks, each points list one figure per rank, and
// cards.last_trick (the dix de der) not negative.
func (v *validator) cards(r *Ruleset) {
	if r.deckKnown() {
		ranks := deckRanks(r.Deck.Cards)
		c := &r.Cards
		v.order("cards.trump_order", c.TrumpOrder, ranks)
		v.points("cards.trump_points", c.TrumpPoints, len(ranks))
		v.order("cards.plain_order", c.PlainOrder, ranks)
		v.points("cards.plain_points", c.PlainPoints, len(ranks))
		v.order("cards.sans_atout_order", c.SansAtoutOrder, ranks)
		v.points("cards.sans_atout_points", c.SansAtoutPoints, len(ranks))
		v.order("cards.tout_atout_order", c.ToutAtoutOrder, ranks)
		v.points("cards.tout_atout_points", c.ToutAtoutPoints, len(ranks))
		v.order("announces.sequence_order", r.Announces.SequenceOrder, ranks)
	}
	v.nonNeg("cards.last_trick", r.Cards.LastTrick)
}

// bidding checks [bidding] (docs/rulesets.md): the ladder or the
// min/max/step range, the specials, who may coinche out of turn.
func (v *validator) bidding(b *Bidding) {
	if len(b.Ladder) > 0 {
		v.ladder(b)
	} else {
		v.bidRange(b)
	}
	v.enumList("bidding.specials", b.Specials)
	v.enumList("bidding.no_coinche", b.NoCoinche)
	if !b.CoincheOutOfTurn.valid() {
		v.add("ruleset/value", []string{"bidding.coinche_out_of_turn"}, "%s: want %s", b.CoincheOutOfTurn, coincheTurnWant)
	}
	if b.ClosingPasses != 0 && b.ClosingPasses != 3 && b.ClosingPasses != 4 { // 0: 3
		v.add("ruleset/range", []string{"bidding.closing_passes"}, "bidding.closing_passes = %d: want 3 (the three other seats pass) or 4 (the bidder too)", b.ClosingPasses)
	}
}

// announces checks [belote], [announces] and its sans_atout and
// tout_atout tables, and [claims] (docs/rulesets.md): no negative
// points.
func (v *validator) announces(r *Ruleset) {
	v.nonNeg("belote.points", r.Belote.Points)
	a := &r.Announces
	for _, kv := range []struct {
		k string
		n int
	}{{"announces.tierce", a.Tierce}, {"announces.cinquante", a.Cinquante}, {"announces.cent", a.Cent},
		{"announces.carre_jacks", a.CarreJ}, {"announces.carre_nines", a.Carre9}, {"announces.carre_aces", a.CarreA},
		{"announces.carre_tens", a.Carre10}, {"announces.carre_kings", a.CarreK}, {"announces.carre_queens", a.CarreQ}} {
		v.nonNeg(kv.k, kv.n)
	}
	for _, kc := range []struct {
		k string
		c *Carres
	}{{"announces.sans_atout", &a.SansAtout}, {"announces.tout_atout", &a.ToutAtout}} {
		for _, kv := range []struct {
			k string
			n int
		}{{"carre_jacks", kc.c.J}, {"carre_nines", kc.c.Nine}, {"carre_aces", kc.c.A},
			{"carre_tens", kc.c.Ten}, {"carre_kings", kc.c.K}, {"carre_queens", kc.c.Q}} {
			v.nonNeg(kc.k+"."+kv.k, kv.n)
		}
	}
}

// scoring checks [scoring] (docs/rulesets.md): no negative points,
// contract factors and multipliers at least 1.
func (v *validator) scoring(r *Ruleset) {
	s := &r.Scoring
	v.nonNeg("scoring.scale_to", s.ScaleTo)
	v.contractValues(r)
	for _, kv := range []struct {
		k string
		n int
	}{{"scoring.minimum_to_make", s.MinimumToMake}, {"scoring.extra_to_make", s.ExtraToMake},
		{"scoring.failed_base", s.FailedBase}, {"scoring.capot_bonus", s.CapotBonus},
		{"scoring.capot_value", s.CapotValue}, {"scoring.capot_failed", s.CapotFailed},
		{"scoring.match_value", s.MatchValue}, {"scoring.generale_value", s.GeneraleValue},
		{"scoring.solo_bonus", s.SoloBonus}, {"scoring.coinche_base", s.CoincheBase},
		{"scoring.capot_coinched", s.CapotCoinched}, {"scoring.capot_surcoinched", s.CapotSurcoinched},
		{"scoring.bid_mode_capot_value", s.BidModeCapotValue}} {
		v.nonNeg(kv.k, kv.n)
	}
	for _, kv := range []struct {
		k string
		n int
	}{{"scoring.contract_factor_suit", s.ContractFactorSuit}, {"scoring.contract_factor_sans_atout", s.ContractFactorSansAtout},
		{"scoring.contract_factor_tout_atout", s.ContractFactorToutAtout}} {
		if kv.n < 1 {
			v.add("ruleset/range", []string{kv.k}, "%s = %d: must be at least 1 (1: the contract scores its value)", kv.k, kv.n)
		}
	}
	v.nonNeg("scoring.capot_last_trick", s.CapotLastTrick)
	if s.CoincheMultiplier < 1 {
		v.add("ruleset/range", []string{"scoring.coinche_multiplier"}, "scoring.coinche_multiplier = %d: must be at least 1", s.CoincheMultiplier)
	}
	if s.SurcoincheMultiplier < 1 {
		v.add("ruleset/range", []string{"scoring.surcoinche_multiplier"}, "scoring.surcoinche_multiplier = %d: must be at least 1", s.SurcoincheMultiplier)
	}
}

// specialValues checks that each special contract in bidding.specials
// has its value (scoring.capot_value, match_value, generale_value).
func (v *validator) specialValues(r *Ruleset) {
	s := &r.Scoring
	for _, sp := range r.Bidding.Specials {
		switch sp {
		case SpecialCapot:
			if s.CapotValue == 0 {
				v.add("ruleset/range", []string{"scoring.capot_value", "bidding.specials"}, "bidding.specials has \"capot\" but scoring.capot_value = %d: give its value", s.CapotValue)
			}
		case SpecialMatch:
			if s.MatchValue == 0 {
				v.add("ruleset/range", []string{"scoring.match_value", "bidding.specials"}, "bidding.specials has \"match\" but scoring.match_value = %d: give its value", s.MatchValue)
			}
		case SpecialGenerale:
			if s.GeneraleValue == 0 {
				v.add("ruleset/range", []string{"scoring.generale_value", "bidding.specials"}, "bidding.specials has \"generale\" but scoring.generale_value = %d: give its value", s.GeneraleValue)
			}
		}
	}
}

// game checks [game] (docs/rulesets.md): the target and how a game
// ends.
func (v *validator) game(g *GameRules) {
	if g.Target < 0 {
		v.add("ruleset/range", []string{"game.target"}, "game.target = %d: must be at least 1, or 0 for no target (the game goes on until its record ends)", g.Target)
	}
}

// bidRange checks bidding.min, max and step (no ladder).
func (v *validator) bidRange(b *Bidding) {
	if b.Step < 1 {
		v.add("ruleset/range", []string{"bidding.step"}, "bidding.step = %d: must be at least 1", b.Step)
	}
	if b.Min < 1 {
		v.add("ruleset/range", []string{"bidding.min"}, "bidding.min = %d: must be at least 1", b.Min)
	}
	if b.Max < b.Min {
		v.add("ruleset/range", []string{"bidding.min", "bidding.max"}, "bidding.min = %d is above bidding.max = %d", b.Min, b.Max)
	}
	if b.Step >= 1 && b.Min >= 1 && b.Max >= b.Min {
		if b.Min%b.Step != 0 {
			v.add("ruleset/range", []string{"bidding.min", "bidding.step"}, "bidding.min = %d is not a multiple of bidding.step = %d (bids go by steps)", b.Min, b.Step)
		}
		if b.Max%b.Step != 0 {
			v.add("ruleset/range", []string{"bidding.max", "bidding.step"}, "bidding.max = %d is not a multiple of bidding.step = %d (bids go by steps)", b.Max, b.Step)
		}
	}
}

// ladder checks bidding.ladder: positive rungs, strictly ascending, and
// min and max its first and last rungs.
func (v *validator) ladder(b *Bidding) {
	for i, x := range b.Ladder {
		ek := fmt.Sprintf("bidding.ladder[%d]", i)
		switch {
		case x < 1:
			v.add("ruleset/range", []string{ek, "bidding.ladder"}, "%s = %d: a bid must be at least 1", ek, x)
		case i > 0 && x <= b.Ladder[i-1]:
			v.add("ruleset/range", []string{ek, "bidding.ladder"}, "%s = %d is not above the rung before it (%d): the ladder goes up, lowest bid first", ek, x, b.Ladder[i-1])
		}
	}
	lo, hi := b.Ladder[0], b.Ladder[len(b.Ladder)-1]
	if b.Min != lo {
		v.add("ruleset/range", []string{"bidding.min", "bidding.ladder"}, "bidding.min = %d, but bidding.ladder starts at %d: with a ladder, min and max are its first and last rungs (leave them out, or set bidding.ladder = [] to bid by min, max and step)", b.Min, lo)
	}
	if b.Max != hi {
		v.add("ruleset/range", []string{"bidding.max", "bidding.ladder"}, "bidding.max = %d, but bidding.ladder ends at %d: with a ladder, min and max are its first and last rungs (leave them out, or set bidding.ladder = [] to bid by min, max and step)", b.Max, hi)
	}
}

// order checks that order is a permutation of the deck's ranks.
func (v *validator) order(key string, order, ranks []string) {
	if len(order) != len(ranks) {
		v.add("ruleset/order", []string{key, "deck.cards"}, "%s has %d ranks; a %d-card deck has %d: %s", key, len(order), len(ranks)*4, len(ranks), strings.Join(ranks, " "))
		return
	}
	seen := map[string]bool{}
	for i, rk := range order {
		ek := fmt.Sprintf("%s[%d]", key, i)
		known := false
		for _, x := range ranks {
			known = known || rk == x
		}
		switch {
		case !known:
			v.add("ruleset/order", []string{ek, key}, "%s: %q is not a rank of a %d-card deck (%s)", key, rk, len(ranks)*4, strings.Join(ranks, " "))
		case seen[rk]:
			v.add("ruleset/order", []string{ek, key}, "%s: %q is listed twice; each of %s once", key, rk, strings.Join(ranks, " "))
		}
		seen[rk] = true
	}
}

// points checks a points list: one entry per rank, none negative.
func (v *validator) points(key string, pts []int, n int) {
	if len(pts) != n {
		v.add("ruleset/points", []string{key, "deck.cards"}, "%s has %d values; want %d, one per rank of the matching order", key, len(pts), n)
		return
	}
	for i, p := range pts {
		if p < 0 {
			ek := fmt.Sprintf("%s[%d]", key, i)
			v.add("ruleset/points", []string{ek, key}, "%s = %d: must not be negative", ek, p)
		}
	}
}

// CardPointsTotal returns the card points of a whole deck (dix de der not
// included) for a contract in strain s: sans-atout, tout-atout, or else a
// suit (any trump strain; NoStrain counts as one): 152 in every rule
// document.
func (r *Ruleset) CardPointsTotal(s notation.Strain) int {
	sum := func(p []int) int {
		t := 0
		for _, x := range p {
			t += x
		}
		return t
	}
	switch s {
	case notation.SansAtout:
		return 4 * sum(r.Cards.SansAtoutPoints)
	case notation.ToutAtout:
		return 4 * sum(r.Cards.ToutAtoutPoints)
	}
	return sum(r.Cards.TrumpPoints) + 3*sum(r.Cards.PlainPoints)
}

// Lint returns warnings about a valid ruleset that are not errors: card
// point totals other than the documents' 152 for the contracts in play
// (house rules may change the card values on purpose).
func (r *Ruleset) Lint() []string {
	var w []string
	check := func(s notation.Strain, kind, keys string) {
		if t := r.CardPointsTotal(s); t != 152 {
			w = append(w, fmt.Sprintf("%s: the cards are worth %d points in a %s contract, not 152", keys, t, kind))
		}
	}
	check(notation.TrumpS, "trump", "cards.trump_points, cards.plain_points")
	if r.Bidding.SansAtout {
		check(notation.SansAtout, "sans-atout", "cards.sans_atout_points")
	}
	if r.Bidding.ToutAtout {
		check(notation.ToutAtout, "tout-atout", "cards.tout_atout_points")
	}
	return w
}
