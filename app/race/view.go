// Package race is the Race tab: two to four searches on one board, side by
// side, moved in lockstep by one cursor (expansions or wall time), each
// panel with its board, counters and its state-space map or tree, and the
// order they finish in.
package race

import (
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// View is the tab; Content is what the window shows.
type View struct {
	Content fyne.CanvasObject

	s    *session.Session
	r    *session.Race
	w    fyne.Window
	grid *fyne.Container

	pick    [session.MaxRacers]*widget.Select
	options tabkit.Options[string] // the racers' choices: the registry's algorithms by title, then the user's heuristic's searches
	plain   []string               // their labels without the marks of a side of 5, which size the pickers
	names   []string               // the registry's titles, which size them too
	picked  struct {               // pickWidth's last answer, and what it was for
		key   [4]float32
		plain []string
		width float32
	}
	remove  [session.MaxRacers]*widget.Button
	slots   [session.MaxRacers]*fyne.Container
	add     *widget.Button
	mode    *widget.Select
	panel   *widget.Select
	start   *widget.Button
	save    *widget.Button
	play    *widget.Button
	speed   *widget.Select
	where   *widget.Label
	slider  *widgets.KeySlider
	note    *widget.Label
	verdict *widget.Label // at the end: who found a shortest path with the least work, who was fastest
	results *results
	panels  [session.MaxRacers]*panel

	layout  *statespace.Layout // the state-space maps' layout the panels were given
	syncing bool               // widgets being set from the state: not the user's doing
}

var (
	modes = tabkit.Options[session.RaceMode]{
		{Label: locale.Mark("By expansions"), Value: session.RaceByExpansions}, {Label: locale.Mark("By wall time"), Value: session.RaceByTime}}
	panels = tabkit.Options[session.RacePanel]{
		{Label: locale.Mark("Maps"), Value: session.RaceMap}, {Label: locale.Mark("Trees"), Value: session.RaceTree}}
)

// New builds the tab over the session. Its controls are plain Fyne ones:
// it has no use for the keys they pass on, nor charts to hand back.
func New(d tabkit.Deps) *View {
	s := d.Session
	v := &View{s: s, r: s.Race(), w: d.Window}
	names := algorithmOptions().Labels()
	for i := range session.MaxRacers {
		v.pick[i] = widget.NewSelect(nil, func(string) {
			if n, ok := v.options.Value(v.pick[i].SelectedIndex()); ok && !v.syncing {
				v.r.SetAlgorithm(i, n)
			}
		})
		v.remove[i] = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { v.r.RemoveRacer(i) })
		v.slots[i] = container.NewBorder(nil, nil, nil, v.remove[i], v.pick[i])
		v.panels[i] = newPanel()
	}
	v.add = widget.NewButtonWithIcon(lang.L("Racer"), theme.ContentAddIcon(), v.r.AddRacer)
	// selects, not radio rows: the tab shares the window with the board
	// and must fit in its half at 800 pixels
	v.mode = widget.NewSelect(translated(modes.Labels()), func(string) {
		if m, ok := modes.Value(v.mode.SelectedIndex()); ok && !v.syncing {
			v.r.SetMode(m)
		}
	})
	v.panel = widget.NewSelect(translated(panels.Labels()), func(string) {
		if p, ok := panels.Value(v.panel.SelectedIndex()); ok && !v.syncing {
			v.r.SetPanel(p)
		}
	})
	v.start = widget.NewButtonWithIcon(lang.L("Start"), theme.MediaPlayIcon(), func() {
		if v.r.Running() {
			v.r.Stop()
		} else {
			v.r.Start()
		}
	})
	v.start.Importance = widget.HighImportance
	v.save = widget.NewButtonWithIcon(lang.L("Save…"), theme.DocumentSaveIcon(), v.showSaveMenu)

	v.play = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), v.r.TogglePlay)
	first := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), v.r.ToStart)
	back := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { v.r.StepBy(-1) })
	fwd := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { v.r.StepBy(1) })
	last := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), v.r.ToEnd)
	v.speed = widget.NewSelect(nil, func(string) {
		if !v.syncing {
			v.r.SetSpeed(v.speed.SelectedIndex())
		}
	})
	v.slider = widgets.NewKeySlider(0, 1, nil)
	v.slider.OnChanged = func(f float64) {
		if !v.syncing {
			v.r.SeekTo(int64(f))
		}
	}
	v.where = widget.NewLabel("")
	v.where.TextStyle.Monospace = true
	v.note = widget.NewLabel("")
	v.note.Wrapping = fyne.TextWrapWord
	v.verdict = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.verdict.Wrapping = fyne.TextWrapWord
	v.verdict.Hide()
	v.results = newResults()

	// each racer's drop-down as wide as its longest option (the user's
	// heuristics' too, so a closed one shows its choice whole), two or
	// more to a row where the tab is wide, one where it is narrow
	// (measured when laid out, in the text size of the moment)
	v.names = names
	var slots []fyne.CanvasObject
	for _, sl := range v.slots {
		slots = append(slots, widgets.WithMinWidthOf(sl, v.pickWidth))
	}
	racers := widgets.WrapRow(theme.Padding(), theme.Padding(), slots...)
	// The rows wrap where the tab is narrow (800x600 at a scale of 1.1
	// leaves it about 400 units) rather than scroll sideways; Start first.
	pad := theme.Padding()
	controls := container.NewVBox(
		racers,
		widgets.WrapRow(pad, pad, v.start, widgets.WithMinWidthEm(v.mode, 170), v.panel, v.add, v.save),
		widgets.WrapRow(pad, pad, container.NewHBox(first, back, v.play, fwd, last), v.where, widgets.WithMinWidthOf(v.speed, speedWidth)),
		v.slider,
	)
	grid := &panelGrid{}
	v.grid = container.New(grid)
	for _, p := range v.panels {
		v.grid.Add(p.box)
	}
	timesNote := widget.NewLabel(timesHelp())
	timesNote.Wrapping = fyne.TextWrapWord
	timesNote.Importance = widget.LowImportance
	// The tab shares the window with the board: at 800 pixels it gets
	// about 400 units of them, less than two panels need. The controls
	// and the panels scroll rather than widen the window
	// (app/window_test.go), together: the controls' wrapped rows ask for
	// a row each until first laid out, and out of a scroller that height
	// was the whole window's least (every tab's content counts).
	body := container.NewVBox(container.NewPadded(controls), container.NewPadded(v.note),
		v.verdict, v.grid, widget.NewLabelWithStyle(lang.L("Finish order"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.results.box, timesNote)
	scroll := widgets.NewScroll(body)
	// The scroller measures its content again and lays it out: what its
	// Refresh does, without refreshing every widget inside (which shaped
	// every string of the tab again: 60 of the 187 ms of the tab's first
	// show in a browser, Chromium's profiler). ScrollToOffset to where it
	// is does just that, once the offset differs from the one asked.
	//
	// It runs after the layout that changed the columns, in a turn of a
	// browser's page of its own: that layout is most often the tab's
	// first, in the click's task (118 ms of it, half of them this).
	grid.relayout = d.AfterTurn(func() {
		at := scroll.Offset
		scroll.Offset = fyne.NewPos(at.X-1, at.Y-1)
		scroll.ScrollToOffset(at)
	})
	v.Content = scroll

	v.r.Changed.Watch(v.refresh)
	s.Accuracy().Changed.Watch(v.refresh) // the user's heuristic, and its verdict
	// out of view: refreshed a turn of the page later (tabkit.WhenShown)
	s.PuzzleChanged.Watch(d.WhenShown(session.RaceTab, v.refresh))
	s.TabChanged.Watch(v.refresh)
	s.ThemeChanged.Watch(func() {
		for _, p := range v.panels {
			p.themeChanged()
		}
	})
	v.refresh()
	return v
}

// algorithmOptions are the registry's algorithms as the pickers offer
// them: their titles in the window's language (« Recherche A* (distance
// de Manhattan) »), standing for their names, which the race, its prefs
// and the command line know them by.
func algorithmOptions() tabkit.Options[string] {
	var out tabkit.Options[string]
	for _, a := range solver.Algorithms() {
		out = append(out, tabkit.Option[string]{Label: session.AlgorithmTitle(a), Value: a.Name})
	}
	// then those on request (the 7-8, whose first run builds its
	// databases for minutes), said so: a racer picks one knowingly
	for _, a := range solver.OnRequest() {
		out = append(out, tabkit.Option[string]{Label: session.AlgorithmTitle(a) + lang.L("  · on request"), Value: a.Name})
	}
	return out
}

// setOptions lists the registry's algorithms, then those led by the
// user's heuristic (marked when it promises no shortest path), then any
// racer's choice not among them (an expression since changed in the
// Heuristics tab still races as chosen).
func (v *View) setOptions(racing []string) {
	opts := append(algorithmOptions(), tabkit.YourAlgorithms(v.s)...)
	for _, n := range racing {
		if opts.Index(n) < 0 {
			opts = append(opts, tabkit.Option[string]{Label: n, Value: n})
		}
	}
	v.plain = opts.Labels()
	if v.s.Wide() {
		opts = v.markWide(opts)
	}
	if slices.Equal(opts, v.options) {
		return
	}
	v.options = opts
	for _, p := range v.pick {
		p.SetOptions(opts.Labels())
	}
}

// pickWidth is a racer's drop-down's width: its longest option's, but
// for the marks a side of 5 adds ("· not run at 5x5"), which made the
// pickers wider than the tab at 800x600 (a closed picker may cut its mark).
func (v *View) pickWidth() float32 {
	key := [...]float32{theme.TextSize(), theme.IconInlineSize(), theme.InnerPadding(), theme.Padding()}
	if key != v.picked.key || !slices.Equal(v.plain, v.picked.plain) {
		// asked by each slot at each layout: measuring every option each
		// time was 14 ms of a 114 ms task of a race in a browser
		v.picked.width = widgets.OptionsWidth(append(slices.Clone(v.names), v.plain...)) + key[1] + 2*key[2] + key[3]
		v.picked.key, v.picked.plain = key, v.plain
	}
	return v.picked.width
}

// markWide marks, on a side of 5, the racers that do not run there or
// are hopeless, with the words of the Solve tab's menu: a drop-down has no
// greyed entries, and one chosen says why in its panel and starts nothing.
func (v *View) markWide(opts tabkit.Options[string]) tabkit.Options[string] {
	sh := v.s.Shape().String()
	out := slices.Clone(opts)
	for i, o := range out {
		a, err := solver.AlgorithmNamed(o.Value)
		switch {
		case err != nil:
		case v.r.RaceRefused(a) != "":
			out[i].Label += lang.L("  · not run at ") + sh
		case v.s.HopelessFor(a) != "":
			out[i].Label += lang.L("  · hopeless at ") + sh
		}
	}
	return out
}

// refresh shows the race's state: the settings, the cursor and each
// panel at it. It runs at most 30 times a second while a race plays.
func (v *View) refresh() {
	v.syncing = true
	defer func() { v.syncing = false }()
	set := v.r.Settings()
	v.setOptions(set.Algorithms)
	for i := range session.MaxRacers {
		if i < len(set.Algorithms) {
			widgets.SelectIndex(v.pick[i], v.options.Index(set.Algorithms[i]))
			v.slots[i].Show()
		} else {
			v.slots[i].Hide()
		}
		if len(set.Algorithms) > session.MinRacers {
			v.remove[i].Enable()
		} else {
			v.remove[i].Disable()
		}
	}
	if len(set.Algorithms) >= session.MaxRacers {
		v.add.Disable()
	} else {
		v.add.Enable()
	}
	// only what changed: a race refreshes this at every frame, and a
	// control's refresh draws its icon anew (widgets.SetButton)
	widgets.SelectIndex(v.mode, modes.Index(set.Mode))
	widgets.SelectIndex(v.panel, panels.Index(set.Panel))
	var speeds []string
	for i := range session.RaceSpeeds() {
		speeds = append(speeds, session.RaceSpeedLabel(i, set.Mode))
	}
	if !slices.Equal(v.speed.Options, speeds) {
		v.speed.Options = speeds
		v.speed.SetSelectedIndex(set.Speed) // its text, the new label
	} else {
		widgets.SelectIndex(v.speed, set.Speed)
	}

	running := v.r.Running()
	if running {
		widgets.SetButton(v.start, lang.L("Stop"), theme.MediaStopIcon())
	} else {
		widgets.SetButton(v.start, lang.L("Start"), theme.MediaPlayIcon())
	}
	if v.r.Playing() {
		widgets.SetButton(v.play, v.play.Text, theme.MediaPauseIcon())
	} else {
		widgets.SetButton(v.play, v.play.Text, theme.MediaPlayIcon())
	}
	pos, end := v.r.Position()
	v.slider.Max = float64(max(end, 1))
	v.slider.Value = float64(pos)
	v.slider.Refresh()
	setText(v.where, v.r.PositionText())

	racers := v.r.Racers()
	board, _ := v.s.Puzzle()
	sh := v.s.Shape()
	if len(racers) > 0 {
		sh = v.r.Shape()
	}
	noMap := session.MapMissing(sh) // "" for the sizes with a map
	// the session lays the map out once it is to be seen
	l := v.r.MapLayout()
	if l != nil && l != v.layout {
		v.layout = l
		for _, p := range v.panels {
			p.setLayout(l)
		}
	}
	haveMap := l != nil
	setText(v.note, v.noteText(set, racers))
	setText(v.verdict, v.r.Verdict())
	if on := v.verdict.Text != ""; on != v.verdict.Visible() {
		if on {
			v.verdict.Show()
		} else {
			v.verdict.Hide()
		}
	}

	for i, p := range v.panels {
		switch {
		case i < len(racers):
			p.box.Show()
			p.setShape(sh, noMap)
			p.show(racers[i], set.Panel, haveMap)
			// in a browser the page's turn between panels once Go has
			// held it a slice (elsewhere nothing): the four panels of a
			// race at full speed were one task of 98 ms
			solver.Yield()
		case len(racers) == 0 && i < len(set.Algorithms):
			p.box.Show()
			p.setShape(sh, noMap)
			p.idle(v.r, set.Algorithms[i], board, sh, set.Panel, haveMap)
		default:
			p.box.Hide()
		}
	}
	v.results.show(racers)
}

// noteText says what the panels show and anything to beware of.
func (v *View) noteText(set session.RaceSettings, racers []session.Racer) string {
	if st := v.r.Stale(); st != "" {
		return lang.L("This race is of another puzzle: ") + st + lang.L(". Start races the board on screen.")
	}
	if len(racers) == 0 {
		return lang.L("Start runs each algorithm on the board on screen, all at once, and shows them side by side.")
	}
	if set.Mode == session.RaceByTime {
		return lang.L("By wall time: each panel shows how far its search had got at the same time since its start. " +
			"Times include recording every board, and the racers share the machine's cores.")
	}
	return lang.L("By expansions: each panel shows its search after the same number of boards expanded.")
}

// rankText is "1st", "2nd"..., in French « 1er », « 2e »...
func rankText(n int) string { return tabkit.Ordinal(n) }

// outcome says how a finished racer did: "27 moves, optimal", "stopped
// at limit"...
func outcome(x session.Racer) string {
	res := x.Result
	if res == nil {
		if x.Err != nil {
			return x.Err.Error()
		}
		return ""
	}
	switch res.Status {
	case solver.Solved:
		s := session.Plural(res.Cost, "move", "moves")
		switch {
		case x.Optimal == res.Cost && res.Guarantee == solver.Shortest:
			s += lang.L(", optimal")
		case x.Optimal == res.Cost:
			// found, not promised: beside what was (an inadmissible
			// estimate's A* promises nothing)
			s += ", " + lang.L("the shortest this time") + " (" + tabkit.GuaranteeText(res.Guarantee, res.Weight) + ")"
		case x.Optimal >= 0:
			s += lang.L(", shortest is ") + human.Count(int64(x.Optimal))
		case res.Guarantee != solver.NoGuarantee:
			// no table at this size: what the search promised
			s += ", " + tabkit.GuaranteeText(res.Guarantee, res.Weight)
		}
		if x.Capped {
			s += fmt.Sprintf(lang.L(" (recorded the first %s steps)"), human.Count(int64(x.Log.Len())))
		}
		return s
	case solver.Unsolvable:
		return lang.L("no solution: the board cannot reach the goal")
	case solver.Limit:
		return lang.L("stopped at limit (the Solve tab's limits)")
	case solver.Cancelled:
		if x.Capped {
			return fmt.Sprintf(lang.L("stopped at limit: its record is full (%s boards)"), human.Count(session.RaceMaxNodes))
		}
		return "stopped"
	}
	return res.Status.String()
}

// raceTime is a search's time as every view writes it.
func raceTime(d time.Duration) string { return human.Duration(d) }

// speedWidth is the width the speed drop-down needs for its longest label
// in any mode: a select asks for its placeholder's and cut "10,000 steps/s".
func speedWidth() float32 {
	var all []string
	for _, m := range modes {
		for i := range session.RaceSpeeds() {
			all = append(all, session.RaceSpeedLabel(i, m.Value))
		}
	}
	return widgets.OptionsWidth(all)
}

// translated are labels marked with locale.Mark, in the window's language.
func translated(labels []string) []string {
	out := make([]string, len(labels))
	for i, l := range labels {
		out[i] = lang.L(l)
	}
	return out
}
