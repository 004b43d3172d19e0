//go:build js

// Package afteridb gives the browser a turn after IndexedDB's init (startturn).
package afteridb

import (
	_ "github.com/hack-pad/go-indexeddb/idb"

	"github.com/eightpuzzle/eightpuzzle/app/internal/startturn"
)

func init() { startturn.Take() }
