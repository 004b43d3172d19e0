package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// A refresh of a Button or a Select draws its icon anew: Fyne's
// canvas.Image reads the SVG, recolours it and rasterises it at every
// Refresh, whether or not it changed. A view that refreshes at every frame
// (a race plays at 30 a second) sets its controls through these, which
// refresh only what changed.

// SetButton gives b text and icon, refreshing it only if either changed
// (icons compared by name).
func SetButton(b *widget.Button, text string, icon fyne.Resource) {
	if b.Text == text && sameResource(b.Icon, icon) {
		return
	}
	b.Text, b.Icon = text, icon
	b.Refresh()
}

func sameResource(a, b fyne.Resource) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a == b || a.Name() == b.Name()
}

// SelectIndex selects option i of s unless it is selected already (Select
// refreshes, and calls OnChanged, even then).
func SelectIndex(s *widget.Select, i int) {
	if s.SelectedIndex() != i {
		s.SetSelectedIndex(i)
	}
}
