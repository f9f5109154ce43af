// Package score turns the outcome of a checked deal (rules.Outcome) into
// points under a ruleset's Scoring keys, keeps a game's score sheet deal by
// deal under its Game keys, decides who wins, and writes the sheet as a
// table, markdown, CSV or JSON lines. docs/scoring.md gives each preset's
// figures and every choice made where a rule document is ambiguous.
package score

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// Scoring modes (001 LES ENCHERES): the key Scoring.Mode, or a game's
// [Scoring "..."] header tag.
const (
	// ModeMadeAndBid (points faits + annoncés): a made contract scores
	// its value plus the declarers' points; the defenders score theirs.
	ModeMadeAndBid = "made-and-bid"
	// ModeMade (points faits): each team scores the points it took.
	ModeMade = "made"
	// ModeBid (points annoncés): a made contract scores its value only
	// and the defenders nothing.
	ModeBid = "bid"
)

// ParseMode returns the canonical mode name for a key or a [Scoring]
// header value: "made-and-bid", "made" or "bid", or 001's French names
// "points faits + annoncés", "points faits", "points annoncés" (case,
// accents, spaces, "-" and "_" do not matter; "points" may be left out).
// The empty string is ModeMadeAndBid. Error: an unknown name.
func ParseMode(s string) (string, error) {
	switch s { // the canonical names, without allocating
	case "", ModeMadeAndBid:
		return ModeMadeAndBid, nil
	case ModeMade:
		return ModeMade, nil
	case ModeBid:
		return ModeBid, nil
	}
	k := strings.ToLower(s)
	k = strings.NewReplacer("é", "e", "É", "e", " ", "", "-", "", "_", "", "points", "").Replace(k)
	switch k {
	case "madeandbid", "faits+annonces", "faitsetannonces", "faitsannonces":
		return ModeMadeAndBid, nil
	case "made", "faits":
		return ModeMade, nil
	case "bid", "annonces":
		return ModeBid, nil
	}
	return "", fmt.Errorf("unknown scoring mode %q: made-and-bid (points faits + annoncés), made (points faits) or bid (points annoncés)", s)
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

var reasonText = [...]string{"no contract", "reached", "short", "not more than the defenders",
	"every trick", "a trick lost", "every trick alone", "not every trick alone", "undecided", "fewer than the defenders"}

func (r Reason) String() string {
	if int(r) < len(reasonText) {
		return reasonText[int(r)]
	}
	return "?"
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
	Mode       string // ModeMadeAndBid, ModeMade or ModeBid
	Value      int    // the contract's value: the bid, match_value, generale_value or capot_value, times Factor
	Factor     int    // the factor of the contract's kind (scoring.contract_factor_*), 1 when none
	Multiplier int    // 1, or coinche_multiplier / surcoinche_multiplier

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
	// Mode overrides Scoring.Mode (a game's [Scoring "..."] header).
	// Empty: the ruleset's mode.
	Mode string
}

// Deal scores one deal under the ruleset's Scoring keys. An all-pass deal
// scores 0 to both teams. It never fails: keys left at zero take the usual
// values (coinche ×2, surcoinche ×4, belote 20).
func Deal(rs *rules.Ruleset, o rules.Outcome) DealScore {
	return DealWith(rs, o, Options{})
}

// DealWith is Deal with options (the game's chosen mode). An unknown mode
// is scored as ModeMadeAndBid; check it with ParseMode first.
func DealWith(rs *rules.Ruleset, o rules.Outcome, opt Options) DealScore {
	var ds DealScore
	mode := opt.Mode
	if mode == "" {
		mode = rs.Scoring.Mode.String()
	}
	mode, err := ParseMode(mode)
	if err != nil {
		mode = ModeMadeAndBid
	}
	scoreDeal(rs, mode, &o, &ds)
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
	kind := "trump"
	switch s {
	case notation.SansAtout:
		kind = "sans-atout"
	case notation.ToutAtout:
		kind = "tout-atout"
	}
	t := rs.CardPointsTotal(kind) // the card points, as the ruleset's Lint counts them
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
func capotTotal(sc *rules.Scoring, mode string, double notation.CoincheLevel, mult int) int {
	v := sc.CapotValue
	if mode == ModeBid && sc.BidModeCapotValue > 0 {
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

func scoreDeal(rs *rules.Ruleset, mode string, o *rules.Outcome, ds *DealScore) {
	sc := &rs.Scoring
	ds.Mode = mode
	if o.Deal != nil {
		ds.Number = o.Deal.Number
		ds.Dealer = o.Deal.Dealer
	}
	ds.Points = o.Points
	capot := o.Capot
	if sc.CapotBy == rules.CapotByPoints && capot == notation.NoTeam && !o.Stopped && !o.AllPass {
		// scoring.capot_by = "points": a team whose card points (dix de
		// der included) are 0 is capot, tricks or not.
		for t := 0; t < 2; t++ {
			if o.Points[1-t] == 0 && o.Points[t] > 0 {
				capot = notation.TeamAt(t)
			}
		}
	}
	ds.Taken = o.Points
	if !o.AllPass && scales(sc, o.Contract.Strain) {
		ds.Points = scalePoints(rs, o)
		ds.Scaled = true
	}
	if sc.DefendersPoints == rules.DefendersPointsComplement && !o.AllPass {
		d := rules.TeamIndex(o.Declarer)
		ds.Points[1-d] = scaledSum(rs, o) - ds.Points[d]
	}
	// scoring.capot_last_trick: the last trick of a team taking every
	// trick is worth this instead of the dix de der (252 in all).
	capotExtra := 0
	if sc.CapotLastTrick > 0 && capot != notation.NoTeam {
		capotExtra = sc.CapotLastTrick - rs.Cards.LastTrick
		ds.Points[capot.Index()] += capotExtra
	}
	ds.Tricks = o.Tricks
	ds.Capot = capot
	ds.Solo = o.Solo
	ds.Belote = o.Belote
	ds.Announces = o.Announces
	ds.Stopped = o.Stopped
	ds.StoppedBy = o.StoppedBy
	if o.Stopped && ds.StoppedBy == notation.NoTeam && o.Deal != nil && o.Deal.WonBy != notation.NoSeat {
		ds.StoppedBy = o.Deal.WonBy.Team()
	}
	if o.AllPass {
		ds.AllPass = true
		ds.Team = -1
		ds.Multiplier = 1
		return
	}
	ds.Declarer = o.Declarer
	ds.Contract = o.Contract
	ds.Double = o.Double
	d := rules.TeamIndex(o.Declarer)
	e := 1 - d
	ds.Team = d
	ds.Factor = sc.ContractFactor(o.Contract.Strain)
	ds.Value = contractValue(sc, o.Contract) * ds.Factor
	m := multiplier(sc, o.Double)
	ds.Multiplier = m

	var bel [2]int
	if o.Belote != notation.NoTeam || o.Belotes != [2]int{} {
		ds.BelotePts = rs.Belote.Points
		if ds.BelotePts == 0 {
			ds.BelotePts = 20
		}
		// Each team scores each belote it declared: in tout-atout a
		// belote may be declared in any suit (002 « En tout atout, une
		// belote peut être déclarée dans n'importe quelle couleur »; 004:
		// "the rules relating to trumps apply"), by both teams. Belote
		// alone (a summary deal) is one belote.
		for t, n := range o.Belotes {
			bel[t] = n * ds.BelotePts
		}
		if o.Belote != notation.NoTeam && bel[o.Belote.Index()] == 0 {
			bel[o.Belote.Index()] = ds.BelotePts
		}
		for t := range bel {
			ds.Belotes[t] = bel[t] / ds.BelotePts
		}
		if ds.Belote == notation.NoTeam { // Belotes without Belote (an Outcome built in Go)
			ds.Belote = notation.TeamAt(0)
			if bel[0] == 0 {
				ds.Belote = notation.TeamAt(1)
			}
		}
	}
	ann := o.Announces

	for t := 0; t < 2; t++ {
		ds.Rounded[t] = roundPoints(sc.Rounding, ds.Points[t])
	}
	if sc.DefendersPoints == rules.DefendersPointsComplement {
		// The defenders score the rounded total less the declarers'
		// rounded points (Alounv: 85 and 77 score 90 and 70).
		ds.Rounded[e] = roundPoints(sc.Rounding, ds.Points[0]+ds.Points[1]) - ds.Rounded[d]
	}
	capotBonus := -1 // the team whose card points became capot_bonus / solo_bonus
	for t := 0; t < 2; t++ {
		if capot == notation.TeamAt(t) {
			switch {
			case o.Solo && sc.SoloBonus > 0:
				ds.Rounded[t], capotBonus = sc.SoloBonus, t
			case sc.CapotBonus > 0:
				ds.Rounded[t], capotBonus = sc.CapotBonus, t
			}
		}
	}

	// Is the contract made?
	count := func(t int) int {
		n := ds.Points[t]
		if sc.CapotBonusCounts && t == capotBonus {
			// scoring.capot_bonus_counts (BGA): the capot's 250 count
			// toward the contract in place of the card points.
			n = ds.Rounded[t]
		}
		if sc.BeloteCountsForContract || mode == ModeBid {
			n += bel[t]
		}
		if sc.AnnouncesCountForContract {
			n += ann[t]
		}
		return n
	}
	total := TotalPoints(rs, o.Contract.Strain)
	final := !o.Stopped || o.Points[0]+o.Points[1] >= total
	failCertain := false
	switch o.Contract.Level {
	case notation.Points:
		ds.Needed = o.Contract.Value + sc.ExtraToMake
		if sc.MinimumToMake > ds.Needed {
			ds.Needed = sc.MinimumToMake
		}
		ds.Counted = count(d)
		ds.Defenders = count(e)
		if sc.CapotBonusCounts && d == capotBonus {
			ds.CountedCapot = ds.Rounded[d]
		}
		if sc.BeloteCountsForContract || mode == ModeBid {
			ds.CountedBelote = bel[d]
		}
		if sc.AnnouncesCountForContract {
			ds.CountedAnnounces = ann[d]
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
		if !final && !ds.Made {
			// What the declarers can still take: every point not yet won.
			failCertain = ds.Counted+(total-o.Points[0]-o.Points[1]) < ds.Needed
		}
	case notation.Generale:
		ds.Made = capot == notation.TeamAt(d) && o.Solo && (o.SoloSeat == notation.NoSeat || o.SoloSeat == o.Declarer)
		ds.Reason = ReasonNotSolo
		if ds.Made {
			ds.Reason = ReasonSolo
		}
		failCertain = o.Tricks[e] > 0
	default: // capot, match
		ds.Made = capot == notation.TeamAt(d)
		ds.Reason = ReasonNotAllTricks
		if ds.Made {
			ds.Reason = ReasonAllTricks
		}
		failCertain = o.Tricks[e] > 0
	}
	if !final && o.Contract.Level != notation.Points {
		ds.Made = false // not decided before the last trick
	}

	p := &ds.Parts
	bidMode := mode == ModeBid
	capotLevel := o.Contract.Level == notation.Capot
	oneTeam := sc.CoincheOneTeamScores && m > 1
	// What the coinche multiplies (scoring.coinche_applies_to): the
	// winner's whole score (total2), its belote too (winnerBelote), and
	// the loser's score too (allTeams).
	applies := sc.CoincheAppliesTo
	total2 := m > 1 && applies != rules.CoincheAppliesToContract
	winnerBelote := m > 1 && (applies == rules.CoincheAppliesToTotalAndBelote || applies == rules.CoincheAppliesToAll)
	allTeams := m > 1 && applies == rules.CoincheAppliesToAll

	switch {
	case !final && !ds.Made && !(m > 1 && failCertain):
		// 000 Fin de la partie: during the deal the defenders score their
		// points as they are made; the declarers score nothing until the
		// contract is reached; after a coinche nobody scores until the
		// contract is made or failed.
		ds.Reason = ReasonPending
		if m == 1 {
			p[e].Cards = ds.Rounded[e]
			if !bidMode {
				p[e].Belote = bel[e]
				p[e].Announces = ann[e]
			}
		}

	case ds.Made:
		switch {
		case capotLevel:
			p[d].Base = capotTotal(sc, mode, o.Double, m) * ds.Factor
		case bidMode:
			p[d].Contract = m * ds.Value
		case oneTeam:
			p[d].Contract = m * ds.Value
			p[d].Base = sc.CoincheBase
		default:
			if mode == ModeMadeAndBid || m > 1 {
				// 001: "on joue pour le double de l'annonce" — in points
				// faits the coinche puts the doubled contract at stake.
				p[d].Contract = m * ds.Value
			}
			p[d].Cards = ds.Rounded[d]
		}
		if !bidMode {
			p[d].Belote = bel[d]
			p[d].Announces = ann[d]
			p[e].Belote = bel[e] // belote stays with its holder (003 "imprenable")
			if oneTeam {
				p[d].Announces += ann[e]
			} else {
				p[e].Announces = ann[e]
				if !capotLevel {
					p[e].Cards = ds.Rounded[e]
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
		}
		multiplyCoinche(p, d, e, m, total2 && !capotLevel, winnerBelote, allTeams)

	default: // failed
		var base, contract int
		switch {
		case capotLevel && m > 1 && sc.CapotFailedCoinched == rules.CapotFailedCoinchedMultiplied && sc.CapotFailed > 0:
			base = sc.CapotFailed * m * ds.Factor // Alounv: 320 × 2
		case capotLevel && m > 1:
			base = capotTotal(sc, mode, o.Double, m) * ds.Factor
		case capotLevel && sc.CapotFailed > 0:
			base = sc.CapotFailed * ds.Factor
		case m > 1 && !total2:
			base = sc.CoincheBase
			contract = m * ds.Value
		default: // m > 1 here only under total2: multiplyCoinche doubles the base
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
		if !capotLevel && !bothTeams && capot == notation.TeamAt(e) {
			// The defenders took every trick: the last one is worth
			// capot_last_trick (0 unless set).
			base += capotExtra
		}
		p[e].Base = base
		p[e].Contract = contract
		if !bidMode {
			p[e].Belote = bel[e]
			p[e].Announces = ann[e]
			switch {
			case capotLevel && sc.CapotFailureLosesBelote:
				// 004: a team that bids capot and fails loses its belote.
			case sc.BeloteOnFailure == rules.BeloteOnFailureOpponents:
				p[e].Belote += bel[d]
			default:
				p[d].Belote = bel[d]
			}
			if sc.AnnouncesOnFailure == rules.AnnouncesOnFailureHolder {
				p[d].Announces = ann[d]
			} else {
				p[e].Announces += ann[d]
			}
		}
		multiplyCoinche(p, e, d, m, total2 && !capotLevel, winnerBelote, allTeams)
	}
	ds.Score[0] = p[0].Sum()
	ds.Score[1] = p[1].Sum()
}

// Compare reports a written result (Outcome.Written) that differs from the
// computed score ds: an Error with code "score/result-mismatch" at the
// result's position, e.g. "written NS 0 EW 250, computed NS 0 EW 252".
// Nil when nothing is written or the figures agree.
func Compare(ds DealScore, o rules.Outcome) *notation.Error {
	w := o.Written
	if w == nil || (w.NS == ds.Score[0] && w.EW == ds.Score[1]) {
		return nil
	}
	return &notation.Error{
		File: o.Deal.File(),
		Pos:  w.Pos,
		Code: "score/result-mismatch",
		Msg: fmt.Sprintf("written NS %d EW %d, computed NS %d EW %d (%s)",
			w.NS, w.EW, ds.Score[0], ds.Score[1], ds.Why()),
	}
}

// CompareVerdict reports a summary deal whose written verdict ("made" or
// "failed") is not what the scoring rules make of its figures: an Error
// with code "score/verdict-mismatch" at the summary, e.g. "written made,
// but the contract failed: 80 counted < 82 needed". Nil when no verdict is
// written, when they agree, or for a deal stopped before the contract was
// decided.
func CompareVerdict(ds DealScore, o rules.Outcome) *notation.Error {
	if o.Deal == nil || o.Deal.Summary == nil || ds.AllPass || ds.Reason == ReasonPending {
		return nil
	}
	sum := o.Deal.Summary
	if sum.Verdict == notation.NoVerdict || (sum.Verdict == notation.Made) == ds.Made {
		return nil
	}
	written, computed := "made", "failed"
	if sum.Verdict == notation.Failed {
		written, computed = "failed", "made"
	}
	// What would have been accepted: the same figures under the
	// computed verdict, e.g. "write failed 81".
	fix := computed
	if sum.Points >= 0 {
		fix += " " + strconv.Itoa(sum.Points)
	}
	return &notation.Error{
		File: o.Deal.File(),
		Pos:  sum.Pos,
		Code: "score/verdict-mismatch",
		Msg:  fmt.Sprintf("written %s, but the contract %s: %s; write %s", written, computed, ds.verdictText(), fix),
	}
}

// Problems is every disagreement between what a record writes and what
// it scores: CompareVerdict, then Compare.
func Problems(ds DealScore, o rules.Outcome) notation.ErrorList {
	var l notation.ErrorList
	if e := CompareVerdict(ds, o); e != nil {
		l = append(l, e)
	}
	if e := Compare(ds, o); e != nil {
		l = append(l, e)
	}
	return l
}
