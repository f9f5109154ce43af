package live

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestAddAtUndoAt(t *testing.T) {
	p := filepath.Join(t.TempDir(), "g.coinche")
	if err := New(p, NewOptions{Rules: "montpellier"}); err != nil {
		t.Fatal(err)
	}
	count := func() int {
		b, _ := os.ReadFile(p)
		return strings.Count(string(b), "\ndeal ")
	}
	steps := []struct {
		name  string
		do    func() error
		moved bool
		deals int
	}{
		{"add 1", func() error { return AddAt(p, 1, []string{"S", "80H", "100"}, io.Discard) }, false, 1},
		{"add 1 again", func() error { return AddAt(p, 1, []string{"S", "80H", "100"}, io.Discard) }, true, 1},
		{"add 3 too far", func() error { return AddAt(p, 3, []string{"S", "80H", "100"}, io.Discard) }, true, 1},
		{"add 2", func() error { return AddAt(p, 2, []string{"E", "80S", "100"}, io.Discard) }, false, 2},
		{"undo 1 not last", func() error { return UndoAt(p, 1, io.Discard) }, true, 2},
		{"undo 2", func() error { return UndoAt(p, 2, io.Discard) }, false, 1},
		{"undo 2 again", func() error { return UndoAt(p, 2, io.Discard) }, true, 1},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			err := st.do()
			if st.moved != errors.Is(err, ErrMovedOn) || (!st.moved && err != nil) {
				t.Fatalf("err = %v, moved on want %v", err, st.moved)
			}
			var m *MovedOnError
			if st.moved && (!errors.As(err, &m) || m.Next != count()+1) {
				t.Errorf("MovedOnError %+v, want Next %d", m, count()+1)
			}
			if n := count(); n != st.deals {
				t.Fatalf("%d deals, want %d", n, st.deals)
			}
		})
	}
}

// TestAddAtConcurrent: many writers expecting the same deal: one wins.
func TestAddAtConcurrent(t *testing.T) {
	p := filepath.Join(t.TempDir(), "g.coinche")
	if err := New(p, NewOptions{Rules: "montpellier"}); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok := 0
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := AddAt(p, 1, []string{"S", "80H", "100"}, io.Discard); err == nil {
				mu.Lock()
				ok++
				mu.Unlock()
			} else if !errors.Is(err, ErrMovedOn) {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	b, _ := os.ReadFile(p)
	if ok != 1 || strings.Count(string(b), "\ndeal ") != 1 {
		t.Fatalf("%d accepted\n%s", ok, b)
	}
}
