package gen

import (
	"math/bits"
	"math/rand/v2"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// engine is the rules engine a deal is made under, with its ruleset and
// deck at hand.
type engine struct {
	*rules.Engine
	rs   *rules.Ruleset
	deck rules.Hand
}

func newEngine(eng *rules.Engine) *engine {
	return &engine{Engine: eng, rs: eng.Ruleset(), deck: eng.Deck()}
}

// RandomDeal deals a shuffled deck under the engine eng by one of its
// ruleset's patterns (Deal.Patterns, chosen at random) in the direction of
// play, starting with the seat after the dealer, and returns a full record:
//   - Hands: the four hands (N, E, S, W), each sorted ♠ ♥ ♦ ♣ and from
//     the ace down;
//   - Calls: a plausible auction (hands valued crudely per strain, partner's
//     suit supported, some all-pass deals, occasional coinche and
//     surcoinche by the right team at the right time), every call legal by
//     Auction under the ruleset: bids within min, max and step, specials
//     (capot, match, générale) for very strong hands, sans-atout and
//     tout-atout only when allowed;
//   - Announces: when a contract was reached and the ruleset has
//     announcements, every carré worth something under the contract and
//     every sequence each seat holds (randomAnnounces; no random draw);
//   - Tricks: when a contract was reached, every trick with its Leader (the
//     seat after the dealer first, or the declarer of a générale under
//     Deal.GeneraleLeads; then each winner), every card drawn at random
//     among the cards Legal allows, belote and rebelote said by the holder
//     of the trump king and queen as each is played (when the ruleset has
//     the belote and the holder may declare it; in tout-atout under
//     Belote.ToutAtout = "any-suit" for every such pair).
//
// Number and Dealer are set as given (dealer must be a seat); positions are
// zero; Result is left nil (package score computes it). The same rng state
// gives the same deal. It returns nil when dealer is not a seat.
func RandomDeal(eng *rules.Engine, rng *rand.Rand, number int, dealer notation.Seat) *notation.Deal {
	if dealer < notation.North || dealer > notation.West {
		return nil
	}
	e := newEngine(eng)
	d := &notation.Deal{Number: number, Dealer: dealer}
	hands, early := e.dealHands(rng, dealer)
	d.Hands = make([]notation.Hand, 0, 4)
	all := make([]notation.Card, 0, e.deck.Count())
	for s := notation.North; s <= notation.West; s++ {
		n := len(all)
		all = appendSorted(all, hands[s-1])
		d.Hands = append(d.Hands, notation.Hand{Seat: s, Cards: all[n:len(all):len(all)]})
	}
	d.Calls = make([]notation.Call, 0, 8)
	res := e.randomAuction(rng, d, early, dealer)
	if res.AllPass || !res.Complete || res.Declarer == notation.NoSeat {
		return d
	}
	e.randomAnnounces(d, hands, res.Contract.Strain)
	e.randomPlay(rng, d, hands, dealer, res)
	return d
}

// dealHands shuffles the deck and deals it by packets. early is what each
// seat holds when the bidding starts (Deal.CardsBeforeBidding; the whole
// hand when 0 or the hand size).
func (e *engine) dealHands(rng *rand.Rand, dealer notation.Seat) (hands, early [4]rules.Hand) {
	var deck [36]rules.Card
	cards := e.deck.Cards(deck[:0])
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	pattern := []int{e.rs.HandSize()}
	if ps := e.rs.Deal.Patterns; len(ps) > 0 {
		pattern = ps[rng.IntN(len(ps))]
	}
	before := e.rs.Deal.CardsBeforeBidding
	if before <= 0 || before > e.rs.HandSize() {
		before = e.rs.HandSize()
	}
	k, dealt := 0, 0
	for _, n := range pattern {
		if dealt+n > before && dealt <= before {
			early = hands
		}
		dealt += n
		s := dealer
		for i := 0; i < 4; i++ {
			s = e.NextSeat(s)
			for j := 0; j < n && k < len(cards); j++ {
				hands[s-1] = hands[s-1].With(cards[k])
				k++
			}
		}
	}
	// a pattern that does not sum to the hand size: deal the rest one by one
	for s := dealer; k < len(cards); k++ {
		s = e.NextSeat(s)
		hands[s-1] = hands[s-1].With(cards[k])
	}
	if dealt <= before {
		early = hands
	}
	return hands, early
}

// appendSorted appends the cards of h ♠ ♥ ♦ ♣, each suit from the ace
// down.
func appendSorted(out []notation.Card, h rules.Hand) []notation.Card {
	for s := notation.Spades; s <= notation.Clubs; s++ {
		x := uint64(h.OfSuit(s))
		for x != 0 {
			c := rules.Card(63 - bits.LeadingZeros64(x))
			out = append(out, c.Notation())
			x &^= 1 << c
		}
	}
	return out
}

// strength is a crude value in points of hand h as declarer's hand in the
// strain: the points the team may expect to make with it.
func (e *engine) strength(h rules.Hand, st notation.Strain) int {
	var v int
	switch st {
	case notation.SansAtout:
		v = sansAtoutStrength(h) - 12 // rarer than suit contracts
	case notation.ToutAtout:
		v = toutAtoutStrength(h) - 12
	default:
		v = e.trumpStrength(h, notation.Suit(st))
	}
	return v*4/5 + 28
}

// sansAtoutStrength counts a hand's aces, with their tens and length.
func sansAtoutStrength(h rules.Hand) int {
	v := 0
	for s := notation.Spades; s <= notation.Clubs; s++ {
		x := h.OfSuit(s)
		if x.Has(rules.MakeCard(notation.Ace, s)) {
			v += 24
			if x.Has(rules.MakeCard(notation.Ten, s)) {
				v += 14
			}
			v += 2 * x.Count()
		}
	}
	return v
}

// toutAtoutStrength counts a hand's jacks and nines, every suit trump.
func toutAtoutStrength(h rules.Hand) int {
	v := 0
	for s := notation.Spades; s <= notation.Clubs; s++ {
		x := h.OfSuit(s)
		if x.Has(rules.MakeCard(notation.Jack, s)) {
			v += 24
			if x.Has(rules.MakeCard(notation.Nine, s)) {
				v += 14
			}
		} else if x.Has(rules.MakeCard(notation.Nine, s)) && x.Count() >= 2 {
			v += 6
		}
	}
	return v
}

// trumpStrength counts a hand with t trump: its trumps and their length,
// its side aces and tens, voids to ruff, belote.
func (e *engine) trumpStrength(h rules.Hand, t notation.Suit) int {
	v := 0
	tr := h.OfSuit(t)
	for x := tr; x != 0; x &= x - 1 {
		switch x.First().Rank() {
		case notation.Jack:
			v += 28
		case notation.Nine:
			v += 20
		case notation.Ace:
			v += 13
		case notation.Ten:
			v += 10
		default:
			v += 6
		}
	}
	if n := tr.Count(); n > 3 {
		v += 8 * (n - 3)
	}
	for s := notation.Spades; s <= notation.Clubs; s++ {
		if s == t {
			continue
		}
		x := h.OfSuit(s)
		if x.Has(rules.MakeCard(notation.Ace, s)) {
			v += 14
			if x.Has(rules.MakeCard(notation.Ten, s)) {
				v += 8
			}
		} else if x == 0 && tr.Count() >= 3 {
			v += 6 // a void to ruff
		}
	}
	if e.rs.Belote.Enabled && tr.Has(rules.MakeCard(notation.King, t)) && tr.Has(rules.MakeCard(notation.Queen, t)) {
		v += 15
	}
	return v
}

// support is what h adds to partner's contract in the strain.
func (e *engine) support(h rules.Hand, st notation.Strain) int {
	v := 0
	for s := notation.Spades; s <= notation.Clubs; s++ {
		x := h.OfSuit(s)
		trump := st == notation.ToutAtout || notation.Strain(s) == st
		switch {
		case trump && x.Has(rules.MakeCard(notation.Jack, s)):
			v += 20
		case trump && x.Has(rules.MakeCard(notation.Nine, s)):
			v += 12
		case !trump && x.Has(rules.MakeCard(notation.Ace, s)):
			v += 10
		}
	}
	return v
}

// defense values h against opponents playing in the strain.
func (e *engine) defense(h rules.Hand, st notation.Strain) int {
	v := 0
	for s := notation.Spades; s <= notation.Clubs; s++ {
		x := h.OfSuit(s)
		trump := st == notation.ToutAtout || notation.Strain(s) == st
		if trump {
			if x.Has(rules.MakeCard(notation.Jack, s)) {
				v += 30
			}
			if x.Has(rules.MakeCard(notation.Nine, s)) {
				v += 18
			}
			v += 6 * x.Count()
		} else if x.Has(rules.MakeCard(notation.Ace, s)) {
			v += 14
		}
	}
	return v
}

// randomAuction appends a plausible legal auction to d.Calls.
func (e *engine) randomAuction(rng *rand.Rand, d *notation.Deal, hands [4]rules.Hand, dealer notation.Seat) rules.AuctionResult {
	g := &auctionGen{e: *e, rng: rng, d: d, hands: hands}
	g.a.Reset(e.rs, dealer)
	g.estimate()
	for n := 0; n < 64 && !g.a.Result().Complete; n++ {
		seat := g.a.Turn()
		if seat == notation.NoSeat {
			break
		}
		if g.coinche(seat) || g.surcoincheInTurn(seat) || g.bid(seat) {
			continue
		}
		if !g.try(notation.Call{Seat: seat, Kind: notation.Pass}) {
			break // no legal call: leave the auction as it is
		}
	}
	for n := 0; n < 8 && !g.a.Result().Complete; n++ {
		if !g.try(notation.Call{Seat: g.a.Turn(), Kind: notation.Pass}) {
			break
		}
	}
	g.answers()
	return g.a.Result()
}

// auctionGen makes the calls of one random auction (randomAuction).
type auctionGen struct {
	e     engine // a copy: the engine of RandomDeal stays on its stack
	rng   *rand.Rand
	d     *notation.Deal // the calls go to d.Calls
	hands [4]rules.Hand
	a     rules.Auction
	// a player's own idea of what the hand is worth, and in which strain
	worth  [4]int
	best   [4]notation.Strain
	raised [4]bool // each seat raises partner once
}

// estimate sets each player's idea of the hand's worth, with some noise.
func (g *auctionGen) estimate() {
	for s := 0; s < 4; s++ {
		for _, st := range g.e.rs.Strains() {
			if v := g.e.strength(g.hands[s], st) + g.rng.IntN(21) - 10; v > g.worth[s] {
				g.worth[s], g.best[s] = v, st
			}
		}
	}
}

// try makes call c when the auction accepts it, and says so.
func (g *auctionGen) try(c notation.Call) bool {
	var errs notation.ErrorList
	x := g.a
	x.Call(&c, &errs)
	if len(errs) > 0 {
		return false
	}
	g.a = x
	g.d.Calls = append(g.d.Calls, c)
	return true
}

// coinche coinches the opponents' contract with a good defence, now and
// then (by either member of the team in turn where the ruleset allows).
func (g *auctionGen) coinche(seat notation.Seat) bool {
	r := g.a.Result()
	opp := r.Bids > 0 && r.Declarer.Team() != seat.Team()
	if !opp || r.Double != notation.NotCoinched || r.Contract.Level != notation.Points {
		return false
	}
	def := g.e.defense(g.hands[seat-1], r.Contract.Strain)
	if def+r.Contract.Value < 150 || g.rng.IntN(3) != 0 {
		return false
	}
	by := seat
	if g.e.rs.Bidding.CoincheOutOfTurn == rules.CoincheTeamInTurn && g.rng.IntN(2) == 0 {
		by = rules.Partner(seat) // either member of the team in turn
	}
	return g.try(notation.Call{Seat: by, Kind: notation.Coinche})
}

// surcoincheInTurn surcoinches in turn, when the coinche left the
// bidding open, now and then with a hand worth the contract.
func (g *auctionGen) surcoincheInTurn(seat notation.Seat) bool {
	r := g.a.Result()
	opp := r.Bids > 0 && r.Declarer.Team() != seat.Team()
	if r.Double != notation.Coinched || opp || r.Bids == 0 || g.rng.IntN(2) != 0 {
		return false
	}
	if g.e.strength(g.hands[r.Declarer-1], r.Contract.Strain)+g.rng.IntN(21) < r.Contract.Value {
		return false
	}
	return g.try(notation.Call{Seat: seat, Kind: notation.Surcoinche})
}

// bid bids the seat's own strain or raises partner's, as the hand is
// worth; false when the seat passes.
func (g *auctionGen) bid(seat notation.Seat) bool {
	r := g.a.Result()
	opp := r.Bids > 0 && r.Declarer.Team() != seat.Team()
	want, st := g.worth[seat-1], g.best[seat-1]
	if r.Bids > 0 && !opp && r.Contract.Level == notation.Points && r.Declarer != seat {
		if sup := g.e.support(g.hands[seat-1], r.Contract.Strain); sup >= 20 && !g.raised[seat-1] {
			g.raised[seat-1] = true
			want, st = r.Contract.Value+sup/2+g.rng.IntN(11), r.Contract.Strain
		} else {
			want = 0 // let partner play it
		}
	}
	if r.Bids > 0 && r.Declarer == seat {
		if g.selfOvercall(seat, want, st) {
			return true
		}
		want = 0 // do not outbid oneself
	}
	c, ok := g.contract(want, st)
	return ok && g.try(notation.Call{Seat: seat, Kind: notation.Bid, Contract: c})
}

// selfOvercall now and then overcalls the seat's own standing bid where
// the ruleset allows it (bidding.self_overcall; reachable after three
// passes under closing_passes = 4).
func (g *auctionGen) selfOvercall(seat notation.Seat, want int, st notation.Strain) bool {
	b, r := &g.e.rs.Bidding, g.a.Result()
	so := b.SelfOvercall
	if b.ClosingPasses != 4 || so == rules.SelfOvercallNone || r.Contract.Level != notation.Points || g.rng.IntN(3) != 0 {
		return false
	}
	v, ok := b.NextValue(r.Contract.Value)
	if !ok || v > want+10 {
		return false
	}
	k := notation.Contract{Level: notation.Points, Value: v, Strain: st}
	if so == rules.SelfOvercallOtherStrain && st == r.Contract.Strain {
		all := g.e.rs.Strains()
		k.Strain = all[g.rng.IntN(len(all))]
	}
	return g.try(notation.Call{Seat: seat, Kind: notation.Bid, Contract: k})
}

// contract is the bid a hand worth want in strain st makes over the
// standing contract: a special (capot, générale) with a very strong hand,
// else the least bid that overcalls or the most the hand is worth; false
// when it passes.
func (g *auctionGen) contract(want int, st notation.Strain) (notation.Contract, bool) {
	b, r, rng := &g.e.rs.Bidding, g.a.Result(), g.rng
	switch {
	case want <= 0 || r.Bids > 0 && r.Contract.Level != notation.Points:
		return notation.Contract{}, false
	case want >= min(b.HighestValue(), 160)-20 && len(b.Specials) > 0 && rng.IntN(3) == 0:
		sp := b.Specials[0]
		if rng.IntN(4) == 0 {
			sp = b.Specials[len(b.Specials)-1] // now and then the highest
		}
		return notation.Contract{Level: rules.SpecialLevel(sp), Strain: st}, st != notation.NoStrain
	}
	// the least bid that overcalls (the next rung of a ladder)
	lo, okLo := b.LowestValue(), true
	if r.Bids > 0 {
		lo, okLo = b.NextValue(r.Contract.Value)
	}
	v, okV := b.FloorValue(want) // the most the hand is worth
	if okV && len(b.Ladder) > 0 {
		// now and then a rung too high, or with a strong hand the top
		// rung (online tables reach 250)
		switch x := rng.IntN(8); {
		case x == 0:
			if up, ok := b.NextValue(v); ok {
				v = up
			}
		case x == 1 && want >= 130:
			v = b.HighestValue()
		}
	}
	if r.Bids == 0 && want < 80 || !okLo || !okV || v < lo {
		return notation.Contract{}, false // too weak to open, even where bids start lower
	}
	if rng.IntN(2) == 0 {
		v = lo // bid the least that overcalls
	}
	return notation.Contract{Level: notation.Points, Value: v, Strain: st}, st != notation.NoStrain
}

// answers writes, after the bidding closed, a surcoinche by the declaring
// team now and then, and the calls that answer a coinche or surcoinche
// that closed the bidding as the ruleset wants them written.
func (g *auctionGen) answers() {
	e, rng, a := g.e, g.rng, &g.a
	r := a.Result()
	// after a coinche that closed the bidding, the declaring team may
	// surcoinche
	if r.Complete && r.Double == notation.Coinched && !r.AllPass && rng.IntN(2) == 0 &&
		e.strength(g.hands[r.Declarer-1], r.Contract.Strain)+rng.IntN(21) >= r.Contract.Value {
		seat := e.NextSeat(r.Coincher)
		if seat.Team() != r.Declarer.Team() {
			seat = r.Declarer
		}
		if who, _ := a.Answering(); who == rules.AnswersTeam && rng.IntN(2) == 0 {
			// bidding.after_coinche = "declaring-team" (000, 002,
			// 003): either declarer answers, no turn (W 80♣ S X W XX)
			seat = rules.Partner(seat)
		}
		g.try(notation.Call{Seat: seat, Kind: notation.Surcoinche})
	}
	// the answers to a coinche or surcoinche that closed the bidding, in
	// turn or by the team that answers (bidding.after_coinche =
	// "declaring-team", after_surcoinche), are written in one record in
	// two (those after a coinche under "in-turn" never, as before)
	if who, sur := a.Answering(); (who == rules.AnswersTeam || sur && who == rules.AnswersInTurn) && rng.IntN(2) == 0 {
		for n := 0; n < 3 && answering(a); n++ {
			if !g.try(notation.Call{Seat: a.Turn(), Kind: notation.Pass}) {
				break
			}
		}
	}
	// under bidding.after_coinche (or after_surcoinche) = "any", the
	// passes after a coinche that closed the bidding come from any seat,
	// as old records write them (W 80♣ N X N pass N pass N pass); a pass
	// the auction refuses (the bidding closed otherwise) is not written
	if r := a.Result(); r.Double > notation.NotCoinched && (e.rs.Bidding.AfterCoinche == rules.AfterCoincheAny || e.rs.Bidding.AfterSurcoinche == rules.AfterSurcoincheAny) {
		for n := rng.IntN(4); n > 0; n-- {
			if !g.try(notation.Call{Seat: notation.Seat(1 + rng.IntN(4)), Kind: notation.Pass}) {
				break
			}
		}
	}
}

// randomPlay plays every trick with random legal cards into d.Tricks.
func (e *engine) randomPlay(rng *rand.Rand, d *notation.Deal, hands [4]rules.Hand, dealer notation.Seat, res rules.AuctionResult) {
	st := res.Contract.Strain
	leader := e.NextSeat(dealer)
	if res.Contract.Level == notation.Generale && e.rs.Deal.GeneraleLeads {
		leader = res.Declarer
	}
	// belote pairs: the trump king and queen held together by a seat that
	// may declare them
	var belote rules.Hand
	if e.rs.Belote.Enabled && st != notation.SansAtout {
		for s := notation.North; s <= notation.West; s++ {
			if e.rs.Belote.Who == rules.BeloteWhoDeclaringTeam && s.Team() != res.Declarer.Team() {
				continue
			}
			for su := notation.Spades; su <= notation.Clubs; su++ {
				if st != notation.ToutAtout && notation.Suit(st) != su {
					continue
				}
				if st == notation.ToutAtout && !e.rs.Belote.InToutAtout() {
					continue
				}
				kq := rules.MakeCard(notation.King, su).Bit() | rules.MakeCard(notation.Queen, su).Bit()
				// under belote.automatic (online engines) the words are
				// written for one pair in two: it counts either way
				if hands[s-1]&kq == kq && (!e.rs.Belote.Automatic || rng.IntN(2) == 0) {
					belote |= kq
				}
			}
		}
	}
	said := belote // cards whose pair partner is still to be played: belote first
	n := e.rs.HandSize()
	d.Tricks = make([]notation.Trick, 0, n)
	plays := make([]notation.Play, 4*n)
	for k := 0; k < n; k++ {
		var t rules.TrickState
		t.Start(st, leader)
		tr := notation.Trick{Leader: leader, Plays: plays[4*k : 4*k : 4*k+4]}
		for i := 0; i < 4; i++ {
			seat := e.Next(&t)
			legal, _ := e.Legal(&t, hands[seat-1], seat)
			if legal == 0 {
				return // cannot happen with a full deal
			}
			c := nthCard(legal, rng.IntN(legal.Count()))
			p := notation.Play{Card: c.Notation()}
			if belote.Has(c) {
				other := c ^ 1 // K (index 7) <-> Q (index 6) of the same suit
				if said.Has(other) {
					p.Say = notation.SayBelote
					said = said.Without(other).Without(c)
				} else {
					p.Say = notation.SayRebelote
				}
			}
			hands[seat-1] = hands[seat-1].Without(c)
			e.Add(&t, c)
			tr.Plays = append(tr.Plays, p)
		}
		d.Tricks = append(d.Tricks, tr)
		leader = t.Seats[e.Winner(&t)]
	}
}

// randomAnnounces writes the deal's announcements (none when the ruleset
// has none, announces.enabled = false): every seat announces each carré it
// holds that is worth something under the contract (announces.carre_*,
// [announces.sans_atout], [announces.tout_atout]), then each run of three or
// more cards of a suit in announces.sequence_order (a tierce, a cinquante,
// a cent for five or more), leaving out the carrés' cards under
// announces.one_card_one_announce (004). The checker then compares them
// (announces.compare, carre_order, tie). It draws nothing from the random
// source, so the deals of a ruleset without announcements are as before.
func (e *engine) randomAnnounces(d *notation.Deal, hands [4]rules.Hand, strain notation.Strain) {
	a := &e.rs.Announces
	if !a.Enabled {
		return
	}
	order := a.Sequence()
	kinds := [...]notation.AnnounceKind{notation.Tierce, notation.Cinquante, notation.Cent}
	worth := [...]int{a.Tierce, a.Cinquante, a.Cent}
	add := func(s notation.Seat, k notation.AnnounceKind, h rules.Hand) {
		d.Announces = append(d.Announces, notation.Announce{Seat: s, Kind: k, Cards: appendSorted(nil, h)})
	}
	for s := notation.North; s <= notation.West; s++ {
		hand := hands[s-1]
		var used rules.Hand
		for r := notation.Ace; r >= notation.Six; r-- {
			var four rules.Hand
			for su := notation.Spades; su <= notation.Clubs; su++ {
				four |= rules.MakeCard(r, su).Bit()
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
			var run rules.Hand
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
				if c := rules.MakeCard(r, su); ok && free.Has(c) {
					run |= c.Bit()
					continue
				}
				flush()
			}
			flush()
		}
	}
}

// answering reports whether the auction awaits answers to the call that
// closed the bids.
func answering(a *rules.Auction) bool {
	who, _ := a.Answering()
	return who != rules.AnswersNone
}

// rankByName reads a rank as announces.sequence_order writes it ("A",
// "10", "6").
var rankByName = func() map[string]notation.Rank {
	m := make(map[string]notation.Rank, 9)
	for r := notation.Six; r <= notation.Ace; r++ {
		m[r.String()] = r
	}
	return m
}()
