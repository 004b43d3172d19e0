package trace

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabpage"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// TestMain fails the package if a test leaves a goroutine running: the
// trace's poll must end when the session shuts down.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// readTrace parses every line of a trace file.
func readTrace(t *testing.T, path string) []map[string]any {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var events []map[string]any
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var e map[string]any
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("trace line %q: %v", sc.Text(), err)
		}
		events = append(events, e)
	}
	return events
}

// findEvent is the last event of a kind whose fields include want.
func findEvent(events []map[string]any, kind string, want map[string]any) map[string]any {
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i]
		if e["event"] != kind {
			continue
		}
		ok := true
		for k, v := range want {
			ok = ok && e[k] == v
		}
		if ok {
			return e
		}
	}
	return nil
}

// find is the first object in o's tree that match accepts.
func find(o fyne.CanvasObject, match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	if match(o) {
		return o
	}
	var kids []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		kids = o.Objects
	case *container.Scroll:
		kids = []fyne.CanvasObject{o.Content}
	case *container.Split:
		kids = []fyne.CanvasObject{o.Leading, o.Trailing}
	case *container.AppTabs:
		if it := o.Selected(); it != nil {
			kids = []fyne.CanvasObject{it.Content}
		}
	case *tabpage.Page:
		kids = []fyne.CanvasObject{o.Content}
	}
	for _, k := range kids {
		if f := find(k, match); f != nil {
			return f
		}
	}
	return nil
}

func button(text string) func(fyne.CanvasObject) bool {
	return func(o fyne.CanvasObject) bool { b, ok := o.(*widget.Button); return ok && b.Text == text }
}

type harness struct {
	w    app.Window
	q    *uiqueue.Queue
	path string
	do   func(func()) // the session's: timed by Do when the trace is on
}

func start(t *testing.T, path string) *harness {
	t.Setenv(Env, path)
	test.NewTempApp(t)
	q := &uiqueue.Queue{}
	do := Do(q.Do)
	w := app.NewWindow(fyne.CurrentApp(), do)
	w.Resize(fyne.NewSize(1180, 800))
	Start(w.Session, w, q.Do)
	t.Cleanup(func() {
		w.Session.Shutdown()
		q.Drain()
		w.Close()
	})
	q.WaitFor(t, "the distance table", w.Session.TableReady, nil)
	return &harness{w, q, path, do}
}

func TestTraceRecordsWhatTheWindowDoes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trace.jsonl")
	h := start(t, path)
	s := h.w.Session

	s.TapCell(7)
	s.TapCell(8)
	test.Tap(find(h.w.Content(), button("Solve")).(*widget.Button))
	h.q.WaitFor(t, "the replay", func() bool { return s.Replay().Result != nil }, nil)
	h.q.WaitFor(t, "a layout poll", func() bool { return findEvent(readTrace(t, path), "layout", nil) != nil }, nil)

	events := readTrace(t, path)
	for _, want := range []struct {
		kind   string
		fields map[string]any
	}{
		{"board", map[string]any{"board": "123456780", "picked": 7.0}},
		{"board", map[string]any{"board": "123456708", "picked": -1.0}},
		{"run", map[string]any{"running": true, "algorithm": "astar-manhattan"}},
		{"result", map[string]any{"status": "solved", "moves": 1.0}},
		{"replay", map[string]any{"step": 0.0, "of": 1.0, "board": "123456708"}},
		{"tab", map[string]any{"tab": "replay"}},
		{"status", map[string]any{"kind": "success"}},
	} {
		if findEvent(events, want.kind, want.fields) == nil {
			t.Errorf("no %s event with %v in the trace", want.kind, want.fields)
		}
	}

	// The layout places controls where Fyne itself says they are. Only a
	// layout polled after the tab change counts: one polled while the
	// search ran, before the result brought the Replay tab, shows Restart
	// for Solve (a search slowed by a loaded machine let a poll see it).
	seen := len(readTrace(t, path))
	s.SetTab(session.SolveTab)
	h.q.WaitFor(t, "a layout of the Solve tab", func() bool {
		return findEvent(readTrace(t, path)[seen:], "layout", map[string]any{"tab": "solve"}) != nil
	}, nil)
	layout := findEvent(readTrace(t, path)[seen:], "layout", map[string]any{"tab": "solve"})
	found := map[string]bool{}
	content := h.w.Content()
	for _, w := range layout["widgets"].([]any) {
		w := w.(map[string]any)
		var obj fyne.CanvasObject
		switch {
		case w["kind"] == "button" && (w["text"] == "Solve" || w["text"] == "Random"):
			obj = find(content, button(w["text"].(string)))
		case w["kind"] == "board":
			obj = find(content, func(o fyne.CanvasObject) bool { _, ok := o.(*widgets.FocusBoard); return ok })
			if n := len(w["cells"].([]any)); n != 9 {
				t.Errorf("the board lists %d cells", n)
			}
		default:
			continue
		}
		found[fmt.Sprint(w["kind"], " ", w["text"])] = true
		// the test driver reports positions inside a pretend inset; the
		// desktop's interactive area is the whole canvas
		inset, _ := h.w.Canvas().InteractiveArea()
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj).Add(inset)
		if float32(w["x"].(float64)) != at.X || float32(w["y"].(float64)) != at.Y {
			t.Errorf("%s %q traced at %v,%v; Fyne has it at %v", w["kind"], w["text"], w["x"], w["y"], at)
		}
	}
	if len(found) != 3 {
		t.Errorf("layout lists %v, want the Solve and Random buttons and the board", found)
	}

	h.w.Session.Shutdown()
	if findEvent(readTrace(t, path), "quit", nil) == nil {
		t.Error("no quit event after the session shut down")
	}
}

// TestTraceFiveByFive: on 5x5 the trace writes the boards (not in a
// solver.Board there), the result's moves and the replay's board.
func TestTraceFiveByFive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trace.jsonl")
	h := start(t, path)
	s := h.w.Session
	s.SetShape(session.Square5)
	s.SetMode(session.PlayMode)
	s.TapCell(19) // 20 slides down into the blank
	moved := "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 0/21 22 23 24 20"
	s.Solve()
	h.q.WaitFor(t, "the replay", func() bool { return s.Replay().Result != nil }, nil)
	s.SetTab(session.SolveTab)
	h.q.WaitFor(t, "a layout of the 5x5 board", func() bool {
		return findEvent(readTrace(t, path), "layout", map[string]any{"tab": "solve"}) != nil
	}, nil)
	events := readTrace(t, path)
	for _, want := range []struct {
		kind   string
		fields map[string]any
	}{
		{"board", map[string]any{"board": moved, "shape": "5x5", "goal": "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0"}},
		{"result", map[string]any{"status": "solved", "moves": 1.0}},
		{"replay", map[string]any{"step": 0.0, "of": 1.0, "board": moved}},
	} {
		if findEvent(events, want.kind, want.fields) == nil {
			t.Errorf("no %s event with %v in the trace", want.kind, want.fields)
		}
	}
	layout := findEvent(events, "layout", map[string]any{"tab": "solve"})
	for _, w := range layout["widgets"].([]any) {
		if w := w.(map[string]any); w["kind"] == "board" && (w["value"] != moved || len(w["cells"].([]any)) != 25) {
			t.Errorf("the board traced as %q with %d cells", w["value"], len(w["cells"].([]any)))
		}
	}
}

func TestNoTraceUnlessAsked(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "trace.jsonl")
	h := start(t, "")
	t.Setenv(Env, path) // set only after the start: nothing may be written
	h.w.Session.Random()
	h.q.Drain()
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("a trace was written without %s: %v", Env, err)
	}
}

// Every function the session hands to the UI goroutine is timed: the
// trace says how many ran, the longest, and how many took over 16 ms.
func TestUICallsTimed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trace.jsonl")
	h := start(t, path)
	// The slow call outlasts every call so far by 25 ms: on a loaded
	// machine the distance table's hand-over took more than 25 ms, and
	// the trace rightly named it the longest. calls is the UI goroutine's,
	// which is this one between drains.
	h.q.Drain()
	slow := calls.longest + 25*time.Millisecond
	h.do(func() { time.Sleep(slow) })
	h.do(func() {})
	slowMS := float64(slow.Milliseconds())
	h.q.WaitFor(t, "a uicalls event with the slow call", func() bool {
		e := findEvent(readTrace(t, path), "uicalls", nil)
		return e != nil && e["over_16ms"].(float64) >= 1 && e["longest_ms"].(float64) >= slowMS
	}, nil)
	e := findEvent(readTrace(t, path), "uicalls", nil)
	if ms := e["longest_ms"].(float64); ms < slowMS || ms > 10_000 {
		t.Errorf("longest call %v ms, want the %v ms sleep or a little more", ms, slowMS)
	}
	if fn, _ := e["longest_fn"].(string); !strings.Contains(fn, "TestUICallsTimed") {
		t.Errorf("the longest call is named %q, want the test's sleep", fn)
	}
	if _, ok := e["calls"]; ok {
		t.Errorf("a poll's uicalls has the count: %v", e)
	}
	h.w.Session.Shutdown()
	events := readTrace(t, path)
	last := findEvent(events, "uicalls", nil)
	// the session's own calls (the distance table at least) and the two
	if n, ok := last["calls"].(float64); !ok || n < 3 {
		t.Errorf("the last uicalls counts %v calls, want 3 or more", last["calls"])
	}
	if findEvent(events, "quit", nil) == nil {
		t.Error("no quit")
	}
}

// Without the trace, Do hands back the very function it was given.
func TestDoUntracedIsDo(t *testing.T) {
	t.Setenv(Env, "")
	ran := 0
	do := func(f func()) { ran++; f() }
	wrapped := Do(do)
	if reflect.ValueOf(wrapped).Pointer() != reflect.ValueOf(do).Pointer() {
		t.Error("Do wrapped the function with the trace off")
	}
	wrapped(func() {})
	if ran != 1 || calls != nil {
		t.Errorf("ran %d, tally %v", ran, calls)
	}
}
