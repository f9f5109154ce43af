package live

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAddRefused: an entry the ruleset forbids is refused with the
// checker's code, before anything is written.
func TestAddRefused(t *testing.T) {
	tests := []struct {
		rules, entry, code string
	}{
		{"montpellier", "S 85H 100", "call/step"},
		{"montpellier", "S 170H 100", "call/range"},
		{"base", "N capot H X made", "call/no-coinche-contract"},
		{"tournoi-2018", "N générale H X made", "call/no-coinche-contract"},
		{"montpellier", "E 80S 170", "summary/points"},
		{"tournoi-2018", "E 60S 158", "summary/points"}, // 36 cards: 157 in all
		{"montpellier", "E 80TA 100", "call/strain"},
		{"annonces", "E 80SA 100 belote EW", "belote/sans-atout"},
		{"montpellier", "E 80S 100 announce EW 20", "announce/disabled"},
		{"montpellier", "S 100H", "summary/points"},
		{"montpellier", "S 100H 100 capot EW", "summary/capot"},
		{"montpellier", "Q 100H 100", "syntax/entry"},
		{"montpellier", "S 100Z 100", "syntax/"},
		// What only the score sees: the written verdict against the
		// figures (issue "One judge": add said "added", score refused).
		{"base", "S 80H made 81", "score/verdict-mismatch"},
		{"base", "S 80H failed 120", "score/verdict-mismatch"},
	}
	for _, tt := range tests {
		t.Run(tt.rules+"/"+tt.entry, func(t *testing.T) {
			opts := testOptions
			opts.Rules = tt.rules
			path := newGame(t, opts)
			if err := Add(path, words("pass"), io.Discard); err != nil {
				t.Fatal(err)
			}
			before := mustRead(t, path)
			st, _ := os.Stat(path)
			var out bytes.Buffer
			err := Add(path, words(tt.entry), &out)
			var ee *EntryError
			if !errors.As(err, &ee) {
				t.Fatalf("Add: %v, want an *EntryError", err)
			}
			if !strings.Contains(err.Error(), "error["+tt.code) {
				t.Errorf("error %q, want code %s", err, tt.code)
			}
			if !strings.Contains(err.Error(), strings.Join(words(tt.entry), " ")) {
				t.Errorf("error does not show the entry:\n%s", err)
			}
			if out.Len() > 0 {
				t.Errorf("output on a refused entry: %s", out.Bytes())
			}
			after, _ := os.Stat(path)
			if got := mustRead(t, path); !bytes.Equal(got, before) || !after.ModTime().Equal(st.ModTime()) {
				t.Errorf("the file was written:\n%s", got)
			}
		})
	}
}

// TestAddRotation: numbers follow, the dealer passes in the direction of
// play (montpellier counterclockwise N W S E, classique clockwise N E S W),
// also after an all-pass deal.
func TestAddRotation(t *testing.T) {
	for _, tt := range []struct{ rules, first, want string }{
		{"montpellier", "N", "NWSEN"},
		{"classique", "N", "NESWN"},
		{"tournoi-2018", "E", "ENWSE"},
		{"annonces", "W", "WNESW"},
	} {
		t.Run(tt.rules, func(t *testing.T) {
			opts := testOptions
			opts.Rules, opts.Dealer = tt.rules, tt.first
			path := newGame(t, opts)
			var got strings.Builder
			for i := 0; i < len(tt.want); i++ {
				n, dealer, err := Next(path)
				if err != nil {
					t.Fatal(err)
				}
				if n != i+1 {
					t.Errorf("next deal %d, want %d", n, i+1)
				}
				got.WriteString(dealer.String())
				if err := Add(path, words("pass"), io.Discard); err != nil {
					t.Fatal(err)
				}
			}
			if got.String() != tt.want {
				t.Errorf("dealers %s, want %s", got.String(), tt.want)
			}
			assertCleanGame(t, path, mustRead(t, path), len(tt.want))
		})
	}
}

// TestBrokenFile: a file with syntax errors is never written into.
func TestBrokenFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broken.coinche")
	src := "[Rules \"base\"]\n\ndeal 1 dealer N  S 100Q 112\n"
	os.WriteFile(path, []byte(src), 0o644)
	for name, run := range map[string]func() error{
		"add":  func() error { return Add(path, words("pass"), io.Discard) },
		"undo": func() error { return Undo(path, io.Discard) },
		"edit": func() error { return Edit(path, 1, words("S 100H 112"), io.Discard) },
	} {
		err := run()
		if err == nil || !strings.Contains(err.Error(), "fix the file's syntax first") {
			t.Errorf("%s: %v, want a syntax error and fix the file first", name, err)
		}
		if got := mustRead(t, path); string(got) != src {
			t.Errorf("%s wrote into a broken file:\n%s", name, got)
		}
	}
}

// TestUndoEmpty and TestEditMissing: nothing to take back or to replace.
func TestUndoEditMissing(t *testing.T) {
	path := newGame(t, testOptions)
	if err := Undo(path, io.Discard); err == nil || !strings.Contains(err.Error(), "no deal to undo") {
		t.Errorf("undo on an empty game: %v", err)
	}
	if err := Edit(path, 1, words("pass"), io.Discard); err == nil || !strings.Contains(err.Error(), "no deal 1") {
		t.Errorf("edit on an empty game: %v", err)
	}
	if err := Add(path, nil, io.Discard); err == nil || !strings.Contains(err.Error(), "empty entry") {
		t.Errorf("empty entry: %v", err)
	}
}

// TestAddComments: comments typed in an entry stay on the deal's line.
func TestAddComments(t *testing.T) {
	path := newGame(t, testOptions)
	for _, e := range []string{"S 100H 112 # Bruno forgot the belote", "{ redeal } pass", "E 80S failed 60 {ouch} # next time"} {
		if err := Add(path, words(e), io.Discard); err != nil {
			t.Fatalf("%s: %v", e, err)
		}
	}
	if err := Edit(path, 1, words("S 100H 112 belote NS # found it"), io.Discard); err != nil {
		t.Fatal(err)
	}
	got := string(mustRead(t, path))
	for _, want := range []string{
		"deal 1 dealer N  S 100♥ 112 belote NS # Bruno forgot the belote # found it\n",
		"deal 2 dealer W  pass { redeal }\n",
		"deal 3 dealer S  E 80♠ failed 60 {ouch} # next time\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no line %q in\n%s", want, got)
		}
	}
	assertCleanGame(t, path, []byte(got), 3)
	// An unclosed block comment is the parser's to report.
	if err := Add(path, words("pass { oops"), io.Discard); err == nil {
		t.Error("an unclosed comment was accepted")
	}
}

// TestAddRotationSameDealer: under bidding.all_pass = "same-dealer" the
// dealer of an all-pass deal deals again; a played deal passes the deal on.
func TestAddRotationSameDealer(t *testing.T) {
	dir := t.TempDir()
	house := filepath.Join(dir, "house.toml")
	if err := os.WriteFile(house, []byte("extends = \"montpellier\"\n[bidding]\nall_pass = \"same-dealer\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "soir.coinche")
	opts := testOptions
	opts.Rules, opts.Dealer = house, "N"
	if err := New(path, opts); err != nil {
		t.Fatal(err)
	}
	entries := []string{"pass", "pass", "S 80H made 90", "pass", "E 90S made 100"}
	var got strings.Builder
	for _, e := range entries {
		_, dealer, err := Next(path)
		if err != nil {
			t.Fatal(err)
		}
		got.WriteString(dealer.String())
		if err := Add(path, words(e), io.Discard); err != nil {
			t.Fatalf("add %q: %v", e, err)
		}
	}
	// N passes out twice and deals again; after S's 80♥ the deal passes
	// to the right (W), who passes out and deals again.
	if want := "NNNWW"; got.String() != want {
		t.Errorf("dealers %s, want %s", got.String(), want)
	}
	assertCleanGame(t, path, mustRead(t, path), len(entries))
}

// Under a house ladder (82, 85, 90 … 250) add takes 85 and 250 and
// refuses 87 (call/rung) and 80 (call/range); montpellier refuses 85.
func TestAddLadder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "online.toml"), []byte("extends = \"montpellier\"\n[bidding]\nladder = [82, 85, 90, 100, 110, 120, 130, 140, 150, 160, 250]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	opts := testOptions
	opts.Rules = filepath.Join(dir, "online.toml")
	path := filepath.Join(dir, "soir.coinche")
	if err := New(path, opts); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ entry, code string }{
		{"S 85H 100", ""},
		{"E 250S 160", ""},
		{"N 87H 100", "call/rung"},
		{"N 80H 100", "call/range"},
	} {
		err := Add(path, words(tt.entry), io.Discard)
		switch {
		case tt.code == "" && err != nil:
			t.Errorf("%s: %v", tt.entry, err)
		case tt.code != "" && (err == nil || !strings.Contains(err.Error(), "error["+tt.code)):
			t.Errorf("%s: %v, want %s", tt.entry, err, tt.code)
		}
	}
}

// TestAddRefusedOnAGameWithProblems: a game that score refuses (a bad
// Target tag, a deal written by hand that breaks a rule) takes no new
// deal until it is put right; the problems are named at their places;
// edit still puts a bad deal right.
func TestAddRefusedOnAGameWithProblems(t *testing.T) {
	for _, tt := range []struct{ name, text, code string }{
		{"bad target", "[Rules \"base\"]\n[Target \"abc\"]\n\ndeal 1 dealer N  S 80H 100\n", "game/header"},
		{"bad deal", "[Rules \"base\"]\n\ndeal 1 dealer N  S 80H made 81\n", "score/verdict-mismatch"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "g.coinche")
			if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			err := Add(path, words("W 90S 100"), io.Discard)
			var pe *GameProblemsError
			if !errors.As(err, &pe) || !strings.Contains(err.Error(), tt.code) || !strings.Contains(err.Error(), "g.coinche:") {
				t.Fatalf("Add: %v, want a *GameProblemsError naming %s at its place", err, tt.code)
			}
			if got := mustRead(t, path); string(got) != tt.text {
				t.Errorf("the file changed:\n%s", got)
			}
		})
	}
	path := filepath.Join(t.TempDir(), "g.coinche")
	if err := os.WriteFile(path, []byte("[Rules \"base\"]\n\ndeal 1 dealer N  S 80H made 81\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Edit(path, 1, words("S 80H failed 81"), io.Discard); err != nil {
		t.Fatalf("Edit to put the deal right: %v", err)
	}
	if err := Add(path, words("W 90S 100"), io.Discard); err != nil {
		t.Fatalf("Add once the game is right: %v", err)
	}
}
