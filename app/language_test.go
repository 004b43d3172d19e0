package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
)

// TestLanguageMenuRemembersAndApplies: View > Language picks French; the
// choice is remembered, ticked, and the next window built on the same
// preferences speaks French (its tab titles, its status line); English
// again gives English.
func TestLanguageMenuRemembersAndApplies(t *testing.T) {
	defer locale.Use("en")
	a := test.NewTempApp(t)
	h := newHarness(t, a, fyne.NewSize(1180, 800))
	pick := func(u *ui, code string) {
		t.Helper()
		it := u.menu.langs[code]
		if it == nil {
			t.Fatalf("no View > Language item for %q", code)
		}
		it.Action()
		u.menu.refresh(u.s)
		if !it.Checked || u.s.Language() != code {
			t.Fatalf("after picking %q: checked %v, session's language %q", code, it.Checked, u.s.Language())
		}
	}
	pick(h.u, "fr")
	h.u.s.Shutdown() // saves, as closing the window does

	fr := newHarness(t, a, fyne.NewSize(1180, 800))
	if got := fr.u.tabs.Items[0].Text; got != "Résoudre" {
		t.Errorf("the next window's first tab is %q, want Résoudre", got)
	}
	if got := lang.L("Solve"); got != "Résoudre" {
		t.Errorf("lang.L(Solve) = %q in the French window", got)
	}
	pick(fr.u, "en")
	fr.u.s.Shutdown()
	en := newHarness(t, a, fyne.NewSize(1180, 800))
	if got := en.u.tabs.Items[0].Text; got != "Solve" {
		t.Errorf("back in English, the first tab is %q", got)
	}
}
