// Package load drives a coinche serve over HTTP as the phones of a club
// night would, many at once, and checks the game files afterwards: the
// load benchmark (internal/loadbench) and the fault test (SIGKILL during
// load) share it.
package load

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score/stream"
)

// Options of a load run.
type Options struct {
	Base    string   // the server, e.g. http://127.0.0.1:8080
	Games   []string // the games written to, clients spread over them
	Clients int      // clients at once
	Entries int      // deals each client gets accepted
	Seed    uint64
}

// Result is what a run saw. Accepted maps each accepted entry's tag
// ("s1c3-17": client 3's entry 17 of the run of seed 1, written as a comment on the deal's line)
// to its game; InFlight are the tags sent whose answer never came (the
// server died): each may be in the file once, or not at all.
type Result struct {
	Accepted  map[string]string
	InFlight  map[string]string
	Conflicts int             // 409 answers: the game moved on, retried
	Latencies []time.Duration // of the accepted entries' POSTs
	Elapsed   time.Duration
	Errs      []error
}

var nextRE = regexp.MustCompile(`name="n" value="(\d+)"`)

// Run makes every client enter its deals until each has Entries accepted,
// or ctx ends (a client whose server died stops at its first error).
func Run(ctx context.Context, o Options) *Result {
	res := &Result{Accepted: map[string]string{}, InFlight: map[string]string{}}
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := time.Now()
	tr := &http.Transport{MaxIdleConnsPerHost: o.Clients}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for c := 0; c < o.Clients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(o.Seed, uint64(c)))
			game := o.Games[c%len(o.Games)]
			next, err := nextNumber(ctx, client, o.Base, game)
			if err != nil {
				mu.Lock()
				res.Errs = append(res.Errs, err)
				mu.Unlock()
				return
			}
			for e := 0; e < o.Entries; {
				if ctx.Err() != nil {
					return
				}
				tag := fmt.Sprintf("s%dc%d-%d", o.Seed, c, e)
				entry := randomEntry(rng) + " # " + tag
				form := url.Values{"n": {strconv.Itoa(next)}, "entry": {entry}, "t": {tag + "-" + strconv.Itoa(next)}}
				mu.Lock()
				res.InFlight[tag] = game
				mu.Unlock()
				t0 := time.Now()
				code, body, err := post(ctx, client, o.Base+"/g/"+url.PathEscape(game)+"/add", form)
				if err == nil && code == http.StatusSeeOther {
					// the page redirected to says what happened: a
					// refusal has its status (409 the game moved on)
					code, body, err = follow(ctx, client, o.Base, body)
				}
				lat := time.Since(t0)
				mu.Lock()
				switch {
				case err != nil:
					res.Errs = append(res.Errs, err)
					mu.Unlock()
					return // in flight: the server may have written it
				case code == http.StatusSeeOther:
					delete(res.InFlight, tag)
					res.Accepted[tag] = game
					res.Latencies = append(res.Latencies, lat)
					e++
					next++
				case code == http.StatusConflict:
					delete(res.InFlight, tag)
					res.Conflicts++
					if m := nextRE.FindStringSubmatch(body); m != nil {
						next, _ = strconv.Atoi(m[1])
					} else {
						res.Errs = append(res.Errs, fmt.Errorf("%s: 409 without the next deal number", game))
						mu.Unlock()
						return
					}
				default:
					delete(res.InFlight, tag)
					res.Errs = append(res.Errs, fmt.Errorf("%s: entry %q: %d", game, entry, code))
					mu.Unlock()
					return
				}
				mu.Unlock()
			}
		}(c)
	}
	wg.Wait()
	res.Elapsed = time.Since(start)
	return res
}

func post(ctx context.Context, c *http.Client, u string, form url.Values) (int, string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u, strings.NewReader(form.Encode()))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := c.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if resp.StatusCode == http.StatusSeeOther {
		return resp.StatusCode, resp.Header.Get("Location"), err
	}
	return resp.StatusCode, string(b), err
}

// follow reads the page a write redirected to (loc): 303 when it says the
// write was done (200), else its status (409: the game moved on) and
// body. An error reading it is returned: the write stays in flight, for
// the redirect alone does not say whether it was done or refused (the
// server may have been killed in between, and a restarted server no
// longer knows the page's message).
func follow(ctx context.Context, c *http.Client, base, loc string) (int, string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+loc, nil)
	if err != nil {
		return 0, "", err
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	switch {
	case resp.StatusCode == http.StatusOK && bytes.Contains(b, []byte(` entered: `)):
		return http.StatusSeeOther, string(b), nil
	case resp.StatusCode == http.StatusOK:
		// the server no longer knows what the write did (restarted)
		return 0, "", fmt.Errorf("%s: the page after the entry says nothing of it", loc)
	}
	return resp.StatusCode, string(b), nil
}

func nextNumber(ctx context.Context, c *http.Client, base, game string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/g/"+url.PathEscape(game), nil)
	if err != nil {
		return 0, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	m := nextRE.FindSubmatch(b)
	if m == nil {
		return 0, fmt.Errorf("%s: %d, no next deal number", game, resp.StatusCode)
	}
	return strconv.Atoi(string(m[1]))
}

// randomEntry is a legal entry under montpellier: a pass now and then,
// else a bid of 80 to 160 in a suit, perhaps coinched, and the card points
// the declarers made.
func randomEntry(rng *rand.Rand) string {
	if rng.IntN(10) == 0 {
		return "pass"
	}
	seat := "NESW"[rng.IntN(4)]
	bid := 80 + 10*rng.IntN(9)
	suit := "SHDC"[rng.IntN(4)]
	x := ""
	if rng.IntN(8) == 0 {
		x = " X"
	}
	return fmt.Sprintf("%c %d%c%s %d", seat, bid, suit, x, rng.IntN(163))
}

// Percentile is the p-th percentile (0 to 100) of ds.
func Percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(float64(len(s)-1) * p / 100)
	return s[i]
}

var tagRE = regexp.MustCompile(`# (s\d+c\d+-\d+)`)

// checkHandler counts the problems of a file.
type checkHandler struct{ problems []string }

func (h *checkHandler) StartGame(_ *stream.Game, errs notation.ErrorList) error {
	for _, e := range errs {
		h.problems = append(h.problems, e.Error())
	}
	return nil
}
func (h *checkHandler) Deal(d *stream.Deal) error {
	for _, e := range d.Errs {
		h.problems = append(h.problems, e.Error())
	}
	return nil
}
func (h *checkHandler) EndGame(*stream.Game) error { return nil }

// Verify checks the game files of dir after a run: each parses and checks
// clean (as coinche check would), each accepted entry is in its game's file
// exactly once, each entry in flight at most once, and nothing else is
// there. It returns the number of deals found.
func Verify(dir string, res *Result) (int, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.coinche"))
	if err != nil {
		return 0, err
	}
	seen := map[string]string{}
	deals := 0
	var errs []error
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return 0, err
		}
		h := &checkHandler{}
		if err := stream.Run(bytes.NewReader(src), f, stream.Options{}, h); err != nil {
			errs = append(errs, err)
		}
		if len(h.problems) > 0 {
			errs = append(errs, fmt.Errorf("%s: %d problems, the first: %s", f, len(h.problems), h.problems[0]))
		}
		game := strings.TrimSuffix(filepath.Base(f), ".coinche")
		deals += bytes.Count(src, []byte("\ndeal "))
		for _, m := range tagRE.FindAllSubmatch(src, -1) {
			tag := string(m[1])
			if g, ok := seen[tag]; ok {
				errs = append(errs, fmt.Errorf("entry %s twice (%s and %s)", tag, g, game))
			}
			seen[tag] = game
		}
	}
	for tag, game := range res.Accepted {
		if g, ok := seen[tag]; !ok || g != game {
			errs = append(errs, fmt.Errorf("accepted entry %s not in %s", tag, game))
		}
	}
	for tag, game := range seen {
		if res.Accepted[tag] != game && res.InFlight[tag] != game {
			errs = append(errs, fmt.Errorf("entry %s in %s was never accepted", tag, game))
		}
	}
	return deals, errors.Join(errs...)
}
