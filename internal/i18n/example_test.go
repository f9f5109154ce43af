package i18n_test

import (
	"fmt"
	"time"

	"github.com/coinche/coinche/internal/i18n"
)

func ExampleFromEnv() {
	env := map[string]string{"LANG": "fr_FR.UTF-8"}
	l, err := i18n.FromEnv("", func(k string) string { return env[k] })
	fmt.Println(l, err)
	l, err = i18n.FromEnv("en", func(k string) string { return env[k] })
	fmt.Println(l, err)
	// Output:
	// fr <nil>
	// en <nil>
}

func ExampleFromAcceptLanguage() {
	fmt.Println(i18n.FromAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8"))
	fmt.Println(i18n.FromAcceptLanguage("de-DE"))
	// Output:
	// fr
	// en
}

func ExampleLang_T() {
	for _, l := range i18n.Langs {
		fmt.Println(l.T(i18n.ResultFailed), "|", l.T(i18n.LineWinner, "Les Rouges", "2000", "2000", "1640"))
	}
	// Output:
	// failed | Winner: Les Rouges — reached 2000 (2000 to 1640)
	// chuté | Gagnant : Les Rouges — a atteint 2000 (2000 à 1640)
}

func ExampleLang_Date() {
	d := time.Date(2026, time.November, 28, 20, 30, 0, 0, time.UTC)
	fmt.Println(i18n.French.Date(d))
	fmt.Println(i18n.English.Date(d))
	fmt.Println(i18n.French.DateText("2026-11-01"))
	// Output:
	// 28 novembre 2026
	// 28 November 2026
	// 1er novembre 2026
}

func ExampleLang_Number() {
	fmt.Printf("%q\n", i18n.French.Number(12345))
	fmt.Println(i18n.English.Number(12345))
	// Output:
	// "12\u00a0345"
	// 12,345
}
