package rules

import (
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// The plants of the testdata/check corpus (TestGenCheckCorpus).

// auctionOf replays the calls of d.
func (p *planter) auctionOf(d *notation.Deal) AuctionResult {
	a := NewAuction(p.rs, d.Dealer)
	var errs notation.ErrorList
	for i := range d.Calls {
		a.Call(&d.Calls[i], &errs)
	}
	return a.Result()
}

// finalBid is the index of the last bid in d.Calls, -1 when none.
func finalBid(d *notation.Deal) int {
	for i := len(d.Calls) - 1; i >= 0; i-- {
		if d.Calls[i].Kind == notation.Bid {
			return i
		}
	}
	return -1
}

func insertCall(d *notation.Deal, i int, c notation.Call) {
	d.Calls = append(d.Calls[:i:i], append([]notation.Call{c}, d.Calls[i:]...)...)
}

// defender is a seat of the team that did not make the last bid.
func (p *planter) defender(d *notation.Deal) notation.Seat {
	return p.eng.NextSeat(p.auctionOf(d).Declarer)
}

// playsOf lists the plays of d with their seats.
func (p *planter) playsOf(d *notation.Deal) []seatPlay {
	var out []seatPlay
	for ti := range d.Tricks {
		s := d.Tricks[ti].Leader
		for pi := range d.Tricks[ti].Plays {
			out = append(out, seatPlay{seat: s, p: &d.Tricks[ti].Plays[pi], ti: ti, pi: pi})
			s = p.eng.NextSeat(s)
		}
	}
	return out
}

type seatPlay struct {
	seat   notation.Seat
	p      *notation.Play
	ti, pi int
}

// trumpKQ finds the plays of the trump king and queen by one seat (in a
// suit contract); ok false when one seat does not play both.
func (p *planter) trumpKQ(d *notation.Deal) (first, second seatPlay, ok bool) {
	r := p.auctionOf(d)
	st := r.Contract.Strain
	if st < notation.TrumpS || st > notation.TrumpC {
		return first, second, false
	}
	var k, q *seatPlay
	plays := p.playsOf(d)
	for i := range plays {
		c := plays[i].p.Card
		if c.Suit == notation.Suit(st) && c.Rank == notation.King {
			k = &plays[i]
		}
		if c.Suit == notation.Suit(st) && c.Rank == notation.Queen {
			q = &plays[i]
		}
	}
	if k == nil || q == nil || k.seat != q.seat {
		return first, second, false
	}
	if k.ti < q.ti {
		return *k, *q, true
	}
	return *q, *k, true
}

// swapFor plants with the ruleset of another preset: the swap that
// preset reports as codes; the outer plant then checks the game under its
// own preset.
func swapFor(preset string, codes ...string) func(p *planter, d *notation.Deal) bool {
	return func(p *planter, d *notation.Deal) bool {
		rs, err := testPreset(preset)
		if err != nil {
			p.t.Fatal(err)
		}
		eng, err := NewEngine(rs)
		if err != nil {
			p.t.Fatal(err)
		}
		q := &planter{t: p.t, rs: rs, eng: eng, rng: p.rng, g: p.g}
		return swapPlays(q, &plant{codes: codes, exact: true}, d)
	}
}

func plantSwap(pl *plant) func(p *planter, d *notation.Deal) bool {
	return func(p *planter, d *notation.Deal) bool { return swapPlays(p, pl, d) }
}

// coinchedSpecial makes the last bid a special contract (capot,
// générale) and has the next seat coinche it.
func coinchedSpecial(l notation.Level) func(p *planter, d *notation.Deal) bool {
	return func(p *planter, d *notation.Deal) bool {
		i := finalBid(d)
		if i < 0 || p.auctionOf(d).Double > 0 {
			return false
		}
		d.Calls[i].Contract = notation.Contract{Level: l, Strain: d.Calls[i].Contract.Strain}
		insertCall(d, i+1, notation.Call{Seat: p.eng.NextSeat(d.Calls[i].Seat), Kind: notation.Coinche})
		return true
	}
}

// corpusPlants lists the games of testdata/check.
func corpusPlants() []plant {
	var pls []plant
	add := func(pl plant) { pls = append(pls, pl) }
	swap := func(file, preset, code, desc string) {
		pl := plant{file: file, preset: preset, desc: desc, codes: []string{code}, exact: true}
		pl.mutate = plantSwap(&pl)
		add(pl)
	}

	// Calls.
	add(plant{file: "call-turn", preset: "base", codes: []string{"call/turn"}, desc: "deal 2: the first two calls are said by the wrong seats",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Calls) < 2 || d.Calls[0].Kind != notation.Pass {
				return false
			}
			d.Calls[0].Seat, d.Calls[1].Seat = d.Calls[1].Seat, d.Calls[0].Seat
			return true
		}})
	add(plant{file: "call-not-higher", preset: "base", codes: []string{"call/not-higher"}, exact: true, desc: "deal 2: a bid no higher than the one before",
		mutate: func(p *planter, d *notation.Deal) bool {
			first := -1
			for i, c := range d.Calls {
				if c.Kind != notation.Bid || c.Contract.Level != notation.Points {
					continue
				}
				if first >= 0 && i != finalBid(d) {
					d.Calls[i].Contract.Value = d.Calls[first].Contract.Value
					return true
				}
				first = i
			}
			return false
		}})
	add(plant{file: "call-range", preset: "montpellier", codes: []string{"call/range"}, exact: true, desc: "deal 2: a bid of 170 (montpellier bids go from 80 to 160, then capot; 003 LES ENCHERES)",
		mutate: func(p *planter, d *notation.Deal) bool {
			i := finalBid(d)
			if i < 0 || d.Calls[i].Contract.Level != notation.Points {
				return false
			}
			d.Calls[i].Contract.Value = 170
			return true
		}})
	add(plant{file: "call-step", preset: "classique", codes: []string{"call/step"}, exact: true, desc: "deal 2: a bid of 5 more than a multiple of 10 (001: « forcément des multiples de 10 »)",
		mutate: func(p *planter, d *notation.Deal) bool {
			i := finalBid(d)
			if i < 0 || d.Calls[i].Contract.Level != notation.Points || d.Calls[i].Contract.Value >= 170 {
				return false
			}
			d.Calls[i].Contract.Value += 5
			return true
		}})
	add(plant{file: "call-strain", preset: "base", codes: []string{"call/strain"}, exact: true, desc: "deal 2: a sans-atout bid, which base does not allow (a 002 variant)",
		mutate: func(p *planter, d *notation.Deal) bool {
			for i, c := range d.Calls {
				if c.Kind == notation.Bid && i != finalBid(d) {
					d.Calls[i].Contract.Strain = notation.SansAtout
					return true
				}
			}
			return false
		}})
	add(plant{file: "call-coinche-own-team", preset: "base", codes: []string{"call/coinche-own-team"}, desc: "deal 2: the declarer's partner coinches the declarer's bid",
		mutate: func(p *planter, d *notation.Deal) bool {
			i := finalBid(d)
			if i < 0 || p.auctionOf(d).Double > 0 {
				return false
			}
			insertCall(d, i+1, notation.Call{Seat: Partner(d.Calls[i].Seat), Kind: notation.Coinche})
			return true
		}})
	add(plant{file: "call-coinche-nothing", preset: "classique", codes: []string{"call/coinche-nothing"}, exact: true, desc: "deal 2: the dealer coinches before anyone has bid",
		mutate: func(p *planter, d *notation.Deal) bool {
			insertCall(d, 0, notation.Call{Seat: d.Dealer, Kind: notation.Coinche})
			return true
		}})
	add(plant{file: "call-coinche-late", preset: "base", codes: []string{"call/coinche-late"}, exact: true, desc: "deal 2: a coinche after the three passes that closed the bidding (base: until the bidding closes)",
		mutate: func(p *planter, d *notation.Deal) bool {
			r := p.auctionOf(d)
			if r.Bids == 0 || r.Double > 0 {
				return false
			}
			d.Calls = append(d.Calls, notation.Call{Seat: p.defender(d), Kind: notation.Coinche})
			return true
		}})
	add(plant{file: "call-coinche-first-card", preset: "tournoi-2018", desc: "deal 2: a coinche after the three passes, before the first card: legal under 000 (« jusqu'à ce que la première carte soit jouée »)",
		mutate: func(p *planter, d *notation.Deal) bool {
			r := p.auctionOf(d)
			if r.Bids == 0 || r.Double > 0 || r.Contract.Level != notation.Points {
				return false
			}
			d.Calls = append(d.Calls, notation.Call{Seat: p.defender(d), Kind: notation.Coinche})
			return true
		}})
	add(plant{file: "call-capot-coinched", preset: "base", codes: []string{"call/no-coinche-contract"}, desc: "deal 2: a capot bid coinched (002: « Une enchère de capot met fin à l'enchère et ne peut être doublée »)",
		mutate: coinchedSpecial(notation.Capot)})
	add(plant{file: "call-capot-coinched-montpellier", preset: "montpellier", desc: "deal 2: a capot bid coinched: legal under 003 (« Si coinché : 750 points »)",
		mutate: coinchedSpecial(notation.Capot)})
	add(plant{file: "call-generale-coinched", preset: "tournoi-2018", codes: []string{"call/no-coinche-contract"}, desc: "deal 2: a générale coinched (000: « il est interdit de coincher une générale »)",
		mutate: coinchedSpecial(notation.Generale)})
	add(plant{file: "call-surcoinche-team", preset: "montpellier", codes: []string{"call/surcoinche-team"}, desc: "deal 2: the coincher's partner surcoinches (003: only « un joueur de l'équipe dont le contrat est contré »)",
		mutate: func(p *planter, d *notation.Deal) bool {
			i := finalBid(d)
			if i < 0 || p.auctionOf(d).Double > 0 {
				return false
			}
			x := p.eng.NextSeat(d.Calls[i].Seat)
			insertCall(d, i+1, notation.Call{Seat: x, Kind: notation.Coinche})
			insertCall(d, i+2, notation.Call{Seat: Partner(x), Kind: notation.Surcoinche})
			return true
		}})
	add(plant{file: "call-surcoinche-nothing", preset: "base", codes: []string{"call/surcoinche-nothing"}, exact: true, desc: "deal 2: the declarer surcoinches a bid nobody coinched",
		mutate: func(p *planter, d *notation.Deal) bool {
			i := finalBid(d)
			if i < 0 || p.auctionOf(d).Double > 0 {
				return false
			}
			insertCall(d, i+1, notation.Call{Seat: d.Calls[i].Seat, Kind: notation.Surcoinche})
			return true
		}})
	add(plant{file: "call-after-close", preset: "base", codes: []string{"call/after-close"}, exact: true, desc: "deal 2: a pass after the three passes that closed the bidding",
		mutate: func(p *planter, d *notation.Deal) bool {
			r := p.auctionOf(d)
			if r.Bids == 0 || r.Double > 0 {
				return false
			}
			last := d.Calls[len(d.Calls)-1]
			d.Calls = append(d.Calls, notation.Call{Seat: p.eng.NextSeat(last.Seat), Kind: notation.Pass})
			return true
		}})
	add(plant{file: "call-bid-after-coinche", preset: "classique", codes: []string{"call/after-close"}, desc: "deal 2: a bid after a coinche, which ends the bidding (001: « Coincher met fin aux annonces »)",
		mutate: func(p *planter, d *notation.Deal) bool {
			i := finalBid(d)
			if i < 0 || p.auctionOf(d).Double > 0 || d.Calls[i].Contract.Level != notation.Points || d.Calls[i].Contract.Value > 160 {
				return false
			}
			x := p.eng.NextSeat(d.Calls[i].Seat)
			k := d.Calls[i].Contract
			k.Value += 10
			insertCall(d, i+1, notation.Call{Seat: x, Kind: notation.Coinche})
			insertCall(d, i+2, notation.Call{Seat: p.eng.NextSeat(x), Kind: notation.Bid, Contract: k})
			return true
		}})
	add(plant{file: "call-incomplete", preset: "base", codes: []string{"call/incomplete"}, exact: true, desc: "deal 2: the last pass is missing: the bidding never closed",
		mutate: func(p *planter, d *notation.Deal) bool {
			r := p.auctionOf(d)
			if r.Bids == 0 || r.Double > 0 || d.Calls[len(d.Calls)-1].Kind != notation.Pass {
				return false
			}
			d.Calls = d.Calls[:len(d.Calls)-1]
			return true
		}})
	add(plant{file: "play-after-all-pass", preset: "classique", codes: []string{"play/all-pass"}, exact: true, desc: "deal 2: every player passed, yet the cards were played",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Tricks) == 0 {
				return false
			}
			s := p.eng.NextSeat(d.Dealer)
			d.Calls = nil
			for i := 0; i < 4; i++ {
				d.Calls = append(d.Calls, notation.Call{Seat: s, Kind: notation.Pass})
				s = p.eng.NextSeat(s)
			}
			return true
		}})

	// Dealing.
	add(plant{file: "deal-duplicate-card", preset: "base", codes: []string{"deal/duplicate-card", "deal/missing-card"}, desc: "deal 2: N's first card is E's first card too",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Hands) < 2 {
				return false
			}
			d.Hands[0].Cards[0] = d.Hands[1].Cards[0]
			return true
		}})
	add(plant{file: "deal-hand-size", preset: "montpellier", codes: []string{"deal/hand-size"}, exact: true, desc: "deal 2: a hand of seven cards",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Hands) < 4 || len(d.Tricks) == 0 {
				return false
			}
			h := &d.Hands[2]
			h.Cards = h.Cards[:len(h.Cards)-1]
			return true
		}})
	add(plant{file: "deal-six", preset: "base", codes: []string{"deal/card"}, desc: "deal 2: a six in a 32-card deal",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Hands) < 4 {
				return false
			}
			c := &d.Hands[3].Cards[0]
			c.Rank = notation.Six
			return true
		}})
	add(plant{file: "deal-dealer", preset: "base", codes: []string{"deal/dealer"}, desc: "deal 2 is dealt by the seat across from the one whose turn it was (002: « le tour de jeu passe à droite après chaque main »)",
		mutate: func(p *planter, d *notation.Deal) bool {
			d.Dealer = Partner(d.Dealer)
			return true
		}})
	add(plant{file: "deal-number", preset: "classique", codes: []string{"deal/number"}, exact: true, desc: "deal 3 is numbered 5",
		mutate: func(p *planter, d *notation.Deal) bool {
			p.g.Deals[2].Number = 5
			return true
		}})

	// Play.
	swap("play-follow-suit", "base", "play/follow-suit", "deal 2: a player who held the led suit did not follow")
	swap("play-must-trump", "montpellier", "play/must-trump", "deal 2: void in the led suit, an opponent master, a player discarded while holding trumps (003: « il doit couper »)")
	swap("play-overtrump", "classique", "play/overtrump", "deal 2: trump led, a player did not beat the highest trump while able (001: « on est obligé d'en mettre un plus fort »)")
	swap("play-undertrump", "base", "play/undertrump", "deal 2: a player who could not overtrump the opponent's ruff discarded instead of undertrumping (002 « pisser »)")
	add(plant{file: "play-undertrump-free", preset: "montpellier", desc: "the same kind of play as play-undertrump, legal under 003 (« on ne pisse pas »)",
		mutate: swapFor("base", "play/undertrump")})
	swap("play-overtrump-ruff", "annonces", "play/overtrump-ruff", "deal 2: a player trumped under the opponent's ruff while holding a higher trump (004: « he will have to play a trump of a higher value if he has any »)")
	swap("play-trump-higher", "tournoi-2018", "play/trump-higher", "deal 2: jass: a player undertrumped while holding other cards (000: « Lorsque l'on n'a plus que des atouts en main, il est permis de sous-couper »)")
	swap("play-follow-suit-jass", "tournoi-2018", "play/follow-suit", "deal 2: jass: a player discarded while holding the led suit")
	swap("play-tout-atout", "annonces", "play/tout-atout-overtrump", "deal 2: tout-atout: a player did not beat the highest card of the led suit while able (004: « the rules relating to trumps apply to them »)")
	add(plant{file: "play-leader", preset: "base", codes: []string{"play/leader"}, desc: "deal 2: trick 4 is led by the seat after the one who won trick 3",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Tricks) < 5 {
				return false
			}
			tr := &d.Tricks[3]
			tr.Leader = p.eng.NextSeat(tr.Leader)
			tr.Plays = append(tr.Plays[1:], tr.Plays[0])
			return true
		}})
	add(plant{file: "play-not-in-hand", preset: "montpellier", codes: []string{"play/not-in-hand"}, desc: "deal 2: two players' cards exchanged in the record of one trick",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Tricks) < 3 {
				return false
			}
			ps := d.Tricks[2].Plays
			ps[0].Card, ps[2].Card = ps[2].Card, ps[0].Card
			return true
		}})
	add(plant{file: "play-trick-count", preset: "base", codes: []string{"play/trick-count"}, exact: true, desc: "deal 2: the last trick is missing",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Tricks) == 0 {
				return false
			}
			d.Tricks = d.Tricks[:len(d.Tricks)-1]
			return true
		}})
	add(plant{file: "play-incomplete-trick", preset: "classique", codes: []string{"play/incomplete-trick"}, desc: "deal 2: trick 3 has three cards",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Tricks) < 4 {
				return false
			}
			d.Tricks[2].Plays = d.Tricks[2].Plays[:3]
			return true
		}})

	// Belote.
	defenderBelote := func(p *planter, d *notation.Deal) bool {
		f, s, ok := p.trumpKQ(d)
		if !ok || f.seat.Team() == p.auctionOf(d).Declarer.Team() {
			return false
		}
		f.p.Say, s.p.Say = notation.SayBelote, notation.SayRebelote
		return true
	}
	add(plant{file: "belote-defender", preset: "base", codes: []string{"belote/team"}, exact: true, desc: "deal 2: a defender declares belote (base: only the declaring team; 002 Belote)", mutate: defenderBelote})
	add(plant{file: "belote-defender-montpellier", preset: "montpellier", desc: "deal 2: a defender declares belote: legal under 003 (« la belote compte toujours 20 points »)", mutate: defenderBelote})
	add(plant{file: "belote-card", preset: "montpellier", codes: []string{"belote/card"}, desc: "deal 2: belote said with a card that is not the trump king or queen",
		mutate: func(p *planter, d *notation.Deal) bool {
			f, _, ok := p.trumpKQ(d)
			if !ok {
				return false
			}
			for _, sp := range p.playsOf(d) {
				if sp.seat == f.seat && sp.ti < f.ti {
					sp.p.Say = notation.SayBelote
					f.p.Say = notation.SayNothing
					return true
				}
			}
			return false
		}})
	add(plant{file: "belote-order", preset: "classique", codes: []string{"belote/order"}, desc: "deal 2: rebelote said with the first of the trump king and queen, belote with the second",
		mutate: func(p *planter, d *notation.Deal) bool {
			f, s, ok := p.trumpKQ(d)
			if !ok {
				return false
			}
			f.p.Say, s.p.Say = notation.SayRebelote, notation.SayBelote
			return true
		}})
	add(plant{file: "belote-not-held", preset: "base", codes: []string{"belote/not-held"}, exact: true, desc: "deal 2: belote said with the trump king by a player who does not hold the queen",
		mutate: func(p *planter, d *notation.Deal) bool {
			r := p.auctionOf(d)
			st := r.Contract.Strain
			if st < notation.TrumpS || st > notation.TrumpC {
				return false
			}
			if _, _, ok := p.trumpKQ(d); ok {
				return false
			}
			for _, sp := range p.playsOf(d) {
				if sp.p.Card == (notation.Card{Rank: notation.King, Suit: notation.Suit(st)}) && sp.seat.Team() == r.Declarer.Team() {
					sp.p.Say = notation.SayBelote
					return true
				}
			}
			return false
		}})
	add(plant{file: "belote-tournoi", preset: "tournoi-2018", codes: []string{"belote/disabled"}, exact: true, desc: "deal 2: belote said under 000, which has no belote",
		mutate: func(p *planter, d *notation.Deal) bool {
			f, s, ok := p.trumpKQ(d)
			if !ok {
				return false
			}
			f.p.Say, s.p.Say = notation.SayBelote, notation.SayRebelote
			return true
		}})

	// Claims.
	claimAt := func(holds bool) func(p *planter, d *notation.Deal) bool {
		return func(p *planter, d *notation.Deal) bool {
			r := p.auctionOf(d)
			if r.Bids == 0 || len(d.Tricks) < 8 {
				return false
			}
			for k := 6; k >= 3; k-- {
				for _, s := range []notation.Seat{notation.North, notation.East, notation.South, notation.West} {
					saved := d.Tricks
					d.Tricks = d.Tricks[:k]
					d.Claim = &notation.Claim{Seat: s, Tricks: -1}
					c, _ := NewChecker(p.rs)
					var errs notation.ErrorList
					c.Reset()
					_, errs = c.CheckDeal(d)
					if (len(errs) == 0) == holds {
						return true
					}
					d.Tricks, d.Claim = saved, nil
				}
			}
			return false
		}
	}
	add(plant{file: "claim-unproven", preset: "base", codes: []string{"claim/unproven"}, exact: true, desc: "deal 2: a claim of the rest the defenders can beat", mutate: claimAt(false)})
	add(plant{file: "claim-proved", preset: "montpellier", desc: "deal 2: a claim of the rest that holds whatever is played", mutate: claimAt(true)})
	add(plant{file: "claim-jass", preset: "tournoi-2018", codes: []string{"claim/forfeit"}, exact: true, desc: "deal 2: a claim written as taking every remaining trick, while another player holds a trump or a master card: under 000 the rest goes to the other team",
		mutate: func(p *planter, d *notation.Deal) bool {
			if p.auctionOf(d).Bids == 0 || len(d.Tricks) < 9 {
				return false
			}
			d.Tricks = d.Tricks[:5]
			s := d.Tricks[4].Leader
			w := s // the winner of trick 5 leads next: find him by checking
			c, _ := NewChecker(p.rs)
			for i := 0; i < 4; i++ {
				d.Claim = &notation.Claim{Seat: w, Tricks: 4}
				c.Reset()
				if _, errs := c.CheckDeal(d); len(errs) == 1 && errs[0].Code == "claim/forfeit" {
					return true
				}
				w = p.eng.NextSeat(w)
			}
			return false
		}})

	// Announcements.
	add(plant{file: "announce-disabled", preset: "base", codes: []string{"announce/disabled"}, exact: true, desc: "deal 2: an announcement under base, which plays without them",
		mutate: func(p *planter, d *notation.Deal) bool {
			return p.addAnnounce(d, notation.Tierce, false)
		}})
	add(plant{file: "announce-ok", preset: "annonces", desc: "deal 2: a true announcement (004)",
		mutate: func(p *planter, d *notation.Deal) bool {
			return p.addAnnounce(d, notation.Tierce, false)
		}})
	add(plant{file: "announce-not-held", preset: "annonces", codes: []string{"announce/not-held"}, exact: true, desc: "deal 2: a tierce announced by the partner of the player who holds it",
		mutate: func(p *planter, d *notation.Deal) bool {
			return p.addAnnounce(d, notation.Tierce, true)
		}})
	add(plant{file: "announce-kind", preset: "annonces", codes: []string{"announce/kind"}, exact: true, desc: "deal 2: a tierce of three cards not in sequence",
		mutate: func(p *planter, d *notation.Deal) bool {
			if p.auctionOf(d).Bids == 0 {
				return false
			}
			for _, h := range d.Hands {
				for su := notation.Spades; su <= notation.Clubs; su++ {
					var cs []notation.Card
					for _, c := range h.Cards {
						if c.Suit == su {
							cs = append(cs, c)
						}
					}
					if len(cs) == 3 {
						d.Announces = append(d.Announces, notation.Announce{Seat: h.Seat, Kind: notation.Tierce, Cards: cs})
						if _, why := p.shape(cs); why.Key != "" {
							return true
						}
						d.Announces = nil
					}
				}
			}
			return false
		}})

	// Stopping and summaries.
	add(plant{file: "won-outside-tournoi", preset: "base", codes: []string{"deal/won"}, exact: true, desc: "deal 2: « nous avons gagné » said under base, where every deal is played out",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Tricks) < 8 {
				return false
			}
			d.Tricks = d.Tricks[:5]
			d.Won, d.WonBy = &notation.Pos{}, d.Dealer
			return true
		}})
	add(plant{file: "won-tournoi", preset: "tournoi-2018", desc: "deal 2: « nous avons gagné » after five tricks (000 Fin de la partie)",
		mutate: func(p *planter, d *notation.Deal) bool {
			if len(d.Tricks) < 9 {
				return false
			}
			d.Tricks = d.Tricks[:5]
			d.Won, d.WonBy = &notation.Pos{}, d.Dealer
			p.g.Deals = p.g.Deals[:2]
			return true
		}})
	add(plant{file: "summary-points", preset: "base", codes: []string{"summary/points", "summary/capot", "call/step"}, exact: true, desc: "summary deals: 170 card points, a capot by the defenders with 90 points to the declarers, a bid of 95",
		mutate: func(p *planter, d *notation.Deal) bool {
			for i, dd := range p.g.Deals {
				r := p.auctionOf(dd)
				s := &notation.Summary{Declarer: r.Declarer, Contract: r.Contract, Double: r.Double, Points: 100, AllPass: r.AllPass}
				if r.Bids == 0 && !r.AllPass {
					return false
				}
				switch i {
				case 0:
					s.Points = 170
				case 1:
					s.Points, s.Capot = 90, r.Declarer.Team().Other()
				case 2:
					if r.AllPass {
						return false
					}
					s.Contract = notation.Contract{Value: 95, Strain: r.Contract.Strain}
				}
				*dd = notation.Deal{Number: dd.Number, Dealer: dd.Dealer, Summary: s}
			}
			return true
		}})
	return pls
}

// addAnnounce announces a sequence of kind k found in a hand of d, by its
// holder or (wrong) by the holder's partner.
func (p *planter) addAnnounce(d *notation.Deal, k notation.AnnounceKind, wrong bool) bool {
	if p.auctionOf(d).Bids == 0 {
		return false
	}
	c, _ := NewChecker(p.rs)
	st := &dealState{c: c, d: d}
	st.deck = c.eng.Deck()
	for _, h := range d.Hands {
		hh, _ := HandOf(h.Cards)
		st.dealt[h.Seat-1] = hh
		if found := st.findAnnounce(h.Seat, k); found != 0 {
			a := notation.Announce{Seat: h.Seat, Kind: k}
			if wrong {
				a.Seat = Partner(h.Seat)
			}
			for x := found; x != 0; x &= x - 1 {
				a.Cards = append(a.Cards, trailing(x).Notation())
			}
			d.Announces = append(d.Announces, a)
			return true
		}
	}
	return false
}

// shape says why cards are not a tierce (Key "" when they are).
func (p *planter) shape(cards []notation.Card) (announceValue, i18n.Sub) {
	c, _ := NewChecker(p.rs)
	st := &dealState{c: c}
	h, _ := HandOf(cards)
	return st.announceShape(notation.Tierce, h)
}
