package notation

// Decoding of words: keywords, seats, teams, cards, suit groups, strains
// and contracts. Each function reads a word (a slice of the current line)
// without allocating. docs/notation.md ("Tokens") lists every spelling.

type keyword uint8

const (
	kwNone keyword = iota
	kwDeal
	kwDealer
	kwHands
	kwCalls
	kwAnnounce
	kwTricks
	kwClaim
	kwWon
	kwResult
	kwPass
	kwX
	kwXX
	kwMade
	kwFailed
	kwBelote
	kwRebelote
	kwCapot
	kwMatch
	kwGenerale
	kwTierce
	kwCinquante
	kwCent
	kwCarre
)

// fold lowers ASCII letters and the Latin-1 capitals (É → é) of w into
// buf; false when w is longer than buf.
func fold(w []byte, buf *[16]byte) (int, bool) {
	if len(w) > len(buf) {
		return 0, false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c == 0xe2 { // a suit symbol: no keyword has one
			return 0, false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		} else if c >= 0x80 && c <= 0x9e && c != 0x97 && i > 0 && w[i-1] == 0xc3 {
			c += 0x20
		}
		buf[i] = c
	}
	return len(w), true
}

// keywordOf returns the keyword spelled by w, in any case, or kwNone
// (docs/notation.md §5, Keywords).
func keywordOf(w []byte) keyword {
	if len(w) == 1 { // seats, ranks...: only p and x are keywords
		switch w[0] | 0x20 {
		case 'p':
			return kwPass
		case 'x':
			return kwX
		}
		return kwNone
	}
	var buf [16]byte
	n, ok := fold(w, &buf)
	if !ok {
		return kwNone
	}
	return spelledKeyword(buf[:n])
}

// spelledKeyword returns the keyword spelled by w, folded to lower case
// (fold), or kwNone: one case per keyword, its English and French
// spellings (docs/notation.md §5, Keywords).
func spelledKeyword(w []byte) keyword {
	switch string(w) {
	case "deal", "donne":
		return kwDeal
	case "dealer", "donneur":
		return kwDealer
	case "hands", "hand", "mains":
		return kwHands
	case "calls", "call", "bidding", "enchères", "encheres":
		return kwCalls
	case "announce", "announces", "annonce", "annonces":
		return kwAnnounce
	case "tricks", "trick", "plis":
		return kwTricks
	case "claim":
		return kwClaim
	case "won", "gagné", "gagne":
		return kwWon
	case "result", "résultat", "resultat":
		return kwResult
	case "pass", "passe", "p":
		return kwPass
	case "x", "coinche", "contre":
		return kwX
	case "xx", "surcoinche", "surcontre":
		return kwXX
	case "made", "fait", "réussi", "reussi":
		return kwMade
	case "failed", "chuté", "chute", "dedans":
		return kwFailed
	case "belote":
		return kwBelote
	case "rebelote":
		return kwRebelote
	case "capot":
		return kwCapot
	case "match":
		return kwMatch
	case "générale", "generale":
		return kwGenerale
	case "tierce":
		return kwTierce
	case "cinquante", "fifty":
		return kwCinquante
	case "cent", "hundred":
		return kwCent
	case "carré", "carre", "square":
		return kwCarre
	}
	return kwNone
}

// isSection reports whether k starts a section of a full deal.
func isSection(k keyword) bool {
	switch k {
	case kwHands, kwCalls, kwAnnounce, kwTricks, kwClaim, kwWon, kwResult:
		return true
	}
	return false
}

// seatOf decodes a seat: N E S W (any case), or the names north, nord,
// east, est, south, sud, west, ouest (and O for ouest).
func seatOf(w []byte) Seat {
	if len(w) == 1 {
		switch w[0] | 0x20 {
		case 'n':
			return North
		case 'e':
			return East
		case 's':
			return South
		case 'w', 'o':
			return West
		}
		return NoSeat
	}
	var buf [16]byte
	n, ok := fold(w, &buf)
	if !ok {
		return NoSeat
	}
	switch string(buf[:n]) {
	case "north", "nord":
		return North
	case "east", "est":
		return East
	case "south", "sud":
		return South
	case "west", "ouest":
		return West
	}
	return NoSeat
}

// teamOf decodes a team: NS or EW (either order, any case).
func teamOf(w []byte) Team {
	if len(w) != 2 {
		return NoTeam
	}
	a, b := w[0]|0x20, w[1]|0x20
	switch {
	case a == 'n' && b == 's', a == 's' && b == 'n':
		return NS
	case a == 'e' && b == 'w', a == 'w' && b == 'e':
		return EW
	}
	return NoTeam
}

// rankByte maps the bytes that are a one-byte rank to it: 6 7 8 9 T J Q K
// A (any case) and the French V D R.
var rankByte = [256]Rank{
	'6': Six, '7': Seven, '8': Eight, '9': Nine,
	'T': Ten, 't': Ten,
	'J': Jack, 'j': Jack, 'V': Jack, 'v': Jack,
	'Q': Queen, 'q': Queen, 'D': Queen, 'd': Queen,
	'K': King, 'k': King, 'R': King, 'r': King,
	'A': Ace, 'a': Ace,
}

// rankAt decodes a rank at w[i:]: 6 7 8 9 10 T J Q K A, or the French V
// (valet) D (dame) R (roi); it returns the rank and its width.
func rankAt(w []byte, i int) (Rank, int) {
	if i >= len(w) {
		return NoRank, 0
	}
	if r := rankByte[w[i]]; r != NoRank {
		return r, 1
	}
	if w[i] == '1' && i+1 < len(w) && w[i+1] == '0' {
		return Ten, 2
	}
	return NoRank, 0
}

// suitByte maps the letters of the suits to them: S H D C (any case).
var suitByte = [256]Suit{
	'S': Spades, 's': Spades, 'H': Hearts, 'h': Hearts,
	'D': Diamonds, 'd': Diamonds, 'C': Clubs, 'c': Clubs,
}

// suitAt decodes a suit at w[i:]: S H D C (any case), ♠ ♥ ♦ ♣ or the white
// ♤ ♡ ♢ ♧, a symbol optionally followed by the emoji selector U+FE0F. It
// returns the suit and its width.
func suitAt(w []byte, i int) (Suit, int) {
	if i >= len(w) {
		return NoSuit, 0
	}
	if s := suitByte[w[i]]; s != NoSuit {
		return s, 1
	}
	if w[i] != 0xe2 {
		return NoSuit, 0
	}
	return symbolAt(w, i)
}

// symbolAt decodes a suit symbol at w[i:], whose first byte is 0xe2.
func symbolAt(w []byte, i int) (Suit, int) {
	if i+2 >= len(w) || w[i+1] != 0x99 {
		return NoSuit, 0
	}
	var s Suit
	switch w[i+2] {
	case 0xa0, 0xa4: // ♠ ♤
		s = Spades
	case 0xa5, 0xa1: // ♥ ♡
		s = Hearts
	case 0xa6, 0xa2: // ♦ ♢
		s = Diamonds
	case 0xa3, 0xa7: // ♣ ♧
		s = Clubs
	default:
		return NoSuit, 0
	}
	n := 3
	if i+5 < len(w) && w[i+3] == 0xef && w[i+4] == 0xb8 && w[i+5] == 0x8f {
		n = 6
	}
	return s, n
}

// symbolSuitAt is suitAt restricted to the suit symbols.
func symbolSuitAt(w []byte, i int) (Suit, int) {
	if i < len(w) && w[i] == 0xe2 {
		return symbolAt(w, i)
	}
	return NoSuit, 0
}

// cardOf decodes one card: a rank then a suit (10♥, QH, DD) or a suit then
// a rank (♥10, HQ).
func cardOf(w []byte) (Card, bool) {
	if r, n := rankAt(w, 0); n > 0 {
		if s, m := suitAt(w, n); m > 0 && n+m == len(w) {
			return Card{r, s}, true
		}
	}
	if s, n := suitAt(w, 0); n > 0 {
		if r, m := rankAt(w, n); m > 0 && n+m == len(w) {
			return Card{r, s}, true
		}
	}
	return Card{}, false
}

// groupsOf decodes suit groups: a suit then its ranks (♠AK7), or a suit and
// '-' for a void (♠-). Groups led by a symbol may follow each other in one
// word (♠AK7♥J9). A word that is not a group may be a single card (A♠).
// It appends each card to cards and its byte offset in w to offs, and
// returns false, having appended nothing, when the word is neither.
func groupsOf(w []byte, cards []Card, offs []int) ([]Card, []int, bool) {
	// One pass: the cards are appended as the groups are read, and taken
	// back when the word turns out not to be well-formed. A word that may
	// not fit in cards' capacity is checked first, so that a word that is
	// not groups (calls, read as ♣A…) never grows it.
	if _, n := suitAt(w, 0); n > 0 && (cap(cards)-len(cards) >= len(w) || validGroups(w)) {
		nc, no := len(cards), len(offs)
		var ok bool
		if cards, offs, ok = scanGroups(w, cards, offs, true); ok {
			return cards, offs, true
		}
		cards, offs = cards[:nc], offs[:no]
	}
	c, ok := cardOf(w)
	if ok {
		cards, offs = append(cards, c), append(offs, 0)
	}
	return cards, offs, ok
}

// scanGroups reads w as a run of suit groups, appending the cards and
// their offsets when keep is set; false when w is not a well-formed run
// (what it appended is then left for the caller to take back).
func scanGroups(w []byte, cards []Card, offs []int, keep bool) ([]Card, []int, bool) {
	suit, i := suitAt(w, 0)
	if i == 0 {
		return cards, offs, false
	}
	for {
		// ranks of one group, or a void
		if i < len(w) && w[i] == '-' {
			i++
		} else {
			cnt := 0
			for {
				r, m := rankAt(w, i)
				if m == 0 {
					break
				}
				if keep {
					cards, offs = append(cards, Card{r, suit}), append(offs, i)
				}
				i += m
				cnt++
			}
			if cnt == 0 {
				return cards, offs, false
			}
		}
		if i == len(w) {
			return cards, offs, true
		}
		s, m := symbolSuitAt(w, i)
		if m == 0 {
			return cards, offs, false
		}
		suit, i = s, i+m
	}
}

// ranksOf decodes a word of ranks only (AK7, 10), the continuation of a
// suit group written with spaces (♠A K Q): it appends the cards of suit s.
func ranksOf(w []byte, s Suit, cards []Card, offs []int) ([]Card, []int, bool) {
	for i := 0; i < len(w); {
		_, n := rankAt(w, i)
		if n == 0 {
			return cards, offs, false
		}
		i += n
	}
	for i := 0; i < len(w); {
		r, n := rankAt(w, i)
		cards, offs = append(cards, Card{r, s}), append(offs, i)
		i += n
	}
	return cards, offs, len(w) > 0
}

// validGroups reports whether w is a well-formed run of suit groups.
func validGroups(w []byte) bool {
	_, _, ok := scanGroups(w, nil, nil, false)
	return ok
}

// strainOf decodes a trump: a suit (S H D C or a symbol), SA or NT
// (sans-atout), TA or AT (tout-atout), or a French word: pique, cœur (or
// coeur), carreau, trèfle (or trefle), their plurals, sans-atout and
// tout-atout, in any case (docs/notation.md, "Tokens").
func strainOf(w []byte) Strain {
	if s, n := suitAt(w, 0); n > 0 && n == len(w) {
		return TrumpS + Strain(s-Spades)
	}
	if len(w) != 2 {
		return strainWordOf(w)
	}
	a, b := w[0]|0x20, w[1]|0x20
	switch {
	case a == 's' && b == 'a', a == 'n' && b == 't':
		return SansAtout
	case a == 't' && b == 'a', a == 'a' && b == 't':
		return ToutAtout
	}
	return NoStrain
}

// strainWordOf decodes a trump written as a French word (strainOf), or
// NoStrain.
func strainWordOf(w []byte) Strain {
	if len(w) < 5 {
		return NoStrain
	}
	var buf [16]byte
	n, ok := fold(w, &buf)
	if !ok {
		return NoStrain
	}
	switch string(buf[:n]) {
	case "pique", "piques":
		return TrumpS
	case "cœur", "cœurs", "cŒur", "cŒurs", "coeur", "coeurs":
		return TrumpH
	case "carreau", "carreaux":
		return TrumpD
	case "trèfle", "trèfles", "trefle", "trefles":
		return TrumpC
	case "sans-atout", "sansatout":
		return SansAtout
	case "tout-atout", "toutatout":
		return ToutAtout
	}
	return NoStrain
}

// strainWords are the trumps an entry takes, as a "did you mean" offers
// them (strainOf reads more spellings).
var strainWords = []string{"S", "H", "D", "C", "SA", "TA", "pique", "cœur", "coeur", "carreau", "trèfle",
	"trefle", "sans-atout", "tout-atout"}

// summaryWords are the words of a summary's items, English and French, as
// a "did you mean" offers them (keywordOf reads more spellings).
var summaryWords = []string{"X", "XX", "made", "failed", "belote", "capot", "announce", "coinche",
	"surcoinche", "fait", "réussi", "chuté", "chute", "dedans", "annonce"}

// entryStartWords are the words an entry may start with, as a "did you
// mean" offers them: the seats and pass, English and French.
var entryStartWords = []string{"north", "east", "south", "west", "nord", "est", "sud", "ouest", "pass", "passe"}

// numberOf decodes a decimal number made of ASCII digits only.
func numberOf(w []byte) (int, bool) {
	if len(w) == 0 || len(w) > 8 {
		return 0, false
	}
	n := 0
	for _, c := range w {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// contractHead decodes the start of a contract: a number of points (80) or
// capot, match, générale; it returns the contract without its strain and
// what follows in the word (an attached strain, as in 80♥ or capotH).
func contractHead(w []byte) (Contract, []byte, bool) {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i > 0 {
		v, ok := numberOf(w[:i])
		if !ok {
			return Contract{}, nil, false
		}
		return Contract{Level: Points, Value: v}, w[i:], true
	}
	for _, k := range [...]struct {
		word  string
		level Level
	}{{"capot", Capot}, {"match", Match}, {"générale", Generale}, {"generale", Generale}} {
		if len(w) >= len(k.word) {
			var buf [16]byte
			n, ok := fold(w[:len(k.word)], &buf)
			if ok && string(buf[:n]) == k.word {
				return Contract{Level: k.level}, w[len(k.word):], true
			}
		}
	}
	return Contract{}, nil, false
}
