package race

import (
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
)

// TestRankInFrench: the order of arrival reads « 1er », « 2e », « 21e » in
// French (it read 1st, 2nd), 1st, 2nd, 21st, 11th in English.
func TestRankInFrench(t *testing.T) {
	defer locale.Use("en")
	for _, tc := range []struct {
		code string
		n    int
		want string
	}{{"fr", 1, "1er"}, {"fr", 2, "2e"}, {"fr", 21, "21e"}, {"en", 1, "1st"}, {"en", 2, "2nd"}, {"en", 21, "21st"}, {"en", 11, "11th"}} {
		if err := locale.Use(tc.code); err != nil {
			t.Fatal(err)
		}
		if got := rankText(tc.n); got != tc.want {
			t.Errorf("%s: rank %d reads %q, want %q", tc.code, tc.n, got, tc.want)
		}
	}
}
