package table

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/coinche/coinche/internal/atomicfile"
	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/score/live"
	"github.com/coinche/coinche/score/stream"
)

// TestTable pipes a session into the table prompt: deals, a refused
// entry, the commands, and the end of input without quit.
func TestTable(t *testing.T) {
	t.Chdir(t.TempDir())
	path := "table.coinche"
	if err := live.New(path, live.NewOptions{Rules: "classique", NS: "Nous", EW: "Eux", Dealer: "S"}); err != nil {
		t.Fatal(err)
	}
	script := strings.Join([]string{
		"help",
		"E 80H 90",
		"",
		"n 100s x 110 belote ns", // lower case is fine
		"S 100H made 200",        // refused
		"undo now",
		"edit 9 S 80H 90",
		"edit 1 E 80H 100",
		"edit x",
		"W 90D failed 50",
		"undo",
		"pass",
		"sheet",
	}, "\n") + "\n"
	var out bytes.Buffer
	if err := Table(strings.NewReader(script), &out, path, i18n.English); err != nil {
		t.Fatal(err)
	}
	golden(t, "table.golden", out.Bytes())
	assertCleanGame(t, path, mustRead(t, path), 3)

	// quit ends the session; what follows is not read.
	out.Reset()
	if err := Table(strings.NewReader("quit\nS 80H 100\n"), &out, path, i18n.English); err != nil {
		t.Fatal(err)
	}
	assertCleanGame(t, path, mustRead(t, path), 3)
}

// TestTableMissingFile: the prompt does not start on a file that is not
// there.
func TestTableMissingFile(t *testing.T) {
	var out bytes.Buffer
	err := Table(strings.NewReader("S 80H 100\n"), &out, t.TempDir()+"/none.coinche", i18n.English)
	if err == nil {
		t.Fatal("no error for a missing file")
	}
}

// TestTableNextGame: a game played to its end says so at the prompt, an
// edit that keeps it won keeps it over, and next starts the next game of
// the same table in the same file, which then goes on as a game of its
// own; check and score judge both games.
func TestTableNextGame(t *testing.T) {
	t.Chdir(t.TempDir())
	path := "soir.coinche"
	if err := live.New(path, live.NewOptions{Rules: "base", NS: "A / B", EW: "C / D", Target: 300}); err != nil {
		t.Fatal(err)
	}
	script := strings.Join([]string{
		"S 80H 100",
		"S 80H 100", // 360 to 120: over
		"S 80H 100", // refused: the game is over
		"edit 1 S 90H 100",
		"next",
		"E 80S 100",
	}, "\n") + "\n"
	var out bytes.Buffer
	if err := Table(strings.NewReader(script), &out, path, i18n.English); err != nil {
		t.Fatal(err)
	}
	golden(t, "table-next.golden", out.Bytes())
	text := string(mustRead(t, path))
	if n := strings.Count(text, "[Rules \"base\"]"); n != 2 {
		t.Fatalf("%d game headers, want 2:\n%s", n, text)
	}
	j, err := stream.Judge(mustRead(t, path), path)
	if err != nil {
		t.Fatal(err)
	}
	if len(j.Games) != 2 || j.Problems() != 0 || !j.Games[0].Sheet.Over() || j.Games[1].Sheet.Over() || len(j.Games[1].Deals) != 1 {
		t.Fatalf("judged %d games, %d problems:\n%s", len(j.Games), j.Problems(), text)
	}
}

// TestTableReadOnly: the table prompt opens a read-only game, says at the
// start that it cannot be changed, shows the sheet and refuses a deal,
// the file untouched and no lock file made.
func TestTableReadOnly(t *testing.T) {
	path := newGame(t, testOptions)
	if err := live.Add(path, words("S 100H 112"), io.Discard); err != nil {
		t.Fatal(err)
	}
	os.Remove(atomicfile.LockPath(path))
	before := mustRead(t, path)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Table(strings.NewReader("E 80S 90\nsheet\n"), &out, path, i18n.English); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"This game cannot be changed here: the file is read-only (mode 0444)", "not changed: the file is read-only", "S 100♥"} {
		if !strings.Contains(got, want) {
			t.Errorf("the session does not say %q:\n%s", want, got)
		}
	}
	if !bytes.Equal(mustRead(t, path), before) {
		t.Errorf("the file was written")
	}
	if _, err := os.Lstat(atomicfile.LockPath(path)); err == nil {
		t.Errorf("a lock file was made")
	}
}

// testdataDir is testdata/ as an absolute path: some tests change the
// working directory.
var testdataDir, _ = filepath.Abs("testdata")

// testOptions is the header of the test games: a target no test reaches.
var testOptions = live.NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Target: 100000, Dealer: "N"}

// newGame creates a game file in a temporary directory.
func newGame(t testing.TB, opts live.NewOptions) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "soir.coinche")
	if err := live.New(path, opts); err != nil {
		t.Fatal(err)
	}
	return path
}

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	goldentest.Check(t, filepath.Join(testdataDir, name), got)
}

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func words(s string) []string { return strings.Fields(s) }

// assertCleanGame checks that a game file judges clean and has deals
// deals in its last game.
func assertCleanGame(t *testing.T, path string, src []byte, deals int) {
	t.Helper()
	j, err := stream.Judge(src, path)
	if err != nil {
		t.Fatal(err)
	}
	if j.Problems() != 0 || len(j.Last().Deals) != deals {
		t.Errorf("%d problems, %d deals, want 0 and %d", j.Problems(), len(j.Last().Deals), deals)
	}
}

// TestTableFrench plays a game to its winner at a French prompt, typed in
// French words (suits, passe, chuté, fait, the commands), then the next
// game: the prompt, the answers and the sheet are French; the file keeps
// the canonical notation and judges clean.
func TestTableFrench(t *testing.T) {
	t.Chdir(t.TempDir())
	path := "soir.coinche"
	if err := live.New(path, live.NewOptions{Rules: "base", NS: "Nous", EW: "Eux", Target: 500}); err != nil {
		t.Fatal(err)
	}
	script := strings.Join([]string{
		"aide",
		"S 80 cœur fait 100",
		"E 90 pique chuté 70",
		"passe",
		"suivante",        // refused: not over
		"N 100 trefle 90", // refused: 100 needs 101
		"N 100 trèfle X fait 120 belote NS",
		"corriger 1 S 80 carreau fait 110",
		"feuille",
		"suivante",
		"O 80 SA 100", // O for ouest
		"annuler",
		"annuler", // the next game's header
		"quitter",
	}, "\n") + "\n"
	var out bytes.Buffer
	if err := Table(strings.NewReader(script), &out, path, i18n.French); err != nil {
		t.Fatal(err)
	}
	golden(t, "table-fr.golden", out.Bytes())
	src := mustRead(t, path)
	if bytes.Contains(src, []byte("cœur")) || bytes.Contains(src, []byte("chuté")) {
		t.Errorf("the file keeps French words instead of the notation:\n%s", src)
	}
	assertCleanGame(t, path, src, 4)
}

// TestHelpWidth: the help of the prompt fits 80 columns in both languages.
func TestHelpWidth(t *testing.T) {
	for _, l := range i18n.Langs {
		for i, line := range strings.Split(l.T(i18n.TableHelp), "\n") {
			if w := utf8.RuneCountInString(line); w > 80 {
				t.Errorf("%s: help line %d is %d columns: %q", l, i+1, w, line)
			}
		}
	}
}
