package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
)

// The page's API with the plain toolchain (the same code as in the
// browser; judge_node_test.go runs it built for WebAssembly).
func TestCall(t *testing.T) {
	var c struct {
		Text string `json:"text"`
	}
	if err := json.Unmarshal([]byte(call("create", `{"name":"h.coinche","rules":"base","dealer":"E"}`)), &c); err != nil || !strings.Contains(c.Text, `[Rules "base"]`) {
		t.Fatalf("create: %v %q", err, c.Text)
	}
	text, _ := json.Marshal(c.Text)
	tests := []struct {
		name, method, args string
		want               []string // in the answer
		absent             []string // not in it
	}{
		{"refused entry", "add", `{"name":"h.coinche","n":1,"entry":"S 80H made 81","text":` + string(text) + `}`,
			[]string{`"error"`, "error[score/verdict-mismatch]: written made, but the contract failed: 81 counted \\u003c 82 needed", "entry refused, the file is unchanged: S 80H made 81"}, nil},
		{"entry", "add", `{"name":"h.coinche","n":1,"entry":"S 80H fait 100","text":` + string(text) + `}`,
			[]string{`"kind":"added"`, `"total":[180,60]`, `"next":2`}, nil},
		{"house rules with an error", "rules", `{"name":"house.toml","toml":"extends = \"base\"\n\n[game]\ntarget = \"lots\"\n"}`,
			[]string{`"ok":false`, "house.toml:4:"}, nil},
		{"house rules with an error, in French", "rules", `{"lang":"fr","name":"house.toml","toml":"extends = \"base\"\n\n[game]\ntarget = \"lots\"\n"}`,
			[]string{`"ok":false`, "house.toml:4:1: erreur[ruleset/type]: game.target doit être un entier, pas une chaîne"}, nil},
		{"refused entry, in French", "add", `{"lang":"fr","name":"h.coinche","n":1,"entry":"S 80H made 81","text":` + string(text) + `}`,
			[]string{`"error"`, "erreur[score/verdict-mismatch]: écrit réussi, mais le contrat est chuté", "saisie refusée, le fichier est inchangé"}, nil},
		{"house rules", "rules", `{"name":"house.toml","toml":"extends = \"base\"\n\n[game]\ntarget = 1000\n"}`,
			[]string{`"ok":true`}, nil},
		// the storage name is the page's, never shown: left out where it
		// opens a refusal, the word for the game where a place is cited
		{"moved on, without the storage name", "add", `{"name":"h.coinche","n":3,"entry":"S 80H made 100","text":` + string(text) + `}`,
			[]string{`{"error":"the game moved on: expected deal 3`}, []string{"h.coinche"}},
		{"moved on, in French", "add", `{"lang":"fr","name":"h.coinche","n":3,"entry":"S 80H made 100","text":` + string(text) + `}`,
			[]string{`{"error":"la partie a avancé : donne 3 attendue`}, []string{"h.coinche"}},
		{"a game with problems cites its places in it", "view", `{"name":"h.coinche","text":"[Rules \"base\"]\n\n1 E S 80Q made 100\n"}`,
			[]string{`"error":"game:3:`}, []string{"h.coinche"}},
		{"french words", "catalog", `{"lang":"fr-FR"}`, []string{`"lang":"fr"`, "Nouvelle partie"}, nil},
		{"a game without rules", "create", `{"lang":"fr","name":"x.coinche"}`, []string{`"error":"choisissez les règles de la partie"`}, nil},
		{"no such method", "rm", `{}`, []string{`"error":"no method \"rm\""`}, nil},
		{"not JSON", "add", `[`, []string{`"error"`}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := call(tt.method, tt.args)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("no %q in\n%s", w, got)
				}
			}
			for _, w := range tt.absent {
				if strings.Contains(got, w) {
					t.Errorf("%q in\n%s", w, got)
				}
			}
		})
	}
}

// callOK calls method and decodes its answer into out, failing on an
// {error} answer.
func callOK(t testing.TB, method string, in any, out any) {
	t.Helper()
	b, _ := json.Marshal(in)
	got := call(method, string(b))
	var e struct{ Error string }
	if json.Unmarshal([]byte(got), &e); e.Error != "" {
		t.Fatalf("%s: %s", method, e.Error)
	}
	if err := json.Unmarshal([]byte(got), out); err != nil {
		t.Fatalf("%s: %v\n%s", method, err, got)
	}
}

// A game under a house ruleset the page keeps (which extends another it
// keeps), its players by seat, a deal's entry to correct it, the edit and
// its refusals in the phone's language, and the export archive read back.
func TestHouseRulesEditZip(t *testing.T) {
	var kept struct{ Names []string }
	callOK(t, "house", map[string]any{"rulesets": map[string]string{"base-500.toml": "extends = \"base\"\n[game]\ntarget = 500\n"}}, &kept)
	if got := call("house", `{"rulesets":{"../x.toml":""}}`); !strings.Contains(got, `"error"`) {
		t.Errorf("a ruleset named out of the directory was kept: %s", got)
	}
	type game struct {
		Text string
		View struct {
			Players [4]string
			Total   [2]int
			Rules   string
		}
		Change struct{ Kind, Text string }
	}
	var g game
	house := "extends = \"base-500.toml\"\n[scoring]\ncapot_bonus = 300\n"
	callOK(t, "create", map[string]any{"name": "h.coinche", "rules": "chez-nous.toml", "toml": house, "dealer": "N",
		"players": []string{"Alice", "Bruno", "Chloé", "David"}}, &g)
	for _, want := range []string{`[Rules "chez-nous.toml"]`, `[North "Alice"]`, `[West "David"]`} {
		if !strings.Contains(g.Text, want) {
			t.Errorf("no %s in\n%s", want, g.Text)
		}
	}
	if g.View.Players != [4]string{"Alice", "Bruno", "Chloé", "David"} {
		t.Errorf("players %q", g.View.Players)
	}
	if got := call("create", `{"name":"i.coinche","rules":"chez-nous.toml","toml":"extends = \"base\"\n"}`); !strings.Contains(got, "other house rules of this name") {
		t.Errorf("another text under a kept name: %s", got)
	}
	if got := call("create", `{"name":"i.coinche","rules":"bad.toml","toml":"[game]\ntarget = \"lots\"\n"}`); !strings.Contains(got, "bad.toml:2:") {
		t.Errorf("a house TOML with an error: %s", got)
	}
	add := func(text string, n int, entry string) game {
		var r game
		callOK(t, "add", map[string]any{"name": "h.coinche", "text": text, "n": n, "entry": entry}, &r)
		return r
	}
	g = add(g.Text, 1, "S 80H made 100 belote NS")
	g = add(g.Text, 2, "E 80S made 90")
	var d struct {
		Entry string
		Taps  map[string]string
		Rev   string
	}
	callOK(t, "deal", map[string]any{"name": "h.coinche", "text": g.Text, "n": 1}, &d)
	if d.Entry != "S 80♥ made 100 belote NS" || d.Taps["seat"] != "S" || d.Taps["bid"] != "80" || d.Taps["strain"] != "H" || d.Taps["points"] != "100" || d.Taps["belote"] != "NS" || d.Taps["result"] != "made" || d.Rev == "" {
		t.Errorf("deal 1: %+v", d)
	}
	var e game
	callOK(t, "edit", map[string]any{"name": "h.coinche", "text": g.Text, "n": 1, "entry": "S 80H X made 100 belote NS", "rev": d.Rev}, &e)
	if e.Change.Kind != "edited" || e.View.Total == g.View.Total {
		t.Errorf("edit: %+v, totals %v then %v", e.Change, g.View.Total, e.View.Total)
	}
	for _, tc := range []struct{ name, args, want string }{
		{"an old revision", `{"n":1,"entry":"S 90H made 100","rev":"` + d.Rev + `"}`, "changed since"},
		{"past the end, in French", `{"lang":"fr","n":1,"entry":"S capot H made"}`, "avec cette correction la partie finit avant la donne 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := strings.TrimSuffix(tc.args, "}") + `,"name":"h.coinche","text":` + jsonString(e.Text) + "}"
			if got := call("edit", args); !strings.Contains(got, tc.want) {
				t.Errorf("no %q in %s", tc.want, got)
			}
		})
	}
	t.Run("a deal with its result written", func(t *testing.T) {
		text := "[Rules \"base\"]\n\ndeal 1 dealer N  N 100♠ made 141 result NS 240 EW 20 # comment\n"
		var d struct{ Entry string }
		callOK(t, "deal", map[string]any{"name": "r.coinche", "n": 1, "text": text}, &d)
		if d.Entry != "N 100♠ made 141" {
			t.Errorf("entry %q", d.Entry)
		}
	})
	t.Run("a deal recorded in full", func(t *testing.T) {
		full := "[Rules \"base\"]\n\ndeal 1 dealer N\nhands N: ♠KQ8 ♥108 ♦- ♣1097\n"
		if got := call("deal", `{"name":"f.coinche","n":1,"text":`+jsonString(full)+`}`); !strings.Contains(got, "recorded in full") {
			t.Errorf("got %s", got)
		}
	})
	t.Run("a game whose house rules are not on this phone", func(t *testing.T) {
		text := strings.ReplaceAll(e.Text, "chez-nous.toml", "ailleurs.toml")
		if got := call("view", `{"lang":"fr","name":"j.coinche","text":`+jsonString(text)+`}`); !strings.Contains(got, "règles maison ailleurs.toml, qui ne sont pas sur ce téléphone") {
			t.Errorf("got %s", got)
		}
	})
	t.Run("keep", func(t *testing.T) {
		for _, tc := range []struct{ args, want string }{
			{`{"name":"chez-nous.toml","toml":` + jsonString(house) + `}`, `{"ok":true}`},
			{`{"name":"chez-nous.toml","toml":"extends = \"base\"\n"}`, "other house rules of this name"},
			{`{"name":"x.toml","toml":"[game]\ntarget = \"lots\"\n"}`, "x.toml:2:"},
			{`{"name":"sub/x.toml","toml":""}`, "a file name ending in .toml"},
			{`{"name":"big.toml","toml":"# ` + strings.Repeat("x", 1<<20) + `"}`, "at most 1048576 bytes"},
		} {
			if got := call("keep", tc.args); !strings.Contains(got, tc.want) {
				t.Errorf("keep %s: %s, want %s", tc.args, got, tc.want)
			}
		}
	})
	var z struct{ Zip []byte }
	callOK(t, "zip", map[string]any{"files": []file{{"a.coinche", e.Text}, {"chez-nous.toml", house}}}, &z)
	var back struct{ Files []file }
	callOK(t, "unzip", map[string]any{"zip": z.Zip}, &back)
	if len(back.Files) != 2 || back.Files[0].Text != e.Text || back.Files[1].Name != "chez-nous.toml" {
		t.Errorf("zip read back: %+v", back.Files)
	}
	if got := call("unzip", `{"zip":"bm90IGEgemlw"}`); !strings.Contains(got, "not a zip archive") {
		t.Errorf("not a zip: %s", got)
	}
}

func jsonString(s string) string { b, _ := json.Marshal(s); return string(b) }

// FuzzUnzip: any bytes given as an archive to import are read or
// refused, never a panic, and no more than the archive's bounds kept.
func FuzzUnzip(f *testing.F) {
	z, err := zipFiles([]file{{"a.coinche", "[Rules \"base\"]\n"}, {"b.toml", "extends = \"base\"\n"}, {"c.png", "x"}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(z["zip"])
	f.Add([]byte("PK\x03\x04"))
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := unzipFiles(data, 0)
		if err != nil {
			return
		}
		n := 0
		for _, fl := range out["files"] {
			n += len(fl.Text)
		}
		if len(out["files"]) > maxZipFiles || n > maxZipBytes {
			t.Errorf("%d files, %d bytes kept", len(out["files"]), n)
		}
	})
}

// FuzzDeal: a deal's entry read from any game text, never a panic; read,
// it is an entry of the deal's line.
func FuzzDeal(f *testing.F) {
	f.Add("[Rules \"base\"]\n\ndeal 1 dealer N  N 100♠ made 141 result NS 240 EW 20 # c\n", 1)
	f.Add("[Rules \"base\"]\n\ndeal 1 dealer N  pass\ndeal 2 dealer E  E 80S X failed 60 belote EW capot NS won\n", 2)
	f.Fuzz(func(t *testing.T, text string, n int) {
		out, err := dealEntry(args{Name: "f.coinche", Text: text, N: n})
		if err != nil {
			return
		}
		if e := out.(map[string]any)["entry"].(string); strings.ContainsAny(e, "\n#{") {
			t.Errorf("entry %q", e)
		}
	})
}

// After a change the view holds only the rows from the first it changed
// (have: the rows the page holds): an entry one row, an undo none, an
// edit the deal corrected and those after it, a view without have all.
func TestViewRowsFrom(t *testing.T) {
	type v struct {
		Text string
		View struct {
			From, Count int
			Rows        []struct{ N int }
		}
	}
	var g v
	callOK(t, "create", map[string]any{"name": "r.coinche", "rules": "base", "target": 100000}, &g)
	for n, entry := range []string{"S 80H made 100", "E 80S made 90", "N 90C failed 60"} {
		callOK(t, "add", map[string]any{"name": "r.coinche", "text": g.Text, "n": n + 1, "entry": entry, "have": n}, &g)
	}
	var rev struct{ Rev string }
	callOK(t, "deal", map[string]any{"name": "r.coinche", "text": g.Text, "n": 2}, &rev)
	rowsOf := func(x v) []int {
		var ns []int
		for _, r := range x.View.Rows {
			ns = append(ns, r.N)
		}
		return ns
	}
	tests := []struct {
		name, method string
		args         map[string]any
		from, count  int
		rows         []int
	}{
		{"an entry", "add", map[string]any{"n": 4, "entry": "W 80D made 82", "have": 3}, 3, 4, []int{4}},
		{"an entry, the page holding none", "add", map[string]any{"n": 4, "entry": "W 80D made 82"}, 0, 4, []int{1, 2, 3, 4}},
		{"an undo", "undo", map[string]any{"n": 3, "have": 3}, 2, 2, nil},
		{"an edit", "edit", map[string]any{"n": 2, "entry": "E 80S failed 60", "rev": rev.Rev, "have": 3}, 1, 3, []int{2, 3}},
		{"a view", "view", map[string]any{}, 0, 3, []int{1, 2, 3}},
		{"a view, the page holding all", "view", map[string]any{"have": 1e9}, 3, 3, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.args["name"], tt.args["text"] = "r.coinche", g.Text
			var got v
			callOK(t, tt.method, tt.args, &got)
			if got.View.From != tt.from || got.View.Count != tt.count || !slices.Equal(rowsOf(got), tt.rows) {
				t.Errorf("from %d count %d rows %v, want %d %d %v", got.View.From, got.View.Count, rowsOf(got), tt.from, tt.count, tt.rows)
			}
		})
	}
}

// BenchmarkAdd is one entry as the page makes it (call "add" on the
// game's text, the page holding every row): the judge's share of an
// entry, natively (the browser runs the same code as WebAssembly).
func BenchmarkAdd(b *testing.B) {
	var g struct {
		Text string
		View struct{ Count int }
	}
	callOK(b, "create", map[string]any{"name": "b.coinche", "rules": "base", "target": 1000000}, &g)
	b.ReportAllocs()
	for n := 1; b.Loop(); n++ {
		callOK(b, "add", map[string]any{"name": "b.coinche", "text": g.Text, "n": n, "entry": "S 80H made 100 belote NS", "have": g.View.Count}, &g)
	}
}

// TestUnzipRefusals: an archive that cannot be imported says why, in the
// phone's language, with the file's name when one of its files is
// damaged.
func TestUnzipRefusals(t *testing.T) {
	z, err := zipFiles([]file{{"a.coinche", strings.Repeat("[Rules \"base\"]\n", 50)}})
	if err != nil {
		t.Fatal(err)
	}
	good := z["zip"]
	// a byte of the file's data changed: its checksum no longer holds
	bad := slices.Clone(good)
	bad[len("PK\x03\x04")+26+len("a.coinche")+2] ^= 0xFF
	tests := []struct {
		name string
		data []byte
		lang i18n.Lang
		want string
	}{
		{"not a zip", []byte("hello"), i18n.English, "not a zip archive"},
		{"not a zip, in French", []byte("hello"), i18n.French, "ce n'est pas une archive zip"},
		{"a damaged file", bad, i18n.English, "a.coinche: damaged in the archive ("},
		{"a damaged file, in French", bad, i18n.French, "a.coinche : abîmé dans l'archive ("},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := unzipFiles(tt.data, tt.lang)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
	if _, err := unzipFiles(good, i18n.English); err != nil {
		t.Errorf("the archive unchanged: %v", err)
	}
}
