package live

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
)

// session is a game kept at the table, as typed to the CLI: 12 deals
// added, one refused entry of each kind, an undo, an edit, the sheet.
var session = []string{
	"add S 100H X 112 belote NS",
	"add E 80S failed 60",
	"add pass",
	"add W 90D 100",
	"add S 85H 100",  // refused: off the step
	"add E 80S 170",  // refused: above the total
	"add N 90SA 100", // refused: no sans-atout in montpellier
	"add N 120C 130 belote NS",
	"add W 100S 90",
	"undo",
	"add W 100S 110",
	"add S 80H 110",
	"add E 90C X 95 belote EW",
	"edit 4 W 90D 110",
	"edit 3 E 80S", // refused: no points
	"add E capot S made",
	"add W 80D 82",
	"add S 110S 120",
	"add E 80H failed 40", // the game is won here
	"add N 80H 100",       // refused: the game is over
	"sheet",
}

// runSession creates a game and runs the session's commands on it,
// returning the transcript.
func runSession(t *testing.T, path string, opts NewOptions, script []string) []byte {
	t.Helper()
	var out bytes.Buffer
	fmt.Fprintf(&out, "$ coinche new %s --rules %s --ns %q --ew %q --target %d --dealer %s\n",
		filepath.Base(path), opts.Rules, opts.NS, opts.EW, opts.Target, opts.Dealer)
	if err := New(path, opts); err != nil {
		t.Fatal(err)
	}
	for _, line := range script {
		cmd, rest, _ := strings.Cut(line, " ")
		fmt.Fprintln(&out, strings.TrimSpace(fmt.Sprintf("$ coinche %s %s %s", cmd, filepath.Base(path), rest)))
		var err error
		switch cmd {
		case "add":
			err = Add(path, words(rest), &out)
		case "undo":
			err = Undo(path, &out)
		case "edit":
			n, entry, _ := strings.Cut(rest, " ")
			k, _ := strconv.Atoi(n)
			err = Edit(path, k, words(entry), &out)
		case "sheet":
			err = Sheet(path, &out)
		default:
			t.Fatalf("bad script line %q", line)
		}
		if err != nil {
			fmt.Fprintf(&out, "error: %v\n", err)
		}
	}
	return out.Bytes()
}

// TestSession runs the scripted session; the transcript and the game file
// are golden, and the file passes the checker and is canonical.
func TestSession(t *testing.T) {
	t.Chdir(t.TempDir()) // file names in messages as typed
	path := "soir.coinche"
	opts := NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Target: 1700, Dealer: "N"}
	transcript := runSession(t, path, opts, session)
	golden(t, "session.golden", transcript)
	src := mustRead(t, path)
	golden(t, "session.coinche", src)
	assertCleanGame(t, path, src, 12)
	if !bytes.Contains(transcript, []byte("Game over")) {
		t.Error("the session never says the game is won")
	}
}

// assertCleanGame checks that a game file parses, passes the checker, is
// canonical and has deals deals numbered from 1.
func assertCleanGame(t *testing.T, path string, src []byte, deals int) {
	t.Helper()
	games, err := notation.Parse(path, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	g := games[len(games)-1]
	if len(g.Deals) != deals {
		t.Errorf("%d deals, want %d", len(g.Deals), deals)
	}
	for i, d := range g.Deals {
		if d.Number != i+1 {
			t.Errorf("deal %d numbered %d", i+1, d.Number)
		}
	}
	value, _ := g.Tag("Rules")
	rs, err := rulesfile.Resolve(value, path, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, errs := rules.CheckGame(g, rs); len(errs) > 0 {
		t.Errorf("check: %v", errs)
	}
	canon, err := notation.Format(path, src)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(canon, src) {
		t.Errorf("not canonical:\n%s\nfmt gives\n%s", src, canon)
	}
}
