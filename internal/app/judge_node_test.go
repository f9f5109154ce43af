package app

// The judge built for WebAssembly against the Go score package: 200
// games made by score/gen (full records: hands, auction, play), each
// entered deal by deal as coinche add's summary entries through the page's
// API (coinche("add", ...)) under Node, give the same sheets — every
// deal's score and the running totals — as score/stream's judge of the
// generated file. Without Node the test skips, but fails under CI=true
// (.ci/run installs it).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/gen"
	"github.com/coinche/coinche/score/stream"
)

type nodeGame struct {
	Name    string      `json:"name"`
	Text    string      `json:"text"`
	Entries []nodeEntry `json:"entries"`
}

type nodeEntry struct {
	N     int    `json:"n"`
	Entry string `json:"entry"`
}

// entryOf is the summary entry of a scored deal: what a player would tap.
func entryOf(ds *score.DealScore) string {
	if ds.AllPass {
		return "pass"
	}
	w := []string{ds.Declarer.String()}
	w = append(w, strings.Fields(ds.Contract.String())...)
	if s := ds.Double.String(); s != "" {
		w = append(w, s)
	}
	w = append(w, fmt.Sprint(ds.Taken[ds.Team]))
	if ds.Belote != notation.NoTeam {
		w = append(w, "belote", ds.Belote.String())
	}
	if ds.Capot != notation.NoTeam {
		w = append(w, "capot", ds.Capot.String())
	}
	for t, pts := range ds.Announces {
		if pts > 0 {
			w = append(w, "announce", notation.TeamAt(t).String(), fmt.Sprint(pts))
		}
	}
	return strings.Join(w, " ")
}

func nodePath(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("no node on PATH; .ci/run installs it (apt-get install nodejs)")
		}
		t.Skip("no node on PATH: install Node.js to run the judge under it (under CI=true this test fails instead)")
	}
	return p
}

func TestJudgeUnderNode(t *testing.T) {
	node := nodePath(t)
	var src bytes.Buffer
	if err := gen.Write(&src, gen.Options{Rules: "base", Games: 200, Seed: 25}); err != nil {
		t.Fatal(err)
	}
	j, err := stream.Judge(src.Bytes(), "gen.coinche")
	if err != nil {
		t.Fatal(err)
	}
	var in []nodeGame
	for i, g := range j.Games {
		rows := g.Sheet.Rows()
		if len(rows) == 0 {
			continue
		}
		ng := nodeGame{Name: fmt.Sprintf("g%d.coinche", i), Text: fmt.Sprintf("[Rules \"base\"]\n[Dealer \"%s\"]\n", rows[0].Dealer)}
		for k := range rows {
			ng.Entries = append(ng.Entries, nodeEntry{N: rows[k].Number, Entry: entryOf(&rows[k].DealScore)})
		}
		in = append(in, ng)
	}
	if len(in) != 200 {
		t.Fatalf("%d games with deals, want 200", len(in))
	}
	wasm, execJS, err := BuildJudge()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, b := range map[string][]byte{"coinche.wasm": wasm, "wasm_exec.js": execJS} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stdin, _ := json.Marshal(in)
	driver, _ := filepath.Abs("testdata/node_driver.js")
	cmd := exec.Command(node, driver, filepath.Join(dir, "coinche.wasm"), filepath.Join(dir, "wasm_exec.js"))
	cmd.Stdin = bytes.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.Bytes())
	}
	var views []struct {
		Error string `json:"error"`
		View  struct {
			Rows  []struct{ Score, Total [2]int } `json:"rows"`
			Total [2]int                          `json:"total"`
		} `json:"view"`
	}
	if err := json.Unmarshal(out, &views); err != nil {
		t.Fatalf("node's answer: %v\n%.500s", err, out)
	}
	deals := 0
	for i, g := range in {
		if i >= len(views) {
			t.Fatalf("node answered %d games of %d", len(views), len(in))
		}
		v := views[i]
		if v.Error != "" {
			t.Errorf("%s: %s", g.Name, v.Error)
			continue
		}
		rows := j.Games[i].Sheet.Rows()
		if len(v.View.Rows) != len(rows) {
			t.Errorf("%s: %d rows under Node, %d in Go", g.Name, len(v.View.Rows), len(rows))
			continue
		}
		for k, r := range rows {
			if got := v.View.Rows[k]; got.Score != r.Score || got.Total != r.Total {
				t.Errorf("%s deal %d (%s): Node %v total %v, Go %v total %v", g.Name, r.Number, g.Entries[k].Entry, got.Score, got.Total, r.Score, r.Total)
			}
		}
		deals += len(rows)
	}
	t.Logf("200 games, %d deals: the same sheets under Node (%s) as in Go", deals, node)
}
