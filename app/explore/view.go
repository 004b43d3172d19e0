// Package explore is the Explore tab: a search run step by step over its expansions, with its frontier, tree and state-space map.
package explore

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// View is the tab; Content is what the window shows.
type View struct {
	Content fyne.CanvasObject
}

// New builds the tab over the session.
func New(s *session.Session, w fyne.Window) *View {
	return &View{Content: widget.NewLabel("Explore")}
}
