//go:build !js

package solver

import "time"

// yield lets the browser's event loop run during long work (yield_js.go);
// elsewhere the search has a thread of its own and there is nothing to do.
// It returns how long the page had the thread: not the search's time.
func yield() time.Duration { return 0 }

// turnSlice is how long Go may hold a browser's page between two turns
// (yield_js.go's yieldSlice); 0 here, where no search paces itself by it.
const turnSlice = 0

// YieldToPage gives a browser's page the thread and waits until it has
// had its turn (yield_js.go); elsewhere it returns at once. Work that hands
// results to the window calls it before and after the hand-over, so that
// the window's redraw has a turn to itself rather than one that a slice of
// search has partly used already, or goes on to use after it.
func YieldToPage() {}

// Yield lets a browser's page have its turn when Go has held the thread
// for a slice (yield_js.go), as the searches do at their checks; elsewhere
// it does nothing. Long work outside this package (the 4x4 pattern
// databases' build) calls it every few thousand steps.
func Yield() {}

// YieldPause is Yield for a search outside this package that keeps its
// own clock: it returns how long the page had the thread (0 elsewhere),
// which is not the search's time.
func YieldPause() time.Duration { return 0 }
