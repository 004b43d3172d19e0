// Package harness compares the solver's algorithms: it runs several of them
// on the same boards (Compare, CompareBatch), summarises the runs per
// algorithm (Summarize, ExpandedByDepth, the effective branching factor b*)
// and writes the rows and summaries as CSV. It lives apart from the engine so
// that the engine stays the searches alone; the window and the command line
// both drive comparisons through it.
package harness
