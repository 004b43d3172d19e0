//go:build js

package solver

import (
	"sync"
	"syscall/js"
	"time"
)

// In a browser Go has one thread, and the page's event loop (clicks,
// keys, drawing) runs only once every goroutine is blocked and no Go
// timer is due: runtime.Gosched merely switches goroutines, so a long
// search would freeze the page. A short sleep is not enough either: while
// the window redraws (a batch hands it rows ten times a second), the
// sleep's timer comes due, the search goes on in the same turn, and the
// window's next frame follows it; searches and redraws chained that way
// held the page for 100 to 250 ms at a time, measured (app/web's
// TestBrowserBatch).
//
// yield therefore waits for a message posted to the page (a
// MessageChannel, which the browser delivers only after it has had the
// thread back, and without the 4 ms that nested timers are held to), once
// Go has held the thread for a slice since the page last called it back:
// the window's work after a yield counts against the next slice, so a turn
// is a slice of search or the window's work, not both. A search that
// wakes in a turn the window has used up still searches for minSlice, so
// that a busy window cannot starve it.
const (
	yieldSlice = 10 * time.Millisecond
	minSlice   = 2 * time.Millisecond
)

// turnSlice is yieldSlice, for the searches' checks to pace themselves by
// (search.paced).
const turnSlice = yieldSlice

var turn struct {
	sync.Mutex
	until   time.Time       // when the current slice ends
	waiting []chan struct{} // yields waiting for the page's message
	post    func()          // posts the message; nil where there is no MessageChannel
}

func init() {
	ch := js.Global().Get("MessageChannel")
	if ch.Type() != js.TypeFunction {
		return
	}
	c := ch.New()
	c.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		turn.Lock()
		turn.until = time.Now().Add(yieldSlice)
		for _, w := range turn.waiting {
			close(w)
		}
		turn.waiting = nil
		turn.Unlock()
		return nil
	}))
	port := c.Get("port2")
	turn.post = func() { port.Call("postMessage", nil) }
}

// yield returns how long the page had the thread: not the search's time.
func yield() time.Duration {
	turn.Lock()
	now := time.Now()
	if now.Before(turn.until) {
		turn.Unlock()
		return 0
	}
	pause()
	return time.Since(now)
}

// Yield is yield for work outside the package (yield.go).
func Yield() { yield() }

// YieldPause is yield for a search outside the package (yield.go).
func YieldPause() time.Duration { return yield() }

// YieldToPage gives the page the thread and waits for its turn to end.
func YieldToPage() {
	turn.Lock()
	pause()
}

// pause waits for the page's message, turn locked; it unlocks it.
func pause() {
	if turn.post == nil {
		turn.Unlock()
		time.Sleep(time.Millisecond) // still lets the page run, if not as well
		turn.Lock()
		turn.until = time.Now().Add(yieldSlice)
		turn.Unlock()
		return
	}
	w := make(chan struct{})
	turn.waiting = append(turn.waiting, w)
	if len(turn.waiting) == 1 {
		turn.post()
	}
	turn.Unlock()
	<-w
	turn.Lock()
	if least := time.Now().Add(minSlice); turn.until.Before(least) {
		turn.until = least
	}
	turn.Unlock()
}
