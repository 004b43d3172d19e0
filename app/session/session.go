package session

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Tab is a page beside the board. The session decides which one should be
// in view (a finished search opens the Replay); the window watches it.
type Tab int

const (
	SolveTab Tab = iota
	ReplayTab
	CompareTab
	ExploreTab    // a search step by step: its frontier, tree and map
	RaceTab       // two to four searches side by side
	HeuristicsTab // how close each heuristic comes to the true distance
	tabCount
)

// Theme is the look the user picked; ThemeSystem follows the desktop.
type Theme string

const (
	ThemeSystem Theme = "system"
	ThemeLight  Theme = "light"
	ThemeDark   Theme = "dark"
	// ThemeContrast is white on black with pure colours, at least 7:1
	// (presentation mode's, chosen for every day)
	ThemeContrast Theme = "contrast"
)

// Next cycles system, light, dark, high contrast for a one-button toggle.
func (t Theme) Next() Theme {
	switch t {
	case ThemeSystem:
		return ThemeLight
	case ThemeLight:
		return ThemeDark
	case ThemeDark:
		return ThemeContrast
	}
	return ThemeSystem
}

// TextSizes are the sizes text can be set to, in percent of the usual.
var TextSizes = []int{100, 125, 150, 200}

// Size is the window's size in canvas units, remembered between runs.
type Size struct{ Width, Height float32 }

// DefaultSize is the window's first size, and MinSize the smallest the
// session remembers: the window is laid out to be usable from there up.
var (
	DefaultSize = Size{1180, 800}
	MinSize     = Size{800, 600}
)

// Session is the whole state of the window. See the package comment.
type Session struct {
	do    func(func())
	prefs Prefs
	rng   *rand.Rand
	wg    sync.WaitGroup // every goroutine started here, so Shutdown can wait

	closed bool
	// renders under way (Render), by their cancel: Shutdown stops them
	renders map[*context.CancelFunc]bool

	puzzle
	search   search
	replay   replay
	compare  *Comparison
	accuracy *Accuracy
	explore  *Exploration
	race     *Race

	conv   solver.Conventions // of every search and comparison
	weight float64            // weighted A*'s, of every A* search and comparison: 1 is plain
	tab    Tab
	theme  Theme
	text   int // text size, one of TextSizes
	size   Size
	lesson lessonState // the banner, and the note of the last lesson
	note   *note       // the latest message about an action, while it still holds
	noteID uint64      // counts notes, so a test or the trace can tell two apart

	present  presentation // presentation mode (present.go)
	language string       // the window's language; "" the system's (language.go)

	// Signals, each fired after the state it names changed. Changed fires
	// after every change of any kind: the status bar and the trace watch it.
	PuzzleChanged   Signal // board, goal, table, mode, marks, undo
	SearchChanged   Signal // algorithm, limits, watch settings, a run started or ended
	ProgressChanged Signal // new numbers from the running search
	ReplayChanged   Signal // a result was loaded, or the replay moved
	TabChanged      Signal // the tab that should be in view
	ThemeChanged    Signal
	LessonChanged   Signal // the banner
	PresentChanged  Signal // presentation mode began or ended
	Changed         Signal
	Closed          Signal // after Shutdown stopped everything
}

// New restores the remembered session from prefs and starts building the
// goal's distance table. do runs a function on the UI goroutine: fyne.Do
// in the app, a queue in tests.
func New(prefs Prefs, do func(func())) *Session {
	s := &Session{
		do: do, prefs: prefs,
		rng:   rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		theme: ThemeSystem, text: 100, size: DefaultSize,
	}
	s.puzzle.init()
	s.search.init()
	s.replay.speed = defaultReplaySpeed
	s.weight = 1
	s.compare = newComparison(compareEnv{do: do, prefs: prefs, wg: &s.wg, current: s.problem, conventions: s.Conventions, weight: s.Weight, memory: s.MaxMemory,
		solved: s.lastSolved, wide: s.wideProblem})
	s.compare.Changed.Watch(s.Changed.emit) // the status line follows the comparison too
	s.accuracy = newAccuracy(s)
	s.explore = newExploration(s)
	s.race = newRace(raceEnv{do: do, prefs: prefs, wg: &s.wg, current: s.problem, conventions: s.Conventions, options: s.raceOptions, distance: s.knownDistance,
		shown: func() bool { return s.tab == RaceTab }, wide: func() (wide.Problem, bool) { return s.wideProblem(), s.Wide() }})
	s.race.Changed.Watch(s.Changed.emit)
	s.load()
	if s.Wide() {
		// the weight is not remembered: a 5x5 session starts with one
		// that finishes, and says so (in the window's language, which is
		// set after New)
		if s.fitWide() != "" {
			s.setNote(Info, "")
			s.note.text = func() string { return strings.TrimSpace(s.fitted()) }
		}
	}
	// Settings are written as they change, not only at Shutdown: a
	// browser tab (where preferences live in localStorage) closes without
	// telling the app, and a crash would lose them too. save writes only
	// what differs from the stored value, so most changes write nothing.
	// Only the signals of remembered state: progress comes sixty times a
	// second and changes nothing that is saved.
	for _, sig := range []*Signal{&s.PuzzleChanged, &s.SearchChanged, &s.ReplayChanged, &s.ThemeChanged} {
		sig.Watch(s.save)
	}
	s.loadTable()
	// the race's maps are laid out when they are to be seen, whatever
	// changed to show them
	for _, sig := range []*Signal{&s.race.Changed, &s.PuzzleChanged, &s.TabChanged} {
		sig.Watch(s.race.wantLayout)
	}
	s.race.wantLayout()
	return s
}

// knownDistance is the board's true distance, -1 when unknown.
func (s *Session) knownDistance(b solver.Board) int { return max(s.distanceOf(b), -1) }

// Comparison is the Compare tab's state.
func (s *Session) Comparison() *Comparison { return s.compare }

// Race is the Race tab's state.
func (s *Session) Race() *Race { return s.race }

// raceOptions are a racer's options: the Solve tab's limits and the weight.
func (s *Session) raceOptions(a *solver.Algorithm) solver.Options {
	r := &s.search
	opt := solver.Options{MaxNodes: r.maxNodes, Timeout: r.timeout, Weight: s.weightFor(a), MaxMemory: r.maxMemory}
	if a.DepthLimit {
		opt.DepthLimit = r.depth
	}
	return opt
}

// Tab is the tab that should be in view.
func (s *Session) Tab() Tab { return s.tab }

// SetTab records the tab the user chose.
func (s *Session) SetTab(t Tab) {
	if t < 0 || t >= tabCount || t == s.tab {
		return
	}
	s.tab = t
	if t != ReplayTab {
		s.pause() // a replay nobody sees need not run
	}
	s.emit(&s.TabChanged)
}

// showTab brings a tab into view for the user, as the result of an action.
func (s *Session) showTab(t Tab) {
	if t == s.tab {
		return
	}
	s.SetTab(t)
}

// Theme is the look chosen.
func (s *Session) Theme() Theme { return s.theme }

// SetTheme chooses the look; unknown values are ignored.
func (s *Session) SetTheme(t Theme) {
	if !validTheme(t) || t == s.theme {
		return
	}
	s.theme = t
	name := string(t)
	if t == ThemeContrast {
		name = "high contrast"
	}
	s.setNote(Info, "Theme: "+name+".")
	s.emit(&s.ThemeChanged)
}

func validTheme(t Theme) bool {
	return t == ThemeSystem || t == ThemeLight || t == ThemeDark || t == ThemeContrast
}

// TextSize is the size of text (and of everything drawn with it: icons,
// padding) in percent of the usual: one of TextSizes.
func (s *Session) TextSize() int { return s.text }

// SetTextSize sets the text size; a size not in TextSizes is ignored. It
// is part of the look: ThemeChanged fires.
func (s *Session) SetTextSize(pct int) {
	if !slices.Contains(TextSizes, pct) || pct == s.text {
		return
	}
	s.text = pct
	s.setNote(Info, fmt.Sprintf(tr("Text size: %s."), percent(float64(pct)/100, 0)))
	s.emit(&s.ThemeChanged)
}

// GrowText sets the next larger text size (by > 0) or the next smaller
// (by < 0), where there is one.
func (s *Session) GrowText(by int) {
	i := slices.Index(TextSizes, s.text)
	if i = max(0, min(len(TextSizes)-1, i+by)); TextSizes[i] != s.text {
		s.SetTextSize(TextSizes[i])
	}
}

// WindowSize is the size the window should open at.
func (s *Session) WindowSize() Size { return s.size }

// SetWindowSize remembers the window's size (when it closes); sizes
// outside what the window can use are clamped. Only this writes the size:
// the other saves, one per setting changed, used to write the size the
// window opened at too, and undid a size saved since (a second window
// closed at 1180x800 was remembered at the first one's 1180x600 as soon
// as the first one changed a setting).
func (s *Session) SetWindowSize(sz Size) {
	s.size = clampSize(sz)
	p := changedOnly{s.prefs}
	p.SetFloat(prefWidth, float64(s.size.Width))
	p.SetFloat(prefHeight, float64(s.size.Height))
}

func clampSize(sz Size) Size {
	if !(sz.Width >= MinSize.Width) { // also NaN
		sz.Width = MinSize.Width
	}
	if !(sz.Height >= MinSize.Height) {
		sz.Height = MinSize.Height
	}
	return Size{min(sz.Width, 10000), min(sz.Height, 10000)}
}

// emit fires sig, then Changed.
func (s *Session) emit(sig *Signal) {
	sig.emit()
	s.Changed.emit()
}

// Shutdown stops every goroutine the session started, waits for them and
// writes the settings: the window is closing, or a test is ending.
func (s *Session) Shutdown() {
	if s.closed {
		return
	}
	s.closed = true
	s.supersede()
	s.stopRenders()
	s.compare.shutdown()
	s.accuracy.shutdown()
	s.explore.shutdown()
	s.race.shutdown()
	s.pause()
	if s.tableCancel != nil {
		s.tableCancel()
	}
	s.stopHint()
	s.wg.Wait()
	s.save()
	s.Closed.emit()
}

// background runs f in a goroutine that Shutdown waits for.
func (s *Session) background(f func()) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		f()
	}()
}

// sleep waits for d or until ctx is cancelled.
func sleep(ctx context.Context, d time.Duration) {
	if d <= 0 || ctx.Err() != nil {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
