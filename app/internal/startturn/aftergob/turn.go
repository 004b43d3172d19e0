//go:build js

// Package aftergob gives the browser a turn after gob's init (startturn).
package aftergob

import (
	_ "encoding/gob"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
