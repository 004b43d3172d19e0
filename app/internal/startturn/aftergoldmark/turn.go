//go:build js

// Package aftergoldmark gives the browser a turn after goldmark's extensions' init (startturn).
package aftergoldmark

import (
	_ "github.com/yuin/goldmark/extension"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
