// Command appbench measures the phone app's budgets (docs/performance.md),
// run by `.ci/bench app`, never by go test: the gzip size of every file
// (the judge and the page: under 3 MB), then in headless Chromium at
// 390×844 with the CPU throttled 4× (Emulation.setCPUThrottlingRate), from
// a server on localhost, the first load to the first tap (a fresh browser
// context each run: nothing cached; under 2 s) and one entry judged and
// drawn (the entry submitted to the next frame painted; under 50 ms).
//
//	go run ./internal/app/internal/appbench [-runs 5] [-entries 30]
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	phoneapp "github.com/coinche/coinche/internal/app"
	"github.com/coinche/coinche/internal/browsertest"
)

func main() {
	runs := flag.Int("runs", 5, "cold loads measured")
	entries := flag.Int("entries", 30, "entries measured")
	rate := flag.Float64("throttle", 4, "CPU slowdown factor")
	flag.StringVar(&profileFile, "profile", "", "write the entries' JavaScript CPU profile (DevTools' .cpuprofile) to this file and print its top functions")
	flag.Parse()
	loadAvg("before")
	defer loadAvg("after")
	if err := run(*runs, *entries, *rate); err != nil {
		fmt.Fprintln(os.Stderr, "appbench:", err)
		os.Exit(1)
	}
}

// profileFile is -profile's file, "" for none.
var profileFile string

func run(runs, entries int, rate float64) error {
	files, err := phoneapp.Files()
	if err != nil {
		return err
	}
	sizes(files)
	path := browsertest.ChromiumPath()
	if path == "" {
		return fmt.Errorf("no Chromium (chromium on PATH or $COINCHE_CHROMIUM)")
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Path[1:]
		if name == "" {
			name = "index.html"
		}
		b, ok := files[name]
		if !ok {
			http.NotFound(w, r)
			return
		}
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
	}))
	defer srv.Close()
	dir, err := os.MkdirTemp("", "appbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), chromedp.ExecPath(path), chromedp.Headless,
		chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.UserDataDir(dir),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-dev-shm-usage", true))
	defer cancel()
	browser, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(browser); err != nil {
		return err
	}
	var loads []float64
	phases := map[string][]float64{}
	var tab context.Context
	closeLast := func() {}
	defer func() { closeLast() }()
	for i := 0; i < runs; i++ {
		// each load alone: the last one's tab (its service worker installing) closed
		closeLast()
		ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
		closeLast = cancel
		// the tab lives as long as the context of its first action
		if err := chromedp.Do(ctx); err != nil {
			return err
		}
		ms, marks, err := firstLoad(ctx, srv.URL, rate)
		if err != nil {
			return err
		}
		loads = append(loads, ms)
		for k, v := range marks {
			phases[k] = append(phases[k], v)
		}
		tab = ctx
	}
	fmt.Printf("first load to first tap, %d cold loads (fresh browser context), CPU throttled %gx: median %.0f ms, max %.0f ms (budget 2000 ms)\n",
		runs, rate, median(loads), loads[len(loads)-1])
	printPhases(phases)
	fmt.Printf("  the main thread's CPU time to the first tap (its own time, throttle included, the machine's load apart): median %.0f ms\n", median(phases["cpu"]))
	times, err := entryTimes(tab, entries)
	if err != nil {
		return err
	}
	fmt.Printf("one entry judged and drawn (submit to the new sheet laid out), %d entries, CPU throttled %gx: median %.1f ms, max %.1f ms (budget 50 ms)\n",
		entries, rate, median(times[0]), times[0][len(times[0])-1])
	for i, what := range []string{"the Go call (its JSON in and out)", "the judge with JSON.parse (entry:judge)",
		"the game stored (entry:store)", "the page updated (entry:draw)", "the page's style and layout after"} {
		xs := times[i+1]
		fmt.Printf("  of which %-40s median %5.1f ms, max %5.1f ms\n", what+":", median(xs), xs[len(xs)-1])
	}
	return nil
}

// sizes prints each file's size and gzip size, and the total.
func sizes(files map[string][]byte) {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	raw, gz := 0, 0
	for _, n := range names {
		var b bytes.Buffer
		w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
		w.Write(files[n])
		w.Close()
		fmt.Printf("%-22s %9d bytes  %9d gzip\n", n, len(files[n]), b.Len())
		raw, gz = raw+len(files[n]), gz+b.Len()
	}
	fmt.Printf("%-22s %9d bytes  %9d gzip (budget 3 MB = 3145728)\n", "total", raw, gz)
}

// phaseMarks are the first load's steps, as app.js marks them
// (performance.mark), each with what it measures from the previous one.
var phaseMarks = []struct{ mark, what string }{
	{"responseEnd", "the page fetched"},
	{"app.css", "app.css fetched"},
	{"wasm_exec.js", "wasm_exec.js fetched"},
	{"app.js", "app.js fetched"},
	{"app:script", "app.js begun (the judge's fetch and compile started)"},
	{"coinche.wasm", "coinche.wasm fetched"},
	{"domInteractive", "the page parsed"},
	{"app:start", "the page ready for app.js (DOMContentLoaded)"},
	{"app:compiled", "coinche.wasm compiled and instantiated"},
	{"app:main", "the Go runtime started, package init"},
	{"app:judge", "main: the API set"},
	{"app:words", "the page's words"},
	{"app:drawn", "the first page drawn"},
}

// printPhases prints the median time of each step of the first load.
func printPhases(phases map[string][]float64) {
	prev := 0.0
	for _, p := range phaseMarks {
		xs := phases[p.mark]
		if len(xs) == 0 {
			continue
		}
		at := median(xs)
		fmt.Printf("  %-14s at %6.0f ms (+%5.0f ms) %s\n", p.mark, at, at-prev, p.what)
		prev = at
	}
}

func firstLoad(ctx context.Context, url string, rate float64) (float64, map[string]float64, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateTouch, chromedp.EmulateMobile, chromedp.EmulateScale(2))); err != nil {
		return 0, nil, err
	}
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}); err != nil {
		return 0, nil, err
	}
	if _, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks}); err != nil {
		return 0, nil, err
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/"), chromedp.WaitVisible("#new-game")); err != nil {
		return 0, nil, err
	}
	// performance.now() counts from the navigation's start
	ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`window.coincheReadyAt`))
	if err != nil {
		return 0, nil, err
	}
	marks, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]float64](`Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])
	  .concat([['responseEnd', performance.getEntriesByType('navigation')[0].responseEnd],
	    ['domInteractive', performance.getEntriesByType('navigation')[0].domInteractive]])
	  .concat(performance.getEntriesByType('resource').map((r) => [r.name.split('/').pop(), r.responseEnd])))`))
	if err != nil {
		return 0, nil, err
	}
	marks["cpu"], err = cpuMs(ctx)
	return ms, marks, err
}

// entryTimes enters deals in a game with a target nobody reaches, each
// timed in the page from the submit to the new sheet laid out (a
// headless tab in the background paints no frame to wait for).
func entryTimes(ctx context.Context, n int) (times [6][]float64, err error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	const setup = `(() => {
	  const r = coincheApp.judge('create', {name: 'bench.coinche', rules: 'base', ns: 'Alice / Chloé', ew: 'Bruno / David', target: 1000000});
	  const g = coincheApp.store.add(r.text);
	  // the time spent in the judge (the Go call, JSON in and out) apart
	  const call = globalThis.coinche;
	  globalThis.coinche = (m, a) => { const t = performance.now(); const out = call(m, a); globalThis.judgeMs += performance.now() - t; return out; };
	  location.hash = g.id;
	  return true;
	})()`
	// the service worker's install (every file fetched again) done first
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.serviceWorker.ready.then(() => true)`, chromedp.EvalAwaitPromise)); err != nil {
		return times, fmt.Errorf("the service worker: %w", err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](setup)); err != nil {
		return times, fmt.Errorf("a game for the entries: %w", err)
	}
	if err := chromedp.Do(ctx, chromedp.WaitVisible("#submit")); err != nil {
		return times, fmt.Errorf("a game for the entries: %w", err)
	}
	const one = `new Promise((done) => {
	  const n = document.querySelectorAll('#rows tr[id]').length;
	  document.querySelector('#typed').value = 'S 80H made 100 belote NS';
	  globalThis.judgeMs = 0;
	  performance.clearMeasures();
	  const t0 = performance.now();
	  document.querySelector('#entry').requestSubmit();
	  if (document.querySelectorAll('#rows tr[id]').length !== n + 1) throw new Error('not entered: ' + document.querySelector('#entry-error').textContent);
	  const t1 = performance.now();
	  void document.body.offsetHeight; // the layout of the new sheet
	  const m = (name) => performance.getEntriesByName(name, 'measure').reduce((s, e) => s + e.duration, 0);
	  done([performance.now() - t0, globalThis.judgeMs, m('entry:judge'), m('entry:store'), m('entry:draw'), performance.now() - t1]);
	})`
	if profileFile != "" {
		if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
			return times, err
		}
		if _, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{}); err != nil {
			return times, err
		}
		defer func() {
			if err == nil {
				err = writeProfile(ctx)
			}
		}()
	}
	cpu0, err := cpuMs(ctx)
	if err != nil {
		return times, err
	}
	defer func() {
		if cpu1, cerr := cpuMs(ctx); cerr == nil && err == nil {
			fmt.Printf("the main thread's CPU time per entry (its own time, throttle included, the machine's load apart): %.1f ms\n", (cpu1-cpu0)/float64(n))
		}
	}()
	for i := 0; i < n; i++ {
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[[6]float64](one, chromedp.EvalAwaitPromise))
		if err != nil {
			return times, fmt.Errorf("entry %d: %w", i+1, err)
		}
		if os.Getenv("APPBENCH_EACH") != "" {
			fmt.Printf("  entry %d: %.1f ms (call %.1f, judge %.1f, store %.1f, draw %.1f, layout %.1f)\n", i+1, ms[0], ms[1], ms[2], ms[3], ms[4], ms[5])
		}
		for j := range ms {
			times[j] = append(times[j], ms[j])
		}
	}
	return times, nil
}

// writeProfile stops the profiler, writes its profile to profileFile and
// prints the functions with the most samples of their own.
func writeProfile(ctx context.Context) error {
	res, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		return err
	}
	b, err := json.Marshal(res.Profile)
	if err != nil {
		return err
	}
	if err := os.WriteFile(profileFile, b, 0o644); err != nil {
		return err
	}
	self := map[string]int{}
	names := map[int64]string{}
	for _, n := range res.Profile.Nodes {
		f := n.CallFrame
		names[n.ID] = fmt.Sprintf("%s %s:%d", f.FunctionName, f.URL[strings.LastIndex(f.URL, "/")+1:], f.LineNumber+1)
	}
	for _, id := range res.Profile.Samples {
		self[names[id]]++
	}
	top := make([]string, 0, len(self))
	for k := range self {
		top = append(top, k)
	}
	sort.Slice(top, func(i, j int) bool { return self[top[i]] > self[top[j]] })
	fmt.Printf("JavaScript CPU profile of the entries in %s, samples of their own (of %d):\n", profileFile, len(res.Profile.Samples))
	for _, k := range top[:min(15, len(top))] {
		fmt.Printf("  %6d %s\n", self[k], k)
	}
	return nil
}

// cpuMs is the main thread's time in tasks so far (Performance.getMetrics'
// TaskDuration measured in the thread's own CPU time: what the machine's
// other load does not change; Chromium's throttle spins on the thread, so
// it is in it), in milliseconds.
func cpuMs(ctx context.Context) (float64, error) {
	res, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{})
	if err != nil {
		return 0, err
	}
	for _, m := range res.Metrics {
		if m.Name == "TaskDuration" {
			return m.Value * 1000, nil
		}
	}
	return 0, fmt.Errorf("no TaskDuration metric")
}

// loadAvg prints the machine's load average (Linux): figures taken under
// load are upper bounds, not comparable with an idle machine's.
func loadAvg(when string) {
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Printf("load average %s: %s", when, b)
	}
}

// median sorts xs and returns its median.
func median(xs []float64) float64 {
	sort.Float64s(xs)
	return xs[len(xs)/2]
}
