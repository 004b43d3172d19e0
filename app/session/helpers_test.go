package session

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestMain fails the package if a test leaves a goroutine running: every
// search, table build and replay ticker must end by Shutdown.
//
// The pdb algorithms run on a stand-in source: the real 4x4 databases take
// seconds to build (minutes under -race) or a cache on disk, which a test
// must not depend on; package pdb tests those.
func TestMain(m *testing.M) {
	solver.RegisterPatterns(standInPatterns)
	goleak.VerifyTestMain(m)
}

// standInPatterns is the exact distance where the size has a table and the
// Manhattan distance elsewhere, reporting some progress first.
func standInPatterns(ctx context.Context, shape solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
	if progress != nil {
		progress(1, 2)
		progress(2, 2)
	}
	if shape.Tabled() {
		t, err := solver.TableFor(ctx, shape, goal)
		if err != nil {
			return nil, err
		}
		return tableDB{t}, nil
	}
	h, _ := solver.HeuristicByName("manhattan")
	est, err := h.Estimator(ctx, shape, goal)
	if err != nil {
		return nil, err
	}
	return estimateDB(est), nil
}

type tableDB struct{ t *solver.Table }

func (d tableDB) Estimate(b solver.Board) int { return d.t.Distance(b) }

type estimateDB func(solver.Board) float64

func (e estimateDB) Estimate(b solver.Board) int { return int(e(b)) }

// newPrefs is an in-memory Prefs holding kv.
func newPrefs(kv map[string]any) memprefs.Prefs {
	p := memprefs.Prefs{}
	for k, v := range kv {
		p[k] = v
	}
	return p
}

type fixture struct {
	t *testing.T
	s *Session
	q *uiqueue.Queue
	p memprefs.Prefs
}

// open starts a session on prefs and waits for the goal's table.
func open(t *testing.T, p memprefs.Prefs) *fixture {
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
	// a size without a table (above 9 cells) has nothing to wait for
	h.waitFor("the distance table", func() bool { return h.s.TableReady() || !h.s.Shape().Tabled() })
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

// settle waits until every goroutine the session started has ended, then
// runs what they queued: after it, nothing late can still arrive, so a
// check that nothing did holds however slow the machine. It fails after
// a minute (a player's ticker runs until stopped: the test must stop it
// first).
func (h *fixture) settle() {
	h.t.Helper()
	ended := make(chan struct{})
	go func() {
		h.s.wg.Wait()
		close(ended)
	}()
	select {
	case <-ended:
	case <-time.After(time.Minute):
		h.t.Fatalf("the session's goroutines still run after a minute; status %q", h.s.Status().Text)
	}
	h.q.Drain()
}
