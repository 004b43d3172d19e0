//go:build js

// Package afterfontscan gives the browser a turn after the font scanner's init (startturn).
package afterfontscan

import (
	_ "github.com/go-text/typesetting/fontscan"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
