// Package memprefs is an in-memory stand-in for fyne.Preferences in tests.
// Like Fyne's own, it keeps each value with its type, so a value stored
// as one type does not read as another; and like Fyne's, it reads whole
// numbers stored as floats (JSON has no integers) as ints.
package memprefs

// Prefs maps keys to values; a literal such as Prefs{"goal": 42} stores a
// value of the wrong type on purpose.
type Prefs map[string]any

func (p Prefs) StringWithFallback(k, f string) string {
	if v, ok := p[k].(string); ok {
		return v
	}
	return f
}

func (p Prefs) IntWithFallback(k string, f int) int {
	switch v := p[k].(type) {
	case int:
		return v
	case float64:
		return int(v)
	}
	return f
}

func (p Prefs) FloatWithFallback(k string, f float64) float64 {
	switch v := p[k].(type) {
	case int:
		return float64(v)
	case float64:
		return v
	}
	return f
}

func (p Prefs) BoolWithFallback(k string, f bool) bool {
	if v, ok := p[k].(bool); ok {
		return v
	}
	return f
}

func (p Prefs) SetString(k, v string)        { p[k] = v }
func (p Prefs) SetInt(k string, v int)       { p[k] = v }
func (p Prefs) SetFloat(k string, v float64) { p[k] = v }
func (p Prefs) SetBool(k string, v bool)     { p[k] = v }
