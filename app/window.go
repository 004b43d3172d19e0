// Package app is the desktop window. It receives a fyne.App from main and
// never imports the driver itself, so it tests headless without cgo.
package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ID is the reverse-DNS application ID; it is what makes preferences persist.
const ID = "io.github.eightpuzzle"

// ui is the window and its views, built around one controller.
type ui struct {
	c       *controller
	win     fyne.Window
	toolbar *toolbar
	puzzle  *puzzleView
	solve   *solveView
	replay  *replayView
	status  *statusBar
	tabs    *container.AppTabs
}

// New builds the main window.
func New(a fyne.App) fyne.Window { return newUI(a, fyne.Do).win }

// newUI builds the window; do runs a function on the UI goroutine (fyne.Do
// in the app, a queue the test drains in tests).
func newUI(a fyne.App, do func(func())) *ui {
	c := newController(a, do)
	a.Settings().SetTheme(themeFor(c.theme))
	// The title is FyneApp.toml's Name: GLFW names the X11 window class
	// after the title, and a dock matches that class to 8-puzzle.desktop.
	u := &ui{c: c, win: a.NewWindow("8-puzzle")}
	u.toolbar = newToolbar(c, u.showHelp)
	u.puzzle = newPuzzleView(c)
	u.solve = newSolveView(c)
	u.replay = newReplayView(c)
	u.status = newStatusBar(c)
	u.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon("Solve", theme.SearchIcon(), container.NewPadded(u.solve.content)),
		container.NewTabItemWithIcon("Replay", theme.MediaVideoIcon(), container.NewPadded(u.replay.content)),
		container.NewTabItemWithIcon("Compare", theme.GridIcon(), container.NewPadded(newCompareView(c))),
	)
	u.tabs.OnSelected = func(*container.TabItem) { c.setTab(u.tabs.SelectedIndex()) }
	c.selectTab = u.tabs.SelectIndex
	c.help = u.showHelp

	split := container.NewHSplit(container.NewPadded(u.puzzle.content), u.tabs)
	split.Offset = 0.5
	widenForCompare(c, split)
	u.win.SetContent(container.NewBorder(u.toolbar.content, u.status.content, nil, nil, split))
	u.win.SetMainMenu(u.mainMenu())
	cv := u.win.Canvas()
	cv.SetOnTypedKey(c.typedKey)
	cv.AddShortcut(ctrl(fyne.KeyEnter), func(fyne.Shortcut) { c.solve() }) // the keypad's Enter
	cv.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { c.undo() })
	u.win.SetCloseIntercept(u.quit)
	u.win.Resize(fyne.NewSize(1180, 800))
	c.setStatus(widget.MediumImportance, "Press Random for a puzzle, or type one under the board; then Solve. F1 for help.")
	return u
}

// quit stops everything the window started, saves the session and closes.
func (u *ui) quit() {
	u.c.shutdown()
	u.win.Close()
}
