# Quick start on a fresh Debian machine (as root): `make demo` or `make test`.
# Each target installs the system packages it needs (scripts/install-deps.sh) before it builds.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

PREFIX ?= /usr/local
SWIFT ?= swift
SCREEN ?= 1280x800x24
XVFB := xvfb-run -a -s "-screen 0 $(SCREEN)"

.PHONY: all build release test demo bench leaks clean

all: build

build:
	@scripts/install-deps.sh build
	$(SWIFT) build

release:
	@scripts/install-deps.sh build
	$(SWIFT) build -c release

# Every test, GTK ones on a private Xvfb display and a private D-Bus session bus.
test:
	@scripts/install-deps.sh test
	$(SWIFT) build --build-tests
	$(XVFB) dbus-run-session -- $(SWIFT) test --skip-build

# The demo gallery on your display; without one it runs on a private Xvfb and says so.
demo: release
	@scripts/install-deps.sh demo
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then .build/release/snack-gallery; \
	else echo "make demo: no DISPLAY; running the gallery on a private Xvfb for 10 s"; \
	$(XVFB) timeout 10 .build/release/snack-gallery || true; fi

# Figures for the closing notes (release build).
bench:
	@scripts/install-deps.sh bench
	$(SWIFT) build -c release --product snack-bench
	$(XVFB) dbus-run-session -- .build/release/snack-bench

clean:
	rm -rf .build
