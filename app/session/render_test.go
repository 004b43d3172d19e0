package session

import (
	"context"
	"errors"
	"testing"
)

// A render runs off the UI goroutine; its progress and its result come
// back through do, the result once.
func TestRenderReportsThroughDo(t *testing.T) {
	h := open(t, nil)
	var last, total, results int
	var got []byte
	h.s.Render(func(ctx context.Context, progress func(done, total int)) ([]byte, error) {
		for i := 1; i <= 10; i++ {
			progress(i, 10)
		}
		return []byte("GIF89a"), nil
	}, func(d, n int) { last, total = d, n }, func(b []byte, err error) {
		results++
		got = b
		if err != nil {
			t.Errorf("error %v", err)
		}
	})
	h.waitFor("the render", func() bool { return results > 0 })
	h.settle()
	if results != 1 || string(got) != "GIF89a" || h.s.Rendering() != 0 {
		t.Errorf("%d results, %q, %d still rendering", results, got, h.s.Rendering())
	}
	if total != 10 || last < 1 {
		t.Errorf("progress %d of %d", last, total)
	}
}

// A render cancelled stops its work, and neither its progress nor its
// result reach the window; Shutdown cancels what is still running.
func TestRenderCancelled(t *testing.T) {
	h := open(t, nil)
	started := make(chan struct{})
	var stopped error
	called := false
	cancel := h.s.Render(func(ctx context.Context, progress func(done, total int)) ([]byte, error) {
		close(started)
		<-ctx.Done()
		stopped = ctx.Err()
		progress(1, 1)
		return nil, ctx.Err()
	}, func(int, int) { called = true }, func([]byte, error) { called = true })
	<-started
	cancel()
	h.settle()
	if !errors.Is(stopped, context.Canceled) || called || h.s.Rendering() != 0 {
		t.Errorf("work ended with %v; window told: %v; %d rendering", stopped, called, h.s.Rendering())
	}

	started = make(chan struct{})
	ended := make(chan struct{})
	h.s.Render(func(ctx context.Context, _ func(int, int)) ([]byte, error) {
		close(started)
		<-ctx.Done()
		close(ended)
		return nil, ctx.Err()
	}, func(int, int) {}, func([]byte, error) { t.Error("a result after Shutdown") })
	<-started
	h.s.Shutdown()
	<-ended
	h.q.Drain()
}
