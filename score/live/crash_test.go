package live

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coinche/coinche/notation"
)

// The kill and concurrent-writers tests re-execute the test binary as a
// child writer, told what to do by an environment variable.
const (
	childKill   = "COINCHE_LIVE_KILL_WRITER"    // path: add and undo forever
	childWriter = "COINCHE_LIVE_ADD_WRITER"     // path,id,n: add n deals
	killDeals   = 6                             // the kill writer stays within 0..killDeals deals
	childRun    = "-test.run=^TestChildWriter$" // the helper test
)

// killEntries are the deals the kill writer adds, deal k taking entry k.
var killEntries = []string{
	"S 100H 112 belote NS",
	"E 80S failed 60",
	"pass",
	"W 90D X 100",
	"N 120C 130",
	"E 80D 90",
}

// TestChildWriter is the child process of TestKill and
// TestConcurrentWriters; run alone it does nothing.
func TestChildWriter(t *testing.T) {
	if path := os.Getenv(childKill); path != "" {
		killWriter(t, path)
		return
	}
	if spec := os.Getenv(childWriter); spec != "" {
		f := strings.Split(spec, ",")
		n, _ := strconv.Atoi(f[2])
		for i := 0; i < n; i++ {
			if err := Add(f[0], words(writerEntry(f[1], i)), io.Discard); err != nil {
				t.Fatalf("writer %s, deal %d: %v", f[1], i, err)
			}
		}
		return
	}
	t.Skip("helper process for TestKill and TestConcurrentWriters")
}

// killWriter adds and undoes deals until it is killed. It says "ready"
// on standard output once warmed up, so that the kill lands in the loop
// however slow the start (-race).
func killWriter(t *testing.T, path string) {
	if _, _, err := Next(path); err != nil { // warm up: the presets load once
		t.Fatal(err)
	}
	fmt.Println("ready")
	up := true
	for {
		n := strings.Count(string(mustRead(t, path)), "\ndeal ")
		switch {
		case n >= killDeals:
			up = false
		case n == 0:
			up = true
		case rand.IntN(4) == 0:
			up = !up
		}
		var err error
		if up {
			err = Add(path, words(killEntries[n]), io.Discard)
		} else {
			err = Undo(path, io.Discard)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// writerEntry is deal i of writer id: a made contract whose points say
// which writer and which deal it is.
func writerEntry(id string, i int) string {
	if id == "A" {
		return fmt.Sprintf("N 80H %d", 90+i)
	}
	return fmt.Sprintf("E 80S %d", 120+i)
}

// TestKill kills a writer with SIGKILL at random points, many times, and
// checks the file is always exactly one of the contents the writer goes
// through (never a mix, never empty), and that a write after the crash
// cleans up.
func TestKill(t *testing.T) {
	if testing.Short() {
		t.Skip("re-executes the test binary")
	}
	path := newGame(t, testOptions)
	// The contents with 0..killDeals deals, built by the same calls.
	start := time.Now()
	states := [][]byte{mustRead(t, path)}
	for _, e := range killEntries[:killDeals] {
		if err := Add(path, words(e), io.Discard); err != nil {
			t.Fatal(err)
		}
		states = append(states, mustRead(t, path))
	}
	for k := killDeals; k > 0; k-- {
		if err := Undo(path, io.Discard); err != nil {
			t.Fatal(err)
		}
		if got := mustRead(t, path); !bytes.Equal(got, states[k-1]) {
			t.Fatalf("undo from %d deals:\n%s\nwant\n%s", k, got, states[k-1])
		}
	}

	// One change takes op (longer under -race): kill within the first
	// few changes of each writer, at any point of one.
	op := time.Since(start) / (2 * killDeals)
	const kills = 30
	seen := map[int]int{}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < kills; i++ {
		cmd := exec.Command(os.Args[0], childRun, "-test.count=1")
		cmd.Env = append(os.Environ(), childKill+"="+path)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		ready, _ := bufio.NewReader(stdout).ReadString('\n')
		if ready != "ready\n" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("writer did not start: %q\n%s", ready, stderr.Bytes())
		}
		time.Sleep(time.Duration(rng.Int64N(int64(8 * op))))
		cmd.Process.Signal(syscall.SIGKILL)
		err = cmd.Wait()
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() {
			t.Fatalf("writer ended before the kill (%v):\n%s", err, stderr.Bytes())
		}
		got := mustRead(t, path)
		k := stateIndex(states, got)
		if k < 0 {
			t.Fatalf("kill %d: the file is none of the writer's contents:\n%s", i, got)
		}
		seen[k]++
	}
	if len(seen) < 2 {
		t.Errorf("the writer never got a change done between kills (states seen %v): the test tests nothing", seen)
	}
	t.Logf("%d kills within 8×%v (one change); deals in the file after each kill: %v", kills, op, seen)
	// The next write removes what a killed writer left.
	if err := Add(path, words("pass"), io.Discard); err != nil {
		t.Fatal(err)
	}
	assertNoTemps(t, path)
}

func stateIndex(states [][]byte, b []byte) int {
	for i, s := range states {
		if bytes.Equal(s, b) {
			return i
		}
	}
	return -1
}

// TestConcurrentWriters runs two processes that each add n deals to the
// same file at once: every deal must be there, numbered in order, none
// lost. Then the same with goroutines, each on its own lock descriptor.
func TestConcurrentWriters(t *testing.T) {
	const n = 10
	check := func(t *testing.T, path string) {
		src := mustRead(t, path)
		games, err := notation.Parse(path, src)
		if err != nil {
			t.Fatal(err)
		}
		deals := games[len(games)-1].Deals
		if len(deals) != 2*n {
			t.Fatalf("%d deals, want %d:\n%s", len(deals), 2*n, src)
		}
		for i, d := range deals {
			if d.Number != i+1 {
				t.Errorf("deal %d is numbered %d", i+1, d.Number)
			}
		}
		for _, id := range []string{"A", "B"} {
			for i := 0; i < n; i++ {
				e := words(writerEntry(id, i))
				pts := " " + e[len(e)-1]
				if c := strings.Count(string(src), pts+"\n"); c != 1 {
					t.Errorf("writer %s deal %d (%s) found %d times", id, i, pts, c)
				}
			}
		}
	}
	t.Run("processes", func(t *testing.T) {
		if testing.Short() {
			t.Skip("re-executes the test binary")
		}
		path := newGame(t, testOptions)
		var cmds []*exec.Cmd
		var outs []*bytes.Buffer
		for _, id := range []string{"A", "B"} {
			cmd := exec.Command(os.Args[0], childRun, "-test.count=1", "-test.v")
			cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s,%s,%d", childWriter, path, id, n))
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			cmds, outs = append(cmds, cmd), append(outs, &out)
		}
		for i, cmd := range cmds {
			if err := cmd.Wait(); err != nil {
				t.Fatalf("writer %d: %v\n%s", i, err, outs[i])
			}
		}
		check(t, path)
	})
	t.Run("goroutines", func(t *testing.T) {
		path := newGame(t, testOptions)
		var wg sync.WaitGroup
		errs := make(chan error, 2*n)
		for _, id := range []string{"A", "B"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; i < n; i++ {
					errs <- Add(path, words(writerEntry(id, i)), io.Discard)
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		check(t, path)
	})
}
