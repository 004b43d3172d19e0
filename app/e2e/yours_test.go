package e2e

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
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
	s.clickFound("select", "Breadth-first search", func() *widget { return s.findValue("select", "Breadth-first search") })
	s.waitLayout("the racer's menu", func() bool { return s.find("menuitem", "Depth-first search") != nil })
	// listed short (the typed expression as "yours"), its text in the
	// racer's title
	const mine = "astar-yours (not admissible)"
	s.scrollToMenuItem(mine)
	s.click("menuitem", mine)
	s.waitLayout("racer 1 led by the expression", func() bool { return s.findValue("select", mine) != nil })
	if s.findValue("select", "A* search (Manhattan distance)") == nil {
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

// scrollToMenuItem scrolls the open racer menu until item is in the
// window: the last items of a long menu are below its edge.
func (s *session) scrollToMenuItem(item string) {
	s.t.Helper()
	for range 60 {
		w := s.find("menuitem", item)
		if w != nil && w.Y+w.H < s.layout.H-10 && w.Y > 0 {
			return
		}
		dfs := s.find("menuitem", "Depth-first search")
		if dfs == nil {
			dfs = s.find("menuitem", "Distance table")
		}
		if dfs != nil {
			s.wheelDownAt(dfs.X+dfs.W/2, dfs.Y+dfs.H/2)
		}
		time.Sleep(150 * time.Millisecond)
		s.readTrace()
	}
}

// TestYourNamedHeuristics: two expressions typed in the Heuristics tab
// and saved under names in its Named… manager, then the first picked by
// its name in Compare (a row of its own in the chooser, run) and in Race
// (listed as astar-sum, raced against the built-ins).
func TestYourNamedHeuristics(t *testing.T) {
	s := start(t)
	s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })

	s.step("the Heuristics tab: two expressions saved under names")
	m := s.mark()
	s.key("ctrl+6")
	s.waitFrom(m, "the Heuristics tab", func(e event) bool { return e.Event == "tab" && e.Tab == "heuristics" })
	s.waitLayout("the Heuristics tab's controls", func() bool { return s.layout.Tab == "heuristics" })
	for _, e := range []struct{ text, name string }{{"manhattan + misplaced", "sum"}, {"2 * manhattan", "twice"}} {
		s.click("entry", "Your own heuristic")
		s.key("ctrl+a")
		s.typeText(e.text)
		s.waitLayout("the expression typed", func() bool { return s.findValue("entry", e.text) != nil })
		s.click("button", "Named…")
		s.waitLayout("the manager open", func() bool { return s.find("entry", "A name, e.g. mine") != nil })
		s.click("entry", "A name, e.g. mine")
		s.typeText(e.name)
		s.click("button", "Save the typed one")
		s.waitLayout(e.name+" listed", func() bool { return s.findValue("entry", e.name) != nil })
		if e.name == "twice" {
			s.pointerAway()
			s.stableShot("named-01-manager", nil, 10*time.Second)
		}
		s.click("button", "Close")
		s.waitLayout("the manager closed", func() bool { return s.find("entry", "A name, e.g. mine") == nil })
	}

	s.step("a random board, then Compare: A* led by sum")
	m = s.mark()
	s.click("button", "Random")
	s.waitFrom(m, "a random board", func(e event) bool { return e.Event == "board" && e.Board != e.Goal })
	m = s.mark()
	s.key("ctrl+3")
	s.waitFrom(m, "the Compare tab", func(e event) bool { return e.Event == "tab" && e.Tab == "compare" })
	s.waitLayout("the Compare tab's controls", func() bool { return s.layout.Tab == "compare" })
	s.clickFound("button", "algorithms…", func() *widget {
		for i := range s.layout.Widgets {
			if w := &s.layout.Widgets[i]; w.Kind == "button" && strings.HasSuffix(w.Text, "algorithms…") {
				return w
			}
		}
		return nil
	})
	s.waitLayout("the chooser", func() bool { return s.find("button", "None") != nil })
	s.click("button", "None")
	// the checks titled A* search: the grid's family, then sum's row, then
	// twice's (the typed expression is twice's text, listed by its name)
	sumAStar := func() *widget {
		var found []*widget
		for i := range s.layout.Widgets {
			if w := &s.layout.Widgets[i]; w.Kind == "check" && w.Text == "A* search" {
				found = append(found, w)
			}
		}
		if len(found) != 3 {
			return nil
		}
		slices.SortFunc(found, func(a, b *widget) int { return cmp.Compare(a.Y, b.Y) })
		return found[1]
	}
	s.waitLayout("no algorithm chosen, a row for each name", func() bool { c := sumAStar(); return c != nil && !c.Checked })
	s.clickFound("check", "sum's A* search", sumAStar)
	s.waitLayout("A* led by sum chosen", func() bool { c := sumAStar(); return c != nil && c.Checked })
	s.pointerAway()
	s.stableShot("named-02-chooser", nil, 10*time.Second)
	s.click("button", "Done")
	m = s.mark()
	s.key("ctrl+shift+Return") // Search > Compare algorithms: run
	s.waitComparison(m)
	s.stableShot("named-03-compare", nil, 30*time.Second)

	s.step("Race: astar-sum against astar-manhattan")
	m = s.mark()
	s.key("ctrl+5")
	s.waitFrom(m, "the Race tab", func(e event) bool { return e.Event == "tab" && e.Tab == "race" })
	s.waitLayout("the Race tab's controls", func() bool { return s.layout.Tab == "race" })
	s.clickFound("select", "Breadth-first search", func() *widget { return s.findValue("select", "Breadth-first search") })
	s.waitLayout("the racer's menu", func() bool { return s.find("menuitem", "Depth-first search") != nil })
	const sum = "astar-sum (not admissible)"
	s.scrollToMenuItem(sum)
	s.click("menuitem", sum)
	s.waitLayout("racer 1 led by sum", func() bool { return s.findValue("select", sum) != nil })
	m = s.mark()
	s.click("button", "Start")
	s.waitFrom(m, "every racer at its end", func(e event) bool {
		return e.Event == "race" && !e.Running && e.Racers >= 2 && e.Finished == e.Racers
	})
	s.pointerAway()
	s.stableShot("named-04-race", nil, 15*time.Second)
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
