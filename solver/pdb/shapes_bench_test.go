package pdb

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Building the default databases of each shape for its usual goal: time,
// the build's allocations (B/op) and the tables kept (table-bytes).
func BenchmarkShapeBuild(b *testing.B) {
	for _, shape := range append(append([]solver.Shape{}, smallShapes...), bigShapes...) {
		b.Run(shape.String(), func(b *testing.B) {
			b.ReportAllocs()
			var db *ShapeDB
			for b.Loop() {
				var err error
				if db, err = BuildShape(context.Background(), shape, shape.Goal(), nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(db.Bytes()), "table-bytes")
		})
	}
}

// Reading the 3x4's databases from the cache, against building them.
func BenchmarkShapeLoadCached(b *testing.B) {
	dir := b.TempDir()
	ctx := context.Background()
	if _, err := LoadShape(ctx, dir, shape3x4, shape3x4.Goal(), nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		db, err := LoadShape(ctx, dir, shape3x4, shape3x4.Goal(), nil)
		if err != nil || !db.FromCache() {
			b.Fatalf("%v, from cache %v", err, db != nil && db.FromCache())
		}
	}
}

// One estimate of a random board, per shape and goal (the spiral's 3x3
// has eight views).
func BenchmarkShapeEstimate(b *testing.B) {
	for _, shape := range append(append([]solver.Shape{}, smallShapes...), bigShapes...) {
		for _, pr := range shape.Presets() {
			if pr.Name == "blank first" {
				continue
			}
			b.Run(shape.String()+"/"+pr.Name, func(b *testing.B) {
				db := buildShapeT(b, shape, pr.Board)
				rng := rand.New(rand.NewPCG(1, 1))
				boards := make([]solver.Board, 1024)
				for i := range boards {
					boards[i] = shape.Random(rng, pr.Board)
				}
				sum, i := 0, 0
				for b.Loop() {
					sum += db.Estimate(boards[i&1023])
					i++
				}
				if sum < 0 {
					b.Fatal(sum)
				}
			})
		}
	}
}

// The test's plain IDA* (allocating, recursive) with the databases, on
// uniformly random boards of the 12-cell shapes: boards visited per
// board, the mean distance and the estimate's mean ratio to it at the
// start. The estimate being admissible, the paths found are shortest.
func BenchmarkShapeIDA(b *testing.B) {
	for _, shape := range bigShapes {
		b.Run(shape.String(), func(b *testing.B) {
			goal := shape.Goal()
			db := buildShapeT(b, shape, goal)
			rng := rand.New(rand.NewPCG(11, 12))
			var nodes int64
			var boards, dist int
			var ratio float64
			for b.Loop() {
				start := shape.Random(rng, goal)
				d, n := tIDAWith(shape, goal, start, db.Estimate)
				nodes += n
				dist += d
				ratio += float64(db.Estimate(start)) / float64(d)
				boards++
			}
			b.ReportMetric(float64(nodes)/float64(boards), "nodes/op")
			b.ReportMetric(float64(dist)/float64(boards), "moves/op")
			b.ReportMetric(ratio/float64(boards), "h/d")
		})
	}
}
