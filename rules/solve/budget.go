package solve

import (
	"sync/atomic"
	"time"
)

// Budget bounds the work of a Solver's searches (Solver.SetBudget): once
// it is spent, every search stops where it is and the calls return the
// bounds found so far (Bounds) instead of waiting for an exact value.
// The zero Budget sets no limit.
type Budget struct {
	// Nodes is the most positions searched, counted from SetBudget (0:
	// no limit). With Spent set, the positions of every Solver sharing
	// Spent count together.
	Nodes int64
	// Spent, when set, is a count of positions shared by several Solvers
	// (the solves of one deal on several cores): each adds its positions
	// to it as it goes, and stops when it reaches Nodes.
	Spent *atomic.Int64
	// Deadline, when not zero, is when the searches stop.
	Deadline time.Time
	// Stop, when set, stops the searches as soon as it is true (an
	// interrupt).
	Stop *atomic.Bool
}

// checkEvery is how many positions a search goes between two looks at
// its budget (the clock, the shared count, the stop flag).
const checkEvery = 4096

// errSpent is the panic that unwinds a search when the budget is spent;
// the calls that search recover it (stopped).
type errSpent struct{}

// SetBudget sets the budget of the solver's calls from now on (until the
// next SetBudget); the zero Budget removes it. Exhausted then reports
// whether it was spent.
func (s *Solver) SetBudget(b Budget) {
	s.budget, s.spent = b, false
	s.base = s.nodes
	s.flushed = s.nodes
	s.checkAt = s.nodes
	s.limited = b.Nodes > 0 || !b.Deadline.IsZero() || b.Stop != nil
	if !s.limited {
		s.checkAt = 1<<62 - 1
	}
}

// Exhausted reports whether the budget set by SetBudget is spent: the
// searches since stopped early, and every later one stops at once.
func (s *Solver) Exhausted() bool { return s.spent }

// check is called by the search every checkEvery positions or so (when
// s.nodes reaches s.checkAt): it panics with errSpent when the budget is
// spent.
func (s *Solver) check() {
	b := &s.budget
	s.checkAt = s.nodes + checkEvery
	if !s.limited {
		s.checkAt = 1<<62 - 1
		return
	}
	used := int64(s.nodes - s.base)
	if b.Spent != nil {
		used = b.Spent.Add(int64(s.nodes - s.flushed))
		s.flushed = s.nodes
	}
	if b.Nodes > 0 && used >= b.Nodes ||
		!b.Deadline.IsZero() && !time.Now().Before(b.Deadline) ||
		b.Stop != nil && b.Stop.Load() {
		s.spent = true
	}
	if s.spent {
		s.checkAt = s.nodes // every later search stops at its first position
		panic(errSpent{})
	}
	if b.Spent == nil && b.Nodes > 0 {
		s.checkAt = min(s.checkAt, s.base+int(b.Nodes))
	}
}

// stopped recovers the panic of a spent budget (check), re-raising any
// other: deferred by the calls that search. The solver's position is
// left where the search stopped; every call loads its own (setup).
func stopped() {
	if r := recover(); r != nil {
		if _, ok := r.(errSpent); !ok {
			panic(r)
		}
	}
}
