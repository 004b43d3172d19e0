package session

import (
	"fmt"
	"slices"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Results is what one mode's latest run has brought back, as a value. Its
// slices are never changed once handed out: a new report makes new ones.
type Results struct {
	Mode        CompareMode
	Algorithms  []string     // what the run was asked to compare; nil before any run
	Board, Goal solver.Board // the board (one-board mode) and goal compared
	Shape       solver.Shape // their size
	// Wide is the board and goal on a side of 5, where Board and Goal
	// are zero (BoardText and GoalText write either)
	Wide wide.Problem
	// NotRun are the algorithms chosen but not run on a side of 5:
	// solver/wide does not run them (wide.Hopeless says why)
	NotRun []string
	Boards int // boards of a batch; 0 until drawn

	Running    bool
	Cancelling bool
	Ended      bool
	Cancelled  bool   // ended early: cancelled, or superseded by an edit
	Failure    string // why the run could not start
	Stale      string // why the results no longer match the puzzle, e.g. "the board has changed"

	Progress  harness.CompareProgress // where the running comparison is
	Preparing Preparing               // what its current run builds first, if anything

	// Rows: one board: a row per algorithm in the order run, those still
	// to come (or never run) with Ran false. A batch leaves it nil: see
	// AllRows.
	Rows      []harness.Row
	Summaries []harness.Summary     // batch: a row per algorithm
	Depth     []harness.DepthSeries // batch: nodes expanded against distance
	Runs      int                   // rows that finished so far

	// Verdict says, once the run has ended, which algorithm found a
	// shortest path with the least work and which was fastest, and what
	// that one gave up: "" while it runs or when cut short.
	Verdict string
}

// Started reports whether there is anything to show.
func (r Results) Started() bool { return r.Algorithms != nil }

// Results is the state of a mode's latest run.
func (c *Comparison) Results(m CompareMode) Results {
	r := &c.runs[m]
	out := Results{Mode: m, Board: r.board, Goal: r.goal, Shape: r.shape.Norm(), Boards: r.boards,
		Running: r.running, Cancelling: r.cancelling, Ended: r.ended, Cancelled: r.cancelled,
		Failure: r.failure, Stale: r.stale, Progress: r.progress, Preparing: r.prepare,
		Summaries: r.sums, Depth: r.depth, Wide: r.wp}
	for _, a := range r.notRun {
		out.NotRun = append(out.NotRun, a.Name)
	}
	for _, a := range r.algs {
		out.Algorithms = append(out.Algorithms, a.Name)
	}
	if r.algs != nil && out.Algorithms == nil {
		out.Algorithms = []string{}
	}
	for _, row := range r.rows {
		if row.Ran {
			out.Runs++
		}
	}
	if m == OneBoard && r.algs != nil {
		out.Rows = slices.Clone(r.rows)
		// runs still to come keep their place, so the table does not jump
		// as results arrive
		for _, a := range r.algs[min(len(r.rows), len(r.algs)):] {
			row := harness.Row{Distance: -1,
				Result: solver.Result{Algorithm: a.Name, Problem: solver.Problem{Start: r.board, Goal: r.goal, Shape: r.shape}, Status: solver.Cancelled}}
			if wide.Needs(r.shape) {
				row.Problem = solver.Problem{}
				row.Wide = &harness.Wide{Problem: r.wp}
			}
			out.Rows = append(out.Rows, row)
		}
	}
	out.Verdict = verdictOf(out, r.rows)
	return out
}

// OnWide says the boards compared have a side of 5 (Wide holds them).
func (r Results) OnWide() bool { return wide.Needs(r.Shape) }

// BoardText is the board compared, in rows: "123/456/780".
func (r Results) BoardText() string {
	if wide.Needs(r.Shape) {
		return wide.Format(r.Shape, r.Wide.Start)
	}
	return r.Shape.RowsText(r.Board)
}

// GoalText is the goal, in rows.
func (r Results) GoalText() string {
	if wide.Needs(r.Shape) {
		return wide.Format(r.Shape, r.Wide.Goal)
	}
	return r.Shape.RowsText(r.Goal)
}

// AllRows is every run of a mode's latest run so far, for a file.
func (c *Comparison) AllRows(m CompareMode) []harness.Row { return slices.Clone(c.runs[m].rows) }

// Status is the comparison's status line, for when the Compare tab is in
// view: what the mode shown is doing or how its latest run ended.
func (c *Comparison) Status() Status {
	m := c.settings.Mode
	r := c.Results(m)
	// one template for each mode: "Comparison" or "Batch" glued into a
	// sentence stayed English in the French window
	say := func(comparison, batch string) string {
		if m == Batch {
			return batch
		}
		return comparison
	}
	n := len(c.settings.Algorithms)
	runs, _ := c.runnable()
	switch {
	case r.Cancelling:
		return Status{Text: say(tr("Cancelling the comparison…"), tr("Cancelling the batch…"))}
	case r.Running:
		return Status{Text: r.Doing() + tr(" (Esc cancels)")}
	case r.Failure != "":
		return Status{Text: fmt.Sprintf(say(tr("Could not run the comparison: %s."), tr("Could not run the batch: %s.")), r.Failure), Kind: Danger}
	case r.Stale != "" && r.Cancelled:
		return Status{Text: fmt.Sprintf(say(tr("Comparison cancelled: %s."), tr("Batch cancelled: %s.")), r.Stale), Kind: Warning}
	case r.Stale != "":
		return Status{Text: fmt.Sprintf(say(tr("Comparison results are out of date: %s. Run again."), tr("Batch results are out of date: %s. Run again.")), r.Stale), Kind: Warning}
	case c.fieldProblem != "":
		return Status{Text: c.FieldProblem(), Kind: Warning}
	case n == 0:
		return Status{Text: tr("Choose at least one algorithm to compare."), Kind: Warning}
	case len(runs) == 0:
		return Status{Text: fmt.Sprintf(tr("None of the chosen algorithms runs on %v: choose among those not greyed out."), c.Shape()), Kind: Warning}
	case !r.Started() && m == OneBoard:
		return Status{Text: fmt.Sprintf(tr("Run compares %s on the board beside."), numbered(len(runs), "algorithm", "algorithms"))}
	case !r.Started():
		return Status{Text: fmt.Sprintf(tr("Run compares %s on %s drawn for the goal."),
			numbered(len(runs), "algorithm", "algorithms"), numbered(c.settings.Batch.Boards(), "board", "boards"))}
	case r.Cancelled:
		return Status{Text: fmt.Sprintf(say(tr("Comparison cancelled after %s of %s."), tr("Batch cancelled after %s of %s.")), human.Count(int64(r.Runs)),
			numbered(len(r.Algorithms)*max(r.Boards, 1), "run", "runs"))}
	}
	return Status{Text: fmt.Sprintf(say(tr("Comparison done: %s"), tr("Batch done: %s")), r.Tally()), Kind: Success}
}

// Doing says what the running comparison is busy with.
func (r Results) Doing() string {
	p := r.Progress
	s := fmt.Sprintf(tr("Comparing %s on %s"), numbered(len(r.Algorithms), "algorithm", "algorithms"), r.BoardText())
	if r.Mode == Batch {
		if r.Boards == 0 {
			return tr("Drawing the boards for the goal ") + r.GoalText() + "…"
		}
		s = fmt.Sprintf(tr("Batch: board %d of %d"), p.Index+1, r.Boards)
	}
	if p.Algorithm == "" {
		return s + tr(": starting…")
	}
	s += fmt.Sprintf(tr(", run %d of %d: %s"), p.Done+1, p.Total, p.Algorithm)
	if r.Preparing.What != "" {
		return s + ", " + uncapitalize(PrepareText(r.Preparing))
	}
	if p.Search.Expanded > 0 {
		s += fmt.Sprintf(tr(", %s expanded"), human.Count(p.Search.Expanded))
	}
	return s + "…"
}

// Tally counts the runs in a line: how many solved, optimally, stopped at
// a limit or never ran, and their time.
func (r Results) Tally() string {
	solved, optimal, limited, ran, all := 0, 0, 0, 0, 0
	var total time.Duration
	count := func(row harness.Row) {
		all++
		if row.Ran {
			ran++
		}
		total += row.Elapsed
		switch {
		case row.HitLimit:
			limited++
		case row.Status == solver.Solved:
			solved++
			if row.Optimal {
				optimal++
			}
		}
	}
	if r.Mode == OneBoard {
		for _, row := range r.Rows {
			count(row)
		}
	} else {
		for _, s := range r.Summaries {
			solved += s.Solved
			optimal += s.Optimal
			limited += s.Limited
			ran += s.Boards
			total += time.Duration(s.Time.Mean * float64(s.Time.N) * float64(time.Second))
		}
		all = len(r.Algorithms) * r.Boards
	}
	s := fmt.Sprintf(tr("%s solved, %s optimal"), human.Count(int64(solved)), human.Count(int64(optimal)))
	if !r.Shape.Tabled() {
		// no table, no true distance: whether a path is shortest is not known
		s = fmt.Sprintf(tr("%s solved (no table at %v to tell which are shortest)"), human.Count(int64(solved)), r.Shape)
	}
	if r.Mode != OneBoard {
		// a batch counts runs, an algorithm on a board: "3,360 solved"
		// after "120 boards" read as 3,360 boards solved
		s = fmt.Sprintf(tr("%s of %s runs solved"), human.Count(int64(solved)), human.Count(int64(all)))
		if r.Shape.Tabled() {
			s += fmt.Sprintf(tr(", %s optimal"), human.Count(int64(optimal)))
		} else {
			s += fmt.Sprintf(tr(" (no table at %v to tell which are shortest)"), r.Shape)
		}
	}
	if limited > 0 {
		s += fmt.Sprintf(tr(", %s stopped at a limit"), human.Count(int64(limited)))
	}
	if ran < all && r.Ended {
		s += fmt.Sprintf(tr(", %s of %s not run"), human.Count(int64(all-ran)), human.Count(int64(all)))
	}
	return s + tr(", in ") + human.Duration(total) + "."
}

func numbered(n int, one, many string) string {
	return pluralize(n, one, many, human.Count(int64(n)))
}

func uncapitalize(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}
