package live

import (
	"bytes"
	"strings"
	"testing"
)

// TestTable pipes a session into the table prompt: deals, a refused
// entry, the commands, and the end of input without quit.
func TestTable(t *testing.T) {
	t.Chdir(t.TempDir())
	path := "table.coinche"
	if err := New(path, NewOptions{Rules: "classique", NS: "Nous", EW: "Eux", Dealer: "S"}); err != nil {
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
	if err := Table(strings.NewReader(script), &out, path); err != nil {
		t.Fatal(err)
	}
	golden(t, "table.golden", out.Bytes())
	assertCleanGame(t, path, mustRead(t, path), 3)

	// quit ends the session; what follows is not read.
	out.Reset()
	if err := Table(strings.NewReader("quit\nS 80H 100\n"), &out, path); err != nil {
		t.Fatal(err)
	}
	assertCleanGame(t, path, mustRead(t, path), 3)
}

// TestTableMissingFile: the prompt does not start on a file that is not
// there.
func TestTableMissingFile(t *testing.T) {
	var out bytes.Buffer
	err := Table(strings.NewReader("S 80H 100\n"), &out, t.TempDir()+"/none.coinche")
	if err == nil {
		t.Fatal("no error for a missing file")
	}
}
