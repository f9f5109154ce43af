package gen

import (
	"fmt"
	"math/rand/v2"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// A fault is one kind of illegal call or play that can be planted in a
// legal full deal. plant changes d in place and returns a one-line
// description of what it did, or "" when the deal offers no place for
// this kind of fault (then d is unchanged).
type fault struct {
	name  string
	plant func(p *planter, d *notation.Deal) string
}

// faults lists every kind, in a fixed order (the same seed must give the
// same output).
var faults = []fault{
	{"illegal-card", (*planter).illegalCard},
	{"bid-not-higher", (*planter).bidNotHigher},
	{"bid-off-range", (*planter).bidOffRange},
	{"coinche-own-team", (*planter).coincheOwnTeam},
	{"belote-non-holder", (*planter).beloteNonHolder},
	{"card-swapped", (*planter).swapCards},
	{"card-twice", (*planter).cardTwice},
}

// planter plants faults in the deals of one ruleset.
type planter struct {
	eng   *rules.Engine
	rs    *rules.Ruleset
	rng   *rand.Rand
	trial *rules.Checker // a fresh checker: does the fault show?
}

// plant plants one fault in d, chosen at random among the kinds the deal
// allows, and marks the deal with a comment "# planted: …". It checks that
// the checker reports the fault (some faults are legal under some rulesets:
// then another kind is tried). It reports whether a fault was planted.
func (p *planter) plant(d *notation.Deal) bool {
	order := p.rng.Perm(len(faults))
	for _, i := range order {
		f := faults[i]
		save := cloneDeal(d)
		what := f.plant(p, d)
		if what == "" {
			continue
		}
		p.trial.Reset()
		if _, errs := p.trial.CheckDeal(d); len(errs) > 0 {
			d.Notes.Before = append(d.Notes.Before, notation.Comment{Text: "# planted: " + f.name + ": " + what})
			return true
		}
		*d = *save
	}
	return false
}

// cloneDeal copies the parts of a generated deal that plants change.
func cloneDeal(d *notation.Deal) *notation.Deal {
	c := *d
	c.Hands = append([]notation.Hand(nil), d.Hands...)
	for i := range c.Hands {
		c.Hands[i].Cards = append([]notation.Card(nil), d.Hands[i].Cards...)
	}
	c.Calls = append([]notation.Call(nil), d.Calls...)
	c.Tricks = append([]notation.Trick(nil), d.Tricks...)
	for i := range c.Tricks {
		c.Tricks[i].Plays = append([]notation.Play(nil), d.Tricks[i].Plays...)
	}
	c.Notes.Before = append([]notation.Comment(nil), d.Notes.Before...)
	return &c
}

// contract replays d's calls and returns what the auction came to.
func (p *planter) contract(d *notation.Deal) rules.AuctionResult {
	a := rules.NewAuction(p.rs, d.Dealer)
	var errs notation.ErrorList
	for i := range d.Calls {
		a.Call(&d.Calls[i], &errs)
	}
	return a.Result()
}

// hands returns the four dealt hands (index seat-1) of a generated deal.
func hands(d *notation.Deal) [4]rules.Hand {
	var h [4]rules.Hand
	for _, x := range d.Hands {
		if x.Seat >= notation.North && x.Seat <= notation.West {
			h[x.Seat-1], _ = rules.HandOf(x.Cards)
		}
	}
	return h
}

func card(c notation.Card) rules.Card {
	x, _ := rules.CardOf(c)
	return x
}

// illegalCard has one player play a card the rules forbid (fail to follow
// suit, to trump, to overtrump, …) at a random place where the hand
// allows it; the rest of the deal is then played again with random legal
// cards from there, so that the fault is the only one.
func (p *planter) illegalCard(d *notation.Deal) string {
	if len(d.Tricks) == 0 {
		return ""
	}
	res := p.contract(d)
	if res.Declarer == notation.NoSeat {
		return ""
	}
	st := res.Contract.Strain
	places := p.illegalPlaces(d, st)
	if len(places) == 0 {
		return ""
	}
	at := places[p.rng.IntN(len(places))]
	return p.replay(d, st, at)
}

// place is a card of a deal's play: trick k, card i.
type place struct{ k, i int }

// illegalPlaces lists every place where the player held a card that was
// not legal there (under strain st).
func (p *planter) illegalPlaces(d *notation.Deal, st notation.Strain) []place {
	var places []place
	h := hands(d)
	for k, tr := range d.Tricks {
		var t rules.TrickState
		t.Start(st, tr.Leader)
		for i, pl := range tr.Plays {
			seat := p.eng.Next(&t)
			legal, _ := p.eng.Legal(&t, h[seat-1], seat)
			if h[seat-1]&^legal != 0 {
				places = append(places, place{k, i})
			}
			c := card(pl.Card)
			h[seat-1] = h[seat-1].Without(c)
			p.eng.Add(&t, c)
		}
	}
	return places
}

// beloteSayer says belote and rebelote with the cards RandomDeal said
// them with (the cards said with in d), in the order they are played.
func beloteSayer(d *notation.Deal) func(c rules.Card) notation.Say {
	belote := rules.Hand(0)
	for _, tr := range d.Tricks {
		for _, pl := range tr.Plays {
			if pl.Say != notation.SayNothing {
				belote = belote.With(card(pl.Card))
			}
		}
	}
	said := belote
	return func(c rules.Card) notation.Say {
		if !belote.Has(c) {
			return notation.SayNothing
		}
		other := c ^ 1 // K <-> Q of the same suit
		if said.Has(other) {
			said = said.Without(other).Without(c)
			return notation.SayBelote
		}
		return notation.SayRebelote
	}
}

// replay plays d again: as written up to place at, an illegal card there,
// random legal cards after it; it returns what was planted.
func (p *planter) replay(d *notation.Deal, st notation.Strain, at place) string {
	say := beloteSayer(d)
	h := hands(d)
	var what string
	leader := d.Tricks[0].Leader
	n := len(d.Tricks)
	tricks := make([]notation.Trick, 0, n)
	for k := 0; k < n; k++ {
		var t rules.TrickState
		t.Start(st, leader)
		tr := notation.Trick{Leader: leader, Plays: make([]notation.Play, 0, 4)}
		for i := 0; i < 4; i++ {
			seat := p.eng.Next(&t)
			legal, _ := p.eng.Legal(&t, h[seat-1], seat)
			var c rules.Card
			switch {
			case k < at.k || k == at.k && i < at.i:
				c = card(d.Tricks[k].Plays[i].Card)
			case k == at.k && i == at.i:
				bad := h[seat-1] &^ legal
				c = nthCard(bad, p.rng.IntN(bad.Count()))
				what = fmt.Sprintf("trick %d: %s plays %s, not one of %s", k+1, seat.String(), c, legal)
			default:
				if legal == 0 {
					return "" // cannot happen: a hand always has a card to play
				}
				c = nthCard(legal, p.rng.IntN(legal.Count()))
			}
			h[seat-1] = h[seat-1].Without(c)
			p.eng.Add(&t, c)
			tr.Plays = append(tr.Plays, notation.Play{Card: c.Notation(), Say: say(c)})
		}
		tricks = append(tricks, tr)
		leader = t.Seats[p.eng.Winner(&t)]
	}
	d.Tricks = tricks
	return what
}

// nthCard is the i-th card (0-based, in index order) of h.
func nthCard(h rules.Hand, i int) rules.Card {
	for ; i > 0; i-- {
		h &= h - 1
	}
	return h.First()
}

// bidNotHigher lowers a bid that follows another to the value of the bid
// before it (a bid must be above the last).
func (p *planter) bidNotHigher(d *notation.Deal) string {
	var cands []int
	last := -1
	for i, c := range d.Calls {
		if c.Kind != notation.Bid {
			continue
		}
		if last >= 0 && c.Contract.Level == notation.Points && d.Calls[last].Contract.Level == notation.Points {
			cands = append(cands, i)
		}
		last = i
	}
	if len(cands) == 0 {
		return ""
	}
	i := cands[p.rng.IntN(len(cands))]
	prev := notation.Contract{}
	for j := i - 1; j >= 0; j-- {
		if d.Calls[j].Kind == notation.Bid {
			prev = d.Calls[j].Contract
			break
		}
	}
	c := &d.Calls[i]
	c.Contract.Value = prev.Value
	if p.rng.IntN(2) == 0 {
		if v, ok := p.rs.Bidding.FloorValue(prev.Value - 1); ok {
			c.Contract.Value = v // the rung below
		}
	}
	return fmt.Sprintf("%s bids %s after %s", c.Seat.String(), c.Contract.String(), prev.String())
}

// bidOffRange turns the first bid into one below the least bid or off the
// step, or the first pass of an all-pass deal into such a bid.
func (p *planter) bidOffRange(d *notation.Deal) string {
	b := &p.rs.Bidding
	i := -1
	for j, c := range d.Calls {
		if c.Kind == notation.Bid && c.Contract.Level == notation.Points {
			i = j
			break
		}
	}
	if i < 0 {
		if len(d.Tricks) > 0 || len(d.Calls) == 0 {
			return ""
		}
		i = 0 // an all-pass deal: the first pass becomes a bid
		d.Calls[0].Kind = notation.Bid
		d.Calls[0].Contract = notation.Contract{Level: notation.Points, Value: b.LowestValue(), Strain: notation.TrumpH}
	}
	c := &d.Calls[i]
	if len(b.Ladder) > 0 {
		// between two rungs, else below the first (above the last)
		v := c.Contract.Value + 1
		if p.rng.IntN(2) != 0 || b.ValidValue(v) {
			v = b.LowestValue() - 1
		}
		if v <= 0 {
			v = b.HighestValue() + 1
		}
		c.Contract.Value = v
		return fmt.Sprintf("%s bids %s", c.Seat.String(), c.Contract.String())
	}
	if b.Step > 1 && p.rng.IntN(2) == 0 {
		c.Contract.Value += b.Step / 2
	} else {
		c.Contract.Value = b.Min - b.Step
	}
	if c.Contract.Value <= 0 {
		c.Contract.Value = b.Max + b.Step
	}
	return fmt.Sprintf("%s bids %s", c.Seat.String(), c.Contract.String())
}

// coincheOwnTeam turns a pass said by the declaring team after the last
// bid into a coinche.
func (p *planter) coincheOwnTeam(d *notation.Deal) string {
	res := p.contract(d)
	if res.Declarer == notation.NoSeat || res.Double > notation.NotCoinched {
		return ""
	}
	last := -1
	for i, c := range d.Calls {
		if c.Kind == notation.Bid {
			last = i
		}
	}
	for i := last + 1; i < len(d.Calls); i++ {
		c := &d.Calls[i]
		if c.Kind == notation.Pass && c.Seat.Team() == res.Declarer.Team() {
			c.Kind = notation.Coinche
			return fmt.Sprintf("%s coinches its own team's %s", c.Seat.String(), res.Contract.String())
		}
	}
	return ""
}

// beloteNonHolder has a player say belote with a king or queen of trump
// (any king or queen in sans-atout) without holding the pair.
func (p *planter) beloteNonHolder(d *notation.Deal) string {
	if len(d.Tricks) == 0 {
		return ""
	}
	res := p.contract(d)
	st := res.Contract.Strain
	h := hands(d)
	var places []place
	for k, tr := range d.Tricks {
		seat := tr.Leader
		for i, pl := range tr.Plays {
			if i > 0 {
				seat = p.eng.NextSeat(seat)
			}
			c := pl.Card
			if pl.Say != notation.SayNothing || (c.Rank != notation.King && c.Rank != notation.Queen) {
				continue
			}
			trump := st == notation.SansAtout || st == notation.ToutAtout || notation.Strain(c.Suit) == st
			other := rules.MakeCard(notation.King+notation.Queen-c.Rank, c.Suit)
			if trump && seat >= notation.North && !h[seat-1].Has(other) {
				places = append(places, place{k, i})
			}
		}
	}
	if len(places) == 0 {
		return ""
	}
	at := places[p.rng.IntN(len(places))]
	pl := &d.Tricks[at.k].Plays[at.i]
	pl.Say = notation.SayBelote
	return fmt.Sprintf("trick %d: belote said with %s by a player without the pair", at.k+1, card(pl.Card))
}

// twoCards picks two seats' written hands at random and a card index in
// each; ok is false when the deal has no four hands to pick from.
func (p *planter) twoCards(d *notation.Deal) (ha, hb *notation.Hand, i, j int, ok bool) {
	if len(d.Hands) != 4 {
		return nil, nil, 0, 0, false
	}
	a := p.rng.IntN(4)
	b := (a + 1 + p.rng.IntN(3)) % 4
	ha, hb = &d.Hands[a], &d.Hands[b]
	if len(ha.Cards) == 0 || len(hb.Cards) == 0 {
		return nil, nil, 0, 0, false
	}
	return ha, hb, p.rng.IntN(len(ha.Cards)), p.rng.IntN(len(hb.Cards)), true
}

// swapCards exchanges one card between two of the written hands, so that
// both players play a card they were not dealt.
func (p *planter) swapCards(d *notation.Deal) string {
	if len(d.Tricks) == 0 {
		return ""
	}
	ha, hb, i, j, ok := p.twoCards(d)
	if !ok {
		return ""
	}
	ha.Cards[i], hb.Cards[j] = hb.Cards[j], ha.Cards[i]
	return fmt.Sprintf("%s and %s written with each other's %s and %s", ha.Seat.String(), hb.Seat.String(), card(ha.Cards[i]), card(hb.Cards[j]))
}

// cardTwice writes a card of one hand in another hand too, in place of
// one of its cards (a card twice, another missing).
func (p *planter) cardTwice(d *notation.Deal) string {
	ha, hb, i, j, ok := p.twoCards(d)
	if !ok {
		return ""
	}
	lost := hb.Cards[j]
	hb.Cards[j] = ha.Cards[i]
	return fmt.Sprintf("%s written in %s's hand too, %s missing", card(ha.Cards[i]), hb.Seat.String(), card(lost))
}
