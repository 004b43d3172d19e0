package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusBar shows the latest message in one line at the bottom: every
// outcome is reported here rather than in a dialog that must be dismissed.
type statusBar struct {
	c       *controller
	icon    *widget.Icon
	text    *widget.Label
	content fyne.CanvasObject
}

func newStatusBar(c *controller) *statusBar {
	s := &statusBar{c: c, icon: widget.NewIcon(theme.InfoIcon()), text: widget.NewLabel("")}
	s.text.Truncation = fyne.TextTruncateEllipsis // a long message must not widen the window
	s.content = container.NewVBox(widget.NewSeparator(),
		container.NewBorder(nil, nil, s.icon, nil, s.text))
	c.statusChanged.watch(s.refresh)
	s.refresh()
	return s
}

func (s *statusBar) refresh() {
	c := s.c
	icon := theme.InfoIcon()
	switch c.statusKind {
	case widget.SuccessImportance:
		icon = theme.NewSuccessThemedResource(theme.ConfirmIcon())
	case widget.WarningImportance:
		icon = theme.NewWarningThemedResource(theme.WarningIcon())
	case widget.DangerImportance:
		icon = theme.NewErrorThemedResource(theme.ErrorIcon())
	}
	s.icon.SetResource(icon)
	s.text.Importance = c.statusKind
	s.text.SetText(c.status)
}
