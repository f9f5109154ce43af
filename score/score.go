package score

import (
	"fmt"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// ParseMode reads a scoring mode (001 LES ENCHERES) as a game's [Scoring]
// header writes it: the ruleset key's values "made-and-bid" (points faits
// + annoncés: a made contract scores its value plus the declarers'
// points, the defenders theirs), "made" (points faits: each team the
// points it took) or "bid" (points annoncés: a made contract its value
// only, the defenders nothing), or 001's French names "points faits +
// annoncés", "points faits", "points annoncés" (case, accents, spaces, "-"
// and "_" do not matter; "points" may be left out). The empty string is
// made-and-bid. Error: an unknown name.
func ParseMode(s string) (rules.ScoringMode, error) {
	var m rules.ScoringMode
	if s == "" || m.UnmarshalText([]byte(s)) == nil { // the canonical names
		return m, nil
	}
	k := strings.ToLower(s)
	k = strings.NewReplacer("é", "e", "É", "e", " ", "", "-", "", "_", "", "points", "").Replace(k)
	switch k {
	case "madeandbid", "faits+annonces", "faitsetannonces", "faitsannonces":
		return rules.ScoringModeMadeAndBid, nil
	case "made", "faits":
		return rules.ScoringModeMade, nil
	case "bid", "annonces":
		return rules.ScoringModeBid, nil
	}
	return 0, fmt.Errorf("unknown scoring mode %q: made-and-bid (points faits + annoncés), made (points faits) or bid (points annoncés)", s)
}

// Reason says why a contract is made or failed.
type Reason uint8

const (
	ReasonNone         Reason = iota // all pass: no contract
	ReasonReached                    // made: the counted points reach what is needed
	ReasonShort                      // failed: the counted points fall short
	ReasonBehind                     // failed: not more points than the defenders (against_defenders = "more")
	ReasonAllTricks                  // capot or match made: the declarers took every trick
	ReasonNotAllTricks               // capot or match failed: the defenders took a trick
	ReasonSolo                       // générale made: the declarer alone took every trick
	ReasonNotSolo                    // générale failed
	ReasonPending                    // stopped ("nous avons gagné") before the contract was decided
	ReasonFewer                      // failed: fewer points than the defenders (against_defenders = "at-least")
)

func (r Reason) String() string {
	return i18n.English.T(reasonKeys[min(int(r), len(reasonKeys)-1)])
}

// Parts splits one team's deal score (points) into what it is made of.
// The sum of the fields is the team's score. When a coinche multiplies the
// whole score (coinche_applies_to = "total"), each field is already
// multiplied.
type Parts struct {
	Contract  int // the contract's value, times the multiplier when coinched
	Cards     int // card points as scored: rounded, or the capot/solo value
	Base      int // fixed points: 160/162 of a failure or a coinche, or a capot contract's total
	Belote    int // belote and rebelote
	Announces int // announcements (tierce, cinquante, cent, carré)
}

// Sum is the team's score, in points.
func (p Parts) Sum() int { return p.Contract + p.Cards + p.Base + p.Belote + p.Announces }

// DealScore is every figure of one scored deal. Arrays indexed by team are
// [0] NS and [1] EW. All figures are points unless said otherwise.
type DealScore struct {
	Number  int           // deal number as written, or its place in the sheet
	Dealer  notation.Seat // NoSeat when not written
	AllPass bool          // every player passed: both scores are 0

	Declarer   notation.Seat
	Team       int // declaring team: 0 NS, 1 EW; -1 when all pass
	Contract   notation.Contract
	Double     notation.CoincheLevel
	Mode       rules.ScoringMode
	Value      int // the contract's value: the bid, match_value, generale_value or capot_value, times Factor
	Factor     int // the factor of the contract's kind (scoring.contract_factor_*), 1 when none
	Multiplier int // 1, or coinche_multiplier / surcoinche_multiplier

	Points [2]int // card points taken, dix de der included (capot_last_trick instead for a team taking every trick), before rounding; scaled under scoring.scale_to, the defenders' the complement under defenders_points = "complement"
	// Taken is the card points as taken when Scaled (sans-atout or
	// tout-atout under scoring.scale_to), before scaling; else Points.
	Taken   [2]int
	Scaled  bool
	Rounded [2]int // card points as scored: rounded; capot_bonus / solo_bonus for a team taking every trick
	Tricks  [2]int // tricks taken; -1 when unknown

	Needed    int  // points the declarers needed (numeric contracts)
	Counted   int  // points counted toward the contract (belote, announcements per the keys)
	Defenders int  // the defenders' points counted the same way
	Made      bool // the contract is made
	Reason    Reason
	// CountedBelote and CountedAnnounces are the parts of Counted that are
	// not card points.
	CountedBelote, CountedAnnounces int
	// CountedCapot is the capot bonus counted toward the contract in place
	// of the declarers' card points (scoring.capot_bonus_counts), or 0.
	CountedCapot int

	Capot     notation.Team // the team that took every trick, or NoTeam
	Solo      bool          // one player alone took every trick
	Belote    notation.Team // the team whose belote counts, or NoTeam
	BelotePts int           // belote's value when Belote is set
	// Belotes is how many belotes each team declared (tout-atout: one per
	// suit, both teams possibly; a summary deal: Belote's one).
	Belotes   [2]int
	Announces [2]int // announcement points of each team (before a failure moves them)

	Parts [2]Parts
	Score [2]int // the deal's score for each team

	// Stopped (000 Fin de la partie): "nous avons gagné" was said during the
	// deal by StoppedBy; the figures are those of that moment. StopLost:
	// the stopping team had not reached the target, lost the game and
	// scores nothing on the deal (set by Sheet).
	Stopped   bool
	StoppedBy notation.Team
	StopLost  bool

	Forced bool // scored although the deal was found illegal (--force)
}

// Options change how a deal is scored.
type Options struct {
	// Mode, when not nil, overrides Scoring.Mode (a game's [Scoring
	// "..."] header); nil: the ruleset's mode.
	Mode *rules.ScoringMode
}

// Deal scores one deal under the ruleset's Scoring keys. An all-pass deal
// scores 0 to both teams. It never fails: keys left at zero take the usual
// values (coinche ×2, surcoinche ×4, belote 20).
func Deal(rs *rules.Ruleset, o rules.Outcome) DealScore {
	return DealWith(rs, o, Options{})
}

// DealWith is Deal with options (the game's chosen mode).
func DealWith(rs *rules.Ruleset, o rules.Outcome, opt Options) DealScore {
	var ds DealScore
	mode := rs.Scoring.Mode
	if opt.Mode != nil {
		mode = *opt.Mode
	}
	scoreDeal(rs, mode, &o, &ds, nil)
	return ds
}

// roundPoints rounds card points per Scoring.Rounding: "nearest-ten"
// rounds to the ten, 5 up (000 Marque "principes commerciaux"; 002 Le
// score "se terminant par 5 arrondis à la hausse"; 003 LA MARQUE 1–4
// down, 5–9 up); anything else leaves them.
func roundPoints(rounding rules.Rounding, p int) int {
	if rounding == rules.RoundingNearestTen && p >= 0 {
		return (p + 5) / 10 * 10
	}
	return p
}

// TotalPoints is the card points of a whole deal in the contract's strain,
// dix de der included (162; 157 with the 36-card deck of 000).
func TotalPoints(rs *rules.Ruleset, s notation.Strain) int {
	t := rs.CardPointsTotal(s) // the card points, as the ruleset's Lint counts them
	if t == 0 {
		if rs.Deck.Cards == 36 {
			return 157
		}
		return 162
	}
	return t + rs.Cards.LastTrick
}

// contractValue is what the contract is worth before any multiplier.
func contractValue(sc *rules.Scoring, k notation.Contract) int {
	switch k.Level {
	case notation.Capot:
		return sc.CapotValue
	case notation.Match:
		return sc.MatchValue
	case notation.Generale:
		return sc.GeneraleValue
	}
	return sc.ContractValue(k.Value)
}

func multiplier(sc *rules.Scoring, double notation.CoincheLevel) int {
	switch double {
	case notation.Coinched:
		if sc.CoincheMultiplier > 0 {
			return sc.CoincheMultiplier
		}
		return 2
	case notation.Surcoinched:
		if sc.SurcoincheMultiplier > 0 {
			return sc.SurcoincheMultiplier
		}
		return 4
	}
	return 1
}

// multiplyCoinche applies a coinche beyond the contract
// (scoring.coinche_applies_to): the rest of the winner's score (cards,
// base, announces) under whole ("total" and beyond; the contract is
// multiplied where it is set); the winner's belote under
// "total-and-belote" and "all"; every part of the loser's score under
// "all" (Alounv multiplies every score of the deal).
func multiplyCoinche(p *[2]Parts, winner, loser, m int, whole, winnerBelote, allTeams bool) {
	if whole {
		w := &p[winner]
		w.Cards *= m
		w.Base *= m
		w.Announces *= m
	}
	if winnerBelote {
		p[winner].Belote *= m
	}
	if allTeams {
		l := &p[loser]
		l.Contract *= m
		l.Cards *= m
		l.Base *= m
		l.Belote *= m
		l.Announces *= m
	}
}

// scalePoints is the card points of a sans-atout or tout-atout deal scaled
// to scoring.scale_to (Alounv × 162 / 130 with the dix de der; BGA × 152 /
// 120 on the cards, then the dix de der), rounded down or to the nearest
// (scale_rounding). The team that took the last trick is the one whose
// points hold the dix de der; when that is unknown (a summary deal, or
// points that do not tell), the points are scaled as a whole.
func scalePoints(rs *rules.Ruleset, o *rules.Outcome) [2]int {
	sc := &rs.Scoring
	total := TotalPoints(rs, o.Contract.Strain)
	lt := rs.Cards.LastTrick
	var out [2]int
	for t := 0; t < 2; t++ {
		p := o.Points[t]
		switch {
		case sc.ScaleLastTrick:
			out[t] = scaleRound(sc, p*sc.ScaleTo, total)
		case o.LastTrick == notation.TeamAt(t):
			out[t] = scaleRound(sc, (p-lt)*sc.ScaleTo, total-lt) + lt
		case o.LastTrick != notation.NoTeam:
			out[t] = scaleRound(sc, p*sc.ScaleTo, total-lt)
		default: // who took the last trick is not known
			out[t] = scaleRound(sc, p*(sc.ScaleTo+lt), total)
		}
	}
	return out
}

// scaledSum is the deal's card points as scaled (scalePoints) in all: the
// total from which scoring.defenders_points = "complement" subtracts the
// declarers' points.
func scaledSum(rs *rules.Ruleset, o *rules.Outcome) int {
	sc := &rs.Scoring
	sum := o.Points[0] + o.Points[1]
	if !scales(sc, o.Contract.Strain) {
		return sum
	}
	total := TotalPoints(rs, o.Contract.Strain)
	if sc.ScaleLastTrick {
		return scaleRound(sc, sum*sc.ScaleTo, total)
	}
	return scaleRound(sc, sum*(sc.ScaleTo+rs.Cards.LastTrick), total)
}

// scales reports whether a contract's card points are scaled
// (scoring.scale_to): sans-atout and tout-atout, when scale_to is set.
func scales(sc *rules.Scoring, s notation.Strain) bool {
	return sc.ScaleTo > 0 && (s == notation.SansAtout || s == notation.ToutAtout)
}

// scaleRound is num / den rounded per scoring.scale_rounding: down, or to
// the nearest with halves up.
func scaleRound(sc *rules.Scoring, num, den int) int {
	if den <= 0 || num < 0 {
		return 0
	}
	if sc.ScaleRounding == rules.ScaleRoundingNearest {
		return (2*num + den) / (2 * den)
	}
	return num / den
}

// capotTotal is what a capot contract is worth to the team that wins it.
func capotTotal(sc *rules.Scoring, mode rules.ScoringMode, double notation.CoincheLevel, mult int) int {
	v := sc.CapotValue
	if mode == rules.ScoringModeBid && sc.BidModeCapotValue > 0 {
		v = sc.BidModeCapotValue
	}
	switch {
	case double == notation.Coinched && sc.CapotCoinched > 0:
		return sc.CapotCoinched
	case double == notation.Surcoinched && sc.CapotSurcoinched > 0:
		return sc.CapotSurcoinched
	}
	return v * mult
}

// scoreDeal scores the outcome o under mode into ds, one rule after the
// other: the card points as counted (capot_by, scale_to,
// defenders_points, capot_last_trick), the outcome's record, the
// contract and its multiplier, the belotes, the rounding, the verdict,
// then each team's parts for the deal's fate (pending, made, failed).
func scoreDeal(rs *rules.Ruleset, mode rules.ScoringMode, o *rules.Outcome, ds *DealScore, totals *[8]int) {
	var s dealScorer // fields set one by one: a literal is built aside and copied
	s.rs, s.sc, s.mode, s.o, s.ds, s.capotBonus = rs, &rs.Scoring, mode, o, ds, -1
	s.totals = totals
	ds.Mode = mode
	s.cardPoints()
	s.record()
	if o.AllPass {
		ds.AllPass = true
		ds.Team = -1
		ds.Multiplier = 1
		return
	}
	s.contract()
	s.belotes()
	s.round()
	s.verdict()
	s.parts()
	ds.Score[0] = ds.Parts[0].Sum()
	ds.Score[1] = ds.Parts[1].Sum()
}

// dealScorer is one deal being scored by scoreDeal: the ruleset, the
// outcome, the DealScore filled in, and the figures each step leaves to
// the next. Team indexes are 0 NS and 1 EW.
type dealScorer struct {
	rs   *rules.Ruleset
	sc   *rules.Scoring
	mode rules.ScoringMode
	o    *rules.Outcome
	ds   *DealScore

	capot      notation.Team // the team that took every trick (or every point, capot_by = "points"), or NoTeam
	capotExtra int           // capot_last_trick less the dix de der, added to the capot team's points
	d, e       int           // the declaring and the defending team
	m          int           // the multiplier: 1, coinche or surcoinche
	bel, ann   [2]int        // belote and announcement points of each team
	capotBonus int           // the team whose card points became capot_bonus / solo_bonus, or -1

	final       bool // the deal was played out, or stopped with every point taken
	failCertain bool // stopped: the contract can no longer be made

	// TotalPoints by strain, as far as known (0: not yet), kept by the
	// sheet from deal to deal; nil: computed each time
	totals *[8]int
}

// totalPoints is TotalPoints(s.rs, st), read from s.totals once known.
func (s *dealScorer) totalPoints(st notation.Strain) int {
	if s.totals == nil {
		return TotalPoints(s.rs, st)
	}
	t := &s.totals[st&7]
	if *t == 0 {
		*t = TotalPoints(s.rs, st)
	}
	return *t
}

// cardPoints sets the card points as counted: a team with every point is
// capot under scoring.capot_by = "points"; sans-atout and tout-atout
// points scaled to scoring.scale_to; the defenders' the complement under
// scoring.defenders_points = "complement"; the last trick of a team
// taking every trick worth scoring.capot_last_trick instead of the dix
// de der (252 in all).
func (s *dealScorer) cardPoints() {
	sc, o, ds := s.sc, s.o, s.ds
	ds.Points = o.Points
	s.capot = o.Capot
	if sc.CapotBy == rules.CapotByPoints && s.capot == notation.NoTeam && !o.Stopped && !o.AllPass {
		// scoring.capot_by = "points": a team whose card points (dix de
		// der included) are 0 is capot, tricks or not.
		for t := 0; t < 2; t++ {
			if o.Points[1-t] == 0 && o.Points[t] > 0 {
				s.capot = notation.TeamAt(t)
			}
		}
	}
	ds.Taken = o.Points
	if !o.AllPass && scales(sc, o.Contract.Strain) {
		ds.Points = scalePoints(s.rs, o)
		ds.Scaled = true
	}
	if sc.DefendersPoints == rules.DefendersPointsComplement && !o.AllPass {
		d := o.Declarer.Team().Index()
		ds.Points[1-d] = scaledSum(s.rs, o) - ds.Points[d]
	}
	if sc.CapotLastTrick > 0 && s.capot != notation.NoTeam {
		s.capotExtra = sc.CapotLastTrick - s.rs.Cards.LastTrick
		ds.Points[s.capot.Index()] += s.capotExtra
	}
}

// record copies what the outcome says of the deal: its number and
// dealer, tricks, capot, belote, announcements, and who stopped it
// ("nous avons gagné", 000 Fin de la partie).
func (s *dealScorer) record() {
	o, ds := s.o, s.ds
	if o.Deal != nil {
		ds.Number = o.Deal.Number
		ds.Dealer = o.Deal.Dealer
	}
	ds.Tricks = o.Tricks
	ds.Capot = s.capot
	ds.Solo = o.Solo
	ds.Belote = o.Belote
	ds.Announces = o.Announces
	ds.Stopped = o.Stopped
	ds.StoppedBy = o.StoppedBy
	if o.Stopped && ds.StoppedBy == notation.NoTeam && o.Deal != nil && o.Deal.WonBy != notation.NoSeat {
		ds.StoppedBy = o.Deal.WonBy.Team()
	}
}

// contract sets the declarers, the contract's value (its kind's
// scoring.contract_factor_* included) and the multiplier
// (scoring.coinche_multiplier, surcoinche_multiplier).
func (s *dealScorer) contract() {
	o, ds := s.o, s.ds
	ds.Declarer = o.Declarer
	ds.Contract = o.Contract
	ds.Double = o.Double
	s.d = o.Declarer.Team().Index()
	s.e = 1 - s.d
	ds.Team = s.d
	ds.Factor = s.sc.ContractFactor(o.Contract.Strain)
	ds.Value = contractValue(s.sc, o.Contract) * ds.Factor
	s.m = multiplier(s.sc, o.Double)
	ds.Multiplier = s.m
	s.ann = o.Announces
}

// belotes sets each team's belote points (belote.points, 20 when unset).
// Each team scores each belote it declared: in tout-atout a belote may be
// declared in any suit (002 « En tout atout, une belote peut être
// déclarée dans n'importe quelle couleur »; 004: "the rules relating to
// trumps apply"), by both teams. Belote alone (a summary deal) is one
// belote.
func (s *dealScorer) belotes() {
	o, ds := s.o, s.ds
	if o.Belote == notation.NoTeam && o.Belotes == [2]int{} {
		return
	}
	ds.BelotePts = s.rs.Belote.Points
	if ds.BelotePts == 0 {
		ds.BelotePts = 20
	}
	for t, n := range o.Belotes {
		s.bel[t] = n * ds.BelotePts
	}
	if o.Belote != notation.NoTeam && s.bel[o.Belote.Index()] == 0 {
		s.bel[o.Belote.Index()] = ds.BelotePts
	}
	for t := range s.bel {
		ds.Belotes[t] = s.bel[t] / ds.BelotePts
	}
	if ds.Belote == notation.NoTeam { // Belotes without Belote (an Outcome built in Go)
		ds.Belote = notation.TeamAt(0)
		if s.bel[0] == 0 {
			ds.Belote = notation.TeamAt(1)
		}
	}
}

// round sets the card points as scored: rounded per scoring.rounding
// (roundPoints), the defenders' the rounded total less the declarers'
// under defenders_points = "complement" (Alounv: 85 and 77 score 90 and
// 70), and a team taking every trick scoring.capot_bonus, or
// scoring.solo_bonus when one player alone took them.
func (s *dealScorer) round() {
	sc, ds := s.sc, s.ds
	for t := 0; t < 2; t++ {
		ds.Rounded[t] = roundPoints(sc.Rounding, ds.Points[t])
	}
	if sc.DefendersPoints == rules.DefendersPointsComplement {
		ds.Rounded[s.e] = roundPoints(sc.Rounding, ds.Points[0]+ds.Points[1]) - ds.Rounded[s.d]
	}
	for t := 0; t < 2; t++ {
		if s.capot == notation.TeamAt(t) {
			switch {
			case s.o.Solo && sc.SoloBonus > 0:
				ds.Rounded[t], s.capotBonus = sc.SoloBonus, t
			case sc.CapotBonus > 0:
				ds.Rounded[t], s.capotBonus = sc.CapotBonus, t
			}
		}
	}
}

// count is team t's points counted toward a numeric contract: its card
// points (the capot bonus instead under scoring.capot_bonus_counts, BGA),
// its belote under scoring.belote_counts_for_contract or in points
// annoncés, its announcements under announces_count_for_contract.
func (s *dealScorer) count(t int) int {
	sc, ds := s.sc, s.ds
	n := ds.Points[t]
	if sc.CapotBonusCounts && t == s.capotBonus {
		n = ds.Rounded[t]
	}
	if sc.BeloteCountsForContract || s.mode == rules.ScoringModeBid {
		n += s.bel[t]
	}
	if sc.AnnouncesCountForContract {
		n += s.ann[t]
	}
	return n
}

// verdict decides whether the contract is made, and why; a deal stopped
// before its last trick (000 Fin de la partie) is not made unless a
// numeric contract is already reached, and failCertain tells whether it
// can still be.
func (s *dealScorer) verdict() {
	o, ds := s.o, s.ds
	total := s.totalPoints(o.Contract.Strain)
	s.final = !o.Stopped || o.Points[0]+o.Points[1] >= total
	switch o.Contract.Level {
	case notation.Points:
		s.verdictPoints(total)
	case notation.Generale:
		ds.Made = s.capot == notation.TeamAt(s.d) && o.Solo && (o.SoloSeat == notation.NoSeat || o.SoloSeat == o.Declarer)
		ds.Reason = ReasonNotSolo
		if ds.Made {
			ds.Reason = ReasonSolo
		}
		s.failCertain = o.Tricks[s.e] > 0
	default: // capot, match
		ds.Made = s.capot == notation.TeamAt(s.d)
		ds.Reason = ReasonNotAllTricks
		if ds.Made {
			ds.Reason = ReasonAllTricks
		}
		s.failCertain = o.Tricks[s.e] > 0
	}
	if !s.final && o.Contract.Level != notation.Points {
		ds.Made = false // not decided before the last trick
	}
}

// verdictPoints decides a numeric contract: the declarers' counted points
// reach the bid plus scoring.extra_to_make (at least minimum_to_make),
// and beat or equal the defenders' per scoring.against_defenders. total
// is the deal's card points.
func (s *dealScorer) verdictPoints(total int) {
	sc, o, ds := s.sc, s.o, s.ds
	d := s.d
	ds.Needed = o.Contract.Value + sc.ExtraToMake
	if sc.MinimumToMake > ds.Needed {
		ds.Needed = sc.MinimumToMake
	}
	ds.Counted = s.count(d)
	ds.Defenders = s.count(s.e)
	if sc.CapotBonusCounts && d == s.capotBonus {
		ds.CountedCapot = ds.Rounded[d]
	}
	if sc.BeloteCountsForContract || s.mode == rules.ScoringModeBid {
		ds.CountedBelote = s.bel[d]
	}
	if sc.AnnouncesCountForContract {
		ds.CountedAnnounces = s.ann[d]
	}
	switch {
	case ds.Counted < ds.Needed:
		ds.Reason = ReasonShort
	case sc.AgainstDefenders == rules.AgainstDefendersMore && ds.Counted <= ds.Defenders:
		ds.Reason = ReasonBehind
	case sc.AgainstDefenders == rules.AgainstDefendersAtLeast && ds.Counted < ds.Defenders:
		ds.Reason = ReasonFewer
	default:
		ds.Made, ds.Reason = true, ReasonReached
	}
	if !s.final && !ds.Made {
		// What the declarers can still take: every point not yet won.
		s.failCertain = ds.Counted+(total-o.Points[0]-o.Points[1]) < ds.Needed
	}
}

// scoresBelote reports whether the deal scores the belotes: in every
// mode but "bid", where only scoring.bid_mode_belote does (Board Game
// Arena's "Bid only"; 001's points annoncés score none).
func (s *dealScorer) scoresBelote() bool {
	return s.mode != rules.ScoringModeBid || s.sc.BidModeBelote
}

// coincheScope is what a coinche multiplies beyond the contract
// (scoring.coinche_applies_to): the winner's whole score, its belote
// too, and the loser's score too. All false without a coinche.
func (s *dealScorer) coincheScope() (whole, winnerBelote, allTeams bool) {
	if s.m == 1 {
		return false, false, false
	}
	applies := s.sc.CoincheAppliesTo
	whole = applies != rules.CoincheAppliesToContract
	winnerBelote = applies == rules.CoincheAppliesToTotalAndBelote || applies == rules.CoincheAppliesToAll
	allTeams = applies == rules.CoincheAppliesToAll
	return whole, winnerBelote, allTeams
}

// parts sets each team's parts for the deal's fate: pending (stopped
// before it is decided), made or failed.
func (s *dealScorer) parts() {
	switch {
	case !s.final && !s.ds.Made && !(s.m > 1 && s.failCertain):
		s.pending()
	case s.ds.Made:
		s.made()
	default:
		s.failed()
	}
}

// pending scores a deal stopped before its contract is decided (000 Fin
// de la partie): during the deal the defenders score their points as
// they are made; the declarers score nothing until the contract is
// reached; after a coinche nobody scores until the contract is made or
// failed.
func (s *dealScorer) pending() {
	p, e := &s.ds.Parts, s.e
	s.ds.Reason = ReasonPending
	if s.m == 1 {
		p[e].Cards = s.ds.Rounded[e]
		if s.scoresBelote() {
			p[e].Belote = s.bel[e]
		}
		if s.mode != rules.ScoringModeBid {
			p[e].Announces = s.ann[e]
		}
	}
}

// made scores a made contract: the declarers score the capot's total
// (capot_value, capot_coinched…), or the contract (times the multiplier)
// and their card points per the mode, or coinche_base under
// coinche_one_team_scores; each team keeps its belote (003
// "imprenable") and announcements, the defenders their card points,
// except as scoring.coinche_defenders_keep says after a coinche.
func (s *dealScorer) made() {
	sc, ds := s.sc, s.ds
	p, d, e, m := &ds.Parts, s.d, s.e, s.m
	capotLevel := s.o.Contract.Level == notation.Capot
	oneTeam := sc.CoincheOneTeamScores && m > 1
	switch {
	case capotLevel:
		p[d].Base = capotTotal(sc, s.mode, s.o.Double, m) * ds.Factor
	case s.mode == rules.ScoringModeBid:
		p[d].Contract = m * ds.Value
	case oneTeam:
		p[d].Contract = m * ds.Value
		p[d].Base = sc.CoincheBase
	default:
		if s.mode == rules.ScoringModeMadeAndBid || m > 1 {
			// 001: "on joue pour le double de l'annonce" — in points
			// faits the coinche puts the doubled contract at stake.
			p[d].Contract = m * ds.Value
		}
		p[d].Cards = ds.Rounded[d]
	}
	if s.scoresBelote() {
		p[d].Belote = s.bel[d]
		p[e].Belote = s.bel[e] // belote stays with its holder (003 "imprenable")
	}
	if s.mode != rules.ScoringModeBid {
		p[d].Announces = s.ann[d]
		if oneTeam {
			p[d].Announces += s.ann[e]
		} else {
			p[e].Announces = s.ann[e]
			if !capotLevel {
				p[e].Cards = ds.Rounded[e]
			}
		}
	}
	if m > 1 {
		// scoring.coinche_defenders_keep
		switch sc.CoincheDefendersKeep {
		case rules.CoincheDefendersKeepBelote:
			p[e] = Parts{Belote: p[e].Belote}
		case rules.CoincheDefendersKeepNothing:
			p[e] = Parts{}
		}
	}
	whole, winnerBelote, allTeams := s.coincheScope()
	multiplyCoinche(p, d, e, m, whole && !capotLevel, winnerBelote, allTeams)
}

// failed scores a failed contract: the defenders score the fixed base
// (failedBase), the declarers' announcements per
// scoring.announces_on_failure and their belote per belote_on_failure
// (004: lost with a failed capot under capot_failure_loses_belote).
func (s *dealScorer) failed() {
	sc, ds := s.sc, s.ds
	p, d, e, m := &ds.Parts, s.d, s.e, s.m
	capotLevel := s.o.Contract.Level == notation.Capot
	whole, winnerBelote, allTeams := s.coincheScope()
	p[e].Base, p[e].Contract = s.failedBase(capotLevel, whole)
	if s.scoresBelote() {
		p[e].Belote = s.bel[e]
		switch {
		case capotLevel && sc.CapotFailureLosesBelote:
			// 004: a team that bids capot and fails loses its belote.
		case sc.BeloteOnFailure == rules.BeloteOnFailureOpponents:
			p[e].Belote += s.bel[d]
		default:
			p[d].Belote = s.bel[d]
		}
	}
	if s.mode != rules.ScoringModeBid {
		p[e].Announces = s.ann[e]
		if sc.AnnouncesOnFailure == rules.AnnouncesOnFailureHolder {
			p[d].Announces = s.ann[d]
		} else {
			p[e].Announces += s.ann[d]
		}
	}
	multiplyCoinche(p, e, d, m, whole && !capotLevel, winnerBelote, allTeams)
}

// failedBase is the defenders' base and contract points when the
// contract fails: a failed capot's capot_failed (multiplied per
// capot_failed_coinched) or its total; coinche_base and the doubled
// contract after a coinche on the contract alone; else failed_base
// (plus the contract under failed_adds_contract), or both teams' card
// points under failed_points = "both-teams"; plus capot_last_trick's
// extra when the defenders took every trick. whole: the coinche
// multiplies the whole score (coincheScope).
func (s *dealScorer) failedBase(capotLevel, whole bool) (base, contract int) {
	sc, ds, m := s.sc, s.ds, s.m
	switch {
	case capotLevel && m > 1 && sc.CapotFailedCoinched == rules.CapotFailedCoinchedMultiplied && sc.CapotFailed > 0:
		base = sc.CapotFailed * m * ds.Factor // Alounv: 320 × 2
	case capotLevel && m > 1:
		base = capotTotal(sc, s.mode, s.o.Double, m) * ds.Factor
	case capotLevel && sc.CapotFailed > 0:
		base = sc.CapotFailed * ds.Factor
	case m > 1 && !whole:
		base = sc.CoincheBase
		contract = m * ds.Value
	default: // m > 1 here only under whole: multiplyCoinche doubles the base
		base = sc.FailedBase
		if sc.FailedAddsContract {
			contract = m * ds.Value
		}
	}
	bothTeams := sc.FailedPoints == rules.FailedPointsBothTeams && !capotLevel
	if bothTeams {
		// scoring.failed_points = "both-teams": the card points of
		// both teams as counted (capot_last_trick included) stand
		// for the fixed base (Oliboy50: 252 when the declarers took
		// every trick and still failed).
		base = ds.Points[0] + ds.Points[1]
	}
	if !capotLevel && !bothTeams && s.capot == notation.TeamAt(s.e) {
		// The defenders took every trick: the last one is worth
		// capot_last_trick (0 unless set).
		base += s.capotExtra
	}
	return base, contract
}

// Compare reports a written result (Outcome.Written) that differs from the
// computed score ds: an Error with code "score/result-mismatch" at the
// result's position, e.g. "written NS 0 EW 250, computed NS 0 EW 252".
// Nil when nothing is written or the figures agree.
func Compare(ds DealScore, o rules.Outcome) *notation.Error {
	return compare(&ds, &o)
}

func compare(ds *DealScore, o *rules.Outcome) *notation.Error {
	w := o.Written
	if w == nil || (w.NS == ds.Score[0] && w.EW == ds.Score[1]) {
		return nil
	}
	args := []any{w.NS, w.EW, ds.Score[0], ds.Score[1], why{*ds}}
	return &notation.Error{
		File: o.Deal.File(),
		Pos:  w.Pos,
		Code: "score/result-mismatch",
		Msg:  i18n.English.T(i18n.ResultMismatch, args...),
		Key:  i18n.ResultMismatch,
		Args: args,
	}
}

// CompareVerdict reports a summary deal whose written verdict ("made" or
// "failed") is not what the scoring rules make of its figures: an Error
// with code "score/verdict-mismatch" at the summary, e.g. "written made,
// but the contract failed: 80 counted < 82 needed". Nil when no verdict is
// written, when they agree, or for a deal stopped before the contract was
// decided.
func CompareVerdict(ds DealScore, o rules.Outcome) *notation.Error {
	return compareVerdict(&ds, &o)
}

func compareVerdict(ds *DealScore, o *rules.Outcome) *notation.Error {
	if o.Deal == nil || o.Deal.Summary == nil || ds.AllPass || ds.Reason == ReasonPending {
		return nil
	}
	sum := o.Deal.Summary
	if sum.Verdict == notation.NoVerdict || (sum.Verdict == notation.Made) == ds.Made {
		return nil
	}
	written, computed := i18n.S(i18n.ResultMade), i18n.S(i18n.ResultFailed)
	if sum.Verdict == notation.Failed {
		written, computed = computed, written
	}
	// What would have been accepted: the same figures under the
	// computed verdict, e.g. "write failed 81".
	var fix any = computed
	if sum.Points >= 0 {
		fix = i18n.S(i18n.VerdictFix, computed, sum.Points)
	}
	args := []any{written, computed, verdict{*ds}, fix}
	return &notation.Error{
		File: o.Deal.File(),
		Pos:  sum.Pos,
		Code: "score/verdict-mismatch",
		Msg:  i18n.English.T(i18n.VerdictMismatch, args...),
		Key:  i18n.VerdictMismatch,
		Args: args,
	}
}

// Problems is every disagreement between what a record writes and what
// it scores: CompareVerdict, then Compare.
func Problems(ds DealScore, o rules.Outcome) notation.ErrorList {
	return AppendProblems(nil, &ds, &o)
}

// AppendProblems appends Problems(*ds, *o) to l and returns it, without
// copying the score or the outcome (the pipeline's way).
func AppendProblems(l notation.ErrorList, ds *DealScore, o *rules.Outcome) notation.ErrorList {
	if e := compareVerdict(ds, o); e != nil {
		l = append(l, e)
	}
	if e := compare(ds, o); e != nil {
		l = append(l, e)
	}
	return l
}
