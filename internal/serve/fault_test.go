package serve

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coinche/coinche/internal/serve/internal/load"
	"github.com/coinche/coinche/score/live"
)

// childEnv makes the test binary a server (TestMain): the fault test runs
// the server in a subprocess it can SIGKILL.
const childEnv = "COINCHE_SERVE_CHILD_DIR"

func TestMain(m *testing.M) {
	if dir := os.Getenv(childEnv); dir != "" {
		if err := Run(context.Background(), Options{Dir: dir, Addr: "127.0.0.1:0"}, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

var urlRE = regexp.MustCompile(`games: (http://\S+)/`)

// startChild starts the server in a subprocess on dir and returns its
// base URL.
func startChild(t *testing.T, dir string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if m := urlRE.FindStringSubmatch(sc.Text()); m != nil {
			go io.Copy(io.Discard, out)
			return cmd, m[1]
		}
	}
	t.Fatal("the server printed no address")
	return nil, ""
}

// TestKilledDuringLoad: the server SIGKILLed while clients enter deals,
// three times: every file parses and checks clean, every accepted deal is
// there once, a deal in flight at most once, no partial deal; restarted,
// the server serves the same games.
func TestKilledDuringLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("starts servers in subprocesses")
	}
	dir := t.TempDir()
	var names []string
	for g := 1; g <= 4; g++ {
		name := fmt.Sprintf("table-%d", g)
		names = append(names, name)
		if err := live.New(filepath.Join(dir, name+Ext), live.NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Target: 10_000_000}); err != nil {
			t.Fatal(err)
		}
	}
	all := &load.Result{Accepted: map[string]string{}, InFlight: map[string]string{}}
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 3; round++ {
		before := dealsIn(dir)
		cmd, base := startChild(t, dir)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan *load.Result)
		go func() {
			done <- load.Run(ctx, load.Options{Base: base, Games: names, Clients: 8, Entries: 1000, Seed: uint64(round + 10)})
		}()
		time.Sleep(time.Duration(300+rng.IntN(500)) * time.Millisecond)
		// on a loaded machine, wait for a few deals before the kill
		for wait := time.Now().Add(10 * time.Second); dealsIn(dir) < before+5 && time.Now().Before(wait); {
			time.Sleep(20 * time.Millisecond)
		}
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()
		cancel()
		res := <-done
		// the tags name the round's seed: s10c3-17
		for tag, g := range res.Accepted {
			all.Accepted[tag] = g
		}
		for tag, g := range res.InFlight {
			all.InFlight[tag] = g
		}
		t.Logf("round %d: %d accepted, %d in flight when killed", round+1, len(res.Accepted), len(res.InFlight))
		if len(res.Accepted) == 0 {
			t.Fatalf("round %d: nothing accepted before the kill", round+1)
		}
		deals, err := load.Verify(dir, all)
		if err != nil {
			t.Fatalf("after kill %d: %v", round+1, err)
		}
		// restarted, it serves the same games
		_, base = startChild(t, dir)
		resp, err := http.Get(base + "/")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		for _, n := range names {
			if !strings.Contains(string(body), "/g/"+n+`"`) {
				t.Errorf("restarted: %s not listed", n)
			}
		}
		served := 0
		for _, n := range names {
			resp, err := http.Get(base + "/g/" + n)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			served += strings.Count(string(b), `<tr class="deal`)
		}
		if served != deals {
			t.Errorf("restarted: the pages show %d deals, the files hold %d", served, deals)
		}
	}
}

// dealsIn counts the deals of the game files of dir.
func dealsIn(dir string) int {
	files, _ := filepath.Glob(filepath.Join(dir, "*"+Ext))
	n := 0
	for _, f := range files {
		b, _ := os.ReadFile(f)
		n += strings.Count(string(b), "\ndeal ")
	}
	return n
}
