package rules

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
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

// addKey is add with a message of the catalog (SetMessage).
func (v *validator) addKey(code string, keys []string, key i18n.Key, args ...any) {
	v.add(code, keys, "")
	v.errs[len(v.errs)-1].SetMessage(key, args...)
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
		v.addKey("ruleset/value", []string{e.Key()}, i18n.VWantRaw, e.Key(), e.String(), ValueList(e.Values()))
	}
}

// enumList checks a list of specials: each valid, none listed twice.
func (v *validator) enumList(key string, vals []Special) {
	seen := map[Special]bool{}
	for i, val := range vals {
		ek := fmt.Sprintf("%s[%d]", key, i)
		if !val.Valid() {
			v.addKey("ruleset/value", []string{ek, key}, i18n.VWantRaw, ek, val.String(), ValueList(val.Values()))
		} else if seen[val] {
			v.addKey("ruleset/value", []string{ek, key}, i18n.VListedTwice, key, val.String())
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
			v.addKey("ruleset/range", keys, i18n.VPair, k, pv)
		case p[1] < 0:
			v.addKey("ruleset/range", keys, i18n.VPairNegative, k, pv, p[1])
		case !r.Bidding.ValidValue(p[0]):
			v.addKey("ruleset/value", []string{k, "scoring.contract_values", "bidding.ladder"}, i18n.VNotABid, k, pv, p[0], rangeSub(r))
		case seen[p[0]]:
			v.addKey("ruleset/value", keys, i18n.VBidTwice, p[0])
		}
		if len(p) > 0 {
			seen[p[0]] = true
		}
	}
}

func (v *validator) nonNeg(key string, n int) {
	if n < 0 {
		v.addKey("ruleset/range", []string{key}, i18n.VNotNegative, key, n)
	}
}

func quoteList(l []string) string { return ValueList(l).In(i18n.English) }

// ValueList is the values a key allows, quoted, in a message: "a", "b"
// or "c" (« "a", "b" ou "c" »); "nothing" for none.
type ValueList []string

// In writes the list in l (i18n.Text).
func (vl ValueList) In(l i18n.Lang) string {
	q := make([]string, len(vl))
	for i, s := range vl {
		q[i] = strconv.Quote(s)
	}
	switch len(q) {
	case 0:
		return l.T(i18n.RulesetNothing)
	case 1:
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + l.T(i18n.Or) + q[len(q)-1]
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
		v.addKey("ruleset/range", []string{"deck.cards"}, i18n.VDeckCards, r.Deck.Cards)
	}
	hand := r.Deck.Cards / 4
	if len(r.Deal.Patterns) == 0 {
		v.addKey("ruleset/pattern", []string{"deal.patterns"}, i18n.VPatternsEmpty)
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
			v.addKey("ruleset/pattern", []string{key, "deal.patterns"}, i18n.VPatternEmpty, key)
		case bad:
			v.addKey("ruleset/pattern", []string{key, "deal.patterns"}, i18n.VPacketEmpty, key, fmt.Sprint(p))
		case deckOK && sum != hand:
			v.addKey("ruleset/pattern", []string{key, "deal.patterns", "deck.cards"}, i18n.VPatternSum, key, fmt.Sprint(p), sum, r.Deck.Cards, hand)
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
		v.addKey("ruleset/range", []string{"deal.cards_before_bidding"}, i18n.VCardsBefore, cb, hand)
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
			v.addKey("ruleset/pattern", []string{"deal.cards_before_bidding", "deal.patterns"}, i18n.VCardsBeforeStop, cb, strings.Join(bad, ", "), cb)
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
		v.addKey("ruleset/range", []string{"bidding.closing_passes"}, i18n.VClosingPasses, b.ClosingPasses)
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
			v.addKey("ruleset/range", []string{kv.k}, i18n.VFactor, kv.k, kv.n)
		}
	}
	v.nonNeg("scoring.capot_last_trick", s.CapotLastTrick)
	if s.CoincheMultiplier < 1 {
		v.addKey("ruleset/range", []string{"scoring.coinche_multiplier"}, i18n.VAtLeastOne, "scoring.coinche_multiplier", s.CoincheMultiplier)
	}
	if s.SurcoincheMultiplier < 1 {
		v.addKey("ruleset/range", []string{"scoring.surcoinche_multiplier"}, i18n.VAtLeastOne, "scoring.surcoinche_multiplier", s.SurcoincheMultiplier)
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
				v.addKey("ruleset/range", []string{"scoring.capot_value", "bidding.specials"}, i18n.VSpecialValue, "capot", "scoring.capot_value", s.CapotValue)
			}
		case SpecialMatch:
			if s.MatchValue == 0 {
				v.addKey("ruleset/range", []string{"scoring.match_value", "bidding.specials"}, i18n.VSpecialValue, "match", "scoring.match_value", s.MatchValue)
			}
		case SpecialGenerale:
			if s.GeneraleValue == 0 {
				v.addKey("ruleset/range", []string{"scoring.generale_value", "bidding.specials"}, i18n.VSpecialValue, "generale", "scoring.generale_value", s.GeneraleValue)
			}
		}
	}
}

// game checks [game] (docs/rulesets.md): the target and how a game
// ends.
func (v *validator) game(g *GameRules) {
	if g.Target < 0 {
		v.addKey("ruleset/range", []string{"game.target"}, i18n.VTarget, g.Target)
	}
}

// bidRange checks bidding.min, max and step (no ladder).
func (v *validator) bidRange(b *Bidding) {
	if b.Step < 1 {
		v.addKey("ruleset/range", []string{"bidding.step"}, i18n.VAtLeastOne, "bidding.step", b.Step)
	}
	if b.Min < 1 {
		v.addKey("ruleset/range", []string{"bidding.min"}, i18n.VAtLeastOne, "bidding.min", b.Min)
	}
	if b.Max < b.Min {
		v.addKey("ruleset/range", []string{"bidding.min", "bidding.max"}, i18n.VMinAboveMax, b.Min, b.Max)
	}
	if b.Step >= 1 && b.Min >= 1 && b.Max >= b.Min {
		if b.Min%b.Step != 0 {
			v.addKey("ruleset/range", []string{"bidding.min", "bidding.step"}, i18n.VNotMultiple, "bidding.min", b.Min, b.Step)
		}
		if b.Max%b.Step != 0 {
			v.addKey("ruleset/range", []string{"bidding.max", "bidding.step"}, i18n.VNotMultiple, "bidding.max", b.Max, b.Step)
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
			v.addKey("ruleset/range", []string{ek, "bidding.ladder"}, i18n.VRungMin, ek, x)
		case i > 0 && x <= b.Ladder[i-1]:
			v.addKey("ruleset/range", []string{ek, "bidding.ladder"}, i18n.VRungUp, ek, x, b.Ladder[i-1])
		}
	}
	lo, hi := b.Ladder[0], b.Ladder[len(b.Ladder)-1]
	if b.Min != lo {
		v.addKey("ruleset/range", []string{"bidding.min", "bidding.ladder"}, i18n.VLadderMin, b.Min, lo)
	}
	if b.Max != hi {
		v.addKey("ruleset/range", []string{"bidding.max", "bidding.ladder"}, i18n.VLadderMax, b.Max, hi)
	}
}

// order checks that order is a permutation of the deck's ranks.
func (v *validator) order(key string, order, ranks []string) {
	if len(order) != len(ranks) {
		v.addKey("ruleset/order", []string{key, "deck.cards"}, i18n.VOrderRanks, key, len(order), len(ranks)*4, len(ranks), strings.Join(ranks, " "))
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
			v.addKey("ruleset/order", []string{ek, key}, i18n.VNotRank, key, rk, len(ranks)*4, strings.Join(ranks, " "))
		case seen[rk]:
			v.addKey("ruleset/order", []string{ek, key}, i18n.VRankTwice, key, rk, strings.Join(ranks, " "))
		}
		seen[rk] = true
	}
}

// points checks a points list: one entry per rank, none negative.
func (v *validator) points(key string, pts []int, n int) {
	if len(pts) != n {
		v.addKey("ruleset/points", []string{key, "deck.cards"}, i18n.VPointsCount, key, len(pts), n)
		return
	}
	for i, p := range pts {
		if p < 0 {
			ek := fmt.Sprintf("%s[%d]", key, i)
			v.addKey("ruleset/points", []string{ek, key}, i18n.VNotNegative, ek, p)
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
