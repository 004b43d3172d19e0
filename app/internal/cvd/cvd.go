// Package cvd simulates how colours look to a reader with a colour-vision
// deficiency, and measures how far apart two colours look, so that tests
// can hold the palettes that carry meaning (families, node states, the
// state-space map) to a distance every reader sees. It imports nothing
// from Fyne.
//
// The simulation is Machado, Oliveira and Fernandes's (2009) at severity
// 1.0, the full dichromacy, applied in linear RGB; the distance is
// CIEDE2000 in CIELAB under D65.
package cvd

import (
	"image/color"
	"math"
)

// Deficiency is a kind of colour vision.
type Deficiency int

const (
	Normal       Deficiency = iota
	Protanopia              // no long-wavelength (red) cones: about 1% of men
	Deuteranopia            // no medium-wavelength (green) cones: about 1% of men
	Tritanopia              // no short-wavelength (blue) cones: rare
)

// All is every vision a palette is checked under.
var All = []Deficiency{Normal, Protanopia, Deuteranopia, Tritanopia}

func (d Deficiency) String() string {
	return [...]string{"normal vision", "protanopia", "deuteranopia", "tritanopia"}[d]
}

// machado are the matrices of Machado et al. 2009 at severity 1.0, for
// linear RGB.
var machado = [...][3][3]float64{
	Protanopia: {
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	},
	Deuteranopia: {
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	},
	Tritanopia: {
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	},
}

// linear is an sRGB colour's channels in linear light, 0..1; alpha is
// ignored (the palettes are opaque).
func linear(c color.Color) [3]float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	f := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return [3]float64{f(n.R), f(n.G), f(n.B)}
}

// Lab is a colour in CIELAB (D65).
type Lab struct{ L, A, B float64 }

// Seen is c in CIELAB as a reader with d sees it.
func Seen(c color.Color, d Deficiency) Lab {
	rgb := linear(c)
	if d != Normal {
		m := machado[d]
		var o [3]float64
		for i := range o {
			o[i] = min(1, max(0, m[i][0]*rgb[0]+m[i][1]*rgb[1]+m[i][2]*rgb[2]))
		}
		rgb = o
	}
	return labOf(rgb)
}

func labOf(rgb [3]float64) Lab {
	r, g, b := rgb[0], rgb[1], rgb[2]
	x := (0.4124564*r + 0.3575761*g + 0.1804375*b) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*b
	z := (0.0193339*r + 0.1191920*g + 0.9503041*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return Lab{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// Distance is how far apart a and b look to a reader with d: CIEDE2000.
// About 2 is the least difference an eye notices side by side; marks a few
// pixels wide, seen apart, need far more.
func Distance(a, b color.Color, d Deficiency) float64 { return DE2000(Seen(a, d), Seen(b, d)) }

// DE2000 is the CIEDE2000 colour difference (Sharma, Wu and Dalal 2005).
func DE2000(p, q Lab) float64 {
	deg := math.Pi / 180
	c1, c2 := math.Hypot(p.A, p.B), math.Hypot(q.A, q.B)
	cm := (c1 + c2) / 2
	cm7 := math.Pow(cm, 7)
	g := 0.5 * (1 - math.Sqrt(cm7/(cm7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p.A, (1+g)*q.A
	c1p, c2p := math.Hypot(a1, p.B), math.Hypot(a2, q.B)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / deg
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(p.B, a1), hue(q.B, a2)
	dL, dC := q.L-p.L, c2p-c1p
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		switch {
		case dh > 180:
			dh -= 360
		case dh < -180:
			dh += 360
		}
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*deg)
	lm, cmp := (p.L+q.L)/2, (c1p+c2p)/2
	hm := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hm /= 2
		case h1+h2 < 360:
			hm = (hm + 360) / 2
		default:
			hm = (hm - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hm-30)*deg) + 0.24*math.Cos(2*hm*deg) +
		0.32*math.Cos((3*hm+6)*deg) - 0.20*math.Cos((4*hm-63)*deg)
	dTheta := 30 * math.Exp(-math.Pow((hm-275)/25, 2))
	cmp7 := math.Pow(cmp, 7)
	rc := 2 * math.Sqrt(cmp7/(cmp7+math.Pow(25, 7)))
	l50 := (lm - 50) * (lm - 50)
	sl := 1 + 0.015*l50/math.Sqrt(20+l50)
	sc := 1 + 0.045*cmp
	sh := 1 + 0.015*cmp*t
	rt := -math.Sin(2*dTheta*deg) * rc
	l, c, h := dL/sl, dC/sc, dH/sh
	return math.Sqrt(l*l + c*c + h*h + rt*c*h)
}

// Pair is two colours of a palette, or one and the background, and how
// close they look under some vision.
type Pair struct {
	I, J     int // indices into the palette; J is -1 for the background
	Vision   Deficiency
	Distance float64
}

// Closest is the pair of pal that looks closest under any vision of All.
func Closest(pal []color.Color) Pair {
	worst := Pair{Distance: math.Inf(1)}
	for _, d := range All {
		for i := range pal {
			for j := i + 1; j < len(pal); j++ {
				if e := Distance(pal[i], pal[j], d); e < worst.Distance {
					worst = Pair{i, j, d, e}
				}
			}
		}
	}
	return worst
}

// ClosestTo is the colour of pal that looks closest to bg under any
// vision of All.
func ClosestTo(pal []color.Color, bg color.Color) Pair {
	worst := Pair{J: -1, Distance: math.Inf(1)}
	for _, d := range All {
		for i := range pal {
			if e := Distance(pal[i], bg, d); e < worst.Distance {
				worst = Pair{i, -1, d, e}
			}
		}
	}
	return worst
}
