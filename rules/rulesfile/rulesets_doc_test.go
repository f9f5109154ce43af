package rulesfile

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/goldentest"
	"github.com/coinche/coinche/rules"
)

// docsPath is the key reference the generated tables live in.
var docsPath = filepath.Join("..", "..", "docs", "rulesets.md")

// TestDocsRulesets keeps docs/rulesets.md true: the parts between
// "<!-- BEGIN GENERATED x -->" and "<!-- END GENERATED x -->" are made
// from the presets (-update rewrites them), and the hand-written key
// reference names every key of the schema.
func TestDocsRulesets(t *testing.T) {
	doc, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	parts := map[string]string{
		"presets":    docPresetList(),
		"comparison": docComparison(t),
		"ambiguous":  docAmbiguous(t),
		"variants":   docVariants(t),
		"sources":    docSources(t),
	}
	out := text
	for name, body := range parts {
		begin := "<!-- BEGIN GENERATED " + name + " -->\n"
		end := "<!-- END GENERATED " + name + " -->"
		i := strings.Index(out, begin)
		j := strings.Index(out, end)
		if i < 0 || j < i {
			t.Errorf("%s: no generated part %q", docsPath, name)
			continue
		}
		out = out[:i+len(begin)] + body + out[j:]
	}
	if out != text {
		if goldentest.Update() {
			if err := os.WriteFile(docsPath, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			t.Errorf("%s is out of date with the presets: run go test ./rules/rulesfile -run TestDocsRulesets -update", docsPath)
		}
	}
	// Every key has its row in the hand-written reference: "| `key` |".
	for _, k := range rules.SchemaKeys() {
		short := k[strings.LastIndexByte(k, '.')+1:]
		sec := ""
		if i := strings.LastIndexByte(k, '.'); i >= 0 {
			sec = k[:i]
		}
		if !strings.Contains(text, "| `"+short+"` |") || (sec != "" && !strings.Contains(text, "### ["+sec+"]")) {
			t.Errorf("%s does not document key %s (want a row \"| `%s` |\" under \"### [%s]\")", docsPath, k, short, sec)
		}
	}
}

func mdCell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.ReplaceAll(s, "\n", "<br>")
}

func docPresetList() string {
	var b strings.Builder
	b.WriteString("| name | rule document | description |\n|---|---|---|\n")
	for _, p := range Presets() {
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", p.Name, p.Source, mdCell(p.Description))
	}
	return b.String()
}

func presetSettings(t *testing.T) (names []string, vals []map[string]string, cites []map[string]string) {
	for _, p := range Presets() {
		r, err := Preset(p.Name)
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		for _, s := range r.Settings() {
			m[s.Key] = s.Value
		}
		src, _ := PresetTOML(p.Name)
		names = append(names, p.Name)
		vals = append(vals, m)
		cites = append(cites, presetCitations(t, src))
	}
	return
}

func docComparison(t *testing.T) string {
	names, vals, _ := presetSettings(t)
	var b strings.Builder
	b.WriteString("| key |")
	for _, n := range names {
		fmt.Fprintf(&b, " %s |", n)
	}
	b.WriteString("\n|---|")
	for range names {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for _, k := range rules.SchemaKeys() {
		if k == "name" || k == "description" || k == "source" {
			continue
		}
		fmt.Fprintf(&b, "| `%s` |", k)
		for i := range names {
			fmt.Fprintf(&b, " %s |", mdCell(vals[i][k]))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// ambiguousChoices lists, per preset, the keys whose comment says
// "ambiguous:" and whose value is in use (not marked "unused").
func ambiguousChoices(t *testing.T) (names []string, vals []map[string]string, out []map[string]string) {
	names, vals, cites := presetSettings(t)
	for i := range names {
		m := map[string]string{}
		for k, c := range cites[i] {
			if j := strings.Index(c, "ambiguous:"); j >= 0 && !strings.Contains(c, "unused") {
				m[k] = c
			}
		}
		out = append(out, m)
	}
	return
}

func docAmbiguous(t *testing.T) string {
	names, vals, amb := ambiguousChoices(t)
	var b strings.Builder
	b.WriteString("| preset | key | chosen | the document, and why |\n|---|---|---|---|\n")
	for i, n := range names {
		for _, k := range rules.SchemaKeys() {
			c, ok := amb[i][k]
			if !ok {
				continue
			}
			fmt.Fprintf(&b, "| %s | `%s` | `%s` | %s |\n", n, k, mdCell(vals[i][k]), mdCell(c))
		}
	}
	return b.String()
}

var variantLine = regexp.MustCompile(`^variant: set (.+?) — ([^:]+): (.*)$`)

func docVariants(t *testing.T) string {
	src, _ := PresetTOML("base")
	cites := presetCitations(t, src)
	r, _ := Preset("base")
	cur := map[string]string{}
	for _, s := range r.Settings() {
		cur[s.Key] = s.Value
	}
	var b strings.Builder
	b.WriteString("| key | base | variant | 002 says |\n|---|---|---|---|\n")
	for _, k := range rules.SchemaKeys() {
		for _, line := range strings.Split(cites[k], "\n") {
			m := variantLine.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			fmt.Fprintf(&b, "| `%s` | `%s` | `%s` | %s: %s |\n", k, mdCell(cur[k]), mdCell(m[1]), m[2], mdCell(m[3]))
		}
	}
	return b.String()
}

func docSources(t *testing.T) string {
	names, vals, cites := presetSettings(t)
	infos := Presets()
	var b strings.Builder
	for i, n := range names {
		fmt.Fprintf(&b, "#### %s (%s)\n\n| key | value | source |\n|---|---|---|\n", n, infos[i].Source)
		for _, k := range rules.SchemaKeys() {
			if k == "name" || k == "description" || k == "source" {
				continue
			}
			fmt.Fprintf(&b, "| `%s` | `%s` | %s |\n", k, mdCell(vals[i][k]), mdCell(cites[i][k]))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestAmbiguousChoices pins the value of every choice made where a rule
// document is ambiguous or silent (docs/rulesets.md, "Ambiguous choices"):
// changing one is a decision, to be made here and in the docs too.
func TestAmbiguousChoices(t *testing.T) {
	want := map[string]string{
		"tournoi-2018 belote.enabled":                  "false",
		"tournoi-2018 scoring.contract_values":         "[]",
		"classique scoring.contract_values":            "[]",
		"base scoring.contract_values":                 "[]",
		"montpellier scoring.contract_values":          "[]",
		"annonces scoring.contract_values":             "[]",
		"tournoi-2018 bidding.self_overcall":           `"any"`,
		"tournoi-2018 bidding.after_surcoinche":        `"none"`,
		"classique bidding.self_overcall":              `"any"`,
		"classique bidding.after_surcoinche":           `"none"`,
		"base bidding.self_overcall":                   `"any"`,
		"base bidding.after_surcoinche":                `"none"`,
		"montpellier bidding.self_overcall":            `"any"`,
		"annonces bidding.self_overcall":               `"any"`,
		"tournoi-2018 announces.enabled":               "false",
		"classique deal.direction":                     `"clockwise"`,
		"classique deal.next_dealer":                   `"next"`,
		"classique deal.first_lead":                    `"first-bidder"`,
		"classique deal.misdeal":                       `"same-dealer"`,
		"base deal.misdeal":                            `"same-dealer"`,
		"montpellier deal.misdeal":                     `"same-dealer"`,
		"annonces deal.misdeal":                        `"same-dealer"`,
		"classique cards.trump_order":                  `["J", "9", "A", "10", "K", "Q", "8", "7"]`,
		"classique cards.last_trick":                   "10",
		"classique bidding.capot_ends_bidding":         "false",
		"classique bidding.all_pass":                   `"redeal"`,
		"classique bidding.surcoinche":                 `"declaring-team"`,
		"classique bidding.no_coinche":                 "[]",
		"classique play.must_trump":                    `"opponent-master"`,
		"classique play.undertrump":                    `"forced"`,
		"classique announces.enabled":                  "false",
		"classique claims.rule":                        `"proof"`,
		"classique scoring.mode":                       `"made-and-bid"`,
		"classique scoring.belote_counts_for_contract": "true",
		"classique scoring.rounding":                   `"none"`,
		"classique scoring.belote_on_failure":          `"holder"`,
		"classique scoring.capot_failed":               "162",
		"classique scoring.solo_bonus":                 "0",
		"classique scoring.surcoinche_multiplier":      "4",
		"classique scoring.coinche_one_team_scores":    "true",
		"classique scoring.coinche_base":               "162",
		"classique scoring.capot_coinched":             "0",
		"classique scoring.capot_surcoinched":          "0",
		"classique scoring.capot_failure_loses_belote": "false",
		"classique game.target":                        "1500",
		"classique game.count_during_deal":             "false",
		"classique game.declare_win":                   "false",
		"base cards.trump_order":                       `["J", "9", "A", "10", "K", "Q", "8", "7"]`,
		"base cards.trump_points":                      "[20, 14, 11, 10, 4, 3, 0, 0]",
		"base cards.plain_order":                       `["A", "10", "K", "Q", "J", "9", "8", "7"]`,
		"base cards.plain_points":                      "[11, 10, 4, 3, 2, 0, 0, 0]",
		"base bidding.max":                             "180",
		"base play.overtrump_partner":                  "false",
		"base announces.tie":                           `"trump-else-none"`,
		"base announces.one_card_one_announce":         "true",
		"base claims.rule":                             `"proof"`,
		"base scoring.solo_bonus":                      "0",
		"base scoring.coinche_one_team_scores":         "false",
		"base scoring.bid_mode_capot_value":            "0",
		"base game.count_during_deal":                  "false",
		"base game.declare_win":                        "false",
		"montpellier deal.next_dealer":                 `"next"`,
		"montpellier deal.first_lead":                  `"first-bidder"`,
		"montpellier bidding.all_pass":                 `"redeal"`,
		"montpellier bidding.passed_may_bid":           "true",
		"montpellier bidding.coinche_ends_bidding":     "true",
		"montpellier claims.rule":                      `"proof"`,
		"montpellier scoring.capot_failed":             "410",
		"montpellier scoring.solo_bonus":               "0",
		"montpellier scoring.capot_coinched":           "750",
		"montpellier scoring.capot_surcoinched":        "1250",
		"montpellier game.both_reach":                  `"last-made-contract"`,
		"montpellier game.count_during_deal":           "false",
		"montpellier game.declare_win":                 "false",
		"annonces deal.next_dealer":                    `"next"`,
		"annonces cards.sans_atout_order":              `["A", "10", "K", "Q", "J", "9", "8", "7"]`,
		"annonces bidding.step":                        "10",
		"annonces bidding.passed_may_bid":              "true",
		"annonces bidding.coinche_out_of_turn":         "false",
		"annonces bidding.after_coinche":               `"in-turn"`,
		"annonces announces.sequence_order":            `["A", "K", "Q", "J", "10", "9", "8", "7"]`,
		"annonces announces.compare":                   `"carre-first"`,
		"annonces announces.winner_scores":             `"all"`,
		"annonces announces.carre_order":               `"sequence"`,
		"annonces claims.rule":                         `"proof"`,
		"annonces scoring.belote_counts_for_contract":  "true",
		"annonces scoring.rounding":                    `"none"`,
		"annonces scoring.belote_on_failure":           `"holder"`,
		"annonces scoring.solo_bonus":                  "0",
		"annonces scoring.coinche_base":                "162",
		"annonces scoring.announces_on_failure":        `"opponents"`,
		"annonces game.target":                         "2000",
		"annonces game.must_lead":                      "false",
		"annonces game.both_reach":                     `"higher-score"`,
		"annonces game.tie":                            `"last-contract"`,
		"annonces game.count_during_deal":              "false",
		"annonces game.declare_win":                    "false",
		"classique bidding.after_coinche":              `"in-turn"`,
		"classique scoring.defenders_points":           `"taken"`,
		"classique scoring.coinche_defenders_keep":     `"all"`,
		"classique game.target_reached":                `"at"`,
		"classique scoring.capot_failed_coinched":      `"as-made"`,
		"base scoring.coinche_defenders_keep":          `"all"`,
		"montpellier scoring.capot_failed_coinched":    `"as-made"`,
		"annonces game.target_reached":                 `"at"`,
		"annonces scoring.capot_failed_coinched":       `"as-made"`,
		"classique scoring.capot_bonus_counts":         "false",
		"base scoring.capot_bonus_counts":              "false",
		"montpellier scoring.capot_bonus_counts":       "false",
		"annonces scoring.capot_bonus_counts":          "false",
	}
	names, vals, amb := ambiguousChoices(t)
	seen := map[string]bool{}
	for i, n := range names {
		for k := range amb[i] {
			id := n + " " + k
			seen[id] = true
			w, ok := want[id]
			if !ok {
				t.Errorf("%s: a new ambiguous choice (%s); add it to this test with its value", id, vals[i][k])
				continue
			}
			if vals[i][k] != w {
				t.Errorf("%s = %s, want the documented choice %s", id, vals[i][k], w)
			}
		}
	}
	for id := range want {
		if !seen[id] {
			t.Errorf("%s is listed here but its preset comment no longer says ambiguous", id)
		}
	}
}

var withClause = regexp.MustCompile(`^(.*?) \(with ([a-z_.]+ = .*)\)$`)

var withAnd = regexp.MustCompile(` and [a-z_]+\.[a-z_]+ = `)

// withKeys splits a variant's "with" clause, "a.b = 1 and c.d = [[3, 3, 2]]",
// into the TOML lines that set each key.
func withKeys(clause string) string {
	var b strings.Builder
	rest := clause
	for {
		loc := withAnd.FindStringIndex(rest)
		if loc == nil {
			b.WriteString(rest + "\n")
			return b.String()
		}
		b.WriteString(rest[:loc[0]] + "\n")
		rest = rest[loc[0]+len(" and "):]
	}
}

// Every variant base.toml describes ("variant: set VALUE") can be switched
// on by a house-rules file, and changes the ruleset.
func TestBaseVariantsLoad(t *testing.T) {
	src, _ := PresetTOML("base")
	cites := presetCitations(t, src)
	base, _ := Preset("base")
	n := 0
	for _, k := range rules.SchemaKeys() {
		for _, line := range strings.Split(cites[k], "\n") {
			m := variantLine.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			n++
			val, file := m[1], ""
			if w := withClause.FindStringSubmatch(val); w != nil {
				val, file = w[1], withKeys(w[2])
			}
			if i := strings.Index(val, " or "); i > 0 {
				val = val[:i]
			}
			file = "extends = \"base\"\n" + file + k + " = " + val + "\n"
			t.Run(k, func(t *testing.T) {
				r, err := Load("variant.toml", []byte(file))
				if err != nil {
					t.Fatalf("%s:\n%v", file, err)
				}
				if reflect.DeepEqual(r.Settings()[3:], base.Settings()[3:]) {
					t.Errorf("%s changes nothing", file)
				}
			})
		}
	}
	if n < 20 {
		t.Errorf("found %d variants in base.toml, want at least 20", n)
	}
}

// The default column of the key reference is base's value.
func TestDocsDefaults(t *testing.T) {
	doc, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatal(err)
	}
	base, _ := Preset(DefaultPreset)
	val := map[string]string{}
	for _, s := range base.Settings() {
		val[s.Key] = s.Value
	}
	norm := strings.NewReplacer("`", "", `"`, "", "[", "", "]", "", ",", "", " ", "")
	section := ""
	n := 0
	for _, line := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(line, "### [") {
			section = strings.TrimSuffix(strings.TrimPrefix(line, "### ["), "]")
			continue
		}
		if strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### Top level") {
			section = ""
			continue
		}
		cells := strings.Split(line, "|")
		if section == "" || len(cells) < 7 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		key := section + "." + strings.Trim(cells[1], "` ")
		want, ok := val[key]
		if !ok {
			t.Errorf("docs row for %s: no such key", key)
			continue
		}
		n++
		if got := strings.TrimSpace(cells[4]); norm.Replace(got) != norm.Replace(want) {
			t.Errorf("docs: %s default %q, but base has %s", key, got, want)
		}
	}
	if n < len(val)-3 {
		t.Errorf("checked %d default cells, want one per key (%d)", n, len(val)-3)
	}
}

// TestDocsEnumValues keeps the "values" column of the key reference true:
// for every enumerated key the values written there (each in backquotes)
// are the code's own list, EnumValues, no more and no fewer (issue 16
// item 6: after_coinche lacked declaring-team, game.tie lacked draw).
func TestDocsEnumValues(t *testing.T) {
	doc, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatal(err)
	}
	// bidding.coinche_out_of_turn is a bool or a string: true and false
	// are read as "any" and "in-turn".
	alias := map[string]map[string]string{"bidding.coinche_out_of_turn": {"true": "any", "false": "in-turn"}}
	tick := regexp.MustCompile("`([^`]*)`")
	rows := map[string]string{}
	section := ""
	for _, line := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(line, "### [") {
			section = strings.TrimSuffix(strings.TrimPrefix(line, "### ["), "]")
			continue
		}
		if strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### ") {
			section = ""
			continue
		}
		cells := strings.Split(line, "|")
		if section == "" || len(cells) < 7 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		rows[section+"."+strings.Trim(cells[1], "` ")] = cells[3]
	}
	n := 0
	for _, key := range rules.SchemaKeys() {
		want := rules.EnumValues(key)
		if want == nil {
			continue
		}
		cell, ok := rows[key]
		if !ok {
			t.Errorf("%s: no row for enumerated key %s", docsPath, key)
			continue
		}
		n++
		var got []string
		for _, m := range tick.FindAllStringSubmatch(cell, -1) {
			v := strings.Trim(m[1], `"`)
			if a, ok := alias[key][v]; ok {
				v = a
			}
			if !slices.Contains(got, v) {
				got = append(got, v)
			}
		}
		w := append([]string(nil), want...)
		slices.Sort(got)
		slices.Sort(w)
		if !slices.Equal(got, w) {
			t.Errorf("%s: %s lists the values %q, the code %q", docsPath, key, got, w)
		}
	}
	if n < 40 {
		t.Errorf("compared %d keys' values, want every enumerated key", n)
	}
}

// `rules show` (Ruleset.TOML) of a ruleset with a ladder says that
// bidding.step is not read (issue 16 item 6), and still loads back equal.
func TestTOMLLadderStep(t *testing.T) {
	r, err := Load("lad.toml", []byte("extends = \"base\"\nname = \"lad\"\n[bidding]\nladder = [80, 90, 100, 250]\n"))
	if err != nil {
		t.Fatal(err)
	}
	out := string(r.TOML())
	if !strings.Contains(out, "\nstep = 10 # not read: bidding.ladder lists the bids\n") {
		t.Errorf("TOML() does not say the step is not read:\n%s", out)
	}
	base, _ := Preset("base")
	if strings.Contains(string(base.TOML()), "not read") {
		t.Errorf("TOML() of a ruleset without a ladder says a key is not read")
	}
	r2, err := Load("again.toml", r.TOML())
	if err != nil || !reflect.DeepEqual(r, r2) {
		t.Errorf("Load(TOML()) = %v, differs: %v", err, !reflect.DeepEqual(r, r2))
	}
}
