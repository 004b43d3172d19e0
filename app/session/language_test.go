package session

import "testing"

// TestLanguageRemembered: the language picked in the window is saved and
// is there in the next session; an unknown code changes nothing.
func TestLanguageRemembered(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	if h.s.Language() != "" {
		t.Fatalf("a new session's language is %q, want the system's (\"\")", h.s.Language())
	}
	h.s.SetLanguage("fr")
	h.s.SetLanguage("xx")
	if h.s.Language() != "fr" {
		t.Fatalf("language %q after SetLanguage(fr), SetLanguage(xx)", h.s.Language())
	}
	if got := open(t, p).s.Language(); got != "fr" {
		t.Errorf("the next session's language is %q, want fr", got)
	}
}
