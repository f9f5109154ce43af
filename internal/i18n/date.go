package i18n

import (
	"strconv"
	"time"
)

var months = [...]Key{MonthJan, MonthFeb, MonthMar, MonthApr, MonthMay, MonthJun,
	MonthJul, MonthAug, MonthSep, MonthOct, MonthNov, MonthDec}

// Date writes a day as the language writes it in a sentence or on a
// sheet: "28 November 2026", "28 novembre 2026", "1er novembre 2026".
func (l Lang) Date(t time.Time) string {
	day := strconv.Itoa(t.Day())
	if t.Day() == 1 {
		day = l.T(DateFirstDay)
	}
	return l.T(DateLong, day, l.T(months[t.Month()-1]), strconv.Itoa(t.Year()))
}

// DateText is a Date tag's value (YYYY-MM-DD, docs/notation.md) as the
// language writes a date: in French "20 novembre 2026"; in English it is
// returned as written (the English sheets show the tag, unchanged), and
// so is a value that is no such date in either language (a tag is free
// text: "2026-11", "vendredi").
func (l Lang) DateText(s string) string {
	if l == English {
		return s
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return s
	}
	return l.Date(t)
}
