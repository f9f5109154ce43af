//go:build !unix

package live

import "time"

// cpuTimes is not measured here: the benchmarks report wall-clock figures
// only.
func cpuTimes() (user, sys time.Duration) { return 0, 0 }
