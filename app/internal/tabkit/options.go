package tabkit

// Option is one entry of a drop-down: the words it shows and the value it
// stands for, kept together (two slices kept in step by index drift).
type Option[T comparable] struct {
	Label string
	Value T
}

// Options are a drop-down's entries in its order; a widget.Select's
// SelectedIndex indexes them.
type Options[T comparable] []Option[T]

// Labels are the words shown, for the drop-down's options.
func (o Options[T]) Labels() []string {
	out := make([]string, len(o))
	for i, x := range o {
		out[i] = x.Label
	}
	return out
}

// Index is the entry of v, or -1 if none stands for it.
func (o Options[T]) Index(v T) int {
	for i, x := range o {
		if x.Value == v {
			return i
		}
	}
	return -1
}

// Value is the value of entry i, and whether there is one: a Select says
// -1 when nothing is selected (and fires OnChanged so when cleared).
func (o Options[T]) Value(i int) (T, bool) {
	if i < 0 || i >= len(o) {
		var zero T
		return zero, false
	}
	return o[i].Value, true
}
