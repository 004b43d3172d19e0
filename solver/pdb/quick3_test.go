package pdb

import (
	"sync/atomic"
	"testing"
)

// brute: 0-1 BFS over (cells of m tiles, blank), table min over blank.
func brute(goalCells []int8, goalBlank int) []uint8 {
	m := len(goalCells)
	size := 1 << (4 * m)
	d := make([]int, size*16)
	for i := range d {
		d[i] = 1 << 30
	}
	var idx0 int
	for i, c := range goalCells {
		idx0 |= int(c) << (4 * i)
	}
	type st struct{ idx, bl int }
	dq := []st{{idx0, goalBlank}}
	d[idx0*16+goalBlank] = 0
	// simple Dijkstra via deque (0-1 BFS)
	front := 0
	var deque []st
	deque = append(deque, dq...)
	for front < len(deque) {
		s := deque[front]
		front++
		cd := d[s.idx*16+s.bl]
		for _, nb := range neighbours[s.bl] {
			// is a tile at nb?
			ti := -1
			for i := 0; i < m; i++ {
				if s.idx>>(4*i)&15 == int(nb) {
					ti = i
				}
			}
			if ti < 0 {
				if cd < d[s.idx*16+int(nb)] {
					d[s.idx*16+int(nb)] = cd
					deque = append(deque, st{s.idx, int(nb)}) // not strictly 0-1 order, but relax again
				}
			} else {
				n2 := s.idx + (s.bl-int(nb))<<(4*ti)
				if cd+1 < d[n2*16+int(nb)] {
					d[n2*16+int(nb)] = cd + 1
					deque = append(deque, st{n2, int(nb)})
				}
			}
		}
	}
	out := make([]uint8, size)
	for i := range out {
		best := 1 << 30
		for b := 0; b < 16; b++ {
			best = min(best, d[i*16+b])
		}
		if best == 1<<30 {
			out[i] = unreached
		} else {
			out[i] = uint8(best)
		}
	}
	return out
}

func TestQuickBrute(t *testing.T) {
	var done atomic.Int64
	gc := []int8{3, 6, 14, 0, 9}
	a := buildPattern(gc, 15, &done)
	b := brute(gc, 15)
	bad := 0
	for i := range a {
		if a[i] != b[i] {
			if bad < 5 {
				t.Logf("%x: %d vs brute %d", i, a[i], b[i])
			}
			bad++
		}
	}
	t.Log("bad", bad)
}
