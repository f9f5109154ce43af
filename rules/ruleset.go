package rules

import (
	"errors"
	"fmt"
	"slices"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// Ruleset is one club's rules, decoded from a TOML file (docs/rulesets.md
// documents every key, its values, and each preset's source sentence). The
// five built-in rulesets and house-rules files are read by package
// rules/rulesfile (rulesfile.Preset, Load, LoadFile, Resolve): a user file
// may start from one with extends = "NAME" and override keys. Validate
// checks a Ruleset built in Go.
//
// The sections are owned as follows: Deck, Deal, Cards, Bidding, Play,
// Belote, Announces, Claims are the legality keys (play.go, bidding.go,
// check.go read them); Scoring and Game are the scoring keys (package score
// reads them).
type Ruleset struct {
	Name        string `toml:"name"`
	Description string `toml:"description"`
	Extends     string `toml:"extends"` // user files only: a preset name, or a .toml file beside the file (rulesfile.Load)
	// Source names the rule document a preset comes from (e.g.
	// "003_95e0c94ddb95e994.txt"); a user file may name its own.
	Source string `toml:"source"`

	Deck      Deck      `toml:"deck"`
	Deal      DealRules `toml:"deal"`
	Cards     Cards     `toml:"cards"`
	Bidding   Bidding   `toml:"bidding"`
	Play      PlayRules `toml:"play"`
	Belote    Belote    `toml:"belote"`
	Announces Announces `toml:"announces"`
	Claims    Claims    `toml:"claims"`
	Scoring   Scoring   `toml:"scoring"`
	Game      GameRules `toml:"game"`
}

// Deck says which cards are dealt.
type Deck struct {
	// Cards is 32 (7 to ace) or 36 (6 to ace, jass deck). Hand size is
	// Cards/4 (8 or 9 cards, 8 or 9 tricks).
	Cards int `toml:"cards"`
}

// Strains lists the strains a contract may have under the ruleset: ♠ ♥
// ♦ ♣, then sans-atout and tout-atout when Bidding allows them.
func (r *Ruleset) Strains() []notation.Strain {
	out := []notation.Strain{notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC}
	if r.Bidding.SansAtout {
		out = append(out, notation.SansAtout)
	}
	if r.Bidding.ToutAtout {
		out = append(out, notation.ToutAtout)
	}
	return out
}

// HandSize is the number of cards dealt to each seat (8 or 9).
func (r *Ruleset) HandSize() int { return r.Deck.Cards / 4 }

// DealRules says how cards are dealt and who starts.
type DealRules struct {
	// Direction of dealing, bidding and play: "counterclockwise" (to the
	// right: N, W, S, E) or "clockwise" (to the left: N, E, S, W).
	Direction Direction `toml:"direction"`
	// Patterns are the allowed packet sizes per round, e.g. [[3,2,3]]; each
	// sums to the hand size.
	Patterns [][]int `toml:"patterns"`
	// NextDealer: "next" (the next seat in the direction of play deals the
	// next deal, also after an all-pass deal).
	NextDealer NextDealer `toml:"next_dealer"`
	// FirstLead: who leads the first trick: "first-bidder" (the seat after
	// the dealer).
	FirstLead FirstLead `toml:"first_lead"`
	// GeneraleLeads: the declarer of a générale leads the first trick
	// (002 Variations, Bidding).
	GeneraleLeads bool `toml:"generale_leads"`
	// CardsBeforeBidding: how many cards each seat holds when the bidding
	// starts; the hand size (8 or 9) unless the rest is dealt after the
	// auction (002 Variations, Deal: "six cartes seulement ... par lots de
	// trois; alors l'enchère a lieu"). It must be a partial sum of every
	// pattern. 0 (a Ruleset built in Go): the hand size. Informational for
	// the checker: it is read by the deal generator only (score/gen.RandomDeal
	// bids on this many cards); a record holds the whole hands, and the
	// checker has nothing to check for it.
	CardsBeforeBidding int `toml:"cards_before_bidding"`
	// Misdeal: who deals again after a misdeal (a card shown while
	// dealing, a wrong number of cards): "same-dealer" (000 Donne) or
	// "next-dealer". Informational: a misdeal is not recorded in the
	// notation (the deal is dealt again before any call), so neither the
	// checker nor the generator reads this key.
	Misdeal Misdeal `toml:"misdeal"`
}

// Cards gives the order (highest first) and the points of the ranks, for
// trump, plain suits, sans-atout and tout-atout contracts. Ranks are
// written "A" "K" "Q" "J" "10" "9" "8" "7" "6"; each order is a
// permutation of the deck's ranks and each points list goes with the order
// of the same name, rank by rank. The cards are worth 152 in every rule
// document (Lint warns otherwise). The sans-atout and tout-atout lists are
// used only when Bidding.SansAtout / Bidding.ToutAtout allow them.
type Cards struct {
	TrumpOrder      []string `toml:"trump_order"`
	TrumpPoints     []int    `toml:"trump_points"`
	PlainOrder      []string `toml:"plain_order"`
	PlainPoints     []int    `toml:"plain_points"`
	SansAtoutOrder  []string `toml:"sans_atout_order"`
	SansAtoutPoints []int    `toml:"sans_atout_points"`
	ToutAtoutOrder  []string `toml:"tout_atout_order"`
	ToutAtoutPoints []int    `toml:"tout_atout_points"`
	LastTrick       int      `toml:"last_trick"` // dix de der, points
}

// Bidding says which calls are legal.
type Bidding struct {
	Min  int `toml:"min"`  // lowest bid, points
	Max  int `toml:"max"`  // highest numeric bid, points
	Step int `toml:"step"` // bids are multiples of Step
	// Ladder, when not empty, lists every numeric bid allowed, lowest
	// first (online engines: 82, 85, 90, 100, 110 … 250; or 80, 90 … 160,
	// 250): a higher bid is a later rung. It replaces Min, Max and Step:
	// Min and Max must be its first and last rungs (rulesfile.Load sets them when
	// the file gives the ladder alone), Step is not read (any value is
	// accepted beside a ladder). Empty: the bids
	// are Min to Max by Step.
	Ladder []int `toml:"ladder"`
	// Specials are the contracts above every number, lowest first:
	// any of "capot", "match", "generale".
	Specials  []Special `toml:"specials"`
	SansAtout bool      `toml:"sans_atout"` // SA contracts allowed
	ToutAtout bool      `toml:"tout_atout"` // TA contracts allowed
	// SuitRanking (002 variant): an equal number in a higher strain
	// overcalls (♣ < ♦ < ♥ < ♠ < SA < TA).
	SuitRanking bool `toml:"suit_ranking"`
	// CapotEndsBidding: a capot bid ends the auction.
	CapotEndsBidding bool `toml:"capot_ends_bidding"`
	// GeneraleEndsBidding: a générale bid ends the auction.
	GeneraleEndsBidding bool `toml:"generale_ends_bidding"`
	// AllPass: when the four players pass, "redeal" (the deal is void, the
	// next dealer deals) or "same-dealer" (void, the same dealer deals
	// again).
	AllPass AllPass `toml:"all_pass"`
	// PassedMayBid: a player who passed may bid when his turn comes again
	// (000, 001, 002 say so).
	PassedMayBid bool `toml:"passed_may_bid"`
	// ClosingPasses: how many passes in a row after a bid close the
	// auction: 3 (the three other seats, 000 « trois « passe » de suite »,
	// 001, 002, 003, 004) or 4 (the bidder too, online engines:
	// Alounv/coinche-back domain/2-bidding.go:214-217, BGA
	// coinche.game.php:1179). 0 (a Ruleset built in Go): 3.
	ClosingPasses int `toml:"closing_passes"`
	// SelfOvercall: whether the seat whose bid is the last bid may
	// overcall it himself: "any", "other-strain" (only naming another
	// strain: Alounv domain/2-bidding.go:159-161, BGA
	// coinche.game.php:926-932) or "none" (call/self-overcall). Reachable
	// under ClosingPasses = 4, or after a coinche that does not end the
	// bidding. "" (a Ruleset built in Go): "any".
	SelfOvercall SelfOvercall `toml:"self_overcall"`
	// MatchEndsBidding: a match bid ends the auction (000: it does not;
	// only a générale, three passes or a coinche do).
	MatchEndsBidding bool `toml:"match_ends_bidding"`
	// Coinche: who may coinche: "opponents" (either opponent of the team
	// that made the last bid, and only that bid) or "none" (no coinche).
	Coinche CoincheBy `toml:"coinche"`
	// CoincheOutOfTurn: who may coinche in the open auction, and when
	// (a surcoinche there follows the same rule): CoincheAnyTime (TOML
	// true: either opponent at any time, 000 « à tout moment », 003 « à
	// la volée »), CoincheInTurn (TOML false; "" in Go: only the seat
	// whose turn it is) or CoincheTeamInTurn (TOML "team-in-turn": either
	// member of the team whose turn it is, the turn then passing on as if
	// the seat in turn had spoken; Alounv/coinche-back
	// domain/game.go:263-269).
	CoincheOutOfTurn CoincheTurn `toml:"coinche_out_of_turn"`
	// CoincheUntil: "bidding" (until the auction closes) or "first-card"
	// (until the first card is played).
	CoincheUntil CoincheUntil `toml:"coinche_until"`
	// CoincheEndsBidding: a coinche ends the auction (save a surcoinche).
	CoincheEndsBidding bool `toml:"coinche_ends_bidding"`
	// AfterCoinche: the calls that follow a coinche that ends the bidding
	// (passes, a surcoinche): "in-turn" (they go round from the seat after
	// the coincher, each seat once, the coincher not again: 004 « The
	// players of the other team will then have the possibility in turn
	// either to pass, or to announce "surcoinche" »), "any" (up to three
	// passes by any seat, a surcoinche by either declarer at any point) or
	// "declaring-team" (the bidder and partner each answer once, in any
	// order, with a pass or a surcoinche; the coinching side does not
	// speak again: Alounv domain/2-bidding.go:180-211, BGA
	// coinche.game.php:1270-1296). "" (a Ruleset built in Go): "any".
	AfterCoinche AfterCoinche `toml:"after_coinche"`
	// AfterSurcoinche: the calls that follow a surcoinche: "none" (a
	// surcoinche ends the auction, 000-004), "in-turn" (the three other
	// seats in turn from the seat after the surcoincher, each once, pass),
	// "any" (up to three passes by any seat) or "coinching-team" (each
	// member of the team that coinched answers once, in any order, with a
	// pass: Alounv/coinche-back domain/2-bidding.go:180-211). The passes
	// may be left out of a record. "" (a Ruleset built in Go): "none".
	AfterSurcoinche AfterSurcoinche `toml:"after_surcoinche"`
	// CoinchedRebid: where a coinche does not end the bidding
	// (CoincheEndsBidding false), who of the coinched team may still bid
	// in that auction: "team" (the declarer and partner: 002 variant
	// « North peut s'échapper ... ou que South peut tenter une offre
	// différente »), "partner" (the coinched declarer may not bid again)
	// or "none" (neither). "" (a Ruleset built in Go): "team".
	CoinchedRebid CoinchedRebid `toml:"coinched_rebid"`
	// CoinchedRebidUntil: how long CoinchedRebid bars a seat:
	// "auction-end" (for the rest of the auction) or "overcalled" (only
	// while the coinched bid is the last bid: any higher bid clears the
	// coinche and the bar; Oliboy50/coinche CoincheBoard.tsx:296,
	// move/sayTake.ts:34-39). "" (a Ruleset built in Go): "auction-end".
	CoinchedRebidUntil CoinchedRebidUntil `toml:"coinched_rebid_until"`
	// Surcoinche: "declaring-team" (the bidder or partner may surcoinche,
	// after a coinche and within the same window as the coinche) or
	// "none".
	Surcoinche SurcoincheBy `toml:"surcoinche"`
	// NoCoinche lists contracts that cannot be coinched: "capot",
	// "match", "generale".
	NoCoinche []Special `toml:"no_coinche"`
}

// ContractValue is what a numeric bid of v points is worth when scored
// (scoring.contract_values), before any factor or multiplier: v itself
// unless a pair names it.
func (s *Scoring) ContractValue(v int) int {
	for _, p := range s.ContractValues {
		if len(p) == 2 && p[0] == v {
			return p[1]
		}
	}
	return v
}

// CoincheTurn is bidding.coinche_out_of_turn: who may coinche in the open
// auction. In TOML it is true (CoincheAnyTime), false (CoincheInTurn) or
// "team-in-turn" (the strings "any" and "in-turn" are read too). Not an
// Enum of options.txt: its TOML value is a boolean or a string.
type CoincheTurn uint8

// The values of CoincheTurn; the zero value is CoincheInTurn.
const (
	CoincheInTurn     CoincheTurn = iota // the seat in turn only (TOML false)
	CoincheAnyTime                       // either opponent, at any time (TOML true)
	CoincheTeamInTurn                    // either member of the team in turn (TOML "team-in-turn")
)

// coincheTurnNames are the values' names, as String writes them and
// UnmarshalTOML reads them, in the order of the constants.
var coincheTurnNames = [...]string{"in-turn", "any", "team-in-turn"}

// String is the value's name: "in-turn", "any" or "team-in-turn"; an
// out-of-range value prints as its number.
func (c CoincheTurn) String() string {
	if c.valid() {
		return coincheTurnNames[c]
	}
	return fmt.Sprintf("bidding.coinche_out_of_turn(%d)", uint8(c))
}

// MarshalText is the value's name, as String.
func (c CoincheTurn) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// tomlText writes the value as the TOML files do: true, false or
// "team-in-turn".
func (c CoincheTurn) tomlText() string {
	switch c {
	case CoincheAnyTime:
		return "true"
	case CoincheInTurn:
		return "false"
	}
	return tomlQuote(c.String())
}

func (c CoincheTurn) valid() bool { return int(c) < len(coincheTurnNames) }

// coincheTurnWant is what bidding.coinche_out_of_turn allows, in words.
const coincheTurnWant = `true (any time), false (in turn) or "team-in-turn"`

// TOMLTypes is what UnmarshalTOML reads, with its article, as a message
// of the catalog: "true, false or \"team-in-turn\"".
func (*CoincheTurn) TOMLTypes() i18n.Sub { return i18n.S(i18n.CoincheTurnTypes) }

// UnmarshalTOML reads a TOML value: a boolean, or one of the names
// (BurntSushi/toml's Unmarshaler; package rules/rulesfile uses it). An
// unknown name is an *EnumError; any other value an error saying what the
// key wants ("must be true, false or …").
func (c *CoincheTurn) UnmarshalTOML(v any) error {
	switch x := v.(type) {
	case bool:
		*c = CoincheInTurn
		if x {
			*c = CoincheAnyTime
		}
		return nil
	case string:
		for i, name := range coincheTurnNames {
			if x == name {
				*c = CoincheTurn(i)
				return nil
			}
		}
		return &EnumError{Key: "bidding.coinche_out_of_turn", Value: x, Want: slices.Clone(coincheTurnNames[:]), Says: coincheTurnWant, SaysKey: i18n.CoincheTurnWant}
	}
	return errors.New(`must be true, false or "team-in-turn"`)
}

// PlayRules are the obligations when playing a card.
type PlayRules struct {
	// TrumpLed: "overtrump" (must beat the highest trump if able, else any
	// trump) or "follow" (any trump).
	TrumpLed PlayTrumpLed `toml:"trump_led"`
	// PartnerMasterTrumpLed (002 variant): when trump is led and partner
	// wins the trick, any trump may be played.
	PartnerMasterTrumpLed bool `toml:"partner_master_trump_led"`
	// MustTrump when void in the led plain suit: "opponent-master" (must
	// trump when an opponent wins the trick; partner master frees),
	// "always", or "never" (jass: free to discard).
	MustTrump PlayMustTrump `toml:"must_trump"`
	// Undertrump when void and an opponent wins with a higher trump:
	// "forced" (must play a lower trump, "pisser"), "free", or
	// "only-trumps-left" (jass: allowed only with nothing but trumps).
	Undertrump PlayUndertrump `toml:"undertrump"`
	// OvertrumpOnRuff: when void and an opponent has trumped, a trump
	// played must beat it if able.
	OvertrumpOnRuff bool `toml:"overtrump_on_ruff"`
	// OvertrumpPartner (001 LE JEU: "Quand on joue de l'atout alors qu'il
	// y en a déjà de posé sur la table on est obligé d'en mettre un plus
	// fort si c'est possible"): when void and partner wins the trick with
	// a trump, a trump played must still beat it if able (discarding stays
	// free). false (the zero value): any card, as 002, 003 and 004 say.
	OvertrumpPartner bool `toml:"overtrump_partner"`
	// TrumpWhileHolding (jass): a player holding the led plain suit may
	// trump instead, but only above every trump already in the trick.
	TrumpWhileHolding bool `toml:"trump_while_holding"`
	// TrumpJackExempt (jass): the trump jack is never forced, even on a
	// trump lead.
	TrumpJackExempt bool `toml:"trump_jack_exempt"`
	// ToutAtoutOvertrump: in tout-atout, a player following must beat the
	// highest card of the led suit if able.
	ToutAtoutOvertrump bool `toml:"tout_atout_overtrump"`
}

// Belote says who may declare belote and rebelote and what it is worth.
type Belote struct {
	Enabled bool `toml:"enabled"`
	Points  int  `toml:"points"`
	// Who: "anyone" (any player holding the trump king and queen) or
	// "declaring-team" (002 base: only a member of the team that won the
	// bidding).
	Who BeloteWho `toml:"who"`
	// ToutAtout: "any-suit" (belote in any suit in tout-atout, each king and
	// queen pair counting), "one-last" / "one-first" (in any suit, but one
	// belote at most counts: of the pairs declared, the one whose second
	// card was played last / first; Alounv keeps the last) or "none".
	// Sans-atout never has a belote.
	ToutAtout BeloteToutAtout `toml:"tout_atout"`
	// Automatic (online engines): in a full deal the belote is credited to
	// the team of the player dealt the trump king and queen (each pair in
	// tout-atout under ToutAtout "any-suit"; only the declaring team under
	// Who "declaring-team") whether or not "belote" and "rebelote" are
	// written; words written are still checked. false: only a belote said
	// with both words counts (001, 002, 003, 004: « en disant belote »).
	Automatic bool `toml:"automatic"`
}

// InToutAtout reports whether a belote may be declared under a tout-atout
// contract: belote.tout_atout is "any-suit", "one-last" or "one-first".
func (b *Belote) InToutAtout() bool { return b.ToutAtout != BeloteToutAtoutNone }

// Announces configures the announcements (tierce, cinquante, cent, carré).
type Announces struct {
	Enabled   bool `toml:"enabled"`
	Tierce    int  `toml:"tierce"`    // points
	Cinquante int  `toml:"cinquante"` // points
	Cent      int  `toml:"cent"`      // points
	CarreJ    int  `toml:"carre_jacks"`
	Carre9    int  `toml:"carre_nines"`
	CarreA    int  `toml:"carre_aces"`
	Carre10   int  `toml:"carre_tens"`
	CarreK    int  `toml:"carre_kings"`
	CarreQ    int  `toml:"carre_queens"`
	// SequenceOrder is the rank order for sequences, highest first.
	// Sequences longer than five count as the best five-card sequence
	// they include (002).
	SequenceOrder []string `toml:"sequence_order"`
	// Tie between equal best announcements (same points, same top card):
	// "trump-else-none" (a trump sequence wins; else nobody scores),
	// "trump-else-first" (a trump sequence wins; else the first announced
	// wins), "first" or "cancel".
	Tie AnnounceTie `toml:"tie"`
	// Compare: how the best announcement is found: "carre-first" (any
	// carré beats any sequence, then more points, then higher cards; 002)
	// or "points" (more points, then higher cards).
	Compare AnnounceCompare `toml:"compare"`
	// WinnerScores: what the team with the best announcement scores: "all"
	// (all its announcements; 002) or "best" (that announcement only).
	WinnerScores WinnerScores `toml:"winner_scores"`
	// OneCardOneAnnounce: a card counts in one announcement only (004).
	OneCardOneAnnounce bool `toml:"one_card_one_announce"`
	// CarreOrder: how carrés of equal value rank when announcements are
	// compared: "sequence" (by SequenceOrder, A K Q J 10 9 in every
	// preset), "plain" (by cards.plain_order: A 10 K Q J 9) or "trump" (by
	// cards.trump_order: J 9 A 10 K Q). "" (a Ruleset built in Go):
	// "sequence".
	CarreOrder CarreOrder `toml:"carre_order"`
	// SansAtout and ToutAtout are the carrés' values under a sans-atout and
	// a tout-atout contract (tables [announces.sans_atout] and
	// [announces.tout_atout]); the carre_* keys above are those of a
	// contract in a suit. E.g. under sans-atout four aces 200, four tens
	// 150, other carrés 100.
	SansAtout Carres `toml:"sans_atout"`
	ToutAtout Carres `toml:"tout_atout"`
}

// Carres are the values of the carrés (four of a rank) under one kind of
// contract, in points; 0: that carré is worth nothing (four eights, sevens
// and sixes always are).
type Carres struct {
	J    int `toml:"carre_jacks"`
	Nine int `toml:"carre_nines"`
	A    int `toml:"carre_aces"`
	Ten  int `toml:"carre_tens"`
	K    int `toml:"carre_kings"`
	Q    int `toml:"carre_queens"`
}

// Sequence is the rank order of sequences, highest first:
// announces.sequence_order, or A K Q J 10 9 8 7 6 when the ruleset leaves
// it empty. The slice is shared: do not modify it.
func (a *Announces) Sequence() []string {
	if len(a.SequenceOrder) == 0 {
		return defaultSequenceOrder
	}
	return a.SequenceOrder
}

// CarreValue is what a carré of rank r is worth under a contract of the
// strain (announces.carre_* in a suit, [announces.sans_atout] and
// [announces.tout_atout] otherwise), in points; 0 for eights, sevens,
// sixes.
func (a *Announces) CarreValue(r notation.Rank, strain notation.Strain) int {
	c := Carres{J: a.CarreJ, Nine: a.Carre9, A: a.CarreA, Ten: a.Carre10, K: a.CarreK, Q: a.CarreQ}
	switch strain {
	case notation.SansAtout:
		c = a.SansAtout
	case notation.ToutAtout:
		c = a.ToutAtout
	}
	switch r {
	case notation.Jack:
		return c.J
	case notation.Nine:
		return c.Nine
	case notation.Ace:
		return c.A
	case notation.Ten:
		return c.Ten
	case notation.King:
		return c.K
	case notation.Queen:
		return c.Q
	}
	return 0
}

// Claims says how a claim (a seat shows its hand and claims the rest) is
// judged: "proof" (valid only when the claiming team wins every remaining
// trick whatever is played) or "tournoi-2018" (000: the claimer must have
// the lead; if any other player, even partner, holds a master card or a
// trump, the rest goes to the opponents).
type Claims struct {
	Rule ClaimRule `toml:"rule"`
}

// Scoring turns a deal's outcome into points (package score).
type Scoring struct {
	// Mode (001): "made-and-bid" (points faits + annoncés), "made"
	// (points faits) or "bid" (points annoncés).
	Mode ScoringMode `toml:"mode"`
	// MinimumToMake: a made contract needs at least this many points,
	// whatever its value (002: 82 for an 80 bid). 0: none.
	MinimumToMake int `toml:"minimum_to_make"`
	// ExtraToMake: points needed above the bid (002 variant: 2).
	ExtraToMake int `toml:"extra_to_make"`
	// ContractValues: numeric bids scored as another value, pairs [bid,
	// value]: a bid of the first number (a rung of the bidding) is worth
	// the second wherever the contract's value is scored (made, failed,
	// coinched; ContractValue), while the points needed stay the bid.
	// Board Game Arena's lowest bid is named 82 and scored 80
	// (drasill/bga-coinche coinche.game.php:1586-1588, :1669-1671): [[82,
	// 80]]. Empty: every bid is worth its number.
	ContractValues [][]int `toml:"contract_values"`
	// AgainstDefenders: what a numeric contract needs against the
	// defenders' points (counted the same way), besides its own points:
	// "none" (002 « Ils n'ont pas besoin de prendre plus de points que
	// leurs adversaires »), "more" (strictly more: 002 variant « ils
	// doivent également prendre plus de points que leurs adversaires »)
	// or "at-least" (at least as many: a tie goes to the declarers).
	// The former key must_beat_defenders = true / false is read as
	// "more" / "none". "" (a Ruleset built in Go): "none".
	AgainstDefenders AgainstDefenders `toml:"against_defenders"`
	// BeloteCountsForContract: belote points count toward the contract.
	BeloteCountsForContract bool `toml:"belote_counts_for_contract"`
	// AnnouncesCountForContract: announcements count toward the contract.
	AnnouncesCountForContract bool `toml:"announces_count_for_contract"`
	// Rounding of card points: "none" or "nearest-ten" (5 up).
	Rounding Rounding `toml:"rounding"`
	// DefendersPoints: the defenders' card points as scored: "taken" (the
	// points they took, scaled and rounded on their own) or "complement"
	// (the deal's total, scaled and rounded, minus the declarers' points
	// scaled and rounded: Alounv, 85 and 77 score 90 and 70). "" (a
	// Ruleset built in Go): "taken".
	DefendersPoints DefendersPoints `toml:"defenders_points"`
	// ScaleTo: sans-atout and tout-atout card points are scaled so that
	// the deal is worth this many, as in a suit (Alounv 162 with the dix
	// de der, BGA 152 without); the scaled points decide the contract and
	// are scored. 0: not scaled.
	ScaleTo int `toml:"scale_to"`
	// ScaleLastTrick: ScaleTo counts the dix de der, which is scaled with
	// the cards (Alounv: × 162 / 130 under sans-atout); false: the cards
	// alone are scaled to ScaleTo and the dix de der added after (BGA:
	// × 152 / 120, then 10).
	ScaleLastTrick bool `toml:"scale_last_trick"`
	// ScaleRounding: how scaled points are rounded to a whole point:
	// "down" (Alounv) or "nearest" (half up: BGA). "" (a Ruleset built
	// in Go): "down".
	ScaleRounding ScaleRounding `toml:"scale_rounding"`
	// CapotBy: a team has made a capot when it took every trick
	// ("tricks") or when the other team's card points, dix de der
	// included, are 0 ("points": Alounv, BGA; a trick of sevens and
	// eights does not save the other team). "" (a Ruleset built in Go):
	// "tricks".
	CapotBy CapotBy `toml:"capot_by"`
	// FailedBase: points the defenders score on a failed contract besides
	// the contract (160 or 162).
	FailedBase int `toml:"failed_base"`
	// FailedAddsContract: on a failure the defenders also score the
	// contract's value.
	FailedAddsContract bool `toml:"failed_adds_contract"`
	// FailedPoints: what stands for the cards in the defenders' score of a
	// failed contract: "base" (FailedBase, or CoincheBase when coinched:
	// every rule document) or "both-teams" (the card points both teams
	// took, as counted: the dix de der, or CapotLastTrick for a team that
	// took every trick; Oliboy50 gives the defence both teams' totals,
	// service/pointsCounter.ts:167, so a failed contract whose declarers
	// took every trick scores 252, not 162). "" (a Ruleset built in Go):
	// "base".
	FailedPoints FailedPoints `toml:"failed_points"`
	// BeloteOnFailure: "holder" (kept by the team that declared it) or
	// "opponents" (given to the defenders).
	BeloteOnFailure BeloteOnFailure `toml:"belote_on_failure"`
	// CapotBonus: the card points (dix de der included) of a team taking
	// every trick become this (250: 000, 001, 002, 003, 004), e.g. for an
	// unannounced capot. 0: no bonus, the card points count as taken (002
	// variant "Certains ne la marquent que si elle est achetée").
	CapotBonus int `toml:"capot_bonus"`
	// CapotBonusCounts: a team's CapotBonus (SoloBonus) also counts toward
	// a numeric contract in place of its card points (BGA: a team with no
	// point has 250, compared with the bid, so a 250 bid is made by a
	// capot). false: the card points count (162, or 252 with
	// CapotLastTrick).
	CapotBonusCounts bool `toml:"capot_bonus_counts"`
	// CapotValue: what a made capot contract is worth in all, in points,
	// to the declarers, not coinched, belote and announcements aside
	// (500: 002, 003, 004; 001: 350).
	CapotValue int `toml:"capot_value"`
	// CapotFailed: what the defenders score in all when a capot contract
	// fails, not coinched (002, 004: 500; 003: 410 = 160 + 250; 001: 162).
	CapotFailed int `toml:"capot_failed"`
	// MatchValue, GeneraleValue (000 Marque: 250 and 500): the amount of
	// those contracts, used as a number bid's amount is: added to the card
	// points (CapotBonus or SoloBonus when every trick is taken) when made,
	// to FailedBase when failed, multiplied by a coinche. 0: no value set
	// (then the contract must not be in bidding.specials).
	MatchValue    int `toml:"match_value"`
	GeneraleValue int `toml:"generale_value"`
	// SoloBonus (000: 500): the card points when one player alone takes
	// every trick. 0: no such bonus (CapotBonus applies).
	SoloBonus int `toml:"solo_bonus"`
	// CoincheMultiplier and SurcoincheMultiplier (2 and 4, or 2 and 3).
	CoincheMultiplier    int `toml:"coinche_multiplier"`
	SurcoincheMultiplier int `toml:"surcoinche_multiplier"`
	// CoincheAppliesTo: what a coinche multiplies: "contract" (the
	// contract's value only: 002 « Un coinche double le score pour l'offre
	// seulement »), "total" (the whole score of the team that wins the
	// coinche, belote aside: 002 variant 2 × (100 + 160)),
	// "total-and-belote" (that score with its belote: BGA) or "all" (every
	// point the deal gives either team, both belotes included: Alounv).
	CoincheAppliesTo CoincheAppliesTo `toml:"coinche_applies_to"`
	// CoincheOneTeamScores: after a coinche only the winning team scores:
	// the declarers of a made coinched contract score CoincheBase instead
	// of their card points and take the defenders' announcements; the
	// defenders keep what CoincheDefendersKeep says (their belote).
	CoincheOneTeamScores bool `toml:"coinche_one_team_scores"`
	// CoincheBase: under CoincheAppliesTo "contract", the fixed points the
	// winner of a coinched deal scores besides the multiplied contract
	// (160 or 162): the defenders of every failed coinched contract (in
	// place of FailedBase, and the multiplied contract is added whatever
	// FailedAddsContract says: 002 « nos adversaires marquent 160 + (100 ×
	// 2) »), and the declarers of a made one when CoincheOneTeamScores (in
	// place of their card points). Under "total" and the others a failed
	// coinched contract scores FailedBase, multiplied.
	CoincheBase int `toml:"coinche_base"`
	// CoincheDefendersKeep: what the defenders of a made coinched contract
	// still score: "all" (all they would without the coinche: their card
	// points, announcements and belote; under CoincheOneTeamScores, all it
	// leaves them: their belote), "belote" (their belote only) or
	// "nothing" (BGA: the declarers alone score). "" (a Ruleset built in
	// Go): "all".
	CoincheDefendersKeep CoincheDefendersKeep `toml:"coinche_defenders_keep"`

	// CapotCoinched and CapotSurcoinched: what a coinched (surcoinched)
	// capot contract is worth, in points, to the team that wins it (003
	// LA MARQUE: 750 and 1250; 004 Score calculation: 1000 and 2000).
	// 0: CapotValue times the multiplier.
	CapotCoinched    int `toml:"capot_coinched"`
	CapotSurcoinched int `toml:"capot_surcoinched"`
	// BidModeCapotValue: under Mode "bid" (001 points annoncés), what a made
	// capot contract is worth (001: 250; 350 is for the other two modes).
	// 0: CapotValue.
	BidModeCapotValue int `toml:"bid_mode_capot_value"`
	// BidModeBelote: under Mode "bid", each team still scores the belote
	// it declared, as in the other modes: the winner's with its score (so
	// multiplied by a coinche under CoincheAppliesTo "total-and-belote"),
	// the loser's kept (a made coinched contract's defenders: as
	// CoincheDefendersKeep says; a failed contract's declarers: as
	// BeloteOnFailure says). Board Game Arena, score type "Bid only"
	// (drasill/bga-coinche coinche.game.php:1603-1614, 1632-1639,
	// 1677-1700): the declarers of a made contract score (bid + 20) × the
	// multiplier, defenders who declared it keep their 20. false: the
	// belote only helps make the contract and nobody scores it (001 Aux
	// points annoncés « la Belote ne rapporte jamais de point au delà du
	// contrat »).
	BidModeBelote bool `toml:"bid_mode_belote"`
	// CapotFailedCoinched: what the defenders of a failed coinched capot
	// contract score: "as-made" (what the declarers would have scored:
	// CapotCoinched / CapotSurcoinched, or CapotValue times the
	// multiplier) or "multiplied" (CapotFailed times the multiplier:
	// Alounv 320 × 2). "" (a Ruleset built in Go): "as-made".
	CapotFailedCoinched CapotFailedCoinched `toml:"capot_failed_coinched"`
	// CapotFailureLosesBelote (004 Score calculation): a team that bids
	// capot and fails does not score its belote (nobody does).
	CapotFailureLosesBelote bool `toml:"capot_failure_loses_belote"`
	// AnnouncesOnFailure: who scores the declarers' announcements when the
	// contract fails: "opponents" (002 Score: the defenders also score the
	// announcements; the default when empty) or "holder".
	AnnouncesOnFailure AnnouncesOnFailure `toml:"announces_on_failure"`

	// ContractFactorSuit, ContractFactorSansAtout, ContractFactorToutAtout:
	// the contract's value is multiplied by the factor of its kind (a
	// suit, sans-atout, tout-atout) wherever it is scored — made, failed,
	// coinched (the coinche multiplies it again), and the amounts of a
	// capot contract — while the points needed to make it stay the bid
	// (e.g. online tables: a sans-atout contract scores twice its bid).
	// Card points, belote and announcements are not multiplied. 0 (a
	// Ruleset built in Go): 1.
	ContractFactorSuit      int `toml:"contract_factor_suit"`
	ContractFactorSansAtout int `toml:"contract_factor_sans_atout"`
	ContractFactorToutAtout int `toml:"contract_factor_tout_atout"`
	// CapotLastTrick: what the last trick is worth, in points, instead of
	// the dix de der (cards.last_trick), when one team takes every trick:
	// 100 makes a capot 252 card points. It counts toward the contract
	// and is scored as card points (unless capot_bonus replaces them);
	// defenders who take every trick of a failed contract score it on top
	// of failed_base (or coinche_base). 0: no change (the dix de der).
	CapotLastTrick int `toml:"capot_last_trick"`
}

// ContractFactor is the factor on a contract's value for its strain
// (scoring.contract_factor_*): 1 when not set.
func (s *Scoring) ContractFactor(strain notation.Strain) int {
	f := s.ContractFactorSuit
	switch strain {
	case notation.SansAtout:
		f = s.ContractFactorSansAtout
	case notation.ToutAtout:
		f = s.ContractFactorToutAtout
	}
	if f < 1 {
		return 1
	}
	return f
}

// GameRules say when the game ends and who wins.
type GameRules struct {
	// Target: the points that end the game; 0: no target, the game goes
	// on until its record ends (Alounv), and nobody wins.
	Target int `toml:"target"`
	// TargetReached: a team reaches the target with a score "at" it or
	// above (002 « 2000 points ou plus ») or only strictly "above" it
	// (BGA: more than 2000). "" (a Ruleset built in Go): "at".
	TargetReached TargetReached `toml:"target_reached"`
	// MustLead: the winner must also be ahead of the other team.
	MustLead bool `toml:"must_lead"`
	// BothReach: who wins when both teams reach the target on one deal:
	// "last-contract" (the team that declared the last contract),
	// "last-made-contract" (the team that declared the most recent
	// contract that was made), "last-deal-winner" (the declarers of the
	// last deal if made, else the defenders), or "higher-score" (ties:
	// Tie).
	BothReach BothReach `toml:"both_reach"`
	// Tie: who wins a tie under "higher-score": "last-contract",
	// "last-made-contract" or "last-deal-winner"; or "play-on": nobody
	// yet, another deal is played (and so on until the scores differ),
	// also under MustLead whatever BothReach says; or "draw": the game
	// ends there and nobody wins (Oliboy50), likewise.
	Tie GameTie `toml:"tie"`
	// CountDuringDeal (000): points are counted as they are made during the
	// last deal (defenders as they take them, declarers once the contract
	// is reached; not when coinched), so the target can be reached
	// mid-deal.
	CountDuringDeal bool `toml:"count_during_deal"`
	// DeclareWin (000): a player may stop the game by saying "nous avons
	// gagné"; the points are counted at once; if the team has not reached
	// the target it loses and scores nothing for the deal.
	DeclareWin bool `toml:"declare_win"`
	// WinnerNeedsTrick: a team wins only if it took at least one trick in
	// the deal that ends the game; otherwise the game goes on (and the
	// team may win at the end of a later deal in which it takes one). A
	// summary deal records no tricks: a team took one unless the other
	// team took every trick (capot) or its card points are 0; an all-pass
	// deal gives nobody a trick.
	WinnerNeedsTrick bool `toml:"winner_needs_trick"`
}
