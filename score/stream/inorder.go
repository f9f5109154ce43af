package stream

import (
	"bytes"
	"io"
	"runtime"
	"sync"
)

// InOrder runs job(i, w) for each i from 0 to n-1, up to one per core at
// a time, started in the order of i, each writing its report to its own
// w; the reports reach out in the order of i: the report of the job whose
// turn it is goes straight out as it is written, the others wait in
// memory for their turn, at most waitingLimit bytes each: a job that
// would hold more waits in its Write until its turn comes. So `coinche
// check` checks its files at once and prints as a sequential run would,
// and no file's report is held whole, the current one's or a later one's
// (that of one endless game with a problem every 15 deals was 43 MB). It
// returns each job's error, by i. Writes to out are not concurrent.
func InOrder(out io.Writer, n int, job func(i int, w io.Writer) error) []error {
	turns := newInTurn(out, n)
	errs := make([]error, n)
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i := range n {
		sem <- struct{}{} // in order: the earlier files first
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			errs[i] = job(i, turns.writer(i))
			turns.finish(i)
		}()
	}
	wg.Wait()
	return errs
}

// inTurn writes the reports of jobs run at once in the order of the jobs
// (InOrder).
type inTurn struct {
	mu    sync.Mutex
	moved sync.Cond // the turn moved on
	limit int       // the most a waiting job holds (waitingLimit)
	out   io.Writer
	turn  int            // the job being written out
	bufs  []bytes.Buffer // what the jobs after it wrote so far
	done  []bool
}

// waitingLimit is the most bytes of report a job holds while it waits for
// its turn (InOrder).
const waitingLimit = 1 << 20

func newInTurn(out io.Writer, n int) *inTurn {
	t := &inTurn{out: out, limit: waitingLimit, bufs: make([]bytes.Buffer, n), done: make([]bool, n)}
	t.moved.L = &t.mu
	return t
}

// writer is job i's.
func (t *inTurn) writer(i int) io.Writer { return turnWriter{t, i} }

type turnWriter struct {
	t *inTurn
	i int
}

func (w turnWriter) Write(p []byte) (int, error) {
	t := w.t
	t.mu.Lock()
	defer t.mu.Unlock()
	// The job whose turn it is never waits, and every job before it has
	// ended: a waiting job always gets its turn.
	for t.turn != w.i && t.bufs[w.i].Len() > 0 && t.bufs[w.i].Len()+len(p) > t.limit {
		t.moved.Wait()
	}
	if t.turn == w.i {
		return t.out.Write(p)
	}
	return t.bufs[w.i].Write(p)
}

// finish marks job i done and passes the turn on, writing out what the
// next jobs wrote while they waited.
func (t *inTurn) finish(i int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.done[i] = true
	defer t.moved.Broadcast()
	for t.turn < len(t.done) && t.done[t.turn] {
		t.turn++
		if t.turn < len(t.bufs) {
			t.out.Write(t.bufs[t.turn].Bytes())
			t.bufs[t.turn] = bytes.Buffer{}
		}
	}
}
