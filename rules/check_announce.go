package rules

import (
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// An announcement's value and rank for the comparison (002 Annonces, 004
// Score calculation): any carré beats any sequence (announces.compare =
// "carre-first"; under "points" a carré and a sequence are compared by
// points only); then more points; then the higher cards; then the tie
// rule (announces.tie).
type announceValue struct {
	ok     bool
	carre  bool
	points int
	top    int  // a carré's rank in announces.carre_order, a sequence's top card in announces.sequence_order (0 = highest)
	seqTop int  // the highest card in announces.sequence_order, for a carré against a sequence
	trump  bool // a sequence in the trump suit
	index  int  // order in the record
	team   int
}

var defaultSequenceOrder = []string{"A", "K", "Q", "J", "10", "9", "8", "7", "6"}

// seqIndex is the rank's place in the sequence order, -1 when absent.
func (c *Checker) seqIndex(r notation.Rank) int {
	order := c.rs.Announces.SequenceOrder
	if len(order) == 0 {
		order = defaultSequenceOrder
	}
	name := r.String()
	for i, n := range order {
		if n == name {
			return i
		}
	}
	return -1
}

// carreValue is what a carré of rank r is worth under the deal's
// contract (announces.carre_*, [announces.sans_atout],
// [announces.tout_atout]).
func (st *dealState) carreValue(r notation.Rank) int {
	return st.c.rs.Announces.CarreValue(r, st.strain)
}

// carreTop is the place of rank r in the order that ranks carrés of equal
// value (announces.carre_order; 0 = highest): the sequence order, the
// plain-suit order or the trump order.
func (c *Checker) carreTop(r notation.Rank) int {
	var order []string
	switch c.rs.Announces.CarreOrder {
	case CarreOrderPlain:
		order = c.rs.Cards.PlainOrder
	case CarreOrderTrump:
		order = c.rs.Cards.TrumpOrder
	default:
		return c.seqIndex(r)
	}
	name := r.String()
	for i, n := range order {
		if n == name {
			return i
		}
	}
	return -1
}

// announceAs are the announcements with their article, by kind: "a
// tierce", « une tierce », « un carré ».
var announceAs = [...]i18n.Key{i18n.AnAnnounce, i18n.ATierce, i18n.ACinquante, i18n.ACent, i18n.ACarre}

// announceA is an announcement of kind k with its article, as a message
// of the catalog.
func announceA(k notation.AnnounceKind) i18n.Sub {
	if int(k) < len(announceAs) {
		return i18n.S(announceAs[k])
	}
	return i18n.S(i18n.AnAnnounce)
}

// announces checks the announcements against the hands (cards held, a
// real sequence or carré of the kind said, a card in one announcement
// only under announces.one_card_one_announce: 004) and compares them
// (announces.compare, announces.tie): only the team with the best one
// scores, all of its announcements (announces.winner_scores = "all"; 002
// Annonces; 004) or that best one only ("best").
func (st *dealState) announces(out *Outcome) {
	c, d, errs := st.c, st.d, st.errs
	if len(d.Announces) == 0 {
		return
	}
	if !c.rs.Announces.Enabled {
		errs.AddKey(d.Announces[0].Pos, "announce/disabled", i18n.AnnounceDisabled)
		return
	}
	var used [4]Hand
	var best [2]announceValue
	var sum [2]int
	for i := range d.Announces {
		a := &d.Announces[i]
		v := st.announce(a, i, &used)
		if !v.ok {
			continue
		}
		sum[v.team] += v.points
		if !best[v.team].ok || c.announceBeats(v, best[v.team]) {
			best[v.team] = v
		}
	}
	if c.rs.Announces.WinnerScores == WinnerScoresBest {
		sum[0], sum[1] = best[0].points, best[1].points
	}
	switch {
	case best[0].ok && best[1].ok:
		switch {
		case c.announceBeats(best[0], best[1]):
			out.Announces[0] = sum[0]
		case c.announceBeats(best[1], best[0]):
			out.Announces[1] = sum[1]
		default:
			if t := c.announceTie(best[0], best[1]); t >= 0 {
				out.Announces[t] = sum[t]
			}
		}
	case best[0].ok:
		out.Announces[0] = sum[0]
	case best[1].ok:
		out.Announces[1] = sum[1]
	}
}

// announceBeats reports whether x is strictly better than y, before ties.
func (c *Checker) announceBeats(x, y announceValue) bool {
	if x.carre != y.carre && c.rs.Announces.Compare != AnnounceComparePoints {
		return x.carre
	}
	if x.points != y.points {
		return x.points > y.points
	}
	if x.carre != y.carre {
		// announces.compare = "points": a carré against a sequence by
		// their cards in the sequence order (carre_order ranks carrés
		// among themselves only).
		return x.seqTop < y.seqTop
	}
	return x.top < y.top
}

// announceTie says which team (0, 1) scores when the best announcements
// are equal, -1 for none (announces.tie).
func (c *Checker) announceTie(x, y announceValue) int {
	switch c.rs.Announces.Tie {
	case AnnounceTieFirst:
		if x.index < y.index {
			return x.team
		}
		return y.team
	case AnnounceTieCancel:
		return -1
	}
	// "trump-else-none" and "trump-else-first": a sequence in trump beats
	// one in a plain suit (002 Variations, Annonces).
	switch {
	case x.trump && !y.trump:
		return x.team
	case y.trump && !x.trump:
		return y.team
	}
	if c.rs.Announces.Tie == AnnounceTieTrumpElseFirst {
		if x.index < y.index {
			return x.team
		}
		return y.team
	}
	return -1
}

// announce checks one announcement and returns its value (ok false when
// it is not valid).
func (st *dealState) announce(a *notation.Announce, index int, used *[4]Hand) announceValue {
	errs := st.errs
	var v announceValue
	s := a.Seat
	if s < notation.North || s > notation.West {
		errs.AddKey(a.Pos, "announce/seat", i18n.AnnounceSeatless)
		return v
	}
	name := announceA(a.Kind)
	var cards Hand
	for _, nc := range a.Cards {
		card, ok := CardOf(nc)
		if !ok || !st.deck.Has(card) {
			st.badCard(a.Pos, nc)
			return v
		}
		cards |= card.Bit()
	}
	if len(a.Cards) == 0 {
		cards = st.findAnnounce(s, a.Kind)
		if cards == 0 {
			errs.AddKey(a.Pos, "announce/not-held", i18n.AnnounceNoneHeld, s.String(), name, st.dealt[s-1].String())
			return v
		}
	} else if cards.Count() != len(a.Cards) {
		errs.AddKey(a.Pos, "announce/kind", i18n.AnnounceTwice, s.String(), name)
		return v
	}
	if miss := cards &^ st.dealt[s-1]; miss != 0 {
		if st.known[s-1] || st.notOwned(s, miss) {
			errs.AddKey(a.Pos, "announce/not-held", i18n.AnnounceNotInHand, s.String(), name, miss.String(), st.dealt[s-1].String())
			return v
		}
	}
	if cards&used[s-1] != 0 && st.c.rs.Announces.OneCardOneAnnounce {
		errs.AddKey(a.Pos, "announce/card-reused", i18n.AnnounceReused, s.String(), (cards & used[s-1]).String())
		return v
	}
	used[s-1] |= cards
	v, why := st.announceShape(a.Kind, cards)
	if !v.ok {
		errs.AddKey(a.Pos, "announce/kind", i18n.AnnounceKind, s.String(), name, cards.String(), why)
		return v
	}
	v.index = index
	v.team = s.Team().Index()
	return v
}

// notOwned reports whether some card of h was dealt to (or played by)
// another seat than s.
func (st *dealState) notOwned(s notation.Seat, h Hand) bool {
	for ; h != 0; h &= h - 1 {
		if o := st.owner(trailing(h)); o != notation.NoSeat && o != s {
			return true
		}
	}
	return false
}

// announceShape checks that cards form an announcement of kind k and
// returns its value, or why not (a message of the catalog; its Key is ""
// when they do).
func (st *dealState) announceShape(k notation.AnnounceKind, cards Hand) (announceValue, i18n.Sub) {
	c := st.c
	a := &c.rs.Announces
	var v announceValue
	n := cards.Count()
	switch k {
	case notation.Carre:
		first := cards.First()
		r := first.Rank()
		for s := notation.Spades; s <= notation.Clubs; s++ {
			if !cards.Has(MakeCard(r, s)) {
				return v, i18n.S(i18n.WhyCarreRank)
			}
		}
		if n != 4 {
			return v, i18n.S(i18n.WhyCarreRank)
		}
		p := st.carreValue(r)
		if p <= 0 {
			return v, i18n.S(i18n.WhyCarreNothing, r.String(), st.strainClause())
		}
		return announceValue{ok: true, carre: true, points: p, top: c.carreTop(r), seqTop: c.seqIndex(r)}, i18n.Sub{}
	case notation.Tierce, notation.Cinquante, notation.Cent:
		need := int(k-notation.Tierce) + 3
		p := [...]int{a.Tierce, a.Cinquante, a.Cent}[k-notation.Tierce]
		shape := seqShape(need)
		if n != need && !(k == notation.Cent && n > need) {
			return v, i18n.S(i18n.WhyShape, announceA(k), shape)
		}
		suit := cards.First().Suit()
		if cards.OfSuit(suit) != cards {
			return v, i18n.S(i18n.WhyOneSuit)
		}
		lo, hi := 99, -1
		for h := cards; h != 0; h &= h - 1 {
			i := c.seqIndex(trailing(h).Rank())
			if i < 0 {
				return v, i18n.S(i18n.WhyNotSequence)
			}
			lo, hi = min(lo, i), max(hi, i)
		}
		if hi-lo+1 != n {
			return v, i18n.S(i18n.WhyNotInSequence, shape, sequenceText(c))
		}
		if p <= 0 {
			return v, i18n.S(i18n.WhyScoresNothing, announceA(k))
		}
		return announceValue{ok: true, points: p, top: lo, seqTop: lo, trump: c.eng.Trumps(st.strain).Has(cards.First()) && st.strain != notation.ToutAtout}, i18n.Sub{}
	}
	return v, i18n.S(i18n.WhyUnknown)
}

// seqShape is "N cards in sequence" (« N cartes qui se suivent »), N 3 to
// 5.
func seqShape(n int) i18n.Sub {
	return i18n.S(i18n.InSequence, min(max(n, 3), 5))
}

func sequenceText(c *Checker) string {
	order := c.rs.Announces.SequenceOrder
	if len(order) == 0 {
		order = defaultSequenceOrder[:c.rs.HandSize()]
	}
	s := ""
	for i, r := range order {
		if i > 0 {
			s += " "
		}
		s += r
	}
	return s
}

// findAnnounce finds, in what s was dealt, the best announcement of kind
// k, for an announcement written without its cards; 0 when none.
func (st *dealState) findAnnounce(s notation.Seat, k notation.AnnounceKind) Hand {
	c := st.c
	hand := st.dealt[s-1]
	if k == notation.Carre {
		for r := notation.Ace; r >= notation.Six; r-- {
			var h Hand
			for su := notation.Spades; su <= notation.Clubs; su++ {
				h |= MakeCard(r, su).Bit()
			}
			if hand&h == h && st.carreValue(r) > 0 {
				return h
			}
		}
		return 0
	}
	need := int(k-notation.Tierce) + 3
	if need < 3 || need > 5 {
		return 0
	}
	var best Hand
	bestTop := 99
	for su := notation.Spades; su <= notation.Clubs; su++ {
		// walk the sequence order, keeping the current run
		var run Hand
		runLen, runTop := 0, 0
		order := c.rs.Announces.SequenceOrder
		if len(order) == 0 {
			order = defaultSequenceOrder
		}
		for i, name := range order {
			r, ok := rankByName[name]
			if !ok {
				continue
			}
			card := MakeCard(r, su)
			if !hand.Has(card) {
				run, runLen = 0, 0
				continue
			}
			if runLen == 0 {
				runTop = i
			}
			run |= card.Bit()
			runLen++
			if runLen == need && runTop < bestTop {
				best, bestTop = run, runTop
			}
		}
	}
	return best
}

// strainClause is " under sans-atout" / " under tout-atout" for a contract
// of that kind, whose carrés have their own values; "" otherwise.
func (st *dealState) strainClause() any {
	switch st.strain {
	case notation.SansAtout:
		return i18n.S(i18n.UnderSansAtout)
	case notation.ToutAtout:
		return i18n.S(i18n.UnderToutAtout)
	}
	return ""
}

// loneBelotes warns of each belote said without its rebelote in a full
// record (code belote/no-rebelote, a warning: the record is legal): the
// holder of the trump king and queen said belote playing the first and
// then played the second without saying rebelote, so the belote does not
// count (001 « il doit dire « Belote » en posant une de ces deux cartes et
// « Rebelote » quand il pose la deuxième »). Records that online engines
// write always carry both words (Board Game Arena says rebelote for the
// player: drasill/bga-coinche coinche.game.php:782-827), so a lone belote
// is most likely a word left out. Nothing is said under belote.automatic
// (the pair counts without the words), in a deal with syntax errors, or
// when the second card is not played (a claim, « nous avons gagné ») or
// was said something already reported (belote/order).
func (st *dealState) loneBelotes() {
	if !st.lone || st.c.rs.Belote.Automatic || st.d.Bad {
		return
	}
	for s := range st.belote {
		for suit, b := range st.belote[s] {
			if b&beloteSaid != 0 && b&beloteDone == 0 {
				st.loneBelote(notation.Seat(s+1), notation.Suit(suit))
			}
		}
	}
}

// loneBelote warns of seat's belote in suit when the second card of the
// pair was played after it, by seat, with nothing said.
func (st *dealState) loneBelote(seat notation.Seat, suit notation.Suit) {
	king, queen := MakeCard(notation.King, suit), MakeCard(notation.Queen, suit)
	var first Card
	firstTrick := 0
	st.d.FillPositions() // the plays (Trick.Four), and the card it cites
	for ti := range st.d.Tricks {
		tr := &st.d.Tricks[ti]
		if tr.Leader < notation.North || tr.Leader > notation.West {
			return
		}
		for i := range tr.Plays {
			p := &tr.Plays[i]
			c, ok := CardOf(p.Card)
			if !ok || (c != king && c != queen) || i > 3 || st.c.order[tr.Leader][i] != seat {
				continue
			}
			switch {
			case firstTrick == 0 && p.Say == notation.SayBelote:
				first, firstTrick = c, ti+1
			case firstTrick > 0 && c != first && p.Say == notation.SayNothing:
				*st.errs = append(*st.errs, &notation.Error{Pos: p.Pos, Code: "belote/no-rebelote", Warning: true,
					Key: i18n.BeloteNoRebelote, Args: []any{seat.String(), first.String(), firstTrick, c.String(), ti + 1, c.String()}})
				e := (*st.errs)[len(*st.errs)-1]
				e.Msg = i18n.English.T(e.Key, e.Args...)
				return
			}
		}
	}
}
