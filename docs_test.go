package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocsCiteTitles: the documentation cites the rule documents by
// number and title, never by a path outside the repository (a reader of
// the repository has no shared/rules-sources/), and docs/rulesets.md
// gives the five titles.
func TestDocsCiteTitles(t *testing.T) {
	files, _ := filepath.Glob("docs/*.md")
	files = append(files, "README.md")
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, outside := range []string{"rules-sources", "../shared", "/work/"} {
			if strings.Contains(string(b), outside) {
				t.Errorf("%s cites %q, a path outside the repository: cite the document by number and title", name, outside)
			}
		}
	}
	b, err := os.ReadFile("docs/rulesets.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, title := range []string{"Règles du jeu de la coinche pour le tournoi 2018", "« Coinche »", "Règles du jeu La Coinche",
		"Règlement officiel de la coinche", "« La coinche »"} {
		if !strings.Contains(string(b), title) {
			t.Errorf("docs/rulesets.md does not give the title %q", title)
		}
	}
}
