package i18n

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"time"
)

// TestComplete fails when a message misses a language, or a language has
// a message the English catalog does not declare.
func TestComplete(t *testing.T) {
	for _, l := range Langs {
		for k, m := range english {
			lm, ok := catalogs[l][k]
			if !ok {
				t.Errorf("%s: no message for %q", l, k)
				continue
			}
			if (lm.Other == "") != (m.Other == "") {
				t.Errorf("%s: %q is plural in one language only", l, k)
			}
			if lm.Other == "" && lm.Text == "" {
				t.Errorf("%s: %q is empty", l, k)
			}
			if lm.Other != "" && (lm.One == "" || lm.Count != m.Count) {
				t.Errorf("%s: %q: plural forms %q/%q on argument %d, English's on %d", l, k, lm.One, lm.Other, lm.Count, m.Count)
			}
		}
		for k := range catalogs[l] {
			if _, ok := english[k]; !ok {
				t.Errorf("%s: %q is not an English key", l, k)
			}
		}
	}
}

// verb is a fmt verb of a format: %s, %[2]d, %+d; %% is none.
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?([a-zA-Z%])`)

// params lists a format's parameters by argument index: the class of
// the verb ("text" for s, q, v; "int" for d; else the verb) that takes
// each. Error: an argument taken twice with verbs of different classes.
func params(f string) (map[int]string, error) {
	ps := map[int]string{}
	next := 0
	for _, m := range verb.FindAllStringSubmatch(f, -1) {
		if m[3] == "%" {
			continue
		}
		i := next
		if m[1] != "" {
			n, _ := strconv.Atoi(m[1][1 : len(m[1])-1])
			i = n - 1
		}
		next = i + 1
		class := m[3]
		switch class {
		case "s", "q", "v":
			class = "text"
		case "d":
			class = "int"
		}
		if c, ok := ps[i]; ok && c != class {
			return nil, fmt.Errorf("argument %d taken as %s and %s", i+1, c, class)
		}
		ps[i] = class
	}
	return ps, nil
}

// TestParameters fails when a message, in any language and any plural
// form, takes parameters other than the English message's (a French
// message that drops or adds one, or takes a number as text).
func TestParameters(t *testing.T) {
	for k, m := range english {
		want, err := params(forms(m)[0])
		if err != nil {
			t.Fatalf("en %q: %v", k, err)
		}
		for _, l := range Langs {
			for _, f := range forms(catalogs[l][k]) {
				got, err := params(f)
				if err != nil {
					t.Errorf("%s %q: %v", l, k, err)
					continue
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s %q = %q: parameters %v, English's %v", l, k, f, got, want)
				}
			}
		}
	}
}

func forms(m Msg) []string {
	if m.Other != "" {
		return []string{m.One, m.Other}
	}
	return []string{m.Text}
}

// TestParams checks the test's own reading of formats: a French message
// missing a parameter is caught.
func TestParams(t *testing.T) {
	tests := []struct {
		en, fr string
		same   bool
	}{
		{"Winner: %s (%s to %s)", "Gagnant : %s (%s à %s)", true},
		{"Winner: %s (%s to %s)", "Gagnant : %s (%s)", false},
		{"%d, %d counted", "%d, dont %d comptées", true},
		{"%d deals", "%s donnes", false},
		{"%s then %s", "%[2]s après %[1]s", true},
		{"100%% %s", "%s à 100 %%", true},
		{"; did you mean %q?", " ; vouliez-vous dire « %s » ?", true},
	}
	for _, tt := range tests {
		t.Run(tt.en+"|"+tt.fr, func(t *testing.T) {
			a, _ := params(tt.en)
			b, _ := params(tt.fr)
			if same := fmt.Sprint(a) == fmt.Sprint(b); same != tt.same {
				t.Errorf("same parameters = %v (%v, %v), want %v", same, a, b, tt.same)
			}
		})
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Lang
		err  bool
	}{
		{"fr", French, false},
		{"FR", French, false},
		{"en", English, false},
		{"fr-CA", French, false},
		{"fr_FR.UTF-8", French, false},
		{"fr_CH", French, false},
		{"en_GB.UTF-8", English, false},
		{"en-US", English, false},
		{"français", French, false},
		{"English", English, false},
		{"de", English, true},
		{"", English, true},
		{"xx-yy-zz-ww", English, true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			if got != tt.want || (err != nil) != tt.err {
				t.Errorf("Parse(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.err)
			}
		})
	}
}

func TestFromEnv(t *testing.T) {
	tests := []struct {
		name string
		flag string
		env  map[string]string
		want Lang
		err  bool
	}{
		{"nothing", "", nil, English, false},
		{"LANG", "", map[string]string{"LANG": "fr_FR.UTF-8"}, French, false},
		{"LC_MESSAGES over LANG", "", map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, English, false},
		{"LC_ALL over all", "", map[string]string{"LANG": "en_US", "LC_MESSAGES": "en_US", "LC_ALL": "fr_BE.UTF-8"}, French, false},
		{"C is English", "", map[string]string{"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, English, false},
		{"POSIX is English", "", map[string]string{"LANG": "POSIX"}, English, false},
		{"another language", "", map[string]string{"LANG": "de_DE.UTF-8"}, English, false},
		{"Swiss French", "", map[string]string{"LANG": "fr_CH.UTF-8"}, French, false},
		{"flag over all", "en", map[string]string{"LC_ALL": "fr_FR.UTF-8"}, English, false},
		{"flag fr", "fr", nil, French, false},
		{"bad flag", "klingon", nil, English, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := FromEnv(tt.flag, func(k string) string { return tt.env[k] })
			if got != tt.want || (err != nil) != tt.err {
				t.Errorf("FromEnv = %v, %v; want %v, error %v", got, err, tt.want, tt.err)
			}
		})
	}
}

func TestFromAcceptLanguage(t *testing.T) {
	tests := []struct {
		header string
		want   Lang
	}{
		{"", English},
		{"fr", French},
		{"fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", French},
		{"en-GB,en;q=0.9,fr;q=0.8", English},
		{"de-DE,de;q=0.9,fr;q=0.5", French},
		{"de-DE", English},
		{"*", English},
		{"fr-CA", French},
		{";;;garbage", English},
	}
	for _, tt := range tests {
		t.Run(tt.header, func(t *testing.T) {
			if got := FromAcceptLanguage(tt.header); got != tt.want {
				t.Errorf("FromAcceptLanguage(%q) = %v, want %v", tt.header, got, tt.want)
			}
		})
	}
}

func TestPlural(t *testing.T) {
	tests := []struct {
		l    Lang
		n    int
		want string
	}{
		{English, 0, "Running totals over 0 deals: A 0, B 0; target 2000."},
		{English, 1, "Running totals over 1 deal: A 0, B 0; target 2000."},
		{English, 2, "Running totals over 2 deals: A 0, B 0; target 2000."},
		{French, 0, "Totaux cumulés sur 0 donne : A 0, B 0 ; target 2000."},
		{French, 1, "Totaux cumulés sur 1 donne : A 0, B 0 ; target 2000."},
		{French, 2, "Totaux cumulés sur 2 donnes : A 0, B 0 ; target 2000."},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.l, tt.n), func(t *testing.T) {
			if got := tt.l.T(HTMLChartDesc, tt.n, "A", "0", "B", "0", "target 2000"); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDate(t *testing.T) {
	tests := []struct {
		l        Lang
		in, want string
	}{
		{French, "2026-11-28", "28 novembre 2026"},
		{French, "2026-11-01", "1er novembre 2026"},
		{French, "2026-02-09", "9 février 2026"},
		{French, "2026-08-15", "15 août 2026"},
		{French, "2026-11", "2026-11"},
		{French, "vendredi", "vendredi"},
		{English, "2026-11-28", "2026-11-28"},
	}
	for _, tt := range tests {
		t.Run(tt.l.String()+" "+tt.in, func(t *testing.T) {
			if got := tt.l.DateText(tt.in); got != tt.want {
				t.Errorf("DateText(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	if got := English.Date(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)); got != "1 November 2026" {
		t.Errorf("English.Date = %q", got)
	}
}

func TestFallback(t *testing.T) {
	if got := French.T("no.such.key"); got != "no.such.key" {
		t.Errorf("an unknown key = %q, want the key", got)
	}
	if !slices.Contains(Keys(), DiagError) {
		t.Error("Keys misses diag.error")
	}
}

// TestLangs: every language has its tag, its catalog and its place in
// Langs, in the order of Lang.
func TestLangs(t *testing.T) {
	if len(Langs) != numLangs || len(tags) != numLangs {
		t.Fatalf("%d languages, %d tags, numLangs %d", len(Langs), len(tags), numLangs)
	}
	for i, l := range Langs {
		if int(l) != i || catalogs[l] == nil {
			t.Errorf("Langs[%d] = %v, catalog %v", i, l, catalogs[l] != nil)
		}
	}
	if got := PerLang(func(l Lang) string { return l.String() }); got.In(French) != "fr" || got.In(English) != "en" {
		t.Errorf("PerLang: %q, %q", got.In(English), got.In(French))
	}
}
