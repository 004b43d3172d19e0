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
