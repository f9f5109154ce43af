package rules

// The enumerated keys of a ruleset, one type each: its legal values, the
// documented default (base's value) first, which is the type's zero value.
// EnumValues and docs/rulesets.md's values column come from these lists.

// Direction is the value of deal.direction.
type Direction = Enum[directionKey]

type directionKey struct{}

func (directionKey) key() string { return "deal.direction" }

var directionValues = []string{"counterclockwise", "clockwise"}

func (directionKey) values() []string { return directionValues }

// The values of deal.direction.
const (
	DirectionCounterclockwise Direction = iota // "counterclockwise"
	DirectionClockwise                         // "clockwise"
)

// NextDealer is the value of deal.next_dealer.
type NextDealer = Enum[nextDealerKey]

type nextDealerKey struct{}

func (nextDealerKey) key() string { return "deal.next_dealer" }

var nextDealerValues = []string{"next"}

func (nextDealerKey) values() []string { return nextDealerValues }

// The values of deal.next_dealer.
const (
	NextDealerNext NextDealer = iota // "next"
)

// FirstLead is the value of deal.first_lead.
type FirstLead = Enum[firstLeadKey]

type firstLeadKey struct{}

func (firstLeadKey) key() string { return "deal.first_lead" }

var firstLeadValues = []string{"first-bidder"}

func (firstLeadKey) values() []string { return firstLeadValues }

// The values of deal.first_lead.
const (
	FirstLeadFirstBidder FirstLead = iota // "first-bidder"
)

// Misdeal is the value of deal.misdeal.
type Misdeal = Enum[misdealKey]

type misdealKey struct{}

func (misdealKey) key() string { return "deal.misdeal" }

var misdealValues = []string{"same-dealer", "next-dealer"}

func (misdealKey) values() []string { return misdealValues }

// The values of deal.misdeal.
const (
	MisdealSameDealer Misdeal = iota // "same-dealer"
	MisdealNextDealer                // "next-dealer"
)

// Special is the value of bidding.specials.
type Special = Enum[specialKey]

type specialKey struct{}

func (specialKey) key() string { return "bidding.specials" }

var specialValues = []string{"capot", "match", "generale"}

func (specialKey) values() []string { return specialValues }

// The values of bidding.specials.
const (
	SpecialCapot    Special = iota // "capot"
	SpecialMatch                   // "match"
	SpecialGenerale                // "generale"
)

// AllPass is the value of bidding.all_pass.
type AllPass = Enum[allPassKey]

type allPassKey struct{}

func (allPassKey) key() string { return "bidding.all_pass" }

var allPassValues = []string{"redeal", "same-dealer"}

func (allPassKey) values() []string { return allPassValues }

// The values of bidding.all_pass.
const (
	AllPassRedeal     AllPass = iota // "redeal"
	AllPassSameDealer                // "same-dealer"
)

// CoincheBy is the value of bidding.coinche.
type CoincheBy = Enum[coincheByKey]

type coincheByKey struct{}

func (coincheByKey) key() string { return "bidding.coinche" }

var coincheByValues = []string{"opponents", "none"}

func (coincheByKey) values() []string { return coincheByValues }

// The values of bidding.coinche.
const (
	CoincheByOpponents CoincheBy = iota // "opponents"
	CoincheByNone                       // "none"
)

// CoincheUntil is the value of bidding.coinche_until.
type CoincheUntil = Enum[coincheUntilKey]

type coincheUntilKey struct{}

func (coincheUntilKey) key() string { return "bidding.coinche_until" }

var coincheUntilValues = []string{"bidding", "first-card"}

func (coincheUntilKey) values() []string { return coincheUntilValues }

// The values of bidding.coinche_until.
const (
	CoincheUntilBidding   CoincheUntil = iota // "bidding"
	CoincheUntilFirstCard                     // "first-card"
)

// SurcoincheBy is the value of bidding.surcoinche.
type SurcoincheBy = Enum[surcoincheByKey]

type surcoincheByKey struct{}

func (surcoincheByKey) key() string { return "bidding.surcoinche" }

var surcoincheByValues = []string{"declaring-team", "none"}

func (surcoincheByKey) values() []string { return surcoincheByValues }

// The values of bidding.surcoinche.
const (
	SurcoincheByDeclaringTeam SurcoincheBy = iota // "declaring-team"
	SurcoincheByNone                              // "none"
)

// AfterCoinche is the value of bidding.after_coinche.
type AfterCoinche = Enum[afterCoincheKey]

type afterCoincheKey struct{}

func (afterCoincheKey) key() string { return "bidding.after_coinche" }

var afterCoincheValues = []string{"declaring-team", "in-turn", "any"}

func (afterCoincheKey) values() []string { return afterCoincheValues }

// The values of bidding.after_coinche.
const (
	AfterCoincheDeclaringTeam AfterCoinche = iota // "declaring-team"
	AfterCoincheInTurn                            // "in-turn"
	AfterCoincheAny                               // "any"
)

// AfterSurcoinche is the value of bidding.after_surcoinche.
type AfterSurcoinche = Enum[afterSurcoincheKey]

type afterSurcoincheKey struct{}

func (afterSurcoincheKey) key() string { return "bidding.after_surcoinche" }

var afterSurcoincheValues = []string{"none", "in-turn", "any", "coinching-team"}

func (afterSurcoincheKey) values() []string { return afterSurcoincheValues }

// The values of bidding.after_surcoinche.
const (
	AfterSurcoincheNone          AfterSurcoinche = iota // "none"
	AfterSurcoincheInTurn                               // "in-turn"
	AfterSurcoincheAny                                  // "any"
	AfterSurcoincheCoinchingTeam                        // "coinching-team"
)

// SelfOvercall is the value of bidding.self_overcall.
type SelfOvercall = Enum[selfOvercallKey]

type selfOvercallKey struct{}

func (selfOvercallKey) key() string { return "bidding.self_overcall" }

var selfOvercallValues = []string{"any", "other-strain", "none"}

func (selfOvercallKey) values() []string { return selfOvercallValues }

// The values of bidding.self_overcall.
const (
	SelfOvercallAny         SelfOvercall = iota // "any"
	SelfOvercallOtherStrain                     // "other-strain"
	SelfOvercallNone                            // "none"
)

// CoinchedRebid is the value of bidding.coinched_rebid.
type CoinchedRebid = Enum[coinchedRebidKey]

type coinchedRebidKey struct{}

func (coinchedRebidKey) key() string { return "bidding.coinched_rebid" }

var coinchedRebidValues = []string{"team", "partner", "none"}

func (coinchedRebidKey) values() []string { return coinchedRebidValues }

// The values of bidding.coinched_rebid.
const (
	CoinchedRebidTeam    CoinchedRebid = iota // "team"
	CoinchedRebidPartner                      // "partner"
	CoinchedRebidNone                         // "none"
)

// CoinchedRebidUntil is the value of bidding.coinched_rebid_until.
type CoinchedRebidUntil = Enum[coinchedRebidUntilKey]

type coinchedRebidUntilKey struct{}

func (coinchedRebidUntilKey) key() string { return "bidding.coinched_rebid_until" }

var coinchedRebidUntilValues = []string{"auction-end", "overcalled"}

func (coinchedRebidUntilKey) values() []string { return coinchedRebidUntilValues }

// The values of bidding.coinched_rebid_until.
const (
	CoinchedRebidUntilAuctionEnd CoinchedRebidUntil = iota // "auction-end"
	CoinchedRebidUntilOvercalled                           // "overcalled"
)

// PlayTrumpLed is the value of play.trump_led.
type PlayTrumpLed = Enum[trumpLedKey]

type trumpLedKey struct{}

func (trumpLedKey) key() string { return "play.trump_led" }

var trumpLedValues = []string{"overtrump", "follow"}

func (trumpLedKey) values() []string { return trumpLedValues }

// The values of play.trump_led.
const (
	PlayTrumpLedOvertrump PlayTrumpLed = iota // "overtrump"
	PlayTrumpLedFollow                        // "follow"
)

// PlayMustTrump is the value of play.must_trump.
type PlayMustTrump = Enum[mustTrumpKey]

type mustTrumpKey struct{}

func (mustTrumpKey) key() string { return "play.must_trump" }

var mustTrumpValues = []string{"opponent-master", "always", "never"}

func (mustTrumpKey) values() []string { return mustTrumpValues }

// The values of play.must_trump.
const (
	PlayMustTrumpOpponentMaster PlayMustTrump = iota // "opponent-master"
	PlayMustTrumpAlways                              // "always"
	PlayMustTrumpNever                               // "never"
)

// PlayUndertrump is the value of play.undertrump.
type PlayUndertrump = Enum[undertrumpKey]

type undertrumpKey struct{}

func (undertrumpKey) key() string { return "play.undertrump" }

var undertrumpValues = []string{"forced", "free", "only-trumps-left"}

func (undertrumpKey) values() []string { return undertrumpValues }

// The values of play.undertrump.
const (
	PlayUndertrumpForced         PlayUndertrump = iota // "forced"
	PlayUndertrumpFree                                 // "free"
	PlayUndertrumpOnlyTrumpsLeft                       // "only-trumps-left"
)

// BeloteWho is the value of belote.who.
type BeloteWho = Enum[beloteWhoKey]

type beloteWhoKey struct{}

func (beloteWhoKey) key() string { return "belote.who" }

var beloteWhoValues = []string{"declaring-team", "anyone"}

func (beloteWhoKey) values() []string { return beloteWhoValues }

// The values of belote.who.
const (
	BeloteWhoDeclaringTeam BeloteWho = iota // "declaring-team"
	BeloteWhoAnyone                         // "anyone"
)

// BeloteToutAtout is the value of belote.tout_atout.
type BeloteToutAtout = Enum[beloteToutAtoutKey]

type beloteToutAtoutKey struct{}

func (beloteToutAtoutKey) key() string { return "belote.tout_atout" }

var beloteToutAtoutValues = []string{"any-suit", "one-last", "one-first", "none"}

func (beloteToutAtoutKey) values() []string { return beloteToutAtoutValues }

// The values of belote.tout_atout.
const (
	BeloteToutAtoutAnySuit  BeloteToutAtout = iota // "any-suit"
	BeloteToutAtoutOneLast                         // "one-last"
	BeloteToutAtoutOneFirst                        // "one-first"
	BeloteToutAtoutNone                            // "none"
)

// AnnounceTie is the value of announces.tie.
type AnnounceTie = Enum[announceTieKey]

type announceTieKey struct{}

func (announceTieKey) key() string { return "announces.tie" }

var announceTieValues = []string{"trump-else-none", "trump-else-first", "first", "cancel"}

func (announceTieKey) values() []string { return announceTieValues }

// The values of announces.tie.
const (
	AnnounceTieTrumpElseNone  AnnounceTie = iota // "trump-else-none"
	AnnounceTieTrumpElseFirst                    // "trump-else-first"
	AnnounceTieFirst                             // "first"
	AnnounceTieCancel                            // "cancel"
)

// AnnounceCompare is the value of announces.compare.
type AnnounceCompare = Enum[announceCompareKey]

type announceCompareKey struct{}

func (announceCompareKey) key() string { return "announces.compare" }

var announceCompareValues = []string{"carre-first", "points"}

func (announceCompareKey) values() []string { return announceCompareValues }

// The values of announces.compare.
const (
	AnnounceCompareCarreFirst AnnounceCompare = iota // "carre-first"
	AnnounceComparePoints                            // "points"
)

// WinnerScores is the value of announces.winner_scores.
type WinnerScores = Enum[winnerScoresKey]

type winnerScoresKey struct{}

func (winnerScoresKey) key() string { return "announces.winner_scores" }

var winnerScoresValues = []string{"all", "best"}

func (winnerScoresKey) values() []string { return winnerScoresValues }

// The values of announces.winner_scores.
const (
	WinnerScoresAll  WinnerScores = iota // "all"
	WinnerScoresBest                     // "best"
)

// CarreOrder is the value of announces.carre_order.
type CarreOrder = Enum[carreOrderKey]

type carreOrderKey struct{}

func (carreOrderKey) key() string { return "announces.carre_order" }

var carreOrderValues = []string{"sequence", "plain", "trump"}

func (carreOrderKey) values() []string { return carreOrderValues }

// The values of announces.carre_order.
const (
	CarreOrderSequence CarreOrder = iota // "sequence"
	CarreOrderPlain                      // "plain"
	CarreOrderTrump                      // "trump"
)

// ClaimRule is the value of claims.rule.
type ClaimRule = Enum[claimRuleKey]

type claimRuleKey struct{}

func (claimRuleKey) key() string { return "claims.rule" }

var claimRuleValues = []string{"proof", "tournoi-2018"}

func (claimRuleKey) values() []string { return claimRuleValues }

// The values of claims.rule.
const (
	ClaimRuleProof       ClaimRule = iota // "proof"
	ClaimRuleTournoi2018                  // "tournoi-2018"
)

// ScoringMode is the value of scoring.mode.
type ScoringMode = Enum[scoringModeKey]

type scoringModeKey struct{}

func (scoringModeKey) key() string { return "scoring.mode" }

var scoringModeValues = []string{"made-and-bid", "made", "bid"}

func (scoringModeKey) values() []string { return scoringModeValues }

// The values of scoring.mode.
const (
	ScoringModeMadeAndBid ScoringMode = iota // "made-and-bid"
	ScoringModeMade                          // "made"
	ScoringModeBid                           // "bid"
)

// Rounding is the value of scoring.rounding.
type Rounding = Enum[roundingKey]

type roundingKey struct{}

func (roundingKey) key() string { return "scoring.rounding" }

var roundingValues = []string{"nearest-ten", "none"}

func (roundingKey) values() []string { return roundingValues }

// The values of scoring.rounding.
const (
	RoundingNearestTen Rounding = iota // "nearest-ten"
	RoundingNone                       // "none"
)

// BeloteOnFailure is the value of scoring.belote_on_failure.
type BeloteOnFailure = Enum[beloteOnFailureKey]

type beloteOnFailureKey struct{}

func (beloteOnFailureKey) key() string { return "scoring.belote_on_failure" }

var beloteOnFailureValues = []string{"holder", "opponents"}

func (beloteOnFailureKey) values() []string { return beloteOnFailureValues }

// The values of scoring.belote_on_failure.
const (
	BeloteOnFailureHolder    BeloteOnFailure = iota // "holder"
	BeloteOnFailureOpponents                        // "opponents"
)

// CoincheAppliesTo is the value of scoring.coinche_applies_to.
type CoincheAppliesTo = Enum[coincheAppliesToKey]

type coincheAppliesToKey struct{}

func (coincheAppliesToKey) key() string { return "scoring.coinche_applies_to" }

var coincheAppliesToValues = []string{"contract", "total", "total-and-belote", "all"}

func (coincheAppliesToKey) values() []string { return coincheAppliesToValues }

// The values of scoring.coinche_applies_to.
const (
	CoincheAppliesToContract       CoincheAppliesTo = iota // "contract"
	CoincheAppliesToTotal                                  // "total"
	CoincheAppliesToTotalAndBelote                         // "total-and-belote"
	CoincheAppliesToAll                                    // "all"
)

// CoincheDefendersKeep is the value of scoring.coinche_defenders_keep.
type CoincheDefendersKeep = Enum[coincheDefendersKeepKey]

type coincheDefendersKeepKey struct{}

func (coincheDefendersKeepKey) key() string { return "scoring.coinche_defenders_keep" }

var coincheDefendersKeepValues = []string{"all", "belote", "nothing"}

func (coincheDefendersKeepKey) values() []string { return coincheDefendersKeepValues }

// The values of scoring.coinche_defenders_keep.
const (
	CoincheDefendersKeepAll     CoincheDefendersKeep = iota // "all"
	CoincheDefendersKeepBelote                              // "belote"
	CoincheDefendersKeepNothing                             // "nothing"
)

// CapotFailedCoinched is the value of scoring.capot_failed_coinched.
type CapotFailedCoinched = Enum[capotFailedCoinchedKey]

type capotFailedCoinchedKey struct{}

func (capotFailedCoinchedKey) key() string { return "scoring.capot_failed_coinched" }

var capotFailedCoinchedValues = []string{"as-made", "multiplied"}

func (capotFailedCoinchedKey) values() []string { return capotFailedCoinchedValues }

// The values of scoring.capot_failed_coinched.
const (
	CapotFailedCoinchedAsMade     CapotFailedCoinched = iota // "as-made"
	CapotFailedCoinchedMultiplied                            // "multiplied"
)

// DefendersPoints is the value of scoring.defenders_points.
type DefendersPoints = Enum[defendersPointsKey]

type defendersPointsKey struct{}

func (defendersPointsKey) key() string { return "scoring.defenders_points" }

var defendersPointsValues = []string{"taken", "complement"}

func (defendersPointsKey) values() []string { return defendersPointsValues }

// The values of scoring.defenders_points.
const (
	DefendersPointsTaken      DefendersPoints = iota // "taken"
	DefendersPointsComplement                        // "complement"
)

// ScaleRounding is the value of scoring.scale_rounding.
type ScaleRounding = Enum[scaleRoundingKey]

type scaleRoundingKey struct{}

func (scaleRoundingKey) key() string { return "scoring.scale_rounding" }

var scaleRoundingValues = []string{"down", "nearest"}

func (scaleRoundingKey) values() []string { return scaleRoundingValues }

// The values of scoring.scale_rounding.
const (
	ScaleRoundingDown    ScaleRounding = iota // "down"
	ScaleRoundingNearest                      // "nearest"
)

// CapotBy is the value of scoring.capot_by.
type CapotBy = Enum[capotByKey]

type capotByKey struct{}

func (capotByKey) key() string { return "scoring.capot_by" }

var capotByValues = []string{"tricks", "points"}

func (capotByKey) values() []string { return capotByValues }

// The values of scoring.capot_by.
const (
	CapotByTricks CapotBy = iota // "tricks"
	CapotByPoints                // "points"
)

// FailedPoints is the value of scoring.failed_points.
type FailedPoints = Enum[failedPointsKey]

type failedPointsKey struct{}

func (failedPointsKey) key() string { return "scoring.failed_points" }

var failedPointsValues = []string{"base", "both-teams"}

func (failedPointsKey) values() []string { return failedPointsValues }

// The values of scoring.failed_points.
const (
	FailedPointsBase      FailedPoints = iota // "base"
	FailedPointsBothTeams                     // "both-teams"
)

// AnnouncesOnFailure is the value of scoring.announces_on_failure.
type AnnouncesOnFailure = Enum[announcesOnFailureKey]

type announcesOnFailureKey struct{}

func (announcesOnFailureKey) key() string { return "scoring.announces_on_failure" }

var announcesOnFailureValues = []string{"opponents", "holder"}

func (announcesOnFailureKey) values() []string { return announcesOnFailureValues }

// The values of scoring.announces_on_failure.
const (
	AnnouncesOnFailureOpponents AnnouncesOnFailure = iota // "opponents"
	AnnouncesOnFailureHolder                              // "holder"
)

// AgainstDefenders is the value of scoring.against_defenders.
type AgainstDefenders = Enum[againstDefendersKey]

type againstDefendersKey struct{}

func (againstDefendersKey) key() string { return "scoring.against_defenders" }

var againstDefendersValues = []string{"none", "more", "at-least"}

func (againstDefendersKey) values() []string { return againstDefendersValues }

// The values of scoring.against_defenders.
const (
	AgainstDefendersNone    AgainstDefenders = iota // "none"
	AgainstDefendersMore                            // "more"
	AgainstDefendersAtLeast                         // "at-least"
)

// BothReach is the value of game.both_reach.
type BothReach = Enum[bothReachKey]

type bothReachKey struct{}

func (bothReachKey) key() string { return "game.both_reach" }

var bothReachValues = []string{"higher-score", "last-contract", "last-made-contract", "last-deal-winner"}

func (bothReachKey) values() []string { return bothReachValues }

// The values of game.both_reach.
const (
	BothReachHigherScore      BothReach = iota // "higher-score"
	BothReachLastContract                      // "last-contract"
	BothReachLastMadeContract                  // "last-made-contract"
	BothReachLastDealWinner                    // "last-deal-winner"
)

// GameTie is the value of game.tie.
type GameTie = Enum[gameTieKey]

type gameTieKey struct{}

func (gameTieKey) key() string { return "game.tie" }

var gameTieValues = []string{"last-deal-winner", "last-contract", "last-made-contract", "play-on", "draw"}

func (gameTieKey) values() []string { return gameTieValues }

// The values of game.tie.
const (
	GameTieLastDealWinner   GameTie = iota // "last-deal-winner"
	GameTieLastContract                    // "last-contract"
	GameTieLastMadeContract                // "last-made-contract"
	GameTiePlayOn                          // "play-on"
	GameTieDraw                            // "draw"
)

// TargetReached is the value of game.target_reached.
type TargetReached = Enum[targetReachedKey]

type targetReachedKey struct{}

func (targetReachedKey) key() string { return "game.target_reached" }

var targetReachedValues = []string{"at", "above"}

func (targetReachedKey) values() []string { return targetReachedValues }

// The values of game.target_reached.
const (
	TargetReachedAt    TargetReached = iota // "at"
	TargetReachedAbove                      // "above"
)

// enumKeys are the enumerated keys, in schema order.
var enumKeys = []enumKey{directionKey{}, nextDealerKey{}, firstLeadKey{}, misdealKey{}, specialKey{}, allPassKey{}, coincheByKey{}, coincheUntilKey{}, surcoincheByKey{}, afterCoincheKey{}, afterSurcoincheKey{}, selfOvercallKey{}, coinchedRebidKey{}, coinchedRebidUntilKey{}, trumpLedKey{}, mustTrumpKey{}, undertrumpKey{}, beloteWhoKey{}, beloteToutAtoutKey{}, announceTieKey{}, announceCompareKey{}, winnerScoresKey{}, carreOrderKey{}, claimRuleKey{}, scoringModeKey{}, roundingKey{}, beloteOnFailureKey{}, coincheAppliesToKey{}, coincheDefendersKeepKey{}, capotFailedCoinchedKey{}, defendersPointsKey{}, scaleRoundingKey{}, capotByKey{}, failedPointsKey{}, announcesOnFailureKey{}, againstDefendersKey{}, bothReachKey{}, gameTieKey{}, targetReachedKey{}}
