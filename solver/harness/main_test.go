package harness

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package if any test leaves a goroutine behind: the
// comparisons run on the caller's goroutine and must not start their own.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }
