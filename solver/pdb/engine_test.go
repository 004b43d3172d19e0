package pdb

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The pdb algorithms of the engine's registry, run through solver.Solve
// with this package's databases as the source (a temporary cache, the
// 4x4's written from the shared build): optimal on every shape, the
// database's progress reported through Options.Prepare, and the 4x4's
// specialised IDA* finding the same path with a search log (that it is
// the same search is TestOneSearch's).
func TestEngineAlgorithms(t *testing.T) {
	shared := sharedDB(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, fileName(shared.goal, shared.parts)), encode(shared.goal, shared.parts, shared.compact), 0o644); err != nil {
		t.Fatal(err)
	}
	solver.RegisterPatterns(NewPatterns(dir, 4).Source)
	defer solver.RegisterPatterns(Source)
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(4, 4))
	for _, s := range solver.Shapes() {
		for _, p := range s.Presets()[:2] {
			if s.Cells() == 16 && p.Name != "blank last" {
				continue // only the shared database is here: another 4x4 goal's takes seconds to build
			}
			var tab *solver.Table
			if s.Tabled() {
				tab, _ = solver.TableFor(ctx, s, p.Board)
			}
			prepared := false
			for i := range 8 {
				var start solver.Board
				switch {
				case tab != nil:
					start = s.Random(rng, p.Board)
				case s.Cells() == 16:
					start = s.Walk(rng, p.Board, 30)
				default:
					start = s.Walk(rng, p.Board, 40)
				}
				prob := solver.Problem{Start: start, Goal: p.Board, Shape: s}
				want := -1
				if tab != nil {
					want = tab.Distance(start)
				} else {
					r, err := solver.Solve(ctx, "idastar-linear-conflict", prob, solver.Options{})
					if err != nil || r.Status != solver.Solved {
						t.Fatalf("%v: %v %v", s, r.Status, err)
					}
					want = r.Cost
				}
				for _, name := range []string{"astar-pdb", "idastar-pdb", "greedy-pdb"} {
					opt := solver.Options{Prepare: func(what string, done, total int64) { prepared = true }}
					r, err := solver.Solve(ctx, name, prob, opt)
					if err != nil || r.Status != solver.Solved || r.Algorithm != name || r.Problem != prob {
						t.Fatalf("%s on %v %s: %v %v (%s, %v)", name, s, s.Format(start), r.Status, err, r.Algorithm, r.Problem)
					}
					// the first search made the database, apart from its
					// own time: the 4x4's read from the cache, the others
					// built; the later ones found it in memory
					first := i == 0 && name == "astar-pdb"
					if pr := r.Prepared; first != (pr != nil) ||
						first && (pr.What != "pattern database for "+s.String() || pr.Loaded != (s.Cells() == 16)) {
						t.Errorf("%s on %v %s, search %d: prepared %+v", name, s, p.Name, i, pr)
					}
					if name != "greedy-pdb" && r.Cost != want {
						t.Fatalf("%s on %v %s: cost %d, want %d", name, s, s.Format(start), r.Cost, want)
					}
					if name == "idastar-pdb" && s.Cells() == 16 && i < 2 {
						var events int
						traced, err := solver.Solve(ctx, name, prob, solver.Options{Trace: func(solver.Event) { events++ }})
						if err != nil || traced.Cost != r.Cost || events == 0 {
							t.Fatalf("traced idastar-pdb on 4x4: cost %d, want %d, %d events, %v", traced.Cost, r.Cost, events, err)
						}
					}
				}
			}
			if !prepared {
				t.Errorf("%v %s: no progress from the database's preparation", s, p.Name)
			}
		}
	}
}
