package e2e

import (
	"image"
	"strings"
	"testing"
	"time"
)

// TestViews opens each view of a search in the real window, runs it and
// takes a screenshot: the explorer with its frontier, tree, state-space
// map and depths, the race, and the heuristics' accuracy. Each picture must
// show something and differ from the one before; the trace must say the
// search ran to its end. With -update the README's images are written.
func TestViews(t *testing.T) {
	s := start(t)
	s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })
	const board = "752106438" // 18 moves
	s.click("entry", "type or paste a board")
	s.key("ctrl+a")
	s.typeText("752/106/438")
	s.waitFor("board "+board, func(e event) bool { return e.Event == "board" && e.Board == board })

	s.step("the explorer: A* on the board, recorded and stepped to its end")
	m := s.mark()
	s.key("ctrl+4")
	s.waitFrom(m, "the Explore tab", func(e event) bool { return e.Event == "tab" && e.Tab == "explore" })
	s.waitLayout("the Explore tab's controls", func() bool { return s.layout.Tab == "explore" })
	prev := s.stableShot("views-01-explore-empty", nil, 10*time.Second)
	m = s.mark()
	s.click("button", "Explore")
	done := s.waitFrom(m, "the search recorded to its end", func(e event) bool {
		return e.Event == "explore" && !e.Running && e.Status != ""
	})
	if done.Status != "solved" || done.Algorithm != "astar-manhattan" || done.Steps == 0 {
		t.Fatalf("the exploration ended %q after %d steps of %s; want astar-manhattan solved", done.Status, done.Steps, done.Algorithm)
	}
	m = s.mark()
	s.pointerAway()
	s.key("End")
	s.waitFrom(m, "the player at the last step", func(e event) bool {
		return e.Event == "explore" && e.Step == done.Steps && e.Steps == done.Steps
	})
	for i, v := range []struct{ key, name string }{
		{"ctrl+shift+f", "frontier"}, {"ctrl+shift+t", "tree"}, {"ctrl+shift+m", "map"}, {"ctrl+shift+d", "depths"},
	} {
		m = s.mark()
		s.key(v.key)
		if s.lastExplore().View != v.name { // the trace writes changes only
			s.waitFrom(m, "the "+v.name+" in sight", func(e event) bool { return e.Event == "explore" && e.View == v.name })
		}
		name := "views-0" + string(rune('2'+i)) + "-explore-" + v.name
		shot := s.stableShot(name, nil, 15*time.Second)
		prev = s.differs(prev, shot, name)
		if *update && (v.name == "tree" || v.name == "map") {
			s.keep("explore-"+v.name, shot)
		}
	}

	s.step("the race: four algorithms on the board, to the end, with maps and then trees")
	m = s.mark()
	s.key("ctrl+5")
	s.waitFrom(m, "the Race tab", func(e event) bool { return e.Event == "tab" && e.Tab == "race" })
	s.waitLayout("the Race tab's controls", func() bool { return s.layout.Tab == "race" })
	m = s.mark()
	s.click("button", "Start")
	race := s.waitFrom(m, "every racer at its end", func(e event) bool {
		return e.Event == "race" && !e.Running && e.Racers >= 2 && e.Finished == e.Racers
	})
	s.pointerAway()
	shot := s.stableShot("views-06-race-maps", nil, 15*time.Second)
	prev = s.differs(prev, shot, "views-06-race-maps")
	if *update {
		s.keep("race", shot)
	}
	s.clickFound("select", "Maps", func() *widget { return s.findValue("select", "Maps") })
	s.click("menuitem", "Trees")
	s.waitLayout("trees chosen", func() bool { return s.findValue("select", "Trees") != nil })
	s.pointerAway()
	shot = s.stableShot("views-07-race-trees", nil, 15*time.Second)
	prev = s.differs(prev, shot, "views-07-race-trees")
	s.t.Logf("race of %d: all finished at step %d", race.Racers, race.Step)

	s.step("the heuristics: ranges of h against the true distance, then a heat map")
	m = s.mark()
	s.key("ctrl+6")
	s.waitFrom(m, "the Heuristics tab", func(e event) bool { return e.Event == "tab" && e.Tab == "heuristics" })
	s.waitLayout("the Heuristics tab's controls", func() bool { return s.layout.Tab == "heuristics" })
	shot = s.stableShot("views-08-heuristics", nil, 15*time.Second)
	prev = s.differs(prev, shot, "views-08-heuristics")
	if *update {
		s.keep("heuristics", shot)
	}
	s.clickFound("select", "Every heuristic", func() *widget { return s.findValue("select", "Every heuristic") })
	s.click("menuitem", "Heat map: Manhattan")
	s.waitLayout("the heat map chosen", func() bool { return s.findValue("select", "Heat map") != nil })
	s.pointerAway()
	shot = s.stableShot("views-09-heat", nil, 15*time.Second)
	s.differs(prev, shot, "views-09-heat")

	s.quit()
}

// differs fails the test when shot is blank or looks like the one
// before, and returns it to be the next one before.
func (s *session) differs(before, shot image.Image, name string) image.Image {
	s.t.Helper()
	if blank(shot) {
		s.t.Fatalf("%s is blank (see %s)", name, s.path(name+".png"))
	}
	if same(before, shot, nil) {
		s.t.Fatalf("%s looks the same as the picture before it (see %s)", name, s.path(name+".png"))
	}
	return shot
}

// lastExplore is the explorer's last event in the trace so far.
func (s *session) lastExplore() event {
	s.readTrace()
	for i := len(s.events) - 1; i >= 0; i-- {
		if s.events[i].Event == "explore" {
			return s.events[i]
		}
	}
	return event{}
}

// findValue finds a control of a kind whose value starts with value: a
// select without a placeholder is known by what it shows.
func (s *session) findValue(kind, value string) *widget {
	if s.layout == nil {
		return nil
	}
	for i := range s.layout.Widgets {
		if w := &s.layout.Widgets[i]; w.Kind == kind && strings.HasPrefix(w.Value, value) {
			return w
		}
	}
	return nil
}
