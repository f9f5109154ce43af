package main

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"testing"
)

// gcNode is a live object with a pointer, as a sheet's rows are: the
// collector marks each.
type gcNode struct {
	next *gcNode
	_    [48]byte
}

var gcSink *gcNode

// TestGCChild is the child of TestGCFollowsTheWork: with the CLI's
// collector settings it holds 64 MB of live objects, then allocates 384 MB
// of garbage, and prints how many collections the garbage cost and the
// memory limit at the end.
func TestGCChild(t *testing.T) {
	if os.Getenv("COINCHE_GC_CHILD") == "" {
		t.Skip("the child of TestGCFollowsTheWork")
	}
	tuneGC()
	var live *gcNode
	for i := 0; i < 64<<20/64; i++ {
		live = &gcNode{next: live}
	}
	cycles := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(cycles)
	before := cycles[0].Value.Uint64()
	for i := 0; i < 384<<20/64; i++ {
		gcSink = &gcNode{next: gcSink}
		if i%1024 == 0 {
			gcSink = nil
		}
	}
	metrics.Read(cycles)
	runtime.KeepAlive(live)
	fmt.Printf("cycles %d limit %d\n", cycles[0].Value.Uint64()-before, debug.SetMemoryLimit(-1))
}

// TestGCFollowsTheWork: a command that holds 64 MB (a sheet of many rows)
// and allocates 384 MB more costs a few collections, not one after
// another: a fixed 30 MiB limit made the collector run back to back
// (about 70% of the CPU on an 80,000-row sheet). And GOMEMLIMIT, when
// set, is the limit.
func TestGCFollowsTheWork(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates 450 MB in a child process")
	}
	for _, tc := range []struct {
		name      string
		env       string
		maxCycles int
		limit     int64 // 0: any
	}{
		{"limit from the live heap", "", 20, 0},
		{"GOMEMLIMIT wins", "GOMEMLIMIT=3GiB", 20, 3 << 30},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestGCChild$", "-test.v")
			env := []string{"COINCHE_GC_CHILD=1"}
			for _, kv := range os.Environ() {
				if !strings.HasPrefix(kv, "GOGC=") && !strings.HasPrefix(kv, "GOMEMLIMIT=") {
					env = append(env, kv)
				}
			}
			if tc.env != "" {
				env = append(env, tc.env)
			}
			cmd.Env = env
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			var cycles int
			var limit int64
			i := strings.Index(string(out), "cycles ")
			if i < 0 {
				t.Fatalf("no figures from the child:\n%s", out)
			}
			fmt.Sscanf(string(out[i:]), "cycles %d limit %d", &cycles, &limit)
			t.Logf("%d collections, limit %d MiB", cycles, limit>>20)
			if cycles > tc.maxCycles {
				t.Errorf("%d collections for 384 MB of garbage beside 64 MB live: the collector runs back to back", cycles)
			}
			if tc.limit != 0 && limit != tc.limit {
				t.Errorf("memory limit %d, want GOMEMLIMIT's %d", limit, tc.limit)
			}
			if tc.limit == 0 && limit < 128<<20 {
				t.Errorf("memory limit %d MiB with 64 MB live: not from the work", limit>>20)
			}
		})
	}
}

// TestGCLimitFor: the limit is 30 MiB while the live heap is small, then
// twice the live heap plus 8 MiB.
func TestGCLimitFor(t *testing.T) {
	for _, tc := range []struct {
		live uint64
		want int64
	}{
		{0, 30 << 20},
		{5 << 20, 30 << 20},
		{11 << 20, 30 << 20},
		{20 << 20, 48 << 20},
		{1 << 30, 2<<30 + 8<<20},
		{^uint64(0), 2<<60 + 8<<20},
	} {
		if got := gcLimitFor(tc.live); got != tc.want {
			t.Errorf("gcLimitFor(%d) = %d, want %d", tc.live, got, tc.want)
		}
	}
}
