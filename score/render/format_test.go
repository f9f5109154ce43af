package render

import "testing"

func TestParseFormat(t *testing.T) {
	season := []Format{Table, Markdown, CSV, JSON, HTML}
	review := []Format{Text, Markdown, JSON}
	for _, tc := range []struct {
		name string
		list []Format
		want Format
		err  string
	}{
		{"table", Formats, Table, ""},
		{"markdown", Formats, Markdown, ""},
		{"md", Formats, Markdown, ""},
		{"csv", Formats, CSV, ""},
		{"json", Formats, JSON, ""},
		{"html", Formats, "", `unknown format "html": want table, markdown, csv, json`},
		{"html", StandingsFormats, HTML, ""},
		{"text", season, Table, ""},
		{"text", review, Text, ""},
		{"table", review, "", `unknown format "table": want text, markdown, json`},
		{"md", review, Markdown, ""},
		{"", Formats, "", `unknown format "": want table, markdown, csv, json`},
		{"JSON", Formats, "", `unknown format "JSON": want table, markdown, csv, json`},
	} {
		t.Run(tc.name+"/"+string(tc.want), func(t *testing.T) {
			got, err := ParseFormat(tc.name, tc.list)
			if got != tc.want || (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
				t.Errorf("ParseFormat(%q) = %q, %v; want %q, %s", tc.name, got, err, tc.want, tc.err)
			}
		})
	}
}

func TestStreams(t *testing.T) {
	for f, want := range map[Format]bool{Table: false, Markdown: false, CSV: true, JSON: true, HTML: false, Text: false} {
		if Streams(f) != want {
			t.Errorf("Streams(%s) = %v", f, !want)
		}
	}
}
