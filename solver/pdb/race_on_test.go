//go:build race

package pdb

// raceOn: the test binary has the race detector, under which a 7-8 build
// takes tens of minutes.
const raceOn = true
