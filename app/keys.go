package app

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// arrows maps an arrow key to the direction a tile moves: Left slides the
// tile right of the blank to the left, as on a real puzzle.
var arrows = map[fyne.KeyName]solver.Move{
	fyne.KeyUp: solver.Up, fyne.KeyDown: solver.Down, fyne.KeyLeft: solver.Left, fyne.KeyRight: solver.Right,
}

// A plain key means one thing on a tab, whatever the session holds, and
// acts on what that tab shows: the player's keys on the tabs with a player
// (the replay, the explorer, the race) never slide a tile behind it, and
// the arrows slide tiles only where the board is what the tab works on.
// A focused control keeps the keys it uses (Space ticks a focused check
// box); a control on a tab no longer shown loses the focus (showTab).
// keyBindings is that table: typedKey reads it, and so does the help.

// player is what the player's keys drive on a tab.
type player interface {
	TogglePlay()
	Step(n int) // n moves or expansions; negative steps back
	ToStart()
	ToEnd()
}

// keyBinding is the meaning of some plain keys on some tabs.
type keyBinding struct {
	keys []fyne.KeyName
	name string // the keys as the help writes them
	what string // what they do, for the help
	tabs []session.Tab
	act  func(u *ui, k fyne.KeyName)
}

var (
	boardTabs  = []session.Tab{session.SolveTab, session.CompareTab, session.HeuristicsTab}
	playerTabs = []session.Tab{session.ReplayTab, session.ExploreTab, session.RaceTab}
	allTabs    = []session.Tab{session.SolveTab, session.ReplayTab, session.CompareTab,
		session.ExploreTab, session.RaceTab, session.HeuristicsTab}
)

// keyBindings: the plain keys a tab gives a meaning to when no control
// takes them. No key has two meanings on one tab (TestOneMeaningPerKey).
var keyBindings = []keyBinding{
	{[]fyne.KeyName{fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight}, locale.Mark("Arrows"),
		locale.Mark("slide a tile in Slide mode (in Edit mode, with the board focused, they move its cursor and Space picks a tile)"),
		boardTabs, func(u *ui, k fyne.KeyName) {
			// in slow motion the board shows the search's board, not the one they would slide
			if u.s.Mode() == session.PlayMode && !u.puzzle.watching {
				u.s.Slide(arrows[k])
			}
		}},
	{[]fyne.KeyName{fyne.KeySpace}, locale.Mark("Space"), locale.Mark("plays or pauses"), playerTabs,
		func(u *ui, _ fyne.KeyName) { u.player().TogglePlay() }},
	{[]fyne.KeyName{fyne.KeyLeft, fyne.KeyRight}, locale.Mark("Left / Right"), locale.Mark("step back or forward"), playerTabs,
		func(u *ui, k fyne.KeyName) {
			if k == fyne.KeyLeft {
				u.player().Step(-1)
			} else {
				u.player().Step(1)
			}
		}},
	{[]fyne.KeyName{fyne.KeyHome, fyne.KeyEnd}, locale.Mark("Home / End"), locale.Mark("go to the start or the end"), playerTabs,
		func(u *ui, k fyne.KeyName) {
			if k == fyne.KeyHome {
				u.player().ToStart()
			} else {
				u.player().ToEnd()
			}
		}},
	// what a presentation clicker sends for its forward and back buttons;
	// its other button sends Space, or F5 and Esc in turn
	{[]fyne.KeyName{fyne.KeyPageDown, fyne.KeyPageUp}, locale.Mark("Page Down / Page Up"),
		locale.Mark("step forward or back, as a presentation clicker does"), playerTabs,
		func(u *ui, k fyne.KeyName) {
			if k == fyne.KeyPageDown {
				u.player().Step(1)
			} else {
				u.player().Step(-1)
			}
		}},
	// a clicker's start button sends F5 (and Esc the next time): it starts
	// presenting, and never leaves it by surprise
	{[]fyne.KeyName{fyne.KeyF5}, "F5", locale.Mark("starts presentation mode, as a clicker's start button does; Esc leaves it"),
		allTabs, func(u *ui, _ fyne.KeyName) { u.s.SetPresenting(true) }},
	{[]fyne.KeyName{fyne.KeyF11}, "F11",
		locale.Mark("presentation mode, for a projector: full screen, large type, high contrast, stepping controls only; Esc or F11 leaves it"),
		allTabs, func(u *ui, _ fyne.KeyName) { u.s.TogglePresenting() }},
	// Up and Down would slide a tile under the player and make what it
	// plays stale: on these tabs they do nothing.
	{[]fyne.KeyName{fyne.KeyUp, fyne.KeyDown}, locale.Mark("Up / Down"), locale.Mark("do nothing: the board stays as the player found it"),
		playerTabs, func(*ui, fyne.KeyName) {}},
}

// binding is the meaning of key k on tab t, or nil.
func binding(t session.Tab, k fyne.KeyName) *keyBinding {
	for i := range keyBindings {
		b := &keyBindings[i]
		if slices.Contains(b.tabs, t) && slices.Contains(b.keys, k) {
			return b
		}
	}
	return nil
}

// player is the player of the tab in view: the replay, the exploration or
// the race (tabs without one get the replay, which their keys never reach).
func (u *ui) player() player {
	switch u.s.Tab() {
	case session.ExploreTab:
		return explorePlayer{u.s.Exploration()}
	case session.RaceTab:
		return racePlayer{u.s.Race()}
	}
	return replayPlayer{u.s}
}

type replayPlayer struct{ s *session.Session }

func (p replayPlayer) TogglePlay() { p.s.TogglePlay() }
func (p replayPlayer) Step(n int)  { p.s.Step(n) }
func (p replayPlayer) ToStart()    { p.s.Seek(0) }
func (p replayPlayer) ToEnd()      { p.s.Seek(p.s.Replay().Last) }

type explorePlayer struct{ e *session.Exploration }

func (p explorePlayer) TogglePlay() { p.e.TogglePlay() }
func (p explorePlayer) Step(n int) {
	if n < 0 {
		p.e.StepBack()
	} else {
		p.e.StepForward()
	}
}
func (p explorePlayer) ToStart() { p.e.ToStart() }
func (p explorePlayer) ToEnd()   { p.e.ToEnd() }

type racePlayer struct{ r *session.Race }

func (p racePlayer) TogglePlay() { p.r.TogglePlay() }
func (p racePlayer) Step(n int)  { p.r.StepBy(int64(n)) }
func (p racePlayer) ToStart()    { p.r.ToStart() }
func (p racePlayer) ToEnd()      { p.r.ToEnd() }

// typedKey handles keys that reach the window with no control taking
// them, and the keys a focused control passes on (Esc, F1).
func (u *ui) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		if u.help != nil {
			u.help.Hide() // Esc closes what is in front first
			return
		}
		if u.s.Presenting() {
			u.s.SetPresenting(false) // Esc leaves presentation mode, and only that
			return
		}
		u.s.Escape()
		return
	case fyne.KeyF1:
		u.showHelp()
		return
	}
	if b := binding(u.s.Tab(), ev.Name); b != nil {
		b.act(u, ev.Name)
	}
}

// boardKey handles keys while the board has the focus. In edit mode the
// arrows move a cursor and Space or Enter picks the tile under it, so a
// board can be edited without a mouse.
func boardKey(s *session.Session, ev *fyne.KeyEvent, pass widgets.KeyPass) {
	if s.Mode() != session.EditMode || s.ShowsReplay() {
		pass(ev)
		return
	}
	switch ev.Name {
	case fyne.KeyUp:
		s.MoveCursor(-1, 0)
	case fyne.KeyDown:
		s.MoveCursor(1, 0)
	case fyne.KeyLeft:
		s.MoveCursor(0, -1)
	case fyne.KeyRight:
		s.MoveCursor(0, 1)
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		s.TapCell(s.Cursor())
	default:
		pass(ev)
	}
}

// ctrl is a Ctrl+key shortcut.
func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

// key is a plain key shown beside a menu item; the window handles it.
func key(k fyne.KeyName) fyne.Shortcut { return &desktop.CustomShortcut{KeyName: k} }
