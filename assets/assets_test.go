package assets_test

import (
	"bytes"
	"image/png"
	"os"
	"regexp"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app"
	"github.com/eightpuzzle/eightpuzzle/assets"
)

// The packager and desktop icon themes want a square PNG of at least 512 px.
func TestIconIs512PNG(t *testing.T) {
	cfg, err := png.DecodeConfig(bytes.NewReader(assets.Icon.Content()))
	if err != nil {
		t.Fatalf("icon is not a PNG: %v", err)
	}
	if cfg.Width != 512 || cfg.Height != 512 {
		t.Errorf("icon is %dx%d, want 512x512", cfg.Width, cfg.Height)
	}
}

// FyneApp.toml is read by the packager, app.ID by the running program; if they
// drift apart the packaged app keeps its preferences under another ID. A
// regexp rather than a TOML parser keeps go.mod free of a test-only module.
func TestFyneAppTOMLMatches(t *testing.T) {
	toml, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]string{"ID": app.ID, "Icon": "assets/icon.png"} {
		got := ""
		if m := regexp.MustCompile(`(?m)^` + key + `\s*=\s*"([^"]*)"`).FindSubmatch(toml); m != nil {
			got = string(m[1])
		}
		if got != want {
			t.Errorf("FyneApp.toml %s = %q, want %q", key, got, want)
		}
	}
}
