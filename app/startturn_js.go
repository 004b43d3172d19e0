//go:build js

package app

// The browser gets a turn between the slow packages' inits
// (app/internal/startturn).
import (
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/afterfontscan"
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/aftergob"
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/aftergoldmark"
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/afterharfbuzz"
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/afteridb"
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/afterlang"
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/afternetip"
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/afteros"
	_ "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/aftersolver"
)
