//go:build !js

package human

import "time"

// clockResolution: the monotonic clock of a desktop measures nanoseconds,
// but a search's setup alone takes a microsecond.
const clockResolution = time.Microsecond
