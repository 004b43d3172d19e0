//go:build js

// Package afteros gives the browser a turn after the runtime's and syscall's init (startturn).
package afteros

import (
	_ "os"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
