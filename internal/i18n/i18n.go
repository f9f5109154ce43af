// Package i18n is the catalog of the words a player or an organiser reads,
// in French and in English, and how the language is chosen: from a
// --lang flag, the locale variables (LC_ALL, LC_MESSAGES, LANG) or an
// Accept-Language header, matched among the two languages with
// golang.org/x/text/language; plural forms follow the language's rules
// (golang.org/x/text/feature/plural: French says "0 donne", "1 donne",
// English "0 deals"). Every message is keyed by a stable Key and has both
// languages (catalog_en.go, catalog_fr.go; a test fails otherwise).
//
// The package reads nothing of its environment: callers pass the flag, a
// getenv function or the header in, so that it serves the command line,
// the pages and a WebAssembly build alike.
package i18n

import (
	"fmt"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// Lang is a language of the catalog. The zero value is English, the
// language of the codes, the notation and the developer documentation.
type Lang uint8

// The languages of the catalog.
const (
	English Lang = iota
	French
)

// numLangs is how many languages the catalog has.
const numLangs = int(French) + 1

// Langs are the languages of the catalog, in the order of Lang.
var Langs = []Lang{English, French}

// tags are the BCP 47 tags of Langs, in their order (the matcher's
// supported list: the first is the default).
var tags = []language.Tag{language.English, language.French}

var matcher = language.NewMatcher(tags)

// Tag is the language's BCP 47 tag (en, fr).
func (l Lang) Tag() language.Tag {
	if int(l) < len(tags) {
		return tags[l]
	}
	return language.English
}

// String is the language's code as --lang takes it and as an HTML lang
// attribute says it: "en" or "fr".
func (l Lang) String() string { return l.Tag().String() }

// Parse reads a language as --lang takes it: a BCP 47 tag or a POSIX
// locale name (fr, fr-CA, fr_FR.UTF-8, en, en_GB), or the language's name
// (français, french, anglais, english), in any case. Error: a language
// that is neither French nor English, naming the two.
func Parse(s string) (Lang, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "français", "francais", "french":
		return French, nil
	case "anglais", "english":
		return English, nil
	}
	if t, ok := localeTag(s); ok {
		if _, i, conf := matcher.Match(t); conf >= language.High {
			return Langs[i], nil
		}
	}
	return English, fmt.Errorf("unknown language %q (fr, en)", s)
}

// localeTag reads a BCP 47 tag or a POSIX locale name (fr_FR.UTF-8,
// de_CH@euro): the encoding and modifier dropped, '_' read as '-'.
// False for "", C and POSIX, which name no language.
func localeTag(s string) (language.Tag, bool) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	if s == "" || s == "C" || s == "POSIX" {
		return language.Und, false
	}
	t, err := language.Parse(strings.ReplaceAll(s, "_", "-"))
	return t, err == nil
}

// Match is the language of the catalog closest to the preferred ones,
// best first; English when none is close (the matcher's default).
func Match(prefs ...language.Tag) Lang {
	_, i, conf := matcher.Match(prefs...)
	if conf == language.No {
		return English
	}
	return Langs[i]
}

// FromEnv is the command line's language: flag when set (the --lang
// value, an error when it names no language of the catalog), else the
// first of LC_ALL, LC_MESSAGES and LANG that is set, as POSIX orders them
// (a locale of another language, C or POSIX: English). getenv is
// os.Getenv, or a map's lookup in tests.
func FromEnv(flag string, getenv func(string) string) (Lang, error) {
	if flag != "" {
		return Parse(flag)
	}
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		s := getenv(v)
		if s == "" {
			continue
		}
		if t, ok := localeTag(s); ok {
			return Match(t), nil
		}
		return English, nil
	}
	return English, nil
}

// FromAcceptLanguage is a page's language: the best match of an
// Accept-Language header ("fr-FR,fr;q=0.9,en;q=0.8"); English when the
// header is empty, malformed or names neither language.
func FromAcceptLanguage(header string) Lang {
	prefs, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(prefs) == 0 {
		return English
	}
	return Match(prefs...)
}

// T is the message of key in the language, its parameters filled in as
// fmt.Sprintf does; a plural message takes the form its count argument
// needs in the language. A key with no message in the language falls back
// to English, and one with none at all is returned as is (the catalog's
// test makes both impossible for the keys it declares).
func (l Lang) T(key Key, args ...any) string {
	m, ok := catalogs[l.index()][key]
	if !ok {
		if m, ok = english[key]; !ok {
			return string(key)
		}
	}
	f := m.form(l, args)
	if len(args) == 0 {
		return f
	}
	copied := false
	for i, a := range args {
		if t, ok := a.(Text); ok {
			if !copied { // the caller's slice stays as it is
				args, copied = append([]any(nil), args...), true
			}
			args[i] = t.In(l)
		}
	}
	return fmt.Sprintf(f, args...)
}

// Text is an argument of a message that is itself words, written by T in
// the message's language (a Sub, or a value that says itself in each
// language, as a deal's verdict does).
type Text interface {
	In(l Lang) string
}

// Sub is a message given as an argument of another, written by T in the
// same language: "found the end of the entry" is Msg{"found %s"} with
// Sub{Key: EndOfEntry}, "la fin de la saisie" in French.
type Sub struct {
	Key  Key
	Args []any
}

// S is the Sub of key and its arguments.
func S(key Key, args ...any) Sub { return Sub{key, args} }

// PerLang is the Text of f, called now in every language: for an
// argument whose words depend on a state that changes after the message
// is made (a game's standing when a deal was written).
func PerLang(f func(Lang) string) Text {
	var p perLang
	for _, l := range Langs {
		p[l] = f(l)
	}
	return p
}

type perLang [numLangs]string // by Lang

func (p perLang) In(l Lang) string { return p[l.index()] }

// In is the Sub's message in l (Text).
func (s Sub) In(l Lang) string { return l.T(s.Key, s.Args...) }

func (l Lang) index() int {
	if int(l) < len(catalogs) {
		return int(l)
	}
	return 0
}

// form is the text of m for args: its Text, or, for a plural message,
// One or Other as the count args[m.Count] asks in l.
func (m Msg) form(l Lang, args []any) string {
	if m.Other == "" {
		return m.Text
	}
	n := 0
	if m.Count < len(args) {
		n = count(args[m.Count])
	}
	if plural.Cardinal.MatchPlural(l.Tag(), n, 0, 0, 0, 0) == plural.One {
		return m.One
	}
	return m.Other
}

// count is a plural message's count argument as an int (0 when it is
// not an integer).
func count(a any) int {
	switch v := a.(type) {
	case int:
		return v
	case int64:
		return int(v)
	case int32:
		return int(v)
	case uint8:
		return int(v)
	case uint:
		return int(v)
	}
	return 0
}

// Number writes an integer as the language groups its digits: 12,345 in
// English, 12 345 in French (a no-break space, as x/text's CLDR data
// writes it). The sheets keep their points
// ungrouped (2000, 1640), as score sheets are written in both languages.
func (l Lang) Number(n int) string {
	return message.NewPrinter(l.Tag()).Sprint(number.Decimal(n))
}
