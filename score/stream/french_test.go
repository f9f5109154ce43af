package stream

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
)

// TestGameProblemsInFrench: the game's problems (a ruleset that cannot be
// used, the deals left unchecked, a header score refuses) in French, the
// English as TestRun and the CLI goldens have it.
func TestGameProblemsInFrench(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bad.toml"), []byte("extends = \"base\"\n[deck]\ncards = \"32\"\n[bidding]\nminimum = 80\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, src string
		code      string
		en, fr    string
	}{
		{"a ruleset file with problems", "[Rules \"bad.toml\"]\ndeal 1 dealer N  S 80♥ made 81\n", "game/rules",
			"ruleset bad.toml has 2 problems; the game's deals are not checked nor scored",
			"les règles bad.toml ont 2 problèmes ; les donnes de la partie ne sont ni vérifiées ni comptées"},
		{"a deal not checked", "[Rules \"bad.toml\"]\ndeal 1 dealer N  S 80♥ made 81\n", "game/unchecked",
			"deal 1 not checked: the game has no usable ruleset",
			"donne 1 non vérifiée : la partie n'a pas de règles utilisables"},
		{"an unknown ruleset", "[Rules \"belote-de-comptoir\"]\ndeal 1 dealer N  S 80♥ made 81\n", "game/rules",
			"rules \"belote-de-comptoir\": unknown ruleset: the built-in rulesets are tournoi-2018, classique, base, montpellier, annonces, and there is no file belote-de-comptoir; the game's deals are not checked nor scored",
			"rules \"belote-de-comptoir\" : règles inconnues : les règles intégrées sont tournoi-2018, classique, base, montpellier, annonces, et il n'y a pas de fichier belote-de-comptoir ; les donnes de la partie ne sont ni vérifiées ni comptées"},
		{"a misspelt ruleset", "[Rules \"montpelier\"]\ndeal 1 dealer N  S 80♥ made 81\n", "game/rules",
			"there is no file montpelier; did you mean \"montpellier\"?; the game's deals",
			"il n'y a pas de fichier montpelier ; vouliez-vous dire « montpellier » ? ; les donnes"},
		{"a bad Target", "[Rules \"base\"]\n[Target \"mille\"]\ndeal 1 dealer N  S 80♥ made 81\n", "game/header",
			"Target \"mille\" is not a positive number of points; score refuses the game (with --force, it scores it under the ruleset's own target and mode)",
			"Target \"mille\" n'est pas un nombre de points positif ; score refuse la partie (avec --force, il la compte avec l'objectif et le mode de ses règles)"},
		{"a bad Scoring", "[Rules \"base\"]\n[Scoring \"tout\"]\ndeal 1 dealer N  S 80♥ made 81\n", "game/header",
			"unknown scoring mode \"tout\": made-and-bid (points faits + annoncés), made (points faits) or bid (points annoncés); score refuses the game",
			"mode de marque inconnu \"tout\" : made-and-bid (points faits + annoncés), made (points faits) ou bid (points annoncés) ; score refuse la partie"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r collect
			if err := Run(strings.NewReader(tt.src), filepath.Join(dir, "g.coinche"), Options{}, &r); err != nil {
				t.Fatal(err)
			}
			found := false
			for _, e := range r.errs {
				if e.Code != tt.code {
					continue
				}
				found = true
				en, fr := e.MessageIn(i18n.English), e.MessageIn(i18n.French)
				if en != e.Message() {
					t.Errorf("English %q, Message %q", en, e.Message())
				}
				en = strings.ReplaceAll(en, dir+string(filepath.Separator), "")
				fr = strings.ReplaceAll(fr, dir+string(filepath.Separator), "")
				if !strings.Contains(en, tt.en) {
					t.Errorf("English %q (Message %q), want %q in it", en, e.Message(), tt.en)
				}
				if !strings.Contains(fr, tt.fr) {
					t.Errorf("French %q, want %q in it", fr, tt.fr)
				}
			}
			if !found {
				t.Errorf("no %s in %v", tt.code, r.errs)
			}
		})
	}
}
