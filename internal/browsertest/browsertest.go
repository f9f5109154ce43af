// Package browsertest starts the headless Chromium the page tests render
// in (the HTML sheets, the season page, the served pages): one place for
// how the browser is found and the flags it needs on a machine with no
// network but the package registries. Without a browser a test fails
// under CI=true (where .ci/run installs one) and skips otherwise.
package browsertest

import (
	"context"
	"os"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"
)

// ChromiumPath finds the browser: $COINCHE_CHROMIUM, else the usual names
// on PATH. Empty when there is none.
func ChromiumPath() string {
	if p := os.Getenv("COINCHE_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// New starts headless Chromium with a fresh profile for t and returns its
// context; the browser ends with the test. No browser: t fails under
// CI=true and skips otherwise.
func New(t testing.TB) context.Context {
	t.Helper()
	path := ChromiumPath()
	if path == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no Chromium found (chromium, chromium-browser or $COINCHE_CHROMIUM); .ci/run installs it with apt-get install chromium")
		}
		t.Skip("no Chromium found: install the chromium package (under CI=true this test fails instead)")
	}
	// The flags that work on a machine with no network but the package
	// registries: no background connections, no component updates.
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.UserDataDir(t.TempDir()),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	return ctx
}
