package explore

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// predictPanel is Predict's part of the tab: the exercise's settings, the
// question in hand, the verdict and the score. The session grades; this
// only asks and shows. A board is answered by a tap in the Frontier list
// (frontierView.pick), a bound in the entry here.
type predictPanel struct {
	v     *View
	box   *fyne.Container
	setup fyne.CanvasObject // starting an exercise: hidden in presentation mode

	length, from       *widget.Select
	kids               *widget.Check // ask which successors are added, too
	start, next, retry *widget.Button
	save               *widget.Button
	question           *widget.Label
	bound              *widget.Entry
	boundGo            *widget.Button
	boundRow           *fyne.Container
	verdict            *widget.Label
	verdictBox         *fyne.Container
	explain            *widget.Label // the step's narration, under the verdict
	asked              int           // the step of the question the entry was cleared for

	// a successors question: a box to tick for each successor, and Check
	kidChecks []*widget.Check
	kidList   *fyne.Container
	kidGo     *widget.Button
	kidRow    *fyne.Container
	kidsFor   int // the step whose successors kidChecks are for
}

var predictFrom = []string{locale.Mark("from the start"), locale.Mark("from a random step")}

func newPredictPanel(v *View) *predictPanel {
	p := &predictPanel{v: v, asked: -1, kidsFor: -1}
	var lengths []string
	for _, n := range session.PredictLengths {
		lengths = append(lengths, lang.L("{{.N}} steps", map[string]any{"N": n}))
	}
	p.length = widget.NewSelect(lengths, nil)
	p.length.SetSelectedIndex(1)
	from := make([]string, len(predictFrom))
	for i, s := range predictFrom {
		from[i] = lang.L(s)
	}
	p.from = widget.NewSelect(from, nil)
	p.from.SetSelectedIndex(0)
	p.kids = widget.NewCheck(lang.L("and which successors are added"), v.e.SetPredictSuccessors)
	p.kids.SetChecked(v.e.PredictSuccessors())
	p.start = widget.NewButtonWithIcon(lang.L("Predict"), theme.QuestionIcon(), p.startOrStop)
	p.next = widget.NewButtonWithIcon(lang.L("Next question"), theme.NavigateNextIcon(), v.e.NextQuestion)
	p.retry = widget.NewButtonWithIcon(lang.L("Retry mistakes"), theme.ViewRefreshIcon(), func() {
		v.e.RetryMistakes()
		v.e.SetView(session.FrontierView)
	})
	p.save = widget.NewButtonWithIcon(lang.L("Save CSV"), theme.DocumentSaveIcon(), p.saveCSV)
	p.question = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.question.Wrapping = fyne.TextWrapWord
	p.bound = widget.NewEntry()
	p.bound.SetPlaceHolder(lang.L("next bound"))
	p.bound.OnSubmitted = func(string) { p.answerBound() }
	p.boundGo = widget.NewButton(lang.L("Answer"), p.answerBound)
	p.boundRow = container.NewHBox(widgets.WithMinWidthEm(p.bound, 120), p.boundGo)
	p.kidList = container.NewVBox()
	p.kidGo = widget.NewButton(lang.L("Check"), p.answerKids)
	p.kidRow = container.NewVBox(p.kidList, container.NewHBox(p.kidGo))
	p.verdict = widget.NewLabel("")
	p.verdict.Wrapping = fyne.TextWrapWord

	// the verdict and its narration can run to many lines: they scroll in
	// a few lines' height, so the Frontier list below keeps its room
	p.explain = widget.NewLabel("")
	p.explain.Wrapping = fyne.TextWrapWord
	p.verdictBox = widgets.AtLeast(widgets.NewVScroll(container.NewVBox(p.verdict, p.explain)), fyne.NewSize(0, 64))
	// each drop-down as wide as its longest option: "from a random step" was cut
	p.setup = widgets.WrapRow(theme.Padding(), 0, p.start,
		widgets.WithMinWidthOf(p.length, func() float32 { return widgets.OptionsWidth(p.length.Options) }),
		widgets.WithMinWidthOf(p.from, func() float32 { return widgets.OptionsWidth(p.from.Options) }),
		p.kids)
	// The setup row sits with the step controls (View puts it there, where
	// they scroll), the exercise over the list its answers are tapped in,
	// with its own buttons: in the lower part the setup row's height
	// counted against 800x600 (with its check box it wrapped to a second
	// row), and the exercise's rows take the room the setup leaves.
	p.box = container.NewVBox(widgets.WrapRow(theme.Padding(), 0, p.next, p.retry, p.save), p.question, p.boundRow, p.kidRow, p.verdictBox)
	return p
}

func (p *predictPanel) startOrStop() {
	e := p.v.e
	if e.Predicting() {
		e.StopPredict()
		return
	}
	n := session.PredictLengths[max(0, p.length.SelectedIndex())]
	e.StartPredict(n, p.from.SelectedIndex() == 1)
	if e.Predicting() {
		e.SetView(session.FrontierView) // where a board is tapped
		// the step controls are off during an exercise: the room is the list's
		p.v.split.SetOffset(min(p.v.split.Offset, 0.2))
	}
}

func (p *predictPanel) answerBound() {
	text := strings.TrimSpace(p.bound.Text)
	b, err := human.ParseDecimal(text) // "14", "14,5" in French
	if err != nil || b < 0 || b > 1e6 {
		tabkit.Tell(p.verdict, widget.WarningImportance, lang.L("Type the next bound as a number, such as 14."))
		return
	}
	p.v.e.AnswerBound(b)
}

// answerKids answers a successors question with the boxes ticked.
func (p *predictPanel) answerKids() {
	added := make([]bool, len(p.kidChecks))
	for i, c := range p.kidChecks {
		added[i] = c.Checked
	}
	p.v.e.AnswerSuccessors(added)
}

// showKids puts a box to tick for each successor of q, once per question.
func (p *predictPanel) showKids(st session.ExploreState, q session.PredictQuestion) {
	if p.kidsFor == q.Step && len(p.kidChecks) == len(q.Successors) {
		return
	}
	p.kidsFor = q.Step
	p.kidChecks = p.kidChecks[:0]
	var rows []fyne.CanvasObject
	for _, s := range q.Successors {
		text := session.LogBoard(st.Log, s.Board) + "    g " + strconv.Itoa(s.G)
		if s.HasH {
			text += "  h " + num(s.H) + "  f " + num(s.F)
		}
		c := widget.NewCheck(text, nil)
		p.kidChecks = append(p.kidChecks, c)
		rows = append(rows, c)
	}
	p.kidList.Objects = rows
	p.kidList.Refresh()
}

func (p *predictPanel) saveCSV() {
	st := p.v.e.State()
	name := "predict.csv"
	if st.Log != nil {
		name = "predict-" + st.Algorithm.Name + "-" + session.LogFileName(st.Log, st.Problem.Start) + ".csv"
	}
	tabkit.SaveAs(p.v.w, name, p.v.e.WritePredictCSV, func(imp widget.Importance, text string) { tabkit.Tell(p.v.banner, imp, text) })
}

// question is the question in hand while it waits for its answer, nil
// otherwise: what the Frontier list lists then.
func (p *predictPanel) pending() *session.PredictQuestion {
	ps := p.v.e.PredictState()
	if !ps.Active || ps.Answered || ps.Question.Kind == session.PredictSuccessors {
		return nil // a successors question is answered in the panel, with the views as they are
	}
	return &ps.Question
}

// refresh shows the exercise as it stands.
func (p *predictPanel) refresh(st session.ExploreState) {
	ps := p.v.e.PredictState()
	if ps.Active {
		p.start.SetText(lang.L("Stop predicting"))
		p.start.SetIcon(theme.MediaStopIcon())
	} else {
		p.start.SetText(lang.L("Predict"))
		p.start.SetIcon(theme.QuestionIcon())
	}
	widgets.Enable(p.start, ps.Active || st.Log != nil && !st.Running)
	widgets.Enable(p.next, ps.Active && ps.Answered)
	if ps.Done {
		p.next.SetText(lang.L("Finish"))
	} else {
		p.next.SetText(lang.L("Next question"))
	}
	widgets.Enable(p.retry, !ps.Active && len(ps.Mistakes) > 0 && st.Stale == "")
	widgets.Enable(p.save, len(ps.Answers) > 0)
	for _, w := range []fyne.CanvasObject{p.length, p.from, p.kids} {
		show(w, !ps.Active) // an exercise's settings are its own
	}
	show(p.next, ps.Active)
	show(p.retry, !ps.Active && len(ps.Mistakes) > 0)
	show(p.save, len(ps.Answers) > 0)

	q := ps.Question
	if ps.Active && !ps.Answered && q.Kind != session.PredictSuccessors {
		// the order the search takes them is the question
		p.v.captions[subFrontier].SetText(lang.L("The boards waiting, in the order they were made, with their numbers: which goes next?"))
		p.v.captions[subTree].SetText(lang.L("Every board generated so far. Tap the waiting board (a diamond) that the search expands next."))
	}
	if ps.Active && !ps.Answered && q.Kind == session.PredictSuccessors {
		p.v.captions[subFrontier].SetText(lang.L("The boards waiting before the step: which of the new board's successors join them is the question above."))
		p.v.captions[subTree].SetText(lang.L("Every board generated before the step: which of the new board's successors are added is the question above."))
	}
	switch {
	case !ps.Active && ps.Note != "" && len(ps.Answers) == 0:
		p.question.SetText(ps.Note)
	case !ps.Active && len(ps.Answers) > 0:
		p.question.SetText(lang.L("Exercise over."+
			" ") + scoreText(ps))
	case !ps.Active:
		p.question.SetText("")
	case q.Kind == session.PredictBound && !ps.Answered && st.Algorithm.Heuristic == nil:
		p.question.SetText(lang.L("Question {{.I}} of {{.N}}: the iteration with depth limit {{.B}} ended without the goal. What is the next depth limit?",
			map[string]any{"I": q.Number, "N": q.Total, "B": num(q.Bound)}))
	case q.Kind == session.PredictBound && !ps.Answered:
		p.question.SetText(lang.L("Question {{.I}} of {{.N}}: the iteration with bound {{.B}} ended without the goal. What is the next bound?",
			map[string]any{"I": q.Number, "N": q.Total, "B": num(q.Bound)}))
	case q.Kind == session.PredictSuccessors && !ps.Answered && st.Algorithm.Frontier == solver.FrontierPath:
		p.question.SetText(lang.L("Question {{.I}} of {{.N}}, part 2: step {{.S}} expands {{.B}}. Which of its successors will the search go on to search? Tick them, then Check.",
			map[string]any{"I": q.Number, "N": q.Total, "S": count(q.Step + 1), "B": session.LogBoard(st.Log, q.Expands.Board)}))
	case q.Kind == session.PredictSuccessors && !ps.Answered:
		p.question.SetText(lang.L("Question {{.I}} of {{.N}}, part 2: step {{.S}} expands {{.B}}. Which of its successors are added to the frontier? Tick them, then Check.",
			map[string]any{"I": q.Number, "N": q.Total, "S": count(q.Step + 1), "B": session.LogBoard(st.Log, q.Expands.Board)}))
	case !ps.Answered:
		p.question.SetText(lang.L("Question {{.I}} of {{.N}}: which board does step {{.S}} expand? Tap it in the Frontier list below.",
			map[string]any{"I": q.Number, "N": q.Total, "S": count(q.Step + 1)}))
	default:
		p.question.SetText(lang.L("Question {{.I}} of {{.N}}, step {{.S}}.", map[string]any{"I": q.Number, "N": q.Total, "S": count(q.Step + 1)}) +
			" " + scoreText(ps))
	}
	if ps.Active && !ps.Answered && q.Kind == session.PredictBound {
		if p.asked != q.Step {
			p.bound.SetText("")
			p.asked = q.Step
		}
		p.boundRow.Show()
	} else {
		p.boundRow.Hide()
	}
	if ps.Active && !ps.Answered && q.Kind == session.PredictSuccessors {
		p.showKids(st, q)
		p.kidRow.Show()
	} else {
		p.kidRow.Hide()
	}

	show(p.question, p.question.Text != "")
	// the verdict of the last answer stays in sight until the next question
	switch {
	case !ps.Active || !ps.Answered:
		p.verdictBox.Hide()
	default:
		a := ps.Last
		text := a.Verdict
		ex := explainStep(st, a.Step)
		p.explain.SetText(ex)
		show(p.explain, ex != "")
		p.verdict.Importance = widget.SuccessImportance
		if !a.Right {
			p.verdict.Importance = widget.DangerImportance
		}
		p.verdict.SetText(text)
		p.verdictBox.Show()
		p.verdict.Refresh()
		p.verdictBox.Objects[0].(*container.Scroll).ScrollToTop()
	}
}

// scoreText is the score and the steps to go back to.
func scoreText(ps session.PredictState) string {
	s := lang.L("Score: {{.R}} of {{.N}} right.", map[string]any{"R": ps.Right, "N": len(ps.Answers)})
	if len(ps.Mistakes) == 0 {
		return s
	}
	var steps []string
	for _, a := range ps.Mistakes {
		steps = append(steps, strconv.Itoa(a.Step))
	}
	if len(steps) == 1 {
		return s + " " + lang.L("Mistake: step {{.Step}}.", map[string]any{"Step": steps[0]})
	}
	return s + " " + lang.L("Mistakes: steps {{.Steps}}.", map[string]any{"Steps": strings.Join(steps, ", ")})
}

// explainStep is the narration of step k, in the window's language; ""
// when the log has none.
func explainStep(st session.ExploreState, k int) string {
	if st.Log == nil {
		return ""
	}
	ex, ok := st.Log.Explain(k)
	if !ok {
		return ""
	}
	l := st.Log
	return ex.Text(translate, func(b solver.Board) string { return session.LogBoard(l, b) })
}

func show(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}
