package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
)

// A game read from its text: parse, check, score, compare the written
// results.
const integrationGame = `[Rules "montpellier"]
[NS "Les Bleus"]
[EW "Les Rouges"]
[Target "1500"]

deal 1 dealer N W 80♥ 92 result NS 70 EW 170
deal 2 dealer W S 100♠ X 70 belote NS result NS 20 EW 360
deal 3 dealer S pass
deal 4 dealer E N capot ♠ X capot NS result NS 750 EW 0
deal 5 dealer N N 90♦ 104 result NS 190 EW 50
deal 6 dealer W E 110♣ 120 belote EW
deal 7 dealer S N 90♦ made 85
`

func TestIntegrationSummaryGame(t *testing.T) {
	games, err := notation.Parse("game.coinche", []byte(integrationGame))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	g := games[0]
	rs := preset(t, "montpellier")
	outs, errs := rules.CheckGame(g, rs)
	if len(errs) > 0 {
		t.Fatalf("check: %v", errs)
	}
	s, err := score.NewGameSheet(rs, g)
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	for _, o := range outs {
		ds := s.Add(o)
		for _, e := range score.Problems(ds, o) {
			problems = append(problems, e.Error())
		}
	}
	want := []string{
		"game.coinche:10:29: error[score/result-mismatch]: written NS 190 EW 50, computed NS 190 EW 60 (",
		"game.coinche:12:17: error[score/verdict-mismatch]: written made, but the contract failed: 85 counted < 90 needed",
	}
	ok := len(problems) == len(want)
	for i := 0; ok && i < len(want); i++ {
		ok = strings.HasPrefix(problems[i], want[i])
	}
	if !ok {
		t.Errorf("problems:\n%s", strings.Join(problems, "\n"))
	}
	var buf bytes.Buffer
	if err := Write(&buf, s, "table", score.NamesFromGame(g)); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "integration.txt")
	if goldentest.Update() {
		os.WriteFile(path, buf.Bytes(), 0o644)
		return
	}
	golden, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(golden, buf.Bytes()) {
		t.Errorf("%s differs (go test -update):\n%s", path, buf.String())
	}
}
