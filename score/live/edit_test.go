package live

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/notation"
)

// TestEditUndoKeepBytes edits and undoes deals of a hand-written file with
// comments everywhere: every byte outside the deal changed stays, and
// every comment survives an edit.
func TestEditUndoKeepBytes(t *testing.T) {
	orig := mustRead(t, filepath.Join("testdata", "comments.coinche"))
	comments := []string{"# on the deal's line", "{N's hand}", "# before E's hand", "{hesitated}",
		"# after the calls", "{ what we wrote }", "# before deal 1", "# before deal 2",
		"# summary with a comment", "{ a comment at the end of the file }", "# and another"}
	fresh := func(t *testing.T) string {
		path := filepath.Join(t.TempDir(), "c.coinche")
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	tests := []struct {
		name         string
		run          func(path string) error
		before, from string // the file is orig up to before, and from from on
		gone         []string
	}{
		{"edit a summary deal", func(p string) error { return Edit(p, 2, words("E 80S failed 70"), io.Discard) },
			"# before deal 2\n", " # summary with a comment", nil},
		{"undo", func(p string) error { return Undo(p, io.Discard) },
			"# before deal 2", "\n\n{ a comment", []string{"# summary with a comment"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := fresh(t)
			if err := tt.run(path); err != nil {
				t.Fatal(err)
			}
			got := mustRead(t, path)
			head := orig[:bytes.Index(orig, []byte(tt.before))+len(tt.before)]
			tail := orig[bytes.Index(orig, []byte(tt.from)):]
			if !bytes.HasPrefix(got, head) || !bytes.HasSuffix(got, tail) {
				t.Errorf("bytes outside the deal changed:\n%s", got)
			}
			for _, c := range comments {
				if want := !contains(tt.gone, c); bytes.Contains(got, []byte(c)) != want {
					t.Errorf("comment %q: present %v, want %v:\n%s", c, !want, want, got)
				}
			}
			if _, err := notation.Parse(path, got); err != nil {
				t.Errorf("does not parse: %v\n%s", err, got)
			}
		})
	}

	// The fixture's full deals break rules (score refuses the game): Add
	// refuses to write into it, and leaves it as it was.
	t.Run("add refused", func(t *testing.T) {
		path := fresh(t)
		var pe *GameProblemsError
		if err := Add(path, words("S 90D 100"), io.Discard); !errors.As(err, &pe) {
			t.Fatalf("Add: %v, want a *GameProblemsError", err)
		}
		if got := mustRead(t, path); !bytes.Equal(got, orig) {
			t.Errorf("a refused add changed the file:\n%s", got)
		}
	})
	// A clean game with comments above its deal, at its end and after
	// it: add then undo gives the file back byte for byte.
	t.Run("add then undo", func(t *testing.T) {
		orig := []byte("[Rules \"base\"] # the rules\n[NS \"A / B\"]\n\n# before deal 1\ndeal 1 dealer N  W 80♥ 100 # summary with a comment\n\n{ a comment at the end of the file }\n# and another\n")
		path := filepath.Join(t.TempDir(), "c.coinche")
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := Add(path, words("S 90D 100"), io.Discard); err != nil {
			t.Fatal(err)
		}
		got := mustRead(t, path)
		want := string(orig) + "deal 2 dealer W  S 90♦ 100\n" // base: counterclockwise, N then W
		if string(got) != want {
			t.Errorf("after add:\n%s\nwant\n%s", got, want)
		}
		if canon, err := notation.Format(path, got); err != nil || !bytes.Equal(canon, got) {
			t.Errorf("not canonical after add (%v):\n%s", err, canon)
		}
		if err := Undo(path, io.Discard); err != nil {
			t.Fatal(err)
		}
		if got := mustRead(t, path); !bytes.Equal(got, orig) {
			t.Errorf("undo after add:\n%s\nwant\n%s", got, orig)
		}
	})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// TestEditFullRecordRefused: a deal recorded in full (hands, calls,
// tricks) is never replaced by a one-line entry: the edit is refused with
// a *FullRecordError and the file is unchanged.
func TestEditFullRecordRefused(t *testing.T) {
	orig := mustRead(t, filepath.Join("testdata", "comments.coinche"))
	path := filepath.Join(t.TempDir(), "c.coinche")
	if err := os.WriteFile(path, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	err := Edit(path, 1, words("W 80H 100"), io.Discard)
	var fe *FullRecordError
	if !errors.As(err, &fe) || fe.Number != 1 {
		t.Fatalf("got %v, want a *FullRecordError for deal 1", err)
	}
	if got := mustRead(t, path); !bytes.Equal(got, orig) {
		t.Errorf("the file changed:\n%s", got)
	}
}
