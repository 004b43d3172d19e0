package app

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TraceEnv names a file the window appends a trace to: one JSON object a
// line saying what changed, for the end-to-end test (app/e2e), which drives
// the real window under Xvfb and must know what happened without reading
// it back from pixels. Unset, nothing is traced and nothing is started.
//
//	{"event":"board","board":"123456708","goal":"123456780","mode":"edit","picked":-1,"ms":812}
//	{"event":"result","run":2,"algorithm":"bfs","status":"solved","moves":21,...}
//	{"event":"replay","step":12,"of":21,"playing":true,"board":"..."}
//	{"event":"status","kind":"success","text":"Solved in 21 moves ..."}
//	{"event":"tab","tab":"compare"}
//	{"event":"layout","scale":1,"widgets":[{"kind":"button","text":"Solve","x":..,"y":..,"w":..,"h":..}]}
//
// The events: start, board, algorithm, run, progress, result, replay,
// status, tab, layout and quit (at shutdown). They are written on the UI
// goroutine by watching the controller's signals, so the controller only
// starts and stops the trace. Layout (where the controls are, in canvas
// units, so the test can click them) is polled a few times a second and
// written when it changed.
const TraceEnv = "EIGHTPUZZLE_TRACE"

type tracer struct {
	c      *controller
	f      *os.File // nil once closed
	start  time.Time
	last   map[string]string // per event, the last line written (without ms), so repeats are dropped
	done   chan struct{}
	queued atomic.Bool // a layout poll waiting for the UI goroutine
}

// startTrace begins the trace when TraceEnv is set; nil otherwise (stop
// on nil does nothing).
func startTrace(c *controller) *tracer {
	path := os.Getenv(TraceEnv)
	if path == "" {
		return nil
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		fmt.Fprintln(os.Stderr, "trace:", err)
		return nil
	}
	t := &tracer{c: c, f: f, start: time.Now(), last: map[string]string{}, done: make(chan struct{})}
	t.write("start", false, map[string]any{"pid": os.Getpid()})
	c.puzzleChanged.watch(t.puzzle)
	c.runChanged.watch(t.run)
	c.progressChanged.watch(t.progress)
	c.replayChanged.watch(t.replayed)
	c.statusChanged.watch(t.status)
	c.tabChanged.watch(t.tab)
	go t.poll()
	return t
}

// stop ends the trace; the window is closing.
func (t *tracer) stop() {
	if t == nil || t.f == nil {
		return
	}
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

var modeNames = map[mode]string{editMode: "edit", playMode: "play"}

func (t *tracer) puzzle() {
	c := t.c
	t.write("board", true, map[string]any{"board": c.board.String(), "goal": c.goal.String(),
		"mode": modeNames[c.mode], "picked": c.picked, "table": c.table != nil})
}

func (t *tracer) run() {
	c := t.c
	t.write("algorithm", true, map[string]any{"name": c.algo.Name, "watch": c.watch})
	if c.runAlgo == nil {
		return
	}
	// run numbers every search, so that two equal results are both written
	t.write("run", true, map[string]any{"run": c.gen, "running": c.running, "algorithm": c.runAlgo.Name})
	if r := c.last; r != nil && !c.running {
		t.write("result", true, map[string]any{"run": c.gen, "algorithm": c.runAlgo.Name,
			"status": r.Status.String(), "moves": len(r.Path) - 1, "expanded": r.Expanded})
	}
}

func (t *tracer) progress() {
	p := t.c.progress
	t.write("progress", true, map[string]any{"run": t.c.gen, "expanded": p.Expanded, "depth": p.Depth})
}

func (t *tracer) replayed() {
	r := &t.c.replay
	if r.res == nil {
		return
	}
	t.write("replay", true, map[string]any{"step": r.pos, "of": r.last(), "playing": r.playing,
		"board": r.board().String(), "speed": replaySpeeds[r.speed].label})
}

var importanceNames = map[widget.Importance]string{
	widget.MediumImportance: "info", widget.SuccessImportance: "success",
	widget.WarningImportance: "warning", widget.DangerImportance: "danger",
}

func (t *tracer) status() {
	t.write("status", false, map[string]any{"kind": importanceNames[t.c.statusKind], "text": t.c.status})
}

var tabNames = map[int]string{solveTab: "solve", replayTab: "replay", compareTab: "compare"}

func (t *tracer) tab() { t.write("tab", true, map[string]any{"tab": tabNames[t.c.tab]}) }

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
				t.c.do(func() { t.queued.Store(false); t.layout() })
			}
		}
	}
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
}

// layout writes where the visible controls are: buttons, checks, selects,
// text fields, the board's cells and the items of an open pop-up menu.
// Positions are in canvas units; the test multiplies them by scale.
func (t *tracer) layout() {
	if t.f == nil {
		return
	}
	var cv fyne.Canvas // the window's: the only one with content (tests make others)
	for _, w := range t.c.app.Driver().AllWindows() {
		if w.Canvas().Content() != nil {
			cv = w.Canvas()
			break
		}
	}
	if cv == nil {
		return
	}
	var ws []traceWidget
	add := func(kind, text string, o fyne.CanvasObject, pos fyne.Position) *traceWidget {
		s := o.Size()
		ws = append(ws, traceWidget{Kind: kind, Text: text, X: pos.X, Y: pos.Y, W: s.Width, H: s.Height})
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
			if it := o.Selected(); it != nil {
				walk(it.Content, pos)
			}
		case *focusBoard:
			w := add("board", "", o, pos)
			g := geometryOf(o.Size())
			for i := range solver.Cells {
				p := g.cellPos(i)
				w.Cells = append(w.Cells, [2]float32{pos.X + p.X + g.cell/2, pos.Y + p.Y + g.cell/2})
			}
		case *widget.Button:
			add("button", o.Text, o, pos).Disabled = o.Disabled()
		case *widget.Check:
			w := add("check", o.Text, o, pos)
			w.Checked, w.Disabled = o.Checked, o.Disabled()
		case *widget.Select:
			w := add("select", o.PlaceHolder, o, pos)
			w.Value, w.Disabled = o.Selected, o.Disabled()
		case *keyCheck: // the wrappers of keywidgets.go, traced as what they wrap
			w := add("check", o.Text, o, pos)
			w.Checked, w.Disabled = o.Checked, o.Disabled()
		case *keySelect:
			w := add("select", o.PlaceHolder, o, pos)
			w.Value, w.Disabled = o.Selected, o.Disabled()
		case *keyEntry:
			w := add("entry", o.PlaceHolder, o, pos)
			w.Value, w.Disabled = o.Text, o.Disabled()
		case *widget.PopUpMenu:
			for _, it := range o.Items {
				if label := menuLabel(it); label != "" {
					add("menuitem", label, it, t.c.app.Driver().AbsolutePositionForObject(it))
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
	for _, o := range cv.Overlays().List() {
		walk(o, fyne.Position{})
	}
	sz := cv.Size()
	t.write("layout", true, map[string]any{"scale": cv.Scale(), "w": sz.Width, "h": sz.Height,
		"tab": tabNames[t.c.tab], "widgets": ws}) // tab: which tab's controls are listed
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
