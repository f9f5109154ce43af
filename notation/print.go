package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// The printer writes the one canonical form of docs/notation.md
// ("Canonical form"). It never reorders what carries meaning (tags, deals,
// calls, tricks, plays) and sorts only what does not (the cards of a hand
// or of an announcement, the hands by seat).

var seatNames = [...]string{NoSeat: "?", North: "N", East: "E", South: "S", West: "W"}

// String returns the seat's letter: N, E, S or W ("?" for NoSeat).
func (s Seat) String() string {
	if int(s) < len(seatNames) {
		return seatNames[s]
	}
	return "?"
}

// Letter is the seat as String spells it, and "" for NoSeat: a blank
// cell of a sheet or a JSON field left empty.
func (s Seat) Letter() string {
	if s == NoSeat {
		return ""
	}
	return s.String()
}

// Team returns the seat's partnership: NS for North and South, EW for
// East and West, NoTeam for any other value. It reads a table indexed by
// the seat's byte, not a switch: the seats of a deal's tricks follow no
// pattern a branch predictor learns (issue 29, fifth pass of the
// pipeline: the switch cost 8.6 mispredicted branches a deal).
func (s Seat) Team() Team {
	return seatTeam[s]
}

// seatTeam is Seat.Team's table: every byte a Seat may hold.
var seatTeam = [256]Team{North: NS, East: EW, South: NS, West: EW}

// Index is the team's index in per-team arrays: 0 for NS (and NoTeam), 1
// for EW.
func (t Team) Index() int {
	if t == EW {
		return 1
	}
	return 0
}

// TeamAt is the team at index i of a per-team array: NS for 0, EW for 1.
func TeamAt(i int) Team {
	if i == 1 {
		return EW
	}
	return NS
}

// Code is the team as String spells it, and "" for NoTeam: a blank cell
// of a sheet or a JSON field left empty.
func (t Team) Code() string {
	if t == NoTeam {
		return ""
	}
	return t.String()
}

// TeamCodes are the teams' codes by index (0 NS, 1 EW).
var TeamCodes = [2]string{"NS", "EW"}

// String returns NS or EW ("?" for NoTeam).
func (t Team) String() string {
	switch t {
	case NS:
		return "NS"
	case EW:
		return "EW"
	}
	return "?"
}

var suitSymbols = [...]string{NoSuit: "?", Spades: "♠", Hearts: "♥", Diamonds: "♦", Clubs: "♣"}

// String returns the suit's symbol ♠ ♥ ♦ ♣.
func (s Suit) String() string {
	if int(s) < len(suitSymbols) {
		return suitSymbols[s]
	}
	return "?"
}

var rankNames = [...]string{NoRank: "?", Six: "6", Seven: "7", Eight: "8", Nine: "9", Ten: "10", Jack: "J", Queen: "Q", King: "K", Ace: "A"}

// String returns the rank as the notation writes it: 6 7 8 9 10 J Q K A.
func (r Rank) String() string {
	if int(r) < len(rankNames) {
		return rankNames[r]
	}
	return "?"
}

// String returns the card as the notation writes it in a trick: rank then
// suit symbol, as 10♥ or A♠.
func (c Card) String() string { return c.Rank.String() + c.Suit.String() }

var strainNames = [...]string{NoStrain: "?", TrumpS: "♠", TrumpH: "♥", TrumpD: "♦", TrumpC: "♣", SansAtout: "SA", ToutAtout: "TA"}

// String returns ♠ ♥ ♦ ♣, SA (sans-atout) or TA (tout-atout).
func (s Strain) String() string {
	if int(s) < len(strainNames) {
		return strainNames[s]
	}
	return "?"
}

var strainCodes = [...]string{NoStrain: "", TrumpS: "S", TrumpH: "H", TrumpD: "D", TrumpC: "C", SansAtout: "SA", ToutAtout: "TA"}

// Code is the strain in ASCII letters, as the notation also reads it
// (100H, 90SA) and JSON writes it: S, H, D, C, SA, TA; "" for NoStrain and
// any other value.
func (s Strain) Code() string {
	if int(s) < len(strainCodes) {
		return strainCodes[s]
	}
	return ""
}

// String returns the contract as the notation writes it: 80♥, 90SA,
// capot ♠, match ♥, générale TA.
func (c Contract) String() string {
	var b []byte
	b, _ = appendContract(b, c)
	return string(b)
}

// String returns the coinche level as the notation writes it after a
// contract: "" (not coinched), "X" or "XX"; "?" for any other value.
func (c CoincheLevel) String() string {
	switch c {
	case NotCoinched:
		return ""
	case Coinched:
		return "X"
	case Surcoinched:
		return "XX"
	}
	return "?"
}

// Other is the other partnership: EW for NS, NS for EW (and NoTeam).
func (t Team) Other() Team {
	if t == NS {
		return EW
	}
	return NS
}

// String returns the level's word as a contract writes it: capot, match,
// générale; "points" for a number of points ("?" for any other value).
func (l Level) String() string {
	switch l {
	case Points:
		return "points"
	case Capot:
		return "capot"
	case Match:
		return "match"
	case Generale:
		return "générale"
	}
	return "?"
}

var levelCodes = [...]string{Points: "points", Capot: "capot", Match: "match", Generale: "generale"}

// Code is the level's word in ASCII, as JSON writes it: points, capot,
// match, generale; "" for any other value.
func (l Level) Code() string {
	if int(l) < len(levelCodes) {
		return levelCodes[l]
	}
	return ""
}

// Seats are the four seats, North first, in the order of the constants.
var Seats = [4]Seat{North, East, South, West}

// String returns the announcement's name: tierce, cinquante, cent, carré.
func (k AnnounceKind) String() string {
	switch k {
	case Tierce:
		return "tierce"
	case Cinquante:
		return "cinquante"
	case Cent:
		return "cent"
	case Carre:
		return "carré"
	}
	return "?"
}

// String returns the call as the notation writes it, seat included:
// "W 80♥", "N pass", "E X".
func (c Call) String() string {
	var b []byte
	b, _ = appendCall(b, c)
	return string(b)
}

// errInvalid reports a record that has no canonical spelling (a card
// without a rank, a call without a seat...). The printer writes "?" in its
// place, and returns this error.
var errInvalid = errors.New("notation: a record has a value with no spelling (printed as ?)")

func appendContract(b []byte, c Contract) ([]byte, bool) {
	ok := c.Strain != NoStrain && int(c.Strain) < len(strainNames)
	switch c.Level {
	case Points:
		b = strconv.AppendInt(b, int64(c.Value), 10)
		return append(b, c.Strain.String()...), ok && c.Value >= 0
	case Capot, Match, Generale:
		b = append(b, c.Level.String()...)
		b = append(b, ' ')
	default:
		b = append(b, "? "...)
		ok = false
	}
	return append(b, c.Strain.String()...), ok
}

func appendCall(b []byte, c Call) ([]byte, bool) {
	ok := c.Seat != NoSeat && int(c.Seat) < len(seatNames)
	b = append(b, c.Seat.String()...)
	b = append(b, ' ')
	switch c.Kind {
	case Pass:
		b = append(b, "pass"...)
	case Coinche:
		b = append(b, 'X')
	case Surcoinche:
		b = append(b, "XX"...)
	case Bid:
		var okc bool
		b, okc = appendContract(b, c.Contract)
		ok = ok && okc
	default:
		b = append(b, '?')
		ok = false
	}
	return b, ok
}

// printer accumulates canonical text; bad is set when a value had no
// spelling.
type printer struct {
	b   []byte
	bad bool
}

func (p *printer) str(s string) { p.b = append(p.b, s...) }
func (p *printer) num(n int)    { p.b = strconv.AppendInt(p.b, int64(n), 10) }

func (p *printer) seat(s Seat) {
	if s == NoSeat || int(s) >= len(seatNames) {
		p.bad = true
	}
	p.str(s.String())
}

func (p *printer) team(t Team) {
	if t != NS && t != EW {
		p.bad = true
	}
	p.str(t.String())
}

func (p *printer) card(c Card) {
	if c.Rank == NoRank || int(c.Rank) >= len(rankNames) || c.Suit == NoSuit || int(c.Suit) >= len(suitSymbols) {
		p.bad = true
	}
	p.str(c.Rank.String())
	p.str(c.Suit.String())
}

// before writes comments on their own lines.
func (p *printer) before(cs []Comment) {
	for _, c := range cs {
		p.str(c.Text)
		p.b = append(p.b, '\n')
	}
}

// after writes the comments of a line at its end, block comments first
// (a '#' comment runs to the end of the line), and ends the line.
func (p *printer) after(cs []Comment) {
	for _, c := range cs {
		if !isLineComment(c.Text) {
			p.b = append(p.b, ' ')
			p.str(c.Text)
		}
	}
	for _, c := range cs {
		if isLineComment(c.Text) {
			p.b = append(p.b, ' ')
			p.str(c.Text)
		}
	}
	p.b = append(p.b, '\n')
}

func isLineComment(s string) bool { return len(s) > 0 && s[0] == '#' }

// groups writes cards as suit groups in the order ♠ ♥ ♦ ♣, ranks from
// the ace down; voids as "♠-" when all is set, left out otherwise.
func (p *printer) groups(cards []Card, all bool) {
	var count [5][10]uint8
	for _, c := range cards {
		if c.Suit == NoSuit || int(c.Suit) >= 5 || c.Rank == NoRank || int(c.Rank) >= 10 {
			p.bad = true
			continue
		}
		if count[c.Suit][c.Rank] < 255 {
			count[c.Suit][c.Rank]++
		}
	}
	first := true
	for s := Spades; s <= Clubs; s++ {
		n := 0
		for _, k := range count[s] {
			n += int(k)
		}
		if n == 0 && !all {
			continue
		}
		if !first {
			p.b = append(p.b, ' ')
		}
		first = false
		p.str(s.String())
		if n == 0 {
			p.b = append(p.b, '-')
			continue
		}
		for r := Ace; r >= Six; r-- {
			for k := uint8(0); k < count[s][r]; k++ {
				p.str(r.String())
			}
		}
	}
}

// callsPerLine is how many calls a line of the calls section holds.
const callsPerLine = 8

// The keyword column: section contents start at column 10.
const indent = "         "

func (p *printer) keyword(first bool, kw string) {
	if first {
		p.str(kw)
		p.str(indent[len(kw):])
	} else {
		p.str(indent)
	}
}

// deal writes one deal, ending with a newline: its first line (rule 3 of
// docs/notation.md §9, "Canonical form"), then the summary on the same
// line (rule 4) or the sections in the grammar's order (rule 5).
func (p *printer) deal(d *Deal) {
	p.before(d.Notes.Before)
	p.str("deal")
	if d.Number > 0 {
		p.b = append(p.b, ' ')
		p.num(d.Number)
	}
	if d.Dealer != NoSeat {
		p.str(" dealer ")
		p.seat(d.Dealer)
	}
	if d.Summary != nil {
		p.summaryDeal(d)
		return
	}
	p.after(d.Notes.After)
	p.hands(d)
	p.calls(d)
	p.announces(d)
	p.tricks(d)
	p.claim(d)
	p.won(d)
	if r := d.Result; r != nil {
		p.before(r.Notes.Before)
		p.keyword(true, "result")
		p.result(r)
		p.after(r.Notes.After)
	}
}

// summaryDeal writes the rest of a summary deal's line (docs/notation.md
// §9 rule 4): the summary, won, result, then every comment of the deal
// after them.
func (p *printer) summaryDeal(d *Deal) {
	p.str("  ")
	p.summary(d.Summary)
	if d.Won != nil {
		p.str(" won")
		if d.WonBy != NoSeat {
			p.b = append(p.b, ' ')
			p.seat(d.WonBy)
		}
	}
	if r := d.Result; r != nil {
		p.str(" result ")
		p.result(r)
	}
	notes := append(append([]Comment(nil), d.Notes.After...), d.CallNotes.Before...)
	notes = append(notes, d.CallNotes.After...)
	notes = append(notes, d.WonNotes.Before...)
	notes = append(notes, d.WonNotes.After...)
	if r := d.Result; r != nil {
		notes = append(notes, r.Notes.Before...)
		notes = append(notes, r.Notes.After...)
	}
	p.after(notes)
}

// hands writes the hands section (docs/notation.md §9 rule 6): one line
// per hand, in seat order N E S W.
func (p *printer) hands(d *Deal) {
	var order [4]int
	idx := order[:0]
	if len(d.Hands) > len(order) {
		idx = make([]int, 0, len(d.Hands))
	}
	for i := range d.Hands {
		j := len(idx)
		idx = append(idx, i)
		for j > 0 && d.Hands[idx[j-1]].Seat > d.Hands[i].Seat {
			idx[j] = idx[j-1]
			j--
		}
		idx[j] = i
	}
	for k, i := range idx {
		h := &d.Hands[i]
		p.before(h.Notes.Before)
		p.keyword(k == 0, "hands")
		p.seat(h.Seat)
		p.str(": ")
		p.groups(h.Cards, true)
		p.after(h.Notes.After)
	}
}

// calls writes the calls section (docs/notation.md §9 rule 7): `SEAT
// CALL` pairs two spaces apart, callsPerLine calls per line; a calls
// keyword alone when only its comments were written.
func (p *printer) calls(d *Deal) {
	if len(d.Calls) == 0 && len(d.CallNotes.Before) == 0 && len(d.CallNotes.After) == 0 {
		return
	}
	p.before(d.CallNotes.Before)
	if len(d.Calls) == 0 {
		p.str("calls")
	} else {
		p.keyword(true, "calls")
	}
	for i, c := range d.Calls {
		if i > 0 && i%callsPerLine == 0 {
			p.b = append(p.b, '\n')
			p.str(indent)
		} else if i > 0 {
			p.str("  ")
		}
		var ok bool
		p.b, ok = appendCall(p.b, c)
		p.bad = p.bad || !ok
	}
	p.after(d.CallNotes.After)
}

// announces writes the announce section (docs/notation.md §9 rule 8):
// one announcement per line, `SEAT kind` then the cards shown.
func (p *printer) announces(d *Deal) {
	for i := range d.Announces {
		a := &d.Announces[i]
		p.before(a.Notes.Before)
		p.keyword(i == 0, "announce")
		p.seat(a.Seat)
		p.b = append(p.b, ' ')
		if a.Kind == NoAnnounce || a.Kind > Carre {
			p.bad = true
		}
		p.str(a.Kind.String())
		if len(a.Cards) > 0 {
			p.b = append(p.b, ' ')
			p.groups(a.Cards, false)
		}
		p.after(a.Notes.After)
	}
}

// tricks writes the tricks section (docs/notation.md §9 rule 9): one
// trick per line, `LEADER:` then the cards, each belote or rebelote
// after its card.
func (p *printer) tricks(d *Deal) {
	for i := range d.Tricks {
		t := &d.Tricks[i]
		p.before(t.Notes.Before)
		p.keyword(i == 0, "tricks")
		p.seat(t.Leader)
		p.b = append(p.b, ':')
		for _, pl := range t.Plays {
			p.b = append(p.b, ' ')
			p.card(pl.Card)
			switch pl.Say {
			case SayBelote:
				p.str(" belote")
			case SayRebelote:
				p.str(" rebelote")
			}
		}
		p.after(t.Notes.After)
	}
}

// claim writes the claim line, `claim SEAT [TRICKS]` (docs/notation.md
// §6, claim), when the deal has one.
func (p *printer) claim(d *Deal) {
	c := d.Claim
	if c == nil {
		return
	}
	p.before(c.Notes.Before)
	p.keyword(true, "claim")
	p.seat(c.Seat)
	if c.Tricks >= 0 {
		p.b = append(p.b, ' ')
		p.num(c.Tricks)
	}
	p.after(c.Notes.After)
}

// won writes the won line, `won [SEAT]` (docs/notation.md §6, won), when
// the deal has one or comments around it.
func (p *printer) won(d *Deal) {
	if d.Won == nil && len(d.WonNotes.Before) == 0 && len(d.WonNotes.After) == 0 {
		return
	}
	p.before(d.WonNotes.Before)
	if d.WonBy != NoSeat {
		p.keyword(true, "won")
		p.seat(d.WonBy)
	} else {
		p.str("won")
	}
	p.after(d.WonNotes.After)
}

func (p *printer) result(r *Result) {
	p.str("NS ")
	p.num(r.NS)
	p.str(" EW ")
	p.num(r.EW)
}

// summary writes a summary's body, on one line, without ending it.
func (p *printer) summary(s *Summary) {
	if s.AllPass {
		p.str("pass")
	} else {
		p.seat(s.Declarer)
		if s.Contract != (Contract{}) { // unset after a syntax error
			p.b = append(p.b, ' ')
			var ok bool
			p.b, ok = appendContract(p.b, s.Contract)
			p.bad = p.bad || !ok
		}
	}
	if s.Double != NotCoinched {
		p.bad = p.bad || s.Double > Surcoinched
		p.b = append(p.b, ' ')
		p.str(s.Double.String())
	}
	switch s.Verdict {
	case Made:
		p.str(" made")
	case Failed:
		p.str(" failed")
	}
	if s.Points >= 0 {
		p.b = append(p.b, ' ')
		p.num(s.Points)
	}
	if s.Belote != NoTeam {
		p.str(" belote ")
		p.team(s.Belote)
	}
	switch {
	case s.CapotBy != NoSeat:
		p.str(" capot ")
		p.b = append(p.b, s.CapotBy.Letter()...)
	case s.Capot != NoTeam:
		p.str(" capot ")
		p.team(s.Capot)
	}
	for _, a := range s.Announces {
		p.str(" announce ")
		p.team(a.Team)
		p.b = append(p.b, ' ')
		p.num(a.Points)
	}
}

// game writes a game: its tags, its deals, its trailer; blank lines
// between the tag block and each deal.
func (p *printer) game(g *Game) {
	p.tags(g)
	for i, d := range g.Deals {
		if i > 0 || len(g.Tags) > 0 {
			p.b = append(p.b, '\n')
		}
		p.deal(d)
	}
	p.trailer(g, len(g.Deals))
}

// trailer writes the comments after a game's last deal (ndeals deals were
// written), after a blank line.
func (p *printer) trailer(g *Game, ndeals int) {
	if len(g.Trailer) > 0 {
		if len(g.Tags) > 0 || ndeals > 0 {
			p.b = append(p.b, '\n')
		}
		p.before(g.Trailer)
	}
}

// tags writes a game's tag block.
func (p *printer) tags(g *Game) {
	for i := range g.Tags {
		t := &g.Tags[i]
		p.before(t.Notes.Before)
		p.b = append(p.b, '[')
		if !validName([]byte(t.Name)) {
			p.bad = true
		}
		p.str(t.Name)
		p.str(` "`)
		for j := 0; j < len(t.Value); j++ {
			c := t.Value[j]
			if c == '"' || c == '\\' {
				p.b = append(p.b, '\\')
			}
			if c == '\n' {
				p.bad = true
			}
			p.b = append(p.b, c)
		}
		p.str(`"]`)
		p.after(t.Notes.After)
	}
}

// Print writes games in the canonical form: one blank line between games,
// between a game's tags and its first deal, and between deals. Records with
// a value that has no spelling (NoSeat in a call...) are written with "?"
// and Print returns an error after writing everything; otherwise it returns
// only w's errors.
func Print(w io.Writer, games []*Game) error {
	p := &printer{b: make([]byte, 0, 4096)}
	first := true
	for _, g := range games {
		if len(g.Tags) == 0 && len(g.Deals) == 0 && len(g.Trailer) == 0 {
			continue // nothing to print (a header whose tags were all bad)
		}
		if !first {
			p.b = append(p.b, '\n')
		}
		first = false
		p.game(g)
		if len(p.b) >= 64<<10 {
			if _, err := w.Write(p.b); err != nil {
				return err
			}
			p.b = p.b[:0]
		}
	}
	if _, err := w.Write(p.b); err != nil {
		return err
	}
	if p.bad {
		return errInvalid
	}
	return nil
}

// PrintDeal writes one deal in the canonical form, its comments included,
// ending with a newline (no blank line before or after). The error is as
// for Print.
func PrintDeal(w io.Writer, d *Deal) error {
	p := &printer{b: make([]byte, 0, 512)}
	p.deal(d)
	if _, err := w.Write(p.b); err != nil {
		return err
	}
	if p.bad {
		return errInvalid
	}
	return nil
}

// Format parses src and returns it in the canonical form, comments kept.
// Like gofmt, it refuses a text with syntax errors: it then returns nil and
// the ErrorList, so that a bad file is never rewritten with its bad parts
// dropped.
func Format(filename string, src []byte) ([]byte, error) {
	games, err := Parse(filename, src)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	buf.Grow(len(src) + len(src)/8)
	if err := Print(&buf, games); err != nil {
		return nil, fmt.Errorf("%s: %w", filename, err)
	}
	return buf.Bytes(), nil
}

// FormatStream reads src deal by deal and writes its canonical form to w
// as it reads: the text Format returns for the same input, in memory
// bounded by one deal, one line of input (at most 4 MiB, as for Reader)
// and 64 KiB of output, whatever the size of the input.
//
// The syntax errors of src go to report as they are found (each list
// sorted, the lists in the order of the input), and the reading goes on
// to the end; the text around an error is written as Print writes a
// deal with errors. Unlike Format, FormatStream has then already written
// some of the text: a caller that must not write a bad text (a file
// rewritten in place) reads it once with a nil w, then again. With a
// nil report, FormatStream returns the errors as one ErrorList, sorted as
// Parse's (ErrorList.Sort: two deals' errors at one place, the end of
// one and the start of the next, in Parse's order). A nil w writes
// nothing (a check of the syntax only).
//
// The error is otherwise nil, a read error of src, a write error of w,
// or, as for Print, an error when a record has no spelling.
func FormatStream(w io.Writer, src io.Reader, filename string, report func(ErrorList)) error {
	var all ErrorList
	if report == nil {
		report = func(l ErrorList) { all = append(all, l...) }
	}
	r := NewReader(src, filename)
	r.Reuse()
	sp := &streamPrinter{w: w, p: printer{b: make([]byte, 0, 64<<10+4096)}}
	for {
		d, err := r.Next()
		var list ErrorList
		if errors.As(err, &list) {
			report(list)
		} else if err != nil && err != io.EOF {
			return err
		}
		if d == nil {
			break
		}
		if w != nil {
			sp.deal(d)
			if err := sp.flush(64 << 10); err != nil {
				return err
			}
		}
	}
	if w != nil {
		sp.end(r.Game())
		if err := sp.flush(0); err != nil {
			return err
		}
		if sp.p.bad {
			return fmt.Errorf("%s: %w", filename, errInvalid)
		}
	}
	all.Sort()
	return all.Err()
}

// streamPrinter prints deals as a Reader returns them, with the blank
// lines and tag blocks Print writes between them.
type streamPrinter struct {
	w       io.Writer
	p       printer
	game    *Game // the game of the last deal written
	started bool  // a game was written: the next one comes after a blank line
	ndeals  int   // deals of game written
}

// startGame writes the tags of g, the game of the next deal.
func (sp *streamPrinter) startGame(g *Game) {
	sp.game, sp.ndeals = g, 0
	if sp.started {
		sp.p.b = append(sp.p.b, '\n')
	}
	sp.started = true
	sp.p.tags(g)
}

func (sp *streamPrinter) deal(d *Deal) {
	d.FillPositions() // the plays of a reused deal (Trick.Four)
	if d.Game != sp.game || !sp.started {
		sp.startGame(d.Game)
	}
	if sp.ndeals > 0 || len(sp.game.Tags) > 0 {
		sp.p.b = append(sp.p.b, '\n')
	}
	sp.p.deal(d)
	sp.ndeals++
}

// end writes what follows the last deal: the trailer of the last game g
// (Reader.Game at the end), or that game whole when it has no deal.
func (sp *streamPrinter) end(g *Game) {
	if g == nil {
		return
	}
	if g != sp.game || !sp.started {
		if len(g.Tags) == 0 && len(g.Trailer) == 0 {
			return // nothing to print, as Print
		}
		sp.startGame(g)
	}
	sp.p.trailer(g, sp.ndeals)
}

// flush writes the text held once it is over n bytes.
func (sp *streamPrinter) flush(n int) error {
	if len(sp.p.b) <= n || (n == 0 && len(sp.p.b) == 0) {
		return nil
	}
	_, err := sp.w.Write(sp.p.b)
	sp.p.b = sp.p.b[:0]
	return err
}
