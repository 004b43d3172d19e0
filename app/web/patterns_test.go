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
// the pattern database on a fresh page: the databases fetched from beside
// the page (make web writes them; a build there took minutes on this
// machine) and the search, which yields the thread (solver.Yield), so no
// task may pass maxTask; the progress shows on the status line, and Esc
// stops the wait for them. It also logs the long tasks of Go's start, one
// task until the first frame, which is not judged.
//
// It is not part of make test (make web-patterns-test, or -args -patterns,
// runs it): on 2026-11-26, on this two-core machine shared with other
// builds, Esc stopped the search within 2.7 to 3.3 s (screenshots
// included), and the fetch and the search took 9 s at a load average of 6
// (32 s at 9 to 11), but tasks of 100 to 270 ms came all through (up to
// 600 ms, one of 2.2 s, at 9 to 11), and the load's share cannot be told
// from the app's here: TestBrowserBatch, unchanged, failed too at 5 to 7
// (tasks of 103 to 139 ms).
func TestBrowserPatterns(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser and starts Chromium")
	}
	if !*patterns {
		t.Skip("skipped: opt-in with -args -patterns (make web-patterns-test): its timing needs a quiet machine (see the test's comment)")
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

	// Solve: the databases are fetched from beside the page (make web
	// puts them there); the progress is on the status line. Esc while
	// they come stops the search that waits for them: Stop is disabled
	// again, on the Solve tab (a solution would have opened Replay).
	b.eval(lagMonitor)
	b.click(solveX, solveY)
	time.Sleep(patternWait)
	b.eval("window.eightpuzzleLag.escape = performance.now()")
	b.do(chromedp.KeyEvent(kb.Escape))
	escaped := time.Now()
	stopped := b.waitBoard("the search stopped by Esc", 30*time.Second,
		func(img image.Image) bool { return !differs(img, before, stop4Rect) || differs(img, before, tabRect) })
	b.savePNG("p3-stopped", stopped)
	if differs(stopped, before, tabRect) {
		t.Fatalf("the search ended before Esc (p3-stopped.png under -out): Esc came %v after Solve", patternWait)
	}
	if !differs(stopped, before, statusRect) {
		t.Error("the status line does not say the search stopped (p3-stopped.png under -out)")
	}
	t.Logf("Stop disabled %.1f s after Esc (screenshots included); the fetch, then Esc: %v",
		time.Since(escaped).Seconds(), b.eval(lagReport))
	b.eval("window.eightpuzzleLagStop()")
	if long := b.eval(longestBefore).(float64); long > maxTask {
		t.Errorf("the page froze while the database was built: a task of %.0f ms (limit %d)", long, maxTask)
	}

	// Solve again: the databases are fetched, then the search runs; the
	// page is watched until the solution opens the Replay tab, a
	// screenshot a second (the tasks that overlap one are the
	// screenshot's, not the app's, and are left out).
	b.eval(lagMonitor)
	var anchor float64
	if *profileWaits {
		anchor = b.startProfile()
	}
	b.click(solveX, solveY)
	began := time.Now()
	var img image.Image
	for {
		if time.Since(began) > 3*time.Minute {
			b.savePNG("failed", img)
			t.Fatalf("the 4x4 search did not end within 3 minutes (the last screenshot is failed.png under -out); console:\n%s", b.consoleText())
		}
		time.Sleep(time.Second)
		b.eval("window.eightpuzzleLag.shotFrom = performance.now()")
		img = b.shot("")
		b.eval("window.eightpuzzleLag.shots.push([window.eightpuzzleLag.shotFrom, performance.now()])")
		if differs(img, before, tabRect) {
			b.savePNG("p4-solved", img)
			break
		}
	}
	b.eval("window.eightpuzzleLagStop()")
	if *profileWaits {
		b.stopProfile("the 4x4 search", anchor)
	}
	t.Logf("the build and the search, %.0f s: %v", time.Since(began).Seconds(), b.eval(lagReport))
	if long := b.eval(longestOutsideShots).(float64); long > maxTask {
		t.Errorf("the page froze during the 4x4 build and search: a task of %.0f ms (limit %d)", long, maxTask)
	}
	b.checkConsole()
}

var patterns = flag.Bool("patterns", false, "run TestBrowserPatterns (the first 4x4 pattern database search)")

// patternWait is how long after Solve Esc comes: while the databases
// are fetched (a second or more) and before the search (another).
const patternWait = 300 * time.Millisecond

// statusRect is the status bar at the window's foot; stop4Rect the Solve
// tab's Stop with this board and algorithm (the description above it is
// longer than the default algorithm's).
var (
	statusRect = image.Rect(0, 770, 1280, 800)
	stop4Rect  = image.Rect(870, 514, 1140, 540)
	// tabRect is the top of the tabs' panel: the Solve tab's algorithm,
	// the Replay tab's title once a solution has opened it
	tabRect = image.Rect(590, 125, 1190, 150)
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
	b.t.Logf("%s page: first frame at %.0f ms; long tasks (start+length ms): %v; the start's marks (ms): %v", what,
		b.eval("window.eightpuzzleFirstFrame"), b.eval(`JSON.stringify(window.eightpuzzleTasks)`),
		b.eval(`JSON.stringify(performance.getEntriesByType("mark").filter(m => m.name.startsWith("eightpuzzle-")).map(m => [m.name.slice(12), Math.round(m.startTime)]))`))
}
