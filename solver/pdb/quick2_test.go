package pdb

import (
	"github.com/eightpuzzle/eightpuzzle/solver"
	"testing"
	"time"
)

func TestQuickPacked(t *testing.T) {
	db := sharedDB(t)
	t.Log(db.clamped, len(db.excess), len(db.excess[0]), len(db.excess[2]))
	bad := 0
	for k, tab := range db.tables {
		eachPlacement(len(db.part[k]), func(idx uint32) {
			md := 0
			for i, tl := range db.part[k] {
				md += int(db.mdist[tl][idx>>(4*i)&0xF])
			}
			e := int(db.excess[k][idx>>1] >> (4 * (idx & 1)) & 0xF)
			if md+2*e != int(tab[idx]) {
				if bad < 5 {
					t.Log(k, idx, md, e, tab[idx])
				}
				bad++
			}
		})
	}
	t.Log(bad)
}

func TestQuickWalk(t *testing.T) {
	db := sharedDB(t)
	x := newIDA(t.Context(), db, solver.Options{}, time.Now())
	t.Log(x.tiles)
	t.Log(db.pat, db.shift, db.rpat, db.rshift)
}
