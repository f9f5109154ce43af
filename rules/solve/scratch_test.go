package solve

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

var jassDeals = []struct {
	hands  [4]string
	leader notation.Seat
	team   notation.Team
	strain notation.Strain
}{
	{[4]string{"S10 S8 S6 H10 H9 DQ CA CQ C6", "SA S9 HQ HJ DA D9 D8 D6 C10", "SQ S7 H8 H6 DK CK C9 C8 C7", "SK SJ HA HK H7 DJ D10 D7 CJ"}, W, notation.EW, notation.TrumpD},
	{[4]string{"S7 HQ HJ H9 H8 DQ CK CQ C8", "SQ S10 HA H7 DA D9 D8 C9 C7", "SA SK S8 S6 H10 DJ D6 CA C10", "SJ S9 HK H6 DK D10 D7 CJ C6"}, S, notation.NS, notation.TrumpH},
}

func TestScratchJass(t *testing.T) {
	if os.Getenv("SCRATCH") == "" {
		t.Skip()
	}
	bitsN, _ := strconv.Atoi(os.Getenv("TBITS"))
	if bitsN == 0 {
		bitsN = DefaultTableBits
	}
	e := engine(t, "tournoi-2018")
	for i, d := range jassDeals {
		var p Position
		for s := range p.Hands {
			p.Hands[s] = hand(t, d.hands[s])
		}
		p.Declarers = d.team
		sts := []notation.Strain{d.strain, notation.TrumpS, notation.TrumpH, notation.TrumpD, notation.TrumpC}
		if x := os.Getenv("ST"); x != "" {
			n, _ := strconv.Atoi(x)
			sts = sts[n : n+1]
		}
		for _, st := range sts {
			s := NewSize(e, bitsN)
			p.Trick.Start(st, d.leader)
			t0 := time.Now()
			v := s.Value(p)
			fmt.Printf("deal %d strain %v value %d nodes %d time %v\n", i+1, st, v, s.Nodes(), time.Since(t0))
			if os.Getenv("ONE") != "" {
				break
			}
		}
	}
}

func TestScratchJassVariants(t *testing.T) {
	if os.Getenv("SCRATCH") == "" {
		t.Skip()
	}
	for _, v := range []string{"jass", "no-while-holding", "no-jack", "must-trump", "montpellier-play"} {
		rs, _ := rules.Preset("tournoi-2018")
		switch v {
		case "no-while-holding":
			rs.Play.TrumpWhileHolding = false
		case "no-jack":
			rs.Play.TrumpJackExempt = false
		case "must-trump":
			rs.Play.MustTrump = "opponent-master"
		case "montpellier-play":
			rs.Play.TrumpWhileHolding = false
			rs.Play.TrumpJackExempt = false
			rs.Play.MustTrump = "opponent-master"
			rs.Play.TrumpLed = "overtrump"
			rs.Play.Undertrump = "forced"
		}
		e, err := rules.NewEngine(rs)
		if err != nil {
			t.Fatal(err)
		}
		d := jassDeals[1]
		var p Position
		for s := range p.Hands {
			p.Hands[s] = hand(t, d.hands[s])
		}
		p.Declarers = d.team
		p.Trick.Start(notation.TrumpS, d.leader)
		s := New(e)
		t0 := time.Now()
		val := s.Value(p)
		fmt.Printf("%s: value %d nodes %d %v\n", v, val, s.Nodes(), time.Since(t0))
	}
}
