// Package drivertest does for tests what Fyne's desktop driver does each
// frame and its test driver does not.
package drivertest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// LayOut lays out every container and widget under root again, at the
// sizes they have, innermost first: what the desktop driver does to the
// ancestors of an object whose minimum size changed (its canvas's
// EnsureMinSize, every frame). Fyne's test driver never does, so a test
// of what a window shows after its content grew or shrank without a
// resize calls this first.
func LayOut(root fyne.CanvasObject) {
	if root == nil || !root.Visible() {
		return
	}
	switch o := root.(type) {
	case *fyne.Container:
		for _, c := range o.Objects {
			LayOut(c)
		}
		if o.Layout != nil {
			o.Layout.Layout(o.Objects, o.Size())
		}
	case fyne.Widget:
		r := test.WidgetRenderer(o)
		for _, c := range r.Objects() {
			LayOut(c)
		}
		r.Layout(o.Size())
	}
}
