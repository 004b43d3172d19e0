package solver_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

func ExampleParse() {
	b, err := solver.Parse("[[8,6,7],[2,5,4],[3,0,1]]")
	fmt.Println(b, err)
	fmt.Print(b.Grid())
	_, err = solver.Parse("1234/5678/0")
	fmt.Println(err)
	// Output:
	// 867254301 <nil>
	// 8 6 7
	// 2 5 4
	// 3 _ 1
	// row 1 has 4 tiles: a board written in rows has 3 rows of 3
}

func ExampleSolve() {
	p := solver.Problem{Start: solver.MustParse("123456078"), Goal: solver.GoalBlankLast}
	res, err := solver.Solve(context.Background(), "astar-manhattan", p, solver.Options{})
	fmt.Println(res.Status, res.Cost, res.Moves, err)
	// Output: solved 2 [right right] <nil>
}

func ExampleAlgorithmByName() {
	a, _ := solver.AlgorithmByName("idastar-linear-conflict")
	fmt.Println(a.Title, "| family:", a.Family, "| optimal:", a.Optimal)

	// a family of several is not one algorithm: the error lists them
	_, err := solver.AlgorithmByName("greedy")
	fmt.Println(err)

	// a typo gets the closest names
	_, err = solver.AlgorithmByName("astar-manhatan")
	var unknown *solver.UnknownNameError
	fmt.Println(errors.As(err, &unknown), unknown.Suggestions)
	// Output:
	// IDA* (Linear conflict) | family: idastar | optimal: true
	// "greedy" is a family of 7 algorithms: name one of greedy-misplaced, greedy-misplaced-blank, greedy-rowcol, greedy-euclidean, greedy-manhattan, greedy-linear-conflict or greedy-pdb
	// true [astar-manhattan idastar-manhattan greedy-manhattan]
}

func ExampleHeuristicByName() {
	h, _ := solver.HeuristicByName("manhattan")
	est, err := h.Estimate(solver.MustParse("867254301"), solver.GoalBlankLast)
	fmt.Println(est, err)
	// Output: 21 <nil>
}

func ExampleFamilyMembers() {
	for _, a := range solver.FamilyMembers("astar") {
		fmt.Println(a.Name)
	}
	// Output:
	// astar-misplaced
	// astar-misplaced-blank
	// astar-rowcol
	// astar-euclidean
	// astar-manhattan
	// astar-linear-conflict
	// astar-pdb
}

func ExampleTableFor() {
	t, err := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
	if err != nil {
		panic(err)
	}
	b := solver.MustParse("867254301")
	m, next, _ := t.Hint(b)
	fmt.Println(t.Distance(b), t.Max(), m, next.Rows())
	// Output: 31 31 up 867/204/351
}

func ExampleParseGoal() {
	g, _ := solver.ParseGoal("spiral", solver.Square3)
	fmt.Println(g.Rows())
	_, err := solver.ParseGoal("blank middle", solver.Square3)
	fmt.Println(err)
	// Output:
	// 123/804/765
	// goal: unknown preset "blank middle": the presets are blank last, blank first and spiral; or give a board such as 123456780
}
