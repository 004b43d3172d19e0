//go:build js

package widgets

import "time"

// minRenderGap spaces a chart's renders while a batch streams in rows. In
// a browser a render holds the page's one thread for 30 to 80 ms, which
// the searches and the page wait for: two a second.
const minRenderGap = 500 * time.Millisecond
