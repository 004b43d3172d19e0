// Package anim makes animated GIFs for slides: a solution replayed move by
// move with its tiles sliding, a range of an exploration's steps, a race
// of searches side by side. It draws in the window's light theme with
// image/draw and Go's fonts, without Fyne, so that the command line and
// the window make the same files. Every function runs on the caller's
// goroutine, stops when its context is cancelled and reports its progress
// frame by frame.
package anim

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// Bounds of the settings.
const (
	MinSize, MaxSize   = 160, 2000 // pixels across
	MinSpeed, MaxSpeed = 0.25, 50  // moves, steps or frames a second
	// MaxFrames caps a GIF's frames (a range of steps, a race's
	// positions): past a few hundred a slide's GIF is a film.
	MaxFrames = 1000
	// DefaultSize is 600 pixels: a half of a 1280-wide slide.
	DefaultSize = 600
	// DefaultRaceFrames is how many moments of a race are shown.
	DefaultRaceFrames = 100
)

// Settings are what every animation takes.
type Settings struct {
	Size  int     // the picture's width in pixels; the replay and the steps are square
	Speed float64 // moves (a replay), steps (an exploration) or frames (a race) a second
	// Progress, when set, is told after each frame how many of the total
	// are drawn, on the caller's goroutine.
	Progress func(done, total int)
	// Words put the frames' lines in a language; a field left nil is
	// English's, as the command line's GIFs are.
	Words Words
}

// Words are the language a GIF's lines are written in. The window fills
// them from its translator (anim has no Fyne); the command line leaves
// them, and writes English for the scripts and slides that expect it.
type Words struct {
	Tr      func(key string) string              // a line's English template (fmt verbs kept) in the language
	Plural  func(n int, one, many string) string // n and its noun: "1 move", « 27 coups »
	Count   func(n int64) string                 // a number: 1,234 or « 1 234 »
	Ordinal func(n int) string                   // a place: 1st, « 1er »
	Title   func(a *solver.Algorithm) string     // an algorithm as named: "A* search (Manhattan distance)"
}

// English is the command line's words.
var English = Words{
	Tr: func(key string) string { return key },
	Plural: func(n int, one, many string) string {
		return count(int64(n)) + " " + noun(n, one, many)
	},
	Count:   count,
	Ordinal: ordinal,
	Title:   func(a *solver.Algorithm) string { return a.Title },
}

// words are s's words, English's where s leaves one out.
func (s Settings) words() Words {
	w := s.Words
	if w.Tr == nil {
		w.Tr = English.Tr
	}
	if w.Plural == nil {
		w.Plural = English.Plural
	}
	if w.Count == nil {
		w.Count = English.Count
	}
	if w.Ordinal == nil {
		w.Ordinal = English.Ordinal
	}
	if w.Title == nil {
		w.Title = English.Title
	}
	return w
}

// Check says what is wrong with s, if anything, in words that name the
// setting.
func (s Settings) Check() error {
	if s.Size < MinSize || s.Size > MaxSize {
		return fmt.Errorf("size %d px is out of range: want %d to %d", s.Size, MinSize, MaxSize)
	}
	if !(s.Speed >= MinSpeed && s.Speed <= MaxSpeed) {
		return fmt.Errorf("speed %v is out of range: want %v to %v a second", s.Speed, MinSpeed, MaxSpeed)
	}
	return nil
}

func (s Settings) progress(done, total int) {
	// in a browser Go has the page's one thread: a frame is a few ms of
	// drawing, and the page gets its turn between them (nothing elsewhere)
	solver.Yield()
	if s.Progress != nil {
		s.Progress(done, total)
	}
}

// hundredths is d in a GIF's unit of delay.
func hundredths(d time.Duration) int { return int(math.Round(d.Seconds() * 100)) }

// holdEnd is how long the last frame stays before the GIF loops: long
// enough to read the result.
const holdEnd = 2500 * time.Millisecond

// slideFrame is the delay of a frame of a sliding tile: 25 a second, as
// smooth as a GIF plays everywhere.
const slideFrame = 40 * time.Millisecond

// ErrNothing is returned when there is nothing to animate.
var ErrNothing = errors.New("nothing to animate")

// Replay writes path (a solution, start to goal) as a GIF: each move a
// tile sliding into the blank, a line above saying which move it is.
// title heads every frame (the algorithm, say).
func Replay(ctx context.Context, w io.Writer, sh solver.Shape, path []solver.Board, title string, s Settings) error {
	return replay(ctx, w, sh, len(path), func(i int) board { return path[i] }, title, s)
}

// ReplayTiles is Replay of a path given board by board as tiles, cell by
// cell with 0 the blank: the boards with a side of 5, which a
// solver.Board cannot hold.
func ReplayTiles(ctx context.Context, w io.Writer, sh solver.Shape, path [][]int, title string, s Settings) error {
	return replay(ctx, w, sh, len(path), func(i int) board { return tiles(path[i]) }, title, s)
}

// board is what a frame draws of a board: its tile in each cell.
type board interface{ At(cell int) int }

// tiles is a board cell by cell, 0 the blank.
type tiles []int

func (t tiles) At(cell int) int {
	if cell < len(t) {
		return t[cell]
	}
	return 0
}

// replay draws n boards, boardAt(i) the i-th.
func replay(ctx context.Context, w io.Writer, sh solver.Shape, n int, boardAt func(int) board, title string, s Settings) error {
	if err := s.Check(); err != nil {
		return err
	}
	if n == 0 {
		return ErrNothing
	}
	every := time.Duration(float64(time.Second) / s.Speed)
	// the slide takes most of a move, as the window's replay does, but at
	// most a quarter second; at many moves a second tiles jump
	slides := int(min(every*3/4, 250*time.Millisecond) / slideFrame)
	if every < 100*time.Millisecond {
		slides = 0
	}
	moves := n - 1
	total := 1 + moves*(slides+1)
	size := s.Size
	c := newCanvas(size, size)
	e := newEncoder(size, size)
	m, _, g := replayLayout(sh, size)
	fs := float64(size) * 0.045
	// tr and plural by these names: the catalogue test reads their keys
	tr, plural := s.words().Tr, s.words().Plural
	c.clear()
	c.text(title, m, m+fs, fs, float64(size)-2*m, false, left, colMuted)
	c.boardBase(g)
	c.keep()
	frame := func(i int, b board, sl slide) {
		c.clear()
		line := fmt.Sprintf(tr("move %d of %d"), i, moves)
		col := colForeground
		switch {
		case i == 0:
			line = fmt.Sprintf(tr("start: %s to the goal"), plural(moves, "move", "moves"))
		case i == moves:
			line, col = fmt.Sprintf(tr("goal reached in %s"), plural(moves, "move", "moves")), colSuccess
		}
		c.text(line, m, m+fs+fs*1.7, fs*1.3, float64(size)-2*m, true, left, col)
		c.tiles(g, b, sl)
	}
	done := 0
	tick := func() error {
		done++
		s.progress(done, total)
		return ctx.Err()
	}
	frame(0, boardAt(0), slide{})
	e.add(c.img, hundredths(every+time.Second/2))
	if err := tick(); err != nil {
		return err
	}
	for i := 1; i <= moves; i++ {
		tile, from := movedTile(sh, boardAt(i-1), boardAt(i))
		for k := 1; k <= slides; k++ {
			frame(i, boardAt(i), slide{tile: tile, from: from, t: ease(float64(k) / float64(slides+1))})
			e.add(c.img, hundredths(slideFrame))
			if err := tick(); err != nil {
				return err
			}
		}
		frame(i, boardAt(i), slide{})
		hold := every - time.Duration(slides)*slideFrame
		if i == moves {
			hold += holdEnd
		}
		e.add(c.img, hundredths(hold))
		if err := tick(); err != nil {
			return err
		}
	}
	return e.write(ctx, w)
}

// replayLayout is a replay's margin, the height of its heading and where
// its board goes.
func replayLayout(sh solver.Shape, size int) (m, head float64, g geometry) {
	m = float64(size) * 0.04
	head = float64(size) * 0.2
	return m, head, boardGeometry(sh, m, head, float64(size)-2*m, float64(size)-head-m)
}

// ease starts and ends a slide gently, as the eye expects a hand to move
// a tile.
func ease(t float64) float64 { return t * t * (3 - 2*t) }

// movedTile is the tile that moved between two boards one move apart and
// the cell it left; tile 0 when they are not one move apart (a jump).
func movedTile(sh solver.Shape, a, b board) (tile, from int) {
	n := sh.Cells()
	diff := 0
	for i := range n {
		if a.At(i) != b.At(i) {
			diff++
			if b.At(i) == 0 {
				tile, from = a.At(i), i
			}
		}
	}
	if diff != 2 {
		return 0, 0
	}
	return tile, from
}

// noun is one or many, as n asks, in English.
func noun(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// count writes n with thousands separated, as the window does.
func count(n int64) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + count(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// number writes a g, h or f: whole numbers as such, others to two places.
func number(v float64) string {
	if v == math.Trunc(v) {
		return fmt.Sprint(int64(v))
	}
	return fmt.Sprintf("%.2f", v)
}

// CheckSteps says what is wrong with a range of steps of a log of n
// steps, naming the range as the user gave it.
func CheckSteps(from, to, n int) error { return English.CheckSteps(from, to, n) }

// CheckSteps is CheckSteps in w's words: the window's GIF dialog shows
// the message under its step fields.
func (w Words) CheckSteps(from, to, n int) error {
	tr, plural := w.Tr, w.Plural
	if tr == nil || plural == nil {
		tr, plural = English.Tr, English.Plural
	}
	switch {
	case n == 0:
		return errors.New(tr("the search made no steps to animate"))
	case from < 1 || to < from:
		return fmt.Errorf(tr("steps %d to %d: want a range from 1 up, its end not before its start"), from, to)
	case from > n:
		return fmt.Errorf(tr("steps %d to %d: the search made only %s"), from, to, plural(n, "step", "steps"))
	case to-from+1 > MaxFrames:
		return fmt.Errorf(tr("steps %d to %d: at most %d steps in one GIF"), from, to, MaxFrames)
	}
	return nil
}

// Steps writes steps from..to of a recorded search as a GIF: at each
// step the board expanded, its step number, g, h and f and, with
// frontier, how many boards wait on the frontier after it. A range past
// the log's end stops at its end.
func Steps(ctx context.Context, w io.Writer, l *searchlog.Log, from, to int, frontier bool, s Settings) error {
	if err := s.Check(); err != nil {
		return err
	}
	n := l.Len()
	if err := CheckSteps(from, to, n); err != nil {
		return err
	}
	to = min(to, n)
	alg, p := l.Algorithm(), l.Problem()
	every := time.Duration(float64(time.Second) / s.Speed)
	size := s.Size
	c := newCanvas(size, size)
	e := newEncoder(size, size)
	m := float64(size) * 0.04
	fs := float64(size) * 0.045
	head := m + fs*6.4 // four lines of text
	g := boardGeometry(p.Shape, m, head, float64(size)-2*m, float64(size)-head-m)
	total := to - from + 1
	wd := s.words()
	tr, plural, count := wd.Tr, wd.Plural, wd.Count
	c.clear()
	c.text(wd.Title(alg), m, m+fs, fs, float64(size)-2*m, false, left, colMuted)
	c.boardBase(g)
	c.keep()
	for k := from; k <= to; k++ {
		st, node, _ := l.Step(k)
		c.clear()
		line := fmt.Sprintf(tr("step %s of %s"), count(int64(k)), count(int64(n)))
		col := colForeground
		if node.Board == p.Goal && node.Flags&searchlog.Backward == 0 {
			line, col = fmt.Sprintf(tr("step %s: the goal, %s from the start"), count(int64(k)), plural(int(node.G), "move", "moves")), colSuccess
		}
		c.text(line, m, m+fs+fs*1.7, fs*1.3, float64(size)-2*m, true, left, col)
		nums := fmt.Sprintf("g = %d", node.G)
		if node.Flags&searchlog.HasH != 0 {
			nums += fmt.Sprintf("   h = %s   f = %s", number(node.H), number(node.F))
		}
		if alg.Frontier == solver.FrontierPath {
			nums += "   " + fmt.Sprintf(tr("bound %s"), number(st.Bound))
		}
		if node.Flags&searchlog.Backward != 0 {
			nums += "   " + tr("(from the goal)")
		}
		c.text(nums, m, m+fs+fs*3.3, fs*1.1, float64(size)-2*m, false, left, colForeground)
		if frontier {
			c.text(fmt.Sprintf(tr("frontier: %s waiting"), count(int64(st.Frontier))), m, m+fs+fs*4.8, fs, float64(size)-2*m, false, left, colMuted)
		}
		var b board = node.Board
		if l.Wide() { // a side of 5: the log's number for the board
			b = tiles(l.Tiles(node.Board))
		}
		c.tiles(g, b, slide{})
		d := every
		if k == to {
			d += holdEnd
		}
		e.add(c.img, hundredths(d))
		s.progress(k-from+1, total)
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	return e.write(ctx, w)
}
