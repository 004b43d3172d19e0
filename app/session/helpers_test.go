package session

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
)

// TestMain fails the package if a test leaves a goroutine running: every
// search, table build and replay ticker must end by Shutdown.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// prefs is an in-memory Prefs that, like Fyne's, keeps each value with
// its type: a value of one type does not read as another.
type prefs struct {
	mu sync.Mutex
	m  map[string]any
}

func newPrefs(kv map[string]any) *prefs {
	p := &prefs{m: map[string]any{}}
	for k, v := range kv {
		p.m[k] = v
	}
	return p
}

func (p *prefs) get(k string) (any, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	v, ok := p.m[k]
	return v, ok
}

func (p *prefs) set(k string, v any) { p.mu.Lock(); p.m[k] = v; p.mu.Unlock() }

func (p *prefs) StringWithFallback(k, f string) string {
	if v, ok := p.get(k); ok {
		if s, ok := v.(string); ok {
			return s
		}
	}
	return f
}

// Fyne reads whole numbers stored as floats (JSON has no ints), so do we.
func (p *prefs) IntWithFallback(k string, f int) int {
	if v, ok := p.get(k); ok {
		switch v := v.(type) {
		case int:
			return v
		case float64:
			return int(v)
		}
	}
	return f
}

func (p *prefs) FloatWithFallback(k string, f float64) float64 {
	if v, ok := p.get(k); ok {
		switch v := v.(type) {
		case int:
			return float64(v)
		case float64:
			return v
		}
	}
	return f
}

func (p *prefs) BoolWithFallback(k string, f bool) bool {
	if v, ok := p.get(k); ok {
		if b, ok := v.(bool); ok {
			return b
		}
	}
	return f
}

func (p *prefs) SetString(k, v string)        { p.set(k, v) }
func (p *prefs) SetInt(k string, v int)       { p.set(k, v) }
func (p *prefs) SetFloat(k string, v float64) { p.set(k, v) }
func (p *prefs) SetBool(k string, v bool)     { p.set(k, v) }

type fixture struct {
	t *testing.T
	s *Session
	q *uiqueue.Queue
	p *prefs
}

// open starts a session on prefs and waits for the goal's table.
func open(t *testing.T, p *prefs) *fixture {
	t.Helper()
	if p == nil {
		p = newPrefs(nil)
	}
	q := &uiqueue.Queue{}
	h := &fixture{t: t, s: New(p, q.Do), q: q, p: p}
	t.Cleanup(func() {
		h.s.Shutdown()
		q.Drain()
	})
	h.waitFor("the distance table", h.s.TableReady)
	return h
}

// waitFor runs queued UI work until cond holds, failing after a deadline.
func (h *fixture) waitFor(what string, cond func() bool) {
	h.t.Helper()
	h.q.WaitFor(h.t, what, cond, func() string { return h.s.Status().Text })
}

// solve runs the chosen algorithm on the board and waits for its end.
func (h *fixture) solve() {
	h.t.Helper()
	h.s.Solve()
	h.waitFor("the search to end", func() bool { return !h.s.Running() })
}

func (h *fixture) statusHas(want string) {
	h.t.Helper()
	if got := h.s.Status().Text; !strings.Contains(got, want) {
		h.t.Fatalf("status %q, want it to say %q", got, want)
	}
}

func (h *fixture) statusHasNot(bad ...string) {
	h.t.Helper()
	got := h.s.Status().Text
	for _, b := range bad {
		if strings.Contains(got, b) {
			h.t.Fatalf("status %q still says %q", got, b)
		}
	}
}

// logged collects what the session logs while f runs.
func logged(f func()) []string {
	var lines []string
	old := logf
	logf = func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	defer func() { logf = old }()
	f()
	return lines
}
