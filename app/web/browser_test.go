package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/eightpuzzle/eightpuzzle/app/lesson"
)

// The browser test: the app built for the browser the way make web builds
// it, served by Handler, in Debian's Chromium drawing WebGL in software
// (SwiftShader), driven through the DevTools protocol.

var (
	outDir  = flag.String("out", "", "folder to keep the browser test's screenshots in")
	usePage = flag.String("page", "", "a folder make web wrote, to test instead of building the page anew")
)

// The browser's viewport, in CSS pixels (the page's scale is 1).
const viewW, viewH = 1280, 800

func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser and starts Chromium")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("skipped: chromium not found (make browser-deps installs it)")
	}
	srv := newServer(t, sharedWeb(t))

	b := startBrowser(t, chromium)
	start := time.Now()
	b.do(chromedp.Navigate(srv + "/"))
	// The loading indicator is up while the app downloads and starts, and
	// gone once the app has drawn.
	if b.eval(`window.eightpuzzleFirstFrame === undefined && !!document.getElementById("loading")`) == true {
		b.shot("0-loading")
	} else {
		t.Error("no loading indicator before the first frame")
	}
	first := b.waitFirstFrame(60 * time.Second)
	t.Logf("first frame %.1f s after the page started loading (%.1f s after navigating); %v", first/1000, time.Since(start).Seconds(),
		b.eval(`performance.getEntriesByType("mark").map(m => m.name + " " + (m.startTime/1000).toFixed(2) + " s").join(", ")`))
	time.Sleep(200 * time.Millisecond) // the indicator goes on the next animation frame
	if b.eval(`!!document.getElementById("loading")`) == true {
		t.Error("the loading indicator is still up after the first frame")
	}
	goal := b.shot("1-start")
	// The first whole frame: the menu bar's words, drawn last, are there
	// (a frame leaves strings to the next past its budget; once, no frame
	// ever made them until a click)
	if !hasInk(goal, image.Rect(0, 0, 400, 26)) {
		t.Error("the first frame has no text in the menu bar (1-start.png)")
	}

	// Random: the board shows another puzzle.
	b.click(randomX, randomY)
	puzzle := b.waitBoard("a random puzzle", 10*time.Second, func(img image.Image) bool { return differs(img, goal, boardRect) })
	b.savePNG("2-random", puzzle)
	// Hint writes an arrow (↑ ↓ ← →), which Fyne's font lacks: it comes
	// from the app's symbols font (assets/symbols.ttf), not as U+FFFD.
	b.click(hintX, hintY)
	time.Sleep(500 * time.Millisecond)
	b.shot("2-hint")

	// Solve shows the Replay tab; Play slides the tiles until the board
	// is the goal again.
	b.click(solveX, solveY)
	time.Sleep(time.Second) // the search and the switch to the Replay tab
	b.shot("3-solved")
	b.click(playX, playY)
	mid := b.waitBoard("the replay under way", 10*time.Second, func(img image.Image) bool {
		return differs(img, puzzle, boardRect) && differs(img, goal, boardRect)
	})
	b.savePNG("4-replaying", mid)
	b.savePNG("5-replayed", b.waitBoard("the replay at the goal", 60*time.Second, func(img image.Image) bool { return !differs(img, goal, boardRect) }))

	// Preferences: the session writes each setting as it changes and
	// Fyne keeps them in localStorage; a reload shows the same puzzle.
	prefs := b.prefs()
	if board, _ := prefs["board"].(string); board == "" || board == "123/456/780" {
		t.Fatalf("localStorage holds board %q, want the random puzzle; all: %v", board, prefs)
	}
	b.do(chromedp.Reload())
	b.waitFirstFrame(60 * time.Second)
	if again := b.shot("6-reloaded"); differs(again, puzzle, boardRect) {
		t.Errorf("after a reload the board is not the puzzle of before (6-reloaded.png, 2-random.png under -out)")
	}

	// A long search must not freeze the page: Go has the browser's only
	// thread, and the solver yields it (solver/yield_js.go). Iterative
	// deepening on the hardest board, stopped by a node limit before it
	// solves it, runs for about 0.4 s here (2 s with the yield of before,
	// a short sleep); for searchWait from the click the page times a 10 ms
	// interval timer and notes the long tasks the browser reports.
	// Without any yield the page froze for the whole search: 1.2 s,
	// measured. (The batch test below watches longer work.)
	prefs["board"], prefs["algorithm"], prefs["nodeLimit"] = "867/254/301", "ids", 3_000_000
	b.setPrefs(prefs)
	b.do(chromedp.Reload())
	b.waitFirstFrame(60 * time.Second)
	before := b.shot("7-hardest")
	b.eval(lagMonitor)
	time.Sleep(2 * time.Second)
	t.Logf("idle, before the search: %v", b.eval(lagReport))
	b.timeWork("the search", "8-searched", solveX, solveY, searchWait, before, stopRect)

	// A search of a board with a side of 5 (solver/wide's) gives the page
	// its turns too: they gave none, and held the page to their end (on a
	// random 5x5 board IDA*'s is for ever). IDA* with linear conflict on a
	// 3x5 board, stopped by the node limit short of its solution (8.5
	// million boards): about 1.2 s here, which without turns was one task
	// of 1.1 to 1.3 s from the click (seen). Every task counts, the
	// click's too (about 100 ms): 800 ms is far more than its own work.
	prefs = b.prefs()
	prefs["shape"], prefs["board"], prefs["goal"] = "3x5", "6 2 8 13 9/5 10 7 3 12/11 4 0 1 14", "1 2 3 4 5/6 7 8 9 10/11 12 13 14 0"
	prefs["algorithm"], prefs["nodeLimit"] = "idastar-linear-conflict", 6_000_000
	b.setPrefs(prefs)
	b.do(chromedp.Reload())
	b.waitFirstFrame(60 * time.Second)
	before = b.shot("9-wide")
	b.timeTasks("a 3x5 search", "10-wide-searched", solveX, solveY, 2*searchWait, before, stopRect, "long", 800)

	b.checkConsole()
}

// TestBrowserLesson opens the page at an address that carries a lesson,
// as the Copy link button makes one (app/address_js.go).
func TestBrowserLesson(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser and starts Chromium")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("skipped: chromium not found (make browser-deps installs it)")
	}
	srv := newServer(t, sharedWeb(t))
	b := startBrowser(t, chromium)
	b.openLessonLink(srv)
	b.checkConsole()
}

// openLessonLink opens the page at an address that carries a lesson in its
// fragment, as Copy link makes one: the window takes its board, algorithm
// and tab (the session then keeps them in localStorage). A damaged one
// changes nothing.
func (b *browser) openLessonLink(srv string) {
	b.t.Helper()
	text := "eightpuzzle lesson 1\nboard: 436718052\nalgorithm: greedy\nheuristic: manhattan\ntab: compare\n" +
		"note: Opened from the address. Greedy is fast: is its path the shortest?\n"
	l, err := lesson.Parse([]byte(text))
	if err != nil {
		b.t.Fatal(err)
	}
	// a new document each time: a change of the fragment alone would not
	// start the app again
	b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(srv+"/#"+lesson.Fragment(lesson.Compact(l))))
	b.waitFirstFrame(120 * time.Second)
	time.Sleep(time.Second) // the settings are written as they change, on the frames after the first
	b.shot("9-lesson")
	check := func(what string) {
		prefs := b.prefs()
		board, _ := prefs["board"].(string)
		if strings.ReplaceAll(board, "/", "") != "436718052" || prefs["algorithm"] != "greedy-manhattan" {
			b.t.Errorf("%s: localStorage holds board %q, algorithm %v; want the lesson's 436718052, greedy-manhattan (9-lesson.png under -out)",
				what, board, prefs["algorithm"])
		}
	}
	check("the lesson in the address")
	b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(srv+"/#lesson=AAAA-damaged"))
	b.waitFirstFrame(120 * time.Second)
	time.Sleep(time.Second)
	b.shot("9-damaged-lesson")
	check("after a damaged lesson in the address")
}

// TestBrowserBatch times the page while the Compare tab runs a batch:
// every algorithm on batchPer boards at each distance 1 to 24, thousands
// of searches that hand their rows to the window four times a second. The
// searches yield the thread (solver/yield_js.go), and the hand-overs give
// the window's redraw a turn of the page to itself (app/session's
// handover); a chart not on screen is not drawn (app/compare), and one
// on screen is rendered in a turn of its own (app/widgets' ChartView).
func TestBrowserBatch(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser and starts Chromium")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("skipped: chromium not found (make browser-deps installs it)")
	}
	srv := newServer(t, sharedWeb(t))
	b := startBrowser(t, chromium)
	b.do(chromedp.Navigate(srv + "/"))
	b.waitFirstFrame(60 * time.Second)
	time.Sleep(200 * time.Millisecond)
	start := b.shot("")
	b.click(compareX, compareY)
	oneBoard := b.waitBoard("the Compare tab", 10*time.Second, func(img image.Image) bool { return differs(img, start, compareRect) })
	b.savePNG("b1-compare", oneBoard)
	b.click(batchX, batchY)
	b.savePNG("b2-batch", b.waitBoard("the batch's settings", 10*time.Second, func(img image.Image) bool { return differs(img, oneBoard, batchRect) }))
	// The batch is made longer than the time watched, through the settings
	// the app keeps (the mode is Batch now), and the page reloaded.
	prefs := b.prefs()
	if prefs["compare.mode"] == nil {
		t.Fatalf("localStorage holds no compare.mode after Batch was chosen; all: %v", prefs)
	}
	prefs["compare.batch.per"] = batchPer
	b.setPrefs(prefs)
	b.do(chromedp.Reload())
	b.waitFirstFrame(60 * time.Second)
	time.Sleep(200 * time.Millisecond)
	b.click(compareX, compareY)
	time.Sleep(500 * time.Millisecond)
	b.click(batchX, batchY) // chosen already; harmless
	time.Sleep(500 * time.Millisecond)
	before := b.shot("b2-batch-longer")
	b.eval(lagMonitor)
	time.Sleep(2 * time.Second)
	t.Logf("idle, before the batch: %v", b.eval(lagReport))
	b.timeWork("the batch", "b3-batched", runX, runY, batchWait, before, cancelRect)
	done := b.shot("")
	if !differs(done, before, tableRect) {
		t.Error("the batch's table is still empty after the batch (b3-batched.png under -out)")
	}

	// Run again, and Cancel it halfway: Cancel is enabled while the batch
	// runs and disabled again once it has stopped.
	b.click(runX, runY)
	time.Sleep(1500 * time.Millisecond)
	running := b.shot("b4-running")
	if !differs(running, done, cancelRect) {
		t.Error("Cancel is not enabled while the batch runs (b4-running.png under -out)")
	}
	b.click(cancelX, cancelY)
	b.savePNG("b5-cancelled", b.waitBoard("the batch cancelled", 10*time.Second,
		func(img image.Image) bool { return !differs(img, done, cancelRect) }))

	// The chart on screen: it is drawn again as rows come, a render and
	// an image that the page must not wait for either.
	b.click(chartX, chartY)
	time.Sleep(time.Second)
	charted := b.shot("b6-chart")
	b.timeWork("the batch with its chart shown", "b7-charted", runX, runY, batchWait, charted, cancelRect)
	b.checkConsole()
}

// timeWork clicks (x, y) to start long work (a search, a batch) and
// watches the page for wait with lagMonitor, taking no screenshots
// meanwhile (taking one stalls the page); then it waits until the work
// has ended, which shows as the pixels of done, a screenshot's rectangle
// from before the click (a Stop or Cancel disabled again), and keeps that
// screenshot as name. It fails the test when the work held the page for
// over maxTask ms. Timing on a shared machine is noisy: only three slow
// tries fail, the work being started again for each.
func (b *browser) timeWork(what, name string, x, y float64, wait time.Duration, before image.Image, done image.Rectangle) {
	b.t.Helper()
	b.timeTasks(what, name, x, y, wait, before, done, "workLong", maxTask)
}

// timeTasks is timeWork judging lagMonitor's figure key (workLong: the
// tasks after the click's first clickWork ms; long: every task, the
// click's with them) against limit ms.
func (b *browser) timeTasks(what, name string, x, y float64, wait time.Duration, before image.Image, done image.Rectangle, key string, limit float64) {
	b.t.Helper()
	for try := 1; ; try++ {
		b.eval(lagMonitor)
		b.click(x, y)
		time.Sleep(wait)
		b.eval("window.eightpuzzleLagStop()")
		long := b.eval("window.eightpuzzleLag." + key).(float64)
		b.t.Logf("try %d, %s: %v", try, what, b.eval(lagReport))
		b.shot(name + "-watched") // the work may be under way still
		b.savePNG(name, b.waitBoard(what+"'s end", 60*time.Second,
			func(img image.Image) bool { return !differs(img, before, done) }))
		if long <= limit {
			return
		}
		if try == 3 {
			b.t.Errorf("the page froze during %s: a task of %.0f ms (limit %.0f)", what, long, limit)
			return
		}
	}
}

// Long work may hold the page for maxTask ms at most: the browser reports
// a task (here: Go running between two yields) over 50 ms as a long one.
// The first clickWork ms after the click are the window's answer to it
// (starting the work, redrawing the panel) and are not counted. The
// gaps between timer ticks are reported, not judged: on a busy machine
// they also hold the time the browser was not scheduled at all.
// searchWait is how long a search is watched; batchWait likewise for a
// batch, less than it takes.
const (
	maxTask    = 100
	clickWork  = 300
	searchWait = 1500 * time.Millisecond
	batchWait  = 3000 * time.Millisecond
	batchPer   = 5 // boards at each distance: 120 boards, 3,000 runs, about 5 s here
)

// lagReport sums up what lagMonitor saw.
const lagReport = `(() => {
	const l = window.eightpuzzleLag;
	return "longest task during the work " + Math.round(l.workLong) + " ms, of all " + Math.round(l.long) +
		" ms; longest gap between 10 ms timer ticks " + Math.round(l.gap) +
		" ms; gaps over 50 ms (at+length): [" + l.gaps.join(" ") + "]; long tasks: [" + l.tasks.join(" ") + "]";
})()`

// lagMonitor records the longest gap between ticks of a 10 ms timer, and
// the longest task the browser reports, from now on.
var lagMonitor = `(() => {
	if (window.eightpuzzleLagStop) window.eightpuzzleLagStop();
	const lag = window.eightpuzzleLag = {gap: 0, long: 0, workLong: 0, gaps: [], tasks: [], all: [], shots: []};
	let last = lag.t0 = performance.now();
	const timer = setInterval(() => {
		const now = performance.now();
		lag.gap = Math.max(lag.gap, now - last);
		if (now - last > 50) lag.gaps.push(Math.round(last - lag.t0) + "+" + Math.round(now - last));
		last = now;
	}, 10);
	const tasks = new PerformanceObserver(list => {
		for (const e of list.getEntries()) {
			lag.long = Math.max(lag.long, e.duration);
			if (e.startTime > lag.t0 + ` + strconv.Itoa(clickWork) + `) lag.workLong = Math.max(lag.workLong, e.duration);
			lag.tasks.push(Math.round(e.startTime - lag.t0) + "+" + Math.round(e.duration));
			lag.all.push([e.startTime, e.duration]);
		}
	});
	tasks.observe({type: "longtask"});
	window.eightpuzzleLagStop = () => { clearInterval(timer); tasks.disconnect(); };
})()`

// prefs reads what Fyne keeps in localStorage.
func (b *browser) prefs() map[string]any {
	b.t.Helper()
	s, _ := b.eval(`localStorage.getItem("fyne-preferences.json")`).(string)
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		b.t.Fatalf("localStorage's fyne-preferences.json %q: %v", s, err)
	}
	return m
}

func (b *browser) setPrefs(m map[string]any) {
	b.t.Helper()
	j, _ := json.Marshal(m)
	js, _ := json.Marshal(string(j))
	b.eval(`localStorage.setItem("fyne-preferences.json", ` + string(js) + `)`)
}

// Where the controls are in the 1280x800 page. The layout is Fyne's and
// fixed for a given size; when it changes these need updating, and the
// test fails (with the screenshots under -out to look at) until they are.
const (
	randomX, randomY   = 185, 49  // the toolbar's Random (after the size picker)
	solveX, solveY     = 720, 729 // the Solve tab's Solve, pinned at its foot
	stopX, stopY       = 1003, 729
	playX, playY       = 926, 176 // the Replay tab's Play
	hintX, hintY       = 275, 729 // Hint, under the board (after Edit, Slide, Undo)
	compareX, compareY = 803, 94  // the Compare tab
	batchX, batchY     = 884, 134 // its Batch
	runX, runY         = 622, 134 // its Run all
	cancelX, cancelY   = 712, 134 // and Cancel
	chartX, chartY     = 663, 291 // the Chart tab under them
)

// boardRect is the big board's tiles; stopRect the Solve tab's Stop,
// which a running search enables.
var (
	boardRect = image.Rect(42, 82, 404, 440)
	stopRect  = image.Rect(866, 714, 1142, 746)
	// the Compare tab's controls, its Batch's settings (a row that
	// appears), its Cancel (which a running batch enables), and its table
	compareRect = image.Rect(580, 115, 1275, 240)
	batchRect   = image.Rect(580, 200, 1275, 225)
	cancelRect  = image.Rect(676, 122, 756, 146)
	tableRect   = image.Rect(582, 350, 1270, 740)
)

// hasInk says whether r of img has a dark pixel: text on the light theme.
func hasInk(img image.Image, r image.Rectangle) bool {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if (cr+cg+cb)/3 < 0x8000 {
				return true
			}
		}
	}
	return false
}

// differs reports whether two screenshots differ within r: more than 1%
// of its pixels changed by more than a little (antialiasing and the
// software renderer's rounding stay under that).
func differs(a, b image.Image, r image.Rectangle) bool {
	changed := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if absDiff(r1, r2)+absDiff(g1, g2)+absDiff(b1, b2) > 3*0x1000 {
				changed++
			}
		}
	}
	return changed*100 > r.Dx()*r.Dy()
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// waitBoard takes screenshots until ok accepts one, and returns it.
func (b *browser) waitBoard(what string, limit time.Duration, ok func(image.Image) bool) image.Image {
	b.t.Helper()
	deadline := time.Now().Add(limit)
	var img image.Image
	for i := 0; time.Now().Before(deadline); i++ {
		img = b.shot("")
		if ok(img) {
			return img
		}
		time.Sleep(100 * time.Millisecond)
	}
	b.savePNG("failed", img)
	b.t.Fatalf("no %s within %v (the last screenshot is failed.png under -out); console:\n%s", what, limit, b.consoleText())
	return nil
}

// checkConsole fails the test for any error the page reported: uncaught
// exceptions, console.error, and errors Go logged (to console.log).
func (b *browser) checkConsole() {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, m := range b.console {
		switch {
		case m.Type == chromedp.ConsoleError || m.IsException():
			b.t.Errorf("console: %s", m)
		case fyneCacheError(m.Text):
		case strings.Contains(strings.ToLower(m.Text), "error") || strings.Contains(m.Text, "panic"):
			b.t.Errorf("console: %s", m)
		}
	}
}

// fyneCacheError tells the one error Fyne 2.8.1 always logs in a browser:
// its cache folder is made with os.MkdirAll, which a browser does not
// have (app/cache.go). Nothing in the app uses that cache.
func fyneCacheError(text string) bool {
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if !strings.Contains(line, "cache space") && !strings.Contains(line, "not implemented on js") &&
			!strings.Contains(line, "app/cache.go") {
			return false
		}
	}
	return true
}

// sharedWeb builds the app for the browser once for all the tests that
// load it (buildWeb), and returns the folder.
func sharedWeb(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("brotli"); err != nil {
		t.Skip("skipped: brotli, which the page's build needs, not found (make browser-deps installs it)")
	}
	webOnce.Do(func() {
		if *usePage != "" {
			webDir, webSizes, webErr = *usePage, readSizes(t, *usePage), nil
			return
		}
		if webDir, webErr = os.MkdirTemp("", "eightpuzzle-web-"); webErr != nil {
			return
		}
		// buildWeb ends the first test on failure; the others are told
		webErr = errors.New("building the app failed (see the first test that needed it)")
		webSizes = buildWeb(t, webDir)
		webErr = nil
	})
	if webErr != nil {
		t.Fatal(webErr)
	}
	return webDir
}

var (
	webOnce  sync.Once
	webDir   string
	webSizes Sizes
	webErr   error
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if webDir != "" && *usePage == "" {
		os.RemoveAll(webDir)
	}
	os.Exit(code)
}

// buildWeb builds the page into dir as make web does (app/web/build,
// outside the race detector: the pattern databases take half a minute to
// build without it, the first time) and returns the sizes it measured.
func buildWeb(t *testing.T, dir string) Sizes {
	t.Helper()
	began := time.Now()
	if out, err := exec.Command("go", "run", "./build", "-dir", dir).CombinedOutput(); err != nil {
		t.Fatalf("building the page: %v\n%s", err, out)
	} else {
		t.Logf("built the page in %.0f s:\n%s", time.Since(began).Seconds(), out)
	}
	return readSizes(t, dir)
}

// readSizes reads the sizes that the build measured.
func readSizes(t *testing.T, dir string) Sizes {
	t.Helper()
	var sizes Sizes
	data, err := os.ReadFile(filepath.Join(dir, "sizes.json"))
	if err == nil {
		err = json.Unmarshal(data, &sizes)
	}
	if err != nil {
		t.Fatalf("the build's sizes.json: %v", err)
	}
	return sizes
}

// newServer serves dir with Handler until the test ends, and returns its URL.
func newServer(t *testing.T, dir string) string {
	srv := httptest.NewServer(Handler(dir))
	t.Cleanup(srv.Close)
	return srv.URL
}

// copyWasmExec copies the Go toolchain's wasm_exec.js, which a page needs
// to run Go's wasm, into dir.
func copyWasmExec(t *testing.T, dir string) {
	t.Helper()
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	copyFile(t, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js"))
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// browser is a Chromium tab and what the page wrote to its console.
type browser struct {
	t   *testing.T
	ctx context.Context

	mu      sync.Mutex
	console []chromedp.ConsoleMessage
}

func startBrowser(t *testing.T, chromium string) *browser {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.NoSandbox, // root in a container has no user namespaces for the sandbox
		chromedp.Flag("headless", "new"),
		chromedp.Flag("use-angle", "swiftshader"), // WebGL without a GPU
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.WindowSize(viewW, viewH),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 10*time.Minute) // a bound, for a loaded machine
	t.Cleanup(func() { cancelTime(); cancelTab(); cancelAlloc() })
	b := &browser{t: t, ctx: ctx}
	messages := chromedp.Console(ctx) // subscribes now: nothing the page says is lost
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			b.mu.Lock()
			b.console = append(b.console, m)
			b.mu.Unlock()
		}
	}()
	b.do(chromedp.EmulateViewport(viewW, viewH))
	return b
}

func (b *browser) do(steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.t.Fatal(err)
	}
}

func (b *browser) eval(js string) any {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[any](js))
	if err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// waitFirstFrame waits for index.html's mark of the app's first WebGL
// draw and returns its time in ms since the page started loading.
func (b *browser) waitFirstFrame(limit time.Duration) float64 {
	b.t.Helper()
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		if v, ok := b.eval("window.eightpuzzleFirstFrame").(float64); ok {
			return v
		}
		time.Sleep(100 * time.Millisecond)
	}
	b.t.Fatalf("no frame drawn within %v; console:\n%s", limit, b.consoleText())
	return 0
}

// click moves the mouse to (x, y) and clicks there: Fyne's browser
// backend takes a click's position from the last mouse move.
func (b *browser) click(x, y float64) {
	b.t.Helper()
	b.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y), chromedp.MouseClickXY(x, y))
}

// shot takes a screenshot, keeps it under -out if named, and decodes it.
func (b *browser) shot(name string) image.Image {
	b.t.Helper()
	data, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		b.t.Fatal(err)
	}
	if name != "" {
		b.savePNG(name, img)
	}
	return img
}

// savePNG keeps a screenshot under -out, when given.
func (b *browser) savePNG(name string, img image.Image) {
	if *outDir == "" || img == nil {
		return
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	os.MkdirAll(*outDir, 0o755)
	if err := os.WriteFile(filepath.Join(*outDir, name+".png"), buf.Bytes(), 0o644); err != nil {
		b.t.Error(err)
	}
}

func (b *browser) consoleText() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var s strings.Builder
	for _, m := range b.console {
		fmt.Fprintln(&s, m)
	}
	return s.String()
}
