package explore

// presented follows presentation mode: the controls other than stepping
// hide, and so do the thumbnails, since the big board beside the tabs
// shows the board being expanded then (and the path's boards are too small
// to read on a projector). The numbers, the sub-views and the stepping
// buttons stay.
func (v *View) presented() {
	on := v.s.Presenting()
	for _, o := range v.notStepping {
		if on {
			o.Hide()
		} else {
			o.Show()
		}
	}
	v.refresh()
}
