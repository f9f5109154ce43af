// Command scaling shows that coinche's commands take time and memory
// linear in their input (issue 20, "Memory and time bounded by the
// input's size"): it makes inputs of growing size, runs `fmt`, `check`
// and `score` in every format on each as a separate process, and prints
// each run's wall time, CPU time (user + system) and peak RSS (the
// kernel's maxrss of the child) with the CPU time per unit of input, which
// stays flat when the cost is linear. It loads house-rules TOML files of
// growing size the same way, in a child process of its own.
//
// Run it by hand (it is not a test; figures on a shared machine are
// noisy, so it prints the load average before and after):
//
//	go build -o /tmp/coinche . && go run ./internal/scaling -bin /tmp/coinche
//	go run ./internal/scaling -bin /tmp/coinche -max 10   # up to 10 MB / 100,000 deals
//
// docs/performance.md ("Linear in the input") has a run's figures.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/coinche/coinche/rules/rulesfile"
)

func main() {
	bin := flag.String("bin", "", "the coinche binary to measure (required)")
	maxMB := flag.Int("max", 100, "the largest input: MB of full deals, and 10,000 × max one-line deals")
	only := flag.String("only", "", "run only the inputs whose name contains this")
	tomlChild := flag.String("toml-child", "", "internal: load a TOML input of this kind and size")
	flag.Parse()
	if *tomlChild != "" {
		os.Exit(tomlLoad(*tomlChild))
	}
	if *bin == "" {
		fmt.Fprintln(os.Stderr, "scaling: -bin /path/to/coinche is required (go build -o /tmp/coinche .)")
		os.Exit(2)
	}
	dir, err := os.MkdirTemp("", "coinche-scaling-")
	if err != nil {
		fatal(err)
	}
	defer os.RemoveAll(dir)

	fmt.Printf("# scaling, %s, %s, %d CPUs, load average %s\n\n", time.Now().UTC().Format("2006-01-02 15:04 MST"), runtime.Version(), runtime.NumCPU(), loadavg())
	fmt.Println("| input | size | deals | command | wall s | CPU s | peak RSS MiB | CPU µs/deal | CPU s/100 MB |")
	fmt.Println("|---|---:|---:|---|---:|---:|---:|---:|---:|")

	steps := []int{*maxMB / 100, *maxMB / 10, *maxMB}
	if *only == "" || strings.Contains("toml", *only) {
		self, err := os.Executable()
		if err != nil {
			fatal(err)
		}
		// Files of errors (a ConfigError each, with its message) and long
		// arrays (a position kept for each element) cost more per byte:
		// they go to a tenth of the size.
		for _, kind := range []string{"comments", "arrays", "unknown-keys"} {
			for _, mb := range steps {
				kb := mb << 10
				if kind != "comments" {
					kb /= 10
				}
				if kb < 1 {
					continue
				}
				run("toml "+kind, int64(kb)<<10, 0, "rulesfile.Load", self, []string{"-toml-child", kind + ":" + strconv.Itoa(kb)}, nil)
			}
		}
	}
	for _, in := range inputs(*bin, dir) {
		if *only != "" && !strings.Contains(in.name, *only) {
			continue
		}
		for _, mb := range steps {
			if mb < 1 {
				continue
			}
			path, deals, size := in.make(mb)
			for _, c := range in.commands {
				args := append(append([]string{}, c...), path)
				run(in.name, size, deals, strings.Join(c, " "), *bin, args, nil)
			}
			if in.stdin {
				f, err := os.Open(path)
				if err != nil {
					fatal(err)
				}
				run(in.name, size, deals, "check -", *bin, []string{"check", "-"}, f)
				f.Close()
			}
			os.Remove(path)
		}
	}
	fmt.Printf("\nload average after: %s\n", loadavg())
}

// input is a kind of game file, made at a size, and the commands run on
// it.
type input struct {
	name     string
	make     func(mb int) (path string, deals int, size int64)
	commands [][]string
	stdin    bool // also `check -`
}

func inputs(bin, dir string) []input {
	scores := [][]string{}
	for _, f := range []string{"table", "markdown", "csv", "json", "html"} {
		scores = append(scores, []string{"score", "--force", "--format", f})
	}
	oneLine := func(name, format string) func(mb int) (string, int, int64) {
		return func(mb int) (string, int, int64) {
			n := mb * 10_000
			path := filepath.Join(dir, fmt.Sprintf("%s-%d.coinche", name, n))
			f, err := os.Create(path)
			if err != nil {
				fatal(err)
			}
			w := newBuf(f)
			w.WriteString("[Event \"scaling\"]\n[Rules \"base\"]\n\n")
			for i := 1; i <= n; i++ {
				fmt.Fprintf(w, format, i, "NWSE"[(i-1)%4:(i-1)%4+1])
			}
			w.flush()
			return path, n, size(path)
		}
	}
	full := func(mb int) (string, int, int64) {
		// One generated megabyte of full deals, repeated: each copy is
		// whole games, so the file is as valid as the first.
		seed := filepath.Join(dir, "full-seed.coinche")
		if _, err := os.Stat(seed); err != nil {
			out, err := exec.Command(bin, "deal", "--rules", "montpellier", "--games", "145", "--seed", "1").Output()
			if err != nil {
				fatal(fmt.Errorf("coinche deal: %w", err))
			}
			if err := os.WriteFile(seed, out, 0o644); err != nil {
				fatal(err)
			}
		}
		one, err := os.ReadFile(seed)
		if err != nil {
			fatal(err)
		}
		perCopy := bytes.Count(one, []byte("\ndeal ")) + bytes.Count(one[:min(len(one), 5)], []byte("deal "))
		copies := max(1, (mb<<20)/len(one))
		path := filepath.Join(dir, fmt.Sprintf("full-%dMB.coinche", mb))
		f, err := os.Create(path)
		if err != nil {
			fatal(err)
		}
		w := newBuf(f)
		for i := 0; i < copies; i++ {
			if i > 0 {
				w.WriteString("\n")
			}
			w.Write(one)
		}
		w.flush()
		return path, copies * perCopy, size(path)
	}
	both := append([][]string{{"fmt"}, {"check"}}, scores...)
	return []input{
		{name: "empty deals", make: oneLine("empty", "deal %d dealer %s\n"), commands: [][]string{{"fmt"}, {"check"}}},
		{name: "full deals", make: full, commands: both, stdin: true},
		{name: "all-pass deals", make: oneLine("allpass", "deal %d dealer %s pass\n"), commands: both, stdin: true},
	}
}

// run runs one command and prints its row.
func run(name string, size int64, deals int, label, bin string, args []string, stdin io.Reader) {
	cmd := exec.Command(bin, args...)
	cmd.Stdin = stdin
	cmd.Stdout = io.Discard
	var stderr bytes.Buffer
	cmd.Stderr = &limited{w: &stderr, n: 4096}
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	st := cmd.ProcessState
	if st == nil {
		fatal(fmt.Errorf("%s %v: %v", bin, args, err))
	}
	if code := st.ExitCode(); code != 0 && code != 1 {
		fmt.Fprintf(os.Stderr, "%s %v: exit %d: %s\n", filepath.Base(bin), args, code, stderr.String())
	}
	cpu := st.UserTime() + st.SystemTime()
	rss := 0.0
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
		rss = float64(ru.Maxrss) / 1024 // KiB on Linux
	}
	perDeal, per100 := "", ""
	if deals > 0 {
		perDeal = fmt.Sprintf("%.2f", float64(cpu.Microseconds())/float64(deals))
	}
	if size > 0 {
		per100 = fmt.Sprintf("%.2f", cpu.Seconds()*float64(100<<20)/float64(size))
	}
	fmt.Printf("| %s | %s | %s | %s | %.2f | %.2f | %.1f | %s | %s |\n", name, mb(size), count(deals), label, wall.Seconds(), cpu.Seconds(), rss, perDeal, per100)
}

// tomlLoad makes a TOML text of kind:KB and loads it (the child of a
// toml row). comments: a valid file that is mostly comments; arrays: one
// long array (of an unknown key: one error); unknown-keys: one unknown
// key a line, each reported with its line.
func tomlLoad(spec string) int {
	kind, kbs, _ := strings.Cut(spec, ":")
	n, _ := strconv.Atoi(kbs)
	target := n << 10
	var b strings.Builder
	b.Grow(target + 64)
	b.WriteString("extends = \"montpellier\"\n")
	switch kind {
	case "comments":
		for b.Len() < target {
			b.WriteString("# a house rule explained at length, line after line, [and] {more} \"\n")
		}
		b.WriteString("[game]\ntarget = 1000\n")
	case "arrays":
		b.WriteString("notes = [")
		for i := 0; b.Len() < target; i++ {
			b.WriteString(strconv.Itoa(i))
			b.WriteString(", ")
		}
		b.WriteString("0]\n")
	case "unknown-keys":
		for i := 0; b.Len() < target; i++ {
			fmt.Fprintf(&b, "unknown_%d = %d\n", i, i)
		}
	default:
		fmt.Fprintln(os.Stderr, "unknown kind", kind)
		return 2
	}
	_, err := rulesfile.Load("big.toml", []byte(b.String()))
	if kind == "comments" && err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	return 0
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

func size(path string) int64 {
	fi, err := os.Stat(path)
	if err != nil {
		fatal(err)
	}
	return fi.Size()
}

func mb(n int64) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
}

func count(n int) string {
	if n == 0 {
		return ""
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "scaling:", err)
	os.Exit(2)
}

// buf is a buffered file writer that dies on error.
type buf struct {
	f *os.File
	b []byte
}

func newBuf(f *os.File) *buf { return &buf{f: f, b: make([]byte, 0, 1<<20)} }

func (w *buf) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	if len(w.b) >= 1<<20 {
		if _, err := w.f.Write(w.b); err != nil {
			fatal(err)
		}
		w.b = w.b[:0]
	}
	return len(p), nil
}

func (w *buf) WriteString(s string) { w.Write([]byte(s)) }

func (w *buf) flush() {
	if _, err := w.f.Write(w.b); err != nil {
		fatal(err)
	}
	if err := w.f.Close(); err != nil {
		fatal(err)
	}
}

// limited keeps the first n bytes written to it.
type limited struct {
	w io.Writer
	n int
}

func (l *limited) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(l.n, len(p))
		l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}
