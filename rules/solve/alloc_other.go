//go:build !linux

package solve

// tableOf returns n zeroed entries of T, a table of s (on Linux, mapped
// in huge pages: alloc_linux.go).
func tableOf[T any](s *Solver, n int) []T { return make([]T, n) }
