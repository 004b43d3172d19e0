# eightpuzzle: `make run` opens the window, `make test` checks everything.
# Both install what a fresh Debian machine is missing first.

GO      ?= go
BIN     := eightpuzzle
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# C headers a Fyne (cgo, OpenGL, X11) build needs
GUI_PKGS := libgl1-mesa-dev xorg-dev

.PHONY: run build test vet bench deps fuzz clean

run: build
	./$(BIN)

build: deps
	$(GO) build -o $(BIN) .

test: deps vet
	$(GO) test -race ./...

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { gofmt -l .; echo 'gofmt: files above need gofmt -w'; exit 1; }
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./solver/

# Each parser fuzzed for a short while; raise FUZZTIME for a longer hunt.
FUZZTIME ?= 20s
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./solver/

# apt-get runs only when a package is missing, so this is quick once set up.
deps:
	@missing=""; for p in $(GUI_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

clean:
	rm -f $(BIN) *.tar.xz
