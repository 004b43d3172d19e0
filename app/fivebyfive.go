package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// engineOnly is a tab that runs on the engine's sizes only (Heuristics,
// which needs the true distance of every board): on a size with a side
// of 5 it says so
// instead of showing content of another size. Its content is built the
// first time it is seen on another size, and then only hidden: a
// container's children are not swapped under the pointer.
func engineOnly(s *session.Session, tab session.Tab, build func() fyne.CanvasObject) fyne.CanvasObject {
	msg := widget.NewLabel("")
	msg.Wrapping = fyne.TextWrapWord
	note := container.NewPadded(container.NewVBox(msg))
	stack := container.NewStack(note)
	var content fyne.CanvasObject
	shown := solver.Shape{} // the size last shown for
	refresh := func() {
		sh := s.Shape()
		if sh == shown {
			return
		}
		shown = sh
		if s.Wide() {
			msg.SetText(unavailableText(tab, sh))
			note.Show()
			if content != nil {
				content.Hide()
			}
			return
		}
		if content == nil {
			content = build()
			stack.Add(content)
		}
		note.Hide()
		content.Show()
	}
	s.PuzzleChanged.Watch(refresh)
	refresh()
	return stack
}

// unavailableText says why a tab does not run on sh (Heuristics is the
// one left).
func unavailableText(_ session.Tab, sh solver.Shape) string {
	return fmt.Sprintf(lang.L("Heuristics is not available on %v yet: its figures compare each estimate with the true distance, and no table gives it on %v."), sh, sh)
}
