package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// runCLIEnv is runCLI with an environment (the locale variables).
func runCLIEnv(t *testing.T, env map[string]string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	a := &app{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, getenv: func(k string) string { return env[k] }}
	code = a.run(append([]string{"coinche"}, args...))
	return out.String(), errOut.String(), code
}

// TestLang checks that the language is chosen as people expect: --lang,
// else LC_ALL, LC_MESSAGES, LANG; and that the sheets follow it.
func TestLang(t *testing.T) {
	const game = "examples/club-night-montpellier.coinche"
	fr := map[string]string{"LANG": "fr_FR.UTF-8"}
	tests := []struct {
		name string
		env  map[string]string
		args []string
		code int
		want []string // in stdout, or stderr when code is not 0
		not  []string
	}{
		{"English by default", nil, []string{"score", game}, 0, []string{"Dealer", "Winner: Alice / Chloé"}, []string{"Donneur"}},
		{"LANG=fr", fr, []string{"score", game}, 0, []string{"Donneur", "Gagnant : Alice / Chloé", "réussi", "20 novembre 2026"}, []string{"Dealer", "Winner"}},
		{"LC_ALL over LANG", map[string]string{"LANG": "fr_FR.UTF-8", "LC_ALL": "C"}, []string{"score", game}, 0, []string{"Winner"}, nil},
		{"--lang fr", nil, []string{"--lang", "fr", "score", "--format", "markdown", game}, 0, []string{"| Donneur", "Gagnant"}, nil},
		{"--lang en over LANG", fr, []string{"--lang=en", "score", game}, 0, []string{"Winner"}, []string{"Gagnant"}},
		{"html", fr, []string{"score", "--format", "html", game}, 0, []string{`<html lang="fr">`, "Feuille de marque"}, nil},
		{"standings", fr, []string{"standings", "examples/"}, 0, []string{"Équipe", "Gagnées"}, []string{"Team"}},
		{"standings not counted", fr, []string{"standings", "examples/", "testdata/cli/illegal.coinche"}, 1, []string{"5 problèmes ; le premier :", "erreur[play/follow-suit]: N avait ♣10"}, []string{"problems; the first"}},
		{"csv stays", fr, []string{"score", "--format", "csv", game}, 0, []string{"#,Dealer,Contract"}, []string{"Donneur"}},
		{"bad --lang", nil, []string{"--lang", "de", "score", game}, 2, []string{`--lang: unknown language "de" (fr, en)`}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := runCLIEnv(t, tt.env, tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr %s", code, tt.code, errOut)
			}
			text := out
			if code != 0 {
				text = out + errOut
			}
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("no %q in\n%s", w, text)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(text, w) {
					t.Errorf("%q in\n%s", w, text)
				}
			}
		})
	}
}

// TestCheckFrench is a French diagnostic list (testdata/cli/check-fr.golden):
// the framing words and the messages of the catalog in French, the codes
// as they are.
func TestCheckFrench(t *testing.T) {
	files := []string{"testdata/cli/fr.coinche", "testdata/cli/illegal.coinche"}
	out, errOut, code := runCLIEnv(t, map[string]string{"LANG": "fr_FR.UTF-8"}, append([]string{"check", "--format", "tty"}, files...)...)
	got := "$ LANG=fr_FR.UTF-8 coinche check --format tty " + strings.Join(files, " ") + "\n" + out + "--- stderr\n" + errOut
	got += "--- exit " + string(rune('0'+code)) + "\n"
	golden(t, "testdata/cli/check-fr.golden", got)
	for _, w := range []string{"erreur[syntax/summary]", "vouliez-vous dire « failed » ?", "7 problèmes trouvés", "erreur[call/step]",
		"N avait ♣10 : il doit fournir ♣", "écrit NS 70 EW 180, calculé NS 70 EW 170"} {
		if !strings.Contains(got, w) {
			t.Errorf("no %q in\n%s", w, got)
		}
	}
}

// TestCheckFrenchRules is the checker's messages of the bidding, the
// coinches, claims, belote and "nous avons gagné" in French under coinche
// check (testdata/cli/check-fr-rules.golden, on games of
// rules/testdata/check), a ruleset file's problems under --rules, and
// the syntax errors fmt finds.
func TestCheckFrenchRules(t *testing.T) {
	var got string
	for _, args := range [][]string{
		{"check", "--format", "gcc", "rules/testdata/check/call-after-close.coinche", "rules/testdata/check/call-coinche-late.coinche",
			"rules/testdata/check/call-coinche-own-team.coinche", "rules/testdata/check/call-surcoinche-team.coinche",
			"rules/testdata/check/call-incomplete.coinche", "rules/testdata/check/claim-unproven.coinche",
			"rules/testdata/check/belote-not-held.coinche", "rules/testdata/check/won-outside-tournoi.coinche",
			"rules/testdata/check/announce-kind.coinche", "rules/testdata/check/announce-not-held.coinche"},
		{"check", "--rules", "rules/rulesfile/testdata/rulesets/err-types.toml", "testdata/cli/fr.coinche"},
		{"fmt", "--check", "notation/testdata/errors/hands.coinche"},
		{"check", "--rules", "montpelier", "testdata/cli/fr.coinche"},
	} {
		out, errOut, code := runCLIEnv(t, map[string]string{"LANG": "fr_FR.UTF-8"}, args...)
		got += "$ LANG=fr_FR.UTF-8 coinche " + strings.Join(args, " ") + "\n" + out + "--- stderr\n" + errOut
		got += "--- exit " + string(rune('0'+code)) + "\n"
	}
	golden(t, "testdata/cli/check-fr-rules.golden", got)
	for _, w := range []string{"erreur[call/after-close]", "après la fin des enchères", "erreur[claim/unproven]", "remporté par",
		"erreur[belote/not-held]", "« nous avons gagné »", "erreur[ruleset/type]: deck.cards doit être un entier, pas une chaîne",
		"erreur[syntax/hand]: attendu", "--rules montpelier : règles inconnues"} {
		if !strings.Contains(got, w) {
			t.Errorf("no %q in\n%s", w, got)
		}
	}
	if strings.Contains(got, "error[") {
		t.Errorf("an English severity in\n%s", got)
	}
}

// TestAddFrench: an entry typed in French words is written in the
// notation, and a refused one is said in French.
func TestAddFrench(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/soir.coinche"
	fr := map[string]string{"LANG": "fr_FR.UTF-8"}
	if _, errOut, code := runCLIEnv(t, fr, "new", file, "--rules", "montpellier"); code != 0 {
		t.Fatalf("new: exit %d: %s", code, errOut)
	}
	tests := []struct {
		entry []string
		code  int
		want  string // in stdout, or stderr when refused
	}{
		{[]string{"S", "100", "cœur", "coinche", "112", "belote", "NS"}, 0, "S 100♥ X 112 belote NS"},
		{[]string{"O", "80", "pique", "chuté", "60"}, 0, "W 80♠ failed 60"},
		{[]string{"S", "80H", "fialed", "60"}, 1, "erreur[syntax/summary]: attendu X, XX, fait, chuté"},
		{[]string{"E", "85", "trèfle", "fait", "90"}, 1, "contrat 85♣ : les enchères vont de 10 en 10 (80, 90, 100…)"},
		{[]string{"E", "85", "trèfle", "fait", "90"}, 1, "saisie refusée, le fichier est inchangé : E 85 trèfle fait 90"},
		{[]string{"N", "170", "carreau"}, 1, "contrat 170♦ : hors des limites ; les enchères vont de 80 à 160 de 10 en 10, puis capot"},
		{[]string{"N", "80", "carreau", "fait", "170"}, 1, "l'équipe du preneur a fait 170 points : les points des cartes vont de 0 à 162"},
		{[]string{"N", "80", "carreau", "fait", "75"}, 1, "écrit réussi, mais le contrat est chuté : 75 comptés < 80 demandés ; écrivez chuté 75"},
		{[]string{"passe"}, 0, "pass"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.entry, " "), func(t *testing.T) {
			out, errOut, code := runCLIEnv(t, fr, append([]string{"add", file}, tt.entry...)...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d: %s%s", code, tt.code, out, errOut)
			}
			text := out
			if code != 0 {
				text = errOut
			}
			if !strings.Contains(text, tt.want) {
				t.Errorf("no %q in\n%s", tt.want, text)
			}
		})
	}
}

// TestGameWorkflowFrench keeps a game from the command line with the
// app's flags before the command (coinche --lang fr new FILE --rules …):
// the command's own flags after FILE are still read, the answers are
// French, and new on a file that exists says so once, with the way to
// add a game to it.
func TestGameWorkflowFrench(t *testing.T) {
	path := filepath.Join(t.TempDir(), "soir.coinche")
	for _, tc := range []struct {
		args []string
		code int
		want []string
		not  []string
	}{
		{[]string{"--lang", "fr", "new", path, "--rules", "base", "--ns", "Nous"}, 0, nil, nil},
		{[]string{"--lang", "fr", "add", path, "S", "80", "cœur", "fait", "100"}, 0, []string{"ajoutée : deal 1 dealer N  S 80♥ made 100", "réussi"}, nil},
		{[]string{"--lang", "fr", "add", path, "E", "85", "pique", "100"}, 1, []string{"saisie refusée, le fichier est inchangé"}, nil},
		{[]string{"--lang=fr", "next", path}, 1, []string{"la partie n'est pas finie", "coinche next --force"}, nil},
		{[]string{"--lang", "fr", "new", path, "--rules", "base"}, 2, []string{"le fichier existe ; il n'est pas écrasé", "--append"}, []string{"already exists"}},
		{[]string{"new", path, "--rules", "base"}, 2, []string{"the file exists; not overwritten", "(coinche new --append adds a game after its last one)"}, []string{"already exists"}},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, errOut, code := runCLIEnv(t, nil, tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\n%s%s", code, tc.code, out, errOut)
			}
			for _, w := range tc.want {
				if !strings.Contains(out+errOut, w) {
					t.Errorf("no %q in:\n%s%s", w, out, errOut)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(out+errOut, w) {
					t.Errorf("%q in:\n%s%s", w, out, errOut)
				}
			}
		})
	}
}

// TestUsageFrench: the usage errors of help, rules and --color, and a
// deal review, in French; the same in English as before.
func TestUsageFrench(t *testing.T) {
	fr := map[string]string{"LANG": "fr_FR.UTF-8"}
	tests := []struct {
		args   []string
		fr, en string // in stderr (exit 2), or stdout (exit 0)
		code   int
	}{
		{[]string{"help", "chek"}, "help : coinche n'a pas de commande « chek » : attendu", `help: coinche has no command "chek": want`, 2},
		{[]string{"help", "chek"}, "vouliez-vous dire « check » ?", `did you mean "check"?`, 2},
		{[]string{"help", "check", "x"}, "help : coinche check n'a pas de sous-commande « x »", `help: coinche check has no subcommand "x"`, 2},
		{[]string{"rules", "shw"}, "rules : sous-commande « shw » inconnue", `rules: unknown subcommand "shw"`, 2},
		{[]string{"rules", "show"}, "rules show : attendu un nom de règles", "rules show: want one ruleset name", 2},
		{[]string{"--color", "sometimes", "rules", "list"}, "--color « sometimes » : attendu auto, always ou never", `--color "sometimes": want auto, always or never`, 2},
		{[]string{"analyze", "--deal", "2", "score/analyze/testdata/handbuilt.coinche"}, "Donne 2 : non analysée : tout le monde a passé", "Deal 2: not analysed: every player passed", 0},
		{[]string{"analyze", "--deal", "9", "score/analyze/testdata/handbuilt.coinche"}, "analyze : pas de donne 9 dans l'entrée : ses donnes vont de 1 à", "analyze: no deal 9 in the input: its deals are numbered 1 to", 2},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			for _, lang := range []struct {
				env  map[string]string
				want string
			}{{fr, tt.fr}, {nil, tt.en}} {
				out, errOut, code := runCLIEnv(t, lang.env, tt.args...)
				got := errOut
				if tt.code == 0 {
					got = out
				}
				if code != tt.code || !strings.Contains(got, lang.want) {
					t.Errorf("%v: exit %d, want %d; want %q in:\n%s", lang.env, code, tt.code, lang.want, got)
				}
			}
		})
	}
}

// TestRoundEvening: coinche round evening writes the end-of-night
// document of a directory (the page /evening.html): every game's sheet,
// then the standings, in the user's language.
func TestRoundEvening(t *testing.T) {
	files, err := filepath.Glob("examples/*.coinche")
	if err != nil || len(files) == 0 {
		t.Fatal("no examples", err)
	}
	for _, tc := range []struct {
		lang, standings string
	}{{"en", "Standings"}, {"fr", "Classement"}} {
		t.Run(tc.lang, func(t *testing.T) {
			out, errOut, code := runCLIEnv(t, nil, "--lang", tc.lang, "round", "evening", "examples")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if !strings.Contains(out, `<html lang="`+tc.lang+`"`) || !strings.Contains(out, tc.standings) {
				t.Errorf("no %s page or no %q in the document", tc.lang, tc.standings)
			}
			for _, f := range files {
				if !strings.Contains(out, filepath.Base(f)) {
					t.Errorf("the document has no sheet of %s", f)
				}
			}
		})
	}
	if _, _, code := runCLIEnv(t, nil, "round", "evening"); code != 2 {
		t.Errorf("round evening without a directory: exit %d, want 2", code)
	}
}
