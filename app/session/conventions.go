package session

import "github.com/eightpuzzle/eightpuzzle/solver"

// Conventions are the choices of tie-breaking, goal test and move order
// that every search and comparison of the window runs under; see
// solver.Conventions. They let a student reproduce a course solver's
// counts exactly.
func (s *Session) Conventions() solver.Conventions { return s.conv }

// SetConventions chooses the conventions of the next searches and
// comparisons; invalid ones are ignored.
func (s *Session) SetConventions(c solver.Conventions) {
	if c.Valid() != nil || c == s.conv {
		return
	}
	s.conv = c
	s.emit(&s.SearchChanged)
}
