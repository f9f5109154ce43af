package live

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNew(t *testing.T) {
	root := t.TempDir()
	t.Chdir(root)
	os.Mkdir("games", 0o755)
	// a user ruleset: montpellier with its own target
	os.WriteFile(filepath.Join("games", "club.toml"), []byte("extends = \"montpellier\"\n[game]\ntarget = 1000\n"), 0o644)
	os.WriteFile("outside.toml", []byte("extends = \"base\"\n"), 0o644)
	tests := []struct {
		name    string
		opts    NewOptions
		wantErr string // "" for success
		want    string // the file, on success
	}{
		{"preset", NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Target: 2000, Dealer: "w"},
			"", "[Rules \"montpellier\"]\n[Target \"2000\"]\n[NS \"Alice / Chloé\"]\n[EW \"Bruno / David\"]\n[Dealer \"W\"]\n"},
		{"event and date", NewOptions{Rules: "base", Event: "Club night", Date: "2026-11-20"},
			"", "[Event \"Club night\"]\n[Date \"2026-11-20\"]\n[Rules \"base\"]\n[Dealer \"N\"]\n"},
		{"ruleset file beside the game", NewOptions{Rules: filepath.Join("games", "club.toml")},
			"", "[Rules \"club.toml\"]\n[Dealer \"N\"]\n"},
		{"ruleset file outside", NewOptions{Rules: "outside.toml"}, "directory", ""},
		{"unknown ruleset", NewOptions{Rules: "belote-du-dimanche"}, "belote-du-dimanche", ""},
		{"no ruleset", NewOptions{}, "no ruleset", ""},
		{"bad dealer", NewOptions{Rules: "base", Dealer: "X"}, "dealer \"X\" is not a seat", ""},
		{"bad target", NewOptions{Rules: "base", Target: -5}, "target -5", ""},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join("games", "g"+string(rune('a'+i))+".coinche")
			err := New(path, tt.opts)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("New: %v, want an error containing %q", err, tt.wantErr)
				}
				if _, serr := os.Stat(path); !errors.Is(serr, fs.ErrNotExist) {
					t.Fatalf("a refused New left a file: %v", serr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := string(mustRead(t, path)); got != tt.want {
				t.Errorf("file:\n%s\nwant\n%s", got, tt.want)
			}
			assertCleanGame(t, path, mustRead(t, path), 0)
			assertNoTemps(t, path)
		})
	}
}

// TestNewRefusesExisting: new never overwrites a file.
func TestNewRefusesExisting(t *testing.T) {
	path := filepath.Join(t.TempDir(), "soir.coinche")
	os.WriteFile(path, []byte("# my notes\n"), 0o644)
	err := New(path, testOptions)
	if !errors.Is(err, fs.ErrExist) || !strings.Contains(err.Error(), "exists") {
		t.Fatalf("got %v, want an fs.ErrExist error saying the file exists", err)
	}
	if got := mustRead(t, path); string(got) != "# my notes\n" {
		t.Fatalf("file overwritten: %q", got)
	}
}

// TestNewRulesResolved: whether a ruleset file lies in the game's
// directory is decided on resolved paths, however each was named: the
// game named through a symbolic link to its directory, the ruleset by its
// real path (once refused as "outside"); a symbolic link in the directory
// leading out is refused, named relatively or absolutely; an unknown
// name is an unknown ruleset with a suggestion.
func TestNewRulesResolved(t *testing.T) {
	root := t.TempDir()
	t.Chdir(root)
	os.Mkdir("real", 0o755)
	os.WriteFile(filepath.Join("real", "club.toml"), []byte("extends = \"montpellier\"\n"), 0o644)
	os.WriteFile("outside.toml", []byte("extends = \"base\"\n"), 0o644)
	if err := os.Symlink(filepath.Join(root, "real"), "link"); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if err := os.Symlink(filepath.Join(root, "outside.toml"), filepath.Join("real", "out.toml")); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, game, rules string
		wantErr           string // "" for success
		wantTag           string
	}{
		{"link-dir-real-rules", "link/a.coinche", "real/club.toml", "", `[Rules "club.toml"]`},
		{"link-dir-real-rules-absolute", filepath.Join(root, "link", "b.coinche"), filepath.Join(root, "real", "club.toml"), "", `[Rules "club.toml"]`},
		{"real-dir-link-rules", "real/c.coinche", "link/club.toml", "", `[Rules "club.toml"]`},
		{"link-out-relative", "real/d.coinche", "real/out.toml", "symbolic link", ""},
		{"link-out-absolute", filepath.Join(root, "real", "e.coinche"), filepath.Join(root, "real", "out.toml"), "symbolic link", ""},
		{"unknown", "real/f.coinche", "bsae", `did you mean "base"?`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := New(tt.game, NewOptions{Rules: tt.rules})
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one saying %q", err, tt.wantErr)
				}
				if _, serr := os.Stat(tt.game); serr == nil {
					t.Errorf("%s written", tt.game)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(tt.game)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), tt.wantTag) {
				t.Errorf("file:\n%s\nwant %s", b, tt.wantTag)
			}
		})
	}
}
