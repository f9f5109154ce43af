package main

import (
	"encoding/json"
	"strings"
	"testing"
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
	}{
		{"refused entry", "add", `{"name":"h.coinche","n":1,"entry":"S 80H made 81","text":` + string(text) + `}`,
			[]string{`"error"`, "error[score/verdict-mismatch]: written made, but the contract failed: 81 counted \\u003c 82 needed", "entry refused, the file is unchanged: S 80H made 81"}},
		{"entry", "add", `{"name":"h.coinche","n":1,"entry":"S 80H fait 100","text":` + string(text) + `}`,
			[]string{`"kind":"added"`, `"total":[180,60]`, `"next":2`}},
		{"house rules with an error", "rules", `{"name":"house.toml","toml":"extends = \"base\"\n\n[game]\ntarget = \"lots\"\n"}`,
			[]string{`"ok":false`, "house.toml:4:"}},
		{"house rules with an error, in French", "rules", `{"lang":"fr","name":"house.toml","toml":"extends = \"base\"\n\n[game]\ntarget = \"lots\"\n"}`,
			[]string{`"ok":false`, "house.toml:4:1: erreur[ruleset/type]: game.target doit être un entier, pas une chaîne"}},
		{"refused entry, in French", "add", `{"lang":"fr","name":"h.coinche","n":1,"entry":"S 80H made 81","text":` + string(text) + `}`,
			[]string{`"error"`, "erreur[score/verdict-mismatch]: écrit réussi, mais le contrat est chuté", "saisie refusée, le fichier est inchangé"}},
		{"house rules", "rules", `{"name":"house.toml","toml":"extends = \"base\"\n\n[game]\ntarget = 1000\n"}`,
			[]string{`"ok":true`}},
		{"french words", "catalog", `{"lang":"fr-FR"}`, []string{`"lang":"fr"`, "Nouvelle partie"}},
		{"no such method", "rm", `{}`, []string{`"error":"no method \"rm\""`}},
		{"not JSON", "add", `[`, []string{`"error"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := call(tt.method, tt.args)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("no %q in\n%s", w, got)
				}
			}
		})
	}
}
