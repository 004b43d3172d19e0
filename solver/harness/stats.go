package harness

import (
	"math"
	"slices"

	"github.com/eightpuzzle/eightpuzzle/solver"
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

	// EBF is the effective branching factor b* of the algorithm over the
	// batch, NaN where it means nothing. b* describes a search that
	// explores a tree down to the depth of the solution it returns, which
	// is what the algorithms that always return a shortest path do
	// (solver.Shortest: not weighted A*, whose path may be deeper than
	// the tree it searched needed); a dfs or dls path runs far deeper or
	// shallower than the tree searched, and greedy's is not its tree's
	// depth, so they get none. It is computed as the textbook does (Russell
	// and Norvig): per solution depth d, from the mean nodes generated N
	// over the solved boards at that depth, N + 1 = 1 + b* + ... + b*^d;
	// EBF is the mean of those per-depth values weighted by their boards,
	// and EBFByDepth has each. Each value is kept within 1 and
	// solver.MaxBranching, the largest branching factor there is.
	EBF        float64
	EBFBoards  int        // solved rows with d >= 1 behind EBF
	EBFByDepth []EBFPoint // by increasing depth

	Conventions solver.Conventions // of the algorithm's rows (a batch runs under one)
	Wide        bool               // its rows are solver/wide's (a side of 5), which keeps conventions of its own (wide.ConventionsOf)
	Weight      float64            // weighted A*'s w, as its rows report it (0: none)
	Guarantee   solver.Guarantee   // what its rows' paths promise
}

// Label names the summary's algorithm as a table or chart does
// (RunLabel).
func (s Summary) Label() string { return RunLabel(s.Algorithm, s.Weight) }

// EBFPoint is b* at one solution depth.
type EBFPoint struct {
	Depth  int
	EBF    float64
	Boards int // solved rows at this depth
}

// Summarize aggregates rows per algorithm, in the order the algorithms
// first appear in rows. It uses nothing but the rows.
func Summarize(rows []Row) []Summary {
	var z Summarizer
	for _, r := range rows {
		z.Add(r)
	}
	return z.Summaries()
}

// Summarizer is Summarize and ExpandedByDepth fed one row at a time, for a
// batch too large to hold: its memory grows with the algorithms and
// depths, never with the rows. The zero value is ready to use. It is not
// safe for concurrent use; Run calls OnRow on the caller's goroutine.
type Summarizer struct {
	at   map[string]int // place of each algorithm in algs
	algs []algAcc
}

// algAcc is what a Summarizer keeps per algorithm.
type algAcc struct {
	sum     Summary
	optimal bool       // b* is computed for it
	ebf     []depthAcc // by solution depth: generated nodes of solved rows
	exp     []depthAcc // by true distance: nodes expanded, finished rows
}

// depthAcc sums one measure over the rows at one depth.
type depthAcc struct {
	sum     float64
	boards  int
	limited int
}

// maxDepthKept bounds the depths a Summarizer keeps per algorithm: true
// distances on the 3x3 board run 0..31, and a shortest solution is never
// longer; anything deeper is not from this puzzle and is not grouped.
const maxDepthKept = 255

func grow(acc []depthAcc, d int) []depthAcc {
	if d >= len(acc) {
		acc = append(acc, make([]depthAcc, d+1-len(acc))...)
	}
	return acc
}

// Add counts one row.
func (z *Summarizer) Add(r Row) {
	if z.at == nil {
		z.at = map[string]int{}
	}
	i, ok := z.at[r.Algorithm]
	if !ok {
		i = len(z.algs)
		z.at[r.Algorithm] = i
		z.algs = append(z.algs, algAcc{sum: Summary{Algorithm: r.Algorithm}})
	}
	a := &z.algs[i]
	a.sum.Conventions = r.Conventions // a batch runs under one
	a.sum.Wide = r.Wide != nil
	a.sum.Weight = r.Weight
	a.sum.Guarantee = r.Guarantee
	a.optimal = r.Guarantee == solver.Shortest
	if !r.Finished() {
		return
	}
	s := &a.sum
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
	if d := r.Distance; d >= 0 && d <= maxDepthKept {
		a.exp = grow(a.exp, d)
		a.exp[d].sum += float64(r.Expanded)
		a.exp[d].boards++
		if r.HitLimit {
			a.exp[d].limited++
		}
	}
	if r.Status != solver.Solved {
		return
	}
	s.Solved++
	s.Cost.add(float64(r.Cost))
	if d := r.Cost; a.optimal && d >= 1 && d <= maxDepthKept {
		a.ebf = grow(a.ebf, d)
		a.ebf[d].sum += float64(r.Generated)
		a.ebf[d].boards++
	}
}

// Summaries returns the summary of each algorithm so far, in the order
// the algorithms first appeared.
func (z *Summarizer) Summaries() []Summary {
	out := make([]Summary, len(z.algs))
	for i := range z.algs {
		a := &z.algs[i]
		s := a.sum // a copy: the running sums stay as they are
		for _, st := range []*Stat{&s.Cost, &s.Expanded, &s.Generated, &s.MaxDepth, &s.MaxFrontier, &s.Time} {
			st.done()
		}
		s.EBF, s.EBFBoards, s.EBFByDepth = 0, 0, nil
		for d, acc := range a.ebf {
			if acc.boards == 0 {
				continue
			}
			b := clampEBF(effectiveBranching(acc.sum/float64(acc.boards), d))
			s.EBFByDepth = append(s.EBFByDepth, EBFPoint{Depth: d, EBF: b, Boards: acc.boards})
			s.EBF += b * float64(acc.boards)
			s.EBFBoards += acc.boards
		}
		if s.EBFBoards > 0 {
			s.EBF /= float64(s.EBFBoards)
		} else {
			s.EBF = math.NaN()
		}
		out[i] = s
	}
	return out
}

// clampEBF keeps b* within 1 and the largest branching factor. A search
// that returns a shortest path generates at least one node per move of it
// and, up to that depth, no more than the full tree, so the bounds only
// trim rounding; they are stated so that a reader can rely on them.
func clampEBF(b float64) float64 {
	return math.Min(math.Max(b, 1), solver.MaxBranching)
}

// EffectiveBranching returns the effective branching factor b* of a search
// that produced n nodes to find a solution at depth d: the branching factor
// of the uniform tree of depth d with n+1 nodes,
//
//	n + 1 = 1 + b* + b*^2 + ... + b*^d,
//
// solved numerically. Pass nodes generated for the textbook figure (Russell
// and Norvig: 52 nodes at depth 5 give 1.92). NaN when d < 1 or n < 1.
//
// This is the equation alone: it is not bounded by any puzzle's branching
// factor (a depth-1 search of a million nodes has b* a million). Summary's
// EBF is where it is applied, and bounded, for the 8-puzzle.
func EffectiveBranching(n int64, d int) float64 {
	if n < 1 {
		return math.NaN()
	}
	return effectiveBranching(float64(n), d)
}

// effectiveBranching is EffectiveBranching for a mean number of nodes.
func effectiveBranching(n float64, d int) float64 {
	if d < 1 || !(n > 0) {
		return math.NaN()
	}
	if d == 1 {
		return n
	}
	// The tree size grows with b on [0, n]: 1 at b = 0 and at least n+1 at
	// b = n, so bisection always brackets the root.
	target := n + 1
	lo, hi := 0.0, math.Max(n, 1)
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
	Weight    float64      // weighted A*'s w, as its rows report it (0: none)
	Points    []DepthPoint // by increasing Depth
}

// Label names the series as a chart's legend does (RunLabel).
func (d DepthSeries) Label() string { return RunLabel(d.Algorithm, d.Weight) }

// ExpandedByDepth groups the finished rows of known distance by algorithm
// (in order of first appearance) and by optimal distance, for the chart of
// nodes expanded against solution depth.
func ExpandedByDepth(rows []Row) []DepthSeries {
	var z Summarizer
	for _, r := range rows {
		z.Add(r)
	}
	return z.ExpandedByDepth()
}

// KnownDistances is rows (a copy) with the distance of each board no table
// gives (Distance -1: 4x4, 5x5) taken from a run on it that solved it with
// a guarantee of a shortest path, whose length is then the distance: the
// chart of nodes expanded against solution depth was empty on those sizes.
// A board no such run solved keeps -1. Rows of one board share an Index.
func KnownDistances(rows []Row) []Row {
	dist := map[int]int{}
	for _, r := range rows {
		if r.Distance < 0 && r.Ran && r.Status == solver.Solved && r.Guarantee == solver.Shortest {
			dist[r.Index] = r.Cost
		}
	}
	out := slices.Clone(rows)
	for i, r := range out {
		if d, ok := dist[r.Index]; ok && r.Distance < 0 {
			out[i].Distance = d
		}
	}
	return out
}

// ExpandedByDepth is the package function over the rows added so far.
func (z *Summarizer) ExpandedByDepth() []DepthSeries {
	out := make([]DepthSeries, len(z.algs))
	for i, a := range z.algs {
		out[i].Algorithm, out[i].Weight = a.sum.Algorithm, a.sum.Weight
		for d, acc := range a.exp {
			if acc.boards > 0 {
				out[i].Points = append(out[i].Points, DepthPoint{
					Depth: d, Expanded: acc.sum / float64(acc.boards), Boards: acc.boards, Limited: acc.limited,
				})
			}
		}
	}
	return out
}

// EBF is the row's own b*, by the rule the summaries follow: defined for a
// board solved by a run that promised a shortest path (solver.Shortest),
// whose solution depth is then the board's distance, and NaN otherwise (a
// dfs path of 48,091 moves says nothing about branching, nor a weighted
// A*'s longer one). It lies between 1 and solver.MaxBranching.
func (r Row) EBF() float64 {
	if r.Guarantee != solver.Shortest || !r.Ran || r.Status != solver.Solved || r.Cost < 1 {
		return math.NaN()
	}
	return clampEBF(EffectiveBranching(r.Generated, r.Cost))
}
