package gen

import (
	"bytes"
	"testing"
)

func TestWriteSameSeed(t *testing.T) {
	for _, name := range []string{"tournoi-2018", "classique", "base", "montpellier", "annonces"} {
		t.Run(name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := Write(&a, Options{Rules: name, Games: 2, Seed: 7}); err != nil {
				t.Fatal(err)
			}
			if err := Write(&b, Options{Rules: name, Games: 2, Seed: 7}); err != nil {
				t.Fatal(err)
			}
			if a.Len() == 0 || !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatalf("same seed, different output (%d vs %d bytes)", a.Len(), b.Len())
			}
		})
	}
}
