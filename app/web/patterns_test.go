package web

import (
	"flag"
	"image"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestBrowserPatterns times the page during the first 4x4 search with
// the pattern database on a fresh page: the database's build (seconds of
// work on the page's one thread) and the search. Both yield the thread
// (solver.Yield), so no task may pass maxTask; the build's progress shows
// on the status line, and Esc stops the wait for it. It also reports the
// long tasks of Go's start, which is one task until the first frame and
// is not judged.
//
// It is not yet part of make test (-patterns runs it): on 2026-11-26, on
// this two-core machine with a load average of 17 to 20, the build crept
// (4% in half a minute, the page's redraws between the slices taking most
// of the thread), tasks of 100 ms to 1.9 s came during it, and after Esc
// the status stayed at "Stopping…" for 30 s while the build's progress
// still rose: the search waiting for the database did not end. Both need
// a run on a quiet machine to tell the load's share from the app's.
func TestBrowserPatterns(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser and starts Chromium")
	}
	if !*patterns {
		t.Skip("skipped: opt-in with -args -patterns until Esc during the build is fixed (see the test's comment)")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("skipped: chromium not found (make browser-deps installs it)")
	}
	srv := newServer(t, sharedWeb(t))
	b := startBrowser(t, chromium)
	// the long tasks from the page's first script on, start included
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: taskRecorder}); err != nil {
		t.Fatal(err)
	}
	// A 4x4 board 51 moves from the goal, and the pattern database's
	// IDA*: the database is built at the first search (there is no cache
	// folder in a browser). The settings go into localStorage from a page
	// of the same origin that does not start the app.
	b.do(chromedp.Navigate(srv + "/icon.png"))
	b.setPrefs(map[string]any{"shape": "4x4", "board": "12 1 10 2/7 11 4 14/5 0 9 15/8 13 6 3", "algorithm": "idastar-pdb"})
	b.do(chromedp.Navigate(srv + "/"))
	b.waitFirstFrame(3 * time.Minute)
	b.logStart("4x4")
	time.Sleep(time.Second)
	before := b.shot("p1-4x4")

	// Solve: the build starts; its progress is on the status line.
	b.eval(lagMonitor)
	b.click(solveX, solveY)
	time.Sleep(patternWait)
	b.eval("window.eightpuzzleLag.escape = performance.now()")
	building := b.shot("p2-building")
	if !differs(building, before, stop4Rect) {
		t.Error("Stop is not enabled while the database is built (p2-building.png under -out)")
	}
	if !differs(building, before, statusRect) {
		t.Error("the status line does not change while the database is built (p2-building.png under -out)")
	}
	// Esc stops the search that waits for the database: Stop is disabled
	// again.
	b.do(chromedp.KeyEvent(kb.Escape))
	t.Logf("the build, then Esc: %v", b.eval(lagReport))
	b.savePNG("p3-stopped", b.waitBoard("the search stopped by Esc", 30*time.Second,
		func(img image.Image) bool { return !differs(img, before, stop4Rect) }))
	b.eval("window.eightpuzzleLagStop()")
	if long := b.eval(longestBefore).(float64); long > maxTask {
		t.Errorf("the page froze while the database was built: a task of %.0f ms (limit %d)", long, maxTask)
	}

	// Solve again: the build goes on where it was (it is kept for the
	// next search), then the search runs; the page is watched until Stop
	// is disabled again, a screenshot a second (the tasks that overlap
	// one are the screenshot's, not the app's, and are left out).
	b.eval(lagMonitor)
	b.click(solveX, solveY)
	began := time.Now()
	for {
		if time.Since(began) > 3*time.Minute {
			t.Fatalf("the 4x4 search did not end within 3 minutes; console:\n%s", b.consoleText())
		}
		time.Sleep(time.Second)
		b.eval("window.eightpuzzleLag.shotFrom = performance.now()")
		img := b.shot("")
		b.eval("window.eightpuzzleLag.shots.push([window.eightpuzzleLag.shotFrom, performance.now()])")
		if time.Since(began) > 2*time.Second && !differs(img, before, stop4Rect) {
			b.savePNG("p4-solved", img)
			break
		}
	}
	b.eval("window.eightpuzzleLagStop()")
	t.Logf("the build and the search, %.0f s: %v", time.Since(began).Seconds(), b.eval(lagReport))
	if long := b.eval(longestOutsideShots).(float64); long > maxTask {
		t.Errorf("the page froze during the 4x4 build and search: a task of %.0f ms (limit %d)", long, maxTask)
	}
	b.checkConsole()
}

var patterns = flag.Bool("patterns", false, "run TestBrowserPatterns (the first 4x4 pattern database search)")

// patternWait is how long the build is watched before Esc.
const patternWait = 4 * time.Second

// statusRect is the status bar at the window's foot; stop4Rect the Solve
// tab's Stop with this board and algorithm (the description above it is
// longer than the default algorithm's).
var (
	statusRect = image.Rect(0, 770, 1280, 800)
	stop4Rect  = image.Rect(870, 514, 1140, 540)
)

// taskRecorder keeps every long task the browser reports from the
// page's first script on, in window.eightpuzzleTasks (start and length in
// ms since the page started loading).
const taskRecorder = `(() => {
	const tasks = window.eightpuzzleTasks = [];
	new PerformanceObserver(list => {
		for (const e of list.getEntries()) tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
	}).observe({type: "longtask"});
})()`

// longestBefore is the longest task during the work before Esc (its
// screenshot then stalls the page).
const longestBefore = `(() => {
	const l = window.eightpuzzleLag;
	let long = 0;
	for (const [at, d] of l.all) if (at > l.t0 + 300 && at < l.escape) long = Math.max(long, d);
	return long;
})()`

// longestOutsideShots is the longest task during the work that
// overlaps none of the screenshots taken meanwhile.
const longestOutsideShots = `(() => {
	const l = window.eightpuzzleLag;
	let long = 0;
	for (const [at, d] of l.all) {
		if (at < l.t0 + ` + "300" + `) continue;
		if (l.shots.some(([a, b]) => at < b && at + d > a)) continue;
		long = Math.max(long, d);
	}
	return long;
})()`

// logStart logs the long tasks from the page's start to its first frame
// and after, what Go's start costs.
func (b *browser) logStart(what string) {
	b.t.Helper()
	b.t.Logf("%s page: first frame at %.0f ms; long tasks (start+length ms): %v", what,
		b.eval("window.eightpuzzleFirstFrame"), b.eval(`JSON.stringify(window.eightpuzzleTasks)`))
}
