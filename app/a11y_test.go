package app

import (
	"image/color"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestHighContrastAndTextSize: high contrast is a theme of its own, not
// only presentation mode's, and the text size sets the window's type.
func TestHighContrastAndTextSize(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(1280, 900))
	s := h.u.s
	cur := func() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }
	usual := cur().Size(theme.SizeNameText)
	s.SetTheme(session.ThemeContrast)
	h.q.Drain()
	if bg := cur().Color(theme.ColorNameBackground, theme.VariantLight); bg != color.Black {
		t.Errorf("the high-contrast theme's background is %v, want black", bg)
	}
	if s.Presenting() {
		t.Error("the high-contrast theme began presentation mode")
	}
	s.SetTextSize(150)
	h.q.Drain()
	if got := cur().Size(theme.SizeNameText); got != 1.5*usual {
		t.Errorf("text at 150%% is %v, want 1.5 x %v", got, usual)
	}
	if bg := cur().Color(theme.ColorNameBackground, theme.VariantLight); bg != color.Black {
		t.Errorf("at 150%% the background is %v: the theme was lost", bg)
	}
	s.SetTextSize(100)
	h.q.Drain()
	if got := cur().Size(theme.SizeNameText); got != usual {
		t.Errorf("text back at 100%% is %v, want %v", got, usual)
	}
}

// menuRoom is what the menu bar (drawn in the window, and in the theme's
// type) takes of the height at 150%.
const menuRoom = 60

// TestLayoutHoldsAt150: in the high-contrast theme at 150%, every tab fits
// 1280x900 without scrolling; at the window's least size (800x600) the
// window scrolls instead, and at both sizes no control is given less
// than its own size: nothing is cut off or squeezed.
func TestLayoutHoldsAt150(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1280, 900), {Width: session.MinSize.Width, Height: session.MinSize.Height}} {
		h := newHarness(t, test.NewTempApp(t), size)
		u, s := h.u, h.u.s
		s.SetTheme(session.ThemeContrast)
		s.SetTextSize(150)
		h.q.Drain()
		for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
			s.SetTab(tab)
			h.q.Drain()
			if tab == session.HeuristicsTab {
				h.waitFor("the heuristics' figures", func() bool { return s.Accuracy().Figures().Heuristic != nil })
				h.q.Drain()
			}
			relayout(u.win.Content())
			if m := u.body.MinSize(); size.Width >= 1280 && (m.Width > size.Width || m.Height > size.Height-menuRoom) {
				t.Errorf("at %v, tab %s: the window needs %v at 150%%, more than there is less the menu bar", size, tabNames[tab], m)
			}
			for _, o := range all(u.win.Content()) {
				switch o.(type) {
				case *widget.Button, *widget.Label, *widget.Select, *widget.Entry, *widget.Check, *widget.RadioGroup, *widget.Slider:
				default:
					continue
				}
				if !h.shown(o) {
					continue
				}
				if m, sz := o.MinSize(), o.Size(); sz.Width+0.5 < m.Width || sz.Height+0.5 < m.Height {
					t.Errorf("at %v, tab %s: a %T (%q) is %v, less than its least %v", size, tabNames[tab], o, shownText(o), sz, m)
				}
			}
		}
	}
}

// shownText is what a control says, to name it in a failure.
func shownText(o fyne.CanvasObject) string {
	switch o := o.(type) {
	case *widget.Button:
		return o.Text
	case *widget.Label:
		return o.Text
	case *widget.Select:
		return o.Selected
	case *widget.Check:
		return o.Text
	case *widget.Entry:
		return o.Text
	}
	return ""
}

// relayout lays every container out again, from the window down, as the
// driver does when a label's text changes its height: the test canvas
// does not, and would leave a wrapped label its old height.
func relayout(o fyne.CanvasObject) {
	for _, x := range all(o) {
		if c, ok := x.(*fyne.Container); ok && c.Layout != nil {
			c.Layout.Layout(c.Objects, c.Size())
		}
	}
}

// TestFieldsAndSlidersGrowWithText: at 150% the number fields show their
// whole number and the sliders keep a track to slide on. Compare's node
// limit showed "500000" of 5000000 and Explore's speed slider was a dot:
// their widths were fixed in units of the usual text.
func TestFieldsAndSlidersGrowWithText(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(1280, 900))
	u, s := h.u, h.u.s
	s.SetTextSize(150)
	h.q.Drain()
	for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
		s.SetTab(tab)
		h.q.Drain()
		relayout(u.win.Content())
		for _, o := range all(u.win.Content()) {
			if !h.shown(o) {
				continue
			}
			if _, ok := o.(interface{ SetPlaceHolder(string) }); ok { // an entry, or one built on it
				text := reflect.ValueOf(o).Elem().FieldByName("Text").String()
				need := fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
				if o.Size().Width < need {
					t.Errorf("tab %s: a field for %q is %v wide, its text %v", tabNames[tab], text, o.Size().Width, need)
				}
			}
			if _, ok := o.(interface{ ClearSelected() }); ok { // a drop-down
				chosen := reflect.ValueOf(o).Elem().FieldByName("Selected").String()
				if need := widgets.OptionsWidth([]string{chosen}); chosen != "" && o.Size().Width+1 < need {
					t.Errorf("tab %s: a drop-down showing %q is %v wide, its text %v", tabNames[tab], chosen, o.Size().Width, need)
				}
			}
			// a label of one line shows its whole text: the speed beside
			// a slider, the step counts, were fixed widths of the usual text
			if l, ok := o.(*widget.Label); ok && l.Wrapping == fyne.TextWrapOff && l.Truncation == fyne.TextTruncateOff && !strings.Contains(l.Text, "\n") {
				style := l.TextStyle
				need := fyne.MeasureText(l.Text, theme.TextSize(), style).Width + 2*theme.InnerPadding()
				if l.SizeName == "" && o.Size().Width+1 < need {
					t.Errorf("tab %s: a label showing %q is %v wide, its text %v", tabNames[tab], l.Text, o.Size().Width, need)
				}
			}
			if _, ok := o.(interface{ SetValue(float64) }); ok { // a slider
				// its track, less the thumb and the padding at its ends, at
				// least three thumbs long
				thumb := theme.IconInlineSize()
				if track := o.Size().Width - thumb - 2*theme.InnerPadding(); track < 3*thumb {
					t.Errorf("tab %s: a slider's track is %v long, less than 3 thumbs (%v)", tabNames[tab], track, 3*thumb)
				}
			}
		}
	}
}

// TestEveryControlInTheFocusChain: Tab (FocusNext) reaches every button,
// field, drop-down, check box and slider shown on each tab and around it,
// so that every action is there from the keyboard.
func TestEveryControlInTheFocusChain(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(1280, 900))
	u, s := h.u, h.u.s
	cv := u.win.Canvas()
	for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
		s.SetTab(tab)
		h.q.Drain()
		cv.Unfocus()
		reached := map[fyne.Focusable]bool{}
		for range 400 {
			cv.FocusNext()
			f := cv.Focused()
			if f == nil || reached[f] {
				break
			}
			reached[f] = true
		}
		for _, o := range all(u.win.Content()) {
			f, ok := o.(fyne.Focusable)
			if !ok || !h.shown(o) {
				continue
			}
			if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
				continue
			}
			if !reached[f] {
				t.Errorf("tab %s: Tab never reaches the %T %q", tabNames[tab], o, shownText(o))
			}
		}
	}
}

// TestExploreHoldsAt150: in the usual 1180x800 window at 150%, Explore's
// narration gets a column a step's first line fits in (not a strip that
// breaks a board in two), and its sub-views start in sight with room
// below them.
func TestExploreHoldsAt150(t *testing.T) {
	h := newDefaultHarness(t)
	s := h.u.s
	s.SetTextSize(150)
	s.SetTab(session.ExploreTab)
	h.q.Drain()
	relayout(h.u.win.Content())
	head := h.label(lang.L("What happens at this step"))
	if head == nil {
		t.Fatal("no narration heading")
	}
	line := fyne.MeasureText("Step 18: expanding 012/786/543:", theme.TextSize(), fyne.TextStyle{Bold: true})
	if _, sz := bounds(head); sz.Width < line.Width {
		t.Errorf("at 150%% the narration is %v wide, less than a step's first line (%v)", sz.Width, line.Width)
	}
	var tabs *container.AppTabs
	for _, o := range all(h.u.win.Content()) {
		if a, ok := o.(*container.AppTabs); ok && len(a.Items) > 0 && a.Items[0].Text == lang.L("Frontier") {
			tabs = a
		}
	}
	if tabs == nil {
		t.Fatal("no Explore sub-views")
	}
	win := h.u.win.Canvas().Size()
	if pos, sz := bounds(tabs); pos.Y+sz.Height > win.Height || sz.Height < win.Height/4 {
		t.Errorf("at 150%% Explore's sub-views are at %v, %v, in a %v window: out of sight or squeezed", pos, sz, win)
	}
}

// TestReplayStatsHoldAt150: at 150% in the usual window, Replay's summary
// of the search gives each value room for its longest word: the
// algorithm's title read "(Manhatt" / "an" on two lines.
func TestReplayStatsHoldAt150(t *testing.T) {
	h := newDefaultHarness(t)
	s := h.u.s
	s.SetTextSize(150)
	a, err := solver.AlgorithmNamed("astar-manhattan")
	if err != nil {
		t.Fatal(err)
	}
	s.SetAlgorithm(a)
	s.SetBoard(solver.MustParse("123/456/078"))
	s.Solve()
	h.waitFor("the replay", func() bool { return s.Replay().Result != nil })
	s.SetTab(session.ReplayTab)
	h.q.Drain()
	relayout(h.u.win.Content())
	title := h.label(session.RunTitle(a, s.Replay().Result.Weight))
	if title == nil {
		t.Fatal("no algorithm in Replay's summary")
	}
	for _, word := range strings.Fields(title.Text) {
		if w := fyne.MeasureText(word, theme.TextSize(), fyne.TextStyle{}).Width; title.Size().Width < w+2*theme.InnerPadding() {
			t.Errorf("at 150%% Replay's %q is %v wide: %q (%v) is broken in two", title.Text, title.Size().Width, word, w)
		}
	}
}
