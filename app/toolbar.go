package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

var anyDistance = locale.Mark("any distance")

// toolbar is the row above everything: new puzzles, help and the theme.
type toolbar struct {
	s      *session.Session
	random *widget.Button
	size   *widgets.KeySelect
	dist   *widgets.KeySelect
	reset  *widget.Button
	help   *widget.Button
	theme  *widget.Button
	max    int // the distance options offered go up to this
	// scrambled: they are 5x5's, at most that far (no table there)
	scrambled bool
	row       *fyne.Container // Help and the theme, at the right-hand end
	content   fyne.CanvasObject
}

func newToolbar(s *session.Session, pass widgets.KeyPass, showHelp func()) *toolbar {
	t := &toolbar{s: s, max: -1} // 5x5's maximum is 0: the options are still set
	t.random = widget.NewButtonWithIcon(lang.L("Random"), theme.ViewRefreshIcon(), s.Random)
	t.random.Importance = widget.HighImportance
	var sizes []string
	for _, sh := range session.Shapes() {
		sizes = append(sizes, sh.String())
	}
	t.size = widgets.NewKeySelect(sizes, func(opt string) {
		for _, sh := range session.Shapes() {
			if sh.String() == opt {
				s.SetShape(sh)
			}
		}
	}, pass)
	t.dist = widgets.NewKeySelect(nil, t.pickDistance, pass)
	t.reset = widget.NewButtonWithIcon(lang.L("Reset to goal"), theme.HomeIcon(), s.Reset)
	t.help = widget.NewButtonWithIcon(lang.L("Help"), theme.HelpIcon(), showHelp)
	t.theme = widget.NewButtonWithIcon("", theme.ColorPaletteIcon(), func() { s.SetTheme(s.Theme().Next()) })
	// the size picker shows "4x4" and no label, so that the row still
	// fits a window 800 wide; the Puzzle menu's Size names the puzzles
	// widths in units of the usual text: they grow with View > Text size.
	// The new-puzzle controls wrap under each other where the window is
	// narrower than they are (French at 800x600, large text); Help and the
	// theme keep the right-hand end, at the top and their own height
	random := widgets.Row(t.random, widget.NewLabel(lang.L("at")), widgets.WithMinWidthOf(t.dist, func() float32 {
		return max(130*widgets.TextScale(), widgets.OptionsWidth([]string{lang.L(anyDistance), distanceOption(88, false), distanceOption(60, true)}))
	}))
	t.row = widgets.Row(t.help, t.theme)
	t.content = container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewVBox(t.row), widgets.WrapRow(theme.Padding(), theme.Padding(), widgets.WithMinWidthEm(t.size, 90), random, t.reset)),
		widget.NewSeparator())
	s.PuzzleChanged.Watch(t.refresh)
	s.ThemeChanged.Watch(t.refresh)
	t.refresh()
	return t
}

// add puts a control of one build only (the browser's Copy link) before
// Help.
func (t *toolbar) add(o fyne.CanvasObject) {
	t.row.Objects = append([]fyne.CanvasObject{o}, t.row.Objects...)
	t.row.Refresh()
}

// shapeLabel names a size in the pickers: "4x4 (15-puzzle)".
func shapeLabel(sh solver.Shape) string {
	return fmt.Sprintf(lang.L("%v (%d-puzzle)"), sh, sh.Cells()-1)
}

// distanceOption names a distance Random draws at; on 5x5 (scrambled) at
// most that far, as no table says how far a board is.
func distanceOption(d int, scrambled bool) string {
	switch {
	case d == 0:
		return lang.L(anyDistance)
	case scrambled:
		return "≤ " + session.Plural(d, "move", "moves")
	}
	return session.Plural(d, "move", "moves")
}

// refresh offers the distances the goal's table has. The options change
// only when the table's maximum does, so an open drop-down is never
// pulled from under the pointer.
func (t *toolbar) refresh() {
	s := t.s
	t.theme.SetText(themeName(s.Theme()))
	if want := s.Shape().String(); t.size.Selected != want {
		t.size.SetSelected(want) // its callback sets the size it already is: no-op
	}
	// boards at a distance need the size's distance table; 5x5's are
	// scrambled instead
	widgets.Enable(t.dist, s.Tabled() || s.Wide())
	if max := s.MaxDistance(); max != t.max || s.Wide() != t.scrambled {
		t.max, t.scrambled = max, s.Wide()
		opts := []string{lang.L(anyDistance)}
		for d := 1; d <= max; d++ {
			opts = append(opts, distanceOption(d, t.scrambled))
		}
		t.dist.SetOptions(opts)
	}
	if want := distanceOption(s.RandomDistance(), t.scrambled); t.dist.Selected != want {
		t.dist.SetSelected(want)
	}
}

func (t *toolbar) pickDistance(opt string) {
	for d := 0; d <= t.max; d++ {
		if distanceOption(d, t.scrambled) == opt {
			t.s.SetRandomDistance(d)
			return
		}
	}
}

// themeName is what the theme button says of a theme (looked up when
// shown: a translation is loaded after the package starts).
func themeName(t session.Theme) string {
	switch t {
	case session.ThemeLight:
		return lang.L("light")
	case session.ThemeDark:
		return lang.L("dark")
	case session.ThemeContrast:
		return lang.L("high contrast")
	}
	return lang.L("system")
}
