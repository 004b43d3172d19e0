//go:build js

// Package afterharfbuzz gives the browser a turn after harfbuzz's init (startturn).
package afterharfbuzz

import (
	_ "github.com/go-text/typesetting/harfbuzz"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
