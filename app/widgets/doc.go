// Package widgets holds the window's own widgets: the board and its text
// field, the sortable table, the chart view, the live search tree, the
// state-space map, keyboard-friendly wrappers of Fyne's controls, and small
// layouts. They know nothing of the session: they show what they are given
// and report taps and keys through callbacks, so they theme, resize and
// test like Fyne's own.
package widgets
