package e2e

import (
	"math"
	"strconv"
	"testing"
	"time"
)

// TestYourHeuristic: an expression typed in the Heuristics tab, judged
// (not admissible), its worst board put on the board with one click, then
// raced by A* against A* with Manhattan in the Race tab, where it is
// listed after the registry's algorithms, marked not admissible.
func TestYourHeuristic(t *testing.T) {
	s := start(t)
	s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })

	s.step("the Heuristics tab: type manhattan + misplaced, judged")
	m := s.mark()
	s.key("ctrl+6")
	s.waitFrom(m, "the Heuristics tab", func(e event) bool { return e.Event == "tab" && e.Tab == "heuristics" })
	s.waitLayout("the Heuristics tab's controls", func() bool { return s.layout.Tab == "heuristics" })
	s.click("entry", "Your own heuristic")
	s.typeText("manhattan + misplaced")
	s.waitLayout("the expression typed", func() bool { return s.findValue("entry", "manhattan + misplaced") != nil })

	s.step("its worst board on the board")
	m = s.mark()
	s.click("button", "Show its worst board")
	// the board it overestimates most (by 8: it says 16, the board is 8 moves away)
	s.waitFrom(m, "the counterexample on the board", func(e event) bool { return e.Event == "board" && e.Board == "012563478" })
	s.stableShot("yours-01-counterexample", nil, 10*time.Second)

	s.step("the Race tab: A* with it against A* with Manhattan")
	m = s.mark()
	s.key("ctrl+5")
	s.waitFrom(m, "the Race tab", func(e event) bool { return e.Event == "tab" && e.Tab == "race" })
	s.waitLayout("the Race tab's controls", func() bool { return s.layout.Tab == "race" })
	s.clickFound("select", "bfs", func() *widget { return s.findValue("select", "bfs") })
	s.waitLayout("the racer's menu", func() bool { return s.find("menuitem", "dfs") != nil })
	const mine = "astar-manhattan + misplaced (not admissible)"
	// the last items of a long menu: scrolled into the window
	for range 60 {
		w := s.find("menuitem", mine)
		if w != nil && w.Y+w.H < s.layout.H-10 && w.Y > 0 {
			break
		}
		dfs := s.find("menuitem", "dfs")
		if dfs == nil {
			dfs = s.find("menuitem", "table")
		}
		if dfs != nil {
			s.wheelDownAt(dfs.X+dfs.W/2, dfs.Y+dfs.H/2)
		}
		time.Sleep(150 * time.Millisecond)
		s.readTrace()
	}
	s.click("menuitem", mine)
	s.waitLayout("racer 1 led by the expression", func() bool { return s.findValue("select", "astar-manhattan + misplaced") != nil })
	if s.findValue("select", "astar-manhattan") == nil {
		t.Fatal("no racer runs A* with Manhattan")
	}
	m = s.mark()
	s.click("button", "Start")
	s.waitFrom(m, "every racer at its end", func(e event) bool {
		return e.Event == "race" && !e.Running && e.Racers >= 2 && e.Finished == e.Racers
	})
	s.pointerAway()
	s.stableShot("yours-02-race", nil, 15*time.Second)
}

// wheelDownAt turns the mouse wheel a notch down over a point in canvas
// units (as clickAt clicks one): a long menu scrolls.
func (s *session) wheelDownAt(x, y float32) {
	s.t.Helper()
	sc := s.layout.Scale
	if sc <= 0 {
		sc = 1
	}
	px, py := strconv.Itoa(int(math.Round(float64(x*sc)))), strconv.Itoa(int(math.Round(float64(y*sc))))
	s.mustXdotool("mousemove", "--window", s.win, px, py, "click", "5")
}
