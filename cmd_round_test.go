package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRoundNext: coinche round next pairs round 1 of a tournament
// directory and writes its files; a second call while round 1 is played
// exits 1; a directory without tournament.toml is a usage error.
func TestRoundNext(t *testing.T) {
	dir := t.TempDir()
	toml := "name = \"Soirée\"\nsystem = \"swiss\"\nrounds = 2\n[[team]]\nname = \"A / B\"\nplayers = [\"A\", \"B\"]\n[[team]]\nname = \"C / D\"\nplayers = [\"C\", \"D\"]\n[[team]]\nname = \"E / F\"\n"
	if err := os.WriteFile(filepath.Join(dir, "tournament.toml"), []byte(toml), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"round", "next", dir}, 0, "Round 1\nTable 1  A / B – C / D  r1-t1.coinche\nSits out: E / F\n"},
		{[]string{"round", "next", dir}, 1, "The round is not over: tables still playing: r1-t1.coinche"},
		{[]string{"--lang", "fr", "round", "next", dir}, 1, "Le tour n'est pas fini"},
		{[]string{"round", "next", t.TempDir()}, 2, "no tournament.toml"},
		{[]string{"round", "next"}, 2, "one directory"},
	} {
		out, errOut, code := runCLI(t, "", tc.args...)
		if code != tc.code || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("%v: exit %d, want %d\n%s%s", tc.args, code, tc.code, out, errOut)
		}
	}
	text, err := os.ReadFile(filepath.Join(dir, "r1-t1.coinche"))
	if err != nil || !strings.Contains(string(text), `[North "A"]`) || !strings.Contains(string(text), `[East "C"]`) {
		t.Fatalf("r1-t1.coinche: %v\n%s", err, text)
	}
}

// TestRoundStandings plays a Swiss tournament's round 1, pairs round 2
// and plays it: the standings after round 1, after round 2, and of
// round 2 alone, as coinche standings counts them, in both languages.
func TestRoundStandings(t *testing.T) {
	dir := t.TempDir()
	toml := "name = \"Soirée\"\nsystem = \"swiss\"\nrules = \"base\"\ntarget = 200\nrounds = 2\n" +
		"[[team]]\nname = \"A\"\n[[team]]\nname = \"B\"\n[[team]]\nname = \"C\"\n[[team]]\nname = \"D\"\n"
	if err := os.WriteFile(filepath.Join(dir, "tournament.toml"), []byte(toml), 0o644); err != nil {
		t.Fatal(err)
	}
	// play pairs round r and wins each of its tables for the NS team (one
	// contract of 100 made with 120: 220 points, the game is over at 200).
	play := func(r int) {
		t.Helper()
		if _, errOut, code := runCLI(t, "", "round", "next", dir); code != 0 {
			t.Fatalf("round next: exit %d: %s", code, errOut)
		}
		for tb := 1; tb <= 2; tb++ {
			f := filepath.Join(dir, "r"+strconv.Itoa(r)+"-t"+strconv.Itoa(tb)+".coinche")
			if _, errOut, code := runCLI(t, "", "add", "-q", f, "N", "100S", "made", "120"); code != 0 {
				t.Fatalf("add %s: exit %d: %s", f, code, errOut)
			}
		}
	}
	if _, errOut, code := runCLI(t, "", "round", "standings", "--round", "1", dir); code != 2 || !strings.Contains(errOut, "rounds 1 to 0") {
		t.Errorf("standings before any round: exit %d, %s", code, errOut)
	}
	play(1)
	play(2)
	for _, tc := range []struct {
		args  []string
		code  int
		wants []string
	}{
		{[]string{"round", "standings", dir}, 0, []string{"Standings after round 2\n"}},
		{[]string{"round", "standings", "--round", "1", dir}, 0, []string{"Standings after round 1\n"}},
		{[]string{"round", "standings", "--round", "2", "--only", dir}, 0, []string{"Round 2 alone\n"}},
		{[]string{"--lang", "fr", "round", "standings", "--round", "2", "--only", dir}, 0, []string{"Le tour 2 seul\n"}},
		{[]string{"round", "standings", "--format", "json", "--round", "1", dir}, 0, []string{`"played": 1`}},
		{[]string{"round", "standings", "--round", "3", dir}, 2, []string{"rounds 1 to 2"}},
		{[]string{"round", "standings", "--only", dir}, 2, []string{"--only needs one"}},
		{[]string{"round", "standings", t.TempDir()}, 2, []string{"no tournament.toml"}},
	} {
		t.Run(strings.Join(tc.args[:len(tc.args)-1], " "), func(t *testing.T) {
			out, errOut, code := runCLI(t, "", tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\n%s%s", code, tc.code, out, errOut)
			}
			for _, w := range tc.wants {
				if !strings.Contains(out+errOut, w) {
					t.Errorf("no %q in\n%s%s", w, out, errOut)
				}
			}
		})
	}
	// Swiss: round 1 paired A–B and C–D, round 2 the winners (A–C) and
	// the losers (B–D); NS won every table.
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--round", "1"}, "1,A,1,1,0,220,40,+180\n1,C,1,1,0,220,40,+180\n3,B,1,0,1,40,220,-180\n3,D,1,0,1,40,220,-180\n"},
		{nil, "1,A,2,2,0,440,80,+360\n2,B,2,1,1,260,260,0\n2,C,2,1,1,260,260,0\n4,D,2,0,2,80,440,-360\n"},
		{[]string{"--round", "2", "--only"}, "1,A,1,1,0,220,40,+180\n1,B,1,1,0,220,40,+180\n3,C,1,0,1,40,220,-180\n3,D,1,0,1,40,220,-180\n"},
	} {
		args := append(append([]string{"round", "standings", "--format", "csv"}, tc.args...), dir)
		out, errOut, code := runCLI(t, "", args...)
		if want := "#,Team,Played,Won,Lost,For,Against,Difference\n" + tc.want; code != 0 || out != want {
			t.Errorf("%v: exit %d\n%s%s\nwant\n%s", tc.args, code, out, errOut, want)
		}
	}
}
