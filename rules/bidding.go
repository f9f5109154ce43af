package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// Auction follows the calls of one deal under a ruleset and reports every
// call that breaks the bidding rules (Bidding and Deal sections of the
// Ruleset). Use NewAuction, or Reset a zero Auction, then feed each call in
// the order said with Call; Result tells what the auction came to.
//
// The rules it applies, with their sources:
//   - the seat after the dealer (in the direction of play) speaks first,
//     then each in turn (000 "Phase d'enchères", 001 LES ENCHERES, 002 Les
//     enchères, 003 LES ENCHERES, 004 Distribution);
//   - a bid is a number of points from bidding.min to bidding.max in steps
//     of bidding.step, or a special contract (bidding.specials: capot,
//     match, générale, in that order above every number), with a trump
//     suit, or SA / TA when allowed (002 Variations, 004);
//   - each bid must be higher than the last: a greater number, or under
//     bidding.suit_ranking an equal number in a higher strain
//     (♣ < ♦ < ♥ < ♠ < SA < TA, 002 Variations);
//   - a seat that passed may bid again when its turn comes, unless
//     bidding.passed_may_bid is false (call/passed; 000, 001, 002 allow
//     it);
//   - a coinche doubles the opponents' current bid only (002 "vous ne
//     pouvez doubler que si l'enchère la plus récente a été lancée par un
//     adversaire"), unless bidding.coinche is "none" (no coinche at all:
//     call/no-coinche), out of turn when bidding.coinche_out_of_turn (000
//     "à tout moment", 003 "à la volée"), until the auction closes or until
//     the first card (bidding.coinche_until; 000 "jusqu'à ce que la
//     première carte soit jouée"), never on a contract listed in
//     bidding.no_coinche (000 "il est interdit de coincher une générale";
//     002 "Une enchère de capot … ne peut être doublée");
//     bidding.coinche_out_of_turn = "team-in-turn" lets either member of
//     the team whose turn it is coinche (online engines: Alounv/coinche-back
//     domain/game.go:263-269);
//   - a surcoinche redoubles a coinche and is said by the declarer or
//     partner only (000, 002, 003); it ends the auction (003, 004), save
//     the passes bidding.after_surcoinche lets follow it;
//   - the calls after a coinche that ends the bidding go in turn, from any
//     seat, or from the declarers alone, each once (bidding.after_coinche);
//   - the bidder may overcall his own standing bid freely, in another
//     strain only, or never (bidding.self_overcall: call/self-overcall);
//     a coinched declarer (or his team) may not bid again for the rest of
//     the auction or while his bid stays the last
//     (bidding.coinched_rebid, coinched_rebid_until: call/coinched-rebid);
//   - the auction ends after three passes following a bid (four, the
//     bidder's included, under bidding.closing_passes = 4), after a
//     coinche when bidding.coinche_ends_bidding (000, 001, 002), after a
//     capot, match or générale bid when bidding.capot_ends_bidding /
//     match_ends_bidding / generale_ends_bidding (002, 000); four passes
//     void the deal (all pass: the next dealer deals, 000, 002, 004, or
//     the same dealer under bidding.all_pass = "same-dealer"; Checker).
//
// An Auction does not allocate per call unless it reports an error.
type Auction struct {
	rs     *Ruleset
	cw     bool
	dealer notation.Seat

	turn     notation.Seat // whose turn it is to speak
	passes   int           // consecutive passes (in the open auction)
	after    int           // answers after the bids closed (coinche, surcoinche, capot)
	answer   answerRule    // who answers after the bids closed
	answered uint8         // seats that answered (bit 1<<seat), under answerTeam
	bids     int
	state    auctionState
	passed   uint8           // seats that passed in the open auction (bit 1<<seat)
	barred   uint8           // seats that may not bid again: coinched (bidding.coinched_rebid)
	lenient  bool            // no call/turn (SetLenient)
	rest     []notation.Call // the calls after the one being applied (CallNext)
	how      closeHow        // how the bidding closed, for messages
	howBy    notation.Seat   // who closed it (coinche, surcoinche)

	contract notation.Contract
	declarer notation.Seat
	double   notation.CoincheLevel
	coincher notation.Seat
}

type auctionState uint8

// answerRule says who speaks after a call that closed the bids (a coinche
// under bidding.after_coinche, a surcoinche under
// bidding.after_surcoinche, a capot, match or générale bid).
type answerRule uint8

const (
	answerFree   answerRule = iota // up to three passes by any seat
	answerInTurn                   // the three other seats in turn, each once
	answerTeam                     // each member of the other team once, in any order
)

// answerRuleOf reads bidding.after_coinche / after_surcoinche.
func answerRuleOf(v AfterCoinche) answerRule {
	switch v {
	case AfterCoincheInTurn:
		return answerInTurn
	case AfterCoincheDeclaringTeam:
		return answerTeam
	}
	return answerFree
}

// answerRuleOfSurcoinche reads bidding.after_surcoinche ("none" closes
// the bidding: no answer).
func answerRuleOfSurcoinche(v AfterSurcoinche) answerRule {
	switch v {
	case AfterSurcoincheInTurn:
		return answerInTurn
	case AfterSurcoincheCoinchingTeam:
		return answerTeam
	}
	return answerFree
}

const (
	auctionOpen   auctionState = iota // bids, passes, coinches
	auctionNoBids                     // a capot / générale / coinche ended the bids
	auctionClosed                     // closed by passes: only a late coinche
	auctionFinal                      // surcoinche said or all pass: nothing more
)

// AuctionResult is what an auction came to.
type AuctionResult struct {
	// AllPass: every player passed (the deal is void and redealt).
	AllPass bool
	// Complete: the auction was closed by the calls given (three passes
	// after a bid, four passes, a coinche, surcoinche or special bid that
	// ends the bidding). When false Contract may still be set (the last
	// bid so far).
	Complete bool
	// Declarer is the seat that made the last bid; NoSeat when none.
	Declarer notation.Seat
	// Contract is the last bid.
	Contract notation.Contract
	// Double says whether the contract was coinched or surcoinched.
	Double notation.CoincheLevel
	// Coincher is the seat that said the coinche, NoSeat when none.
	Coincher notation.Seat
	// Bids is the number of bids made.
	Bids int
}

// NewAuction starts the auction of a deal dealt by dealer under rs.
func NewAuction(rs *Ruleset, dealer notation.Seat) *Auction {
	a := &Auction{}
	a.Reset(rs, dealer)
	return a
}

// Reset starts a new auction of a deal dealt by dealer under rs.
func (a *Auction) Reset(rs *Ruleset, dealer notation.Seat) {
	*a = Auction{rs: rs, cw: rs.Deal.Direction == DirectionClockwise, dealer: dealer}
	a.turn = a.next(dealer)
}

// Turn is the seat whose turn it is to speak (NoSeat when the dealer is
// not known).
func (a *Auction) Turn() notation.Seat { return a.turn }

// Result is what the auction came to after the calls given so far.
func (a *Auction) Result() AuctionResult {
	return AuctionResult{
		AllPass:  a.state == auctionFinal && a.bids == 0,
		Complete: a.state != auctionOpen,
		Declarer: a.declarer,
		Contract: a.contract,
		Double:   a.double,
		Coincher: a.coincher,
		Bids:     a.bids,
	}
}

// Answers says who answers the call that closed the bids (a coinche under
// bidding.after_coinche, a surcoinche under bidding.after_surcoinche, a
// capot, match or générale bid), as Auction.Answering reports it.
type Answers uint8

// The values of Answers.
const (
	AnswersNone   Answers = iota // no answer awaited: the bids are open, or the auction is over
	AnswersFree                  // up to three passes by any seat ("any")
	AnswersInTurn                // the three other seats in turn, each once ("in-turn")
	AnswersTeam                  // each member of the other team once, in any order ("declaring-team", "coinching-team")
)

// Answering says who answers the call that closed the bids while the
// auction awaits those answers (AnswersNone otherwise), and whether that
// call was a surcoinche (answered under bidding.after_surcoinche) rather
// than a coinche or a special bid. The deal generator (package score/gen)
// writes the answers by it.
func (a *Auction) Answering() (who Answers, afterSurcoinche bool) {
	if a.state != auctionNoBids {
		return AnswersNone, false
	}
	switch a.answer {
	case answerInTurn:
		who = AnswersInTurn
	case answerTeam:
		who = AnswersTeam
	default:
		who = AnswersFree
	}
	return who, a.how == closedSurcoinche
}

func (a *Auction) next(s notation.Seat) notation.Seat { return nextSeat(a.cw, s) }

// nextSeat is the seat after s in the direction of play (clockwise: N E S
// W; counterclockwise: N W S E); NoSeat after NoSeat.
func nextSeat(cw bool, s notation.Seat) notation.Seat {
	if s < notation.North || s > notation.West {
		return notation.NoSeat
	}
	if cw {
		return s%4 + 1
	}
	return (s+2)%4 + 1
}

// Call applies one call and appends to errs every rule it breaks, at the
// call's position. A bid that breaks a rule is applied all the same (so
// that one mistake does not make every later call wrong); a coinche or
// surcoinche that breaks a rule is not applied.
func (a *Auction) Call(c *notation.Call, errs *notation.ErrorList) {
	a.CallNext(c, nil, errs)
}

// CallNext is Call for a call followed by the calls rest (those written
// after it). They are not applied; after a call out of turn they tell how
// the record goes on, so that one slip is reported once: when the next
// call follows the seat that spoke, the turn goes on from it (a call
// missing, or the dealer written wrong); when it follows the seat whose
// turn it was, or is that seat's, the call was said by that seat under
// another name, or two calls were written in each other's place.
func (a *Auction) CallNext(c *notation.Call, rest []notation.Call, errs *notation.ErrorList) {
	a.rest = rest
	if c.Seat < notation.North || c.Seat > notation.West {
		errs.AddKey(c.Pos, "call/seat", i18n.CallSeatless)
		return
	}
	switch c.Kind {
	case notation.Pass:
		a.pass(c, errs)
	case notation.Bid:
		a.bid(c, errs)
	case notation.Coinche:
		a.coinche(c, errs)
	case notation.Surcoinche:
		a.surcoinche(c, errs)
	default:
		errs.AddKey(c.Pos, "call/kind", i18n.CallUnknown)
	}
}

// turnAfter is the seat to speak after seat made a pass or a bid: the
// next seat, unless the call was out of turn and the calls written after
// it say it stood for the call of the seat whose turn it was (CallNext).
func (a *Auction) turnAfter(seat notation.Seat) notation.Seat {
	t := a.turn
	if t == notation.NoSeat || seat == t {
		return a.next(seat)
	}
	for _, n := range a.rest {
		if n.Kind != notation.Pass && n.Kind != notation.Bid {
			continue
		}
		if n.Seat != a.next(seat) && (n.Seat == a.next(t) || n.Seat == t) {
			return a.next(t)
		}
		break
	}
	return a.next(seat)
}

// SetLenient makes the auction leave out call/turn: for the calls of a
// deal with syntax errors, where a call that could not be read is missing
// and every later call would seem out of turn.
func (a *Auction) SetLenient(lenient bool) { a.lenient = lenient }

func (a *Auction) checkTurn(c *notation.Call, what string, errs *notation.ErrorList) {
	if a.turn != notation.NoSeat && c.Seat != a.turn && !a.lenient {
		errs.AddKey(c.Pos, "call/turn", i18n.CallTurn, c.Seat.String(), callVerb(what), a.turn.String())
	}
}

// callVerb is a call's verb in a message ("passed", "bid", "coinched",
// "surcoinched"), as a message of the catalog when it has one.
func callVerb(what string) any {
	switch what {
	case "passed":
		return i18n.S(i18n.VerbPassed)
	case "bid":
		return i18n.S(i18n.VerbBid)
	case "coinched":
		return i18n.S(i18n.VerbCoinched)
	case "surcoinched":
		return i18n.S(i18n.VerbSurcoinched)
	}
	return what
}

func (a *Auction) pass(c *notation.Call, errs *notation.ErrorList) {
	switch a.state {
	case auctionOpen:
		a.checkTurn(c, "passed", errs)
		a.turn = a.turnAfter(c.Seat)
		a.passes++
		a.passed |= 1 << c.Seat
		if a.bids == 0 && a.passes == 4 {
			a.state, a.how = auctionFinal, closedAllPass
		} else if a.bids > 0 && a.passes == a.closingPasses() {
			a.state, a.how = auctionClosed, closedPasses
		}
	case auctionNoBids:
		// Passes after the bids closed (after a coinche: declining to
		// surcoinche; after a capot: acknowledging it) are accepted, up
		// to three; after a coinche or surcoinche, by the seats
		// bidding.after_coinche / after_surcoinche name.
		if a.answerTurn(c, "passed", errs) {
			a.answerGiven(c.Seat)
		}
	default:
		errs.AddKey(c.Pos, "call/after-close", i18n.CallAfterPass, c.Seat.String(), a.howSub())
	}
}

// closingPasses is the number of passes after a bid that close the
// auction (bidding.closing_passes; 0: 3).
func (a *Auction) closingPasses() int {
	if n := a.rs.Bidding.ClosingPasses; n > 0 {
		return n
	}
	return 3
}

// openAnswers closes the bids after a call by seat by (a coinche, a
// surcoinche, a special bid) and lets the answers to it begin, under rule.
func (a *Auction) openAnswers(rule answerRule, by notation.Seat) {
	a.state, a.after, a.answered, a.answer = auctionNoBids, 0, 0, rule
	if a.turn != notation.NoSeat {
		a.turn = a.next(by)
	}
}

// answersNeeded is how many answers close the auction: three, or the two
// members of the answering team.
func (a *Auction) answersNeeded() int {
	if a.answer == answerTeam {
		return 2
	}
	return 3
}

// answerTurn reports whether c may answer the call that closed the bids,
// reporting call/turn when it may not: under answerInTurn a call out of
// turn is reported but counts; under answerTeam only a member of the team
// after the closing call (the declarers after a coinche, the coinching side
// after a surcoinche), each once, answers.
func (a *Auction) answerTurn(c *notation.Call, what string, errs *notation.ErrorList) bool {
	switch a.answer {
	case answerInTurn:
		a.checkTurn(c, what, errs)
	case answerTeam:
		if a.lenient {
			return true
		}
		team := a.next(a.howBy).Team()
		if c.Seat.Team() != team {
			errs.AddKey(c.Pos, "call/turn", i18n.CallAnswerTeam, c.Seat.String(), callVerb(what), a.closingCall(), a.next(a.howBy).String(), (Partner(a.next(a.howBy))).String(), a.answerKey())
			return false
		}
		if a.answered&(1<<c.Seat) != 0 {
			errs.AddKey(c.Pos, "call/turn", i18n.CallAnswerTwice, c.Seat.String(), callVerb(what), a.closingCall(), c.Seat.String(), Partner(c.Seat).String(), a.answerKey())
			return false
		}
	}
	return true
}

// answerGiven counts seat's answer and closes the auction after the last.
func (a *Auction) answerGiven(seat notation.Seat) {
	a.after++
	a.answered |= 1 << seat
	a.turn = a.next(seat)
	if a.answer == answerTeam {
		a.turn = Partner(seat)
	}
	if a.after == a.answersNeeded() {
		a.state = auctionClosed
		if a.how == closedSurcoinche {
			a.state = auctionFinal
		}
	}
}

// closingCall is "N's coinche" or "E's surcoinche" (« la coinche de
// N »), for messages.
func (a *Auction) closingCall() i18n.Sub {
	if a.how == closedSurcoinche {
		return i18n.S(i18n.SurcoincheOf, a.howBy.String())
	}
	return i18n.S(i18n.CoincheOf, a.howBy.String())
}

func (a *Auction) answerKey() string {
	if a.how == closedSurcoinche {
		return fmt.Sprintf("bidding.after_surcoinche = %q", a.rs.Bidding.AfterSurcoinche)
	}
	return fmt.Sprintf("bidding.after_coinche = %q", a.rs.Bidding.AfterCoinche)
}

func (a *Auction) bid(c *notation.Call, errs *notation.ErrorList) {
	if a.state != auctionOpen {
		errs.AddKey(c.Pos, "call/after-close", i18n.CallAfterBid, c.Seat.String(), c.Contract.String(), a.howSub())
		return
	}
	a.checkTurn(c, "bid", errs)
	if a.passed&(1<<c.Seat) != 0 && !a.rs.Bidding.PassedMayBid {
		errs.AddKey(c.Pos, "call/passed", i18n.CallPassed, c.Seat.String(), c.Contract.String())
	}
	if a.barred&(1<<c.Seat) != 0 {
		errs.AddKey(c.Pos, "call/coinched-rebid", i18n.CallCoinchedRebid, c.Seat.String(), c.Contract.String(), rebidSub(a.rs.Bidding.CoinchedRebid), a.rs.Bidding.CoinchedRebid.String())
	}
	a.checkContract(c.Pos, c.Seat, c.Contract, "bid", errs)
	if a.bids > 0 && !a.higher(c.Contract, a.contract) {
		errs.AddKey(c.Pos, "call/not-higher", i18n.CallNotHigher, c.Seat.String(), c.Contract.String(), a.lastBidSub(), a.minBid())
	}
	if a.bids > 0 && c.Seat == a.declarer {
		switch so := a.rs.Bidding.SelfOvercall; {
		case so == SelfOvercallNone:
			errs.AddKey(c.Pos, "call/self-overcall", i18n.CallSelfNone, c.Seat.String(), c.Contract.String(), a.contract.String())
		case so == SelfOvercallOtherStrain && c.Contract.Strain == a.contract.Strain:
			errs.AddKey(c.Pos, "call/self-overcall", i18n.CallSelfStrain, c.Seat.String(), c.Contract.String(), a.contract.String())
		}
	}
	if a.rs.Bidding.CoinchedRebidUntil == CoinchedRebidUntilOvercalled {
		a.barred = 0 // a higher bid clears the coinche, and its bar
	}
	a.turn = a.turnAfter(c.Seat)
	a.bids++
	a.passes = 0
	a.contract = c.Contract
	a.declarer = c.Seat
	a.double = notation.NotCoinched
	a.coincher = notation.NoSeat
	switch {
	case c.Contract.Level == notation.Capot && a.rs.Bidding.CapotEndsBidding:
		a.state, a.how, a.answer = auctionNoBids, closedCapot, answerFree
	case c.Contract.Level == notation.Match && a.rs.Bidding.MatchEndsBidding:
		a.state, a.how, a.answer = auctionNoBids, closedMatch, answerFree
	case c.Contract.Level == notation.Generale && a.rs.Bidding.GeneraleEndsBidding:
		a.state, a.how, a.answer = auctionNoBids, closedGenerale, answerFree
	}
}

// checkContract reports a contract the ruleset does not allow: range, step,
// strain, special contracts. what is "bid" or "contract".
func (a *Auction) checkContract(pos notation.Pos, seat notation.Seat, k notation.Contract, what string, errs *notation.ErrorList) {
	checkContract(a.rs, pos, seat, k, what, errs)
}

func checkContract(rs *Ruleset, pos notation.Pos, seat notation.Seat, k notation.Contract, what string, errs *notation.ErrorList) {
	b := &rs.Bidding
	who := whoPrefix(seat)
	switch k.Level {
	case notation.Points:
		if lo, hi := b.LowestValue(), b.HighestValue(); k.Value < lo || (hi > 0 && k.Value > hi) {
			errs.AddKey(pos, "call/range", i18n.CallRange, callWho(seat, what, who), k.String(), rangeSub(rs))
		} else if !b.ValidValue(k.Value) { // within range: off the ladder, or off the step
			if len(b.Ladder) > 0 {
				below, _ := b.FloorValue(k.Value)
				above, _ := b.NextValue(k.Value)
				errs.AddKey(pos, "call/rung", i18n.CallRung, callWho(seat, what, who), k.String(), ladderText(b.Ladder), below, above)
			} else {
				errs.AddKey(pos, "call/step", i18n.CallStep, callWho(seat, what, who), k.String(), b.Step, b.Min, b.Min+b.Step, b.Min+2*b.Step)
			}
		}
	case notation.Capot, notation.Match, notation.Generale:
		if specialIndex(rs, k.Level) < 0 {
			errs.AddKey(pos, "call/range", i18n.CallNoSpecial, callWho(seat, what, who), k.String(), k.Level.String(), rangeSub(rs))
		}
	default:
		errs.AddKey(pos, "call/range", i18n.CallUnknownLevel, callWho(seat, what, who))
	}
	switch k.Strain {
	case notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC:
	case notation.SansAtout:
		if !b.SansAtout {
			errs.AddKey(pos, "call/strain", i18n.CallNoSansAtout, callWho(seat, what, who), k.String(), strainsText(rs))
		}
	case notation.ToutAtout:
		if !b.ToutAtout {
			errs.AddKey(pos, "call/strain", i18n.CallNoToutAtout, callWho(seat, what, who), k.String(), strainsText(rs))
		}
	default:
		errs.AddKey(pos, "call/strain", i18n.CallNoTrump, callWho(seat, what, who), k.String(), strainsText(rs))
	}
}

func (a *Auction) coinche(c *notation.Call, errs *notation.ErrorList) {
	b := &a.rs.Bidding
	inTurn := a.turn == notation.NoSeat || c.Seat == a.turn
	switch {
	case b.Coinche == CoincheByNone:
		errs.AddKey(c.Pos, "call/no-coinche", i18n.CallNoCoinche, c.Seat.String())
		a.advanceInvalid(c, inTurn)
		return
	case a.state == auctionFinal || (a.state == auctionClosed && b.CoincheUntil != CoincheUntilFirstCard):
		if a.bids == 0 {
			errs.AddKey(c.Pos, "call/coinche-nothing", i18n.CallCoincheNoBid, c.Seat.String())
		} else {
			errs.AddKey(c.Pos, "call/coinche-late", i18n.CallCoincheLate, c.Seat.String(), a.howSub(), untilSub(b.CoincheUntil))
		}
		return
	case a.bids == 0:
		errs.AddKey(c.Pos, "call/coinche-nothing", i18n.CallCoincheNoBidYt, c.Seat.String())
		a.advanceInvalid(c, inTurn)
		return
	case a.double > notation.NotCoinched:
		errs.AddKey(c.Pos, "call/coinche-again", i18n.CallCoincheAgain, c.Seat.String(), a.lastBidSub(), a.coincher.String())
		return
	case c.Seat.Team() == a.declarer.Team():
		errs.AddKey(c.Pos, "call/coinche-own-team", i18n.CallCoincheOwnTeam, c.Seat.String(), bidOf(c.Seat, a.declarer, a.contract), a.next(a.declarer).String(), (Partner(a.next(a.declarer))).String())
		a.advanceInvalid(c, inTurn)
		return
	case noCoinche(a.rs, a.contract.Level):
		errs.AddKey(c.Pos, "call/no-coinche-contract", i18n.CallNoCoincheLevel, c.Seat.String(), a.lastBidSub(), a.contract.Level.String())
		a.advanceInvalid(c, inTurn)
		return
	}
	if a.state == auctionOpen {
		a.doubleTurn(c, "coinched", inTurn, errs)
	} else {
		a.turn = a.next(c.Seat)
	}
	a.double = notation.Coinched
	a.coincher = c.Seat
	a.passes = 0
	if b.CoincheEndsBidding || a.state != auctionOpen {
		a.how, a.howBy = closedCoinche, c.Seat
		a.openAnswers(answerRuleOf(b.AfterCoinche), c.Seat)
		return
	}
	switch b.CoinchedRebid {
	case CoinchedRebidPartner:
		a.barred |= 1 << a.declarer
	case CoinchedRebidNone:
		a.barred |= 1<<a.declarer | 1<<Partner(a.declarer)
	}
}

// doubleTurn checks who said a coinche or surcoinche in the open auction
// (bidding.coinche_out_of_turn) and moves the turn on: at any time (the
// turn moves only when said in turn), in turn, or by either member of the
// team in turn (the turn passes on as if the seat in turn had spoken).
func (a *Auction) doubleTurn(c *notation.Call, what string, inTurn bool, errs *notation.ErrorList) {
	switch a.rs.Bidding.CoincheOutOfTurn {
	case CoincheAnyTime:
		if inTurn {
			a.turn = a.next(c.Seat)
		}
	case CoincheTeamInTurn:
		if inTurn || c.Seat == Partner(a.turn) {
			a.turn = a.next(a.turn)
			return
		}
		if !a.lenient {
			errs.AddKey(c.Pos, "call/turn", i18n.CallTeamInTurn, c.Seat.String(), callVerb(what), a.turn.String(), a.turn.String(), Partner(a.turn).String(), doubleInfinitive(what))
		}
		a.turn = a.next(c.Seat)
	default:
		a.checkTurn(c, what, errs)
		a.turn = a.next(c.Seat) // treat it as said in turn to keep going
	}
}

// spokeAfterCoinche moves the turn past a rejected surcoinche said in turn
// after a coinche that closed the bidding (bidding.after_coinche =
// "in-turn"): the seat has spoken, so one slip is reported once.
func (a *Auction) spokeAfterCoinche(c *notation.Call) {
	if a.state == auctionNoBids && a.answer == answerInTurn && c.Seat == a.turn {
		a.answerGiven(c.Seat)
	}
}

// rebidSub says who may not bid again after a coinche
// (bidding.coinched_rebid), as a message of the catalog.
func rebidSub(v CoinchedRebid) i18n.Sub {
	if v == CoinchedRebidNone {
		return i18n.S(i18n.RebidNone)
	}
	return i18n.S(i18n.RebidPartner)
}

// doubleInfinitive is "coinche" or "surcoinche" as "may …" says it
// (« peuvent coincher »), for what "coinched" or "surcoinched".
func doubleInfinitive(what string) i18n.Sub {
	if what == "surcoinched" {
		return i18n.S(i18n.InfSurcoinche)
	}
	return i18n.S(i18n.InfCoinche)
}

// advanceInvalid moves the turn past a rejected coinche said in turn in the
// open auction, so that the next calls are judged as the players made them.
func (a *Auction) advanceInvalid(c *notation.Call, inTurn bool) {
	if a.state == auctionOpen && inTurn && a.turn != notation.NoSeat {
		a.turn = a.next(c.Seat)
	}
}

func (a *Auction) surcoinche(c *notation.Call, errs *notation.ErrorList) {
	b := &a.rs.Bidding
	switch {
	case b.Surcoinche == SurcoincheByNone:
		errs.AddKey(c.Pos, "call/no-surcoinche", i18n.CallNoSurcoinche, c.Seat.String())
		a.spokeAfterCoinche(c)
		return
	case a.state == auctionFinal || (a.state == auctionClosed && b.CoincheUntil != CoincheUntilFirstCard):
		errs.AddKey(c.Pos, "call/after-close", i18n.CallAfterSurcoinche, c.Seat.String(), a.howSub())
		return
	case a.double == notation.NotCoinched:
		errs.AddKey(c.Pos, "call/surcoinche-nothing", i18n.CallSurcoincheNothing, c.Seat.String(), a.nothingCoinched())
		return
	case a.double > notation.Coinched:
		errs.AddKey(c.Pos, "call/surcoinche-nothing", i18n.CallSurcoincheAgain, c.Seat.String(), a.lastBidSub())
		return
	case c.Seat.Team() != a.declarer.Team():
		errs.AddKey(c.Pos, "call/surcoinche-team", i18n.CallSurcoincheTeam, c.Seat.String(), coincheOf(c.Seat, a.coincher), a.declarer.String(), Partner(a.declarer).String())
		a.spokeAfterCoinche(c)
		return
	}
	if a.state == auctionOpen {
		a.doubleTurn(c, "surcoinched", a.turn == notation.NoSeat || c.Seat == a.turn, errs)
	}
	if a.how == closedCoinche && a.answer != answerFree {
		if a.state == auctionClosed {
			errs.AddKey(c.Pos, "call/after-close", i18n.CallAfterAnswers, c.Seat.String(), a.answersNeeded(), a.closingCall(), a.answerKey())
			return
		}
		a.answerTurn(c, "surcoinched", errs)
	}
	a.double = notation.Surcoinched
	a.how, a.howBy = closedSurcoinche, c.Seat
	if b.AfterSurcoinche == AfterSurcoincheNone {
		a.state = auctionFinal
		return
	}
	a.openAnswers(answerRuleOfSurcoinche(b.AfterSurcoinche), c.Seat)
}

type closeHow uint8

const (
	closedNot closeHow = iota
	closedAllPass
	closedPasses
	closedCapot
	closedMatch
	closedGenerale
	closedCoinche
	closedSurcoinche
)

// howSub says how the bidding closed, for messages: "three passes after
// W's 80♠", « trois passes après le 80♠ de W ».
func (a *Auction) howSub() i18n.Sub {
	switch a.how {
	case closedAllPass:
		return i18n.S(i18n.HowAllPass)
	case closedPasses:
		return i18n.S(i18n.HowPasses, passesWord(a.closingPasses()), a.lastBidSub())
	case closedCapot:
		return i18n.S(i18n.HowSpecial, notation.Capot.String())
	case closedMatch:
		return i18n.S(i18n.HowSpecial, notation.Match.String())
	case closedGenerale:
		return i18n.S(i18n.HowSpecial, notation.Generale.String())
	case closedCoinche:
		return i18n.S(i18n.HowCoinche, a.howBy.String())
	case closedSurcoinche:
		if a.after > 0 {
			return i18n.S(i18n.HowSurcoincheAnswered, a.howBy.String())
		}
		return i18n.S(i18n.HowSurcoinche, a.howBy.String())
	}
	return i18n.S(i18n.HowOpen)
}

// nothingCoinched says why there is nothing to surcoinche: "nobody has
// bid", "W's 80♠ is not coinched".
func (a *Auction) nothingCoinched() i18n.Sub {
	if a.bids == 0 {
		return i18n.S(i18n.NobodyBid)
	}
	return i18n.S(i18n.NotCoinched, a.lastBidSub())
}

// higher reports whether bid x overcalls y.
func (a *Auction) higher(x, y notation.Contract) bool {
	lx, ly := levelRank(a.rs, x.Level), levelRank(a.rs, y.Level)
	if lx != ly {
		return lx > ly
	}
	if x.Level == notation.Points && x.Value != y.Value {
		return x.Value > y.Value
	}
	return a.rs.Bidding.SuitRanking && strainRank(x.Strain) > strainRank(y.Strain)
}

// minBid says which bids overcall the current one, in any language: "bid
// 90 or more, or capot", "annoncez 90 ou plus, ou capot".
func (a *Auction) minBid() i18n.Text {
	b := &a.rs.Bidding
	k := a.contract
	var opts []i18n.Text
	if b.SuitRanking && strainRank(k.Strain) < strainRank(topStrain(b)) {
		x := k
		x.Strain = nextStrain(b, k.Strain)
		opts = append(opts, i18n.S(i18n.BidHigherStrain, x.String(), rankingText(b)))
	}
	if k.Level == notation.Points {
		if v, ok := b.NextValue(k.Value); ok {
			opts = append(opts, i18n.S(i18n.BidOrMore, v))
		}
	}
	i := specialIndex(a.rs, k.Level)
	if k.Level == notation.Points {
		i = -1
	}
	if i+1 < len(b.Specials) {
		opts = append(opts, i18n.S(i18n.BidSpecials, specialsOr(b.Specials[i+1:])))
	}
	if len(opts) == 0 {
		return i18n.S(i18n.BidNothing)
	}
	return i18n.S(i18n.BidOptions, textList{i18n.OrComma, opts})
}

// textList is a list in a message, its items joined by the message sep:
// choices by ", or " (", ou "), tricks by "; " (« ; »).
type textList struct {
	sep   i18n.Key
	items []i18n.Text
}

func (t textList) In(l i18n.Lang) string {
	parts := make([]string, len(t.items))
	for i, x := range t.items {
		parts[i] = x.In(l)
	}
	return strings.Join(parts, l.T(t.sep))
}

// specialsOr are the special contracts joined by " or " (" ou ").
type specialsOr []Special

func (sp specialsOr) In(l i18n.Lang) string {
	names := make([]string, len(sp))
	for i, s := range sp {
		names[i] = SpecialLevel(s).String()
	}
	return strings.Join(names, l.T(i18n.Or))
}

// lastBidSub is lastBid as a message of the catalog: "S's 80♠", "le 80♠
// de S", "no bid".
func (a *Auction) lastBidSub() i18n.Sub {
	if a.bids == 0 {
		return i18n.S(i18n.NoBid)
	}
	return i18n.S(i18n.LastBid, a.declarer.String(), a.contract.String())
}

// SpecialLevel is the contract level of a special bid of bidding.specials
// (capot, match, générale); notation.Points for any other value.
func SpecialLevel(sp Special) notation.Level {
	switch sp {
	case SpecialCapot:
		return notation.Capot
	case SpecialMatch:
		return notation.Match
	case SpecialGenerale:
		return notation.Generale
	}
	return notation.Points
}

func specialIndex(rs *Ruleset, l notation.Level) int {
	for i, s := range rs.Bidding.Specials {
		if SpecialLevel(s) == l {
			return i
		}
	}
	return -1
}

// joinSpecials writes the names of specials as the notation spells them
// (capot, match, générale), sep between them.
func joinSpecials(specials []Special, sep string) string {
	names := make([]string, len(specials))
	for i, s := range specials {
		names[i] = SpecialLevel(s).String()
	}
	return strings.Join(names, sep)
}

// levelRank orders levels: numbers lowest, then the specials in the
// ruleset's order; a special the ruleset lacks ranks in the natural order
// capot < match < générale above those it has.
func levelRank(rs *Ruleset, l notation.Level) int {
	if l == notation.Points {
		return 0
	}
	if i := specialIndex(rs, l); i >= 0 {
		return 1 + i
	}
	return 100 + int(l)
}

func noCoinche(rs *Ruleset, l notation.Level) bool {
	for _, s := range rs.Bidding.NoCoinche {
		if SpecialLevel(s) == l {
			return true
		}
	}
	return false
}

// strainRank is the 002 suit ranking: ♣ < ♦ < ♥ < ♠ < SA < TA.
func strainRank(s notation.Strain) int {
	switch s {
	case notation.TrumpC:
		return 1
	case notation.TrumpD:
		return 2
	case notation.TrumpH:
		return 3
	case notation.TrumpS:
		return 4
	case notation.SansAtout:
		return 5
	case notation.ToutAtout:
		return 6
	}
	return 0
}

var strainsByRank = [...]notation.Strain{notation.NoStrain, notation.TrumpC, notation.TrumpD, notation.TrumpH, notation.TrumpS, notation.SansAtout, notation.ToutAtout}

func strainAllowed(b *Bidding, s notation.Strain) bool {
	switch s {
	case notation.SansAtout:
		return b.SansAtout
	case notation.ToutAtout:
		return b.ToutAtout
	}
	return strainRank(s) > 0
}

func topStrain(b *Bidding) notation.Strain {
	for r := len(strainsByRank) - 1; r > 0; r-- {
		if strainAllowed(b, strainsByRank[r]) {
			return strainsByRank[r]
		}
	}
	return notation.TrumpS
}

func nextStrain(b *Bidding, s notation.Strain) notation.Strain {
	for r := strainRank(s) + 1; r < len(strainsByRank); r++ {
		if strainAllowed(b, strainsByRank[r]) {
			return strainsByRank[r]
		}
	}
	return s
}

func rankingText(b *Bidding) string {
	var parts []string
	for r := 1; r < len(strainsByRank); r++ {
		if strainAllowed(b, strainsByRank[r]) {
			parts = append(parts, strainsByRank[r].String())
		}
	}
	return strings.Join(parts, " < ")
}

func strainsText(rs *Ruleset) string {
	parts := []string{notation.TrumpS.String(), notation.TrumpH.String(), notation.TrumpD.String(), notation.TrumpC.String()}
	if rs.Bidding.SansAtout {
		parts = append(parts, notation.SansAtout.String())
	}
	if rs.Bidding.ToutAtout {
		parts = append(parts, notation.ToutAtout.String())
	}
	return strings.Join(parts, " ")
}

// rangeSub is the bids a ruleset allows, as a message of the catalog: "80 to 160 by 10,
// then capot", "80 à 160 de 10 en 10, puis capot".
func rangeSub(rs *Ruleset) i18n.Sub {
	b := &rs.Bidding
	var r i18n.Sub
	switch {
	case len(b.Ladder) > 0:
		r = i18n.S(i18n.RangeLadder, ladderText(b.Ladder))
	case b.Step > 1:
		r = i18n.S(i18n.RangeStep, b.Min, b.Max, b.Step)
	default:
		r = i18n.S(i18n.RangeMinMax, b.Min, b.Max)
	}
	if len(b.Specials) > 0 {
		r = i18n.S(i18n.RangeThen, r, joinSpecials(b.Specials, ", "))
	}
	return r
}

// ladderText writes a ladder for messages: every rung when there are
// few, else the first three, "…" and the last.
func ladderText(l []int) string {
	var b strings.Builder
	for i, v := range l {
		if len(l) > 8 && i == 3 {
			b.WriteString(" … ")
			b.WriteString(strconv.Itoa(l[len(l)-1]))
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(v))
	}
	return b.String()
}

// untilSub says until when a coinche may be said (bidding.coinche_until).
func untilSub(until CoincheUntil) i18n.Sub {
	if until == CoincheUntilFirstCard {
		return i18n.S(i18n.UntilFirstCard)
	}
	return i18n.S(i18n.UntilBidding)
}

var whoPrefixes = [...]string{"", notation.North.String() + " ", notation.East.String() + " ", notation.South.String() + " ", notation.West.String() + " "}

// callWho names the call a message is about, as a message of the
// catalog where it has one: "N bid" (what "bid"), "contract" (a
// summary's, no seat); else who+what as they are.
func callWho(seat notation.Seat, what, who string) any {
	switch {
	case what == "bid" && seat != notation.NoSeat:
		return i18n.S(i18n.WhoBid, seat.String())
	case what == "contract" && seat == notation.NoSeat:
		return i18n.S(i18n.WhoContract)
	}
	return who + what
}

// whoPrefix is "N " for a seat, "" for NoSeat (without allocating).
func whoPrefix(s notation.Seat) string {
	if int(s) < len(whoPrefixes) {
		return whoPrefixes[s]
	}
	return ""
}

// bidOf is of's bid k as seen from seat s: "their 80♠", "partner W's
// 80♠", "W's 80♠" (« son propre 80♠ », « le 80♠ de son partenaire W »).
func bidOf(s, of notation.Seat, k notation.Contract) i18n.Sub {
	switch of {
	case s:
		return i18n.S(i18n.BidTheir, k.String())
	case Partner(s):
		return i18n.S(i18n.BidPartner, of.String(), k.String())
	}
	return i18n.S(i18n.LastBid, of.String(), k.String())
}

// coincheOf is of's coinche as seen from seat s: "their coinche",
// "partner S's coinche", "S's coinche".
func coincheOf(s, of notation.Seat) i18n.Sub {
	switch of {
	case s:
		return i18n.S(i18n.CoincheTheir)
	case Partner(s):
		return i18n.S(i18n.CoinchePartner, of.String())
	}
	return i18n.S(i18n.CoincheOf, of.String())
}

// pendingSub says why an open auction is not closed, for messages.
func (a *Auction) pendingSub() i18n.Sub {
	var turn any = ""
	if a.turn != notation.NoSeat {
		turn = i18n.S(i18n.PendingTurn, a.turn.String())
	}
	if a.bids == 0 {
		return i18n.S(i18n.PendingNoBid, a.passes, turn)
	}
	n := passesWord(a.closingPasses())
	if a.double == notation.Coinched {
		return i18n.S(i18n.PendingCoinched, a.lastBidSub(), a.passes, n, turn)
	}
	return i18n.S(i18n.PendingPasses, a.passes, a.lastBidSub(), n, turn)
}

// passesWord is "three" or "four" (bidding.closing_passes).
func passesWord(n int) i18n.Sub {
	if n == 4 {
		return i18n.S(i18n.Four)
	}
	return i18n.S(i18n.Three)
}

// ValidValue reports whether v is a numeric bid the ruleset allows: a rung
// of Ladder, or else Min to Max (no bound when 0) by Step.
func (b *Bidding) ValidValue(v int) bool {
	if len(b.Ladder) > 0 {
		return b.rung(v) >= 0
	}
	if v < b.Min || (b.Max > 0 && v > b.Max) {
		return false
	}
	return b.Step <= 1 || (v-b.Min)%b.Step == 0
}

// rung is the index of v in Ladder, -1 when v is not a rung.
func (b *Bidding) rung(v int) int {
	for i, x := range b.Ladder {
		if x == v {
			return i
		} else if x > v {
			break
		}
	}
	return -1
}

// LowestValue is the lowest numeric bid (the first rung, or Min).
func (b *Bidding) LowestValue() int {
	if len(b.Ladder) > 0 {
		return b.Ladder[0]
	}
	return b.Min
}

// HighestValue is the highest numeric bid (the last rung, or Max; 0: no
// bound).
func (b *Bidding) HighestValue() int {
	if n := len(b.Ladder); n > 0 {
		return b.Ladder[n-1]
	}
	return b.Max
}

// NextValue returns the lowest numeric bid above v (the next rung of the
// ladder), and false when no number is higher.
func (b *Bidding) NextValue(v int) (int, bool) {
	if len(b.Ladder) > 0 {
		for _, x := range b.Ladder {
			if x > v {
				return x, true
			}
		}
		return 0, false
	}
	step := max(b.Step, 1)
	n := b.Min
	if v >= b.Min {
		n = b.Min + ((v-b.Min)/step+1)*step
	}
	if b.Max > 0 && n > b.Max {
		return 0, false
	}
	return n, true
}

// FloorValue returns the highest numeric bid at most v, and false when
// every bid is above v.
func (b *Bidding) FloorValue(v int) (int, bool) {
	if len(b.Ladder) > 0 {
		best, ok := 0, false
		for _, x := range b.Ladder {
			if x > v {
				break
			}
			best, ok = x, true
		}
		return best, ok
	}
	if v < b.Min {
		return 0, false
	}
	if b.Max > 0 && v > b.Max {
		v = b.Max
	}
	step := max(b.Step, 1)
	return b.Min + (v-b.Min)/step*step, true
}

// Values lists every numeric bid, lowest first (nil when Max is 0 and
// there is no ladder: no bound).
func (b *Bidding) Values() []int {
	if len(b.Ladder) > 0 {
		return append([]int(nil), b.Ladder...)
	}
	if b.Max <= 0 {
		return nil
	}
	var out []int
	for v, ok := b.LowestValue(), true; ok; v, ok = b.NextValue(v) {
		out = append(out, v)
	}
	return out
}
