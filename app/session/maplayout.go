package session

import (
	"context"

	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// mapLayout is the state-space map's layout of one goal, built off the UI
// goroutine (tens of milliseconds) when a map is wanted, and kept until
// another goal is: the exploration's and the race's each have one. Every
// method belongs to the UI goroutine.
type mapLayout struct {
	background func(func()) // runs a goroutine the session waits for
	do         func(func()) // back onto the UI goroutine
	arrived    func()       // called after a layout arrived
	who        string       // for the log: explore, race

	layout *statespace.Layout // the latest built, of layout.Shape() and layout.Goal()

	// the goal and size last asked for: built, or being built, or failed
	// (not tried again until another is asked for)
	wantGoal  solver.Board
	wantShape solver.Shape
	cancel    context.CancelFunc // of the build asked for last; nil before any
	closed    bool               // the session shut down: no more builds
}

// get is the layout of goal on sh, nil while it is built (or for a size
// without a map).
func (m *mapLayout) get(sh solver.Shape, goal solver.Board) *statespace.Layout {
	if m.layout == nil || m.layout.Goal() != goal || m.layout.Shape() != sh.Norm() {
		return nil
	}
	return m.layout
}

// ensure builds the layout of goal on sh unless it is built, being built
// or has failed, cancelling a build for another goal; a size without a map
// (MapMissing) has none to build.
func (m *mapLayout) ensure(sh solver.Shape, goal solver.Board) {
	sh = sh.Norm()
	if m.closed || !statespace.HasLayout(sh) {
		return
	}
	if m.get(sh, goal) != nil {
		// wanted again before another goal's arrived: that one is not
		m.stop()
		m.wantGoal, m.wantShape = goal, sh
		return
	}
	if m.cancel != nil && m.wantGoal == goal && m.wantShape == sh {
		return
	}
	m.stop()
	ctx, cancel := context.WithCancel(context.Background())
	m.cancel, m.wantGoal, m.wantShape = cancel, goal, sh
	m.background(func() {
		l, err := statespace.LayoutOn(ctx, sh, goal)
		if err != nil {
			if ctx.Err() == nil {
				logf("%s: the state-space map of %v: %v", m.who, goal, err)
			}
			return
		}
		m.do(func() {
			// dropped when another goal was asked for since, or the
			// session shut down
			if ctx.Err() != nil {
				return
			}
			m.layout = l
			m.arrived()
		})
	})
}

// stop cancels the build under way, if any.
func (m *mapLayout) stop() {
	if m.cancel != nil {
		m.cancel()
	}
}

// shutdown stops the build under way and any to come: the session is
// closing, and waits for its goroutines.
func (m *mapLayout) shutdown() {
	m.closed = true
	m.stop()
}
