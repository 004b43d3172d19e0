package harness_test

import (
	"context"
	"fmt"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

func ExampleCompare() {
	p := solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	bfs, _ := solver.AlgorithmByName("bfs")
	greedy, _ := solver.AlgorithmByName("greedy-manhattan")
	rows, err := harness.Compare(context.Background(), p, []*solver.Algorithm{bfs, greedy},
		harness.CompareOptions{Limits: harness.DefaultLimits()})
	if err != nil {
		panic(err)
	}
	for _, r := range rows {
		fmt.Println(r.Algorithm, r.Outcome(), r.Cost, "optimal:", r.Optimal, "distance:", r.Distance)
	}
	// Output:
	// bfs solved 31 optimal: true distance: 31
	// greedy-manhattan solved 69 optimal: false distance: 31
}

func ExampleRun() {
	// a batch as a stream: boards drawn as they come, rows summarised and
	// dropped, so a million boards take no more memory than ten
	spec := harness.BatchSpec{Random: 1000, Seed: 1}
	boards, err := spec.Boards(context.Background())
	if err != nil {
		panic(err)
	}
	var sum harness.Summarizer
	table, _ := solver.AlgorithmByName("table")
	n, err := harness.Run(context.Background(), boards, spec.Len(), []*solver.Algorithm{table},
		harness.CompareOptions{OnRow: sum.Add})
	s := sum.Summaries()[0]
	fmt.Println(n, err, s.Solved, s.Optimal, s.EBF > 1 && s.EBF < 1.1)
	// Output: 1000 <nil> 1000 1000 true
}
