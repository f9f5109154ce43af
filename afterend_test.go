package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A game with deals written after its end (issue 16 item 1): check warns
// once, game/after-end, and exits 0 (a warning is not a problem found);
// a new game started with a header is not after the end; score still
// scores the game, and standings count it as it stood at its end.
func TestAfterEnd(t *testing.T) {
	dir := t.TempDir()
	src := `[NS "Ana / Bob"]
[EW "Cid / Dan"]
[Rules "base"]
[Target "300"]

deal 1 dealer N  N 160♠ made 162
deal 2 dealer W  N 80♠ made 100
deal 3 dealer S  E 160♠ made 162 belote EW
deal 4 dealer E  E 160♠ made 162

[NS "Ana / Bob"]
[EW "Cid / Dan"]
[Rules "base"]
[Target "300"]

deal 1 dealer N  E 80♠ made 162
`
	path := filepath.Join(dir, "soir.coinche")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCLI(t, "", "check", "--format", "gcc", path)
	if code != 0 || strings.Count(out+errOut, "warning[game/after-end]") != 1 || !strings.Contains(out+errOut, "soir.coinche:7:1: warning[game/after-end]: deal 2 is written after the game ended (NS reached 300 (320 to 0))") || strings.Contains(errOut, "problem") {
		t.Errorf("check: exit %d, want 0 and one warning at 7:1\n%s%s", code, out, errOut)
	}
	out, errOut, code = runCLI(t, "", "check", "--format", "json", path)
	if code != 0 || !strings.Contains(out, `"code":"game/after-end"`) || !strings.Contains(out, `"severity":"warning"`) {
		t.Errorf("check --format json: exit %d\n%s%s", code, out, errOut)
	}
	if out, errOut, code = runCLI(t, "", "score", path); code != 0 || !strings.Contains(out, "Winner: Ana / Bob — reached 300 (320 to 0)") {
		t.Errorf("score: exit %d\n%s%s", code, out, errOut)
	}
	out, errOut, code = runCLI(t, "", "standings", path)
	if code != 0 || !strings.Contains(out, "+320") || strings.Contains(out, "-220") {
		t.Errorf("standings: exit %d, want Ana / Bob +320 (the game as it stood at its end)\n%s%s", code, out, errOut)
	}
}
