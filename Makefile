# eightpuzzle: `make run` opens the window, `make test` checks everything.
# Both install what a fresh Debian machine is missing first.

GO      ?= go
BIN     := eightpuzzle
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# C headers a Fyne (cgo, OpenGL, X11, and from 2.8 Wayland) build needs
GUI_PKGS := libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev

.PHONY: run build test vet bench deps fuzz clean

run: build
	./$(BIN)

build: deps
	$(GO) build -o $(BIN) .

test: deps vet e2e-note
	$(GO) test -race ./...

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { gofmt -l .; echo 'gofmt: files above need gofmt -w'; exit 1; }
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./solver/

# Each parser fuzzed for a short while; raise FUZZTIME for a longer hunt.
# (go test fuzzes one target at a time.)
FUZZTIME ?= 20s
fuzz:
	for f in FuzzParse FuzzParseGoal FuzzParseMove; do \
		$(GO) test -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZTIME) ./solver/ || exit 1; done
	$(GO) test -run '^$$' -fuzz '^FuzzSolveInput$$' -fuzztime $(FUZZTIME) ./app/cli/

# apt-get runs only when a package is missing, so this is quick once set up.
deps:
	@missing=""; for p in $(GUI_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

clean:
	rm -rf $(BIN) *.tar.xz dist

# Linux package: dist/eightpuzzle.tar.xz holds the binary, the .desktop file,
# the icon and a Makefile (`sudo make install`, or `make user-install`).
# Fyne's packager reads FyneApp.toml. Built in two steps so that the
# developer's ./eightpuzzle is left alone (the one-step packager deletes it):
# `fyne build -release` strips the binary and embeds FyneApp.toml's metadata,
# migrated_fynedo drops the fyne.Do thread checks that only development needs;
# then `fyne package -executable` wraps that binary. The packager also bumps
# Build in FyneApp.toml (rewriting the file without its comments) on every run;
# Build is raised by hand per release instead, so the file is put back.
FYNE     := $(GO) run fyne.io/fyne/v2/cmd/fyne@v2.7.1
DIST     := dist
APPNAME   = $(shell sed -n 's/^Name *= *"\(.*\)"/\1/p' FyneApp.toml)

.PHONY: package
package: deps
	@mkdir -p $(DIST)
	$(FYNE) build -os linux -release -tags migrated_fynedo -o $(DIST)/$(BIN)
	@cp FyneApp.toml $(DIST)/FyneApp.toml.keep
	$(FYNE) package -os linux -executable $(DIST)/$(BIN); \
		rc=$$?; cp $(DIST)/FyneApp.toml.keep FyneApp.toml; rm -f $(DIST)/FyneApp.toml.keep; exit $$rc
	mv -f "$(APPNAME).tar.xz" $(DIST)/$(BIN).tar.xz
	@echo "wrote $(DIST)/$(BIN).tar.xz"

# End-to-end test of the real window (app/e2e): it builds the app, starts it
# on a private Xvfb display with a fresh HOME, drives it with xdotool and
# checks the window's trace (EIGHTPUZZLE_TRACE) and ImageMagick screenshots.
# `make test` runs it within ./... when the tools are there and skips it when
# not; `make e2e` installs them first. Under -race the app is built with the
# race detector too. E2E_OUT=dir keeps every screenshot, trace and log.
E2E_TOOLS := Xvfb:xvfb xdotool:xdotool import:imagemagick
E2E_OUT   ?=

.PHONY: e2e screenshots e2e-deps e2e-note
e2e: deps e2e-deps
	$(GO) test -race -count=1 -v -run '^(TestWindow|TestRandomWalk)$$' ./app/e2e/ $(if $(E2E_OUT),-args -out $(E2E_OUT))

# The README's images from the real window: assets/screenshot-solve.png,
# screenshot-replay.png and screenshot-compare.png.
screenshots: deps e2e-deps
	$(GO) test -count=1 -v -run '^TestScreenshots$$' ./app/e2e/ -args -update $(if $(E2E_OUT),-out $(E2E_OUT))

e2e-deps:
	@missing=""; for tp in $(E2E_TOOLS); do command -v $${tp%%:*} >/dev/null 2>&1 || missing="$$missing $${tp#*:}"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

# go test shows why a test skipped only with -v, so the note is given here.
e2e-note:
	@missing=""; for tp in $(E2E_TOOLS); do command -v $${tp%%:*} >/dev/null 2>&1 || missing="$$missing $${tp%%:*}"; done; \
	[ -z "$$missing" ] || echo "note: the end-to-end test of the real window is skipped, not found:$$missing (make e2e installs them)"
