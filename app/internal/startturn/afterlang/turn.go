//go:build js

// Package afterlang gives the browser a turn after Fyne's translations' init (startturn).
package afterlang

import (
	_ "fyne.io/fyne/v2/lang"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
