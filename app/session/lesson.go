package session

import (
	"fmt"
	"io"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/lesson"
)

// Lessons: a lesson file (app/lesson) sets up the window the way a
// teacher saved it. Opening one goes through the intent methods the views
// use, so that it is exactly as if the student had set it all up by hand;
// a file that cannot be read changes nothing and says why on the banner.

// Banner is the message across the top of the window: the note of the
// lesson opened, or why a lesson could not be opened. Title "" is none.
type Banner struct {
	Title string // "Lesson: hardest.8puzzle"
	Text  string // the teacher's note, and what this version ignored; may be ""
	Kind  Kind
}

// lessonState is the lesson part of the session.
type lessonState struct {
	banner Banner
	note   string // the note of the lesson opened or saved last: Save offers it again
}

// the names a lesson gives the tabs and Explore's views
var (
	lessonTabs = map[string]Tab{"solve": SolveTab, "replay": ReplayTab, "compare": CompareTab,
		"explore": ExploreTab, "race": RaceTab, "heuristics": HeuristicsTab}
	lessonViews = map[string]ExploreView{"frontier": FrontierView, "tree": TreeView, "map": MapView, "depths": DepthsView}
)

// Banner is the banner's message; its Title is "" when there is none.
func (s *Session) Banner() Banner { return s.lesson.banner }

// DismissBanner takes the banner down.
func (s *Session) DismissBanner() {
	if s.lesson.banner == (Banner{}) {
		return
	}
	s.lesson.banner = Banner{}
	s.emit(&s.LessonChanged)
}

// LessonNote is the note of the lesson opened or saved last, for Save to
// offer again.
func (s *Session) LessonNote() string { return s.lesson.note }

// OpenLesson reads a lesson file from r (named name, for the messages) and
// sets the window up as it says. A file that cannot be read or is damaged
// changes nothing: the banner and the status line say what is wrong, and
// the error is returned.
func (s *Session) OpenLesson(name string, r io.Reader) error {
	l, err := lesson.Read(r)
	if err != nil {
		s.refuseLesson(name, err)
		return err
	}
	s.ApplyLesson(name, l)
	return nil
}

// LessonFailed says that the lesson name could not be opened, and why:
// the file could not be read, or the address's lesson was damaged.
func (s *Session) LessonFailed(name string, err error) { s.refuseLesson(name, err) }

// LessonSaved says where the lesson went (a file, a download, a link), or
// why it could not be saved there.
func (s *Session) LessonSaved(where string, err error) {
	if err != nil {
		s.setNote(Danger, fmt.Sprintf(tr("Could not save the lesson to %s: %s."), where, err))
		return
	}
	s.setNote(Success, fmt.Sprintf(tr("Lesson saved to %s."), where))
}

// refuseLesson says why the lesson name could not be opened.
func (s *Session) refuseLesson(name string, err error) {
	s.lesson.banner = Banner{Title: fmt.Sprintf(tr("Could not open the lesson %s"), name), Text: fmt.Sprintf(tr("%s. Nothing was changed."), err), Kind: Danger}
	s.setNote(Danger, fmt.Sprintf(tr("Could not open the lesson %s: %s."), name, err))
	s.emit(&s.LessonChanged)
}

// ApplyLesson sets the window up as the lesson l (from the file or link
// name) says: size, goal and board (the board change can be undone),
// algorithm, conventions, weight, limits, tab and view; with a step, the
// board is explored and the Explore tab stops at that step.
func (s *Session) ApplyLesson(name string, l lesson.Lesson) {
	if s.closed {
		return
	}
	if err := l.Check(); err != nil { // a lesson built by hand, not parsed
		s.refuseLesson(name, err)
		return
	}
	s.SetShape(l.Shape)
	if l.Wide() {
		s.SetGoalCells(Cells{l.Shape.Norm(), l.WideGoal})
		s.SetCells(Cells{l.Shape.Norm(), l.WideBoard})
	} else {
		s.SetGoal(l.Goal)
		s.SetBoard(l.Board)
	}
	alg := l.Algorithm
	if text := alg.Heuristic.Expression(); text != "" {
		// led by an expression: it becomes the Heuristics tab's, which
		// the pickers list and the judge judges, and leads the family
		s.accuracy.SetExpression(text)
		if a, err := alg.Family.WithHeuristic(s.accuracy.Expression().Heuristic); err == nil {
			alg = a
		}
	}
	s.SetAlgorithm(alg)
	s.SetConventions(l.Conventions)
	s.SetWeight(max(l.Weight, 1))
	s.setLimits(l.Limits)
	s.explore.SetView(lessonViews[l.View])
	tab := lessonTabs[l.Tab]
	s.SetTab(tab)
	switch {
	case l.Step != lesson.NoStep:
		s.explore.openAt(l.Step)
	case tab == ReplayTab:
		s.Solve() // the replay of the lesson's board is what the tab is for
	}
	b := Banner{Title: "Lesson: " + name, Text: l.Note, Kind: Info}
	if ig := l.IgnoredText(); ig != "" {
		if b.Text != "" {
			b.Text += "\n\n"
		} else {
			b.Kind = Warning
		}
		b.Text += ig
	}
	if b.Text == "" {
		b = Banner{} // a lesson without a note needs no banner
	}
	s.lesson = lessonState{banner: b, note: l.Note}
	msg := fmt.Sprintf(tr("Opened the lesson %s."), name)
	if len(l.Ignored) > 0 {
		msg += " " + l.IgnoredText()
	}
	s.setNote(Info, msg)
	s.emit(&s.LessonChanged)
}

// setLimits sets the limit fields at once, as if typed: what the Solve
// tab shows is what the lesson gave.
func (s *Session) setLimits(lim lesson.Limits) {
	r := &s.search
	r.depth, r.maxNodes, r.timeout, r.maxMemory = lim.Depth, lim.MaxNodes, lim.Timeout, lim.MaxMemory
	r.text = [fieldCount]string{}
	r.fieldErr = [fieldCount]string{}
	if lim.Depth > 0 {
		r.text[DepthField] = count(int64(lim.Depth))
	}
	if lim.MaxNodes > 0 {
		r.text[NodesField] = count(lim.MaxNodes)
	}
	if lim.Timeout > 0 {
		r.text[SecondsField] = formatSeconds(lim.Timeout.Seconds())
	}
	if lim.MaxMemory != 0 {
		r.text[MemoryField] = MemoryText(lim.MaxMemory)
	}
	s.emit(&s.SearchChanged)
}

// Lesson is the window's set-up as a lesson with the note given: what
// File > Save lesson writes. The step is the Explore tab's when it is in
// view with a search of this very set-up. The note is remembered, for the
// next save to offer.
func (s *Session) Lesson(note string) lesson.Lesson {
	l := lesson.Default(s.shape, s.board)
	l.Goal = s.goal
	if s.Wide() { // a side of 5: the lesson holds the board in cells
		l = lesson.DefaultWide(s.shape, s.wboard)
		l.WideGoal = s.wgoal
	}
	l.Algorithm, l.Conventions = s.search.algo, s.conv
	if s.search.algo.Weighted {
		l.Weight = s.weight
	}
	l.Limits = lesson.Limits{Depth: s.search.depth, MaxNodes: s.search.maxNodes, Timeout: s.search.timeout, MaxMemory: s.search.maxMemory}
	if t := l.Limits.Timeout.Round(time.Millisecond); t > 0 {
		l.Limits.Timeout = t // 1.3s, not the 1.299999999s a float made
	}
	for name, t := range lessonTabs {
		if t == s.tab {
			l.Tab = name
		}
	}
	for name, v := range lessonViews {
		if v == s.explore.view {
			l.View = name
		}
	}
	if e := s.explore; s.tab == ExploreTab && e.log != nil && e.Stale() == "" {
		l.Step = min(e.step, lesson.MaxStep)
	}
	l.Note = lesson.CleanNote(note)
	s.lesson.note = l.Note
	return l
}
