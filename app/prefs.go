package app

import (
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Preference keys: what the window remembers between runs.
const (
	prefBoard      = "board"
	prefGoal       = "goal"
	prefAlgorithm  = "algorithm"
	prefSpeed      = "replaySpeed"
	prefWatch      = "watch"
	prefWatchSpeed = "watchSpeed"
	prefDepth      = "depthLimit"
	prefNodes      = "nodeLimit"
	prefTime       = "timeLimit"
	prefTheme      = "theme"
	prefRandomDist = "randomDistance"
)

// load restores the last session. Stored values are checked like typed
// ones: a preferences file edited by hand or from an older version must
// not put a bad board or an unknown algorithm into the window.
func (c *controller) load() {
	p := c.prefs
	if g, err := solver.Parse(p.String(prefGoal)); err == nil {
		c.goal = g
	}
	if b, err := solver.Parse(p.String(prefBoard)); err == nil {
		c.board = b
	} else {
		c.board = c.goal
	}
	if a, err := solver.AlgorithmByName(p.String(prefAlgorithm)); err == nil {
		c.algo = a
	}
	c.replay.speed = clampIndex(p.IntWithFallback(prefSpeed, defaultSpeed), len(replaySpeeds))
	c.watch = p.Bool(prefWatch)
	c.watchRate = clampIndex(p.IntWithFallback(prefWatchSpeed, defaultWatchSpeed), len(watchSpeeds))
	c.updateDelay()
	if d := p.Int(prefDepth); d > 0 && d < 1<<16-1 {
		c.depth = d
	}
	if n := p.Int(prefNodes); n > 0 {
		c.maxNodes = int64(n)
	}
	if t := p.Float(prefTime); t > 0 && t < 1e6 {
		c.timeout = time.Duration(t * float64(time.Second))
	}
	c.randomDist = max(0, min(p.Int(prefRandomDist), 31))
	switch t := themeChoice(p.String(prefTheme)); t {
	case themeLight, themeDark:
		c.theme = t
	default:
		c.theme = themeSystem
	}
}

func clampIndex(i, n int) int { return max(0, min(i, n-1)) }

// saveDelay is how long the session must be still before it is written.
const saveDelay = time.Second

// remember notes that the session changed. Fyne rewrites the whole
// preferences file on every change and reloads it when it sees the file
// change, and a reload during a write logs a spurious "Preferences load
// error: EOF" (fyne-io/fyne#2936); so writes wait until the session has
// been still a moment, and shutdown writes what is left.
func (c *controller) remember() {
	if c.saveTimer != nil {
		c.saveTimer.Stop()
	}
	c.saveTimer = time.AfterFunc(saveDelay, func() { c.do(c.save) })
}

// save writes the session to the preferences in one burst.
func (c *controller) save() {
	if c.saveTimer != nil {
		c.saveTimer.Stop()
		c.saveTimer = nil
	}
	p := c.prefs
	p.SetString(prefBoard, c.board.String())
	p.SetString(prefGoal, c.goal.String())
	p.SetString(prefAlgorithm, c.algo.Name)
	p.SetInt(prefSpeed, c.replay.speed)
	p.SetBool(prefWatch, c.watch)
	p.SetInt(prefWatchSpeed, c.watchRate)
	p.SetInt(prefDepth, c.depth)
	p.SetInt(prefNodes, int(c.maxNodes))
	p.SetFloat(prefTime, c.timeout.Seconds())
	p.SetString(prefTheme, string(c.theme))
	p.SetInt(prefRandomDist, c.randomDist)
}
