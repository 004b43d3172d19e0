//go:build js

package session

import "time"

// batchEvery is how often a batch hands its rows to the window. In a
// browser each redraw of the Compare tab takes 30 to 60 ms of the page's
// one thread, which the searches then wait for: four a second keep the
// table moving and leave the searches most of the thread.
const batchEvery = time.Second / 4
