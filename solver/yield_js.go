//go:build js

package solver

import "time"

// In a browser Go has one thread, and the page's event loop (clicks,
// keys, drawing) runs only while every goroutine is blocked:
// runtime.Gosched merely switches goroutines, so a long search would
// freeze the page. yield therefore sleeps a moment once a search has
// held the thread for a slice; the sleep returns control to the browser,
// which handles what is waiting and calls Go back. A slice of 25 ms keeps
// the page answering well within 100 ms for a few per cent of speed.
const yieldSlice = 10 * time.Millisecond

var sliceStart time.Time // when Go last got the thread back; one thread, no lock

func yield() {
	if now := time.Now(); now.Sub(sliceStart) >= yieldSlice {
		time.Sleep(time.Millisecond)
		sliceStart = time.Now()
	}
}
