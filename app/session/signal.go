package session

// Signal is a list of functions to call when a part of the state changes.
// It is emitted on the UI goroutine only, so a listener may touch widgets.
// Like fyne-io/terminal's AddListener, the session publishes changes
// without knowing who listens.
type Signal struct{ fs []func() }

// Watch calls f after every change this signal stands for.
func (s *Signal) Watch(f func()) { s.fs = append(s.fs, f) }

func (s *Signal) emit() {
	for _, f := range s.fs {
		f()
	}
}
