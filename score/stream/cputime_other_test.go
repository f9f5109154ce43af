//go:build !unix

package stream

import "time"

// cpuTime is not measured here: the benchmarks report wall-clock figures
// only.
func cpuTime() time.Duration { return 0 }
