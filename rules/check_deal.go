package rules

import (
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// dealState is the checker's work space for one full deal. It lives on
// the stack: checking a legal deal allocates nothing.
type dealState struct {
	c    *Checker
	d    *notation.Deal
	errs *notation.ErrorList

	deck  Hand
	dealt [4]Hand // what each seat was dealt (given, or derived from play)
	known [4]bool // the whole dealt hand is known (written, or the complement of three)
	given [4]bool // the hand is written
	left  [4]Hand // what each seat still holds

	// play
	res       AuctionResult
	strain    notation.Strain
	playedBy  [64]notation.Seat
	playedIn  [64]uint8 // trick number (1-based) where the card was played
	taken     Hand      // the cards of the completed tricks
	full      int       // completed tricks
	wonBy     [4]int    // tricks won per seat
	points    [2]int
	tricks    [2]int
	expect    notation.Seat // the seat to lead the next trick
	last      notation.Seat // winner of the last completed trick
	claimTeam notation.Team // the team that takes the rest after a claim
	ts        TrickState    // the trick being played (the last one after play)
	partial   bool          // the last trick written is not complete
	belote    [4][5]uint8   // per seat and suit: beloteSaid, beloteDone
	beloteWon notation.Team
	belotes   [2]int
	lone      bool // a belote was said: loneBelotes looks for its rebelote
}

const (
	beloteSaid = 1 << iota
	beloteDone
)

func (st *dealState) check(c *Checker, d *notation.Deal, dealer notation.Seat, out *Outcome, errs *notation.ErrorList) {
	st.c, st.d, st.errs = c, d, errs
	st.deck = c.eng.Deck()
	st.beloteWon = notation.NoTeam
	st.hands()

	// The auction.
	a := &c.auc
	if !st.fastAuction(dealer) {
		a.Reset(c.rs, dealer)
		a.SetLenient(d.Bad)
		for i := range d.Calls {
			a.CallNext(&d.Calls[i], d.Calls[i+1:], errs)
		}
		st.res = a.Result()
	}
	if d.Bad && st.res.AllPass && len(d.Tricks) > 0 {
		// A bid that could not be read makes the calls look all pass:
		// check the cards with the contract unknown.
		st.res = AuctionResult{Complete: true}
	}
	switch {
	case len(d.Calls) == 0:
		if !d.Bad {
			errs.AddKey(dealPos(d), "call/incomplete", i18n.CallNoCalls)
		}
	case !st.res.Complete && !d.Bad:
		errs.AddKey(d.Calls[len(d.Calls)-1].Pos, "call/incomplete", i18n.CallOpen, a.pendingSub())
	}
	if st.res.AllPass {
		out.AllPass = true
		if len(d.Tricks) > 0 {
			by := i18n.S(i18n.NextDealer)
			if c.rs.Bidding.AllPass == AllPassSameDealer {
				by = i18n.S(i18n.SameDealer)
			}
			errs.AddKey(d.Tricks[0].Pos, "play/all-pass", i18n.PlayAllPass, by)
		}
		if len(d.Announces) > 0 {
			errs.AddKey(d.Announces[0].Pos, "announce/all-pass", i18n.AnnounceAllPass)
		}
		return
	}
	if st.res.Bids > 0 {
		out.Declarer, out.Contract, out.Double = st.res.Declarer, st.res.Contract, st.res.Double
		st.strain = st.res.Contract.Strain
	}

	st.announces(out)
	st.play(dealer)
	st.finish(out)
	out.Dealt, out.Dealer = st.dealt, dealer
	if dealer != notation.NoSeat {
		out.Leader = st.firstLeader(dealer)
	}
}

// hands reads the written hands, derives the others from the cards played
// and reports dealing problems.
func (st *dealState) hands() {
	if st.fastHands() {
		return
	}
	st.d.FillPositions() // the cards are cited from here on
	seen := st.writtenHands()
	sizeOK := st.handSizes()
	st.lastHand(seen, sizeOK)
	// Hands not written are what their seats played.
	if st.known != [4]bool{true, true, true, true} {
		st.playedHands()
	}
	st.left = st.dealt
}

// writtenHands reads the written hands into st.dealt and returns every
// card dealt: a hand with no seat or written twice, a card not in the
// deck or dealt twice is reported (codes deal/hand-seat, deal/card,
// deal/duplicate-card) and left out.
func (st *dealState) writtenHands() (seen Hand) {
	errs := st.errs
	for hi := range st.d.Hands {
		h := &st.d.Hands[hi]
		s := h.Seat
		if s < notation.North || s > notation.West {
			errs.AddKey(h.Pos, "deal/hand-seat", i18n.HandSeatless)
			continue
		}
		if st.given[s-1] {
			errs.AddKey(h.Pos, "deal/hand-seat", i18n.HandTwice, s.String())
			continue
		}
		st.given[s-1] = true
		for i, nc := range h.Cards {
			card, ok := CardOf(nc)
			if !ok || !st.deck.Has(card) {
				st.badCard(cardPos(h, i), nc)
				continue
			}
			bit := card.Bit()
			if seen&bit != 0 {
				errs.AddKey(cardPos(h, i), "deal/duplicate-card", i18n.DealDuplicate, card, st.owner(card).String())
				continue
			}
			seen |= bit
			st.dealt[s-1] |= bit
		}
	}
	return seen
}

// handSizes reports a written hand that does not hold the ruleset's hand
// size (deal/hand-size) and marks the hands written whole as known; false
// when a size is wrong.
func (st *dealState) handSizes() (sizeOK bool) {
	c, d := st.c, st.d
	hs := c.rs.HandSize()
	sizeOK = true
	for hi := range d.Hands {
		h := &d.Hands[hi]
		if h.Seat < notation.North || h.Seat > notation.West {
			continue
		}
		if n := len(h.Cards); n != hs && !d.Bad {
			st.errs.AddKey(h.Pos, "deal/hand-size", i18n.DealHandSize, h.Seat.String(), n, hs, c.rs.Deck.Cards)
			sizeOK = false
		}
	}
	for s := range st.given {
		if st.given[s] {
			st.known[s] = st.dealt[s].Count() == hs
		}
	}
	return sizeOK
}

// lastHand completes the deal from the written hands: four hands must
// deal the whole deck (deal/missing-card); with three, the fourth is the
// cards they were not dealt.
func (st *dealState) lastHand(seen Hand, sizeOK bool) {
	c, d := st.c, st.d
	ngiven := 0
	for s := range st.given {
		if st.given[s] {
			ngiven++
		}
	}
	switch {
	case ngiven == 4 && sizeOK && seen != st.deck && !d.Bad:
		st.errs.AddKey(d.Hands[0].Pos, "deal/missing-card", i18n.DealMissing, st.deck&^seen, c.rs.Deck.Cards)
	case ngiven == 3 && sizeOK && (st.deck&^seen).Count() == c.rs.HandSize():
		for s := range st.given {
			if !st.given[s] {
				st.dealt[s] = st.deck &^ seen
				st.known[s] = true
			}
		}
	}
}

// playedHands gives each seat whose hand is not known the cards it played
// (and that nobody else holds).
func (st *dealState) playedHands() {
	c, d := st.c, st.d
	for ti := range d.Tricks {
		tr := &d.Tricks[ti]
		if tr.Leader < notation.North || tr.Leader > notation.West {
			continue
		}
		for i := range tr.Plays {
			if i >= 4 {
				break
			}
			s := c.nth(tr.Leader, i)
			card, ok := CardOf(tr.Plays[i].Card)
			if !ok || !st.deck.Has(card) || st.known[s-1] || st.owner(card) != notation.NoSeat {
				continue
			}
			st.dealt[s-1] |= card.Bit()
		}
	}
}

// owner is the seat c was dealt to (written in its hand, or played by it
// when its hand is not written), NoSeat when not known. The dealt hands
// never share a card: hands and play give a card to one seat only.
func (st *dealState) owner(c Card) notation.Seat {
	for s := range st.dealt {
		if st.dealt[s].Has(c) {
			return notation.Seat(s + 1)
		}
	}
	return notation.NoSeat
}

// cardPos is the position of card i of hand h (the hand's when unknown).
func cardPos(h *notation.Hand, i int) notation.Pos {
	if i < len(h.CardPos) {
		return h.CardPos[i]
	}
	return h.Pos
}

func (st *dealState) badCard(pos notation.Pos, nc notation.Card) {
	if nc.Rank == notation.Six && nc.Suit >= notation.Spades && nc.Suit <= notation.Clubs {
		st.errs.AddKey(pos, "deal/card", i18n.DealSix, MakeCard(nc.Rank, nc.Suit), st.c.rs.Deck.Cards)
		return
	}
	st.errs.AddKey(pos, "deal/card", i18n.DealNotCard, st.c.rs.Deck.Cards)
}

// firstLeader is the seat that leads the first trick: the seat after the
// dealer (000 Jeu de la carte, 002 Règles du jeu, 004 Game flow), or the
// declarer of a générale when deal.generale_leads (002 Variations).
func (st *dealState) firstLeader(dealer notation.Seat) notation.Seat {
	if st.c.rs.Deal.GeneraleLeads && st.res.Bids > 0 && st.res.Contract.Level == notation.Generale {
		return st.res.Declarer
	}
	return st.c.next(dealer)
}

// play checks every trick: its leader, each card against the hand and the
// play obligations, and the belote said with it.
func (st *dealState) play(dealer notation.Seat) {
	d := st.d
	st.expect = st.firstLeader(dealer)
	st.last = notation.NoSeat
	marked := 0 // the tricks before are in playedBy, playedIn
	for ti := 0; ti < len(d.Tricks); ti++ {
		// The plainly legal tricks in one pass (check_fast.go); the
		// others, one at a time, here.
		if ti = st.fastTricks(ti); ti == len(d.Tricks) {
			break
		}
		d.FillPositions() // the cards are cited (and the plays read) from here on
		st.markPlayed(marked, ti)
		marked = ti + 1
		st.trick(ti, dealer)
	}
}

// trick checks trick ti: its leader, each card against the hand and the
// play obligations, and the belote said with it; then who won it.
func (st *dealState) trick(ti int, dealer notation.Seat) {
	d, errs := st.d, st.errs
	tr := &d.Tricks[ti]
	leader := st.trickLeader(ti, dealer)
	if leader == notation.NoSeat {
		return
	}
	lastBeforeClaim := ti == len(d.Tricks)-1 && (d.Claim != nil || d.Won != nil)
	if d.Bad && len(tr.Plays) < 4 && !lastBeforeClaim {
		// A card that could not be read is missing: who played
		// the others is not known.
		st.expect = notation.NoSeat
		return
	}
	nerr := len(*errs)
	if !st.trickCards(ti, leader) {
		st.expect = notation.NoSeat
		return
	}
	if st.ts.N < 4 {
		if lastBeforeClaim {
			st.partial = st.ts.N > 0
		} else if !d.Bad {
			errs.AddKey(tr.Pos, "play/incomplete-trick", i18n.PlayTrickCards, ti+1, st.ts.N)
		}
		st.expect = notation.NoSeat
		return
	}
	st.wonTrick(len(*errs) > nerr)
}

// trickLeader is the seat that leads trick ti: as written (a leader other
// than the winner of the trick before is reported), else the one expected;
// NoSeat, reported (play/leader), when neither is known.
func (st *dealState) trickLeader(ti int, dealer notation.Seat) notation.Seat {
	tr := &st.d.Tricks[ti]
	leader := tr.Leader
	if leader < notation.North || leader > notation.West {
		leader = st.expect
	} else if st.expect != notation.NoSeat && leader != st.expect {
		st.wrongLeader(ti, leader, dealer)
	}
	if leader == notation.NoSeat {
		st.errs.AddKey(tr.Pos, "play/leader", i18n.PlayLeaderUnknown, ti+1)
		st.expect = notation.NoSeat
	}
	return leader
}

// trickCards plays the cards of trick ti from leader into st.ts, each
// checked against its seat's hand and the play obligations (playCard);
// false when a card could not be read, or is not of the deck, and the
// trick cannot be followed further.
func (st *dealState) trickCards(ti int, leader notation.Seat) bool {
	c, eng := st.c, st.c.eng
	tr := &st.d.Tricks[ti]
	st.ts.Start(st.strain, leader)
	seat := leader
	for i := range tr.Plays {
		p := &tr.Plays[i]
		if i >= 4 {
			st.errs.AddKey(p.Pos, "play/extra-card", i18n.PlayExtraCard, ti+1)
			break
		}
		if i > 0 {
			seat = c.next(seat)
		}
		card, ok := CardOf(p.Card)
		if !ok || !st.deck.Has(card) {
			st.badCard(p.Pos, p.Card)
			return false
		}
		// The common case here, the others in playCard: the card
		// is in hand, nothing is said with it, and it is legal.
		hand := st.left[seat-1]
		if hand.Has(card) && p.Say == notation.SayNothing && st.playedBy[card] == notation.NoSeat &&
			(st.ts.N == 0 || !st.checksLegal() || legalCard(eng, &st.ts, hand, seat, card)) {
			eng.Add(&st.ts, card)
			st.left[seat-1] = hand.Without(card)
			st.playedBy[card], st.playedIn[card] = seat, uint8(ti+1)
			continue
		}
		st.playCard(ti, p, seat, card)
	}
	return true
}

// wonTrick credits the complete trick in st.ts to the team of its winner
// (card points, tricks) and makes the winner the next leader; faulty
// says a card of the trick was reported.
func (st *dealState) wonTrick(faulty bool) {
	eng := st.c.eng
	w := st.ts.Seats[eng.Winner(&st.ts)]
	team := w.Team().Index()
	st.points[team] += eng.TrickPoints(&st.ts)
	st.tricks[team]++
	st.wonBy[w-1]++
	for i := 0; i < 4; i++ {
		st.taken |= st.ts.Cards[i].Bit()
	}
	st.full++
	st.expect, st.last = w, w
	if faulty || st.res.Bids == 0 {
		// After a faulty card, or without a contract (no trump), the
		// winner is not what the players saw: take the next leader as
		// written.
		st.expect = notation.NoSeat
	}
}

func (st *dealState) wrongLeader(ti int, leader, dealer notation.Seat) {
	errs := st.errs
	pos := st.d.Tricks[ti].Pos
	switch {
	case ti > 0:
		errs.AddKey(pos, "play/leader", i18n.PlayLeaderWon, leader.String(), ti+1, st.expect.String(), ti)
	case st.expect == st.res.Declarer && st.res.Contract.Level == notation.Generale && st.c.rs.Deal.GeneraleLeads:
		errs.AddKey(pos, "play/leader", i18n.PlayLeaderGenerale, leader.String(), st.expect.String())
	default:
		errs.AddKey(pos, "play/leader", i18n.PlayLeaderFirst, leader.String(), dealer.String(), st.expect.String())
	}
}

// legalCard reports whether seat may play card from hand to trick t.
func legalCard(eng *Engine, t *TrickState, hand Hand, seat notation.Seat, card Card) bool {
	legal, _ := eng.Legal(t, hand, seat)
	return legal.Has(card)
}

// checksLegal reports whether the cards played after a trick's lead are
// checked against the play rules: without a contract the trump is not
// known, and only following suit is checked (not at all in jass, where
// one may trump instead).
func (st *dealState) checksLegal() bool {
	return st.res.Bids > 0 || !st.c.rs.Play.TrumpWhileHolding
}

// playCard checks one card played by seat to trick ti and adds it to the
// trick.
func (st *dealState) playCard(ti int, p *notation.Play, seat notation.Seat, card Card) {
	errs, eng := st.errs, st.c.eng
	hand := st.left[seat-1]
	switch {
	case hand.Has(card):
		if st.ts.N > 0 && st.checksLegal() {
			if legal, _ := eng.Legal(&st.ts, hand, seat); !legal.Has(card) {
				rule, key, args := eng.ExplainKey(&st.ts, hand, seat, card)
				errs.AddKey(p.Pos, rule.Code(), key, args...)
			}
		}
	case st.playedBy[card] != notation.NoSeat:
		errs.AddKey(p.Pos, "play/not-in-hand", i18n.PlayAlready, seat.String(), card, st.playedBy[card].String(), st.playedIn[card])
	case st.owner(card) != notation.NoSeat && st.owner(card) != seat:
		errs.AddKey(p.Pos, "play/not-in-hand", i18n.PlayDealtTo, seat.String(), card, st.owner(card).String(), seat.String(), hand)
	default:
		errs.AddKey(p.Pos, "play/not-in-hand", i18n.PlayNotInHand, seat.String(), card, hand)
	}
	if p.Say != notation.SayNothing {
		st.say(p, seat, card)
	}
	eng.Add(&st.ts, card)
	st.left[seat-1] = hand.Without(card)
	if st.playedBy[card] == notation.NoSeat {
		st.playedBy[card] = seat
		st.playedIn[card] = uint8(ti + 1)
	}
}

// say checks a belote or rebelote said by seat playing card (001 LE JEU,
// 002 Belote, 003 LA VALEUR DES CARTES, 004: the holder of the trump king
// and queen says "belote" playing the first and "rebelote" playing the
// second).
func (st *dealState) say(p *notation.Play, seat notation.Seat, card Card) {
	c, errs := st.c, st.errs
	word := "belote"
	if p.Say == notation.SayRebelote {
		word = "rebelote"
	}
	if !c.beloteAllowed(p.Pos, st.strain, errs) {
		return
	}
	if st.res.Bids == 0 {
		return // no contract: no trump to say it in
	}
	suit := card.Suit()
	if st.strain != notation.ToutAtout {
		suit = notation.Suit(st.strain) // TrumpS..TrumpC share the suit values
	}
	r := card.Rank()
	if card.Suit() != suit || (r != notation.King && r != notation.Queen) {
		errs.AddKey(p.Pos, "belote/card", i18n.BeloteCard, seat.String(), word, card, MakeCard(notation.King, suit), MakeCard(notation.Queen, suit))
		return
	}
	other := MakeCard(notation.King, suit)
	if r == notation.King {
		other = MakeCard(notation.Queen, suit)
	}
	dealt := st.dealt[seat-1]
	holder := st.owner(other)
	if holder == notation.NoSeat && !st.known[seat-1] {
		holder = seat // not played and not written: cannot say otherwise
	}
	if !dealt.Has(card) || holder != seat {
		held := i18n.S(i18n.HeldNot, card.String(), other.String())
		if holder != notation.NoSeat && holder != seat {
			held = i18n.S(i18n.HeldBy, card.String(), other.String(), holder.String())
		}
		errs.AddKey(p.Pos, "belote/not-held", i18n.BeloteNotHeld, seat.String(), word, held)
		return
	}
	if c.rs.Belote.Who == BeloteWhoDeclaringTeam && seat.Team() != st.res.Declarer.Team() {
		errs.AddKey(p.Pos, "belote/team", i18n.BeloteTeamFull, seat.String(), word, st.res.Declarer.Team().String())
		return
	}
	otherPlayed := !st.left[seat-1].Has(other)
	b := &st.belote[seat-1][suit]
	switch {
	case p.Say == notation.SayBelote && otherPlayed:
		errs.AddKey(p.Pos, "belote/order", i18n.BeloteSecond, seat.String(), card, MakeCard(notation.King, suit), MakeCard(notation.Queen, suit))
	case p.Say == notation.SayBelote:
		*b |= beloteSaid
		st.lone = true
	case !otherPlayed:
		errs.AddKey(p.Pos, "belote/order", i18n.BeloteFirst, seat.String(), card, MakeCard(notation.King, suit), MakeCard(notation.Queen, suit))
	case *b&beloteSaid == 0:
		errs.AddKey(p.Pos, "belote/order", i18n.BeloteMissing, seat.String(), card, other)
	case *b&beloteDone == 0:
		st.creditBelote(seat, suit)
	}
}

// creditBelote counts the belote of seat in suit for its team.
func (st *dealState) creditBelote(seat notation.Seat, suit notation.Suit) {
	st.belote[seat-1][suit] |= beloteDone
	t := seat.Team()
	st.belotes[t.Index()]++
	if st.beloteWon == notation.NoTeam {
		st.beloteWon = t
	}
}

// finish handles the end of play (claim, "nous avons gagné", the number
// of tricks, dix de der) and fills the outcome.
func (st *dealState) finish(out *Outcome) {
	c, d, errs := st.c, st.d, st.errs
	hs := c.rs.HandSize()
	switch {
	case d.Claim != nil:
		st.claimTeam = notation.NoTeam
		st.claim()
		out.LastTrick = st.claimTeam
	case d.Won != nil:
		// stopped: what was taken until then
	case st.full > hs:
		d.FillPositions() // (the trick's Pos, in a reused deal)
		errs.AddKey(d.Tricks[hs].Pos, "play/trick-count", i18n.PlayTricks, st.full, hs)
	case st.full < hs && !d.Bad:
		pos := d.End
		if !pos.IsValid() {
			pos = dealPos(d)
		}
		if len(d.Tricks) == 0 {
			errs.AddKey(pos, "play/trick-count", i18n.PlayNoTrick, hs)
		} else {
			errs.AddKey(pos, "play/trick-count", i18n.PlayTricksShort, st.full, hs)
		}
	case st.full == hs && st.last != notation.NoSeat:
		// dix de der (002 Dix de Der; 000: 5 points)
		st.points[st.last.Team().Index()] += c.rs.Cards.LastTrick
		out.LastTrick = st.last.Team()
	}
	out.Points = st.points
	out.Tricks = st.tricks
	if c.rs.Belote.Automatic {
		st.autoBelote()
	}
	if st.strain == notation.ToutAtout && st.belotes[0]+st.belotes[1] > 1 {
		st.oneBelote()
	}
	out.Belote = st.beloteWon
	out.Belotes = st.belotes
	st.loneBelotes()
	if st.tricks[0]+st.tricks[1] == hs {
		for t := 0; t < 2; t++ {
			if st.tricks[t] == hs {
				out.Capot = notation.TeamAt(t)
			}
		}
		for s := 0; s < 4; s++ {
			if st.wonBy[s] == hs {
				out.Solo = true
				out.SoloSeat = notation.Seat(s + 1)
			}
		}
	}
}

// autoBelote credits, under belote.automatic, every trump king and queen
// dealt to one player whose belote was not said with both words: to the
// holder's team, as if declared (only the declaring team's under
// belote.who = "declaring-team"). A pair whose holder is not known (a
// hand neither written nor played out) is not credited.
func (st *dealState) autoBelote() {
	rs := st.c.rs
	if !rs.Belote.Enabled || st.res.Bids == 0 {
		return
	}
	var suits []notation.Suit
	switch st.strain {
	case notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC:
		suits = []notation.Suit{notation.Suit(st.strain)} // TrumpS..TrumpC share the suit values
	case notation.ToutAtout:
		if rs.Belote.InToutAtout() {
			suits = []notation.Suit{notation.Spades, notation.Hearts, notation.Diamonds, notation.Clubs}
		}
	}
	for _, suit := range suits {
		seat := st.owner(MakeCard(notation.King, suit))
		if seat == notation.NoSeat || st.owner(MakeCard(notation.Queen, suit)) != seat {
			continue
		}
		if rs.Belote.Who == BeloteWhoDeclaringTeam && seat.Team() != st.res.Declarer.Team() {
			continue
		}
		if st.belote[seat-1][suit]&beloteDone == 0 {
			st.creditBelote(seat, suit)
		}
	}
}

// oneBelote keeps one tout-atout belote under belote.tout_atout =
// "one-last" (the pair whose second card was played last: Alounv
// domain/4-counting.go:45-65) or "one-first" (the pair completed first).
// A card not played (a claim) counts as played after every written card.
func (st *dealState) oneBelote() {
	rule := st.c.rs.Belote.ToutAtout
	if rule != BeloteToutAtoutOneLast && rule != BeloteToutAtoutOneFirst {
		return
	}
	var at [64]int // play order of each card, from 1
	n := 0
	st.d.FillPositions() // the plays (Trick.Four)
	for i := range st.d.Tricks {
		for _, p := range st.d.Tricks[i].Plays {
			if c, ok := CardOf(p.Card); ok {
				n++
				at[c] = n
			}
		}
	}
	when := func(c Card) int {
		if at[c] == 0 {
			return n + 1 + int(c)
		}
		return at[c]
	}
	best, bestAt := notation.NoSeat, 0
	for s := 0; s < 4; s++ {
		for suit := notation.Spades; suit <= notation.Clubs; suit++ {
			if st.belote[s][suit]&beloteDone == 0 {
				continue
			}
			t := max(when(MakeCard(notation.King, suit)), when(MakeCard(notation.Queen, suit)))
			if best == notation.NoSeat || (rule == BeloteToutAtoutOneLast) == (t > bestAt) {
				best, bestAt = notation.Seat(s+1), t
			}
		}
	}
	st.belotes = [2]int{}
	st.belotes[best.Team().Index()] = 1
	st.beloteWon = best.Team()
}
