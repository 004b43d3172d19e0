//go:build !unix

package solver

import "time"

// cpuTime is not measured here: the benchmark reports no boards/cpu-s.
func cpuTime() time.Duration { return 0 }
