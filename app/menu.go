package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// menu is the menu bar. Its Ctrl shortcuts work wherever the focus is,
// even in a text field, which a canvas shortcut would not; plain keys are
// listed for discovery and handled by typedKey. Items that show a state
// (the slow-motion tick, the theme) follow the session.
type menu struct {
	main   *fyne.MainMenu
	watch  *fyne.MenuItem
	themes map[session.Theme]*fyne.MenuItem
	undo   *fyne.MenuItem
	sizes  map[solver.Shape]*fyne.MenuItem
	shows  *fyne.MenuItem // presentation mode
	langs  map[string]*fyne.MenuItem
	texts  map[int]*fyne.MenuItem // text sizes, by percent
}

// languageItem is View > Language: the system's, or one the window
// speaks, each named in its own language. The choice is remembered and
// applies from the next start (the views read their strings when built).
func (m *menu) languageItem(s *session.Session) *fyne.MenuItem {
	m.langs = map[string]*fyne.MenuItem{"": fyne.NewMenuItem(lang.L("System language"), func() { s.SetLanguage("") })}
	items := []*fyne.MenuItem{m.langs[""]}
	for _, c := range locale.Languages {
		m.langs[c] = fyne.NewMenuItem(locale.Names[c], func() { s.SetLanguage(c) })
		items = append(items, m.langs[c])
	}
	it := fyne.NewMenuItem(lang.L("Language"), nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

func newMenu(u *ui) *menu {
	s := u.s
	m := &menu{themes: map[session.Theme]*fyne.MenuItem{}, sizes: map[solver.Shape]*fyne.MenuItem{}, texts: map[int]*fyne.MenuItem{}}
	item := func(label string, sc fyne.Shortcut, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, f)
		it.Shortcut = sc
		return it
	}
	m.undo = item(lang.L("Undo"), ctrl(fyne.KeyZ), s.Undo)
	size := fyne.NewMenuItem(lang.L("Size"), nil)
	var sizes []*fyne.MenuItem
	for _, sh := range session.Shapes() {
		it := fyne.NewMenuItem(shapeLabel(sh), func() { s.SetShape(sh) })
		m.sizes[sh] = it
		sizes = append(sizes, it)
	}
	size.ChildMenu = fyne.NewMenu("", sizes...)
	puzzle := fyne.NewMenu(lang.L("Puzzle"),
		item(lang.L("Random board"), ctrl(fyne.KeyR), s.Random),
		item(lang.L("Reset to goal"), nil, s.Reset),
		size,
		fyne.NewMenuItemSeparator(),
		item(lang.L("Edit: tap two tiles to swap"), ctrl(fyne.KeyE), func() { s.SetMode(session.EditMode) }),
		item(lang.L("Slide: play it yourself"), ctrl(fyne.KeyP), func() { s.SetMode(session.PlayMode) }),
		m.undo,
		item(lang.L("Hint"), ctrl(fyne.KeyH), s.Hint),
	)
	m.watch = item(lang.L("Watch in slow motion"), nil, func() { on, _ := s.Watch(); s.SetWatch(!on) })
	search := fyne.NewMenu(lang.L("Search"),
		item(lang.L("Solve"), ctrl(fyne.KeyReturn), s.Solve),
		item(lang.L("Stop"), key(fyne.KeyEscape), s.Escape),
		m.watch,
		item(lang.L("Explore step by step"), nil, s.ExploreStepByStep),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Compare algorithms"), &desktop.CustomShortcut{KeyName: fyne.KeyReturn,
			Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, func() {
			s.SetTab(session.CompareTab)
			s.Comparison().Run()
		}),
	)
	replay := fyne.NewMenu(lang.L("Replay"),
		item(lang.L("Play / pause"), key(fyne.KeySpace), s.TogglePlay),
		item(lang.L("Step back"), key(fyne.KeyLeft), func() { s.Step(-1) }),
		item(lang.L("Step forward"), key(fyne.KeyRight), func() { s.Step(1) }),
		item(lang.L("First board"), key(fyne.KeyHome), func() { s.Seek(0) }),
		item(lang.L("Last board"), key(fyne.KeyEnd), func() { s.Seek(s.Replay().Last) }),
	)
	view := fyne.NewMenu(lang.L("View"),
		item(lang.L("Solve tab"), ctrl(fyne.Key1), func() { s.SetTab(session.SolveTab) }),
		item(lang.L("Replay tab"), ctrl(fyne.Key2), func() { s.SetTab(session.ReplayTab) }),
		item(lang.L("Compare tab"), ctrl(fyne.Key3), func() { s.SetTab(session.CompareTab) }),
		item(lang.L("Explore tab"), ctrl(fyne.Key4), func() { s.SetTab(session.ExploreTab) }),
		item(lang.L("Race tab"), ctrl(fyne.Key5), func() { s.SetTab(session.RaceTab) }),
		item(lang.L("Heuristics tab"), ctrl(fyne.Key6), func() { s.SetTab(session.HeuristicsTab) }),
		fyne.NewMenuItemSeparator(),
		exploreItem(s, lang.L("Explore: frontier"), fyne.KeyF, session.FrontierView),
		exploreItem(s, lang.L("Explore: tree"), fyne.KeyT, session.TreeView),
		exploreItem(s, lang.L("Explore: map"), fyne.KeyM, session.MapView),
		exploreItem(s, lang.L("Explore: depths"), fyne.KeyD, session.DepthsView),
		fyne.NewMenuItemSeparator(),
	)
	m.shows = item(lang.L("Presentation mode"), key(fyne.KeyF11), s.TogglePresenting)
	view.Items = append(view.Items, m.shows, fyne.NewMenuItemSeparator())
	for _, t := range []session.Theme{session.ThemeSystem, session.ThemeLight, session.ThemeDark, session.ThemeContrast} {
		label := map[session.Theme]string{session.ThemeSystem: lang.L("System theme"),
			session.ThemeLight: lang.L("Light theme"), session.ThemeDark: lang.L("Dark theme"),
			session.ThemeContrast: lang.L("High contrast theme")}[t]
		m.themes[t] = item(label, nil, func() { s.SetTheme(t) })
		view.Items = append(view.Items, m.themes[t])
	}
	view.Items = append(view.Items, textSizeItem(s, m.texts))
	view.Items = append(view.Items, fyne.NewMenuItemSeparator(), m.languageItem(s))
	help := fyne.NewMenu(lang.L("Help"), item(lang.L("Algorithms and keys"), key(fyne.KeyF1), u.showHelp))
	m.main = fyne.NewMainMenu(lessonMenu(u, item), puzzle, search, replay, view, help)
	s.SearchChanged.Watch(func() { m.refresh(s) })
	s.ThemeChanged.Watch(func() { m.refresh(s) })
	s.PuzzleChanged.Watch(func() { m.refresh(s) })
	s.PresentChanged.Watch(func() { m.refresh(s) })
	s.Changed.Watch(func() { m.refresh(s) }) // the language's tick
	m.refresh(s)
	return m
}

// refresh ticks the items that show a state. The menu is refreshed only
// when a tick changed: the native menu is rebuilt on every refresh.
func (m *menu) refresh(s *session.Session) {
	changed := false
	set := func(it *fyne.MenuItem, checked, disabled bool) {
		if it.Checked != checked || it.Disabled != disabled {
			it.Checked, it.Disabled = checked, disabled
			changed = true
		}
	}
	on, _ := s.Watch()
	set(m.watch, on, false)
	for t, it := range m.themes {
		set(it, t == s.Theme(), false)
	}
	set(m.undo, false, !s.CanUndo())
	set(m.shows, s.Presenting(), false)
	for c, it := range m.langs {
		set(it, c == s.Language(), false)
	}
	for sh, it := range m.sizes {
		set(it, sh == s.Shape(), false)
	}
	for pct, it := range m.texts {
		set(it, pct == s.TextSize(), false)
	}
	if changed {
		m.main.Refresh()
	}
}

// lessonMenu is the File menu: lessons to open and save (app/lesson.go).
func lessonMenu(u *ui, item func(string, fyne.Shortcut, func()) *fyne.MenuItem) *fyne.Menu {
	file := fyne.NewMenu(lang.L("File"))
	if lessonOpenable {
		file.Items = append(file.Items, item(lang.L("Open lesson…"), ctrl(fyne.KeyO), u.showOpenLesson))
	}
	file.Items = append(file.Items, item(lang.L("Save lesson…"), ctrl(fyne.KeyS), u.showSaveLesson),
		// Quit is the first menu's last item: Fyne adds its own there
		// otherwise, which skips the window's shutdown (quitItem)
		fyne.NewMenuItemSeparator(), quitItem(u.quit))
	return file
}

// quitItem replaces the Quit that Fyne adds, which would end the app
// without the window's own shutdown (stop the search, save the session).
func quitItem(quit func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(lang.L("Quit"), quit)
	it.IsQuit = true
	it.Shortcut = ctrl(fyne.KeyQ)
	return it
}

// textSizeItem is View > Text size: the sizes offered, ticked as the
// session's, and Ctrl+= (Ctrl++ on the keypad), Ctrl+- and Ctrl+0 to make
// text larger, smaller or the usual size, as a browser does.
func textSizeItem(s *session.Session, items map[int]*fyne.MenuItem) *fyne.MenuItem {
	var sizes []*fyne.MenuItem
	for _, pct := range session.TextSizes {
		it := fyne.NewMenuItem(human.Percent(float64(pct)/100, 0),
			func() { s.SetTextSize(pct) })
		items[pct] = it
		sizes = append(sizes, it)
	}
	larger := fyne.NewMenuItem(lang.L("Larger text"), func() { s.GrowText(1) })
	larger.Shortcut = ctrl(fyne.KeyEqual)
	smaller := fyne.NewMenuItem(lang.L("Smaller text"), func() { s.GrowText(-1) })
	smaller.Shortcut = ctrl(fyne.KeyMinus)
	usual := fyne.NewMenuItem(lang.L("Usual text size"), func() { s.SetTextSize(100) })
	usual.Shortcut = ctrl(fyne.Key0)
	sizes = append(sizes, fyne.NewMenuItemSeparator(), larger, smaller, usual)
	it := fyne.NewMenuItem(lang.L("Text size"), nil)
	it.ChildMenu = fyne.NewMenu("", sizes...)
	return it
}

// exploreItem shows one of the Explore tab's views, with Ctrl+Shift+key.
func exploreItem(s *session.Session, label string, key fyne.KeyName, v session.ExploreView) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, func() {
		s.SetTab(session.ExploreTab)
		s.Exploration().SetView(v)
	})
	it.Shortcut = &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	return it
}
