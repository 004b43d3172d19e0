//go:build js

package human

import "time"

// clockResolution: Chromium coarsens performance.now, which Go's clock
// reads in a browser, to about 100 µs on a page that is not cross-origin
// isolated.
const clockResolution = 100 * time.Microsecond
