package app

import (
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/internal/savedexpr"
)

// The command line finds the window's named expressions in the
// preferences file of the window's app ID.
func TestSavedExpressionsUseTheAppID(t *testing.T) {
	if savedexpr.AppID != ID {
		t.Errorf("savedexpr.AppID %q, the window's %q", savedexpr.AppID, ID)
	}
}
