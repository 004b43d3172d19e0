package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// newCompareView builds the Compare tab. It is a placeholder until the
// comparison view lands (issue 5). That view uses these controller hooks:
//
//   - c.current() returns the board and goal to compare on;
//   - c.onPuzzleChange(f) calls f on the UI goroutine whenever they change;
//   - c.showResult(res) replays a solved run in the Replay tab;
//   - c.do(f) runs f on the UI goroutine from a goroutine of its own;
//   - c.setStatus(kind, text) reports in the status bar.
func newCompareView(c *controller) fyne.CanvasObject {
	msg := widget.NewLabel("Compare will run every algorithm on this board and chart " +
		"their cost, boards expanded and time.")
	msg.Wrapping = fyne.TextWrapWord
	on := widget.NewLabel("")
	show := func() {
		board, goal := c.current()
		on.SetText("Board " + board.Rows() + ", goal " + goal.Rows() + ".")
	}
	c.onPuzzleChange(show)
	show()
	return container.NewVBox(heading("Compare algorithms"), msg, on)
}
