//go:build race

package wide

// raceOn: the test binary has the race detector, under which building the
// 5x5's databases takes minutes: those tests are skipped, the small
// patterns' run.
const raceOn = true
