package i18n

import "slices"

// Key names a message of the catalog. Keys are stable: code and tests
// refer to them, and they never appear in any output.
type Key string

// Msg is one message in one language: Text, a fmt format whose verbs take
// the caller's arguments; or, for a message whose words agree with a
// count, One and Other (Text unused), chosen by the language's plural
// rule for the integer argument at index Count. Every form of a message
// in both languages takes the same arguments (TestParameters).
type Msg struct {
	Text       string
	One, Other string
	Count      int
}

// catalogs are the messages of each Lang, in the order of Lang.
var catalogs = [numLangs]map[Key]Msg{English: english, French: french}

// merge adds the messages of a part of the catalog, in English and in
// French, to the catalogs (from an init function of its file).
func merge(en, fr map[Key]Msg) {
	for k, m := range en {
		english[k] = m
	}
	for k, m := range fr {
		french[k] = m
	}
}

// Keys lists every key of the catalog (the English one's), sorted, for
// tests and for a page that shows the catalog.
func Keys() []Key {
	ks := make([]Key, 0, len(english))
	for k := range english {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// The keys of the score sheets (score/render): the terminal and Markdown
// tables, the printable HTML sheet and the standings.
const (
	SheetDealer          Key = "sheet.col.dealer"
	SheetContract        Key = "sheet.col.contract"
	SheetPoints          Key = "sheet.col.points"      // "Points NS": the team code
	SheetPointsLines     Key = "sheet.col.points.tty"  // "Points\nNS": on two lines
	SheetResult          Key = "sheet.col.result"      //
	SheetTotal           Key = "sheet.col.total"       // "Total NS": the team code
	SheetTotalLines      Key = "sheet.col.total.tty"   // "Total\nNS"
	SheetRound           Key = "sheet.round"           // "round 2", in a game's heading
	SheetNotScored       Key = "sheet.not-scored"      // "Not scored: why"
	SheetAfterEnd        Key = "sheet.after-end"       // appended to a deal's result
	SheetTarget          Key = "sheet.target"          // "target 2000"
	SheetNoTarget        Key = "sheet.no-target"       //
	ResultPass           Key = "result.pass"           // every player passed
	ResultMade           Key = "result.made"           //
	ResultFailed         Key = "result.failed"         //
	ResultUndecided      Key = "result.undecided"      // stopped before the contract was decided
	ResultCapot          Key = "result.capot"          // ", capot NS"
	ResultSolo           Key = "result.solo"           // after capot: a générale, one player alone
	ResultBelote         Key = "result.belote"         // ", belote EW"
	ResultAnnounces      Key = "result.announces"      // ", announces NS 50"
	ResultStopped        Key = "result.stopped"        // ", stopped by NS"
	ResultForced         Key = "result.forced"         // scored with --force
	LineWinner           Key = "line.winner"           // "Winner: Les Rouges — reached 2000 (2000 to 1640)"
	LineWinnerAbove      Key = "line.winner.above"     // game.target_reached = "above"
	LineWinnerWhy        Key = "line.winner.other"     // won by a tie-break or "nous avons gagné"
	LineWinnerStop       Key = "line.winner.stopped"   // said "nous avons gagné" with enough
	LineWinnerStopLost   Key = "line.winner.stop-lost" // the others said it short of the target
	ModeMadeAndBid       Key = "mode.made-and-bid"     // scoring.mode (001 LES ENCHERES)
	ModeMade             Key = "mode.made"
	ModeBid              Key = "mode.bid"
	LineInProgress       Key = "line.in-progress"     // "Game in progress: why"
	InProgressWhy        Key = "line.in-progress.why" // no team has reached the target yet
	LinePending          Key = "line.pending"         // why a game goes on: the target reached, another deal needed
	LineNoTarget         Key = "line.no-target"       // game.target = 0
	LineDraw             Key = "line.draw"            // game.tie = "draw"
	HTMLTitle            Key = "html.title"           // several games
	HTMLTitleEvent       Key = "html.title.event"     // one game of an event
	HTMLGame             Key = "html.game"            // a game's heading without an Event tag
	HTMLEvent            Key = "html.event"           //
	HTMLSite             Key = "html.site"            //
	HTMLDate             Key = "html.date"            //
	HTMLRound            Key = "html.round"           //
	HTMLRules            Key = "html.rules"           //
	HTMLTarget           Key = "html.target"          //
	HTMLNone             Key = "html.none"            // no target
	HTMLScoring          Key = "html.scoring"         // the scoring mode
	HTMLFile             Key = "html.file"            //
	HTMLChartDeal        Key = "html.chart.deal"      // the x axis
	HTMLChartMark        Key = "html.chart.mark"      // a point's title: "deal 3: Les Bleus 470 (+380)"
	HTMLChartDesc        Key = "html.chart.desc"      // "Running totals over 10 deals: …; target 2000."
	HTMLChartLegend      Key = "html.chart.legend"    // the figure's caption
	HTMLChartTarget      Key = "html.chart.legend.target"
	StandingsTitle       Key = "standings.title"       //
	StandingsEvent       Key = "standings.title.event" // "Standings — Club night"
	StandingsTeam        Key = "standings.col.team"
	StandingsPlayed      Key = "standings.col.played"
	StandingsWon         Key = "standings.col.won"
	StandingsDrawn       Key = "standings.col.drawn"
	StandingsLost        Key = "standings.col.lost"
	StandingsFor         Key = "standings.col.for"
	StandingsAgainst     Key = "standings.col.against"
	StandingsDiff        Key = "standings.col.difference"
	StandingsDates       Key = "standings.dates"              // "2026-11-20 to 2026-11-27"
	StandingsNotCntd     Key = "standings.not-counted"        // the heading of the games left out
	StandingsNotCntdLine Key = "standings.not-counted.line"   // the same, before a text list
	StandingsGames       Key = "standings.games"              // the heading of the list of games
	NotCountedResult     Key = "standings.not-counted.result" // "Not counted: why", a game's result
	NotCountedProblems   Key = "standings.why.problems"       // "2 problems; the first: …"
	NotCountedNoRules    Key = "standings.why.no-rules"
	NotCountedUnfinished Key = "standings.why.unfinished" // "not finished: why"
	NotCountedNoName     Key = "standings.why.no-name"
	NotCountedSameTeam   Key = "standings.why.same-team"
	StandingsCounted     Key = "standings.games.counted" // "4, 3 counted"
)

// The keys of the diagnostics (notation/diag, score/live): their framing
// words. The codes (syntax/entry, play/follow-suit) are never translated.
const (
	DiagError        Key = "diag.error"          // the severity of a problem
	DiagWarning      Key = "diag.warning"        // the severity of a warning
	DiagNote         Key = "diag.note"           // the severity of a note
	EntryRefused     Key = "entry.refused"       // "entry refused, the file is unchanged: S 80H made 90"
	DidYouMean       Key = "did-you-mean"        // `; did you mean "failed"?`
	ProblemsFound    Key = "diag.problems-found" // the count after check's diagnostics
	ProblemsCount    Key = "diag.problems"       // "2 problems", why a game is not scored
	GameNotScored    Key = "score.not-scored"    // "FILE: game not scored: why"
	NotScoredForce   Key = "score.not-scored.force"
	NotScoredNoRules Key = "score.not-scored.no-rules"
	NoRuleset        Key = "score.no-ruleset"
)

// The keys of dates (Date, DateText): month names and the day's form.
const (
	DateLong     Key = "date.long"      // day, month, year: "28 November 2026"
	DateFirstDay Key = "date.first-day" // the first of the month: "1", in French "1er"
	MonthJan     Key = "month.01"
	MonthFeb     Key = "month.02"
	MonthMar     Key = "month.03"
	MonthApr     Key = "month.04"
	MonthMay     Key = "month.05"
	MonthJun     Key = "month.06"
	MonthJul     Key = "month.07"
	MonthAug     Key = "month.08"
	MonthSep     Key = "month.09"
	MonthOct     Key = "month.10"
	MonthNov     Key = "month.11"
	MonthDec     Key = "month.12"
)

// The keys of the entry's messages (notation.ParseEntry, and the
// summaries of a file that share its words): notation.Error.Key, with
// the error's Args. Their codes (syntax/entry, syntax/summary…) stay.
const (
	EndOfEntry       Key = "syntax.end-of-entry"      // what was found where a word is missing
	EndOfFile        Key = "syntax.end-of-file"       //
	EntryStart       Key = "syntax.entry.start"       // neither a seat nor pass first
	EntrySeatFirst   Key = "syntax.entry.seat-first"  // a contract where the seat is
	EntryUnexpected  Key = "syntax.entry.unexpected"  // a word after the entry
	EntryNoResult    Key = "syntax.entry.no-result"   // result or won in an entry
	ContractMissing  Key = "syntax.contract.missing"  // no contract after the seat
	ContractHead     Key = "syntax.contract.head"     // not a contract after the seat
	TrumpAfter       Key = "syntax.contract.trump"    // no trump after the level
	TrumpAttached    Key = "syntax.contract.attached" // a level with a bad trump: 80Z
	SummaryItem      Key = "syntax.summary.item"      // a word that is no summary item
	TeamAfter        Key = "syntax.team.after"        // no team after belote or capot
	CapotAlone       Key = "syntax.team.capot-alone"  // what else capot takes
	AnnounceTeam     Key = "syntax.announce.team"     // no team after announce
	AnnouncePoints   Key = "syntax.announce.points"   // no points after announce TEAM
	DuplicateItem    Key = "syntax.summary.duplicate" // "made or failed is written twice"
	DuplicateCoinche Key = "syntax.summary.duplicate-coinche"
	DuplicateVerdict Key = "syntax.summary.duplicate-verdict"
	DuplicatePoints  Key = "syntax.summary.duplicate-points"

	// The rules' messages (package rules), keyed one by one: the ones
	// not keyed yet are written in English in any language.
	CallStep            Key = "call.step"          // a bid off the step: "contract 85♥: bids go by steps of 10 (80, 90, 100…)"
	WhoBid              Key = "call.who.bid"       // "N bid", the subject of a call's message
	WhoContract         Key = "call.who.contract"  // "contract", a summary's
	CallRange           Key = "call.range"         // a bid out of the range
	CallRung            Key = "call.rung"          // a bid off the ladder
	CallNoSpecial       Key = "call.no-special"    // a capot, match or générale the ruleset has not
	CallNoSansAtout     Key = "call.no-sans-atout" //
	CallNoToutAtout     Key = "call.no-tout-atout" //
	CallNoTrump         Key = "call.no-trump"      // a contract without its trump
	CallTurn            Key = "call.turn"          // a call out of turn
	VerbPassed          Key = "call.verb.passed"   // the verbs of the calls, in call.turn
	VerbBid             Key = "call.verb.bid"
	VerbCoinched        Key = "call.verb.coinched"
	VerbSurcoinched     Key = "call.verb.surcoinched"
	CallNotHigher       Key = "call.not-higher"       // a bid that does not overcall
	CallCoincheAgain    Key = "call.coinche-again"    // a second coinche
	CallSurcoincheAgain Key = "call.surcoinche-again" // a second surcoinche
	LastBid             Key = "call.last-bid"         // "S's 80♠"
	NoBid               Key = "call.no-bid"
	BidOptions          Key = "bid.options"       // "bid 90 or more, or capot"
	BidNothing          Key = "bid.nothing"       // nothing overcalls the last bid
	BidHigherStrain     Key = "bid.higher-strain" // "80♦ or a higher strain (♣ < ♦ < ♥ < ♠)"
	BidOrMore           Key = "bid.or-more"       // "90 or more"
	BidSpecials         Key = "bid.specials"      // "capot or générale"
	OrComma             Key = "list.or-comma"     // ", or "
	Or                  Key = "list.or"           // " or "
	RangeLadder         Key = "range.ladder"      // the bids of a ladder: "80, 90, 100"
	RangeMinMax         Key = "range.min-max"     // "80 to 160"
	RangeStep           Key = "range.step"        // "80 to 160 by 10"
	RangeThen           Key = "range.then"        // "80 to 160, then capot"

	// The score's messages (package score).
	VerdictMismatch    Key = "score.verdict-mismatch" // "written made, but the contract failed: …; write failed 81"
	VerdictFix         Key = "score.verdict-fix"      // "failed 81", what to write
	VerdictScaled      Key = "verdict.scaled"         // "120 scaled to 100"
	VerdictAnnounces   Key = "verdict.announces"      // " + 50 announces"
	VerdictShort       Key = "verdict.short"          // " counted < 82 needed"
	VerdictReached     Key = "verdict.reached"        // " counted ≥ 82 needed"
	VerdictBehind      Key = "verdict.behind"         // against_defenders = "more"
	VerdictFewer       Key = "verdict.fewer"          // against_defenders = "at-least"
	ReasonNone         Key = "reason.none"            // the words of score.Reason
	ReasonReached      Key = "reason.reached"
	ReasonShort        Key = "reason.short"
	ReasonBehind       Key = "reason.behind"
	ReasonAllTricks    Key = "reason.all-tricks"
	ReasonNotAllTricks Key = "reason.not-all-tricks"
	ReasonSolo         Key = "reason.solo"
	ReasonNotSolo      Key = "reason.not-solo"
	ReasonPending      Key = "reason.pending"
	ReasonFewer        Key = "reason.fewer"
	ReasonUnknown      Key = "reason.unknown"
	ResultMismatch     Key = "score.result-mismatch" // "written NS 70 EW 180, computed NS 70 EW 170 (why)"
	WhyAllPass         Key = "why.all-pass"          // score.DealScore.Why's words
	WhyMode            Key = "why.mode"              // " (mode made)"
	WhyPending         Key = "why.pending"
	WhyVerdict         Key = "why.verdict" // ": 90 counted ≥ 80 needed"
	WhyStopLost        Key = "why.stop-lost"
	WhyTeam            Key = "why.team" // "; NS 70 points = 70"
	PartContract       Key = "part.contract"
	PartPoints         Key = "part.points"
	PartAnnounces      Key = "part.announces"
	KindSuit           Key = "kind.suit" // the kinds of scoring.contract_factor_*
	KindSansAtout      Key = "kind.sans-atout"
	KindToutAtout      Key = "kind.tout-atout"
	SummaryPoints      Key = "summary.points"      // more card points than the deck holds
	CapotWorth         Key = "summary.capot-worth" // ", or 152 for every trick (scoring.capot_last_trick)"
	SummaryNoPoints    Key = "summary.no-points"   // the declaring team's points not written
	SummaryCapot       Key = "summary.capot"       // capot and points that disagree
	BeloteTeam         Key = "belote.team"         // belote by the defenders where only the declarers may
	AnnounceDisabled   Key = "announce.disabled"   // announcements under a ruleset without

	// The play (rules.Engine.ExplainKey). The words are the rule
	// documents': fournir (follow suit), couper (trump), monter (overtrump,
	// 003 "monter"; "surcouper" elsewhere), sous-couper (undertrump, 000
	// and 003), maître (master).
	PlayNotHeld         Key = "play.not-held"
	PlayFollow          Key = "play.follow"    // "E held ♥Q7: must follow ♥"
	PlayLedTrump        Key = "play.led-trump" // "♥ (trump)", the suit led is trump
	PlayOvertrump       Key = "play.overtrump"
	PlayMustTrumpAlways Key = "play.must-trump.always"
	PlayMustTrump       Key = "play.must-trump" // partner not master
	PlayUndertrump      Key = "play.undertrump"
	PlayTrumpHigher     Key = "play.trump-higher"
	PlayOnly            Key = "play.only"
	DealNumber          Key = "deal.number"      // a deal number out of order
	DealDealer          Key = "deal.dealer"      // the wrong dealer
	DealDealerSame      Key = "deal.dealer.same" // after an all-pass deal, bidding.all_pass = "same-dealer"
	AfterEnd            Key = "game.after-end"   // a deal written after the game was won (a warning)
	AfterEndDeal        Key = "game.after-end.deal"
	AfterEndThis        Key = "game.after-end.this"
	NoRulesTag          Key = "game.no-rules"       // the note of a game without a Rules tag
	NoRulesSheet        Key = "game.no-rules.sheet" // the same on its sheet
)
