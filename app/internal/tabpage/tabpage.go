// Package tabpage holds a tab's content in the window's tabs. Fyne's
// AppTabs refreshes the content of every tab, hidden or not, each time the
// selection changes (container/tabs.go, applyTheme): the whole window's
// widgets redrawn and measured for a change of tab. In a browser that was
// 430 ms of the Race tab's first show and of the switch to the Replay tab
// at a search's end (Chromium's profiler, at a load average of 10). A Page
// passes a refresh on to its content only when the theme changed since
// the last it passed on, which is what that refresh is for; the views
// refresh their own widgets as their data change.
package tabpage

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Page is a tab's content; walkers of the window's objects look through
// it to Content.
type Page struct {
	widget.BaseWidget
	Content fyne.CanvasObject

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

func (r renderer) Layout(size fyne.Size) {
	r.p.Content.Move(fyne.NewPos(0, 0))
	r.p.Content.Resize(size)
}
func (r renderer) MinSize() fyne.Size           { return r.p.Content.MinSize() }
func (r renderer) Refresh()                     { r.p.Content.Refresh() }
func (r renderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.p.Content} }
func (r renderer) Destroy()                     {}
