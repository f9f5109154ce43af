package browsertest

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Run runs the steps in ctx and fails t with what when one fails.
func Run(t testing.TB, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// Eval is the value of the JavaScript expression expr (a promise is
// awaited); it fails t when expr throws.
func Eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAsValue, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// WaitFor waits until the JavaScript predicate pred holds in a loaded
// page, across page loads, and fails t with the page's text when it does
// not within the time given.
func WaitFor(t testing.TB, ctx context.Context, what, pred string, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	var last error
	for time.Now().Before(deadline) {
		c, cancel := context.WithTimeout(ctx, time.Until(deadline))
		ok, err := chromedp.Run(c, chromedp.Evaluate[bool](`document.readyState === "complete" && !!(`+pred+")"))
		cancel()
		if err == nil && ok {
			return
		}
		last = err
		time.Sleep(20 * time.Millisecond)
	}
	body, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText : ""`))
	t.Fatalf("%s: not within %v (%v)\npage: %s", what, within, last, body)
}
