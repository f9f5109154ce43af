package serve

import (
	"bytes"
	"encoding/base64"
	"errors"
	"html/template"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	qrcode "github.com/skip2/go-qrcode"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/internal/tournament"
	"github.com/coinche/coinche/score"
	"github.com/coinche/coinche/score/render"
)

// The rounds of a tournament directory (internal/tournament): the page of
// the rounds and the standings, the pairing of the next round, the
// tables' slips and the end-of-night document.

type roundView struct {
	Title, Err, Msg, Token string
	None                   string // no tournament: what to do
	Rounds                 []roundRows
	Standings              []score.TeamStanding
	StandingsTitle         string
	Next                   int    // the round to pair, 0 when none
	Pair                   string // the button
	Slips, Evening         string // the links' words
	Cols                   standingsCols
}

// standingsCols are the standings' column headings in the reader's
// language (the catalog's, as coinche standings prints them).
type standingsCols struct{ Team, Played, Won, Diff, For string }

type roundRows struct {
	Number    int
	Title     string
	Tables    []tableRow
	Bye       string
	Standings []score.TeamStanding
	Alone     string
}

type tableRow struct {
	Label, Name, NS, EW string
}

// roundsPage is GET /rounds.
func (s *Server) roundsPage(w http.ResponseWriter, r *http.Request) {
	lang := langOf(r)
	v := roundView{Title: lang.T(i18n.RoundsTitle), Token: newToken(), Slips: lang.T(i18n.RoundsSlips), Evening: lang.T(i18n.RoundsEvening),
		Cols: standingsCols{lang.T(i18n.StandingsTeam), lang.T(i18n.StandingsPlayed), lang.T(i18n.StandingsWon), lang.T(i18n.StandingsDiff), lang.T(i18n.StandingsFor)}}
	code := http.StatusOK
	if f := s.flashOf(r, "/rounds"); f != nil {
		v.Msg, v.Err = f.msg, f.err
		if f.err != "" {
			code = f.code
		}
	}
	t, err := tournament.Load(s.dir)
	if errors.Is(err, tournament.ErrNoTournament) {
		v.None = lang.T(i18n.RoundsNone)
		renderPage(w, r, http.StatusNotFound, "rounds.html", v)
		return
	}
	if err != nil {
		log.Printf("coinche serve: %v", err)
		fail(w, r, http.StatusInternalServerError, lang.T(i18n.RoundsFailed))
		return
	}
	for _, rd := range t.Rounds {
		rr := roundRows{Number: rd.Number, Title: lang.T(i18n.RoundsRound, rd.Number), Alone: lang.T(i18n.RoundsOfRound, rd.Number)}
		if rd.Bye != "" {
			rr.Bye = lang.T(i18n.RoundsBye, rd.Bye)
		}
		for _, tb := range rd.Tables {
			rr.Tables = append(rr.Tables, tableRow{Label: lang.T(i18n.RoundsTable, tb.Number), Name: strings.TrimSuffix(tb.File, Ext), NS: tb.NS, EW: tb.EW})
		}
		if st, err := t.RoundStandings(rd.Number); err == nil {
			rr.Standings = st.Table()
		}
		v.Rounds = append(v.Rounds, rr)
	}
	if st, err := t.Standings(0); err == nil {
		v.Standings = st.Table()
		v.StandingsTitle = lang.T(i18n.RoundsStandings, len(t.Rounds))
	}
	if over, _, _ := t.Over(); over && len(t.Rounds) < t.Config.Rounds {
		v.Next = len(t.Rounds) + 1
		v.Pair = lang.T(i18n.RoundsPair, v.Next)
	}
	renderPage(w, r, code, "rounds.html", v)
}

// pairNext is POST /rounds/next: the next round paired and its files
// written (tournament.Next), once per form; the form carries the round it
// pairs, so a second phone (or a double tap) pairs one round.
func (s *Server) pairNext(w http.ResponseWriter, r *http.Request) {
	if !parseForm(w, r) {
		return
	}
	lang := langOf(r)
	s.once(w, r, func() (bool, string) {
		refuse := func(code int, msg string) (bool, string) {
			s.flashTo(w, r, "/rounds", &flash{name: "/rounds", code: code, err: msg})
			return false, ""
		}
		t, err := tournament.Load(s.dir)
		if err != nil {
			log.Printf("coinche serve: %v", err)
			return refuse(http.StatusConflict, lang.T(i18n.RoundsFailed))
		}
		if n, _ := strconv.Atoi(r.PostForm.Get("round")); n != len(t.Rounds)+1 {
			return true, s.flashTo(w, r, "/rounds", &flash{name: "/rounds"}) // paired already
		}
		rd, err := t.Next()
		var notOver []string
		switch {
		case errors.Is(err, tournament.ErrRoundNotOver):
			_, notOver, _ = t.Over()
			return refuse(http.StatusConflict, lang.T(i18n.RoundsNotOver, strings.Join(notOver, ", ")))
		case errors.Is(err, tournament.ErrAllPlayed):
			return refuse(http.StatusConflict, lang.T(i18n.RoundsAllPlayed))
		case errors.Is(err, tournament.ErrNoPairing):
			return refuse(http.StatusConflict, lang.T(i18n.RoundsNoPairing))
		case err != nil:
			log.Printf("coinche serve: %v", err)
			return refuse(http.StatusInternalServerError, lang.T(i18n.RoundsFailed))
		}
		return true, s.flashTo(w, r, "/rounds", &flash{name: "/rounds", msg: lang.T(i18n.RoundsPaired, rd.Number)})
	})
}

type slip struct {
	Label, NS, EW, URL string
	Seats              [4]string // "N Alice" …
	QR                 template.URL
}

// slipsPage is GET /rounds/{n}/slips: one slip per table of round n, A4,
// with the table's address (and the key, when there is one) as a QR code.
func (s *Server) slipsPage(w http.ResponseWriter, r *http.Request) {
	lang := langOf(r)
	n, _ := strconv.Atoi(r.PathValue("n"))
	t, err := tournament.Load(s.dir)
	if err != nil || n < 1 || n > len(t.Rounds) {
		fail(w, r, http.StatusNotFound, lang.T(i18n.RoundsNone))
		return
	}
	base := "http://" + r.Host
	var slips []slip
	for _, tb := range t.Rounds[n-1].Tables {
		name := strings.TrimSuffix(tb.File, Ext)
		u := base + "/g/" + url.PathEscape(name)
		if s.secret != "" {
			u += "?key=" + url.QueryEscape(s.secret)
		}
		sl := slip{Label: lang.T(i18n.RoundsTable, tb.Number), NS: tb.NS, EW: tb.EW, URL: u}
		if gs, err := s.readGame(name); err == nil {
			for i, seat := range []string{"N", "E", "S", "W"} {
				sl.Seats[i] = seat + " " + gs.Info.Players[i]
			}
		}
		png, err := qrcode.Encode(u, qrcode.Medium, 256)
		if err == nil {
			sl.QR = template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(png))
		}
		slips = append(slips, sl)
	}
	renderPage(w, r, http.StatusOK, "slips.html", struct {
		Title, Scan string
		Slips       []slip
	}{lang.T(i18n.RoundsRound, n) + " — " + lang.T(i18n.RoundsSlips), lang.T(i18n.RoundsScan), slips})
}

// eveningHTML is GET /evening.html: the end-of-night document, every
// game's sheet (the files in natural order) and then the standings, one
// A4 document as coinche score and coinche standings print them.
func (s *Server) eveningHTML(w http.ResponseWriter, r *http.Request) {
	doc, err := s.evening(langOf(r))
	if err != nil {
		fail(w, r, http.StatusInternalServerError, langOf(r).T("serve.fail.evening"))
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(doc)
}

// evening is the end-of-night document in language l: every game's sheet
// of the directory, then the standings, one printable HTML document.
func (s *Server) evening(l i18n.Lang) ([]byte, error) {
	var games []score.SheetGame
	st := score.NewStandings()
	for _, name := range s.gameList() {
		gs, err := s.readGame(name)
		if err != nil {
			continue
		}
		for i, g := range gs.all {
			st.Add(name+Ext+"#"+strconv.Itoa(i+1), g.info, g.names, g.sheet, g.problems)
			if g.sheet != nil {
				info := g.info
				info.File = name + Ext
				games = append(games, score.SheetGame{Info: info, Names: g.names, Sheet: g.sheet})
			}
		}
	}
	lang := render.Language(l)
	var sheets, standings bytes.Buffer
	if err := render.WriteHTML(&sheets, games, lang); err != nil {
		return nil, err
	}
	if err := render.WriteStandings(&standings, st, render.HTML, lang); err != nil {
		return nil, err
	}
	return joinDocs(sheets.Bytes(), standings.Bytes()), nil
}

// Evening writes the end-of-night document of the games of dir (every
// table's sheet, then the standings: the page /evening.html) to w, in
// language l, for `coinche round evening DIR`. Errors: dir cannot be
// served (NewServer's), or the document cannot be written.
func Evening(w io.Writer, dir string, l i18n.Lang) error {
	s, err := NewServer(Options{Dir: dir})
	if err != nil {
		return err
	}
	defer s.Close()
	doc, err := s.evening(l)
	if err != nil {
		return err
	}
	_, err = w.Write(doc)
	return err
}

// joinDocs puts the body of the HTML document b (and its style) at the end
// of the body of a, on a page of its own.
func joinDocs(a, b []byte) []byte {
	body := between(b, "<body>", "</body>")
	style := between(b, "<style>", "</style>")
	end := bytes.LastIndex(a, []byte("</body>"))
	head := bytes.Index(a, []byte("</head>"))
	if end < 0 || head < 0 || body == nil {
		return a
	}
	var out bytes.Buffer
	out.Write(a[:head])
	if style != nil {
		out.WriteString("<style>")
		out.Write(style)
		out.WriteString("</style>\n")
	}
	out.Write(a[head:end])
	out.WriteString(`<section class="standings-page" style="break-before: page">`)
	out.Write(body)
	out.WriteString("</section>\n")
	out.Write(a[end:])
	return out.Bytes()
}

func between(b []byte, open, close string) []byte {
	i := bytes.Index(b, []byte(open))
	if i < 0 {
		return nil
	}
	b = b[i+len(open):]
	j := bytes.LastIndex(b, []byte(close))
	if j < 0 {
		return nil
	}
	return b[:j]
}

// tournamentRound is the tournament's last round's number, 0 when DIR
// holds no tournament (the board shows it).
func (s *Server) tournamentRound() int {
	if _, err := os.Stat(filepath.Join(s.dir, tournament.File)); err != nil {
		return 0
	}
	t, err := tournament.Load(s.dir)
	if err != nil {
		return 0
	}
	return len(t.Rounds)
}
