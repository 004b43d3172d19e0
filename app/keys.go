package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// arrows maps an arrow key to the direction a tile moves: Left slides the
// tile right of the blank to the left, as on a real puzzle.
var arrows = map[fyne.KeyName]solver.Move{
	fyne.KeyUp: solver.Up, fyne.KeyDown: solver.Down, fyne.KeyLeft: solver.Left, fyne.KeyRight: solver.Right,
}

// typedKey handles keys that reach the window with no control taking
// them, and the keys a focused control passes on (Esc, F1). What a key
// does depends on what the board shows: the replay, or the user's board
// in play or edit mode.
func (u *ui) typedKey(ev *fyne.KeyEvent) {
	s := u.s
	switch ev.Name {
	case fyne.KeyEscape:
		if u.help != nil {
			u.help.Hide() // Esc closes what is in front first
			return
		}
		s.Escape()
		return
	case fyne.KeyF1:
		u.showHelp()
		return
	}
	if s.Tab() == session.ExploreTab {
		e := s.Exploration()
		switch ev.Name {
		case fyne.KeySpace:
			e.TogglePlay()
			return
		case fyne.KeyLeft:
			e.StepBack()
			return
		case fyne.KeyRight:
			e.StepForward()
			return
		case fyne.KeyHome:
			e.ToStart()
			return
		case fyne.KeyEnd:
			e.ToEnd()
			return
		}
	}
	if s.ShowsReplay() {
		switch ev.Name {
		case fyne.KeySpace:
			s.TogglePlay()
		case fyne.KeyLeft:
			s.Step(-1)
		case fyne.KeyRight:
			s.Step(1)
		case fyne.KeyHome:
			s.Seek(0)
		case fyne.KeyEnd:
			s.Seek(s.Replay().Last)
		}
		return
	}
	if m, ok := arrows[ev.Name]; ok && s.Mode() == session.PlayMode {
		s.Slide(m)
	}
}

// boardKey handles keys while the board has the focus. In edit mode the
// arrows move a cursor and Space or Enter picks the tile under it, so a
// board can be edited without a mouse.
func boardKey(s *session.Session, ev *fyne.KeyEvent, pass widgets.KeyPass) {
	if s.Mode() != session.EditMode || s.ShowsReplay() {
		pass(ev)
		return
	}
	switch ev.Name {
	case fyne.KeyUp:
		s.MoveCursor(-1, 0)
	case fyne.KeyDown:
		s.MoveCursor(1, 0)
	case fyne.KeyLeft:
		s.MoveCursor(0, -1)
	case fyne.KeyRight:
		s.MoveCursor(0, 1)
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		s.TapCell(s.Cursor())
	default:
		pass(ev)
	}
}

// ctrl is a Ctrl+key shortcut.
func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

// key is a plain key shown beside a menu item; the window handles it.
func key(k fyne.KeyName) fyne.Shortcut { return &desktop.CustomShortcut{KeyName: k} }
