package searchlog

import (
	"strings"
	"sync"
	"text/template"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Translate turns one sentence's template, with its named values, into
// text: English fills the English template in; the window passes one
// built on Fyne's lang.L, which looks the template up in a translation
// and fills that in the same way (text/template's {{.Name}}). Each
// sentence is a whole template, never pieced together from fragments, so
// that a translation can order its words as its language wants.
type Translate func(template string, values map[string]any) string

var parsed sync.Map // template text -> *template.Template

// English fills the template in with the values: the identity
// translation, for the command line and the tests.
func English(tmpl string, values map[string]any) string {
	if !strings.Contains(tmpl, "{{") {
		return tmpl
	}
	t, ok := parsed.Load(tmpl)
	if !ok {
		p, err := template.New("").Option("missingkey=error").Parse(tmpl)
		if err != nil {
			return tmpl // a programmer's error, shown rather than hidden
		}
		t, _ = parsed.LoadOrStore(tmpl, p)
	}
	var b strings.Builder
	if err := t.(*template.Template).Execute(&b, values); err != nil {
		return tmpl
	}
	return b.String()
}

// Lines are the step's sentences in order: why this board, what became
// of each successor, the goal test, the iteration's summary. Boards are
// written by board (Shape.Format, or the window's own).
func (e Explanation) Lines(tr Translate, board func(solver.Board) string) []string {
	return nil // filled in by the next commit
}

// Text is the step's block: Lines, one to a line.
func (e Explanation) Text(tr Translate, board func(solver.Board) string) string {
	return strings.Join(e.Lines(tr, board), "\n")
}
