package web

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// profileWaits has TestBrowserWaits record Chromium's CPU profile of each
// wait and log where its longest busy stretch went: what to cut next
// when a wait is over the limit.
var profileWaits = flag.Bool("profile", false, "TestBrowserWaits logs a CPU profile of each wait's longest busy stretch")

// startProfile starts Chromium's sampling profiler (100 µs apart) and
// runs a named busy loop of 3 ms, an anchor that ties the profile's clock
// to the page's performance.now(); it returns the anchor's time in the
// page.
func (b *browser) startProfile() float64 {
	b.t.Helper()
	b.startProfiler()
	return b.eval(anchorLoop).(float64)
}

// anchorLoop is the anchor: a busy loop of 3 ms the profile can name, which
// gives its start in the page's clock.
const anchorLoop = `(function eightpuzzleAnchor() {
	const t = performance.now();
	while (performance.now() - t < 3) {}
	return t;
})()`

// startProfiler starts Chromium's sampling profiler, 100 µs apart.
func (b *browser) startProfiler() {
	b.t.Helper()
	if _, err := chromedp.Call(b.ctx, profiler.Enable, cdp.Empty{}); err != nil {
		b.t.Fatal(err)
	}
	if _, err := chromedp.Call(b.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}); err != nil {
		b.t.Fatal(err)
	}
	if _, err := chromedp.Call(b.ctx, profiler.Start, cdp.Empty{}); err != nil {
		b.t.Fatal(err)
	}
}

// longestTask is the longest task from the click on that overlaps no
// screenshot: its start (performance.now()) and length in ms.
const longestTask = `(() => {
	const l = window.eightpuzzleLag;
	let best = [0, 0];
	for (const [at, d] of l.all) {
		if (l.shots.some(([a, b]) => at < b && at + d > a)) continue;
		if (d > best[1]) best = [at, d];
	}
	return best;
})()`

// stopProfile stops the profiler and logs, for the longest task from the
// click on, the functions that took the most of it: inclusive and self
// time.
func (b *browser) stopProfile(what string, anchor float64) {
	b.t.Helper()
	task := b.eval(longestTask).([]any)
	r, err := chromedp.Call(b.ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		b.t.Fatal(err)
	}
	at, d := task[0].(float64), task[1].(float64)
	b.t.Logf("the profile of %s:\n%s", what, summarize(r.Profile, anchor, at, at+d))
}

// profileStart starts the profiler before the page is loaded, with the
// anchor run by the page's first script (its time kept in
// window.eightpuzzleAnchorAt): stopStartProfile then tells where Go's
// start went.
func (b *browser) profileStart() {
	b.t.Helper()
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: "window.eightpuzzleAnchorAt = " + anchorLoop,
	}); err != nil {
		b.t.Fatal(err)
	}
	b.startProfiler()
}

// stopStartProfile stops the profiler started by profileStart and logs
// the profiles of the six longest tasks before the first frame.
func (b *browser) stopStartProfile() {
	b.t.Helper()
	anchor, _ := b.eval("window.eightpuzzleAnchorAt").(float64)
	tasks := b.eval(`JSON.stringify(window.eightpuzzleTasks.filter(t => t[0] < window.eightpuzzleFirstFrame).sort((a, b) => b[1] - a[1]).slice(0, 6))`).(string)
	r, err := chromedp.Call(b.ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		b.t.Fatal(err)
	}
	var long [][2]float64
	if err := json.Unmarshal([]byte(tasks), &long); err != nil {
		b.t.Fatal(err)
	}
	for _, task := range long {
		b.t.Logf("the profile of the start's task at %.0f ms:\n%s", task[0], summarize(r.Profile, anchor, task[0], task[0]+task[1]))
	}
}

// summarize gives the heaviest functions of p between from and to (ms,
// the page's performance.now()), anchor being when the page's
// eightpuzzleAnchor began.
func summarize(p *profiler.Profile, anchor, from, to float64) string {
	parent := map[int64]int64{}
	node := map[int64]*profiler.ProfileNode{}
	for _, n := range p.Nodes {
		node[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	within := func(id int64, name string) bool {
		for {
			if node[id].CallFrame.FunctionName == name {
				return true
			}
			up, ok := parent[id]
			if !ok {
				return false
			}
			id = up
		}
	}
	// each sample's time, in µs of the profile's clock
	at := make([]float64, len(p.Samples))
	t := p.StartTime
	offset := math.NaN() // the page's clock minus the profile's, in ms
	for i, id := range p.Samples {
		t += float64(p.TimeDeltas[i])
		at[i] = t
		if math.IsNaN(offset) && within(id, "eightpuzzleAnchor") {
			offset = anchor - t/1000
		}
	}
	if math.IsNaN(offset) {
		return "  (no sample of the anchor: no profile)"
	}
	incl, self := map[string]float64{}, map[string]float64{}
	tree := &callNode{kids: map[string]*callNode{}}
	var total float64
	for i, id := range p.Samples {
		ms := at[i]/1000 + offset
		if ms < from || ms > to || i+1 == len(p.Samples) {
			continue
		}
		d := (at[i+1] - at[i]) / 1000
		total += d
		seen := map[string]bool{}
		var stack []string
		for top := true; ; top = false {
			n := node[id]
			name := n.CallFrame.FunctionName
			if name == "" {
				name = "(anonymous " + n.CallFrame.URL + ")"
			}
			if top {
				self[name] += d
			}
			if !seen[name] {
				seen[name] = true
				incl[name] += d
			}
			stack = append(stack, name)
			up, ok := parent[id]
			if !ok {
				break
			}
			id = up
		}
		tree.add(stack, d)
	}
	var s strings.Builder
	fmt.Fprintf(&s, "  the longest task, %.0f ms in the page; %.0f ms of samples\n", to-from, total)
	top := func(title string, m map[string]float64, k int) {
		names := make([]string, 0, len(m))
		for n := range m {
			names = append(names, n)
		}
		sort.Slice(names, func(i, j int) bool { return m[names[i]] > m[names[j]] })
		fmt.Fprintf(&s, "  %s:\n", title)
		for _, n := range names[:min(k, len(names))] {
			fmt.Fprintf(&s, "    %6.1f ms  %s\n", m[n], n)
		}
	}
	top("inclusive", incl, 20)
	top("self", self, 25)
	fmt.Fprintf(&s, "  calls of 3 ms or more (wrappers of one call folded):\n")
	tree.print(&s, 2)
	return s.String()
}

// callNode is a call tree of samples: a function's time and its callees.
type callNode struct {
	ms   float64
	kids map[string]*callNode
}

// add adds d ms along stack, given from the top (the sampled function)
// down to the root.
func (c *callNode) add(stack []string, d float64) {
	c.ms += d
	for i := len(stack) - 1; i >= 0; i-- {
		k := c.kids[stack[i]]
		if k == nil {
			k = &callNode{kids: map[string]*callNode{}}
			c.kids[stack[i]] = k
		}
		k.ms += d
		c = k
	}
}

// print writes the calls of 3 ms or more, heaviest first, a chain of
// single calls on one line.
func (c *callNode) print(s *strings.Builder, depth int) {
	names := make([]string, 0, len(c.kids))
	for n, k := range c.kids {
		if k.ms >= 3 {
			names = append(names, n)
		}
	}
	sort.Slice(names, func(i, j int) bool { return c.kids[names[i]].ms > c.kids[names[j]].ms })
	for _, n := range names {
		k, chain := c.kids[n], []string{short(n)}
		for len(k.kids) == 1 {
			var only string
			for m := range k.kids {
				only = m
			}
			if k.kids[only].ms < k.ms-1 {
				break
			}
			chain, k = append(chain, short(only)), k.kids[only]
		}
		if len(chain) > 3 {
			chain = append(chain[:1], "…", chain[len(chain)-1])
		}
		fmt.Fprintf(s, "%s%6.1f %s\n", strings.Repeat("  ", depth), k.ms, strings.Join(chain, " > "))
		if depth < 40 {
			k.print(s, depth+1)
		}
	}
}

// short drops the module paths from a wasm function's name.
func short(name string) string {
	for _, p := range []string{"github.com_eightpuzzle_eightpuzzle_", "fyne.io_fyne_v2_"} {
		name = strings.ReplaceAll(name, p, "")
	}
	return name
}
