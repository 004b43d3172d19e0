// Package web holds the browser version's page (index.html, with its
// loading indicator) and the file server that `make serve` and the
// browser test use. The app itself is the same as on the desktop, built
// with GOOS=js GOARCH=wasm (make web); this package imports no Fyne.
//
// # The build
//
// make web uses the fyne tool pinned in go.mod (go tool fyne build -os wasm
// --release) and leaves out the command line, the end-to-end trace and
// Fyne's 4 MB emoji font. The app is 42.8 MB, 11.7 MB gzipped (gzip -9, as
// make web writes it); it was 32.9 MB and 8.0 MB before the Compare tab's
// charts brought in gonum/plot and its fonts and rasterizers, and 48 MB and
// 15 MB before the trimming above; the rest is Go's runtime and Fyne itself.
// Serve it compressed: make serve sends the .gz copies to browsers that
// accept them, as nginx's gzip_static on; does; otherwise let the server
// compress application/wasm. The page shows the icon, a spinner and the
// megabytes downloaded until the app has drawn its first frame; in the test
// below, on this two-core machine shared with other builds, the first frame
// came 1.8 to 3.5 s after the page started loading (served from localhost,
// so without network time).
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
// app/internal/download and checks the download's bytes. They take about
// 45 s after the build (a minute or more when each timing needs its
// retries), and say they skipped when Chromium is not installed (make
// browser-deps installs it).
//
//	go test -v -run Browser ./app/web/ -args -out DIR   # keeps the screenshots
package web
