package cvd

import (
	"image/color"
	"math"
	"testing"
)

// Sharma, Wu and Dalal's test data for CIEDE2000 (pairs 1, 7, 13, 17, 25).
func TestDE2000(t *testing.T) {
	for _, c := range []struct {
		a, b Lab
		want float64
	}{
		{Lab{50, 2.6772, -79.7751}, Lab{50, 0, -82.7485}, 2.0425},
		{Lab{50, 0, 0}, Lab{50, -1, 2}, 2.3669},
		{Lab{50, 2.49, -0.001}, Lab{50, -2.49, 0.0009}, 7.1792},
		{Lab{50, 2.5, 0}, Lab{73, 25, -18}, 27.1492},
		{Lab{60.2574, -34.0099, 36.2677}, Lab{60.4626, -34.1751, 39.4387}, 1.2644},
	} {
		if got := DE2000(c.a, c.b); math.Abs(got-c.want) > 1e-4 {
			t.Errorf("DE2000(%v, %v) = %.4f, want %.4f", c.a, c.b, got, c.want)
		}
		if got := DE2000(c.b, c.a); math.Abs(got-c.want) > 1e-4 {
			t.Errorf("DE2000(%v, %v) = %.4f, want %.4f (symmetric)", c.b, c.a, got, c.want)
		}
	}
}

func TestLab(t *testing.T) {
	w := Seen(color.White, Normal)
	if math.Abs(w.L-100) > 0.01 || math.Abs(w.A) > 0.01 || math.Abs(w.B) > 0.01 {
		t.Errorf("white is %v, want L 100, a 0, b 0", w)
	}
	// sRGB red in CIELAB D65: 53.24, 80.09, 67.20
	r := Seen(color.NRGBA{0xff, 0, 0, 0xff}, Normal)
	if math.Abs(r.L-53.24) > 0.05 || math.Abs(r.A-80.09) > 0.05 || math.Abs(r.B-67.20) > 0.05 {
		t.Errorf("red is %v, want 53.24, 80.09, 67.20", r)
	}
}

// The simulation does what a dichromat's eye does: red and green, far
// apart to a normal eye, come together without red or green cones, and
// not without blue ones; greys stay grey under every matrix (each row
// sums to 1).
func TestSimulation(t *testing.T) {
	red, green := color.NRGBA{0xd0, 0x30, 0x30, 0xff}, color.NRGBA{0x60, 0x90, 0x20, 0xff}
	normal := Distance(red, green, Normal)
	for _, d := range []Deficiency{Protanopia, Deuteranopia} {
		if e := Distance(red, green, d); e > normal/2 {
			t.Errorf("%v: red and green %.1f apart, normal vision %.1f: not confused", d, e, normal)
		}
	}
	if e := Distance(red, green, Tritanopia); e < normal/2 {
		t.Errorf("tritanopia: red and green %.1f apart, normal vision %.1f", e, normal)
	}
	grey := color.NRGBA{0x80, 0x80, 0x80, 0xff}
	for _, d := range All {
		if e := Distance(grey, grey, d); e != 0 {
			t.Errorf("%v: a colour %.2f from itself", d, e)
		}
		if e := DE2000(Seen(grey, d), Seen(grey, Normal)); e > 0.5 {
			t.Errorf("%v: grey moves %.2f", d, e)
		}
	}
}
