# eightpuzzle: `make run` opens the window, `make test` checks everything.
# Both install what a fresh Debian machine is missing first.

GO      ?= go
BIN     := eightpuzzle
DIST    := dist
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# C headers a Fyne (cgo, OpenGL, X11, and from 2.8 Wayland) build needs
GUI_PKGS := libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev

.PHONY: run build test check vet bench deps fuzz clean web web-deps web-patterns-test serve browser-deps windows windows-deps windows-test windows-wine wine-deps deb deb-deps deb-test

run: build
	./$(BIN)

build: deps
	$(DESKTOP_MOD) $(GO) build -o $(BIN) .

# The desktop app's builds (build, deb, package, windows; app/e2e's too)
# carry fixes of ours to Fyne, as patches for upstream until Fyne has them
# (app/internal/modpatch: a copy of Fyne with our files in place of its
# own, and a go.mod pointing at it, written into $(DIST)/build): a resize
# of the window from outside was undone by Fyne's GLFW driver. A bare go
# build or go run . builds without them. GOFLAGS reaches the go build
# that the fyne tool runs.
DESKTOP_MOD = mod=$$($(GO) run ./app/internal/modpatch/desktopmod -dir $(DIST)/build) && GOFLAGS="$$GOFLAGS -modfile=$$mod"

# The real window (app/e2e) and the browser page (app/web) run one at a
# time after the rest: both time what a person would see (a window that
# answers, a page that never freezes past 100 ms), and two at once on two
# cores would measure each other. The window's random walk takes each of
# its fixed seeds (a few minutes each), more than go test's 10 minutes; the
# solver's exhaustive checks under -race took 411 s in one CI run, with the
# other packages' tests beside them on two cores, so they get room too. On
# a machine whose cache holds no pattern databases yet, the first run builds
# them under -race: solver/wide took 1,420 s and solver/searchlog 1,202 s
# there (165 s and 448 s once cached), too near a 25-minute timeout.
HEAVY := ./app/e2e ./app/web
UNIT   = $$($(GO) list ./... | grep -v -e /app/e2e -e /app/web)
test: deps e2e-deps browser-deps vet e2e-note
	$(GO) test -race -timeout 40m $(UNIT)
	$(GO) test -race -p 1 -timeout 45m $(HEAVY)
	$(MAKE) --no-print-directory deb-test

# The quick loop while developing: vet and the unit tests with -short
# (the exhaustive checks cut down, no race detector, no real window or
# browser); make test before a commit.
check: vet
	$(GO) test -short $(UNIT)

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { gofmt -l .; echo 'gofmt: files above need gofmt -w'; exit 1; }
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./solver/ ./solver/pdb/

# Each parser fuzzed for a short while; raise FUZZTIME for a longer hunt.
# (go test fuzzes one target at a time.)
FUZZTIME ?= 20s
fuzz:
	for f in FuzzParse FuzzParseGoal FuzzParseMove FuzzParseBoard FuzzParseShape; do \
		$(GO) test -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZTIME) ./solver/ || exit 1; done
	for f in FuzzDecode FuzzDecodeShape; do \
		$(GO) test -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZTIME) ./solver/pdb/ || exit 1; done
	for f in FuzzSolveInput FuzzReadLines; do \
		$(GO) test -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZTIME) ./app/cli/ || exit 1; done
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./app/internal/human/

# apt-get runs only when a package is missing, so this is quick once set up.
deps:
	@missing=""; for p in $(GUI_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

clean:
	rm -rf $(BIN) *.tar.xz dist

# The browser version: dist/web holds index.html (app/web, with its
# loading screen), the app as WebAssembly, Go's wasm_exec.js, the icon, the
# web app manifest and the service worker that keeps the page for use
# offline, each with gzipped and brotli copies that `make serve` (and any
# server set up for it) sends to browsers, sizes.json (what the page
# weighs: at most 8 MB as brotli, or the build fails), and the standard 4x4
# goal's pattern databases (a browser fetches them, 6 MB, instead of
# building them for minutes on the page's one thread). Any static web
# server can serve the folder. app/web/build does it all (web.Build), in
# release mode with the tags `go tool fyne build -os wasm --release` would
# use, and the chart fonts of app/web/fonts; the browser test builds the
# page the same way.
WEB      := $(DIST)/web
web: web-deps
	$(GO) run ./app/web/build -dir $(WEB)

# Debian's brotli writes the page's brotli copies (Go's port took ten
# times as long).
web-deps:
	@command -v brotli >/dev/null 2>&1 || { echo "installing brotli"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq brotli; }

# Serves dist/web on http://localhost:8080/ (WEB_ADDR=host:port for another).
WEB_ADDR ?= localhost:8080
serve: web
	$(GO) run ./app/web/serve -dir $(WEB) -addr $(WEB_ADDR)

# The first 4x4 pattern database search, a first 4x4 hint, a 3x3 to 4x4
# switch and a race at full speed in the browser, timed (opt-in:
# its limit of 100 ms a task is not met on a loaded machine; see
# TestBrowserPatterns).
web-patterns-test: browser-deps
	$(GO) test -count=1 -timeout 40m -run 'TestBrowserPatterns|TestBrowserWaits' -v ./app/web -args -patterns

# The browser test (app/web) drives Debian's Chromium, runs the page's
# wasm under Node (TestStartTakesTurns) and builds the page (brotli); it
# skips, saying so, where one is missing, so `make test` installs them
# first.
browser-deps: web-deps
	@command -v chromium >/dev/null 2>&1 || { echo "installing chromium"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; }
	@command -v node >/dev/null 2>&1 || { echo "installing nodejs"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq nodejs; }

# Debian and Ubuntu package: dist/eightpuzzle_VERSION_ARCH.deb holds the
# binary (/usr/bin/eightpuzzle, built by the pinned fyne tool in release
# mode as `make package` does), a desktop entry and the icon, named by the
# app's ID. The desktop entry's fields come from FyneApp.toml, so the menu
# shows what `make package` shows. Depends is what dpkg-shlibdeps reads off
# the binary (libc, GL, Wayland's client) plus DEB_DLOPEN: the X11, Wayland
# and keyboard libraries GLFW opens with dlopen at start-up, which no tool
# can read off the binary (`strings` on it lists their sonames).
# Install it with `sudo apt install ./dist/eightpuzzle_*.deb`.
APPID      = $(shell sed -n 's/^ID *= *"\(.*\)"/\1/p' FyneApp.toml)
APPVERSION = $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
DEB_ARCH  := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB_ROOT  := $(DIST)/deb/root
DEB       := $(DIST)/$(BIN)_$(APPVERSION)_$(DEB_ARCH).deb
DEB_DLOPEN := libx11-6, libx11-xcb1, libxcursor1, libxext6, libxi6, libxinerama1, libxrandr2, \
	libxrender1, libxxf86vm1, libxkbcommon0, libwayland-cursor0, libwayland-egl1
toml       = $(shell sed -n 's/^$(1) *= *\(.*\)/\1/p' FyneApp.toml)
# A TOML string or list of strings as a desktop entry's value: "a" -> a,
# ["a", "b"] -> a;b;
tomlval    = $(shell printf '%s' '$(call toml,$(1))' | sed -e 's/^\[\(.*\)\]$$/\1;/' -e 's/", *"/;/g' -e 's/"//g')
deb: deps deb-deps
	rm -rf $(DIST)/deb && mkdir -p $(DEB_ROOT)/DEBIAN $(DEB_ROOT)/usr/bin \
		$(DEB_ROOT)/usr/share/applications $(DEB_ROOT)/usr/share/icons/hicolor/512x512/apps $(DEB_ROOT)/usr/share/doc/$(BIN)
	$(DESKTOP_MOD) $(GO) tool fyne build -os linux --release --tags migrated_fynedo -o $(DEB_ROOT)/usr/bin/$(BIN) .
	install -m 644 assets/icon.png $(DEB_ROOT)/usr/share/icons/hicolor/512x512/apps/$(APPID).png
	printf '%s\n' '[Desktop Entry]' 'Type=Application' 'Name=$(call tomlval,Name)' \
		'GenericName=$(call tomlval,GenericName)' 'Comment=$(call tomlval,Comment)' \
		'Exec=$(BIN)' 'Icon=$(APPID)' 'Terminal=false' \
		'Categories=$(call tomlval,Categories)' 'Keywords=$(call tomlval,Keywords)' \
		> $(DEB_ROOT)/usr/share/applications/$(APPID).desktop
	printf '%s\n' 'eightpuzzle: a sliding-tile puzzle solver and search visualiser.' \
		'The icon and app are this project'"'"'s; the symbols font is DejaVu Sans (license below).' '' \
		> $(DEB_ROOT)/usr/share/doc/$(BIN)/copyright
	cat assets/LICENSE-DejaVu.txt >> $(DEB_ROOT)/usr/share/doc/$(BIN)/copyright
	mkdir -p $(DIST)/deb/shlibs/debian && touch $(DIST)/deb/shlibs/debian/control
	cd $(DIST)/deb/shlibs && dpkg-shlibdeps -O -e $(CURDIR)/$(DEB_ROOT)/usr/bin/$(BIN) 2>/dev/null \
		| sed -n 's/^shlibs:Depends=//p' > ../depends
	test -s $(DIST)/deb/depends
	printf '%s\n' 'Package: $(BIN)' 'Version: $(APPVERSION)' 'Architecture: $(DEB_ARCH)' \
		"Depends: $$(cat $(DIST)/deb/depends), $(DEB_DLOPEN)" \
		'Installed-Size: '"$$(du -sk --exclude=DEBIAN $(DEB_ROOT) | cut -f1)" \
		'Maintainer: eightpuzzle developers <eightpuzzle@users.noreply.github.com>' \
		'Section: games' 'Priority: optional' \
		'Description: $(call tomlval,Comment)' \
		' A desktop app for sliding-tile puzzles (2x2 to 4x4): enter or shuffle a board,' \
		' watch a search run and replay its solution, and compare 28 search algorithms' \
		' side by side. `eightpuzzle -h` lists its command-line subcommands.' \
		> $(DEB_ROOT)/DEBIAN/control
	fakeroot dpkg-deb --build -Zxz $(DEB_ROOT) $(DEB) >/dev/null
	@ls -l $(DEB) | awk '{printf "%s %.1f MB\n", $$NF, $$5/1e6}'

# dpkg-shlibdeps (dpkg-dev), fakeroot and desktop-file-validate
# (desktop-file-utils), where missing.
deb-deps:
	@missing=""; command -v dpkg-shlibdeps >/dev/null 2>&1 || missing="$$missing dpkg-dev"; \
	command -v fakeroot >/dev/null 2>&1 || missing="$$missing fakeroot"; \
	command -v desktop-file-validate >/dev/null 2>&1 || missing="$$missing desktop-file-utils"; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

# Installs the .deb with apt, as a user would, checks what it put where,
# runs the installed `eightpuzzle algorithms`, and removes the package again.
deb-test: deb
	desktop-file-validate $(DEB_ROOT)/usr/share/applications/$(APPID).desktop
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq ./$(DEB)
	@trap 'DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get remove -y -qq $(BIN) >/dev/null' EXIT; \
	set -e; for f in /usr/bin/$(BIN) /usr/share/applications/$(APPID).desktop /usr/share/icons/hicolor/512x512/apps/$(APPID).png; do \
		dpkg -S "$$f" >/dev/null || { echo "deb-test: $$f is not installed by the package"; exit 1; }; done; \
	out=$$(/usr/bin/$(BIN) algorithms); \
	echo "$$out" | grep -q '^ *astar-manhattan ' || { echo "deb-test: installed eightpuzzle algorithms printed:"; echo "$$out"; exit 1; }; \
	echo "deb-test: installed $(DEB), and /usr/bin/$(BIN) algorithms lists $$(echo "$$out" | grep -c .) lines"

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
APPNAME   = $(shell sed -n 's/^Name *= *"\(.*\)"/\1/p' FyneApp.toml)

.PHONY: package
package: deps
	@mkdir -p $(DIST)
	$(DESKTOP_MOD) $(FYNE) build -os linux -release -tags migrated_fynedo -o $(DIST)/$(BIN)
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
# The random walk takes its fixed seeds (every seed that ever failed) in
# `make test`, so CI fails only for a defect, and a fresh seed from the
# clock in `make e2e`, to find new ones: a failing seed is printed, and
# goes into walkSeeds (app/e2e/walk_test.go) once fixed.
E2E_TOOLS := Xvfb:xvfb xdotool:xdotool import:imagemagick
E2E_OUT   ?=

.PHONY: e2e screenshots e2e-deps e2e-note
e2e: deps e2e-deps
	$(GO) test -race -count=1 -v -run '^(TestWindow|TestViews|TestRandomWalk)$$' ./app/e2e/ -args -fresh $(if $(E2E_OUT),-out $(E2E_OUT))

# The README's images from the real window: assets/screenshot-solve.png,
# screenshot-replay.png, screenshot-compare.png and, from TestViews, the
# explorer's tree and map, the race and the heuristics.
screenshots: deps e2e-deps
	$(GO) test -count=1 -v -run '^(TestScreenshots|TestViews)$$' ./app/e2e/ -args -update $(if $(E2E_OUT),-out $(E2E_OUT))

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

# The Windows version, cross-built on Linux with mingw-w64:
# dist/eightpuzzle-windows.zip holds eightpuzzle.exe (a GUI program with
# the icon, name and version from FyneApp.toml built in, by the pinned
# fyne tool) and assets/windows/README.txt. The exe's command line prints
# to the console it was started from (app/cli/console_windows.go). The
# first build compiles GLFW for Windows: about 11 minutes on two cores.
# The packager writes 8-puzzle.exe and a fyne.syso beside main.go, and
# bumps Build in FyneApp.toml, which is put back as `make package` does.
# It sets GOOS=windows and CGO_ENABLED=1 for its own go build of the app;
# the environment here is also what `go tool` builds the tool itself with,
# so it holds no GOOS (a Windows tool) and CGO_ENABLED=0 (no runtime/cgo
# compiled by mingw for Linux).
WIN_CC   := x86_64-w64-mingw32-gcc
WIN_DIST := $(DIST)/windows
windows: windows-deps
	@mkdir -p $(WIN_DIST)
	@cp FyneApp.toml $(WIN_DIST)/FyneApp.toml.keep
	$(DESKTOP_MOD) CGO_ENABLED=0 CC=$(WIN_CC) \
		$(GO) tool fyne package -os windows --release --tags migrated_fynedo; \
		rc=$$?; cp $(WIN_DIST)/FyneApp.toml.keep FyneApp.toml; rm -f $(WIN_DIST)/FyneApp.toml.keep; exit $$rc
	mv -f "$(APPNAME).exe" $(WIN_DIST)/$(BIN).exe
	cp assets/windows/README.txt $(WIN_DIST)/README.txt
	rm -f $(DIST)/$(BIN)-windows.zip
	cd $(WIN_DIST) && zip -q -9 ../$(BIN)-windows.zip $(BIN).exe README.txt
	@ls -l $(WIN_DIST)/$(BIN).exe $(DIST)/$(BIN)-windows.zip | awk '{printf "%s %.1f MB\n", $$NF, $$5/1e6}'

windows-deps:
	@missing=""; command -v $(WIN_CC) >/dev/null 2>&1 || missing="$$missing gcc-mingw-w64-x86-64"; \
	command -v zip >/dev/null 2>&1 || missing="$$missing zip"; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

# Runs the Windows build under wine (app/e2e/wine_test.go, kept out of
# make test by its build tag: too slow for every run): algorithms,
# solve -json and compare -csv must print what the Linux binary prints
# (times aside) for a set of boards, and the window is opened under Xvfb
# for a screenshot (WIN_OUT=dir keeps it). Go 1.26's runtime needs
# bcryptprimitives.dll, which Debian 12's wine lacks: the test builds a
# stub of it with mingw into its own wine prefix.
WIN_OUT ?=
windows-test: deps windows e2e-deps wine-deps
	$(GO) test -tags wine -count=1 -v -timeout 20m -run '^TestWine' ./app/e2e/ -args -exe $(CURDIR)/$(WIN_DIST)/$(BIN).exe $(if $(WIN_OUT),-out $(WIN_OUT))

wine-deps:
	@command -v wine >/dev/null 2>&1 || { echo "installing wine"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq wine wine64; }

# Runs the Windows build under wine on this machine, as a newcomer would:
# `make windows-wine` opens the window, `make windows-wine ARGS=algorithms`
# runs a subcommand. Its wine prefix (dist/wine, made once) gets the same
# bcryptprimitives.dll stub the test builds, without which Go 1.26's
# runtime stops at once under Debian's wine ("bcryptprimitives.dll not
# found").
WINE_PREFIX := $(CURDIR)/$(DIST)/wine
ARGS ?=
windows-wine: windows wine-deps
	@test -f $(WINE_PREFIX)/drive_c/windows/system32/bcryptprimitives.dll || { \
		echo "making the wine prefix $(WINE_PREFIX)"; \
		WINEPREFIX=$(WINE_PREFIX) WINEDEBUG=-all WINEDLLOVERRIDES=mscoree,mshtml= wineboot -i && \
		$(WIN_CC) -shared -O2 -o $(WINE_PREFIX)/drive_c/windows/system32/bcryptprimitives.dll \
			app/e2e/testdata/bcryptprimitives.c -ladvapi32; }
	WINEPREFIX=$(WINE_PREFIX) WINEDEBUG=-all wine $(WIN_DIST)/$(BIN).exe $(ARGS)
