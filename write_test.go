package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coinche/coinche/internal/atomicfile"
)

// The fault tests of the commands that write a game file: they run in a
// temporary directory.

// laxGame copies testdata/cli/lax.coinche (not canonical: fmt -w changes
// it) to a temporary directory.
func laxGame(t *testing.T) (path string, src []byte) {
	t.Helper()
	src, err := os.ReadFile("testdata/cli/lax.coinche")
	if err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(t.TempDir(), "lax.coinche")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, src
}

// TestFmtWriteWaitsForLock: fmt -w takes the lock every writer of a game
// file takes: while another writer holds it, fmt -w writes nothing (and
// says who holds it); then it formats the file as that writer left it,
// its change included.
func TestFmtWriteWaitsForLock(t *testing.T) {
	defer func(p time.Duration) { atomicfile.Patience = p }(atomicfile.Patience)
	atomicfile.Patience = 50 * time.Millisecond
	path, src := laxGame(t)
	var errOut bytes.Buffer
	defer func(w io.Writer) { atomicfile.Notice = w }(atomicfile.Notice)
	atomicfile.Notice = &errOut

	done := make(chan int)
	err := atomicfile.WithLock(path, func() error {
		go func() {
			_, _, code := runCLI(t, "", "fmt", "-w", path)
			done <- code
		}()
		time.Sleep(300 * time.Millisecond)
		cur, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if !bytes.Equal(cur, src) {
			t.Errorf("fmt -w wrote while another writer held the lock:\n%s", cur)
		}
		// the other writer's change: a deal added
		return atomicfile.Replace(path, append(cur, "deal 3 dealer s  e 80s failed 60\n"...))
	})
	if err != nil {
		t.Fatal(err)
	}
	if code := <-done; code != 0 {
		t.Fatalf("fmt -w: exit %d", code)
	}
	got, _ := os.ReadFile(path)
	if !strings.Contains(string(got), "deal 3 dealer S  E 80♠ failed 60") {
		t.Errorf("the deal added while fmt -w waited is lost:\n%s", got)
	}
	if _, _, code := runCLI(t, "", "fmt", "-check", path); code != 0 {
		t.Errorf("not canonical after fmt -w:\n%s", got)
	}
	if !strings.Contains(errOut.String(), "waiting for another writer (pid ") {
		t.Errorf("no word of the wait: %q", errOut.String())
	}
}

// cliChild is the environment variable that makes TestCLIChild run the
// command line it holds (arguments separated by \x1f) as the coinche
// command would, and exit with its code: the fault tests run writers as
// separate processes, as two terminals would.
const cliChild = "COINCHE_CLI_CHILD"

// TestCLIChild is the child process of the fault tests; run alone it
// does nothing.
func TestCLIChild(t *testing.T) {
	args := os.Getenv(cliChild)
	if args == "" {
		t.Skip("helper process of TestFmtWriteAndAdd")
	}
	a := &app{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}
	os.Exit(a.run(append([]string{"coinche"}, strings.Split(args, "\x1f")...)))
}

// child is the coinche command line args run in a child process.
func child(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestCLIChild$")
	cmd.Env = append(os.Environ(), cliChild+"="+strings.Join(args, "\x1f"))
	return cmd
}

// TestFmtWriteAndAdd runs fmt -w and add at the same time, in two
// processes, again and again: add's deal is never lost to fmt -w's copy
// of the file.
func TestFmtWriteAndAdd(t *testing.T) {
	rounds := 12
	if testing.Short() {
		rounds = 4
	}
	for round := 0; round < rounds; round++ {
		path, _ := laxGame(t)
		add := child("add", path, "E", "80S", "failed", "60")
		fmtW := child("fmt", "-w", path)
		var addOut, fmtOut bytes.Buffer
		add.Stdout, add.Stderr = &addOut, &addOut
		fmtW.Stdout, fmtW.Stderr = &fmtOut, &fmtOut
		if err := add.Start(); err != nil {
			t.Fatal(err)
		}
		if err := fmtW.Start(); err != nil {
			t.Fatal(err)
		}
		aerr, ferr := add.Wait(), fmtW.Wait()
		if aerr != nil || ferr != nil {
			t.Fatalf("round %d: add: %v\n%s\nfmt -w: %v\n%s", round, aerr, addOut.Bytes(), ferr, fmtOut.Bytes())
		}
		got, _ := os.ReadFile(path)
		if !strings.Contains(addOut.String(), "added deal 3") || !strings.Contains(string(got), "deal 3 dealer") {
			t.Fatalf("round %d: add said\n%s\nbut the file holds\n%s", round, addOut.Bytes(), got)
		}
	}
}

// TestFmtWriteReadOnly: fmt -w leaves a read-only file as it is, exit 2,
// and says the file is not changed.
func TestFmtWriteReadOnly(t *testing.T) {
	path, src := laxGame(t)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := runCLI(t, "", "fmt", "-w", path)
	if code != 2 || !strings.Contains(errOut, "not changed") || !strings.Contains(errOut, "read-only") {
		t.Errorf("exit %d, stderr %q; want 2 and a read-only refusal", code, errOut)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, src) {
		t.Errorf("the read-only file was written:\n%s", got)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o444 {
		t.Errorf("mode %v, want 0444", st.Mode().Perm())
	}
}

// fullWriter fails as a full disk does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestAddStdoutFull: add whose report cannot be written (standard output
// on a full disk: /dev/full where there is one) exits 2 and says that the
// deal is in the file, so that it is not added twice.
func TestAddStdoutFull(t *testing.T) {
	path, _ := laxGame(t)
	var stdout io.Writer = fullWriter{}
	if f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0); err == nil {
		defer f.Close()
		stdout = f
	}
	var errOut bytes.Buffer
	a := &app{stdin: strings.NewReader(""), stdout: stdout, stderr: &errOut}
	code := a.run([]string{"coinche", "add", path, "E", "80S", "failed", "60"})
	if code != 2 || !strings.Contains(errOut.String(), "the change is written (do not make it again)") {
		t.Errorf("exit %d, stderr %q; want 2 and word that the change is written", code, errOut.String())
	}
	if got, _ := os.ReadFile(path); !strings.Contains(string(got), "deal 3 dealer") {
		t.Errorf("the deal is not in the file:\n%s", got)
	}
}

// TestLoneCRFile: a game file whose lines end with CR alone (old Mac OS)
// is checked and scored as the same file with LF line ends: nothing is
// silently left unread.
func TestLoneCRFile(t *testing.T) {
	src, err := os.ReadFile("examples/club-night-montpellier.coinche")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	lf, cr := filepath.Join(dir, "lf.coinche"), filepath.Join(dir, "cr.coinche")
	os.WriteFile(lf, src, 0o644)
	os.WriteFile(cr, bytes.ReplaceAll(src, []byte("\n"), []byte("\r")), 0o644)
	for _, args := range [][]string{{"check"}, {"score"}, {"score", "--format", "csv"}, {"standings"}, {"fmt"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			wantOut, wantErr, wantCode := runCLI(t, "", append(args, lf)...)
			gotOut, gotErr, gotCode := runCLI(t, "", append(args, cr)...)
			gotOut, gotErr = strings.ReplaceAll(gotOut, "cr.coinche", "lf.coinche"), strings.ReplaceAll(gotErr, "cr.coinche", "lf.coinche")
			if gotOut != wantOut || gotErr != wantErr || gotCode != wantCode {
				t.Errorf("CR file: exit %d\n%s%s\nLF file: exit %d\n%s%s", gotCode, gotOut, gotErr, wantCode, wantOut, wantErr)
			}
		})
	}
}
