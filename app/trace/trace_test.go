package app

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

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

func TestTraceRecordsWhatTheWindowDoes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trace.jsonl")
	t.Setenv(TraceEnv, path)
	h := newHarness(t)
	u, c := h.u, h.c

	c.tapCell(7)
	c.tapCell(8)
	test.Tap(u.solve.solve)
	h.waitFor("the replay", func() bool { return c.replay.res != nil })
	c.trace.layout() // what the poll does a few times a second

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

	// The layout places controls where Fyne itself says they are.
	c.selectTab(solveTab)
	c.trace.layout()
	layout := findEvent(readTrace(t, path), "layout", map[string]any{"tab": "solve"})
	if layout == nil {
		t.Fatal("no layout of the Solve tab in the trace")
	}
	found := map[string]bool{}
	for _, w := range layout["widgets"].([]any) {
		w := w.(map[string]any)
		var obj fyne.CanvasObject
		switch {
		case w["kind"] == "button" && w["text"] == "Solve":
			obj = u.solve.solve
		case w["kind"] == "button" && w["text"] == "Random":
			obj = u.toolbar.random
		case w["kind"] == "board":
			obj = u.puzzle.board
			if n := len(w["cells"].([]any)); n != 9 {
				t.Errorf("the board lists %d cells", n)
			}
		default:
			continue
		}
		found[fmt.Sprint(w["kind"], " ", w["text"])] = true
		// the test driver reports positions inside a pretend inset; the
		// desktop's interactive area is the whole canvas
		inset, _ := u.win.Canvas().InteractiveArea()
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj).Add(inset)
		if float32(w["x"].(float64)) != at.X || float32(w["y"].(float64)) != at.Y {
			t.Errorf("%s %q traced at %v,%v; Fyne has it at %v", w["kind"], w["text"], w["x"], w["y"], at)
		}
	}
	if len(found) != 3 {
		t.Errorf("layout lists %v, want the Solve and Random buttons and the board", found)
	}
}

func TestNoTraceUnlessAsked(t *testing.T) {
	t.Setenv(TraceEnv, "")
	h := newHarness(t)
	if h.c.trace != nil {
		t.Fatal("a trace started without " + TraceEnv)
	}
}
