// Command loadbench measures coinche serve under the load of a club night
// and more: CLIENTS clients at once, each getting ENTRIES deals accepted,
// spread over GAMES games (two clients a game by default, so that half of
// the tries meet a game that moved on), over loopback. It then checks that
// every accepted deal is in its file exactly once and that every file
// checks clean, and prints entries per second and the p50/p99 latency of
// an accepted entry.
//
//	go run ./internal/serve/internal/loadbench -clients 16 -entries 100 -games 8
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"syscall"
	"time"

	"github.com/coinche/coinche/internal/serve"
	"github.com/coinche/coinche/internal/serve/internal/load"
	"github.com/coinche/coinche/score/live"
)

func main() {
	clients := flag.Int("clients", 16, "clients at once")
	entries := flag.Int("entries", 100, "deals each client gets accepted")
	games := flag.Int("games", 8, "games written to")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the run to this file")
	flag.Parse()
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	if err := run(*clients, *entries, *games); err != nil {
		fmt.Fprintln(os.Stderr, "loadbench:", err)
		os.Exit(1)
	}
}

func run(clients, entries, games int) error {
	dir, err := os.MkdirTemp("", "loadbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	var names []string
	for g := 1; g <= games; g++ {
		name := fmt.Sprintf("table-%d", g)
		names = append(names, name)
		// a target no game reaches: every entry is a deal
		if err := live.New(filepath.Join(dir, name+".coinche"), live.NewOptions{Rules: "montpellier", NS: "Alice / Chloé", EW: "Bruno / David", Target: 10_000_000}); err != nil {
			return err
		}
	}
	s, err := serve.NewServer(serve.Options{Dir: dir, Addr: "127.0.0.1:0"})
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go s.Serve(ctx, l)
	cpu0 := cpuTime()
	res := load.Run(ctx, load.Options{Base: "http://" + l.Addr().String(), Games: names, Clients: clients, Entries: entries, Seed: 1})
	cpu := cpuTime() - cpu0
	if len(res.Errs) > 0 {
		return fmt.Errorf("%d errors, the first: %v", len(res.Errs), res.Errs[0])
	}
	deals, err := load.Verify(dir, res)
	if err != nil {
		return err
	}
	n := len(res.Accepted)
	fmt.Printf("%d clients × %d entries on %d games, %s/%s, GOMAXPROCS %d\n", clients, entries, games, runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0))
	fmt.Printf("accepted %d entries (%d deals in the files, each once, every file checks clean), %d tries told the game moved on\n", n, deals, res.Conflicts)
	fmt.Printf("%.0f entries/s; latency of an accepted entry p50 %v, p99 %v, max %v\n",
		float64(n)/res.Elapsed.Seconds(), load.Percentile(res.Latencies, 50), load.Percentile(res.Latencies, 99), load.Percentile(res.Latencies, 100))
	fmt.Printf("CPU (server and clients, one process): %.2f s user+system, %.1f ms per accepted entry, %.0f entries per CPU-second\n",
		cpu.Seconds(), float64(cpu.Microseconds())/1000/float64(n), float64(n)/cpu.Seconds())
	return nil
}

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
