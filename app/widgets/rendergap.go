//go:build !js

package widgets

import "time"

// minRenderGap spaces a chart's renders while a batch streams in rows many
// times a second: the image keeps up without taking a core from the
// searches.
const minRenderGap = 150 * time.Millisecond
