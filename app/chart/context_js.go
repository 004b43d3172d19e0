package chart

// contextLines is how many of the other families' lines a small-multiples
// panel draws faint behind its own: none in a browser, where the page has
// one thread and a batch chart drawing every line five times took a task
// past 100 ms (TestBrowserBatch, 130 ms); each panel still has its own.
func contextLines(int) int { return 0 }
