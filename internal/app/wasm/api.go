// The API the page calls, free of syscall/js so that it is tested with
// the plain toolchain too (api_test.go): each method takes its arguments
// as a JSON object and returns a JSON object, {"error": text} when it
// refuses.
//
//	presets  {}                                   → {presets: [{name, title}]}
//	catalog  {lang}                               → {lang, words: {key: text}}
//	rules    {name, toml}                         → {ok, problems} (a house TOML as coinche rules show reads it)
//	house    {rulesets: {name: toml}}             → {names} (the house rulesets the page keeps, for the games that name them)
//	keep     {name, toml, lang}                   → {ok} (a house ruleset read and kept; its problems, or another text of that name, refused)
//	create   {name, rules, toml, ns, ew, players, target, dealer} → {text, view}
//	deal     {name, text, lang, n}                → {entry, taps, rev} (deal n's entry, to correct it)
//	view     {name, text, lang, have}             → {text, view}
//	add      {name, text, lang, have, n, entry}   → {text, view, change}
//	undo     {name, text, lang, have, n}          → {text, view, change}
//	edit     {name, text, lang, have, n, entry, rev} → {text, view, change}
//	next     {name, text, lang, have, games}      → {text, view, change}
//
// have is how many of the sheet's rows the page holds, as the last view
// of this text in this language gave them (0: none, the page redraws the
// sheet): the view's rows are only those from the first the call changed
// (view.from; an entry sends one row), view.count all of them.
//
//	zip      {files: [{name, text}]}              → {zip} (a zip archive, base64)
//	unzip    {zip}                                → {files: [{name, text}]}
//
// A house ruleset is kept by the page under its file name (house.toml);
// a game's Rules tag names it, and the judge reads it from the rulesets
// the page handed over (house, or create's toml), as coinche add reads
// the file beside a game (live.RulesStore).
//
// name is the game's name in the page's storage (what positions cite);
// text the game file's text as stored; the answer's text is what the page
// stores in its place (unchanged on an error).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/live"
)

// args are every method's arguments; each reads its own.
type args struct {
	Name   string `json:"name"`
	Text   string `json:"text"`
	Lang   string `json:"lang"`
	N      int    `json:"n"`
	Entry  string `json:"entry"`
	Rev    string `json:"rev"`
	Games  int    `json:"games"`
	Have   int    `json:"have"`
	Rules  string `json:"rules"`
	TOML   string `json:"toml"`
	NS     string `json:"ns"`
	EW     string `json:"ew"`
	Target int    `json:"target"`
	Dealer string `json:"dealer"`

	Players  [4]string         `json:"players"`
	Rulesets map[string]string `json:"rulesets"`
	Files    []file            `json:"files"`
	Zip      []byte            `json:"zip"`
}

// call runs method on argsJSON and returns its answer as JSON.
func call(method, argsJSON string) string {
	var a args
	if err := json.Unmarshal([]byte(argsJSON), &a); err != nil {
		return answer(nil, fmt.Errorf("%s: the arguments are not a JSON object: %v", method, err))
	}
	var out any
	var err error
	switch method {
	case "presets":
		out = presets()
	case "catalog":
		out = catalog(a.Lang)
	case "rules":
		out = houseRules(a.Name, a.TOML, langOf(a.Lang))
	case "house":
		out, err = keepRulesets(a.Rulesets, langOf(a.Lang))
	case "keep":
		err = keepRuleset(a.Name, a.TOML, langOf(a.Lang))
		out = map[string]bool{"ok": err == nil}
	case "deal":
		out, err = dealEntry(a)
	case "zip":
		out, err = zipFiles(a.Files)
	case "unzip":
		out, err = unzipFiles(a.Zip, langOf(a.Lang))
	case "create":
		out, err = create(a)
	case "view", "add", "undo", "edit", "next":
		out, err = change(method, a)
	default:
		err = fmt.Errorf("no method %q", method)
	}
	return answer(out, err)
}

func answer(out any, err error) string {
	if err != nil {
		out = map[string]string{"error": err.Error()}
	}
	b, jerr := json.Marshal(out)
	if jerr != nil {
		b, _ = json.Marshal(map[string]string{"error": jerr.Error()})
	}
	return string(b)
}

type presetInfo struct {
	Name  string `json:"name"`
	Title string `json:"title"`
}

func presets() map[string][]presetInfo {
	var list []presetInfo
	for _, p := range rulesfile.Presets() {
		list = append(list, presetInfo{Name: p.Name, Title: p.Description})
	}
	return map[string][]presetInfo{"presets": list}
}

// catalog is the page's words in lang (an app.* key of internal/i18n each).
func catalog(lang string) map[string]any {
	l := langOf(lang)
	words := map[string]string{}
	for _, k := range i18n.Keys() {
		if strings.HasPrefix(string(k), "app.") {
			words[string(k)] = l.T(k)
		}
	}
	return map[string]any{"lang": l.String(), "words": words}
}

// langOf reads navigator.language ("fr-FR"); English when unknown.
func langOf(s string) i18n.Lang {
	if l, err := i18n.Parse(s); err == nil {
		return l
	}
	return i18n.FromAcceptLanguage(s)
}

// houseRules reads a house-rules TOML as coinche rules show does: its
// problems at their lines, in l, or nothing.
func houseRules(name, src string, l i18n.Lang) map[string]any {
	if name == "" {
		name = "house.toml"
	}
	rs, err := rulesfile.LoadFS(house, name, []byte(src))
	if cerrs, ok := err.(rules.ConfigErrors); ok { // in the page's language
		return map[string]any{"ok": false, "problems": cerrs.ErrorIn(l)}
	}
	if err != nil {
		return map[string]any{"ok": false, "problems": err.Error()}
	}
	return map[string]any{"ok": true, "toml": string(rs.TOML()), "warnings": rs.Lint()}
}

// create is a new game's text: coinche new's header.
func create(a args) (any, error) {
	if a.Rules == "" {
		return nil, errors.New(langOf(a.Lang).T("app.rules.none"))
	}
	if a.TOML != "" {
		if err := keepRuleset(a.Rules, a.TOML, langOf(a.Lang)); err != nil {
			return nil, err
		}
	}
	g, err := live.Create(storeOf(a.Name, nil), live.NewOptions{Rules: a.Rules, NS: a.NS, EW: a.EW, Target: a.Target, Dealer: a.Dealer, Players: a.Players})
	if err != nil {
		return nil, errorIn(err, a)
	}
	games[a.Name] = g
	return result{Text: string(g.Text()), View: viewOf(g, langOf(a.Lang), 0)}, nil
}

// result is a changed or viewed game.
type result struct {
	Text   string      `json:"text"`
	View   *view       `json:"view"`
	Change *changeView `json:"change,omitempty"`
}

type changeView struct {
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Was    string `json:"was,omitempty"`
	Number int    `json:"number"`
}

var kinds = map[live.ChangeKind]string{live.Added: "added", live.Removed: "removed", live.Edited: "edited",
	live.GameStarted: "started", live.GameRemoved: "game-removed"}

// games are the games opened, by name: an entry on the text a game holds
// is judged from its state (live.Game.AddAt), in a time independent of
// the game's length; a different text is opened afresh.
var games = map[string]*live.Game{}

func gameOf(name, text string) (*live.Game, error) {
	if g, ok := games[name]; ok && string(g.Text()) == text {
		return g, nil
	}
	delete(games, name)
	g, err := live.Open(storeOf(name, []byte(text)))
	if err != nil {
		return nil, err
	}
	games[name] = g
	return g, nil
}

func change(method string, a args) (any, error) {
	g, err := gameOf(a.Name, a.Text)
	if err != nil {
		return nil, errorIn(err, a)
	}
	var ch live.Change
	switch method {
	case "add":
		ch, err = g.AddAt(a.N, strings.Fields(a.Entry))
	case "undo":
		ch, err = g.UndoAt(a.N)
	case "edit":
		ch, err = g.Edit(a.N, strings.Fields(a.Entry), a.Rev)
	case "next":
		ch, err = g.Next(a.Games, false)
	}
	if err != nil {
		return nil, errorIn(err, a)
	}
	r := result{Text: string(g.Text()), View: viewOf(g, langOf(a.Lang), min(a.Have, changedFrom(method, g, a.N)))}
	if method != "view" {
		r.Change = &changeView{Kind: kinds[ch.Kind], Text: ch.Text, Was: ch.Was, Number: ch.Number}
	}
	return r, nil
}

// changedFrom is the index of the first of the sheet's rows that method
// changed (the rows before it are as they were): an entry's row, the end
// for an undo, the deal corrected and all after it (their totals), none
// of the last game's for a new game.
func changedFrom(method string, g *live.Game, n int) int {
	s := g.Sheet()
	if s == nil || method == "next" {
		return 0
	}
	rows := s.Rows()
	switch method {
	case "add":
		return len(rows) - 1
	case "edit":
		for i := range rows {
			if rows[i].Number == n {
				return i
			}
		}
		return 0
	}
	return len(rows) // view, undo
}
