// Package tabpage holds a tab's content in the window's tabs. Fyne's
// AppTabs refreshes the content of every tab, hidden or not, each time the
// selection changes (container/tabs.go, applyTheme): the whole window's
// widgets redrawn and measured for a change of tab. In a browser that was
// 430 ms of the Race tab's first show and of the switch to the Replay tab
// at a search's end (Chromium's profiler, at a load average of 10). A Page
// passes a refresh on to its content only when the theme changed since
// the last it passed on, which is what that refresh is for; the views
// refresh their own widgets as their data change.
//
// A page can also be built late (Lazy): the window builds only the tab in
// view before its first frame, and the others once it is on screen, or
// when one is shown first. In a browser, building the six tabs took
// 0.5 to 0.9 s of Go's start, and measuring and laying out the hidden
// ones a part of the window's first layout (0.8 s), all before the first
// frame.
package tabpage

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Page is a tab's content; walkers of the window's objects look through
// it to Content, which is nil until a lazy page is built.
type Page struct {
	widget.BaseWidget
	Content fyne.CanvasObject

	build func() fyne.CanvasObject // a lazy page's content, until built

	passed  bool // a refresh was passed on since the page was made
	theme   fyne.Theme
	variant fyne.ThemeVariant
}

// New holds content.
func New(content fyne.CanvasObject) *Page {
	p := &Page{Content: content}
	p.ExtendBaseWidget(p)
	return p
}

// Lazy is a page whose content build makes when the page is first built
// (Build): until then it is empty, and asks for no room.
func Lazy(build func() fyne.CanvasObject) *Page {
	p := &Page{build: build}
	p.ExtendBaseWidget(p)
	return p
}

// Built says whether the page has its content.
func (p *Page) Built() bool { return p.Content != nil }

// Build makes a lazy page's content, once, and lays it out in the page;
// it runs on the UI goroutine. It returns the content.
func (p *Page) Build() fyne.CanvasObject {
	if p.Content != nil {
		return p.Content
	}
	p.Content, p.build = p.build(), nil
	p.Content.Move(fyne.NewPos(0, 0))
	p.Content.Resize(p.Size())
	p.BaseWidget.Refresh() // the page's size and objects changed
	return p.Content
}

// Refresh passes on to the content when the theme or its variant changed
// since the last refresh passed on (or there was none).
func (p *Page) Refresh() {
	th, v := currentTheme()
	if p.passed && th != nil && same(th, p.theme) && v == p.variant {
		return
	}
	p.passed, p.theme, p.variant = true, th, v
	p.BaseWidget.Refresh()
}

func currentTheme() (fyne.Theme, fyne.ThemeVariant) {
	a := fyne.CurrentApp()
	if a == nil {
		return nil, 0
	}
	s := a.Settings()
	return s.Theme(), s.ThemeVariant()
}

// same says whether a and b are the same theme; one holding a value that
// cannot be compared counts as changed.
func same(a, b fyne.Theme) (eq bool) {
	defer func() {
		if recover() != nil {
			eq = false
		}
	}()
	return a == b
}

func (p *Page) CreateRenderer() fyne.WidgetRenderer { return renderer{p} }

type renderer struct{ p *Page }

// The renderer of a page not built yet has nothing to lay out or draw.

func (r renderer) Layout(size fyne.Size) {
	if r.p.Content == nil {
		return
	}
	r.p.Content.Move(fyne.NewPos(0, 0))
	r.p.Content.Resize(size)
}

func (r renderer) MinSize() fyne.Size {
	if r.p.Content == nil {
		return fyne.Size{}
	}
	return r.p.Content.MinSize()
}

func (r renderer) Refresh() {
	if r.p.Content != nil {
		r.p.Content.Refresh()
	}
}

func (r renderer) Objects() []fyne.CanvasObject {
	if r.p.Content == nil {
		return nil
	}
	return []fyne.CanvasObject{r.p.Content}
}

func (r renderer) Destroy() {}
