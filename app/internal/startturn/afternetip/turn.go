//go:build js

// Package afternetip gives the browser a turn after net's init (startturn).
package afternetip

import (
	_ "net/netip"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
