// Package explore is the Explore tab: a search run step by step over its
// expansions, with the board being expanded, the path to it, its frontier,
// its tree, the state-space map and, once it ended, its expansions per depth
// against breadth-first search's.
//
// The session records the search in full (searchlog) and moves a player
// cursor over it; this view reads the step shown and draws it. Its widgets
// are made once and only change state, so that nothing is detached while
// it may be tapped. What costs time (the frontier is a pass over every node,
// the tree and the map take a batch of changes) is drawn only for the
// sub-view in sight, only when the step moved, and while playing at most
// every heavyEvery.
package explore

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// heavyEvery is how often the frontier, tree and map follow a playing
// search: about 7 times a second reads as live, and leaves each frame
// mostly free.
const heavyEvery = 150 * time.Millisecond

// Sub-views, in the order of their tabs.
const (
	subFrontier = iota
	subTree
	subMap
	subDepths
)

// pathMax is how many boards of the path are drawn: the last ones, nearest
// the board expanded (a DFS path runs to tens of thousands).
const pathMax = 100

// View is the Explore tab; Content is what the window shows.
type View struct {
	Content fyne.CanvasObject

	s *session.Session
	e *session.Exploration
	w fyne.Window

	algo                          *widgets.KeySelect
	algos                         tabkit.Options[*solver.Algorithm] // algo's options
	run, replay, save             *widget.Button
	toStart, back, play, fwd, end *widget.Button
	scrub, speed                  *widgets.KeySlider
	speedLabel, stepLabel         *widget.Label
	banner                        *widget.Label // stale, capped or failed: said in words

	now       *widgets.Board
	nowHead   *widget.Label // what step this is
	nowNums   *widget.Label // g, h, f, bound
	nowSets   *widget.Label // frontier, closed, expanded
	pathBox   *fyne.Container
	path      []*widgets.Board
	pathNote  *widget.Label
	pathWrap  *container.Scroll
	tabs      *container.AppTabs
	captions  [4]*widget.Label
	frontier  *frontierView
	tree      *treeView
	smap      *mapView
	depths    *depthsView
	narration *narrationView
	predict   *predictPanel
	split     *container.Split // the controls over the sub-views
	settingUI bool             // the sliders are being set from the state: not the user

	// the heavy sub-views' bookkeeping
	lastHeavy time.Time

	notStepping []fyne.CanvasObject // hidden in presentation mode (present.go)
	// plainWidth is the width of the longest algorithm's name, without the
	// marks a side of 5 adds ("· not run at 5x5"): the picker's least
	plainWidth float32
}

// New builds the tab over the session.
func New(d tabkit.Deps) *View {
	s, pass := d.Session, d.Pass
	v := &View{s: s, e: s.Exploration(), w: d.Window}

	v.algos = v.algoOptions()
	v.algo = widgets.NewKeySelect(v.algos.Labels(), func(string) {
		if a, ok := v.algos.Value(v.algo.SelectedIndex()); ok {
			s.SetAlgorithm(a)
		}
	}, pass)
	v.run = widget.NewButtonWithIcon(lang.L("Explore"), theme.MediaPlayIcon(), v.runOrStop)
	v.run.Importance = widget.HighImportance
	v.replay = widget.NewButtonWithIcon(lang.L("Open in Replay"), theme.MediaVideoIcon(), v.e.OpenInReplay)
	v.save = widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), func() { tabkit.PopUp(v.save, v.saveMenu()) })

	v.toStart = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), v.e.ToStart)
	v.back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), v.e.StepBack)
	v.play = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), v.e.TogglePlay)
	v.fwd = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), v.e.StepForward)
	v.end = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), v.e.ToEnd)
	v.stepLabel = widget.NewLabel("")
	v.scrub = widgets.NewKeySlider(0, 1, pass)
	v.scrub.OnChanged = func(f float64) {
		if !v.settingUI {
			v.e.Seek(int(f))
		}
	}
	v.speed = widgets.NewKeySlider(0, float64(session.ExploreSpeeds()-1), pass)
	v.speed.OnChanged = func(f float64) {
		if !v.settingUI {
			v.e.SetSpeed(int(f))
		}
	}
	v.speedLabel = widget.NewLabel("")
	v.banner = widget.NewLabel("")
	v.banner.Wrapping = fyne.TextWrapWord
	v.banner.Importance = widget.WarningImportance
	v.banner.Hide()

	v.now = widgets.NewBoard(0, 22)
	v.nowHead = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.nowNums = widget.NewLabel("")
	v.nowSets = widget.NewLabel("")
	// wrapped, not cut: the controls scroll, and a count cut off
	// ("generated 1…") says another number
	for _, l := range []*widget.Label{v.nowHead, v.nowNums, v.nowSets} {
		l.Wrapping = fyne.TextWrapWord
	}
	v.pathNote = widget.NewLabel("")
	v.pathNote.SizeName = theme.SizeNameCaptionText
	v.pathBox = container.NewHBox()
	for range pathMax {
		b := widgets.NewBoard(0, 11)
		b.Hide()
		v.path = append(v.path, b)
		v.pathBox.Add(b)
	}
	v.pathWrap = widgets.NewHScroll(v.pathBox)

	v.frontier = newFrontierView()
	v.tree = newTreeView()
	v.smap = newMapView()
	v.depths = newDepthsView()
	v.narration = newNarrationView()
	v.depths.chart.Do = d.Do
	v.frontier.pick, v.tree.pick = v.e.AnswerBoard, v.e.AnswerBoard
	v.predict = newPredictPanel(v)
	for i := range v.captions {
		v.captions[i] = widget.NewLabel("")
		v.captions[i].Wrapping = fyne.TextWrapWord
		v.captions[i].SizeName = theme.SizeNameCaptionText
	}
	sub := func(i int, top, body fyne.CanvasObject) fyne.CanvasObject {
		head := container.NewVBox(v.captions[i])
		if top != nil {
			head.Add(top)
		}
		return container.NewBorder(head, nil, nil, nil, small(body))
	}
	v.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Frontier"), sub(subFrontier, v.frontier.note, v.frontier.list)),
		container.NewTabItem(lang.L("Tree"), sub(subTree, v.tree.tools, v.tree.tree)),
		container.NewTabItem(lang.L("Map"), sub(subMap, nil, v.smap.content)),
		container.NewTabItem(lang.L("Depths"), sub(subDepths, v.depths.note, widgets.NewScroll(v.depths.chart))),
	)
	// the sub-view in sight is the session's, remembered, so a menu item
	// or key can bring one up too
	v.tabs.SelectIndex(int(v.e.View()))
	v.tabs.OnSelected = func(*container.TabItem) {
		v.e.SetView(session.ExploreView(v.tabs.SelectedIndex()))
		v.refreshHeavy(true)
	}

	wrap := func(objs ...fyne.CanvasObject) *fyne.Container { return widgets.WrapRow(theme.Padding(), 0, objs...) }
	actions := wrap(widgets.WithMinWidthOf(v.algo, func() float32 { return v.plainWidth }), v.run, v.replay, v.save)
	// the scrubber beside the buttons, or under them where the text is
	// large and the room beside them would leave it no track
	transport := widgets.WrapRowFill(theme.Padding(), theme.Padding(),
		container.NewHBox(v.toStart, v.back, v.play, v.fwd, v.end), widgets.WithMinWidthEm(v.scrub, 96))
	speedBox := container.NewHBox(widget.NewLabel(lang.L("Speed")), widgets.WithMinWidthEm(v.speed, 110), widgets.WithMinWidthEm(v.speedLabel, 96))
	speedRow := wrap(widgets.WithMinWidthEm(v.stepLabel, 180), speedBox)
	nowText := container.NewVBox(v.nowHead, v.nowNums, v.nowSets)
	nowBoard := container.NewCenter(v.now)
	nowPanel := container.NewBorder(nil, nil, nowBoard, nil, nowText)
	pathRow := container.NewBorder(nil, nil, v.pathNote, nil, v.pathWrap)
	// an exercise is started from the desk, not the projector: its question,
	// once asked, stays
	v.notStepping = []fyne.CanvasObject{actions, v.scrub, speedBox, nowBoard, pathRow, v.predict.setup}
	top := container.NewVBox(actions, v.predict.setup, transport, speedRow, v.banner, nowPanel, pathRow)
	// The controls and the sub-views share the height; in a small window
	// the controls scroll rather than squeeze the tree or map to nothing,
	// and the divider gives either side more.
	// the narration of the step beside the controls that move it (below
	// them in a narrow window); Predict's question sits over the list its
	// answers are tapped in
	keep := func() float32 { // the actions, Predict's setup and the player, in sight
		if bottom := speedRow.Position().Y + speedRow.Size().Height; speedRow.Size().Height > 0 {
			return bottom + theme.Padding() // as last laid out: its rows wrapped
		}
		h := float32(0)
		for _, o := range []fyne.CanvasObject{actions, v.predict.setup, transport, speedRow} {
			if o.Visible() {
				h += o.MinSize().Height + theme.Padding()
			}
		}
		return h
	}
	upper := container.New(besideOrBelow{keep: keep}, widgets.NewVScroll(top), v.narration.content)
	v.split = container.NewVSplit(upper, container.NewBorder(v.predict.box, nil, nil, nil, v.tabs))
	v.split.Offset = 0.5
	v.Content = v.split

	v.e.Changed.Watch(v.refresh)
	s.SearchChanged.Watch(v.refresh)
	s.Accuracy().Changed.Watch(v.showAlgorithm) // the user's heuristic, and its verdict
	// out of view: refreshed a turn of the page later (tabkit.WhenShown)
	s.PuzzleChanged.Watch(d.WhenShown(session.ExploreTab, v.refresh))
	s.ThemeChanged.Watch(v.tree.themeChanged) // its palette follows the theme
	s.PresentChanged.Watch(v.presented)
	v.refresh()
	return v
}

func (v *View) runOrStop() {
	if v.e.Running() {
		v.e.Stop()
		return
	}
	v.e.Explore()
}

// refresh shows the state: cheap parts at every change, the heavy
// sub-view as refreshHeavy allows.
func (v *View) refresh() {
	st := v.e.State()
	if i := int(v.e.View()); v.tabs.SelectedIndex() != i {
		v.tabs.SelectIndex(i)
	}
	v.showAlgorithm()
	if st.Running {
		v.run.SetText(lang.L("Stop"))
		v.run.SetIcon(theme.MediaStopIcon())
		v.run.Importance = widget.DangerImportance
	} else {
		v.run.SetText(lang.L("Explore"))
		v.run.SetIcon(theme.MediaPlayIcon())
		v.run.Importance = widget.HighImportance
	}
	v.run.Refresh()
	widgets.Enable(v.run, !st.Stopping)
	have := st.Log != nil
	solved := st.Result != nil && st.Result.Status == solver.Solved && st.Stale == ""
	widgets.Enable(v.replay, solved)
	for _, b := range []*widget.Button{v.toStart, v.back, v.fwd, v.end, v.play} {
		widgets.Enable(b, have && !v.e.Predicting()) // an exercise moves the player
	}
	if st.Playing {
		v.play.SetIcon(theme.MediaPauseIcon())
	} else {
		v.play.SetIcon(theme.MediaPlayIcon())
	}

	v.settingUI = true
	v.scrub.Max = float64(max(st.Steps, 1))
	v.scrub.SetValue(float64(st.Step))
	v.speed.SetValue(float64(st.Speed))
	v.settingUI = false
	v.speedLabel.SetText(session.ExploreSpeedLabel(st.Speed))
	v.stepLabel.SetText(stepText(st))
	widgets.Enable(v.scrub, have && !v.e.Predicting())

	v.showBanner(st)
	v.showNow(st)
	v.narration.show(st)
	sh := v.s.Shape()
	if st.Log != nil {
		sh = st.Problem.Shape
	}
	v.setCaptions(st.Algorithm, st.Weight, sh)
	v.predict.refresh(st)
	v.refreshHeavy(false)
}

func stepText(st session.ExploreState) string {
	if st.Log == nil {
		return lang.L("no search yet")
	}
	more := ""
	if st.Running {
		more = lang.L(" so far")
	}
	return fmt.Sprintf(lang.L("step %s of %s%s"), count(st.Step), count(st.Steps), more)
}

// showBanner says what makes the exploration other than it seems: stale,
// capped, failed, or not begun.
func (v *View) showBanner(st session.ExploreState) {
	var says []string
	switch {
	case st.Log == nil:
		says = append(says, lang.L("Press Explore to run ")+session.AlgorithmTitle(st.Algorithm)+
			lang.L(" on the board beside, recording every expansion; then play it, step through it or drag the slider."))
	case st.Stale != "":
		says = append(says, lang.L("Not this board's search: ")+st.Stale+lang.L(". Press Explore to search the board beside."))
	}
	if st.Failure != "" {
		says = append(says, st.Failure)
	}
	if st.Log != nil && st.Log.Full() {
		exp, _ := st.Log.Counts()
		says = append(says, fmt.Sprintf(lang.L("Recorded the first %s expansions of %s: the rest were counted, not kept."),
			count(st.Log.Len()), count(int(exp))))
	}
	if len(says) == 0 {
		v.banner.Hide()
		return
	}
	v.banner.SetText(strings.Join(says, " "))
	if st.Log == nil {
		v.banner.Importance = widget.MediumImportance
	} else {
		v.banner.Importance = widget.WarningImportance
	}
	v.banner.Show()
	v.banner.Refresh()
}

// showNow shows the board expanded at the step, its numbers and its path.
func (v *View) showNow(st session.ExploreState) {
	sh := v.s.Shape()
	if st.Log != nil {
		sh = st.Problem.Shape.Norm()
	}
	if v.now.Shape() != sh {
		v.now.SetShape(sh, v.now.Shown())
		for _, b := range v.path {
			b.SetShape(sh, b.Shown())
		}
	}
	if st.Log == nil {
		if c := v.s.BoardCells(); v.s.Wide() {
			v.now.SetTiles(c.Shape, c.List())
		} else {
			board, _ := v.s.Puzzle()
			v.now.SetBoard(board)
		}
		v.nowHead.SetText(lang.L("The start, before any expansion"))
		v.nowNums.SetText("")
		v.nowSets.SetText("")
		v.showPath(nil, nil)
		return
	}
	l := st.Log
	step, n, ok := l.Step(st.Step)
	alg := st.Algorithm
	if !ok { // step 0: the start waits alone
		showBoard(v.now, l, l.Problem().Start)
		v.nowHead.SetText(lang.L("Step 0: the start waits to be expanded"))
		v.nowNums.SetText("g 0 · " + hText(alg, nil))
		closed := lang.L("closed set empty")
		if _, has := l.Closed(0); !has {
			closed = lang.L("no closed set")
		}
		v.nowSets.SetText(lang.L("frontier 1 · ") + closed)
		v.showPath(l, []solver.Board{l.Problem().Start})
		return
	}
	showBoard(v.now, l, n.Board)
	head := fmt.Sprintf(lang.L("Step %s: expanding"), count(st.Step))
	if n.Board == l.Problem().Goal {
		head += lang.L(" the goal")
	}
	if n.Flags&searchlog.Backward != 0 {
		head += lang.L(" (from the goal's side)")
	}
	v.nowHead.SetText(head)
	nums := fmt.Sprintf("g %d · %s", n.G, hText(alg, &n))
	if b := boundText(alg, step.Bound); b != "" {
		nums += " · " + b
	}
	v.nowNums.SetText(nums)
	sets := fmt.Sprintf(lang.L("frontier %s"), count(int(step.Frontier)))
	if c, has := l.Closed(st.Step); has {
		sets += lang.L(" · closed ") + count(c)
	} else {
		sets += lang.L(" · no closed set")
	}
	sets += lang.L(" · expanded ") + count(st.Step)
	if st.Result != nil && st.Step == st.Steps {
		sets += lang.L(" · generated ") + count(int(st.Result.Generated))
	}
	v.nowSets.SetText(sets)
	v.showPath(l, l.Path(st.Step))
}

// showBoard shows board b of log l on w: the engine's boards as they
// are, those of a side of 5 (the log's numbers) as their tiles.
func showBoard(w *widgets.Board, l *searchlog.Log, b solver.Board) {
	if l != nil && l.Wide() {
		w.SetTiles(l.Problem().Shape, l.Tiles(b))
		return
	}
	w.SetBoard(b)
}

// hText is "h 3 · f 12", or dashes for a search without a heuristic;
// "h 3 (its order)" for one that orders by h alone (greedy), whose g + h
// would pass for a priority it does not have.
func hText(alg *solver.Algorithm, n *searchlog.Node) string {
	byF := alg.Priority() == solver.PriorityF
	if n == nil {
		switch {
		case alg.Heuristic == nil:
			return "h — · f —"
		case !byF:
			return lang.L("h: when expanded")
		}
		return lang.L("h, f: when expanded")
	}
	if n.Flags&searchlog.HasH == 0 {
		return "h — · f —"
	}
	if !byF {
		return lang.L("h {{.H}} (its order)", map[string]any{"H": num(n.H)})
	}
	return "h " + num(n.H) + " · f " + num(n.F)
}

// boundText names an iterative search's bound, "" for the others.
func boundText(alg *solver.Algorithm, bound float64) string {
	if alg.Frontier != solver.FrontierPath {
		return ""
	}
	if alg.Heuristic != nil {
		return lang.L("f bound ") + num(bound)
	}
	return lang.L("depth limit ") + num(bound)
}

func (v *View) showPath(l *searchlog.Log, p []solver.Board) {
	skip := max(0, len(p)-pathMax)
	for i, b := range v.path {
		if skip+i < len(p) {
			showBoard(b, l, p[skip+i])
			b.Show()
		} else {
			b.Hide()
		}
	}
	switch {
	case len(p) == 0:
		v.pathNote.SetText(lang.L("Path: —"))
	case skip > 0:
		v.pathNote.SetText(fmt.Sprintf(lang.L("Path, %d moves\n(last %d shown):"), len(p)-1, pathMax))
	default:
		v.pathNote.SetText(fmt.Sprintf(lang.L("Path,\n%d moves:"), len(p)-1))
	}
	// the newest board in sight: the end of the path is where it grows
	// the box takes its new size first: the scroller clamps the offset to it
	v.pathBox.Resize(v.pathBox.MinSize())
	v.pathWrap.ScrollToOffset(fyne.NewPos(max(0, v.pathBox.MinSize().Width-v.pathWrap.Size().Width), 0))
}

// setCaptions says in one line what each sub-view teaches, for the
// algorithm shown.
func (v *View) setCaptions(alg *solver.Algorithm, w float64, sh solver.Shape) {
	order := map[solver.Frontier]string{
		solver.FrontierQueue:  lang.L("BFS keeps a queue: first in, first out."),
		solver.FrontierStack:  lang.L("DFS keeps a stack: the newest board goes first."),
		solver.FrontierByG:    lang.L("Uniform-cost takes the lowest g (moves so far) first."),
		solver.FrontierByH:    lang.L("Greedy takes the lowest h (estimate to the goal) first."),
		solver.FrontierByF:    lang.L("A* takes the lowest {{.F}} first.", map[string]any{"F": alg.Priority().Formula(w)}),
		solver.FrontierPath:   lang.L("An iterative search keeps only the siblings along its path, deepest first."),
		solver.FrontierLayers: lang.L("Bidirectional search keeps a queue from each end."),
		solver.FrontierWalk:   lang.L("The table walks straight down: one board waits at a time."),
	}[alg.Frontier]
	v.captions[subFrontier].SetText(lang.L("The boards waiting, in the order they will be taken. ") + order)
	v.captions[subTree].SetText(lang.L("Every board generated, root at the top. Tap a node for its numbers; scroll to zoom, drag to pan."))
	mapText := lang.L("No map at this size: it shows every board, for sizes of up to 9 cells.")
	if sh.Tabled() {
		mapText = lang.L("All ") + count(int(sh.Reachable())) + lang.L(" boards, by distance from the goal (top band). BFS floods out from the start's band; A* lights a few boards on the way.")
	}
	v.captions[subMap].SetText(mapText)
	depths := lang.L("Boards expanded at each depth, against BFS on the same board: the work a heuristic saves.")
	if sh.Check() != nil { // a side of 5: no BFS there (the chart's note says why)
		depths = lang.L("Boards expanded at each depth: where the search spent its work.")
	}
	v.captions[subDepths].SetText(depths)
}

// refreshHeavy draws the sub-view in sight if the step it shows is not
// the step shown; while playing, at most every heavyEvery. now forces it
// (a tab switch).
func (v *View) refreshHeavy(now bool) {
	st := v.e.State()
	busy := st.Playing || st.Running
	if !now && busy && time.Since(v.lastHeavy) < heavyEvery {
		return
	}
	drew := false
	switch v.tabs.SelectedIndex() {
	case subFrontier:
		drew = v.frontier.show(st, v.predict.pending())
	case subTree:
		v.tree.quiz = v.predict.pending() != nil
		drew = v.tree.show(st)
	case subMap:
		drew = v.smap.show(st, v.e.MapLayout(), v.e.MapMissing())
	case subDepths:
		drew = v.depths.show(st, v.e)
	}
	if drew {
		v.lastHeavy = time.Now()
	}
}

func count(n int) string { return strings.TrimSpace(humanCount(int64(n))) }

// num prints a g, h, f or bound: whole numbers plainly, weighted ones to
// two places.
func num(f float64) string {
	if f == float64(int64(f)) {
		return fmt.Sprint(int64(f))
	}
	return fmt.Sprintf("%.2f", f)
}

// small lets a sub-view be smaller than it would like: the window must
// stay usable at 800x600, and the tree, map and lists draw at any size.
func small(o fyne.CanvasObject) fyne.CanvasObject { return container.New(smallLayout{}, o) }

type smallLayout struct{}

func (smallLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (smallLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(120, 100) }
