// Package drivertest does for tests what Fyne's desktop driver does each
// frame and its test driver does not.
package drivertest

import (
	"fmt"
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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

// PastTheEnd finds the scrollers under root that stay scrolled past the
// end of their content: each visible scroller is given an offset far past
// its content's end, as one scrolled to the end of a content that has
// since shrunk is left, and root is laid out again (LayOut). It returns a
// line for each scroller whose offset is still past the end, naming its
// content's type. Fyne's own scrollers inside its entries, lists, tables,
// trees and grids manage their offsets themselves and are not looked at.
func PastTheEnd(root fyne.CanvasObject) []string {
	LayOut(root) // a tab just selected has its size only once laid out
	scrolls := visibleScrolls(root, nil)
	for _, s := range scrolls {
		// along the directions it scrolls in
		s.Offset = fyne.Position{}
		if s.Direction == container.ScrollBoth || s.Direction == container.ScrollHorizontalOnly {
			s.Offset.X = 1e5
		}
		if s.Direction == container.ScrollBoth || s.Direction == container.ScrollVerticalOnly {
			s.Offset.Y = 1e5
		}
	}
	LayOut(root)
	var past []string
	for _, s := range scrolls {
		need, view := s.Content.MinSize(), s.Size()
		most := fyne.NewPos(max(0, need.Width-view.Width), max(0, need.Height-view.Height))
		if s.Offset.X > most.X || s.Offset.Y > most.Y {
			past = append(past, fmt.Sprintf("a scroller of %T (%v in a view of %v) left at %v, past its end %v",
				content(s), need, view, s.Offset, most))
		}
	}
	return past
}

// content is what a scroller shows, inside the one-object container that
// app/widgets' scrollers put around it.
func content(s *container.Scroll) fyne.CanvasObject {
	if c, ok := s.Content.(*fyne.Container); ok && len(c.Objects) == 1 {
		return c.Objects[0]
	}
	return s.Content
}

func visibleScrolls(o fyne.CanvasObject, found []*container.Scroll) []*container.Scroll {
	if o == nil || !o.Visible() {
		return found
	}
	switch o := o.(type) {
	case *container.Scroll:
		if reflect.TypeOf(o.Content).String() == "*widget.entryContent" {
			return found // an entry's, or a widget's made of one
		}
		if !o.Size().IsZero() {
			found = append(found, o)
		}
		return visibleScrolls(o.Content, found)
	case *fyne.Container:
		for _, c := range o.Objects {
			found = visibleScrolls(c, found)
		}
	case *widget.Entry, *widget.SelectEntry, *widget.List, *widget.Table, *widget.Tree, *widget.GridWrap:
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(o).Objects() {
			found = visibleScrolls(c, found)
		}
	}
	return found
}
