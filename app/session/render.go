package session

import (
	"context"
	"time"
)

// renderEvery is how often a render's progress reaches the window: a
// progress bar needs no more.
const renderEvery = time.Second / 20

// Render runs work, a long export such as an animated GIF, in a goroutine
// that Shutdown cancels and waits for. work gets a context, cancelled by
// the returned function or at Shutdown, and a function to report its
// progress; progress (throttled) and done (once, with work's result) run
// on the UI goroutine through do. Once cancelled, neither is called
// again: whoever cancelled has moved on.
func (s *Session) Render(work func(ctx context.Context, progress func(done, total int)) ([]byte, error),
	progress func(done, total int), done func([]byte, error)) (cancel func()) {
	ctx, stop := context.WithCancel(context.Background())
	if s.renders == nil {
		s.renders = map[*context.CancelFunc]bool{}
	}
	key := &stop
	s.renders[key] = true
	h := &handover{do: s.do, every: renderEvery}
	var d, n int // the latest progress, under h's lock
	report := func(dn, total int) {
		h.put(func() { d, n = dn, total }, func() {
			var dn, total int
			h.take(func() { dn, total = d, n })
			if ctx.Err() == nil {
				progress(dn, total)
			}
		})
	}
	s.background(func() {
		out, err := work(ctx, report)
		s.do(func() {
			delete(s.renders, key)
			if ctx.Err() != nil {
				return // cancelled: dropped
			}
			stop()
			done(out, err)
		})
	})
	return func() {
		stop()
		delete(s.renders, key)
	}
}

// Rendering is how many renders are under way.
func (s *Session) Rendering() int { return len(s.renders) }

// stopRenders cancels every render under way, at Shutdown.
func (s *Session) stopRenders() {
	for k := range s.renders {
		(*k)()
	}
	s.renders = nil
}
