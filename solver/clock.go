//go:build !windows

package solver

import "time"

// A stamp is a reading of the clock that a search's Elapsed is measured
// with (clock_windows.go has why it is not always time.Now).
type stamp = time.Time

func clockNow() stamp                  { return time.Now() }
func clockSince(s stamp) time.Duration { return time.Since(s) }
