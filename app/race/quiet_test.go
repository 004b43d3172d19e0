package race

import (
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestRefreshDrawsNoIconAnew: a refresh with nothing changed reads no
// icon. The view refreshes at every frame of a race, and each refresh of
// a button or a drop-down read, recoloured and rasterised its SVG icon
// anew (Fyne's canvas.Image), whether or not it had changed.
func TestRefreshDrawsNoIconAnew(t *testing.T) {
	h := newFixture(t)
	th := &countingTheme{Theme: test.Theme()}
	fyne.CurrentApp().Settings().SetTheme(th)
	h.q.Drain()
	h.v.refresh() // the icons of the counting theme in place
	th.reads.Store(0)
	for range 5 {
		h.v.refresh()
	}
	if n := th.reads.Load(); n > 0 {
		t.Errorf("5 refreshes with nothing changed read icons %d times, want none", n)
	}
}

// countingTheme counts the reads of its icons' content.
type countingTheme struct {
	fyne.Theme
	reads atomic.Int64
}

func (c *countingTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	return &countingResource{Resource: c.Theme.Icon(n), reads: &c.reads}
}

type countingResource struct {
	fyne.Resource
	reads *atomic.Int64
}

func (r *countingResource) Content() []byte {
	r.reads.Add(1)
	return r.Resource.Content()
}
