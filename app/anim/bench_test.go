package anim

import (
	"context"
	"io"
	"testing"
)

// BenchmarkReplay31 encodes the 31-move replay at 600x600, 2 moves a second.
func BenchmarkReplay31(b *testing.B) {
	res, p := solve(b, "astar-manhattan", hardest)
	for b.Loop() {
		if err := Replay(context.Background(), io.Discard, p.Shape, res.Path, "A* search", Settings{Size: 600, Speed: 2}); err != nil {
			b.Fatal(err)
		}
	}
}
