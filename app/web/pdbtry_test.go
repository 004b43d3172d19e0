package web

import (
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A manual try, not committed: idastar-pdb on a 4x4 board in the browser.
func TestTryPDB(t *testing.T) {
	if os.Getenv("TRY_PDB") == "" {
		t.Skip("TRY_PDB unset")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip(err)
	}
	srv := newServer(t, sharedWeb(t))
	b := startBrowser(t, chromium)
	b.do(chromedp.Navigate(srv + "/"))
	b.waitFirstFrame(60 * time.Second)
	prefs := b.prefs()
	prefs["shape"] = "4x4"
	prefs["board"] = "7 4 9 13/10 14 0 11/6 5 12 8/2 1 15 3"
	prefs["goal"] = "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"
	prefs["algorithm"] = "idastar-pdb"
	b.setPrefs(prefs)
	b.do(chromedp.Reload())
	b.waitFirstFrame(60 * time.Second)
	b.shot("p1-4x4")
	start := time.Now()
	b.click(solveX, solveY)
	for i := 0; i < 40; i++ {
		time.Sleep(5 * time.Second)
		b.shot("p2-" + time.Since(start).Truncate(time.Second).String())
	}
	b.checkConsole()
	t.Log(b.consoleText())
}
