package pdb

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

func TestQuickPart(t *testing.T) {
	spec := os.Getenv("PDBPART")
	if spec == "" {
		t.Skip()
	}
	var part Partition
	for _, grp := range strings.Split(spec, "|") {
		var p []int
		for _, f := range strings.Fields(grp) {
			c, _ := strconv.Atoi(f)
			p = append(p, at(GoalBlankLast, c))
		}
		part = append(part, p)
	}
	db, err := BuildPartition(GoalBlankLast, part, nil)
	if err != nil {
		t.Fatal(err)
	}
	var nodes int64
	t1 := time.Now()
	for _, b := range benchBoards(GoalBlankLast) {
		r, err := Solve(context.Background(), db, b, solver.Options{})
		if err != nil || r.Status != solver.Solved {
			t.Fatal(err, r.Status)
		}
		nodes += r.Expanded
	}
	el := time.Since(t1)
	t.Log(spec, el/100, nodes/100, float64(nodes)/el.Seconds()/1e6)
}
