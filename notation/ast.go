// Package notation reads and writes the coinche game notation: the text of
// games, their header tags, full deals (hands, calls, tricks) and summary
// deals (contract and points), as specified in docs/notation.md.
//
// The package knows the syntax only. Whether a call or a card is legal is the
// business of package rules; what a deal scores is the business of package
// score. Every record carries the Pos of its first token so that those
// packages can report problems as file:line:col.
package notation

// Pos is a position in a source text: the 0-based byte offset of a byte,
// its 1-based line and its 1-based column, counting bytes (like go/token).
// A Pos holds no file name (three words, no pointer: a deal holds some 80
// of them, which cost the garbage collector nothing): the text's name is in
// Game.File and Error.File. The zero Pos is "not set".
type Pos struct {
	Offset int
	Line   int
	Col    int
}

// IsValid reports whether the position is set.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Seat is a player's seat. The zero value is NoSeat.
type Seat uint8

const (
	NoSeat Seat = iota
	North
	East
	South
	West
)

// Team is a partnership. The zero value is NoTeam.
type Team uint8

const (
	NoTeam Team = iota
	NS          // North and South
	EW          // East and West
)

// Suit is a card suit, in the notation's canonical order ♠ ♥ ♦ ♣.
// The zero value is NoSuit.
type Suit uint8

const (
	NoSuit Suit = iota
	Spades
	Hearts
	Diamonds
	Clubs
)

// Rank is a card rank as written. The zero value is NoRank.
// Six exists only in the 36-card (jass) deck.
type Rank uint8

const (
	NoRank Rank = iota
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// Card is a card as written: a rank and a suit, both set in a parsed card.
type Card struct {
	Rank Rank
	Suit Suit
}

// Strain is what a contract makes trump: one suit, no suit (sans-atout) or
// every suit (tout-atout). The zero value is NoStrain.
type Strain uint8

const (
	NoStrain  Strain = iota
	TrumpS           // ♠ trump
	TrumpH           // ♥ trump
	TrumpD           // ♦ trump
	TrumpC           // ♣ trump
	SansAtout        // no trump ("SA", accepted "NT")
	ToutAtout        // all trump ("TA", accepted "AT")
)

// Level is a contract's height: a number of points, or one of the special
// contracts above every number.
type Level uint8

const (
	Points   Level = iota // a number of points, in Contract.Value
	Capot                 // the declaring team takes every trick
	Match                 // tournoi-2018: the declaring team takes every trick
	Generale              // the declarer alone takes every trick (générale)
)

// Contract is a bid: a level (with its points when Level is Points) and a
// strain.
type Contract struct {
	Level  Level
	Value  int // points, when Level == Points; 0 otherwise
	Strain Strain
}

// CallKind tells the kind of a call.
type CallKind uint8

const (
	Pass       CallKind = iota
	Bid                 // Call.Contract is set
	Coinche             // "X": doubles the last bid
	Surcoinche          // "XX": redoubles a coinche
)

// CoincheLevel is how far a contract was doubled: not at all, coinched
// ("X") or surcoinched ("XX"). The zero value is NotCoinched; the values
// are 0, 1 and 2, as JSON output writes them.
type CoincheLevel uint8

const (
	NotCoinched CoincheLevel = iota
	Coinched                 // "X": the contract was coinched (doubled)
	Surcoinched              // "XX": the coinche was surcoinched (redoubled)
)

// Call is one call of the auction, in the order it was said. Seat is always
// written, since a coinche may be said out of turn.
type Call struct {
	Pos      Pos
	Seat     Seat
	Kind     CallKind
	Contract Contract // when Kind == Bid
}

// Say is what a player says when playing a card.
type Say uint8

const (
	SayNothing Say = iota
	SayBelote
	SayRebelote
)

// Play is one card played to a trick. In a deal read by a Reader that
// reuses its storage, the plays of a trick held in its compact form
// (Trick.Four) are not written, Pos nor Card nor Say, until
// Deal.FillPositions is called (see there).
type Play struct {
	Pos  Pos
	Card Card
	Say  Say
}

// Trick is one trick in play order: its leader and up to four cards, the
// first played by the leader and the next ones by the following seats in the
// direction of play. A trick cut short by a claim may hold fewer than four.
type Trick struct {
	Pos    Pos
	Leader Seat
	Plays  []Play
	Notes  Notes // comments on the trick's line
	// Four is the trick's compact form (FourOf of Plays): a Reader that
	// reuses its storage (Reader.Reuse) writes it for a trick line of four
	// cards with nothing said in the canonical layout, as it reads them,
	// and writes the Plays themselves only when Deal.FillPositions is
	// called — for such a trick on the line after another, the slice
	// Plays and Pos too: until then they hold what an earlier deal left
	// —; the rules checker reads Leader and Four rather than the Plays. It is 0
	// in any other trick — one built in code, one read by Parse or by a
	// Reader that does not reuse its storage (records that code may
	// change), one with belote or rebelote said —, for which the checker
	// reads Plays; code that changes the Plays of a trick sets it again
	// (FourOf) or to 0.
	Four FourCards
	// lay: what is not written yet (Deal.FillPositions): nothing
	// (layNone), the plays (layPlays: they follow from Four and the
	// canonical layout of the trick's line), or the plays, their slice
	// and Pos too (layAll: the trick's line follows the line of the
	// trick before, itself laid, and its plays the plays of that trick in
	// the parser's storage, Deal.slab)
	lay uint8
}

// The values of Trick.lay.
const (
	layNone = iota
	layPlays
	layAll
)

// FourCards is the compact form of a trick of four cards with nothing
// said: a byte per card in the order of play, the leader's the lowest,
// each 0xC0 (the mark of a card) plus the card's bit in a CardSet,
// 16×(suit−1)+(rank−1). The zero value is "no compact form".
type FourCards uint32

// FourOf returns the compact form of plays: 0 unless they are four
// cards, each with its rank and suit set, with nothing said.
func FourOf(plays []Play) FourCards {
	if len(plays) != 4 {
		return 0
	}
	var f FourCards
	for i, pl := range plays {
		if pl.Say != SayNothing || pl.Card.set() == 0 {
			return 0
		}
		f |= FourCards(0xc0|(pl.Card.Suit-1)<<4|Suit(pl.Card.Rank-1)) << (8 * i)
	}
	return f
}

// Card returns the i-th card played (0 to 3, the leader's first); the
// zero Card when f is 0.
func (f FourCards) Card(i int) Card {
	b := byte(f >> (8 * (i & 3)))
	if b&0xc0 != 0xc0 {
		return Card{}
	}
	return Card{Rank: Rank(b&15) + 1, Suit: Suit(b>>4&3) + 1}
}

// Hand is the cards one seat was dealt, in the order written.
type Hand struct {
	Pos  Pos
	Seat Seat
	// Cards are the hand's cards in the order written. In a deal read by
	// a Reader that reuses its storage, a hand line of the canonical
	// layout (the groups in the order ♠ ♥ ♦ ♣, each from its highest rank
	// down, as Print writes them) is read into Set alone: Cards (the
	// slice and its cards) and CardPos are written only when
	// Deal.FillPositions is called (see there), and hold what an earlier
	// deal left until then; Len gives the number of cards.
	Cards []Card
	// CardPos holds the position of each card, parallel to Cards (in a
	// deal read by a Reader that reuses its storage, once
	// Deal.FillPositions has been called).
	CardPos []Pos
	// Set is Cards as a set, as the parser read them (CardSetOf): the
	// rules checker reads it rather than the cards one by one. It is 0 in
	// a Hand built in code, for which the checker works it out from Cards;
	// code that changes the Cards of a parsed hand sets it again (or to 0).
	Set   CardSet
	Notes Notes // comments on the hand's line
	// laid: Cards and CardPos are not written, and follow from Set and
	// the canonical layout of the hand's line (Deal.FillPositions)
	laid bool
	// n: the number of cards of a laid hand (Len)
	n uint8
}

// Len returns the number of the hand's cards, whether Cards is written
// yet or not (Deal.FillPositions).
func (h *Hand) Len() int {
	if h.laid {
		return int(h.n)
	}
	return len(h.Cards)
}

// CardSet is a set of cards, a bit each: the card of suit s and rank r is
// bit 16×(s−1) + (r−1), so a suit is 16 bits of which its nine ranks use
// the lowest (package rules' Hand has the same layout).
type CardSet uint64

// CardSetOf returns the set of cards: a card given twice is in it once, a
// card whose rank or suit is not set (or out of range) is not in it.
func CardSetOf(cards []Card) CardSet {
	var m CardSet
	for _, c := range cards {
		m |= c.set()
	}
	return m
}

// set is the one-card set of c; empty when its rank or suit is not set.
func (c Card) set() CardSet {
	if c.Rank < Six || c.Rank > Ace || c.Suit < Spades || c.Suit > Clubs {
		return 0
	}
	return 1 << (16*uint(c.Suit-1) + uint(c.Rank-1))
}

// AnnounceKind names an announcement (annonce).
type AnnounceKind uint8

const (
	NoAnnounce AnnounceKind = iota
	Tierce                  // three cards in sequence
	Cinquante               // four cards in sequence
	Cent                    // five cards in sequence
	Carre                   // four cards of one rank (carré)
)

// Announce is an announcement by a seat with the cards it shows.
type Announce struct {
	Pos   Pos
	Seat  Seat
	Kind  AnnounceKind
	Cards []Card
	Notes Notes // comments on the announcement's line
}

// Claim records that Seat claimed the rest of the tricks after a partial
// play. Tricks, when written (>= 0), is the number of remaining tricks the
// players agreed the claiming team took; -1 when not written.
type Claim struct {
	Pos    Pos
	Seat   Seat
	Tricks int
	Notes  Notes // comments on the claim's line
}

// Result is the deal score the players wrote down, in points per team.
type Result struct {
	Pos   Pos
	NS    int
	EW    int
	Notes Notes // comments on the result's line (full deals)
}

// Verdict is what a summary deal asserts about the contract.
type Verdict uint8

const (
	NoVerdict Verdict = iota
	Made
	Failed
)

// TeamPoints is a number of points credited to one team.
type TeamPoints struct {
	Pos    Pos
	Team   Team
	Points int
}

// Summary is a deal recorded for scorekeeping: the contract and what the
// declaring team made, without the cards.
type Summary struct {
	Pos      Pos
	AllPass  bool // every player passed: no contract
	Declarer Seat
	Contract Contract
	Double   CoincheLevel
	Verdict  Verdict
	// Points is the card points the declaring team made, dix de der
	// included; -1 when not written (allowed when Capot says who took every
	// trick).
	Points int
	Belote Team // the team that declared belote and rebelote, or NoTeam
	Capot  Team // the team that took every trick, or NoTeam
	// CapotBy is the player who alone took every trick (`capot N`: the
	// 500 of 000's "si un même joueur réalise seul tous les plis"), or
	// NoSeat when the summary names only the team (`capot NS`); when set,
	// Capot is its team.
	CapotBy   Seat
	Announces []TeamPoints

	// Where the items were written (zero when not written), so that a
	// checker can point at the word at fault.
	ContractPos, DoublePos, PointsPos, BelotePos, CapotPos Pos
}

// Deal is one deal: either a full record (Hands, Calls, Tricks...) or a
// Summary. Bad is set when the deal had syntax errors; what could be read
// is kept so that later checks still see the deal, never dropping it.
type Deal struct {
	Pos       Pos
	Game      *Game // the game this deal belongs to (its header)
	Number    int   // as written; 0 when not written
	Dealer    Seat  // NoSeat when not written
	Hands     []Hand
	Calls     []Call
	Announces []Announce
	Tricks    []Trick
	Claim     *Claim
	Summary   *Summary
	Result    *Result
	// Won records "nous avons gagné" (tournoi-2018): a player stopped the
	// game during this deal, after the tricks written.
	Won *Pos
	// WonBy is the seat that said "nous avons gagné", when written.
	WonBy Seat
	Bad   bool
	// End is the position just past the deal's last token (its trailing
	// comment included).
	End Pos

	// Head is the position of the deal keyword. Pos is the same unless the
	// deal has leading comments (Notes.Before), in which case Pos is the
	// first of them, so that the source bytes [Pos.Offset, End.Offset) are
	// the whole deal with its comments: what to cut to remove it.
	Head Pos
	// Notes holds the comments before the deal (on their own lines) and
	// those on the deal's first line (the header, and the summary when the
	// deal is a summary deal).
	Notes Notes
	// CallNotes and WonNotes hold the comments on the calls line and the
	// won line.
	CallNotes Notes
	WonNotes  Notes

	// lazy: some hand or trick is laid (FillPositions)
	lazy bool
	// slab: the parser's storage of the deal's records, where the
	// cards of the hands and the plays of the tricks are in their order
	// (Hand.laid, Trick.lay layAll), while some are not written
	slab *dealSlab
}

// FillPositions writes the positions of the cards of the deal's hands and
// tricks (Hand.CardPos, Play.Pos), the cards of the hands read as their
// set (Hand.Set) and the plays of the tricks held in their compact form
// (Trick.Four), when they are not written yet: a
// Reader that reuses its storage (Reader.Reuse) reads a hand or a trick
// written on one line of the canonical layout without them, since most
// deals are read for their cards and never cited, and works them out from
// the line's position and its cards when this is called. Whoever reads
// those positions, the plays or a hand's cards in such a deal calls it
// first (the rules checker does, before it cites a card, reads the plays
// of a trick other than by Trick.Four or a hand's cards other than by
// Hand.Set; the printer does); it does nothing otherwise, and costs
// nothing then.
func (d *Deal) FillPositions() {
	if d.lazy {
		d.fillPositions()
	}
}

// keep makes a deal read on the fast path one a caller may keep and
// change (Parse, a Reader without Reuse): its positions and plays
// written, no compact form (Trick.Four), which a change of its plays
// would leave wrong.
func (d *Deal) keep() {
	d.FillPositions()
	for i := range d.Tricks {
		d.Tricks[i].Four = 0
	}
}

func (d *Deal) fillPositions() {
	d.lazy = false
	nc := 0 // the cards of the hands before, in d.slab
	for i := range d.Hands {
		h := &d.Hands[i]
		if h.laid {
			n := h.Len()
			h.Cards, h.CardPos = d.slab.cards[nc:nc+n:nc+n], d.slab.pos[nc:nc+n:nc+n]
			h.laid, h.n = false, 0
			layHand(h)
		}
		nc += len(h.Cards)
	}
	np := 0 // the plays of the tricks before, in d.plays
	for i := range d.Tricks {
		t := &d.Tricks[i]
		switch t.lay {
		case layAll:
			// the line after the trick before's, in the canonical layout
			before := &d.Tricks[(i-1)&15]
			t.Pos = Pos{Offset: before.Pos.Offset + trickWidth(before.Four), Line: before.Pos.Line + 1, Col: 10}
			t.Plays = d.slab.plays[np : np+4 : np+4]
			fallthrough
		case layPlays:
			t.lay = layNone
			for k := range t.Plays {
				t.Plays[k] = Play{Card: t.Four.Card(k)}
			}
			layTrick(t)
		}
		np += len(t.Plays)
	}
	d.slab = nil
}

// trickWidth is the length in bytes of a trick line of the canonical
// layout from its leader's seat to the next line's seat: the seat, its
// colon, a blank before each card (four), the newline and the nine
// blanks of the next line's indentation.
func trickWidth(f FourCards) int {
	w := 1 + 1 + 1 + 9
	for k := range 4 {
		w += 1 + cardWidth(f.Card(k))
	}
	return w
}

// layHand writes the cards of a hand written on one line as handFour
// reads it, from its set, and their positions: the seat, a colon and a
// blank, then the four suit groups in the order ♠ ♥ ♦ ♣, each the suit's
// symbol (3 bytes) and its ranks from the highest down (10 in 2 bytes) or
// "-", and a blank between groups.
func layHand(h *Hand) {
	col, k := h.Pos.Col+3, 0
	for su := Spades; su <= Clubs; su++ {
		col += 3 // the symbol
		group := h.Set >> (16 * (su - 1)) & 0x1ff
		if group == 0 {
			col++ // "-"
		}
		for r := Ace; r >= Six; r-- {
			if group&(1<<(r-1)) == 0 {
				continue
			}
			h.Cards[k] = Card{Rank: r, Suit: su}
			h.CardPos[k] = h.Pos.on(col)
			col += cardWidth(h.Cards[k]) - 3
			k++
		}
		col++ // the blank
	}
}

// layTrick writes the positions of the plays of a trick written on one
// line as trickFour reads it: the leader, a colon and a blank, then the
// cards with a blank between them.
func layTrick(t *Trick) {
	col := t.Pos.Col + 3
	for i := range t.Plays {
		t.Plays[i].Pos = t.Pos.on(col)
		col += cardWidth(t.Plays[i].Card) + 1
	}
}

// on is the position of column col on the line of p.
func (p Pos) on(col int) Pos { return Pos{Offset: p.Offset + col - p.Col, Line: p.Line, Col: col} }

// cardWidth is the length in bytes of a card as written in a trick: its
// rank (10 in two bytes) and its suit's symbol (three).
func cardWidth(c Card) int {
	if c.Rank == Ten {
		return 5
	}
	return 4
}

// File returns the name of the text the deal was read from (its Game's
// File); "" when the deal has no game.
func (d *Deal) File() string {
	if d == nil || d.Game == nil {
		return ""
	}
	return d.Game.File
}

// IsSummary reports whether the deal is a summary deal.
func (d *Deal) IsSummary() bool { return d.Summary != nil }

// Tag is a header tag pair [Name "Value"].
type Tag struct {
	Pos   Pos
	Name  string
	Value string
	Notes Notes // comments on the tag's line, and before it
}

// Game is a game header: its tags, and (when read with Parse) its deals.
// A streaming Reader leaves Deals empty and returns the deals one by one.
type Game struct {
	// File names the text the game was read from, as given to Parse or
	// NewReader.
	File  string
	Pos   Pos
	Tags  []Tag
	Deals []*Deal
	// Trailer holds the comments after the last deal (or tag) of the last
	// game of a file, which no record follows.
	Trailer []Comment
	// Bad is set when the header had syntax errors.
	Bad bool
}

// Comment is a comment as written, with its delimiters: "# text" (to the
// end of the line, trailing blanks removed) or "{ text }" (possibly over
// several lines). Pos is the position of '#' or '{'.
type Comment struct {
	Pos  Pos
	Text string
}

// Notes holds the comments attached to one line of the canonical layout:
// Before, the comments on their own lines just before it; After, the
// comments on the line itself, after its last token (a block comment
// written in the middle of a line is moved to its end). docs/notation.md
// ("Comments") gives the rules.
type Notes struct {
	Before []Comment
	After  []Comment
}

// Tag returns the value of the first tag with the given name (compared
// case-insensitively) and whether it was present.
func (g *Game) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if equalFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
