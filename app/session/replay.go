package session

import (
	"context"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// replaySpeed is one notch of the replay speed slider.
type replaySpeed struct {
	label string
	every time.Duration // time between steps; 0: jump straight to the end
	steps int           // moves per step, for rates faster than a screen
}

// replaySpeeds go from slow enough to follow each tile to instant; past
// the screen's rate several moves go per frame, so a 50,000-move path
// still plays in under two minutes.
var replaySpeeds = []replaySpeed{
	{mark("½ move/s"), 2 * time.Second, 1},
	{mark("1 move/s"), time.Second, 1},
	{mark("2 moves/s"), time.Second / 2, 1},
	{mark("4 moves/s"), time.Second / 4, 1},
	{mark("8 moves/s"), time.Second / 8, 1},
	{mark("20 moves/s"), time.Second / 20, 1},
	{mark("60 moves/s"), time.Second / 60, 1},
	{mark("600 moves/s"), time.Second / 60, 10},
	{mark("instant"), 0, 0},
}

const defaultReplaySpeed = 3

// ReplaySpeeds is how many replay speeds there are.
func ReplaySpeeds() int { return len(replaySpeeds) }

// ReplaySpeedLabel names replay speed i.
func ReplaySpeedLabel(i int) string {
	return tr(replaySpeeds[max(0, min(i, len(replaySpeeds)-1))].label)
}

// replay is the solution being replayed and where the replay is.
type replay struct {
	res     *solver.Result
	wpath   []wide.Board // res's boards on a side of 5, where res.Path is nil
	pos     int          // index into res.Path: the board shown
	optimal int          // shortest length from the distance table; -1 unknown
	watched bool         // the search ran in slow motion: its time is mostly pauses
	speed   int          // index into replaySpeeds
	playing bool
	stop    chan struct{} // closed to end the playback goroutine
}

func (r *replay) last() int {
	if r.res == nil {
		return 0
	}
	if r.wpath != nil {
		return len(r.wpath) - 1
	}
	return len(r.res.Path) - 1
}

// Replay is what the Replay tab shows.
type Replay struct {
	Result  *solver.Result // nil: nothing to replay yet
	Pos     int            // the board shown, an index into Result.Path
	Last    int            // the index of the final board
	Optimal int            // the shortest solution's length; -1 while unknown
	Watched bool           // the search ran in slow motion
	Speed   int
	Playing bool
	Slide   time.Duration // how long one animated move takes at this speed
}

// Replay is the state of the replay.
func (s *Session) Replay() Replay {
	r := &s.replay
	return Replay{Result: r.res, Pos: r.pos, Last: r.last(), Optimal: r.optimal, Watched: r.watched,
		Speed: r.speed, Playing: r.playing, Slide: r.slide()}
}

// ReplayBoard is the board at the replay's position.
func (s *Session) ReplayBoard() (solver.Board, bool) {
	if s.replay.res == nil || s.replay.wpath != nil {
		return 0, false
	}
	return s.replay.res.Path[s.replay.pos], true
}

// ReplayCells is the board at the replay's position, on any size.
func (s *Session) ReplayCells() (Cells, bool) {
	r := &s.replay
	switch {
	case r.res == nil:
		return Cells{}, false
	case r.wpath != nil:
		return Cells{r.res.Problem.Shape, r.wpath[r.pos]}, true
	}
	return cellsOf(r.res.Problem.Shape, r.res.Path[r.pos]), true
}

// ReplayStart is the replayed solution's first board.
func (s *Session) ReplayStart() Cells {
	r := &s.replay
	switch {
	case r.res == nil:
		return Cells{}
	case r.wpath != nil:
		return Cells{r.res.Problem.Shape, r.wpath[0]}
	}
	return cellsOf(r.res.Problem.Shape, r.res.Problem.Start)
}

// ReplayGoal is the replayed solution's goal.
func (s *Session) ReplayGoal() Cells {
	r := &s.replay
	switch {
	case r.res == nil:
		return Cells{}
	case r.wpath != nil:
		return Cells{r.res.Problem.Shape, r.wpath[len(r.wpath)-1]}
	}
	return cellsOf(r.res.Problem.Shape, r.res.Problem.Goal)
}

// ReplayPath is the replayed solution's boards, start to goal, as tiles.
func (s *Session) ReplayPath() [][]int {
	r := &s.replay
	if r.res == nil {
		return nil
	}
	sh := r.res.Problem.Shape
	out := make([][]int, r.last()+1)
	for i := range out {
		if r.wpath != nil {
			out[i] = Cells{sh, r.wpath[i]}.List()
		} else {
			out[i] = sh.Tiles(r.res.Path[i])
		}
	}
	return out
}

// ReplayMove is move i of the replayed solution (1 is the first) the way a
// person plays it: the tile that slides and its direction.
func (s *Session) ReplayMove(i int) (tile int, arrow string, ok bool) {
	r := &s.replay
	if r.res == nil || i < 1 || i > r.last() {
		return 0, "", false
	}
	if r.wpath == nil {
		tile, arrow, _, ok = SlideBetween(r.res.Path[i-1], r.res.Path[i])
		return tile, arrow, ok
	}
	sh := r.res.Problem.Shape
	a, b := r.wpath[i-1], r.wpath[i]
	from := b.Blank(sh) // the cell the tile slid out of
	to := a.Blank(sh)
	if from < 0 || to < 0 || b[to] != a[from] {
		return 0, "", false
	}
	switch d := from - to; {
	case d > 1:
		arrow = "↑"
	case d < -1:
		arrow = "↓"
	case d == 1:
		arrow = "←"
	case d == -1:
		arrow = "→"
	}
	return int(a[from]), arrow, true
}

// slide is how long one animated move takes at the current speed: most of
// the time between moves, and none when moves come faster than the eye.
func (r *replay) slide() time.Duration {
	every := replaySpeeds[r.speed].every
	if every < 40*time.Millisecond {
		return 0
	}
	return min(every*3/4, 250*time.Millisecond)
}

// OpenReplay loads a finished search into the replay and brings the
// Replay tab into view. The compare view uses it to replay a row.
func (s *Session) OpenReplay(res solver.Result) {
	if res.Status != solver.Solved || len(res.Path) == 0 {
		s.setNote(Warning, tr("Nothing to replay: that search found no solution."))
		return
	}
	s.loadReplay(res, false, nil)
}

// OpenRow replays a comparison's row as OpenReplay does, on any size:
// a row of a board with a side of 5 holds its path in Row.Wide.
func (s *Session) OpenRow(r harness.Row) {
	if r.Wide == nil {
		s.OpenReplay(r.Result)
		return
	}
	if r.Status != solver.Solved || len(r.Wide.Path) == 0 {
		s.setNote(Warning, tr("Nothing to replay: that search found no solution."))
		return
	}
	res := r.Result
	res.Problem = solver.Problem{Shape: r.Wide.Problem.Shape} // as Solve's: the boards are in the path
	s.loadReplay(res, false, r.Wide.Path)
}

// loadReplay loads a solution; wpath holds its boards on a side of 5.
func (s *Session) loadReplay(res solver.Result, watched bool, wpath []wide.Board) {
	s.setReplay(res, watched, wpath)
	s.showTab(ReplayTab)
}

// setReplay loads a result into the replay without bringing it into view.
func (s *Session) setReplay(res solver.Result, watched bool, wpath []wide.Board) {
	s.pause()
	s.replay.res, s.replay.pos, s.replay.optimal, s.replay.watched, s.replay.wpath = &res, 0, -1, watched, wpath
	s.findOptimal(res)
	s.emit(&s.ReplayChanged)
}

// findOptimal looks up the shortest solution length of the result's
// problem; the table of another goal than the current one is built first.
func (s *Session) findOptimal(res solver.Result) {
	p := res.Problem
	if p.Goal == s.goal && p.Shape.Norm() == s.shape && s.table != nil {
		s.replay.optimal = s.table.Distance(p.Start)
		return
	}
	if !p.Shape.Tabled() {
		return // no table: the optimum stays unknown
	}
	s.background(func() {
		t, err := tableFor(context.Background(), p.Shape, p.Goal)
		if err != nil {
			return
		}
		d := t.Distance(p.Start)
		s.do(func() {
			if s.replay.res != nil && s.replay.res.Problem == p && !s.closed {
				s.replay.optimal = d
				s.emit(&s.ReplayChanged)
			}
		})
	})
}

// Seek shows board i of the replay and pauses it.
func (s *Session) Seek(i int) {
	s.pause()
	s.seek(i)
}

func (s *Session) seek(i int) {
	r := &s.replay
	if r.res == nil {
		return
	}
	i = max(0, min(i, r.last()))
	if i == r.pos {
		return
	}
	r.pos = i
	if i == r.last() {
		s.pause()
	}
	s.emit(&s.ReplayChanged)
}

// Step moves the replay by n moves (negative: back) and pauses it.
func (s *Session) Step(n int) {
	s.pause()
	s.seek(s.replay.pos + n)
}

// TogglePlay plays or pauses the replay.
func (s *Session) TogglePlay() {
	if s.replay.playing {
		s.pause()
	} else {
		s.playReplay()
	}
}

// playReplay starts the playback goroutine, which only ticks: each tick
// moves the replay on the UI goroutine.
func (s *Session) playReplay() {
	r := &s.replay
	if r.res == nil || r.playing || r.last() == 0 || s.closed {
		return
	}
	if r.pos == r.last() {
		r.pos = 0 // at the end, play means play again
	}
	sp := replaySpeeds[r.speed]
	if sp.every == 0 {
		r.pos = r.last()
		s.emit(&s.ReplayChanged)
		return
	}
	stop := make(chan struct{})
	r.playing, r.stop = true, stop
	s.background(tickOnUI(s.do, sp.every, stop, func() {
		if r.stop == stop { // not paused since
			s.seek(r.pos + sp.steps)
		}
	}))
	s.emit(&s.ReplayChanged)
}

// pause stops the playback.
func (s *Session) pause() {
	r := &s.replay
	if !r.playing {
		return
	}
	close(r.stop)
	r.playing, r.stop = false, nil
	s.emit(&s.ReplayChanged)
}

// SetReplaySpeed changes the replay speed; a playing replay goes on at it.
func (s *Session) SetReplaySpeed(i int) {
	i = max(0, min(i, len(replaySpeeds)-1))
	if i == s.replay.speed {
		return
	}
	playing := s.replay.playing
	s.pause()
	s.replay.speed = i
	if playing {
		s.playReplay()
	}
	s.emit(&s.ReplayChanged)
}
