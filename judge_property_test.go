package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOneJudgeProperty is the property of issue "One judge": random
// entries, valid and not, through the commands a table uses (add, and
// now and then edit and undo), under every preset and a house-rules file.
// After every accepted change, `check` exits 0 and `score` scores the
// game; after every refused one, the file is byte for byte unchanged. A
// game that is won starts a new file.
func TestOneJudgeProperty(t *testing.T) {
	entries := 400 // per ruleset: 2,400 in all
	if testing.Short() {
		entries = 60
	}
	rulesets := []string{"tournoi-2018", "classique", "base", "montpellier", "annonces", "house.toml"}
	for i, rs := range rulesets {
		t.Run(rs, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(i+1), 16))
			dir := t.TempDir()
			house := "extends = \"base\"\n[game]\ntarget = 700\n[bidding]\nsans_atout = true\ntout_atout = true\n"
			if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(house), 0o644); err != nil {
				t.Fatal(err)
			}
			games, accepted, refused := 0, 0, 0
			var path string
			newGame := func() {
				games++
				path = filepath.Join(dir, fmt.Sprintf("game%d.coinche", games))
				rules := rs
				if rs == "house.toml" {
					rules = filepath.Join(dir, rs)
				}
				if _, errOut, code := runCLI(t, "", "new", path, "--rules", rules, "--ns", "A / B", "--ew", "C / D"); code != 0 {
					t.Fatalf("new: exit %d: %s", code, errOut)
				}
			}
			newGame()
			deals := 0
			for n := 0; n < entries; n++ {
				before, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				args := []string{"add", path}
				switch k := r.IntN(20); {
				case k == 0 && deals > 0:
					args = []string{"undo", path}
				case k <= 2 && deals > 0:
					args = append([]string{"edit", path, fmt.Sprint(1 + r.IntN(deals))}, randomEntry(r)...)
				default:
					args = append(args, randomEntry(r)...)
				}
				_, errOut, code := runCLI(t, "", args...)
				after, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if code != 0 {
					refused++
					if !bytes.Equal(before, after) {
						t.Fatalf("%s refused (exit %d: %s) but the file changed:\n%s", strings.Join(args, " "), code, errOut, after)
					}
					if strings.Contains(errOut, "the game is over") {
						newGame()
						deals = 0
					}
					continue
				}
				accepted++
				switch args[0] {
				case "add":
					deals++
				case "undo":
					deals--
				}
				if out, errOut, code := runCLI(t, "", "check", path); code != 0 {
					t.Fatalf("after %s: check exits %d:\n%s%s\nthe file:\n%s", strings.Join(args, " "), code, out, errOut, after)
				}
				if _, errOut, code := runCLI(t, "", "score", path); code != 0 {
					t.Fatalf("after %s: score exits %d:\n%s\nthe file:\n%s", strings.Join(args, " "), code, errOut, after)
				}
			}
			t.Logf("%d changes accepted, %d refused, %d games", accepted, refused, games)
			if accepted < entries/10 || refused < entries/10 {
				t.Errorf("%d accepted, %d refused: the generator no longer tries both", accepted, refused)
			}
		})
	}
}

// randomEntry is an entry as a player might type it, right or wrong: a
// declarer, a bid (on or off the ladder, capot, générale), a strain, a
// coinche level, a verdict, points (in range or not), belote, capot,
// announcements; or pass.
func randomEntry(r *rand.Rand) []string {
	if r.IntN(12) == 0 {
		return []string{"pass"}
	}
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	w := []string{pick("N", "E", "S", "W")}
	strain := pick("S", "H", "D", "C", "S", "H", "D", "C", "SA", "TA")
	switch k := r.IntN(20); {
	case k == 0:
		w = append(w, "capot", strain)
	case k == 1:
		w = append(w, "générale", strain)
	case k == 2:
		w = append(w, fmt.Sprint(60+5*r.IntN(30))+strain)
	default:
		w = append(w, fmt.Sprint(80+10*r.IntN(9))+strain)
	}
	switch r.IntN(8) {
	case 0:
		w = append(w, "X")
	case 1:
		w = append(w, "XX")
	}
	switch r.IntN(4) {
	case 0:
		w = append(w, "made")
	case 1:
		w = append(w, "failed")
	}
	switch k := r.IntN(10); {
	case k == 0:
	case k == 1:
		w = append(w, fmt.Sprint(150+r.IntN(30)))
	default:
		w = append(w, fmt.Sprint(r.IntN(163)))
	}
	switch r.IntN(6) {
	case 0:
		w = append(w, "belote", pick("NS", "EW"))
	case 1:
		w = append(w, "capot", pick("NS", "EW"))
	case 2:
		w = append(w, "announce", pick("NS", "EW"), pick("20", "50", "100"))
	}
	return w
}
