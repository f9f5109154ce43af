package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coinche/coinche/notation"
)

// TestFmtConstantMemory: `fmt` reads deal by deal. On 40,000 empty deals
// (each a syntax error; 1,000,000 of them, 12 MB, ran out of memory when
// fmt held every deal and error, about 4.4 KB a deal: here 176 MB) and on
// 40,000 deals to print, the live heap stays within a few MB of where it
// started.
func TestFmtConstantMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("formats 40,000 deals")
	}
	if os.Getenv("COINCHE_MEMORY_CHILD") == "" {
		// Measured in a process of its own: the heap of this one holds
		// what the package's other tests left running (servers,
		// browsers), which is not fmt's.
		cmd := exec.Command(os.Args[0], "-test.run", "^TestFmtConstantMemory$", "-test.v", "-test.count=1")
		cmd.Env = append(os.Environ(), "COINCHE_MEMORY_CHILD=1")
		out, err := cmd.CombinedOutput()
		t.Logf("%s", out)
		if err != nil {
			t.Fatalf("the measuring process failed: %v", err)
		}
		return
	}
	dir := t.TempDir()
	const n = 40_000
	for _, tc := range []struct {
		name, deal string
		args       []string
		code       int
	}{
		{"empty deals", "deal %d dealer %s\n", []string{"fmt"}, exitProblems},
		{"empty deals -check", "deal %d dealer %s\n", []string{"fmt", "-check"}, exitProblems},
		{"all-pass deals", "deal %d dealer %s pass\n\n", []string{"fmt"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			b.WriteString("[Event \"many\"]\n\n")
			for i := 1; i <= n; i++ {
				fmt.Fprintf(&b, tc.deal, i, "NWSE"[(i-1)%4:(i-1)%4+1])
			}
			path := filepath.Join(dir, "many.coinche")
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errOut counter
			a := &app{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut}
			peak := heapPeak(func() {
				if code := a.run(append(append([]string{"coinche"}, tc.args...), path)); code != tc.code {
					t.Errorf("exit %d, want %d", code, tc.code)
				}
			})
			if tc.code == exitProblems && errOut.lines < n {
				t.Errorf("%d lines of errors for %d bad deals", errOut.lines, n)
			}
			if tc.code == 0 && out.n < len(b.String())-10 {
				t.Errorf("wrote %d bytes of %d", out.n, len(b.String()))
			}
			t.Logf("heap grew by %.1f MB", float64(peak)/(1<<20))
			if peak > 16<<20 {
				t.Errorf("the heap grew by %d MB for a %d KB file: deals are held", peak>>20, len(b.String())>>10)
			}
		})
	}
}

// heapPeak runs f and returns how far the heap's objects grew above where
// they were before, sampled every millisecond.
func heapPeak(f func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	var peak uint64
	var wg sync.WaitGroup
	stop := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			if v := read(); v > base {
				peak = max(peak, v-base)
			}
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	f()
	close(stop)
	wg.Wait()
	return peak
}

// counter counts bytes and lines written to it.
type counter struct{ n, lines int }

func (c *counter) Write(p []byte) (int, error) {
	c.n += len(p)
	c.lines += bytes.Count(p, []byte("\n"))
	return len(p), nil
}

// TestFmtModes: the streaming fmt does what the whole-text fmt did:
// standard output is Format's text, nothing for a text with errors;
// -check says the files that are not canonical (one with only a blank line
// more at its end too) and writes nothing; -w rewrites those and never a
// file with errors.
func TestFmtModes(t *testing.T) {
	dir := t.TempDir()
	canonical, err := os.ReadFile("examples/base-friends.coinche")
	if err != nil {
		t.Fatal(err)
	}
	if out, err := notation.Format("x", canonical); err != nil || !bytes.Equal(out, canonical) {
		t.Fatal("examples/base-friends.coinche is not canonical")
	}
	loose := bytes.ReplaceAll(canonical, []byte("\n\n"), []byte("\n\n\n"))
	for _, tc := range []struct {
		name     string
		text     []byte
		canon    bool
		badInput bool
	}{
		{"canonical", canonical, true, false},
		{"loose", loose, false, false},
		{"one more blank line at the end", append(append([]byte{}, canonical...), '\n'), false, false},
		{"cut short", canonical[:len(canonical)-1], false, false},
		{"syntax error", append(append([]byte{}, canonical...), "deal 99 dealer Q\n"...), false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "game.coinche")
			if err := os.WriteFile(path, tc.text, 0o644); err != nil {
				t.Fatal(err)
			}
			want, werr := notation.Format("x", tc.text)

			stdout, _, code := runCLI(t, "", "fmt", path)
			if tc.badInput {
				if code != exitProblems || stdout != "" {
					t.Errorf("fmt on a bad text: exit %d, %d bytes written", code, len(stdout))
				}
			} else if code != 0 || werr != nil || stdout != string(want) {
				t.Errorf("fmt: exit %d, output differs from Format's: %v", code, werr)
			}
			stdin, _, code := runCLI(t, string(tc.text), "fmt", "-")
			if stdin != stdout {
				t.Errorf("fmt - wrote other text than fmt FILE (exit %d)", code)
			}

			stdout, _, code = runCLI(t, "", "fmt", "-check", path)
			if wantCode := map[bool]int{true: 0, false: exitProblems}[tc.canon]; code != wantCode {
				t.Errorf("-check: exit %d, want %d", code, wantCode)
			}
			if listed := strings.TrimSpace(stdout) == path; listed != (!tc.canon && !tc.badInput) {
				t.Errorf("-check wrote %q", stdout)
			}

			_, _, code = runCLI(t, "", "fmt", "-w", path)
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tc.badInput:
				if code != exitProblems || !bytes.Equal(got, tc.text) {
					t.Errorf("-w on a bad text: exit %d, file changed: %v", code, !bytes.Equal(got, tc.text))
				}
			case code != 0 || !bytes.Equal(got, want):
				t.Errorf("-w: exit %d, file is not Format's text", code)
			}
		})
	}
}

// TestFmtPipe: a named pipe (coinche fmt <(…)) is read once, and formatted
// as a file is, though fmt reads a file twice.
func TestFmtPipe(t *testing.T) {
	src, err := os.ReadFile("testdata/cli/lax.coinche")
	if err != nil {
		t.Fatal(err)
	}
	want, err := notation.Format("x", src)
	if err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(t.TempDir(), "pipe.coinche")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes:", err)
	}
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		f.Write(src)
		f.Close()
	}()
	stdout, stderr, code := runCLI(t, "", "fmt", fifo)
	if code != 0 || stdout != string(want) {
		t.Errorf("fmt on a pipe: exit %d, %d bytes (want %d): %s", code, len(stdout), len(want), stderr)
	}
}
