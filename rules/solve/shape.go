package solve

import (
	"math/bits"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// The shape table holds bounds shared between positions of the same
// shape: the same leader and, in each suit, the same number of live
// cards held by the same seats in the same order of power (the exempt
// jass jack at the same place), whatever those cards are. Two such
// positions are the same game up to the card points: mapping the i-th
// live card of a suit of one to the i-th of the other keeps every
// comparison of power between live cards (and the exempt jack), so
// every legal play and every trick's winner; a line of play gives each
// team the same tricks, and the points of the cards it takes differ by
// the points of the cards mapped. So the NS value of one is within
// that of the other plus the points NS may gain (the sum of the
// positive differences card by card) and minus those it may lose (the
// negative ones): a bound stored for one position bounds every position
// of its shape, widened by those sums (partition search; DDS's relevant
// ranks). The exact table (table.go) keys positions on their cards'
// points as well; this one answers where it misses.

// shapeBits is the size of the shape table: 2^shapeBits entries of 32
// bytes (8 MiB) in buckets of two. 2^18 entries against 2^16: full
// 36-card deals search 18% fewer positions (deal 4 ♣ of
// docs/performance.md's 20 tournoi-2018 deals at its value: 101 → 83
// million), jass positions of 32 cards 4% fewer, montpellier deals as
// many; 2^20 saved 9% more on that deal, for 32 MiB (docs/performance.md).
const shapeBits = 18

// shapeEntry is one position of the shape table: its shape key, its live
// cards (power layout), the bounds of its NS value and the card that
// gave the last result (suit*16 + its index among the suit's live cards
// from the weakest; 0xFF for none).
type shapeEntry struct {
	k0, k1 uint64
	live   uint64
	lo, hi int16
	best   uint8
}

// shapeOf is the shape key of a position: per suit the number of live
// cards, who holds each (two bit planes packed on the live cards) and
// the place of the exempt jack among them (0 when not live), the leader
// and the strain. k is the position's exact key by suit (suitKey: 27
// bits each, the canonical live cards then the two bit planes of their
// holders), live its live cards (power layout), leader to lead.
func (s *Solver) shapeOf(k *[4]uint64, live uint64, leader notation.Seat) (k0, k1 uint64) {
	t := s.st
	var sk [4]uint64
	for su := range sk {
		// the count of live cards (4 bits), then the two bit planes
		// (18 bits) taken from the suit's part of the exact key
		sk[su] = uint64(bits.OnesCount64(live>>(16*su)&0x1FF)) | k[su]>>9<<4
	}
	if t.jack != noCard {
		jb := uint(t.pw[t.jack])
		if live>>jb&1 != 0 {
			su := jb >> 4
			sk[su&3] |= uint64(1+bits.OnesCount64(live&(uint64(1)<<jb-1)>>(16*su))) << 22
		}
	}
	k0 = sk[0] | sk[1]<<26 | uint64(leader)<<52 | uint64(t.st)<<56
	k1 = sk[2] | sk[3]<<26
	return k0, k1
}

func (s *Solver) shapeSlot(k0, k1 uint64) uint64 {
	h := k0*0xC2B2AE3D27D4EB4F ^ k1*0x9E3779B97F4A7C15
	h ^= h >> 29
	return h & (1<<shapeBits - 1)
}

// shapeProbe is the declarers' bounds of the position of shape k0, k1
// and live cards live, out of total points still to take, from the shape
// table's entry widened by the points that differ, and the card of the
// position matching the entry's best card; ok is false when the table
// holds no entry of that shape.
func (s *Solver) shapeProbe(k0, k1, live uint64, total int) (lo, hi int, hint rules.Card, ok bool) {
	if s.shape == nil {
		return 0, 0, noCard, false
	}
	i := s.shapeSlot(k0, k1)
	en := &s.shape[i]
	if en.k0 != k0 || en.k1 != k1 {
		if en = &s.shape[i^1]; en.k0 != k0 || en.k1 != k1 {
			return 0, 0, noCard, false
		}
	}
	gain, loss := s.shapeDiff(live, en.live)
	lo, hi = int(en.lo)-loss, int(en.hi)+gain
	if s.st.team != notation.NS {
		lo, hi = total-hi, total-lo
	}
	hint = noCard
	if en.best != 0xFF {
		su := uint(en.best >> 4)
		x := live >> (16 * su) & 0x1FF
		for i := en.best & 15; i > 0 && x != 0; i-- {
			x &= x - 1
		}
		if x != 0 {
			hint = s.st.card[16*su+uint(bits.TrailingZeros64(x))]
		}
	}
	return lo, hi, hint, true
}

// shapeDiff is the most points NS may gain (gain) and lose (loss) in a
// position of live cards cur against one of the same shape of live cards
// old: the sums of the positive and of the negative differences of
// points between the cards of the same place in each suit.
func (s *Solver) shapeDiff(cur, old uint64) (gain, loss int) {
	if cur == old {
		return 0, 0
	}
	pts := &s.st.ptsPw
	for a := cur &^ old; a != 0; {
		// only the suits that differ; a and b hold as many cards in each
		su := bits.TrailingZeros64(a) >> 4
		m := uint64(0x1FF) << (16 * su)
		x, y := cur&m, old&m
		a &^= m
		for ; x != 0; x, y = x&(x-1), y&(y-1) {
			d := int(pts[bits.TrailingZeros64(x)]) - int(pts[bits.TrailingZeros64(y)])
			if d > 0 {
				gain += d
			} else {
				loss -= d
			}
		}
	}
	return gain, loss
}

// shapeStore records the declarers' bounds lo..hi of the position of
// shape k0, k1 and live cards live out of total points still to take,
// and its best card.
func (s *Solver) shapeStore(k0, k1, live uint64, lo, hi int, best rules.Card, total int) {
	if s.shape == nil {
		s.shape = tableOf[shapeEntry](s, 1<<shapeBits)
	}
	if s.st.team != notation.NS {
		lo, hi = total-hi, total-lo
	}
	i := s.shapeSlot(k0, k1)
	en := &s.shape[i]
	if !(en.k0 == k0 && en.k1 == k1) {
		// the first slot of a bucket keeps the entry of the most cards
		// left, the second takes the rest
		if o := &s.shape[i^1]; o.k0 == k0 && o.k1 == k1 {
			en = o
		} else if bits.OnesCount64(en.live) > bits.OnesCount64(live) {
			en = o
		} else {
			*o = *en
		}
	}
	b := uint8(0xFF)
	if best != noCard && best < 64 {
		pb := uint(s.st.pw[best])
		su := pb >> 4
		b = uint8(su<<4) | uint8(bits.OnesCount64(live>>(16*su)&(uint64(1)<<(pb&15)-1)))
	}
	*en = shapeEntry{k0: k0, k1: k1, live: live, lo: int16(lo), hi: int16(hi), best: b}
}
