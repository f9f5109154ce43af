package rules

import (
	"fmt"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// Checker checks the deals of one game against a ruleset and reports every
// problem as a notation.Error with a stable code (docs/diagnostics.md). It
// is stateful across the deals of a game: deal numbers must follow each
// other and the deal passes to the next seat in the direction of play
// (000 Donne, 002 But du jeu, 004), also after a deal every player passed,
// unless bidding.all_pass is "same-dealer" (then the same dealer deals
// again). A « nous avons gagné » (Deal.Won) is accepted only under
// game.declare_win (000 Fin de la partie). Call Reset before the deals of another
// game. A Checker is not safe for concurrent use.
type Checker struct {
	rs  *Ruleset
	eng *Engine
	auc Auction
	cw  bool

	deals      int           // deals checked since Reset
	lastNumber int           // number of the last deal (written or counted)
	lastDealer notation.Seat // dealer of the last deal, NoSeat when unknown
	lastVoid   bool          // every player passed the last deal

	slow  bool                // no fast path (check_fast.go): the tests' reference
	order [5][4]notation.Seat // by leader: the seats in the order they play to a trick
	// for fastAuction: the numbers of points a bid may name (bit v, v
	// under 512), the strains it may name (bit 1<<strain), the passes
	// after a bid that close the bidding
	bidValues  [8]uint64
	bidStrains uint8
	closing    int
	scratch    notation.ErrorList // errors of the deal being checked
	st         dealState          // work space of the deal being checked
}

// NewChecker builds a checker for rs. It returns an error when the ruleset
// cannot be used: the engine's errors (deck, card orders, play rules,
// direction; see NewEngine), or a bidding range with min above max or a
// step below 1. The checker keeps tables built from rs (its engine, the
// bids of its fast path): rs is not to be changed afterwards.
func NewChecker(rs *Ruleset) (*Checker, error) {
	eng, err := NewEngine(rs)
	if err != nil {
		return nil, err
	}
	b := &rs.Bidding
	if b.Step < 1 && len(b.Ladder) == 0 {
		return nil, fmt.Errorf("rules: bidding.step is %d; want 1 or more", b.Step)
	}
	if b.Max < b.Min {
		return nil, fmt.Errorf("rules: bidding.min %d is above bidding.max %d", b.Min, b.Max)
	}
	c := &Checker{rs: rs, eng: eng, cw: rs.Deal.Direction == DirectionClockwise}
	for s := notation.North; s <= notation.West; s++ {
		for i := range c.order[s] {
			c.order[s][i] = c.nth(s, i)
		}
	}
	c.fastAuctionTables()
	return c, nil
}

// Engine is the play engine the checker uses.
func (c *Checker) Engine() *Engine { return c.eng }

// Ruleset is the ruleset the checker applies.
func (c *Checker) Ruleset() *Ruleset { return c.rs }

// Reset forgets the previous deals: the next deal starts a new game.
func (c *Checker) Reset() {
	c.deals, c.lastNumber, c.lastDealer, c.lastVoid = 0, 0, notation.NoSeat, false
}

// CheckGame checks every deal of g under rs, in order, and returns one
// Outcome per deal (AllPass deals included) and every problem found,
// sorted by position. A ruleset the checker cannot use gives no outcomes
// and one error (code "ruleset/invalid") at the game's position.
func CheckGame(g *notation.Game, rs *Ruleset) ([]Outcome, notation.ErrorList) {
	c, err := NewChecker(rs)
	if err != nil {
		var errs notation.ErrorList
		errs.Add(g.Pos, "ruleset/invalid", "%v", err)
		errs.SetFile(g.File)
		return nil, errs
	}
	outs := make([]Outcome, 0, len(g.Deals))
	var errs notation.ErrorList
	for _, d := range g.Deals {
		o, e := c.CheckDeal(d)
		outs = append(outs, o)
		errs = append(errs, e...)
	}
	errs.Sort()
	return outs, errs
}

func (c *Checker) next(s notation.Seat) notation.Seat { return nextSeat(c.cw, s) }

func (c *Checker) prev(s notation.Seat) notation.Seat {
	return c.next(c.next(c.next(s)))
}

// nth is the seat i places after s in the direction of play.
func (c *Checker) nth(s notation.Seat, i int) notation.Seat {
	for ; i > 0; i-- {
		s = c.next(s)
	}
	return s
}

// CheckDeal checks one deal, the next of the game, and returns what it
// comes to and every problem found, sorted by position. It never stops at
// the first problem: the rest of the deal is checked as if the faulty call
// or card had been legal. A deal with syntax errors (Bad) is checked as
// far as what was read allows; the checks that need the whole record
// (hand sizes, missing cards, number of tricks, closed bidding) are then
// left out, since the syntax errors already explain them. The errors carry
// the deal's file name (Deal.File). A record that is legal but likely
// wrong gets an Error with Warning set, among the others: a belote said
// without its rebelote (belote/no-rebelote); it is not a problem, and a
// caller that counts problems leaves it out.
func (c *Checker) CheckDeal(d *notation.Deal) (Outcome, notation.ErrorList) {
	var out Outcome
	errs := c.CheckDealTo(&out, d)
	return out, errs
}

// CheckDealTo is CheckDeal writing the Outcome to *out (which it
// overwrites whole) rather than returning it: for a caller that keeps the
// Outcome in place (package score/stream), some 300 bytes less to copy a
// deal.
func (c *Checker) CheckDealTo(out *Outcome, d *notation.Deal) notation.ErrorList {
	if d == nil {
		*out = Outcome{Capot: notation.NoTeam, Belote: notation.NoTeam, Tricks: [2]int{-1, -1}}
		return nil
	}
	// Errors are gathered in a scratch list owned by the checker (no
	// allocation for a clean deal) and copied out.
	errs := &c.scratch
	*errs = (*errs)[:0]
	*out = Outcome{Deal: d, Capot: notation.NoTeam, Belote: notation.NoTeam, Tricks: [2]int{-1, -1}, Written: d.Result}
	dealer := c.rotation(d, errs)
	if d.Won != nil && !c.rs.Game.DeclareWin {
		errs.AddKey(*d.Won, "deal/won", i18n.DealWon)
	}
	if d.Won != nil {
		out.Stopped = true
		if d.WonBy >= notation.North && d.WonBy <= notation.West {
			out.StoppedBy = d.WonBy.Team()
		}
	}
	if d.IsSummary() {
		c.checkSummary(d, out, errs)
	} else {
		c.st = dealState{}
		c.st.check(c, d, dealer, out, errs)
	}
	c.lastVoid = out.AllPass
	if len(*errs) == 0 {
		return nil
	}
	list := append(notation.ErrorList(nil), *errs...)
	clear(*errs)
	list.SetFile(d.File())
	list.Sort()
	return list
}

// rotation checks the deal number and the dealer against the previous
// deal and returns the dealer of this deal (NoSeat when unknown).
func (c *Checker) rotation(d *notation.Deal, errs *notation.ErrorList) notation.Seat {
	number := d.Number
	if c.deals > 0 && c.lastNumber > 0 {
		want := c.lastNumber + 1
		if number != 0 && number != want && !d.Bad {
			errs.AddKey(dealPos(d), "deal/number", i18n.DealNumber, number, c.lastNumber, want)
		}
		if number == 0 {
			number = want
		}
	}
	c.lastNumber = number

	want := c.next(c.lastDealer)
	same := c.lastVoid && c.rs.Bidding.AllPass == AllPassSameDealer
	if same {
		want = c.lastDealer
	}
	if c.deals == 0 {
		want = notation.NoSeat
	}
	dealer := d.Dealer
	if dealer < notation.North || dealer > notation.West {
		dealer = notation.NoSeat
	}
	if dealer != notation.NoSeat && want != notation.NoSeat && dealer != want && !d.Bad {
		if same {
			errs.AddKey(dealPos(d), "deal/dealer", i18n.DealDealerSame, dealer.String(), number, want.String())
		} else {
			errs.AddKey(dealPos(d), "deal/dealer", i18n.DealDealer, dealer.String(), number, c.lastDealer.String(), want.String())
		}
		// A slip of the pen when the bidding starts where the rotation
		// says: then go on with the dealer of the rotation, so that the
		// calls, the lead and the next deals are not all wrong too.
		if len(d.Calls) > 0 && d.Calls[0].Seat == c.next(want) && d.Calls[0].Seat != c.next(dealer) {
			dealer = want
		}
	}
	if dealer == notation.NoSeat {
		dealer = want
	}
	if dealer == notation.NoSeat && !d.IsSummary() {
		// The first deal of a game without a written dealer: the seat
		// before the first call, or before the first trick's leader.
		if len(d.Calls) > 0 {
			dealer = c.prev(d.Calls[0].Seat)
		} else if len(d.Tricks) > 0 {
			dealer = c.prev(d.Tricks[0].Leader)
		}
	}
	c.lastDealer = dealer
	c.deals++
	return dealer
}

// dealPos is the position of the deal keyword.
func dealPos(d *notation.Deal) notation.Pos {
	if d.Head.IsValid() {
		return d.Head
	}
	return d.Pos
}

// total is the card points of a deal under the strain, dix de der
// included: 162 (32 cards) or 157 (36 cards) in a suit contract.
func (c *Checker) total(strain notation.Strain) int {
	return c.eng.HandPoints(strain, c.eng.Deck()) + c.rs.Cards.LastTrick
}

// at is pos when it is set, else the fallback (a summary item's position,
// or the summary's when the item's is unknown).
func at(pos, fallback notation.Pos) notation.Pos {
	if pos.IsValid() {
		return pos
	}
	return fallback
}

// checkSummary validates a summary deal and fills out from it: the
// declarer, the contract and its coinche, the card points
// (summaryPoints), belote (summaryBelote) and announcements
// (summaryAnnounces).
func (c *Checker) checkSummary(d *notation.Deal, out *Outcome, errs *notation.ErrorList) {
	s := d.Summary
	if s.AllPass {
		out.AllPass = true
		return
	}
	k := s.Contract
	out.Declarer, out.Contract, out.Double = s.Declarer, k, s.Double
	if s.Declarer < notation.North || s.Declarer > notation.West {
		errs.AddKey(s.Pos, "summary/declarer", i18n.SummaryDeclarer)
		out.Declarer = notation.NoSeat
	}
	// A contract that could not be read (syntax errors) is not checked.
	if d.Bad && k == (notation.Contract{}) {
		return
	}
	checkContract(c.rs, at(s.ContractPos, s.Pos), notation.NoSeat, k, "contract", errs)
	c.checkDouble(at(s.DoublePos, s.Pos), k, s.Double, errs)
	c.summaryPoints(d, out, errs)
	c.summaryBelote(s, out, errs)
	c.summaryAnnounces(s, out, errs)
}

// summaryPoints sets out's card points, capot and tricks from a summary:
// the declaring team's points as written (summaryWritten), all of them
// or none when a team took every trick, the defenders the rest; and the
// player who took every trick alone (000), said by "capot SEAT" or by a
// générale made.
func (c *Checker) summaryPoints(d *notation.Deal, out *Outcome, errs *notation.ErrorList) {
	s := d.Summary
	k := s.Contract
	total := c.total(k.Strain)
	dt := s.Declarer.Team().Index()
	points, capot := c.summaryWritten(d, total, errs)
	out.PointsUnwritten = s.Points == -1 && capot == notation.NoTeam && s.Verdict == notation.Failed && k.Level == notation.Points
	if capot != notation.NoTeam {
		ct := capot.Index()
		want := total
		if ct != dt {
			want = 0
		}
		if points == -1 {
			points = want
		} else if points != want {
			errs.AddKey(at(s.CapotPos, at(s.PointsPos, s.Pos)), "summary/capot", i18n.SummaryCapot, capot.String(), want, points)
			points = want
		}
		out.Capot = capot
		hs := c.rs.HandSize()
		out.Tricks[ct], out.Tricks[1-ct] = hs, 0
	}
	if points < 0 {
		points = 0
	}
	out.Points[dt], out.Points[1-dt] = points, total-points
	// A générale made is one player alone taking every trick (000). A
	// summary cannot say who took the tricks: "made", or the declaring
	// team's capot with no verdict, says the declarer took them alone;
	// "failed" with that capot says the partner took one or more (000's
	// générale written "E générale ♠ failed 157 capot EW"). "capot SEAT"
	// names the player who took them alone, in any contract (000: "si un
	// même joueur réalise seul tous les plis", 500 points).
	switch {
	case s.CapotBy != notation.NoSeat:
		out.Solo, out.SoloSeat = true, s.CapotBy
	case k.Level == notation.Generale && (s.Verdict == notation.Made || (s.Verdict != notation.Failed && capot == s.Declarer.Team())):
		out.Solo, out.SoloSeat = true, s.Declarer
	}
}

// summaryWritten is the declaring team's points as a summary writes them
// (-1: not written, with a capot) and the team that took every trick
// (NoTeam if none): a capot, match or générale made is the declarers'
// capot; "made 252" under scoring.capot_last_trick is theirs too. Points
// missing, or outside 0 to total, are reported and brought within.
func (c *Checker) summaryWritten(d *notation.Deal, total int, errs *notation.ErrorList) (points int, capot notation.Team) {
	s := d.Summary
	k := s.Contract
	points = s.Points
	capot = s.Capot
	// "N capot ♥ made" (the entry of issue 5): a capot, match or générale
	// made means the declaring team took every trick, so the points need
	// not be written.
	if capot == notation.NoTeam && points == -1 && s.Verdict == notation.Made && k.Level != notation.Points {
		capot = s.Declarer.Team()
	}
	// scoring.capot_last_trick: "made 252" (152 + 100) is the declarers
	// taking every trick, the last one worth 100 (package score adds it).
	if extra := c.rs.Scoring.CapotLastTrick - c.rs.Cards.LastTrick; c.rs.Scoring.CapotLastTrick > 0 && extra != 0 && points == total+extra {
		if capot == notation.NoTeam {
			capot = s.Declarer.Team()
		}
		if capot == s.Declarer.Team() {
			points = total
		}
	}
	switch {
	case points == -1 && capot == notation.NoTeam && s.Verdict == notation.Failed && k.Level == notation.Points:
		// "E 100D failed": accepted where a failed contract scores the
		// same whatever was taken (Outcome.PointsUnwritten, checked by
		// score/stream). A failed capot or générale still needs them
		// (who took which tricks).
		points = 0
	case points == -1 && capot == notation.NoTeam:
		if !d.Bad {
			errs.AddKey(s.Pos, "summary/points", i18n.SummaryNoPoints, total)
		}
		points = 0
	case points < -1 || points > total:
		errs.AddKey(at(s.PointsPos, s.Pos), "summary/points", i18n.SummaryPoints, points, total, capotWorth(c.rs, total))
		points = max(0, min(points, total))
	}
	return points, capot
}

// summaryBelote checks a summary's `belote TEAM` against belote.who and
// the contract's strain (beloteAllowed) and sets out's belote.
func (c *Checker) summaryBelote(s *notation.Summary, out *Outcome, errs *notation.ErrorList) {
	if s.Belote == notation.NoTeam || !c.beloteAllowed(at(s.BelotePos, s.Pos), s.Contract.Strain, errs) {
		return
	}
	if c.rs.Belote.Who == BeloteWhoDeclaringTeam && s.Belote != s.Declarer.Team() {
		errs.AddKey(at(s.BelotePos, s.Pos), "belote/team", i18n.BeloteTeam, s.Belote.String(), s.Declarer.Team().String())
		return
	}
	out.Belote = s.Belote
	out.Belotes[s.Belote.Index()] = 1
}

// summaryAnnounces checks a summary's `announce TEAM POINTS` items
// (announces.enabled; only the team with the best announcement scores,
// 004 and 002 Annonces) and adds them to out.
func (c *Checker) summaryAnnounces(s *notation.Summary, out *Outcome, errs *notation.ErrorList) {
	if len(s.Announces) == 0 {
		return
	}
	if !c.rs.Announces.Enabled {
		errs.AddKey(s.Announces[0].Pos, "announce/disabled", i18n.AnnounceDisabled)
		return
	}
	for _, a := range s.Announces {
		if a.Team == notation.NoTeam || a.Points < 0 {
			errs.AddKey(a.Pos, "summary/announce", i18n.SummaryAnnounce)
			continue
		}
		out.Announces[a.Team.Index()] += a.Points
	}
	if out.Announces[0] > 0 && out.Announces[1] > 0 {
		errs.AddKey(s.Announces[0].Pos, "announce/both-teams", i18n.AnnounceBothTeams)
	}
}

// checkDouble reports a coinche or surcoinche the ruleset forbids on k.
func (c *Checker) checkDouble(pos notation.Pos, k notation.Contract, double notation.CoincheLevel, errs *notation.ErrorList) {
	switch {
	case double > notation.Surcoinched:
		errs.AddKey(pos, "summary/double", i18n.SummaryDouble, double)
	case double > notation.NotCoinched && c.rs.Bidding.Coinche == CoincheByNone:
		errs.AddKey(pos, "call/no-coinche", i18n.SummaryNoCoinche, k.String())
	case double > notation.NotCoinched && noCoinche(c.rs, k.Level):
		errs.AddKey(pos, "call/no-coinche-contract", i18n.SummaryNoCoincheLevel, k.String(), k.Level.String())
	case double == notation.Surcoinched && c.rs.Bidding.Surcoinche == SurcoincheByNone:
		errs.AddKey(pos, "call/no-surcoinche", i18n.SummaryNoSurcoinche, k.String())
	}
}

// beloteAllowed reports (and says why not) whether a belote may be
// declared in a contract of this strain.
func (c *Checker) beloteAllowed(pos notation.Pos, strain notation.Strain, errs *notation.ErrorList) bool {
	switch {
	case !c.rs.Belote.Enabled:
		errs.AddKey(pos, "belote/disabled", i18n.BeloteDisabled)
		return false
	case strain == notation.SansAtout:
		errs.AddKey(pos, "belote/sans-atout", i18n.BeloteSansAtout)
		return false
	case strain == notation.ToutAtout && !c.rs.Belote.InToutAtout():
		errs.AddKey(pos, "belote/tout-atout", i18n.BeloteToutAtout)
		return false
	}
	return true
}

// capotWorth is ", or N for every trick (scoring.capot_last_trick)", a
// message of the catalog, under scoring.capot_last_trick; "" otherwise.
func capotWorth(rs *Ruleset, total int) any {
	if rs.Scoring.CapotLastTrick <= 0 || rs.Scoring.CapotLastTrick == rs.Cards.LastTrick {
		return ""
	}
	return i18n.S(i18n.CapotWorth, total-rs.Cards.LastTrick+rs.Scoring.CapotLastTrick)
}
