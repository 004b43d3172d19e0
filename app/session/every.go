//go:build !js

package session

import "time"

// batchEvery is how often a batch hands its rows to the window.
const batchEvery = time.Second / 10
