package pdb

import (
	"testing"
	"time"
)

func TestQuickBuild(t *testing.T) {
	t0 := time.Now()
	db, err := Build(GoalBlankLast, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(time.Since(t0), db.Bytes(), db.part, db.reflect)
}
