package anim

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"strings"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// Racer is one search of a race: its title and its record, finished.
type Racer struct {
	Title string
	Log   *searchlog.Log
}

// Race writes a race as a GIF: the racers side by side, each panel its
// title, the board it expands at that moment and its count, and once it
// ends its result and place. The race is shown at frames moments evenly
// spread from the start to the last racer's end, by expansions (the work
// each does) or, with byTime, by the wall time of its record.
func Race(ctx context.Context, w io.Writer, racers []Racer, byTime bool, frames int, s Settings) error {
	if err := s.Check(); err != nil {
		return err
	}
	if len(racers) == 0 {
		return ErrNothing
	}
	if frames < 2 || frames > MaxFrames {
		return fmt.Errorf("%d frames is out of range: want 2 to %d", frames, MaxFrames)
	}
	wd := s.words()
	tr, plural := wd.Tr, wd.Plural
	// where each ends on the race's scale: expansions, or time
	ends := make([]int64, len(racers))
	var last int64
	for i, r := range racers {
		n := r.Log.Len()
		ends[i] = int64(n)
		if byTime {
			st, _, _ := r.Log.Step(n)
			ends[i] = int64(st.Elapsed)
		}
		last = max(last, ends[i])
	}
	stepAt := func(i int, pos int64) int {
		if byTime {
			return racers[i].Log.StepAt(time.Duration(pos))
		}
		return int(min(pos, ends[i]))
	}
	rank := func(i int) int {
		r := 1
		for _, e := range ends {
			if e < ends[i] {
				r++
			}
		}
		return r
	}
	n := len(racers)
	width := s.Size
	pw := float64(width) / float64(n)
	fs := max(float64(width)*0.03, pw*0.07)
	head := fs * 2.6
	boardTop := head + fs*2.6
	height := int(boardTop + pw*0.92 + fs*4.5)
	c := newCanvas(width, height)
	e := newEncoder(width, height)
	every := time.Duration(float64(time.Second) / s.Speed)
	m := pw * 0.05
	// one size for every title, the largest at which each fits its
	// panel; long titles go on two lines rather than shrink to specks
	titles := make([][]string, len(racers))
	titleSize := fs
	for i, r := range racers {
		titles[i] = []string{r.Title}
		if c.fit(r.Title, fs, pw-2*m, true) < fs*0.8 {
			titles[i] = splitTitle(r.Title)
		}
		for _, t := range titles[i] {
			titleSize = min(titleSize, c.fit(t, fs, pw-2*m, true))
		}
	}
	// the titles and the boards' frames are the same in every frame
	geo := make([]geometry, len(racers))
	c.clear()
	for i, r := range racers {
		x := pw * float64(i)
		for j, t := range titles[i] {
			y := head + fs*1.2 - float64(len(titles[i])-1-2*j)*titleSize*0.6
			c.text(t, x+pw/2, y, titleSize, pw-2*m, true, center, colForeground)
		}
		geo[i] = boardGeometry(r.Log.Problem().Shape, x+m, boardTop, pw-2*m, pw*0.92-m)
		c.boardBase(geo[i])
	}
	c.keep()
	for f := range frames {
		pos := last * int64(f) / int64(frames-1)
		c.clear()
		where := fmt.Sprintf(tr("step %s"), wd.Count(pos))
		if byTime {
			where = "t = " + time.Duration(pos).Round(time.Microsecond).String()
		}
		c.text(where, float64(width)/2, fs*1.7, fs*1.2, float64(width)-2*m, true, center, colForeground)
		for i, r := range racers {
			x := pw * float64(i)
			k := stepAt(i, pos)
			p := r.Log.Problem()
			b := p.Start
			if k > 0 {
				_, node, _ := r.Log.Step(k)
				b = node.Board
			}
			var drawn board = b
			if r.Log.Wide() { // a side of 5: the log's number for the board
				drawn = tiles(r.Log.Tiles(b))
			}
			c.tiles(geo[i], drawn, slide{})
			y := boardTop + pw*0.92 + fs*0.6
			c.bar(x+m, y, pw-2*m, fs*0.45, float64(k)/float64(max(1, ends[i])), colPrimary)
			// a plural: French says « 0 développé »
			c.text(plural(k, "expanded", "expanded"), x+pw/2, y+fs*1.9, fs, pw-2*m, false, center, colMuted)
			if pos >= ends[i] {
				c.text(wd.result(r.Log, rank(i)), x+pw/2, y+fs*3.4, fs, pw-2*m, true, center, resultColour(r.Log))
			}
		}
		d := every
		if f == frames-1 {
			d += holdEnd
		}
		e.add(c.img, hundredths(d))
		s.progress(f+1, frames)
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	return e.write(ctx, w)
}

// splitTitle cuts a title in two lines: before its parenthesis
// ("A* search" over "(Manhattan distance)"), else at the space nearest
// its middle.
func splitTitle(t string) []string {
	if i := strings.Index(t, " ("); i > 0 {
		return []string{t[:i], t[i+1:]}
	}
	best := -1
	for i, r := range t {
		if r == ' ' && (best < 0 || abs(i-len(t)/2) < abs(best-len(t)/2)) {
			best = i
		}
	}
	if best < 0 {
		return []string{t}
	}
	return []string{t[:best], t[best+1:]}
}

func abs(x int) int { return max(x, -x) }

// result says how a racer ended and its place.
func (w Words) result(l *searchlog.Log, rank int) string {
	tr, plural := w.Tr, w.Plural
	res, ok := l.Result()
	place := w.Ordinal(rank)
	switch {
	case !ok:
		return place
	case res.Status == solver.Solved:
		return fmt.Sprintf(tr("%s: %s"), place, plural(res.Cost, "move", "moves"))
	case res.Status == solver.Unsolvable:
		return tr("no solution")
	case res.Status == solver.Limit:
		return tr("stopped at a limit")
	}
	return tr("stopped")
}

func resultColour(l *searchlog.Log) color.RGBA {
	if res, ok := l.Result(); ok && res.Status == solver.Solved {
		return colSuccess
	}
	return colWarning
}

func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}
