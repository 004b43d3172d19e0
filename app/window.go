// Package app is the desktop window's shell: the window, its menus, keys,
// toolbar, status bar, help and theme, and the board side (the puzzle and
// its goal). Each tab is a package of its own (app/solve, app/replay,
// app/compare, app/explore, app/race, app/heuristics), built by its New
// over one tabkit.Deps; all of them observe the session model
// (app/session). It receives a fyne.App from main and never imports the
// driver itself, so it tests headless without cgo.
package app

import (
	"image"
	"path/filepath"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/compare"
	"github.com/eightpuzzle/eightpuzzle/app/explore"
	"github.com/eightpuzzle/eightpuzzle/app/heuristics"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabpage"
	"github.com/eightpuzzle/eightpuzzle/app/race"
	"github.com/eightpuzzle/eightpuzzle/app/replay"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/solve"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// useLanguage puts the window, and the session's lines, in the saved
// language, or the system's when none is saved or it is damaged.
func useLanguage(saved string) {
	if err := locale.Use(locale.Resolve(saved)); err != nil {
		fyne.LogError("Loading the translations", err)
	}
	l := memoL()
	chart.Translate = l
	session.SetTranslator(l, func(n int, one, many, count string) string {
		return locale.N("{{.Count}} "+one, n, count)
	}, func(tmpl string, values map[string]any) string { return lang.L(tmpl, values) })
}

// memoL is lang.L for the messages loaded now, remembering each answer:
// a look-up matches languages each time (go-i18n), and the race's speed
// labels alone, asked at each of its layouts, took 7 ms of a 171 ms task
// in a browser. useLanguage makes a new one when the messages change.
func memoL() func(string) string {
	var mu sync.Mutex
	seen := map[string]string{}
	return func(key string) string {
		mu.Lock()
		defer mu.Unlock()
		v, ok := seen[key]
		if !ok {
			v = lang.L(key)
			seen[key] = v
		}
		return v
	}
}

// ID is the reverse-DNS application ID; it is what makes preferences persist.
const ID = "io.github.eightpuzzle"

// tabNames are the tabs' titles, by session.Tab, in English (tests name
// tabs by them); tabName is one in the window's language.
var tabNames = [...]string{
	session.SolveTab: locale.Mark("Solve"), session.ReplayTab: locale.Mark("Replay"), session.CompareTab: locale.Mark("Compare"),
	session.ExploreTab: locale.Mark("Explore"), session.RaceTab: locale.Mark("Race"), session.HeuristicsTab: locale.Mark("Heuristics"),
}

func tabName(t session.Tab) string { return lang.L(tabNames[t]) }

// ui is the window and its views, built around one session.
type ui struct {
	s       *session.Session
	app     fyne.App
	win     fyne.Window
	toolbar *toolbar
	puzzle  *puzzleView
	status  *statusBar
	tabs    *container.AppTabs
	body    *fyne.Container // everything in the window, inside a scroller
	menu    *menu
	banner  *banner              // a lesson's note, across the top
	help    *dialog.CustomDialog // the help while it is open; Esc closes it
	do      func(func())         // runs a function on the UI goroutine, later
	present presentation         // what presentation mode restores (present.go)
}

// New builds the main window over a session restored from the app's
// preferences.
func New(a fyne.App) fyne.Window { return newUI(a, withTurns(fyne.Do)).win }

// NewShownEarly is New for a browser: the window is shown, empty, as soon
// as it is made, and built after. Showing it starts WebGL, and the GPU
// compiles Fyne's shaders while the window is built (the browser build's
// overlay of Fyne's painter does not wait for them); shown after, the
// page waited for them in one task, 1.4 s where WebGL is drawn in
// software. Fyne draws no frame before the app runs (a.Run).
func NewShownEarly(a fyne.App) fyne.Window {
	return buildUI(a, withTurns(fyne.Do), true).win
}

// withTurns is do, each function followed on the UI goroutine by a turn
// of a browser's page once Go has held its one thread for a slice
// (solver.Yield; elsewhere nothing). Fyne runs the functions queued for
// its goroutine and then a frame in one task of the page: a race's
// results and its next tick (50 and 40 ms) and the frame after them were
// one task of 161 ms.
func withTurns(do func(func())) func(func()) {
	return func(f func()) {
		do(func() {
			f()
			solver.Yield()
		})
	}
}

// Window is the main window with its session, for the end-to-end trace.
type Window struct {
	fyne.Window
	Session *session.Session
}

// NewWindow is New that also hands back the session, for the trace; do
// runs a function on the UI goroutine (fyne.Do, or a test's queue).
func NewWindow(a fyne.App, do func(func())) Window {
	u := newUI(a, do)
	return Window{u.win, u.s}
}

// newUI builds the window; do runs a function on the UI goroutine (fyne.Do
// in the app, a queue the test drains in tests).
func newUI(a fyne.App, do func(func())) *ui { return buildUI(a, do, false) }

// buildUI is newUI; with showEarly the window is shown as soon as it is
// made (NewShownEarly).
func buildUI(a fyne.App, do func(func()), showEarly bool) *ui {
	s := session.New(prefsFor(a), do)
	step()
	// The language before any view: each reads its strings when built.
	useLanguage(s.Language())
	step()
	// The title is FyneApp.toml's Name: GLFW names the X11 window class
	// after the title, and a dock matches that class to 8-puzzle.desktop.
	u := &ui{s: s, app: a, win: a.NewWindow("8-puzzle"), do: do}
	if showEarly {
		u.win.SetContent(container.NewWithoutLayout())
		u.win.Show()
		step()
	}
	u.applyTheme()
	// The first text measured loads its font and makes its shaping plan:
	// in a browser, 0.4 s of the toolbar's step. Each style the window
	// starts with is measured in a step of its own first.
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		fyne.MeasureText("8-puzzle", theme.TextSize(), style)
		step()
	}
	u.toolbar = newToolbar(s, u.typedKey, u.showHelp)
	step()
	u.puzzle = newPuzzleView(s, u.typedKey)
	step()
	// Every tab is built the same way, on the same dependencies; in the
	// order of session.Tab. Only the tab in view is built before the
	// first frame; the others once it is drawn, or when one is shown
	// first (buildTabs).
	deps := tabkit.Deps{Session: s, Window: u.win, Do: do, Pass: u.typedKey}
	u.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon(tabName(session.SolveTab), theme.SearchIcon(), tabpage.Lazy(func() fyne.CanvasObject { return solve.New(deps).Content })),
		container.NewTabItemWithIcon(tabName(session.ReplayTab), theme.MediaVideoIcon(), tabpage.Lazy(func() fyne.CanvasObject { return replay.New(deps).Content })),
		container.NewTabItemWithIcon(tabName(session.CompareTab), theme.GridIcon(), tabpage.Lazy(func() fyne.CanvasObject {
			return compare.New(deps).Content // on every size: 5x5's runs are solver/wide's
		})),
		container.NewTabItemWithIcon(tabName(session.ExploreTab), theme.VisibilityIcon(), tabpage.Lazy(func() fyne.CanvasObject {
			return explore.New(deps).Content // on 5x5 too: solver/wide's searches, recorded
		})),
		container.NewTabItemWithIcon(tabName(session.RaceTab), theme.MediaFastForwardIcon(), tabpage.Lazy(func() fyne.CanvasObject {
			return race.New(deps).Content // on 5x5 too: solver/wide's searches race
		})),
		container.NewTabItemWithIcon(tabName(session.HeuristicsTab), theme.InfoIcon(), tabpage.Lazy(func() fyne.CanvasObject {
			return engineOnly(s, session.HeuristicsTab, func() fyne.CanvasObject { return heuristics.New(deps).Content })
		})),
	)
	step()
	u.page(s.Tab()).Build()
	step()
	u.status = newStatusBar(s)
	u.banner = newBanner(s)
	if b := u.linkButton(func() { u.copyLink(s.Lesson(s.LessonNote())) }); b != nil {
		u.toolbar.add(b)
	}
	u.tabs.OnSelected = func(it *container.TabItem) {
		it.Content.(*tabpage.Page).Build() // before it is drawn
		s.SetTab(session.Tab(u.tabs.SelectedIndex()))
		// Fyne has laid the tab out; its first frame follows in the same
		// task unless the page has a turn first (in a browser: the Race
		// tab's first show was one task of 190-300 ms, half layout, half
		// frame; elsewhere nothing)
		step()
	}
	s.TabChanged.Watch(u.showTab)
	s.ThemeChanged.Watch(u.applyTheme)
	s.PresentChanged.Watch(u.presented)
	s.Changed.Watch(u.refit)
	s.TabChanged.Watch(u.refit)

	// The divider stays where the user puts it: no tab moves it. The
	// puzzle side scrolls rather than grow the window when its messages
	// wrap in a small one (a long goal error in its narrow column); at any
	// usual size the scroller just gives the board all the room there is.
	// The tabs' headers drop their icons, then the names of the tabs not
	// in view, where the tabs get too little width, rather than hide some
	// tabs behind a "…" (FitTabs, after OnSelected is set).
	split := container.NewHSplit(widgets.NewVScroll(container.NewPadded(u.puzzle.content)), widgets.FitTabs(u.tabs))
	split.Offset = 0.45
	// the body's size is the window's: presentation mode sizes its type by it
	// (the status bar holds the mark of the first frame: buildTabs)
	status := container.NewStack(u.status.content, u.afterFirstFrame(u.buildTabs))
	u.body = borderWatched(u.fit, container.NewVBox(u.banner.content, u.toolbar.content), status, split)
	u.banner.parent = u.body // the banner's coming or going moves everything under it
	// Fyne grows a window to its content's minimum size. The layout fits
	// 800x600 (TestUsableAt800x600), but should some state ever need more,
	// the window scrolls rather than grow under the user's hands.
	// The window's size first: content laid out at its least size first
	// would give the tabs' headers no room, and Fyne would build and
	// recolour them twice more (FitTabs), 0.3 s of a start in a browser.
	sz := s.WindowSize()
	u.win.Resize(fyne.NewSize(sz.Width, sz.Height))
	step()
	u.win.SetContent(widgets.NewScroll(u.body))
	step()
	u.menu = newMenu(u)
	u.win.SetMainMenu(u.menu.main)
	cv := u.win.Canvas()
	cv.SetOnTypedKey(u.typedKey)
	cv.AddShortcut(ctrl(fyne.KeyEnter), func(fyne.Shortcut) { s.Solve() }) // the keypad's Enter
	cv.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { s.Undo() })
	u.win.SetCloseIntercept(u.quit)
	u.win.SetOnDropped(u.dropped)
	u.showTab()
	u.openAddressLesson()
	return u
}

// step ends a step of building the window. In a browser Go holds the
// page's one thread while it builds the window (1 to 3 s of a start, in
// one task): each step is a task of its own, and the page stays
// responsive in between (solver.YieldToPage; elsewhere nothing). Nothing
// of the window is on screen yet, so nothing can be tapped meanwhile.
func step() { solver.YieldToPage() }

// page is tab t's page.
func (u *ui) page(t session.Tab) *tabpage.Page { return u.tabs.Items[t].Content.(*tabpage.Page) }

// buildTabs builds the tabs not built yet, in their order, each in a turn
// of the page of its own (in a browser: elsewhere all at once), and each
// on the UI goroutine. A tab shown meanwhile is built at once (OnSelected).
func (u *ui) buildTabs() {
	go func() {
		for t := range session.Tab(len(u.tabs.Items)) {
			solver.YieldToPage()
			u.do(func() { u.page(t).Build() })
		}
	}()
}

// afterFirstFrame is an object that calls f, once, when the window first
// draws it: a transparent raster of one pixel, whose picture is made as a
// frame is painted.
func (u *ui) afterFirstFrame(f func()) fyne.CanvasObject {
	var once sync.Once
	r := canvas.NewRaster(func(w, h int) image.Image {
		once.Do(f)
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	})
	r.Resize(fyne.NewSize(1, 1))
	return container.NewWithoutLayout(r)
}

// showTab brings the session's tab into view. A key acts on what is in
// view: a control left focused on the tab just hidden (the Slow motion box
// clicked before Ctrl+Enter brought up the Replay) loses the focus, so
// that Space plays the replay as the status line says, and a text field
// gives the keys back when a tab is shown for a result.
func (u *ui) showTab() {
	cv := u.win.Canvas()
	f, _ := cv.Focused().(fyne.CanvasObject)
	if i := int(u.s.Tab()); u.tabs.SelectedIndex() != i {
		u.tabs.SelectIndex(i)
		if _, typing := f.(*widgets.KeyEntry); typing {
			cv.Unfocus()
			return
		}
	}
	if f == nil {
		return
	}
	for i, it := range u.tabs.Items {
		if i != u.tabs.SelectedIndex() && holds(it.Content, f) {
			cv.Unfocus()
			return
		}
	}
}

// holds says whether o is root or inside it.
func holds(root, o fyne.CanvasObject) bool {
	if root == o {
		return true
	}
	var kids []fyne.CanvasObject
	switch r := root.(type) {
	case *fyne.Container:
		kids = r.Objects
	case *container.Scroll:
		kids = []fyne.CanvasObject{r.Content}
	case *container.Split:
		kids = []fyne.CanvasObject{r.Leading, r.Trailing}
	case *container.AppTabs:
		for _, it := range r.Items {
			kids = append(kids, it.Content)
		}
	case *tabpage.Page:
		if r.Built() {
			kids = []fyne.CanvasObject{r.Content}
		}
	case *widget.Accordion:
		for _, it := range r.Items {
			kids = append(kids, it.Detail)
		}
	}
	for _, k := range kids {
		if holds(k, o) {
			return true
		}
	}
	return false
}

// prefsFor is where the window's settings live: the app's preferences,
// and beside them a file of the window's size alone, which a second
// window's rewrite of the preferences cannot undo (session.WithSizeFile).
// In a browser, with no files, and in tests (Fyne's test app keeps its
// storage in the shared temporary directory) the size stays in the
// preferences.
func prefsFor(a fyne.App) session.Prefs {
	root := a.Storage().RootURI()
	if a.UniqueID() != ID || root == nil || root.Scheme() != "file" {
		return a.Preferences()
	}
	return session.WithSizeFile(a.Preferences(), filepath.Join(root.Path(), "window.json"))
}

// applyTheme sets the theme chosen, in the text size chosen, or
// presentation mode's: high contrast in type as large as the window calls
// for.
func (u *ui) applyTheme() {
	if u.s.Presenting() && u.present.factor > 0 { // 0: not sized yet (present.go)
		u.app.Settings().SetTheme(largeType{highContrast, u.present.factor})
		return
	}
	u.app.Settings().SetTheme(lookFor(u.s.Theme(), u.s.TextSize()))
}

// quit stops everything the window started, saves the session and closes.
func (u *ui) quit() {
	sz := u.win.Canvas().Size()
	if u.s.Presenting() {
		sz = u.present.size // the window's own, not the screen's
	}
	u.s.SetWindowSize(session.Size{Width: sz.Width, Height: sz.Height})
	u.s.Shutdown()
	u.win.Close()
}
