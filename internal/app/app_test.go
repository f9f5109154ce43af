package app

import (
	"strings"
	"testing"
)

// The page's words are in app.js as built, in both languages, so that
// the first load asks the judge for none.
func TestPageWords(t *testing.T) {
	files, err := Files()
	if err != nil {
		t.Fatal(err)
	}
	js := string(files["app.js"])
	for _, want := range []string{`const WORDS = {"en":{`, `"app.new":"New game"`, `"app.new":"Nouvelle partie"`} {
		if !strings.Contains(js, want) {
			t.Errorf("app.js has no %s", want)
		}
	}
}
