package stream

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// TestInTurn checks that reports written at once come out in the order of
// the jobs, the current job's at once and the others' at their turn.
func TestInTurn(t *testing.T) {
	var out bytes.Buffer
	turns := newInTurn(&out, 3)
	w0, w1, w2 := turns.writer(0), turns.writer(1), turns.writer(2)
	w2.Write([]byte("c1 "))
	w0.Write([]byte("a1 "))
	w1.Write([]byte("b1 "))
	if out.String() != "a1 " {
		t.Fatalf("before any job ends: %q", out.String())
	}
	turns.finish(2)
	w0.Write([]byte("a2 "))
	turns.finish(0)
	w1.Write([]byte("b2 "))
	if out.String() != "a1 a2 b1 b2 " {
		t.Fatalf("in job 1's turn: %q", out.String())
	}
	turns.finish(1)
	if out.String() != "a1 a2 b1 b2 c1 " {
		t.Errorf("at the end: %q", out.String())
	}
}

// TestInOrder: jobs that end in any order, writing in several pieces,
// print as if run one after the other, and each gives back its error.
func TestInOrder(t *testing.T) {
	for _, n := range []int{0, 1, 7, 40} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			var out bytes.Buffer
			errs := InOrder(&out, n, func(i int, w io.Writer) error {
				for k := range 3 {
					fmt.Fprintf(w, "%d.%d ", i, k)
					time.Sleep(time.Duration((n-i)%3) * time.Millisecond)
				}
				if i%5 == 4 {
					return fmt.Errorf("job %d", i)
				}
				return nil
			})
			var want strings.Builder
			for i := range n {
				fmt.Fprintf(&want, "%d.0 %d.1 %d.2 ", i, i, i)
			}
			if out.String() != want.String() {
				t.Errorf("out %q\nwant %q", out.String(), want.String())
			}
			if len(errs) != n {
				t.Fatalf("%d errors for %d jobs", len(errs), n)
			}
			for i, err := range errs {
				if (i%5 == 4) != (err != nil) || (err != nil && err.Error() != fmt.Sprintf("job %d", i)) {
					t.Errorf("job %d: err %v", i, err)
				}
			}
		})
	}
}

// TestInTurnBounded: a job whose turn has not come holds at most the
// limit of its report; its writes wait, and go on once its turn comes.
func TestInTurnBounded(t *testing.T) {
	var out bytes.Buffer
	turns := newInTurn(&out, 2)
	turns.limit = 4 << 10
	chunk := bytes.Repeat([]byte("x"), 1<<10)
	wrote := make(chan int, 100)
	go func() {
		w := turns.writer(1)
		for i := range 100 {
			w.Write(chunk)
			wrote <- i
		}
		close(wrote)
	}()
	// four chunks fit in the limit; the fifth waits for the turn
	for range 4 {
		<-wrote
	}
	select {
	case i := <-wrote:
		t.Fatalf("write %d went through before job 1's turn (limit %d bytes)", i, turns.limit)
	case <-time.After(50 * time.Millisecond):
	}
	turns.mu.Lock()
	held := turns.bufs[1].Len()
	turns.mu.Unlock()
	if held > turns.limit {
		t.Errorf("job 1 holds %d bytes, limit %d", held, turns.limit)
	}
	turns.writer(0).Write([]byte("a"))
	turns.finish(0)
	n := 4
	for range wrote {
		n++
	}
	turns.finish(1)
	if n != 100 || out.Len() != 1+100<<10 || out.Bytes()[0] != 'a' {
		t.Errorf("%d writes, %d bytes out", n, out.Len())
	}
}
