package solve

import (
	"math/bits"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// strainTab holds the tables of one strain: card points, the power layout
// (each suit's cards in power order) and the canonical relabelling of the
// cards still live used by the table keys.
type strainTab struct {
	st     notation.Strain
	team   notation.Team // the declarers of the position being searched
	trumps rules.Hand
	// trumpSuit is the trump suit (0..3) of a suit contract, -1 in
	// sans-atout and tout-atout
	trumpSuit int
	jack      rules.Card // the trump jack when exempt (jass), else NoCard
	// ruffAny: a plain suit may be ruffed while holding it (jass:
	// play.trump_while_holding)
	ruffAny bool
	// mustRuff: a player void in the led plain suit must trump even when
	// partner is winning the trick (play.must_trump = "always")
	mustRuff bool
	// powPts[su][m]: the card points of the 9-bit mask m of suit su's
	// cards in the power layout
	powPts [4][512]uint16
	pts    [256]uint8 // card points, by Card (NoCard gives 0)
	ptsPw  [64]uint8  // card points, by bit of the power layout
	zeroPw uint64     // the cards of no points, power layout
	// byPts[i]: the cards (power layout) worth ptsOf[i] points, the
	// point values from the lowest, nPts of them (for cheapest)
	byPts [16]uint64
	ptsOf [16]uint8
	nPts  int
	pw    [64]uint8      // the card's bit in the power layout: suit*16 + power-1
	card  [64]rules.Card // the card at a bit of the power layout
	// toPow[su][m]: the 9-bit mask m of suit su's cards (bit rank-1) in
	// the power layout (bit power-1).
	toPow [4][512]uint16
	// canon[su][m]: the live cards m of suit su (power layout) relabelled
	// to the lowest cards of equal points in the same order: positions
	// that differ only in low cards already played get the same key.
	canon [4][512]uint16
	// kept[d<<9|opp]: trumpsKept of the trumps d against opp (9-bit
	// masks of the trump suit, power layout) as kept<<4 | (masters+1),
	// or 0 before it is first asked; made on first use (512 KiB)
	kept []uint16
}

func newStrainTab(e *rules.Engine, st notation.Strain) *strainTab {
	t := &strainTab{st: st, trumps: e.Trumps(st), jack: rules.NoCard, trumpSuit: -1}
	if st >= notation.TrumpS && st <= notation.TrumpC {
		t.trumpSuit = int(st) - int(notation.TrumpS)
	}
	t.ruffAny = e.Ruleset().Play.TrumpWhileHolding && t.trumpSuit >= 0
	t.mustRuff = e.Ruleset().Play.MustTrump == rules.PlayMustTrumpAlways
	if e.Ruleset().Play.TrumpJackExempt && st >= notation.TrumpS && st <= notation.TrumpC {
		t.jack = rules.MakeCard(notation.Jack, notation.Suit(st))
	}
	for su := 0; su < 4; su++ {
		var cls [9]int // point class of each power bit; -1 when not in the deck
		for i := range cls {
			cls[i] = -1
		}
		for r := 0; r < 9; r++ {
			c := rules.Card(su*16 + r)
			p := e.Power(st, c)
			if p == 0 {
				continue
			}
			t.pts[c] = uint8(e.Points(st, c))
			t.pw[c] = uint8(su*16 + p - 1)
			t.card[su*16+p-1] = c
			t.ptsPw[su*16+p-1] = t.pts[c]
			if t.pts[c] == 0 {
				t.zeroPw |= 1 << (su*16 + p - 1)
			}
			cls[p-1] = int(t.pts[c])
			if c == t.jack {
				cls[p-1] = 1000 // the exempt jack is never relabelled
			}
		}
		for m := 0; m < 512; m++ {
			var out uint16
			for r := 0; r < 9; r++ {
				if m>>r&1 != 0 {
					if p := e.Power(st, rules.Card(su*16+r)); p != 0 {
						out |= 1 << (p - 1)
					}
				}
			}
			t.toPow[su][m] = out
			// greedy: each live card, from the weakest, to the weakest
			// card of its points above the previous one
			var cm uint16
			prev := -1
			for b := 0; b < 9; b++ {
				if m>>b&1 == 0 || cls[b] < 0 {
					continue
				}
				for x := prev + 1; x <= b; x++ {
					if cls[x] == cls[b] {
						cm |= 1 << x
						prev = x
						break
					}
				}
			}
			t.canon[su][m] = cm
			for b := 0; b < 9; b++ {
				if m>>b&1 != 0 && cls[b] >= 0 {
					t.powPts[su][m] += uint16(t.pts[t.card[su*16+b]])
				}
			}
		}
	}
	t.pointClasses()
	return t
}

// pointClasses fills byPts, ptsOf and nPts from ptsPw (every bit of the
// power layout, those of no card in the zero class).
func (t *strainTab) pointClasses() {
	for b := 0; b < 64; b++ {
		v := t.ptsPw[b]
		i := 0
		for i < t.nPts && t.ptsOf[i] < v {
			i++
		}
		if i == t.nPts || t.ptsOf[i] != v {
			copy(t.byPts[i+1:], t.byPts[i:t.nPts])
			copy(t.ptsOf[i+1:], t.ptsOf[i:t.nPts])
			t.byPts[i], t.ptsOf[i] = 0, v
			t.nPts++
		}
		t.byPts[i] |= 1 << b
	}
}

// handPoints is the card points of h.
func (t *strainTab) handPoints(h rules.Hand) int {
	n := 0
	for ; h != 0; h &= h - 1 {
		n += int(t.pts[bits.TrailingZeros64(uint64(h))])
	}
	return n
}

// pow is h in the power layout.
func (t *strainTab) pow(h rules.Hand) uint64 {
	return uint64(t.toPow[0][h&0x1FF]) | uint64(t.toPow[1][h>>16&0x1FF])<<16 |
		uint64(t.toPow[2][h>>32&0x1FF])<<32 | uint64(t.toPow[3][h>>48&0x1FF])<<48
}

// pext tables: the bits of x at the set bits of m, packed, for the low 5
// and the high 4 of a suit's 9 bits.
var pextLo, pextHi = func() (lo [32][32]uint8, hi [16][16]uint8) {
	for m := 0; m < 32; m++ {
		for x := 0; x < 32; x++ {
			lo[m][x] = pext(uint(x), uint(m))
			if m < 16 && x < 16 {
				hi[m][x] = pext(uint(x), uint(m))
			}
		}
	}
	return
}()

func pext(x, m uint) uint8 {
	var out uint8
	k := 0
	for b := 0; b < 9; b++ {
		if m>>b&1 != 0 {
			out |= uint8(x>>b&1) << k
			k++
		}
	}
	return out
}

// pop5 is the number of bits set in each 5-bit number.
var pop5 = func() (p [32]uint8) {
	for m := range p {
		p[m] = uint8(bits.OnesCount8(uint8(m)))
	}
	return
}()

// pext9 packs the bits of x at the set bits of the 9-bit mask m (the
// masks and the shift bounded so that no check is compiled in).
func pext9(x, m uint16) uint64 {
	return uint64(pextLo[m&31][x&31]) | uint64(pextHi[m>>5&15][x>>5&15])<<(pop5[m&31]&7)
}

// key is the table key of the position (s.hands, leader to lead): per
// suit the canonical live cards (9 bits) and who holds each of them (two
// bit planes packed on the live cards, 9 bits each), the leader and the
// strain. Each suit's part is kept with the cards it was made from
// (s.memo) and made again only when they changed: most tricks change one
// or two suits.
func (s *Solver) key(leader notation.Seat) (k0, k1 uint64) {
	var k [4]uint64
	for su := 0; su < 4; su++ {
		k[su] = s.suitKey(su)
	}
	return s.keyOf(&k, leader)
}

// keyOf is the key made of the four suits' parts k (suitKey).
func (s *Solver) keyOf(k *[4]uint64, leader notation.Seat) (k0, k1 uint64) {
	k0 = k[0] | k[1]<<27 | uint64(leader)<<54 | uint64(s.st.st)<<58
	k1 = k[2] | k[3]<<27
	return k0, k1
}

// suitMemo is one suit's part of the last key made: the suit's live cards
// and the two bit planes of their holders (9 bits each, power layout),
// and its part of the key.
type suitMemo struct {
	cards, part uint32
}

// suitKey is suit su's part of key (27 bits).
func (s *Solver) suitKey(su int) uint64 {
	sh := 16 * uint(su&3)
	p0 := uint16(s.ph[0]>>sh) & 0x1FF
	p1 := uint16(s.ph[1]>>sh) & 0x1FF
	p2 := uint16(s.ph[2]>>sh) & 0x1FF
	p3 := uint16(s.ph[3]>>sh) & 0x1FF
	live := p0 | p1 | p2 | p3
	cards := uint32(live) | uint32(p1|p3)<<9 | uint32(p2|p3)<<18
	m := &s.memo[su&3]
	if m.cards == cards {
		return uint64(m.part)
	}
	part := s.suitPart(su, live, p1|p3, p2|p3)
	*m = suitMemo{cards, uint32(part)}
	return part
}

// suitPart is suit su's part of key: the canonical live cards, and the
// two bit planes of their holders (b: East or West, c: South or West)
// packed on them.
func (s *Solver) suitPart(su int, live, b, c uint16) uint64 {
	return uint64(s.st.canon[su&3][live&0x1FF]) | pext9(b, live)<<9 | pext9(c, live)<<18
}

// entry is one position of the transposition table: its key, the bounds
// of the NS value (card points NS takes from there), the card that gave
// the last result, and the cards left (the work saved; the entry with
// less is replaced first).
type entry struct {
	k0, k1 uint64
	lo, hi int16
	best   rules.Card
	work   uint8
}

func (s *Solver) slot(k0, k1 uint64) uint64 {
	h := k0*0x9E3779B97F4A7C15 ^ k1*0xC2B2AE3D27D4EB4F
	h ^= h >> 31
	return h & s.mask &^ 1
}

// lookup is the entry of the key, nil when absent.
func (s *Solver) lookup(k0, k1 uint64) *entry {
	i := s.slot(k0, k1)
	if en := &s.tt[i]; en.k0 == k0 && en.k1 == k1 {
		return en
	}
	if en := &s.tt[i+1]; en.k0 == k0 && en.k1 == k1 {
		return en
	}
	return nil
}

// store records the declarers' bounds lo..hi of the position of key
// k0, k1 out of total points still to take.
func (s *Solver) store(k0, k1 uint64, lo, hi int, best rules.Card, total int) {
	if s.st.team != notation.NS {
		lo, hi = total-hi, total-lo
	}
	i := s.slot(k0, k1)
	en := &s.tt[i]
	cards := bits.OnesCount64(uint64(s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]))
	if !(en.k0 == k0 && en.k1 == k1) {
		if o := &s.tt[i+1]; o.k0 == k0 && o.k1 == k1 {
			en = o
		} else if int(en.work) > cards {
			en = o // the first slot keeps the larger work
		} else {
			*o = *en
		}
	}
	*en = entry{k0: k0, k1: k1, lo: int16(lo), hi: int16(hi), best: best, work: uint8(cards)}
}

// probe is the table's entry for the position (s.hands, leader to lead)
// as declarers' bounds, nil when absent.
func (s *Solver) probe(leader notation.Seat) *entry {
	if leader < notation.North || leader > notation.West {
		return nil
	}
	en := s.lookup(s.key(leader))
	if en == nil {
		return nil
	}
	x := *en
	if s.st.team != notation.NS {
		total := s.left + s.last
		x.lo, x.hi = int16(total)-en.hi, int16(total)-en.lo
	}
	return &x
}

// endEntry is a position of the last two tricks (two cards in each hand,
// an empty trick) in one word: the low 48 bits of x, its key (endKey)
// times endMul, in the top 48 bits, and the bounds of the NS value (card
// points NS takes in the two tricks, dix de der included) in the low 16,
// lo<<8 | hi; 0 is an empty slot. The multiplication is a bijection of
// the 64-bit words and the bucket is x's top bits, so that the bucket and
// the 48 bits stored give x, and so the key, exactly (the table holds at
// least 2^endMinBits entries). The table (Solver.ends) has half as many
// entries as the main table, in buckets of two: a new entry goes to the
// first slot, the one there to the second. Against the 2^14 entries
// direct-mapped of before (issue 29), a full 36-card deal searches 1.5×
// fewer positions; in 8 bytes rather than 16 since issue 29's ninth pass
// (docs/performance.md).
type endEntry uint64

// endMul multiplies the endgame key into the word whose top bits are its
// bucket (odd: a bijection).
const endMul = 0x9E3779B97F4A7C15

// endMinBits is the fewest entries of the endgame table, as a power of 2:
// with 2^17 entries or more, the bucket (its slot's bit apart) and the
// 48 bits an entry keeps give the 64 bits of the key times endMul.
const endMinBits = 17

// endMaxPoints is the most points the bounds of an entry can hold (8
// bits each); a position of more points still to take is not kept (no
// preset comes near: 8 cards and a dix de der of 10; a house ruleset's
// cards.last_trick, which has no upper bound, may).
const endMaxPoints = 255

// newEndEntry is the entry of the position whose key times endMul is x,
// with NS bounds lo..hi (at most endMaxPoints).
func newEndEntry(x uint64, lo, hi int) endEntry {
	return endEntry(x<<16 | uint64(lo)<<8 | uint64(hi))
}

// is reports whether the entry holds the position whose key times endMul
// is x.
func (en endEntry) is(x uint64) bool {
	return en != 0 && uint64(en)>>16 == x&(1<<48-1)
}

// bounds is the NS bounds of the entry.
func (en endEntry) bounds() (lo, hi int) {
	return int(en >> 8 & 255), int(en & 255)
}

// endKey is the key of the position of the last two tricks (s.hands, two
// cards each, leader to lead, strain): each hand's two cards (6 bits
// each), the leader and the strain; never 0.
func (s *Solver) endKey(leader notation.Seat, st notation.Strain) uint64 {
	k := uint64(1)
	for _, h := range s.hands {
		x := uint64(h)
		k = k<<12 | uint64(bits.TrailingZeros64(x))<<6 | uint64(63-bits.LeadingZeros64(x))
	}
	return k<<5 | uint64(leader-1)&3<<3 | uint64(st)&7
}
