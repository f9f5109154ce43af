//go:build linux || darwin

package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// ptySession is coinche running in a pseudo-terminal, as a player runs it:
// what it writes is gathered, keys are sent as typed.
type ptySession struct {
	t    *testing.T
	cmd  *exec.Cmd
	tty  *os.File
	mu   sync.Mutex
	out  bytes.Buffer
	done chan struct{}
}

func startPTY(t *testing.T, bin string, args ...string) *ptySession {
	t.Helper()
	return startPTYEnv(t, nil, bin, args...)
}

// startPTYEnv is startPTY with more environment variables (LANG=…).
func startPTYEnv(t *testing.T, env []string, bin string, args ...string) *ptySession {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(append(os.Environ(), "TERM=xterm", "NO_COLOR=1", "LC_ALL=", "LC_MESSAGES="), env...)
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 100})
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	s := &ptySession{t: t, cmd: cmd, tty: tty, done: make(chan struct{})}
	go func() {
		defer close(s.done)
		buf := make([]byte, 4096)
		for {
			n, err := tty.Read(buf)
			s.mu.Lock()
			s.out.Write(buf[:n])
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() { cmd.Process.Kill(); tty.Close() })
	return s
}

// expect waits until the output holds want (10 s at most).
func (s *ptySession) expect(want string) {
	s.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		s.mu.Lock()
		got := s.out.String()
		s.mu.Unlock()
		if strings.Contains(got, want) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.t.Fatalf("the terminal never showed %q; it shows:\n%s", want, s.out.String())
}

// expectCount waits until the output holds sub n times (10 s at most).
func (s *ptySession) expectCount(sub string, n int) {
	s.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		s.mu.Lock()
		c := strings.Count(s.out.String(), sub)
		s.mu.Unlock()
		if c >= n {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	s.t.Fatalf("the terminal never showed %q %d times", sub, n)
}

func (s *ptySession) send(keys string) {
	s.t.Helper()
	if _, err := io.WriteString(s.tty, keys); err != nil {
		s.t.Fatal(err)
	}
}

// wait is the process's exit code (10 s at most).
func (s *ptySession) wait() int {
	s.t.Helper()
	exit := make(chan error, 1)
	go func() { exit <- s.cmd.Wait() }()
	select {
	case err := <-exit:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			s.t.Fatal(err)
		}
		return 0
	case <-time.After(10 * time.Second):
		s.t.Fatal("coinche table did not exit")
		return -1
	}
}

// buildCoinche builds the command once per test binary.
var buildCoinche = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "coinche-bin")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "coinche")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", errors.New(string(out))
	}
	return bin, nil
})

// TestTablePTY plays the table prompt in a pseudo-terminal, through the
// line editor: a line dropped with Ctrl-C writes nothing, an entry is
// added, an entry typed for a deal another terminal has just added is
// refused with the sheet as it now is, and Ctrl-C twice leaves with 130;
// Ctrl-D leaves with 0.
func TestTablePTY(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin, err := buildCoinche()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	game := filepath.Join(dir, "soir.coinche")
	if out, err := exec.Command(bin, "new", game, "--rules", "montpellier", "--ns", "Nous", "--ew", "Eux").CombinedOutput(); err != nil {
		t.Fatalf("new: %v\n%s", err, out)
	}

	t.Run("ctrl-c", func(t *testing.T) {
		s := startPTY(t, bin, "table", game)
		s.expect("deal 1, N deals> ")
		s.send("S 80H 1")
		s.send("\x03")
		s.expect("the line is dropped")
		if got, _ := os.ReadFile(game); bytes.Contains(got, []byte("deal 1")) {
			t.Fatalf("a dropped line was written:\n%s", got)
		}
		s.send("S 80H 100\r")
		s.expect("added deal 1 dealer N  S 80♥ 100")
		s.expect("deal 2, W deals> ")
		// Another terminal adds deal 2 while the prompt shows it.
		if out, err := exec.Command(bin, "add", game, "E", "90S", "100").CombinedOutput(); err != nil {
			t.Fatalf("add: %v\n%s", err, out)
		}
		s.send("N 80C 90\r")
		s.expect("the game moved on: expected deal 2, the next deal is now 3")
		s.expect("deal 3, S deals> ")
		s.send("\x03")
		s.expectCount("the line is dropped", 2)
		s.expectCount("deal 3, S deals> ", 2) // the prompt is back, the line editor reads keys again
		s.send("\x03")
		if code := s.wait(); code != 130 {
			t.Fatalf("exit %d after Ctrl-C twice, want 130", code)
		}
		got, _ := os.ReadFile(game)
		if strings.Count(string(got), "\ndeal ") != 2 || bytes.Contains(got, []byte("80♣")) {
			t.Fatalf("the file:\n%s", got)
		}
	})

	t.Run("ctrl-d", func(t *testing.T) {
		s := startPTY(t, bin, "table", game)
		s.expect("deal 3, S deals> ")
		s.send("\x04")
		if code := s.wait(); code != 0 {
			t.Fatalf("exit %d after Ctrl-D, want 0", code)
		}
	})
}

// TestTablePTYFrench: LANG=fr_FR.UTF-8 coinche table plays a game typed
// in French words to the winner, in a pseudo-terminal: the prompt, the
// answers and the winner are French, the file keeps the notation.
func TestTablePTYFrench(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin, err := buildCoinche()
	if err != nil {
		t.Fatal(err)
	}
	game := filepath.Join(t.TempDir(), "soir.coinche")
	if out, err := exec.Command(bin, "new", game, "--rules", "base", "--ns", "Nous", "--ew", "Eux", "--target", "300").CombinedOutput(); err != nil {
		t.Fatalf("new: %v\n%s", err, out)
	}
	s := startPTYEnv(t, []string{"LANG=fr_FR.UTF-8"}, bin, "table", game)
	s.expect("donne 1, N donne> ")
	s.send("S 80 cœur fait 100\r")
	s.expect("ajoutée : deal 1 dealer N  S 80♥ made 100")
	s.send("E 90 pique chuté 60\r")
	s.expect("chuté")
	s.expect("Gagnant : Nous")
	s.expect("partie finie")
	s.send("quitter\r")
	if code := s.wait(); code != 0 {
		t.Fatalf("exit %d after quitter, want 0", code)
	}
	got, _ := os.ReadFile(game)
	if !strings.Contains(string(got), "E 90♠ failed 60") {
		t.Fatalf("the file does not keep the notation:\n%s", got)
	}
}
