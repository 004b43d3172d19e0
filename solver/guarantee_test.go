package solver

import (
	"encoding/json"
	"strings"
	"testing"
)

// Every registry entry, plain and weighted, promises what its family and
// heuristic allow: the table is written out by hand so that a change in
// the registry that changes a promise shows here.
func TestGuaranteeOfEveryAlgorithm(t *testing.T) {
	for _, a := range Algorithms() {
		for _, w := range []float64{0, 1, 1.0001, 1.5, 3, MaxWeight} {
			want := NoGuarantee
			switch {
			case a.Family == FamilyAStar && w > 1.001 && a.Heuristic.Admissible():
				want = Bounded
			case a.Family == FamilyAStar && w > 1.001:
				want = NoGuarantee // misplaced-blank: excess 1, times w
			case a.Family == FamilyAStar || a.Family == FamilyIDAStar || a.Family == FamilyIDAStarPar:
				want = Shortest // every heuristic here has an excess below 2
			case a.Family == FamilyBFS || a.Family == FamilyIDS || a.Family == FamilyUCS ||
				a.Family == FamilyBidir || a.Family == FamilyTable:
				want = Shortest
			}
			if got := a.Guarantee(w); got != want {
				t.Errorf("%s weight %v: %v, want %v", a.Name, w, got, want)
			}
		}
	}
}

// A result carries its guarantee, and keeps it: a "shortest" path is as
// long as the exhaustive distance, a "bounded" one at most w times it,
// for every algorithm on a sample of 3x3 boards, under weights and under
// every knob that might break a promise (goal test on generation or on
// expansion, ties, move order, shuffle).
func TestGuaranteeAgainstTruth(t *testing.T) {
	convs := []Conventions{{}, {GoalTest: GoalOnExpand}, {Ties: TiesOldest}, {Ties: TiesBoard, GoalTest: GoalOnExpand},
		{Order: 17}, {Shuffle: 42}}
	if testing.Short() {
		convs = convs[:2]
	}
	for _, a := range Algorithms() {
		t.Run(a.Name, func(t *testing.T) {
			t.Parallel()
			weights := []float64{1}
			if a.Weighted {
				weights = []float64{1, 1.3, 3}
			}
			class, ok := speed[a.Name]
			if !ok {
				class = medium // the ones that promise nothing are quick
			}
			for _, goal := range goals {
				tr := truthFor(goal)
				n := map[int]int{fast: 12, medium: 6, slow: 2}[class]
				boards := refBoards(t, goal, n, 24, 7)
				if class == slow {
					boards = refBoards(t, goal, n, 14, 7)
				}
				for _, c := range convs {
					for _, w := range weights {
						for _, b := range boards {
							p := Problem{Start: b, Goal: goal}
							r := mustSolve(t, a, p, Options{Conventions: c, Weight: w})
							if r.Guarantee != a.Guarantee(w) {
								t.Fatalf("%s w %v: result says %v, the algorithm %v", a.Name, w, r.Guarantee, a.Guarantee(w))
							}
							if r.Status != Solved {
								continue // dls within its limit, say
							}
							d := tr.dist[b]
							switch r.Guarantee {
							case Shortest:
								if r.Cost != d {
									t.Fatalf("%s %v %v w %v: %d moves, says shortest, the shortest is %d", a.Name, b, c, w, r.Cost, d)
								}
							case Bounded:
								if r.Weight <= 1 || float64(r.Cost) > r.Weight*float64(d) {
									t.Fatalf("%s %v %v w %v: %d moves, says at most %v× the shortest %d", a.Name, b, c, w, r.Cost, r.Weight, d)
								}
							}
						}
					}
				}
			}
		})
	}
}

// Unsolvable and stopped results say what their algorithm promises too,
// and JSON writes the guarantee by name.
func TestGuaranteeOnEveryResult(t *testing.T) {
	a := mustAlgo(t, "astar-manhattan")
	odd := Problem{Start: MustParse("213456780"), Goal: GoalBlankLast}
	r := mustSolve(t, a, odd, Options{Weight: 3})
	if r.Status != Unsolvable || r.Guarantee != Bounded || r.Weight != 3 {
		t.Errorf("unsolvable, weight 3: %v %v weight %v", r.Status, r.Guarantee, r.Weight)
	}
	r = mustSolve(t, a, Problem{Start: hardestBoards[0], Goal: GoalBlankLast}, Options{MaxNodes: 5})
	if r.Status != Limit || r.Guarantee != Shortest {
		t.Errorf("stopped: %v %v", r.Status, r.Guarantee)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back struct{ Guarantee string }
	if err := json.Unmarshal(b, &back); err != nil || back.Guarantee != "shortest" {
		t.Errorf("JSON %s: guarantee %q (%v)", b, back.Guarantee, err)
	}
	if got := Bounded.Text(1.2998046875); got != "at most 1.3 times the shortest" {
		t.Errorf("Bounded.Text: %q", got)
	}
}

// Each family labels what it really orders by: greedy by h, not f.
func TestPriorityOfEveryFamily(t *testing.T) {
	want := map[Family]string{FamilyBFS: "depth", FamilyDFS: "", FamilyDLS: "depth", FamilyIDS: "depth", FamilyUCS: "g",
		FamilyBidir: "depth", FamilyGreedy: "h", FamilyAStar: "f = g + 3·h", FamilyIDAStar: "f = g + h", FamilyIDAStarPar: "f = g + h", FamilyTable: ""}
	for _, a := range Algorithms() {
		w := 0.0
		if a.Weighted {
			w = 3
		}
		if got := a.Priority().Formula(a.RunWeight(w)); got != want[a.Family] {
			t.Errorf("%s: orders by %q, want %q", a.Name, got, want[a.Family])
		}
	}
	if got := PriorityH.Of(5, 7, 12); got != 7 {
		t.Errorf("greedy's priority of g 5, h 7: %v", got)
	}
}

// A knob that an algorithm is said not to take changes nothing in its
// run: the views show only the knobs that apply.
func TestKnobsNotTakenChangeNothing(t *testing.T) {
	o, _ := ParseOrder("RLDU")
	knobs := []struct {
		name  string
		c     Conventions
		takes func(*Algorithm) bool
	}{
		{"ties", Conventions{Ties: TiesBoard}, (*Algorithm).TakesTies},
		{"goal test", Conventions{GoalTest: GoalOnExpand}, (*Algorithm).TakesGoalTest},
		{"order", Conventions{Order: o}, (*Algorithm).TakesOrder},
		{"shuffle", Conventions{Shuffle: 5}, (*Algorithm).TakesOrder},
	}
	boards := refBoards(t, GoalBlankLast, 3, 12, 3)
	for _, a := range Algorithms() {
		for _, k := range knobs {
			if k.takes(a) {
				continue
			}
			for _, b := range boards {
				p := Problem{Start: b, Goal: GoalBlankLast}
				x, y := mustSolve(t, a, p, Options{MaxNodes: 200000}), mustSolve(t, a, p, Options{Conventions: k.c, MaxNodes: 200000})
				if x.Expanded != y.Expanded || x.Generated != y.Generated || pathKey(x.Path) != pathKey(y.Path) {
					t.Errorf("%s does not take %s, yet it changed its run on %v: expanded %d, then %d", a.Name, k.name, b, x.Expanded, y.Expanded)
				}
			}
		}
	}
}

// A weighted A*'s description never says "shortest path".
func TestWeightedDescription(t *testing.T) {
	for _, a := range Algorithms() {
		if !a.Weighted {
			if a.DescriptionFor(3) != a.Description {
				t.Errorf("%s: its description changes with a weight it does not take", a.Name)
			}
			continue
		}
		d := a.DescriptionFor(3)
		if strings.Contains(d, "shortest path") || !strings.Contains(d, "3 times") {
			t.Errorf("%s weighted 3: %q", a.Name, d)
		}
		if a.Heuristic.Admissible() != strings.Contains(d, "at most 3 times the shortest") {
			t.Errorf("%s weighted 3: %q", a.Name, d)
		}
	}
}
