package render

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/score"
)

// TestGoldenFrench writes the golden games as French players read them
// (issue 26): the terminal sheet and the Markdown one
// (testdata/*.fr.txt, *.fr.md); the English ones stay as TestGolden has
// them.
func TestGoldenFrench(t *testing.T) {
	for _, g := range goldenGames() {
		for _, format := range []Format{Table, Markdown} {
			t.Run(g.name+"/"+string(format), func(t *testing.T) {
				var buf bytes.Buffer
				if err := Write(&buf, g.sheet(t), format, score.NamesFromGame(g.header), Language(i18n.French)); err != nil {
					t.Fatal(err)
				}
				goldentest.Check(t, filepath.Join("testdata", g.name+".fr."+formatExt[format]), buf.Bytes())
				noEnglish(t, buf.String())
			})
		}
	}
}

// TestMachineFormatsStayEnglish: CSV and JSON are for other programs, and
// Language changes nothing in them.
func TestMachineFormatsStayEnglish(t *testing.T) {
	for _, g := range goldenGames() {
		for _, format := range []Format{CSV, JSON} {
			t.Run(g.name+"/"+string(format), func(t *testing.T) {
				var en, fr bytes.Buffer
				names := score.NamesFromGame(g.header)
				if err := Write(&en, g.sheet(t), format, names); err != nil {
					t.Fatal(err)
				}
				if err := Write(&fr, g.sheet(t), format, names, Language(i18n.French)); err != nil {
					t.Fatal(err)
				}
				if en.String() != fr.String() {
					t.Errorf("French %s differs from English:\n%s", format, fr.String())
				}
			})
		}
	}
}

// clubNight is examples/club-night-montpellier.coinche as a sheet game.
func clubNight(t *testing.T) score.SheetGame {
	t.Helper()
	path := filepath.Join("..", "..", "examples", "club-night-montpellier.coinche")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	games, err := notation.Parse(filepath.Base(path), src)
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	rs := preset(t, "montpellier")
	s, err := score.NewGameSheet(rs, g)
	if err != nil {
		t.Fatal(err)
	}
	c, err := rules.NewChecker(rs)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range g.Deals {
		o, errs := c.CheckDeal(d)
		if len(errs) > 0 {
			t.Fatalf("deal %d: %v", d.Number, errs)
		}
		s.Add(o)
	}
	return score.SheetGame{Info: score.InfoFromGame(filepath.Base(path), g), Names: score.NamesFromGame(g), Sheet: s}
}

// TestHTMLFrench writes the printable sheet of the club night in French
// (testdata/club-night.fr.html): lang="fr", the date as French writes
// it, the catalog's French words and none of its English ones.
func TestHTMLFrench(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteHTML(&buf, []score.SheetGame{clubNight(t)}, Language(i18n.French)); err != nil {
		t.Fatal(err)
	}
	goldentest.Check(t, filepath.Join("testdata", "club-night.fr.html"), buf.Bytes())
	page := buf.String()
	for _, want := range []string{`<html lang="fr">`, "20 novembre 2026", "Feuille de marque — Club night",
		"<th scope=\"col\">Donneur</th>", "Gagnant : ", "réussi", "chuté", "Totaux cumulés sur 13 donnes", "points faits &#43; annoncés"} {
		if !strings.Contains(page, want) {
			t.Errorf("the French sheet has no %q", want)
		}
	}
	noEnglish(t, page)
	var en bytes.Buffer
	if err := WriteHTML(&en, []score.SheetGame{clubNight(t)}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(en.String(), `<html lang="en">`) || !strings.Contains(en.String(), "2026-11-20") {
		t.Error("the English sheet is not lang=en with the tag's date")
	}
}

var (
	tags     = regexp.MustCompile(`(?s)<style>.*?</style>|<[^>]*>`)
	verbs    = regexp.MustCompile(`%[-+#0-9.\[\]]*[a-zA-Z]`)
	wordEdge = `(^|[^\pL])`
)

// noEnglish fails when text holds a word of the English catalog that
// French says otherwise (the markup and style sheet aside): a word the
// French rendering forgot to translate.
func noEnglish(t *testing.T, text string) {
	t.Helper()
	text = tags.ReplaceAllString(text, " ")
	for _, k := range i18n.Keys() {
		en, fr := i18n.English.T(k), i18n.French.T(k) // the formats: no argument given
		if en == fr {
			continue
		}
		for _, part := range verbs.Split(en, -1) {
			part = strings.Trim(part, " ,;:.()—")
			if len(part) < 4 || strings.Contains(fr, part) {
				continue
			}
			if regexp.MustCompile(wordEdge + regexp.QuoteMeta(part) + `($|[^\pL])`).MatchString(text) {
				t.Errorf("English %q (%s) in the French text", part, k)
			}
		}
	}
}

// TestStandingsFrench writes a tournament's standings in French, as a
// terminal table and as a page: French headers, dates and results, no
// English word of the catalog; CSV stays English.
func TestStandingsFrench(t *testing.T) {
	rs := preset(t, "base")
	st := score.NewStandings()
	for i, src := range []string{
		"[Date \"2026-11-20\"] [Round \"1\"] [NS \"Ann / Bob\"] [EW \"Cid / Dee\"] [Rules \"base\"] [Target \"100\"]\n\ndeal 1 dealer N  N 80♥ made 100\n",
		"[Date \"2026-11-27\"] [Round \"2\"] [NS \"Dee / Cid\"] [EW \"Bob / Ann\"] [Rules \"base\"] [Target \"100\"]\n\ndeal 1 dealer N  N 90♠ made 110\n",
		"[Date \"2026-11-27\"] [NS \"Eve / Fay\"] [EW \"Bob / Ann\"] [Rules \"base\"] [Target \"1000\"]\n\ndeal 1 dealer N  N 90♠ made 110\n",
	} {
		games, err := notation.Parse("t.coinche", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		outs, _ := rules.CheckGame(games[0], rs)
		s, err := score.NewGameSheet(rs, games[0])
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range outs {
			s.Add(o)
		}
		st.Add("t.coinche#"+string(rune('1'+i)), score.InfoFromGame("t.coinche", games[0]), score.NamesFromGame(games[0]), s, nil)
	}
	for _, tt := range []struct {
		format Format
		want   []string
	}{
		{Table, []string{"Équipe", "Jouées", "Gagnées", "Différence", "Non comptées :"}},
		{Markdown, []string{"| Équipe", "Non comptées :"}},
		{HTML, []string{`<html lang="fr">`, "Classement", "du 20 novembre 2026 au 27 novembre 2026", "3, dont 2 comptées",
			"tour 2", "Gagnant : Dee / Cid — a atteint 100 (200 à 50)", "pas finie : aucune équipe n&#39;a atteint 1000", "Non comptées", "Parties"}},
	} {
		t.Run(string(tt.format), func(t *testing.T) {
			var b strings.Builder
			if err := WriteStandings(&b, st, tt.format, Language(i18n.French)); err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(b.String(), w) {
					t.Errorf("no %q in\n%s", w, b.String())
				}
			}
			noEnglish(t, b.String())
		})
	}
	var csv strings.Builder
	if err := WriteStandings(&csv, st, "csv", Language(i18n.French)); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(csv.String(), "#,Team,Played,Won,Lost,For,Against,Difference\n") {
		t.Errorf("the CSV header changed: %q", csv.String())
	}
}
