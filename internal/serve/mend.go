package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/coinche/coinche/internal/atomicfile"
	"github.com/coinche/coinche/internal/i18n"
)

// textView is the page of a game file's text, to mend it from a phone.
type textView struct {
	Title, Name, Text, Rev, Token string
	Problems                      []string
	Err, Help, Save, Cancel       string
	TooBig                        bool // over what a form may carry: no form
}

// textRev names a text: the text page carries it, and a save is refused
// when the file's bytes are no longer those.
func textRev(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:12])
}

// textPage is GET /g/{name}/text: the file's text in a text area, with
// its problems at their lines, and a button to save it.
func (s *Server) textPage(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	p, err := s.gamePath(name, true)
	if err != nil {
		nameError(w, r, err)
		return
	}
	src, err := os.ReadFile(p)
	if err != nil {
		nameError(w, r, err)
		return
	}
	lang := langOf(r)
	v := textView{Title: lang.T(i18n.ServeMendTitle, name+Ext), Name: name, Text: string(src), Rev: textRev(src), Token: newToken(),
		Help: lang.T(i18n.ServeMendHelp), Save: lang.T(i18n.ServeMendSave), Cancel: lang.T(i18n.ServeCancel)}
	if len(src) > MaxBody/3 { // a form's body is percent-encoded
		v.TooBig, v.Text, v.Err = true, "", lang.T(i18n.ServeMendTooBig)
	}
	if gv, err := s.view(r, name); err == nil {
		v.Problems = gv.Problems
	}
	code := http.StatusOK
	if f := s.flashOf(r, name); f != nil && f.err != "" {
		v.Err, code = f.err, f.code
	}
	renderPage(w, r, code, "text.html", v)
}

// errTextMoved is a save of a text the file no longer holds.
var errTextMoved = errors.New("the file changed")

// saveText is POST /g/{name}/text: the text replaces the file whole
// (under its lock, atomically) when the file still holds the text the
// page was shown (rev); else nothing is written and the page shows the
// text as it is now (409). The text is written as typed, problems and
// all: the page then shows what is left to mend.
func (s *Server) saveText(w http.ResponseWriter, r *http.Request) {
	s.write(w, r, func(name, p string) (bool, string) {
		text := strings.ReplaceAll(r.PostForm.Get("text"), "\r\n", "\n")
		if text != "" && !strings.HasSuffix(text, "\n") {
			text += "\n"
		}
		rev := r.PostForm.Get("rev")
		err := atomicfile.Update(p, func(old []byte) ([]byte, error) {
			if rev == "" || textRev(old) != rev {
				return nil, errTextMoved
			}
			return []byte(text), nil
		})
		page := "/g/" + url.PathEscape(name)
		if err != nil {
			msg := langOf(r).T(i18n.ServeMendMoved)
			if !errors.Is(err, errTextMoved) {
				msg = pageError(err, langOf(r))
			}
			s.flashTo(w, r, page+"/text", &flash{name: name, code: http.StatusConflict, err: msg})
			return false, ""
		}
		return true, s.flashTo(w, r, page, &flash{name: name, msg: langOf(r).T(i18n.ServeMendSaved)})
	})
}
