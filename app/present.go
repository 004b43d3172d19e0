package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// Presentation mode, for a projector: the window goes full screen, in
// large type and high contrast, with the menu bar, the toolbar and every
// control but stepping hidden; Page Down, Page Up and Space (what a
// presentation clicker sends) step and play. The session holds whether it
// is on and the tab to return to; the window keeps here what it must
// restore when it ends: its size, whether it was full screen, and its menu.
// The theme needs nothing kept: it is the session's choice again.

// presentLines is the height, in units of the usual type, that a screen
// shows in presentation mode: the type grows with the screen, so that a
// 1920x1080 projector shows what a 1280x720 one does, only sharper. At
// 720 units high, type is 1.4 times its usual size (20 pixels, a 36th of
// the screen's height). At 1.5 the Heuristics tab, once its charts are in,
// needed more height than the screen has: the type then shrank to fit, a
// second new theme, which took 7 to 16 s to draw on this loaded machine.
const presentLines = 512

// presentation is what the window restores when presentation mode ends.
type presentation struct {
	size      fyne.Size
	full      bool
	screen    float32         // the large type's factor for the window's height
	factor    float32         // the factor set: screen's, or less where the tabs need more height; 0 until set
	fitting   bool            // a change of factor is queued
	checking  bool            // a look at the fit is queued (refit)
	shortcuts []fyne.Shortcut // the menu's, given to the canvas while the menu bar is hidden
}

// presented follows the session into or out of presentation mode.
func (u *ui) presented() {
	cv := u.win.Canvas()
	if !u.s.Presenting() {
		u.showMenu()
		u.win.SetFullScreen(u.present.full)
		// a window taken out of full screen may come back at the full
		// screen's size (GLFW keeps the size a theme change measured)
		u.win.Resize(u.present.size)
		u.applyTheme()
		u.arrange()
		return
	}
	u.present = presentation{size: cv.Size(), full: u.win.FullScreen()}
	// a control hidden now would keep the keys the clicker sends
	cv.Unfocus()
	u.hideMenu()
	u.win.SetFullScreen(true)
	u.arrange()
	// The type is sized once the screen is known: a new theme redraws
	// every widget (seconds on a loaded machine), so it is not set for the
	// window's size first and the screen's a moment later. Full screen
	// resizes the window before this runs, or fit sizes the type again.
	u.do(func() {
		if u.s.Presenting() && u.present.factor == 0 {
			u.sizeType()
		}
	})
}

// arrange shows or hides the shell's parts for the mode: the tabs and the
// board side hide their own.
func (u *ui) arrange() {
	on := u.s.Presenting()
	show(u.toolbar.content, !on)
	show(u.status.leave, on)
}

// sizeType sets the large type for the window's size.
func (u *ui) sizeType() {
	u.present.screen = typeFactor(u.win.Canvas().Size())
	u.present.factor = u.present.screen
	u.applyTheme()
}

// typeFactor is the large type's factor for a window of that size.
func typeFactor(sz fyne.Size) float32 { return max(1.25, sz.Height/presentLines) }

// fit follows the window's size while presenting: going full screen
// resizes it after the mode began, and the type grows with the screen.
// Should the tabs need more height than the screen has in type that large
// (Compare's table and chart, say), the type is made smaller to fit: the
// status line and the way out stay in sight rather than below the fold.
// It runs in a layout pass (of the body), when a new theme has reached
// every widget, so the theme is changed after it. The size is the
// canvas's, as when the mode began: the body's is less the window's
// padding, which the type's size changes.
func (u *ui) fit(fyne.Size) {
	sz := u.win.Canvas().Size()
	if !u.s.Presenting() || u.present.factor == 0 || u.present.fitting || sz.Height <= 0 {
		return // not sized yet, or a change is on its way
	}
	if d := typeFactor(sz) - u.present.screen; d*d >= 0.0004 { // more than 2%: a new size
		u.present.fitting = true
		u.do(func() {
			u.present.fitting = false
			if u.s.Presenting() {
				u.sizeType()
			}
		})
		return
	}
	// the sizes scale with the type, but for the boards' (they scroll)
	if need := u.body.MinSize().Height + 2*theme.Padding(); need > sz.Height+1 && u.present.factor > 1 {
		u.present.fitting = true
		u.do(func() {
			u.present.fitting = false
			if u.s.Presenting() {
				u.present.factor = max(1, u.present.factor*sz.Height/need)
				u.applyTheme()
			}
		})
	}
}

// refit looks again, a moment after a change (a tab shown, a chart come
// in), whether the window still fits the screen: a tab's content may grow
// without the window being laid out again.
func (u *ui) refit() {
	if !u.s.Presenting() || u.present.factor == 0 || u.present.checking {
		return
	}
	u.present.checking = true
	u.do(func() {
		u.present.checking = false
		u.fit(fyne.Size{})
	})
}

// hideMenu takes the menu bar away, and gives its Ctrl shortcuts to the
// canvas, so that Ctrl+2 still shows the Replay and Ctrl+Q still quits.
func (u *ui) hideMenu() {
	cv := u.win.Canvas()
	for _, m := range u.menu.main.Items {
		for _, it := range m.Items {
			sc, ok := it.Shortcut.(fyne.KeyboardShortcut)
			if !ok || sc.Mod() == 0 || it.Action == nil {
				continue // a plain key is the window's already
			}
			act := it.Action
			cv.AddShortcut(sc, func(fyne.Shortcut) { act() })
			u.present.shortcuts = append(u.present.shortcuts, sc)
		}
	}
	u.win.SetMainMenu(nil)
}

func (u *ui) showMenu() {
	cv := u.win.Canvas()
	for _, sc := range u.present.shortcuts {
		cv.RemoveShortcut(sc)
	}
	u.present.shortcuts = nil
	u.win.SetMainMenu(u.menu.main)
}

// show shows or hides o.
func show(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// sizeWatch is a layout that tells of every size it lays out at.
type sizeWatch struct {
	inner fyne.Layout
	sized func(fyne.Size)
}

func (l sizeWatch) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	l.inner.Layout(objs, sz)
	l.sized(sz)
}

func (l sizeWatch) MinSize(objs []fyne.CanvasObject) fyne.Size { return l.inner.MinSize(objs) }

// borderWatched is container.NewBorder whose layout tells of its size.
func borderWatched(sized func(fyne.Size), top, bottom fyne.CanvasObject, center fyne.CanvasObject) *fyne.Container {
	return container.New(sizeWatch{layout.NewBorderLayout(top, bottom, nil, nil), sized}, top, bottom, center)
}
