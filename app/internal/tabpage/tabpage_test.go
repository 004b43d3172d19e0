package tabpage

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// counter is a label that counts its refreshes.
type counter struct {
	widget.Label
	n int
}

func newCounter(text string) *counter {
	c := &counter{}
	c.Text = text
	c.ExtendBaseWidget(c)
	return c
}

func (c *counter) Refresh() {
	c.n++
	c.Label.Refresh()
}

// TestTabChangeRefreshesNoPage: a change of tab refreshes no tab's content
// (Fyne's AppTabs refreshes every one), a change of theme every one.
func TestTabChangeRefreshesNoPage(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(test.Theme())
	one, two, three := newCounter("one"), newCounter("two"), newCounter("three")
	tabs := container.NewAppTabs(
		container.NewTabItem("One", New(one)),
		container.NewTabItem("Two", New(two)),
		container.NewTabItem("Three", New(container.NewVBox(three))),
	)
	w := test.NewTempWindow(t, tabs)
	w.Resize(fyne.NewSize(400, 300))
	one.n, two.n, three.n = 0, 0, 0
	tabs.SelectIndex(1)
	tabs.SelectIndex(2)
	tabs.SelectIndex(0)
	if one.n+two.n+three.n != 0 {
		t.Errorf("three changes of tab refreshed the tabs' contents %d, %d and %d times, want none", one.n, two.n, three.n)
	}
	if got := tabs.Items[0].Content.(*Page).Content; got != one || !one.Visible() {
		t.Errorf("the first tab shows %v", got)
	}
	a.Settings().SetTheme(test.NewTheme())
	if one.n == 0 || two.n == 0 || three.n == 0 {
		t.Errorf("a change of theme refreshed the tabs' contents %d, %d and %d times, want each once or more", one.n, two.n, three.n)
	}
	// the page is as big as its tab's room, and asks for its content's size
	if p := tabs.Items[0].Content; p.MinSize() != one.MinSize() || one.Size() != p.Size() {
		t.Errorf("the page is %v (min %v), its content %v (min %v)", p.Size(), p.MinSize(), one.Size(), one.MinSize())
	}
}

// TestLazyPage: a lazy page builds its content only when told, once, and
// then shows it at the page's size; in a tab not shown it asks for no room.
func TestLazyPage(t *testing.T) {
	test.NewTempApp(t)
	builds := 0
	one := New(newCounter("one"))
	lazy := Lazy(func() fyne.CanvasObject { builds++; return newCounter("two, which is a longer text") })
	tabs := container.NewAppTabs(container.NewTabItem("One", one), container.NewTabItem("Two", lazy))
	w := test.NewTempWindow(t, tabs)
	w.Resize(fyne.NewSize(400, 300))
	w.Canvas().Capture()
	if builds != 0 || lazy.Built() || lazy.Content != nil {
		t.Fatalf("showing the first tab built the second's content %d times", builds)
	}
	if got := lazy.MinSize(); got != (fyne.Size{}) {
		t.Errorf("the page not built asks for %v, want nothing", got)
	}
	tabs.SelectIndex(1)
	content := lazy.Build()
	if again := lazy.Build(); builds != 1 || again != content || !lazy.Built() {
		t.Fatalf("two builds made the content %d times", builds)
	}
	w.Canvas().Capture()
	if content.Size() != lazy.Size() || lazy.Size().Width == 0 || !content.Visible() {
		t.Errorf("the built content is %v (visible %v) in a page of %v", content.Size(), content.Visible(), lazy.Size())
	}
	if lazy.MinSize() != content.MinSize() {
		t.Errorf("the built page asks for %v, its content for %v", lazy.MinSize(), content.MinSize())
	}
}
