package score

import (
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// mk is a deal: declarer, contract, coinche, card points NS and EW.
func mk(decl notation.Seat, k notation.Contract, dbl int, ns, ew int) rules.Outcome {
	return rules.Outcome{Declarer: decl, Contract: k, Double: notation.CoincheLevel(dbl), Points: [2]int{ns, ew}, Tricks: [2]int{-1, -1}}
}

func withBelote(o rules.Outcome, t notation.Team) rules.Outcome { o.Belote = t; return o }

func stopped(o rules.Outcome, by notation.Team) rules.Outcome {
	o.Stopped, o.StoppedBy = true, by
	return o
}

func TestSheetTarget(t *testing.T) {
	H := notation.TrumpH
	rs := preset(t, "classique")
	if s := NewSheet(rs, 0); s.Target() != rs.Game.Target || s.Target() != 1500 {
		t.Errorf("target %d, want the preset's 1500", s.Target())
	}
	s := NewSheet(rs, 300)
	s.Add(mk(N, pts(100, H), 0, 110, 52)) // 210 / 52
	if s.Over() {
		t.Fatal("over after one deal")
	}
	if w, why := s.Winner(); w != notation.NoTeam || why != "no team has reached 300 (NS 210, EW 52)" {
		t.Errorf("Winner = %v %q", w, why)
	}
	s.Add(mk(N, pts(80, H), 0, 90, 72)) // 380 / 124
	w, why := s.Winner()
	if w != NS || why != "NS reached 300 (380 to 124)" {
		t.Errorf("Winner = %v %q", w, why)
	}
	ds := s.Add(mk(E, pts(80, H), 0, 62, 100))
	rows := s.Rows()
	if len(rows) != 3 || !rows[2].AfterEnd || rows[1].AfterEnd || ds.Number != 3 {
		t.Errorf("rows after the end: %+v", rows)
	}
	if w2, _ := s.Winner(); w2 != NS {
		t.Errorf("a deal after the end changed the winner to %v", w2)
	}
	if s.Totals() != [2]int{442, 304} || rows[2].Total != s.Totals() {
		t.Errorf("totals %v", s.Totals())
	}
}

// Both teams past the target on one deal, under each both_reach rule
// (001, 002, 003 FIN DE PARTIE and the keys' other values).
func TestSheetBothReach(t *testing.T) {
	H := notation.TrumpH
	// Mode "made" (each team scores its points) makes the totals easy.
	// Sequence A: the last made contract is EW's; NS end ahead.
	seqA := []rules.Outcome{
		mk(N, pts(80, H), 0, 100, 62),                 // 100 / 62
		mk(E, pts(80, H), 0, 32, 130),                 // 132 / 192
		mk(E, pts(80, H), 0, 72, 90),                  // 204 / 282
		withBelote(mk(E, pts(120, H), 0, 82, 80), EW), // failed: NS +162, EW +20 belote: 366 / 302
	}
	// Sequence B: the last made contract is NS's.
	seqB := []rules.Outcome{
		mk(N, pts(80, H), 0, 100, 62),                 // 100 / 62
		mk(E, pts(80, H), 0, 22, 140),                 // 122 / 202
		mk(N, pts(80, H), 0, 82, 80),                  // 204 / 282
		withBelote(mk(E, pts(120, H), 0, 82, 80), EW), // 366 / 302
	}
	// Sequence C: a tie at 324.
	seqC := []rules.Outcome{
		mk(N, pts(80, H), 0, 100, 62), // 100 / 62
		mk(E, pts(80, H), 0, 62, 100), // 162 / 162
		mk(N, pts(80, H), 0, 100, 62), // 262 / 224
		mk(E, pts(80, H), 0, 62, 100), // 324 / 324
	}
	cases := []struct {
		name      string
		seq       []rules.Outcome
		both, tie string
		mustLead  bool
		want      notation.Team
		why       string
	}{
		{"A last-contract (001)", seqA, "last-contract", "", false, EW, "EW declared the last contract"},
		{"A last-made-contract", seqA, "last-made-contract", "", false, EW, "EW made the last made contract"},
		{"A last-deal-winner", seqA, "last-deal-winner", "", false, NS, "NS won the last deal"},
		{"A higher-score (002)", seqA, "higher-score", "last-contract", false, NS, "NS is ahead"},
		{"A must lead (003)", seqA, "last-made-contract", "", true, NS, "NS is ahead"},
		{"B last-contract", seqB, "last-contract", "", false, EW, "EW declared the last contract"},
		{"B last-made-contract (003 without must lead)", seqB, "last-made-contract", "", false, NS, "NS made the last made contract"},
		{"C tie, higher-score then last-contract", seqC, "higher-score", "last-contract", false, EW, "with 324 each: EW declared the last contract"},
		{"C tie, must lead then last-made-contract (003)", seqC, "last-made-contract", "", true, EW, "with 324 each: EW made the last made contract"},
		{"C tie, higher-score then last-deal-winner", seqC, "higher-score", "last-deal-winner", false, EW, "EW won the last deal"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rs := preset(t, "classique")
			rs.Game.BothReach, rs.Game.Tie, rs.Game.MustLead = mustEnum[rules.BothReach](c.both), mustEnum[rules.GameTie](c.tie), c.mustLead
			s := NewSheet(rs, 300, WithMode(rules.ScoringModeMade))
			for i, o := range c.seq {
				s.Add(o)
				if s.Over() != (i == len(c.seq)-1) {
					t.Fatalf("after deal %d: over %v, totals %v", i+1, s.Over(), s.Totals())
				}
			}
			w, why := s.Winner()
			if w != c.want || !strings.Contains(why, c.why) || !strings.HasPrefix(why, "both teams reached 300") {
				t.Errorf("Winner = %v %q, want %v …%q", w, why, c.want, c.why)
			}
		})
	}
}

// 000 Fin de la partie: points counted during the deal and "nous avons
// gagné".
func TestSheetStopped(t *testing.T) {
	Sp, H := notation.TrumpS, notation.TrumpH
	first := mk(N, pts(100, H), 0, 110, 47) // 210 / 50
	cases := []struct {
		name    string
		target  int
		deal    rules.Outcome
		score   [2]int
		totals  [2]int
		winner  notation.Team
		why     string
		lost    bool
		pending bool
	}{
		{"NS stop having reached the contract and the target", 300,
			stopped(mk(N, pts(80, Sp), 0, 90, 20), NS), [2]int{170, 20}, [2]int{380, 70}, NS,
			`NS said "nous avons gagné" with 380 ≥ 300`, false, false},
		{"NS stop short of the target: lose and score nothing", 500,
			stopped(mk(N, pts(80, Sp), 0, 90, 20), NS), [2]int{0, 20}, [2]int{210, 70}, EW,
			`NS said "nous avons gagné" with 210, short of 500`, true, false},
		{"contract not reached yet, NS stop short: EW keep their points", 300,
			stopped(mk(N, pts(120, Sp), 0, 60, 31), NS), [2]int{0, 30}, [2]int{210, 80}, EW,
			`NS said "nous avons gagné" with 210, short of 300`, true, true},
		{"contract not reached yet, EW stop short: lose and score nothing", 300,
			stopped(mk(N, pts(120, Sp), 0, 60, 31), EW), [2]int{0, 0}, [2]int{210, 50}, NS,
			`EW said "nous avons gagné" with 50, short of 300`, true, true},
		{"coinched, undecided: nobody scores", 300,
			stopped(mk(N, pts(100, Sp), 1, 60, 40), NS), [2]int{0, 0}, [2]int{210, 50}, EW,
			"short of 300", true, true},
		{"coinched, already failed: the defenders score 2×100 + 160", 300,
			stopped(mk(N, pts(100, Sp), 1, 30, 60), EW), [2]int{0, 360}, [2]int{210, 410}, EW,
			`EW said "nous avons gagné" with 410 ≥ 300`, false, false},
		{"coinched, already made: the declarers score 2×100 + 160", 300,
			stopped(mk(N, pts(100, Sp), 1, 100, 10), NS), [2]int{360, 0}, [2]int{570, 50}, NS,
			`NS said "nous avons gagné" with 570 ≥ 300`, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := NewSheet(preset(t, "tournoi-2018"), c.target)
			s.Add(first)
			ds := s.Add(c.deal)
			w, why := s.Winner()
			if ds.Score != c.score || s.Totals() != c.totals || w != c.winner || !strings.Contains(why, c.why) ||
				ds.StopLost != c.lost || (ds.Reason == ReasonPending) != c.pending {
				t.Errorf("score %v totals %v winner %v %q lost %v reason %v\nwhy: %s",
					ds.Score, s.Totals(), w, why, ds.StopLost, ds.Reason, ds.Why())
			}
		})
	}
}

// game.target_reached = "above" with "nous avons gagné": 380 on a target
// of 380 is not above it (the stopping team loses), on 379 it is.
func TestSheetStoppedAbove(t *testing.T) {
	Sp, H := notation.TrumpS, notation.TrumpH
	for _, c := range []struct {
		target int
		winner notation.Team
		why    string
	}{
		{380, EW, `NS said "nous avons gagné" with 210, short of 380: NS lose and score nothing on the deal`},
		{379, NS, `NS said "nous avons gagné" with 380 > 379`},
	} {
		t.Run(strconv.Itoa(c.target), func(t *testing.T) {
			rs := preset(t, "tournoi-2018")
			rs.Game.TargetReached = rules.TargetReachedAbove
			s := NewSheet(rs, c.target)
			s.Add(mk(N, pts(100, H), 0, 110, 47))
			s.Add(stopped(mk(N, pts(80, Sp), 0, 90, 20), NS))
			if w, why := s.Winner(); w != c.winner || why != c.why {
				t.Errorf("winner %v %q, want %v %q", w, why, c.winner, c.why)
			}
		})
	}
}

func TestSheetForcedAndMode(t *testing.T) {
	rs := preset(t, "classique")
	s := NewSheet(rs, 0, WithMode(rules.ScoringModeBid))
	if s.Mode() != rules.ScoringModeBid {
		t.Fatalf("mode %q", s.Mode())
	}
	ds := s.AddForced(mk(N, pts(100, notation.TrumpH), 0, 110, 52))
	if !ds.Forced || ds.Score != [2]int{100, 0} || !s.Rows()[0].Forced {
		t.Errorf("forced deal %+v", ds)
	}
	if !strings.Contains(ds.ResultText(), "forced") {
		t.Errorf("ResultText %q", ds.ResultText())
	}
}

func TestGameHeader(t *testing.T) {
	rs := preset(t, "classique")
	g := &notation.Game{Tags: []notation.Tag{{Name: "Target", Value: "1000"}, {Name: "scoring", Value: "made"}}}
	s, err := NewGameSheet(rs, g)
	if err != nil || s.Target() != 1000 || s.Mode() != rules.ScoringModeMade {
		t.Fatalf("sheet %v %v", s, err)
	}
	s, err = NewGameSheet(rs, &notation.Game{})
	if err != nil || s.Target() != 1500 || s.Mode() != rules.ScoringModeMadeAndBid {
		t.Fatalf("no tags: %v %v", s, err)
	}
	pos := notation.Pos{Line: 3, Col: 1}
	for _, tag := range []notation.Tag{{Pos: pos, Name: "Target", Value: "lots"}, {Pos: pos, Name: "Scoring", Value: "x"}} {
		_, err := NewGameSheet(rs, &notation.Game{Tags: []notation.Tag{tag}})
		e, ok := err.(*notation.Error)
		if !ok || e.Code != "score/header" || e.Pos != pos {
			t.Errorf("tag %v: error %v", tag, err)
		}
	}
}

func TestNamesFromGame(t *testing.T) {
	tags := func(kv ...string) *notation.Game {
		g := &notation.Game{}
		for i := 0; i < len(kv); i += 2 {
			g.Tags = append(g.Tags, notation.Tag{Name: kv[i], Value: kv[i+1]})
		}
		return g
	}
	cases := []struct {
		g    *notation.Game
		want Names
	}{
		{nil, Names{"NS", "EW"}},
		{tags(), Names{"NS", "EW"}},
		{tags("NS", "Les Bleus", "EW", "Les Rouges"), Names{"Les Bleus", "Les Rouges"}},
		{tags("North", "Ann", "South", "Bob", "East", "Cid"), Names{"Ann & Bob", "Cid"}},
	}
	for _, c := range cases {
		if got := NamesFromGame(c.g); got != c.want {
			t.Errorf("NamesFromGame = %+v, want %+v", got, c.want)
		}
	}
}

// 000: the defenders may stop the game too; their points so far count.
func TestSheetStoppedByDefenders(t *testing.T) {
	s := NewSheet(preset(t, "tournoi-2018"), 300)
	s.Add(mk(E, pts(100, notation.TrumpH), 0, 47, 110))                   // 50 / 210
	ds := s.Add(stopped(mk(N, pts(120, notation.TrumpS), 0, 40, 95), EW)) // EW +100
	w, why := s.Winner()
	if ds.Score != [2]int{0, 100} || s.Totals() != [2]int{50, 310} || w != EW ||
		why != `EW said "nous avons gagné" with 310 ≥ 300` || ds.Reason != ReasonPending {
		t.Errorf("score %v totals %v winner %v %q reason %v", ds.Score, s.Totals(), w, why, ds.Reason)
	}
}

// A stop whose author is not recorded is put on the team it lets win.
func TestSheetStoppedByUnknown(t *testing.T) {
	s := NewSheet(preset(t, "tournoi-2018"), 300)
	s.Add(mk(E, pts(100, notation.TrumpH), 0, 47, 110))                                // 50 / 210
	ds := s.Add(stopped(mk(N, pts(120, notation.TrumpS), 0, 40, 95), notation.NoTeam)) // EW +100
	if w, _ := s.Winner(); w != EW || ds.StoppedBy != EW || ds.StopLost {
		t.Errorf("winner %v, stopped by %v, lost %v", w, ds.StoppedBy, ds.StopLost)
	}
	o := stopped(mk(N, pts(120, notation.TrumpS), 0, 40, 95), notation.NoTeam)
	o.Deal = &notation.Deal{WonBy: notation.South}
	if ds := Deal(preset(t, "tournoi-2018"), o); ds.StoppedBy != NS {
		t.Errorf("won S: stopped by %v", ds.StoppedBy)
	}
}
