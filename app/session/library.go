package session

import (
	"errors"
	"slices"

	"github.com/eightpuzzle/eightpuzzle/app/internal/savedexpr"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The user's named expressions (issue 23): the typed expression saved
// under a name, renamed, deleted, remembered in the preferences (the
// command line's -heuristic NAME reads the same list), and listed by name
// in every heuristic picker. One that no longer compiles keeps its text and
// shows its error.

// savedExpr is one named expression, compiled once.
type savedExpr struct {
	name string
	text string
	h    *solver.Heuristic
	err  error
}

// SavedExpression is what the tab and the pickers show of one.
type SavedExpression struct {
	Name string
	ExpressionState
}

// loadSaved reads the remembered list; a damaged one is empty (and said
// in the log).
func loadSaved(l loader) []savedExpr {
	v, ok := l.string(savedexpr.PrefKey, func(v string) error {
		_, err := savedexpr.Parse(v)
		return err
	})
	if !ok {
		return nil
	}
	list, _ := savedexpr.Parse(v)
	out := make([]savedExpr, len(list))
	for i, e := range list {
		out[i] = savedExpr{name: e.Name, text: e.Text}
		out[i].h, out[i].err = solver.ParseHeuristic(e.Text)
	}
	return out
}

// Saved are the named expressions, in the order they were saved, each with
// what is known of it on the session's goal.
func (a *Accuracy) Saved() []SavedExpression {
	out := make([]SavedExpression, len(a.expr.saved))
	for i, e := range a.expr.saved {
		out[i] = SavedExpression{Name: e.name, ExpressionState: a.stateOf(e.text, e.h, e.err)}
	}
	return out
}

func (a *Accuracy) entries() []savedexpr.Entry {
	out := make([]savedexpr.Entry, len(a.expr.saved))
	for i, e := range a.expr.saved {
		out[i] = savedexpr.Entry{Name: e.name, Text: e.text}
	}
	return out
}

func (a *Accuracy) index(name string) int {
	return slices.IndexFunc(a.expr.saved, func(e savedExpr) bool { return e.name == name })
}

// nameError is a name's mistake in the window's language.
func nameError(err error) error {
	switch {
	case errors.Is(err, savedexpr.ErrNameEmpty):
		return errors.New(tr("Type a name."))
	case errors.Is(err, savedexpr.ErrNameLong):
		return errors.New(tr("That name is too long: 24 characters at most."))
	case errors.Is(err, savedexpr.ErrNameChars):
		return errors.New(tr("A name is letters, digits, spaces, - and _."))
	case errors.Is(err, savedexpr.ErrNameBuiltIn):
		return errors.New(tr("That name is a built-in heuristic's or a term's: pick another."))
	case errors.Is(err, savedexpr.ErrNameIsExpr):
		return errors.New(tr("That name reads as an expression: pick another."))
	case errors.Is(err, savedexpr.ErrNameTaken):
		return errors.New(tr("That name is already used."))
	case errors.Is(err, savedexpr.ErrNameNotSaved):
		return errors.New(tr("No named expression by that name."))
	case errors.Is(err, savedexpr.ErrTooMany):
		return errors.New(tr("At most 20 named expressions: delete one first."))
	}
	return err
}

// SaveExpression keeps the typed expression under name; refused (with why)
// when it does not compile or the name cannot be used.
func (a *Accuracy) SaveExpression(name string) error {
	x := &a.expr
	if x.h == nil {
		return errors.New(tr("Type an expression that compiles first."))
	}
	if len(x.saved) >= savedexpr.MaxEntries {
		return nameError(savedexpr.ErrTooMany)
	}
	if err := savedexpr.CheckName(name, a.entries()); err != nil {
		return nameError(err)
	}
	x.saved = append(x.saved, savedExpr{name: name, text: x.text, h: x.h})
	a.storeSaved()
	return nil
}

// RenameExpression renames a named expression.
func (a *Accuracy) RenameExpression(old, name string) error {
	i := a.index(old)
	if i < 0 {
		return nameError(savedexpr.ErrNameNotSaved)
	}
	if name == old {
		return nil
	}
	others := slices.Delete(a.entries(), i, i+1)
	if err := savedexpr.CheckName(name, others); err != nil {
		return nameError(err)
	}
	a.expr.saved[i].name = name
	a.storeSaved()
	return nil
}

// DeleteExpression forgets a named expression; a search it leads keeps
// running as chosen.
func (a *Accuracy) DeleteExpression(name string) {
	if i := a.index(name); i >= 0 {
		a.expr.saved = slices.Delete(a.expr.saved, i, i+1)
		a.storeSaved()
	}
}

// UseExpression puts a named expression in the typed row, to be judged
// and edited there.
func (a *Accuracy) UseExpression(name string) {
	if i := a.index(name); i >= 0 {
		a.SetExpression(a.expr.saved[i].text)
	}
}

// heuristicFor is the typed or a saved expression's heuristic with this
// text; nil when it is neither.
func (a *Accuracy) heuristicFor(text string) *solver.Heuristic {
	if a.expr.h != nil && a.expr.text == text {
		return a.expr.h
	}
	for _, e := range a.expr.saved {
		if e.h != nil && e.text == text {
			return e.h
		}
	}
	return nil
}

func (a *Accuracy) storeSaved() {
	changedOnly{a.env.prefs}.SetString(savedexpr.PrefKey, savedexpr.Format(a.entries()))
	a.followExpr()
	a.Changed.emit()
}
