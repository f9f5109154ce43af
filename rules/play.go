package rules

import (
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// TrickState is a trick being played: the contract's strain, the seat
// that led, and the N cards played so far in play order (Cards[i] played
// by Seats[i]). The zero value of the array slots beyond N is unused.
type TrickState struct {
	Strain notation.Strain
	Leader notation.Seat
	N      int
	Cards  [4]Card
	Seats  [4]notation.Seat
}

// Led is the suit of the first card, NoSuit when the trick is empty.
func (t *TrickState) Led() notation.Suit {
	if t.N == 0 {
		return notation.NoSuit
	}
	return t.Cards[0].Suit()
}

// Rule names the obligation that restricted a player's choice of card.
// Its Code is stable and is the diagnostic code of a card played against
// it (docs/diagnostics.md).
type Rule uint8

const (
	// Free: nothing restricted the choice (leading, or void and free).
	Free Rule = iota
	// FollowSuit: the player held the led suit and had to play it (every
	// document; 003 LE JEU DE LA CARTE "fournir la couleur demandée").
	FollowSuit
	// Overtrump: trump was led and the player had to beat the highest
	// trump in the trick (002, 003, 004; jass 000 too).
	Overtrump
	// MustTrump: void in the led plain suit, the player had to trump
	// (an opponent was master, or always per play.must_trump).
	MustTrump
	// OvertrumpRuff: void, an opponent had trumped, and the player had to
	// trump higher.
	OvertrumpRuff
	// Undertrump: void, an opponent had trumped higher than any trump the
	// player held, and the player had to play a lower trump ("pisser",
	// 002 base).
	Undertrump
	// TrumpHigher: jass (000): a trump played over a trick already
	// trumped must be higher, unless the player holds nothing but trumps.
	TrumpHigher
	// ToutAtoutOvertrump: in tout-atout, the player following had to beat
	// the highest card of the led suit (002, 004).
	ToutAtoutOvertrump
	// NotInHand: the card played is not in the player's hand.
	NotInHand
)

var ruleCodes = [...]string{
	Free:               "play/free",
	FollowSuit:         "play/follow-suit",
	Overtrump:          "play/overtrump",
	MustTrump:          "play/must-trump",
	OvertrumpRuff:      "play/overtrump-ruff",
	Undertrump:         "play/undertrump",
	TrumpHigher:        "play/trump-higher",
	ToutAtoutOvertrump: "play/tout-atout-overtrump",
	NotInHand:          "play/not-in-hand",
}

// Code is the rule's stable diagnostic code, e.g. "play/follow-suit".
func (r Rule) Code() string {
	if int(r) < len(ruleCodes) {
		return ruleCodes[r]
	}
	return "play/unknown"
}

// String is the rule's Code.
func (r Rule) String() string { return r.Code() }

// Start empties t for a new trick under strain led by leader.
func (t *TrickState) Start(strain notation.Strain, leader notation.Seat) {
	*t = TrickState{Strain: strain, Leader: leader}
}

// Add appends card c to the trick t, played by the next seat in the
// direction of play (the leader for the first card). A fifth card is
// ignored.
func (e *Engine) Add(t *TrickState, c Card) {
	if t.N >= 4 {
		return
	}
	s := t.Leader
	if t.N > 0 {
		s = e.NextSeat(t.Seats[t.N-1])
	}
	t.Cards[t.N] = c
	t.Seats[t.N] = s
	t.N++
}

// Next is the seat to play next to the trick t (the leader when empty).
func (e *Engine) Next(t *TrickState) notation.Seat {
	if t.N <= 0 {
		return t.Leader
	}
	return e.NextSeat(t.Seats[min(t.N, 4)-1])
}

// Winner is the index (0..N-1) of the card winning the trick so far: the
// highest trump, else the highest card of the led suit (in tout-atout the
// highest of the led suit; in sans-atout no card is trump). 0 for an empty
// trick. (000 Jeu de la carte; 002 Règles du jeu; 004 Game flow.)
func (e *Engine) Winner(t *TrickState) int {
	if t.N == 0 {
		return 0
	}
	st := t.Strain & 7
	led := t.Cards[0].Suit()
	tt := e.trickTrumps(st, led)
	w := 0
	for i := 1; i < t.N && i < 4; i++ {
		if e.beats(st, led, tt, t.Cards[i], t.Cards[w]) {
			w = i
		}
	}
	return w
}

// beats is Beats with the trick's trump set precomputed.
func (e *Engine) beats(st notation.Strain, led notation.Suit, tt Hand, a, b Card) bool {
	at, bt := tt.Has(a), tt.Has(b)
	if at != bt {
		return at
	}
	if a>>4 == b>>4 {
		return e.power[st][a&63] > e.power[st][b&63]
	}
	return a.Suit() == led
}

// TrickPoints is the card points of the cards in t under its strain.
func (e *Engine) TrickPoints(t *TrickState) int {
	n := 0
	for i := 0; i < t.N && i < 4; i++ {
		n += int(e.points[t.Strain&7][t.Cards[i]&63])
	}
	return n
}

// Legal is the set of cards of hand that seat may play to the trick t
// under the ruleset's play rules, and the obligation (Rule) that
// restricted the choice, Free when any card of the hand may be played.
// When the trick is empty every card is legal. The cards of t must be
// valid (CardOf) and t.Seats set (Add does it). It never allocates.
//
// The obligations, by PlayRules key (sources in parentheses):
//   - follow the led suit (every document);
//   - trump led: beat the highest trump if able, even partner's
//     (trump_led = "overtrump": 002 Règles du jeu, 003 LE JEU DE LA CARTE
//     "obligation de monter", 004 Game flow), else any trump; relaxed when
//     partner wins (partner_master_trump_led, 002 Variations / Jeu de
//     cartes); any trump under trump_led = "follow" (000 Jeu de la carte);
//   - void in a plain suit: trump when an opponent is master
//     (must_trump = "opponent-master": 001, 002, 003, 004), always, or
//     never (000); an opponent's trump must be beaten if able
//     (overtrump_on_ruff), else a lower trump is forced (undertrump =
//     "forced", 002 "pisser"), free ("free", 003 "on ne pisse pas") or
//     allowed only with nothing but trumps ("only-trumps-left", 000);
//     partner's trump must be beaten by a trump played when
//     overtrump_partner (001);
//   - jass (000): trump_while_holding lets a player holding the led suit
//     trump above every trump in the trick; trump_jack_exempt: the trump
//     jack is never forced, not even on a trump lead;
//   - sans-atout: follow suit only; tout-atout: following, beat the
//     highest card of the led suit if able, even partner's (002
//     Variations: « les joueurs doivent toujours battre la plus haute carte
//     du tour »; tout_atout_overtrump, also 004 Game flow; ambiguous
//     whether partner_master_trump_led relaxes it; chosen: no, "toujours");
//     void: free (002 « un joueur qui ne peut pas suivre est libre »).
func (e *Engine) Legal(t *TrickState, hand Hand, seat notation.Seat) (legal Hand, why Rule) {
	return e.LegalWon(t, hand, seat, -1)
}

// LegalWon is Legal when the index w (0..t.N-1) of the trick's winning
// card (Winner) is known, as a search that plays the trick card by card
// knows it; w < 0 is Legal. A w that is not the winner gives the cards
// legal as if it were.
func (e *Engine) LegalWon(t *TrickState, hand Hand, seat notation.Seat, w int) (legal Hand, why Rule) {
	if t.N <= 0 || t.N > 3 {
		return hand, Free
	}
	st := t.Strain & 7
	if e.jackExempt && st >= notation.TrumpS && st <= notation.TrumpC {
		if j := e.trumpJack[st] & hand; j != 0 && j != hand {
			// the jack is never forced: what is legal holding it or
			// playing as if it were not held.
			l1, w1 := e.legal(t, st, hand, seat, w)
			l2, _ := e.legal(t, st, hand&^j, seat, w)
			if l := l1 | l2; l != hand {
				return l, w1
			}
			return hand, Free
		}
	}
	return e.legal(t, st, hand, seat, w)
}

// winnerOr is trickWinner, from the index w of the winning card when
// it is known (w >= 0).
func (e *Engine) winnerOr(t *TrickState, st notation.Strain, led notation.Suit, seat notation.Seat, w int) (Card, bool) {
	if w >= 0 && w < t.N {
		return t.Cards[w] & 63, t.Seats[w] == Partner(seat)
	}
	return e.trickWinner(t, st, led, seat)
}

// trickWinner is the card winning the trick so far (t.N > 0), and
// whether it is seat's partner's.
func (e *Engine) trickWinner(t *TrickState, st notation.Strain, led notation.Suit, seat notation.Seat) (Card, bool) {
	tt := e.trickTrumps(st, led)
	w := 0
	for i := 1; i < t.N; i++ {
		if e.beats(st, led, tt, t.Cards[i], t.Cards[w]) {
			w = i
		}
	}
	return t.Cards[w] & 63, t.Seats[w] == Partner(seat)
}

func (e *Engine) legal(t *TrickState, st notation.Strain, hand Hand, seat notation.Seat, w int) (Hand, Rule) {
	led := t.Cards[0].Suit()
	ledMask := SuitMask(led)
	follow := hand & ledMask

	switch st {
	case notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC:
		if ledMask&e.trumps[st] == 0 && follow != 0 && !e.trumpWhileHolding {
			// A plain suit led and followed: who wins the trick does
			// not matter (the most frequent case, so the first).
			return follow, FollowSuit
		}
	case notation.ToutAtout:
		if follow == 0 {
			return hand, Free
		}
		if e.taOver {
			wc, _ := e.winnerOr(t, st, led, seat, w)
			if hi := follow & e.above[st][wc]; hi != 0 {
				return hi, ToutAtoutOvertrump
			}
		}
		return follow, FollowSuit
	default: // sans-atout (and no strain): follow suit only
		if follow != 0 {
			return follow, FollowSuit
		}
		return hand, Free
	}

	wc, partnerWins := e.winnerOr(t, st, led, seat, w)
	myT := hand & e.trumps[st]
	if ledMask&e.trumps[st] != 0 {
		return e.legalTrumpLed(st, hand, myT, wc, partnerWins)
	}
	return e.legalPlainLed(st, hand, follow, myT, wc, partnerWins)
}

// legalTrumpLed is legal when a trump is led: follow with a trump, higher
// than the winning one when trump_led = "overtrump" (unless partner is
// master and partner_master_trump_led frees it); any card without a trump.
func (e *Engine) legalTrumpLed(st notation.Strain, hand, myT Hand, wc Card, partnerWins bool) (Hand, Rule) {
	if myT == 0 {
		return hand, Free
	}
	if e.trumpLedOver && !(partnerWins && e.partnerMasterTrumpLed) {
		if hi := myT & e.above[st][wc]; hi != 0 {
			return hi, Overtrump
		}
	}
	return myT, FollowSuit
}

// legalPlainLed is legal when a plain suit is led in a trump contract:
// follow suit (or ruff while holding it under trump_while_holding); else
// trump as must_trump says, overtrump a ruff as overtrump_on_ruff and
// overtrump_partner say, undertrump as undertrump says.
func (e *Engine) legalPlainLed(st notation.Strain, hand, follow, myT Hand, wc Card, partnerWins bool) (Hand, Rule) {
	wTrump := e.trumps[st].Has(wc)
	higher := myT
	if wTrump {
		higher = myT & e.above[st][wc]
	}
	if follow != 0 {
		if e.trumpWhileHolding {
			return follow | higher, FollowSuit
		}
		return follow, FollowSuit
	}
	if myT == 0 {
		return hand, Free
	}
	must := e.mustTrump == PlayMustTrumpAlways || (e.mustTrump == PlayMustTrumpOpponentMaster && !partnerWins)
	if !wTrump {
		if must {
			return myT, MustTrump
		}
		return hand, Free
	}
	rest := hand &^ e.trumps[st]
	if rest == 0 && e.undertrump == PlayUndertrumpOnlyTrumpsLeft {
		// 000: « Lorsque l'on n'a plus que des atouts en main, il est
		// permis de sous-couper »
		return hand, Free
	}
	over := e.overtrumpRuff
	if partnerWins {
		over = e.overtrumpPartner
	}
	if must {
		return e.legalRuffed(hand, myT, rest, higher, over)
	}
	// free to discard; a trump played may have to be higher
	if e.undertrump == PlayUndertrumpOnlyTrumpsLeft {
		return rest | higher, TrumpHigher
	}
	if higher != 0 && over {
		return rest | higher, OvertrumpRuff
	}
	return hand, Free
}

// legalRuffed is legal when the trick is ruffed by an opponent and the
// seat must trump: overtrump when it can (and must), else undertrump as
// undertrump says.
func (e *Engine) legalRuffed(hand, myT, rest, higher Hand, over bool) (Hand, Rule) {
	if higher != 0 {
		if over {
			return higher, OvertrumpRuff
		}
		return myT, MustTrump
	}
	switch e.undertrump {
	case PlayUndertrumpForced:
		return myT, Undertrump
	case PlayUndertrumpOnlyTrumpsLeft:
		return rest, TrumpHigher
	}
	return hand, Free
}

// Explain says why played may not be played to t by seat holding hand:
// the rule broken by that card and a message naming the seat, what it
// held and what the rule required, e.g. "E held ♥Q7: must follow ♥",
// "E must overtrump 9♥: held ♥J", "E must trump: partner not master, held
// ♦8". It returns Free and "" when played is legal, NotInHand when hand
// does not hold it.
func (e *Engine) Explain(t *TrickState, hand Hand, seat notation.Seat, played Card) (Rule, string) {
	rule, key, args := e.ExplainKey(t, hand, seat, played)
	if key == "" {
		return rule, ""
	}
	return rule, i18n.English.T(key, args...)
}

// ExplainKey is Explain as a message of the catalog (internal/i18n): the
// rule, the message's key and its arguments, for a message in any
// language; key "" when played is legal.
func (e *Engine) ExplainKey(t *TrickState, hand Hand, seat notation.Seat, played Card) (Rule, i18n.Key, []any) {
	who := seat.String()
	if !hand.Has(played) {
		return NotInHand, i18n.PlayNotHeld, []any{who, played.String(), hand.String()}
	}
	legal, why := e.Legal(t, hand, seat)
	if legal.Has(played) {
		return Free, "", nil
	}
	st := t.Strain & 7
	led := t.Cards[0].Suit()
	wc := t.Cards[e.Winner(t)] & 63
	trumps := e.trumps[st]
	if why == FollowSuit && e.trumpWhileHolding && trumps.Has(played) && trumps&SuitMask(led) == 0 {
		why = TrumpHigher
	}
	switch why {
	case FollowSuit:
		var what any = led.String()
		if trumps&SuitMask(led) != 0 && st != notation.ToutAtout {
			what = i18n.S(i18n.PlayLedTrump, led.String())
		}
		return why, i18n.PlayFollow, []any{who, (hand & SuitMask(led)).String(), what}
	case Overtrump, OvertrumpRuff, ToutAtoutOvertrump:
		return why, i18n.PlayOvertrump, []any{who, wc.String(), legal.String()}
	case MustTrump:
		if e.mustTrump == PlayMustTrumpAlways {
			return why, i18n.PlayMustTrumpAlways, []any{who, (hand & trumps).String()}
		}
		return why, i18n.PlayMustTrump, []any{who, (hand & trumps).String()}
	case Undertrump:
		return why, i18n.PlayUndertrump, []any{who, wc.String(), (hand & trumps).String()}
	case TrumpHigher:
		return why, i18n.PlayTrumpHigher, []any{who, wc.String(), (hand &^ trumps).String()}
	}
	return why, i18n.PlayOnly, []any{who, legal.String()}
}
