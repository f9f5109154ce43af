package serve

import (
	"net/http"
	"net/url"
	"sync"
	"unicode"
)

// flash is what the game page says after a write, kept by the server and
// named in the address by a random id (?r=ID): a success's message, or a
// refusal's error with the form as sent (Post/Redirect/Get: the page after
// a refusal is a GET of the game page, which reloads and refreshes like
// any other). Nothing the page says comes from the address itself.
type flash struct {
	name string     // the game
	code int        // the status of the page drawn (409, 422 after a refusal)
	msg  string     // a success
	err  string     // a refusal
	form url.Values // the refused form, shown again
	edit int        // the deal being corrected, 0 when none
}

// flashes holds the latest flashes, oldest dropped first.
type flashes struct {
	mu   sync.Mutex
	m    map[string]*flash
	keys []string
}

const maxFlashes = 4096

// putFlash keeps f and returns its id.
func (s *Server) putFlash(f *flash) string {
	id := newToken()
	fl := &s.flashes
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.m == nil {
		fl.m = map[string]*flash{}
	}
	fl.m[id] = f
	fl.keys = append(fl.keys, id)
	if len(fl.keys) > maxFlashes {
		delete(fl.m, fl.keys[0])
		fl.keys = fl.keys[1:]
	}
	return id
}

// flashOf is the flash the request names for game name, nil when none.
func (s *Server) flashOf(r *http.Request, name string) *flash {
	id := r.URL.Query().Get("r")
	if id == "" {
		return nil
	}
	fl := &s.flashes
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if f := fl.m[id]; f != nil && f.name == name {
		return f
	}
	return nil
}

// flashTo answers a write with 303 to the game page (or its text page)
// showing f.
func (s *Server) flashTo(w http.ResponseWriter, r *http.Request, page string, f *flash) string {
	loc := page + "?r=" + s.putFlash(f)
	s.watch.check()
	http.Redirect(w, r, loc, http.StatusSeeOther)
	return loc
}

// cleanName reports whether a name typed for a team, a player or an event
// holds no control character and no character that changes the text's
// direction (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) or is
// otherwise invisible formatting (Unicode category Cf), except the zero
// width joiners of emoji and scripts (U+200C, U+200D): "‮evil" must not
// show as "live".
func cleanName(s string) bool {
	for _, r := range s {
		if r == '\u200c' || r == '\u200d' {
			continue
		}
		if unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) || r == '\ufffd' {
			return false
		}
	}
	return true
}
