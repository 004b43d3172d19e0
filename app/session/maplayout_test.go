package session

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The race's maps are laid out by the session, and only once a map is to
// be seen: maps chosen, and the Race tab in view or a race run. In a
// browser the page waits for the tens of milliseconds it takes.
func TestRaceLayoutOnlyWhenSeen(t *testing.T) {
	h := open(t, nil)
	r := h.s.Race()
	h.waitFor("the distance table", h.s.TableReady)
	building := func() bool { return r.layout.cancel != nil }
	if building() || r.MapLayout() != nil {
		t.Fatal("the race's map was laid out before anyone looked at the race")
	}
	r.SetPanel(RaceTree)
	h.s.SetTab(RaceTab)
	if building() {
		t.Fatal("the race's map was laid out while trees are shown")
	}
	r.SetPanel(RaceMap)
	if !building() {
		t.Fatal("maps shown on the Race tab, and no layout under way")
	}
	h.waitFor("the race's map", func() bool { return r.MapLayout() != nil })
	_, goal := h.s.Puzzle()
	if l := r.MapLayout(); l.Goal() != goal || l.Shape() != h.s.Shape() {
		t.Fatalf("the map is of %v on %v, the puzzle's goal %v on %v", l.Goal(), l.Shape(), goal, h.s.Shape())
	}

	// another goal: the old layout is not the map's, the new one comes
	h.s.SetGoal(solver.GoalSpiral)
	if l := r.MapLayout(); l != nil && l.Goal() != solver.GoalSpiral {
		t.Fatal("the map of the old goal is offered for the new")
	}
	h.waitFor("the new goal's map", func() bool { l := r.MapLayout(); return l != nil && l.Goal() == solver.GoalSpiral })

	// once a race ran, the maps are of its goal, whatever the puzzle
	// does next
	h.race(raceBoard, "bfs", "astar-manhattan")
	h.s.SetGoal(solver.GoalBlankFirst)
	h.s.SetTab(SolveTab)
	if l := r.MapLayout(); l == nil || l.Goal() != solver.GoalSpiral {
		t.Fatalf("after the puzzle moved on, the race's map is %v, want its own goal's", l)
	}
}

// The session is the model: it must not link the plotting library (with
// its LaTeX and PDF writers) nor Fyne. The state-space layout it builds
// lives in app/internal/statespace, below the session and the charts.
func TestSessionLinksNoDrawing(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	for _, pkg := range []string{".", "../internal/statespace"} {
		out, err := exec.Command(goTool, "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			if strings.HasPrefix(dep, "gonum.org/v1/plot") || strings.HasPrefix(dep, "fyne.io/") ||
				strings.HasSuffix(dep, "/app/chart") || strings.HasSuffix(dep, "/app/widgets") {
				t.Errorf("%s depends on %s", pkg, dep)
			}
		}
	}
}
