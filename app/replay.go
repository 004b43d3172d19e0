package app

import (
	"context"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
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
	{"½ move/s", 2 * time.Second, 1},
	{"1 move/s", time.Second, 1},
	{"2 moves/s", time.Second / 2, 1},
	{"4 moves/s", time.Second / 4, 1},
	{"8 moves/s", time.Second / 8, 1},
	{"20 moves/s", time.Second / 20, 1},
	{"60 moves/s", time.Second / 60, 1},
	{"600 moves/s", time.Second / 60, 10},
	{"instant", 0, 0},
}

const defaultSpeed = 3

// replayState is the solution being replayed and where the replay is.
type replayState struct {
	res     *solver.Result
	pos     int  // index into res.Path: the board shown
	optimal int  // shortest length from the distance table; -1 unknown
	watched bool // the search ran in slow motion: its time is mostly pauses
	speed   int  // index into replaySpeeds
	playing bool
	stop    chan struct{} // closed to end the playback goroutine
}

// last is the index of the final board.
func (r *replayState) last() int {
	if r.res == nil {
		return 0
	}
	return len(r.res.Path) - 1
}

// board is the board at the replay position.
func (r *replayState) board() solver.Board { return r.res.Path[r.pos] }

// slide is how long one animated move takes at the current speed: most of
// the time between moves, and none when moves come faster than the eye.
func (r *replayState) slide() time.Duration {
	every := replaySpeeds[r.speed].every
	if every < 40*time.Millisecond {
		return 0
	}
	return min(every*3/4, 250*time.Millisecond)
}

// showResult loads a solved search into the replay and shows the Replay
// tab at its first board. The compare view calls this to replay a run.
func (c *controller) showResult(res solver.Result) {
	if res.Status != solver.Solved || len(res.Path) == 0 {
		c.setStatus(widget.WarningImportance, "Nothing to replay: that search found no solution.")
		return
	}
	c.pause()
	c.replay.res, c.replay.pos, c.replay.optimal, c.replay.watched = &res, 0, -1, false
	c.findOptimal(res)
	c.replayChanged.emit()
	c.selectTab(replayTab)
}

// findOptimal looks up the shortest solution length of the result's
// problem; the table of another goal than the current one is built first.
func (c *controller) findOptimal(res solver.Result) {
	p := res.Problem
	if p.Goal == c.goal && c.table != nil {
		c.replay.optimal = c.table.Distance(p.Start)
		return
	}
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		t, err := solver.TableFor(context.Background(), p.Goal)
		if err != nil {
			return
		}
		d := t.Distance(p.Start)
		c.do(func() {
			if c.replay.res != nil && c.replay.res.Problem == p {
				c.replay.optimal = d
				c.replayChanged.emit()
			}
		})
	}()
}

// seek shows board i of the replay.
func (c *controller) seek(i int) {
	r := &c.replay
	if r.res == nil {
		return
	}
	i = max(0, min(i, r.last()))
	if i == r.pos {
		return
	}
	r.pos = i
	if i == r.last() {
		c.pause()
	}
	c.replayChanged.emit()
}

// step moves the replay by n moves (negative: back) and pauses it.
func (c *controller) step(n int) {
	c.pause()
	c.seek(c.replay.pos + n)
}

// togglePlay plays or pauses the replay.
func (c *controller) togglePlay() {
	if c.replay.playing {
		c.pause()
	} else {
		c.playReplay()
	}
}

// playReplay starts the playback goroutine, which only ticks: each tick
// moves the replay on the UI goroutine.
func (c *controller) playReplay() {
	r := &c.replay
	if r.res == nil || r.playing || r.last() == 0 {
		return
	}
	if r.pos == r.last() {
		r.pos = 0 // at the end, play means play again
	}
	sp := replaySpeeds[r.speed]
	if sp.every == 0 {
		c.seek(r.last())
		c.replayChanged.emit()
		return
	}
	stop := make(chan struct{})
	r.playing, r.stop = true, stop
	var queued atomic.Bool // a tick waiting for the UI: skip ticks, don't pile them up
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		t := time.NewTicker(sp.every)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				if !queued.CompareAndSwap(false, true) {
					continue
				}
				c.do(func() {
					queued.Store(false)
					if r.stop == stop { // not paused since
						c.seek(r.pos + sp.steps)
					}
				})
			}
		}
	}()
	c.replayChanged.emit()
}

// pause stops the playback.
func (c *controller) pause() {
	r := &c.replay
	if !r.playing {
		return
	}
	close(r.stop)
	r.playing, r.stop = false, nil
	c.replayChanged.emit()
}

// setSpeed changes the replay speed; a playing replay goes on at it.
func (c *controller) setSpeed(i int) {
	i = max(0, min(i, len(replaySpeeds)-1))
	if i == c.replay.speed {
		return
	}
	playing := c.replay.playing
	c.pause()
	c.replay.speed = i
	c.remember()
	if playing {
		c.playReplay()
	}
	c.replayChanged.emit()
}
