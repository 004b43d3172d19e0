package session

// Kind says how a status line reads: plain, good news, a warning or an
// error. Views map it to a colour; the session never names one.
type Kind int

const (
	Info Kind = iota
	Success
	Warning
	Danger
)

// Status is one line for the status bar, computed from the state.
type Status struct {
	Text string
	Kind Kind
}
