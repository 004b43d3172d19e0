// Package web holds the browser version's page (index.html, with its
// loading screen; the web app manifest; the service worker, sw.js), its
// build (Build, which make web runs through app/web/build) and the file
// server that `make serve` and the browser test use. The app itself is
// the same as on the desktop, built with GOOS=js GOARCH=wasm; this
// package imports no Fyne.
//
// # The build
//
// Build compiles the app as `go tool fyne build -os wasm --release` would
// (the release tag, -trimpath, -s -w) and leaves out the command line, the
// end-to-end trace and Fyne's 4 MB emoji font. gonum/plot registers all
// twelve Liberation faces at start-up (4.4 MB); the browser build has
// Fyne's own Noto Sans and DejaVu Sans Mono stand in for them (app/web/fonts,
// put in place by a go.mod of the build's own), so the charts there are in
// the window's font and no font is carried twice; that font has no ≥, which
// the charts then print as >=. Sizes and times below say how and where they
// were taken; they change with the code, the toolchain and the machine.
//
// Size: 40.8 MB, 9.9 MB gzipped, 7.9 MB as brotli (Build: gzip -9,
// Debian's brotli -q 9 -w 24; sizes.json beside the page; on 2026-11-26
// with Go 1.26.8 and Fyne 2.8.1). Build fails over 8 MB as brotli
// (MaxCompressed). Before the fonts it was 45.1 MB, 12.2 MB gzipped; 32.9
// MB and 8.0 MB before the Compare tab's charts brought in gonum/plot, and
// 48 MB and 15 MB before the trimming above; the rest is Go's runtime and
// Fyne itself. brotli -q 10 gives 7.1 MB but took six minutes here, where
// -q 9 took 71 s; Go's brotli port took over ten minutes at 9.
// Serve it compressed: make serve sends the .br copies to browsers that
// accept brotli and the .gz ones to the others, as nginx's brotli_static
// and gzip_static do; otherwise let the server compress application/wasm.
//
// One file of a dependency is ours in the browser build (overlay.go, with
// the same fix as a patch in upstream/): gl-js made a new typed array, in
// seven crossings from Go to JavaScript, for each object's vertices at
// every frame (some 230 a repaint), a quarter to a third of a frame's time
// in Chromium's profiler; ours copies them through one scratch buffer. A
// repaint (the pointer over a button) took 29 ms of the renderer's thread
// before, 23 ms after (thread time, the mean of three each, 2026-11-27 at
// a load average of 8 to 11). TestBrowserVertexUploads counts the arrays.
//
// Offline and installed: the page links a web app manifest (a browser's
// menu offers to install it) and registers a service worker (sw.js) that
// keeps the page's files in a cache named by the page's version (a hash of
// its files that Build writes into index.html and sw.js) and answers from
// it first; the page itself comes from the network when there is one, and
// its files' addresses carry the version (?v=), so a reload shows a new
// version at once, and the new worker drops the old version's cache. The
// 4x4 pattern databases are kept in a cache of the version's once fetched,
// or once built in the page (pdb's keep), so a reload neither fetches nor
// builds them again. A page served over plain http from another host than
// localhost gets no service worker (browsers allow one only on https and
// localhost) and works online only.
//
// The loading screen says what the page is doing: downloading the app
// (with the share and the megabytes arrived), compiling it, starting it,
// until the app has drawn its first frame.
//
// First frame: Go's start (its packages' set-up, Fyne's, the window's
// first layout) is one task of the page, from the wasm compiled to the
// first frame, and cannot yield; it is the one long task a person waits
// through. TestBrowserPatterns logs the first frame and the long tasks
// before it. Served from localhost (no network time), Chromium headless
// with a fresh profile, WebGL in software (SwiftShader), on this two-core
// machine: 1.8 to 3.5 s in an earlier note (the machine's load not
// recorded); 22 to 116 s on 2026-11-26 with the load average at 11 to 20
// (six other builds and test runs beside it; six page loads), the start
// then made of tasks of up to 9 to 36 s. A newcomer measured 3.6 to 10 s with a new profile on a
// loaded machine. The time scales with the processor the page gets.
//
// # What differs from the desktop
//
//   - There is no command line: the page is the window alone.
//   - Saving a file (the Compare tab's CSV, PNG and SVG) downloads it
//     through the browser, which puts it in its downloads folder or asks, as
//     the user has set it; there is no save dialog.
//   - Settings (board, goal, algorithm, speeds, theme) are kept in the
//     browser's localStorage for that site, and written as they change:
//     closing the tab loses nothing.
//   - Go has one thread in a browser, and the page (clicks, keys, drawing)
//     runs only while every goroutine waits. The solver gives the page the
//     thread back every 10 ms of search (solver/yield_js.go): it waits for a
//     message posted to the page, which arrives only once the page has had
//     its turn, so the window's redraws are not chained onto the search in
//     one long turn, as a short sleep let them be. A batch hands its rows to
//     the window four times a second in a browser (ten on the desktop) and
//     gives that redraw a turn of its own (app/session/handover.go); a chart
//     that is not on screen is not drawn, and one that is is rendered in a
//     turn of its own, twice a second at most. The test times the page with
//     the browser's long-task reports (tasks over 50 ms) while the Compare
//     tab runs a batch of 3,000 searches (5 boards at each distance 1 to 24,
//     every algorithm), with its table shown and then its chart: the longest
//     task was 0 to 90 ms with the table shown, against 173 to 237 ms in
//     every try before these changes. With the chart shown there was no task
//     over 50 ms at all in five runs here. Before, there were ten or more a
//     try, of 50 to 140 ms: the chart's image came out a pixel off the size
//     Fyne paints the view at, and Fyne scaled it to fit on the CPU
//     (CatmullRom, 20 ms natively for a 700x480 image, twice the render
//     itself, BenchmarkRenderLines in app/chart: 9.4 ms). The view now
//     renders at exactly the painter's pixel size, and any other image is
//     scaled by the GPU. It also times iterative deepening on the hardest
//     board, stopped at 3 million nodes (0.4 s now): no task over 50 ms. Over
//     100 ms fails the test, after three tries; while others' builds loaded
//     this two-core machine (load average over 4), tries of 150 to 250 ms
//     were seen too, the page waiting for a core rather than Go holding it.
//     The window's answer to the click itself (starting the work, redrawing
//     the panel) is not counted for its first 300 ms. The default batch (48
//     boards) now takes under 2 s in the browser, against 4 s before.
//   - The 4x4 pattern databases (for idastar-pdb and the 4x4 hints) of
//     the standard goal are fetched from beside the page at the first
//     search that needs them: make web writes them there (app/web/patterns;
//     23 MB, 6.5 MB gzipped). Built in the page instead (another goal, or
//     the file missing), they took minutes on this machine's one thread a
//     page gets, against half a minute natively. The fetch's progress is on
//     the status line ("Building pattern database for 4x4: 45%…", for a
//     hint "Thinking about a hint: building …"), and Esc stops it; a build
//     in the page yields every few milliseconds (solver.Yield) and stops on
//     Esc too. The 4x4 IDA* yields at its checks. TestBrowserPatterns times
//     the page through the fetch and the search and presses Esc; it is
//     opt-in (make web-patterns-test): on 2026-11-26 Esc stopped the
//     search in 2.7 to 3.3 s (screenshots included); the fetch and the
//     search took 9 s with tasks of up to 270 ms at a load average of 6,
//     32 s with tasks of up to 600 ms (one of 2.2 s) at 9 to 11, the
//     load's share unknown.
//   - The page adds two things to Fyne's browser driver (index.html): its
//     wheel listener is registered as not passive, so a scroll no longer
//     logs "Unable to preventDefault inside passive event listener"; and a
//     change of the device pixel ratio (zoom, another monitor) resizes the
//     canvas, which otherwise stayed blurred and was drawn at twice or half
//     the size after the next theme change. upstream/ holds both as a
//     patch for github.com/fyne-io/glfw-js. TestBrowserPage checks them.
//   - The menus are drawn inside the page. Quit ends the app; reloading the
//     page starts it again.
//   - Fyne 2.8.1 logs "Failed to create fyne cache space" to the console at
//     start: its cache folder cannot be made in a browser, and nothing in the
//     app uses it.
//
// # The test
//
// The test (part of make test) builds the app as make web does, serves it
// with the same handler and drives Debian's Chromium (headless, WebGL in
// software through SwiftShader) with chromedp: it waits for the first
// frame, clicks Random, Hint, Solve and Play, waits until the replay
// reaches the goal, compares the board's pixels at each step, checks that
// the settings are in localStorage and survive a reload, times the page
// during a long search, and fails on any error in the console. A second one
// opens the Compare tab, chooses Batch, times the page while a batch runs,
// then runs it again and cancels it. A third saves a file through
// app/internal/download and checks the download's bytes. TestBrowserPage
// scrolls with the wheel (nothing may be logged) and changes the device
// pixel ratio 1 -> 2 -> 1 with a theme change between (the canvas must have
// ratio pixels a CSS pixel, and the window its size). TestBrowserPatterns
// (opt-in, make web-patterns-test) solves a 4x4 board with idastar-pdb on a
// fresh page, Esc while the databases are fetched, then to the end, timing
// the page all through; TestBrowserWaits (opt-in beside it) times a first
// 4x4 Hint, a 3x3 to 4x4 switch with the size picker and a race at full
// speed, each on a fresh page, and logs Go's start before the first frame. They take about
// 45 s after the build (a minute or more when each timing needs its
// retries), and say they skipped when Chromium or brotli is not installed (make
// browser-deps installs them).
//
//	go test -v -run Browser ./app/web/ -args -out DIR   # keeps the screenshots
package web
