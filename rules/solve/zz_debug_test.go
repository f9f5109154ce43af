package solve

import (
	"fmt"
	"os"
	"testing"

	"github.com/coinche/coinche/notation"
)

func TestDebugTests(t *testing.T) {
	if os.Getenv("SJDEBUG") == "" {
		t.Skip()
	}
	e := engine(t, "tournoi-2018")
	var p Position
	for i, h := range []string{
		"S7 HQ HJ H9 H8 DQ CK CQ C8", "SQ S10 HA H7 DA D9 D8 C9 C7",
		"SA SK S8 S6 H10 DJ D6 CA C10", "SJ S9 HK H6 DK D10 D7 CJ C6",
	} {
		p.Hands[i] = hand(t, h)
	}
	p.Declarers = notation.NS
	debugTests = true
	defer func() { debugTests = false }()
	for _, st := range []notation.Strain{notation.TrumpS, notation.TrumpD, notation.TrumpC} {
		p.Trick.Start(st, S)
		s := New(e)
		s.Value(p)
		fmt.Println(st, s.Nodes())
	}
}
