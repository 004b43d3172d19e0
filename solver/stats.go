package solver

import (
	"math"
)

// Stat is the mean and maximum of one measure over some rows.
type Stat struct {
	N    int // rows measured
	Mean float64
	Max  float64
}

func (s *Stat) add(v float64) {
	// a running mean would round differently from the plain sum/N that a
	// reader (or a test) computes; keep the sum in Mean until done
	s.N++
	s.Mean += v
	if s.N == 1 || v > s.Max {
		s.Max = v
	}
}

func (s *Stat) done() {
	if s.N > 0 {
		s.Mean /= float64(s.N)
	}
}

// Summary aggregates one algorithm's rows of a comparison.
//
// The counters and time are taken over the finished rows (see
// Row.Finished), rows stopped by a limit included: for those the counters
// are lower bounds, and Limited says how many there were. Cost is taken over
// solved rows only, since a run that stopped has no cost.
type Summary struct {
	Algorithm string
	Boards    int // finished rows: ran to a result or a limit
	Solved    int
	Optimal   int // solved with the true optimal cost
	Limited   int // stopped by a limit

	Cost        Stat // moves, over solved rows
	Expanded    Stat
	Generated   Stat
	MaxDepth    Stat
	MaxFrontier Stat
	Time        Stat // seconds

	// EBF is the mean effective branching factor b* (see
	// EffectiveBranching) over the solved rows with Cost >= 1, with N the
	// nodes generated, as the textbook counts them, and d the depth of the
	// solution found (its Cost). NaN when no row qualifies.
	EBF       float64
	EBFBoards int // rows in the EBF mean

	Conventions Conventions // of the algorithm's rows (a batch runs under one)
}

// Summarize aggregates rows per algorithm, in the order the algorithms
// first appear in rows. It uses nothing but the rows.
func Summarize(rows []Row) []Summary {
	names, at := byAlgorithm(rows)
	out := make([]Summary, len(names))
	for i, name := range names {
		out[i].Algorithm = name
	}
	for _, r := range rows {
		s := &out[at[r.Algorithm]]
		s.Conventions = r.Conventions
		if !r.Finished() {
			continue
		}
		s.Boards++
		if r.HitLimit {
			s.Limited++
		}
		if r.Optimal {
			s.Optimal++
		}
		s.Expanded.add(float64(r.Expanded))
		s.Generated.add(float64(r.Generated))
		s.MaxDepth.add(float64(r.MaxDepth))
		s.MaxFrontier.add(float64(r.MaxFrontier))
		s.Time.add(r.Elapsed.Seconds())
		if r.Status != Solved {
			continue
		}
		s.Solved++
		s.Cost.add(float64(r.Cost))
		if b := EffectiveBranching(r.Generated, r.Cost); !math.IsNaN(b) {
			s.EBF += b
			s.EBFBoards++
		}
	}
	for i := range out {
		s := &out[i]
		for _, st := range []*Stat{&s.Cost, &s.Expanded, &s.Generated, &s.MaxDepth, &s.MaxFrontier, &s.Time} {
			st.done()
		}
		if s.EBFBoards > 0 {
			s.EBF /= float64(s.EBFBoards)
		} else {
			s.EBF = math.NaN()
		}
	}
	return out
}

// EffectiveBranching returns the effective branching factor b* of a search
// that produced n nodes to find a solution at depth d: the branching factor
// of the uniform tree of depth d with n+1 nodes,
//
//	n + 1 = 1 + b* + b*^2 + ... + b*^d,
//
// solved numerically. Pass nodes generated for the textbook figure (Russell
// and Norvig: 52 nodes at depth 5 give 1.92). NaN when d < 1 or n < 1.
func EffectiveBranching(n int64, d int) float64 {
	if d < 1 || n < 1 {
		return math.NaN()
	}
	if d == 1 {
		return float64(n)
	}
	// The tree size grows with b on [0, n]: 1 at b = 0 and at least n+1 at
	// b = n, so bisection always brackets the root.
	target := float64(n) + 1
	lo, hi := 0.0, float64(n)
	for range 200 {
		mid := (lo + hi) / 2
		if mid == lo || mid == hi {
			break // adjacent floats: as close as it gets
		}
		if treeSize(mid, d) < target {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// treeSize is 1 + b + ... + b^d in closed form. Written with Expm1 and
// Log1p so that b just above 1, as for a dfs path of tens of thousands of
// moves, keeps its precision instead of cancelling to nothing.
func treeSize(b float64, d int) float64 {
	if b == 1 {
		return float64(d + 1)
	}
	return math.Expm1(float64(d+1)*math.Log1p(b-1)) / (b - 1)
}

// DepthPoint is the mean nodes expanded by one algorithm over the boards at
// one optimal distance.
type DepthPoint struct {
	Depth    int     // optimal distance of the boards
	Expanded float64 // mean nodes expanded over them
	Boards   int     // finished rows at this distance
	Limited  int     // of which stopped by a limit: the mean is then a lower bound
}

// DepthSeries is one algorithm's line of nodes expanded against depth.
type DepthSeries struct {
	Algorithm string
	Points    []DepthPoint // by increasing Depth
}

// ExpandedByDepth groups the finished rows of known distance by algorithm
// (in order of first appearance) and by optimal distance, for the chart of
// nodes expanded against solution depth.
func ExpandedByDepth(rows []Row) []DepthSeries {
	type acc struct {
		sum             float64
		boards, limited int
	}
	names, at := byAlgorithm(rows)
	out := make([]DepthSeries, len(names))
	accs := make([]map[int]*acc, len(names))
	for i, name := range names {
		out[i].Algorithm, accs[i] = name, map[int]*acc{}
	}
	for _, r := range rows {
		i := at[r.Algorithm]
		if !r.Finished() || r.Distance < 0 {
			continue
		}
		a := accs[i][r.Distance]
		if a == nil {
			a = &acc{}
			accs[i][r.Distance] = a
		}
		a.sum += float64(r.Expanded)
		a.boards++
		if r.HitLimit {
			a.limited++
		}
	}
	for i := range out {
		// distances run 0..31: walking them in order beats sorting map keys
		for d := 0; d < 256; d++ {
			if a := accs[i][d]; a != nil {
				out[i].Points = append(out[i].Points, DepthPoint{
					Depth: d, Expanded: a.sum / float64(a.boards), Boards: a.boards, Limited: a.limited,
				})
			}
		}
	}
	return out
}

// byAlgorithm lists the algorithms of rows in the order they first appear,
// with each one's place in that list.
func byAlgorithm(rows []Row) (names []string, at map[string]int) {
	at = map[string]int{}
	for _, r := range rows {
		if _, ok := at[r.Algorithm]; !ok {
			at[r.Algorithm] = len(names)
			names = append(names, r.Algorithm)
		}
	}
	return names, at
}
