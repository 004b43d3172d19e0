package chart

import (
	"bytes"
	"regexp"
	"strconv"
	"testing"
)

// Every line of a chart too short for its legend in one column keeps its
// entry in view: the Heuristics tab's ranges at 800x600 (nine heuristics
// and h = d) lost the entries after "Linear conflict" below the edge.
func TestLegendInViewWhenTall(t *testing.T) {
	spec := sampleSeries()
	spec.Series = spec.Series[:9]
	spec.Identity = IdentityName
	spec.Scale = LinearScale
	for _, size := range [][2]int{{380, 150}, {520, 200}, {900, 500}} {
		var buf bytes.Buffer
		if err := Lines(spec, Light()).WriteSVG(&buf, size[0], size[1]); err != nil {
			t.Fatal(err)
		}
		// text at x, y in the page's points, y measured up from its foot
		// and written negated; its baseline must be on the page
		texts := regexp.MustCompile(`<text x="([-0-9.e]+)" y="([-0-9.e]+)"[^>]*>([^<]*)</text>`).FindAllStringSubmatch(buf.String(), -1)
		names := map[string]bool{IdentityName: true}
		for _, se := range spec.Series {
			names[se.Name] = true
		}
		height := float64(size[1]) * 72 / 96
		for _, m := range texts {
			if !names[m[3]] {
				continue
			}
			delete(names, m[3])
			y, _ := strconv.ParseFloat(m[2], 64)
			if up := -y; up < 0 || up > height {
				t.Errorf("%dx%d: %q at %.1f points up a page of %.1f", size[0], size[1], m[3], up, height)
			}
		}
		if len(names) > 0 {
			t.Errorf("%dx%d: no legend entry for %v", size[0], size[1], names)
		}
	}
}
