//go:build js

// Package aftersolver gives the browser a turn after the engine's init (startturn).
package aftersolver

import (
	_ "github.com/eightpuzzle/eightpuzzle/solver"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
