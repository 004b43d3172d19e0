package session

import "testing"

// However fast a database build reports, at most one report waits for the
// UI, and it shows the latest progress when its turn comes: a UI slower
// than the reports must not fall behind a growing queue.
func TestPrepareReporterNeverQueuesTwo(t *testing.T) {
	var queued []func()
	do := func(f func()) { queued = append(queued, f) } // a UI busy elsewhere: nothing runs yet
	var shown []Preparing
	report := prepareReporter(do, func() bool { return true }, func(p Preparing) { shown = append(shown, p) })
	report("pattern database for 4x4", 1, 100)
	for i := int64(2); i <= 100; i++ {
		report("pattern database for 4x4", i, 100) // the last, done, always went through
	}
	if len(queued) != 1 {
		t.Fatalf("%d reports queued for a busy UI, want 1", len(queued))
	}
	queued[0]()
	if len(shown) != 1 || shown[0] != (Preparing{}) {
		t.Errorf("the UI was shown %+v, want only the latest: built", shown)
	}
	// once it ran, the next report may queue again
	report("pattern database for 4x4", 100, 100)
	if len(queued) != 2 {
		t.Errorf("after the UI took its report, %d queued in all, want 2", len(queued))
	}
}
