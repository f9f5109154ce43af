package rules

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/notation"
)

// updateGolden reports -update: golden files are rewritten, not compared.
func updateGolden() bool { return goldentest.Update() }

// golden compares got with testdata/engine/name, or rewrites it under
// -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	goldentest.Check(t, filepath.Join("testdata", "engine", name), []byte(got))
}

// TestGoldenDeals writes, for a few generated deals of each test ruleset,
// the hands, the calls and, for every card played, the legal set and the
// rule that restricted it: a regression net over the generator and Legal.
func TestGoldenDeals(t *testing.T) {
	for _, name := range []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"} {
		t.Run(name, func(t *testing.T) {
			e := testEngine(t, name)
			rng := rand.New(rand.NewPCG(1, 1))
			var b strings.Builder
			dealer := notation.North
			for i := 1; i <= 4; i++ {
				d := testRandomDeal(e, rng, i, dealer)
				writeDealTrace(&b, e, d)
				dealer = e.NextSeat(dealer)
			}
			golden(t, name+".golden", b.String())
		})
	}
}

func writeDealTrace(b *strings.Builder, e *Engine, d *notation.Deal) {
	fmt.Fprintf(b, "deal %d dealer %s\n", d.Number, d.Dealer.String())
	var hands [4]Hand
	for _, h := range d.Hands {
		x, _ := HandOf(h.Cards)
		hands[h.Seat-1] = x
		fmt.Fprintf(b, "  %s %s\n", h.Seat.String(), x)
	}
	b.WriteString("  calls:")
	var strain notation.Strain
	for _, c := range d.Calls {
		switch c.Kind {
		case notation.Pass:
			fmt.Fprintf(b, " %s:pass", c.Seat.String())
		case notation.Bid:
			fmt.Fprintf(b, " %s:%s", c.Seat.String(), c.Contract.String())
			strain = c.Contract.Strain
		case notation.Coinche:
			fmt.Fprintf(b, " %s:X", c.Seat.String())
		case notation.Surcoinche:
			fmt.Fprintf(b, " %s:XX", c.Seat.String())
		}
	}
	b.WriteString("\n")
	for k, tr := range d.Tricks {
		var ts TrickState
		ts.Start(strain, tr.Leader)
		fmt.Fprintf(b, "  trick %d:", k+1)
		for _, p := range tr.Plays {
			c, _ := CardOf(p.Card)
			seat := e.Next(&ts)
			legal, why := e.Legal(&ts, hands[seat-1], seat)
			fmt.Fprintf(b, " %s%s", seat.String(), c)
			switch p.Say {
			case notation.SayBelote:
				b.WriteString("(belote)")
			case notation.SayRebelote:
				b.WriteString("(rebelote)")
			}
			if why != Free {
				fmt.Fprintf(b, "[%s %s]", strings.TrimPrefix(why.Code(), "play/"), legal)
			}
			hands[seat-1] = hands[seat-1].Without(c)
			e.Add(&ts, c)
		}
		fmt.Fprintf(b, " -> %s\n", ts.Seats[e.Winner(&ts)].String())
	}
}
