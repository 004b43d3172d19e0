// Package trace writes what the window does to a file, for the end-to-end
// test (app/e2e), which drives the real window under Xvfb and must know
// what happened without reading it back from pixels. It is test
// instrumentation, kept out of the product's packages: main starts it only
// when EIGHTPUZZLE_TRACE names a file. One JSON object a line:
//
//	{"event":"board","board":"123456708","goal":"123456780","mode":"edit","picked":-1,"ms":812}
//	{"event":"result","run":2,"algorithm":"bfs","status":"solved","moves":21,...}
//	{"event":"replay","step":12,"of":21,"playing":true,"board":"..."}
//	{"event":"status","kind":"success","text":"Solved in 21 moves ..."}
//	{"event":"tab","tab":"compare"}
//	{"event":"layout","scale":1,"widgets":[{"kind":"button","text":"Solve","x":..,"y":..,"w":..,"h":..}]}
//	{"event":"uicalls","calls":5120,"longest_ms":9.4,"longest_fn":"...session.(*handover).put.func1","over_16ms":0}
//
// The events: start, board, algorithm, run, progress, result, replay,
// status, tab, layout, uicalls and quit (at shutdown). Uicalls is how long
// the functions handed to the UI goroutine through the session's do ran
// (see Do): written when the longest or the number over SlowCall grows,
// and at the end with the number of calls. They are written on the UI
// goroutine by watching the session's signals. Layout (where the controls
// are, in canvas units, so the test can click them) is polled a few times
// a second and written when it changed.
package trace

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"reflect"
	"runtime"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabpage"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Env names the file the trace is appended to.
const Env = "EIGHTPUZZLE_TRACE"

type tracer struct {
	s      *session.Session
	win    fyne.Window
	do     func(func())
	f      *os.File // nil once closed
	start  time.Time
	last   map[string]string // per event, the last line written (without ms), so repeats are dropped
	done   chan struct{}
	queued atomic.Bool // a layout poll waiting for the UI goroutine
	calls  *uiCalls    // nil unless the session's do was wrapped by Do
}

// SlowCall is the budget of one call on the UI goroutine: a frame at 60
// frames a second. A longer one is counted as over it.
const SlowCall = 16 * time.Millisecond

// uiCalls is the tally of the functions run on the UI goroutine through a
// do wrapped by Do. Only the UI goroutine touches it.
type uiCalls struct {
	n, over int64
	longest time.Duration
	where   string // the longest's function, as the runtime names it
}

// calls is the tally of the latest Do that wrapped a do: there is one
// window, and Start, called after Do, picks it up.
var calls *uiCalls

// Do returns do itself unless Env is set, so the product pays nothing.
// With the trace on, it returns a do that times every function it runs on
// the UI goroutine; give it to the window (app.NewWindow) before Start, and
// the trace's uicalls events say how many ran, the longest, and how many
// took more than SlowCall.
func Do(do func(func())) func(func()) {
	if os.Getenv(Env) == "" {
		calls = nil
		return do
	}
	c := &uiCalls{}
	calls = c
	return func(f func()) {
		do(func() {
			start := time.Now()
			f()
			d := time.Since(start)
			c.n++
			if d > c.longest {
				c.longest = d
				c.where = runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
			}
			if d > SlowCall {
				c.over++
			}
		})
	}
}

// Start begins the trace of the window's session when Env is set, on the
// UI goroutine; do runs a function there (fyne.Do). Unset, it does nothing.
// The trace ends by itself when the session shuts down.
func Start(s *session.Session, win fyne.Window, do func(func())) {
	path := os.Getenv(Env)
	if path == "" {
		return
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		fmt.Fprintln(os.Stderr, "trace:", err)
		return
	}
	t := &tracer{s: s, win: win, do: do, f: f, start: time.Now(), last: map[string]string{}, done: make(chan struct{}), calls: calls}
	t.write("start", false, map[string]any{"pid": os.Getpid()})
	s.PuzzleChanged.Watch(t.puzzle)
	s.SearchChanged.Watch(t.run)
	s.ProgressChanged.Watch(t.progress)
	s.ReplayChanged.Watch(t.replayed)
	s.Changed.Watch(t.status)
	s.TabChanged.Watch(t.tab)
	s.Exploration().Changed.Watch(t.explore)
	s.Race().Changed.Watch(t.race)
	s.Closed.Watch(t.stop)
	t.puzzle()
	t.run()
	t.status()
	t.tab()
	go t.poll()
}

// stop ends the trace; the window is closing.
func (t *tracer) stop() {
	if t == nil || t.f == nil {
		return
	}
	t.uiCalls(true)
	t.write("quit", false, nil)
	close(t.done)
	t.f.Close()
	t.f = nil
}

// write appends one event; with dedup, an event equal to the last of its
// kind is dropped (signals fire for many reasons, the trace wants changes).
func (t *tracer) write(event string, dedup bool, fields map[string]any) {
	if t.f == nil {
		return
	}
	if fields == nil {
		fields = map[string]any{}
	}
	fields["event"] = event
	key, _ := json.Marshal(fields)
	if dedup && t.last[event] == string(key) {
		return
	}
	t.last[event] = string(key)
	fields["ms"] = time.Since(t.start).Milliseconds()
	line, _ := json.Marshal(fields)
	t.f.Write(append(line, '\n')) // one write a line: a reader never sees half of one
}

var modeNames = map[session.Mode]string{session.EditMode: "edit", session.PlayMode: "play"}

func (t *tracer) puzzle() {
	s := t.s
	board, goal := s.Puzzle()
	picked, _, _ := s.Marks()
	sh := s.Shape()
	// a 3x3 board as nine digits, as before; other sizes in rows
	bt, gt := sh.Format(board), sh.Format(goal)
	if s.Wide() { // 5x5: not in a solver.Board
		bt, gt = s.BoardCells().String(), s.GoalCells().String()
	}
	t.write("board", true, map[string]any{"board": bt, "goal": gt, "shape": sh.String(),
		"mode": modeNames[s.Mode()], "picked": picked, "table": s.TableReady(), "thinking": s.Thinking()})
}

func (t *tracer) run() {
	s := t.s
	on, _ := s.Watch()
	t.write("algorithm", true, map[string]any{"name": s.Algorithm().Name, "watch": on})
	r := s.Run()
	if r.Algorithm == nil {
		return
	}
	// run numbers every search, so that two equal results are both written
	t.write("run", true, map[string]any{"run": r.ID, "running": r.Running, "algorithm": r.Algorithm.Name})
	if res := r.Result; res != nil && !r.Running {
		moves := len(res.Path) - 1
		if s.Wide() && res.Cost > 0 {
			moves = res.Cost // a 5x5 path is solver/wide's, not in res.Path
		}
		t.write("result", true, map[string]any{"run": r.ID, "algorithm": r.Algorithm.Name,
			"status": res.Status.String(), "moves": moves, "expanded": res.Expanded})
	}
}

func (t *tracer) progress() {
	r := t.s.Run()
	t.write("progress", true, map[string]any{"run": r.ID, "expanded": r.Progress.Expanded, "depth": r.Progress.Depth})
}

func (t *tracer) replayed() {
	r := t.s.Replay()
	c, ok := t.s.ReplayCells()
	if !ok {
		return
	}
	board := c.String()
	if b, ok := t.s.ReplayBoard(); ok {
		board = r.Result.Problem.Shape.Format(b) // 3x3 as nine digits, as before
	}
	t.write("replay", true, map[string]any{"step": r.Pos, "of": r.Last, "playing": r.Playing,
		"board": board, "speed": session.ReplaySpeedLabel(r.Speed)})
}

var kindNames = map[session.Kind]string{
	session.Info: "info", session.Success: "success", session.Warning: "warning", session.Danger: "danger",
}

func (t *tracer) status() {
	st := t.s.Status()
	t.write("status", true, map[string]any{"kind": kindNames[st.Kind], "text": st.Text})
}

var tabNames = map[session.Tab]string{session.SolveTab: "solve", session.ReplayTab: "replay", session.CompareTab: "compare",
	session.ExploreTab: "explore", session.RaceTab: "race", session.HeuristicsTab: "heuristics"}

func (t *tracer) tab() { t.write("tab", true, map[string]any{"tab": tabNames[t.s.Tab()]}) }

var exploreViewNames = map[session.ExploreView]string{session.FrontierView: "frontier", session.TreeView: "tree",
	session.MapView: "map", session.DepthsView: "depths"}

// race: the Race tab's searches and cursor; finished counts the racers
// the cursor has seen to their end.
func (t *tracer) race() {
	r := t.s.Race()
	racers := r.Racers()
	finished := 0
	for _, x := range racers {
		if x.Finished {
			finished++
		}
	}
	pos, end := r.Position()
	t.write("race", true, map[string]any{"racers": len(racers), "finished": finished, "running": r.Running(),
		"playing": r.Playing(), "step": pos, "steps": end, "stale": r.Stale() != ""})
}

// explore: the Explore tab's search and player.
func (t *tracer) explore() {
	e := t.s.Exploration()
	st := e.State()
	status := ""
	if st.Result != nil {
		status = st.Result.Status.String()
	}
	fields := map[string]any{"algorithm": st.Algorithm.Name, "step": st.Step, "steps": st.Steps,
		"running": st.Running, "playing": st.Playing, "status": status, "view": exploreViewNames[e.View()], "stale": st.Stale != ""}
	if b, ok := st.Expanding(); ok {
		fields["board"] = st.Problem.Shape.Format(b) // the board shown at the step
	}
	if ps := e.PredictState(); ps.Active || len(ps.Answers) > 0 {
		// a Predict exercise: the question in hand, the boards offered in
		// the order listed, the last grade and the score
		var choices []string
		for _, n := range ps.Question.Choices {
			choices = append(choices, st.Problem.Shape.Format(n.Board))
		}
		fields["predicting"], fields["question"], fields["of"] = ps.Active, ps.Question.Number, ps.Question.Total
		fields["kind"], fields["answered"], fields["right"] = ps.Question.Kind.String(), ps.Answered, ps.Last.Right
		fields["choices"], fields["score"], fields["answers"] = choices, ps.Right, len(ps.Answers)
	}
	t.write("explore", true, fields)
}

// poll asks the UI goroutine for the layout a few times a second until
// the trace stops; a poll still waiting is not queued again.
func (t *tracer) poll() {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-t.done:
			return
		case <-tick.C:
			if t.queued.CompareAndSwap(false, true) {
				t.do(func() { t.queued.Store(false); t.layout(); t.uiCalls(false) })
			}
		}
	}
}

// uiCalls writes the tally of the UI goroutine's calls: the longest and
// the slow ones when they grow (a poll), with the count too at the end (the
// count alone grows all the time and would write a line every poll).
func (t *tracer) uiCalls(final bool) {
	c := t.calls
	if c == nil || t.f == nil {
		return
	}
	fields := map[string]any{"longest_ms": math.Round(float64(c.longest)/1e5) / 10, "longest_fn": c.where, "over_16ms": c.over}
	if final {
		fields["calls"] = c.n
	}
	t.write("uicalls", !final, fields)
}

// traceWidget is a control the test may click: where it is on the canvas,
// and what it says.
type traceWidget struct {
	Kind     string       `json:"kind"`
	Text     string       `json:"text,omitempty"`
	Value    string       `json:"value,omitempty"`
	X        float32      `json:"x"`
	Y        float32      `json:"y"`
	W        float32      `json:"w"`
	H        float32      `json:"h"`
	Disabled bool         `json:"disabled,omitempty"`
	Checked  bool         `json:"checked,omitempty"`
	Cells    [][2]float32 `json:"cells,omitempty"` // board: the centre of each cell
	// Overlay: in a dialog, pop-up or menu over the window's content. The
	// Compare tab's own Cancel (a running comparison's) is not a dialog's:
	// the test took it for one, and clicked it where the tab had scrolled it
	// out of the window.
	Overlay bool `json:"overlay,omitempty"`
}

// layout writes where the visible controls are: buttons, checks, selects,
// text fields, the board's cells and the items of an open pop-up menu.
// Positions are in canvas units; the test multiplies them by scale.
func (t *tracer) layout() {
	if t.f == nil {
		return
	}
	cv := t.win.Canvas()
	var ws []traceWidget
	overlay := false // walking the overlays
	add := func(kind, text string, o fyne.CanvasObject, pos fyne.Position) *traceWidget {
		s := o.Size()
		ws = append(ws, traceWidget{Kind: kind, Text: text, X: pos.X, Y: pos.Y, W: s.Width, H: s.Height, Overlay: overlay})
		return &ws[len(ws)-1]
	}
	// Children sit relative to their parent, so positions add up on the way
	// down; only the containers the window uses are entered.
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		pos := at.Add(o.Position())
		switch o := o.(type) {
		case *fyne.Container:
			for _, ch := range o.Objects {
				walk(ch, pos)
			}
		case *container.Scroll:
			walk(o.Content, pos)
		case *container.Split:
			walk(o.Leading, pos)
			walk(o.Trailing, pos)
		case *container.AppTabs:
			// the headers, by the tab's name: the bar is Fyne's, and does
			// not say where they are
			xs, widths, h := widgets.TabHeaders(o)
			for i := range o.Items {
				tw := add("tab", tabNames[session.Tab(i)], o, pos.AddXY(xs[i], 0))
				tw.W, tw.H = widths[i], h
			}
			if it := o.Selected(); it != nil {
				walk(it.Content, pos)
			}
		case *tabpage.Page:
			walk(o.Content, pos)
		case *widgets.FocusBoard:
			w := add("board", "", o, pos)
			w.Value = o.Shape().Format(o.Shown()) // the board drawn: the user's, the replay's or a search's
			if sh := o.Shape(); wide.Needs(sh) {
				w.Value = session.Cells{Shape: sh, Tiles: wide.FromTiles(o.ShownTiles())}.String()
			}
			for i := range cells(o) {
				p := o.CellCenter(i)
				w.Cells = append(w.Cells, [2]float32{pos.X + p.X, pos.Y + p.Y})
			}
		case *widget.GridWrap: // the Explore tab's frontier list: a Predict answer is a tap in it
			add("grid", "", o, pos)
		case *widget.Button:
			add("button", o.Text, o, pos).Disabled = o.Disabled()
		case *widget.Check:
			w := add("check", o.Text, o, pos)
			w.Checked, w.Disabled = o.Checked, o.Disabled()
		case *widget.Select:
			w := add("select", o.PlaceHolder, o, pos)
			w.Value, w.Disabled = o.Selected, o.Disabled()
		case *widgets.KeyCheck: // the key-passing wrappers, traced as what they wrap
			w := add("check", o.Text, o, pos)
			w.Checked, w.Disabled = o.Checked, o.Disabled()
		case *widgets.KeySelect:
			w := add("select", o.PlaceHolder, o, pos)
			w.Value, w.Disabled = o.Selected, o.Disabled()
		case *widgets.KeyEntry:
			w := add("entry", o.PlaceHolder, o, pos)
			w.Value, w.Disabled = o.Text, o.Disabled()
		case *widget.Entry: // the Heuristics tab's expression
			w := add("entry", o.PlaceHolder, o, pos)
			w.Value, w.Disabled = o.Text, o.Disabled()
		case *widget.Accordion: // traced by its first item's title; its open details are walked
			add("accordion", o.Items[0].Title, o, pos).Checked = o.Items[0].Open
			for _, it := range o.Items {
				if it.Open {
					walk(it.Detail, pos)
				}
			}
		case *widget.PopUpMenu:
			for _, it := range o.Items {
				if label := menuLabel(it); label != "" {
					add("menuitem", label, it, fyne.CurrentApp().Driver().AbsolutePositionForObject(it))
				}
			}
		case *widget.PopUp:
			walk(o.Content, pos)
		default: // a pop-up menu sits in an overlay container of an internal type
			if content, ok := exportedField(o, "Content").(fyne.CanvasObject); ok {
				walk(content, pos)
			}
		}
	}
	walk(cv.Content(), fyne.Position{})
	overlay = true
	for _, o := range cv.Overlays().List() {
		walk(o, fyne.Position{})
	}
	sz := cv.Size()
	// the least the content needs: more than the canvas, and the window
	// scrolls (its content sits in a scroller rather than grow the window)
	var need fyne.Size
	if sc, ok := cv.Content().(*container.Scroll); ok {
		need = sc.Content.MinSize()
	}
	t.write("layout", true, map[string]any{"scale": cv.Scale(), "w": sz.Width, "h": sz.Height,
		"minw": need.Width, "minh": need.Height,
		"tab": tabNames[t.s.Tab()], "widgets": ws, // tab: which tab's controls are listed
		// presentation mode: on, full screen, the type's size and whether there is a menu bar
		"presenting": t.s.Presenting(), "fullscreen": t.win.FullScreen(), "textsize": theme.TextSize(), "menu": t.win.MainMenu() != nil})
}

// menuLabel is the label of a pop-up menu's item; separators and headings
// give "".
func menuLabel(o fyne.CanvasObject) string {
	if it, ok := exportedField(o, "Item").(*fyne.MenuItem); ok && it != nil && !it.Disabled && !it.IsSeparator {
		return it.Label
	}
	return ""
}

// exportedField reads an exported field of a struct behind a pointer.
// Fyne keeps a menu item's label, and an overlay's content, in exported
// fields of unexported types, which only reflection reaches.
func exportedField(o any, name string) any {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	f := v.Elem().FieldByName(name)
	if !f.IsValid() || !f.CanInterface() {
		return nil
	}
	return f.Interface()
}

// cells is the number of cells of the board shown.
func cells(b *widgets.FocusBoard) int { return b.Shape().Cells() }
