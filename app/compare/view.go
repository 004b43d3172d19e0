// Package compare is the Compare tab: every chosen algorithm run on the
// board beside, or on a batch of boards drawn for the goal, with a sortable
// table and a chart of how they did. It reads the session through its
// getters, changes it only through intent methods, and redraws when the
// comparison or the puzzle changes. Its widgets are made once and only
// change state, so that nothing is detached while it may be tapped.
package compare

import (
	"errors"
	"fmt"
	"fyne.io/fyne/v2/lang"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// View is the Compare tab. Content is what the window shows.
type View struct {
	Content fyne.CanvasObject

	s   *session.Session
	cmp *session.Comparison
	w   fyne.Window

	mode    *widget.RadioGroup
	algos   *widget.Button
	chooser *chooser

	nodes, seconds, depth *escEntry
	kind                  *widget.RadioGroup
	per, upTo, count      *escEntry
	seed                  *escEntry
	batchRow              fyne.CanvasObject
	distBox, randBox      fyne.CanvasObject
	distLabel             *widget.Label // "per distance, 1 to"; on a side of 5, scrambles
	fieldErr              *widget.Label // what is wrong with a field, shown under them
	limitErrs, batchErrs  []string      // what fieldErr says, by the fields it is about

	run, cancel, save, copy *widget.Button
	progress                *widget.ProgressBar
	progressBox             fyne.CanvasObject
	headRow                 *fyne.Container // the headline and the progress bar
	header                  *widget.Label   // what the results shown are
	verdict                 *widget.Label   // once a run ended: who found a shortest path with the least work, who was fastest
	note                    *widget.Label   // the outcome of a click: saved, copied, nothing to replay

	one   *onePanel
	batch *batchPanel
}

// Modes as the radio shows them.
var (
	modeOne   = locale.Mark("This board")
	modeBatch = locale.Mark("Batch")
	kindDist  = locale.Mark("By distance")
	kindRand  = locale.Mark("Random")
)

// New builds the Compare tab over the session's comparison.
func New(d tabkit.Deps) *View {
	s := d.Session
	v := &View{s: s, cmp: s.Comparison(), w: d.Window}
	set := v.cmp.Settings()

	v.chooser = newChooser(v.cmp, s)
	v.algos = widget.NewButtonWithIcon("", theme.ListIcon(), func() { v.chooser.show(v.w) })
	v.algos.Alignment = widget.ButtonAlignLeading

	// Every widget a field's OnChanged touches exists before any SetText,
	// which fires OnChanged at once.
	v.fieldErr = widget.NewLabel("")
	v.fieldErr.Importance = widget.DangerImportance
	v.fieldErr.Wrapping = fyne.TextWrapWord
	v.fieldErr.Hide()
	field := func() *escEntry { return newEscEntry(v.cmp.Cancel) }
	v.nodes, v.seconds, v.depth = field(), field(), field()
	v.per, v.upTo, v.count, v.seed = field(), field(), field(), field()
	v.nodes.SetPlaceHolder(lang.L("none"))
	v.seconds.SetPlaceHolder(lang.L("none"))
	v.nodes.SetText(limitText(set.Limits.Nodes))
	v.seconds.SetText(secondsText(set.Limits.Seconds))
	v.depth.SetText(strconv.Itoa(set.Limits.Depth))
	v.per.SetText(strconv.Itoa(set.Batch.PerDistance))
	v.upTo.SetText(strconv.Itoa(set.Batch.UpTo))
	v.count.SetText(strconv.Itoa(set.Batch.Count))
	v.seed.SetText(strconv.FormatUint(set.Batch.Seed, 10))
	for _, e := range []*escEntry{v.nodes, v.seconds, v.depth} {
		e.OnChanged = func(string) { v.limitsChanged() }
		e.OnSubmitted = func(string) { v.start() }
	}
	v.kind = widget.NewRadioGroup([]string{lang.L(kindDist), lang.L(kindRand)}, nil)
	v.kind.Horizontal, v.kind.Required = true, true
	v.kind.SetSelected(map[session.BatchKind]string{session.ByDistance: lang.L(kindDist), session.RandomBoards: lang.L(kindRand)}[set.Batch.Kind])
	for _, e := range []*escEntry{v.per, v.upTo, v.count, v.seed} {
		e.OnChanged = func(string) { v.batchChanged() }
		e.OnSubmitted = func(string) { v.start() }
	}
	v.kind.OnChanged = func(string) { v.batchChanged() }

	v.run = widget.NewButtonWithIcon(lang.L("Run"), theme.MediaPlayIcon(), v.start)
	v.run.Importance = widget.HighImportance
	v.cancel = widget.NewButtonWithIcon(lang.L("Cancel"), theme.MediaStopIcon(), v.cmp.Cancel)
	v.progress = widget.NewProgressBar()
	v.progress.TextFormatter = v.progressText
	v.progressBox = fixedWidth(v.progress, 150) // hidden as a whole: a Border skips it then
	v.save = widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), func() { tabkit.PopUp(v.save, v.saveMenu()) })
	v.copy = widget.NewButtonWithIcon(lang.L("Copy"), theme.ContentCopyIcon(), func() { tabkit.PopUp(v.copy, v.copyMenu()) })
	v.header = widget.NewLabel("")
	v.headRow = container.NewBorder(nil, nil, nil, v.progressBox, v.header)
	v.header.Truncation = fyne.TextTruncateEllipsis // one line: the table needs the height
	v.verdict = widget.NewLabel("")
	v.verdict.Wrapping = fyne.TextWrapWord // the point of the run: read whole, not cut
	v.verdict.Hide()
	v.note = widget.NewLabel("")
	v.note.Truncation = fyne.TextTruncateEllipsis
	v.note.Hide()

	v.mode = widget.NewRadioGroup([]string{lang.L(modeOne), lang.L(modeBatch)}, nil)
	v.mode.Horizontal, v.mode.Required = true, true
	v.mode.SetSelected(lang.L(modeNames[set.Mode]))
	v.mode.OnChanged = func(sel string) {
		if sel == lang.L(modeBatch) {
			v.cmp.SetMode(session.Batch)
		} else {
			v.cmp.SetMode(session.OneBoard)
		}
	}

	v.one = newOnePanel(v)
	v.batch = newBatchPanel(v)
	v.one.chart.Do, v.batch.chart.Do = d.Do, d.Do

	// Each label stays with its field; the groups wrap onto a second line
	// when the tab is narrow, rather than hide behind a scroll.
	unit := func(objs ...fyne.CanvasObject) fyne.CanvasObject { return container.NewHBox(objs...) }
	limits := widgets.WrapRow(0, 0,
		unit(widget.NewLabel(lang.L("Nodes")), fixedWidth(v.nodes, 92)),
		unit(widget.NewLabel(lang.L("time")), fixedWidth(v.seconds, 48), widget.NewLabel("s")),
		unit(widget.NewLabel(lang.L("dls depth")), fixedWidth(v.depth, 48)))
	v.distLabel = widget.NewLabel(lang.L("per distance, 1 to"))
	v.distBox = unit(fixedWidth(v.per, 52), v.distLabel, fixedWidth(v.upTo, 52))
	v.randBox = unit(fixedWidth(v.count, 72), widget.NewLabel(lang.L("boards")))
	v.batchRow = widgets.WrapRow(0, 0,
		v.kind, container.NewStack(v.distBox, v.randBox), unit(widget.NewLabel(lang.L("seed")), fixedWidth(v.seed, 64)))
	// Every line of controls is a row less of the table: the actions share
	// the first line with the mode, the progress bar the headline's, and
	// Save and Copy sit on the right of the Table | Chart tab bar.
	top := container.NewVBox(
		widgets.WrapRow(theme.Padding(), 0,
			container.NewHBox(v.run, v.cancel), v.mode, fixedWidth(v.algos, 190)),
		limits,
		v.batchRow,
		v.fieldErr,
		v.headRow,
		v.verdict,
		v.note,
	)
	tools := container.NewVBox(container.NewHBox(layout.NewSpacer(), v.save, v.copy))
	v.Content = container.NewBorder(top, nil, nil, nil,
		container.NewStack(v.one.content, v.batch.content, tools))

	v.cmp.Changed.Watch(v.refresh)
	s.Accuracy().Changed.Watch(v.chooser.showYours) // the user's heuristic, and its verdict
	s.PuzzleChanged.Watch(v.refresh)
	v.limitsChanged()
	v.batchChanged()
	v.refresh()
	return v
}

var modeNames = map[session.CompareMode]string{session.OneBoard: modeOne, session.Batch: modeBatch}

// escEntry is an entry for a number, in which Esc still cancels the comparison: a
// focused entry takes every key, so the window's Esc would not see it.
type escEntry struct {
	widget.Entry
	onEsc func()
}

func newEscEntry(onEsc func()) *escEntry {
	e := &escEntry{onEsc: onEsc}
	e.ExtendBaseWidget(e)
	return e
}

func (e *escEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.onEsc != nil {
		e.onEsc()
		return
	}
	e.Entry.TypedKey(k)
}

// limitText and secondsText write a limit into its field as the window
// writes numbers (5,000,000; 0,5 in French), which parseCount and the
// seconds' reader read back; 0, no limit, is the empty field.
func limitText(n int64) string {
	if n == 0 {
		return ""
	}
	return human.Count(n)
}

func secondsText(s float64) string {
	if s == 0 {
		return ""
	}
	return human.Decimal(s, -1)
}

// parseCount reads a whole number, grouped as the window writes it or
// not (human.ParseWhole); empty or "none" is 0 when none is allowed.
func parseCount(text string, none bool) (int64, error) {
	t := strings.TrimSpace(text)
	if none && (t == "" || strings.EqualFold(t, "none") || strings.EqualFold(t, lang.L("none"))) {
		return 0, nil
	}
	n, err := human.ParseWhole(t)
	if err != nil || n < 0 {
		return 0, errors.New(lang.L("not a whole number"))
	}
	return n, nil
}

// limitsChanged reads the limit fields into the comparison; a field that
// does not read is named, and Run waits until it does.
func (v *View) limitsChanged() {
	var errs []string
	l := v.cmp.Settings().Limits
	if n, err := parseCount(v.nodes.Text, true); err != nil || n > session.MaxNodesLimit {
		// the limit written as the Solve tab's message writes it (it said
		// 10^12 here, 1,000,000,000,000 there)
		errs = append(errs, fmt.Sprintf(lang.L("the node limit must be a whole number up to %s, or empty for none"), human.Count(session.MaxNodesLimit)))
	} else {
		l.Nodes = n
	}
	if t := strings.TrimSpace(v.seconds.Text); t == "" || strings.EqualFold(t, "none") || strings.EqualFold(t, lang.L("none")) {
		l.Seconds = 0
	} else if secs, err := human.ParseDecimal(t); err != nil || !(secs > 0) || secs > session.MaxSecondsLimit {
		errs = append(errs, lang.L("the time limit must be a number of seconds above 0, like 3 or 0.5, or empty for none"))
	} else {
		l.Seconds = secs
	}
	if d, err := parseCount(v.depth.Text, false); err != nil || d < 1 || d > session.MaxDepthLimit {
		errs = append(errs, fmt.Sprintf(lang.L("the dls depth must be a whole number from 1 to %d"), session.MaxDepthLimit))
	} else {
		l.Depth = int(d)
	}
	if len(errs) == 0 {
		if err := v.cmp.SetLimits(l); err != nil {
			errs = append(errs, err.Error())
		}
	}
	v.limitErrs = errs
	v.showFieldErrors()
	v.refreshRun()
}

// batchChanged reads the batch fields as limitsChanged does the limits.
func (v *View) batchChanged() {
	var errs []string
	b := v.cmp.Settings().Batch
	b.Kind = session.ByDistance
	if v.kind.Selected == lang.L(kindRand) {
		b.Kind = session.RandomBoards
	}
	num := func(e *escEntry, what string, hi int) int {
		n, err := parseCount(e.Text, false)
		if err != nil || n < 1 || n > int64(hi) {
			errs = append(errs, fmt.Sprintf(lang.L("%s must be a whole number from 1 to %d"), what, hi))
			return 1
		}
		return int(n)
	}
	if b.Kind == session.RandomBoards {
		b.Count = num(v.count, lang.L("the number of boards"), session.MaxRandomBoards)
	} else {
		b.PerDistance = num(v.per, lang.L("the boards at each distance"), session.MaxPerDistance)
		b.UpTo = num(v.upTo, lang.L("the largest distance"), session.MaxUpTo)
	}
	if seed, err := strconv.ParseUint(strings.TrimSpace(v.seed.Text), 10, 63); err != nil {
		errs = append(errs, lang.L("the seed must be a whole number, 0 or more"))
	} else {
		b.Seed = seed
	}
	if len(errs) == 0 {
		if err := v.cmp.SetBatch(b); err != nil {
			errs = append(errs, err.Error())
		}
	}
	v.batchErrs = errs
	v.showFieldErrors()
	v.refreshRun()
}

// showFieldErrors shows what is wrong with the fields: the limits', and
// the batch's when a batch is shown.
func (v *View) showFieldErrors() {
	all := v.limitErrs
	if v.cmp.Mode() == session.Batch {
		all = append(all[:len(all):len(all)], v.batchErrs...)
	}
	// the status line says it too, in the same words
	v.cmp.SetFieldProblem(strings.Join(all, "; "))
	v.fieldErr.SetText(v.cmp.FieldProblem())
	if len(all) == 0 {
		v.fieldErr.Hide()
	} else {
		v.fieldErr.Show()
	}
}
