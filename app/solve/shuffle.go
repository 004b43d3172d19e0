package solve

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// The Solve tab's two conventions beyond ties, goal test and order: a move
// order drawn per board from a seed (solver.Conventions.Shuffle) and
// weighted A*'s w. Both are the session's, like the others.

const (
	orderFixed    = "fixed"
	orderShuffled = "shuffled"
)

// addShuffleAndWeight builds the fields. The texts are set before the
// handlers exist, as SetText fires OnChanged at once.
func (v *View) addShuffleAndWeight(pass widgets.KeyPass) {
	s := v.s
	v.seed = widgets.NewKeyEntry(pass)
	v.seed.SetPlaceHolder("1")
	v.seed.Validator = func(t string) error { _, err := session.ParseSeed(t); return err }
	v.seed.SetText("1")
	if seed := s.Conventions().Shuffle; seed != 0 {
		v.seed.SetText(strconv.FormatUint(seed, 10))
	}
	v.seed.OnChanged = func(t string) {
		// a seed typed while the order is shuffled takes effect at once; a
		// bad one leaves the last good seed in force, and the field says why
		if seed, err := session.ParseSeed(t); err == nil && s.Conventions().Shuffle != 0 {
			c := s.Conventions()
			c.Shuffle = seed
			s.SetConventions(c)
		}
	}
	v.shuffle = widgets.NewKeySelect([]string{orderFixed, orderShuffled}, func(name string) {
		c := s.Conventions()
		prev := c.Shuffle
		c.Shuffle = 0
		if name == orderShuffled {
			// the seed typed; while it is not one, the seed in force (or 1)
			seed, err := session.ParseSeed(v.seed.Text)
			if err != nil {
				seed = max(prev, 1)
			}
			c.Shuffle = seed
		}
		s.SetConventions(c)
	}, pass)

	v.weight = widgets.NewKeyEntry(pass)
	v.weight.SetPlaceHolder("1")
	v.weight.Validator = func(t string) error { _, err := session.ParseWeight(t); return err }
	v.weight.SetText(formatWeight(s.Weight()))
	v.weight.OnChanged = func(t string) {
		if w, err := session.ParseWeight(t); err == nil {
			s.SetWeight(w)
		}
	}
	v.weightNote = widget.NewLabel("")
	v.weightNote.SizeName = theme.SizeNameCaptionText
	v.weightNote.Wrapping = fyne.TextWrapWord // the tab must fit beside the board in a small window
	v.wideNote = widget.NewLabel("")
	v.wideNote.SizeName = theme.SizeNameCaptionText
	v.wideNote.Wrapping = fyne.TextWrapWord
	v.wideNote.Hide()
}

func formatWeight(w float64) string { return strconv.FormatFloat(w, 'f', -1, 64) }

// refreshShuffleAndWeight shows the session's values. A field being typed
// in keeps its text while it reads as the value in force, or while it is
// not a value at all: the field shows what is wrong until it is mended.
func (v *View) refreshShuffleAndWeight() {
	s := v.s
	c := s.Conventions()
	if c.Shuffle != 0 {
		// the seed first: selecting "shuffled" reads it
		if seed, err := session.ParseSeed(v.seed.Text); err == nil && seed != c.Shuffle {
			v.seed.SetText(strconv.FormatUint(c.Shuffle, 10))
		}
	}
	want := orderFixed
	if c.Shuffle != 0 {
		want = orderShuffled
	}
	if v.shuffle.Selected != want {
		v.shuffle.SetSelected(want)
	}
	// On a side of 5 the searches follow conventions of their own
	// (session.WideConventionsText): the panel's are kept for the other
	// sizes, shown but not offered.
	own := !s.Wide()
	widgets.Enable(v.seed, own && c.Shuffle != 0)
	widgets.Enable(v.order, own && c.Shuffle == 0) // a shuffled order replaces it
	widgets.Enable(v.ties, own)
	widgets.Enable(v.goalTest, own)
	widgets.Enable(v.shuffle, own)
	wideNote := ""
	if !own {
		wideNote = fmt.Sprintf(lang.L("On %v the searches keep conventions of their own, named above: the ties, goal test and move order chosen here apply on the other sizes."), s.Shape())
	}
	if v.wideNote.Text != wideNote {
		v.wideNote.SetText(wideNote)
		v.wideNote.Hidden = wideNote == ""
		v.wideNote.Refresh()
	}
	if w, err := session.ParseWeight(v.weight.Text); err == nil && w != s.Weight() {
		v.weight.SetText(formatWeight(s.Weight()))
	}
	note := session.WeightNote(s.Algorithm(), s.Weight())
	if v.weightNote.Text != note {
		v.weightNote.SetText(note)
	}
}
