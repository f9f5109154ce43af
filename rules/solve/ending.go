package solve

import (
	"math/bits"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// The last three tricks (issue 29, seventh pass: docs/performance.md):
// where every hand holds three cards, the trick start is searched
// without the main table, its ordering, twins and ETC: a plain fail-soft
// alpha-beta over the first trick's legal cards (at most 3×3×3×3 lines,
// endPlay), each trick end going into the last two tricks (endgame). The
// bounds found are kept in a memo of their own (Solver.end3), keyed on
// the exact hands (each hand's three cards, 6 bits each, the leader and
// the strain: a few instructions, no relabelling), and the enhanced
// transposition cut-off at the fourth card of the trick before reads it
// (etc3). A search of the whole window (the exact value kept, every later
// test answered from the memo) searched 1.6 times the positions of the
// zero-window searches on deal 4 ♣ (docs/performance.md).

// end3Less sizes the three-trick memo: 2^(tableBits-end3Less) entries of
// 16 bytes, in buckets of two (16 MiB for a 36-card deck, 4 MiB for 32
// cards). Deal 4 of the 36-card deals (docs/performance.md) searched
// 282, 270 and 258 million positions at 2^18, 2^19 and 2^20 entries, in
// 17.0, 16.1 and 16.0 s.
const end3Less = 0

// end3Entry is one entry of the three-trick memo: k0 and the bits of k1
// above bit 20 are the position's key (end3Key), its low 20 bits the
// bounds of the NS value (card points NS takes in the three tricks, dix
// de der included): lo<<10 | hi.
type end3Entry struct {
	k0, k1 uint64
}

// end3Bits is the bits of end3Entry.k1 that hold the bounds.
const end3Bits = 1<<20 - 1

// end3Key is the key of the position of the last three tricks (s.hands,
// three cards each, leader to lead, strain): each hand's three cards (6
// bits each), the leader and the strain, in two words (k1 shifted left by
// 20 bits, its low bits free for the bounds); k0 is never 0.
func (s *Solver) end3Key(leader notation.Seat, st notation.Strain) (k0, k1 uint64) {
	k0 = 1
	for i := 0; i < 3; i++ {
		k0 = k0<<18 | three(uint64(s.hands[i]))
	}
	k0 = k0<<5 | uint64(leader-1)&3<<3 | uint64(st)&7
	return k0, three(uint64(s.hands[3])) << 20
}

// three packs the indexes of the three cards of x (6 bits each).
func three(x uint64) uint64 {
	a := uint64(bits.TrailingZeros64(x))
	c := uint64(63 - bits.LeadingZeros64(x))
	b := uint64(bits.TrailingZeros64(x & (x - 1)))
	return a<<12 | b<<6 | c
}

// end3Slot is the first slot of the bucket of key k0, k1.
func (s *Solver) end3Slot(k0, k1 uint64) uint64 {
	return (k0 ^ k1*0xBF58476D1CE4E5B9) * 0x9E3779B97F4A7C15 >> s.end3Shift &^ 1
}

// end3Find is the memo's entry of key k0, k1, or nil.
func (s *Solver) end3Find(k0, k1 uint64) *end3Entry {
	j := s.end3Slot(k0, k1)
	b := s.end3[j : j+2 : j+2]
	if b[0].k0 == k0 && b[0].k1&^end3Bits == k1 {
		return &b[0]
	}
	if b[1].k0 == k0 && b[1].k1&^end3Bits == k1 {
		return &b[1]
	}
	return nil
}

// end3Bounds is the declarers' bounds of an entry (total: the points
// still to take).
func (s *Solver) end3Bounds(en *end3Entry, total int) (lo, hi int) {
	lo, hi = int(en.k1>>10&1023), int(en.k1&1023)
	if s.st.team != notation.NS {
		lo, hi = total-hi, total-lo
	}
	return lo, hi
}

// ending3 is the value of the trick start t where every hand holds three
// cards, fail-soft within (alpha, beta) as search: the memo's bounds
// decide the test when they can; else the first trick is searched by
// endPlay and the bounds it proves are kept. Values fit the entry's 10 bits: a deck's points are far fewer
// than 1024.
func (s *Solver) ending3(t *rules.TrickState, alpha, beta int) int {
	k0, k1 := s.end3Key(t.Leader, t.Strain)
	total := s.left + s.last
	en := s.end3Find(k0, k1)
	// with no entry, no bounds: the sure points, quick tricks and tricks
	// surely won (startBounds) cost more than the searches they save here
	lo, hi := 0, total
	if en != nil {
		lo, hi = s.end3Bounds(en, total)
	}
	v, lo, hi, searched := s.endSearch(t, lo, hi, total, alpha, beta)
	if !searched {
		return v
	}
	if en == nil {
		// a new entry in the bucket's first slot, the old one to the second
		j := s.end3Slot(k0, k1)
		s.end3[j+1] = s.end3[j]
		en = &s.end3[j]
		en.k0 = k0
	}
	en.k1 = k1 | uint64(lo)<<10 | uint64(hi)
	return v
}

// threeEach reports whether every hand holds three cards.
func (s *Solver) threeEach() bool {
	for _, h := range s.hands {
		if bits.OnesCount64(uint64(h)) != 3 {
			return false
		}
	}
	return true
}

// etc3 is etc where the next trick's start is one of the last three
// tricks: its bounds come from the three-trick memo. A card whose bound
// decides the test ends the search with it; when the memo holds the exact
// value of the next start after every card, the best of them is the
// value.
func (s *Solver) etc3(st notation.Strain, ti *trickInfo, seat notation.Seat, cands []cand, maxi bool, alpha, beta int) (int, rules.Card, bool) {
	tab := s.st
	h := s.hands[seat-1]
	best, bestCard, all := -1, noCard, true
	if !maxi {
		best = 1 << 30
	}
	for i := range cands {
		c := cands[i].c
		win := ti.winnerAfter(seat, cands[i].beats)
		s.hands[seat-1] = h &^ c.Bit()
		k0, k1 := s.end3Key(win, st)
		s.hands[seat-1] = h
		en := s.end3Find(k0, k1)
		if en == nil {
			all = false
			continue
		}
		lo, hi := s.end3Bounds(en, s.left-int(tab.pts[c])+s.last)
		if s.decl[win&7] {
			own := ti.pts + int(tab.pts[c])
			lo, hi = lo+own, hi+own
		}
		if maxi && lo >= beta {
			return lo, c, true
		}
		if !maxi && hi <= alpha {
			return hi, c, true
		}
		if lo != hi {
			all = false
			continue
		}
		v := lo
		if maxi && v > best || !maxi && v < best {
			best, bestCard = v, c
		}
	}
	return best, bestCard, all
}
