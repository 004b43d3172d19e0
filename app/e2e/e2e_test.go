// Package e2e drives the real window under Xvfb, as a person would: it
// builds the app, starts it on a private X display with a fresh home,
// clicks and types with xdotool and takes screenshots with ImageMagick.
//
// What the window did is read from its trace (EIGHTPUZZLE_TRACE, see
// app/trace.go): JSON lines of the board, searches, replay, status, tab and
// where each control is, so clicks land on real controls wherever the
// layout puts them, and checks do not depend on reading text from pixels.
// Screenshots back the trace up: they must not be blank, and the board's
// picture after a replay must match the picture of the goal.
//
// The app is a development build, so Fyne's thread checks are on; when the
// test runs with -race (make test, make e2e) the app is built with -race
// too, and a data race in the real window fails the test like a crash.
//
//	go test -race ./app/e2e -v                        # the journey and the random walk (make e2e)
//	go test ./app/e2e -run Screenshots -args -update  # the README images (make screenshots)
//	go test ./app/e2e -v -args -out /tmp/e2e          # keep screenshots, trace and log
//	go test -race ./app/e2e -v -run RandomWalk -args -seed 42  # replay a walk
//
// TestWindow is a person's journey through the window, checked step by
// step; TestRandomWalk (walk_test.go) is 2,000 random actions after which
// the app must still be alive, answer and quit cleanly.
//
// Without Xvfb, xdotool or ImageMagick's import the tests skip, saying so.
// session_test.go runs Xvfb and the app and reads the trace; drive_test.go
// clicks, types and takes screenshots; xdo_test.go keeps one xdotool for
// the walk.
package e2e

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

var (
	update = flag.Bool("update", false, "TestScreenshots: write the README screenshots to assets/")
	outDir = flag.String("out", "", "keep screenshots, trace and log of each test under this directory")
)

// root is the module root, from this package's directory.
const root = "../.."

// goal is the board a fresh window starts with: its own goal.
const goal = "123456780"

// slowMotion is the Solve tab's check box, by its names old and new.
var slowMotion = []string{"Slow motion", "Watch in slow motion"}

// Where the app writes what the test must see: a development build's
// thread check, a panic, the runtime dying or the race detector.
var badLog = []string{"Error in Fyne call thread", "panic:", "fatal error:", "WARNING: DATA RACE", "SIGSEGV"}

// TestWindow is the journey the issue asks for: enter a board by clicking
// tiles, solve it with one algorithm and Random's board with another,
// replay both to the goal, stop a search, open Compare and quit.
func TestWindow(t *testing.T) {
	s := start(t)
	first := s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })
	if first.Board != goal {
		t.Fatalf("a fresh window shows %s, want the goal %s", first.Board, goal)
	}
	goalShot := s.shot("01-start")
	goalCells := s.cells()

	s.step("enter a board by clicking tiles")
	board := goal
	for _, swap := range [][2]int{{7, 8}, {0, 1}, {1, 2}} { // 123456780 -> 231456708
		s.tapCell(swap[0])
		s.waitFor(fmt.Sprintf("cell %d picked", swap[0]), func(e event) bool { return e.Event == "board" && e.Picked == swap[0] })
		s.tapCell(swap[1])
		board = swapped(board, swap[0], swap[1])
		s.waitFor("board "+board, func(e event) bool { return e.Event == "board" && e.Board == board && e.Picked == -1 })
	}
	if board != "231456708" {
		t.Fatalf("the swaps made %s, want 231456708", board)
	}
	edited := s.shot("02-edited")
	if same(goalShot, edited, goalCells) {
		t.Fatal("the board's picture did not change after the swaps")
	}

	s.step("solve it with A*")
	s.solveAndReplay(board, "astar-manhattan", goalShot, goalCells, "03-astar")

	s.step("Random, then solve with breadth-first search")
	m := s.mark()
	s.click("button", "Random")
	board = s.waitFrom(m, "a random board", func(e event) bool { return e.Event == "board" && e.Board != board }).Board
	if board == goal {
		t.Fatal("Random drew the goal")
	}
	s.waitFrom(m, "the Solve tab", func(e event) bool { return e.Event == "tab" && e.Tab == "solve" })
	m = s.mark()
	s.click("button", "A* search") // the algorithm picker shows the family chosen
	s.click("menuitem", "Breadth-first search")
	s.waitFrom(m, "bfs picked", func(e event) bool { return e.Event == "algorithm" && e.Name == "bfs" })
	s.solveAndReplay(board, "bfs", goalShot, goalCells, "04-bfs")

	s.step("Stop a search in slow motion")
	m = s.mark()
	s.key("ctrl+1")
	s.waitFrom(m, "the Solve tab", func(e event) bool { return e.Event == "tab" && e.Tab == "solve" })
	m = s.mark()
	s.click("check", slowMotion...)
	s.waitFrom(m, "slow motion on", func(e event) bool { return e.Event == "algorithm" && e.Watch })
	m = s.mark()
	s.click("button", "Solve")
	s.waitFrom(m, "a few boards expanded", func(e event) bool { return e.Event == "progress" && e.Expanded >= 2 })
	s.shot("05-watching")
	s.click("button", "Stop")
	e := s.waitFrom(m, "the cancelled result", func(e event) bool { return e.Event == "result" })
	if e.Status != "cancelled" {
		t.Fatalf("after Stop the search ended %q, want cancelled", e.Status)
	}
	s.waitFrom(m, "the status to say stopped", func(e event) bool {
		return e.Event == "status" && strings.HasPrefix(e.Text, "Stopped:") && strings.Contains(e.Text, "no solution yet")
	})

	s.step("the same from the keyboard: Ctrl+Enter solves, Esc stops")
	// Plain keys go to the focused control first, and the Watch check box
	// took the focus when clicked: it swallows Esc (and Space), a gap of
	// the window's key handling. Clicking the board moves the focus there;
	// a pick and a put-down leave the board as it was.
	for _, picked := range []int{4, -1} {
		m = s.mark()
		s.tapCell(4)
		s.waitFrom(m, "a tap on the board", func(e event) bool { return e.Event == "board" && e.Picked == picked })
	}
	m = s.mark()
	s.key("ctrl+Return")
	s.waitFrom(m, "the search running", func(e event) bool { return e.Event == "run" && e.Running })
	s.key("Escape")
	if e = s.waitFrom(m, "the result", func(e event) bool { return e.Event == "result" }); e.Status != "cancelled" {
		t.Fatalf("after Esc the search ended %q, want cancelled", e.Status)
	}

	s.step("open Compare")
	before := s.stableShot("06-before-compare", nil, 10*time.Second)
	m = s.mark()
	s.key("ctrl+3")
	s.waitFrom(m, "the Compare tab", func(e event) bool { return e.Event == "tab" && e.Tab == "compare" })
	// The trace speaks before the frame is drawn: wait for a still picture.
	s.waitLayout("the Compare tab's controls", func() bool { return s.layout.Tab == "compare" })
	if after := s.stableShot("06-compare", nil, 10*time.Second); same(before, after, nil) {
		t.Fatalf("the window looks the same after opening Compare (see %s)", s.path("06-compare.png"))
	}

	s.quit()
	s.logUICalls()
}

// solveAndReplay clicks Solve, checks the result against the command
// line's exact answer, plays the replay to its end and checks the board
// shows the goal, in the trace and in the picture.
func (s *session) solveAndReplay(board, algo string, goalShot image.Image, goalCells []rect, name string) {
	t := s.t
	t.Helper()
	want := s.optimal(board)
	m := s.mark()
	s.click("button", "Solve")
	res := s.waitFrom(m, "the result", func(e event) bool { return e.Event == "result" })
	if res.Algorithm != algo || res.Status != "solved" || res.Moves != want {
		t.Fatalf("%s on %s: %s in %d moves by %s; want solved in %d (the shortest) by %s",
			algo, board, res.Status, res.Moves, res.Algorithm, want, algo)
	}
	s.waitFrom(m, "the Replay tab", func(e event) bool { return e.Event == "tab" && e.Tab == "replay" })
	s.waitFrom(m, "the status", func(e event) bool {
		return e.Event == "status" && strings.HasPrefix(e.Text, fmt.Sprintf("Solved in %d moves (optimal)", want))
	})
	m = s.mark()
	s.key("space")
	s.waitFrom(m, "the replay playing", func(e event) bool { return e.Event == "replay" && e.Playing })
	end := s.waitFrom(m, "the replay's end", func(e event) bool { return e.Event == "replay" && e.Step == e.Of && !e.Playing })
	if end.Of != want || end.Board != goal {
		t.Fatalf("the replay ended at move %d of %d on %s; want move %d on the goal %s", end.Step, end.Of, end.Board, want, goal)
	}
	shot := s.stableShot(name, goalCells, 10*time.Second)
	if !same(goalShot, shot, goalCells) {
		t.Fatalf("after the replay the board's picture is not the goal's (see %s)", s.path(name+".png"))
	}
}

// TestScreenshots writes the README's screenshots from the real window:
// a search watched in slow motion, a replay a third of the way, and
// Compare with its table and chart.
func TestScreenshots(t *testing.T) {
	if !*update {
		t.Skip("writes assets/screenshot-*.png only with -update (make screenshots)")
	}
	s := start(t)
	s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })
	// The same theme whatever the machine's: the theme button names the
	// theme and cycles system, light, dark.
	for i := 0; s.find("button", "dark") == nil; i++ {
		if i == 3 {
			t.Fatal("three clicks on the theme button did not reach the dark theme")
		}
		m := s.mark()
		s.click("button", s.find("button", "system", "light").Text)
		e := s.waitFrom(m, "the theme to change", func(e event) bool { return e.Event == "status" && strings.HasPrefix(e.Text, "Theme: ") })
		theme := strings.TrimSuffix(strings.TrimPrefix(e.Text, "Theme: "), ".")
		s.waitLayout("the theme button to say "+theme, func() bool { return s.find("button", theme) != nil })
	}
	const board = "752106438" // 18 moves: a solution long enough to show, short enough to watch
	s.click("entry", "type or paste a board")
	s.key("ctrl+a")
	s.typeText("752/106/438")
	s.waitFor("board "+board, func(e event) bool { return e.Event == "board" && e.Board == board })

	s.click("check", slowMotion...)
	s.waitFor("slow motion on", func(e event) bool { return e.Event == "algorithm" && e.Watch })
	m := s.mark()
	s.click("button", "Solve")
	s.waitFrom(m, "some boards expanded", func(e event) bool { return e.Event == "progress" && e.Expanded >= 12 })
	s.pointerAway()
	s.keep("solve", s.shot("solve"))

	s.click("check", slowMotion...) // off: the running search finishes at full speed
	res := s.waitFrom(m, "the result", func(e event) bool { return e.Event == "result" })
	if res.Status != "solved" {
		t.Fatalf("search ended %s", res.Status)
	}
	s.waitFrom(m, "the Replay tab", func(e event) bool { return e.Event == "tab" && e.Tab == "replay" })
	// The replay's buttons, not Space: the check box clicked last has the
	// focus and would take the key. Play is the Replay tab's alone now;
	// the rightmost is taken all the same.
	m = s.mark()
	s.clickRight("button", "Play")
	s.waitFrom(m, "the replay a third of the way", func(e event) bool { return e.Event == "replay" && e.Step >= e.Of/3 })
	m = s.mark()
	s.clickRight("button", "Pause")
	s.waitFrom(m, "the replay paused", func(e event) bool { return e.Event == "replay" && !e.Playing })
	s.pointerAway()
	s.keep("replay", s.stableShot("replay", nil, 10*time.Second))

	m = s.mark()
	s.key("ctrl+shift+Return") // Search > Compare algorithms: the Compare tab, run
	s.waitFrom(m, "the Compare tab", func(e event) bool { return e.Event == "tab" && e.Tab == "compare" })
	s.waitComparison(m)
	s.keep("compare", s.stableShot("compare", nil, 30*time.Second)) // still: the chart is drawn
	s.quit()
}

// waitComparison waits for the comparison started after mark m to end:
// its status says "Comparison done" (or "Batch done"). A Compare tab that
// runs nothing says nothing about comparing within a few seconds: that is
// logged, and the picture taken as it is.
func (s *session) waitComparison(m int) {
	s.t.Helper()
	talked := func(e event) bool {
		return e.Event == "status" && (strings.Contains(e.Text, "ompar") || strings.HasPrefix(e.Text, "Batch"))
	}
	quiet := time.Now().Add(5 * time.Second)
	for time.Now().Before(quiet) {
		s.readTrace()
		if slices.ContainsFunc(s.events[m:], talked) {
			s.waitFrom(m, "the comparison to end", func(e event) bool {
				return e.Event == "status" && (strings.HasPrefix(e.Text, "Comparison done") || strings.HasPrefix(e.Text, "Batch done"))
			})
			return
		}
		s.checkAlive("the comparison")
		time.Sleep(50 * time.Millisecond)
	}
	s.t.Logf("no comparison status within 5s of Compare algorithms: the Compare tab ran nothing; screenshot taken as it is")
}

// keep writes a README screenshot into assets/.
func (s *session) keep(name string, img image.Image) {
	s.t.Helper()
	path := filepath.Join(root, "assets", "screenshot-"+name+".png")
	f, err := os.Create(path)
	if err != nil {
		s.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		s.t.Fatal(err)
	}
	s.t.Logf("wrote %s", filepath.Clean(path))
}
