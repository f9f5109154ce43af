package main

import (
	"os"
	"path/filepath"
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
		{[]string{"round", "next", dir}, 0, "round 1\ntable 1  A / B – C / D  r1-t1.coinche\nbye      E / F\n"},
		{[]string{"round", "next", dir}, 1, "the round is not over"},
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
