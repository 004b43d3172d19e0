// Package hook lets the tests of the engine and its pattern databases see
// what an untraced search expands, without a search log, so that they can
// check that a search log records the same search.
package hook

// Expand, when set (by a test, never by a program), is called by every
// search with each board it is about to expand, in order. A search reads
// it once, at its start; when set, the search makes its periodic check at
// every expansion and calls it from there, so that a search without it
// pays nothing per board. A board is passed as its uint64 (solver.Board):
// this package sits below the engine.
var Expand func(board uint64)
