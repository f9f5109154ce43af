package rules

// SetSlow turns the checker's fast path (check_fast.go) off or on: the
// checker without it is the reference of TestCheckFastSame.
func SetSlow(c *Checker, slow bool) { c.slow = slow }
