package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// statusBar shows the session's status line at the bottom: every outcome
// is reported here rather than in a dialog that must be dismissed. The
// line is the session's, computed from its state, so it cannot go stale.
type statusBar struct {
	s       *session.Session
	icon    *widget.Icon
	text    *widget.Label
	leave   *widget.Button // presentation mode's way out for a mouse or a touch screen
	content fyne.CanvasObject
}

func newStatusBar(s *session.Session) *statusBar {
	b := &statusBar{s: s, icon: widget.NewIcon(theme.InfoIcon()), text: widget.NewLabel("")}
	b.text.Truncation = fyne.TextTruncateEllipsis // a long message must not widen the window
	b.leave = widget.NewButtonWithIcon(lang.L("Leave presentation (Esc)"), theme.ViewRestoreIcon(), func() { s.SetPresenting(false) })
	b.leave.Hide()
	b.content = container.NewVBox(widget.NewSeparator(),
		container.NewBorder(nil, nil, b.icon, b.leave, b.text))
	s.Changed.Watch(b.refresh)
	b.refresh()
	return b
}

// importance maps a status kind to the look of a label.
func importance(k session.Kind) widget.Importance {
	switch k {
	case session.Success:
		return widget.SuccessImportance
	case session.Warning:
		return widget.WarningImportance
	case session.Danger:
		return widget.DangerImportance
	}
	return widget.MediumImportance
}

func (b *statusBar) refresh() {
	st := b.s.Status()
	icon := theme.InfoIcon()
	switch st.Kind {
	case session.Success:
		icon = theme.NewSuccessThemedResource(theme.ConfirmIcon())
	case session.Warning:
		icon = theme.NewWarningThemedResource(theme.WarningIcon())
	case session.Danger:
		icon = theme.NewErrorThemedResource(theme.ErrorIcon())
	}
	if b.text.Text == st.Text && b.text.Importance == importance(st.Kind) {
		return
	}
	b.icon.SetResource(icon)
	b.text.Importance = importance(st.Kind)
	b.text.SetText(st.Text)
}
