package serve

import (
	"bytes"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html"
	"html/template"
	"io/fs"
	"log"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coinche/coinche/internal/atomicfile"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/internal/tournament"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/live"
	"github.com/coinche/coinche/score/render"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticRoot embed.FS

var staticFS, _ = fs.Sub(staticRoot, "static")

// pagesIn are the pages in each language: t is the catalog's message of
// a key (internal/i18n), lang the page's language code. A message without
// parameters ({{t "serve.board"}}) is written into the template's text
// before it is parsed, escaped for HTML: a page is drawn at every refresh
// of every phone, and html/template makes a reflective call per action.
var pagesIn = func() map[i18n.Lang]*template.Template {
	m := map[i18n.Lang]*template.Template{}
	files, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil {
		panic(err)
	}
	for _, l := range i18n.Langs {
		t := template.New("").Funcs(template.FuncMap{
			"path": url.PathEscape, "split": strings.Fields, "t": l.T, "lang": l.String,
			"langs": func() []i18n.Lang { return i18n.Langs },
		})
		for _, f := range files {
			src, err := fs.ReadFile(templateFS, f)
			if err != nil {
				panic(err)
			}
			text := constantT.ReplaceAllStringFunc(string(src), func(call string) string {
				key := constantT.FindStringSubmatch(call)[1]
				return html.EscapeString(l.T(i18n.Key(key)))
			})
			template.Must(t.New(path.Base(f)).Parse(text))
		}
		m[l] = t
	}
	return m
}()

// constantT is a call of t with a key alone, in a template's text.
var constantT = regexp.MustCompile(`{{t "([a-z0-9.\-]+)"}}`)

// renderPage writes a page with status code.
func renderPage(w http.ResponseWriter, r *http.Request, code int, name string, data any) {
	var b bytes.Buffer
	if err := pagesIn[langOf(r)].ExecuteTemplate(&b, name, data); err != nil {
		log.Printf("serve: template %s: %v", name, err)
		http.Error(w, "500 internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	w.Write(b.Bytes())
}

// fail answers an error page.
func fail(w http.ResponseWriter, r *http.Request, code int, msg string) {
	renderPage(w, r, code, "error.html", struct {
		Title, Msg string
		Code       int
	}{statusTitle(langOf(r), code), msg, code})
}

// statusTitle is an error page's title: the words of the status code in
// the page's language (http.StatusText's in English); http.StatusText for
// a code the catalog does not have.
func statusTitle(l i18n.Lang, code int) string {
	key := i18n.Key("serve.status." + strconv.Itoa(code))
	if s := l.T(key); s != string(key) {
		return s
	}
	return http.StatusText(code)
}

// nameError answers a bad or missing game name.
func nameError(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, errBadName):
		fail(w, r, http.StatusBadRequest, err.Error())
	case errors.Is(err, os.ErrNotExist):
		fail(w, r, http.StatusNotFound, langOf(r).T("serve.fail.no-game"))
	default:
		fail(w, r, http.StatusInternalServerError, langOf(r).T("serve.fail.read"))
	}
}

// parseForm reads a POST form within MaxBody: 413 beyond.
func parseForm(w http.ResponseWriter, r *http.Request) bool {
	if err := r.ParseForm(); err != nil {
		var big *http.MaxBytesError
		if errors.As(err, &big) {
			fail(w, r, http.StatusRequestEntityTooLarge, langOf(r).T("serve.fail.too-large"))
		} else {
			fail(w, r, http.StatusBadRequest, langOf(r).T("serve.fail.form"))
		}
		return false
	}
	return true
}

// --- index, board, standings -------------------------------------------

type tableView struct {
	Name, NS, EW, Rules, Target string
	Deals                       int
	Total                       [2]int
	Over                        bool
	Status                      string
	Problems                    int
	Games                       int
	Lead                        int  // 0 NS leads, 1 EW, -1 equal
	Broken                      bool // problems: no totals shown
}

func (s *Server) tables(l i18n.Lang) ([]tableView, *score.Standings) {
	st := score.NewStandings()
	var out []tableView
	for _, name := range s.gameList() {
		gs, err := s.readGame(name)
		if err != nil || gs.Header == nil {
			out = append(out, tableView{Name: name, Status: "cannot be read", Problems: 1})
			continue
		}
		for i, g := range gs.all {
			st.Add(fmt.Sprintf("%s%s#%d", name, Ext, i+1), g.info, g.names, g.sheet, g.problems)
		}
		tv := tableView{Name: name, NS: gs.Names.Of(0), EW: gs.Names.Of(1), Rules: s.noPath(gs.RulesTag), Problems: len(gs.Problems), Games: gs.Games, Lead: -1}
		if gs.Sheet != nil && tv.Problems > 0 {
			// totals coinche score would refuse: not shown
			tv.Broken = true
		} else if gs.Sheet != nil {
			tv.Deals = len(gs.Sheet.Rows())
			tv.Total = gs.Sheet.Totals()
			tv.Target = gs.Sheet.TargetTextIn(l)
			tv.Over = gs.Sheet.Over()
			tv.Status = score.ResultLineIn(gs.Sheet, gs.Names, l)
			switch {
			case tv.Total[0] > tv.Total[1]:
				tv.Lead = 0
			case tv.Total[1] > tv.Total[0]:
				tv.Lead = 1
			}
		}
		out = append(out, tv)
	}
	return out, st
}

func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	tables, _ := s.tables(langOf(r))
	rounds := ""
	if _, err := os.Stat(filepath.Join(s.dir, tournament.File)); err == nil {
		rounds = langOf(r).T(i18n.RoundsTitle)
	}
	appAddr, appImg := appQR(r)
	renderPage(w, r, http.StatusOK, "index.html", struct {
		Title   string
		Tables  []tableView
		Rounds  string
		AppAddr string
		AppQR   template.URL
	}{"Coinche — " + filepath.Base(s.dir), tables, rounds, appAddr, appImg})
}

func (s *Server) board(w http.ResponseWriter, r *http.Request) {
	v, _ := s.watch.state()
	tables, st := s.tables(langOf(r))
	round := ""
	if n := s.tournamentRound(); n > 0 {
		round = langOf(r).T(i18n.RoundsRound, n)
	}
	renderPage(w, r, http.StatusOK, "board.html", struct {
		Title      string
		Tables     []tableView
		Standings  []score.TeamStanding
		NotCounted []score.NotCounted
		Updated    string
		Public     bool
		Projector  bool
		Round      string
		V          uint64
	}{langOf(r).T("serve.board") + " — " + filepath.Base(s.dir), tables, st.Table(), st.NotCounted, time.Now().Format("15:04:05"), s.opts.BoardPublic || s.secret == "",
		r.URL.Query().Get("projector") != "", round, v})
}

func (s *Server) standingsHTML(w http.ResponseWriter, r *http.Request) {
	_, st := s.tables(langOf(r))
	var b bytes.Buffer
	if err := render.WriteStandings(&b, st, render.HTML, render.Language(langOf(r))); err != nil {
		fail(w, r, http.StatusInternalServerError, langOf(r).T("serve.fail.standings"))
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b.Bytes())
}

func (s *Server) sheetHTML(w http.ResponseWriter, r *http.Request) {
	gs, err := s.readGame(r.PathValue("name"))
	if err != nil {
		nameError(w, r, err)
		return
	}
	var games []score.SheetGame
	for _, g := range gs.all {
		if g.sheet != nil {
			info := g.info
			info.File = gs.Name + Ext
			games = append(games, score.SheetGame{Info: info, Names: g.names, Sheet: g.sheet})
		}
	}
	var b bytes.Buffer
	if err := render.WriteHTML(&b, games, render.Language(langOf(r))); err != nil {
		fail(w, r, http.StatusInternalServerError, langOf(r).T("serve.fail.sheet"))
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b.Bytes())
}

// --- the game page -----------------------------------------------------

type rowView struct {
	N                int
	Dealer           string
	Contract, Result string
	Score, Total     [2]int
	AfterEnd         bool
	// EditPath is the row's edit page; ScoreNS … TotalEW spell Score
	// and Total out, so that drawing a long sheet calls no function
	// per row.
	EditPath                           string
	ScoreNS, ScoreEW, TotalNS, TotalEW int
	Full                               bool       // recorded in full (hands, calls, tricks): not corrected here
	taps                               url.Values // the deal's declarer, bid, trump and coinche, to prefill an edit
	fullTitle                          string     // why a full record is not corrected here
	html                               string     // the row drawn (drawHTML)
}

type gameView struct {
	Title, Name    string
	NS, EW         string
	Rules, Target  string
	Rows           []rowView
	Total          [2]int
	Over           bool
	Status         string
	Next           int
	NextDealer     string
	NextDealerName string
	Last           int // the last deal's number, 0 when none
	Problems       []string
	Choices        entryChoices
	Form           url.Values // the values of a refused entry, shown again
	Msg, Err       string
	Token          string
	Edit           int    // the deal being edited, 0 when entering
	NextErr        string // why no deal can be entered (a file with syntax errors)
	EditRow        *rowView
	Games          int
	Rev            string        // the revision of the text shown (live.Game.Revision), carried by an edit
	Body           template.HTML // the rows drawn (drawHTML)
	// Fields is the entry form's taps drawn once per state and language
	// ("entryfields"), when no refused form is shown again; gs the state.
	Fields  template.HTML
	gs      *gameState
	Confirm string    // "undo" or "next": the confirmation asked
	Broken  bool      // the file has problems: no totals shown
	Dealer  string    // who deals next, in words ("Alice donne (N)")
	Words   pageWords // the page's words in the reader's language
	V       uint64    // the watcher's version when drawn (app.js: a change missed)
}

// pageWords are the words of the game page that go through the catalog.
type pageWords struct {
	ConfirmUndo, ConfirmUndoOK, ConfirmNext, ConfirmNextOK, Cancel, Broken, Mend, LiveLost string
}

func wordsOf(l i18n.Lang, last int) pageWords {
	return pageWords{ConfirmUndo: l.T(i18n.ServeConfirmUndo, last), ConfirmUndoOK: l.T(i18n.ServeConfirmUndoOK, last),
		ConfirmNext: l.T(i18n.ServeConfirmNext), ConfirmNextOK: l.T(i18n.ServeConfirmNextOK), Cancel: l.T(i18n.ServeCancel),
		Broken: l.T(i18n.ServeBroken), Mend: l.T(i18n.ServeMend), LiveLost: l.T(i18n.ServeLiveLost)}
}

// draw makes the rows of the game's sheet and draws them (drawHTML),
// once per state of the game: a page shown again and again (the phones'
// refreshes, a refused entry) then draws no row; the rows of prev, the
// state before, that are unchanged are not drawn again.
func (gs *gameState) draw(name string, prev *gameState) {
	gs.fields = &sync.Map{}
	if gs.Sheet == nil {
		return
	}
	for _, l := range i18n.Langs {
		var prevRows []rowView
		if prev != nil {
			prevRows = prev.rows[l]
		}
		var b strings.Builder
		var rows []rowView
		for i, r := range gs.Sheet.Rows() {
			row := rowView{N: r.Number, Dealer: r.Dealer.String(), Contract: r.ContractTextIn(l), Result: r.ResultTextIn(l), Score: r.Score, Total: r.Total, AfterEnd: r.AfterEnd,
				EditPath: "/g/" + url.PathEscape(name) + "/edit/" + strconv.Itoa(r.Number), Full: r.Tricks[0] >= 0,
				ScoreNS: r.Score[0], ScoreEW: r.Score[1], TotalNS: r.Total[0], TotalEW: r.Total[1]}
			if i < len(prevRows) && prevRows[i].same(&row) {
				row.html, row.taps = prevRows[i].html, prevRows[i].taps // an earlier deal, unchanged
			} else {
				row.fullTitle = l.T(i18n.ServeFullRecord, r.Number)
				row.html, row.taps = row.drawHTML(), tapsOf(&r.DealScore)
			}
			b.WriteString(row.html)
			rows = append(rows, row)
		}
		if gs.rows == nil {
			gs.rows, gs.body = map[i18n.Lang][]rowView{}, map[i18n.Lang]template.HTML{}
		}
		gs.rows[l], gs.body[l] = rows, template.HTML(b.String()) // every text escaped by drawHTML
	}
}

// same reports whether r and o draw the same line.
func (r *rowView) same(o *rowView) bool {
	return r.N == o.N && r.Dealer == o.Dealer && r.Contract == o.Contract && r.Result == o.Result &&
		r.Score == o.Score && r.Total == o.Total && r.AfterEnd == o.AfterEnd && r.EditPath == o.EditPath && r.Full == o.Full
}

// drawHTML draws the row as a line of the sheet's table: a row of a
// long sheet drawn by html/template costs a reflective call per value,
// and a page is drawn at every refresh of every phone. Every text is
// escaped (html.EscapeString, for element content and quoted
// attributes alike); the numbers are numbers.
func (r *rowView) drawHTML() string {
	var b strings.Builder
	esc := html.EscapeString
	n := strconv.Itoa(r.N)
	b.WriteString(`<tr class="deal`)
	if r.AfterEnd {
		b.WriteString(" after")
	}
	if r.Full {
		// recorded in full: live.Game.Edit refuses it (FullRecordError),
		// so the row offers no correction
		b.WriteString(` full" title="` + esc(r.fullTitle) + `"><td>` + n + `<small>` + esc(r.Dealer) + `</small></td><td>`)
		b.WriteString(esc(r.Contract) + `</td><td>` + esc(r.Result) + `</td><td class="num">`)
		b.WriteString(strconv.Itoa(r.ScoreNS) + `<small>` + strconv.Itoa(r.TotalNS) + `</small></td><td class="num">`)
		b.WriteString(strconv.Itoa(r.ScoreEW) + `<small>` + strconv.Itoa(r.TotalEW) + "</small></td></tr>\n")
		return b.String()
	}
	// every cell is a link to the correction: the whole row is the tap
	// target; the first is the one the keyboard reaches
	a := `<a href="` + esc(r.EditPath) + `" tabindex="-1">`
	b.WriteString(`"><td><a href="` + esc(r.EditPath) + `" title="edit deal ` + n + `">` + n + `<small>` + esc(r.Dealer) + `</small></a></td><td>`)
	b.WriteString(a + esc(r.Contract) + `</a></td><td>` + a + esc(r.Result) + `</a></td><td class="num">` + a)
	b.WriteString(strconv.Itoa(r.ScoreNS) + `<small>` + strconv.Itoa(r.TotalNS) + `</small></a></td><td class="num">` + a)
	b.WriteString(strconv.Itoa(r.ScoreEW) + `<small>` + strconv.Itoa(r.TotalEW) + "</small></a></td></tr>\n")
	return b.String()
}

// view reads the game and builds its page, in the language of r.
func (s *Server) view(r *http.Request, name string) (*gameView, error) {
	lang := langOf(r)
	gs, err := s.readGame(name)
	if errors.Is(err, errNoGame) {
		// an emptied file: shown broken, its text to mend
		return &gameView{Name: name, Title: name, Broken: true, NextErr: lang.T(i18n.ServeNoGame), Token: newToken(), Words: wordsOf(lang, 0)}, nil
	}
	if err != nil {
		return nil, err
	}
	v := &gameView{gs: gs, Rev: gs.Rev, Name: name, NS: gs.Names.Of(0), EW: gs.Names.Of(1), Rules: s.noPath(gs.RulesTag), Token: newToken(), Games: gs.Games}
	for _, p := range gs.problemsIn(lang) {
		v.Problems = append(v.Problems, s.noPath(p))
	}
	v.Broken = len(v.Problems) > 0
	if v.Rules == "" && gs.Rules != nil {
		v.Rules = gs.Rules.Name
	}
	v.Title = v.NS + " – " + v.EW
	v.Choices = choicesOf(gs.Rules, gs.Info.Players)
	v.Rows, v.Body = gs.rows[langOf(r)], gs.body[langOf(r)]
	if gs.Sheet != nil {
		v.Total = gs.Sheet.Totals()
		v.Target = gs.Sheet.TargetTextIn(langOf(r))
		v.Over = gs.Sheet.Over()
		v.Status = score.ResultLineIn(gs.Sheet, gs.Names, langOf(r))
	}
	if n := len(v.Rows); n > 0 {
		v.Last = v.Rows[n-1].N
	}
	if gs.NextErr != "" {
		v.NextErr = langOf(r).T(i18n.Key(gs.NextErr))
	} else {
		dealer := gs.NextDealer
		v.Next, v.NextDealer = gs.Next, dealer.String()
		v.Dealer = lang.T(i18n.ServeDealerSeat, v.NextDealer)
		if dealer >= notation.North && dealer <= notation.West {
			v.NextDealerName = gs.Info.Players[dealer-1]
			if v.NextDealerName != "" {
				v.Dealer = lang.T(i18n.ServeDealerNamed, v.NextDealerName, v.NextDealer)
			}
		}
	}
	v.Words = wordsOf(lang, v.Last)
	if n := len(v.Rows); n > 0 && v.Rows[n-1].Full {
		// undoing a card-by-card deal throws its record away: say so
		v.Words.ConfirmUndo = lang.T(i18n.ServeConfirmUndoFull, v.Last)
	}
	v.V, _ = s.watch.state()
	return v, nil
}

// gamePage is GET /g/{name}: the game, with what the last write of this
// phone said (?r=ID names a flash the server keeps: a message, or a
// refusal with its form and status), or a confirmation asked
// (?confirm=undo or next: the form that does it, with confirm=1).
func (s *Server) gamePage(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	v, err := s.view(r, name)
	if err != nil {
		nameError(w, r, err)
		return
	}
	code := http.StatusOK
	if f := s.flashOf(r, name); f != nil {
		v.Msg, v.Err = f.msg, f.err
		if f.err != "" {
			code = f.code
			v.Form = f.form
			v.Choices = v.Choices.checked(f.form)
			v.Edit = f.edit
			if f.edit > 0 {
				v.EditRow = v.row(f.edit)
			}
		}
	}
	switch r.URL.Query().Get("confirm") {
	case "undo":
		v.Confirm = "undo"
	case "next":
		v.Confirm = "next"
	}
	if v.Form == nil && v.Edit == 0 {
		v.Fields = v.gs.fieldsIn(langOf(r), v)
	}
	renderPage(w, r, code, "game.html", v)
}

// fieldsIn is the entry form's taps of the state in language l, drawn
// from v (a view of gs with no form shown again) on first use and kept:
// they depend on the ruleset and the players only, and a game page is
// drawn at every refresh of every phone. "" when they cannot be drawn
// (the page then draws them itself).
func (gs *gameState) fieldsIn(l i18n.Lang, v *gameView) template.HTML {
	if gs == nil || gs.fields == nil {
		return ""
	}
	if h, ok := gs.fields.Load(l); ok {
		return h.(template.HTML)
	}
	var b bytes.Buffer
	if err := pagesIn[l].ExecuteTemplate(&b, "entryfields", v); err != nil {
		return ""
	}
	h := template.HTML(b.String()) // drawn by html/template just above
	gs.fields.Store(l, h)
	return h
}

// redirect ends a successful write: 303 to the game page, which says msg
// (kept by the server, named by an id), and the watcher told at once.
func (s *Server) redirect(w http.ResponseWriter, r *http.Request, name, msg string) string {
	return s.flashTo(w, r, "/g/"+url.PathEscape(name), &flash{name: name, msg: msg})
}

// writeFailed answers a refused write with 303 to the game page, which
// shows the error and the form as submitted with the refusal's status
// (409 the game moved on, 422 an entry refused): Post/Redirect/Get, so the
// page after a refusal reloads and follows the game like any other.
func (s *Server) writeFailed(w http.ResponseWriter, r *http.Request, name string, f url.Values, edit int, err error) {
	v := &gameView{}
	l := langOf(r)
	code := http.StatusUnprocessableEntity
	var moved *live.MovedOnError
	var entry *live.EntryError
	switch {
	case errors.As(err, &moved):
		code = http.StatusConflict
		if moved.Revision {
			v.Err = l.T("serve.err.rev")
		} else if f == nil { // an undo
			v.Err = l.T("serve.err.undo-moved", moved.Want-1)
		} else {
			v.Err = l.T("serve.err.moved", moved.Want, moved.Next)
		}
	case errors.As(err, &entry):
		var msgs []string
		for _, e := range entry.Errs {
			msgs = append(msgs, e.MessageIn(l))
		}
		v.Err = l.T("serve.err.refused", strings.Join(msgs, "; ")+" ("+entry.Line+")")
	case errors.Is(err, live.ErrGameOver):
		code = http.StatusConflict
		v.Err = l.T("serve.err.over")
	case errors.Is(err, errNoRev):
		code = http.StatusConflict
		v.Err = langOf(r).T(i18n.ServeRevMissing)
	default:
		v.Err = l.T("serve.err.refused", pageError(err, l))
	}
	s.flashTo(w, r, "/g/"+url.PathEscape(name), &flash{name: name, code: code, err: v.Err, form: f, edit: edit})
}

// errNoRev is a correction posted without the revision it was made on.
var errNoRev = errors.New("no revision")

// langOf is the language of the request's reader (Accept-Language).
// The reader's language is the page switch's (?lang=fr, then kept in
// the cookie langCookie), else the browser's Accept-Language.
func langOf(r *http.Request) i18n.Lang {
	if r == nil {
		return i18n.English
	}
	if l, err := i18n.Parse(r.URL.Query().Get("lang")); err == nil && r.URL.Query().Get("lang") != "" {
		return l
	}
	if c, err := r.Cookie(langCookie); err == nil {
		if l, err := i18n.Parse(c.Value); err == nil {
			return l
		}
	}
	return i18n.FromAcceptLanguage(r.Header.Get("Accept-Language"))
}

// langCookie keeps the language chosen with the page switch.
const langCookie = "coinche_lang"

// keepLang sets the language cookie when the request chose one with the
// page switch (?lang=fr|en).
func keepLang(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query().Get("lang")
	if v == "" {
		return
	}
	if l, err := i18n.Parse(v); err == nil {
		http.SetCookie(w, &http.Cookie{Name: langCookie, Value: l.String(), Path: "/", MaxAge: 365 * 24 * 3600, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	}
}

// pageError says what went wrong in words for the page, from the error's
// type: never its text, which names the server's files.
func pageError(err error, l i18n.Lang) string {
	var broken *live.BrokenError
	var full *live.FullRecordError
	var problems *live.GameProblemsError
	switch {
	case errors.As(err, &broken):
		return l.T("serve.why.broken")
	case errors.As(err, &problems):
		return l.T("serve.why.problems")
	case errors.As(err, &full):
		return l.T("serve.why.full", full.Number)
	case errors.Is(err, live.ErrNotOver):
		return l.T("serve.why.not-over")
	case errors.Is(err, live.ErrNoDealYet):
		return l.T("serve.why.no-deal-yet")
	case errors.Is(err, live.ErrNoDeal):
		return l.T("serve.why.no-deal")
	case errors.Is(err, atomicfile.ErrReadOnly):
		return l.T("serve.why.read-only")
	case errors.Is(err, fs.ErrNotExist):
		return l.T("serve.why.gone")
	case errors.Is(err, rulesfile.ErrUnknownPreset):
		return l.T("serve.why.unknown-rules")
	}
	log.Printf("coinche serve: %v", err)
	return l.T("serve.why.other")
}

// noPath is a text for a page without the server's paths: the served
// directory's name dropped before the files it holds, and any other
// absolute path cut to its last element.
func (s *Server) noPath(t string) string {
	for _, d := range []string{s.realDir, s.dir} {
		t = strings.ReplaceAll(t, d+string(filepath.Separator), "")
	}
	return absPath.ReplaceAllString(t, "$1")
}

// absPath is an absolute path in a text; its last element is group 1.
var absPath = regexp.MustCompile(`(?:/[^\s/:"'<>]+)+/([^\s/:"'<>]+)`)

func (v *gameView) row(n int) *rowView {
	for i := range v.Rows {
		if v.Rows[i].N == n {
			return &v.Rows[i]
		}
	}
	return nil
}

// write runs a POST that changes the game named in the path: the name
// checked (never a path out of DIR), the form parsed within its bounds,
// then do, once per form (s.once: a double tap gets the first answer),
// with the game's name and file.
func (s *Server) write(w http.ResponseWriter, r *http.Request, do func(name, path string) (bool, string)) {
	name := r.PathValue("name")
	p, err := s.gamePath(name, true)
	if err != nil {
		nameError(w, r, err)
		return
	}
	if !parseForm(w, r) {
		return
	}
	s.once(w, r, func() (bool, string) { return do(name, p) })
}

func (s *Server) add(w http.ResponseWriter, r *http.Request) {
	s.write(w, r, func(name, p string) (bool, string) {
		n, err := strconv.Atoi(r.PostForm.Get("n"))
		if err != nil || n < 1 {
			fail(w, r, http.StatusBadRequest, langOf(r).T("serve.fail.no-number"))
			return false, ""
		}
		words, err := entryWords(r.PostForm)
		if err == nil {
			err = s.change(name, p, func(g *live.Game) error { _, err := g.AddAt(n, words); return err })
		}
		if err != nil {
			s.writeFailed(w, r, name, r.PostForm, 0, err)
			return false, ""
		}
		return true, s.redirect(w, r, name, langOf(r).T("serve.msg.entered", n, strings.Join(words, " ")))
	})
}

func (s *Server) undo(w http.ResponseWriter, r *http.Request) {
	s.write(w, r, func(name, p string) (bool, string) {
		n, err := strconv.Atoi(r.PostForm.Get("n"))
		if err != nil || n < 1 {
			fail(w, r, http.StatusBadRequest, langOf(r).T("serve.fail.no-number"))
			return false, ""
		}
		if r.PostForm.Get("confirm") != "1" {
			http.Redirect(w, r, "/g/"+url.PathEscape(name)+"?confirm=undo", http.StatusSeeOther)
			return false, ""
		}
		if err := s.change(name, p, func(g *live.Game) error { _, err := g.UndoAt(n); return err }); err != nil {
			s.writeFailed(w, r, name, nil, 0, err)
			return false, ""
		}
		return true, s.redirect(w, r, name, langOf(r).T("serve.msg.removed", n))
	})
}

func (s *Server) editForm(w http.ResponseWriter, r *http.Request) {
	v, err := s.view(r, r.PathValue("name"))
	if err != nil {
		nameError(w, r, err)
		return
	}
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil || v.row(n) == nil {
		fail(w, r, http.StatusNotFound, langOf(r).T("serve.fail.no-deal"))
		return
	}
	if v.row(n).Full {
		fail(w, r, http.StatusConflict, langOf(r).T(i18n.ServeFullRecord, n))
		return
	}
	v.Edit, v.EditRow = n, v.row(n)
	v.Form = v.EditRow.taps
	v.Choices = v.Choices.checked(v.Form)
	renderPage(w, r, http.StatusOK, "game.html", v)
}

func (s *Server) edit(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil || n < 1 {
		fail(w, r, http.StatusNotFound, langOf(r).T("serve.fail.no-deal"))
		return
	}
	s.write(w, r, func(name, p string) (bool, string) {
		words, err := entryWords(r.PostForm)
		rev := r.PostForm.Get("rev")
		if err == nil && rev == "" {
			err = errNoRev
		}
		if err == nil {
			err = s.change(name, p, func(g *live.Game) error { _, err := g.Edit(n, words, rev); return err })
		}
		if err != nil {
			s.writeFailed(w, r, name, r.PostForm, n, err)
			return false, ""
		}
		return true, s.redirect(w, r, name, langOf(r).T("serve.msg.corrected", n, strings.Join(words, " ")))
	})
}

// --- new games ---------------------------------------------------------

type newView struct {
	Title         string
	Presets       []rulesfile.PresetInfo
	House         []string
	Form          url.Values
	Err           string
	Token         string
	SuggestedName string
	PlayersLegend string
}

func (s *Server) newForm(w http.ResponseWriter, r *http.Request) {
	renderPage(w, r, http.StatusOK, "new.html", s.newView(r, nil, ""))
}

func (s *Server) newView(r *http.Request, f url.Values, msg string) newView {
	v := newView{Title: langOf(r).T("serve.new-game"), Presets: rulesfile.Presets(), House: s.houseRules(), Form: f, Err: msg, Token: newToken(),
		PlayersLegend: langOf(r).T(i18n.ServePlayers)}
	for i := 1; ; i++ {
		n := "table-" + strconv.Itoa(i)
		if _, err := os.Stat(filepath.Join(s.dir, n+Ext)); err != nil {
			v.SuggestedName = n
			break
		}
	}
	return v
}

// rulesPath is the ruleset a new game names: a preset, or a house-rules
// file of DIR (by its path, which live.New writes relative to the game).
func (s *Server) rulesPath(value string) (string, bool) {
	if rulesfile.IsPreset(value) {
		return value, true
	}
	for _, h := range s.houseRules() {
		if h == value {
			return filepath.Join(s.dir, h), true
		}
	}
	return "", false
}

func (s *Server) newGame(w http.ResponseWriter, r *http.Request) {
	if !parseForm(w, r) {
		return
	}
	f := r.PostForm
	s.once(w, r, func() (bool, string) {
		name := strings.TrimSpace(f.Get("name"))
		p, err := s.gamePath(name, false)
		if err != nil {
			renderPage(w, r, http.StatusBadRequest, "new.html", s.newView(r, f, langOf(r).T("serve.err.name")))
			return false, ""
		}
		rs, ok := s.rulesPath(f.Get("rules"))
		if !ok {
			renderPage(w, r, http.StatusBadRequest, "new.html", s.newView(r, f, langOf(r).T("serve.err.rules")))
			return false, ""
		}
		target := 0
		if t := strings.TrimSpace(f.Get("target")); t != "" {
			if target, err = strconv.Atoi(t); err != nil || target < 1 {
				renderPage(w, r, http.StatusBadRequest, "new.html", s.newView(r, f, langOf(r).T("serve.err.target")))
				return false, ""
			}
		}
		for _, k := range []string{"ns", "ew", "event", "playerN", "playerE", "playerS", "playerW"} {
			if !cleanName(f.Get(k)) {
				renderPage(w, r, http.StatusBadRequest, "new.html", s.newView(r, f, langOf(r).T(i18n.ServeBadName)))
				return false, ""
			}
		}
		opts := live.NewOptions{Rules: rs, NS: oneLine(f.Get("ns")), EW: oneLine(f.Get("ew")), Target: target,
			Dealer: f.Get("dealer"), Event: oneLine(f.Get("event")), Date: time.Now().Format("2006-01-02")}
		for i, seat := range []string{"N", "E", "S", "W"} {
			opts.Players[i] = oneLine(f.Get("player" + seat))
		}
		if err := live.New(p, opts); err != nil {
			msg := langOf(r).T("serve.not-created", pageError(err, langOf(r)))
			if errors.Is(err, fs.ErrExist) {
				msg = "A game named " + name + " exists already: choose another name."
			}
			renderPage(w, r, http.StatusConflict, "new.html", s.newView(r, f, msg))
			return false, ""
		}
		return true, s.redirect(w, r, name, "New game: "+opts.NS+" against "+opts.EW+".")
	})
}

// oneLine folds white space: a tag value is one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// nextGame is POST /g/{name}/next: the next game of the table appended
// to the same file (live.NextGame, as table's "next"): the same tags
// (teams, ruleset, target, event), the first dealer the one who would
// deal next. The form carries the number of games it was shown with, so
// two phones (or a double tap) start one game.
func (s *Server) nextGame(w http.ResponseWriter, r *http.Request) {
	s.write(w, r, func(name, p string) (bool, string) {
		games, err := strconv.Atoi(r.PostForm.Get("games"))
		if err != nil || games < 1 {
			fail(w, r, http.StatusBadRequest, langOf(r).T("serve.fail.no-games"))
			return false, ""
		}
		if r.PostForm.Get("confirm") != "1" {
			http.Redirect(w, r, "/g/"+url.PathEscape(name)+"?confirm=next", http.StatusSeeOther)
			return false, ""
		}
		err = s.change(name, p, func(g *live.Game) error { _, err := g.Next(games, true); return err })
		if err != nil {
			if errors.Is(err, live.ErrMovedOn) {
				return true, s.redirect(w, r, name, langOf(r).T("serve.msg.started"))
			}
			fail(w, r, http.StatusConflict, langOf(r).T("serve.no-next", pageError(err, langOf(r))))
			return false, ""
		}
		return true, s.redirect(w, r, name, langOf(r).T("serve.msg.next"))
	})
}

// --- one write per form ------------------------------------------------

// tokens remembers the forms already acted on (each page carries a fresh
// random token, field "t"): the same form sent twice (a double tap, a
// resubmission) gets the first one's answer, and nothing is written twice.
type tokens struct {
	mu   sync.Mutex
	m    map[string]*tokenState
	keys []string
}

type tokenState struct {
	done chan struct{}
	ok   bool
	loc  string
}

const maxTokens = 4096

func newToken() string {
	b := make([]byte, 12)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// once runs fn for the form's token unless it ran before: then, once
// that run is over, a success is answered with the same redirect; a
// failure lets fn run again (it fails the same way, or finds the game
// changed).
func (s *Server) once(w http.ResponseWriter, r *http.Request, fn func() (ok bool, loc string)) {
	tok := r.PostForm.Get("t")
	if tok == "" || len(tok) > 64 {
		fn()
		return
	}
	t := &s.tokens
	t.mu.Lock()
	if t.m == nil {
		t.m = map[string]*tokenState{}
	}
	if st, ok := t.m[tok]; ok {
		t.mu.Unlock()
		select {
		case <-st.done:
		case <-r.Context().Done():
			return
		}
		if st.ok {
			http.Redirect(w, r, st.loc, http.StatusSeeOther)
			return
		}
		fn()
		return
	}
	st := &tokenState{done: make(chan struct{})}
	t.m[tok] = st
	t.keys = append(t.keys, tok)
	if len(t.keys) > maxTokens {
		old := t.keys[0]
		t.keys = t.keys[1:]
		delete(t.m, old)
	}
	t.mu.Unlock()
	defer close(st.done)
	st.ok, st.loc = fn()
}

// tapsOf are the taps of a deal's contract, to prefill the form that
// corrects it: declarer, bid, trump and coinche (the points and the rest
// are the player's to give again). Nil for a passed deal.
func tapsOf(ds *score.DealScore) url.Values {
	if ds.AllPass || ds.Declarer < notation.North || ds.Declarer > notation.West {
		return nil
	}
	f := url.Values{"seat": {ds.Declarer.String()}}
	switch ds.Contract.Level {
	case notation.Points:
		f.Set("bid", strconv.Itoa(ds.Contract.Value))
	case notation.Capot:
		f.Set("bid", "capot")
	case notation.Match:
		f.Set("bid", "match")
	case notation.Generale:
		f.Set("bid", "generale")
	}
	for st, c := range strainChoices {
		if st == ds.Contract.Strain {
			f.Set("strain", c.Value)
		}
	}
	switch ds.Double {
	case 1:
		f.Set("coinche", "X")
	case 2:
		f.Set("coinche", "XX")
	}
	return f
}
