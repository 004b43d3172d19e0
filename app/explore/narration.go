package explore

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/eightpuzzle/eightpuzzle/solver"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// narrationView tells the step shown in sentences, beside the step
// controls: the same narration as `eightpuzzle explain` (searchlog's
// Explain and Lines), each sentence through lang.L so that a translation
// can take it whole.
type narrationView struct {
	text    *widget.RichText
	scroll  *container.Scroll
	content fyne.CanvasObject
	shown   string // the text on screen, to skip redrawing the same
}

func newNarrationView() *narrationView {
	n := &narrationView{text: widget.NewRichText()}
	n.text.Wrapping = fyne.TextWrapWord
	n.scroll = widgets.NewVScroll(n.text)
	head := widget.NewLabelWithStyle(lang.L("What happens at this step"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head.Wrapping = fyne.TextWrapWord // no width of its own to add to the tab's
	n.content = container.NewBorder(head, nil, nil, nil, n.scroll)
	return n
}

// translate hands each sentence's template to lang.L with its values.
var translate searchlog.Translate = func(tmpl string, values map[string]any) string { return lang.L(tmpl, values) }

// narrate is the text of the step st shows: a paragraph a sentence, the
// first of each step in bold. At the last step of a solved search the
// goal reached follows, as the step of its own that it is.
func narrate(st session.ExploreState) [][]string {
	if st.Log == nil {
		return [][]string{{lang.L("Press Explore: each step of the search will be told here, why its board was taken and what became of its successors.")}}
	}
	// boards written as the window writes them (867/254/301), not as the
	// command line's explain does
	l := st.Log
	board := func(b solver.Board) string { return session.LogBoard(l, b) }
	if st.Step == 0 {
		return [][]string{{lang.L("Step 0: the start {{.Board}} waits alone on the frontier, to be expanded first.",
			map[string]any{"Board": board(st.Problem.Start)})}}
	}
	var out [][]string
	for k := st.Step; k <= st.Step+1; k++ {
		e, ok := st.Log.Explain(k)
		if !ok || k > st.Step && !e.Goal {
			break
		}
		out = append(out, e.Lines(translate, board))
	}
	return out
}

// show tells step st.Step.
func (n *narrationView) show(st session.ExploreState) {
	blocks := narrate(st)
	key := ""
	for _, b := range blocks {
		for _, s := range b {
			key += s + "\n"
		}
		key += "\n"
	}
	if key == n.shown {
		return
	}
	n.shown = key
	var segs []widget.RichTextSegment
	for _, b := range blocks {
		for i, s := range b {
			style := widget.RichTextStyleParagraph
			if i == 0 && len(b) > 1 {
				style = widget.RichTextStyleStrong
				style.Inline = false
			}
			segs = append(segs, &widget.TextSegment{Text: s, Style: style})
		}
	}
	n.text.Segments = segs
	n.text.Refresh()
	n.scroll.ScrollToTop()
}

// besideOrBelow lays out the controls and the narration side by side
// when the width gives each a readable column, else the narration below
// the controls; either way no wider than the wider of the two, so that
// the tab keeps its place in an 800-pixel window.
type besideOrBelow struct {
	// keep is the height of the controls kept in sight when the narration
	// goes below them (the actions, Predict and the player): half the
	// height each hid the player's buttons under the fold in French, whose
	// longer names put the narration below at 1180x800. Nil: half.
	keep func() float32
}

// storyLinesBelow is the least the narration keeps below the controls, in
// lines of text: its heading and a few lines, which scroll.
const storyLinesBelow = 4

// besideFrom is the width from which the two sit side by side.
const besideFrom = 560

// storyEms is the least width, in ems of the text size, the narration
// takes beside the controls: a step's first line ("Step 18: expanding
// 012/786/543:") whole. Narrower, at a large text size, it broke boards
// in two, and it goes below instead.
const storyEms = 18

func (l besideOrBelow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	controls, story := objs[0], objs[1]
	w := max(controls.MinSize().Width, size.Width*0.58)
	if size.Width >= besideFrom && size.Width-w >= storyEms*theme.TextSize() {
		controls.Move(fyne.NewPos(0, 0))
		controls.Resize(fyne.NewSize(w, size.Height))
		story.Move(fyne.NewPos(w, 0))
		story.Resize(fyne.NewSize(size.Width-w, size.Height))
		return
	}
	h := size.Height / 2
	if l.keep != nil {
		line := theme.TextSize() * 1.5
		h = max(h, min(l.keep(), size.Height-storyLinesBelow*line))
	}
	controls.Move(fyne.NewPos(0, 0))
	controls.Resize(fyne.NewSize(size.Width, h))
	story.Move(fyne.NewPos(0, h))
	story.Resize(fyne.NewSize(size.Width, size.Height-h))
}

func (besideOrBelow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}
