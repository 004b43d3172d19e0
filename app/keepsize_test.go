package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestSizeKeeper feeds the keeper the canvas's sizes as the window would,
// with the UI goroutine's turns in between where the window runs them,
// and checks what it gives back.
func TestSizeKeeper(t *testing.T) {
	a, b, c := fyne.NewSize(1180, 800), fyne.NewSize(1400, 620), fyne.NewSize(900, 700)
	none := fyne.Size{}
	type step struct {
		size  fyne.Size
		back  fyne.Size // none: nothing given back
		own   bool      // the app gives the window this size
		give  fyne.Size // or this one, before this step's comes
		turns int       // turns of the UI goroutine before this step, besides the window's own
	}
	cases := []struct {
		name  string
		steps []step
	}{
		{"undone in the same batch: given back", []step{{size: a}, {size: b}, {size: a, back: b}}},
		{"rounded by Fyne: still the size before", []step{{size: a}, {size: b}, {size: fyne.NewSize(1180.5, 800), back: b}}},
		{"a layout at the same size is not a resize", []step{{size: a}, {size: b}, {size: b}, {size: a, back: b}}},
		{"back after a turn: a person's", []step{{size: a}, {size: b}, {size: a, turns: 1}}},
		{"three sizes: a person's", []step{{size: a}, {size: b}, {size: c}}},
		{"given back once, never back and forth", []step{{size: a}, {size: b}, {size: a, back: b}, {size: b}, {size: a}}},
		{"the first size: nothing to go back to", []step{{size: a}, {size: a}}},
		{"the app's own size is not taken back", []step{{size: a}, {size: b, own: true}, {size: a}}},
		{"an own size that never came is let go", []step{{size: a}, {size: a, own: true},
			{size: b, turns: ownTurns + 1}, {size: a, back: b}}},
		{"while the app's size is awaited, others are let be", []step{{size: a}, {size: b, give: c}, {size: a}, {size: c}, {size: a}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var k sizeKeeper
			pending := 0 // turns the window asked for, not yet run
			for i, s := range tc.steps {
				if s.turns > 0 {
					for range s.turns + pending {
						k.turn()
					}
					pending = 0
				}
				if s.own {
					k.own(s.size)
				}
				if s.give != none {
					k.own(s.give)
				}
				back, undone, isNew := k.resized(s.size)
				if isNew {
					pending++
				}
				if undone != (s.back != none) || back != s.back {
					t.Errorf("step %d, the canvas at %v: given back %v (%t), want %v", i, s.size, back, undone, s.back)
				}
			}
		})
	}
}
