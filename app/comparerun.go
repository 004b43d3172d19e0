package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
	harn "github.com/eightpuzzle/eightpuzzle/solver/harness" // the app tests have a type harness
)

// comparison is one kind of comparison (this board, or a batch): the run
// under way in its goroutine and the rows it has brought back. Like the
// Solve tab's search it counts runs, so that reports of a run that was
// cancelled or superseded are dropped when they arrive. All fields belong
// to the UI goroutine.
type comparison struct {
	c       *controller
	what    string // "comparison" or "batch", for the status line
	changed signal // rows, progress or state changed

	gen     uint64 // bumped by every run and every supersede
	cancel  context.CancelFunc
	running bool

	// what the latest run was asked to do
	algs        []*solver.Algorithm
	board, goal solver.Board // board is unused by a batch
	boards      int          // number of boards; 0 until a batch has drawn them

	rows     []harn.Row // runs finished so far, in order; every row once the run ended
	progress harn.CompareProgress
	ended    bool   // the run is over: rows holds all it will ever hold
	failure  string // why the run could not start; "" when it could
	stale    string // why the rows no longer match the puzzle; "" while they do
}

// compareRun is what a run needs: the algorithms and options, and the
// boards (drawn inside the goroutine: a batch by distance builds a table).
type compareRun struct {
	algs        []*solver.Algorithm
	opt         harn.CompareOptions
	board, goal solver.Board
	problems    func(context.Context) ([]solver.Problem, error)
}

// start cancels any run of this kind and starts a new one.
func (m *comparison) start(run compareRun) {
	c := m.c
	m.supersede("")
	m.gen++
	gen := m.gen
	ctx, cancel := context.WithCancel(context.Background())
	m.cancel, m.running = cancel, true
	m.algs, m.board, m.goal, m.boards = run.algs, run.board, run.goal, 0
	m.rows, m.progress = nil, harn.CompareProgress{}
	m.ended, m.failure, m.stale = false, "", ""

	// A batch re-sums all its rows at every hand-over: ten a second keeps
	// that cheap even for thousands of rows.
	every := time.Second / 30
	if m.what == "batch" {
		every = time.Second / 10
	}
	feed := newRowFeed(c.do, every, func(rows []harn.Row, p harn.CompareProgress) {
		if gen != m.gen || !m.running {
			return // a newer run, a cancel or an edit made these stale
		}
		m.rows = append(m.rows, rows...)
		m.progress = p
		if p.Total > 0 && len(m.algs) > 0 {
			m.boards = p.Total / len(m.algs)
		}
		m.changed.emit()
	})
	opt := run.opt
	opt.OnRow, opt.Progress = feed.row, feed.report
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		problems, err := run.problems(ctx)
		var rows []harn.Row
		if err == nil {
			rows, err = harn.CompareBatch(ctx, problems, run.algs, opt)
		}
		c.do(func() { m.finish(gen, len(problems), rows, err) })
	}()
	m.changed.emit()
}

// stop cancels the run at the user's request. The engine stops within a
// fraction of a millisecond and the rows it did finish still arrive.
func (m *comparison) stop() bool {
	if !m.running {
		return false
	}
	m.cancel()
	m.c.setStatus(widget.MediumImportance, "Cancelling the "+m.what+"…")
	return true
}

// supersede cancels a run whose later results no longer matter (the board
// or goal changed, or a new run starts) and drops them when they come. The
// rows already shown stay, marked with reason, if one is given.
func (m *comparison) supersede(reason string) {
	if !m.running {
		return
	}
	m.cancel()
	m.gen++
	m.running, m.ended = false, true
	if reason != "" {
		m.stale = reason
		m.c.setStatus(widget.WarningImportance, capitalize(m.what)+" cancelled: "+reason+".")
	}
	m.changed.emit()
}

// finish takes the run's rows on the UI goroutine.
func (m *comparison) finish(gen uint64, boards int, rows []harn.Row, err error) {
	if gen != m.gen {
		return
	}
	m.cancel()
	m.running, m.ended = false, true
	m.boards = boards
	switch {
	case err == nil || errors.Is(err, context.Canceled):
		m.rows = rows
		done := 0
		for _, r := range rows {
			if r.Ran {
				done++
			}
		}
		if err != nil {
			m.c.setStatus(widget.MediumImportance, fmt.Sprintf("%s cancelled after %s of %s.",
				capitalize(m.what), count(int64(done)), m.totalText()))
		} else {
			m.c.setStatus(widget.SuccessImportance, fmt.Sprintf("%s done, %s: %s",
				capitalize(m.what), plural(len(rows), "run", "runs"), m.tally("", "")))
		}
	default:
		// bad input found before anything ran: the spec, not the engine
		m.failure = "Could not run: " + err.Error() + "."
		m.c.setStatus(widget.DangerImportance, m.failure)
	}
	m.changed.emit()
}

// doing says what the running comparison is busy with.
func (m *comparison) doing() string {
	p := m.progress
	if p.Algorithm == "" {
		return "starting…"
	}
	s := "running " + p.Algorithm
	if m.boards > 1 {
		s = fmt.Sprintf("board %d of %d, %s", p.Index+1, m.boards, s)
	}
	if p.Search.Expanded > 0 {
		s += ", " + count(p.Search.Expanded) + " boards expanded so far"
	}
	return s + "…"
}

// tally counts the runs in a line: how many solved, optimally, stopped at
// a limit or never ran, and their time. optMark and limitMark follow the
// counts they explain, as the table marks them.
func (m *comparison) tally(optMark, limitMark string) string {
	solved, optimal, limited, ran := 0, 0, 0, 0
	var total time.Duration
	for _, r := range m.rows {
		if r.Ran {
			ran++
		}
		total += r.Elapsed
		switch {
		case r.HitLimit:
			limited++
		case r.Status == solver.Solved:
			solved++
			if r.Optimal {
				optimal++
			}
		}
	}
	s := fmt.Sprintf("%s solved, %s optimal%s", count(int64(solved)), count(int64(optimal)), optMark)
	if limited > 0 {
		s += fmt.Sprintf(", %s stopped at a limit%s", count(int64(limited)), limitMark)
	}
	if n := len(m.algs) * max(m.boards, 1); ran < n && m.ended {
		s += fmt.Sprintf(", %s of %s not run", count(int64(n-ran)), count(int64(n)))
	}
	return s + ", in " + duration(total) + "."
}

// totalText is the number of runs the latest run was to make.
func (m *comparison) totalText() string {
	n := len(m.algs) * max(m.boards, 1)
	if m.progress.Total > 0 {
		n = m.progress.Total
	}
	return plural(n, "run", "runs")
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// rowFeed carries rows and progress from a comparison's goroutine to the
// UI goroutine as throttle does for one search, gathering the rows that
// finish between hand-overs, so that a batch of thousands of quick runs
// cannot flood the UI.
type rowFeed struct {
	handover
	show   func([]harn.Row, harn.CompareProgress) // on the UI goroutine
	rows   []harn.Row
	latest harn.CompareProgress
}

func newRowFeed(do func(func()), every time.Duration, show func([]harn.Row, harn.CompareProgress)) *rowFeed {
	return &rowFeed{handover: handover{do: do, every: every}, show: show}
}

func (f *rowFeed) row(r harn.Row) {
	f.put(func() { f.rows = append(f.rows, r) }, f.flush)
}

func (f *rowFeed) report(p harn.CompareProgress) {
	f.put(func() { f.latest = p }, f.flush)
}

func (f *rowFeed) flush() {
	var rows []harn.Row
	var p harn.CompareProgress
	f.take(func() { rows, p, f.rows = f.rows, f.latest, nil })
	f.show(rows, p)
}
