package solve

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// reshape is a position of p's shape (shape.go) with other cards: in each
// suit as many live cards, drawn at random from the deck's cards of the
// suit, each held by the seat holding the card of the same place in p
// (the exempt jack kept at its place); ok is false when no such draw was
// found.
func reshape(s *Solver, p Position, r *rand.Rand) (q Position, ok bool) {
	s.setup(&p)
	tab := s.st
	live := s.ph[0] | s.ph[1] | s.ph[2] | s.ph[3]
	deck := tab.pow(s.e.Deck())
	q = p
	q.Hands = [4]rules.Hand{}
	jb := -1
	if tab.jack != noCard {
		jb = int(tab.pw[tab.jack])
	}
	for su := 0; su < 4; su++ {
		m := uint64(0x1FF) << (16 * su)
		want := bits.OnesCount64(live & m)
		var pick uint64
		for try := 0; ; try++ {
			if try == 50 {
				return q, false
			}
			pick = 0
			cs := deck & m
			var all []int
			for ; cs != 0; cs &= cs - 1 {
				all = append(all, bits.TrailingZeros64(cs))
			}
			r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
			for _, b := range all[:want] {
				pick |= 1 << b
			}
			if jb < 0 || jb>>4 != su {
				break
			}
			// the jack at the same place, or in neither
			place := func(l uint64) int {
				if l>>jb&1 == 0 {
					return -1
				}
				return bits.OnesCount64(l & m & (uint64(1)<<jb - 1))
			}
			if place(pick) == place(live) {
				break
			}
		}
		// the i-th card of pick to the holder of the i-th live card
		x := live & m
		for y := pick; y != 0; x, y = x&(x-1), y&(y-1) {
			for i := range p.Hands {
				if s.ph[i]>>bits.TrailingZeros64(x)&1 != 0 {
					q.Hands[i] |= tab.card[bits.TrailingZeros64(y)].Bit()
				}
			}
		}
	}
	return q, true
}

// TestShapeBounds checks the shape table's bound against the exhaustive
// minimax: a position's value stored, then probed for a position of the
// same shape with other cards (reshape), either team declaring, must
// hold that position's value; at trick starts of random endings of 1 to
// 4 tricks under every preset and the variants.
func TestShapeBounds(t *testing.T) {
	n := 600
	if testing.Short() {
		n = 100
	}
	for _, rs := range testEngines(t) {
		t.Run(rs.name, func(t *testing.T) {
			e := rs.e
			s := New(e)
			r := rand.New(rand.NewPCG(11, uint64(len(rs.name))))
			tested, widened := 0, 0
			for i := 0; i < n; i++ {
				p := randomEnding(e, r, 1+i%4, 0)
				q, ok := reshape(s, p, r)
				if !ok {
					continue
				}
				q.Declarers = notation.TeamAt(r.IntN(2))
				vp := minimax(e, p.Hands, p.Trick, p.Declarers)
				vq := minimax(e, q.Hands, q.Trick, q.Declarers)
				s.setup(&p)
				k0, k1, live := s.shapeKey(p.Trick.Leader)
				s.shapeStore(k0, k1, live, vp, vp, noCard, s.left+s.last)
				s.setup(&q)
				q0, q1, qlive := s.shapeKey(q.Trick.Leader)
				if q0 != k0 || q1 != k1 {
					t.Fatalf("deal %d: the shapes differ\n%s\n%s", i, describe(p), describe(q))
				}
				lo, hi, _, found := s.shapeProbe(q0, q1, qlive, s.left+s.last)
				if !found || vq < lo || vq > hi {
					t.Fatalf("deal %d: bounds %d..%d (found %v) from %d, minimax %d\n%s\n%s", i, lo, hi, found, vp, vq, describe(p), describe(q))
				}
				tested++
				if lo != hi {
					widened++
				}
			}
			if tested < n/2 || widened == 0 {
				t.Fatalf("%d positions tested, %d with other points", tested, widened)
			}
		})
	}
}

// shapeKey is the shape key (shapeOf) of the position (s.hands, leader to lead) and
// its live cards (power layout): per suit the number of live cards, who
// holds each (two bit planes packed on the live cards) and the place of
// the exempt jack among them (0 when not live), the leader and the
// strain. The bit planes are those of the exact table's key, kept per
// suit (suitKey).
func (s *Solver) shapeKey(leader notation.Seat) (k0, k1, live uint64) {
	var k [4]uint64
	for su := range k {
		k[su] = s.suitKey(su)
	}
	live = s.ph[0] | s.ph[1] | s.ph[2] | s.ph[3]
	k0, k1 = s.shapeOf(&k, live, leader)
	return k0, k1, live
}

// shapeKeyDirect is the shape key of (s.ph, leader) made from the hands
// alone, as shapeKey made it before it read the exact key's suit parts.
func shapeKeyDirect(s *Solver, leader notation.Seat) (k0, k1 uint64) {
	t, ph := s.st, &s.ph
	live := ph[0] | ph[1] | ph[2] | ph[3]
	var k [4]uint64
	for su := 0; su < 4; su++ {
		sh := 16 * su
		l := uint16(live>>sh) & 0x1FF
		p1 := uint16((ph[1]|ph[3])>>sh) & 0x1FF
		p2 := uint16((ph[2]|ph[3])>>sh) & 0x1FF
		k[su] = uint64(bits.OnesCount16(l)) | pext9(p1, l)<<4 | pext9(p2, l)<<13
	}
	if t.jack != noCard {
		jb := uint(t.pw[t.jack])
		if live>>jb&1 != 0 {
			su := jb >> 4
			k[su] |= uint64(1+bits.OnesCount64(live&(uint64(1)<<jb-1)>>(16*su))) << 22
		}
	}
	return k[0] | k[1]<<26 | uint64(leader)<<52 | uint64(t.st)<<56, k[2] | k[3]<<26
}

// TestShapeKeyFromParts checks the shape key made from the exact key's
// suit parts (shapeKey, and shapeOf as etc uses it, one card played from
// the hands) against the one made from the hands alone, on random
// endings of every ruleset, the suit parts' memo left from the position
// before.
func TestShapeKeyFromParts(t *testing.T) {
	for _, rs := range testEngines(t) {
		t.Run(rs.name, func(t *testing.T) {
			e := rs.e
			s := New(e)
			r := rand.New(rand.NewPCG(12, uint64(len(rs.name))))
			for i := 0; i < 300; i++ {
				p := randomEnding(e, r, 1+i%8, 0)
				s.setup(&p)
				k0, k1, live := s.shapeKey(p.Trick.Leader)
				w0, w1 := shapeKeyDirect(s, p.Trick.Leader)
				if k0 != w0 || k1 != w1 || live != s.ph[0]|s.ph[1]|s.ph[2]|s.ph[3] {
					t.Fatalf("deal %d: shapeKey %x %x, from the hands %x %x\n%s", i, k0, k1, w0, w1, describe(p))
				}
				// one card of the leader's played: its suit's part made
				// again, the others kept
				si := p.Trick.Leader - 1
				c := rules.Card(bits.TrailingZeros64(uint64(p.Hands[si])))
				var k [4]uint64
				for su := range k {
					k[su] = s.suitKey(su)
				}
				pb := uint(s.st.pw[c])
				s.ph[si] &^= uint64(1) << pb
				su := int(pb >> 4)
				k[su] = s.suitKey(su)
				n := s.next[p.Trick.Leader]
				k0, k1 = s.shapeOf(&k, s.ph[0]|s.ph[1]|s.ph[2]|s.ph[3], n)
				if w0, w1 = shapeKeyDirect(s, n); k0 != w0 || k1 != w1 {
					t.Fatalf("deal %d, %v played: shapeOf %x %x, from the hands %x %x\n%s", i, c, k0, k1, w0, w1, describe(p))
				}
			}
		})
	}
}
