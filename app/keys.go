package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// arrows maps an arrow key to the direction a tile moves: Left slides the
// tile right of the blank to the left, as on a real puzzle.
var arrows = map[fyne.KeyName]solver.Move{
	fyne.KeyUp: solver.Up, fyne.KeyDown: solver.Down, fyne.KeyLeft: solver.Left, fyne.KeyRight: solver.Right,
}

// typedKey handles keys that reach the window with no text field focused.
// What a key does depends on what the board shows: the replay, or the
// user's board in play or edit mode.
func (c *controller) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		if c.tab == compareTab && c.compare != nil && c.compare.stop() {
			return // the comparison on screen is what Esc means there
		}
		c.escape()
		return
	case fyne.KeyF1:
		c.help()
		return
	}
	if c.tab == replayTab && c.replay.res != nil {
		switch ev.Name {
		case fyne.KeySpace:
			c.togglePlay()
		case fyne.KeyLeft:
			c.step(-1)
		case fyne.KeyRight:
			c.step(1)
		case fyne.KeyHome:
			c.pause()
			c.seek(0)
		case fyne.KeyEnd:
			c.pause()
			c.seek(c.replay.last())
		}
		return
	}
	if m, ok := arrows[ev.Name]; ok && c.mode == playMode {
		c.slideDir(m)
	}
}

// boardKey handles keys while the board has the focus. In edit mode the
// arrows move a cursor and Space or Enter picks the tile under it, so a
// board can be edited without a mouse.
func (c *controller) boardKey(ev *fyne.KeyEvent) {
	if c.mode != editMode || (c.tab == replayTab && c.replay.res != nil) {
		c.typedKey(ev)
		return
	}
	cur := max(c.cursor, 0)
	r, col := cur/solver.Side, cur%solver.Side
	switch ev.Name {
	case fyne.KeyUp:
		r = max(r-1, 0)
	case fyne.KeyDown:
		r = min(r+1, solver.Side-1)
	case fyne.KeyLeft:
		col = max(col-1, 0)
	case fyne.KeyRight:
		col = min(col+1, solver.Side-1)
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		c.tapCell(cur)
		return
	default:
		c.typedKey(ev)
		return
	}
	c.cursor = r*solver.Side + col
	c.puzzleChanged.emit()
}

// ctrl is a Ctrl+key shortcut.
func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

// key is a plain key shown beside a menu item; the window handles it.
func key(k fyne.KeyName) fyne.Shortcut { return &desktop.CustomShortcut{KeyName: k} }

// mainMenu is the menu bar. Its Ctrl shortcuts work wherever the focus is,
// even in a text field, which a canvas shortcut would not; plain keys are
// listed for discovery and handled by typedKey.
func (u *ui) mainMenu() *fyne.MainMenu {
	c := u.c
	item := func(label string, sc fyne.Shortcut, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, f)
		it.Shortcut = sc
		return it
	}
	puzzle := fyne.NewMenu("Puzzle",
		item("Random board", ctrl(fyne.KeyR), c.random),
		item("Reset to goal", nil, c.reset),
		fyne.NewMenuItemSeparator(),
		item("Edit mode", ctrl(fyne.KeyE), func() { c.setMode(editMode) }),
		item("Play mode", ctrl(fyne.KeyP), func() { c.setMode(playMode) }),
		item("Undo move", nil, c.undo),
		item("Hint", ctrl(fyne.KeyH), c.showHint),
		fyne.NewMenuItemSeparator(),
		quitItem(u.quit),
	)
	search := fyne.NewMenu("Search",
		item("Solve", ctrl(fyne.KeyReturn), c.solve),
		item("Stop", key(fyne.KeyEscape), c.stop),
		item("Watch in slow motion", nil, func() { c.setWatch(!c.watch); u.solve.watch.SetChecked(c.watch) }),
		fyne.NewMenuItemSeparator(),
		item("Compare algorithms", &desktop.CustomShortcut{KeyName: fyne.KeyReturn,
			Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, func() {
			c.selectTab(compareTab)
			c.compare.start()
		}),
	)
	replay := fyne.NewMenu("Replay",
		item("Play / pause", key(fyne.KeySpace), c.togglePlay),
		item("Step back", key(fyne.KeyLeft), func() { c.step(-1) }),
		item("Step forward", key(fyne.KeyRight), func() { c.step(1) }),
		item("First board", key(fyne.KeyHome), func() { c.pause(); c.seek(0) }),
		item("Last board", key(fyne.KeyEnd), func() { c.pause(); c.seek(c.replay.last()) }),
	)
	view := fyne.NewMenu("View",
		item("Solve tab", ctrl(fyne.Key1), func() { c.selectTab(solveTab) }),
		item("Replay tab", ctrl(fyne.Key2), func() { c.selectTab(replayTab) }),
		item("Compare tab", ctrl(fyne.Key3), func() { c.selectTab(compareTab) }),
		fyne.NewMenuItemSeparator(),
		item("System theme", nil, func() { c.setTheme(themeSystem) }),
		item("Light theme", nil, func() { c.setTheme(themeLight) }),
		item("Dark theme", nil, func() { c.setTheme(themeDark) }),
	)
	help := fyne.NewMenu("Help", item("Algorithms and keys", key(fyne.KeyF1), u.showHelp))
	return fyne.NewMainMenu(puzzle, search, replay, view, help)
}

// quitItem replaces the Quit that Fyne adds, which would end the app
// without the window's own shutdown (stop the search, save the session).
func quitItem(quit func()) *fyne.MenuItem {
	it := fyne.NewMenuItem("Quit", quit)
	it.IsQuit = true
	it.Shortcut = ctrl(fyne.KeyQ)
	return it
}
